// Drawing on the board (#26): arrows with the right button, circles with a
// right-click, the colours of the modifier keys, the same drawing again
// rubbing it out, a left click clearing, the « Dessiner » switch for touch
// screens, the keyboard; the drawings of a position kept across a reload,
// exported as %cal/%csl and imported back; the analysis board draws too.
import { test, expect, openApp, square, clickMoves, closeDialog, expectNoAxeViolations } from './helpers.mjs';

/** The centre of a square, in the page's pixels. */
async function centre(page, name) {
  const box = await square(page, name).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** A drag with `button` from one square's centre to another's (the same
 * square: a click), with the modifier keys held. */
async function drag(page, from, to, { button = 'right', modifiers = [] } = {}) {
  for (const key of modifiers) await page.keyboard.down(key);
  const [x1, y1] = await centre(page, from);
  const [x2, y2] = await centre(page, to);
  await page.mouse.move(x1, y1);
  await page.mouse.down({ button });
  await page.mouse.move(x2, y2, { steps: 4 });
  await page.mouse.up({ button });
  for (const key of modifiers.reverse()) await page.keyboard.up(key);
}

const arrow = (page, uci) => page.locator(`.app [data-arrow="${uci}"]`);
const circle = (page, name) => page.locator(`.app [data-circle="${name}"]`);
const drawings = (page) => page.locator('.app [data-arrow], .app [data-circle]');

/** Imports `text` with the import dialog. */
async function importing(page, text) {
  await page.locator('[data-action="open-import"]').click();
  await page.locator('[data-import-text]').fill(text);
  await page.locator('[data-action="import"]').click();
}

/** The PGN the export dialog shows. */
async function exported(page) {
  await page.locator('[data-action="open-export"]').click();
  const field = page.locator('[data-export="pgn"]');
  await expect(field).toHaveValue(/\d\./);
  const pgn = await field.inputValue();
  await closeDialog(page, 'export');
  return pgn;
}

test('the right button draws arrows and circles in four colours; again rubs out, a left click clears', async ({ page }) => {
  await openApp(page);
  await drag(page, 'e2', 'e4');
  await expect(arrow(page, 'e2e4')).toHaveAttribute('data-color', 'green');
  await drag(page, 'd4', 'd4');
  await expect(circle(page, 'd4')).toHaveAttribute('data-color', 'green');
  await drag(page, 'g1', 'f3', { modifiers: ['Shift'] });
  await expect(arrow(page, 'g1f3')).toHaveAttribute('data-color', 'red');
  await drag(page, 'e5', 'e5', { modifiers: ['Alt'] });
  await expect(circle(page, 'e5')).toHaveAttribute('data-color', 'blue');
  await drag(page, 'b1', 'c3', { modifiers: ['Shift', 'Alt'] });
  await expect(arrow(page, 'b1c3')).toHaveAttribute('data-color', 'yellow');
  // The same place in another colour recolours it.
  await drag(page, 'd4', 'd4', { modifiers: ['Shift'] });
  await expect(circle(page, 'd4')).toHaveAttribute('data-color', 'red');
  await expect(drawings(page)).toHaveCount(5);
  // No browser menu came up, and no move was played.
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The same drawing again rubs it out.
  await drag(page, 'e2', 'e4');
  await expect(arrow(page, 'e2e4')).toHaveCount(0);
  await drag(page, 'd4', 'd4', { modifiers: ['Shift'] });
  await expect(circle(page, 'd4')).toHaveCount(0);
  await expect(drawings(page)).toHaveCount(3);

  // A left click clears the position's drawings.
  await square(page, 'e6').click();
  await expect(drawings(page)).toHaveCount(0);
});

test('drawings stay on their position, survive a reload, and travel in the PGN', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5']);
  await drag(page, 'g1', 'f3');
  await drag(page, 'd4', 'd4', { modifiers: ['Shift'] });
  await expect(drawings(page)).toHaveCount(2);

  // An earlier position has none; drawn there, they stay there.
  await page.locator('[data-nav="first"]').click();
  await expect(drawings(page)).toHaveCount(0);
  await drag(page, 'e2', 'e4', { modifiers: ['Alt'] });
  await expect(arrow(page, 'e2e4')).toHaveAttribute('data-color', 'blue');
  await page.locator('[data-nav="last"]').click();
  await expect(arrow(page, 'e2e4')).toHaveCount(0);
  await expect(arrow(page, 'g1f3')).toHaveAttribute('data-color', 'green');

  // Kept in the saved game.
  await page.reload();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(arrow(page, 'g1f3')).toHaveAttribute('data-color', 'green');
  await expect(circle(page, 'd4')).toHaveAttribute('data-color', 'red');

  // Exported as %cal/%csl, each on its position; once the module of
  // openings is there (it loads after a move, when the page is idle), so
  // that this export and the one after the import both name the opening.
  await expect(page.locator('[data-opening]')).not.toBeEmpty();
  const pgn = await exported(page);
  expect(pgn).toContain('{[%cal Be2e4]}');
  expect(pgn).toContain('e5 {[%cal Gg1f3] [%csl Rd4]}');

  // The export imports back to the same game, drawings and all, and is
  // exported again the same.
  await page.locator('[data-action="new-game"]').click();
  await expect(drawings(page)).toHaveCount(0);
  await importing(page, pgn);
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(2);
  await expect(arrow(page, 'g1f3')).toHaveAttribute('data-color', 'green');
  await expect(circle(page, 'd4')).toHaveAttribute('data-color', 'red');
  expect(await exported(page)).toBe(pgn);

  // The analysis board shows them, and draws on its own positions.
  await page.locator('[data-action="analyse"]').click();
  const analysis = page.locator('[data-screen="analysis"]');
  await expect(analysis.locator('[data-arrow="g1f3"]')).toHaveAttribute('data-color', 'green');
  await expect(analysis.locator('[data-circle="d4"]')).toHaveAttribute('data-color', 'red');
  await drag(page, 'f8', 'c5', { modifiers: ['Shift'] });
  await expect(analysis.locator('[data-arrow="f8c5"]')).toHaveAttribute('data-color', 'red');
  await page.locator('[data-action="leave-analysis"]').click();
  // What was drawn there is the game's too.
  await expect(arrow(page, 'f8c5')).toHaveAttribute('data-color', 'red');
  expect(await exported(page)).toContain('e5 {[%cal Gg1f3] [%csl Rd4] [%cal Rf8c5]}');
});

test('the keyboard draws: D on a square, then D on the target', async ({ page }) => {
  await openApp(page);
  await square(page, 'a1').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await expect(square(page, 'e2')).toBeFocused();
  await page.keyboard.press('d');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('d');
  await expect(arrow(page, 'e2e4')).toHaveAttribute('data-color', 'green');
  // On one square, with Shift: a red circle.
  await page.keyboard.press('d');
  await page.keyboard.press('Shift+D');
  await expect(circle(page, 'e4')).toHaveAttribute('data-color', 'red');
  // Nothing was played.
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(0);
});

test('the « Dessiner » switch makes the main button draw instead of moving', async ({ page }) => {
  await openApp(page);
  const toggle = page.locator('[data-choice="draw"]');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await drag(page, 'e2', 'e4', { button: 'left' });
  await expect(arrow(page, 'e2e4')).toHaveAttribute('data-color', 'green');
  await square(page, 'd4').click();
  await expect(circle(page, 'd4')).toHaveAttribute('data-color', 'green');
  await expect(page.locator('[data-square="e2"] [data-piece="wP"]')).toHaveCount(1);
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Off again: the board moves, and a click clears.
  await toggle.click();
  await clickMoves(page, ['e2e4']);
  await expect(page.locator('.move-list [data-ply]')).toHaveCount(1);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a finger draws once the switch is on', async ({ page }) => {
    await openApp(page);
    await page.locator('[data-choice="draw"]').tap();
    const touch = await page.context().newCDPSession(page);
    const [x1, y1] = await centre(page, 'g1');
    const [x2, y2] = await centre(page, 'f3');
    const point = (x, y) => [{ x, y, id: 1 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(x1, y1) });
    for (let step = 1; step <= 4; step += 1) {
      const [x, y] = [x1 + ((x2 - x1) * step) / 4, y1 + ((y2 - y1) * step) / 4];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(arrow(page, 'g1f3')).toHaveAttribute('data-color', 'green');
    await square(page, 'c6').tap();
    await expect(circle(page, 'c6')).toHaveCount(1);
    await expect(page.locator('[data-square="g1"] [data-piece="wN"]')).toHaveCount(1);
  });
});
