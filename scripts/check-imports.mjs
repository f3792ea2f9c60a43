// Fails when a crate's modules import each other in a circle, when the
// app's layers import upwards, or when browser code leaves its layers.
//
// The app (crates/app/src) is laid in folders, each a layer that may use
// only the layers before it (ARCHITECTURE.md):
//   model → persist → state → words → browser → views
// The embedded board (embed/) is its own slice laid the same way: its
// options and moves are plain values, its reducer a state, its page
// browser code and its view a view.
// A module's dependencies are the `crate::…` and `super::…` paths it names
// (re-exports, `pub use`, are not dependencies), each resolved to the
// longest module path that is a file. Every crate's module graph must be
// free of circles; and in the app, `web_sys`, `js_sys`, `gloo` and
// `wasm_bindgen` appear only in browser/, views/ and the embed's page and
// view.
//
// Usage: node scripts/check-imports.mjs   (exit 1 and a list when any)
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const LAYERS = ['model', 'persist', 'state', 'words', 'browser', 'views'];
const EMBED = { options: 'model', moves: 'model', sheet: 'model', state: 'state', page: 'browser', view: 'views' };

/** The layer of an app module (`state::app_state` → 2); -1 for the crate root. */
function layerOf(module) {
  const [top, sub] = module.split('::');
  if (top === 'embed') return sub === undefined ? -1 : LAYERS.indexOf(EMBED[sub] ?? 'views');
  return LAYERS.indexOf(top);
}
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

const problems = [];

for (const crate of readdirSync(join(root, 'crates'))) {
  const src = join(root, 'crates', crate, 'src');
  if (!existsSync(src)) continue;
  const files = rustFiles(src);
  const modules = new Map(files.map((file) => [moduleOf(file), file]));
  const edges = new Map();
  for (const file of files) {
    const self = moduleOf(file);
    const parent = file.endsWith('mod.rs') || self === '' ? self : self.split('::').slice(0, -1).join('::');
    const targets = new Set();
    const text = readFileSync(join(src, file), 'utf8');
    // Test modules inside a file may use anything of the crate.
    const body = text.split(/#\[cfg\(test\)\]/)[0];
    body.split('\n').forEach((line, index) => {
      const code = line.replace(/\/\/.*$/, '');
      if (/^\s*pub(\([^)]*\))? use /.test(code)) return;
      if (crate === 'app' && BROWSER_API.test(code) && !BROWSER_OK.some((ok) => ok.test(file))) {
        problems.push(`crates/app/src/${file}:${index + 1}: browser API outside browser/ and views/`);
      }
      for (const match of code.matchAll(/\b(crate|super)((?:::\w+)+)/g)) {
        const base = match[1] === 'crate' ? '' : parent.split('::').slice(0, -1).join('::');
        const parts = match[2].slice(2).split('::');
        let target = null;
        for (let n = parts.length; n >= 1; n--) {
          const candidate = [base, ...parts.slice(0, n)].filter(Boolean).join('::');
          if (modules.has(candidate)) {
            target = candidate;
            break;
          }
        }
        if (target !== null && target !== self && !self.startsWith(`${target}::`) && target !== '') {
          targets.add(target);
          if (crate === 'app') {
            const from = layerOf(self);
            const to = layerOf(target);
            if (from >= 0 && to > from) {
              problems.push(`crates/app/src/${file}:${index + 1}: ${self} (${LAYERS[from]}) imports ${target} (${LAYERS[to]}, above it)`);
            }
          }
        }
      }
    });
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
