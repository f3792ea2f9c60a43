// A hand-run check that a teacher's own page opened from disk plays in
// Firefox (Playwright drives only Chromium here; web/e2e/teacher.spec.mjs
// is the same page in Chromium). Needs Debian's firefox-esr
// (`apt-get install firefox-esr`); run after `make dist`:
//   node scripts/firefox-disk.mjs
// It copies dist/ into a folder beside a page with a board drawn in the
// page, one with its opening's name, one in its frame and a lesson; the
// page's probe reports through Firefox's console on stdout: errors, each
// board's `roque:ready`, a castling played by pointer events, the
// opening's name, and the frames' heights, which change only when the
// board and the lesson inside them have drawn and said their size.
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { firefoxSays, root } from './lib-browser.mjs';

// Runs in the page: a classic script, as a teacher's page would have.
const PROBE = `
const say = (text) => console.log('ROQUE ' + text);
addEventListener('error', (e) => say('error ' + e.message));
addEventListener('unhandledrejection', (e) => say('error ' + e.reason));
document.addEventListener('roque:ready', (e) => say('ready ' + e.target.id), true);
document.addEventListener('roque:solved', (e) => say('solved ' + e.target.id + ' ' + e.detail.san), true);
const inside = (id) => document.getElementById(id).shadowRoot;
const tap = (root, square) => {
  const el = root.querySelector('[data-square="' + square + '"]');
  const r = el.getBoundingClientRect();
  const at = { bubbles: true, composed: true, cancelable: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2,
               pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 0, buttons: 1 };
  el.dispatchEvent(new PointerEvent('pointerdown', at));
  el.dispatchEvent(new PointerEvent('pointerup', { ...at, buttons: 0 }));
  el.dispatchEvent(new MouseEvent('click', at));
};
const frameHeight = (id) => inside(id).querySelector('iframe').style.height;
let heights = null;
addEventListener('load', () => {
  heights = { frame: frameHeight('framed'), lesson: frameHeight('lesson') };
  document.getElementById('lesson').scrollIntoView();
});
setTimeout(() => {
  const board = inside('castle');
  say('in-page board ' + board.querySelectorAll('[data-square]').length + ' squares, ' + board.querySelectorAll('iframe').length + ' iframes');
  tap(board, 'e1');
  tap(board, 'g1');
  say('opening ' + (inside('named').querySelector('[data-opening]') || {}).textContent);
  say('frame ' + (frameHeight('framed') !== heights.frame ? 'drawn' : 'blank'));
  say('lesson ' + (frameHeight('lesson') !== heights.lesson ? 'drawn' : 'blank'));
}, 10000);
`;

const PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Ma leçon</title>
<script src="roque/roque-embed.js" defer></script>
<script src="probe.js"></script>
</head><body>
<div id="castle" data-roque data-fen="4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1" data-solution="O-O"></div>
<div id="named" data-roque data-opening="on" data-moves="e4 e5 Cf3 Cc6 Fc4"></div>
<div id="framed" data-roque data-frame data-moves="e4 e5"></div>
<div id="lesson" data-roque data-lesson="castling"></div>
</body></html>
`;

const dir = await mkdtemp(join(tmpdir(), 'roque-firefox-disk-'));
try {
  await cp(resolve(root, 'dist'), join(dir, 'roque'), { recursive: true }).catch(() => {
    console.error('no dist/: run make dist first');
    process.exit(2);
  });
  await writeFile(join(dir, 'probe.js'), PROBE);
  await writeFile(join(dir, 'lecon.html'), PAGE);
  const lines = await firefoxSays(pathToFileURL(join(dir, 'lecon.html')).href, (said) => said.some((l) => l.startsWith('lesson')));
  const failed =
    lines.some((l) => l.startsWith('error')) ||
    !['ready castle', 'ready named', 'ready framed', 'in-page board 64 squares, 0 iframes', 'solved castle O-O',
      'opening Partie italienne', 'frame drawn', 'lesson drawn'].every((expected) => lines.includes(expected));
  console.log(failed ? 'FAILED' : "ok: a teacher's page from disk plays in Firefox");
  process.exitCode = failed ? 1 : 0;
} finally {
  await rm(dir, { recursive: true, force: true });
}
