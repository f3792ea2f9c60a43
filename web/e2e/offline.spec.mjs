// Offline and the Content-Security-Policy: the app keeps playing with the
// network off after one visit, a new version waits for the player's consent,
// the one-file build plays from file://, and no page breaks its own policy.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test, expect, clickMoves, computerAnswers, expectPiece, openApp, waitForBoard } from './helpers.mjs';
import { serve } from './serve.mjs';
import { inlineScripts, scriptHash } from '../../scripts/csp.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = resolve(root, 'dist');
const single = resolve(root, 'dist-single/roque.html');

// The config blocks service workers; here they are what is tested.
test.use({ serviceWorkers: 'allow' });

/** Waits until a service worker controls the page (its install, hence the precache, is complete). */
async function waitForWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

// Every policy violation the page reports, collected from its first script on.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
});

const violations = (page) => page.evaluate(() => window.__cspViolations);

/** Reloads the page at `address` (the same when absent) with a new game, not the one a reload may restore. */
async function freshGame(page, address = null) {
  // The app saves a move once the frame that shows it is drawn, or when
  // the page is hidden: a move just played may still be waiting, and
  // leaving the page would save it again after the clear. Two frames, and
  // its save is done.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))));
  await page.evaluate(() => localStorage.clear());
  if (address === null) await page.reload();
  else await page.goto(address);
  await waitForBoard(page);
}

test('the app runs under its Content-Security-Policy with no violation', async ({ page }) => {
  await openApp(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
  expect(policy).not.toContain("'unsafe-eval'");
  await clickMoves(page, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'a7a6', 'e1g1']);
  // The module of openings, under the same policy.
  await expect(page.locator('[data-opening]')).toHaveText('Partie espagnole : défense Morphy');
  await waitForWorker(page);
  // The computer opponent's Web Worker under the same policy.
  await freshGame(page);
  await computerAnswers(page);
  expect(await violations(page)).toEqual([]);
});

test('every page of the build allows exactly its own inline scripts', async () => {
  const pages = (await readdir(dist, { recursive: true })).filter((f) => f.endsWith('.html'));
  expect(pages).toContain('index.html');
  for (const name of pages) {
    const html = await readFile(resolve(dist, name), 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    expect(policy, `${name} has a policy`).toBeTruthy();
    const allowed = [...policy.matchAll(/'sha256-[^']+'/g)].map((m) => m[0]).sort();
    const needed = [...new Set(inlineScripts(html).map(scriptHash))].sort();
    expect(allowed, name).toEqual(needed);
  }
});

test('the app is installable: a manifest with its icons, all served', async ({ page }) => {
  await openApp(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href, page.url());
  const response = await page.request.get(manifestUrl.href);
  expect(response.ok()).toBe(true);
  const manifest = await response.json();
  expect(manifest).toMatchObject({ lang: 'fr', start_url: './', scope: './', display: 'standalone' });
  const purposes = manifest.icons.map((icon) => icon.purpose);
  expect(purposes).toContain('maskable');
  for (const icon of manifest.icons) {
    const file = await page.request.get(new URL(icon.src, manifestUrl).href);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toBe(icon.type);
  }
});

test('after one visit the app loads and plays with the network off', async ({ page, context }) => {
  await openApp(page);
  await waitForWorker(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await waitForBoard(page);
    await clickMoves(page, ['e2e4', 'c7c5', 'g1f3']);
    // The module of openings was kept too: the game's opening is named.
    await expect(page.locator('[data-opening]')).toHaveText(/^Défense sicilienne/);
    // Another address of the same page (options in the query) works offline too.
    await freshGame(page, './?lang=en&orientation=black');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await clickMoves(page, ['d2d4', 'd7d5']);
    // The module of tools (the editor, import, export) was kept too,
    // though the first visit never opened it.
    await page.locator('[data-action="open-editor"]').click();
    await expect(page.locator('[data-screen="editor"]')).toBeVisible();
    // The module of diagrams too: the editor's diagram is drawn.
    await expect(page.locator('[data-screen="editor"] img[data-diagram-preview]')).toBeVisible();
    await page.locator('[data-action="close-editor"]').click();
    await expect(page.locator('[data-screen="editor"]')).toHaveCount(0);
    // The computer's worker, its glue and its wasm come from the cache too.
    await freshGame(page, './');
    await computerAnswers(page);
    expect(await violations(page)).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});

test('a new version waits, is offered, and never touches the game in progress', async ({ page }) => {
  // A server of our own, whose sw.js becomes a new version on demand: what
  // deploying a new build does.
  let generation = 0;
  const server = await serve({
    dir: dist,
    rewrite: (path, bytes) =>
      path === 'sw.js' && generation > 0
        ? Buffer.from(
            bytes.toString('utf8').replace(/^const VERSION = "([^"]*)";$/m, (_, v) => `const VERSION = "${v}-next${generation}";`),
          )
        : bytes,
  });
  try {
    await page.goto(server.url);
    await waitForBoard(page);
    await waitForWorker(page);
    await clickMoves(page, ['e2e4', 'e7e5', 'g1f3']);
    await page.evaluate(() => {
      window.__sameDocument = true;
    });
    // A second tab, with a game of its own.
    const other = await page.context().newPage();
    await other.goto(server.url);
    await waitForBoard(other);
    // It opens on the first tab's saved game: a new game there.
    await other.locator('[data-action="new-game"]').click();
    await clickMoves(other, ['d2d4']);

    generation = 1;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const banner = page.locator('[data-update="ready"]');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Une nouvelle version de Roque est prête.');

    // Nothing reloaded; the game is as it was, and still playable.
    expect(await page.evaluate(() => window.__sameDocument)).toBe(true);
    await expectPiece(page, 'e4', 'wP');
    await expectPiece(page, 'f3', 'wN');
    await clickMoves(page, ['b8c6']);
    const cachesBefore = await page.evaluate(() => caches.keys());
    expect(cachesBefore).toHaveLength(2);

    // The player accepts: the new worker takes over and the page reloads.
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Recharger' }).click()]);
    await waitForBoard(page);
    expect(await page.evaluate(() => window.__sameDocument)).toBeUndefined();
    await expect(banner).toHaveCount(0);
    // Only the new version's cache is left.
    const cachesAfter = await page.evaluate(() => caches.keys());
    expect(cachesAfter).toEqual([expect.stringMatching(/-next1$/)]);
    expect(await violations(page)).toEqual([]);

    // The other tab did not reload either: its game is there, and the reload
    // is still offered, now without anything to wait for.
    const otherBanner = other.locator('[data-update="ready"]');
    await expect(otherBanner).toBeVisible();
    await expectPiece(other, 'd4', 'wP');
    await Promise.all([other.waitForEvent('load'), otherBanner.getByRole('button', { name: 'Recharger' }).click()]);
    await waitForBoard(other);
    await expect(otherBanner).toHaveCount(0);
  } finally {
    await server.close();
  }
});

test('the banner speaks English in the English interface, and can be dismissed', async ({ page }) => {
  let generation = 0;
  const server = await serve({
    dir: dist,
    rewrite: (path, bytes) =>
      path === 'sw.js' && generation > 0 ? Buffer.concat([bytes, Buffer.from(`\n// build ${generation}\n`)]) : bytes,
  });
  try {
    await page.goto(`${server.url}?lang=en`);
    await waitForBoard(page);
    await waitForWorker(page);
    generation = 1;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const banner = page.locator('[data-update="ready"]');
    await expect(banner).toContainText('A new version of Roque is ready.');
    await banner.getByRole('button', { name: 'Later' }).click();
    await expect(banner).toHaveCount(0);
    await clickMoves(page, ['d2d4']);
  } finally {
    await server.close();
  }
});

test('the one-file build plays when opened from file://', async ({ page }) => {
  expect(existsSync(single), `${single} is missing: run make single`).toBe(true);
  await page.goto(pathToFileURL(single).href);
  await waitForBoard(page);
  await expect(page.locator('[data-piece="wK"]').first()).toHaveCSS('background-image', /^url\("data:image\/svg\+xml,/);
  await clickMoves(page, ['e2e4', 'e7e5', 'd1h5', 'b8c6', 'f1c4', 'g8f6', 'h5f7']);
  await expect(page.getByRole('status')).toContainText('Échec et mat — les Blancs gagnent');
  // The module of openings, from the page's own bytes.
  await expect(page.locator('[data-opening]')).toHaveAttribute('data-eco', 'C20');
  // No service worker from a file.
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  // The computer opponent, its worker started from the page's own bytes.
  expect(await page.evaluate(() => globalThis.roqueEngineWorkerUrl)).toMatch(/^blob:/);
  // The module of tools, from the page's own bytes too: the editor plays
  // a position set up in it, and the import dialog refuses a bad text.
  await page.locator('[data-action="open-editor"]').click();
  await page.locator('[data-editor-fen]').fill('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  await page.locator('[data-action="apply-fen"]').click();
  await page.locator('[data-action="play-two"]').click();
  await expect(page.locator('[data-screen="editor"]')).toHaveCount(0);
  await expectPiece(page, 'e2', 'wP');
  await expectPiece(page, 'd1', null);
  // The module of diagrams, from the page's own bytes too: the export
  // dialog draws the position.
  await page.locator('[data-action="open-export"]').click();
  await expect(page.locator('[data-diagram-panel] img[data-diagram-preview]')).toBeVisible();
  await page.locator('[data-action="close-export"]').click();
  await page.locator('[data-action="open-import"]').click();
  await page.locator('[data-import-text]').fill('8/8/8 w - -');
  await page.locator('[data-action="import"]').click();
  await expect(page.locator('[data-import-error]')).toContainText('FEN invalide');
  await page.locator('[data-action="close-import"]').click();
  await freshGame(page);
  await computerAnswers(page);
  expect(await violations(page)).toEqual([]);
});
