// Shared helpers for the end-to-end tests: open the app and wait until it
// has really rendered, play moves through the DOM contract, and fail any
// test during which the page threw (a Rust panic in wasm does) or a wasm
// module was started the way wasm-bindgen calls deprecated.
import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What wasm-bindgen's glue logs, as a warning, when its init is given a bare
 * path or module instead of `{ module_or_path }` (issue 32, item 13). The
 * page's console also carries its workers' (the engine's).
 */
export const DEPRECATED_INIT = /deprecated parameters for the initialization function/;

export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || DEPRECATED_INIT.test(message.text())) errors.push(message.text());
    });
    await use(page);
    expect(errors, 'errors in the page').toEqual([]);
  },
});
export { expect };

export const square = (page, name) => page.locator(`[data-square="${name}"]`);
export const pieceOn = (page, name) => square(page, name).locator('[data-piece]');

/** Opens the app (with an optional query string) and waits for the board. */
export async function openApp(page, query = '') {
  await page.goto(`./${query}`);
  await waitForBoard(page);
}

/** Waits until the app's board has rendered, as openApp does, without navigating. */
export async function waitForBoard(page) {
  // The app has rendered when the 64 squares and a king are in the DOM, and
  // the piece images have loaded.
  // The live board, not the one prerendered into index.html. Watched in
  // the page first, every 30 ms: the app starts some 0.5–1 s after the
  // navigation, when `expect`'s retries have slowed to one every 500 ms
  // (a quarter of a second lost per page on average). The expectations
  // below then pass at once, or say what is missing.
  await page
    .waitForFunction(
      () =>
        document.querySelector('[data-prerendered]') === null &&
        document.querySelectorAll('[data-square]').length === 64,
      null,
      { polling: 30, timeout: 5_000 },
    )
    .catch(() => {});
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(page.locator('[data-piece="wK"]').first()).toBeVisible();
  // Every piece drawn: the SVG sprite, or on a board, soon after the page
  // has loaded, its picture at the pieces' size (web/pieces/piece-bitmaps.js).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-piece]')].every((p) =>
      /^url\("data:image\/(svg\+xml,|png;base64,)/.test(getComputedStyle(p).backgroundImage),
    ),
  );
}

/** Expects `code` (such as "wK") on `name`, or an empty square for null. */
export async function expectPiece(page, name, code) {
  if (code === null) {
    await expect(pieceOn(page, name)).toHaveCount(0);
  } else {
    await expect(pieceOn(page, name)).toHaveAttribute('data-piece', code);
  }
}

/** Plays a move by clicking its two squares. */
export async function clickMove(page, from, to) {
  await square(page, from).click();
  await square(page, to).click();
}

/** Plays moves given as UCI ("e2e4"), checking each lands. */
export async function clickMoves(page, ucis) {
  for (const uci of ucis) {
    const from = uci.slice(0, 2);
    const to = uci.slice(2, 4);
    const code = await pieceOn(page, from).getAttribute('data-piece');
    await clickMove(page, from, to);
    await expectPiece(page, to, code);
  }
}

export const status = (page) => page.getByRole('status');

/** The size at which the page's browser decodes the PNG `bytes` (a
 *  broken image rejects): [width, height]. */
export function decodedPngSize(page, bytes) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, bytes.toString('base64'));
}

/** The embedded board of the host element `selector` (a `data-roque`
 *  element), once its element holds it: in its iframe, or in its shadow
 *  root (Playwright's CSS locators pierce it). */
export async function boardIn(page, selector) {
  const host = page.locator(selector);
  await host.scrollIntoViewIfNeeded();
  await expect(host.locator('.embed, iframe').first()).toBeAttached({ timeout: 30_000 });
  const framed = (await host.locator('iframe').count()) > 0;
  const board = framed ? host.locator('iframe').contentFrame() : host;
  await expect(board.locator('.embed')).toBeVisible({ timeout: 30_000 });
  return board;
}

/** As `boardIn`, once the board is drawn whole: its squares and pieces. */
export async function drawnBoard(page, selector) {
  const board = await boardIn(page, selector);
  await expect(board.locator('[data-square]')).toHaveCount(64);
  await expect(board.locator('[data-piece]').first()).toBeVisible();
  return board;
}

/**
 * Expects every `data-roque` element of a page of boards (regles.html,
 * conseils.html, tips.html), at least `min` of them, to become a live board
 * in the page: scrolled to, drawn whole in its shadow root (64 squares, its
 * pieces painted by the board's stylesheet), within its element, none
 * refused for a bad option. Returns their locator.
 */
export async function expectEveryBoardLive(page, min) {
  const hosts = page.locator('[data-roque]');
  const count = await hosts.count();
  expect(count).toBeGreaterThanOrEqual(min);
  for (let i = 0; i < count; i += 1) {
    const host = hosts.nth(i);
    await host.scrollIntoViewIfNeeded();
    await expect(host.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
    await expect(host.locator('[data-embed-invalid]')).toHaveCount(0);
    // The board fits in its element: nothing cut.
    const box = await host.boundingBox();
    const board = await host.locator('.board').boundingBox();
    expect(board.width).toBeGreaterThan(150);
    expect(board.y + board.height).toBeLessThanOrEqual(box.y + box.height + 1);
    // Its pieces are drawn by the board's stylesheet in its shadow root.
    await expect(host.locator('[data-piece]').first()).toHaveCSS('background-image', /^url\("data:image\/svg\+xml,/);
  }
  return hosts;
}

// axe-core, from node_modules (pinned in package.json). Evaluated in the
// page through the DevTools protocol rather than added as a <script> tag:
// the page's Content-Security-Policy would refuse an inline script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the whole page and returns its violations, each as
 * "rule: target (summary)" so that a failure says what to fix.
 */
export async function axe(page) {
  // Colours are measured at rest: a theme change is a transition.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getComputedTiming().iterations === Infinity),
  );
  const injected = await page.evaluate(() => typeof window.axe === 'object');
  if (!injected) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary})`),
  );
}

/** Expects axe-core to find nothing wrong on the page as it is now. */
export async function expectNoAxeViolations(page) {
  expect(await axe(page), 'axe-core violations').toEqual([]);
}

/** Opens the game's options (opponent, clock, touch-move…), a dialog of the
 * module of tools, unless they are open. */
export async function openOptions(page) {
  const dialog = page.locator('[data-dialog="options"]');
  if ((await dialog.count()) === 0) await page.locator('[data-action="options"]').click();
  await expect(dialog).toBeVisible();
}

/** Opens the history of finished games, a dialog of the module of tools. */
export async function openHistory(page) {
  await page.locator('[data-action="history"]').click();
  await expect(page.locator('[data-dialog="history"]')).toBeVisible();
}

/** Closes the dialog `name` ("options", "share", "history") with its
 * button, which gives the page back. */
export async function closeDialog(page, name) {
  await page.locator(`[data-action="close-${name}"]`).click();
  await expect(page.locator(`[data-dialog="${name}"]`)).toHaveCount(0);
}

/** Plays e2-e4 against the computer at level 1 and waits for its answer: its worker runs. */
export async function computerAnswers(page) {
  const app = page.locator('.app');
  for (const [choice, value] of [['opponent', 'computer'], ['colour', 'white'], ['level', '1']]) {
    await openOptions(page);
    await page.locator(`[data-choice="${choice}"][data-value="${value}"]`).click();
  }
  await closeDialog(page, 'options');
  await expect(app).toHaveAttribute('data-opponent', 'computer');
  await page.locator('[data-square="e2"]').click();
  await page.locator('[data-square="e4"]').click();
  await expectPiece(page, 'e4', 'wP');
  await expect(page.locator('.move-list .san:not(.empty)')).toHaveCount(2, { timeout: 15_000 });
  await expect(app).toHaveAttribute('data-thinking', 'false');
}
