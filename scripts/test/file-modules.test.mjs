// The modules' classic twins for pages opened from disk
// (scripts/file-modules.mjs), on a small glue written as wasm-bindgen
// writes its ES modules: the twin is a classic script (no module syntax
// left), registers its start function once, and the module it gives has
// the glue's exports, initialised with the very bytes of the wasm. Glues
// it cannot carry are refused. Run by `make lint` (node --test scripts/test/).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runInThisContext } from 'node:vm';
import { fileModule, isFileModule } from '../file-modules.mjs';

// The smallest valid wasm: its magic number and version.
const WASM = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

const GLUE = `let wasm;
let given = null;
export function mount(shadow) {
    return 'mounted ' + shadow;
}
export class Board {
    name() { return 'board'; }
}
function initSync(module) { given = module; }
async function __wbg_init(module_or_path) {
    if (module_or_path === undefined) module_or_path = new URL('x_bg.wasm', import.meta.url);
    given = module_or_path.module_or_path;
    wasm = await WebAssembly.instantiate(given);
    return wasm;
}
export function bytes() { return given; }
export { initSync, __wbg_init as default };
`;

test('a twin is a classic script that gives the module, initialised with its wasm', async () => {
  const script = fileModule('roque-test', GLUE, WASM);
  assert.doesNotMatch(script, /^\s*export\b|import\.meta/m);
  runInThisContext(script);
  // Loaded twice (two pages' scripts): the first registration stays.
  const start = globalThis.roqueFileModules['roque-test'];
  runInThisContext(script);
  assert.equal(globalThis.roqueFileModules['roque-test'], start);
  const module = await start();
  assert.equal(await start(), module, 'started once');
  assert.equal(module.mount('root'), 'mounted root');
  assert.equal(new module.Board().name(), 'board');
  assert.equal(typeof module.initSync, 'function');
  assert.deepEqual([...module.bytes()], [...WASM]);
  delete globalThis.roqueFileModules;
});

test('a glue it cannot carry is refused', () => {
  assert.throws(() => fileModule('roque-x', `import { a } from './snippets/a.js';\n${GLUE}`, WASM), /imports other modules/);
  assert.throws(() => fileModule('roque-x', GLUE.replace('__wbg_init as default', '__wbg_init'), WASM), /no default export/);
  assert.throws(() => fileModule('roque-x', `${GLUE}\nconst url = import.meta.resolve('x');`, WASM), SyntaxError);
});

test('the twins are told from the files a served page loads', () => {
  assert.equal(isFileModule('roque-board.file.js'), true);
  assert.equal(isFileModule('roque-board.js'), false);
  assert.equal(isFileModule('roque-board_bg.wasm'), false);
  assert.equal(isFileModule('roque-embed.js'), false);
});
