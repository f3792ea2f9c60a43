// Bad input of every kind, thrown at every method that takes input: the
// answer is a value or an Error, never a WebAssembly trap (a panic in the
// wasm core would surface as a WebAssembly.RuntimeError and leave the
// module unusable), and the object keeps working.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Chess, validateFen } from 'roque'
import { random } from './support/random.mjs'

const ALPHABET = 'pnbrqkPNBRQK12345678/ -wKQkqabcdefgh0x=+#!?O{}()[];."$\n\t\u00e9\u{1F600}\u0000'
const SEEDS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  '[Event "x"]\n\n1. e4 {c} e5 (1... c5 2. Nf3) 2. Nf3 $1 Nc6 1-0',
  'Nf3', 'e8=Q+', 'O-O-O', '0-0', 'exd6 e.p.',
]

function junk(next) {
  if (next() < 0.3) {
    // A valid text with a few characters changed, inserted or dropped.
    const chars = [...SEEDS[Math.floor(next() * SEEDS.length)]]
    for (let i = 0; i < 3; i++) {
      const at = Math.floor(next() * (chars.length + 1))
      const c = ALPHABET[Math.floor(next() * ALPHABET.length)]
      const what = next()
      if (what < 0.4) chars.splice(at, 0, c)
      else if (what < 0.7) chars.splice(at, 1)
      else chars[at] = c
    }
    return chars.join('')
  }
  const length = Math.floor(next() * 40)
  let text = ''
  for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(next() * ALPHABET.length)]
  return text
}

const ODD_VALUES = [undefined, null, 0, -1, 1.5, NaN, Infinity, 2 ** 40, '', ' ', {}, [], true, 'e4', 'z9', 'E2', 'e2e4']

function expectValueOrError(action, what) {
  try {
    action()
  } catch (error) {
    assert.ok(!(error instanceof WebAssembly.RuntimeError), `wasm trap on ${what}: ${error}`)
    assert.ok(error instanceof Error, `${what} threw a non-Error: ${error}`)
  }
}

test('random texts never trap the core', () => {
  const next = random(7)
  const chess = new Chess()
  for (let i = 0; i < 3000; i++) {
    const text = junk(next)
    const what = JSON.stringify(text)
    expectValueOrError(() => chess.load(text), `load ${what}`)
    expectValueOrError(() => chess.load(text, { skipValidation: true }), `load skip ${what}`)
    expectValueOrError(() => validateFen(text), `validateFen ${what}`)
    expectValueOrError(() => chess.move(text), `move ${what}`)
    expectValueOrError(() => chess.move(text, { strict: true, lang: 'fr' }), `strict move ${what}`)
    expectValueOrError(() => chess.loadPgn(text), `loadPgn ${what}`)
    expectValueOrError(() => chess.moves({ square: text, piece: text }), `moves ${what}`)
    expectValueOrError(() => chess.put({ type: text, color: 'w' }, text), `put ${what}`)
    expectValueOrError(() => chess.explain({ from: 'e2', to: 'e4', promotion: text }), `explain ${what}`)
    expectValueOrError(() => chess.setComment(text), `setComment ${what}`)
    if (i % 50 === 0) {
      // Whatever happened, the object still answers, and so does a new one.
      assert.ok(Array.isArray(chess.moves()))
      expectValueOrError(() => chess.pgn(), 'pgn')
      assert.equal(new Chess().moves().length, 20)
      chess.reset()
    }
  }
})

test('odd values in every parameter never trap the core', () => {
  const chess = new Chess()
  for (const a of ODD_VALUES) {
    for (const b of ODD_VALUES) {
      const what = `${String(a)}, ${String(b)}`
      expectValueOrError(() => chess.move({ from: a, to: b, promotion: a }), `move ${what}`)
      expectValueOrError(() => chess.put({ type: a, color: b }, a), `put ${what}`)
      expectValueOrError(() => chess.attackers(a, b), `attackers ${what}`)
      expectValueOrError(() => chess.isAttacked(a, b), `isAttacked ${what}`)
      expectValueOrError(() => chess.setCastlingRights(a, { k: b, q: a }), `setCastlingRights ${what}`)
      expectValueOrError(() => chess.explain({ from: a, to: b }), `explain ${what}`)
    }
    const what = String(a)
    expectValueOrError(() => chess.get(a), `get ${what}`)
    expectValueOrError(() => chess.remove(a), `remove ${what}`)
    expectValueOrError(() => chess.squareColor(a), `squareColor ${what}`)
    expectValueOrError(() => chess.getCastlingRights(a), `getCastlingRights ${what}`)
    expectValueOrError(() => chess.moves({ verbose: a, square: a, piece: a }), `moves ${what}`)
    expectValueOrError(() => chess.history({ verbose: a }), `history ${what}`)
    expectValueOrError(() => chess.pgn({ maxWidth: a, newline: a }), `pgn ${what}`)
    expectValueOrError(() => chess.setTurn(a), `setTurn ${what}`)
    expectValueOrError(() => chess.fen({ forceEnpassantSquare: a }), `fen ${what}`)
    expectValueOrError(() => chess.findPiece({ type: a, color: a }), `findPiece ${what}`)
    expectValueOrError(() => chess.load(a), `load ${what}`)
    expectValueOrError(() => chess.loadPgn(a), `loadPgn ${what}`)
    if (typeof a !== 'number' || a < 6) expectValueOrError(() => chess.perft(a), `perft ${what}`)
    assert.ok(Array.isArray(chess.moves()))
  }
})

test('deeply nested and very long PGN is refused or read, never a crash', () => {
  const chess = new Chess()
  const nested = '1. e4 ' + '( 1. d4 '.repeat(5000) + ')'.repeat(5000) + ' *'
  expectValueOrError(() => chess.loadPgn(nested), 'nested variations')
  const long = Array.from({ length: 2000 }, () => 'Nf3 Nf6 Ng1 Ng8').join(' ')
  expectValueOrError(() => chess.loadPgn(long), 'long game')
  const comment = '1. e4 {' + 'x'.repeat(1_000_000) + '} *'
  chess.loadPgn(comment)
  assert.equal(chess.getComments()[0].comment.length, 1_000_000)
})
