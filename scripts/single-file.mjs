// The one-file build: dist/ (the release build) made into one HTML page that
// plays when opened straight from disk (file://), the copy a teacher can mail
// to a class. Run by `make single`:  node scripts/single-file.mjs [dist] [out]
//
// A page opened from file:// may fetch nothing (Firefox refuses file:// fetches,
// and module scripts from files need CORS), so everything is inside the page:
// - the stylesheets as <style>, icons as data: URIs;
// - the app's wasm-bindgen glue as an inline module script, and the wasm as
//   gzipped base64 text, compiled from memory (`init({ module_or_path: bytes })`);
// - the piece images need nothing: app.css has them as data: URIs already;
// - the engine worker, when the build has one (roque-worker*.js): its glue and
//   wasm become a blob: URL in `globalThis.roqueEngineWorkerUrl`, set before
//   the app starts (the contract crates/app/src/computer.rs reads).
// The page carries its own Content-Security-Policy: its inline module scripts (the app, the course) by
// hash, data: images, blob: worker, nothing fetched.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptHash, withPolicy } from './csp.mjs';
import { gzipSync } from 'node:zlib';
import { literal, packed, scriptSafe, UNPACK } from './inline.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = resolve(process.argv[2] ?? join(root, 'dist'));
const out = resolve(process.argv[3] ?? join(root, 'dist-single/roque.html'));

// Files of dist/ that have no use in a page without a server: the service
// worker's registration (no service worker on file://), and the boards'
// pieces drawn as pictures (a file://'s canvas may be tainted by a data:
// image, and the page's policy allows its own boot scripts alone).
const DROPPED_SCRIPTS = new Set(['register-sw.js', 'piece-bitmaps.js']);

const MIME = { '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

function fail(message) {
  console.error(`single-file: ${message}`);
  process.exit(1);
}

/** A local href/src of dist/index.html ("./x.css", "icons/icon.svg") as a path in dist/, or null if not local. */
function localPath(ref) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//') || ref.startsWith('#')) return null;
  return join(dist, decodeURIComponent(ref.replace(/^\.\//, '').replace(/[?#].*$/, '')));
}

async function dataUri(path) {
  const ext = path.slice(path.lastIndexOf('.'));
  const type = MIME[ext];
  if (!type) fail(`no data: type for ${path}`);
  const bytes = await readFile(path);
  if (type === 'image/svg+xml') return `data:${type},${encodeURIComponent(bytes.toString('utf8'))}`;
  return `data:${type};base64,${bytes.toString('base64')}`;
}

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1] ?? null;

/** Text safe inside an inline <script>, or the build stops. */
function safe(text, what) {
  try {
    return scriptSafe(text, what);
  } catch (error) {
    return fail(error.message);
  }
}

let html = await readFile(join(dist, 'index.html'), 'utf8').catch(() => fail(`no ${dist}/index.html: run make dist first`));
const files = await readdir(dist);
// The screen prerendered into dist/index.html (scripts/post-build.mjs) names
// its piece images by file and drops itself by an inline script: this page,
// which allows one script and data: images only, starts without it.
html = html.replace(/\s*<div data-prerendered[^>]*>[\s\S]*?<!-- \/prerendered -->\s*<\/div>/, '');

// --- The app: Trunk's inline module script names its glue and its wasm. ---
const trunkScript = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html);
if (!trunkScript) fail("no Trunk module script in dist/index.html");
// (It also names the module of tools, roque-tools.js, which this page
// carries in a script of its own: below.)
const TOOLS_GLUE = 'roque-tools.js';
const TOOLS_WASM = 'roque-tools_bg.wasm';
const glueName = [...trunkScript[1].matchAll(/(?:from\s+|import\(\s*)'\.\/([^']+\.js)'/g)]
  .map((m) => m[1])
  .find((name) => name !== TOOLS_GLUE);
const wasmName = [...trunkScript[1].matchAll(/'\.\/([^']+\.wasm)'/g)]
  .map((m) => m[1])
  .find((name) => name !== TOOLS_WASM);
if (!glueName || !wasmName) fail("cannot find the app's glue and wasm in Trunk's script");
const glue = await readFile(join(dist, glueName), 'utf8');
if (/^\s*import\s/m.test(glue)) fail(`${glueName} imports other modules (wasm-bindgen snippets?): inline them first`);
const appWasm = await readFile(join(dist, wasmName));

// --- The engine worker, if this build has one. ---
let workerBoot = '';
if (files.includes('roque-worker.js')) {
  const workerWasm = files.find((f) => /^roque-worker.*_bg\.wasm$/.test(f));
  if (!workerWasm) fail('roque-worker.js without its _bg.wasm');
  const workerGlue = await readFile(join(dist, 'roque-worker.js'), 'utf8');
  const workerBytes = packed(await readFile(join(dist, workerWasm)));
  // What roque-worker_loader.js does (importScripts the glue, then
  // wasm_bindgen(its wasm)), with both inside the worker's own source.
  workerBoot = `
// The engine worker, from memory: its glue, then its wasm.
{
  const source = [
    ${literal(workerGlue)},
    ${literal(`\n${UNPACK}\nunpack("`)},
    ${literal(workerBytes)},
    '").then((bytes) => wasm_bindgen({ module_or_path: bytes }));\\n',
  ];
  globalThis.roqueEngineWorkerUrl = URL.createObjectURL(new Blob(source, { type: 'text/javascript' }));
}
`;
}

// --- The course, if this build has it: its own module, started instead of
// the app for `?learn` (served builds send that address to learn.html).
const LEARN_GLUE = 'roque-learn.js';
const LEARN_WASM = 'roque-learn_bg.wasm';
const hasCourse = files.includes(LEARN_GLUE);
if (hasCourse && !files.includes(LEARN_WASM)) fail(`${LEARN_GLUE} without its ${LEARN_WASM}`);
const IS_LEARN = String.raw`/[?&]learn(?:[=&]|$)/.test(location.search)`;
// The course's stylesheet (learn.html links it; the game's page does not).
const learnCss = hasCourse ? await readFile(join(dist, 'learn.css'), 'utf8') : '';
if (/<\/style/i.test(learnCss)) fail('learn.css contains "</style": cannot inline it');

const boot = `
// Roque in one file (scripts/single-file.mjs).
${workerBoot}
// The app's wasm-bindgen glue, as it is in dist/${glueName}.
${safe(glue, glueName)}
// The app's wasm; instantiating it starts the app${hasCourse ? ' (unless the address asks for the course)' : ''}.
${UNPACK}
if (!${hasCourse ? IS_LEARN : 'false'}) {
  await __wbg_init({ module_or_path: await unpack(${literal(packed(appWasm))}) });
}
`;

// The course in a module script of its own: its glue's names are its own.
const learnBoot = hasCourse
  ? `
// The course (« Apprendre »), for ?learn: its glue, as in dist/${LEARN_GLUE}.
${safe(await readFile(join(dist, LEARN_GLUE), 'utf8'), LEARN_GLUE)}
${UNPACK}
if (${IS_LEARN}) {
  await __wbg_init({ module_or_path: await unpack(${literal(packed(await readFile(join(dist, LEARN_WASM))))}) });
}
`
  : '';

// --- The modules the app loads when it first needs them
// (crates/app/src/browser/lazy.rs): each one's glue in a module script of
// its own, before the app's (its names are its own), and its wasm
// instantiated the first time the app asks for it, through the function
// `loader` on globalThis, whose promise gives the module's `exports`.
async function lazyBoot(name, loader, exports) {
  const glueFile = `${name}.js`;
  const wasmFile = `${name}_bg.wasm`;
  if (!files.includes(glueFile) || !files.includes(wasmFile)) fail(`no ${glueFile} and ${wasmFile} in ${dist}`);
  return `
// ${name}, as in dist/${glueFile}.
${safe(await readFile(join(dist, glueFile), 'utf8'), glueFile)}
${UNPACK}
let loading = null;
globalThis.${loader} = () => (loading ??= unpack(${literal(packed(await readFile(join(dist, wasmFile))))})
  .then((bytes) => __wbg_init({ module_or_path: bytes }))
  .then(() => ({ ${exports.join(', ')} })));
`;
}
// The board editor and the import and export dialogs (browser/tools.rs).
const toolsBoot = await lazyBoot('roque-tools', 'roqueTools', ['open', 'close']);
// The names of openings, once a game has a move (browser/openings.rs).
const openingsBoot = await lazyBoot('roque-openings', 'roqueOpenings', ['name']);
// The diagrams' writer, the first time a diagram is shown: the export
// dialog, the editor, the course's exercises and sheets (browser/diagram.rs).
const diagramBoot = await lazyBoot('roque-diagram', 'roqueDiagram', ['diagram']);

// --- The page: dist/index.html with every reference to a file inlined. ---
// The boot script goes in last, so that no rewriting of the page touches it.
const PLACEHOLDER = '<script type="module">/* boot */</script>';
html = html.replace(/<!--[\s\S]*?-->/g, '');
// Scripts for served pages only (index.html's forward of ?learn to
// learn.html: this page starts the course itself).
html = html.replace(/[ \t]*<script data-served-only>[\s\S]*?<\/script>\s*\n?/gi, '');
html = html.replace(trunkScript[0], () => PLACEHOLDER);

const links = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
for (const tag of links) {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
  const href = attribute(tag, 'href') ?? '';
  const path = localPath(href);
  let replacement;
  if (path === null) replacement = tag;
  else if (rel === 'stylesheet') {
    const css = await readFile(path, 'utf8');
    if (/url\(/i.test(css.replace(/url\(\s*["']?data:/gi, ''))) fail(`${href} refers to other files: inline them first`);
    if (/<\/style/i.test(css)) fail(`${href} contains "</style": cannot inline it`);
    replacement = `<style>\n${css}</style>`;
  } else if (rel === 'icon' || rel === 'apple-touch-icon') {
    replacement = `<link rel="${rel}" href="${await dataUri(path)}" />`;
  } else if (['preload', 'modulepreload', 'manifest'].includes(rel)) {
    // Nothing to fetch ahead, and no install from a file.
    replacement = '';
  } else fail(`no rule to inline <link rel="${rel}" href="${href}">`);
  html = html.replace(tag, () => replacement);
}

for (const [tag, src] of [...html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"[^>]*>\s*<\/script>/gi)]) {
  const path = localPath(src);
  if (path === null) continue;
  if (!DROPPED_SCRIPTS.has(basename(path))) fail(`no rule to inline <script src="${src}">`);
  html = html.replace(tag, '');
}

if (learnCss) html = html.replace(/<\/head>/i, () => `<style>\n${learnCss}</style>\n</head>`);

// A file has no relay: the top bar's « Jouer en ligne » would lead only to
// the sentence that says so (words::online::needs_server). The build knows
// it, so the entry is not shown at all.
html = html.replace(/<\/head>/i, () => '<style>\n[data-action="play-online"] { display: none; }\n</style>\n</head>');

// Blank lines left by the removed tags.
html = html.replace(/\n(\s*\n)+/g, '\n');

const policy = [
  "default-src 'none'",
  `script-src 'wasm-unsafe-eval' ${[toolsBoot, openingsBoot, diagramBoot, boot, learnBoot].filter(Boolean).map(scriptHash).join(' ')}`,
  'worker-src blob:',
  "style-src 'unsafe-inline'",
  'img-src data:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
const scripts = [toolsBoot, openingsBoot, diagramBoot, boot, learnBoot].filter(Boolean).map((text) => `<script type="module">${text}</script>`);
html = withPolicy(html, policy).replace(PLACEHOLDER, () => scripts.join('\n'));

await mkdir(dirname(out), { recursive: true });
await writeFile(out, html);
const bytes = Buffer.byteLength(html);
const gz = gzipSync(html, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`single-file: ${out}: ${kib(bytes)} raw, ${kib(gz)} gzip${workerBoot ? ', with the engine worker' : ', no engine worker in this build'}${hasCourse ? ', with the course' : ''}`);
