// The app in the browser against a hand-tuned JavaScript board, measured in
// the same run (issue 13's targets): Roque's release build (dist/) and the
// bench peer (bench/peer/dist/: chessground 9.2.1 + chess.js 1.4.0, built
// with Vite), each served under a sub-path on 127.0.0.1, in Debian's
// headless Chromium, a fresh context with an empty cache for every visit,
// the two sides interleaved (ours, peer, ours, peer…) so that they share
// the machine's noise. Prints medians, the ratio ours / peer and the
// target; asserts nothing.
//
// Run by `make bench-app` (which builds both first), or by hand:
//   node scripts/bench-app.mjs        RUNS=11 LH_RUNS=3 MEM_RUNS=3 by default
//   ONLY=main|trace|rules|bytes|memory|lighthouse (comma-separated) for a
//   part; TRACE_RUNS=4 games for the traced press and release latencies,
//   TRACE_HOLD_MS (0) between a press and its release, TRACE_DIR=<dir> to
//   keep each traced game's trace there (for Chromium's DevTools).
//   ROQUE_BENCH_DIST=<dir> measures another build of ours than dist/ (an
//   older one kept aside, to compare); BYTES_DETAIL=1 lists every file of
//   both first visits, raw and gzip -9.
//
// Both builds give their squares the same DOM contract: an element per
// square with `data-square="e2"`, the piece as `data-piece="wP"` on it or
// inside it, and `data-legal` on the selected piece's destinations. Clicks
// are real mouse clicks at a square's centre.
//
// "Painted" is approximated the same way on both sides: the task that runs
// right after an animation frame (requestAnimationFrame, then a message to
// itself), the first one that finds the change in the DOM. A change made
// in an event handler and one made in chessground's own animation frame
// are then both timed at the end of the frame that paints them.
import { TYPES } from '../web/e2e/serve.mjs';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, launch, root } from './lib-browser.mjs';

const RUNS = Number(process.env.RUNS ?? 11);
const LH_RUNS = Number(process.env.LH_RUNS ?? 3);
const MEM_RUNS = Number(process.env.MEM_RUNS ?? 3);
const TRACE_RUNS = Number(process.env.TRACE_RUNS ?? 4);
const PORT = Number(process.env.ROQUE_BENCH_PORT ?? 4400);
const ONLY = new Set((process.env.ONLY ?? 'main,trace,rules,bytes,memory,lighthouse').split(','));

// ROQUE_BENCH_DIST measures another build of ours (a copy of an earlier
// dist/, to compare before and after a change); dist/ by default.
const OURS_DIR = resolve(root, process.env.ROQUE_BENCH_DIST ?? 'dist');
const PEER_DIR = resolve(root, 'bench/peer/dist');
for (const [dir, how] of [[OURS_DIR, 'make dist'], [PEER_DIR, 'make bench-app']]) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`bench-app: ${dir} is not built (${how})`);
    process.exit(1);
  }
}

// --- Serving -----------------------------------------------------------------
// A static server like web/e2e/serve.mjs (whose content types it shares),
// but without its `no-store`: a plain static host, so that a preloaded file
// is not fetched a second time.


function serveDir(dir, port, prefix) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    let rel = path.slice(prefix.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = resolve(join(dir, rel));
    if (!file.startsWith(dir + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () =>
      ok({ url: `http://127.0.0.1:${port}${prefix}`, close: () => server.close() }),
    );
  });
}

// --- In every page and frame: when boards are painted, clicks answered ------

const PROBE = () => {
  // Not in a frame's first, empty document (a lazy iframe's, before it
  // loads): its animation frames stop when the real document replaces it.
  if (location.href === 'about:blank') return;
  const origin = performance.timeOrigin;
  const now = () => origin + performance.now();
  /** Runs `check` in the task after each animation frame until it says done. */
  const afterFrames = (check) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      let done = false;
      try {
        done = check(now());
      } catch {
        // A page between two states: look again after the next frame.
      }
      if (!done) requestAnimationFrame(() => channel.port2.postMessage(0));
    };
    requestAnimationFrame(() => channel.port2.postMessage(0));
  };
  // Where boards are: the document, and the shadow root of each embedded
  // board's element (roque-embed.js draws them there, in document order).
  const searchRoots = () => [
    document,
    ...[...document.querySelectorAll('[data-roque], roque-board')].map((h) => h.shadowRoot).filter(Boolean),
  ];
  // A board: the smallest element holding 64 squares.
  const boardRoots = () =>
    searchRoots()
      .flatMap((r) => [...r.querySelectorAll('[data-square="a1"]')])
      .map((a1) => {
        let el = a1.parentElement;
        while (el && el.querySelectorAll('[data-square]').length < 64) el = el.parentElement;
        return el;
      })
      .filter(Boolean);
  const pieces = (board) =>
    [...board.querySelectorAll('[data-piece]')].filter((p) => p.closest('[data-square]'));
  const placement = (board) =>
    pieces(board)
      .map((p) => p.closest('[data-square]').dataset.square + p.dataset.piece)
      .sort()
      .join(' ');
  const painted = (board) => {
    const list = pieces(board);
    return list.length > 0 && list.every((p) => p.tagName !== 'IMG' || (p.complete && p.naturalWidth > 0));
  };

  const bench = { painted: [], clicks: [] };
  window.__bench = bench;
  // Resolves when board `i` is painted: the driver clicks right then.
  const waiting = [];
  // Watches the boards after each frame until every board there is painted
  // and none is waited for (in a frame out of view, animation frames wait
  // until it is scrolled to; boards drawn in the page as they come near
  // the screen appear later: waiting for one watches again).
  let watching = false;
  const watch = () => {
    if (watching) return;
    watching = true;
    afterFrames((t) => {
      const boards = boardRoots();
      boards.forEach((board, i) => {
        if (bench.painted[i] == null && painted(board)) bench.painted[i] = t;
      });
      for (const [i, done] of waiting.splice(0)) {
        if (bench.painted[i] != null) done(bench.painted[i]);
        else waiting.push([i, done]);
      }
      const all = boards.length > 0 && boards.every((_, i) => bench.painted[i] != null);
      watching = !(all && waiting.length === 0 && document.readyState === 'complete');
      return !watching;
    });
  };
  window.__benchPainted = (i) => {
    if (bench.painted[i] != null) return bench.painted[i];
    return new Promise((done) => {
      waiting.push([i, done]);
      watch();
    });
  };
  watch();

  // Each press: when dots were first seen after it, and when the board's
  // pieces first differed from what they were at the press.
  window.addEventListener(
    'pointerdown',
    (event) => {
      // The board under the pointer (the peer's squares let clicks through).
      const root = boardRoots().find((b) => {
        const r = b.getBoundingClientRect();
        return event.clientX >= r.left && event.clientX < r.right && event.clientY >= r.top && event.clientY < r.bottom;
      });
      if (!root) return;
      const click = {
        down: origin + event.timeStamp,
        board: boardRoots().indexOf(root),
        before: placement(root),
        dots: null,
        moved: null,
      };
      bench.clicks.push(click);
      afterFrames((t) => {
        const current = boardRoots()[click.board];
        if (!current) return true;
        if (click.dots == null && current.querySelector('[data-legal]')) click.dots = t;
        if (click.moved == null && placement(current) !== click.before) click.moved = t;
        return (click.dots != null && click.moved != null) || t - click.down > 5000;
      });
    },
    { capture: true },
  );
};

// --- Driving ------------------------------------------------------------------

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** The p-quantile by nearest rank (p = 0.9: the value 90 % of them reach). */
const quantile = (xs, p) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.max(0, Math.ceil(p * s.length) - 1)] : NaN;
};
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls `fn` until it returns a value other than null/undefined. */
async function until(fn, timeout = 30000, every = 25) {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await fn();
    if (value != null) return value;
    if (Date.now() > end) return null;
    await sleep(every);
  }
}

/**
 * Waits in the page until board `index` of `frame` is painted: its time.
 * A lazy iframe loaded late may not have run the probe (Chromium runs the
 * context's init script in its first, empty document only): the probe is
 * then started now, and its times are marked `late`.
 */
let lateProbes = 0;
async function whenPainted(frame, index, timeout = 30000) {
  const ready = await until(async () => {
    const state = await frame.evaluate(() => [typeof window.__benchPainted, document.readyState]).catch(() => null);
    if (!state) return null;
    if (state[0] === 'function') return true;
    if (state[1] === 'loading') return null;
    await frame.evaluate(`(${PROBE})(); window.__bench.late = true;`);
    lateProbes++;
    return true;
  }, timeout);
  if (!ready) return null;
  return Promise.race([
    frame.evaluate((i) => window.__benchPainted(i), index),
    sleep(timeout).then(() => null),
  ]);
}

/** Clicks the centre of a square of the board `scope` (a locator). */
async function clickSquare(page, scope, square) {
  // The square may be replaced while it is looked up (a prerendered board
  // gives way to the live one): look again.
  const box = await until(() => scope.locator(`[data-square="${square}"]`).first().boundingBox(), 5000);
  if (!box) throw new Error(`no square ${square}`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const bench = (frame) => frame.evaluate(() => window.__bench).catch(() => null);

/**
 * Clicks `square` until a click of it shows dots; returns that time
 * (absolute ms) or null. A click that is not answered within `patience`
 * ms is repeated (the first dots seen after any of them count).
 */
async function clickUntilDots(page, frame, scope, square, patience = 700, tries = 40) {
  const seen = (await bench(frame))?.clicks.length ?? 0;
  for (let i = 0; i < tries; i++) {
    await clickSquare(page, scope, square);
    const dots = await until(async () => {
      const clicks = (await bench(frame))?.clicks.slice(seen) ?? [];
      const times = clicks.map((c) => c.dots).filter((t) => t != null);
      return times.length ? Math.min(...times) : null;
    }, patience);
    if (dots != null) return dots;
  }
  return null;
}

/** Clicks a square, waits for the answer: { dots, moved } in ms from the press. */
async function timedClick(page, frame, square, want) {
  const seen = (await bench(frame)).clicks.length;
  await clickSquare(page, frame.locator(':root'), square);
  const click = await until(async () => {
    const c = (await bench(frame)).clicks[seen];
    return c && c[want] != null ? c : null;
  }, 5000);
  if (!click) return null;
  return click[want] - click.down;
}

const VIEWPORT = { width: 1280, height: 720 };

async function newPage(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  return { context, page };
}

// The main page: first board painted, first interactive board, then the
// latency of clicks on a warm page: a selection (dots) and a move.
//
// Twelve moves a run (with captures and a check), not fewer: a click waits
// for the next frame, a wait spread evenly over 16.7 ms, and so the median
// of a few dozen clicks moves by a millisecond or two (10-20 % of the
// ratio) from one run to the next on the same build. Six moves a run
// gave ratios from 0.77x to 1.03x for one build on a quiet machine.
const GAME = [
  ['e2', 'e4'],
  ['e7', 'e5'],
  ['g1', 'f3'],
  ['b8', 'c6'],
  ['f1', 'c4'],
  ['f8', 'c5'],
  ['c2', 'c3'],
  ['g8', 'f6'],
  ['d2', 'd4'],
  ['e5', 'd4'],
  ['c3', 'd4'],
  ['c5', 'b4'],
];

async function mainRun(browser, url) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const origin = await until(() => page.evaluate(() => performance.timeOrigin).catch(() => null));
    const painted = await whenPainted(page, 0);
    if (painted == null) throw new Error('no board painted');
    const interactive = await clickUntilDots(page, page, page.locator(':root'), 'e2');
    if (interactive == null) throw new Error('e2 never showed its dots');
    const dots = [];
    const moves = [];
    for (const [i, [from, to]] of GAME.entries()) {
      await sleep(150);
      if (i > 0) dots.push(await timedClick(page, page, from, 'dots'));
      await sleep(150);
      moves.push(await timedClick(page, page, to, 'moved'));
    }
    return { painted: painted - origin, interactive: interactive - origin, dots, moves };
  } finally {
    await context.close();
  }
}

// Chromium's own input-to-presentation figure for the same game: the
// `EventLatency` trace events (the measure behind INP: from the input's
// timestamp to the presentation of the frame that shows its effect, or to
// the moment Chromium knows no frame will), for each press (MOUSE_PRESSED)
// and each release (MOUSE_RELEASED) of real mouse clicks sent through CDP's
// Input.dispatchMouseEvent (`page.mouse`), the release sent as soon as the
// press is handled, as `page.mouse.click` (the clicks above) sends them:
// both then usually end at the same frame, and the press's figure covers
// the release's work too (the reference figures were taken so).
// TRACE_HOLD_MS=80 holds each press 80 ms, as a hand does, so that
// each is presented in a frame of its own. No probe runs in these pages
// (its animation frames would keep the compositor busy): between clicks
// the driver only reads the DOM.
//
// The trace starts once e2 answers (its piece selected): each run traces
// the rest of the game, 23 clicks.
const TRACE_CATEGORIES = [
  'input',
  'benchmark',
  'latencyInfo',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];
const PRESS_GAP = Number(process.env.TRACE_HOLD_MS ?? 0);

/** Polls the DOM of `page` (no animation frame asked for) until `fn(arg)` is true. */
async function untilDom(page, fn, arg, timeout = 5000) {
  return until(async () => ((await page.evaluate(fn, arg).catch(() => false)) ? true : null), timeout, 20);
}

const hasLegal = () => Boolean(document.querySelector('[data-legal]'));
const movedTo = ([from, to]) => {
  const piece = (sq) =>
    document.querySelector(`[data-square="${sq}"][data-piece], [data-square="${sq}"] [data-piece]`) != null;
  return !piece(from) && piece(to);
};

/** A click: move there, press, hold PRESS_GAP ms (if any), release. */
async function handClick(page, square) {
  const box = await until(() => page.locator(`[data-square="${square}"]`).first().boundingBox(), 5000);
  if (!box) throw new Error(`no square ${square}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  if (PRESS_GAP > 0) await sleep(PRESS_GAP);
  await page.mouse.up();
}

/**
 * The `EventLatency` events of a trace (Chromium's JSON trace format: an
 * async begin `b` and end `e` per event, paired by process, thread and id)
 * as { type, ms }.
 */
function eventLatencies(trace) {
  const events = (trace.traceEvents ?? trace)
    .filter((e) => e.name === 'EventLatency' && (e.ph === 'b' || e.ph === 'e'))
    .sort((a, b) => a.ts - b.ts || (a.ph === 'b' ? -1 : 1));
  const open = new Map();
  const out = [];
  for (const e of events) {
    const key = `${e.pid}:${e.tid}:${e.id2?.local ?? e.id2?.global ?? e.id}`;
    if (e.ph === 'b') {
      open.set(key, [...(open.get(key) ?? []), e]);
      continue;
    }
    const stack = open.get(key);
    const begin = stack?.pop();
    if (!begin) continue;
    out.push({ type: begin.args?.event_latency?.event_type ?? begin.args?.data?.type ?? '?', ms: (e.ts - begin.ts) / 1000 });
  }
  return out;
}

async function traceRun(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    // Interactive: e2 answers a click with dots (clicked again after 700 ms
    // without an answer, as the first-interactive measure does).
    let ready = false;
    for (let i = 0; i < 40 && !ready; i++) {
      await handClick(page, 'e2');
      ready = Boolean(await untilDom(page, hasLegal, null, 700));
    }
    if (!ready) throw new Error('e2 never showed its dots');
    await sleep(300);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let clicks = 0;
    let trace;
    try {
      for (const [i, [from, to]] of GAME.entries()) {
        if (i > 0) {
          await sleep(150);
          await handClick(page, from);
          clicks++;
          if (!(await untilDom(page, hasLegal))) throw new Error(`${from} never showed its dots`);
        }
        await sleep(150);
        await handClick(page, to);
        clicks++;
        if (!(await untilDom(page, movedTo, [from, to]))) throw new Error(`${from}-${to} was never played`);
      }
      await sleep(300);
    } finally {
      const bytes = await browser.stopTracing();
      if (process.env.TRACE_DIR) {
        const side = url.includes('/peer/') ? 'peer' : 'roque';
        await mkdir(process.env.TRACE_DIR, { recursive: true });
        await writeFile(join(process.env.TRACE_DIR, `${side}-${Date.now()}.json`), bytes);
      }
      trace = JSON.parse(bytes.toString());
    }
    const all = eventLatencies(trace);
    const press = all.filter((e) => e.type === 'MOUSE_PRESSED').map((e) => e.ms);
    // The clicks alternate: the first plays e2-e4 (the pawn already
    // selected), then each pick-up is followed by its move. Split only when
    // every click has its press: otherwise which is which is unknown.
    const whole = press.length === clicks;
    return {
      clicks,
      press,
      pickUp: whole ? press.filter((_, i) => i % 2 === 1) : [],
      move: whole ? press.filter((_, i) => i % 2 === 0) : [],
      release: all.filter((e) => e.type === 'MOUSE_RELEASED').map((e) => e.ms),
    };
  } finally {
    await context.close();
  }
}

// The rules page: a reader scrolls to each of the first four boards in
// turn; a board is ready when its pieces are painted and, unless it is a
// view-only board, it answers a click on one of its pieces with dots.

/** The page's boards in document order: { host, frame, fen, view }. */
async function rulesBoards(page, ours) {
  if (!ours) {
    const hosts = await page.locator('.peer-board').elementHandles();
    return Promise.all(
      hosts.map(async (host, index) => {
        const data = await host.evaluate((h) => ({ fen: h.dataset.fen, view: 'view' in h.dataset }));
        return { host, frame: page, scope: page.locator('.peer-board').nth(index), index, ...data };
      }),
    );
  }
  // Each board in an iframe (a build before the boards were drawn in the
  // page, or the iframe form), or in the element's shadow root: then the
  // page's own probe sees it, as its `index`-th board (boards are drawn in
  // document order as the reader scrolls).
  const selector = '[data-roque], roque-board';
  const hosts = await page.locator(selector).elementHandles();
  return Promise.all(
    hosts.map(async (host, index) => {
      const data = await host.evaluate((h) => {
        const frame = (h.shadowRoot ?? h).querySelector('iframe');
        const params = frame ? new URL(frame.src).searchParams : new URLSearchParams();
        const option = (name) => (frame ? params.get(name) : h.getAttribute(`data-${name}`) ?? h.getAttribute(name));
        return { fen: option('fen'), view: option('mode') === 'view', hasFrame: Boolean(frame), shadow: Boolean(h.shadowRoot) };
      });
      if (!data.hasFrame) {
        // Not mounted by the script yet: no board to wait for.
        if (!data.shadow) return { host, frame: null, scope: null, index, ...data };
        return { host, frame: page, scope: page.locator(selector).nth(index), index, ...data };
      }
      const iframe = await host.evaluateHandle((h) => (h.shadowRoot ?? h).querySelector('iframe'));
      const frame = await iframe.asElement().contentFrame();
      return { host, frame, scope: frame?.locator(':root'), index: 0, ...data };
    }),
  );
}

/**
 * The first square of a piece that has a legal move, by the rules of
 * chess.js; null when the game is over there (a dead position, which both
 * boards refuse to play on: then the board is ready once painted).
 */
let Chess;
async function movableSquare(fen) {
  Chess ??= (await import(resolve(root, 'bench/peer/node_modules/chess.js/dist/esm/chess.js'))).Chess;
  const chess = new Chess(fen ?? undefined);
  if (chess.isGameOver()) return null;
  return chess.moves({ verbose: true })[0]?.from ?? null;
}

async function rulesRun(browser, url, ours) {
  const { context, page } = await newPage(browser);
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const origin = await page.evaluate(() => performance.timeOrigin);
    let boards = await until(async () => {
      const list = await rulesBoards(page, ours);
      return list.length >= 4 && list.slice(0, 4).every((b) => b.frame) ? list : null;
    });
    if (!boards) throw new Error('the boards never appeared');
    const ready = [];
    for (const board of boards.slice(0, 4)) {
      await board.host.evaluate((h) => h.scrollIntoView({ block: 'center' }));
      const painted = await whenPainted(board.frame, board.index);
      if (painted == null) throw new Error('a board was never painted');
      const square = board.view ? null : await movableSquare(board.fen);
      if (!square) {
        ready.push(painted - origin);
        continue;
      }
      const dots = await clickUntilDots(page, board.frame, board.scope, square);
      if (dots == null) throw new Error(`${ours ? "Roque" : "peer"}: board ${boards.indexOf(board)} never showed dots for ${square}: ${JSON.stringify(await bench(board.frame))}`);
      ready.push(Math.max(painted, dots) - origin);
    }
    const late = (await Promise.all(boards.slice(0, 4).map((b) => bench(b.frame)))).some((b) => b?.late);
    return { first: ready[0], four: Math.max(...ready), late };
  } finally {
    await context.close();
  }
}

// Bytes of a first visit: every request of a fresh context until the
// network is quiet for 2 s, those of the page (and its workers) and those of
// its service worker apart: the bytes received (body and headers) and the
// gzip -9 of each file, read from the served directory (the server sends
// files as they are, uncompressed).
async function bytesVisit(browser, server, dir) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const records = [];
  context.on('requestfinished', (request) => {
    records.push(
      (async () => {
        const url = new URL(request.url());
        const rel = decodeURIComponent(url.pathname).slice(new URL(server.url).pathname.length) || 'index.html';
        const body = await readFile(join(dir, rel.endsWith('/') ? `${rel}index.html` : rel)).catch(() => Buffer.alloc(0));
        const headers = await request.sizes().then((s) => s.responseHeadersSize).catch(() => 0);
        return {
          rel,
          raw: body.length,
          sw: Boolean(request.serviceWorker?.()),
          transfer: body.length + Math.max(0, headers),
          gzip: body.length ? gzipSync(body, { level: 9 }).length : 0,
        };
      })(),
    );
  });
  let last = Date.now();
  context.on('request', () => (last = Date.now()));
  const page = await context.newPage();
  await page.goto(server.url, { waitUntil: 'load' });
  while (Date.now() - last < 2000) await sleep(200);
  await sleep(300);
  await context.close();
  const all = await Promise.all(records);
  const sum = (list, key) => list.reduce((n, r) => n + r[key], 0);
  const pageRecords = all.filter((r) => !r.sw);
  const swRecords = all.filter((r) => r.sw);
  return {
    files: pageRecords.map((r) => ({ rel: r.rel, raw: r.raw, gzip: r.gzip })),
    requests: pageRecords.length,
    transfer: sum(pageRecords, 'transfer'),
    gzip: sum(pageRecords, 'gzip'),
    swRequests: swRecords.length,
    swTransfer: sum(swRecords, 'transfer'),
    swGzip: sum(swRecords, 'gzip'),
  };
}

// Memory with the rules page's boards all on: the reader scrolls to each
// board; then the JS and DOM heaps of the page (its frames share the
// renderer's), and the resident memory (PSS) of the browser's renderer
// processes less the same for an empty page.
async function rendererPss(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  await cdp.detach();
  let total = 0;
  for (const info of processInfo.filter((p) => p.type === 'renderer')) {
    const text = await readFile(`/proc/${info.id}/smaps_rollup`, 'utf8').catch(() => '');
    const kb = Number(/^Pss:\s+(\d+) kB/m.exec(text)?.[1] ?? 0);
    total += kb * 1024;
  }
  return total;
}

async function heap(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  // V8's heap, Blink's (the DOM) and array buffers; a wasm module's memory
  // is in none of them, only in the process's resident memory below.
  return usage.usedSize + (usage.embedderHeapUsedSize ?? 0) + (usage.backingStorageSize ?? 0);
}

async function memoryRun(browser, url, ours) {
  const empty = await browser.newContext();
  const blank = await empty.newPage();
  await blank.goto('about:blank');
  await sleep(1000);
  const base = await rendererPss(browser);
  await empty.close();

  const { context, page } = await newPage(browser);
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const boards = await until(async () => {
      const list = await rulesBoards(page, ours);
      return list.length >= 20 && list.slice(0, 20).every((b) => b.frame) ? list : null;
    });
    if (!boards) throw new Error('twenty boards never appeared');
    for (const board of boards.slice(0, 20)) {
      await board.host.evaluate((h) => h.scrollIntoView({ block: 'center' }));
      if ((await whenPainted(board.frame, board.index, 15000)) == null) {
        console.error(`\nbench-app: ${ours ? 'Roque' : 'peer'}: board ${boards.indexOf(board) + 1} not painted in 15 s`);
      }
    }
    await sleep(1500);
    return { boards: boards.length, heap: await heap(page), pss: (await rendererPss(browser)) - base };
  } finally {
    await context.close();
  }
}

// Lighthouse, mobile (its default), in its own Chromium.
async function lighthouseRun(url) {
  let lighthouse;
  let launcher;
  try {
    ({ lighthouse, launcher } = await import(pathToFileURL(resolve(root, 'bench/peer/lighthouse.mjs')).href));
  } catch (error) {
    return { error: `Lighthouse is not installed (${error.message})` };
  }
  const chrome = await launcher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: ['--headless', ...CHROMIUM.args],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) return { error: 'no report' };
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const score = (id) => (lhr.categories[id]?.score == null ? NaN : Math.round(lhr.categories[id].score * 100));
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      tti: audit('interactive'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      warnings: lhr.runWarnings ?? [],
    };
  } catch (error) {
    return { error: error.message };
  } finally {
    await chrome.kill();
  }
}

// --- Printing -------------------------------------------------------------------

const rows = [];
const ms = (x) => (Number.isFinite(x) ? `${x.toFixed(x < 100 ? 1 : 0)} ms` : '—');
const kb = (x) => (Number.isFinite(x) ? `${(x / 1000).toFixed(1)} kB` : '—');
const mb = (x) => (Number.isFinite(x) ? `${(x / 1e6).toFixed(1)} MB` : '—');
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');

function row(label, ours, peer, fmt, target = '') {
  rows.push([label, fmt(ours), fmt(peer), ratio(ours, peer), target]);
}

function printTable() {
  const head = ['', 'Roque', 'peer', 'Roque / peer', 'target'];
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(`\n${line(head)}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

// --- The run ----------------------------------------------------------------------

const ours = await serveDir(OURS_DIR, PORT, '/roque/');
const peer = await serveDir(PEER_DIR, PORT + 1, '/peer/');
const browser = await launch();
const notes = [];
console.log(`bench-app: Roque ${ours.url} against the peer ${peer.url}, ${RUNS} runs each, interleaved`);

try {
  if (ONLY.has('main')) {
    const results = { ours: [], peer: [] };
    for (let i = 0; i < RUNS; i++) {
      results.ours.push(await mainRun(browser, ours.url));
      results.peer.push(await mainRun(browser, peer.url));
      process.stdout.write('.');
    }
    const pick = (side, key) => results[side].map((r) => r[key]);
    const flat = (side, key) => results[side].flatMap((r) => r[key]).filter((x) => x != null);
    row('first board painted', median(pick('ours', 'painted')), median(pick('peer', 'painted')), ms, '≤ 1.0×');
    row('first interactive board (e2 shows dots)', median(pick('ours', 'interactive')), median(pick('peer', 'interactive')), ms, '≤ 1.5×');
    row('click → dots painted', median(flat('ours', 'dots')), median(flat('peer', 'dots')), ms, '≤ 1.0×');
    row('click → move painted', median(flat('ours', 'moves')), median(flat('peer', 'moves')), ms, '≤ 1.0×');
    const missing = ['ours', 'peer'].flatMap((side) =>
      results[side].flatMap((r) => [...r.dots, ...r.moves]).filter((x) => x == null).map(() => side),
    );
    if (missing.length) notes.push(`clicks left unanswered within 5 s: ${missing.join(', ')}`);
  }

  if (ONLY.has('trace') && TRACE_RUNS > 0) {
    const results = { ours: [], peer: [] };
    for (let i = 0; i < TRACE_RUNS; i++) {
      results.ours.push(await traceRun(browser, ours.url));
      results.peer.push(await traceRun(browser, peer.url));
      process.stdout.write('.');
    }
    // Never a figure without its events: a Chromium that writes none (a
    // renamed event, a category gone) stops the bench here.
    for (const side of ['ours', 'peer']) {
      for (const [i, r] of results[side].entries()) {
        if (!r.press.length || !r.release.length) {
          throw new Error(
            `bench-app: no EventLatency events for ${side === 'ours' ? 'Roque' : 'the peer'} (run ${i + 1}: ` +
              `${r.press.length} presses, ${r.release.length} releases traced for ${r.clicks} clicks, ` +
              `categories ${TRACE_CATEGORIES.join(',')}): this Chromium does not trace input latency as expected`,
          );
        }
        if (r.press.length !== r.clicks || r.release.length !== r.clicks) {
          notes.push(`EventLatency: ${side === 'ours' ? 'Roque' : 'peer'} run ${i + 1} traced ${r.press.length} presses and ${r.release.length} releases for ${r.clicks} clicks`);
        }
      }
    }
    const all = (side, key) => results[side].flatMap((r) => r[key]);
    notes.push(
      `EventLatency over ${TRACE_RUNS} games a side, each press held ${PRESS_GAP} ms: ${all('ours', 'press').length} presses and ` +
        `${all('ours', 'release').length} releases on Roque, ${all('peer', 'press').length} and ${all('peer', 'release').length} on the peer (p90: nearest rank)`,
    );
    row('EventLatency press (mousedown), median', median(all('ours', 'press')), median(all('peer', 'press')), ms);
    row('EventLatency press (mousedown), p90', quantile(all('ours', 'press'), 0.9), quantile(all('peer', 'press'), 0.9), ms, '≤ 1.0×');
    row('  of which picking a piece up, p90', quantile(all('ours', 'pickUp'), 0.9), quantile(all('peer', 'pickUp'), 0.9), ms);
    row('  of which moving it, p90', quantile(all('ours', 'move'), 0.9), quantile(all('peer', 'move'), 0.9), ms);
    row('EventLatency release (mouseup), median', median(all('ours', 'release')), median(all('peer', 'release')), ms, '≤ 1.0×');
    row('EventLatency release (mouseup), p90', quantile(all('ours', 'release'), 0.9), quantile(all('peer', 'release'), 0.9), ms, '≤ 1.0×');
  }

  if (ONLY.has('bytes')) {
    const a = await bytesVisit(browser, ours, OURS_DIR);
    const b = await bytesVisit(browser, peer, PEER_DIR);
    row('first visit, bytes transferred', a.transfer, b.transfer, kb);
    row('first visit, gzip -9 of every file', a.gzip, b.gzip, kb, '≤ 250 kB');
    row('first visit, requests', a.requests, b.requests, (x) => String(x));
    if (process.env.BYTES_DETAIL) {
      for (const [side, visit] of [['ours', a], ['peer', b]]) {
        for (const f of visit.files) notes.push(`${side} first visit: ${f.rel}  ${f.raw} B, ${f.gzip} B gzip`);
      }
    }
    if (a.swRequests || b.swRequests) {
      row('  then its service worker caches: requests', a.swRequests, b.swRequests, (x) => String(x));
      row('  then its service worker caches: bytes', a.swTransfer, b.swTransfer, kb);
      row('  then its service worker caches: gzip -9', a.swGzip, b.swGzip, kb);
    }
    const html = await readFile(join(OURS_DIR, 'index.html'), 'utf8');
    for (const name of (await readdir(OURS_DIR)).filter((f) => f.endsWith('.wasm')).sort()) {
      const bytes = await readFile(join(OURS_DIR, name));
      const gz = gzipSync(bytes, { level: 9 }).length;
      // The app's wasm is the one index.html starts (hashed by Trunk); the
      // module of tools, which it also names, loads only when a tool opens.
      const app = html.includes(name) && !name.startsWith('roque-tools');
      const note = app
        ? ' (the app)'
        : name.startsWith('roque-tools')
          ? ' (tools, on demand)'
          : name.startsWith('roque-openings')
            ? ' (openings, after a move)'
            : name.startsWith('roque-diagram')
              ? ' (diagrams, on demand)'
              : '';
      rows.push([`wasm ${name}${note}`, `${kb(bytes.length)}, ${kb(gz)} gzip`, '', '', app ? '≤ 200 kB gzip' : '']);
    }
  }

  if (ONLY.has('rules')) {
    const results = { ours: [], peer: [] };
    for (let i = 0; i < RUNS; i++) {
      results.ours.push(await rulesRun(browser, `${ours.url}regles.html`, true));
      results.peer.push(await rulesRun(browser, `${peer.url}boards.html`, false));
      process.stdout.write('.');
    }
    const pick = (side, key) => median(results[side].map((r) => r[key]));
    row('rules page: first board ready', pick('ours', 'first'), pick('peer', 'first'), ms, '≤ 1.0×');
    row('rules page: first four boards ready', pick('ours', 'four'), pick('peer', 'four'), ms, '≤ 1.0×');
    const late = [...results.ours, ...results.peer].filter((r) => r.late).length;
    if (late) notes.push(`rules page: in ${late} run(s) a board's probe started late (times too long)`);
  }

  if (ONLY.has('memory')) {
    const results = { ours: [], peer: [] };
    for (let i = 0; i < MEM_RUNS; i++) {
      results.ours.push(await memoryRun(browser, `${ours.url}regles.html`, true));
      results.peer.push(await memoryRun(browser, `${peer.url}boards.html`, false));
      process.stdout.write('.');
    }
    const pick = (side, key) => median(results[side].map((r) => r[key]));
    row('rules page, 20 boards: JS + DOM heaps', pick('ours', 'heap'), pick('peer', 'heap'), mb, 'stated');
    row('rules page, 20 boards: renderer PSS', pick('ours', 'pss'), pick('peer', 'pss'), mb, 'stated');
    if (results.ours[0].boards !== 20) notes.push(`regles.html has ${results.ours[0].boards} boards; memory is measured after scrolling to its first twenty, as on the peer's page of twenty`);
  }
} finally {
  await browser.close();
}

if (ONLY.has('lighthouse') && LH_RUNS > 0) {
  const results = { ours: [], peer: [] };
  for (let i = 0; i < LH_RUNS; i++) {
    results.ours.push(await lighthouseRun(ours.url));
    results.peer.push(await lighthouseRun(peer.url));
    process.stdout.write('.');
  }
  const errors = [...results.ours, ...results.peer].filter((r) => r.error).map((r) => r.error);
  if (errors.length) notes.push(`Lighthouse failed ${errors.length} time(s): ${[...new Set(errors)].join('; ')}`);
  const pick = (side, key) => median(results[side].filter((r) => !r.error).map((r) => r[key]));
  const score = (x) => (Number.isFinite(x) ? String(x) : '—');
  const lhRow = (label, key, fmt, target = '') =>
    rows.push([label, fmt(pick('ours', key)), fmt(pick('peer', key)), '', target]);
  lhRow('Lighthouse mobile: performance', 'performance', score, '≥ 95');
  lhRow('  accessibility', 'accessibility', score, '100');
  lhRow('  best practices', 'bestPractices', score, '100');
  lhRow('  SEO', 'seo', score, '100');
  lhRow('  first contentful paint', 'fcp', ms);
  lhRow('  largest contentful paint', 'lcp', ms);
  lhRow('  total blocking time', 'tbt', ms);
  lhRow('  cumulative layout shift', 'cls', (x) => (Number.isFinite(x) ? x.toFixed(3) : '—'));
  lhRow('  speed index', 'si', ms);
  lhRow('  time to interactive', 'tti', ms);
  const warnings = [...new Set([...results.ours, ...results.peer].flatMap((r) => r.warnings ?? []))];
  for (const w of warnings) notes.push(`Lighthouse: ${w}`);
}

ours.close();
peer.close();
printTable();
console.log(`\nMedians of ${RUNS} runs (EventLatency ${TRACE_RUNS} games, Lighthouse ${LH_RUNS}, memory ${MEM_RUNS}), headless Chromium ${VIEWPORT.width}×${VIEWPORT.height}, a fresh context each; ratios against the peer measured in the same run, never asserted.`);
for (const note of notes) console.log(`note: ${note}`);
