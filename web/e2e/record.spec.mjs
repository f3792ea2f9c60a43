// The game record and the board editor, through the page: walking back and
// forth through a game, importing FEN and PGN (errors placed, nothing
// lost), exporting FEN and PGN to the clipboard and as a .pgn file, and
// setting up a position in the editor and playing it.
import { readFile } from 'node:fs/promises';
import { test, expect, openApp, square, expectPiece, clickMoves, status } from './helpers.mjs';

const nav = (page, name) => page.locator(`[data-nav="${name}"]`);
const banner = (page) => page.locator('[data-viewing]');
const importText = (page) => page.locator('[data-import-text]');
const editSquare = (page, name) => page.locator(`[data-edit-square="${name}"]`);
const palette = (page, code) => page.locator(`[data-palette="${code}"]`);
const verdict = (page) => page.locator('[data-editor-status]');

const GOOD_PGN = `[Event "Club championship"]
[Site "Lyon"]
[Date "2024.05.01"]
[Round "3"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 { the Italian } Bc5 4. c3 Nf6 1-0
`;

// 4. Qxf7 is illegal: the queen cannot reach f7. Line 4, column 15.
const BAD_PGN = `[Event "Broken"]

1. e4 e5 2. Nf3 Nc6
3. Bb5 Ke7 4. Qxf7 *
`;

async function importing(page, text) {
  await page.locator('[data-action="open-import"]').click();
  await importText(page).fill(text);
  await page.locator('[data-action="import"]').click();
}

/** Drags with the mouse from the middle of one element to another's. */
async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

async function expectEdited(page, name, code) {
  const piece = editSquare(page, name).locator('[data-piece]');
  if (code === null) await expect(piece).toHaveCount(0);
  else await expect(piece).toHaveAttribute('data-piece', code);
}

async function openEditor(page) {
  await page.locator('[data-action="open-editor"]').click();
  await expect(page.locator('[data-screen="editor"]')).toBeVisible();
  await expect(page.locator('[data-edit-square]')).toHaveCount(64);
}

test('walks back and forth with the buttons, the keys and the move list; the game stays intact', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5', 'g1f3', 'b8c6']);
  await expect(nav(page, 'next')).toBeDisabled();
  await expect(banner(page)).toHaveCount(0);

  // One move back: the position after 2. Cf3, with that move highlighted.
  await nav(page, 'previous').click();
  await expectPiece(page, 'b8', 'bN');
  await expectPiece(page, 'c6', null);
  await expect(square(page, 'f3')).toHaveClass(/last-move/);
  await expect(square(page, 'g1')).toHaveClass(/last-move/);
  await expect(banner(page)).toContainText('Vous regardez la position après 2. Cf3');
  await expect(page.locator('.board-area')).toHaveClass(/viewing/);

  // The keys: ← one more, Home to the start, → forward.
  await page.keyboard.press('ArrowLeft');
  await expectPiece(page, 'g1', 'wN');
  await expectPiece(page, 'e5', 'bP');
  await page.keyboard.press('Home');
  await expectPiece(page, 'e2', 'wP');
  await expectPiece(page, 'e4', null);
  await expect(banner(page)).toContainText('position de départ');
  await expect(nav(page, 'first')).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expectPiece(page, 'e4', 'wP');
  await expectPiece(page, 'e7', 'bP');

  // A click on a move in the list shows the position after it.
  await page.locator('[data-ply="3"]').click();
  await expectPiece(page, 'f3', 'wN');
  await expectPiece(page, 'c6', null);
  await expect(page.locator('[data-ply="3"]')).toHaveClass(/current/);

  // The earlier position takes no move: Black's knight stays at home.
  await square(page, 'b8').click();
  await expect(page.locator('[data-legal]')).toHaveCount(0);
  await square(page, 'c6').click();
  await expectPiece(page, 'b8', 'bN');

  // End: back to the game, every move still there, and it goes on. (Out of
  // the board first: on its squares the keys move the keyboard focus.)
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('End');
  await expect(banner(page)).toHaveCount(0);
  await expectPiece(page, 'c6', 'bN');
  await expect(page.locator('[data-ply]')).toHaveCount(4);
  await clickMoves(page, ['f1c4']);

  // "Back to the game" from the banner does the same.
  await nav(page, 'first').click();
  await page.locator('[data-action="back-to-game"]').click();
  await expectPiece(page, 'c4', 'wB');
  await expect(banner(page)).toHaveCount(0);
});

test('a new game action returns to the live position', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4', 'e7e5']);
  await nav(page, 'first').click();
  await expect(banner(page)).toBeVisible();
  await page.locator('[data-action="undo"]').click();
  await expect(banner(page)).toHaveCount(0);
  await expectPiece(page, 'e4', 'wP');
  await expectPiece(page, 'e5', null);
});

test('a PGN with an error is refused with its line and column, and the game is kept', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['d2d4', 'd7d5']);
  await importing(page, BAD_PGN);
  const error = page.locator('[data-import-error]');
  // With the rules' reason (issue 32, item 11).
  await expect(error).toHaveText('Ligne 4, colonne 15 : le coup 4. Qxf7 est illégal. Aucune dame ne peut aller en f7.');
  await expect(error).toHaveAttribute('data-line', '4');
  await expect(error).toHaveAttribute('data-column', '15');
  // The faulty move is selected in the text box.
  const selected = await importText(page).evaluate((area) => area.value.slice(area.selectionStart, area.selectionEnd));
  expect(selected).toBe('Qxf7');
  await page.locator('[data-action="close-import"]').click();
  await expect(importText(page)).toHaveCount(0);
  await expectPiece(page, 'd4', 'wP');
  await expectPiece(page, 'd5', 'bP');
  await expect(page.locator('[data-ply]')).toHaveCount(2);
});

test('the import dialog says why, points at the end of a game, names an invisible character, and stands alone', async ({ page }) => {
  // Issue 32, items 11 and 12.
  await openApp(page);
  await importing(page, GOOD_PGN);
  await expect(page.locator('[data-notice]')).toHaveText('Partie importée (8 demi-coups).');
  const error = page.locator('[data-import-error]');
  const selected = () => importText(page).evaluate((area) => area.value.slice(area.selectionStart, area.selectionEnd));
  // A new import: the last one's notice goes, and the dialog's answer stands alone.
  await importing(page, '1. e4 e5\n2. Qd3 *');
  await expect(error).toHaveText('Ligne 2, colonne 4 : le coup 2. Qd3 est illégal. La dame en d1 ne peut pas aller en d3 : le pion en d2 lui barre la route.');
  await expect(page.locator('[data-notice]')).toHaveCount(0);
  // A game that ends before the text does: the move that ended it.
  await importText(page).fill('1. f3 e5\n2. g4 Qh4# 3. a3 *');
  await page.locator('[data-action="import"]').click();
  await expect(error).toHaveText('Ligne 2, colonne 7 : la partie se termine sur 2… Dh4# (Échec et mat — les Noirs gagnent) ; le demi-coup n° 5 vient après.');
  await expect(error).toHaveAttribute('data-line', '2');
  await expect(error).toHaveAttribute('data-column', '7');
  expect(await selected()).toBe('Qh4#');
  // An invisible character, named.
  await importText(page).fill('1. e4\u0000 e5 *');
  await page.locator('[data-action="import"]').click();
  await expect(error).toHaveText('Ligne 1, colonne 6 : caractère inattendu « U+0000 ».');
  await expect(error).toHaveCount(1);
  await page.locator('[data-action="close-import"]').click();
  await expect(page.locator('[data-notice]')).toHaveCount(0);
  await expect(page.locator('[data-ply]')).toHaveCount(8);
});

test('a good PGN imports its moves and its tags', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['d2d4']);
  await importing(page, GOOD_PGN);
  await expect(importText(page)).toHaveCount(0);
  await expect(page.locator('[data-notice]')).toHaveText('Partie importée (8 demi-coups).');
  await expect(page.locator('[data-ply]')).toHaveCount(8);
  await expectPiece(page, 'f6', 'bN');
  await expectPiece(page, 'c4', 'wB');
  await expectPiece(page, 'd4', null);
  // The tags are kept: the export shows the names and the event.
  await page.locator('[data-action="open-export"]').click();
  await expect(page.locator('[data-name="white"]')).toHaveValue('Alice');
  await expect(page.locator('[data-name="black"]')).toHaveValue('Bob');
  const pgn = page.locator('[data-export="pgn"]');
  await expect(pgn).toHaveValue(/\[Event "Club championship"\]/);
  await expect(pgn).toHaveValue(/\[Result "1-0"\]/);
  await expect(pgn).toHaveValue(/\{the Italian\} 3\.\.\. Bc5/);
});

test('several games: the first is imported, and it is said', async ({ page }) => {
  await openApp(page);
  await importing(page, `${GOOD_PGN}\n[Event "Second"]\n\n1. d4 d5 *\n`);
  await expect(page.locator('[data-notice]')).toContainText('plusieurs parties : la première a été importée');
  await expect(page.locator('[data-ply]')).toHaveCount(8);
});

test('a FEN imports as a position; a bad one is refused with the reason', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4']);
  await importing(page, '8/8/8 w - -');
  await expect(page.locator('[data-import-error]')).toHaveText('FEN invalide : la position a 3 rangées au lieu de 8.');
  await expectPiece(page, 'e4', 'wP');
  await importText(page).fill('8/P6k/8/8/8/8/8/K7 w - - 0 1');
  await page.locator('[data-action="import"]').click();
  await expect(page.locator('[data-notice]')).toHaveText('Position importée.');
  await expectPiece(page, 'a7', 'wP');
  await expectPiece(page, 'h7', 'bK');
  await expectPiece(page, 'e4', null);
  await expect(page.locator('[data-ply]')).toHaveCount(0);
});

test.describe('export', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the PGN and the FEN, and downloads the .pgn with its tags', async ({ page }) => {
    await openApp(page);
    await clickMoves(page, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    await page.locator('[data-action="open-export"]').click();
    await expect(page.locator('[data-name="black"]')).toHaveAttribute('placeholder', 'Noirs');
    await page.locator('[data-name="white"]').fill('Zoé');

    await page.getByRole('dialog').locator('[data-action="copy-pgn"]').click();
    await expect(page.locator('[data-copy="ok"]')).toBeVisible();
    const pgn = await page.evaluate(() => navigator.clipboard.readText());
    expect(pgn).toContain('[White "Zoé"]');
    expect(pgn).toContain('[Black "Noirs"]');
    expect(pgn).toContain('[Result "0-1"]');
    expect(pgn).toContain('1. f3 e5 2. g4 Qh4# 0-1');

    await page.getByRole('dialog').locator('[data-action="copy-fen"]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(
      'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-action="download-pgn"]').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^roque-\d{4}-\d{2}-\d{2}-zoe-noirs\.pgn$/);
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain('[Event "Partie amicale"]');
    expect(file).toContain('[Site "Roque"]');
    expect(file).toMatch(/\[Date "\d{4}\.\d{2}\.\d{2}"\]/);
    expect(file).toContain('[Round "-"]');
    expect(file).toContain('[White "Zoé"]');
    expect(file).toContain('[Black "Noirs"]');
    expect(file).toContain('[Result "0-1"]');
    expect(file).toContain('Qh4#');
  });
});

test('a refused clipboard leaves the text selected to copy by hand', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await openApp(page);
  await clickMoves(page, ['e2e4']);
  await page.locator('[data-action="open-export"]').click();
  await page.getByRole('dialog').locator('[data-action="copy-pgn"]').click();
  await expect(page.locator('[data-copy="refused"]')).toContainText('refuse');
  const selection = await page.locator('[data-export="pgn"]').evaluate(
    (area) => document.activeElement === area && area.value.slice(area.selectionStart, area.selectionEnd),
  );
  expect(selection).toContain('1. e4');
});

test('an edited position plays: clear, kings and a rook, side to move, a move', async ({ page }) => {
  await openApp(page);
  await openEditor(page);
  await page.locator('[data-action="clear-board"]').click();
  await expect(page.locator('.editor-board [data-piece]')).toHaveCount(0);
  await expect(verdict(page)).toHaveText('Les Blancs n\'ont pas de roi.');

  // Drag from the palette; click-to-place with a chosen piece.
  await drag(page, palette(page, 'wK'), editSquare(page, 'e1'));
  await expectEdited(page, 'e1', 'wK');
  await palette(page, 'bK').click();
  await editSquare(page, 'e8').click();
  await expectEdited(page, 'e8', 'bK');
  await expect(page.locator('[data-castling]')).toHaveCount(0);
  await drag(page, palette(page, 'wR'), editSquare(page, 'h1'));
  await expectEdited(page, 'h1', 'wR');
  await expect(page.locator('[data-castling="wO-O"]')).toBeVisible();
  await expect(verdict(page)).toHaveAttribute('data-editor-status', 'valid');

  // A right click takes a piece off; put it back.
  await editSquare(page, 'e8').click({ button: 'right' });
  await expectEdited(page, 'e8', null);
  await editSquare(page, 'e8').click();
  await expectEdited(page, 'e8', 'bK');

  await page.locator('[data-turn="black"]').click();
  await expect(page.locator('[data-editor-fen]')).toHaveValue('4k3/8/8/8/8/8/8/4K2R b - - 0 1');
  await page.locator('[data-action="play-two"]').click();

  // The live board, not the one prerendered into index.html.

  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(status(page)).toContainText('Trait aux Noirs');
  await clickMoves(page, ['e8d7']);
  await expectPiece(page, 'd7', 'bK');
  await expect(page.locator('[data-ply]')).toHaveCount(1);
});

test('an invalid edited position shows its reason and cannot be played', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, ['e2e4']);
  await openEditor(page);
  await expect(page.locator('[data-editor-fen]')).toHaveValue('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1');
  // A pawn on the first rank.
  await palette(page, 'wP').click();
  await editSquare(page, 'd1').click();
  await expectEdited(page, 'd1', 'wP');
  await expect(verdict(page)).toHaveText(/^Un pion en d1/);
  await expect(page.locator('[data-action="play-two"]')).toBeDisabled();
  await expect(page.locator('[data-action="play-computer"]')).toBeDisabled();

  // The side not to move in check, from a typed FEN.
  await page.locator('[data-editor-fen]').fill('4k3/8/8/8/4R3/8/8/4K3 w - - 0 1');
  await page.locator('[data-action="apply-fen"]').click();
  await expect(verdict(page)).toHaveText(
    'Le roi en e8 est en échec, attaqué depuis e4, alors que son camp n\'a pas le trait.',
  );
  await expect(page.locator('[data-action="play-two"]')).toBeDisabled();

  // A FEN that does not read is kept for correction, with its reason.
  await page.locator('[data-editor-fen]').fill('4k3/8/8 w - -');
  await page.locator('[data-editor-fen]').press('Enter');
  await expect(page.locator('[data-fen-error]')).toContainText('FEN invalide');

  // In English too; then back to the game, unchanged.
  await page.locator('[data-lang="en"]').click();
  await page.locator('[data-editor-fen]').fill('4k3/8/8/8/4R3/8/8/4K3 w - - 0 1');
  await page.locator('[data-action="apply-fen"]').click();
  await expect(verdict(page)).toHaveText(
    "The king on e8 is in check from e4, although it is not its side's turn to move.",
  );
  await page.locator('[data-action="close-editor"]').click();
  await expectPiece(page, 'e4', 'wP');
  await expect(page.locator('[data-ply]')).toHaveCount(1);
});

test('?edit opens the editor on the given position', async ({ page }) => {
  const fen = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
  await page.goto('./?edit&fen=' + encodeURIComponent(fen));
  await expect(page.locator('[data-screen="editor"]')).toBeVisible();
  await expect(page.locator('[data-editor-fen]')).toHaveValue(fen);
  await expect(page.locator('[data-castling="wO-O"]')).toBeChecked();
});

test("the editor's coordinates sit where the game board's do, in the edge squares' corners", async ({ page }) => {
  // Issue 16, item 7: they sat in the middle of the a-file, under the pieces.
  await openApp(page);
  const corners = async (frame, a1) => {
    const sq = await a1.boundingBox();
    const file = await frame.locator('.coords .coord.file', { hasText: /^a$/ }).boundingBox();
    const rank = await frame.locator('.coords .coord.rank', { hasText: /^1$/ }).boundingBox();
    const at = (box) => [(box.x - sq.x) / sq.width, (box.y - sq.y) / sq.height, box.width / sq.width];
    return { file: at(file), rank: at(rank) };
  };
  const game = await corners(page.locator('.board-frame').first(), square(page, 'a1'));
  await openEditor(page);
  const editor = await corners(page.locator('.board-frame:has(.editor-board)'), editSquare(page, 'a1'));
  // The file letter in the bottom right corner, the rank number in the top left.
  expect(editor.file[0]).toBeGreaterThan(0.5);
  expect(editor.file[1]).toBeGreaterThan(0.5);
  expect(editor.rank[0]).toBeLessThan(0.3);
  expect(editor.rank[1]).toBeLessThan(0.3);
  for (const key of ['file', 'rank']) {
    for (let i = 0; i < 3; i += 1) expect(Math.abs(editor[key][i] - game[key][i])).toBeLessThan(0.05);
  }
  // Above the pieces, as on the game board.
  const z = (selector) => page.locator(selector).first().evaluate((e) => Number(getComputedStyle(e).zIndex) || 0);
  expect(await z('.board-frame:has(.editor-board) .coords')).toBeGreaterThanOrEqual(1);
});

test('the castling note says what is missing', async ({ page }) => {
  // Issue 16, item 6: « Aucun roi ni aucune tour » with a king on e1.
  await openApp(page);
  await openEditor(page);
  await page.locator('[data-editor-fen]').fill('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  await page.locator('[data-editor-fen]').press('Enter');
  await expect(page.locator('[data-castling-note]')).toHaveText(
    'Aucun roque possible : aucune tour blanche en a1 ni en h1 ; aucune tour noire en a8 ni en h8.',
  );
});

test.describe('the module of tools', () => {
  test('is not part of the first visit, and loads when a tool opens', async ({ page }) => {
    const fetched = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await openApp(page);
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((path) => path.includes('roque-tools'))).toEqual([]);
    await page.locator('[data-action="open-export"]').click();
    await expect(page.locator('[data-export="pgn"]')).toHaveValue(/\[Event /);
    expect(fetched.filter((path) => /roque-tools(_bg\.wasm|\.js)$/.test(path))).toHaveLength(2);
    // The same element's tool, shown again as the app changes it.
    await page.locator('[data-name="white"]').fill('Zoé');
    await expect(page.locator('[data-export="pgn"]')).toHaveValue(/\[White "Zoé"\]/);
  });

  test('that cannot load says so, and the game is kept', async ({ browser }) => {
    // Without the service worker, which would serve it from its cache.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/roque-tools\.js$/, (route) => route.abort());
    await openApp(page);
    await clickMoves(page, ['e2e4']);
    await page.locator('[data-action="open-editor"]').click();
    const failed = page.locator('[data-tools-unavailable]');
    await expect(failed).toHaveAttribute('role', 'alert');
    await expect(failed).toContainText("n'a pas pu être chargé");
    await page.locator('[data-action="close-tool"]').click();
    await expect(failed).toHaveCount(0);
    await expectPiece(page, 'e4', 'wP');
    // Once the network is back, the next attempt loads it.
    await page.unroute(/roque-tools\.js$/);
    await page.locator('[data-action="open-editor"]').click();
    await expect(page.locator('[data-screen="editor"]')).toBeVisible();
    await context.close();
  });

  test('cannot be driven by a malformed event', async ({ page }) => {
    await openApp(page);
    await page.locator('[data-action="open-import"]').click();
    await expect(page.locator('[data-import-text]')).toBeVisible();
    // Events that are not whole and valid are dropped; nothing breaks.
    await page.evaluate(() => {
      const host = document.querySelector('[data-tool-host]');
      for (const detail of [null, 42, { type: 'play', fen: 'nonsense', computer: true }, { type: 'lang', lang: 'de' }, { type: 'name', color: 'red', name: 'x' }, { type: 'import' }]) {
        host.dispatchEvent(new CustomEvent('roque-tool', { detail }));
      }
    });
    await expect(page.locator('[data-import-text]')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.evaluate(() => {
      document.querySelector('[data-tool-host]').dispatchEvent(new CustomEvent('roque-tool', { detail: { type: 'close' } }));
    });
    await expect(page.locator('[data-import-text]')).toHaveCount(0);
  });
});
