// Trunk's post_build hook (Trunk.toml): finishes the build in Trunk's staging
// directory, just before it becomes dist/.
//
// 1. Every HTML page gets a Content-Security-Policy <meta> allowing its inline
//    scripts by hash (scripts/csp.mjs). Development builds (`make serve`) are
//    marked so that they register no service worker, and allow inline scripts
//    without hashes (Trunk rewrites its live-reload script as it serves it).
// 2. index.html gets the app's first screen, rendered natively by the app's
//    own components (the roque-prerender binary, Yew's server renderer),
//    between its `<!-- prerendered -->` markers: the first paint does not
//    wait for the wasm.
// 3. sw.js gets the list of every file of the build (Trunk hashes file names,
//    and other branches add files: nothing is listed by hand) and a version,
//    the hash of all of them, so that any change to the build is a new worker.
//
// Usage (by Trunk): node scripts/post-build.mjs   with TRUNK_STAGING_DIR set;
// by hand: node scripts/post-build.mjs <dir> [release|debug].
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPolicy, inlineScripts, scriptHash, withPolicy } from './csp.mjs';

const dir = process.env.TRUNK_STAGING_DIR ?? process.argv[2];
const profile = process.env.TRUNK_PROFILE ?? process.argv[3] ?? 'release';
if (!dir) {
  console.error('post-build: no directory (TRUNK_STAGING_DIR or first argument)');
  process.exit(2);
}

const WORKER = 'sw.js';
const SW_OFF = '<meta name="roque-service-worker" content="off" />';

/** Every file under `root`, as sorted '/'-separated relative paths. */
async function filesUnder(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath ?? entry.path, entry.name)).split(sep).join('/'))
    .sort();
}

/** A page with its policy, and in development the switch that keeps the worker off. */
function finishPage(html) {
  let page = html.replace(/[ \t]*<meta name="roque-service-worker"[^>]*>\s*\n?/g, '');
  if (profile !== 'release') {
    page = page.replace(/<\/head>/i, () => `  ${SW_OFF}\n  </head>`);
    return withPolicy(page, appPolicy(null));
  }
  const hashes = [...new Set(inlineScripts(page).map(scriptHash))];
  return withPolicy(page, appPolicy(hashes));
}

const PRERENDERED = /(<!-- prerendered -->)[\s\S]*?(<!-- \/prerendered -->)/;

/** The app's first screen as HTML, from the roque-prerender binary. */
function prerender() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  return execFileSync(
    'cargo',
    ['run', '--quiet', '--package', 'roque-app', '--features', 'prerender', '--bin', 'roque-prerender'],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 << 20 },
  ).trim();
}

const files = await filesUnder(dir);

{
  const path = join(dir, 'index.html');
  const page = await readFile(path, 'utf8');
  if (!PRERENDERED.test(page)) {
    console.error('post-build: index.html lacks its <!-- prerendered --> markers');
    process.exit(1);
  }
  const screen = prerender();
  await writeFile(path, page.replace(PRERENDERED, (_, open, close) => `${open}${screen}${close}`));
}

for (const file of files.filter((f) => f.endsWith('.html'))) {
  const path = join(dir, file);
  await writeFile(path, finishPage(await readFile(path, 'utf8')));
}

if (!files.includes(WORKER)) {
  console.error(`post-build: ${WORKER} is missing from the build (index.html copies it)`);
  process.exit(1);
}
const precached = files.filter((f) => f !== WORKER);
const hash = createHash('sha256');
for (const file of precached) {
  hash.update(file).update('\0').update(await readFile(join(dir, file))).update('\0');
}
const version = hash.digest('hex').slice(0, 16);

const workerPath = join(dir, WORKER);
const source = await readFile(workerPath, 'utf8');
const VERSION_LINE = /^const VERSION = .*;$/m;
// Spans lines once filled in (names are URL-encoded: no ";" in them), so that
// running the hook twice on one build is harmless.
const FILES_LINE = /^const FILES = [^;]*;$/m;
if (!VERSION_LINE.test(source) || !FILES_LINE.test(source)) {
  console.error(`post-build: ${WORKER} lacks its "const VERSION = …;" and "const FILES = …;" lines`);
  process.exit(1);
}
const urls = precached.map((f) => f.split('/').map(encodeURIComponent).join('/'));
await writeFile(
  workerPath,
  source
    .replace(VERSION_LINE, () => `const VERSION = ${JSON.stringify(version)};`)
    .replace(FILES_LINE, () => `const FILES = ${JSON.stringify(urls, null, 2)};`),
);
console.log(`post-build: ${profile}, ${precached.length} files precached, version ${version}`);
