// What the browser pages must report.
import assert from 'node:assert/strict'

export function checkPageResult(result) {
  assert.ok(result, 'the page reported nothing')
  assert.equal(result.failure, undefined)
  assert.equal(result.moves, 20)
  assert.equal(result.fen, 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3')
  assert.equal(result.error, 'Invalid move: Ke3')
  assert.equal(result.after, 'e4 e5 Nf3 Nc6 Bb5')
  assert.match(result.explain, /fou/)
  assert.equal(result.perft, 8902)
  assert.equal(result.valid, false)
}
