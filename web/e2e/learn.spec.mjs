// The course « Apprendre » (?learn): the list of lessons, one exercise of
// every lesson solved through the DOM contract (moves on the board, marked
// squares, answers, claims), the openings' first exercises and the
// scholar's mate refuted on the board, illegal and wrong attempts explained, the
// steps and aria-current, progress across a reload, corrupt progress kept
// aside, hostile links, the one-file build, a lesson embedded in a page,
// and axe-core on the list and a lesson.
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test, expect, openApp, square, expectNoAxeViolations } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const single = resolve(here, '../../dist-single/roque.html');
const port = Number(process.env.ROQUE_E2E_PORT ?? 4178);
const boardBase = `http://127.0.0.1:${port}/roque/`;

const PROGRESS = 'roque.v1.progress';
const IDS = [
  'rook', 'bishop', 'queen', 'king', 'knight', 'pawn', 'capture', 'check', 'out-of-check', 'checkmate',
  'stalemate', 'castling', 'en-passant', 'promotion', 'threefold', 'fifty-moves', 'fivefold',
  'seventy-five-moves', 'insufficient-material', 'agreement', 'touch-move', 'flag',
  'opening-principles', 'scholars-mate', 'italian-game', 'ruy-lopez', 'queens-gambit', 'london-system',
  'sicilian-defence', 'french-defence', 'caro-kann-defence', 'scandinavian-defence',
];

// What the test expects of each lesson, read from the course crate's data
// (crates/course/src/lessons/<id>.rs): the exercise to solve, found by its
// start position (`fen`: the first exercise of the lesson that starts
// there, whatever its number), and how — `move` (UCI, a fifth letter for the promotion piece), `mark`
// (squares, then « Vérifier »), `choose` (the answer's index), `claim`, or
// `claimWith` (announce the move, then play it). `illegal` and `wrong` are
// attempts on that exercise with what the page must say about them.
const LESSONS = {
  rook: { fen: '7k/8/8/8/1p1R4/8/8/4K3 w - - 0 1', solve: [['move', 'd4b4']], illegal: { move: 'd4a1', says: /La tour en d4 ne peut pas aller en a1/ } },
  bishop: { fen: '4k3/p7/8/8/8/8/8/2B1K3 w - - 0 1', solve: [['choose', 1]], wrong: { step: ['choose', 0], says: /\S/ } },
  queen: { fen: '7k/8/8/1p5n/r7/8/8/3QK3 w - - 0 1', solve: [['move', 'd1h5']], wrong: { step: ['move', 'd1a1'], says: /le roi s'échappe en h7/ } },
  king: { fen: '7k/8/6p1/5r2/4K3/3n4/8/8 w - - 0 1', solve: [['move', 'e4d3']], illegal: { move: 'e4e5', says: /\S/ } },
  // Two moves, the board answering between them.
  knight: { fen: 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1', solve: [['move', 'b5c7'], ['move', 'c7a8']], wrong: { step: ['move', 'e1d1'], says: /ne prend aucune pièce/ } },
  // A pawn walked to promotion, the board answering each step.
  pawn: { fen: '7k/8/8/P7/8/8/8/7K w - - 0 1', solve: [['move', 'a5a6'], ['move', 'a6a7'], ['move', 'a7a8q']], illegal: { move: 'a5a4', says: /ne peut pas reculer/ } },
  capture: { fen: '4k3/8/8/3r2B1/8/3N4/4K3/8 b - - 0 1', solve: [['move', 'd5g5']], wrong: { step: ['move', 'd5d3'], says: /laisse votre tour en prise/ } },
  check: { fen: '8/p2k4/8/8/8/5N2/8/4K3 w - - 0 1', solve: [['move', 'f3e5']], wrong: { step: ['move', 'e1d1'], says: /ne donne pas échec/ } },
  'out-of-check': { fen: 'rnbqkbnr/ppp1pppp/8/1B6/8/4P3/PPPP1PPP/RNBQK1NR b KQkq - 1 3', solve: [['move', 'c7c6']], wrong: { step: ['move', 'b8c6'], says: /n'attaque pas le fou/ } },
  checkmate: { fen: '2r3k1/5ppp/8/8/8/8/3R4/3R2K1 w - - 0 1', solve: [['move', 'd2d8'], ['move', 'd1d8']], wrong: { step: ['move', 'd1a1'], says: /ne donne pas échec/ } },
  stalemate: { fen: '7k/8/5K2/8/8/8/8/6Q1 w - - 0 1', solve: [['move', 'g1g7']], wrong: { step: ['move', 'g1g6'], says: /C'est pat, pas mat/ } },
  // The kingside castling refused with the square and its attacker named.
  castling: { fen: 'r3k2r/8/8/1b6/8/8/8/R3K2R w KQkq - 0 1', solve: [['move', 'e1c1']], illegal: { move: 'e1g1', says: /f1.*attaquée.*fou en b5/ } },
  'en-passant': { fen: '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2', solve: [['move', 'e5d6']], wrong: { step: ['move', 'e5e6'], says: /\S/ } },
  // An underpromotion to a knight that forks, the board answering.
  promotion: { fen: '8/3q1P1k/8/8/8/8/8/4K3 w - - 0 1', solve: [['move', 'f7f8n'], ['move', 'f8d7']], wrong: { step: ['move', 'f7f8q'], says: /\S/ } },
  threefold: { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5', solve: [['claim']], wrong: { step: ['move', 'b1a3'], says: /Vous pouviez réclamer la nulle ici/ } },
  'fifty-moves': { fen: '8/8/4k3/8/8/3K4/7P/R7 w - - 99 80', solve: [['claimWith', 'a1a2']], wrong: { step: ['move', 'a1b1'], says: /il faut la réclamer avant de le jouer/ } },
  fivefold: { fen: '8/6k1/8/8/8/8/8/R5K1 b - - 15 8', solve: [['move', 'g7g8']], wrong: { step: ['move', 'g7f6'], says: /la partie continue/ } },
  // A mate on the 75th move stands.
  'seventy-five-moves': { fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120', solve: [['move', 'a1a8']], wrong: { step: ['move', 'a1b1'], says: /ne donne pas échec/ } },
  'insufficient-material': { fen: '8/8/4k3/8/8/3Kp3/8/8 w - - 0 1', solve: [['move', 'd3e3']], wrong: { step: ['move', 'd3c2'], says: /la partie continue/ } },
  agreement: { fen: 'r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7', solve: [['choose', 0]], wrong: { step: ['choose', 1], says: /\S/ } },
  'touch-move': { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', solve: [['move', 'g1f3']], wrong: { step: ['move', 'b1a3'], says: /Vous avez touché le cavalier en g1/ } },
  flag: { fen: '8/8/4k3/8/8/3K4/8/R7 w - - 0 1', solve: [['choose', 0]], wrong: { step: ['choose', 1], says: /\S/ } },
};

const board = (page) => page.locator('[data-fen]');
const step = (page, n) => page.locator(`[data-exercise="${n}"]`);
const refusal = (page) => page.locator('[data-said="refusal"]');
const news = (page) => page.locator('[data-said="news"]');

/** Waits for a lesson's board: 64 squares and its position on the container. */
async function lessonReady(page) {
  await expect(page.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
  await expect(board(page)).toHaveAttribute('data-fen', /\S/);
}

async function openLesson(page, id, n = 1, extra = '') {
  await page.goto(`./?learn=${id}&n=${n}${extra}`);
  await lessonReady(page);
  await expect(step(page, n)).toHaveAttribute('aria-current', 'step');
}

/** Opens the first exercise of lesson `id` that starts on `fen`, through
 *  the lesson's steps; its number. */
async function findExercise(page, id, fen) {
  await page.goto(`./?learn=${id}`);
  await lessonReady(page);
  const count = await page.locator('[data-exercise]').count();
  for (let n = 1; n <= count; n += 1) {
    if (n > 1) {
      await step(page, n).click();
      await expect(step(page, n)).toHaveAttribute('aria-current', 'step');
    }
    if ((await board(page).getAttribute('data-fen')) === fen) return n;
  }
  throw new Error(`no exercise of ${id} starts on ${fen}`);
}

/** Plays a move by clicking its squares (and the promotion piece). */
async function move(page, uci) {
  const before = await board(page).getAttribute('data-fen');
  await square(page, uci.slice(0, 2)).click();
  await square(page, uci.slice(2, 4)).click();
  if (uci.length === 5) await page.locator(`[data-promotion="${uci[4]}"]`).click();
  return before;
}

/** Does one step of a solution. */
async function act(page, [kind, value]) {
  switch (kind) {
    case 'move':
      await move(page, value);
      break;
    case 'mark':
      for (const name of value) {
        await square(page, name).click();
        await expect(square(page, name)).toHaveAttribute('data-marked', '');
      }
      await page.locator('[data-action="check"]').click();
      break;
    case 'choose':
      await page.locator(`[data-answer="${value}"]`).click();
      break;
    case 'claim':
      await page.locator('[data-action="claim"]').click();
      break;
    case 'claimWith':
      await page.locator('[data-action="claim-with-move"]').click();
      await expect(page.locator('[data-action="claim-with-move"]')).toHaveAttribute('aria-pressed', 'true');
      await move(page, value);
      break;
    default:
      throw new Error(`unknown step ${kind}`);
  }
}

test('the list shows every lesson, grouped, each with its progress', async ({ page }) => {
  await page.goto('./?learn');
  const lessons = page.locator('[data-lesson]');
  await expect(lessons).toHaveCount(IDS.length);
  expect(await lessons.evaluateAll((links) => links.map((a) => a.getAttribute('data-lesson')))).toEqual(IDS);
  await expect(page.locator('.lesson-group h2')).toHaveCount(6);
  await expect(page.locator('.lesson-group h2').last()).toHaveText('Ouvertures pour débutants');
  for (const link of await lessons.all()) {
    await expect(link).toHaveAttribute('href', /^\?learn=[a-z-]+$/);
    await expect(link.locator('.lesson-count')).toContainText(/0 sur \d+ résolu/);
    await expect(link.locator('.lesson-stars')).toHaveAttribute('aria-label', '0 étoile sur 3');
  }
  // A lesson's link opens it in place, with its own address.
  await page.locator('[data-lesson="castling"]').click();
  await lessonReady(page);
  await expect(page).toHaveURL(/\?learn=castling$/);
  await expect(step(page, 1)).toHaveAttribute('aria-current', 'step');
  await page.goBack();
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
  await expect(page.locator('h1')).toContainText('Apprendre les règles');
});

test('the app has an « Apprendre » entry and the course a way back to the game', async ({ page }) => {
  // The live app's board (a move on the prerendered one waits for the app).
  await openApp(page);
  const stored = () => page.evaluate(() => localStorage.getItem('roque.v1.current'));
  const initial = await stored();
  await square(page, 'e2').click();
  await square(page, 'e4').click();
  await expect(page.locator('[data-square="e4"] [data-piece]')).toHaveAttribute('data-piece', 'wP');
  await expect.poll(stored).not.toBe(initial);
  const saved = await stored();
  await page.locator('[data-action="learn"]').click();
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
  // The course leaves the saved game alone.
  expect(await stored()).toBe(saved);
  await page.locator('[data-action="back-to-game"]').click();
  await expect(page.locator('[data-square="e4"] [data-piece]')).toHaveAttribute('data-piece', 'wP');
});

test('the rules page leads to the course', async ({ page }) => {
  await page.goto('./regles.html');
  await page.locator('a[href="./?learn"]').click();
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
});

for (const id of Object.keys(LESSONS)) {
  const lesson = LESSONS[id];
  test(`lesson ${id}: an exercise solved on the page`, async ({ page }) => {
    const n = await findExercise(page, id, lesson.fen);
    await expect(step(page, n)).toHaveAttribute('data-state', 'todo');
    if (lesson.illegal) {
      const fen = await board(page).getAttribute('data-fen');
      await act(page, ['move', lesson.illegal.move]);
      await expect(refusal(page)).toContainText(lesson.illegal.says);
      await expect(board(page)).toHaveAttribute('data-fen', fen);
    }
    if (lesson.wrong) {
      const fen = await board(page).getAttribute('data-fen');
      await act(page, lesson.wrong.step);
      await expect(news(page)).toContainText(lesson.wrong.says);
      await expect(board(page)).toHaveAttribute('data-fen', fen);
      await page.locator('[data-action="restart"]').click();
    }
    for (const part of lesson.solve) await act(page, part);
    await expect(news(page)).toContainText('Bravo');
    await expect(step(page, n)).toHaveAttribute('data-state', 'solved');
    await page.locator('[data-action="next"]').click();
    const total = await page.locator('[data-exercise]').count();
    if (n < total) {
      await expect(step(page, n + 1)).toHaveAttribute('aria-current', 'step');
      await expect(step(page, n)).not.toHaveAttribute('aria-current', 'step');
      await expect(page).toHaveURL(new RegExp(`learn=${id}&n=${n + 1}$`));
    } else {
      await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
    }
  });
}

// The openings (crates/course/src/lessons/<id>.rs): each lesson's first
// exercise, one wrong attempt first and what the page says of it (a hint
// written for that move, the principle it breaks, or the line's move and
// its idea), then the solution; `opening` is the name shown under the
// prompt. A wrong move is answered without a move on the board.
const OPENINGS = {
  'opening-principles': { wrong: ['choose', 0], says: /ne prend pas le centre et n'ouvre la route à aucune pièce/, solve: [['choose', 1]] },
  'scholars-mate': { wrong: ['move', 'd2d4'], says: /Le coup de la ligne est 1\.e4 : le fou en c4/, solve: [['move', 'e2e4'], ['move', 'f1c4'], ['move', 'd1h5'], ['move', 'h5f7']], opening: /Partie du fou \(C23\)/ },
  'italian-game': { wrong: ['move', 'd2d4'], says: /1\.d4 est un bon coup/, solve: [['move', 'e2e4'], ['move', 'g1f3'], ['move', 'f1c4']], opening: /Partie italienne \(C50\)/ },
  'ruy-lopez': { wrong: ['move', 'g1h3'], says: /Cavalier au bord, cavalier mort : en h3/, solve: [['move', 'e2e4'], ['move', 'g1f3'], ['move', 'f1b5']], opening: /Partie espagnole \(C60\)/ },
  'queens-gambit': { wrong: ['move', 'e2e4'], says: /Le coup de la ligne est 1\.d4/, solve: [['move', 'd2d4'], ['move', 'c2c4']], opening: /Gambit dame \(D06\)/ },
  'london-system': { wrong: ['move', 'h2h3'], says: /Ce coup de pion \(h3\) ne prend pas le centre/, solve: [['move', 'd2d4'], ['move', 'g1f3'], ['move', 'c1f4']], opening: /Système de Londres \(A48\)/ },
  'sicilian-defence': { wrong: ['move', 'e7e5'], says: /1\.\.\.e5 est un bon coup, mais symétrique/, solve: [['move', 'c7c5']], opening: /Défense sicilienne \(B20\)/ },
  'french-defence': { wrong: ['move', 'c7c6'], says: /1\.\.\.c6 est la défense Caro-Kann/, solve: [['move', 'e7e6'], ['move', 'd7d5']], opening: /Défense française \(C00\)/ },
  'caro-kann-defence': { wrong: ['move', 'e7e6'], says: /1\.\.\.e6 est la défense française/, solve: [['move', 'c7c6'], ['move', 'd7d5']], opening: /Défense Caro-Kann \(B12\)/ },
  'scandinavian-defence': { wrong: ['move', 'f7f5'], says: /Ce coup laisse votre pion en prise : le pion en e4 le prend/, solve: [['move', 'd7d5'], ['move', 'd8d5']], opening: /Défense scandinave/ },
};

for (const [id, lesson] of Object.entries(OPENINGS)) {
  test(`opening lesson ${id}: a wrong attempt explained, the first exercise solved`, async ({ page }) => {
    await openLesson(page, id, 1);
    await expect(step(page, 1)).toHaveAttribute('data-state', 'todo');
    // No FIDE article for an opening.
    await expect(page.locator('.learn-articles')).toHaveCount(0);
    if (lesson.opening) await expect(page.locator('[data-opening]')).toContainText(lesson.opening);
    const fen = await board(page).getAttribute('data-fen');
    await act(page, lesson.wrong);
    await expect(news(page)).toContainText(lesson.says);
    await expect(board(page)).toHaveAttribute('data-fen', fen);
    await page.locator('[data-action="restart"]').click();
    for (const part of lesson.solve) await act(page, part);
    await expect(news(page)).toContainText('Bravo');
    await expect(step(page, 1)).toHaveAttribute('data-state', 'solved');
    await page.locator('[data-action="next"]').click();
    await expect(step(page, 2)).toHaveAttribute('aria-current', 'step');
    await expect(page).toHaveURL(new RegExp(`learn=${id}&n=2$`));
  });
}

test('the scholar\'s mate: a defence that fails is refuted by the mate, played on the board', async ({ page }) => {
  const start = 'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3';
  const n = await findExercise(page, 'scholars-mate', start);
  await move(page, 'g8f6');
  await expect(news(page)).toContainText('Ce coup permet le mat : les Blancs jouent 4.Dxf7#.');
  // The board shows 3...Cf6 and 4.Dxf7#, with the mate's arrow.
  await expect(board(page)).toHaveAttribute('data-fen', /^r1bqkb1r\/pppp1Qpp\/2n2n2\//);
  await expect(board(page)).toHaveAttribute('data-refutation', 'h5f7');
  await expect(page.locator('[data-arrow="h5f7"]')).toHaveCount(1);
  await expect(square(page, 'f7').locator('[data-piece]')).toHaveAttribute('data-piece', 'wQ');
  // Taken back, the exercise goes on from its position; g6 parries.
  await page.locator('[data-action="take-back"]').click();
  await expect(board(page)).toHaveAttribute('data-fen', start);
  await expect(page.locator('[data-action="take-back"]')).toHaveCount(0);
  await move(page, 'g7g6');
  await expect(news(page)).toContainText('Bravo');
  await expect(step(page, n)).toHaveAttribute('data-state', 'solved');
});

test('find all the squares: marked by clicks, checked, a hint when some are missing', async ({ page }) => {
  await openLesson(page, 'rook', 1);
  await expect(board(page)).toHaveAttribute('data-kind', 'squares');
  await act(page, ['mark', ['d8']]);
  await expect(news(page)).not.toBeEmpty();
  await expect(step(page, 1)).toHaveAttribute('data-state', 'todo');
  // A second click unmarks a square.
  await square(page, 'd8').click();
  await expect(square(page, 'd8')).not.toHaveAttribute('data-marked', '');
  // A second wrong check: the solution may be shown, on the board too.
  await act(page, ['mark', ['e5']]);
  await square(page, 'e5').click();
  await page.locator('[data-action="solution"]').click();
  await expect(news(page)).toContainText('Solution');
  await expect(square(page, 'h4')).toHaveAttribute('data-mark', 'green');
  await expect(square(page, 'e5')).not.toHaveAttribute('data-mark', 'green');
  const all = ['d1', 'd2', 'd3', 'd5', 'd6', 'd7', 'd8', 'a4', 'b4', 'c4', 'e4', 'f4', 'g4', 'h4'];
  await act(page, ['mark', all]);
  await expect(square(page, 'h4')).toHaveAttribute('aria-selected', 'true');
  await expect(square(page, 'h4')).toHaveAttribute('aria-label', /marquée/);
  await expect(news(page)).toContainText('Bravo');
  await expect(step(page, 1)).toHaveAttribute('data-state', 'solved');
});

test('after two refused attempts the solution can be shown, and solving then is no first try', async ({ page }) => {
  await openLesson(page, 'rook', 2);
  await expect(page.locator('[data-action="solution"]')).toHaveCount(0);
  await move(page, 'd4a1');
  await expect(refusal(page)).toContainText('ne peut pas aller en a1');
  await move(page, 'e1d1');
  await expect(news(page)).toContainText('ne prend aucune pièce');
  await page.locator('[data-action="solution"]').click();
  await expect(news(page)).toContainText('Solution');
  await expect(page.locator('[data-arrow="d4b4"]')).toHaveCount(1);
  await move(page, 'd4b4');
  await expect(step(page, 2)).toHaveAttribute('data-state', 'solved');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROGRESS)).toBe('RoqueProgress 1\nrook 2\n');
});

test('the board answers, and its reply is said', async ({ page }) => {
  await findExercise(page, 'knight', LESSONS.knight.fen);
  await move(page, 'b5c7');
  await expect(news(page)).toContainText(/Les Noirs répondent : Roi/);
  await expect(page.getByRole('status')).toContainText('Continuez');
  await expect(board(page)).toHaveAttribute('data-fen', /^r7\/2N/);
});

test('the pieces\' stars: capture after capture, the same side moving again', async ({ page }) => {
  const n = await findExercise(page, 'rook', '8/4p3/8/p3p3/8/7k/8/R5K1 w - - 0 1');
  await move(page, 'a1a5');
  await expect(board(page)).toHaveAttribute('data-fen', / w /);
  await expect(square(page, 'a5').locator('[data-piece]')).toHaveAttribute('data-piece', 'wR');
  await expect(step(page, n)).toHaveAttribute('data-state', 'todo');
  await move(page, 'a5e5');
  await move(page, 'e5e7');
  await expect(news(page)).toContainText('Bravo');
  await expect(step(page, n)).toHaveAttribute('data-state', 'solved');
});

test('a draw claimed with an announced move, on a board seen from Black', async ({ page }) => {
  const n = await findExercise(page, 'threefold', 'rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4');
  await expect(page.locator('.board')).toHaveAttribute('data-orientation', 'black');
  await act(page, ['claimWith', 'f6g8']);
  await expect(news(page)).toContainText('Bravo');
  await expect(step(page, n)).toHaveAttribute('data-state', 'solved');
});

test('touched pieces are marked on the board', async ({ page }) => {
  await page.goto('./?learn=touch-move');
  await lessonReady(page);
  // The exercise where the knight on b1, then the e7 pawn, were touched.
  for (let n = 1; (await square(page, 'e7').getAttribute('data-mark')) !== 'yellow'; n += 1) {
    await step(page, n + 1).click();
    await expect(step(page, n + 1)).toHaveAttribute('aria-current', 'step');
  }
  await expect(square(page, 'b1')).toHaveAttribute('data-mark', 'yellow');
  await expect(square(page, 'e7')).toHaveAttribute('data-mark', 'yellow');
  await move(page, 'g1f3');
  await expect(news(page)).toContainText('Vous avez touché le cavalier en b1');
});

test('in English, the castling refusal names the attacked square', async ({ page }) => {
  const n = await findExercise(page, 'castling', LESSONS.castling.fen);
  await page.goto(`./?learn=castling&n=${n}&lang=en`);
  await lessonReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await move(page, 'e1g1');
  await expect(refusal(page)).toContainText(/f1/);
  await expect(refusal(page)).toContainText(/bishop on b5/);
  await page.locator('[data-lang="fr"]').click();
  await expect(page.locator('h1')).toContainText('Le roque');
  await expect(page).toHaveURL(new RegExp(`\\?learn=castling&n=${n}$`));
});

test('progress survives a reload and shows in the list', async ({ page }) => {
  await openLesson(page, 'rook', 2);
  await move(page, 'd4b4');
  await expect(step(page, 2)).toHaveAttribute('data-state', 'solved');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROGRESS)).toBe('RoqueProgress 1\nrook 2*\n');
  await page.reload();
  await lessonReady(page);
  await expect(step(page, 2)).toHaveAttribute('data-state', 'solved');
  await expect(step(page, 1)).toHaveAttribute('data-state', 'todo');
  await page.locator('[data-action="all-lessons"]').click();
  const rook = page.locator('[data-lesson="rook"]');
  await expect(rook).toHaveAttribute('data-solved', '1');
  await expect(rook.locator('.lesson-count')).toContainText('1 sur');
  // A lesson opens where the learner left off: its first exercise to do.
  await page.goto('./?learn');
  await page.evaluate((key) => localStorage.setItem(key, 'RoqueProgress 1\nrook 1 2*\n'), PROGRESS);
  await page.reload();
  await rook.click();
  await expect(step(page, 3)).toHaveAttribute('aria-current', 'step');
  await page.locator('[data-action="all-lessons"]').click();
  // Erasing it asks first.
  await page.locator('[data-action="reset-progress"]').click();
  await page.locator('[data-action="confirm-reset"]').click();
  await expect(rook).toHaveAttribute('data-solved', '0');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROGRESS)).toBe('RoqueProgress 1\n');
});

test('corrupt progress gives a notice and an empty progress, the data kept aside', async ({ page }) => {
  await page.goto('./?learn');
  // The course's page, started (it is reached by a forward from index.html).
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
  const corrupt = '{"rook": [1, 2, 3]} \u00e9';
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [PROGRESS, corrupt]);
  await page.reload();
  const notice = page.locator('[data-notice="progress"]');
  await expect(notice).toContainText("La progression enregistrée n'a pas pu être relue");
  await expect(notice).toHaveAttribute('role', 'alert');
  const kept = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('roque.backup.') && key.endsWith('.progress'))
      .map((key) => [key, localStorage.getItem(key)]),
  );
  expect(kept).toHaveLength(1);
  expect(kept[0][1]).toBe(corrupt);
  await expect(notice).toContainText(kept[0][0]);
  await expect(page.locator('[data-lesson="rook"]')).toHaveAttribute('data-solved', '0');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PROGRESS)).toBe('RoqueProgress 1\n');
  // Once kept aside, the problem is not found again.
  await page.reload();
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
  await expect(notice).toHaveCount(0);
});

test('hostile or unknown links get a message in the page', async ({ page }) => {
  await page.goto(`./?learn=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  const bad = page.locator('[data-notice="bad-link"]');
  await expect(bad).toContainText('Aucune leçon ne s\'appelle « <img src=x onerror=alert(1)> »');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
  await page.goto('./?learn=rook&n=9999');
  await lessonReady(page);
  await expect(bad).toContainText("n'a pas d'exercice « 9999 »");
  await expect(step(page, 1)).toHaveAttribute('aria-current', 'step');
  await page.goto('./?learn=rook&n=-1&lang=en');
  await lessonReady(page);
  await expect(bad).toContainText('has no exercise “-1”');
});

test('an exercise is played with the keyboard alone', async ({ page }) => {
  await openLesson(page, 'rook', 2);
  // The board is one stop of the tab order, on its bottom-left square.
  await page.locator('[data-square][tabindex="0"]').focus();
  await expect(page.locator('[data-square][tabindex="0"]')).toHaveAttribute('data-square', 'a1');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
    await page.keyboard.press(key);
  }
  await page.keyboard.press('Enter');
  await expect(square(page, 'd4')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[data-announcements]')).toContainText('Tour d4 choisi, cases possibles');
  await expect(square(page, 'b4')).toHaveAttribute('data-legal', '');
  for (let i = 0; i < 2; i += 1) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press(' ');
  await expect(step(page, 2)).toHaveAttribute('data-state', 'solved');
  await expect(page.getByRole('status')).toContainText('Bravo');
});

test('axe-core finds nothing wrong on the list and a lesson', async ({ page }) => {
  await page.goto('./?learn');
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
  await expectNoAxeViolations(page);
  await openLesson(page, 'rook', 2);
  await move(page, 'd4c5');
  await expect(refusal(page)).not.toBeEmpty();
  await expectNoAxeViolations(page);
  await openLesson(page, 'rook', 1);
  await square(page, 'd8').click();
  await expectNoAxeViolations(page);
});

test('the course follows the display preferences; axe-core finds nothing in dark', async ({ page }) => {
  await page.goto('./?learn');
  await page.evaluate(() => localStorage.setItem('roque.v1.theme', 'dark'));
  await page.goto('./?learn=castling');
  await lessonReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await move(page, 'e1c1');
  await expect(page.locator('[data-said] p')).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.locator('[data-action="all-lessons"]').click();
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length);
  await expectNoAxeViolations(page);
});

test.describe('with its service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the course works with the network off', async ({ page, context }) => {
    await page.goto('./');
    await expect(page.locator('[data-square]')).toHaveCount(64);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    try {
      await page.goto('./?learn=rook&n=2');
      await lessonReady(page);
      await move(page, 'd4b4');
      await expect(step(page, 2)).toHaveAttribute('data-state', 'solved');
    } finally {
      await context.setOffline(false);
    }
  });
});

test('the one-file build opens the course', async ({ page }) => {
  expect(existsSync(single), `${single} is missing: run make single`).toBe(true);
  await page.goto(`${pathToFileURL(single).href}?learn`);
  await expect(page.locator('[data-lesson]')).toHaveCount(IDS.length, { timeout: 20_000 });
  await page.locator('[data-lesson="rook"]').click();
  await lessonReady(page);
  await page.locator('[data-exercise="2"]').click();
  await expect(step(page, 2)).toHaveAttribute('aria-current', 'step');
  await move(page, 'd4b4');
  await expect(step(page, 2)).toHaveAttribute('data-state', 'solved');
});

test('a lesson embedded in a page works', async ({ page }) => {
  test.setTimeout(90_000);
  const dir = await mkdtemp(join(tmpdir(), 'roque-learn-'));
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Cours</title>
<script src="${boardBase}roque-embed.js" defer></script></head>
<body><h1>Le roque</h1><div id="lesson" data-roque data-lesson="rook"></div>
<roque-board id="english" lesson="castling" lang="en"></roque-board></body></html>`;
  await writeFile(join(dir, 'page.html'), html);
  await page.goto(pathToFileURL(join(dir, 'page.html')).href);
  const host = page.locator('#lesson');
  const frame = host.locator('iframe').contentFrame();
  await expect(frame.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
  // The lesson alone: no top bar, no way back to a game.
  await expect(frame.locator('[data-action="back-to-game"]')).toHaveCount(0);
  await frame.locator('[data-exercise="2"]').click();
  await expect(frame.locator('[data-exercise="2"]')).toHaveAttribute('aria-current', 'step');
  await frame.locator('[data-square="d4"]').click();
  await frame.locator('[data-square="b4"]').click();
  await expect(frame.locator('[data-exercise="2"]')).toHaveAttribute('data-state', 'solved');
  // The page sized the frame to the lesson, also after its own links
  // changed the frame's address.
  const content = () => frame.locator('.learn').evaluate((element) => element.getBoundingClientRect().height);
  await expect
    .poll(async () => Math.abs((await host.locator('iframe').boundingBox()).height - (await content())))
    .toBeLessThan(2);
  // (By the keyboard: the host page may still be laying out the second
  // frame below, which a pointer's coordinates would not survive.)
  await frame.locator('[data-action="next"]').focus();
  await page.keyboard.press('Enter');
  await expect(frame.locator('[data-exercise="3"]')).toHaveAttribute('aria-current', 'step');
  await expect
    .poll(async () => Math.abs((await host.locator('iframe').boundingBox()).height - (await content())))
    .toBeLessThan(2);
  // <roque-board lesson="…">, in English.
  const english = page.locator('#english');
  await english.scrollIntoViewIfNeeded();
  const other = english.locator('iframe').contentFrame();
  await expect(other.locator('[data-square]')).toHaveCount(64, { timeout: 20_000 });
  await expect(other.locator('h1')).toContainText('Chess lesson');
  await expect(english.locator('iframe')).toHaveAttribute('title', 'Chess lesson');
});

test('the solution shown reads as sentences, names the castling in words, and offers the next exercise', async ({ page }) => {
  const n = await findExercise(page, 'castling', LESSONS.castling.fen);
  await move(page, 'e1g1');
  await expect(refusal(page)).toContainText('f1');
  await move(page, 'a1b1');
  await expect(news(page)).not.toBeEmpty();
  await expect(page.locator('[data-action="next"]')).toHaveCount(0);
  await page.locator('[data-action="solution"]').click();
  const said = news(page);
  await expect(said).toContainText('Solution');
  await expect(said).toContainText(/grand roque/i);
  await expect(said).toContainText('la case f1');
  // One colon at most in each sentence.
  const text = await said.innerText();
  for (const sentence of text.split(/[.!?](?:\s|$)/)) {
    expect((sentence.match(/:/g) ?? []).length, sentence).toBeLessThanOrEqual(1);
  }
  // Once the solution is shown, the learner may go on without playing it.
  await page.locator('[data-action="next"]').click();
  await expect(step(page, n + 1)).toHaveAttribute('aria-current', 'step');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the question is above the board, and what is said of a move stays in view', async ({ page }) => {
    await findExercise(page, 'castling', LESSONS.castling.fen);
    const prompt = await page.locator('[data-prompt]').boundingBox();
    const area = await page.locator('.board-area').boundingBox();
    expect(prompt.y + prompt.height).toBeLessThanOrEqual(area.y);
    const inView = async (locator) => {
      const box = await locator.boundingBox();
      const height = page.viewportSize().height;
      return box !== null && box.y >= 0 && box.y + box.height <= height;
    };
    // An illegal move, then a wrong one: each answer is on screen.
    await move(page, 'e1g1');
    await expect(refusal(page)).toContainText('f1');
    await expect.poll(() => inView(refusal(page).locator('p'))).toBe(true);
    await move(page, 'a1b1');
    await expect(news(page)).not.toBeEmpty();
    await expect.poll(() => inView(news(page).locator('p'))).toBe(true);
  });
});

test("a lesson's board draws its pieces from a picture of their size, as the game's does", async ({ page }) => {
  await openLesson(page, 'rook');
  const drawnFrom = () =>
    page.evaluate(() => {
      const piece = document.querySelector('.board .square .pc');
      return piece ? getComputedStyle(piece).backgroundImage : '';
    });
  await expect.poll(drawnFrom, { timeout: 10_000 }).toMatch(/^url\("data:image\/png;base64,/);
  const wanted = await page.evaluate(() =>
    Math.round(6 * document.querySelector('.board .square .pc').getBoundingClientRect().width * devicePixelRatio),
  );
  await expect(page.locator('style[data-piece-bitmaps]')).toHaveAttribute('data-piece-bitmaps', String(wanted));
});
