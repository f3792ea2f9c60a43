// A bench peer's board: chessground draws it, chess.js knows the rules.
// Click a piece: its legal destinations are shown; click one: the move is
// played (a pawn that reaches the last rank becomes a queen).
//
// The adapter at the end gives the board the DOM contract of Roque's own
// board, so that scripts/bench-app.mjs drives both the same way: 64 square
// elements carrying `data-square="e2"`, `data-piece="wP"` when occupied and
// `data-legal` when the selected piece may go there. Chessground draws no
// element per square, so the adapter lays a transparent grid over the
// board (pointer-events: none: clicks reach chessground) and writes those
// attributes after each of chessground's renders.
import { Chessground } from 'chessground';
import { Chess } from 'chess.js';
import 'chessground/assets/chessground.base.css';
import 'chessground/assets/chessground.brown.css';
import 'chessground/assets/chessground.cburnett.css';
import './board.css';

const COLORS = { green: 'green', red: 'red', blue: 'blue', yellow: 'yellow' };

/**
 * Chessground's map of legal moves, origin → destinations, from chess.js;
 * none once the game is over (a dead position too, as on Roque's board).
 */
function destinations(chess) {
  const dests = new Map();
  if (chess.isGameOver()) return dests;
  for (const move of chess.moves({ verbose: true })) {
    const list = dests.get(move.from);
    if (list) list.push(move.to);
    else dests.set(move.from, [move.to]);
  }
  return dests;
}

/** `e2e4 g1f3:blue` → chessground shapes. */
function arrows(text) {
  return (text ?? '').split(/\s+/).filter(Boolean).map((item) => {
    const [move, color = 'green'] = item.split(':');
    return { orig: move.slice(0, 2), dest: move.slice(2, 4), brush: COLORS[color] ?? 'green' };
  });
}

/** `e4 d5:red` → chessground's custom highlights, square → CSS class. */
function marks(text) {
  const map = new Map();
  for (const item of (text ?? '').split(/\s+/).filter(Boolean)) {
    const [square, color = 'green'] = item.split(':');
    map.set(square, `mark-${COLORS[color] ?? 'green'}`);
  }
  return map;
}

/**
 * Mounts a board in `element`: { fen, size (px), view (no moves),
 * lastMove ('h7h6'), arrows, squares } as on Roque's embeds.
 */
export function mountBoard(element, options = {}) {
  const chess = new Chess(options.fen);
  const turn = () => (chess.turn() === 'w' ? 'white' : 'black');
  if (options.size) {
    element.style.width = `${options.size}px`;
    element.style.height = `${options.size}px`;
  }
  element.classList.add('cg-wrap');
  const last = options.lastMove;
  const cg = Chessground(element, {
    fen: chess.fen(),
    turnColor: turn(),
    check: chess.inCheck(),
    lastMove: last ? [last.slice(0, 2), last.slice(2, 4)] : undefined,
    viewOnly: Boolean(options.view),
    // Roque's board does not animate its moves either.
    animation: { enabled: false },
    highlight: { lastMove: true, check: true, custom: marks(options.squares) },
    movable: {
      free: false,
      color: options.view ? undefined : turn(),
      dests: options.view ? new Map() : destinations(chess),
      showDests: true,
      events: {
        after(orig, dest) {
          chess.move({ from: orig, to: dest, promotion: 'q' });
          cg.set({
            fen: chess.fen(),
            turnColor: turn(),
            check: chess.inCheck(),
            movable: { color: turn(), dests: destinations(chess) },
          });
        },
      },
    },
    premovable: { enabled: false },
    drawable: { autoShapes: arrows(options.arrows) },
  });
  adapt(element, cg);
  return cg;
}

const ROLES = { pawn: 'P', knight: 'N', bishop: 'B', rook: 'R', queen: 'Q', king: 'K' };
const FILES = 'abcdefgh';

/** The DOM contract: a grid of 64 squares over the board, kept in step. */
function adapt(element, cg) {
  const grid = document.createElement('div');
  grid.className = 'bench-squares';
  const cells = new Map();
  const white = cg.state.orientation === 'white';
  for (let row = 0; row < 8; row++) {
    for (let col = 0; col < 8; col++) {
      const file = FILES[white ? col : 7 - col];
      const rank = white ? 8 - row : row + 1;
      const cell = document.createElement('div');
      cell.dataset.square = `${file}${rank}`;
      grid.append(cell);
      cells.set(cell.dataset.square, cell);
    }
  }
  const sync = () => {
    if (grid.parentNode !== element) element.append(grid); // after redrawAll
    const state = cg.state;
    const dests = state.selected && state.movable.showDests ? state.movable.dests?.get(state.selected) : undefined;
    for (const [key, cell] of cells) {
      const piece = state.pieces.get(key);
      const code = piece ? `${piece.color === 'white' ? 'w' : 'b'}${ROLES[piece.role]}` : undefined;
      if (cell.dataset.piece !== code) {
        if (code) cell.dataset.piece = code;
        else delete cell.dataset.piece;
      }
      const legal = Boolean(dests?.includes(key));
      if (('legal' in cell.dataset) !== legal) cell.toggleAttribute('data-legal', legal);
    }
  };
  // Chessground renders in an animation frame; the observer runs right
  // after, before that frame is painted.
  new MutationObserver(sync).observe(element, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class'],
  });
  sync();
}
