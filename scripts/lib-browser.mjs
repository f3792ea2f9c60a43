// Shared by the hand-run scripts: serve dist/ on 127.0.0.1, launch
// Debian's headless Chromium with the project's flags, and run a page in
// Debian's headless Firefox, which Playwright does not drive here.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * Opens `url` in Debian's headless Firefox (`firefox-esr`, or
 * $ROQUE_FIREFOX) and gives the lines the page logs as
 * `console.log('ROQUE …')`, without the prefix, until `done(lines)` says
 * enough or `waitMs` have passed.
 */
export async function firefoxSays(url, done, waitMs = Number(process.env.WAIT_MS ?? 60_000)) {
  const dir = await mkdtemp(join(tmpdir(), 'roque-firefox-'));
  try {
    const profile = join(dir, 'profile');
    await mkdir(profile);
    await writeFile(join(profile, 'user.js'), 'user_pref("devtools.console.stdout.content", true);\n');
    const child = spawn(process.env.ROQUE_FIREFOX ?? 'firefox-esr', ['--headless', '--no-remote', '--profile', profile, url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    let finish;
    const finished = new Promise((ok) => (finish = ok));
    const timer = setTimeout(finish, waitMs);
    child.once('error', (error) => {
      lines.push(`error cannot start Firefox: ${error.message}`);
      finish();
    });
    const read = (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        const m = /console\.log: "ROQUE (.*)"/.exec(line);
        if (!m) continue;
        lines.push(m[1]);
        console.log(m[1]);
        if (done(lines)) finish();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    await finished;
    clearTimeout(timer);
    child.kill('SIGTERM');
    if (child.exitCode === null && child.pid) await new Promise((ok) => child.once('exit', ok));
    return lines;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
