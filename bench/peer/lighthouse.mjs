// Lighthouse and its Chromium launcher, for scripts/bench-app.mjs: the
// benches' own npm packages (this folder's package.json, installed by
// `make bench-app`), not the tests' (the root's), so that `make test`
// installs neither.
export { default as lighthouse } from 'lighthouse';
export * as launcher from 'chrome-launcher';
