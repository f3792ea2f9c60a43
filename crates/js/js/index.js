// roque: chess.js 1.4's API, its game kept in WebAssembly.
//
// The wasm core (`Core`) holds the game and answers each call with one
// string; this module turns it into chess.js's objects and overloads, and
// keeps what chess.js keeps beside the board: the PGN headers and the
// comments.
// The wasm bytes ship inside the package (as a string) and are instantiated
// synchronously on import, so no `await init()` is ever needed.

import { initSync, Core, validateFen as coreValidateFen } from './roque_core.js'
import { wasmBytes } from './roque_wasm.js'

initSync({ module: wasmBytes() })

export const WHITE = 'w'
export const BLACK = 'b'
export const PAWN = 'p'
export const KNIGHT = 'n'
export const BISHOP = 'b'
export const ROOK = 'r'
export const QUEEN = 'q'
export const KING = 'k'

export const DEFAULT_POSITION =
  'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'

/** The 64 squares from a8 to h1, rank by rank, as chess.js lists them. */
export const SQUARES = []
for (let rank = 8; rank >= 1; rank--) {
  for (const file of 'abcdefgh') {
    SQUARES.push(file + rank)
  }
}

/** The square names the core understands, as numbers a8 = 0 ... h1 = 63. */
const SQUARE_INDEX = new Map(SQUARES.map((square, i) => [square, i]))

/** A square's number for the core: -2 for a name that is not a square. */
function squareIndex(square) {
  const index = SQUARE_INDEX.get(square)
  return index === undefined ? -2 : index
}

export const SEVEN_TAG_ROSTER = {
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
}

// The other tags of the PGN standard, in its order: placeholders (null) that
// fix where each tag goes when written; getHeaders() leaves them out.
const SUPPLEMENTAL_TAGS = [
  'WhiteTitle', 'BlackTitle', 'WhiteElo', 'BlackElo', 'WhiteUSCF', 'BlackUSCF',
  'WhiteNA', 'BlackNA', 'WhiteType', 'BlackType', 'EventDate', 'EventSponsor',
  'Section', 'Stage', 'Board', 'Opening', 'Variation', 'SubVariation', 'ECO',
  'NIC', 'Time', 'UTCTime', 'UTCDate', 'TimeControl', 'SetUp', 'FEN',
  'Termination', 'Annotator', 'Mode', 'PlyCount',
]

function headerTemplate() {
  const header = { ...SEVEN_TAG_ROSTER }
  for (const tag of SUPPLEMENTAL_TAGS) {
    header[tag] = null
  }
  return header
}

/** A move as chess.js describes it. Built by the library, not by users. */
export class Move {
  // Own properties in chess.js's order, `captured` and `promotion` included
  // (undefined when they do not apply), as its class fields make them.
  color
  from
  to
  piece
  captured
  promotion
  flags
  san
  lan
  before
  after

  constructor(record) {
    // color,from,to,piece,captured,promotion,flags,san,before,after
    const f = record.split(',')
    this.color = f[0]
    this.from = f[1]
    this.to = f[2]
    this.piece = f[3]
    if (f[4]) this.captured = f[4]
    if (f[5]) this.promotion = f[5]
    this.flags = f[6]
    this.san = f[7]
    this.lan = f[1] + f[2] + f[5]
    this.before = f[8]
    this.after = f[9]
  }

  isCapture() {
    return this.flags.indexOf('c') > -1
  }

  isPromotion() {
    return this.flags.indexOf('p') > -1
  }

  isEnPassant() {
    return this.flags.indexOf('e') > -1
  }

  isKingsideCastle() {
    return this.flags.indexOf('k') > -1
  }

  isQueensideCastle() {
    return this.flags.indexOf('q') > -1
  }

  isBigPawn() {
    return this.flags.indexOf('b') > -1
  }
}

function movesFromRecords(records) {
  return records === '' ? [] : records.split(';').map((r) => new Move(r))
}

function words(text) {
  return text === '' ? [] : text.split(' ')
}

function pieceFromLetter(letter) {
  if (!letter || letter === '.') return undefined
  const lower = letter.toLowerCase()
  return { type: lower, color: letter === lower ? BLACK : WHITE }
}

/** The core's code for chess.js's `piece` option of `moves()`. */
function pieceFilter(piece) {
  if (piece === undefined) return 0
  const lower = String(piece).toLowerCase()
  if (lower === '') return 1
  return lower.length === 1 ? lower.charCodeAt(0) : 2
}

export function validateFen(fen) {
  if (typeof fen !== 'string') {
    return { ok: false, error: 'Invalid FEN: a FEN must be a string' }
  }
  const error = coreValidateFen(fen)
  return error ? { ok: false, error } : { ok: true }
}

export class Chess {
  #core = new Core()
  #header = headerTemplate()
  #comments = {}
  // The FEN now, kept between calls; null once the game changes.
  #fen = null

  constructor(fen = DEFAULT_POSITION, { skipValidation = false } = {}) {
    this.load(fen, { skipValidation })
  }

  clear({ preserveHeaders = false } = {}) {
    this.#core.clear()
    this.#fen = null
    this.#comments = {}
    if (!preserveHeaders) this.#header = headerTemplate()
    this.#header.SetUp = null
    this.#header.FEN = null
  }

  load(fen, { skipValidation = false, preserveHeaders = false } = {}) {
    if (typeof fen !== 'string') {
      throw new Error('Invalid FEN: a FEN must be a string')
    }
    // The core checks and reads the FEN before changing anything.
    const completed = this.#core.load(fen, Boolean(skipValidation))
    this.#fen = null
    this.#comments = {}
    if (!preserveHeaders) this.#header = headerTemplate()
    this.#header.SetUp = null
    this.#header.FEN = null
    this.#updateSetup(completed)
  }

  reset() {
    this.load(DEFAULT_POSITION)
  }

  // The SetUp and FEN headers follow the starting position while no move
  // has been made from it.
  #updateSetup(fen) {
    if (this.#core.plyCount() > 0) return
    if (fen !== DEFAULT_POSITION) {
      this.#header.SetUp = '1'
      this.#header.FEN = fen
    } else {
      this.#header.SetUp = null
      this.#header.FEN = null
    }
  }

  fen({ forceEnpassantSquare = false } = {}) {
    if (forceEnpassantSquare) return this.#core.fen(true)
    if (this.#fen === null) this.#fen = this.#core.fen(false)
    return this.#fen
  }

  moves({ verbose = false, square = undefined, piece = undefined, lang } = {}) {
    let index = -1
    if (square) {
      index = squareIndex(String(square).toLowerCase())
    }
    const answer = this.#core.moves(index, pieceFilter(piece), Boolean(verbose), lang === 'fr')
    return verbose ? movesFromRecords(answer) : words(answer)
  }

  move(move, { strict = false, lang } = {}) {
    let record
    if (typeof move === 'string' || move === null) {
      record = this.#core.moveText(move === null ? '--' : move, Boolean(strict), lang === 'fr')
    } else if (typeof move === 'object') {
      const promotion = move.promotion
      record = this.#core.moveSquares(
        squareIndex(move.from),
        squareIndex(move.to),
        typeof promotion === 'string' && promotion.length === 1 ? promotion.charCodeAt(0) : 0,
      )
    }
    if (record === undefined) {
      throw new Error(`Invalid move: ${JSON.stringify(move)}`)
    }
    const made = new Move(record)
    this.#fen = made.after
    return made
  }

  undo({ lang } = {}) {
    const record = this.#core.undo(lang === 'fr')
    this.#fen = null
    return record === undefined ? null : new Move(record)
  }

  history({ verbose = false, lang } = {}) {
    // Walking the game back and forth changes an edited board, as in chess.js.
    this.#fen = null
    const answer = this.#core.history(Boolean(verbose), lang === 'fr')
    return verbose ? movesFromRecords(answer) : words(answer)
  }

  // The game from its start, as chess.js walks it: [fen, color, number,
  // san] for each move, and the FEN now.
  #replay(withSan, french) {
    this.#fen = null
    const lines = this.#core.replay(withSan, french).split('\n')
    const now = lines.pop()
    return { plies: lines.map((line) => line.split('|')), now }
  }

  pgn({ newline = '\n', maxWidth = 0, lang } = {}) {
    const result = []
    let headerExists = false
    for (const tag in this.#header) {
      const value = this.#header[tag]
      if (value) result.push(`[${tag} "${value}"]` + newline)
      headerExists = true
    }
    const { plies, now } = this.#replay(true, lang === 'fr')
    if (headerExists && plies.length) {
      result.push(newline)
    }
    const withComment = (text, fen) => {
      const comment = this.#comments[fen]
      if (comment === undefined) return text
      return `${text}${text.length > 0 ? ' ' : ''}{${comment}}`
    }
    // Move groups such as "3. e3 e6", comments attached where they stand.
    const groups = []
    let group = ''
    if (plies.length === 0) {
      groups.push(withComment('', now))
    }
    plies.forEach(([fen, color, number, san], i) => {
      group = withComment(group, fen)
      if (i === 0 && color === BLACK) {
        const prefix = `${number}. ...`
        group = group ? `${group} ${prefix}` : prefix
      } else if (color === WHITE) {
        if (group.length) groups.push(group)
        group = number + '.'
      }
      group = group + ' ' + san
    })
    if (group.length) {
      groups.push(withComment(group, now))
    }
    groups.push(this.#header.Result || '*')
    if (maxWidth === 0) {
      return result.join('') + groups.join(' ')
    }
    return wrap(result, groups, newline, maxWidth)
  }

  loadPgn(pgn, { strict = false, newlineChar = '\r?\n' } = {}) {
    if (typeof pgn !== 'string') {
      throw new Error('Invalid PGN: a PGN must be a string')
    }
    if (newlineChar !== '\r?\n') {
      pgn = pgn.replace(new RegExp(newlineChar, 'g'), '\n')
    }
    // The core reads and plays the whole game before changing anything:
    // on error, this object is as it was.
    const answer = this.#core.loadPgn(pgn, Boolean(strict))
    const [result, fen, tagCount] = answer
    this.#fen = null
    this.#header = headerTemplate()
    let at = 3
    for (let i = 0; i < Number(tagCount); i++, at += 2) {
      this.#header[answer[at]] = answer[at + 1]
    }
    if (fen) {
      if (fen !== DEFAULT_POSITION) {
        this.#header.SetUp = '1'
        this.#header.FEN = fen
      } else {
        this.#header.SetUp = null
        this.#header.FEN = null
      }
    }
    this.#comments = {}
    for (; at + 1 < answer.length; at += 2) {
      this.#comments[answer[at]] = answer[at + 1]
    }
    if (result && this.#header.Result !== result) {
      this.setHeader('Result', result)
    }
  }

  /** @deprecated chess.js's old header accessor: use setHeader and getHeaders. */
  header(...args) {
    for (let i = 0; i < args.length; i += 2) {
      if (typeof args[i] === 'string' && typeof args[i + 1] === 'string') {
        this.#header[args[i]] = args[i + 1]
      }
    }
    return this.#header
  }

  setHeader(key, value) {
    this.#header[key] = value ?? SEVEN_TAG_ROSTER[key] ?? null
    return this.getHeaders()
  }

  removeHeader(key) {
    if (key in this.#header) {
      this.#header[key] = SEVEN_TAG_ROSTER[key] || null
      return true
    }
    return false
  }

  getHeaders() {
    const headers = {}
    for (const [key, value] of Object.entries(this.#header)) {
      if (value !== null) headers[key] = value
    }
    return headers
  }

  getComment() {
    return this.#comments[this.fen()]
  }

  setComment(comment) {
    this.#comments[this.fen()] = comment.replace('{', '[').replace('}', ']')
  }

  removeComment() {
    const fen = this.fen()
    const comment = this.#comments[fen]
    delete this.#comments[fen]
    return comment
  }

  /** @deprecated Renamed removeComment in chess.js. */
  deleteComment() {
    return this.removeComment()
  }

  // Keeps only the comments of positions of the game, in the game's order.
  #pruneComments() {
    const { plies, now } = this.#replay(false, false)
    const kept = {}
    for (const fen of [...plies.map((p) => p[0]), now]) {
      if (fen in this.#comments) kept[fen] = this.#comments[fen]
    }
    this.#comments = kept
  }

  getComments() {
    this.#pruneComments()
    return Object.keys(this.#comments).map((fen) => ({
      fen,
      comment: this.#comments[fen],
    }))
  }

  removeComments() {
    this.#pruneComments()
    const all = Object.keys(this.#comments).map((fen) => ({
      fen,
      comment: this.#comments[fen],
    }))
    this.#comments = {}
    return all
  }

  /** @deprecated Renamed removeComments in chess.js. */
  deleteComments() {
    return this.removeComments()
  }

  isCheck() {
    return this.#core.isCheck()
  }

  inCheck() {
    return this.#core.isCheck()
  }

  isCheckmate() {
    return this.#core.isCheckmate()
  }

  isStalemate() {
    return this.#core.isStalemate()
  }

  isDraw() {
    return this.#core.isDraw()
  }

  isInsufficientMaterial() {
    return this.#core.isInsufficientMaterial()
  }

  isThreefoldRepetition() {
    return this.#core.isThreefoldRepetition()
  }

  isDrawByFiftyMoves() {
    return this.#core.isDrawByFiftyMoves()
  }

  isGameOver() {
    return this.#core.isGameOver()
  }

  turn() {
    return this.#core.turn()
  }

  setTurn(color) {
    if (this.turn() === color) return false
    this.move('--')
    return true
  }

  board() {
    const placement = this.#core.placement()
    const rows = []
    for (let row = 0; row < 8; row++) {
      const squares = []
      for (let col = 0; col < 8; col++) {
        const i = row * 8 + col
        const piece = pieceFromLetter(placement[i])
        squares.push(piece ? { square: SQUARES[i], type: piece.type, color: piece.color } : null)
      }
      rows.push(squares)
    }
    return rows
  }

  ascii() {
    const placement = this.#core.placement()
    let s = '   +------------------------+\n'
    for (let row = 0; row < 8; row++) {
      s += ' ' + (8 - row) + ' |'
      for (let col = 0; col < 8; col++) {
        const letter = placement[row * 8 + col]
        s += letter === '.' ? ' . ' : ' ' + letter + ' '
      }
      s += '|\n'
    }
    s += '   +------------------------+\n'
    s += '     a  b  c  d  e  f  g  h'
    return s
  }

  get(square) {
    const index = SQUARE_INDEX.get(square)
    if (index === undefined) return undefined
    return pieceFromLetter(this.#core.placement()[index])
  }

  findPiece(piece) {
    const found = []
    const placement = this.#core.placement()
    for (let i = 0; i < 64; i++) {
      const here = pieceFromLetter(placement[i])
      if (here && here.type === piece.type && here.color === piece.color) {
        found.push(SQUARES[i])
      }
    }
    return found
  }

  put({ type, color }, square) {
    if (typeof type !== 'string' || !SQUARE_INDEX.has(square)) return false
    if (!this.#core.put(type, String(color), SQUARE_INDEX.get(square))) return false
    this.#fen = null
    this.#updateSetup(this.fen())
    return true
  }

  remove(square) {
    const letter = this.#core.remove(squareIndex(square))
    this.#fen = null
    this.#updateSetup(this.fen())
    return pieceFromLetter(letter)
  }

  squareColor(square) {
    const index = SQUARE_INDEX.get(square)
    if (index === undefined) return null
    return ((index >> 3) + (index & 7)) % 2 === 0 ? 'light' : 'dark'
  }

  attackers(square, attackedBy) {
    return words(this.#core.attackers(squareIndex(square), String(attackedBy || this.turn())))
  }

  isAttacked(square, attackedBy) {
    return this.#core.isAttacked(squareIndex(square), String(attackedBy))
  }

  getCastlingRights(color) {
    const rights = this.#core.castlingRights(String(color))
    return { [KING]: (rights & 1) !== 0, [QUEEN]: (rights & 2) !== 0 }
  }

  setCastlingRights(color, rights) {
    const want = (side) => (rights[side] === undefined ? 2 : rights[side] ? 1 : 0)
    this.#core.setCastlingRights(String(color), want(KING), want(QUEEN))
    this.#fen = null
    const result = this.getCastlingRights(color)
    return (
      (rights[KING] === undefined || rights[KING] === result[KING]) &&
      (rights[QUEEN] === undefined || rights[QUEEN] === result[QUEEN])
    )
  }

  moveNumber() {
    return this.#core.moveNumber()
  }

  hash() {
    return this.#core.hash()
  }

  perft(depth) {
    return this.#core.perft(Number(depth))
  }

  // Beyond chess.js.

  /** Half-moves since the last capture or pawn move. */
  halfMoveClock() {
    return this.#core.halfMoveClock()
  }

  /** The position has stood five times: drawn by itself (FIDE art. 9.6.1). */
  isDrawByFivefoldRepetition() {
    return this.#core.isDrawByFivefoldRepetition()
  }

  /** 75 moves each without capture or pawn move, no mate: drawn (FIDE art. 9.6.2). */
  isDrawBySeventyFiveMoves() {
    return this.#core.isDrawBySeventyFiveMoves()
  }

  /** The player to move may claim a draw (FIDE art. 9.2, 9.3). */
  canClaimDraw() {
    return this.#core.canClaimDraw()
  }

  /**
   * Whether the board is a legal chess position by the FIDE rules (chess.js
   * accepts more): `{ ok: true }`, or `{ ok: false, error: { fr, en } }`.
   */
  validatePosition() {
    const answer = this.#core.validatePosition()
    if (answer.length === 0) return { ok: true }
    return { ok: false, error: { fr: answer[0], en: answer[1] } }
  }

  /** How the rules end the game in this position, or null while it goes on. */
  outcome() {
    const answer = this.#core.outcome()
    if (!answer) return null
    const [winner, reason, article] = answer.split(',')
    return { winner: winner || null, reason, article }
  }
}

// Wraps PGN text at maxWidth the way chess.js does: move groups are never
// split, comments are split between words, and no line ends with a space.
function wrap(result, groups, newline, maxWidth) {
  const dropTrailingSpace = () => {
    if (result.length > 0 && result[result.length - 1] === ' ') {
      result.pop()
      return true
    }
    return false
  }
  const wrapComment = (width, group) => {
    for (const token of group.split(' ')) {
      if (!token) continue
      if (width + token.length > maxWidth) {
        while (dropTrailingSpace()) width--
        result.push(newline)
        width = 0
      }
      result.push(token)
      width += token.length
      result.push(' ')
      width++
    }
    if (dropTrailingSpace()) width--
    return width
  }
  let width = 0
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]
    if (width + group.length > maxWidth && group.includes('{')) {
      width = wrapComment(width, group)
      continue
    }
    if (width + group.length > maxWidth && i !== 0) {
      if (result[result.length - 1] === ' ') result.pop()
      result.push(newline)
      width = 0
    } else if (i !== 0) {
      result.push(' ')
      width++
    }
    result.push(group)
    width += group.length
  }
  return result.join('')
}
