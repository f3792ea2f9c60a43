// The modules for pages opened from disk (file://): a teacher's own page
// beside a copy of dist/, double-clicked. Such a page may load classic
// scripts from files, but neither ES modules (they need CORS, which file:
// URLs cannot give) nor a fetch of the wasm. So each module a page of
// boards may ask for — the board (roque-embed.js, embed.html), the course
// (learn.html), the names of openings, the diagrams' writer — gets a twin, `<name>.file.js`: a
// classic script holding its wasm-bindgen glue and its wasm (gzipped,
// base64), which registers a start function in
// `globalThis.roqueFileModules[name]`; web/embed/roque-modules.js loads it
// when its page is a file, and the ES module otherwise. The service worker
// never precaches them (scripts/post-build.mjs): a served page has no use
// for them.
//
// Used by scripts/post-build.mjs in release builds.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { literal, packed, UNPACK } from './inline.mjs';

/** The modules that pages of boards load, and so need from disk too. */
export const FILE_MODULES = ['roque-board', 'roque-learn', 'roque-openings', 'roque-diagram'];

/** A file of the build that only pages opened from disk load. */
export const isFileModule = (file) => /^roque-[a-z]+\.file\.js$/.test(file);

/** The exports of an ES module's text, as `[local, exported]` name pairs. */
function exportsOf(glue) {
  const pairs = [];
  for (const [, name] of glue.matchAll(/^export\s+(?:async\s+)?(?:function\s*\*?|class|const|let|var)\s+([\w$]+)/gm)) {
    pairs.push([name, name]);
  }
  for (const [, list] of glue.matchAll(/export\s*\{([^}]*)\}\s*;?/g)) {
    for (const item of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [local, exported = local] = item.split(/\s+as\s+/).map((part) => part.trim());
      pairs.push([local, exported]);
    }
  }
  return pairs;
}

/**
 * The classic script for module `name` from its glue and its wasm bytes.
 * Throws if the glue is not one it can carry (it imports other modules, or
 * keeps module syntax after its exports are taken off).
 */
export function fileModule(name, glue, wasm) {
  if (/^\s*import\s/m.test(glue)) throw new Error(`${name}.js imports other modules: cannot carry it in a classic script`);
  const pairs = exportsOf(glue);
  if (!pairs.some(([, exported]) => exported === 'default')) throw new Error(`${name}.js has no default export (its init)`);
  // Its exports become local names; `import.meta.url` names the wasm's
  // default address, never used here (the bytes are given).
  const body = glue
    .replace(/^export\s+((?:async\s+)?(?:function|class|const|let|var)\b)/gm, '$1')
    .replace(/export\s*\{[^}]*\}\s*;?/g, '')
    .replaceAll('import.meta.url', 'document.baseURI');
  const exported = pairs.map(([local, as]) => `${JSON.stringify(as)}: ${local}`).join(', ');
  const script = `/* Roque: ${name} for pages opened from disk (scripts/file-modules.mjs). */
(function () {
  'use strict';
  const modules = (globalThis.roqueFileModules = globalThis.roqueFileModules || {});
  if (modules[${literal(name)}]) return;
  let started = null;
  modules[${literal(name)}] = () => (started ??= (async () => {
${body}
${UNPACK}
    const module = { ${exported} };
    await module.default({ module_or_path: await unpack(${literal(packed(wasm))}) });
    return module;
  })());
})();
`;
  // A syntax error here would only show on a teacher's disk: stop the build instead.
  new Script(script, { filename: `${name}.file.js` });
  return script;
}

/** Writes `<name>.file.js` beside each module of `names` in `dir`; returns the files written. */
export async function writeFileModules(dir, names = FILE_MODULES) {
  const written = [];
  for (const name of names) {
    const glue = await readFile(join(dir, `${name}.js`), 'utf8');
    const wasm = await readFile(join(dir, `${name}_bg.wasm`));
    const file = `${name}.file.js`;
    await writeFile(join(dir, file), fileModule(name, glue, wasm));
    written.push(file);
  }
  return written;
}

