// The board's own frame page (embed.html?embed&…): starts the board's wasm
// and draws the page's one board from the address.
import init, { mountFrame } from './roque-board.js';

// The names of openings (opening=on): a module of their own, which the
// board loads the first time its game has a move (crates/app/src/browser/lazy.rs).
let openings = null;
globalThis.roqueOpenings = () =>
  (openings ??= import('./roque-openings.js')
    .then(async (module) => {
      await module.default({ module_or_path: new URL('roque-openings_bg.wasm', import.meta.url) });
      return module;
    })
    .catch((error) => {
      openings = null;
      throw error;
    }));

// The diagrams' writer (download=on): a module of its own, which the board
// loads the first time it shows its download buttons (crates/app/src/browser/diagram.rs).
let diagram = null;
globalThis.roqueDiagram = () =>
  (diagram ??= import('./roque-diagram.js')
    .then(async (module) => {
      await module.default({ module_or_path: new URL('roque-diagram_bg.wasm', import.meta.url) });
      return module;
    })
    .catch((error) => {
      diagram = null;
      throw error;
    }));

init().then(() => mountFrame());
