// roque/diagram: a chess diagram as an SVG string, written by the same
// Rust code as the app's « Diagramme », in Node or a browser, with no DOM.
// An optional entry with its own WebAssembly module, so that `import
// 'roque'` does not carry it.

import { initSync, diagramSvg } from './diagram_core.js'
import { wasmBytes } from './diagram_wasm.js'

initSync({ module: wasmBytes() })

const LETTERS = { green: 'G', red: 'R', yellow: 'Y', blue: 'B' }

function choice(value, allowed, name) {
  if (value === undefined) return allowed[0]
  if (!allowed.includes(value)) {
    throw new TypeError(`diagram: ${name} must be ${allowed.map((a) => `'${a}'`).join(', ')}; got ${JSON.stringify(value)}`)
  }
  return value
}

function list(value, name) {
  if (value === undefined) return []
  if (!Array.isArray(value)) throw new TypeError(`diagram: ${name} must be an array`)
  return value
}

/**
 * The SVG diagram of a position (a FEN, a board's placement alone, or a
 * `Chess` object) with `options`: `orientation` ('white' | 'black'),
 * `coordinates` ('outside' | 'inside' | 'none'), `theme` ('board' |
 * 'print'), `shapes` (arrows `{ from, to, color }` and circles
 * `{ square, color }`), `marks` (squares), `caption` (a text, or `{ fen:
 * true }`), `turn` (the side-to-move disc, on by default), `size` (the
 * width in pixels, 40 to 4000; 360 by default). Throws `Invalid FEN: …`,
 * `Invalid square: …` and the like for a value that is wrong.
 */
export function diagram(position, options = {}) {
  const fen = typeof position === 'string' ? position : position?.fen?.()
  if (typeof fen !== 'string') throw new TypeError('diagram: a FEN or a Chess object is needed')
  if (options === null || typeof options !== 'object') throw new TypeError('diagram: options must be an object')
  const shapes = list(options.shapes, 'shapes').map((shape) => {
    const letter = LETTERS[shape?.color ?? 'green']
    if (!letter) throw new Error(`Invalid shape: ${JSON.stringify(shape)}`)
    if (typeof shape.square === 'string') return `${letter}${shape.square}`
    if (typeof shape.from === 'string' && typeof shape.to === 'string') return `${letter}${shape.from}${shape.to}`
    throw new Error(`Invalid shape: ${JSON.stringify(shape)}`)
  })
  const marks = list(options.marks, 'marks').map((square) => String(square).trim())
  const caption = options.caption
  let captionKind = 'none'
  let captionText = ''
  if (typeof caption === 'string') {
    captionKind = 'text'
    captionText = caption
  } else if (caption?.fen === true) {
    captionKind = 'fen'
  } else if (caption !== undefined && caption !== null) {
    throw new TypeError('diagram: caption must be a string or { fen: true }')
  }
  const size = options.size ?? 360
  if (!Number.isInteger(size)) throw new TypeError(`diagram: size must be a whole number of pixels; got ${JSON.stringify(size)}`)
  return diagramSvg(fen, [
    choice(options.orientation, ['white', 'black'], 'orientation'),
    choice(options.coordinates, ['outside', 'inside', 'none'], 'coordinates'),
    choice(options.theme, ['board', 'print'], 'theme'),
    shapes.join(','),
    marks.join(' '),
    captionKind,
    captionText,
    options.turn === false ? '0' : '1',
    String(size),
  ])
}
