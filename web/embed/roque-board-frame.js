// The board's own frame page (embed.html?embed&…): starts the board's wasm
// and draws the page's one board from the address.
import init, { mountFrame } from './roque-board.js';

init().then(() => mountFrame());
