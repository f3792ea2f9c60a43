// Shared by the hand-run scripts: serve dist/ on 127.0.0.1 and launch
// Debian's headless Chromium with the project's flags.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { chromium } from '@playwright/test';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const CHROMIUM = {
  executablePath: process.env.ROQUE_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

/** Serves dist/ at http://127.0.0.1:<port>/roque/ until `stop()`. */
export async function serveDist(port) {
  const child = spawn(
    process.execPath,
    [resolve(root, 'web/e2e/serve.mjs'), resolve(root, 'dist'), String(port), '/roque/'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  // The server dies with this script, however it ends.
  process.once('exit', () => child.kill('SIGTERM'));
  await new Promise((ok, fail) => {
    child.once('error', fail);
    child.stdout.once('data', () => ok());
  });
  return {
    url: `http://127.0.0.1:${port}/roque/`,
    stop: () => child.kill('SIGTERM'),
  };
}

export async function launch() {
  return chromium.launch({ headless: true, ...CHROMIUM });
}
