// Figures for the app, measured (not asserted): the release wasm's size,
// raw and gzipped, and in headless Chromium the time from navigation to
// the first painted board (a first visit; again with the service worker
// installed; and the one-file build from file://, when it is built) and from
// a click to the highlighted legal destinations.
// Run by hand after `make single` (or `make dist`):  node scripts/measure-app.mjs
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { launch, root, serveDist } from './lib-browser.mjs';

const RUNS = Number(process.env.RUNS ?? 15);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const fmt = (ms) => `${ms.toFixed(1)} ms`;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

// --- Sizes -----------------------------------------------------------------
const dist = resolve(root, 'dist');
const files = await readdir(dist);
for (const name of files.filter((f) => f.endsWith('.wasm') || f.endsWith('.js') || f.endsWith('.css'))) {
  const bytes = await readFile(resolve(dist, name));
  const gz = gzipSync(bytes, { level: 9 }).length;
  const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  console.log(`${name.padEnd(40)} raw ${kib(bytes.length).padStart(10)}  gzip ${kib(gz).padStart(9)}  brotli ${kib(br).padStart(9)}`);
}

// --- Timings ---------------------------------------------------------------
// In the page: the moment the first piece image of the board has been
// painted, from navigation start (performance.now()'s origin), found by a
// MutationObserver and confirmed by the frame after it.
const FIRST_BOARD = () => {
  window.__board = new Promise((done) => {
    const check = () => {
      const imgs = document.querySelectorAll('.board img[data-piece]');
      if (imgs.length === 32 && [...imgs].every((i) => i.complete && i.naturalWidth > 0)) {
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now())));
        return true;
      }
      return false;
    };
    const observer = new MutationObserver(() => check() && observer.disconnect());
    document.addEventListener('DOMContentLoaded', () => {
      observer.observe(document.body, { childList: true, subtree: true });
    });
    // Images that finish loading after the DOM is complete.
    document.addEventListener('load', () => check() && observer.disconnect(), true);
  });
};

const single = resolve(root, 'dist-single/roque.html');
if (existsSync(single)) {
  const bytes = await readFile(single);
  console.log(`${'dist-single/roque.html'.padEnd(40)} raw ${kib(bytes.length).padStart(10)}  gzip ${kib(gzipSync(bytes, { level: 9 }).length).padStart(9)}`);
}

const server = await serveDist(Number(process.env.ROQUE_MEASURE_PORT ?? 4180));
const browser = await launch();
try {
  const boardTimes = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 820 } });
    const page = await context.newPage();
    await page.addInitScript(FIRST_BOARD);
    await page.goto(server.url);
    boardTimes.push(await page.evaluate(() => window.__board));
    await context.close();
  }

  // A returning player: one visit installed the service worker, and every
  // later visit (a new tab each time) is served from its cache.
  const warmTimes = [];
  {
    const context = await browser.newContext({ viewport: { width: 1280, height: 820 } });
    await context.addInitScript(FIRST_BOARD);
    const first = await context.newPage();
    await first.goto(server.url);
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      await page.goto(server.url);
      warmTimes.push(await page.evaluate(() => window.__board));
      const served = await page.evaluate(() => navigator.serviceWorker.controller !== null);
      if (!served) throw new Error('a warm visit was not served by the service worker');
      await page.close();
    }
    await context.close();
  }

  const singleTimes = [];
  if (existsSync(single)) {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 820 } });
      const page = await context.newPage();
      await page.addInitScript(FIRST_BOARD);
      await page.goto(pathToFileURL(single).href);
      singleTimes.push(await page.evaluate(() => window.__board));
      await context.close();
    }
  }

  const context = await browser.newContext({ viewport: { width: 1280, height: 820 } });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('[data-square="e1"] [data-piece="wK"]');
  const clickTimes = [];
  const squares = ['e2', 'g1', 'b1', 'd2', 'b2', 'g2'];
  for (let i = 0; i < RUNS; i++) {
    const sq = squares[i % squares.length];
    await page.evaluate(() => {
      window.__dests = new Promise((done) => {
        let start = 0;
        document.addEventListener('pointerdown', () => (start = performance.now()), { capture: true, once: true });
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-legal]')) {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));
          }
        });
        observer.observe(document.querySelector('.board'), { attributes: true, subtree: true });
      });
    });
    await page.click(`[data-square="${sq}"]`);
    clickTimes.push(await page.evaluate(() => window.__dests));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-legal]'));
  }
  await context.close();

  const line = (label, xs, what) =>
    console.log(`${label.padEnd(34)} median ${fmt(median(xs))} (min ${fmt(Math.min(...xs))}, max ${fmt(Math.max(...xs))}, ${xs.length} ${what})`);
  line('navigation → first painted board:', boardTimes, 'first visits');
  line('  the same, warm service worker:', warmTimes, 'visits served from its cache');
  if (singleTimes.length) line('  the one-file build, file://:', singleTimes, 'loads');
  console.log(`click → highlighted destinations:  median ${fmt(median(clickTimes))} (min ${fmt(Math.min(...clickTimes))}, max ${fmt(Math.max(...clickTimes))}, ${RUNS} clicks)`);
} finally {
  await browser.close();
  server.stop();
}
