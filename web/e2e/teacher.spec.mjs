// A teacher's own page, as a teacher makes it: the build (dist/) copied
// into a folder beside a page of their own, opened from disk (file://)
// with six boards and a lesson. The boards are drawn in the page from the
// modules' classic twins (roque-board.file.js…), one is played, a lesson
// and a board in its frame load from the same folder; then the page is
// printed to PDF by Chromium (page.pdf) and read back with poppler: six
// diagrams, none of their buttons, the lesson as a line with its sheet's
// address. And the rules page, regles.html, printed as its mémo.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { clickMove, drawnBoard, expect, test } from './helpers.mjs';

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist');

test.describe.configure({ timeout: 120_000 });

/** The PDF of the page as Chromium prints it, read by poppler: its pages' texts. */
async function printed(page) {
  const dir = await mkdtemp(join(tmpdir(), 'roque-print-'));
  const file = join(dir, 'page.pdf');
  // Without backgrounds, as a browser prints by default: the boards ask
  // for theirs.
  await writeFile(file, await page.pdf({ format: 'A4', preferCSSPageSize: true }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)[1]);
  const texts = [];
  for (let n = 1; n <= pages; n++) {
    texts.push(execFileSync('pdftotext', ['-f', String(n), '-l', String(n), '-layout', file, '-'], { encoding: 'utf8' }));
  }
  if (process.env.ROQUE_KEEP_PDF) await cp(file, process.env.ROQUE_KEEP_PDF);
  return { file, pages, texts, text: texts.join('\n') };
}

/** How many times `pattern` stands in `text`. */
const count = (text, pattern) => (text.match(pattern) ?? []).length;

/** A diagram's files under it, as pdftotext lays them out: "a b c … h". */
const FILES_ROW = /a\s+b\s+c\s+d\s+e\s+f\s+g\s+h/g;

/** Words of the boards' buttons and hints, which paper must not show. */
const SCREEN_WORDS = /Recommencer|Reprendre le coup|Télécharger le|Revenir à la partie|Dernier coup|Partie à rejouer :|Jouez vos propres coups|Position à observer|Réclamer/;

/** Each page of `pdf` holds whole diagrams only, `total` in all: as many
 *  begin on it (the top rank's label, "8", on a line of such labels, as
 *  pdftotext lays out boards side by side) as end (their row of files). */
function expectWholeDiagrams(pdf, total) {
  let all = 0;
  for (const [n, text] of pdf.texts.entries()) {
    const lines = text.split('\n');
    const tops = lines.filter((line) => /^\s*8(\s+8)*\s*$/.test(line)).reduce((sum, line) => sum + count(line, /8/g), 0);
    const bottoms = count(text, FILES_ROW);
    expect(tops, `boards beginning and ending on page ${n + 1}`).toBe(bottoms);
    all += bottoms;
  }
  expect(all).toBe(total);
}

const TEACHER_PAGE = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Ma leçon sur le roque</title>
<script src="roque/roque-embed.js" defer></script>
<style>
  body { font-family: serif; max-width: 46rem; margin: 0 auto; }
  .later { margin-top: 4000px; }
</style>
</head>
<body>
<h1>Le roque, leçon de mardi</h1>
<p>Exercice 1 : roquez.</p>
<div id="castle" data-roque data-size="320" data-fen="4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1" data-solution="O-O"></div>
<p>Exercice 2 : jouez librement.</p>
<div id="free" data-roque data-size="320" data-arrows="e2e4 d2d4:blue"></div>
<p>Exercice 3 : la prise en passant, dans son cadre.</p>
<div id="passant" data-roque data-size="320" data-frame data-moves="e4 Cf6 e5 d5" data-solution="exd6"></div>
<p>Exercice 4 : la partie italienne.</p>
<div id="italian" data-roque data-size="320" data-mode="play" data-opening="on" data-moves="e4 e5 Cf3 Cc6 Fc4"></div>
<p>Exercice 5 : une position à regarder.</p>
<div id="look" data-roque data-size="320" data-mode="view" data-fen="6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1" data-squares="a8:green" data-arrows="a1a8:red"></div>
<p>La leçon du cours :</p>
<div id="lesson" data-roque data-lesson="castling"></div>
<section class="later">
<p>Exercice 6, bien plus bas : une partie à rejouer.</p>
<div id="replay" data-roque data-size="320" data-mode="view" data-download="on" data-ply="0" data-pgn="1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# { [%cal Rh5f7] Mat. } 1-0"></div>
</section>
</body>
</html>
`;

/** The teacher's folder: the build as \`roque/\` beside their page. */
async function teacherFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'roque-teacher-'));
  await cp(dist, join(dir, 'roque'), { recursive: true });
  await writeFile(join(dir, 'lecon.html'), TEACHER_PAGE);
  return dir;
}

test("a teacher's page opened from disk shows and plays its six boards and its lesson", async ({ page }) => {
  const dir = await teacherFolder();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(pathToFileURL(join(dir, 'lecon.html')).href);

  // Drawn in the page, from the board's classic twin.
  const castle = await drawnBoard(page, '#castle');
  await expect(page.locator('#castle iframe')).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(globalThis.roqueFileModules ?? {}))).toContain('roque-board');
  await clickMove(castle, 'e1', 'g1');
  await expect(castle.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'solved');
  await expect(castle.locator('[data-square="f1"] [data-piece]')).toHaveAttribute('data-piece', 'wR');

  const free = await drawnBoard(page, '#free');
  await clickMove(free, 'g1', 'f3');
  await expect(free.locator('[data-square="f3"] [data-piece]')).toHaveAttribute('data-piece', 'wN');
  await expect(free.locator('[data-arrow="e2e4"]')).toHaveCount(1);

  // The names of openings, from their own twin.
  const italian = await drawnBoard(page, '#italian');
  await expect(italian.locator('[data-opening]')).toHaveText('Partie italienne', { timeout: 30_000 });

  const replay = await drawnBoard(page, '#replay');
  await replay.locator('[data-action="last"]').click();
  await expect(replay.locator('[data-current-comment]')).toHaveText('Mat.');
  // Its diagram (data-download="on"), from the diagrams' own twin.
  await expect(replay.locator('[data-action="download-svg"]')).toBeEnabled({ timeout: 30_000 });
  expect(await page.evaluate(() => Object.keys(globalThis.roqueFileModules ?? {}))).toContain('roque-diagram');

  // A board in its frame and a lesson: their own pages, from the same folder.
  const passant = await drawnBoard(page, '#passant');
  await expect(page.locator('#passant iframe')).toHaveAttribute('src', /^file:.*\/roque\/embed\.html\?embed=1/);
  await clickMove(passant, 'e5', 'd6');
  await expect(passant.locator('[data-embed-state]')).toHaveAttribute('data-embed-state', 'solved');
  await page.locator('#lesson').scrollIntoViewIfNeeded();
  const lesson = page.locator('#lesson iframe').contentFrame();
  await expect(lesson.locator('[data-learn="lesson"]')).toBeVisible({ timeout: 30_000 });
  await expect(lesson.locator('[data-square]')).toHaveCount(64);
  // Styled: the course's stylesheet loads from disk too.
  expect(await lesson.locator('.learn-title').evaluate((h) => getComputedStyle(h).fontFamily)).not.toMatch(/^"?Times/);

  expect(errors, 'errors in the page').toEqual([]);
});

test("the teacher's page printed: six diagrams, drawn before printing, no buttons, the lesson's sheet named", async ({ page }) => {
  const dir = await teacherFolder();
  await page.goto(pathToFileURL(join(dir, 'lecon.html')).href);
  // The first board is drawn; those far below are not, until printing.
  await drawnBoard(page, '#castle');
  await expect(page.locator('#replay .embed')).toHaveCount(0);
  // The frame's board and the lesson, near the top, load by themselves.
  await expect(page.locator('#passant iframe').contentFrame().locator('[data-square]')).toHaveCount(64, { timeout: 30_000 });
  await expect(page.locator('#lesson iframe').contentFrame().locator('[data-learn="lesson"]')).toBeVisible({ timeout: 30_000 });
  const drawnBefore = await page.locator('[data-roque] .embed').count();
  expect(drawnBefore).toBeLessThan(5);

  const pdf = await printed(page);
  // Six diagrams, each with its files under it and its pieces: the in-page
  // boards that were never scrolled to among them.
  expectWholeDiagrams(pdf, 6);
  await expect(page.locator('[data-roque] .embed')).toHaveCount(5);
  expect(pdf.text).not.toMatch(SCREEN_WORDS);
  expect(pdf.text).toContain('Le roque, leçon de mardi');
  expect(pdf.text).toContain('Partie italienne');
  // The lesson: a line, and its sheet's address.
  expect(pdf.text).toMatch(/leçon d’échecs interactive/);
  expect(pdf.text.replace(/\s+/g, '')).toContain('learn.html?learn=castling&print');
  // Each board's buttons are hidden on paper; the board itself is not.
  await page.emulateMedia({ media: 'print' });
  for (const id of ['castle', 'free', 'italian', 'look', 'replay']) {
    const host = page.locator(`#${id}`);
    await expect(host.locator('.board')).toBeVisible();
    await expect(host.locator('button:visible, select:visible')).toHaveCount(0);
  }
  await expect(page.locator('#look [data-arrow="a1a8"]')).toBeVisible();
  const passant = page.locator('#passant iframe').contentFrame();
  await expect(passant.locator('button:visible')).toHaveCount(0);
  await expect(page.locator('#lesson iframe')).toBeHidden();
  await expect(page.locator('#lesson .roque-print-note')).toBeVisible();
});

test("the rules page prints as a mémo: its text and a diagram for each board, none cut, no buttons", async ({ page }) => {
  await page.goto('./regles.html');
  const boards = await page.locator('[data-roque]').count();
  expect(boards).toBeGreaterThan(20);
  await expect(page.locator('[data-roque]').first().locator('[data-square]')).toHaveCount(64, { timeout: 30_000 });
  const pdf = await printed(page);
  // A diagram for each board, on A4 pages.
  expect(count(pdf.text, FILES_ROW)).toBe(boards);
  expect(pdf.pages).toBeGreaterThan(3);
  expect(pdf.pages).toBeLessThan(16);
  for (const heading of ['La marche des pièces', 'Le roque', 'La prise en passant', 'La promotion', 'Les parties nulles']) {
    expect(pdf.text).toContain(heading);
  }
  expect(pdf.text).not.toMatch(SCREEN_WORDS);
  // Not the screen's table of contents nor the code to embed a board.
  expect(pdf.text).not.toContain('Sommaire');
  expect(pdf.text).not.toContain('data-roque');
  // No diagram cut by a page break: on each page, as many boards begin
  // (their rank 8, at the top) as end (their files, under them).
  expectWholeDiagrams(pdf, boards);
});
