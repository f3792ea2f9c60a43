# The npm package `roque` (crates/js), for the root Makefile:
#   include crates/js/npm.mk
# then add `npm-test` to `test` and `npm-bench` to `bench`.
#
# Uses the root's `tools` target (scripts/install-tools.sh: the
# wasm32-unknown-unknown target, wasm-bindgen-cli 0.2.130, the root npm
# tools with binaryen's wasm-opt), Node 20+, and Chromium at
# /usr/bin/chromium (or CHROMIUM_PATH) for the browser and Vite tests.
# The crate's own test tools (chess.js 1.4.0, vite, playwright-core) are
# installed from crates/js/package-lock.json.

NPM_CRATE := crates/js

.PHONY: npm npm-tools npm-test npm-bench

# The crate's dev tools, installed once per lockfile change.
$(NPM_CRATE)/node_modules/.package-lock.json: $(NPM_CRATE)/package.json $(NPM_CRATE)/package-lock.json
	cd $(NPM_CRATE) && npm ci --no-audit --no-fund

npm-tools: $(NPM_CRATE)/node_modules/.package-lock.json

# Everything the package is built from: when none of it changed since
# crates/js/pkg was written, `make npm` builds nothing.
NPM_INPUTS := Cargo.toml Cargo.lock $(NPM_CRATE)/build.sh \
	$(shell find $(NPM_CRATE)/src $(NPM_CRATE)/explain/src $(NPM_CRATE)/openings/src $(NPM_CRATE)/pgn/src $(NPM_CRATE)/diagram/src crates/diagram/src web/pieces $(NPM_CRATE)/js $(NPM_CRATE)/npm $(NPM_CRATE)/scripts crates/rules/src crates/openings/src crates/openings/data crates/openings/build.rs -type f) \
	$(NPM_CRATE)/Cargo.toml $(NPM_CRATE)/explain/Cargo.toml $(NPM_CRATE)/openings/Cargo.toml $(NPM_CRATE)/pgn/Cargo.toml $(NPM_CRATE)/diagram/Cargo.toml crates/diagram/Cargo.toml crates/rules/Cargo.toml crates/openings/Cargo.toml LICENSE-MIT LICENSE-APACHE

# crates/js/pkg: the ready-to-publish package (cargo, wasm-bindgen, wasm-opt).
npm: tools npm-tools $(NPM_CRATE)/pkg/package.json

$(NPM_CRATE)/pkg/package.json: $(NPM_INPUTS)
	$(NPM_CRATE)/build.sh
	touch $@

# Packs the package, installs it in a temporary project and runs Node's
# test runner there: API, errors, differential checks against chess.js
# 1.4.0, robustness, a browser module script and a Vite build in headless
# Chromium.
# Skipped when it passed on these same inputs (scripts/passed.mjs); FRESH=1
# runs it anyway.
npm-test: npm
	@node scripts/passed.mjs npm-test node $(NPM_CRATE)/test/run.mjs

# Same-run ratios against chess.js 1.4.0: a board app's loop (move, fen,
# isGameOver), moves(), moves({square, verbose}), loadPgn of chess.js's 100
# benchmark games, verbose moves on Kiwipete, perft(5).
npm-bench: npm
	cd $(NPM_CRATE) && node bench/bench.mjs
