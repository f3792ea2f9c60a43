// The embeddable board: the French rules page, a hostile host page on
// another origin, hostile option values, events to the host page, a host
// page opened from a file, and the iframe address on its own.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test, expect } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.ROQUE_E2E_PORT ?? 4178);
const boardBase = `http://127.0.0.1:${port}/roque/`;
// "localhost" is another origin than "127.0.0.1": the host pages below
// embed boards from a foreign origin, as a teacher's site would.
const hostile = `http://localhost:${port}/fixtures/hostile.html`;

/** The board inside the iframe of the host element `selector`, once drawn. */
async function boardIn(page, selector) {
  const host = page.locator(selector);
  await host.scrollIntoViewIfNeeded();
  const frame = host.locator('iframe').contentFrame();
  await expect(frame.locator('.embed')).toBeVisible({ timeout: 20_000 });
  return frame;
}

async function drawnBoard(page, selector) {
  const frame = await boardIn(page, selector);
  // The live board, not the one prerendered into index.html.
  await expect(frame.locator('[data-prerendered]')).toHaveCount(0);
  await expect(frame.locator('[data-square]')).toHaveCount(64);
  await expect(frame.locator('[data-piece]').first()).toBeVisible();
  return frame;
}

async function click(frame, from, to) {
  await frame.locator(`[data-square="${from}"]`).click();
  await frame.locator(`[data-square="${to}"]`).click();
}

const notice = (frame) => frame.locator('[data-notice]');

// Each board is a page of its own that loads the wasm: on a busy machine a
// test with several boards needs more than the default time.
test.describe.configure({ timeout: 90_000 });
const events = (page) => page.evaluate(() => window.roqueEvents);

test.describe('the French rules page', () => {
  test('every board renders, with no misconfigured one', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('./regles.html');
    await expect(page.locator('h1')).toContainText('Les règles des échecs');
    const hosts = page.locator('[data-roque]');
    const count = await hosts.count();
    expect(count).toBeGreaterThanOrEqual(20);
    for (let i = 0; i < count; i += 1) {
      const host = hosts.nth(i);
      await host.scrollIntoViewIfNeeded();
      const frame = host.locator('iframe').contentFrame();
      await expect(frame.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
      await expect(frame.locator('[data-embed-invalid]')).toHaveCount(0);
      // The host sized the frame to its content: no scroll bar, nothing cut.
      const box = await host.locator('iframe').boundingBox();
      const board = await frame.locator('.board').boundingBox();
      expect(board.width).toBeGreaterThan(150);
      expect(board.y + board.height).toBeLessThanOrEqual(box.y + box.height);
    }
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

test.describe('a host page on another origin', () => {
  test('two boards survive hostile styles and play; events reach the page', async ({ page }) => {
    await page.goto(hostile);
    const exercise = await drawnBoard(page, '#exercise');
    const play = await drawnBoard(page, '#play');

    for (const selector of ['#exercise', '#play']) {
      const box = await page.locator(`${selector} iframe`).boundingBox();
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
    await page.goto(hostile);
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
    await page.goto(hostile);
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

test('a host page opened from a file embeds boards from the server', async ({ page }) => {
  const html = (await readFile(join(here, 'fixtures/hostile.html'), 'utf8')).replaceAll('__ROQUE_BASE__', boardBase);
  const dir = await mkdtemp(join(tmpdir(), 'roque-embed-'));
  await writeFile(join(dir, 'host.js'), await readFile(join(here, 'fixtures/host.js')));
  await writeFile(join(dir, 'hostile.css'), await readFile(join(here, 'fixtures/hostile.css')));
  await writeFile(join(dir, 'page.html'), html);
  await page.goto(pathToFileURL(join(dir, 'page.html')).href);
  const frame = await drawnBoard(page, '#play');
  await click(frame, 'g1', 'f3');
  await expect(frame.locator('[data-square="f3"] [data-piece]')).toHaveAttribute('data-piece', 'wN');
  await expect
    .poll(async () => (await events(page)).find((e) => e.type === 'move' && e.target === 'play')?.detail.san)
    .toBe('Nf3');
});

test('the iframe address works on its own', async ({ page }) => {
  const query = new URLSearchParams({
    fen: '8/q1P1k3/8/8/8/8/8/7K w - - 0 1',
    solution: 'c8=N',
    reply: 'Kf6 Nxa7',
    lang: 'en',
    coords: 'off',
  });
  await page.goto(`./?embed&${query}`);
  // The live board, not the one prerendered into index.html.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
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
