// The boards' pieces drawn from a picture made for their size, on the
// game's page, the course's and online play's (each loads this file).
//
// The pieces are one SVG sprite, a CSS background (web/styles/app.css):
// crisp at any size, and painted with the first frame. But Chromium draws
// an SVG background again, path by path, whenever it rasters a tile the
// piece is on, and a click rasters the squares it changed with their
// pieces: 1.5 to 1.9 ms of raster in a press's frame, on the way to its
// presentation, against 0.67 to 0.8 ms for the same sprite as a bitmap
// (scripts/bench-app.mjs's EventLatency traces). So soon after the page
// has loaded (below), at an idle moment, the sprite is drawn on a canvas at the size of the board's pieces in
// device pixels, and one rule gives the board's pieces that picture (the
// same cells at the same places: the dragged piece, the promotion picker
// and the other pictures of pieces keep the SVG; so do printed pages).
// When the board changes size, the rule goes at once (the SVG until a new
// picture is made). Without a canvas, idle callbacks or a board, the SVG
// stays. A script of its own rather than the app's wasm: it serves the
// prerendered board before the wasm is there, and the wasm, at its
// budget, pays nothing for it. Served pages only: the one-file build (a
// file://, whose canvas a data: image may taint) drops it.
{
  const rule = document.createElement('style');
  rule.dataset.pieceBitmaps = '';
  const first = () => document.querySelector('.board .square .pc');
  // The sprite's width for it: six columns of pieces (pawn to king), in
  // device pixels, as near the pieces' own size as a canvas can be.
  const size = (piece) => Math.round(6 * piece.getBoundingClientRect().width * devicePixelRatio);
  // The picture's width in device pixels (0: none), the sprite's
  // address, the board watched for its size, and a pending ask.
  let made = 0;
  let sprite = null;
  let watched = null;
  let asked = false;
  const make = () => {
    asked = false;
    const piece = first();
    if (!piece) {
      // No board yet (the wasm is not there, or the course's page has
      // none open): looked for again each second, a query's cost.
      setTimeout(ask, 1000);
      return;
    }
    const board = piece.closest('.board');
    if (observer && board !== watched) {
      if (watched) observer.unobserve(watched);
      observer.observe((watched = board));
    }
    const px = size(piece);
    if (px === made || px < 48 || px > 3072) return;
    if (!sprite) {
      const url = /^url\("(data:image\/svg\+xml.*)"\)$/s.exec(getComputedStyle(piece).backgroundImage);
      if (!url) return;
      sprite = url[1].replace(/\\(.)/gs, '$1');
    }
    const image = new Image();
    image.src = sprite;
    image
      .decode()
      .then(() => {
        // Resized meanwhile: the resize asked for another picture.
        const now = first();
        if (!now || size(now) !== px) return;
        const canvas = document.createElement('canvas');
        // Six columns and two rows (White, Black), as the sprite's.
        canvas.width = px;
        canvas.height = Math.round(px / 3);
        canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
        // On screen only: a printer has its own, finer pixels.
        rule.textContent = `@media screen{.board .pc{background-image:url("${canvas.toDataURL()}")}}`;
        rule.dataset.pieceBitmaps = String(px);
        made = px;
        if (!rule.isConnected) document.head.append(rule);
      })
      .catch(() => {});
  };
  const ask = () => {
    if (asked) return;
    asked = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(make, { timeout: 1000 });
    else setTimeout(make, 100);
  };
  const resized = () => {
    const piece = first();
    if (made && (!piece || size(piece) !== made)) {
      rule.textContent = '';
      rule.dataset.pieceBitmaps = '';
      made = 0;
    }
    ask();
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resized) : null;
  addEventListener('resize', resized);
  // The first picture 0.7 s after the page has loaded. Made at the first
  // idle moment, while the page starts, its drawing and the board's new
  // raster took time from the first clicks: the bench's first interactive
  // board was 1.5-1.6x the peer's, against 1.2-1.3x without the picture
  // and 1.31x with this wait.
  const start = () => setTimeout(ask, 700);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

