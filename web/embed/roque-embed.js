/* Roque — live chess boards for any web page.
 *
 *   <script src="https://…/roque/roque-embed.js" defer></script>
 *   <div data-roque data-fen="…" data-mode="exercise" data-solution="O-O"></div>
 *
 * Each element with `data-roque` (or each <roque-board> element) gets a
 * board, in one of two forms:
 *
 * - In the page (the default): the board's wasm (roque-board.js and its
 *   _bg.wasm, next to this script) is loaded once for the whole page, and
 *   that one instance draws every board, each in its own shadow root, so
 *   that the page's styles and the board's stay apart both ways. The
 *   board's stylesheet is one constructed stylesheet shared by every board;
 *   its piece images come from this script's directory.
 * - In an iframe (`data-frame`, or `frame` on a <roque-board>): the board's
 *   own page (embed.html next to this script) in a frame, the right tool
 *   where the page's other scripts are not trusted. Every board whose
 *   module cannot load (a page opened from a file, a server at another
 *   origin that does not allow it with CORS, a policy that forbids it)
 *   falls back to this form by itself.
 *
 * The board checks every option itself and lists any problem in its place.
 * Its news come as DOM events on the element, which bubble: roque:ready,
 * roque:invalid, roque:move, roque:solved, roque:wrong, roque:gameover
 * (event.detail holds the fields; see docs/embed.md).
 *
 * No dependency, no global style, no inline code: the script only adds
 * shadow roots (and iframes), one `message` listener, and defines
 * window.RoqueEmbed.
 */
(function () {
  'use strict';

  if (window.RoqueEmbed) return; // Loaded twice: the first copy does the work.

  var script = document.currentScript;
  // The board's files live next to this script, whatever page includes it.
  var base = new URL('./', (script && script.src) || document.baseURI);
  var boardPage = new URL('embed.html', base); // the iframe form
  var lessonPage = new URL('learn.html', base); // a lesson of the course
  var boardOrigin = boardPage.origin; // "null" for a file: URL
  // The board's module (and the names of openings, which a board with
  // data-opening="on" loads the first time its game has a move) come
  // through roque-modules.js, next to this script: the ES modules from a
  // server, their classic twins from disk (a teacher's own page, file://).
  // It is asked for at once, while the page loads.
  var modules = null;
  function modulesReady() {
    if (!modules) {
      modules = new Promise(function (resolve, reject) {
        if (typeof window.roqueModule === 'function') return resolve();
        var tag = document.createElement('script');
        tag.src = new URL('roque-modules.js', base).href;
        tag.onload = function () { resolve(); };
        tag.onerror = function () {
          modules = null; // the next board tries again
          reject(new Error('Roque: cannot load ' + tag.src));
        };
        (document.head || document.documentElement).appendChild(tag);
      });
    }
    return modules;
  }
  modulesReady().catch(function () {});

  // The board refuses longer values; one character more is enough for it
  // to say which option was too long, without a huge address.
  var MAX_VALUE = 8000;
  var MAX_OPTIONS = 30;
  // Options that the script sets itself, and its own switches.
  var RESERVED = { roque: true, embed: true, id: true, origin: true, frame: true };
  // Options a <roque-board> may also give without the data- prefix.
  var BARE = ['fen', 'moves', 'pgn', 'orientation', 'lang', 'mode', 'solution', 'reply',
    'squares', 'arrows', 'coords', 'opening', 'download', 'size', 'lesson', 'game', 'ply'];
  var EVENTS = { ready: 1, invalid: 1, move: 1, solved: 1, wrong: 1, gameover: 1 };
  var DEFAULT_SIZE = 400;
  var SIZE_MIN = 120;
  var SIZE_MAX = 1200;
  // The board's status bar under it, for the space kept before it is drawn.
  var BAR = 60;
  // A game to replay (moves given, not an exercise) has its viewer under
  // the board besides: its buttons and its move list.
  var VIEWER = 200;

  // Properties a page might use to hide, turn or squash a board, reset on
  // both the element and its iframe.
  var UNDO = {
    rotate: 'none', scale: 'none', translate: 'none', zoom: '1', mask: 'none',
    'mix-blend-mode': 'normal', 'content-visibility': 'visible', clip: 'auto',
    'writing-mode': 'horizontal-tb', direction: 'ltr', contain: 'none',
  };

  var frames = []; // { id, host, iframe }: the boards in iframes
  var mounted = new WeakSet();
  var counter = 0;

  /** Sets CSS properties as !important inline styles: only inline
   *  !important rules win over a page's own !important rules. */
  function force(element, styles) {
    for (var name in styles) {
      if (Object.prototype.hasOwnProperty.call(styles, name)) {
        element.style.setProperty(name, styles[name], 'important');
      }
    }
  }

  /** The element's options as [name, value] pairs, in attribute order. */
  function optionsOf(element) {
    var pairs = [];
    var custom = element.localName === 'roque-board';
    for (var i = 0; i < element.attributes.length && pairs.length < MAX_OPTIONS; i++) {
      var attribute = element.attributes[i];
      var name = attribute.name.toLowerCase();
      if (name.indexOf('data-') === 0) {
        name = name.slice(5);
      } else if (!(custom && BARE.indexOf(name) >= 0)) {
        continue;
      }
      if (!/^[a-z][a-z0-9-]{0,31}$/.test(name) || RESERVED[name]) continue;
      pairs.push([name, String(attribute.value).slice(0, MAX_VALUE + 1)]);
    }
    return pairs;
  }

  function sizeOf(pairs) {
    for (var i = 0; i < pairs.length; i++) {
      if (pairs[i][0] === 'size') {
        var px = Number(String(pairs[i][1]).replace(/px$/, '').trim());
        if (Math.floor(px) === px && px >= SIZE_MIN && px <= SIZE_MAX) return px;
      }
    }
    return DEFAULT_SIZE;
  }

  function langOf(pairs) {
    for (var i = 0; i < pairs.length; i++) {
      if (pairs[i][0] === 'lang') return String(pairs[i][1]).trim().toLowerCase();
    }
    return 'fr';
  }

  /** Whether the element asks for the iframe form. */
  function wantsFrame(host) {
    return host.hasAttribute('data-frame') ||
      (host.localName === 'roque-board' && host.hasAttribute('frame'));
  }

  /** The lesson an element asks for (`data-lesson`), or null. */
  function lessonOf(pairs) {
    for (var i = 0; i < pairs.length; i++) {
      if (pairs[i][0] === 'lesson') return String(pairs[i][1]).trim().slice(0, 64);
    }
    return null;
  }

  // ------------------------------------------------------------ the module

  var board = null; // the board's module, once it has loaded

  /** The board's module, started: loaded and compiled once for the page.
   *  Resolves to null when it cannot load (the boards then use iframes). */
  function boardModuleReady() {
    return modulesReady()
      .then(function () {
        return window.roqueModule('roque-board');
      })
      .then(function (module) {
        board = module;
        return module;
      })
      .catch(function () {
        return null;
      });
  }

  // ------------------------------------------------------------ the forms

  /** Replaces the element's content with its shadow root, and sizes it. */
  function shadowOf(host, size) {
    force(host, {
      display: 'block', width: size + 'px', 'max-width': '100%', 'min-width': '0',
      height: 'auto', padding: '0', border: '0', visibility: 'visible', opacity: '1',
      transform: 'none', filter: 'none', 'clip-path': 'none', overflow: 'visible',
      'pointer-events': 'auto', 'box-sizing': 'border-box',
      // On paper, a board is never cut by a page break.
      'break-inside': 'avoid', 'page-break-inside': 'avoid',
    });
    force(host, UNDO);
    // A shadow root keeps the page's rules off the board. Some elements
    // cannot have one: then the board goes in directly.
    var container = host.shadowRoot || host;
    if (container === host && typeof host.attachShadow === 'function') {
      try {
        container = host.attachShadow({ mode: 'open' });
      } catch (error) {
        container = host;
      }
    }
    while (container.firstChild) container.removeChild(container.firstChild);
    return container;
  }

  /** Keeps the board's room while its module loads, so that the page does
   *  not jump when it appears. */
  function placeholder(container, size, pairs) {
    var names = pairs.map(function (pair) { return pair[0]; });
    var game = names.indexOf('pgn') >= 0 || names.indexOf('moves') >= 0;
    var exercise = names.indexOf('solution') >= 0 || pairs.some(function (pair) {
      return pair[0] === 'mode' && /^exerci/i.test(String(pair[1]).trim());
    });
    var room = document.createElement('div');
    var height = size + BAR + (game && !exercise ? VIEWER : 0);
    force(room, { display: 'block', width: '100%', height: Math.round(height) + 'px' });
    container.appendChild(room);
  }

  /** The iframe form: the board's own page, with the options in its address. */
  function mountFrame(host, id, pairs) {
    var params = new URLSearchParams();
    // A lesson of the course (data-lesson="castling"): the course's lesson
    // page in its bare layout, always in an iframe, with only the language besides; it sends
    // the same resize messages as a board.
    var lesson = lessonOf(pairs);
    if (lesson !== null) {
      params.set('learn', lesson);
      params.set('bare', '1');
      pairs = pairs.filter(function (pair) { return pair[0] === 'lang' || pair[0] === 'size'; });
    } else {
      params.set('embed', '1');
    }
    params.set('id', id);
    // The board sends its messages to this origin only; a page opened from
    // a file has none to give ("null", or "file://" in Chromium).
    if (/^https?:\/\//.test(window.location.origin)) {
      params.set('origin', window.location.origin);
    }
    pairs.forEach(function (pair) {
      if (pair[0] !== 'size' || lesson === null) params.append(pair[0], pair[1]);
    });
    var url = new URL(lesson === null ? boardPage.href : lessonPage.href);
    url.search = params.toString();

    var size = sizeOf(pairs);
    var iframe = document.createElement('iframe');
    iframe.src = url.href;
    var english = langOf(pairs).indexOf('en') === 0;
    if (lesson !== null) iframe.title = english ? 'Chess lesson' : 'Leçon d’échecs';
    else iframe.title = english ? 'Chessboard' : 'Échiquier';
    iframe.setAttribute('loading', 'lazy');
    // Scripts, its own origin (for its files) and downloads (a diagram,
    // download=on); no pop-ups, no forms, no navigating the page away.
    iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-downloads');
    iframe.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    force(iframe, {
      display: 'block', width: '100%', 'max-width': '100%', 'min-width': '0',
      height: Math.round(lesson === null ? size + 96 : size + 420) + 'px', 'min-height': '0', 'max-height': 'none',
      border: '0', margin: '0', padding: '0', 'box-sizing': 'border-box',
      visibility: 'visible', opacity: '1', transform: 'none', filter: 'none',
      'clip-path': 'none', position: 'static', float: 'none', 'pointer-events': 'auto',
      'color-scheme': 'normal', background: 'transparent', overflow: 'hidden',
    });
    force(iframe, UNDO);
    var container = shadowOf(host, size);
    if (lesson !== null) lessonFrame(container, iframe, lesson, english);
    else container.appendChild(iframe);
    frames.push({ id: id, host: host, iframe: iframe });
  }

  /** A lesson's frame, and what it is on paper, where it cannot be
   *  followed: a line that says so and gives its printable sheet's
   *  address, in place of the frame (by the print rules of the element's
   *  shadow root; the frame's own inline styles would win over a rule on
   *  it, so the rule hides its box). */
  function lessonFrame(container, iframe, lesson, english) {
    var box = document.createElement('div');
    box.className = 'roque-lesson-frame';
    box.appendChild(iframe);
    container.appendChild(box);
    if (container.nodeType !== 11) return; // no shadow root: no rules of its own
    var sheet = new URL(lessonPage.href);
    sheet.search = '?learn=' + encodeURIComponent(lesson) + '&print' + (english ? '&lang=en' : '');
    var note = document.createElement('p');
    note.className = 'roque-print-note';
    note.textContent = (english
      ? 'An interactive chess lesson, to follow on screen. Its exercises to print: '
      : 'Une leçon d’échecs interactive, à suivre sur l’écran. Ses exercices à imprimer : ') + sheet.href;
    container.appendChild(note);
    var rules = '.roque-print-note { display: none; }\n' +
      '@media print { .roque-lesson-frame { display: none; } ' +
      '.roque-print-note { display: block; margin: 0; font: 11pt/1.4 serif; color: #000; overflow-wrap: anywhere; } }';
    // A constructed stylesheet where the browser has them (a page's policy
    // may refuse <style> elements), else a <style>.
    try {
      var css = new CSSStyleSheet();
      css.replaceSync(rules);
      container.adoptedStyleSheets = [css];
    } catch (error) {
      var style = document.createElement('style');
      style.textContent = rules;
      container.appendChild(style);
    }
  }

  /** The in-page form: drawn by the page's one board module when the
   *  element comes near the screen, in an iframe if the module fails. */
  function mountInPage(host, id, pairs) {
    var size = sizeOf(pairs);
    var container = shadowOf(host, size);
    placeholder(container, size, pairs);
    // The module starts loading with the first board, wherever it is.
    boardModuleReady();
    var done = false;
    var drawWith = function (module) {
      if (done) return;
      done = true;
      var drawn = false;
      if (module && container !== host) {
        while (container.firstChild) container.removeChild(container.firstChild);
        try {
          drawn = module.mount(container, host, [['id', id]].concat(pairs));
        } catch (error) {
          drawn = false;
        }
      }
      if (!drawn) mountFrame(host, id, pairs);
    };
    whenNear(host, function () {
      // At once when the module is there (before printing, the page may
      // not wait for a promise), else once it is.
      if (board) drawWith(board);
      else boardModuleReady().then(drawWith);
    });
  }

  // Boards are drawn as they come near the screen, as lazy iframes were:
  // those in view first, the others as the reader scrolls, and all of them
  // before the page prints.
  var observer = null;
  var pending = []; // [host, draw]: the boards not drawn yet

  function whenNear(host, draw) {
    if (typeof IntersectionObserver !== 'function') {
      draw();
      return;
    }
    if (!observer) {
      observer = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (entry.isIntersecting) drawNow(entry.target);
        });
      }, { rootMargin: '600px 0px' });
    }
    pending.push([host, draw]);
    observer.observe(host);
  }

  /** Draws the board of `host` now, if it waits to be. */
  function drawNow(host) {
    for (var i = 0; i < pending.length; i++) {
      if (pending[i][0] === host) {
        var draw = pending[i][1];
        pending.splice(i, 1);
        observer.unobserve(host);
        draw();
        return;
      }
    }
  }

  /** On paper every board is a diagram: those not drawn yet are drawn now,
   *  within the print's own event (the board's module draws at once), and
   *  boards in frames load. */
  function beforePrint() {
    pending.slice().forEach(function (entry) {
      drawNow(entry[0]);
    });
    frames.forEach(function (frame) {
      if (frame.iframe.getAttribute('loading') === 'lazy') frame.iframe.setAttribute('loading', 'eager');
    });
  }

  /** Replaces the element's content with a board. Does nothing twice. */
  function mount(host) {
    if (!host || host.nodeType !== 1) return;
    if (mounted.has(host)) return;
    mounted.add(host);

    counter += 1;
    var id = 'roque-' + counter;
    var pairs = optionsOf(host);
    // A lesson is a page of the course, always framed.
    if (wantsFrame(host) || lessonOf(pairs) !== null) mountFrame(host, id, pairs);
    else mountInPage(host, id, pairs);
  }

  // ------------------------------------------------- the frames' messages

  /** Copies the known fields of a message, as plain strings, numbers and
   *  booleans: nothing else of it reaches the page. */
  function detailOf(data) {
    var detail = {};
    ['san', 'uci', 'fen', 'message', 'result', 'reason'].forEach(function (key) {
      if (typeof data[key] === 'string') detail[key] = data[key];
      else if (data[key] === null) detail[key] = null;
    });
    ['auto', 'legal'].forEach(function (key) {
      if (typeof data[key] === 'boolean') detail[key] = data[key];
    });
    if (Array.isArray(data.errors)) {
      detail.errors = data.errors.filter(function (e) {
        return typeof e === 'string';
      }).slice(0, 50);
    }
    return detail;
  }

  function onMessage(event) {
    var board = null;
    for (var i = 0; i < frames.length; i++) {
      // Only the board's own frame is trusted: any other window may post
      // a message that looks like one.
      if (frames[i].iframe.contentWindow === event.source) board = frames[i];
    }
    if (!board) return;
    if (boardOrigin !== 'null' && event.origin !== boardOrigin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.source !== 'roque' || data.id !== board.id) return;
    if (data.type === 'resize') {
      var height = Number(data.height);
      if (isFinite(height) && height > 0 && height < 10000) {
        force(board.iframe, { height: Math.ceil(height) + 'px' });
      }
      return;
    }
    if (typeof data.type !== 'string' || !EVENTS[data.type]) return;
    var detail = detailOf(data);
    detail.id = board.id;
    board.host.dispatchEvent(new CustomEvent('roque:' + data.type, { detail: detail, bubbles: true }));
  }

  /** Puts a board in every element with data-roque not yet done. */
  function scan(root) {
    var list = (root || document).querySelectorAll('[data-roque]');
    for (var i = 0; i < list.length; i++) mount(list[i]);
  }

  window.addEventListener('message', onMessage);
  window.addEventListener('beforeprint', beforePrint);

  if (window.customElements && !window.customElements.get('roque-board')) {
    var RoqueBoard = class extends HTMLElement {
      connectedCallback() {
        mount(this);
      }
    };
    window.customElements.define('roque-board', RoqueBoard);
  }

  window.RoqueEmbed = Object.freeze({ scan: scan, mount: mount, boardPage: boardPage.href });

  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', function () {
      scan();
    });
  } else {
    scan();
  }
})();
