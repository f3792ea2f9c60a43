// The app, played through its DOM contract: data-square, data-piece,
// data-legal, role="status", data-promotion.
import { test, expect, openApp, square, pieceOn, expectPiece, clickMove, clickMoves, status } from './helpers.mjs';

test('renders the initial position, in French, and shows legal destinations', async ({ page }) => {
  await openApp(page);
  await expect(page.locator('[data-piece]')).toHaveCount(32);
  await expectPiece(page, 'e1', 'wK');
  await expectPiece(page, 'd8', 'bQ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(status(page)).toContainText('Trait aux Blancs');
  await square(page, 'e2').click();
  await expect(page.locator('[data-legal]')).toHaveCount(2);
  await expect(square(page, 'e3')).toHaveAttribute('data-legal', '');
  await expect(square(page, 'e4')).toHaveAttribute('data-legal', '');
  // The board is really drawn: the squares have a size and a colour.
  const box = await page.locator('.board').boundingBox();
  expect(box.width).toBeGreaterThan(300);
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);
});

test("Scholar's mate by clicks is announced, and the board then refuses moves", async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7']);
  await expect(status(page)).toContainText('Échec et mat — les Blancs gagnent');
  await expect(square(page, 'e8')).toHaveClass(/check/);
  await expect(page.locator('.move-row')).toHaveCount(4);
  await expect(page.locator('.move-result')).toHaveText('1-0');
  // A finished game takes no more moves.
  await square(page, 'a7').click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  await expect(page.locator('[data-notice]')).toContainText('La partie est terminée');
  await square(page, 'a6').click();
  await expectPiece(page, 'a7', 'bP');
  await expectPiece(page, 'a6', null);
});

test('castling on both sides by moving the king', async ({ page }) => {
  await openApp(page, '?fen=' + encodeURIComponent('r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1'));
  await square(page, 'e1').click();
  await expect(square(page, 'g1')).toHaveAttribute('data-legal', '');
  await expect(square(page, 'c1')).toHaveAttribute('data-legal', '');
  await square(page, 'g1').click();
  await expectPiece(page, 'g1', 'wK');
  await expectPiece(page, 'f1', 'wR');
  await expectPiece(page, 'h1', null);
  await clickMove(page, 'e8', 'c8');
  await expectPiece(page, 'c8', 'bK');
  await expectPiece(page, 'd8', 'bR');
  await expectPiece(page, 'a8', null);
});

test('castling is refused while in check, with the reason shown', async ({ page }) => {
  await openApp(page, '?fen=' + encodeURIComponent('4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1'));
  await expect(status(page)).toContainText('Échec');
  await square(page, 'e1').click();
  await expect(square(page, 'g1')).not.toHaveAttribute('data-legal');
  await square(page, 'g1').click();
  await expectPiece(page, 'e1', 'wK');
  await expectPiece(page, 'h1', 'wR');
  await expect(status(page)).toContainText(/roque/i);
  await expect(status(page)).toContainText(/échec/i);
});

test('an en passant capture', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'a7a6', 'e4e5', 'd7d5']);
  await square(page, 'e5').click();
  await expect(square(page, 'd6')).toHaveAttribute('data-legal', '');
  await square(page, 'd6').click();
  await expectPiece(page, 'd6', 'wP');
  await expectPiece(page, 'd5', null);
  await expectPiece(page, 'e5', null);
});

const PROMOTION = '?fen=' + encodeURIComponent('8/P6k/8/8/8/8/8/K7 w - - 0 1');

test('a promotion to a knight chosen in the picker', async ({ page }) => {
  await openApp(page, PROMOTION);
  await clickMove(page, 'a7', 'a8');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const letter of ['q', 'r', 'b', 'n']) {
    await expect(dialog.locator(`[data-promotion="${letter}"]`)).toBeVisible();
  }
  // Nothing is played until the choice.
  await expectPiece(page, 'a7', 'wP');
  await dialog.locator('[data-promotion="n"]').click();
  await expect(dialog).toHaveCount(0);
  await expectPiece(page, 'a8', 'wN');
  await expectPiece(page, 'a7', null);
});

test('the promotion picker can be cancelled', async ({ page }) => {
  await openApp(page, PROMOTION);
  await clickMove(page, 'a7', 'a8');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectPiece(page, 'a7', 'wP');
  await expectPiece(page, 'a8', null);
  // And again, with the cancel button.
  await clickMove(page, 'a7', 'a8');
  await page.locator('[data-promotion-cancel]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectPiece(page, 'a7', 'wP');
});

test('a stalemate is announced as a draw', async ({ page }) => {
  await openApp(page, '?fen=' + encodeURIComponent('7k/5K2/8/8/8/8/8/6Q1 w - - 0 1'));
  await clickMove(page, 'g1', 'g6');
  await expect(status(page)).toContainText('Pat — partie nulle');
  await expect(page.locator('.move-result')).toHaveText('½-½');
  await square(page, 'h8').click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
});

test('a dead position ends the game by itself, named', async ({ page }) => {
  // The white king takes the last black piece: king and knight against king.
  await openApp(page, '?fen=' + encodeURIComponent('7k/8/8/8/8/8/1r6/K1N5 w - - 0 1'));
  await clickMove(page, 'a1', 'b2');
  await expect(status(page)).toContainText('position morte');
  await expect(status(page)).toContainText('roi et cavalier contre roi');
  await square(page, 'h8').click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
});

test('a threefold repetition offers a claim without ending the game', async ({ page }) => {
  await openApp(page);
  const shuffle = ['g1f3', 'g8f6', 'f3g1', 'f6g8'];
  await clickMoves(page, [...shuffle, ...shuffle]);
  const claim = page.locator('[data-action="claim-draw"]');
  await expect(claim).toBeVisible();
  await expect(status(page)).toContainText('réclamer la nulle');
  // The game goes on: a piece can still be picked up and moved.
  await square(page, 'e2').click();
  await expect(square(page, 'e4')).toHaveAttribute('data-legal', '');
  await square(page, 'e2').click();
  await claim.click();
  await expect(status(page)).toContainText(/nulle/i);
  await expect(claim).toHaveCount(0);
  await square(page, 'e2').click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
});

test('a drag-and-drop move', async ({ page }) => {
  await openApp(page);
  const from = await square(page, 'g1').boundingBox();
  const to = await square(page, 'f3').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 - 10, { steps: 3 });
  // While dragging, the piece follows the pointer and its square shows where it may go.
  await expect(page.locator('.drag-ghost')).toBeVisible();
  await expect(square(page, 'f3')).toHaveAttribute('data-legal', '');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expectPiece(page, 'f3', 'wN');
  await expectPiece(page, 'g1', null);
  await expect(page.locator('.drag-ghost')).toHaveCount(0);
  await expect(status(page)).toContainText('Trait aux Noirs');
});

test('a piece dragged off the board, or a press slid off it, leaves nothing held', async ({ page }) => {
  await openApp(page);
  const board = await page.locator('.board').boundingBox();
  const from = await square(page, 'g1').boundingBox();
  const g1 = [from.x + from.width / 2, from.y + from.height / 2];
  // A drag that leaves the board and is released beside it: the piece goes back.
  await page.mouse.move(...g1);
  await page.mouse.down();
  await page.mouse.move(g1[0] + 10, g1[1] - 10, { steps: 3 });
  await expect(page.locator('.drag-ghost')).toBeVisible();
  await page.mouse.move(board.x + board.width + 40, g1[1], { steps: 6 });
  await page.mouse.up();
  await expect(page.locator('.drag-ghost')).toHaveCount(0);
  await expectPiece(page, 'g1', 'wN');
  // A press whose first move lands off the board (a fast hand), released
  // there: no drag is left hanging, and the board answers the next click.
  await page.mouse.move(...g1);
  await page.mouse.down();
  await page.mouse.move(board.x + board.width + 40, board.y + board.height + 40);
  await page.mouse.up();
  await expect(page.locator('.drag-ghost')).toHaveCount(0);
  await expectPiece(page, 'g1', 'wN');
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await expectPiece(page, 'e4', 'wP');
  await expect(status(page)).toContainText('Trait aux Noirs');
});

test('a drop on an illegal square leaves the piece and says why', async ({ page }) => {
  await openApp(page);
  const from = await square(page, 'g1').boundingBox();
  const to = await square(page, 'g3').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expectPiece(page, 'g1', 'wN');
  await expectPiece(page, 'g3', null);
  await expect(page.locator('[data-notice]')).toBeVisible();
});

test('take back, new game, flip and the English interface', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5']);
  await page.locator('[data-action="undo"]').click();
  await expectPiece(page, 'e7', 'bP');
  await expectPiece(page, 'e4', 'wP');
  await page.locator('[data-action="new-game"]').click();
  await expectPiece(page, 'e2', 'wP');
  await expect(page.locator('[data-action="undo"]')).toBeDisabled();

  const a1 = await square(page, 'a1').boundingBox();
  await page.locator('[data-action="flip"]').click();
  const flipped = await square(page, 'a1').boundingBox();
  expect(flipped.y).toBeLessThan(a1.y);
  expect(flipped.x).toBeGreaterThan(a1.x);

  await page.locator('[data-lang="en"]').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Roque — chess');
  await expect(status(page)).toContainText('White to move');
  await expect(page.locator('[data-action="new-game"]')).toHaveText(/New game/);
});

test('a bad position in the address shows a clear message and the initial position', async ({ page }) => {
  await openApp(page, '?fen=' + encodeURIComponent('this is not a position'));
  await expect(status(page)).toContainText('FEN invalide');
  await expect(page.locator('[data-piece]')).toHaveCount(32);
  await clickMove(page, 'e2', 'e4');
  await expectPiece(page, 'e4', 'wP');
});

test('the English move list uses English piece letters, the French one French letters', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['g1f3']);
  await expect(page.locator('.move-list')).toContainText('Cf3');
  await page.locator('[data-lang="en"]').click();
  await expect(page.locator('.move-list')).toContainText('Nf3');
});

test.describe('on a phone held upright', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the board fits the screen and plays by taps', async ({ page }) => {
    await openApp(page);
    const board = await page.locator('.board').boundingBox();
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(390);
    expect(board.width).toBeGreaterThan(340);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await square(page, 'e2').tap();
    await expect(square(page, 'e4')).toHaveAttribute('data-legal', '');
    await square(page, 'e4').tap();
    await expectPiece(page, 'e4', 'wP');
    await expect(status(page)).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath('phone.png') });
  });

  test('a piece dragged with a finger', async ({ page }) => {
    await openApp(page);
    const center = async (name) => {
      const box = await square(page, name).boundingBox();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const from = await center('g1');
    const to = await center('f3');
    // Real touch input, as the browser's own touch screen would send it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let i = 1; i <= 8; i++) {
      const point = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
    }
    await expect(page.locator('.drag-ghost')).toBeVisible();
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expectPiece(page, 'f3', 'wN');
    await expectPiece(page, 'g1', null);
  });
});

test('a mid-game board, saved as a screenshot artifact', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'b5c6', 'd7c6']);
  await square(page, 'f3').click();
  await expect(page.locator('[data-legal]').first()).toBeVisible();
  const path = test.info().outputPath('mid-game.png');
  await page.screenshot({ path });
  await test.info().attach('mid-game', { path, contentType: 'image/png' });
});

test('a notice has its kind: a refusal is an alert, an import a success, each with its own look', async ({ page }) => {
  // Issue 16, item 3: « Partie importée » looked like an error.
  await openApp(page);
  await square(page, 'e7').click();
  const notice = page.locator('[data-notice]');
  await expect(notice).toHaveAttribute('data-notice-kind', 'refusal');
  await expect(notice).toHaveAttribute('role', 'alert');
  // Still read within the status, as before.
  await expect(status(page)).toContainText(await notice.textContent());
  const look = () => notice.evaluate((p) => getComputedStyle(p).backgroundColor);
  const refusal = await look();
  await page.locator('[data-action="open-import"]').click();
  await page.locator('[data-import-text]').fill('8/P6k/8/8/8/8/8/K7 w - - 0 1');
  await page.locator('[data-action="import"]').click();
  await expect(notice).toHaveText('Position importée.');
  await expect(notice).toHaveAttribute('data-notice-kind', 'success');
  await expect(notice).not.toHaveAttribute('role', 'alert');
  expect(await look()).not.toBe(refusal);
});

test('a bad language or orientation in the address is said, as a bad position is', async ({ page }) => {
  // Issue 16, item 5: they were ignored in silence.
  await openApp(page, '?lang=xx&orientation=sideways');
  const notice = page.locator('[data-notice]');
  await expect(notice).toContainText('La langue « xx »');
  await expect(notice).toContainText('L\'orientation « sideways »');
  await expect(notice).toHaveAttribute('data-notice-kind', 'warning');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('.board')).toHaveAttribute('data-orientation', 'white');
});

test('a game from a position in the address can start again from that position', async ({ page }) => {
  // Issue 16, item 10: « Nouvelle partie » went back to the initial position only.
  await openApp(page, '?fen=' + encodeURIComponent('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1'));
  const restart = page.locator('[data-action="restart-position"]');
  await expect(restart).toHaveText(/Recommencer cette position/);
  await clickMoves(page, ['a1a5', 'e8d7']);
  await restart.click();
  await expectPiece(page, 'a1', 'wR');
  await expectPiece(page, 'e8', 'bK');
  await expect(page.locator('[data-ply]')).toHaveCount(0);
  await page.locator('[data-action="new-game"]').click();
  await expect(page.locator('[data-piece]')).toHaveCount(32);
  await expect(restart).toHaveCount(0);
});

test("the board's pieces are drawn from a picture of their size, made again when the board's size changes", async ({ page }) => {
  await openApp(page);
  // The picture the board's pieces are drawn from, as the page has it:
  // its size, the size it should have (six pieces wide, in device pixels),
  // and whether the white king's cell has anything drawn in it.
  const picture = () =>
    page.evaluate(async () => {
      const piece = document.querySelector('.board .square .pc');
      const url = /^url\("(data:image\/png;base64,[^"]+)"\)$/.exec(getComputedStyle(piece).backgroundImage)?.[1];
      if (!url) return null;
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const cell = canvas.width / 6;
      const kingColumn = context.getImageData(Math.round(5.5 * cell), 0, 1, Math.round(cell)).data;
      const inked = kingColumn.filter((_, i) => i % 4 === 3).some((alpha) => alpha > 200);
      return {
        width: image.naturalWidth,
        height: image.naturalHeight,
        wanted: Math.round(6 * piece.getBoundingClientRect().width * devicePixelRatio),
        inked,
      };
    });
  await expect.poll(picture, { timeout: 10_000 }).not.toBeNull();
  const first = await picture();
  expect(first.width).toBe(first.wanted);
  expect(first.height).toBe(Math.round(first.width / 3));
  expect(first.inked).toBe(true);
  // Only the board's pieces: the brand's mark keeps the SVG.
  await expect(page.locator('.brand-mark')).toHaveCSS('background-image', /^url\("data:image\/svg\+xml,/);
  // A smaller window, a smaller board: a picture of the new size.
  await page.setViewportSize({ width: 900, height: 600 });
  await expect
    .poll(async () => {
      const now = await picture();
      return now !== null && now.width === now.wanted && now.width < first.width;
    }, { timeout: 10_000 })
    .toBe(true);
  // The game goes on, drawn from it.
  await clickMoves(page, ['e2e4']);
  await expectPiece(page, 'e4', 'wP');
});
