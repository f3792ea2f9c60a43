// roque/pgn: games as trees (variations, comments, glyphs, drawings), read
// and written by the rules crate. Every PGN of the chess.js compatibility
// tests, chess.js's own PGN of seeded games, and a few thousand generated
// trees are written and read back to the same tree; bad input throws an
// Error that says why, never a crash. Imported by name, as a user would.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { Chess } from 'roque'
import { readPgn, readGames, writePgn, mainline } from 'roque/pgn'
import { Chess as Reference } from 'chess.js'
import { API_CASES, COMMENT_CASES, STRICT_CASES } from './support/pgn-fixtures.mjs'
import { random } from './support/random.mjs'

/** What `act` throws, or null. */
function thrown(act) {
  try {
    act()
    return null
  } catch (error) {
    return error
  }
}

/** The tree's own content, without what the reader derives (uci, fen, ply). */
function content(node) {
  const out = { san: node.san, nags: node.nags ?? [], shapes: node.shapes ?? [], children: [] }
  if (node.comment) out.comment = node.comment
  if (node.commentBefore) out.commentBefore = node.commentBefore
  out.children = (node.children ?? []).map(content)
  return out
}

/** Written, then read back: the same tree, headers and result. */
function roundTrip(game, where) {
  const text = writePgn(game)
  const again = readPgn(text)
  assert.deepEqual(again.root, game.root, `${where}\n${text}`)
  assert.equal(again.result, game.result, where)
  for (const [name, value] of Object.entries(game.headers)) {
    if (name !== 'SetUp' && name !== 'Result') assert.equal(again.headers[name], value, `${where}: header ${name}`)
  }
  // Written again, the same text: the writer is stable.
  assert.equal(writePgn(again), text, where)
  return text
}

test('an annotated game reads as a tree: variations, comments, glyphs, drawings', () => {
  const game = readPgn(
    '[Event "Club"]\n[White "Anna"]\n[Black "Ben"]\n\n' +
      '{The scholar\'s mate refuted} 1. e4 e5 2. Bc4 Nc6 3. Qh5 {[%cal Rh5f7] threatens mate} ' +
      '(3. Qf3 Nf6 (3... Qf6 {[%csl Gf7]})) 3... g6 $1 {[%cal Gg6h5]} ' +
      '(3... Nf6 $4 4. Qxf7# {mate}) 4. Qf3 Nf6 *',
  )
  assert.deepEqual(game.headers, { Event: 'Club', White: 'Anna', Black: 'Ben' })
  assert.equal(game.result, '*')
  assert.equal(game.root.fen, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')
  assert.deepEqual(mainline(game).map((n) => n.san), ['e4', 'e5', 'Bc4', 'Nc6', 'Qh5', 'g6', 'Qf3', 'Nf6'])
  const [e4] = game.root.children
  assert.equal(e4.commentBefore, "The scholar's mate refuted")
  assert.equal(e4.uci, 'e2e4')
  assert.equal(e4.ply, 1)
  const nc6 = e4.children[0].children[0].children[0]
  const [qh5, qf3] = nc6.children
  assert.equal(qh5.comment, 'threatens mate')
  assert.deepEqual(qh5.shapes, [{ from: 'h5', to: 'f7', color: 'red' }])
  // Qf3's line, and the variation nested in it: Qf6 instead of Nf6.
  assert.equal(qf3.san, 'Qf3')
  assert.deepEqual(qf3.children.map((n) => n.san), ['Nf6', 'Qf6'])
  assert.deepEqual(qf3.children[1].shapes, [{ square: 'f7', color: 'green' }])
  const [g6, nf6] = qh5.children
  assert.deepEqual(g6.nags, [1])
  assert.deepEqual(g6.shapes, [{ from: 'g6', to: 'h5', color: 'green' }])
  assert.deepEqual(nf6.nags, [4])
  assert.equal(nf6.children[0].san, 'Qxf7#')
  assert.equal(nf6.children[0].comment, 'mate')
  assert.equal(nf6.children[0].fen, 'r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4')
  const text = roundTrip(game, 'the annotated game').replace(/\n/g, ' ')
  assert.match(text, /3\. Qh5 \{\[%cal Rh5f7\] threatens mate\} \(3\. Qf3 Nf6 \(3\.\.\. Qf6 \{\[%csl Gf7\]\}\)\) 3\.\.\. g6 \$1/)
})

test('every PGN of the chess.js compatibility tests reads as chess.js reads its main line, and writes back the same', () => {
  let read = 0
  for (const pgn of [...COMMENT_CASES, ...STRICT_CASES, ...API_CASES]) {
    const theirs = new Reference()
    const theirError = thrown(() => theirs.loadPgn(pgn))
    const ourError = thrown(() => new Chess().loadPgn(pgn))
    let game
    try {
      game = readPgn(pgn)
    } catch (error) {
      // The tree's reader is the rules crate's: it may refuse what only a
      // permissive chess.js reads (a Cyrillic letter in a move), never
      // with anything but a reason.
      assert.match(error.message, /^Invalid PGN: line \d+, column \d+: /, pgn)
      assert.ok(theirError || ourError || /е/.test(pgn), `refused although both libraries read it: ${pgn}`)
      continue
    }
    read += 1
    if (!theirError) {
      assert.deepEqual(mainline(game).map((n) => n.san), theirs.history(), pgn)
      const last = mainline(game).at(-1)
      if (last) assert.equal(last.fen, theirs.fen(), pgn)
    }
    roundTrip(game, pgn)
  }
  assert.ok(read >= 14, `only ${read} fixtures read`)
})

test("chess.js's own PGN of seeded games, with headers and comments, reads back to its history", () => {
  for (let seed = 1; seed <= 16; seed++) {
    const next = random(seed)
    const theirs = new Reference()
    theirs.setHeader('White', `Player ${seed}`)
    // chess.js writes a header's quotes and backslashes unescaped, which
    // PGN cannot read back: none here.
    theirs.setHeader('Event', 'Seeded games, club')
    for (let ply = 0; ply < 40 + seed * 5 && !theirs.isGameOver(); ply++) {
      const moves = theirs.moves()
      theirs.move(moves[Math.floor(next() * moves.length)])
      if (next() < 0.15) theirs.setComment(`comment ${ply} on move ${theirs.history().at(-1)}`)
    }
    const pgn = theirs.pgn()
    const game = readPgn(pgn)
    const where = `seed ${seed}`
    assert.deepEqual(mainline(game).map((n) => n.san), theirs.history(), where)
    assert.equal(mainline(game).at(-1).fen, theirs.fen(), where)
    const comments = mainline(game).filter((n) => n.comment).map((n) => [n.fen, n.comment])
    assert.deepEqual(comments, theirs.getComments().map((c) => [c.fen, c.comment]), where)
    assert.equal(game.headers.Event, 'Seeded games, club')
    roundTrip(game, where)
  }
})

/** A random tree from the start or `fen`: legal moves (roque's `Chess`, as
 * fast as the package is: chess.js's would take the test's whole time), up to
 * `size` nodes, variations (some nested), comments, glyphs and drawings. */
function randomTree(next, fen, size) {
  const squares = 'abcdefgh'.split('').flatMap((f) => '12345678'.split('').map((r) => f + r))
  const colors = ['green', 'red', 'yellow', 'blue']
  const pick = (list) => list[Math.floor(next() * list.length)]
  const shapes = () => {
    const drawn = []
    const places = new Set()
    for (let i = Math.floor(next() * 3); i > 0; i--) {
      const from = pick(squares)
      const to = pick(squares)
      const shape = next() < 0.5 || from === to ? { square: from, color: pick(colors) } : { from, to, color: pick(colors) }
      const place = shape.square ?? `${shape.from}${shape.to}`
      if (!places.has(place)) {
        places.add(place)
        drawn.push(shape)
      }
    }
    return drawn
  }
  const words = () => pick(['good', 'a quiet move', 'why not « Cf3 » ?', 'threat: Qxf7#', 'x'.repeat(90) + ' y'])
  const root = { fen: new Chess(fen).fen(), ply: 0, nags: [], shapes: next() < 0.2 ? shapes() : [], children: [] }
  let count = 0
  // Lines to grow: the node they hang from and its position.
  const todo = [[root, fen]]
  while (todo.length > 0 && count < size) {
    const [parent, position] = todo.shift()
    const moves = new Chess(position).moves()
    if (moves.length === 0) continue
    const width = next() < 0.25 ? 1 + Math.floor(next() * 3) : 1
    const chosen = [...new Set(Array.from({ length: width }, () => pick(moves)))]
    chosen.forEach((san, i) => {
      const after = new Chess(position)
      const played = after.move(san)
      const node = { san: played.san, nags: [], shapes: [], children: [] }
      if (next() < 0.2) node.comment = words()
      // A comment before a move stands at the start of a line: the
      // game's first move, or a variation's.
      if ((parent === root || i > 0) && next() < 0.15) node.commentBefore = words()
      if (next() < 0.1) node.nags = [1 + Math.floor(next() * 6)]
      if (next() < 0.2) node.shapes = shapes()
      parent.children.push(node)
      count += 1
      todo.push([node, after.fen()])
    })
  }
  return { headers: { White: 'Generated', Black: 'Tree' }, result: pick(['*', '1-0', '0-1', '1/2-1/2']), root }
}

test('a few thousand generated trees are written and read back to the same tree', () => {
  const starts = [undefined, 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', '4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1']
  let nodes = 0
  for (let seed = 1; seed <= 2000; seed++) {
    const next = random(seed)
    const fen = starts[seed % starts.length]
    const tree = randomTree(next, fen, 4 + Math.floor(next() * 24))
    const text = writePgn(tree)
    const game = readPgn(text)
    assert.deepEqual(content(game.root).children, content(tree.root).children, `seed ${seed}\n${text}`)
    assert.deepEqual(game.root.shapes, tree.root.shapes, `seed ${seed}`)
    assert.equal(game.result, tree.result)
    assert.equal(writePgn(game), text, `seed ${seed}: written again`)
    nodes += JSON.stringify(tree).split('"san"').length - 1
  }
  assert.ok(nodes > 20000, `only ${nodes} nodes generated`)
})

test('a tree written from scratch: only the moves are needed, a misplaced comment goes where PGN reads it', () => {
  const text = writePgn({
    root: { children: [{ san: 'e4', children: [{ san: 'e5', commentBefore: 'solid', children: [] }, { san: 'c5' }] }] },
  })
  assert.match(text, /\n\n1\. e4 \{solid\} 1\.\.\. e5 \(1\.\.\. c5\) \*\n$/)
  assert.equal(readPgn(text).root.children[0].comment, 'solid')
  assert.match(writePgn({ headers: { FEN: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' }, root: { children: [{ san: 'e4' }] } }), /\[FEN "4k3\/8\/8\/8\/8\/8\/4P3\/4K3 w - - 0 1"\]/)
  assert.match(writePgn({ root: { fen: '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1', children: [{ san: 'Kd7' }] } }), /\n\n1\.\.\. Kd7 \*\n$/)
  // Long algebraic and castling with zeros, read as PGN reads moves.
  assert.match(writePgn({ root: { children: [{ san: 'Ng1-f3' }] } }), /1\. Nf3 \*/)
})

test('several games: readGames reads them all, readPgn refuses more than one', () => {
  const two = '[White "A"]\n\n1. e4 e5 1-0\n\n[White "B"]\n\n1. d4 (1. c4) d5 0-1\n'
  const games = readGames(two)
  assert.deepEqual(games.map((g) => g.headers.White), ['A', 'B'])
  assert.deepEqual(games[1].root.children.map((n) => n.san), ['d4', 'c4'])
  assert.deepEqual(readGames(''), [])
  assert.throws(() => readPgn(two), /^Error: Invalid PGN: line 5, column 1: /)
  assert.throws(() => readPgn(''), /^Error: Invalid PGN: /)
})

test('bad input throws an Error that says why, and the module goes on working', () => {
  const cases = [
    [() => readPgn('1. e4 e5 2. Ke3 *'), /^Invalid PGN: line 1, column 13: .*Ke3/],
    [() => readPgn('1. e4 {never closed'), /^Invalid PGN: line 1, column 7: /],
    [() => readPgn('1. e4 ' + '('.repeat(150) + 'd4'), /^Invalid PGN: /],
    [() => readPgn(42), TypeError],
    [() => writePgn(null), TypeError],
    [() => writePgn({ root: { children: [{ san: 'Ke2' }] } }), /^Invalid game tree: invalid move Ke2 in rnbqkbnr/],
    [() => writePgn({ root: { children: [{ san: 'e4', nags: [300] }] } }), /^Invalid game tree: invalid glyph: 300$/],
    [() => writePgn({ root: { children: [{ san: 'e4', shapes: [{ from: 'e2', to: 'e9', color: 'red' }] }] } }), /^Invalid game tree: invalid shape: Re2e9$/],
    [() => writePgn({ root: { children: [{ san: 'e4', shapes: [{ square: 'e4', color: 'pink' }] }] } }), /^Invalid game tree: invalid shape: /],
    [() => writePgn({ result: '2-0', root: {} }), /^Invalid game tree: invalid result: 2-0$/],
    [() => writePgn({ root: { fen: 'not a fen' } }), /^Invalid game tree: invalid FEN: not a fen$/],
    [() => writePgn({ root: { children: [{ san: 7 }] } }), TypeError],
    [() => writePgn({ root: { children: 'e4' } }), TypeError],
  ]
  for (const [call, expected] of cases) {
    assert.throws(call, (error) => {
      if (expected === TypeError) return error instanceof TypeError
      return error instanceof Error && expected.test(error.message)
    })
  }
  // A node that stands twice (a cycle) is refused, not walked forever.
  const loop = { san: 'Nf3', children: [] }
  loop.children.push({ san: 'Nf6', children: [loop] })
  assert.throws(() => writePgn({ root: { children: [loop] } }), /stands twice/)
  assert.equal(readPgn('1. e4 *').root.children[0].san, 'e4', 'still working')
})

test('large games: a long main line, ten thousand variations, a huge comment', () => {
  const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8']
  let moves = ''
  for (let i = 0; i < 4000; i++) moves += `${shuffle[i % 4]} `
  // Repetitions do not end a PGN game: 4000 plies nest 4000 levels deep.
  const long = readPgn(`${moves}*`)
  assert.equal(mainline(long).length, 4000)
  assert.equal(readPgn(writePgn(long)).root.children[0].san, 'Nf3')
  const wide = readPgn(`1. e4 ${'(1. d4) '.repeat(10000)}*`)
  assert.equal(wide.root.children.length, 10001)
  assert.match(writePgn(wide), /\(1\. d4\) \*\n$/)
  const huge = readPgn(`1. e4 {${'word '.repeat(13000)}} *`)
  assert.equal(huge.root.children[0].comment.length, 'word '.repeat(13000).trim().length)
  assert.throws(() => readPgn(`1. e4 {${'x'.repeat(70000)}} *`), /^Error: Invalid PGN: /)
})
