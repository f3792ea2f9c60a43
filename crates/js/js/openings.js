// roque/openings: the name of a game's opening, in English (as the lichess
// chess-openings data set gives it) and French, found by position. An
// optional entry with its own WebAssembly module (the table of 3,807 named
// positions), so that `import 'roque'` does not carry it.

import { initSync, openingOfFens } from './openings_core.js'
import { wasmBytes } from './openings_wasm.js'

initSync({ module: wasmBytes() })

/**
 * The opening of `fenOrChess`: for a FEN, the opening that names that
 * position; for a `Chess` object, that of the last named position its game
 * reached (a game that leaves the book keeps its name, one that transposes
 * gets the name of the position it reaches). `{ eco, name, nameFr }`, or
 * `null` when nothing is named.
 */
export function openingOf(fenOrChess) {
  let fens
  if (typeof fenOrChess === 'string') {
    fens = [fenOrChess]
  } else if (fenOrChess !== null && typeof fenOrChess === 'object' && typeof fenOrChess.fen === 'function') {
    const moves = typeof fenOrChess.history === 'function' ? fenOrChess.history({ verbose: true }) : []
    fens = moves.length > 0 ? moves.map((move) => move.after) : [fenOrChess.fen()]
  } else {
    throw new TypeError('openingOf: expected a FEN string or a Chess object')
  }
  const answer = openingOfFens(fens.map(String))
  if (answer.length === 0) return null
  const [eco, name, nameFr] = answer
  return { eco, name, nameFr }
}
