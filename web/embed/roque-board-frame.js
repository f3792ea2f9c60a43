// The board's own frame page (embed.html?embed&…): starts the board's wasm,
// which draws the page's one board from the address. A classic script, as
// roque-modules.js (before it) is, so that the page works from disk too.
(function () {
  'use strict';
  var failed = function () {
    var box = document.getElementById('board');
    if (!box) return;
    var english = /[?&]lang=en/i.test(location.search);
    box.textContent = english
      ? 'Roque could not load its board: the files roque-board.js and roque-board_bg.wasm (or, for a page opened from disk, roque-board.file.js) must be next to embed.html.'
      : 'Roque n’a pas pu charger son échiquier : les fichiers roque-board.js et roque-board_bg.wasm (ou, pour une page ouverte depuis le disque, roque-board.file.js) doivent être à côté d’embed.html.';
  };
  if (typeof globalThis.roqueModule !== 'function') return failed();
  globalThis.roqueModule('roque-board').then(function (module) {
    module.mountFrame();
  }, failed);
})();
