// Every method of the package, its error cases, and the object's state
// after each error. Imported by name, as a user would.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import * as roque from 'roque'
import {
  Chess,
  Move,
  validateFen,
  WHITE,
  BLACK,
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
  SQUARES,
  DEFAULT_POSITION,
  SEVEN_TAG_ROSTER,
} from 'roque'
import { explain } from 'roque/explain'

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'

/** Everything observable about a game, to check that an error changed nothing. */
function snapshot(chess) {
  return JSON.stringify({
    fen: chess.fen(),
    history: chess.history({ verbose: true }),
    headers: chess.getHeaders(),
    comments: chess.getComments(),
    moves: chess.moves(),
  })
}

function assertUnchangedAfterThrow(chess, action, message) {
  const before = snapshot(chess)
  assert.throws(action, (error) => {
    assert.ok(error instanceof Error, 'an Error, not a wasm trap')
    if (message instanceof RegExp) assert.match(error.message, message)
    else if (message !== undefined) assert.equal(error.message, message)
    return true
  })
  assert.equal(snapshot(chess), before)
  // Still usable.
  assert.ok(Array.isArray(chess.moves()))
}

test('module exports', () => {
  assert.deepEqual([WHITE, BLACK], ['w', 'b'])
  assert.deepEqual([PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING], ['p', 'n', 'b', 'r', 'q', 'k'])
  assert.equal(SQUARES.length, 64)
  assert.equal(SQUARES[0], 'a8')
  assert.equal(SQUARES[63], 'h1')
  assert.equal(DEFAULT_POSITION, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')
  assert.deepEqual(Object.keys(SEVEN_TAG_ROSTER), ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'])
  assert.equal(typeof Move, 'function')
  for (const name of ['Chess', 'Move', 'validateFen']) assert.ok(name in roque)
})

test('constructor, fen, load, reset, clear', () => {
  assert.equal(new Chess().fen(), DEFAULT_POSITION)
  assert.equal(new Chess(KIWIPETE).fen(), KIWIPETE)
  // Missing fields are filled in, as chess.js does.
  assert.equal(new Chess('4k3/8/8/8/8/8/8/4K3 w').fen(), '4k3/8/8/8/8/8/8/4K3 w - - 0 1')
  assert.throws(() => new Chess('not a fen'), /^Error: Invalid FEN: /)
  assert.throws(() => new Chess(null), /Invalid FEN/)

  const chess = new Chess()
  chess.move('e4')
  assertUnchangedAfterThrow(chess, () => chess.load('8/8/8/8/8/8/8/8 w - - 0 1'), 'Invalid FEN: missing white king')
  assertUnchangedAfterThrow(chess, () => chess.load('4k3/8/8/8/8/8/8/4K3 w - - 0 0'), 'Invalid FEN: move number must be a positive integer')
  // As chess.js: the side not to move may be in check, castling rights
  // are kept as given; the FIDE verdict comes from validatePosition().
  const lax = new Chess('4k3/8/8/8/8/8/8/4K2r b KQ - 0 1')
  assert.equal(lax.fen(), '4k3/8/8/8/8/8/8/4K2r b KQ - 0 1')
  assert.ok(lax.moves().includes('Rxe1'))
  assert.equal(lax.validatePosition().ok, false)
  assert.match(lax.validatePosition().error.en, /\S/)
  assert.deepEqual(new Chess().validatePosition(), { ok: true })

  chess.load(KIWIPETE)
  assert.equal(chess.fen(), KIWIPETE)
  assert.deepEqual(chess.history(), [])
  assert.equal(chess.getHeaders().FEN, KIWIPETE)
  assert.equal(chess.getHeaders().SetUp, '1')

  chess.reset()
  assert.equal(chess.fen(), DEFAULT_POSITION)
  assert.equal(chess.getHeaders().FEN, undefined)

  chess.setHeader('White', 'Anna')
  chess.clear({ preserveHeaders: true })
  assert.equal(chess.fen(), '8/8/8/8/8/8/8/8 w - - 0 1')
  assert.equal(chess.getHeaders().White, 'Anna')
  assert.deepEqual(chess.moves(), [])
  chess.clear()
  assert.equal(chess.getHeaders().White, '?')

  // skipValidation keeps any board, and moves are generated without kings
  // too (chess.js's pseudo-legal moves for a side without a king).
  const sketch = new Chess('8/8/8/8/8/8/8/4K3 w - - 0 1', { skipValidation: true })
  assert.equal(sketch.fen(), '8/8/8/8/8/8/8/4K3 w - - 0 1')
  assert.equal(sketch.moves().length, 5)
  const kingless = new Chess('8/8/8/8/8/8/8/R7 w - - 0 1', { skipValidation: true })
  assert.equal(kingless.moves().length, 14)
  kingless.move('Ra8')
  assert.equal(kingless.fen(), 'R7/8/8/8/8/8/8/8 b - - 1 1')
  assert.equal(sketch.put({ type: 'k', color: 'b' }, 'e8'), true)
  assert.ok(sketch.moves().includes('Ke2'))
})

test('fen writes the en-passant square as chess.js 1.4 does', () => {
  const chess = new Chess()
  chess.move('e4')
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')
  assert.equal(chess.fen({ forceEnpassantSquare: true }), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')
  for (const san of ['d5', 'e5', 'f5']) chess.move(san)
  assert.equal(chess.fen(), 'rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3')
  // A pinned pawn cannot take en passant: the square is written only when forced.
  const pinned = new Chess('8/8/8/8/k1p4R/8/3P4/4K3 w - - 0 1')
  pinned.move('d4')
  assert.equal(pinned.fen(), '8/8/8/8/k1pP3R/8/8/4K3 b - - 0 1')
  assert.equal(pinned.fen({ forceEnpassantSquare: true }), '8/8/8/8/k1pP3R/8/8/4K3 b - d3 0 1')
  const free = new Chess('k7/8/8/8/2p5/8/3P4/K7 w - - 0 1')
  free.move('d4')
  assert.equal(free.fen(), 'k7/8/8/8/2pP4/8/8/K7 b - d3 0 1')
  assert.ok(free.moves().includes('cxd3'))
})

test('moves: SAN, verbose, square and piece filters', () => {
  const chess = new Chess()
  assert.deepEqual(chess.moves(), [
    'a3', 'a4', 'b3', 'b4', 'c3', 'c4', 'd3', 'd4', 'e3', 'e4', 'f3', 'f4', 'g3', 'g4', 'h3', 'h4',
    'Na3', 'Nc3', 'Nf3', 'Nh3',
  ])
  assert.deepEqual(chess.moves({ square: 'e2' }), ['e3', 'e4'])
  assert.deepEqual(chess.moves({ square: 'E2' }), ['e3', 'e4'])
  assert.deepEqual(chess.moves({ square: 'z9' }), [])
  assert.deepEqual(chess.moves({ square: 'e4' }), [])
  assert.deepEqual(chess.moves({ piece: 'n' }), ['Na3', 'Nc3', 'Nf3', 'Nh3'])
  assert.deepEqual(chess.moves({ piece: 'x' }), [])
  assert.deepEqual(chess.moves({ square: 'g1', piece: 'n' }), ['Nf3', 'Nh3'])
  assert.deepEqual(chess.moves({ square: 'g1', piece: 'b' }), [])

  const [move] = chess.moves({ verbose: true, square: 'g1' })
  assert.ok(move instanceof Move)
  // chess.js's class fields: captured and promotion are own properties,
  // undefined when they do not apply, in this order.
  assert.deepEqual(Object.keys(move), [
    'color', 'from', 'to', 'piece', 'captured', 'promotion', 'flags', 'san', 'lan', 'before', 'after',
  ])
  assert.ok(Object.hasOwn(move, 'captured') && move.captured === undefined)
  assert.ok(Object.hasOwn(move, 'promotion') && move.promotion === undefined)
  assert.equal(move.san, 'Nf3')
  assert.equal(move.lan, 'g1f3')
  assert.equal(move.before, DEFAULT_POSITION)
  assert.equal(move.after, 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1')

  const kiwi = new Chess(KIWIPETE)
  assert.equal(kiwi.moves().length, 48)
  assert.deepEqual(kiwi.moves({ square: 'e1' }), ['Kf1', 'Kd1', 'O-O', 'O-O-O'])
  const castles = kiwi.moves({ verbose: true, square: 'e1' }).filter((m) => m.flags === 'k' || m.flags === 'q')
  assert.deepEqual(castles.map((m) => [m.san, m.flags, m.isKingsideCastle(), m.isQueensideCastle()]), [
    ['O-O', 'k', true, false],
    ['O-O-O', 'q', false, true],
  ])
  const capture = kiwi.moves({ verbose: true }).find((m) => m.san === 'Bxa6')
  assert.equal(capture.captured, 'b')
  assert.ok(capture.isCapture())
})

test('promotions, en passant and flags', () => {
  const chess = new Chess('1n2k3/P7/8/3pP3/8/8/8/4K3 w - d6 0 1')
  const promotions = chess.moves({ verbose: true, square: 'a7' })
  assert.deepEqual(promotions.map((m) => m.san), ['a8=N', 'a8=B', 'a8=R', 'a8=Q', 'axb8=N', 'axb8=B', 'axb8=R+', 'axb8=Q+'])
  assert.deepEqual(promotions.map((m) => m.flags), ['np', 'np', 'np', 'np', 'cp', 'cp', 'cp', 'cp'])
  assert.equal(promotions[7].promotion, 'q')
  assert.equal(promotions[7].captured, 'n')
  assert.equal(promotions[7].lan, 'a7b8q')
  assert.ok(promotions[7].isPromotion() && promotions[7].isCapture())
  const ep = chess.moves({ verbose: true, square: 'e5' }).find((m) => m.to === 'd6')
  assert.equal(ep.flags, 'e')
  assert.equal(ep.captured, 'p')
  // chess.js documents isCapture() as false for en passant.
  assert.ok(ep.isEnPassant() && !ep.isCapture())
  const big = new Chess().moves({ verbose: true, square: 'e2' })[1]
  assert.equal(big.flags, 'b')
  assert.ok(big.isBigPawn())
})

test('move: SAN, permissive forms, strict mode, objects, errors', () => {
  const chess = new Chess()
  const m = chess.move('e4')
  assert.equal(m.san, 'e4')
  assert.equal(chess.move('e7e5').san, 'e5')
  assert.equal(chess.move('Ng1-f3').san, 'Nf3')
  assert.equal(chess.move({ from: 'b8', to: 'c6' }).san, 'Nc6')
  assert.equal(chess.move('Bb5!?').san, 'Bb5')
  assertUnchangedAfterThrow(chess, () => chess.move('e5'), 'Invalid move: e5')
  assertUnchangedAfterThrow(chess, () => chess.move('Ng8f6', { strict: true }), 'Invalid move: Ng8f6')
  assertUnchangedAfterThrow(chess, () => chess.move('g8f6', { strict: true }), 'Invalid move: g8f6')
  assertUnchangedAfterThrow(chess, () => chess.move({ from: 'e7', to: 'e5' }), 'Invalid move: {"from":"e7","to":"e5"}')
  assertUnchangedAfterThrow(chess, () => chess.move({ from: 'zz', to: 'e5' }), 'Invalid move: {"from":"zz","to":"e5"}')
  assertUnchangedAfterThrow(chess, () => chess.move(42), 'Invalid move: 42')
  assertUnchangedAfterThrow(chess, () => chess.move(undefined), 'Invalid move: undefined')
  assertUnchangedAfterThrow(chess, () => chess.move(''), 'Invalid move: ')
  assertUnchangedAfterThrow(chess, () => chess.move('\u0000'), /^Invalid move: /)
  assert.equal(chess.move('a6', { strict: true }).san, 'a6')
  assert.equal(chess.move('0-0').san, 'O-O')

  const promo = new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1')
  assertUnchangedAfterThrow(promo, () => promo.move({ from: 'a7', to: 'a8' }), 'Invalid move: {"from":"a7","to":"a8"}')
  assertUnchangedAfterThrow(promo, () => promo.move({ from: 'a7', to: 'a8', promotion: 'Q' }), /^Invalid move: /)
  assert.equal(promo.move({ from: 'a7', to: 'a8', promotion: 'r' }).san, 'a8=R+')
  // A promotion letter on an ordinary move is ignored, as chess.js does.
  assert.equal(new Chess().move({ from: 'e2', to: 'e4', promotion: 'q' }).san, 'e4')
  assert.equal(new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1').move('a8Q').san, 'a8=Q+')
  assert.equal(new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1').move('a8=Q', { strict: true }).san, 'a8=Q+')
})

test('null moves and setTurn', () => {
  const chess = new Chess()
  const pass = chess.move('--')
  assert.equal(pass.san, '--')
  assert.equal(pass.flags, '-')
  assert.equal(chess.turn(), 'b')
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 1 1')
  assert.equal(chess.setTurn('b'), false)
  assert.equal(chess.setTurn('w'), true)
  assert.equal(chess.fen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2')
  assert.deepEqual(chess.history(), ['--', '--'])
  chess.undo()
  assert.equal(chess.turn(), 'b')
  const checked = new Chess('4k3/8/8/8/8/8/8/4K2r w - - 0 1')
  assertUnchangedAfterThrow(checked, () => checked.setTurn('b'), 'Null move not allowed when in check')
  assertUnchangedAfterThrow(checked, () => checked.move(null), 'Null move not allowed when in check')
})

test('undo and history', () => {
  const chess = new Chess()
  assert.equal(chess.undo(), null)
  for (const san of ['e4', 'e5', 'Nf3']) chess.move(san)
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nf3'])
  const verbose = chess.history({ verbose: true })
  assert.equal(verbose.length, 3)
  assert.ok(verbose.every((m) => m instanceof Move))
  assert.equal(verbose[2].before, verbose[1].after)
  const undone = chess.undo()
  assert.equal(undone.san, 'Nf3')
  assert.equal(undone.after, verbose[2].after)
  assert.equal(chess.fen(), verbose[2].before)
  assert.deepEqual(chess.history(), ['e4', 'e5'])
})

test('pgn, headers and comments', () => {
  const chess = new Chess()
  chess.setHeader('White', 'Anna')
  for (const san of ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5']) chess.move(san)
  chess.setComment('the Spanish {opening}')
  assert.equal(chess.getComment(), 'the Spanish [opening]')
  assert.equal(
    chess.pgn(),
    '[Event "?"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n[White "Anna"]\n[Black "?"]\n[Result "*"]\n\n' +
      '1. e4 e5 2. Nf3 Nc6 3. Bb5 {the Spanish [opening]} *',
  )
  assert.equal(
    chess.pgn({ maxWidth: 10, newline: '|' }).split('||')[1],
    '1. e4 e5|2. Nf3 Nc6|3. Bb5|{the|Spanish|[opening]}|*',
  )
  assert.deepEqual(chess.getComments(), [{ fen: chess.fen(), comment: 'the Spanish [opening]' }])
  assert.equal(chess.removeComment(), 'the Spanish [opening]')
  assert.equal(chess.getComment(), undefined)
  chess.setComment('x')
  assert.deepEqual(chess.removeComments(), [{ fen: chess.fen(), comment: 'x' }])
  assert.deepEqual(chess.getComments(), [])

  assert.deepEqual(chess.setHeader('Event', 'Club'), { ...chess.getHeaders(), Event: 'Club' })
  assert.equal(chess.removeHeader('Event'), true)
  assert.equal(chess.getHeaders().Event, '?')
  assert.equal(chess.removeHeader('Nope'), false)
  assert.equal(chess.header('Round', '3').Round, '3')
  assert.equal(chess.header().WhiteElo, null)
  assert.ok(new Chess().pgn().endsWith('[Result "*"]\n *'), 'chess.js writes an empty game so')
  assert.equal(chess.pgn({ lang: 'fr' }).endsWith('1. e4 e5 2. Cf3 Cc6 3. Fb5 *'), true)
})

test('loadPgn: headers, comments, FEN, result; atomic on errors', () => {
  const chess = new Chess()
  chess.loadPgn('[White "Anna"]\n[Result "1-0"]\n\n{start} 1. e4 {good} e5 (1... c5) 2. Nf3 *')
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nf3'])
  assert.equal(chess.getHeaders().White, 'Anna')
  assert.equal(chess.getHeaders().Result, '*')
  assert.deepEqual(chess.getComments().map((c) => c.comment), ['start', 'good'])

  chess.loadPgn('[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 Kd7 1/2-1/2')
  assert.equal(chess.fen(), '8/3k4/8/8/4P3/8/8/4K3 w - - 1 2')
  assert.equal(chess.getHeaders().FEN, '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1')
  assert.equal(chess.getHeaders().Result, '1/2-1/2')

  const before = snapshot(chess)
  assertUnchangedAfterThrow(chess, () => chess.loadPgn('1. e4 e5 2. Ke3'), 'Invalid move in PGN: Ke3')
  assertUnchangedAfterThrow(chess, () => chess.loadPgn('1. e4 {never closed'), /^Invalid PGN: /)
  assertUnchangedAfterThrow(chess, () => chess.loadPgn('[SetUp "1"]\n\n1. e4 *', { strict: true }), 'Invalid PGN: FEN tag must be supplied with SetUp tag')
  assertUnchangedAfterThrow(chess, () => chess.loadPgn('1. e4 * 1. d4 *'), /^Invalid PGN: /)
  assertUnchangedAfterThrow(chess, () => chess.loadPgn(null), /^Invalid PGN/)
  assert.equal(snapshot(chess), before)

  chess.loadPgn('1. e4 e5\r\n2. Nf3 *')
  assert.deepEqual(chess.history(), ['e4', 'e5', 'Nf3'])
  chess.loadPgn('1. d4 d5|2. c4 *', { newlineChar: '\\|' })
  assert.deepEqual(chess.history(), ['d4', 'd5', 'c4'])
  chess.loadPgn('')
  assert.equal(chess.fen(), DEFAULT_POSITION)
})

test('board queries: board, ascii, get, findPiece, squareColor', () => {
  const chess = new Chess()
  const board = chess.board()
  assert.equal(board.length, 8)
  assert.deepEqual(board[0][0], { square: 'a8', type: 'r', color: 'b' })
  assert.deepEqual(board[7][4], { square: 'e1', type: 'k', color: 'w' })
  assert.equal(board[4][4], null)
  assert.ok(chess.ascii().startsWith('   +------------------------+\n 8 | r  n  b  q  k  b  n  r |\n'))
  assert.ok(chess.ascii().endsWith('   +------------------------+\n     a  b  c  d  e  f  g  h'))
  assert.deepEqual(chess.get('e1'), { type: 'k', color: 'w' })
  assert.equal(chess.get('e4'), undefined)
  assert.equal(chess.get('z9'), undefined)
  assert.deepEqual(chess.findPiece({ type: 'n', color: 'b' }), ['b8', 'g8'])
  assert.deepEqual(chess.findPiece({ type: 'q', color: 'w' }), ['d1'])
  assert.equal(chess.squareColor('a8'), 'light')
  assert.equal(chess.squareColor('a1'), 'dark')
  assert.equal(chess.squareColor('h1'), 'light')
  assert.equal(chess.squareColor('i9'), null)
})

test('put, remove and castling rights', () => {
  const chess = new Chess()
  chess.move('e4')
  assert.equal(chess.put({ type: 'q', color: 'w' }, 'e5'), true)
  assert.deepEqual(chess.get('e5'), { type: 'q', color: 'w' })
  // As chess.js: editing keeps the history, and the SetUp/FEN headers
  // follow edits only before the first move.
  assert.deepEqual(chess.history(), ['e4'])
  assert.equal(chess.getHeaders().FEN, undefined)
  const before = snapshot(chess)
  assert.equal(chess.put({ type: 'k', color: 'w' }, 'a3'), false)
  assert.equal(chess.put({ type: 'x', color: 'w' }, 'a3'), false)
  assert.equal(chess.put({ type: 'p', color: 'x' }, 'a3'), false)
  assert.equal(chess.put({ type: 'p', color: 'w' }, 'a9'), false)
  assert.equal(snapshot(chess), before)
  assert.equal(chess.put({ type: 'k', color: 'w' }, 'e1'), true)

  assert.deepEqual(chess.remove('h1'), { type: 'r', color: 'w' })
  assert.deepEqual(chess.getCastlingRights('w'), { k: false, q: true })
  assert.equal(chess.remove('h1'), undefined)
  assert.equal(chess.remove('z1'), undefined)

  const rights = new Chess('r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1')
  assert.equal(rights.setCastlingRights('w', { k: true }), true)
  assert.deepEqual(rights.getCastlingRights('w'), { k: true, q: false })
  assert.ok(rights.moves().includes('O-O'))
  assert.equal(rights.setCastlingRights('b', { k: true, q: true }), true)
  assert.equal(rights.fen(), 'r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1')
  rights.remove('a8')
  assert.equal(rights.setCastlingRights('b', { q: true }), false)
  assert.deepEqual(rights.getCastlingRights('b'), { k: true, q: false })
})

test('attackers, isAttacked, check predicates', () => {
  const chess = new Chess()
  assert.deepEqual(chess.attackers('f3'), ['e2', 'g2', 'g1'])
  assert.deepEqual(chess.attackers('f6', 'b'), ['g8', 'e7', 'g7'])
  assert.deepEqual(chess.attackers('z9'), [])
  assert.equal(chess.isAttacked('f3', 'w'), true)
  assert.equal(chess.isAttacked('f4', 'w'), false)
  assert.equal(chess.isAttacked('nope', 'w'), false)

  for (const san of ['f3', 'e5', 'g4', 'Qh4#']) chess.move(san)
  assert.equal(chess.isCheck(), true)
  assert.equal(chess.inCheck(), true)
  assert.equal(chess.isCheckmate(), true)
  assert.equal(chess.isGameOver(), true)
  assert.equal(chess.isDraw(), false)
  assert.deepEqual(chess.outcome(), { winner: 'b', reason: 'checkmate', article: '5.1.1' })
  assert.deepEqual(chess.moves(), [])

  const stale = new Chess('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1')
  assert.ok(stale.isStalemate() && stale.isDraw() && stale.isGameOver())
  assert.deepEqual(stale.outcome(), { winner: null, reason: 'stalemate', article: '5.2.1' })

  const bare = new Chess('8/8/4k3/8/8/2B5/8/4K3 w - - 0 1')
  assert.ok(bare.isInsufficientMaterial() && bare.isDraw())
  assert.equal(bare.outcome().reason, 'deadPosition')
  assert.equal(new Chess().isInsufficientMaterial(), false)
})

test('repetitions, move clocks and draw claims', () => {
  const chess = new Chess()
  const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8']
  for (const san of shuffle) chess.move(san)
  assert.equal(chess.isThreefoldRepetition(), false)
  for (const san of shuffle.slice(0, 3)) chess.move(san)
  assert.equal(chess.canClaimDraw(), true, 'Ng8 would repeat the start a third time')
  chess.move('Ng8')
  assert.equal(chess.isThreefoldRepetition(), true)
  assert.equal(chess.isDraw(), true)
  assert.equal(chess.outcome(), null)
  for (let i = 0; i < 2; i++) for (const san of shuffle) chess.move(san)
  assert.equal(chess.isDrawByFivefoldRepetition(), true)
  assert.deepEqual(chess.outcome(), { winner: null, reason: 'fivefoldRepetition', article: '9.6.1' })

  const clock = new Chess('4k3/8/8/8/8/8/8/R3K3 w - - 99 80')
  assert.equal(clock.halfMoveClock(), 99)
  assert.equal(clock.isDrawByFiftyMoves(), false)
  assert.equal(clock.canClaimDraw(), true)
  clock.move('Ra2')
  assert.equal(clock.isDrawByFiftyMoves(), true)
  assert.equal(clock.isDrawBySeventyFiveMoves(), false)
  assert.equal(new Chess('4k3/8/8/8/8/8/8/R3K3 w - - 150 80').isDrawBySeventyFiveMoves(), true)
  assert.equal(clock.moveNumber(), 80)
  assert.equal(new Chess().moveNumber(), 1)
})

test('roque/explain: legal or why not, in French and English', () => {
  const chess = new Chess()
  assert.deepEqual(explain(chess, { from: 'e2', to: 'e4' }), { legal: true })
  const blocked = explain(chess, { from: 'f1', to: 'c4' })
  assert.equal(blocked.legal, false)
  assert.equal(blocked.reason.code, 'pathBlocked')
  assert.match(blocked.reason.fr, /fou/)
  assert.match(blocked.reason.en, /bishop/)
  assert.equal(explain(chess, { from: 'e7', to: 'e5' }).reason.code, 'notYourTurn')
  assert.equal(explain(chess, { from: 'e4', to: 'e5' }).reason.code, 'noPiece')
  const before = snapshot(chess)
  assert.throws(() => explain(chess, { from: 'e9', to: 'e4' }), /Invalid square/)
  assert.throws(() => explain(chess, { from: 'e2', to: 'e4', promotion: 'x' }), /Invalid promotion/)
  assert.equal(snapshot(chess), before)
  const promo = new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1')
  assert.equal(explain('4k3/P7/8/8/8/8/8/4K3 w - - 0 1', { from: 'a7', to: 'a8' }).reason.code, 'promotionRequired')
  // A board chess.js accepts but the rules do not.
  assert.equal(explain(new Chess('8/8/8/8/8/8/8/R7 w - - 0 1', { skipValidation: true }), { from: 'a1', to: 'a2' }).reason.code, 'invalidPosition')
  assert.equal(explain(promo, { from: 'a7', to: 'a8' }).reason.code, 'promotionRequired')
  assert.equal(explain(promo, { from: 'a7', to: 'a8', promotion: 'q' }).legal, true)
})

test('French SAN on request', () => {
  const chess = new Chess()
  assert.deepEqual(chess.moves({ piece: 'n', lang: 'fr' }), ['Ca3', 'Cc3', 'Cf3', 'Ch3'])
  assert.equal(chess.move('Cf3', { lang: 'fr' }).san, 'Cf3')
  chess.move('e5')
  assert.deepEqual(chess.history({ lang: 'fr' }), ['Cf3', 'e5'])
  assert.equal(chess.history({ verbose: true, lang: 'fr' })[0].san, 'Cf3')
  assert.throws(() => chess.move('Cc3'), { message: 'Invalid move: Cc3' })
  const promo = new Chess('4k3/P7/8/8/8/8/8/4K3 w - - 0 1')
  assert.equal(promo.moves({ square: 'a7', lang: 'fr' }).at(-1), 'a8=D+')
})

test('hash and perft', () => {
  const a = new Chess()
  const b = new Chess()
  assert.equal(a.hash(), b.hash())
  assert.match(a.hash(), /^[0-9a-f]+$/)
  a.move('Nf3'); a.move('Nf6'); a.move('Ng1'); a.move('Ng8')
  assert.equal(a.hash(), b.hash())
  a.move('e4')
  assert.notEqual(a.hash(), b.hash())
  assert.equal(b.perft(1), 20)
  assert.equal(b.perft(3), 8902)
  assert.equal(b.perft(0), 20, 'chess.js counts the legal moves below depth 1')
  assert.equal(new Chess(KIWIPETE).perft(2), 2039)
})

test('validateFen', () => {
  assert.deepEqual(validateFen(DEFAULT_POSITION), { ok: true })
  assert.deepEqual(validateFen('4k3/8/8/8/8/8/8/4K3 w - -'), {
    ok: false,
    error: 'Invalid FEN: must contain six space-delimited fields',
  })
  assert.deepEqual(validateFen('4k3/8/8/8/8/8/8/4K3 w - - 0 x'), {
    ok: false,
    error: 'Invalid FEN: move number must be a positive integer',
  })
  assert.equal(validateFen(12).ok, false)
})

test('many objects are independent', () => {
  const games = Array.from({ length: 50 }, () => new Chess())
  games.forEach((g, i) => { if (i % 2) g.move('e4') })
  assert.equal(games.filter((g) => g.turn() === 'b').length, 25)
})
