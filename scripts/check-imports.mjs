// Fails when a crate's modules import each other in a circle, when the
// app's layers import upwards, or when browser code leaves its layers.
//
// The app (crates/app/src) is laid in folders, each a layer that may use
// only the layers before it (ARCHITECTURE.md):
//   model → persist → state → words → browser → views
// The embedded board (embed/) is its own slice above them, laid the same
// way: its options, moves and stylesheet are plain values, its reducer a
// state, its words words, its page browser code and its view a view. It
// may use the app's layers up to its module's own; no module of the app's
// layers imports the slice.
// A module's dependencies are the paths it names from `crate::`,
// `super::` and `self::` (in `use` trees, braces and all, and in code),
// each resolved as Rust does (`super::` from `a/b/c.rs` is `a::b`, from
// `a/b/mod.rs` it is `a`) to the longest module path that is a file.
// Re-exports (`pub use`) are not dependencies, nor is a module's own
// parent. Every crate's module graph must be free of circles; and in the
// app, `web_sys`, `js_sys`, `gloo` and `wasm_bindgen` appear only in
// browser/, views/ and the embed's page and view.
//
// Usage: node scripts/check-imports.mjs [root]   (exit 1 and a list when
// any; `root` holds crates/, the repository by default: the tests in
// scripts/test/ give it a fixture tree)
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ? resolve(process.argv[2]) : join(dirname(fileURLToPath(import.meta.url)), '..');
const LAYERS = ['model', 'persist', 'state', 'words', 'browser', 'views'];
const EMBED = { options: 'model', moves: 'model', sheet: 'model', state: 'state', viewer: 'state', words: 'words', page: 'browser', view: 'views' };

/** The layer of an app module (`state::app_state` → 2); -1 for the crate root and the binaries. */
function layerOf(module) {
  const [top, sub] = module.split('::');
  if (top === 'embed') return sub === undefined ? -1 : LAYERS.indexOf(EMBED[sub] ?? 'views');
  return LAYERS.indexOf(top);
}
const inEmbed = (module) => module === 'embed' || module.startsWith('embed::');
const BROWSER_OK = [/^browser\//, /^views\//, /^embed\/(page|view)\.rs$/, /^main\.rs$/, /^bin\//];
const BROWSER_API = /\b(web_sys|js_sys|gloo|wasm_bindgen(_futures)?)::/;

/** Every .rs file under `dir`, as paths relative to it with '/'. */
function rustFiles(dir, prefix = '') {
  const out = [];
  for (const entry of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...rustFiles(dir, path));
    else if (entry.name.endsWith('.rs')) out.push(path);
  }
  return out;
}

/** `state/app_state.rs` → `state::app_state`; `state/mod.rs` → `state`; `lib.rs` → ``. */
function moduleOf(file) {
  let path = file.replace(/\.rs$/, '');
  if (path === 'lib' || path === 'main') return '';
  path = path.replace(/\/mod$/, '');
  return path.split('/').join('::');
}

/**
 * The text with comments, strings and character literals blanked out
 * (newlines kept, so that offsets still give line numbers).
 */
function codeOnly(text) {
  let out = '';
  let i = 0;
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const rest = text.slice(i, i + 3);
    let m;
    if (rest.startsWith('//')) {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (rest.startsWith('/*')) {
      let depth = 0;
      let j = i;
      do {
        if (text.startsWith('/*', j)) { depth += 1; j += 2; }
        else if (text.startsWith('*/', j)) { depth -= 1; j += 2; }
        else j += 1;
      } while (depth > 0 && j < text.length);
      out += blank(text.slice(i, j));
      i = j;
    } else if ((m = /^b?r(#*)"/.exec(text.slice(i, i + 40))) && !/\w/.test(text[i - 1] ?? '')) {
      const close = `"${m[1]}`;
      const end = text.indexOf(close, i + m[0].length);
      const stop = end < 0 ? text.length : end + close.length;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += blank(text.slice(i, j + 1));
      i = j + 1;
    } else if ((m = /^'(\\.[^']*|[^\\'])'/.exec(text.slice(i, i + 12)))) {
      out += blank(m[0]);
      i += m[0].length;
    } else {
      out += text[i];
      i += 1;
    }
  }
  return out;
}

/**
 * The paths of a `use` tree (`super::{a, b::{c, self}}` → `super::a`,
 * `super::b::c`, `super::b`), each as a list of segments.
 */
function expandUseTree(tree) {
  // `a as b` keeps a mark where the words were apart: `a@b`.
  const text = tree.replace(/\s+as\s+/g, '@').replace(/\s+/g, '');
  let at = 0;
  const parseTree = (prefix) => {
    // A path of segments, then perhaps a group or a glob.
    const segments = [...prefix];
    const paths = [];
    for (;;) {
      if (text[at] === '{') {
        at += 1;
        while (text[at] !== '}' && at < text.length) {
          paths.push(...parseTree(segments));
          if (text[at] === ',') at += 1;
        }
        at += 1;
        return paths;
      }
      if (text[at] === '*') {
        at += 1;
        return [segments];
      }
      const m = /^(::)?(\w+)(@\w+)?/.exec(text.slice(at));
      if (!m) return [segments];
      at += m[0].length;
      // `self` in a group is the path before it; `x as y` names x.
      if (m[2] !== 'self' || segments.length === 0) segments.push(m[2]);
      if (m[3] === undefined && text.startsWith('::', at)) at += 2;
      else return [segments];
    }
  };
  const paths = [];
  while (at < text.length) {
    paths.push(...parseTree([]));
    if (text[at] === ',') at += 1;
    else if (at < text.length && !/[\w{*:]/.test(text[at])) at += 1;
  }
  return paths;
}

/**
 * The module a path names from module `self` (its segments), as Rust
 * resolves `crate`, `self` and `super`, then the longest prefix that is a
 * module of the crate; null for a path that is not the crate's.
 */
function resolvePath(segments, self, modules) {
  let base;
  let rest;
  const here = self === '' ? [] : self.split('::');
  if (segments[0] === 'crate') {
    base = [];
    rest = segments.slice(1);
  } else if (segments[0] === 'self' || segments[0] === 'super') {
    base = here;
    rest = segments.slice(segments[0] === 'self' ? 1 : 0);
    while (rest[0] === 'super') {
      base = base.slice(0, -1);
      rest = rest.slice(1);
    }
  } else {
    return null;
  }
  for (let n = rest.length; n >= 0; n--) {
    const candidate = [...base, ...rest.slice(0, n)].join('::');
    if (modules.has(candidate)) return candidate;
  }
  return null;
}

const problems = [];

for (const crate of readdirSync(join(root, 'crates')).sort()) {
  const src = join(root, 'crates', crate, 'src');
  if (!existsSync(src)) continue;
  const files = rustFiles(src).sort();
  const modules = new Map(files.map((file) => [moduleOf(file), file]));
  const edges = new Map();
  for (const file of files) {
    const self = moduleOf(file);
    const targets = new Set();
    const text = readFileSync(join(src, file), 'utf8');
    // Test modules inside a file may use anything of the crate.
    const body = codeOnly(text.split(/#\[cfg\(test\)\]/)[0]);
    const lineAt = (offset) => body.slice(0, offset).split('\n').length;
    const named = []; // [segments, offset]
    // `use` trees, over several lines; re-exports are skipped.
    const rest = body.replace(/(\bpub(\([^)]*\))?\s+)?\buse\s+([^;]*);/g, (all, pub, _scope, tree, offset) => {
      if (!pub) for (const path of expandUseTree(tree)) named.push([path, offset]);
      return all.replace(/[^\n]/g, ' ');
    });
    // Paths in code: `crate::a::b`, `super::super::c`, `self::d`.
    for (const m of rest.matchAll(/(?<![\w$])(crate|super|self)((?:\s*::\s*\w+)+)/g)) {
      named.push([[m[1], ...m[2].split('::').map((s) => s.trim()).filter(Boolean)], m.index]);
    }
    if (crate === 'app' && !BROWSER_OK.some((ok) => ok.test(file))) {
      for (const m of body.matchAll(new RegExp(BROWSER_API, 'g'))) {
        problems.push(`crates/app/src/${file}:${lineAt(m.index)}: browser API outside browser/ and views/`);
      }
    }
    const reported = new Set();
    for (const [path, offset] of named) {
      const target = resolvePath(path, self, modules);
      if (target === null || target === '' || target === self || self.startsWith(`${target}::`)) continue;
      targets.add(target);
      if (crate !== 'app' || reported.has(target)) continue;
      const from = layerOf(self);
      const to = layerOf(target);
      const line = lineAt(offset);
      if (inEmbed(target) && !inEmbed(self) && from >= 0) {
        reported.add(target);
        problems.push(`crates/app/src/${file}:${line}: ${self} (${LAYERS[from]}) imports ${target} (the embed slice, above the app's layers)`);
      } else if (from >= 0 && to > from) {
        reported.add(target);
        problems.push(`crates/app/src/${file}:${line}: ${self} (${LAYERS[from]}) imports ${target} (${LAYERS[to]}, above it)`);
      }
    }
    edges.set(self, targets);
  }
  // Circles: Tarjan's strongly connected components.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) {
        problems.push(`crates/${crate}: import circle between ${component.sort().map((m) => modules.get(m)).join(', ')}`);
      }
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
}

if (problems.length > 0) {
  console.error('Imports that break the layers (ARCHITECTURE.md):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('check-imports: no circle, every import points down');
