// The embedded board's game viewer (#26): an annotated game on a host page
// walked through with the buttons, the move list, the keys and swipes; its
// comment and its arrows at the right ply; the chooser of a two-game PGN;
// free play that leaves the game and comes back; axe-core clean.
import { readFile } from 'node:fs/promises';
import { test, expect, expectNoAxeViolations, decodedPngSize } from './helpers.mjs';

const port = Number(process.env.ROQUE_E2E_PORT ?? 4178);
const page = `http://127.0.0.1:${port}/fixtures/viewer.html`;

test.describe.configure({ timeout: 90_000 });

/** The board of `selector`, once drawn (Playwright's locators pierce its
 *  shadow root). */
async function viewerIn(p, selector) {
  const host = p.locator(selector);
  await host.scrollIntoViewIfNeeded();
  await expect(host.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
  await expect(host.locator('[data-viewer]')).toBeVisible();
  return host;
}

const piece = (board, square) => board.locator(`[data-square="${square}"] [data-piece]`);
const current = (board) => board.locator('[data-move][aria-current="step"]');

test('an annotated game is walked through: moves, comment and arrows at their ply', async ({ page: p }) => {
  await p.goto(page);
  const board = await viewerIn(p, '#annotated');
  // data-ply="0": the start, with the whole game in the list.
  await expect(piece(board, 'e2')).toHaveAttribute('data-piece', 'wP');
  await expect(board.locator('[data-move]')).toHaveCount(10);
  await expect(current(board)).toHaveCount(0);
  await expect(board.locator('[data-players]')).toHaveText('White: Dupont · Black: Durand');
  await expect(board.locator('[data-action="first"]')).toBeDisabled();

  // Step to 3. Qh5 with the buttons: its comment and its arrows.
  const next = board.locator('[data-action="next"]');
  for (let i = 0; i < 5; i++) await next.click();
  await expect(current(board)).toHaveAttribute('data-san', 'Qh5');
  await expect(current(board)).toHaveAttribute('data-ply', '5');
  await expect(piece(board, 'h5')).toHaveAttribute('data-piece', 'wQ');
  await expect(board.locator('[data-current-comment]')).toHaveText('Threat on f7.');
  await expect(board.locator('[data-move][data-san="Qh5"] + [data-comment]')).toHaveText('Threat on f7.');
  const arrow = board.locator('[data-arrow="h5f7"]');
  await expect(arrow).toHaveCount(1);
  await expect(board.locator('[data-arrow="c4f7"]')).toHaveCount(1);
  await expect(arrow).toHaveAttribute('data-color', 'green');
  await expect(board.locator('[data-circle="f7"]')).toHaveAttribute('data-color', 'red');
  // The live region says the move and its comment.
  await expect(board.locator('[data-viewer-shown]')).toHaveText('3. Qh5: Threat on f7.');

  // One ply on: no comment, no arrow.
  await next.click();
  await expect(current(board)).toHaveAttribute('data-san', 'g6');
  await expect(board.locator('[data-current-comment]')).toHaveCount(0);
  await expect(board.locator('[data-arrow]')).toHaveCount(0);

  // The variation, by a click on its move: the mate it would allow.
  const variation = board.locator('[data-variation]');
  await expect(variation.locator('[data-move]')).toHaveCount(2);
  await variation.locator('[data-move][data-san="Qxf7#"]').click();
  await expect(current(board)).toHaveAttribute('data-san', 'Qxf7#');
  await expect(piece(board, 'f7')).toHaveAttribute('data-piece', 'wQ');
  await expect(board.locator('.embed-headline')).toContainText('Checkmate');

  // The keys, from a button of the viewer: ← back, Home, End.
  await p.keyboard.press('ArrowLeft');
  await expect(current(board)).toHaveAttribute('data-san', 'Nf6');
  await expect(board.locator('[data-current-comment]')).toHaveText('The knight forgets f7.');
  await p.keyboard.press('Home');
  await expect(current(board)).toHaveCount(0);
  await expect(piece(board, 'e2')).toHaveAttribute('data-piece', 'wP');
  await p.keyboard.press('End');
  await expect(current(board)).toHaveAttribute('data-san', 'Nf6');
  await expect(current(board)).toHaveAttribute('data-ply', '8');
  await expect(board.locator('[data-action="next"]')).toBeDisabled();
  await p.keyboard.press('ArrowLeft');
  await expect(current(board)).toHaveAttribute('data-san', 'Qf3');

  // A swipe on the board: to the left, the next move; to the right, back.
  const box = await board.locator('.board').boundingBox();
  const swipe = async (from, to) => {
    const y = box.y + box.height / 2;
    await p.mouse.move(box.x + from * box.width, y);
    await p.mouse.down();
    await p.mouse.move(box.x + to * box.width, y, { steps: 4 });
    await p.mouse.up();
  };
  await swipe(0.8, 0.2);
  await expect(current(board)).toHaveAttribute('data-san', 'Nf6');
  await swipe(0.2, 0.8);
  await swipe(0.2, 0.8);
  await expect(current(board)).toHaveAttribute('data-san', 'g6');
});

test('the second game of a two-game PGN is chosen by its names', async ({ page: p }) => {
  await p.goto(page);
  const board = await viewerIn(p, '#two');
  const chooser = board.getByLabel('Game', { exact: true });
  await expect(chooser.locator('option')).toHaveText(['1. Ann – Bob, Club, round 1', '2. Bob – Ann, Club, round 2']);
  await expect(board.locator('[data-move]')).toHaveCount(2);
  await expect(board.locator('[data-players]')).toContainText('White: Ann');
  await chooser.selectOption({ index: 1 });
  await expect(board.locator('[data-players]')).toContainText('White: Bob');
  await expect(board.locator('[data-move]')).toHaveCount(3);
  await expect(board.locator('[data-move]').first()).toHaveAttribute('data-san', 'd4');
  await expect(piece(board, 'c4')).toHaveAttribute('data-piece', 'wP');
  await board.locator('[data-action="prev"]').click();
  await expect(current(board)).toHaveAttribute('data-san', 'd5');
  await expect(piece(board, 'c4')).toHaveCount(0);
});

test('data-game opens a game; one out of range is told in the box', async ({ page: p }) => {
  await p.goto(page);
  await p.evaluate(() => {
    const pgn = document.querySelector('#two').getAttribute('data-pgn');
    for (const [id, game] of [['second', '2'], ['third', '3']]) {
      const board = document.createElement('div');
      board.id = id;
      board.setAttribute('data-lang', 'en');
      board.setAttribute('data-pgn', pgn);
      board.setAttribute('data-game', game);
      document.querySelector('main').appendChild(board);
      window.RoqueEmbed.mount(board);
    }
  });
  const second = await viewerIn(p, '#second');
  await expect(second.getByLabel('Game', { exact: true })).toHaveValue('1');
  await expect(current(second)).toHaveAttribute('data-san', 'c4');
  const third = p.locator('#third');
  await expect(third.locator('[data-embed-invalid]')).toContainText(
    "The option game must be a game's number from 1 to 2",
    { timeout: 20_000 },
  );
});

test('free play leaves the game and comes back to it', async ({ page: p }) => {
  await p.goto(page);
  const board = await viewerIn(p, '#play');
  await expect(current(board)).toHaveAttribute('data-san', 'e5');
  // The game's own move keeps the reader in the game.
  await board.locator('[data-square="g1"]').click();
  await board.locator('[data-square="f3"]').click();
  await expect(current(board)).toHaveAttribute('data-san', 'Nf3');
  await expect(board.locator('[data-action="back-to-game"]')).toHaveCount(0);
  // A move of their own leaves it.
  await board.locator('[data-square="f8"]').click();
  await board.locator('[data-square="c5"]').click();
  await expect(piece(board, 'c5')).toHaveAttribute('data-piece', 'bB');
  const back = board.locator('[data-action="back-to-game"]');
  await expect(back).toHaveText('Back to the game');
  await expect(board.locator('[data-action="undo"]')).toBeVisible();
  await back.click();
  await expect(back).toHaveCount(0);
  await expect(piece(board, 'f8')).toHaveAttribute('data-piece', 'bB');
  await expect(current(board)).toHaveAttribute('data-san', 'Nf3');
});

test('axe-core finds nothing wrong with the viewers', async ({ page: p }) => {
  await p.goto(page);
  for (const id of ['#annotated', '#two', '#play']) await viewerIn(p, id);
  await p.locator('#annotated [data-action="next"]').click();
  await expectNoAxeViolations(p);
  // The buttons are big enough for a finger.
  const size = await p.locator('#annotated [data-action="next"]').boundingBox();
  expect(size.height).toBeGreaterThanOrEqual(44);
  expect(size.width).toBeGreaterThanOrEqual(44);
});

test('the viewer in the board’s own frame page (the iframe form)', async ({ page: p }) => {
  const query = new URLSearchParams({
    embed: '1',
    lang: 'fr',
    mode: 'view',
    ply: '1',
    pgn: '1. e4 { Le pion du roi. } e5 (1... c5 { La sicilienne. }) 2. Nf3 *',
  });
  await p.goto(`./embed.html?${query}`);
  await expect(p.locator('[data-square]')).toHaveCount(64);
  await expect(current(p)).toHaveAttribute('data-san', 'e4');
  await expect(p.locator('[data-current-comment]')).toHaveText('Le pion du roi.');
  await expect(p.locator('[data-viewer-shown]')).toHaveText('1. e4 : Le pion du roi.');
  await p.locator('[data-variation] [data-move]').click();
  await expect(current(p)).toHaveAttribute('data-san', 'c5');
  await expect(piece(p, 'c5')).toHaveAttribute('data-piece', 'bP');
  // ↑ from the variation: the main line's move it replaces.
  await p.keyboard.press('ArrowUp');
  await expect(current(p)).toHaveAttribute('data-san', 'e5');
  await p.keyboard.press('ArrowRight');
  await expect(current(p)).toHaveAttribute('data-san', 'Nf3');
  // French letters in the list, English SAN in data-san.
  await expect(current(p)).toHaveText('Cf3');
});

test('a board with download=on gives its diagram as SVG and PNG', async ({ page: p }) => {
  await p.goto(page);
  const host = p.locator('#download');
  await host.scrollIntoViewIfNeeded();
  await expect(host.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
  // Off by default: the other boards offer nothing.
  await expect(p.locator('#annotated [data-action="download-svg"]')).toHaveCount(0);
  const take = async (action) => {
    const [download] = await Promise.all([p.waitForEvent('download'), host.locator(`[data-action="${action}"]`).click()]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
  };
  const svg = await take('download-svg');
  expect(svg.name).toBe('roque-diagram.svg');
  const drawn = await p.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    if (doc.querySelector('parsererror')) return null;
    return {
      pieces: [...doc.querySelectorAll('[data-piece]')].map((n) => `${n.getAttribute('data-piece')}@${n.getAttribute('data-square')}`),
      arrows: [...doc.querySelectorAll('[data-arrow]')].map((n) => `${n.getAttribute('data-arrow')}:${n.getAttribute('data-color')}`),
    };
  }, svg.bytes.toString('utf8'));
  expect(drawn.pieces).toHaveLength(32);
  expect(drawn.pieces).toContain('bN@c6');
  expect(drawn.arrows).toEqual(['f1b5:red']);
  const png = await take('download-png');
  expect(png.name).toBe('roque-diagram.png');
  // 360 × 345 CSS pixels at 2×, as the PNG's header says and the browser decodes.
  expect([png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)]).toEqual([720, 690]);
  const decoded = await decodedPngSize(p, png.bytes);
  expect(decoded).toEqual([720, 690]);
});

test("the board's own frame page with download=on gives its diagram too", async ({ page: p }) => {
  // embed.html, the iframe form's page (roque-board-frame.js says where
  // the module of diagrams is), opened at the top.
  await p.goto(`./embed.html?embed&download=on&fen=${encodeURIComponent('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1')}`);
  await expect(p.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
  const button = p.locator('[data-action="download-svg"]');
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([p.waitForEvent('download'), button.click()]);
  const svg = await readFile(await download.path(), 'utf8');
  expect(svg).toContain('data-square="e2" data-piece="wP"');
  expect(svg).toContain('data-square="e8" data-piece="bK"');
});
