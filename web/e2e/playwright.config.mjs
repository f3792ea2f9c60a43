// End-to-end tests in Debian's headless Chromium, against the release
// build (dist/) served on 127.0.0.1 under a sub-path by serve.mjs, which
// Playwright starts before the tests and stops after them.
import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { availableParallelism } from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const port = Number(process.env.ROQUE_E2E_PORT ?? 4178);
const prefix = '/roque/';

export const chromium = {
  executablePath: process.env.ROQUE_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: here,
  testMatch: '*.spec.mjs',
  outputDir: resolve(root, 'web/test-results'),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: true,
  retries: 0,
  fullyParallel: true,
  // One browser per core, and at least two: the specs are processor-bound
  // (each page runs the app's WebAssembly and Chromium's own threads), so a
  // machine with more cores than the 2-core one these were timed on runs
  // them in proportionally less time, and one with fewer is not overloaded
  // further than it was. ROQUE_E2E_WORKERS overrides it.
  workers: Number(process.env.ROQUE_E2E_WORKERS ?? Math.max(2, availableParallelism())),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}${prefix}`,
    browserName: 'chromium',
    headless: true,
    launchOptions: chromium,
    viewport: { width: 1280, height: 820 },
    locale: 'fr-FR',
    trace: 'off',
    // No service worker unless a test is about it (offline.spec.mjs, the
    // course offline): installing one precaches every file of the app,
    // an eighth of each test's processor time for nothing it checks.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: `node ${JSON.stringify(resolve(here, 'serve.mjs'))} ${JSON.stringify(resolve(root, 'dist'))} ${port} ${prefix} ${JSON.stringify(resolve(here, 'fixtures'))}`,
    url: `http://127.0.0.1:${port}${prefix}`,
    reuseExistingServer: false,
    timeout: 20_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
