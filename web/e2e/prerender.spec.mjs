// The first screen prerendered into index.html at build time (roque-prerender,
// scripts/post-build.mjs): painted before the wasm, given way to the app,
// dropped at once where the page opens on anything else.
import { test, expect, openApp, square } from './helpers.mjs';

// The service worker would serve the wasm past page.route.
test.use({ serviceWorkers: 'block' });

/** Holds the app's wasm back until the returned function is called. */
async function holdTheWasm(page) {
  let release;
  const gate = new Promise((done) => (release = done));
  await page.route(/roque-app-[^/]*_bg\.wasm$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test('index.html holds the start position, drawn by the app\'s own board', async ({ page }) => {
  const html = await (await page.request.get('./')).text();
  const screen = html.slice(html.indexOf('<div data-prerendered'), html.indexOf('<!-- /prerendered -->'));
  expect(screen.match(/data-square="[a-h][1-8]"/g)).toHaveLength(64);
  expect(screen.match(/data-piece="/g)).toHaveLength(32);
  expect(screen).toContain('data-square="e1"');
  expect(screen).toContain('class="app"');
});

test('the board is on screen before the wasm, and a square pressed meanwhile is answered', async ({ page }) => {
  const release = await holdTheWasm(page);
  await page.goto('./');
  await expect(page.locator('[data-prerendered] [data-square]')).toHaveCount(64);
  await expect(page.locator('[data-prerendered] [data-piece="wK"]')).toBeVisible();
  // The piece shows its moves at once, as the reducer wrote them at build
  // time; the press is kept for the app.
  await square(page, 'e2').click();
  await expect(page.locator('[data-prerendered] [data-legal]')).toHaveCount(2);
  await expect(page.locator('[data-prerendered] [data-square="e3"]')).toHaveAttribute('data-legal', '');
  await expect(page.locator('[data-prerendered] [data-square="e2"]')).toHaveClass(/\bselected\b/);
  // Another piece: its own moves; an empty square or the same piece again: none.
  await square(page, 'g1').click();
  await expect(page.locator('[data-prerendered] [data-legal]')).toHaveCount(2);
  await expect(page.locator('[data-prerendered] [data-square="h3"]')).toHaveAttribute('data-legal', '');
  await square(page, 'g1').click();
  await expect(page.locator('[data-prerendered] [data-legal]')).toHaveCount(0);
  await expect(page.locator('[data-prerendered] .selected')).toHaveCount(0);
  await square(page, 'e2').click();
  await expect(page.locator('html')).toHaveAttribute('data-prerender-pressed', 'e2 g1 g1 e2');
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(page.locator('[data-legal]')).toHaveCount(2);
  await expect(square(page, 'e4')).toHaveAttribute('data-legal', '');
});

test('a saved game, or an address of its own, never shows the start position first', async ({ page }) => {
  await openApp(page);
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await expect(page.locator('[data-piece="wP"]').first()).toBeVisible();
  const release = await holdTheWasm(page);
  // A saved game: the prerendered start position is dropped before it is painted.
  await page.reload();
  await expect(page.locator('body')).toBeAttached();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-square]')).toHaveCount(0);
  // Another screen (the editor) likewise, on a fresh storage.
  await page.evaluate(() => localStorage.clear());
  await page.goto('./?edit');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-square]')).toHaveCount(0);
  release();
  await expect(page.locator('[data-edit-square]')).toHaveCount(64);
});
