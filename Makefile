# Roque's commands. `make serve` to play, `make test` to check everything.
# Each target first installs whatever tool is missing (scripts/install-tools.sh,
# pinned versions, a no-op when everything is there).

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)

.PHONY: all tools serve-tools serve test lint unit dist single e2e bench clean

all: test

tools:
	@scripts/install-tools.sh all

# Only what serving needs: no npm packages, no browser.
serve-tools:
	@scripts/install-tools.sh serve

## Build in debug mode and serve at http://127.0.0.1:8080, rebuilding on change.
## Its build goes under target/, so that it never replaces the release build in dist/.
serve: serve-tools
	trunk serve --dist target/trunk-serve

## Every check CI runs: format, lints, unit tests, then the browser tests
## against the release build.
test: tools lint unit dist single e2e npm-test

lint:
	# The repository stands on its own: no tracked file reads above its root.
	node scripts/check-paths.mjs
	# The app's layers import downwards only; no crate has an import circle.
	node scripts/check-imports.mjs
	cargo fmt --all --check
	cargo clippy --workspace --all-targets -- -D warnings
	# The app's and the engine worker's browser-only code is compiled for
	# wasm32 alone, and the npm package ships as wasm: lint them there too.
	cargo clippy -p roque-app -p roque-worker -p roque-js -p roque-js-explain --target wasm32-unknown-unknown -- -D warnings

## Unit tests, including the app's reducer, natively.
unit:
	cargo test --workspace

# Everything the release build reads: when none of it changed since dist/
# was built, `make dist` (and so `make test`) does not run Trunk and
# wasm-opt again.
DIST_INPUTS := index.html Trunk.toml Cargo.toml Cargo.lock scripts/post-build.mjs scripts/csp.mjs \
	$(shell find crates/app crates/worker crates/engine crates/rules -path '*/target' -prune -o -type f \( -name '*.rs' -o -name Cargo.toml \) -print) \
	$(shell find web \( -path web/e2e -o -path web/test-results -o -path web/playwright-report \) -prune -o -type f -print)

## Release build into dist/: optimised with wasm-opt, relative URLs so that it
## works from any sub-path.
dist: tools dist/index.html

dist/index.html: $(DIST_INPUTS)
	trunk build --release --public-url ./
	touch $@

## The one-file build: dist-single/roque.html, the release build with every
## file inlined, which plays when opened from disk (file://).
single: dist dist-single/roque.html

dist-single/roque.html: dist/index.html scripts/single-file.mjs scripts/csp.mjs
	node scripts/single-file.mjs

## The end-to-end suite in headless Chromium against dist/ and
## dist-single/ (build them first: make single).
e2e:
	playwright test --config web/e2e/playwright.config.mjs

## Benchmarks, each against a peer measured in the same run: perft against
## cozy-chess, the npm package against chess.js, the engine in the browser's
## Web Worker against the same code natively.
bench: npm-bench dist
	cargo bench -p roque-rules
	cargo bench -p roque-engine
	node scripts/bench-engine.mjs

clean:
	cargo clean
	rm -rf dist dist-single web/test-results web/playwright-report

# The npm package `roque`: make npm, npm-test, npm-bench.
include crates/js/npm.mk
