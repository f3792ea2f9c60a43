// Games that survive: the game in progress restored exactly after a
// reload, unreadable saved data kept aside, the history of finished games,
// and play by link (#g=…) between two browsers.
import { test, expect, openApp, openOptions, openHistory, closeDialog, square, pieceOn, expectPiece, clickMoves, status } from './helpers.mjs';

const CURRENT = 'roque.v1.current';
const HISTORY = 'roque.v1.history';
const notice = (page) => page.locator('[data-notice]');
const moveList = (page) => page.locator('.move-list');
const storageItem = (page, key) => page.evaluate((key) => localStorage.getItem(key), key);

/** Opens the app and waits for its first save: a save still waiting for
 * its frame would otherwise be written when the page is hidden, over what
 * a test puts in the storage before reloading. */
async function openAppSaved(page) {
  await openApp(page);
  await expect.poll(() => storageItem(page, CURRENT)).not.toBeNull();
}
const backups = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('roque.backup.'))
      .map((key) => [key, localStorage.getItem(key)]),
  );

/** Waits for the board again after a reload or a navigation. */
async function boardReady(page) {
  // The live board, not the one prerendered into index.html.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(page.locator('[data-piece="wK"]').first()).toBeVisible();
}

/** Fails the test if `page` (outside the fixture) throws. */
function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the game in progress, its moves, turn and settings come back exactly after a reload', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'c7c5', 'g1f3', 'd7d6', 'd2d4', 'c5d4', 'f3d4']);
  await page.locator('[data-lang="en"]').click();
  await page.locator('[data-action="flip"]').click();
  await openOptions(page);
  await page.locator('[data-setting="touch-move"]').check();
  const moves = await moveList(page).textContent();
  const pieces = await page.locator('[data-piece]').evaluateAll((imgs) =>
    imgs.map((img) => `${img.closest('[data-square]').dataset.square}${img.dataset.piece}`).sort(),
  );
  await expect(status(page)).toContainText('Black to move');
  const saved = await storageItem(page, CURRENT);
  expect(saved).toMatch(/^\[RoqueSave "2"\]\n/);
  expect(saved).toMatch(/\n\[RoqueGame "[A-Za-z0-9_-]+"\]\n$/);

  await page.reload();
  await boardReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.board')).toHaveAttribute('data-orientation', 'black');
  await expect(status(page)).toContainText('Black to move');
  await expect(moveList(page)).toHaveText(moves);
  expect(
    await page.locator('[data-piece]').evaluateAll((imgs) =>
      imgs.map((img) => `${img.closest('[data-square]').dataset.square}${img.dataset.piece}`).sort(),
    ),
  ).toEqual(pieces);
  await openOptions(page);
  await expect(page.locator('[data-setting="touch-move"]')).toBeChecked();
  await closeDialog(page, 'options');
  await expect(notice(page)).toHaveCount(0);
  // The restored game plays on, and takes back as before.
  await clickMoves(page, ['g8f6']);
  await page.locator('[data-action="undo"]').click();
  await expectPiece(page, 'g8', 'bN');
  await expectPiece(page, 'd4', 'wN');
});

test("the computer opponent's side and level come back after a reload", async ({ page }) => {
  await openApp(page);
  await openOptions(page);
  await page.locator('[data-choice="opponent"][data-value="computer"]').click();
  await page.locator('[data-choice="colour"][data-value="white"]').click();
  await page.locator('[data-choice="level"][data-value="2"]').click();
  await expect(page.locator('.app')).toHaveAttribute('data-opponent', 'computer');
  await expect.poll(() => storageItem(page, CURRENT)).toContain('[RoqueOpponent "computer black 2"]');
  await page.reload();
  await boardReady(page);
  await expect(page.locator('.app')).toHaveAttribute('data-opponent', 'computer');
  await openOptions(page);
  await expect(page.locator('[data-choice="level"][data-value="2"]')).toHaveAttribute('aria-pressed', 'true');
});

test('an unreadable saved game gives a fresh game, a notice, and a backup of the data', async ({ page }) => {
  await openAppSaved(page);
  const corrupt = '{"not": "a roque game"} \u00e9\u0000';
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CURRENT, corrupt]);
  await page.reload();
  await boardReady(page);
  await expect(notice(page)).toContainText("La partie enregistrée n'a pas pu être relue");
  await expect(notice(page)).toContainText('roque.backup.');
  await expectPiece(page, 'e2', 'wP');
  await expect(page.locator('[data-piece]')).toHaveCount(32);
  const kept = await backups(page);
  expect(kept).toHaveLength(1);
  expect(kept[0][1]).toBe(corrupt);
  await expect(notice(page)).toContainText(kept[0][0]);
  // The fresh game is saved again from now on.
  await clickMoves(page, ['e2e4']);
  await expect.poll(() => storageItem(page, CURRENT)).toContain('[RoqueGame "');
});

test('a game saved by an earlier Roque (version 1, in PGN) opens, and is saved again in version 2', async ({ page }) => {
  await openAppSaved(page);
  const version1 = [
    '[RoqueSave "1"]', '[Event "Roque"]', '[Site "?"]', '[Date "????.??.??"]', '[Round "?"]',
    '[White "?"]', '[Black "?"]', '[Result "*"]', '[PlyCount "3"]', '[RoqueOpponent "human"]',
    '[RoqueLang "en"]', '[RoqueOrientation "black"]', '[RoqueTimeControl "none"]',
    '[RoqueTouchMove "off"]', '[RoqueAutoDraw "off"]', '', '1. e4 c5 2. Nf3 *', '',
  ].join('\n');
  await page.evaluate(([c, text]) => localStorage.setItem(c, text), [CURRENT, version1]);
  await page.reload();
  await boardReady(page);
  await expect(page.locator('.board')).toHaveAttribute('data-orientation', 'black');
  await expect(status(page)).toContainText('Black to move');
  await expectPiece(page, 'f3', 'wN');
  expect(await backups(page)).toEqual([]);
  await clickMoves(page, ['d7d6']);
  await expect.poll(() => storageItem(page, CURRENT)).toMatch(/^\[RoqueSave "2"\]\n/);
  await page.reload();
  await boardReady(page);
  await expectPiece(page, 'd6', 'bP');
  await expect(status(page)).toContainText('White to move');
});

test("an older or foreign format is kept too, and the history's damage is reported", async ({ page }) => {
  await openAppSaved(page);
  await page.evaluate(([c, h]) => {
    localStorage.setItem(c, '[RoqueSave "0"]\n1. e4 *');
    localStorage.setItem(h, 'garbage that is not a game');
  }, [CURRENT, HISTORY]);
  await page.reload();
  await boardReady(page);
  await expect(notice(page)).toContainText('version');
  const kept = await backups(page);
  expect(kept.map(([, value]) => value).sort()).toEqual(['[RoqueSave "0"]\n1. e4 *', 'garbage that is not a game']);
});

test('a finished game goes to the history: reopened, copied as PGN, deleted', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  const entry = page.locator('[data-action="history"]');
  await expect(entry).toHaveAttribute('data-history-count', '0');
  await openHistory(page);
  await expect(page.locator('.history-empty')).toBeVisible();
  await closeDialog(page, 'history');
  await clickMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  await expect(status(page)).toContainText('Échec et mat');
  await expect(entry).toHaveAttribute('data-history-count', '1');
  await expect(entry).toContainText('1 partie');
  await openHistory(page);
  const item = page.locator('[data-history-item]');
  await expect(item).toHaveCount(1);
  await expect(item.locator('.history-result')).toHaveAttribute('data-result', '0-1');
  await expect(item).toContainText('Échec et mat');

  // Survives a reload.
  await page.reload();
  await boardReady(page);
  await expect(entry).toHaveAttribute('data-history-count', '1');

  // A new game, then the finished one back on the board; reopening
  // closes the history.
  await page.locator('[data-action="new-game"]').click();
  await expectPiece(page, 'h4', null);
  await openHistory(page);
  await item.locator('[data-action="reopen"]').click();
  await expect(page.locator('[data-dialog="history"]')).toHaveCount(0);
  await expectPiece(page, 'h4', 'bQ');
  await expectPiece(page, 'g4', 'wP');
  await expect(status(page)).toContainText('Échec et mat');
  await expect(entry).toHaveAttribute('data-history-count', '1');
  await openHistory(page);
  await expect(item).toHaveCount(1);

  // PGN: to the clipboard, and shown to be copied by hand.
  await item.locator('[data-action="copy-pgn"]').click();
  await expect(item.locator('[data-feedback]')).toHaveAttribute('data-feedback', 'copied');
  const pgn = await item.locator('[data-pgn]').inputValue();
  expect(pgn).toContain('[Result "0-1"]');
  expect(pgn).toContain('1. f3 e5 2. g4 Qh4# 0-1');
  expect(pgn).not.toContain('RoqueSave');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pgn);

  await item.locator('[data-action="delete"]').click();
  await expect(item).toHaveCount(0);
  await expect(page.locator('.history-empty')).toBeVisible();
  await expect.poll(() => storageItem(page, HISTORY)).toBe('');
  await expect(entry).toHaveAttribute('data-history-count', '0');
});

test('without the Clipboard API the PGN is shown to be copied by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
  });
  await openApp(page);
  await clickMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
  await openHistory(page);
  const item = page.locator('[data-history-item]');
  await item.locator('[data-action="copy-pgn"]').click();
  await expect(item.locator('[data-feedback]')).toHaveAttribute('data-feedback', 'by-hand');
  await expect(item.locator('[data-pgn]')).toHaveValue(/Qh4# 0-1/);
  await closeDialog(page, 'history');
  await page.locator('[data-action="share"]').click();
  await expect(page.locator('[data-share-status]')).toHaveAttribute('data-share-status', 'by-hand');
  await expect(page.locator('[data-share-url]')).toHaveValue(/#g=/);
});

test('a shared link restores the game in another browser, which plays and shares back', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5']);
  await page.locator('[data-action="share"]').click();
  await expect(page.locator('[data-share-status]')).toHaveAttribute('data-share-status', 'copied');
  const link = await page.locator('[data-share-url]').inputValue();
  expect(link).toMatch(/\/roque\/#g=[A-Za-z0-9_-]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  const moves = await moveList(page).textContent();

  // A friend, in a browser that has never seen the game.
  const friend = await browser.newContext({ locale: 'fr-FR' });
  const theirs = await friend.newPage();
  const errors = watchErrors(theirs);
  await theirs.goto(link);
  await boardReady(theirs);
  await expect(moveList(theirs)).toHaveText(moves);
  await expectPiece(theirs, 'b5', 'wB');
  await expect(status(theirs)).toContainText('Trait aux Noirs');
  await expect(theirs.locator('.board')).toHaveAttribute('data-orientation', 'black');
  await expect(notice(theirs)).toContainText('Partie ouverte depuis le lien');
  // The link is taken out of the address once opened.
  expect(new URL(theirs.url()).hash).toBe('');
  await clickMoves(theirs, ['a7a6']);
  await theirs.locator('[data-action="share"]').click();
  const back = await theirs.locator('[data-share-url]').inputValue();
  // The friend's reload keeps their move.
  await theirs.reload();
  await boardReady(theirs);
  await expectPiece(theirs, 'a6', 'bP');
  expect(errors).toEqual([]);
  await friend.close();

  // Back home: the link continues the game, nothing is set aside.
  await page.goto(back);
  await boardReady(page);
  await expectPiece(page, 'a6', 'bP');
  await expect(status(page)).toContainText('Trait aux Blancs');
  await expect(page.locator('[data-action="history"]')).toHaveAttribute('data-history-count', '0');
});

test("a tampered link gives a clear message and leaves the receiver's saved game intact", async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5', 'g1f3']);
  await page.locator('[data-action="share"]').click();
  const link = await page.locator('[data-share-url]').inputValue();
  await closeDialog(page, 'share');

  // The receiver has a game of their own.
  await page.locator('[data-action="new-game"]').click();
  await clickMoves(page, ['d2d4', 'd7d5']);
  // The saved game holds the game as its link does.
  await page.locator('[data-action="share"]').click();
  const own = (await page.locator('[data-share-url]').inputValue()).split('#g=')[1];
  await closeDialog(page, 'share');
  await expect.poll(() => storageItem(page, CURRENT)).toContain(`[RoqueGame "${own}"]`);
  const before = await storageItem(page, CURRENT);

  const [base, value] = link.split('#g=');
  const flipped = value.slice(0, 8) + (value[8] === 'A' ? 'B' : 'A') + value.slice(9);
  for (const bad of [`${base}#g=${flipped}`, `${base}#g=${value.slice(0, -3)}`, `${base}#g=%%%`]) {
    await page.goto(bad);
    await boardReady(page);
    await expect(notice(page)).toContainText('Ce lien de partie ne peut pas être ouvert');
    await expectPiece(page, 'd5', 'bP');
    await expectPiece(page, 'd4', 'wP');
    await expectPiece(page, 'e4', null);
    expect(await storageItem(page, CURRENT)).toBe(before);
    await expect(page.locator('[data-action="history"]')).toHaveAttribute('data-history-count', '0');
  }
});

test('a move is saved before the page is hidden, even if no frame was drawn since', async ({ page }) => {
  await openApp(page);
  // No frame comes any more (as on a phone whose player switches apps at
  // once): the save that waits for the frame must not wait for it.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  const before = await storageItem(page, CURRENT);
  await clickMoves(page, ['e2e4']);
  expect(await storageItem(page, CURRENT)).toBe(before);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(await storageItem(page, CURRENT)).not.toBe(before);
  // What was saved is the game with its move.
  await page.reload();
  await boardReady(page);
  await expectPiece(page, 'e4', 'wP');
  await expectPiece(page, 'e2', null);
});

test('without localStorage the app says the game will not be kept, and plays on', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  });
  await openApp(page);
  await expect(notice(page)).toContainText('Ce navigateur ne permet pas d');
  await clickMoves(page, ['e2e4', 'e7e5']);
  await page.locator('[data-action="share"]').click();
  await expect(page.locator('[data-share-url]')).toHaveValue(/#g=/);
});

test("a shared link carries an imported game's players' names, and says what it leaves out", async ({ page, context, browser }) => {
  // Issue 16, item 11: the names were dropped.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openApp(page);
  await page.locator('[data-action="open-import"]').click();
  await page.locator('[data-import-text]').fill('[White "Alice"]\n[Black "Bob"]\n\n1. e4 { best by test } e5 (1... c5) 2. Nf3 *\n');
  await page.locator('[data-action="import"]').click();
  await expect(notice(page)).toContainText('Partie importée');
  await page.locator('[data-action="share"]').click();
  await expect(page.locator('[data-share-note]')).toContainText('les commentaires, les variantes et les flèches');
  const link = await page.locator('[data-share-url]').inputValue();

  const friend = await browser.newContext({ locale: 'fr-FR' });
  const theirs = await friend.newPage();
  await theirs.goto(link);
  await boardReady(theirs);
  await expectPiece(theirs, 'f3', 'wN');
  await theirs.locator('[data-action="open-export"]').click();
  await expect(theirs.locator('[data-name="white"]')).toHaveValue('Alice');
  await expect(theirs.locator('[data-name="black"]')).toHaveValue('Bob');
  await friend.close();
});
