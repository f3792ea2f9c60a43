// Playing against the computer: its Web Worker thinks while the page stays
// responsive, a takeback or a new game cancels its search, it answers draw
// offers with its reason, and the player may resign.
import { test, expect, openApp, openOptions, closeDialog, square, pieceOn, expectPiece, clickMove, status } from './helpers.mjs';

const app = (page) => page.locator('.app');
/** Chooses an option in the options' dialog, then closes it. */
const choose = async (page, choice, value) => {
  await openOptions(page);
  const button = page.locator(`[data-choice="${choice}"][data-value="${value}"]`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await closeDialog(page, 'options');
};
const plies = (page) => page.locator('.move-list .san:not(.empty)');

/** Against the computer, with the player's colour and the computer's level. */
async function playComputer(page, { colour = 'white', level = 1 } = {}) {
  await choose(page, 'opponent', 'computer');
  await choose(page, 'colour', colour);
  await choose(page, 'level', String(level));
  await expect(app(page)).toHaveAttribute('data-opponent', 'computer');
  await expect(page.locator('.options-summary')).toContainText(`niveau ${level}`);
}

/** Plays the first legal move among `candidates` (UCI) for the player. */
async function playOneOf(page, candidates) {
  for (const uci of candidates) {
    const from = uci.slice(0, 2);
    const to = uci.slice(2, 4);
    if ((await pieceOn(page, from).count()) === 0) continue;
    await square(page, from).click();
    if ((await square(page, to).getAttribute('data-legal')) !== null) {
      await square(page, to).click();
      return uci;
    }
    await square(page, from).click();
  }
  throw new Error(`none of ${candidates.join(' ')} is legal`);
}

const QUIET_WHITE_MOVES = ['e2e4', 'd2d4', 'g1f3', 'b1c3', 'g2g3', 'b2b3', 'a2a3', 'h2h3', 'c2c3', 'f1e2', 'e1f1', 'e1d2', 'e1e2'];

test('plays several moves against the computer while the page answers clicks', async ({ page }) => {
  await openApp(page);
  await playComputer(page, { level: 8 });
  // The page records, as each flip of the board is drawn, whether the
  // computer was thinking at that moment: the proof that the page answered
  // during the search, whatever the machine's load does to the test's timing.
  await page.evaluate(() => {
    window.flipsWhileThinking = [];
    const board = document.querySelector('[data-orientation]');
    new MutationObserver(() => {
      window.flipsWhileThinking.push({
        thinking: document.querySelector('.app').dataset.thinking,
        status: document.querySelector('[role="status"]').textContent,
        dots: document.querySelectorAll('.thinking-dots').length,
      });
    }).observe(board, { attributes: true, attributeFilter: ['data-orientation'] });
  });
  // Level 8 thinks for about two seconds: long enough to click meanwhile.
  await clickMove(page, 'e2', 'e4');
  // The status is of the side panel, drawn once the page is idle after the
  // move's frame (at most 100 ms later; views/deferred.rs): the flip is
  // clicked once it says so, as a player would read it.
  await expect(page.locator('[role="status"]')).toContainText("L'ordinateur réfléchit");
  await page.locator('[data-action="flip"]').click();
  await expect(page.locator('[data-orientation]')).toHaveAttribute('data-orientation', 'black');
  const [flip] = await page.evaluate(() => window.flipsWhileThinking);
  expect(flip.thinking).toBe('true');
  expect(flip.status).toContain("L'ordinateur réfléchit");
  expect(flip.dots).toBe(1);
  // The board is the computer's: a click on its pieces selects nothing.
  await square(page, 'e7').click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  await page.locator('[data-action="flip"]').click();
  await expect(page.locator('[data-orientation]')).toHaveAttribute('data-orientation', 'white');
  // Then it answers.
  await expect(app(page)).toHaveAttribute('data-thinking', 'false', { timeout: 15_000 });
  await expect(plies(page)).toHaveCount(2);
  await expect(status(page)).toContainText('Trait aux Blancs');

  // A few more moves, at level 1 (quick), each answered.
  await choose(page, 'level', '1');
  for (let move = 2; move <= 5; move += 1) {
    await playOneOf(page, QUIET_WHITE_MOVES);
    await expect(plies(page)).toHaveCount(2 * move, { timeout: 15_000 });
    await expect(app(page)).toHaveAttribute('data-thinking', 'false');
  }
});

test('a takeback during the search cancels it and gives the player the move', async ({ page }) => {
  await openApp(page);
  await playComputer(page, { level: 8 });
  await clickMove(page, 'd2', 'd4');
  await expect(app(page)).toHaveAttribute('data-thinking', 'true');
  await page.locator('[data-action="undo"]').click();
  await expect(app(page)).toHaveAttribute('data-thinking', 'false');
  await expectPiece(page, 'd2', 'wP');
  await expect(plies(page)).toHaveCount(0);
  // The cancelled search never plays: well past its two seconds, still no move.
  await page.waitForTimeout(3_000);
  await expect(plies(page)).toHaveCount(0);
  await expect(status(page)).toContainText('Trait aux Blancs');
  // And the computer answers the next move.
  await clickMove(page, 'e2', 'e4');
  await expect(plies(page)).toHaveCount(2, { timeout: 15_000 });
  // Against the computer a takeback goes back to the player's turn: both moves.
  await page.locator('[data-action="undo"]').click();
  await expect(plies(page)).toHaveCount(0);
  await expectPiece(page, 'e2', 'wP');
});

test('a new game cancels the search; the computer opens when the player takes Black', async ({ page }) => {
  await openApp(page);
  await playComputer(page, { level: 8 });
  await clickMove(page, 'e2', 'e4');
  await expect(app(page)).toHaveAttribute('data-thinking', 'true');
  await page.locator('[data-action="new-game"]').click();
  await expect(app(page)).toHaveAttribute('data-thinking', 'false');
  await expect(plies(page)).toHaveCount(0);
  await choose(page, 'level', '2');
  await choose(page, 'colour', 'black');
  // The player sits on the near side, and the computer, White, opens.
  await expect(page.locator('[data-orientation]')).toHaveAttribute('data-orientation', 'black');
  await expect(plies(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(status(page)).toContainText('Trait aux Noirs');
  await expect(page.locator('[data-player="black"] .player-name')).toContainText('Vous');
  await expect(page.locator('[data-player="white"] .player-name')).toContainText('Ordinateur · niveau 2');
  // Leaving the mode: two players again, nobody answers for White.
  await choose(page, 'opponent', 'human');
  await playOneOf(page, ['e7e5', 'd7d5', 'g8f6']);
  await page.waitForTimeout(1_000);
  await expect(plies(page)).toHaveCount(2);
  await expect(status(page)).toContainText('Trait aux Blancs');
});

test('draw offers: declined when the computer stands better, accepted when worse', async ({ page }) => {
  // The computer (Black) has a queen against a bare king.
  await openApp(page, '?fen=' + encodeURIComponent('3qk3/8/8/8/8/8/8/4K3 w - - 0 1'));
  await playComputer(page, { level: 4 });
  await page.locator('[data-action="offer-draw"]').click();
  await expect(page.locator('[data-notice]')).toContainText("L'ordinateur refuse la nulle : il juge sa position meilleure");
  // One offer per move.
  await expect(page.locator('[data-action="offer-draw"]')).toBeDisabled();
  // Resigning asks first.
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="cancel-resign"]').click();
  await expect(status(page)).toContainText('Trait aux Blancs');
  await page.locator('[data-action="resign"]').click();
  await page.locator('[data-action="confirm-resign"]').click();
  await expect(status(page)).toContainText('les Noirs gagnent');
  await expect(page.locator('.move-result')).toHaveText('0-1');

  // Now the player has the queen: the computer accepts, and says why.
  await openApp(page, '?fen=' + encodeURIComponent('4k3/8/8/8/8/8/8/3QK3 w - - 0 1'));
  await playComputer(page, { level: 4 });
  await page.locator('[data-action="offer-draw"]').click();
  await expect(page.locator('[data-notice]')).toContainText("L'ordinateur accepte la nulle");
  await expect(status(page)).toContainText('Nulle');
  await expect(page.locator('.move-result')).toHaveText('½-½');
});
