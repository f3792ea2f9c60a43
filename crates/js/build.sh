#!/usr/bin/env bash
# Builds the npm package `roque` into crates/js/pkg/ (what `make npm` runs):
#   1. cargo: the roque-js crate for wasm32-unknown-unknown, profile
#      wasm-npm (the release profile, optimised for size);
#   2. wasm-bindgen 0.2.130 (the CLI matching the crate's pinned version),
#      --target web, without its default `new URL(... .wasm)` fallback;
#   3. wasm-opt -Oz from the npm `binaryen` package;
#   4. the wasm embedded as base64 in a JS module, so that importing the
#      package instantiates it synchronously (Node, browsers, bundlers);
#   5. the hand-written wrapper, types, README, licenses and package.json.
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
(cd "$root" && cargo build --profile wasm-npm --target wasm32-unknown-unknown -p roque-js)

rm -rf "$build" "$pkg"
mkdir -p "$build" "$pkg"
"$bindgen" --target web --omit-default-module-path --no-typescript \
  --out-dir "$build" --out-name roque_core \
  "$target_dir/wasm32-unknown-unknown/wasm-npm/roque_js.wasm"

# Size first (-Oz, as the cargo profile): the speed targets are met several
# times over. wasm-opt reads the features the compiler used from the module.
"$wasm_opt" -Oz --strip-debug --strip-producers \
  "$build/roque_core_bg.wasm" -o "$build/roque_core.opt.wasm"

node "$here/scripts/embed-wasm.mjs" "$build/roque_core.opt.wasm" "$pkg/roque_wasm.js"
cp "$build/roque_core.js" "$pkg/roque_core.js"
cp "$here/js/index.js" "$here/js/index.d.ts" "$pkg/"
cp "$here/npm/package.json" "$here/npm/README.md" "$pkg/"
cp "$root/LICENSE-MIT" "$root/LICENSE-APACHE" "$pkg/"

echo "build.sh: wrote $pkg" >&2
node "$here/scripts/size.mjs" "$pkg" >&2
