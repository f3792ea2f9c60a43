// The analysis board (#26): an annotated game imported and shown as a
// tree, walked with the keys, grown by a move from an earlier position,
// and exported to a PGN that reads back to the same tree.
import { test, expect, openApp, clickMoves, closeDialog, expectNoAxeViolations } from './helpers.mjs';

// Two nested variations, comments, glyphs, an arrow and a circle.
const ANNOTATED = `[Event "Leçon"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]

{ Le coup du berger } 1. e4 e5 2. Bc4 $1 { vise f7 } Nc6
(2... Nf6 3. d3 (3. Qf3 d5) 3... Bc5)
3. Qh5 $2 { [%cal Rh5f7] } Nf6?? 4. Qxf7# { [%csl Rf7] mat } 1-0
`;

const analysis = (page) => page.locator('[data-screen="analysis"]');
const tree = (page) => analysis(page).locator('.move-tree');
const current = (page) => tree(page).locator('[data-move][aria-current="step"]');

/** Imports `text` with the import dialog. */
async function importing(page, text) {
  await page.locator('[data-action="open-import"]').click();
  await page.locator('[data-import-text]').fill(text);
  await page.locator('[data-action="import"]').click();
}

/** The tree as the list shows it: each move's path and SAN, in order. */
const moves = (page) =>
  tree(page)
    .locator('[data-move]')
    .evaluateAll((buttons) => buttons.map((b) => `${b.dataset.path}:${b.dataset.san}`));

test('an annotated game: its tree, its comments and drawings, the keys, a new variation, and back to PGN', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await importing(page, ANNOTATED);
  // The game is on the board, and the way to its annotations is marked.
  const analyse = page.locator('[data-action="analyse"]');
  await expect(analyse).toHaveAttribute('data-annotated', '');
  await analyse.click();
  await expect(analyse).toHaveCount(0);

  // The tree: the main line, two variations, one inside the other.
  await expect(tree(page).locator('[data-variation]')).toHaveCount(2);
  await expect(tree(page).locator('[data-variation] [data-variation] [data-san="Qf3"]')).toHaveCount(1);
  await expect(tree(page).locator('[data-comment]').filter({ hasText: 'vise f7' })).toHaveCount(1);
  await expect(tree(page).locator('[data-comment]').first()).toHaveText('Le coup du berger');
  await expect(tree(page).locator('[data-san="Bc4"] .nag')).toHaveText('!');
  await expect(tree(page).locator('[data-san="Nf6"][data-ply="6"] .nag')).toHaveText('??');
  expect(await moves(page)).toEqual([
    '0:e4', '0.0:e5', '0.0.0:Bc4', '0.0.0.0:Nc6', '0.0.0.1:Nf6', '0.0.0.1.0:d3', '0.0.0.1.1:Qf3',
    '0.0.0.1.1.0:d5', '0.0.0.1.0.0:Bc5', '0.0.0.0.0:Qh5', '0.0.0.0.0.0:Nf6', '0.0.0.0.0.0.0:Qxf7#',
  ]);
  // It opens on the end of the main line.
  await expect(current(page)).toHaveAttribute('data-san', 'Qxf7#');
  await expectNoAxeViolations(page);

  // The arrow of 3. Qh5 on its position, not on the next one.
  await tree(page).locator('[data-san="Qh5"]').click();
  await expect(analysis(page).locator('[data-arrow="h5f7"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(current(page)).toHaveAttribute('data-san', 'Nf6');
  await expect(analysis(page).locator('[data-arrow="h5f7"]')).toHaveCount(0);

  // The keys: back to 2... Nc6, down into its variation, on, and back up.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(current(page)).toHaveAttribute('data-san', 'Nc6');
  await page.keyboard.press('ArrowDown');
  await expect(current(page)).toHaveAttribute('data-path', '0.0.0.1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(current(page)).toHaveAttribute('data-san', 'Qf3');
  await expect(analysis(page).locator('[data-piece="wQ"]')).toHaveCount(1);
  await expect(analysis(page).locator('[data-square="f3"] [data-piece]')).toHaveAttribute('data-piece', 'wQ');
  await page.keyboard.press('ArrowUp');
  await expect(current(page)).toHaveAttribute('data-san', 'd3');
  await page.keyboard.press('Home');
  await expect(current(page)).toHaveCount(0);

  // A move from an earlier position makes a variation, not a new game.
  await tree(page).locator('[data-san="e5"]').click();
  await clickMoves(page, ['g1f3']);
  await expect(current(page)).toHaveAttribute('data-path', '0.0.1');
  await expect(current(page)).toHaveAttribute('data-san', 'Nf3');
  await expect(tree(page).locator('[data-variation]')).toHaveCount(3);
  // A comment on it.
  await page.locator('[data-comment-field]').fill('plus calme');
  await page.locator('[data-comment-field]').blur();
  await expect(tree(page).locator('[data-comment]').filter({ hasText: 'plus calme' })).toHaveCount(1);
  const grown = await moves(page);

  // Its context menu promotes it; the main line is then 2. Nf3.
  await tree(page).locator('[data-san="Nf3"][data-path="0.0.1"]').click({ button: 'right' });
  await page.locator('.move-menu [data-action="promote"]').click();
  await expect(current(page)).toHaveAttribute('data-path', '0.0.0');
  await expect(tree(page).locator('[data-move][data-path="0.0.1"]')).toHaveAttribute('data-san', 'Bc4');
  // Promoted back: the game's own line is the main line again.
  await tree(page).locator('[data-san="Bc4"]').click({ button: 'right' });
  await page.locator('.move-menu [data-action="promote"]').click();
  expect(await moves(page)).toEqual(grown);

  // The analysis copies its PGN, which reads back to the same tree.
  await page.locator('[data-action="copy-pgn"]').click();
  const pgn = await page.evaluate(() => navigator.clipboard.readText());
  expect(pgn).toContain('[%cal Rh5f7]');
  expect(pgn).toContain('[%csl Rf7]');
  expect(pgn).toContain('(3. Qf3 d5)');
  expect(pgn).toContain('{plus calme}');
  await page.locator('[data-action="leave-analysis"]').click();
  await expect(analysis(page)).toHaveCount(0);
  // The game's export carries the analysis.
  await page.locator('[data-action="open-export"]').click();
  await expect(page.locator('[data-export="pgn"]')).toHaveValue(/\(2\. Nf3 \{plus calme\}\)/);
  await closeDialog(page, 'export');
  await importing(page, pgn);
  await page.locator('[data-action="analyse"]').click();
  expect(await moves(page)).toEqual(grown);
});

test('a finished game may be analysed; a game being played may not', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['f2f3', 'e7e5']);
  await expect(page.locator('[data-action="analyse"]')).toHaveCount(0);
  await clickMoves(page, ['g2g4', 'd8h4']);
  await page.locator('[data-action="analyse"]').click();
  await expect(current(page)).toHaveAttribute('data-san', 'Qh4#');
  // The live game is not changed by the analysis.
  await tree(page).locator('[data-san="e5"]').click();
  await clickMoves(page, ['e2e4']);
  await expect(tree(page).locator('[data-variation]')).toHaveCount(1);
  await page.locator('[data-action="leave-analysis"]').click();
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(4);
});

test('an imported game keeps its names, its result and its annotations across a reload', async ({ page }) => {
  // Tried as a new user would: a resignation imported stayed playable,
  // with neither the names nor the result.
  await openApp(page);
  await importing(page, ANNOTATED.replace('4. Qxf7# { [%csl Rf7] mat } 1-0', '1-0').replace('Nf6?? ', 'Nf6 '));
  const plates = page.locator('[data-player] .player-name');
  await expect(page.locator('[data-player="white"] .player-name')).toContainText('Alice');
  await expect(page.locator('[data-player="black"] .player-name')).toContainText('Bob');
  await expect(page.getByRole('status').first()).toContainText('abandon');
  await page.reload();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-player="white"] .player-name')).toContainText('Alice');
  await expect(page.getByRole('status').first()).toContainText('abandon');
  await expect(plates).toHaveCount(2);
  await expect(page.locator('[data-action="analyse"]')).toHaveAttribute('data-annotated', '');
  await page.locator('[data-action="open-export"]').click();
  const pgn = page.locator('[data-export="pgn"]');
  await expect(pgn).toHaveValue(/\[Result "1-0"\]/);
  await expect(pgn).toHaveValue(/\(3\.\s+Qf3 d5\)/);
  await expect(pgn).toHaveValue(/\[%cal Rh5f7\]/);
});
