// Accessibility: a game played with the keyboard alone, moves announced in
// words through the live region, moves typed in algebraic notation, the
// themes and the sound switch, and axe-core finding nothing wrong on every
// screen, in light and dark.
import { test, expect, openApp, openOptions, closeDialog, square, expectPiece, clickMoves, status, expectNoAxeViolations } from './helpers.mjs';

const announcements = (page) => page.locator('[data-announcements]');
const focusedSquare = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);
const FILES = 'abcdefgh';

/** Tabs from the top of the page until the board's square has the focus. */
async function tabToBoard(page) {
  for (let i = 0; i < 30; i += 1) {
    await page.keyboard.press('Tab');
    if (await focusedSquare(page)) return;
  }
  throw new Error('Tab never reached the board');
}

/** Walks the focus to `target` with the arrow keys, as the board is shown. */
async function arrowTo(page, target) {
  const from = await focusedSquare(page);
  expect(from, 'a square has the focus').not.toBeNull();
  const black = (await page.locator('.board').getAttribute('data-orientation')) === 'black';
  const df = FILES.indexOf(target[0]) - FILES.indexOf(from[0]);
  const dr = Number(target[1]) - Number(from[1]);
  // On the screen, right is towards h and up towards the 8th rank for
  // White; both are reversed for Black.
  const right = black ? -df : df;
  const up = black ? -dr : dr;
  for (let i = 0; i < Math.abs(right); i += 1) await page.keyboard.press(right > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(up); i += 1) await page.keyboard.press(up > 0 ? 'ArrowUp' : 'ArrowDown');
  expect(await focusedSquare(page)).toBe(target);
}

/** Plays a move with the keyboard: to the piece, Enter, to the target, Space. */
async function keyMove(page, uci) {
  await arrowTo(page, uci.slice(0, 2));
  await page.keyboard.press('Enter');
  await expect(square(page, uci.slice(0, 2))).toHaveAttribute('aria-selected', 'true');
  await arrowTo(page, uci.slice(2, 4));
  await page.keyboard.press(' ');
}

test("Scholar's mate with the keyboard alone, every move announced in French", async ({ page }) => {
  await openApp(page);
  await tabToBoard(page);
  // One square of the board is in the tab order; the focus ring shows.
  await expect(page.locator('[data-square][tabindex="0"]')).toHaveCount(1);
  const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  expect(ring).toBe('solid');
  await arrowTo(page, 'g1');
  await page.keyboard.press('Enter');
  await expect(announcements(page)).toContainText('Cavalier g1 choisi, cases possibles : f3, h3');
  await expect(square(page, 'f3')).toHaveAttribute('aria-label', 'f3, vide, coup possible');
  await page.keyboard.press('Escape');
  await expect(page.locator('[aria-selected="true"]')).toHaveCount(0);
  await expect(announcements(page)).toContainText('Pièce reposée');
  for (const uci of ['e2e4', 'e7e5', 'f1c4', 'b8c6', 'd1h5', 'g8f6']) await keyMove(page, uci);
  await expect(announcements(page)).toContainText('Noirs : Cavalier f6');
  await keyMove(page, 'h5f7');
  await expectPiece(page, 'f7', 'wQ');
  await expect(announcements(page)).toContainText('Blancs : Dame prend f7, échec et mat');
  await expect(announcements(page)).toContainText('Échec et mat — les Blancs gagnent');
  await expect(status(page)).toContainText('Échec et mat');
  await expect(square(page, 'e8')).toHaveAttribute('aria-label', 'e8, roi noir, en échec');
});

test('keys pressed faster than the board renders each move the focus, and Enter takes the square reached', async ({ page }) => {
  await openApp(page);
  await tabToBoard(page);
  await arrowTo(page, 'g1');
  // Three keys within one task: the board has not rendered between them.
  await page.evaluate(() => {
    for (const key of ['ArrowUp', 'ArrowUp', 'Enter']) {
      document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    }
  });
  await expect.poll(() => focusedSquare(page)).toBe('g3');
  // Enter took g3, an empty square: nothing is picked up; from g1 it
  // would have been the knight.
  await expect(page.locator('[aria-selected="true"]')).toHaveCount(0);
  await arrowTo(page, 'g1');
  await page.keyboard.press('Enter');
  await expect(square(page, 'g1')).toHaveAttribute('aria-selected', 'true');
});

test('a promotion chosen with the keyboard, and the focus comes back to the board', async ({ page }) => {
  await openApp(page, '?fen=' + encodeURIComponent('8/P6k/8/8/8/8/8/K7 w - - 0 1'));
  await tabToBoard(page);
  await keyMove(page, 'a7a8');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const focusedPromotion = () => page.evaluate(() => document.activeElement?.getAttribute('data-promotion') ?? null);
  expect(await focusedPromotion()).toBe('q');
  // Escape closes it without a move; the focus returns to the board.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await focusedSquare(page)).toBe('a8');
  await expectPiece(page, 'a7', 'wP');
  // Again: the arrows go round the pieces, Tab stays in the dialog.
  await arrowTo(page, 'a7');
  await page.keyboard.press('Enter');
  await arrowTo(page, 'a8');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  expect(await focusedPromotion()).toBe('n');
  await page.keyboard.press('ArrowRight');
  expect(await focusedPromotion()).toBe('q');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
  // Four pieces and Cancel: five Tabs come back to the queen.
  expect(await focusedPromotion()).toBe('q');
  await page.keyboard.press('End');
  expect(await focusedPromotion()).toBe('n');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expectPiece(page, 'a8', 'wN');
  expect(await focusedSquare(page)).toBe('a8');
  await expect(announcements(page)).toContainText('Blancs : Pion a8, promotion en cavalier');
});

// 1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. Bxc6+: a capture with check.
const CAPTURE_WITH_CHECK = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1b5', 'd7d6', 'b5c6'];

test('a capture with check is announced in French', async ({ page }) => {
  await openApp(page);
  await clickMoves(page, CAPTURE_WITH_CHECK);
  await expect(announcements(page)).toContainText('Blancs : Fou prend c6, échec');
  await expect(page.locator('.app')).toHaveAttribute('data-cue', 'check');
  // The status card shows the check too, and the king's square says it.
  await expect(status(page)).toContainText('Échec !');
  await expect(square(page, 'e8')).toHaveAttribute('aria-label', 'e8, roi noir, en échec');
});

test('a capture with check is announced in English', async ({ page }) => {
  await openApp(page, '?lang=en');
  await clickMoves(page, CAPTURE_WITH_CHECK);
  await expect(announcements(page)).toContainText('White: Bishop takes c6, check');
  await clickMoves(page, ['b7c6']);
  await expect(announcements(page)).toContainText('Black: Pawn from b7 takes c6');
  await expect(page.locator('.app')).toHaveAttribute('data-cue', 'capture');
});

test('moves typed in algebraic notation, in French or English letters', async ({ page }) => {
  await openApp(page);
  const input = page.getByLabel('Jouer un coup au clavier');
  await input.fill('Cf3');
  await input.press('Enter');
  await expectPiece(page, 'f3', 'wN');
  await expect(input).toHaveValue('');
  await expect(announcements(page)).toContainText('Blancs : Cavalier f3');
  // English letters are read too, in the French interface.
  await input.fill('Nc6');
  await input.press('Enter');
  await expectPiece(page, 'c6', 'bN');
  // And French letters in the English one.
  await page.locator('[data-lang="en"]').click();
  const english = page.getByLabel('Type a move');
  await english.fill('Cc3');
  await english.press('Enter');
  await expectPiece(page, 'c3', 'wN');
  await english.fill('e5');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expectPiece(page, 'e5', 'bP');
  // An illegal one is refused with the reason, and kept to be corrected.
  await english.fill('Bc4');
  await english.press('Enter');
  await expect(page.locator('[data-notice]')).toContainText('e2');
  await expect(english).toHaveValue('Bc4');
  await expect(english).toHaveAttribute('aria-invalid', 'true');
});

test('an ambiguous typed move is refused, with the pieces and how to name each', async ({ page }) => {
  await openApp(page, '?fen=' + encodeURIComponent('4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1'));
  const input = page.getByLabel('Jouer un coup au clavier');
  await input.fill('Cd2');
  await input.press('Enter');
  const reason = 'Coup ambigu : plusieurs cavaliers peuvent aller en d2 (depuis b1 ou f3). Écrivez Cbd2 ou Cfd2.';
  await expect(page.locator('[data-notice]')).toHaveText(reason);
  await expect(announcements(page)).toContainText(reason);
  await expectPiece(page, 'b1', 'wN');
  // The same refusal again is announced again.
  await input.press('Enter');
  await expect(announcements(page).locator('p', { hasText: 'Coup ambigu' })).toHaveCount(2);
  await input.fill('Cbd2');
  await input.press('Enter');
  await expectPiece(page, 'd2', 'wN');
  await expect(page.locator('[data-notice]')).toHaveCount(0);
});

test('an illegal click is announced with its reason', async ({ page }) => {
  await openApp(page);
  await square(page, 'e7').click();
  await expect(page.locator('[data-notice]')).toBeVisible();
  const reason = await page.locator('[data-notice]').textContent();
  await expect(announcements(page)).toContainText(reason);
});

test('themes and board colours, chosen and remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openApp(page);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'auto');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  // Automatic follows the system.
  await page.emulateMedia({ colorScheme: 'dark' });
  const dark = await background();
  expect(dark).not.toBe(light);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.locator('.preferences > summary').click();
  await page.locator('[data-choice="theme"][data-value="dark"]').click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(dark);
  await page.locator('[data-choice="board"][data-value="green"]').click();
  await expect(html).toHaveAttribute('data-board', 'green');
  const squareColour = await square(page, 'a1').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(squareColour).toBe('rgb(118, 150, 86)');
  await page.reload();
  // The live board, not the one prerendered into index.html.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-square]')).toHaveCount(64);
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(html).toHaveAttribute('data-board', 'green');
});

test('the sound switch is remembered, and moves play with sound or without', async ({ page }) => {
  await openApp(page);
  await page.locator('.preferences > summary').click();
  const sound = page.getByRole('switch', { name: 'Sons du jeu' });
  await expect(sound).toHaveAttribute('aria-checked', 'true');
  await clickMoves(page, ['e2e4', 'd7d5', 'e4d5']);
  await expect(page.locator('.app')).toHaveAttribute('data-cue', 'capture');
  await sound.click();
  await expect(sound).toHaveAttribute('aria-checked', 'false');
  expect(await page.evaluate(() => localStorage.getItem('roque.v1.sound'))).toBe('off');
  await page.reload();
  await page.locator('.preferences > summary').click();
  await expect(page.getByRole('switch', { name: 'Sons du jeu' })).toHaveAttribute('aria-checked', 'false');
});

test('without Web Audio the board is silent, and nothing fails', async ({ page }) => {
  await page.addInitScript(() => {
    delete window.AudioContext;
    delete window.webkitAudioContext;
  });
  await openApp(page);
  await clickMoves(page, CAPTURE_WITH_CHECK);
  await expect(page.locator('.app')).toHaveAttribute('data-cue', 'check');
  // The fixture fails the test on any page error or console error.
});

test.describe('axe-core finds no violation', () => {
  for (const scheme of ['light', 'dark']) {
    test(`on every screen of a game, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openApp(page);
      await expectNoAxeViolations(page);
      // Mid-game, a piece picked up, the settings open.
      await clickMoves(page, ['e2e4', 'e7e5']);
      await square(page, 'g1').click();
      await page.locator('.preferences > summary').click();
      await expectNoAxeViolations(page);
      // Every board colour.
      for (const board of ['green', 'blue', 'grey', 'wood']) {
        await page.locator(`[data-choice="board"][data-value="${board}"]`).click();
        await expectNoAxeViolations(page);
      }
      // An illegal move's notice, and a typed move refused.
      await square(page, 'g1').click();
      await square(page, 'g1').click();
      await square(page, 'd7').click();
      await page.getByLabel('Jouer un coup au clavier').fill('Zz9');
      await page.getByLabel('Jouer un coup au clavier').press('Enter');
      await expect(page.locator('[data-notice]')).toBeVisible();
      await expectNoAxeViolations(page);
      // Game over.
      await clickMoves(page, ['f1c4', 'b8c6', 'd1h5', 'g8f6', 'h5f7']);
      await expect(status(page)).toContainText('Échec et mat');
      await expectNoAxeViolations(page);
    });

    test(`with the promotion picker open, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openApp(page, '?fen=' + encodeURIComponent('8/P6k/8/8/8/8/8/K7 w - - 0 1'));
      await square(page, 'a7').click();
      await square(page, 'a8').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`against the computer, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openApp(page, '?lang=en');
      await openOptions(page);
      await page.locator('[data-choice="opponent"][data-value="computer"]').click();
      await page.locator('[data-choice="level"][data-value="1"]').click();
      await expectNoAxeViolations(page);
      await closeDialog(page, 'options');
      await clickMoves(page, ['e2e4']);
      // The computer's reply is announced like any move.
      await expect(announcements(page)).toContainText('Black:');
      await expect(page.locator('.app')).toHaveAttribute('data-thinking', 'false');
      await expectNoAxeViolations(page);
    });
  }

  test('with the dark theme chosen over a light system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openApp(page);
    await page.locator('.preferences > summary').click();
    await page.locator('[data-choice="theme"][data-value="dark"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page);
  });
});

test.describe('axe-core on the other screens', () => {
  for (const scheme of ['light', 'dark']) {
    test(`the board editor, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openApp(page);
      await page.locator('[data-action="open-editor"]').click();
      await expect(page.locator('[data-action="open-editor"]')).toHaveCount(0);
      // The editor, once the module of tools has loaded.
      await expect(page.locator('[data-screen="editor"]')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`an embedded board in exercise mode, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      // The embed page itself, as the iframe shows it.
      const fen = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
      await page.goto(`./?embed&mode=exercise&solution=O-O&fen=${encodeURIComponent(fen)}`);
      // The live board, not the one prerendered into index.html.
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.locator('[data-square]')).toHaveCount(64);
      await expectNoAxeViolations(page);
    });

    test(`the French rules page, ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('./regles.html');
      await expect(page.locator('h1')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
