// The twenty-board peer page: every `.peer-board` element becomes a board,
// with the options Roque's embeds take as data-… attributes.
import { mountBoard } from './board.js';
// The rules page's own stylesheet, so that the two pages cannot drift apart.
import '../../../web/styles/regles.css';

for (const element of document.querySelectorAll('.peer-board')) {
  const data = element.dataset;
  mountBoard(element, {
    fen: data.fen,
    size: Number(data.size ?? 400),
    view: 'view' in data,
    lastMove: data.last,
    arrows: data.arrows,
    squares: data.squares,
  });
}
