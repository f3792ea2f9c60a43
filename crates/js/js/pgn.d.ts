// Type declarations for roque/pgn.
import type { Square } from './index.js'

/** The four colours of a drawing, as lichess and ChessBase draw them. */
export type ShapeColor = 'green' | 'red' | 'yellow' | 'blue'

/** An arrow (`[%cal Ge2e4]`) or a circled square (`[%csl Rd4]`). */
export type Shape =
  | { from: Square; to: Square; color: ShapeColor }
  | { square: Square; color: ShapeColor }

/** A move of the game or of a variation, and the position after it. */
export interface PgnNode {
  /** The move in SAN, with its `+` or `#`. */
  san: string
  /** The move in UCI: `e2e4`, `e7e8q`. */
  uci: string
  /** The position after the move. */
  fen: string
  /** Half-moves from the start: 1 for the first move. */
  ply: number
  /** A comment before the move (at the start of a line, or after a variation). */
  commentBefore?: string
  /** The comment after the move. */
  comment?: string
  /** Numeric annotation glyphs: 1 for `!`, 2 for `?`, … */
  nags: number[]
  /** The arrows and circles drawn on the position after the move. */
  shapes: Shape[]
  /** The line's next move first, then the first moves of its variations. */
  children: PgnNode[]
}

/** The start of the game. */
export interface PgnRoot {
  /** The starting position. */
  fen: string
  ply: 0
  /** A comment on a game without moves (with moves, it is the first's `commentBefore`). */
  comment?: string
  nags: number[]
  /** The arrows and circles drawn on the starting position. */
  shapes: Shape[]
  /** The first move, then the first moves of the variations to it. */
  children: PgnNode[]
}

/** A game: its tag pairs, its result and its tree of moves. */
export interface PgnGame {
  headers: Record<string, string>
  result: '1-0' | '0-1' | '1/2-1/2' | '*'
  root: PgnRoot
}

/** A tree given to `writePgn`: what `readPgn` gives, with the derived fields optional. */
export type PgnNodeInput = Omit<PgnNode, 'uci' | 'fen' | 'ply' | 'nags' | 'shapes' | 'children'> & {
  nags?: number[]
  shapes?: Shape[]
  children?: PgnNodeInput[]
}

/** A game given to `writePgn`. */
export interface PgnGameInput {
  headers?: Record<string, string>
  result?: PgnGame['result']
  root?: { fen?: string; comment?: string; shapes?: Shape[]; children?: PgnNodeInput[] }
}

/**
 * The one game of a PGN text, as a tree.
 * @throws Error `Invalid PGN: line L, column C: …`, for no game or more than one too.
 */
export declare function readPgn(pgn: string): PgnGame

/** Every game of a PGN text, as trees. @throws Error `Invalid PGN: …` */
export declare function readGames(pgn: string): PgnGame[]

/** The nodes of the main line. */
export declare function mainline(game: PgnGame | PgnRoot): PgnNode[]

/**
 * The PGN of a tree, every move checked in its position.
 * @throws Error `Invalid game tree: …`; TypeError for a value that is not a tree.
 */
export declare function writePgn(game: PgnGame | PgnGameInput): string
