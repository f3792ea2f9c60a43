// Printed sheets: a lesson of the course as a printable page
// (?learn=<id>&print), printed to PDF by Chromium (page.pdf) and read back
// with poppler's pdfinfo and pdftotext, real readers of the file: its pages,
// its numbered diagrams, the answer boxes and the solutions on the last
// page; six or twelve a page, A4 or Letter, French or English; the
// toolbar on screen only; axe-core on the page.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test, expect, expectNoAxeViolations } from './helpers.mjs';

/** The PDF of the page as Chromium prints it, read by poppler. */
async function printed(page, format) {
  const dir = await mkdtemp(join(tmpdir(), 'roque-sheet-'));
  const file = join(dir, 'sheet.pdf');
  await writeFile(file, await page.pdf({ format, preferCSSPageSize: true, printBackground: true }));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)[1]);
  const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info).slice(1).map(Number);
  // Page by page: the text of each, in reading order.
  const texts = [];
  for (let n = 1; n <= pages; n++) {
    texts.push(execFileSync('pdftotext', ['-f', String(n), '-l', String(n), '-layout', file, '-'], { encoding: 'utf8' }));
  }
  return { pages, size, texts };
}

/** How many times `pattern` stands in `text`. */
const count = (text, pattern) => (text.match(pattern) ?? []).length;

async function openSheet(page, query) {
  await page.goto(`./?${query}`);
  await expect(page.locator('.sheet-page').first()).toBeVisible();
  // The diagrams come with the module of diagrams, loaded as the sheet
  // opens: every one is in the page once it has come.
  await expect(page.locator('[data-diagram-waiting]')).toHaveCount(0);
}

test('a lesson prints as numbered diagrams with answer boxes, and its solutions on the last page', async ({ page }) => {
  await openSheet(page, 'learn=checkmate&print');
  const exercises = await page.locator('[data-exercise]').count();
  expect(exercises).toBeGreaterThan(2);
  const expectedPages = Math.ceil(exercises / 6) + 1;
  await expect(page.locator('.sheet-page')).toHaveCount(expectedPages);
  // Every diagram is drawn, with its pieces on their squares.
  await expect(page.locator('[data-diagram] svg')).toHaveCount(exercises);
  expect(await page.locator('[data-diagram] [data-piece]').count()).toBeGreaterThan(exercises * 2);
  await expect(page.locator('[data-answer-box]')).toHaveCount(exercises);
  await expect(page.locator('[data-solution]')).toHaveCount(exercises);

  const pdf = await printed(page, 'A4');
  expect(pdf.pages).toBe(expectedPages);
  // A4 portrait: 595 × 842 points.
  expect(Math.round(pdf.size[0])).toBe(595);
  expect(Math.round(pdf.size[1])).toBe(842);
  const body = pdf.texts.slice(0, -1).join('\n');
  const last = pdf.texts.at(-1);
  // Each exercise once, numbered, with its answer box and its diagram's
  // coordinates (the files a to h under each board).
  for (let n = 1; n <= exercises; n++) {
    expect(count(body, new RegExp(`Exercice ${n}\\b`, 'g')), `exercise ${n}`).toBe(1);
  }
  expect(count(body, /Réponse :/g)).toBe(exercises);
  expect(count(body, /a\s+b\s+c\s+d\s+e\s+f\s+g\s+h/g)).toBe(exercises);
  expect(body).toContain(await page.locator('h1').textContent());
  expect(body).not.toContain('Imprimer');
  // The solutions, all on the last page, none before.
  expect(last).toContain('Solutions');
  for (let n = 1; n <= exercises; n++) {
    expect(count(last, new RegExp(`Exercice ${n} :`, 'g')), `solution ${n}`).toBe(1);
  }
  expect(body).not.toContain('Solutions');
});

test('twelve a page on Letter paper, in English, from the address and from the toolbar', async ({ page }) => {
  await openSheet(page, 'learn=checkmate&print&per=12&paper=letter&lang=en');
  const exercises = await page.locator('[data-exercise]').count();
  await expect(page.locator('.sheet-page')).toHaveCount(Math.ceil(exercises / 12) + 1);
  await expect(page.locator('h1')).toHaveText('Checkmate');
  const pdf = await printed(page, 'Letter');
  expect(pdf.pages).toBe(Math.ceil(exercises / 12) + 1);
  // Letter portrait: 612 × 792 points.
  expect(Math.round(pdf.size[0])).toBe(612);
  expect(Math.round(pdf.size[1])).toBe(792);
  expect(count(pdf.texts.slice(0, -1).join('\n'), /Answer:/g)).toBe(exercises);
  expect(pdf.texts.at(-1)).toContain('Solutions');
  // The toolbar changes the layout, and the address says it.
  await page.locator('[data-per="6"]').check();
  await page.locator('[data-paper="a4"]').check();
  await expect(page.locator('.sheet-page')).toHaveCount(Math.ceil(exercises / 6) + 1);
  await expect(page).toHaveURL(/\?learn=checkmate&print&lang=en$/);
});

// Every lesson, in four tests of a quarter each (the lessons whose place in
// the course's list is 0, 1, 2 or 3 modulo 4): one test printing all 22
// took most of a minute, the suite's longest, which the other workers
// could not share.
const PRINT_SHARDS = 4;
for (let shard = 0; shard < PRINT_SHARDS; shard++) {
  test(`every lesson prints (${shard + 1} of ${PRINT_SHARDS}): as many pages as its exercises need, one diagram each`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('./?learn');
    // The list comes with the course's module: wait for it before reading it.
    const lessons = page.locator('[data-lesson]');
    await expect(lessons.nth(20)).toBeAttached();
    const ids = await lessons.evaluateAll((links) => links.map((l) => l.dataset.lesson));
    for (const id of ids.filter((_, i) => i % PRINT_SHARDS === shard)) {
      await openSheet(page, `learn=${id}&print&per=12`);
      const exercises = await page.locator('[data-exercise]').count();
      expect(exercises, id).toBeGreaterThan(0);
      await expect(page.locator('[data-diagram] svg'), id).toHaveCount(exercises);
      const pdf = await printed(page, 'A4');
      expect(pdf.pages, id).toBe(Math.ceil(exercises / 12) + 1);
      expect(count(pdf.texts.slice(0, -1).join('\n'), /Réponse :/g), id).toBe(exercises);
    }
  });
}

test('the lesson links to its sheet; the toolbar is on screen only; axe-core finds nothing', async ({ page }) => {
  await page.goto('./?learn=rook');
  await page.locator('[data-action="print-sheet"]').click();
  await expect(page).toHaveURL(/\?learn=rook&print$/);
  await expect(page.locator('[data-action="print"]')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-action="print"]')).toBeHidden();
  await expect(page.locator('[data-diagram] svg').first()).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await page.locator('[data-action="back-to-lesson"]').click();
  await expect(page).toHaveURL(/\?learn=rook$/);
});

test('an unknown lesson says so', async ({ page }) => {
  await page.goto('./?learn=nope&print');
  await expect(page.locator('[data-notice="bad-link"]')).toContainText("Cette leçon n'existe pas");
});

test("a teacher's own sheet from the editor: pasted FENs and PGN positions, with its solutions", async ({ page, context }) => {
  await page.goto('./?edit&fen=6k1/5ppp/8/8/8/8/8/R5K1%20w%20-%20-%200%201');
  await expect(page.locator('[data-sheet-maker]')).toBeVisible();
  // The editor's own diagram is offered too.
  await expect(page.locator('[data-screen="editor"] [data-diagram-preview]')).toBeVisible();
  const text = page.locator('[data-sheet-text]');
  // A bad line is refused with its number.
  await text.fill('8/8/8/4k3/8/8/8/4K3 w - - 0 1\nnot a fen');
  await page.locator('[data-action="open-sheet"]').click();
  await expect(page.locator('[data-sheet-error]')).toContainText('Ligne 2');
  // Two FENs, the editor's position, and a PGN puzzle with its solution.
  await text.fill('8/8/8/4k3/8/8/8/4K3 w - - 0 1 ; Nulle ?\n8/8/8/3Q4/8/8/8/8');
  await page.locator('[data-action="add-to-sheet"]').click();
  await expect(text).toHaveValue(/\n6k1\/5ppp\/8\/8\/8\/8\/8\/R5K1 w - - 0 1$/);
  const [sheet] = await Promise.all([context.waitForEvent('page'), page.locator('[data-action="open-sheet"]').click()]);
  await sheet.waitForLoadState();
  await expect(sheet).toHaveURL(/\?learn&print&sheet$/);
  await expect(sheet.locator('[data-exercise]')).toHaveCount(3);
  await expect(sheet.locator('[data-diagram] svg')).toHaveCount(3);
  await expect(sheet.locator('[data-exercise="1"] .sheet-prompt')).toHaveText('Nulle ?');
  await expect(sheet.locator('[data-exercise="2"] .sheet-prompt')).toHaveText('Les Blancs jouent.');
  await expect(sheet.locator('[data-exercise="2"] [data-piece]')).toHaveCount(1);
  // No solutions given: no solutions page.
  await expect(sheet.locator('.sheet-page')).toHaveCount(1);
  const pdf = await printed(sheet, 'A4');
  expect(pdf.pages).toBe(1);
  expect(count(pdf.texts[0], /Réponse :/g)).toBe(3);
  await sheet.close();

  // A PGN of puzzles: each FEN tag's position, its moves as the solution.
  await text.fill('[Event "Mat en 1"]\n[FEN "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"]\n\n1. Ra8# 1-0\n\n[Event "Mat en 1"]\n[FEN "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"]\n\n1. Qg7# 1-0\n');
  const [puzzles] = await Promise.all([context.waitForEvent('page'), page.locator('[data-action="open-sheet"]').click()]);
  await puzzles.waitForLoadState();
  await expect(puzzles.locator('[data-exercise]')).toHaveCount(2);
  await expect(puzzles.locator('[data-solution]')).toHaveCount(2);
  await expect(puzzles.locator('[data-solution="1"]')).toContainText('Ra8# 1-0');
  const printedPuzzles = await printed(puzzles, 'A4');
  expect(printedPuzzles.pages).toBe(2);
  expect(printedPuzzles.texts[1]).toContain('Qg7#');
});

test('a sheet page with nothing kept says what to do', async ({ page }) => {
  await page.goto('./?learn&print&sheet');
  await expect(page.locator('[data-notice="bad-link"]')).toContainText('Aucune feuille à imprimer');
  await page.evaluate(() => localStorage.setItem('roque.v1.sheet', 'roque-sheet 1\nbroken line'));
  await page.reload();
  await expect(page.locator('[data-notice="bad-link"]')).toContainText('abîmée (ligne 1)');
});

test('the one-file build prints a sheet with its diagrams, from file://', async ({ page }) => {
  const single = resolve(dirname(fileURLToPath(import.meta.url)), '../../dist-single/roque.html');
  expect(existsSync(single), `${single} is missing: run make single`).toBe(true);
  await page.goto(`${pathToFileURL(single).href}?learn=rook&print`);
  await expect(page.locator('.sheet-page').first()).toBeVisible({ timeout: 20_000 });
  const exercises = await page.locator('[data-exercise]').count();
  expect(exercises).toBeGreaterThan(1);
  await expect(page.locator('[data-diagram] svg')).toHaveCount(exercises, { timeout: 20_000 });
  expect(await page.locator('[data-diagram] [data-piece]').count()).toBeGreaterThan(exercises);
});
