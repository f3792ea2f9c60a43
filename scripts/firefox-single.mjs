// A hand-run check that the one-file build plays in Firefox from file://
// (Playwright drives only Chromium here). Needs Debian's firefox-esr
// (`apt-get install firefox-esr`); run after `make single`:
//   node scripts/firefox-single.mjs
// It opens a copy of dist-single/roque.html whose script first installs a
// probe (its policy hash updated), which reports through Firefox's console on
// stdout: errors, policy violations, the board, a move e2-e4 played by
// pointer events, and the first message of an engine worker started from its
// blob: URL.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firefoxSays, root } from './lib-browser.mjs';
import { scriptHash } from './csp.mjs';

const single = resolve(root, 'dist-single/roque.html');

// Runs in the page, before the app.
const PROBE = `
{
  const say = (text) => console.log('ROQUE ' + text);
  window.addEventListener('error', (e) => say('error ' + e.message));
  window.addEventListener('unhandledrejection', (e) => say('error ' + e.reason));
  document.addEventListener('securitypolicyviolation', (e) => say('error policy ' + e.effectiveDirective + ' ' + e.blockedURI));
  const piece = (sq) => document.querySelector('[data-square="' + sq + '"] [data-piece]')?.dataset.piece ?? '-';
  const tap = (sq) => {
    const el = document.querySelector('[data-square="' + sq + '"]');
    const r = el.getBoundingClientRect();
    const at = { bubbles: true, cancelable: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2,
                 pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0, buttons: 1 };
    el.dispatchEvent(new PointerEvent('pointerdown', at));
    el.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
    el.dispatchEvent(new MouseEvent('click', at));
  };
  setTimeout(() => {
    const loaded = [...document.querySelectorAll('img[data-piece]')].filter((i) => i.complete && i.naturalWidth > 0);
    say('board ' + document.querySelectorAll('[data-square]').length + ' squares, ' + loaded.length + ' pieces drawn');
    tap('e2');
    tap('e4');
    setTimeout(() => say('move e2-e4: e2 ' + piece('e2') + ', e4 ' + piece('e4')), 500);
    if (typeof globalThis.roqueEngineWorkerUrl === 'string') {
      // A second engine worker from the same URL: its first message says
      // its wasm is instantiated.
      const worker = new Worker(globalThis.roqueEngineWorkerUrl);
      worker.onerror = (e) => say('error worker ' + e.message);
      worker.onmessage = (e) => {
        say('worker says ' + e.data);
        worker.terminate();
      };
    } else say('no engine worker in this build');
  }, 4000);
}
`;

const html = await readFile(single, 'utf8').catch(() => {
  console.error(`no ${single}: run make single first`);
  process.exit(2);
});
const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html);
const boot = PROBE + script[1];
const probed = html
  .replace(script[0], () => `<script type="module">${boot}</script>`)
  .replace(scriptHash(script[1]), scriptHash(boot));

const dir = await mkdtemp(join(tmpdir(), 'roque-firefox-single-'));
try {
  const page = join(dir, 'roque.html');
  await writeFile(page, probed);
  // Done when the move and the worker have reported.
  const lines = await firefoxSays(
    pathToFileURL(page).href,
    (said) => said.some((l) => l.startsWith('move')) && said.some((l) => /worker/.test(l)),
  );
  const failed =
    lines.some((l) => l.startsWith('error')) ||
    !lines.some((l) => l.endsWith('e4 wP')) ||
    !lines.some((l) => l.startsWith('worker says') || l.startsWith('no engine worker'));
  console.log(failed ? 'FAILED' : 'ok: the one-file build plays in Firefox from file://');
  process.exitCode = failed ? 1 : 0;
} finally {
  await rm(dir, { recursive: true, force: true });
}
