# Roque's commands. `make serve` to play, `make test` to check everything.
# Each target first installs whatever tool is missing (scripts/install-tools.sh,
# pinned versions, a no-op when everything is there).

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
export PATH := $(CURDIR)/node_modules/.bin:$(HOME)/.cargo/bin:$(PATH)

# The native test build compiles the workspace's own crates with clippy's
# driver, which is rustc with clippy's lints (cargo runs the wrapper for
# workspace members only): the test build is then also the lint, one
# front-end pass where `cargo clippy` after it was a second. A cold
# clone's `make lint`, 2 cores, 2026-12-07: 7 min 42 s (14 min 42 s of
# processor time), against 10 min 01 s (19 min 12 s) with the second pass.
# Every test-profile build goes through it (the lint, the unit tests, the
# relay of the browser tests, the prerenderer of `make dist`), since cargo
# keeps a wrapped build's artefacts apart from a plain one's. Nothing that
# ships or is benchmarked does: clippy's driver turns rustc's MIR
# optimisations off, and the wasm it built differed from rustc's.
LINT_DRIVER := clippy-driver
LINTED := RUSTC_WORKSPACE_WRAPPER=$(LINT_DRIVER)
# The driver's own arguments (`-D warnings`), in the form cargo-clippy
# hands them over. Exported to every recipe: rustc ignores it, and the
# driver records it in what cargo compares, so the prerenderer's build
# (from Trunk's hook) must see the same value as the test build.
export CLIPPY_ARGS := -D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__

.PHONY: all tools serve-tools serve test lint unit dist single e2e relay-bin bench bench-app bench-peer-tools relay bench-relay clean

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
## against the release build, each step timed (scripts/steps.sh prints the
## table at the end).
test:
	@scripts/steps.sh tools lint unit dist single e2e npm-test

# What `cargo clippy` and `cargo test` build the workspace with: the same
# packages and features, so that the test build, the prerenderer of the
# release build (scripts/post-build.mjs) and the relay the browser tests
# start (e2e) are one set of artefacts, compiled once.
WORKSPACE_FEATURES := --workspace --features roque-app/prerender

lint:
	# The repository stands on its own: no tracked file reads above its root.
	node scripts/check-paths.mjs
	# The declared Rust version is the pinned toolchain, and no dependency
	# needs a newer one.
	node scripts/check-msrv.mjs
	# Licences, advisories, duplicate crates and sources (deny.toml).
	scripts/deny.sh
	# The app's layers import downwards only; no crate has an import circle.
	node scripts/check-imports.mjs
	# The import checker itself, on small fixture trees.
	node --test scripts/test/
	# The deployment files, by systemd-analyze and nginx -t.
	node scripts/check-deploy.mjs
	# The pieces' CSS in app.css is the one generated from web/pieces/.
	node scripts/pieces-css.mjs --check
	cargo fmt --all --check
	# Natively, with the prerenderer of the first screen (its own feature):
	# the test build, through clippy's driver (LINTED, above), which fails
	# on any warning. What it compiles is what `make unit` runs; then the
	# benches, which `cargo test` leaves out (with `--all-targets` it would
	# leave out the libraries that the doc tests link instead, and `make
	# unit` would compile them).
	$(LINTED) cargo test $(WORKSPACE_FEATURES) --no-run
	$(LINTED) cargo test $(WORKSPACE_FEATURES) --benches --no-run
	# The app's and the engine worker's browser-only code is compiled for
	# wasm32 alone, and the npm package ships as wasm: lint them there too.
	cargo clippy -p roque-app -p roque-course -p roque-worker -p roque-js -p roque-js-explain -p roque-js-openings -p roque-js-pgn -p roque-js-diagram -p roque-openings -p roque-protocol --target wasm32-unknown-unknown -- -D warnings

## Unit tests, including the app's reducer, natively.
unit:
	$(LINTED) cargo test $(WORKSPACE_FEATURES)
	# The workspace build turns on the rules crate's `small` feature (the
	# app asks for it); its unit tests again without it, for the magic
	# tables that the engine worker and the npm package use.
	$(LINTED) cargo test -p roque-rules --lib

# Everything the release build reads: when none of it changed since dist/
# was built, `make dist` (and so `make test`) does not run Trunk and
# wasm-opt again.
DIST_INPUTS := index.html Trunk.toml Cargo.toml Cargo.lock scripts/post-build.mjs scripts/csp.mjs scripts/file-modules.mjs scripts/inline.mjs scripts/precompress.mjs \
	$(shell find crates/app crates/course crates/diagram crates/openings crates/worker crates/engine crates/rules -path '*/target' -prune -o -type f \( -name '*.rs' -o -name Cargo.toml \) -print) \
	$(shell find web \( -path web/e2e -o -path web/test-results -o -path web/playwright-report \) -prune -o -type f -print)

## Release build into dist/: optimised with wasm-opt, relative URLs so that it
## works from any sub-path.
dist: tools dist/index.html

# The prerenderer runs in the test profile, whose artefacts `make unit`
# has built (scripts/post-build.mjs; `make serve` uses the dev profile).
dist/index.html: $(DIST_INPUTS)
	# The app's seven binaries first, in one cargo run: cargo then links
	# them two at a time (each link is a whole-program LTO on one thread),
	# where Trunk's one cargo run per binary waits for the previous one's
	# link. Trunk's own runs (the same package, profile and target) then
	# find them built.
	cargo build --target wasm32-unknown-unknown --profile wasm-release -p roque-app --bins
	ROQUE_PRERENDER_PROFILE=test ROQUE_PRERENDER_WRAPPER=$(LINT_DRIVER) trunk build --release --public-url ./
	touch $@

## The one-file build: dist-single/roque.html, the release build with every
## file inlined, which plays when opened from disk (file://).
single: dist dist-single/roque.html

dist-single/roque.html: dist/index.html scripts/single-file.mjs scripts/csp.mjs scripts/inline.mjs
	node scripts/single-file.mjs

## The end-to-end suite in headless Chromium against dist/ and
## dist-single/ (build them first: make single). The online spec starts
## the relay itself: the test build's (target/debug/roque-relay), which
## `make unit` has built.
## A second run on the same inputs (the builds, the specs, the browser)
## is skipped (scripts/passed.mjs); FRESH=1 runs it anyway.
e2e: relay-bin
	@node scripts/passed.mjs e2e playwright test --config web/e2e/playwright.config.mjs

## Benchmarks, each against a peer measured in the same run: perft against
## cozy-chess, the npm package against chess.js, the engine in the browser's
## Web Worker against the same code natively, the app and the rules page
## against chessground + chess.js pages (bench-app).
bench: npm-bench dist bench-app
	cargo bench -p roque-rules
	cargo bench -p roque-engine
	node scripts/bench-engine.mjs

## The app in the browser against the peer pages of bench/peer (chessground
## 9.2.1 + chess.js 1.4.0, built with Vite), in one run: first paint, first
## interaction, click latencies (timed in the page, and Chromium's own
## EventLatency trace events for each press and release), bytes, the rules
## page, memory, Lighthouse. Printed, never asserted; stops with an error
## when the trace holds no EventLatency event. RUNS=11 TRACE_RUNS=4
## LH_RUNS=3 MEM_RUNS=3 by default.
bench-app: tools bench-peer-tools single bench/peer/dist/index.html
	node scripts/bench-app.mjs

# The peer's npm packages, installed again only when its lock file changed
# (as scripts/install-tools.sh does for the root's).
bench-peer-tools:
	@cd bench/peer && sum="$$(sha256sum package-lock.json | cut -d' ' -f1)" && \
	if [[ ! -f node_modules/.roque-installed || "$$(cat node_modules/.roque-installed)" != "$$sum" ]]; then \
		echo "[bench] installing the peer's npm packages (npm ci in bench/peer)"; \
		npm ci --no-audit --no-fund && echo "$$sum" > node_modules/.roque-installed; \
	fi

PEER_INPUTS := $(shell find bench/peer \( -path bench/peer/node_modules -o -path bench/peer/dist \) -prune -o -type f -print)

bench/peer/dist/index.html: $(PEER_INPUTS) | bench-peer-tools
	cd bench/peer && node build.mjs
	touch $@

## The relay the browser tests start (web/e2e/online.spec.mjs): the test
## build's, nothing to compile after `make unit`.
relay-bin:
	$(LINTED) cargo test $(WORKSPACE_FEATURES) --no-run

## Play online: the release build served by the relay with its rooms, at
## http://127.0.0.1:8080 (RELAY_ARGS for more: --addr, --db, --redis, …).
relay: dist
	cargo run --release -p roque-relay --bin roque-relay -- --dist dist $(RELAY_ARGS)

## The relay under load: 1,000 rooms (2,000 WebSocket clients) on loopback,
## a move a second each for 30 s; prints the move-to-opponent latency and
## the relay's memory per room. BENCH_RELAY_ARGS="--rooms N --seconds S".
bench-relay:
	cargo build --release -p roque-relay --bins
	ulimit -n "$$(ulimit -Hn)" 2>/dev/null || true; target/release/roque-relay-bench $(BENCH_RELAY_ARGS)

clean:
	cargo clean
	rm -rf dist dist-single web/test-results web/playwright-report bench/peer/dist

# The npm package `roque`: make npm, npm-test, npm-bench.
include crates/js/npm.mk
