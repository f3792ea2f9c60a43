// « Revoir la partie » (#31): a finished game judged move by move by the
// engine in its worker, each mistake marked in the move list with the
// better move as an arrow and a sentence that says why.
import { test, expect, openApp, clickMoves, expectPiece } from './helpers.mjs';

const analysis = (page) => page.locator('[data-screen="analysis"]');
const tree = (page) => analysis(page).locator('.move-tree');

/** Plays 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# and reviews it. */
async function reviewedBlunder(page) {
  await openApp(page);
  // While the game is played, there is nothing to review.
  await clickMoves(page, ['e2e4', 'e7e5']);
  await expect(page.locator('[data-action="review"]')).toHaveCount(0);
  await clickMoves(page, ['d1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7']);
  await page.locator('[data-action="review"]').click();
  // The engine judges position after position, with a progress bar.
  await expect(analysis(page).locator('progress[data-review-progress]')).toBeVisible();
  await expect(analysis(page).locator('[data-review="done"]')).toBeVisible({ timeout: 60_000 });
}

test('a game lost to a blunder: the review marks it, draws the better move, names the mate, and the mistake is retried', async ({ page }) => {
  test.setTimeout(90_000);
  await reviewedBlunder(page);
  // The blunder is marked in the move list: the only one.
  const blunder = tree(page).locator('[data-move][data-judgement="blunder"]');
  await expect(blunder).toHaveCount(1);
  await expect(blunder).toHaveAttribute('data-san', 'Nf6');
  await expect(analysis(page).locator('[data-review-tally="b"]')).toContainText('1 gaffe');
  // Chosen, it shows the better move as an arrow and says why.
  await blunder.click();
  const comment = analysis(page).locator('[data-review-comment]');
  await expect(comment).toHaveAttribute('data-judgement', 'blunder');
  await expect(comment).toContainText('Gaffe');
  await expect(comment).toContainText('mater');
  await expect(comment).toContainText('Dxf7#');
  const arrow = analysis(page).locator('[data-arrow]');
  await expect(arrow).toHaveCount(1);
  const better = await arrow.getAttribute('data-arrow');
  // Any move that keeps f7 (g6, Qe7, Qf6, Nh6, …) starts from a black piece.
  expect(['g7g6', 'd8e7', 'd8f6', 'g8h6', 'c6e5', 'c6d4']).toContain(better);
  // « Rejouer à partir d'ici »: back before the mistake, the mistake
  // again is no better, the best move is good, and the position can be
  // played on against the computer.
  await analysis(page).locator('[data-action="retry"]').click();
  const retry = analysis(page).locator('.review-retry');
  await expect(retry.locator('[data-retry-said]')).toContainText('meilleur coup');
  await clickMoves(page, ['g8f6']);
  await expect(retry).toHaveAttribute('data-retry', 'worse');
  await tree(page).locator('[data-move][data-san="Bc4"]').click();
  await clickMoves(page, [better]);
  await expect(retry).toHaveAttribute('data-retry', 'good');
  await tree(page).locator('[data-move][data-san="Bc4"]').click();
  // Another defence of f7, judged by the engine.
  const other = better === 'd8e7' ? 'd8f6' : 'd8e7';
  await clickMoves(page, [other]);
  await expect(retry).toHaveAttribute('data-retry', /good|better/, { timeout: 20_000 });
  await analysis(page).locator('[data-action="end-retry"]').click();
  await expect(retry).toHaveCount(0);
  await blunder.click();
  await analysis(page).locator('[data-action="retry"]').click();
  await analysis(page).locator('[data-action="play-from"]').click();
  // A new game against the computer, Black to move, before 3...Nf6.
  await expect(analysis(page)).toHaveCount(0);
  await expectPiece(page, 'g8', 'bN');
  await expectPiece(page, 'h5', 'wQ');
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(0);
  // Black's move is the player's; the computer answers it.
  await clickMoves(page, ['g7g6']);
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(2, { timeout: 20_000 });
});

test('a move with nothing wrong says so, with no arrow; the review written into the game reaches its PGN', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await reviewedBlunder(page);
  const comment = analysis(page).locator('[data-review-comment]');
  // A move with nothing wrong says so, and shows no arrow.
  await tree(page).locator('[data-move][data-san="e4"]').click();
  await expect(comment).toHaveText(/Rien à redire/);
  await expect(analysis(page).locator('[data-arrow]')).toHaveCount(0);

  // « Annoter la partie »: each judged move (the blunder, and 2. Qh5 if the
  // engine finds it dubious) gets its sign, the sentence and the better
  // line as a variation beside it, in the tree and in its PGN.
  const judged = await tree(page).locator('[data-move][data-judgement]').count();
  expect(judged).toBeGreaterThanOrEqual(1);
  await analysis(page).locator('[data-action="annotate-review"]').click();
  const blunder = tree(page).locator('[data-move][data-judgement="blunder"]');
  await expect(blunder).toHaveText('Cf6??');
  await expect(tree(page).locator('[data-comment]')).toContainText(['Gaffe (??)']);
  await expect(tree(page).locator('[data-variation]')).toHaveCount(judged);
  const firsts = await tree(page)
    .locator('[data-variation]')
    .evaluateAll((lines) => lines.map((line) => line.querySelector('[data-move]')?.getAttribute('data-san')));
  // The blunder's better line starts with a defence of f7.
  expect(firsts.filter((san) => ['g6', 'Qe7', 'Qf6', 'Nh6', 'Ne5', 'Nd4'].includes(san))).toHaveLength(1);
  // Asked again, it writes nothing twice.
  await analysis(page).locator('[data-action="annotate-review"]').click();
  await expect(tree(page).locator('[data-variation]')).toHaveCount(judged);
  await expect(tree(page).locator('[data-comment]', { hasText: 'Gaffe' })).toHaveCount(1);
  await page.locator('[data-action="copy-pgn"]').click();
  const pgn = await page.evaluate(() => navigator.clipboard.readText());
  expect(pgn).toMatch(/3\. Bc4 Nf6 \$4 \{Gaffe \(\?\?\)\. [^}]*Dxf7#[^}]*\} \(3\.\.\. /);
  // The game's export carries it too.
  await page.locator('[data-action="leave-analysis"]').click();
  await page.locator('[data-action="open-export"]').click();
  await expect(page.locator('[data-export="pgn"]')).toHaveValue(/Nf6 \$4 \{Gaffe/);
});

test('the review can be stopped and goes on where it stopped; in English too', async ({ page }) => {
  test.setTimeout(90_000);
  await openApp(page, '?lang=en');
  await clickMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  await page.locator('[data-action="analyse"]').click();
  await analysis(page).locator('[data-action="review"]').click();
  await analysis(page).locator('[data-action="stop-review"]').click();
  await expect(analysis(page).locator('[data-review="stopped"]')).toBeVisible();
  await analysis(page).locator('[data-action="review"]').click();
  await expect(analysis(page).locator('[data-review="done"]')).toBeVisible({ timeout: 60_000 });
  // 2. g4?? lets Black mate at once.
  const blunder = tree(page).locator('[data-move][data-judgement="blunder"]');
  await expect(blunder).toHaveAttribute('data-san', 'g4');
  await blunder.click();
  await expect(analysis(page).locator('[data-review-comment]')).toContainText('This move let Black mate: Qh4#.');
});
