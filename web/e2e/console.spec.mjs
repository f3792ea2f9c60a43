// Every wasm module of every page starts the way wasm-bindgen asks (issue
// 32, item 13): its glue warns « using deprecated parameters for the
// initialization function » in the console when given a bare path or
// module. Each page here is opened and its modules made to load: the app
// (its own wasm, the module of openings, the module of tools, the module of
// diagrams, the engine's worker), the course (and its diagrams), online
// play, the embedded boards in both forms (the frame's diagrams), and the
// one-file build (the app, its worker, its modules, the course).
//
// The helpers' fixture fails a test on console errors, which the online
// page logs for its socket with no relay behind the test server: these
// tests collect the page's errors and that warning themselves.
import { test as base, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEPRECATED_INIT, clickMoves, computerAnswers, expectEveryBoardLive, waitForBoard } from './helpers.mjs';

const single = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist-single/roque.html');

const test = base.extend({
  page: async ({ page }, use) => {
    const said = [];
    page.on('pageerror', (error) => said.push(error.message));
    page.on('console', (message) => {
      if (DEPRECATED_INIT.test(message.text())) said.push(message.text());
    });
    await use(page);
    expect(said, 'deprecated initialisations and errors').toEqual([]);
  },
});

/** The app's own modules: openings after a move, tools, diagrams, the engine's worker. */
async function everyModuleOfTheApp(page) {
  await clickMoves(page, ['e2e4', 'e7e5']);
  await expect(page.locator('[data-opening]')).not.toBeEmpty();
  await page.locator('[data-action="open-import"]').click();
  await expect(page.locator('[data-import-text]')).toBeVisible();
  await page.locator('[data-action="close-import"]').click();
  await page.locator('[data-action="open-export"]').click();
  await expect(page.locator('[data-diagram-panel] img[data-diagram-preview]')).toBeVisible();
  await page.locator('[data-action="close-export"]').click();
  await page.locator('[data-action="new-game"]').click();
  await computerAnswers(page);
}

test('the app, its modules and its engine start without a deprecated initialisation', async ({ page }) => {
  await page.goto('./');
  await waitForBoard(page);
  await everyModuleOfTheApp(page);
});

test('the course starts without a deprecated initialisation', async ({ page }) => {
  await page.goto('./learn.html?learn=rook');
  await expect(page.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
  // Its module of diagrams, from the course's own page script.
  await page.locator('[data-exercise-diagram] summary').click();
  await expect(page.locator('[data-exercise-diagram] [data-action="download-svg"]')).toBeEnabled();
});

test('online play starts without a deprecated initialisation', async ({ page }) => {
  await page.goto('./online.html?online');
  // Its module started: the form, or, this server having no relay (/ws
  // answers 404), the notice that replaces it once the socket fails.
  await expect(page.locator('[data-online="setup"], [data-notice="needs-relay"]').first()).toBeVisible();
});

test('the embedded boards start without a deprecated initialisation', async ({ page }) => {
  // The module form (roque-embed.js), several boards on one page.
  await page.goto('./regles.html');
  await expectEveryBoardLive(page, 2);
  // The iframe form's own page (roque-board-frame.js).
  await page.goto('./embed.html?fen=' + encodeURIComponent('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1') + '&download=on');
  await expect(page.locator('[data-square]')).toHaveCount(64);
  // Its module of diagrams (download=on).
  await expect(page.locator('[data-action="download-svg"]')).toBeEnabled();
});

test('the one-file build starts without a deprecated initialisation', async ({ page }) => {
  expect(existsSync(single), `${single} is missing: run make single`).toBe(true);
  await page.goto(pathToFileURL(single).href);
  await waitForBoard(page);
  await everyModuleOfTheApp(page);
  await page.goto(`${pathToFileURL(single).href}?learn=rook`);
  await expect(page.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
});
