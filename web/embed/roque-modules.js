/* Roque's wasm modules, loaded when a page asks for them, from a server or
 * from disk.
 *
 *   roqueModule('roque-board') → Promise of the module, initialised
 *
 * Served (http, https), a module is its ES module (`roque-board.js`) and
 * its wasm (`roque-board_bg.wasm`, fetched while the module's script loads,
 * not after it). Opened from disk (file://), where a page may load neither
 * ES modules nor its wasm by fetch, it is its twin `roque-board.file.js`: a
 * classic script holding both (scripts/file-modules.mjs), so that a
 * teacher's own page beside a copy of the build plays from a double click.
 * Files are found next to this script, whatever page includes it. A load
 * that fails is forgotten, so that the next call tries again.
 *
 * Used by roque-embed.js (the boards of any page), embed.html (a board in
 * its frame) and learn.html (the course). It also says where the modules
 * loaded when first needed are (crates/app/src/browser/lazy.rs): the names
 * of openings, `globalThis.roqueOpenings`, and the diagrams' writer,
 * `globalThis.roqueDiagram` (crates/app/src/browser/diagram.rs), unless the
 * page has said already.
 */
(function () {
  'use strict';

  if (typeof globalThis.roqueModule === 'function') return; // loaded twice

  var script = document.currentScript;
  var base = new URL('./', (script && script.src) || document.baseURI);
  var fromDisk = base.protocol === 'file:';
  var loading = {};

  function fromServer(name) {
    var wasm = fetch(new URL(name + '_bg.wasm', base).href);
    wasm.catch(function () {}); // the import fails too, and says so
    return import(new URL(name + '.js', base).href).then(function (module) {
      return module.default({ module_or_path: wasm }).then(function () {
        return module;
      });
    });
  }

  function fromFile(name) {
    return new Promise(function (resolve, reject) {
      var started = function () {
        var start = globalThis.roqueFileModules && globalThis.roqueFileModules[name];
        return typeof start === 'function' ? start() : null;
      };
      var ready = started();
      if (ready) return resolve(ready);
      var tag = document.createElement('script');
      tag.src = new URL(name + '.file.js', base).href;
      tag.onload = function () {
        var ready = started();
        if (ready) resolve(ready);
        else reject(new Error('Roque: ' + tag.src + ' did not register ' + name));
      };
      tag.onerror = function () {
        tag.remove();
        reject(new Error('Roque: cannot load ' + tag.src));
      };
      (document.head || document.documentElement).appendChild(tag);
    });
  }

  globalThis.roqueModule = function (name) {
    if (!/^roque-[a-z]+$/.test(String(name))) return Promise.reject(new Error('Roque: no module ' + name));
    if (!loading[name]) {
      loading[name] = (fromDisk ? fromFile(name) : fromServer(name)).catch(function (error) {
        delete loading[name];
        throw error;
      });
    }
    return loading[name];
  };

  if (typeof globalThis.roqueOpenings !== 'function') {
    globalThis.roqueOpenings = function () {
      return globalThis.roqueModule('roque-openings');
    };
  }
  if (typeof globalThis.roqueDiagram !== 'function') {
    globalThis.roqueDiagram = function () {
      return globalThis.roqueModule('roque-diagram');
    };
  }
})();
