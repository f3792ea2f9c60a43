// What the browser pages run: a few calls across the package, reported on
// window.roqueResult for the test to read.
import { Chess, validateFen } from 'roque'
import { explain } from 'roque/explain'

const result = {}
try {
  const chess = new Chess()
  result.moves = chess.moves().length
  for (const san of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']) chess.move(san)
  result.fen = chess.fen()
  try {
    chess.move('Ke3')
  } catch (error) {
    result.error = error instanceof Error ? error.message : 'not an Error'
  }
  result.after = chess.history().join(' ')
  result.explain = explain(chess, { from: 'c8', to: 'f5' }).reason.fr
  result.perft = new Chess().perft(3)
  result.valid = validateFen('8/8/8/8/8/8/8/8 w - - 0 1').ok
} catch (error) {
  result.failure = String(error && error.stack || error)
}
window.roqueResult = result
