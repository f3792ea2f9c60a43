// roque/explain: why a move is illegal by the FIDE rules, as a stable code
// and the reason in French and English. An optional entry with its own
// WebAssembly module (the rules crate's catalogue of reasons), so that
// `import 'roque'` does not carry it.

import { initSync, explainMove } from './explain_core.js'
import { wasmBytes } from './explain_wasm.js'

initSync({ module: wasmBytes() })

/**
 * Whether a move is legal by the FIDE rules in the position of `chess` (a
 * `Chess` object, or a FEN) and, if not, why: `{ legal: true }` or
 * `{ legal: false, reason: { code, fr, en } }`. A board that breaks the
 * rules (chess.js accepts some) gets the code `invalidPosition`.
 */
export function explain(chess, { from, to, promotion } = {}) {
  const fen = typeof chess === 'string' ? chess : chess.fen({ forceEnpassantSquare: true })
  const answer = explainMove(fen, String(from), String(to), promotion ? String(promotion) : '')
  if (answer.length === 0) return { legal: true }
  const [code, fr, en] = answer
  return { legal: false, reason: { code, fr, en } }
}
