// « Diagramme » in the export dialog: the position shown as an SVG and a
// PNG (1× and 2×), downloaded and read back — the SVG parsed in the page,
// its pieces on their squares; the PNG decoded by the browser at the size
// the dialog announces — in the board's colours and the print theme, and
// copied to the clipboard as an image.
import { readFile } from 'node:fs/promises';
import { test, expect, openApp, clickMoves, decodedPngSize } from './helpers.mjs';

/** The width and height of a PNG, from its header (IHDR). */
function pngSize(bytes) {
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

async function openExport(page) {
  await page.locator('[data-action="open-export"]').click();
  await expect(page.locator('[data-diagram-panel] img[data-diagram-preview]')).toBeVisible();
}

async function downloaded(page, action) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-action="${action}"]`).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test.describe('the export dialog', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('downloads the position as SVG and PNG, at the size it announces', async ({ page }) => {
    // The diagrams' writer is a module of its own (roque-diagram), loaded
    // the first time a diagram is shown, not with the game.
    const fetched = [];
    page.on('request', (request) => fetched.push(request.url()));
    await openApp(page);
    await clickMoves(page, ['e2e4', 'e7e5', 'g1f3']);
    await expect(page.locator('[data-opening]')).not.toBeEmpty();
    expect(fetched.some((url) => url.includes('roque-diagram'))).toBe(false);
    await openExport(page);
    expect(fetched.some((url) => url.includes('roque-diagram'))).toBe(true);
    await expect(page.locator('[data-diagram-waiting]')).toHaveCount(0);
    // The preview is an image of the SVG: nothing of it stands in the page
    // beside the board's squares.
    await expect(page.locator('[data-diagram-panel] [data-piece]')).toHaveCount(0);
    expect(await page.locator('[data-diagram-preview]').evaluate((img) => img.complete && img.naturalWidth)).toBe(360);

    const svg = await downloaded(page, 'download-svg');
    expect(svg.name).toMatch(/^roque-\d{4}-\d{2}-\d{2}.*\.svg$/);
    // Parsed by the browser's XML parser: valid, with the pieces of the
    // position on their squares.
    const pieces = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      if (doc.querySelector('parsererror')) return null;
      return [...doc.querySelectorAll('[data-piece]')].map((n) => `${n.getAttribute('data-piece')}@${n.getAttribute('data-square')}`);
    }, svg.bytes.toString('utf8'));
    expect(pieces).toHaveLength(32);
    expect(pieces).toContain('wN@f3');
    expect(pieces).toContain('bP@e5');
    expect(pieces).not.toContain('wN@g1');

    // 2× by default, then 1×: each PNG as large as announced.
    for (const scale of ['2', '1']) {
      await page.locator(`[data-png-scale="${scale}"]`).check();
      const announced = (await page.locator('[data-png-size]').getAttribute('data-png-size')).split('x').map(Number);
      const png = await downloaded(page, 'download-png');
      expect(png.name).toMatch(/\.png$/);
      expect(pngSize(png.bytes)).toEqual(announced);
      expect(announced[0]).toBe(360 * Number(scale));
      // The browser decodes it: an image of that size, not a broken one.
      const decoded = await decodedPngSize(page, png.bytes);
      expect(decoded).toEqual(announced);
    }
  });

  test('the print theme draws in black and white; the image goes to the clipboard', async ({ page }) => {
    await openApp(page);
    await clickMoves(page, ['d2d4']);
    await openExport(page);
    await page.locator('[data-diagram-theme="print"]').check();
    await expect(page.locator('[data-diagram-preview="print"]')).toHaveCount(1);
    const svg = await downloaded(page, 'download-svg');
    expect(svg.bytes.toString('utf8')).toContain('-hatch');
    await page.locator('[data-action="copy-image"]').click();
    await expect(page.locator('[data-diagram-result="ok"]')).toBeVisible();
    const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((item) => item.types));
    expect(types).toContain('image/png');
  });
});

test("an exercise of the course gives its diagram, with its question as the caption", async ({ page }) => {
  const fetched = [];
  page.on('request', (request) => fetched.push(request.url()));
  await page.goto('./?learn=checkmate');
  const diagram = page.locator('[data-exercise-diagram]');
  await expect(diagram).toBeVisible();
  // Folded, it asks for nothing: the module of diagrams comes when it is
  // unfolded.
  expect(fetched.some((url) => url.includes('roque-diagram'))).toBe(false);
  await diagram.locator('summary').click();
  await expect(diagram.locator('[data-action="download-svg"]')).toBeEnabled();
  expect(fetched.some((url) => url.includes('roque-diagram'))).toBe(true);
  const prompt = await page.locator('[data-prompt]').textContent();
  const svg = await downloaded(page, 'download-svg');
  expect(svg.name).toBe('roque-checkmate-1.svg');
  const caption = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return doc.querySelector('[data-caption]')?.textContent;
  }, svg.bytes.toString('utf8'));
  expect(caption).toBe(prompt);
  const png = await downloaded(page, 'download-png');
  const [width, height] = pngSize(png.bytes);
  expect(width).toBe(720);
  expect(height).toBeGreaterThan(700);
});

test('the diagram says so when its module cannot load, and comes once it can', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4']);
  // The page's loader fails once (offline before the service worker kept
  // the module): the buttons say why, and the next opening tries again.
  await page.evaluate(() => {
    globalThis.realDiagram = globalThis.roqueDiagram;
    globalThis.roqueDiagram = () => Promise.reject(new Error('offline'));
  });
  await page.locator('[data-action="open-export"]').click();
  await expect(page.locator('[data-diagram-result="unavailable"]')).toBeVisible();
  await expect(page.locator('[data-action="download-svg"]')).toBeDisabled();
  await expect(page.locator('[data-diagram-preview]')).toHaveCount(0);
  await page.locator('[data-action="close-export"]').click();
  await page.evaluate(() => {
    globalThis.roqueDiagram = globalThis.realDiagram;
  });
  await openExport(page);
  await expect(page.locator('[data-diagram-result="unavailable"]')).toHaveCount(0);
  await expect(page.locator('[data-action="download-svg"]')).toBeEnabled();
});
