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

/** The middle of a square of the prerendered board, in the page's pixels. */
async function prerenderedCenter(page, name) {
  const box = await page.locator(`[data-prerendered] [data-square="${name}"]`).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
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

test('a piece dragged on the first screen, before the app, is played once the app takes over', async ({ page }) => {
  // Issue 32, item 10: the press was replayed, the drag lost. A slow phone
  // shows this screen for a second or more.
  const release = await holdTheWasm(page);
  await page.goto('./');
  await expect(page.locator('[data-prerendered] [data-piece="wK"]')).toBeVisible();
  const from = await prerenderedCenter(page, 'g1');
  const to = await prerenderedCenter(page, 'f3');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
  }
  // The piece follows the pointer, as on the live board.
  await expect(page.locator('[data-prerendered] .drag-ghost')).toBeVisible();
  await page.mouse.up();
  await expect(page.locator('[data-prerendered] .drag-ghost')).toHaveCount(0);
  // Dropped on one of its squares: the move shows here at once.
  await expect(page.locator('[data-prerendered] [data-square="f3"] [data-piece="wN"]')).toHaveCount(1);
  await expect(page.locator('[data-prerendered] [data-square="g1"] [data-piece]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-prerender-pressed', 'g1 f3');
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(square(page, 'f3').locator('[data-piece]')).toHaveAttribute('data-piece', 'wN');
  await expect(square(page, 'g1').locator('[data-piece]')).toHaveCount(0);
  await expect(page.locator('.move-list .san:not(.empty)')).toHaveText(['Cf3']);
});

test('a piece dragged with a finger on the first screen is played too', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const release = await holdTheWasm(page);
  await page.goto('./');
  await expect(page.locator('[data-prerendered] [data-piece="wK"]')).toBeVisible();
  const from = await prerenderedCenter(page, 'e2');
  const to = await prerenderedCenter(page, 'e4');
  // Real touch input, as the browser's own touch screen would send it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 8; i++) {
    const point = { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(page.locator('html')).toHaveAttribute('data-prerender-pressed', 'e2 e4');
  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(square(page, 'e4').locator('[data-piece]')).toHaveAttribute('data-piece', 'wP');
  await expect(square(page, 'e2').locator('[data-piece]')).toHaveCount(0);
  await context.close();
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
