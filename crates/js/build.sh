#!/usr/bin/env bash
# Builds the npm package `roque` into crates/js/pkg/ (what `make npm` runs):
#   1. cargo: the roque-js crate for wasm32-unknown-unknown, profile
#      wasm-npm (the release profile, optimised for size);
#   2. wasm-bindgen 0.2.130 (the CLI matching the crate's pinned version),
#      --target web, without its default `new URL(... .wasm)` fallback;
#   3. wasm-opt -Oz from the npm `binaryen` package;
#   4. the wasm embedded as a string in a JS module, so that importing the
#      package instantiates it synchronously (Node, browsers, bundlers);
#   5. the hand-written wrappers, minified with terser (the root's, the
#      one minifier of everything Roque ships), types, README,
#      licenses and package.json.
# Five wasm modules: roque-js (entry `roque`), roque-js-explain (the
# optional entry `roque/explain`), roque-js-openings (the optional entry
# `roque/openings`), roque-js-pgn (the optional entry `roque/pgn`) and
# roque-js-diagram (the optional entry `roque/diagram`).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
build="$here/build"
pkg="$here/pkg"
wanted_bindgen="0.2.130"

die() { echo "build.sh: $*" >&2; exit 1; }

bindgen="$(command -v wasm-bindgen || true)"
[ -n "$bindgen" ] || bindgen="$HOME/.cargo/bin/wasm-bindgen"
[ -x "$bindgen" ] || die "wasm-bindgen $wanted_bindgen not found (cargo install wasm-bindgen-cli --version $wanted_bindgen --locked)"
"$bindgen" --version | grep -q " $wanted_bindgen\$" \
  || die "wasm-bindgen is $("$bindgen" --version), $wanted_bindgen is needed"

# wasm-opt: binaryen from the root package.json (installed by `make tools`).
wasm_opt="$root/node_modules/.bin/wasm-opt"
[ -x "$wasm_opt" ] || die "no $wasm_opt: run \`make tools\` (or npm ci at the root)"

echo "build.sh: cargo build (wasm32-unknown-unknown, profile wasm-npm)" >&2
(cd "$root" && cargo build --profile wasm-npm --target wasm32-unknown-unknown -p roque-js -p roque-js-explain -p roque-js-openings -p roque-js-pgn -p roque-js-diagram)

rm -rf "$build" "$pkg"
mkdir -p "$build" "$pkg"
# Three modules: the game (entry `roque`), the explanations (entry
# `roque/explain`) and the openings (entry `roque/openings`), so that the
# main entry carries neither the rules crate's French and English
# catalogue nor the table of openings.
for module in roque_js:roque_core:-O3 roque_js_explain:explain_core:-Oz roque_js_openings:openings_core:-Oz roque_js_pgn:pgn_core:-Oz roque_js_diagram:diagram_core:-Oz; do
  IFS=: read -r crate name level <<< "$module"
  "$bindgen" --target web --omit-default-module-path --no-typescript \
    --out-dir "$build" --out-name "$name" \
    "$target_dir/wasm32-unknown-unknown/wasm-npm/$crate.wasm"
  # The cargo profile optimises for speed (opt-level 3: "s" and "z" make
  # the game two to five times slower); wasm-opt then optimises the game
  # for speed too (-O3) and the explanations for size (-Oz). It reads the
  # features the compiler used from the module.
  "$wasm_opt" "$level" --strip-debug --strip-producers \
    "$build/${name}_bg.wasm" -o "$build/$name.opt.wasm"
done

# The wasm modules as strings, written straight into the package (a
# minifier would escape their characters, which gzip less well).
node "$here/scripts/embed-wasm.mjs" "$build/roque_core.opt.wasm" "$pkg/roque_wasm.js"
node "$here/scripts/embed-wasm.mjs" "$build/explain_core.opt.wasm" "$pkg/explain_wasm.js"
node "$here/scripts/embed-wasm.mjs" "$build/openings_core.opt.wasm" "$pkg/openings_wasm.js"
node "$here/scripts/embed-wasm.mjs" "$build/pgn_core.opt.wasm" "$pkg/pgn_wasm.js"
node "$here/scripts/embed-wasm.mjs" "$build/diagram_core.opt.wasm" "$pkg/diagram_wasm.js"
# The JavaScript that ships is minified (the types and the README document
# it).
terser="$root/node_modules/.bin/terser"
[ -x "$terser" ] || die "no $terser: run \`make tools\` (or npm ci at the root)"
minify() { "$terser" "$1" --module --ecma 2020 --compress --mangle --output "$2"; }
for file in roque_core.js explain_core.js openings_core.js pgn_core.js diagram_core.js; do
  minify "$build/$file" "$pkg/$file"
done
for file in index.js explain.js openings.js pgn.js diagram.js; do
  minify "$here/js/$file" "$pkg/$file"
done
cp "$here/js/index.d.ts" "$here/js/explain.d.ts" "$here/js/openings.d.ts" "$here/js/pgn.d.ts" "$here/js/diagram.d.ts" "$pkg/"
cp "$here/npm/package.json" "$here/npm/README.md" "$here/npm/CHANGELOG.md" "$pkg/"
cp "$root/LICENSE-MIT" "$root/LICENSE-APACHE" "$pkg/"

echo "build.sh: wrote $pkg" >&2
node "$here/scripts/size.mjs" "$pkg" >&2
