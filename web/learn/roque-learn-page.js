// The course's page (learn.html): starts the course's wasm, which draws the
// page from its address (?learn, ?learn=castling&n=3).
import init from './roque-learn.js';

init();
