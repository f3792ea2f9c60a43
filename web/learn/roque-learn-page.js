// The course's page (learn.html): starts the course's wasm, which draws the
// page from its address (?learn, ?learn=castling&n=3).
import init from './roque-learn.js';

// The diagrams' writer (an exercise's « Diagramme », the printable sheet):
// a module of its own, which the course loads the first time it shows a
// diagram (crates/app/src/browser/diagram.rs).
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

init();
