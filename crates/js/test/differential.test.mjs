// Differential checks against chess.js 1.4.0 itself: seeded random games
// played in both, compared after every move (legal moves, FEN, game-state
// predicates), with verbose moves, undo, comments, history, PGN and PGN
// loading compared too. Any difference fails with the seed and the moves.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Chess, validateFen } from 'roque'
import { Chess as Reference, validateFen as referenceValidateFen } from 'chess.js'
import { random } from './support/random.mjs'

const STARTS = [
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
  'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
  '4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1',
  '8/8/4k3/8/8/8/2B5/4K1N1 w - - 40 60',
]


const PREDICATES = [
  'isCheck', 'inCheck', 'isCheckmate', 'isStalemate', 'isDraw', 'isInsufficientMaterial',
  'isThreefoldRepetition', 'isDrawByFiftyMoves', 'isGameOver', 'turn', 'moveNumber',
]

const json = (value) => JSON.stringify(value)

function compareState(ours, theirs, where, { verbose }) {
  assert.equal(ours.fen(), theirs.fen(), `fen ${where}`)
  assert.equal(
    ours.fen({ forceEnpassantSquare: true }),
    theirs.fen({ forceEnpassantSquare: true }),
    `forced fen ${where}`,
  )
  assert.deepEqual(ours.moves(), theirs.moves(), `moves ${where}`)
  for (const name of PREDICATES) {
    assert.equal(ours[name](), theirs[name](), `${name} ${where}`)
  }
  assert.equal(json(ours.board()), json(theirs.board()), `board ${where}`)
  assert.equal(ours.ascii(), theirs.ascii(), `ascii ${where}`)
  if (verbose) {
    assert.equal(json(ours.moves({ verbose: true })), json(theirs.moves({ verbose: true })), `verbose ${where}`)
    for (const piece of ['p', 'n', 'b', 'r', 'q', 'k']) {
      assert.deepEqual(ours.moves({ piece }), theirs.moves({ piece }), `moves of ${piece} ${where}`)
    }
    for (const square of ['e1', 'e8', 'd4', 'g7']) {
      assert.equal(
        json(ours.moves({ square, verbose: true })),
        json(theirs.moves({ square, verbose: true })),
        `moves from ${square} ${where}`,
      )
      for (const color of ['w', 'b']) {
        assert.deepEqual(ours.attackers(square, color), theirs.attackers(square, color), `attackers ${where}`)
        assert.equal(ours.isAttacked(square, color), theirs.isAttacked(square, color), `isAttacked ${where}`)
      }
    }
    for (const color of ['w', 'b']) {
      assert.deepEqual(ours.getCastlingRights(color), theirs.getCastlingRights(color), `castling ${where}`)
    }
  }
}

/** The other ways people type a move, which both libraries must read alike. */
function alternatives(move) {
  const lan = move.from + move.to + (move.promotion ?? '')
  return [
    move.san,
    { from: move.from, to: move.to, promotion: move.promotion },
    lan,
    move.san.replace(/[+#]$/, ''),
    move.san.replace('=', ''),
  ]
}

/** How many moves of each kind of flags the games played, to prove coverage. */
const flagsSeen = new Map()

function playGame(seed, plies) {
  const next = random(seed)
  const start = STARTS[seed % STARTS.length]
  const ours = new Chess(start)
  const theirs = new Reference(start)
  const played = []
  const where = () => `(seed ${seed}, from ${start}, after ${played.join(' ') || 'no move'})`
  for (let ply = 0; ply < plies; ply++) {
    compareState(ours, theirs, where(), { verbose: ply % 4 === 0 })
    const moves = theirs.moves({ verbose: true })
    if (moves.length === 0) break
    if (played.length > 0 && next() < 0.08) {
      assert.equal(json(ours.undo()), json(theirs.undo()), `undo ${where()}`)
      played.pop()
      continue
    }
    const move = moves[Math.floor(next() * moves.length)]
    const forms = alternatives(move)
    const form = forms[Math.floor(next() * forms.length)]
    assert.equal(json(ours.move(form)), json(theirs.move(form)), `move ${json(form)} ${where()}`)
    played.push(move.san)
    flagsSeen.set(move.flags, (flagsSeen.get(move.flags) ?? 0) + 1)
    if (next() < 0.1) {
      const comment = `note ${ply}`
      ours.setComment(comment)
      theirs.setComment(comment)
    }
  }
  compareState(ours, theirs, where(), { verbose: true })
  assert.deepEqual(ours.history(), theirs.history(), `history ${where()}`)
  assert.equal(json(ours.history({ verbose: true })), json(theirs.history({ verbose: true })), `verbose history ${where()}`)
  assert.deepEqual(ours.getComments(), theirs.getComments(), `comments ${where()}`)
  assert.deepEqual(ours.getHeaders(), theirs.getHeaders(), `headers ${where()}`)
  for (const options of [{}, { maxWidth: 40 }, { maxWidth: 5, newline: '<br />' }]) {
    assert.equal(ours.pgn(options), theirs.pgn(options), `pgn ${json(options)} ${where()}`)
  }
  return { pgn: theirs.pgn(), where: where() }
}

test('random games from several positions play, read and write as in chess.js', () => {
  const games = []
  for (let seed = 1; seed <= 48; seed++) {
    games.push(playGame(seed, 60 + (seed % 5) * 30))
  }
  // The games went through every kind of move chess.js distinguishes.
  for (const flags of ['n', 'b', 'c', 'e', 'np', 'cp', 'k', 'q']) {
    assert.ok(flagsSeen.get(flags) > 0, `no move with flags ${flags} was played`)
  }
  const total = [...flagsSeen.values()].reduce((a, b) => a + b, 0)
  assert.ok(total > 3000, `only ${total} moves played`)
  // chess.js's PGN, read back by both.
  for (const { pgn, where } of games) {
    const ours = new Chess()
    const theirs = new Reference()
    ours.loadPgn(pgn)
    theirs.loadPgn(pgn)
    compareState(ours, theirs, `after loadPgn ${where}`, { verbose: false })
    assert.deepEqual(ours.history(), theirs.history(), `loaded history ${where}`)
    assert.deepEqual(ours.getHeaders(), theirs.getHeaders(), `loaded headers ${where}`)
    assert.deepEqual(ours.getComments(), theirs.getComments(), `loaded comments ${where}`)
    assert.equal(ours.pgn(), theirs.pgn(), `loaded pgn ${where}`)
  }
})

test('perft agrees with chess.js', () => {
  for (const fen of STARTS) {
    const depth = 2
    assert.equal(new Chess(fen).perft(depth), new Reference(fen).perft(depth), fen)
  }
})

test('validateFen agrees with chess.js on what chess.js refuses', () => {
  const broken = [
    '', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN11 w KQkq - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1',
    'rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQkq - 0 1',
    'Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  ]
  for (const fen of broken) {
    assert.deepEqual(validateFen(fen), referenceValidateFen(fen), fen)
  }
})
