// roque/diagram: SVG diagrams in Node, with no DOM. Two hundred positions
// from seeded games, with arrows, circles and marks, both orientations,
// both themes and the three kinds of coordinates: each SVG is parsed (an
// XML parser, not string comparison) and every piece, coordinate, arrow
// and circle is found on the square it belongs to.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { DOMParser } from '@xmldom/xmldom'
import { Chess } from 'roque'
import { diagram } from 'roque/diagram'
import { random } from './support/random.mjs'

const FILES = 'abcdefgh'

/** Reads an SVG text as XML; a parse error fails the test. */
function parse(text) {
  const errors = []
  const doc = new DOMParser({ onError: (level, message) => errors.push(`${level}: ${message}`) }).parseFromString(
    text,
    'image/svg+xml',
  )
  assert.deepEqual(errors, [])
  return doc.documentElement
}

function all(root, predicate) {
  const found = []
  const stack = [root]
  while (stack.length) {
    const node = stack.pop()
    if (node.nodeType === 1) {
      if (predicate(node)) found.push(node)
      for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i])
    }
  }
  return found
}

const withAttribute = (root, name) => all(root, (n) => n.hasAttribute(name))

/** The square drawn at (x, y) of the SVG's units. */
function squareAt(root, x, y) {
  const board = all(root, (n) => n.tagName === 'rect' && n.getAttribute('width') === '360')[0]
  const column = Math.floor((x - Number(board.getAttribute('x'))) / 45)
  const row = Math.floor((y - Number(board.getAttribute('y'))) / 45)
  assert.ok(column >= 0 && column < 8 && row >= 0 && row < 8, `(${x}, ${y}) is off the board`)
  const white = root.getAttribute('data-orientation') === 'white'
  return white ? `${FILES[column]}${8 - row}` : `${FILES[7 - column]}${row + 1}`
}

const points = (d) => d.match(/-?[\d.]+/g).map(Number)

function positions() {
  const fens = []
  for (let seed = 1; fens.length < 200; seed++) {
    const next = random(seed)
    const chess = new Chess()
    const plies = Math.floor(next() * 80)
    for (let i = 0; i < plies && !chess.isGameOver(); i++) {
      const moves = chess.moves()
      chess.move(moves[Math.floor(next() * moves.length)])
    }
    fens.push([chess.fen(), next])
  }
  return fens
}

test('two hundred positions, every variant: each thing drawn where it belongs', () => {
  const squares = FILES.split('').flatMap((f) => '12345678'.split('').map((r) => f + r))
  const colors = ['green', 'red', 'yellow', 'blue']
  let index = 0
  for (const [fen, next] of positions()) {
    const chess = new Chess(fen)
    const pick = (list) => list[Math.floor(next() * list.length)]
    const from = pick(squares)
    const to = pick(squares.filter((s) => s !== from))
    const circle = pick(squares)
    const options = {
      orientation: index % 2 ? 'black' : 'white',
      theme: ['board', 'print'][(index >> 1) % 2],
      coordinates: ['outside', 'inside', 'none'][index % 3],
      shapes: [{ from, to, color: pick(colors) }, { square: circle, color: pick(colors) }],
      marks: [pick(squares)],
      caption: index % 5 === 0 ? { fen: true } : `Diagramme ${index} : les « Blancs » & co`,
      size: 200 + index,
    }
    index += 1
    const root = parse(diagram(index % 7 ? fen : chess, options))
    const where = `${fen} ${JSON.stringify(options)}`
    assert.equal(root.getAttribute('width'), String(options.size), where)
    assert.equal(root.getAttribute('data-theme'), options.theme)
    // The pieces: one element each, on its square, and nothing else.
    const pieces = withAttribute(root, 'data-piece')
    const expected = chess.board().flat().filter(Boolean)
    assert.equal(pieces.length, expected.length, where)
    for (const node of pieces) {
      const square = node.getAttribute('data-square')
      const shown = squareAt(root, Number(node.getAttribute('x')) + 22.5, Number(node.getAttribute('y')) + 22.5)
      assert.equal(shown, square, where)
      const piece = chess.get(square)
      assert.equal(node.getAttribute('data-piece'), `${piece.color}${piece.type.toUpperCase()}`, where)
    }
    // The arrow from its square's centre to the other's, the circle on its square.
    const [arrow] = withAttribute(root, 'data-arrow')
    assert.equal(arrow.getAttribute('data-arrow'), `${from}${to}`)
    const [shaft, head] = all(arrow, (n) => n.tagName === 'path')
    const start = points(shaft.getAttribute('d'))
    assert.equal(squareAt(root, start[0], start[1]), from, where)
    const tip = points(head.getAttribute('d'))
    assert.equal(squareAt(root, tip[0], tip[1]), to, where)
    const [ring] = withAttribute(root, 'data-circle')
    assert.equal(squareAt(root, Number(ring.getAttribute('cx')), Number(ring.getAttribute('cy'))), circle)
    assert.equal(ring.getAttribute('data-color'), options.shapes[1].color)
    // The coordinates: files under the bottom row, ranks beside the left column.
    const coordinates = withAttribute(root, 'data-coord')
    assert.equal(coordinates.length, options.coordinates === 'none' ? 0 : 16, where)
    const inside = options.coordinates === 'inside'
    for (const node of coordinates) {
      const label = node.getAttribute('data-coord')
      assert.equal(node.textContent, label)
      const [x, y] = [Number(node.getAttribute('x')), Number(node.getAttribute('y'))]
      const file = /[a-h]/.test(label)
      const probe = file ? (inside ? [x - 3, y - 3] : [x, y - 20]) : inside ? [x + 3, y - 3] : [x + 20, y]
      const square = squareAt(root, probe[0], probe[1])
      const white = options.orientation === 'white'
      if (file) assert.equal(square, `${label}${white ? 1 : 8}`, where)
      else assert.equal(square, `${white ? 'a' : 'h'}${label}`, where)
    }
    // The caption, read back as text; the side to move.
    const [caption] = withAttribute(root, 'data-caption')
    assert.equal(caption.textContent, typeof options.caption === 'string' ? options.caption : fen)
    assert.equal(withAttribute(root, 'data-turn')[0].getAttribute('data-turn'), chess.turn() === 'w' ? 'white' : 'black')
  }
})

test('a board alone, small output, and wrong options said', () => {
  const start = diagram('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')
  assert.ok(start.length < 12000, `${start.length} bytes`)
  const lesson = parse(diagram('8/8/8/3Q4/8/8/8/8', { turn: false }))
  assert.equal(withAttribute(lesson, 'data-piece').length, 1)
  assert.equal(withAttribute(lesson, 'data-turn').length, 0)
  const cases = [
    [() => diagram('not a fen'), /^Error: Invalid FEN: /],
    [() => diagram('8/8/8/8/8/8/8/8 w - - 0 1', { marks: ['e9'] }), /^Error: Invalid square: e9$/],
    [() => diagram('8/8/8/8/8/8/8/8 w - - 0 1', { shapes: [{ from: 'e2', to: 'e2' }] }), /^Error: Invalid shape: /],
    [() => diagram('8/8/8/8/8/8/8/8 w - - 0 1', { shapes: [{ square: 'e2', color: 'pink' }] }), /^Error: Invalid shape: /],
    [() => diagram('8/8/8/8/8/8/8/8 w - - 0 1', { size: 5 }), /^Error: Invalid size: 5$/],
    [() => diagram('8/8/8/8/8/8/8/8 w - - 0 1', { theme: 'neon' }), /^TypeError: diagram: theme must be /],
    [() => diagram('8/8/8/8/8/8/8/8 w - - 0 1', { size: 1.5 }), /^TypeError: /],
    [() => diagram(null), /^TypeError: /],
  ]
  for (const [call, message] of cases) assert.throws(call, (error) => message.test(String(error)))
  assert.ok(diagram('8/8/8/8/8/8/8/8 w - - 0 1').startsWith('<svg'), 'still working')
})
