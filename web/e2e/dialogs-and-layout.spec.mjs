// Faults a player found (issue 16): every dialog closes on Escape and gives
// the focus back; « Abandonner » waits for a game to lose; the options
// summary never runs into its chevron; on a phone the display settings are
// one small pill, and the top bar fits the screen (issue 32).
import { test, expect, openApp, openOptions, clickMove } from './helpers.mjs';

const focusedAction = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-action') ?? null);

test('Escape closes the export and import dialogs and the focus goes back', async ({ page }) => {
  await openApp(page);
  for (const [open, dialog] of [
    ['open-export', '.export-dialog'],
    ['open-import', '.import-dialog'],
  ]) {
    await page.locator(`[data-action="${open}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(dialog)).toBeVisible();
    // The focus is inside the dialog, so the keyboard works there.
    expect(await page.evaluate((d) => document.querySelector(d)?.contains(document.activeElement), dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator(dialog)).toHaveCount(0);
    expect(await focusedAction(page)).toBe(open);
  }
  // Escape also closes a dialog whose focus went to the page behind it.
  await page.locator('[data-action="open-export"]').click();
  await page.locator('.dialog-backdrop').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Escape');
  await expect(page.locator('.export-dialog')).toHaveCount(0);
});

test('resigning waits for a move, and Escape takes the confirmation back', async ({ page }) => {
  await openApp(page);
  const resign = page.locator('[data-action="resign"]');
  await expect(resign).toBeDisabled();
  await clickMove(page, 'e2', 'e4');
  await expect(resign).toBeEnabled();
  await resign.click();
  await expect(page.locator('[role="alertdialog"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[role="alertdialog"]')).toHaveCount(0);
  expect(await focusedAction(page)).toBe('resign');
  await expect(page.locator('.move-result')).toHaveCount(0);
});

test('the options summary keeps clear of its chevron', async ({ page }) => {
  for (const viewport of [{ width: 1280, height: 820 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await openApp(page);
    await openOptions(page);
    await page.locator('[data-choice="opponent"][data-value="computer"]').click();
    await page.locator('[data-choice="level"][data-value="8"]').click();
    await page.locator('[data-setting="touch-move"]').check();
    const text = page.locator('.options-summary');
    await expect(text).toContainText('niveau 8');
    await expect(text).toContainText('pièce touchée');
    const geometry = await page.evaluate(() => {
      const summary = document.querySelector('.game-options');
      const span = document.querySelector('.options-summary');
      const after = getComputedStyle(summary, '::after');
      const range = document.createRange();
      range.selectNodeContents(span);
      const textRight = Math.max(...[...range.getClientRects()].map((r) => r.right));
      const box = summary.getBoundingClientRect();
      // The chevron: `right` from the summary's edge, `width` wide, turned 45°.
      const chevronLeft = box.right - parseFloat(after.right) - parseFloat(after.width) * Math.SQRT2;
      return { textRight, chevronLeft };
    });
    expect(geometry.textRight).toBeLessThanOrEqual(geometry.chevronLeft - 4);
  }
});

test('on a phone the display settings are one small pill, named for screen readers', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openApp(page);
  const pill = page.locator('.preferences > summary');
  await expect(pill).toBeVisible();
  const box = await pill.boundingBox();
  // One line: no taller than the 38-pixel touch target, and narrow.
  expect(box.height).toBeLessThanOrEqual(40);
  expect(box.width).toBeLessThanOrEqual(60);
  await expect(pill).toHaveAccessibleName('Affichage et son');
  // The title beside it stays on one line too.
  const title = await page.locator('header h1, .topbar h1').first().boundingBox();
  expect(title.height).toBeLessThan(60);
});

// Issue 32, item 9: with « Apprendre » and « Jouer en ligne » the top bar
// was 455 px wide in French, 426 in English: a phone zoomed the page out
// and cut the language switch. A phone's browser widens its layout to the
// page's content, so the page's width is compared with the screen's, not
// with innerWidth (which grows with it).
for (const width of [360, 390]) {
  test.describe(`on a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    for (const lang of ['fr', 'en']) {
      test(`the page is as wide as the screen, in ${lang}, its language switch whole`, async ({ page }) => {
        await openApp(page, lang === 'en' ? '?lang=en' : '');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        const switcher = page.locator('.topbar .lang-switch');
        await expect(switcher).toBeInViewport({ ratio: 1 });
        for (const entry of ['learn', 'play-online']) {
          await expect(page.locator(`.topbar [data-action="${entry}"]`)).toBeInViewport({ ratio: 1 });
        }
      });
    }
  });
}
