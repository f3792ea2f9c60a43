#!/usr/bin/env bash
# Installs the tools the build and the tests need, each at its pinned
# version, and only when it is missing: a second run does nothing.
#
# Usage: scripts/install-tools.sh [serve|all]
#   serve  only what `make serve` needs: the wasm32 target, Trunk and
#          wasm-bindgen-cli (a person who just wants to play waits for
#          nothing else);
#   all    (the default) also the npm tools of the release build and the
#          tests (wasm-opt, Playwright, axe-core) and Debian's Chromium.
#
# Everything comes from the package registries (crates.io, npm, Debian);
# nothing is downloaded from anywhere else. Trunk runs offline, so it never
# fetches a tool of its own: it finds these on PATH.
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

# --- Rust: the WebAssembly target -----------------------------------------
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
fi

# --- Trunk -----------------------------------------------------------------
if [[ "$(trunk --version 2>/dev/null || true)" != "trunk $TRUNK_VERSION" ]]; then
    say "installing trunk $TRUNK_VERSION (about 11 minutes on a small machine)"
    cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# --- wasm-bindgen-cli, at exactly the version in Cargo.lock ------------------
# The CLI and the library must agree to the patch version. No --locked: the
# CLI's own lock file names a crate version the registry does not have.
wbg_version="$(awk '
    $0 == "name = \"wasm-bindgen\"" { found = 1; next }
    found && /^version = / { gsub(/"/, "", $3); print $3; exit }
' Cargo.lock)"
if [[ -z "$wbg_version" ]]; then
    echo "error: no wasm-bindgen version in Cargo.lock" >&2
    exit 1
fi
if [[ "$(wasm-bindgen --version 2>/dev/null || true)" != "wasm-bindgen $wbg_version"* ]]; then
    say "installing wasm-bindgen-cli $wbg_version"
    cargo install wasm-bindgen-cli --version "=$wbg_version"
fi

if [[ "$scope" == serve ]]; then
    exit 0
fi

# --- npm: binaryen (wasm-opt) and Playwright ---------------------------------
# Debian's binaryen is too old to read current wasm-bindgen output, so
# wasm-opt comes from npm. `npm ci` reinstalls from scratch, so it runs only
# when package-lock.json changed since the last install.
lock_sum="$(sha256sum package-lock.json | cut -d' ' -f1)"
stamp="node_modules/.roque-installed"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "$lock_sum" ]]; then
    say "installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
    echo "$lock_sum" > "$stamp"
fi

# --- Chromium for the browser tests ------------------------------------------
# Debian's own build; Playwright drives it through executablePath. Never
# `npx playwright install`: that downloads from outside the registries.
if [[ ! -x /usr/bin/chromium ]]; then
    say "installing Debian's chromium and chromium-driver"
    sudo=""
    if [[ "$(id -u)" != 0 ]]; then sudo="sudo"; fi
    $sudo apt-get update
    $sudo env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends chromium chromium-driver
fi

# --- Redis for the relay's test of two relays sharing rooms -------------------
# Debian's redis-server; the test (crates/relay/tests/relay.rs) starts its
# own on a free port in a temporary directory, and fails if it is missing.
if ! command -v redis-server > /dev/null; then
    say "installing Debian's redis-server"
    sudo=""
    if [[ "$(id -u)" != 0 ]]; then sudo="sudo"; fi
    $sudo apt-get update
    $sudo env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y --no-install-recommends redis-server
fi
