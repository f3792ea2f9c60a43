// The one-board peer page: the start position, both sides played by the
// person at the screen.
import { mountBoard } from './board.js';
import './one.css';

mountBoard(document.getElementById('board'));
