// The name of the opening beside the move list, as the game goes: named by
// position (a transposition has the same name), kept when the game leaves
// the book, the position viewed in a reviewed game, both languages, the
// export's ECO and Opening tags, and the history's games. The names come
// from a module of their own (roque-openings), loaded once a game has a
// move: the page's first load never fetches it.
import { test, expect, openApp, clickMoves, openHistory } from './helpers.mjs';

const opening = (page) => page.locator('[data-opening]');
const nav = (page, name) => page.locator(`[data-nav="${name}"]`);

// 1.e4 e5 2.Nf3 Nc6 3.Bc4, and the same position by 2.Bc4 Nc6 3.Nf3.
const ITALIAN = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4'];
const ITALIAN_BY_ANOTHER_ORDER = ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'g1f3'];

test('the Italian Game is named in French and English, and by position', async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await openApp(page);
  await expect(opening(page)).toHaveCount(0);
  expect(fetched.some((url) => url.includes('roque-openings'))).toBe(false);

  await clickMoves(page, ITALIAN);
  await expect(opening(page)).toHaveText('Partie italienne');
  await expect(opening(page)).toHaveAttribute('data-eco', 'C50');
  expect(fetched.some((url) => url.includes('roque-openings'))).toBe(true);

  await page.locator('[data-lang="en"]').click();
  await expect(opening(page)).toHaveText('Italian Game');
  await expect(opening(page)).toHaveAttribute('data-eco', 'C50');

  // The same position by another move order has the same name.
  await page.locator('[data-action="new-game"]').click();
  await expect(opening(page)).toHaveCount(0);
  await clickMoves(page, ITALIAN_BY_ANOTHER_ORDER);
  await expect(opening(page)).toHaveText('Italian Game');
  await expect(opening(page)).toHaveAttribute('data-eco', 'C50');
});

test('leaving the book keeps the name; a reviewed position shows its own', async ({ page }) => {
  await openApp(page);
  // 3...a5 is no named line: the name stays the Italian Game's.
  await clickMoves(page, [...ITALIAN, 'a7a5']);
  await expect(opening(page)).toHaveText('Partie italienne');
  await expect(opening(page)).toHaveAttribute('data-eco', 'C50');

  // Back two moves (after 2...Nc6): the position viewed has its own name.
  await nav(page, 'previous').click();
  await nav(page, 'previous').click();
  await expect(opening(page)).toHaveAttribute('data-eco', 'C44');
  await expect(opening(page)).toHaveText('Ouverture du cavalier du roi : variante normale');
  await nav(page, 'first').click();
  await expect(opening(page)).toHaveCount(0);
  await nav(page, 'last').click();
  await expect(opening(page)).toHaveText('Partie italienne');
});

test.describe('export', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the PGN carries the ECO and Opening tags in the interface language', async ({ page }) => {
    await openApp(page);
    await clickMoves(page, ITALIAN);
    await expect(opening(page)).toHaveText('Partie italienne');
    await page.locator('[data-action="open-export"]').click();
    const pgn = page.locator('[data-export="pgn"]');
    await expect(pgn).toHaveValue(/\[ECO "C50"\]/);
    await expect(pgn).toHaveValue(/\[Opening "Partie italienne"\]/);
  });
});

test('the history names each game’s opening', async ({ page }) => {
  await openApp(page);
  // The Blackburne-Kostić gambit of the Italian Game, to its mate: a
  // finished game goes to the history.
  await clickMoves(page, [
    ...ITALIAN,
    ...['c6d4', 'f3e5', 'd8g5', 'e5f7', 'g5g2', 'h1f1', 'g2e4', 'c4e2', 'd4f3'],
  ]);
  const name = 'Partie italienne : gambit Blackburne-Kostić';
  await expect(opening(page)).toHaveText(name);
  await openHistory(page);
  const item = page.locator('[data-history-item]').first();
  await expect(item.locator('[data-opening]')).toHaveText(name);
  await expect(item.locator('[data-opening]')).toHaveAttribute('data-eco', 'C50');
});
