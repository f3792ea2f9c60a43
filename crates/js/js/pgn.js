// roque/pgn: a PGN game as a tree, with its variations, comments, glyphs
// and drawings, read and written by the rules crate's one PGN reader and
// writer (the app's and the embedded boards'). An optional entry with its
// own WebAssembly module, so that `import 'roque'` does not carry it; its
// `Chess.loadPgn` keeps the main line, as chess.js does.

import { initSync, readGame, readGames as readAll, writeGame } from './pgn_core.js'
import { wasmBytes } from './pgn_wasm.js'

initSync({ module: wasmBytes() })

/** The letters of the four colours in `[%cal …]`/`[%csl …]`. */
const LETTERS = { green: 'G', red: 'R', yellow: 'Y', blue: 'B' }

function text(value, what) {
  if (typeof value !== 'string') throw new TypeError(`${what}: a string is needed, not ${typeof value}`)
  return value
}

/**
 * The one game of a PGN text, as a tree: `{ headers, result, root }`.
 * Throws `Invalid PGN: line L, column C: …` (no game, or more than one,
 * included).
 */
export function readPgn(pgn) {
  return JSON.parse(readGame(text(pgn, 'readPgn')))
}

/** Every game of a PGN text, as trees; `[]` for a text without one. */
export function readGames(pgn) {
  return JSON.parse(readAll(text(pgn, 'readGames')))
}

/**
 * The main line of a tree: its nodes, following each position's first
 * child from the root.
 */
export function mainline(game) {
  const line = []
  let node = (game?.root ?? game)?.children?.[0]
  while (node) {
    line.push(node)
    node = node.children?.[0]
  }
  return line
}

function shapeItems(shapes, where) {
  if (shapes === undefined) return ''
  if (!Array.isArray(shapes)) throw new TypeError(`writePgn: ${where}.shapes must be an array`)
  return shapes
    .map((shape) => {
      const letter = LETTERS[shape?.color]
      const arrow = typeof shape?.from === 'string' && typeof shape?.to === 'string'
      const circle = typeof shape?.square === 'string'
      if (!letter || arrow === circle) {
        throw new Error(`Invalid game tree: invalid shape: ${JSON.stringify(shape)}`)
      }
      // Items such as `Ge2e4` or `Rd4`: the module checks the squares.
      return arrow ? `${letter}${shape.from}${shape.to}` : `${letter}${shape.square}`
    })
    .join(',')
}

function comment(value, what) {
  return value === undefined || value === null ? '' : text(value, `writePgn: ${what}`)
}

/**
 * The PGN of a tree such as `readPgn` gives (in export format: the
 * seven-tag roster first, lines under 80 columns). Every move is checked
 * in its position; a node's first child continues its line, the others
 * start variations. Throws `Invalid game tree: …` with the first problem.
 */
export function writePgn(game) {
  if (game === null || typeof game !== 'object') {
    throw new TypeError('writePgn: a game { headers, root } is needed')
  }
  const headers = game.headers ?? {}
  if (typeof headers !== 'object') throw new TypeError('writePgn: headers must be an object')
  const entries = Object.entries(headers)
  const parts = [String(entries.length)]
  for (const [name, value] of entries) parts.push(name, String(value))
  parts.push(String(game.result ?? headers.Result ?? '*'))
  const root = game.root ?? { children: [] }
  // Pre-order without recursion: a main line nests one level a move.
  const seen = new Set()
  const stack = [[root, true]]
  while (stack.length > 0) {
    const [node, isRoot] = stack.pop()
    if (node === null || typeof node !== 'object') throw new TypeError('writePgn: a node must be an object')
    if (seen.has(node)) throw new TypeError('writePgn: a node stands twice in the tree')
    seen.add(node)
    const children = node.children ?? []
    if (!Array.isArray(children)) throw new TypeError('writePgn: children must be an array')
    const nags = node.nags ?? []
    if (!Array.isArray(nags)) throw new TypeError('writePgn: nags must be an array')
    if (isRoot) {
      parts.push(comment(node.fen, 'root.fen'), '', comment(node.comment, 'root.comment'), '')
    } else {
      parts.push(
        text(node.san, 'writePgn: node.san'),
        comment(node.commentBefore, 'node.commentBefore'),
        comment(node.comment, 'node.comment'),
        nags.map((nag) => String(nag)).join(' '),
      )
    }
    parts.push(shapeItems(node.shapes, isRoot ? 'root' : 'node'), String(children.length))
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], false])
  }
  return writeGame(parts)
}
