// The embeddable board: the French rules page, a hostile host page (on the
// board's origin, where the boards are drawn in the page, and on another
// origin without CORS, where they fall back to iframes), hostile option
// values, events to the host page, a host page opened from a file, the
// iframe form asked for, and the iframe address on its own.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { boardIn, clickMove, drawnBoard, expectEveryBoardLive } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.ROQUE_E2E_PORT ?? 4178);
const boardBase = `http://127.0.0.1:${port}/roque/`;
// The host page on the board's own origin: its boards are drawn in the page.
const sameOrigin = `http://127.0.0.1:${port}/fixtures/hostile.html`;
// "localhost" is another origin than "127.0.0.1": the host pages below
// embed boards from a foreign origin, as a teacher's site would. The test
// server sends no CORS header, so the board's module cannot load there and
// the boards fall back to iframes.
const hostile = `http://localhost:${port}/fixtures/hostile.html`;

// As helpers.mjs's `test`, failing any test during which the page threw,
// except for the browser's report of the module refused by CORS (the
// fallback to iframes is what those tests check).
const test = base.extend({
  page: async ({ page }, use) => {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() !== 'error') return;
      if (/CORS policy|net::ERR_FAILED|Failed to load module script/.test(text)) return;
      errors.push(text);
    });
    await use(page);
    expect(errors, 'errors in the page').toEqual([]);
  },
});

const click = clickMove;

const notice = (board) => board.locator('[data-notice]');

/** The requests of the page whose address matches `pattern`. */
function requests(page, pattern) {
  const seen = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request.url());
  });
  return seen;
}

// Each board is a page of its own that loads the wasm: on a busy machine a
// test with several boards needs more than the default time.
test.describe.configure({ timeout: 90_000 });
const events = (page) => page.evaluate(() => window.roqueEvents);

test.describe('the French rules page', () => {
  test('every board renders in the page, from one board module, with no misconfigured one', async ({ page }) => {
    test.setTimeout(180_000);
    const wasm = requests(page, /\.wasm$/);
    await page.goto('./regles.html');
    await expect(page.locator('h1')).toContainText('Les règles des échecs');
    const hosts = await expectEveryBoardLive(page, 20);
    // Every board in a shadow root of its element, none in an iframe; the
    // board's wasm fetched once for all of them, the app's never.
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(await hosts.evaluateAll((list) => list.every((host) => host.shadowRoot !== null))).toBe(true);
    expect(wasm.filter((url) => /roque-board_bg\.wasm$/.test(url))).toHaveLength(1);
    expect(wasm.filter((url) => /roque-app/.test(url))).toHaveLength(0);
  });

  test('an exercise refuses a wrong move with its explanation and accepts the right one', async ({ page }) => {
    await page.goto('./regles.html');
    const frame = await drawnBoard(page, '#roque-case-attaquee');
    await expect(frame.getByRole('status')).toContainText('trouvez le bon coup');
    // Illegal: the rules crate says why.
    await click(frame, 'e1', 'g1');
    await expect(notice(frame)).toContainText('f1');
    await expect(notice(frame)).toContainText(/roque/i);
    await expect(frame.locator('[data-square="e1"] [data-piece]')).toHaveAttribute('data-piece', 'wK');
    // Legal, but not the answer: taken back.
    await click(frame, 'h1', 'h4');
    await expect(notice(frame)).toContainText("n'est pas celui qu'on cherche");
    await expect(frame.locator('[data-square="h1"] [data-piece]')).toHaveAttribute('data-piece', 'wR');
    // The answer.
    await click(frame, 'e1', 'c1');
    await expect(notice(frame)).toContainText('Bravo');
    await expect(frame.locator('[data-square="c1"] [data-piece]')).toHaveAttribute('data-piece', 'wK');
    await expect(frame.locator('[data-square="d1"] [data-piece]')).toHaveAttribute('data-piece', 'wR');
    await expect(frame.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'solved');
  });

  test('castling refused because the rook has moved names the rook', async ({ page }) => {
    await page.goto('./regles.html');
    const frame = await drawnBoard(page, '#roque-tour-deplacee');
    await click(frame, 'e1', 'g1');
    await expect(notice(frame)).toContainText('h1');
    await expect(notice(frame)).toContainText(/tour/);
  });

  test('en passant one move too late is refused with its rule', async ({ page }) => {
    await page.goto('./regles.html');
    const frame = await drawnBoard(page, '#en-passant-trop-tard');
    await click(frame, 'e5', 'd6');
    await expect(notice(frame)).toContainText(/en passant/);
    await click(frame, 'e5', 'f6');
    await expect(notice(frame)).toContainText('Bravo');
  });

  test('the app links to the rules page', async ({ page }) => {
    await page.goto('./');
    // The live app's footer, not the prerendered one.
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    const link = page.locator('footer a[href="regles.html"]');
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/regles\.html$/);
  });
});

// The key cases in both forms: drawn in the page (the host on the board's
// origin) and in iframes (another origin, without CORS: the fallback).
for (const [form, address, framed] of [
  ['in the page', sameOrigin, false],
  ['in iframes (another origin without CORS)', hostile, true],
]) {
test.describe(`a hostile host page, boards ${form}`, () => {
  test('two boards survive hostile styles and play; events reach the page', async ({ page }) => {
    await page.goto(address);
    const exercise = await drawnBoard(page, '#exercise');
    const play = await drawnBoard(page, '#play');

    await expect(page.locator('iframe')).toHaveCount(framed ? 3 : 0);
    for (const selector of ['#exercise', '#play']) {
      const box = await page.locator(framed ? `${selector} iframe` : selector).boundingBox();
      expect(box.width).toBeGreaterThan(300);
      expect(box.height).toBeGreaterThan(300);
    }
    // Not turned around: a8 is above and left of h1, as the page sees it.
    const a8 = await exercise.locator('[data-square="a8"]').boundingBox();
    const h1 = await exercise.locator('[data-square="h1"]').boundingBox();
    expect(a8.x).toBeLessThan(h1.x);
    expect(a8.y).toBeLessThan(h1.y);
    await expect(exercise.locator('[data-arrow="a6f1"]')).toHaveCount(1);
    await expect(play.locator('[data-square="e5"]')).toHaveAttribute('data-mark', 'red');

    await click(exercise, 'e1', 'g1');
    await expect(notice(exercise)).toContainText('f1');
    await click(exercise, 'e1', 'c1');
    await expect(notice(exercise)).toContainText('Well done');
    await click(play, 'g1', 'f3');
    await expect(play.locator('[data-square="f3"] [data-piece]')).toHaveAttribute('data-piece', 'wN');

    await expect.poll(async () => (await events(page)).map((e) => `${e.target}:${e.type}`)).toEqual(
      expect.arrayContaining(['exercise:ready', 'play:ready', 'exercise:wrong', 'exercise:move', 'exercise:solved', 'play:move']),
    );
    const all = await events(page);
    const solved = all.find((e) => e.type === 'solved');
    expect(solved.detail).toMatchObject({ san: 'O-O-O', uci: 'e1c1' });
    const wrong = all.find((e) => e.type === 'wrong');
    expect(wrong.detail.legal).toBe(false);
    expect(wrong.detail.message).toContain('f1');
    const move = all.find((e) => e.type === 'move' && e.target === 'play');
    expect(move.detail).toMatchObject({ san: 'Nf3', uci: 'g1f3', auto: false });
    expect(move.detail.fen).toContain('5N2');

    // A message that only looks like the board's is ignored: it does not
    // come from the board's frame.
    const before = (await events(page)).length;
    await page.evaluate(() =>
      window.postMessage({ source: 'roque', id: 'roque-1', type: 'solved', san: 'forged' }, '*'),
    );
    await click(play, 'b8', 'c6');
    await expect.poll(async () => (await events(page)).length).toBeGreaterThan(before);
    expect((await events(page)).some((e) => e.detail.san === 'forged')).toBe(false);
  });

  test('a game over is reported with its rule', async ({ page }) => {
    await page.goto(address);
    await page.evaluate(() => {
      const board = document.createElement('div');
      board.id = 'mate';
      board.setAttribute('data-moves', 'f3 e5 g4');
      board.setAttribute('data-lang', 'en');
      document.body.appendChild(board);
      window.RoqueEmbed.mount(board);
    });
    const frame = await drawnBoard(page, '#mate');
    await click(frame, 'd8', 'h4');
    await expect(frame.getByRole('status')).toContainText('Checkmate');
    await expect
      .poll(async () => (await events(page)).find((e) => e.type === 'gameover' && e.target === 'mate')?.detail)
      .toMatchObject({ result: '0-1', reason: 'checkmate' });
  });

  test('hostile option values are refused with a clear message and run no script', async ({ page }) => {
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      dialog.dismiss().catch(() => {});
    });
    await page.goto(address);
    const frame = await boardIn(page, '#hostile');
    const invalid = frame.locator('[data-embed-invalid]');
    await expect(invalid).toBeVisible();
    await expect(invalid).toContainText('misconfigured');
    await expect(invalid).toContainText('The position fen is invalid');
    await expect(invalid).toContainText('arrows');
    await expect(invalid).toContainText('orientation');
    // The values are shown as text, never as markup.
    await expect(frame.locator('img[src="x"]')).toHaveCount(0);
    expect(await frame.locator('script').evaluateAll((list) => list.filter((s) => s.text.includes('alert')).length)).toBe(0);
    await expect(frame.locator('[data-square]')).toHaveCount(0);
    await expect
      .poll(async () => (await events(page)).find((e) => e.type === 'invalid' && e.target === 'hostile')?.detail.errors.length)
      .toBe(3);

    // Huge values: cut by the script, refused by the board.
    await page.evaluate(() => {
      const board = document.createElement('div');
      board.id = 'huge';
      board.setAttribute('data-lang', 'en');
      board.setAttribute('data-moves', 'e4 '.repeat(100000));
      board.setAttribute('data-' + 'x'.repeat(40), 'y');
      document.body.appendChild(board);
      window.RoqueEmbed.mount(board);
    });
    const huge = await boardIn(page, '#huge');
    await expect(huge.locator('[data-embed-invalid]')).toContainText('The option moves is too long');
    expect(dialogs).toEqual([]);
  });
});
}

test('a host page opened from a file embeds boards from the server, in iframes', async ({ page }) => {
  const html = (await readFile(join(here, 'fixtures/hostile.html'), 'utf8')).replaceAll('__ROQUE_BASE__', boardBase);
  const dir = await mkdtemp(join(tmpdir(), 'roque-embed-'));
  await writeFile(join(dir, 'host.js'), await readFile(join(here, 'fixtures/host.js')));
  await writeFile(join(dir, 'hostile.css'), await readFile(join(here, 'fixtures/hostile.css')));
  await writeFile(join(dir, 'page.html'), html);
  await page.goto(pathToFileURL(join(dir, 'page.html')).href);
  const frame = await drawnBoard(page, '#play');
  await expect(page.locator('#play iframe')).toHaveCount(1);
  await click(frame, 'g1', 'f3');
  await expect(frame.locator('[data-square="f3"] [data-piece]')).toHaveAttribute('data-piece', 'wN');
  await expect
    .poll(async () => (await events(page)).find((e) => e.type === 'move' && e.target === 'play')?.detail.san)
    .toBe('Nf3');
});

test('the iframe form, asked for, plays and reports in the page beside boards drawn in it', async ({ page }) => {
  await page.goto(sameOrigin);
  await drawnBoard(page, '#play');
  await page.evaluate(() => {
    const board = document.createElement('roque-board');
    board.id = 'framed';
    board.setAttribute('frame', '');
    board.setAttribute('lang', 'en');
    board.setAttribute('moves', 'e4 e5');
    document.body.appendChild(board);
  });
  const frame = await drawnBoard(page, '#framed');
  await expect(page.locator('#framed iframe')).toHaveAttribute('src', /embed\.html\?embed=1&id=roque-\d+&origin=/);
  await expect(page.locator('#play iframe')).toHaveCount(0);
  await click(frame, 'g1', 'f3');
  await expect
    .poll(async () => (await events(page)).find((e) => e.type === 'move' && e.target === 'framed')?.detail)
    .toMatchObject({ san: 'Nf3', uci: 'g1f3', auto: false });
});

test('a board shows its opening when asked, in the page and in its iframe', async ({ page }) => {
  const fetched = requests(page, /roque-openings/);
  await page.goto(sameOrigin);
  await drawnBoard(page, '#play');
  await page.evaluate(() => {
    const add = (id, attributes) => {
      const board = document.createElement('roque-board');
      board.id = id;
      for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
      document.body.appendChild(board);
    };
    add('named', { opening: 'on', moves: 'e4 e5 Cf3 Cc6 Fc4' });
    add('unnamed', { moves: 'e4 e5 Nf3 Nc6 Bc4' });
    add('named-frame', { frame: '', opening: 'on', lang: 'en', pgn: '1. e4 e5 2. Bc4 Nc6 3. Nf3 *' });
  });
  const named = await drawnBoard(page, '#named');
  await expect(named.locator('[data-opening]')).toHaveText('Partie italienne');
  await expect(named.locator('[data-opening]')).toHaveAttribute('data-eco', 'C50');
  // A move played changes the name: 3...Nf6, the Two Knights Defense.
  await click(named, 'g8', 'f6');
  await expect(named.locator('[data-opening]')).toHaveText('Partie italienne : défense des deux cavaliers');
  // Off by default.
  const unnamed = await drawnBoard(page, '#unnamed');
  await expect(unnamed.locator('.embed-bar')).toBeVisible();
  await expect(unnamed.locator('[data-opening]')).toHaveCount(0);
  // The iframe form, in English, by another move order.
  const framed = await drawnBoard(page, '#named-frame');
  await expect(framed.locator('[data-opening]')).toHaveText('Italian Game');
  await expect(framed.locator('[data-opening]')).toHaveAttribute('data-eco', 'C50');
  expect(fetched.length).toBeGreaterThan(0);
});

test('a board drawn in the page plays with the keyboard alone', async ({ page }) => {
  await page.goto(sameOrigin);
  const board = await drawnBoard(page, '#play');
  // The focus inside the element's shadow root.
  const focused = () => page.evaluate(() => document.getElementById('play').shadowRoot.activeElement?.getAttribute('data-square') ?? null);
  await board.locator('[data-square][tabindex="0"]').focus();
  const walk = async (target) => {
    const from = await focused();
    expect(from, 'a square has the focus').not.toBeNull();
    const right = 'abcdefgh'.indexOf(target[0]) - 'abcdefgh'.indexOf(from[0]);
    const up = Number(target[1]) - Number(from[1]);
    for (let i = 0; i < Math.abs(right); i += 1) await page.keyboard.press(right > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(up); i += 1) await page.keyboard.press(up > 0 ? 'ArrowUp' : 'ArrowDown');
    expect(await focused()).toBe(target);
  };
  await walk('g1');
  await page.keyboard.press('Enter');
  await expect(board.locator('[data-square="g1"]')).toHaveAttribute('aria-selected', 'true');
  // Escape within the board puts the piece back.
  await page.keyboard.press('Escape');
  await expect(board.locator('[aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await walk('f3');
  await page.keyboard.press(' ');
  await expect(board.locator('[data-square="f3"] [data-piece]')).toHaveAttribute('data-piece', 'wN');
});

test('twenty boards on one page share one board module and its stylesheet', async ({ page }) => {
  const wasm = requests(page, /\.wasm$/);
  const modules = requests(page, /roque-board\.js$/);
  await page.goto(sameOrigin);
  await page.evaluate(() => {
    for (let i = 0; i < 20; i += 1) {
      const board = document.createElement('div');
      board.id = `many-${i}`;
      board.setAttribute('data-size', '160');
      board.setAttribute('data-lang', 'en');
      board.setAttribute('data-moves', i % 2 ? 'e4' : 'd4');
      document.body.appendChild(board);
      window.RoqueEmbed.mount(board);
    }
  });
  // Drawn as they come near the screen.
  for (let i = 0; i < 20; i += 1) {
    await page.locator(`#many-${i}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#many-${i} [data-square]`)).toHaveCount(64);
  }
  await expect
    .poll(async () => (await events(page)).filter((e) => e.type === 'ready' && e.target.startsWith('many-')).length)
    .toBe(20);
  expect(wasm.filter((url) => /roque-board_bg\.wasm$/.test(url))).toHaveLength(1);
  expect(modules).toHaveLength(1);
  await expect(page.locator('iframe')).toHaveCount(0);
  // One stylesheet object, adopted by every shadow root.
  const shared = await page.evaluate(() => {
    const roots = [...document.querySelectorAll('[id^="many-"]')].map((host) => host.shadowRoot);
    const first = roots[0].adoptedStyleSheets[0];
    return Boolean(first) && roots.every((root) => root.adoptedStyleSheets.length === 1 && root.adoptedStyleSheets[0] === first);
  });
  expect(shared).toBe(true);
  // Events reach each element itself (a listener on it, not on the document).
  await page.evaluate(() => {
    document.getElementById('many-3').addEventListener('roque:move', (event) => {
      window.direct = { target: event.target.id, san: event.detail.san, id: event.detail.id };
    });
  });
  await click(page.locator('#many-3'), 'g8', 'f6');
  await expect
    .poll(() => page.evaluate(() => window.direct))
    .toMatchObject({ target: 'many-3', san: 'Nf6', id: expect.stringMatching(/^roque-\d+$/) });
});

test('the iframe address of old (index.html?embed) leads to the board page', async ({ page }) => {
  await page.goto('./?embed&lang=en&moves=e4');
  await expect(page).toHaveURL(/embed\.html\?embed&lang=en&moves=e4$/);
  await expect(page.locator('[data-square="e4"] [data-piece]')).toHaveAttribute('data-piece', 'wP');
});

test('the iframe address works on its own', async ({ page }) => {
  const query = new URLSearchParams({
    fen: '8/q1P1k3/8/8/8/8/8/7K w - - 0 1',
    solution: 'c8=N',
    reply: 'Kf6 Nxa7',
    lang: 'en',
    coords: 'off',
  });
  await page.goto(`./embed.html?${query}`);
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(page.locator('.coord')).toHaveCount(0);
  await expect(page.locator('html')).toHaveClass(/embedded/);
  await click(page, 'c7', 'c8');
  await page.locator('[data-promotion="q"]').click();
  await expect(notice(page)).toContainText('not the move we are looking for');
  await click(page, 'c7', 'c8');
  await page.locator('[data-promotion="n"]').click();
  await expect(notice(page)).toContainText('Well done! c8=N+ is the right move. It goes on: Kf6 Nxa7.');
  await expect(page.locator('[data-square="a7"] [data-piece]')).toHaveAttribute('data-piece', 'wN');
  await page.locator('[data-action="restart"]').click();
  await expect(page.locator('[data-square="c7"] [data-piece]')).toHaveAttribute('data-piece', 'wP');
});
