// The course's page (learn.html): starts the course's wasm, which draws the
// page from its address (?learn, ?learn=castling&n=3). A classic script, as
// roque-modules.js (before it) is, so that the page works from disk too.
(function () {
  'use strict';
  var failed = function () {
    var english = /[?&]lang=en/i.test(location.search);
    var notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.setAttribute('data-notice', 'not-loaded');
    notice.textContent = english
      ? 'Roque could not load the course: the files roque-learn.js and roque-learn_bg.wasm (or, for a page opened from disk, roque-learn.file.js) must be next to learn.html.'
      : 'Roque n’a pas pu charger le cours : les fichiers roque-learn.js et roque-learn_bg.wasm (ou, pour une page ouverte depuis le disque, roque-learn.file.js) doivent être à côté de learn.html.';
    document.body.appendChild(notice);
  };
  if (typeof globalThis.roqueModule !== 'function') return failed();
  globalThis.roqueModule('roque-learn').catch(failed);
})();
