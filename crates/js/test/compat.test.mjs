// The corners of chess.js 1.4.0 that code in the wild relies on (issue 11),
// each checked against chess.js itself where it can be, and the ways to
// load the package (require() in Node >= 20.19).
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { Chess } from 'roque'
import { Chess as Reference } from 'chess.js'
import { COMMENT_CASES, STRICT_CASES } from './support/pgn-fixtures.mjs'

const json = (value) => JSON.stringify(value)

/** Runs `act` on a roque and a chess.js object and compares what they show. */
function both(fen, act, options) {
  const ours = new Chess(fen, options)
  const theirs = new Reference(fen, options)
  const a = act(ours)
  const b = act(theirs)
  assert.equal(json(a), json(b), 'same answer')
  assert.equal(ours.fen(), theirs.fen(), 'same fen')
  assert.deepEqual(ours.moves(), theirs.moves(), 'same moves')
  assert.equal(ours.hash(), theirs.hash(), 'same hash')
  return ours
}

test('Move objects: own captured and promotion keys in chess.js order', () => {
  const ours = new Chess().moves({ verbose: true })
  const theirs = new Reference().moves({ verbose: true })
  assert.deepEqual(Object.keys(ours[0]), Object.keys(theirs[0]))
  assert.deepEqual(Object.keys(ours[0]), [
    'color', 'from', 'to', 'piece', 'captured', 'promotion', 'flags', 'san', 'lan', 'before', 'after',
  ])
  // Deep equality as a test runner sees it: own keys and values.
  assert.deepEqual({ ...ours[0] }, { ...theirs[0] })
  assert.equal(json(ours), json(theirs))
})

test('boards without kings: moves for the other pieces', () => {
  for (const fen of ['8/8/8/8/8/8/8/R7 w - - 0 1', '4k3/8/8/8/8/8/3P4/8 w - - 0 1', '8/8/8/3q4/8/8/8/4K3 b - - 0 1']) {
    both(fen, (c) => [c.moves({ verbose: true }), c.perft(2), c.isGameOver(), c.isCheck()], { skipValidation: true })
  }
  const chess = new Chess()
  chess.clear()
  chess.put({ type: 'r', color: 'w' }, 'a1')
  assert.equal(chess.moves().length, 14)
})

test('the side not to move in check after put, and captures of its king', () => {
  const ours = both('4k3/8/8/8/8/8/8/4K3 w - - 0 1', (c) => c.put({ type: 'r', color: 'w' }, 'e2'))
  assert.ok(ours.moves().includes('Rxe8+') === new Reference(ours.fen()).moves().includes('Rxe8+'))
  both('4k3/8/8/8/8/8/4r3/4K3 b - - 0 1', (c) => c.moves({ verbose: true }))
})

test('castling rights kept as given, and the FEN tag position that plays 1. Rh6#', () => {
  both('7k/5K2/4R3/8/8/8/8/8 w KQkq - 0 1', (c) => c.moves({ verbose: true }))
  const pgn = '[SetUp "1"]\n[FEN "7k/5K2/4R3/8/8/8/8/8 w KQkq - 0 1"]\n\n1. Rh6#'
  const ours = new Chess()
  ours.loadPgn(pgn)
  const theirs = new Reference()
  theirs.loadPgn(pgn)
  assert.equal(ours.fen(), '7k/5K2/7R/8/8/8/8/8 b KQkq - 1 1')
  assert.equal(ours.fen(), theirs.fen())
  assert.equal(ours.isCheckmate(), true)
  assert.equal(ours.pgn(), theirs.pgn())
  // A king away from home with a castling right castles as chess.js does.
  both('4k3/8/8/8/8/8/8/3K3R w K - 0 1', (c) => c.moves({ verbose: true }))
})

test('put and remove clear the en-passant square', () => {
  const fen = 'rnbqkbnr/pppppp1p/8/8/3PPPp1/8/PPP3PP/RNBQKBNR b KQkq f3 0 3'
  both(fen, (c) => c.put({ type: 'n', color: 'w' }, 'f4'))
  both(fen, (c) => c.put({ type: 'n', color: 'b' }, 'f3'))
  both(fen, (c) => c.put({ type: 'q', color: 'w' }, 'a3'))
  both(fen, (c) => c.remove('a2'))
  both(fen, (c) => c.remove('z9'))
})

test('comments before the first move', () => {
  const cases = COMMENT_CASES
  for (const pgn of cases) {
    const ours = new Chess()
    const theirs = new Reference()
    ours.loadPgn(pgn)
    theirs.loadPgn(pgn)
    assert.deepEqual(ours.getComments(), theirs.getComments(), pgn)
    assert.equal(ours.pgn(), theirs.pgn(), pgn)
  }
  const chess = new Chess()
  chess.loadPgn(cases[1])
  assert.ok(chess.pgn().endsWith('{test comment} 16. ... Rfb8 *'))
})

test('loadPgn strict refuses what chess.js refuses, permissive accepts', () => {
  for (const pgn of STRICT_CASES) {
    const ours = new Chess()
    const theirs = new Reference()
    let theirError = null
    try {
      theirs.loadPgn(pgn, { strict: true })
    } catch (error) {
      theirError = error
    }
    if (theirError) {
      assert.throws(() => ours.loadPgn(pgn, { strict: true }), Error, pgn)
    } else {
      ours.loadPgn(pgn, { strict: true })
      assert.equal(ours.fen(), theirs.fen(), pgn)
    }
    let permissive = null
    try {
      theirs.loadPgn(pgn)
    } catch (error) {
      permissive = error
    }
    if (!permissive) {
      ours.loadPgn(pgn)
      assert.equal(ours.fen(), theirs.fen(), pgn)
    }
  }
  // The FEN tag is read in any case when permissive.
  const lower = '[fEn "1n2kb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2KR4 w k - 0 17"]\n\n17.Rd8# 1-0'
  const chess = new Chess()
  chess.loadPgn(lower)
  assert.equal(chess.fen(), '1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17')
  // SetUp without FEN: chess.js's message, when strict.
  assert.throws(() => chess.loadPgn('[SetUp "1"]\n\n1. e4', { strict: true }), {
    message: 'Invalid PGN: FEN tag must be supplied with SetUp tag',
  })
  assert.equal(chess.fen(), '1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17', 'unchanged')
})

test('random edits and games on boards chess.js accepts, compared with chess.js', () => {
  let seed = 7
  const next = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x80000000
  }
  const types = ['p', 'n', 'b', 'r', 'q', 'k']
  const squares = []
  for (const f of 'abcdefgh') for (const r of '12345678') squares.push(f + r)
  let compared = 0
  for (let game = 0; game < 60; game++) {
    const ours = new Chess()
    const theirs = new Reference()
    // chess.js itself crashes on a few edited boards (a castling right
    // whose king stands where castling leaves the board): such a game
    // stops there.
    const run = (act) => {
      let b
      try {
        b = act(theirs)
      } catch {
        return false
      }
      assert.equal(json(act(ours)), json(b))
      return true
    }
    for (let step = 0; step < 40; step++) {
      const roll = next()
      let ok
      if (roll < 0.15) {
        const piece = { type: types[Math.floor(next() * 6)], color: next() < 0.5 ? 'w' : 'b' }
        const square = squares[Math.floor(next() * 64)]
        ok = run((c) => c.put(piece, square))
      } else if (roll < 0.25) {
        const square = squares[Math.floor(next() * 64)]
        ok = run((c) => c.remove(square))
      } else if (roll < 0.3) {
        // history() walks the game back and forth, as chess.js does: on an
        // edited board that changes it, alike in both.
        ok = run((c) => c.history()) && run((c) => c.undo())
      } else if (roll < 0.33) {
        ok = run((c) => (c.isCheck() ? null : c.move(null)))
      } else {
        let moves
        try {
          moves = theirs.moves({ verbose: true })
        } catch {
          break
        }
        if (moves.length === 0) break
        const move = moves[Math.floor(next() * moves.length)]
        ok = run((c) => c.move(move.san))
      }
      if (!ok) break
      const state = (c) => [
        c.fen(), c.hash(), c.moves(), c.isCheck(), c.isCheckmate(), c.isStalemate(), c.isDraw(),
        c.isInsufficientMaterial(), c.isThreefoldRepetition(), c.isGameOver(), c.perft(2),
        ['a1', 'c3', 'e1', 'e2', 'e8', 'f6', 'g1', 'h8'].map((square) => c.moves({ square })),
        c.moves({ piece: 'n' }),
      ]
      if (!run(state)) break
      compared++
    }
    run((c) => [c.pgn(), c.getHeaders()])
  }
  assert.ok(compared > 1000, `only ${compared} steps compared`)
})

test('typed moves, move objects, moves() options and queries on odd input, as chess.js', () => {
  const fens = [
    '3qk3/4P3/8/8/8/8/8/R3K2R w KQ - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1',
    '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  ]
  const texts = [
    'e8', 'e8q', 'e8Q', 'e7e8', 'e7e8q', 'e7-e8q', 'Pe7e8Q', 'exd8', 'exd8=Q', 'exd8q', 'ed8Q', 'nf3', 'Nf3',
    'Nf3+', 'Nf3#', 'NF3', 'O-O+', '0-0', 'o-o', 'O-O-O', '0-0-0', 'Ng1f3', 'g1f3', 'Ng1-f3', 'e4', 'e2e4',
    'Pe4', 'pe4', 'ed6', 'exd6', 'e5d6', 'Kd1', 'Ke1d1', 'Kxd1', 'Ra1d1', 'Rad1', 'R1d1', 'Rd1', 'Qd8',
    'e8=Q+', 'e8=Q#', 'e8N', 'xe8', '', '-', '--', 'Z', 'e9', 'Bb5', 'bb5', 'B', 'a2a3', 'Ra1a3', 'Rxa8',
  ]
  const objects = [
    { from: 'e1', to: 'g1' }, { from: 'e1', to: 'c1' }, { from: 'e7', to: 'e8' },
    { from: 'e7', to: 'e8', promotion: 'q' }, { from: 'e7', to: 'e8', promotion: 'Q' },
    { from: 'e7', to: 'd8', promotion: 'n' }, { from: 'E2', to: 'E4' }, { from: 'a1', to: 'a8' },
    { from: 'e2', to: 'e4', promotion: 'q' }, [], 5, undefined, { to: 'e4' },
  ]
  const options = [
    {}, { piece: 'K' }, { piece: '' }, { piece: 'kq' }, { piece: 'x' }, { square: 'E1' }, { square: '' },
    { square: 'e1', piece: 'k' }, { square: 'a1', piece: 'R' }, { square: 'z9' }, { verbose: 1 },
    { verbose: true, piece: 'p' }, { verbose: true, square: 'e1' }, { square: 'e7', verbose: true },
  ]
  const attempt = (act) => {
    try {
      return json(act())
    } catch (error) {
      return `Error: ${error.message}`
    }
  }
  for (const fen of fens) {
    for (const text of texts) {
      for (const strict of [false, true]) {
        const ours = new Chess(fen)
        const theirs = new Reference(fen)
        const where = `${fen} ${json(text)} strict ${strict}`
        assert.equal(attempt(() => ours.move(text, { strict })), attempt(() => theirs.move(text, { strict })), where)
        assert.equal(ours.fen(), theirs.fen(), where)
      }
    }
    for (const move of objects) {
      const ours = new Chess(fen)
      const theirs = new Reference(fen)
      assert.equal(attempt(() => ours.move(move)), attempt(() => theirs.move(move)), `${fen} ${json(move)}`)
    }
    for (const option of options) {
      assert.equal(json(new Chess(fen).moves(option)), json(new Reference(fen).moves(option)), `${fen} ${json(option)}`)
    }
    for (const square of ['e1', 'd4', 'z9', 'E1', undefined]) {
      for (const color of ['w', 'b', undefined, 'x']) {
        const query = (c) => json([c.attackers(square, color), c.isAttacked(square, color), c.get(square), c.squareColor(square)])
        assert.equal(query(new Chess(fen)), query(new Reference(fen)), `${fen} ${square} ${color}`)
      }
    }
  }
})

test('PGN texts read as chess.js reads them, or refused alike', () => {
  const texts = [
    '1. e4 {a} {b} e5', '1. e4 (1. d4 (1. c4) d5) e5', '1. e4 $ e5', '1. e4 e5 2. Nf3 1-0 {end}', '*', '1-0',
    '1 e4', '[White "A \\"B\\""]\n\n1. e4', '1. e4 ; end', '1. e4 e5 ; end\n2. Nf3', '% escape\n1. e4',
    '1. e4 {ü é} e5', '1... e5', '{only}', '{a} *', '[Result "1-0"]\n\n1. e4 0-1', '[Result "*"]\n\n1. e4',
    '  \n\n  ', '1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0 {mate}', '[FEN "8/8/8/8/8/8/8/8 w - - 0 1"]\n\n*',
    '[fen "4k3/8/8/8/8/8/8/4K3 b - - 0 1"]\n[FEN "4k3/8/8/8/8/8/8/4K3 w - - 0 1"]\n\n1. Kd2', '[FEN ""]\n\n1. e4',
    '1. e4!? $14 {x} (1. d4) e5', '1. e4!!! e5', '1. e4 e5 2. --', '1. e4 -- 2. d4',
    '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8', '1. e4\r\n{multi\r\nline}\r\ne5', '[Event "x"][Site "y"] 1. e4',
    '[Event"x"]1.e4', '1.e4e5', '1. e4 e5 2. Nf3 Nc6 3. Bb5 3... a6', '1. e8=Q', '1. O-O', '1. 0-0',
    '[SetUp "1"]\n[FEN "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"]\n\n1. 0-0 0-0-0',
  ]
  const read = (chess, text, strict) => {
    try {
      chess.loadPgn(text, { strict })
    } catch {
      return 'refused'
    }
    return json([chess.fen(), chess.pgn(), chess.getComments(), chess.getHeaders(), chess.history(), chess.hash()])
  }
  for (const text of texts) {
    for (const strict of [false, true]) {
      assert.equal(read(new Chess(), text, strict), read(new Reference(), text, strict), `${json(text)} strict ${strict}`)
    }
  }
})

test('require() loads the package in Node (CommonJS)', () => {
  const out = execFileSync(
    process.execPath,
    ['--input-type=commonjs', '-e', "const { Chess } = require('roque'); console.log(new Chess().moves().length)"],
    { encoding: 'utf8', cwd: process.cwd() },
  )
  assert.equal(out.trim(), '20')
})
