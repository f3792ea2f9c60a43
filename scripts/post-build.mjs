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
// 3. The app's stylesheets (index.html links four, web/styles/*.css, kept
//    apart as sources: embedded boards compile two of them in) become one
//    file, one request: joined in their order, named by their hash, linked
//    where the first one was, with its own integrity; in release builds
//    without their comments and indentation (a quarter less gzipped).
// 4. In release builds, the app's wasm-bindgen glue (the module index.html
//    imports) and register-sw.js are minified with terser (a fifth less
//    gzipped), their integrity in index.html updated where they have one.
//    The glue keeps its __wbg_init, which scripts/single-file.mjs calls (and
//    the module of tools, roque-tools.js, its open and close).
//    index.html loses its comments (notes for whoever edits the source) and
//    the blank lines they leave, but for the prerendered screen's markers
//    (scripts/single-file.mjs finds the screen by them), and gets its SVG
//    favicon as a data: URI.
// 5. sw.js gets the list of every file of the build (Trunk hashes file names,
//    and other branches add files: nothing is listed by hand) and a version,
//    the hash of all of them, so that any change to the build is a new worker.
// 6. The board's, the course's and the openings' modules get their classic
//    twins for pages opened from disk (scripts/file-modules.mjs), which the
//    service worker does not keep; in release builds.
// 7. Every text and wasm file gets its compressed forms beside it (.br, .gz:
//    scripts/precompress.mjs), which servers such as roque-relay send as
//    they are; the service worker does not list them. In release builds.
//
// Usage (by Trunk): node scripts/post-build.mjs   with TRUNK_STAGING_DIR set;
// by hand: node scripts/post-build.mjs <dir> [release|debug].
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPolicy, inlineScripts, scriptHash, withPolicy } from './csp.mjs';
import { isFileModule, writeFileModules } from './file-modules.mjs';
import { isCompressedForm, precompress } from './precompress.mjs';

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

/**
 * A stylesheet without its comments, indentation and blank lines, nor the
 * spaces around braces and semicolons. Strings are read as strings (a
 * comment opener in one stays); if one holds a brace, a semicolon or a line
 * break, the stylesheet is left as it was.
 */
function compact(css) {
  let bare = '';
  for (let i = 0; i < css.length; ) {
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
    } else if (css[i] === '"' || css[i] === "'") {
      let j = i + 1;
      while (j < css.length && css[j] !== css[i]) j += css[j] === '\\' ? 2 : 1;
      const string = css.slice(i, j + 1);
      if (/[{};\n]/.test(string)) return css;
      bare += string;
      i = j + 1;
    } else {
      bare += css[i];
      i += 1;
    }
  }
  return `${bare.replace(/\s*\n\s*/g, '\n').replace(/\s*([{};])\s*/g, '$1').trim()}\n`;
}

/**
 * Joins the stylesheets Trunk linked in index.html (`<link rel="stylesheet"
 * href="./name-hash.css" integrity="…"/>`) into one file, in order.
 */
async function joinStylesheets() {
  const indexPath = join(dir, 'index.html');
  const html = await readFile(indexPath, 'utf8');
  const LINK = /[ \t]*<link rel="stylesheet" href="\.\/([^"\/]+\.css)"[^>]*>[ \t]*\n?/g;
  const links = [...html.matchAll(LINK)];
  if (links.length < 2) return;
  const parts = [];
  for (const [, name] of links) parts.push(await readFile(join(dir, name), 'utf8'));
  const joined = parts.map((part) => (part.endsWith('\n') ? part : `${part}\n`)).join('');
  const css = profile === 'release' ? compact(joined) : joined;
  const name = `roque-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  const integrity = `sha384-${createHash('sha384').update(css).digest('base64')}`;
  await writeFile(join(dir, name), css);
  let first = true;
  const page = html.replace(LINK, (line) => {
    if (!first) return '';
    first = false;
    const indent = /^[ \t]*/.exec(line)[0];
    return `${indent}<link rel="stylesheet" href="./${name}" integrity="${integrity}"/>\n`;
  });
  await writeFile(indexPath, page);
  for (const [, old] of links) await rm(join(dir, old));
}

/**
 * Links the app's stylesheets (joined into one above, in release builds) in another page of the
 * app's, `learn.html` or `online.html`, in place of its `<!-- stylesheet -->` marker: a copied
 * page cannot name Trunk's hashed file itself.
 */
async function linkStylesheet(page) {
  const path = join(dir, page);
  const html = await readFile(path, 'utf8').catch(() => null);
  if (html === null) return;
  const index = await readFile(join(dir, 'index.html'), 'utf8');
  // One joined file in release builds; `make serve` may keep several.
  const links = [...index.matchAll(/<link rel="stylesheet" href="[^"]+\.css"[^>]*>/g)].map((m) => m[0]);
  if (!links.length || !html.includes('<!-- stylesheet -->')) {
    console.error(`post-build: cannot link the stylesheet in ${page}`);
    process.exit(1);
  }
  // Without its integrity: a page opened from disk (a lesson in a teacher's
  // own page) may not check one (it takes CORS), and would go unstyled. The
  // file's name is its hash already, and it comes from the page's own server.
  const plain = links.map((link) => link.replace(/\s+integrity="[^"]*"/, ''));
  await writeFile(path, html.replace('<!-- stylesheet -->', () => plain.join('\n    ')));
}

/** Minifies the first visit's scripts (release only; see 3. above). */
async function minifyScripts() {
  if (profile !== 'release') return;
  const { minify } = await import('terser');
  const indexPath = join(dir, 'index.html');
  let html = await readFile(indexPath, 'utf8');
  // register-sw.js and piece-bitmaps.js are classic scripts: their
  // top-level names stay. The glue is a module: its names may shrink, but
  // for the one that scripts/single-file.mjs calls.
  const options = new Map([
    ['register-sw.js', { module: false, ecma: 2020 }],
    ['piece-bitmaps.js', { module: false, ecma: 2020 }],
  ]);
  // The module of tools' exports, which the one-file build calls by name.
  const KEPT_EXPORTS = ['open', 'close'];
  const GLUE = /<link rel="modulepreload" href="\.\/([^"\/]+\.js)"|import\('\.\/([^'\/]+\.js)'\)/g;
  for (const [, preloaded, imported] of html.matchAll(GLUE)) {
    const name = preloaded ?? imported;
    options.set(name, { module: true, ecma: 2020, mangle: { reserved: ['__wbg_init', ...KEPT_EXPORTS] } });
  }
  for (const [name, option] of options) {
    const path = join(dir, name);
    const source = await readFile(path, 'utf8').catch(() => null);
    if (source === null) continue;
    const { code } = await minify(source, option);
    await writeFile(path, code);
    const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    html = html.replace(new RegExp(`(href="\\./${escaped}"[^>]*integrity=")sha384-[^"]+`), (_, head) => `${head}${integrity}`);
  }
  html = html
    .replace(/[ \t]*<!--(?! \/?prerendered -->)[\s\S]*?-->/g, '')
    .replace(/\n(?:[ \t]*\n)+/g, '\n');
  // The favicon, a small SVG, as a data: URI: one request fewer.
  const icon = /<link rel="icon" href="\.\/([^"\/]+\.svg)"[^>]*>/.exec(html);
  if (icon) {
    const svg = (await readFile(join(dir, icon[1]), 'utf8')).trim();
    if (svg.length < 2048) {
      // Quotes and brackets escaped too, so that no tool reading the page
      // with a simple pattern (scripts/single-file.mjs) ends the tag early.
      const uri = `data:image/svg+xml,${svg.replace(/[%#"<>\n]/g, encodeURIComponent)}`;
      html = html.replace(icon[0], () => `<link rel="icon" href="${uri}"/>`);
      await rm(join(dir, icon[1]));
    }
  }
  await writeFile(indexPath, html);
}

const PRERENDERED = /(<!-- prerendered -->)[\s\S]*?(<!-- \/prerendered -->)/;

/**
 * The app's first screen as HTML, from the roque-prerender binary. It is
 * built with the workspace's packages and features (the Makefile's
 * WORKSPACE_FEATURES), in the cargo profile ROQUE_PRERENDER_PROFILE names:
 * `make dist` says test, so that it is the binary `make unit` has built;
 * by default dev, as `make serve` builds. ROQUE_PRERENDER_WRAPPER, when
 * set, is the workspace's compiler wrapper of that build (`make dist`
 * says clippy's driver, as the Makefile's test build has it: LINTED).
 */
function prerender() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const cargoProfile = process.env.ROQUE_PRERENDER_PROFILE ?? 'dev';
  const messages = execFileSync(
    'cargo',
    [
      'build',
      '--quiet',
      '--message-format=json',
      '--profile',
      cargoProfile,
      '--workspace',
      '--features',
      'roque-app/prerender',
      '--bin',
      'roque-prerender',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 << 20,
      env: process.env.ROQUE_PRERENDER_WRAPPER
        ? { ...process.env, RUSTC_WORKSPACE_WRAPPER: process.env.ROQUE_PRERENDER_WRAPPER }
        : process.env,
    },
  );
  const binary = messages
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .find((message) => message.reason === 'compiler-artifact' && message.target?.name === 'roque-prerender')?.executable;
  if (!binary) {
    console.error('post-build: cargo built no roque-prerender binary');
    process.exit(1);
  }
  return execFileSync(binary, [], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 << 20 }).trim();
}

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

await joinStylesheets();
await linkStylesheet('learn.html');
await linkStylesheet('online.html');
await minifyScripts();
// 6. The modules' twins for pages opened from disk (scripts/file-modules.mjs),
// in release builds: `make serve` is served.
if (profile === 'release') await writeFileModules(dir);

const files = await filesUnder(dir);

for (const file of files.filter((f) => f.endsWith('.html'))) {
  const path = join(dir, file);
  await writeFile(path, finishPage(await readFile(path, 'utf8')));
}

if (!files.includes(WORKER)) {
  console.error(`post-build: ${WORKER} is missing from the build (index.html copies it)`);
  process.exit(1);
}
// Online play's page and wasm are not precached: it needs the network (its
// relay) anyway, and an installed app should not download them for nothing.
const ONLINE_ONLY = /^(?:online\.html|online\.css|roque-online(?:-page)?\.js|roque-online_bg\.wasm)$/;
// Nor are the modules' twins for pages opened from disk: a served page never
// loads them.
// Nor the compressed forms: the worker's requests get the encoding the
// browser asks for under the file's own name.
const precached = files.filter((f) => f !== WORKER && !ONLINE_ONLY.test(f) && !isFileModule(f) && !isCompressedForm(f));
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
// 7. Last, once every file (sw.js too) is written.
const compressed = profile === 'release' ? await precompress(dir) : 0;
console.log(`post-build: ${profile}, ${precached.length} files precached, version ${version}, ${compressed} compressed forms`);
