// The pages of advice, « Conseils » (conseils.html) and "Tips" (tips.html):
// every board drawn live in the page, a tip's answer refused then found on
// each, the two pages linked to each other, and the ways in: the course's
// list of lessons (in its language) and the French rules page.
import { clickMove, drawnBoard, expect, expectEveryBoardLive, expectNoAxeViolations, test } from './helpers.mjs';

// Ten boards per page, each from the one board module: on a busy machine
// drawing them all takes more than the default time.
test.describe.configure({ timeout: 120_000 });

const PAGES = [
  { file: 'conseils.html', lang: 'fr', title: 'Conseils pour bien débuter', other: 'tips.html' },
  { file: 'tips.html', lang: 'en', title: 'Tips for beginners', other: 'conseils.html' },
];

const click = clickMove;

const notice = (board) => board.locator('[data-notice]');

for (const { file, lang, title, other } of PAGES) {
  test(`${file}: every board is drawn live, none blank or misconfigured`, async ({ page }) => {
    await page.goto(`./${file}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('h1')).toHaveText(title);
    const hosts = await expectEveryBoardLive(page, 10);
    // Every tip is an exercise, waiting for its answer.
    for (const state of await hosts.locator('[data-embed-state]').evaluateAll((list) => list.map((e) => e.dataset.embedState))) {
      expect(state).not.toBe('solved');
    }
    expect(await hosts.locator('[data-embed-state]').count()).toBe(await hosts.count());
    await expect(page.locator('iframe')).toHaveCount(0);
    // The page in the other language, both ways.
    await expect(page.locator(`link[rel="alternate"][href="${other}"]`)).toHaveCount(1);
    await page.locator(`header a[href="${other}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${other.replace('.', '\\.')}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'fr' ? 'en' : 'fr');
  });

  test(`${file} passes axe-core`, async ({ page }) => {
    await page.goto(`./${file}`);
    await drawnBoard(page, '#menace');
    await expectNoAxeViolations(page);
  });
}

test('a tip refuses a good-looking move and accepts its answer (conseils.html)', async ({ page }) => {
  await page.goto('./conseils.html');
  const board = await drawnBoard(page, '#coordination');
  // Fxh7+ mates too, later: not the move the tip asks for.
  await click(board, 'd3', 'h7');
  await expect(notice(board)).toContainText("n'est pas celui qu'on cherche");
  await expect(board.locator('[data-square="d3"] [data-piece]')).toHaveAttribute('data-piece', 'wB');
  await click(board, 'h5', 'h7');
  await expect(notice(board)).toContainText('Bravo');
  await expect(board.locator('[data-square="h7"] [data-piece]')).toHaveAttribute('data-piece', 'wQ');
  await expect(board.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'solved');
});

test('a tip is answered, and its reply played, in English (tips.html)', async ({ page }) => {
  await page.goto('./tips.html');
  const board = await drawnBoard(page, '#coups-forces');
  await click(board, 'd5', 'e7');
  await expect(notice(board)).toContainText('Well done');
  await expect(board.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'solved');
  // The reply, Kh8 Nxc6 bxc6: the fork has won the queen for the knight.
  await expect(board.locator('[data-square="c6"] [data-piece]')).toHaveAttribute('data-piece', 'bP');
  await expect(board.locator('[data-square="h8"] [data-piece]')).toHaveAttribute('data-piece', 'bK');
});

for (const [query, file, title] of [
  ['?learn', 'conseils.html', 'Conseils pour bien débuter'],
  ['?learn&lang=en', 'tips.html', 'Tips for beginners'],
]) {
  test(`the course's list of lessons (${query}) leads to ${file}`, async ({ page }) => {
    await page.goto(`./${query}`);
    await expect(page.locator('[data-lesson]').first()).toBeVisible();
    const link = page.locator('[data-action="tips"]');
    await expect(link).toHaveAttribute('href', file);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${file.replace('.', '\\.')}$`));
    await expect(page.locator('h1')).toHaveText(title);
  });
}

test('the rules page leads to the tips, from its header and its end', async ({ page }) => {
  await page.goto('./regles.html');
  await expect(page.locator('header a[href="conseils.html"]')).toBeVisible();
  await page.locator('footer a[href="conseils.html"]').click();
  await expect(page).toHaveURL(/conseils\.html$/);
  await expect(page.locator('h1')).toHaveText('Conseils pour bien débuter');
});
