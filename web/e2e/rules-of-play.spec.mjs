// The rules of a real game on one device: the clock and loss on time
// (or a draw, art. 6.9), draw offers between two players, a claim by
// announcing the move, the online-style automatic draw, touch-move.
import { test, expect, openApp, openOptions, closeDialog, square, expectPiece, clickMove, clickMoves, status } from './helpers.mjs';

const notice = (page) => page.locator('[data-notice]');

/** A custom time control of `seconds` and no increment. */
async function shortClock(page, seconds) {
  await openOptions(page);
  await page.locator('[data-choice="clock"][data-value="custom"]').click();
  await page.locator('[data-input="minutes"]').fill(String(seconds / 60));
  await page.locator('[data-input="increment"]').fill('0');
  await page.locator('[data-action="apply-clock"]').click();
  await expect(page.locator('[data-clock]')).toHaveCount(2);
  await closeDialog(page, 'options');
}

test('a clock runs out: the side whose flag falls loses', async ({ page }) => {
  await openApp(page);
  await openOptions(page);
  await page.locator('[data-choice="clock"][data-value="5+0"]').click();
  await expect(page.locator('[data-clock="white"]')).toHaveText('5:00');
  await shortClock(page, 3);
  await expect(page.locator('[data-clock="black"]')).toHaveText('0:03,0');
  // Issue 16, item 8: seconds under a minute, not « pendule 0.05+0 ».
  await expect(page.locator('.options-summary')).toHaveText('Deux joueurs · pendule 3 s+0');
  // White's first move is not timed; then Black's time runs out.
  await clickMove(page, 'e2', 'e4');
  await expect(page.locator('[data-clock="black"]')).toHaveClass(/running/);
  await expect(status(page)).toContainText('les Blancs gagnent', { timeout: 10_000 });
  await expect(page.locator('[data-clock="black"]')).toHaveText('0:00,0');
  await expect(page.locator('.move-result')).toHaveText('1-0');
});

test('a time-out against a lone king is a draw', async ({ page }) => {
  await openApp(page, '?fen=' + encodeURIComponent('7k/8/8/8/8/8/6q1/K7 w - - 0 1'));
  await shortClock(page, 2);
  await clickMove(page, 'a1', 'b1');
  // Issue 16, item 8: whose time ran out, and who cannot mate.
  await expect(status(page)).toContainText(
    'Les Noirs ont dépassé le temps, mais les Blancs ne peuvent plus mater : nulle',
    { timeout: 10_000 },
  );
  await expect(page.locator('.move-result')).toHaveText('½-½');
});

test('a bad custom time control is refused with its reason', async ({ page }) => {
  await openApp(page);
  await openOptions(page);
  await page.locator('[data-choice="clock"][data-value="custom"]').click();
  await page.locator('[data-input="minutes"]').fill('0');
  await page.locator('[data-action="apply-clock"]').click();
  await expect(page.locator('.field-error')).toContainText('Cadence invalide');
  await expect(page.locator('[data-clock]')).toHaveCount(0);
});

test('two players: a draw offer declined by a move, then accepted', async ({ page }) => {
  await openApp(page);
  await expect(page.locator('[data-action="offer-draw"]')).toBeDisabled();
  await clickMove(page, 'e2', 'e4');
  await page.locator('[data-action="offer-draw"]').click();
  await expect(page.locator('[data-offer]')).toHaveText('Les Blancs proposent la nulle.');
  // Black plays on: declined.
  await clickMove(page, 'e7', 'e5');
  await expect(page.locator('[data-offer]')).toHaveCount(0);
  await page.locator('[data-action="offer-draw"]').click();
  await expect(page.locator('[data-offer]')).toHaveText('Les Noirs proposent la nulle.');
  await page.locator('[data-action="accept-draw"]').click();
  await expect(status(page)).toContainText('Nulle');
  await expect(page.locator('.move-result')).toHaveText('½-½');
});

const SHUFFLE = ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3', 'g8f6', 'f3g1'];

test('a threefold repetition claimed by announcing the move', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, SHUFFLE);
  await page.locator('[data-action="claim-with-move"]').click();
  await expect(page.locator('[data-action="claim-with-move"]')).toHaveAttribute('aria-pressed', 'true');
  await clickMove(page, 'f6', 'g8');
  await expect(status(page)).toContainText('répétition');
  await expect(page.locator('.move-result')).toHaveText('½-½');
});

test('the online setting ends the game at the third repetition', async ({ page }) => {
  await openApp(page);
  await openOptions(page);
  await page.locator('[data-setting="auto-draw"]').check();
  await closeDialog(page, 'options');
  await clickMoves(page, [...SHUFFLE, 'f6g8']);
  await expect(status(page)).toContainText('répétition');
  await expect(page.locator('[data-action="claim-draw"]')).toHaveCount(0);
});

test('touch-move holds the player to the touched piece', async ({ page }) => {
  await openApp(page);
  await openOptions(page);
  await page.locator('[data-setting="touch-move"]').check();
  await closeDialog(page, 'options');
  await square(page, 'g1').click();
  await square(page, 'e2').click();
  await expect(notice(page)).toHaveText('Pièce touchée, pièce jouée : vous devez jouer le cavalier blanc en g1.');
  await page.keyboard.press('Escape');
  await expect(square(page, 'g1')).toHaveClass(/selected/);
  await square(page, 'f3').click();
  await expectPiece(page, 'f3', 'wN');
});
