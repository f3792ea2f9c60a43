// Online play's page (online.html): starts its wasm, which draws the page
// from its address (?online to create a room, ?online=<room> to play in it)
// and connects to the relay that serves it (/ws on the same host).
import init from './roque-online.js';

init();
