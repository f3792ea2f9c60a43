// Type declarations for roque/diagram.
import type { Chess, Square } from './index.js'

/** The four colours of a drawing. */
export type DiagramColor = 'green' | 'red' | 'yellow' | 'blue'

/** An arrow or a circled square; green unless told. */
export type DiagramShape =
  | { from: Square; to: Square; color?: DiagramColor }
  | { square: Square; color?: DiagramColor }

/** What a diagram shows besides the position. */
export interface DiagramOptions {
  /** The side at the bottom: 'white' by default. */
  orientation?: 'white' | 'black'
  /** Where the files and ranks go: 'outside' by default. */
  coordinates?: 'outside' | 'inside' | 'none'
  /** 'board' (the app's colours, by default) or 'print' (black and white, hatched dark squares). */
  theme?: 'board' | 'print'
  shapes?: DiagramShape[]
  /** Squares highlighted. */
  marks?: Square[]
  /** A line under the board: a text, or the position's FEN. */
  caption?: string | { fen: true }
  /** The side-to-move disc beside the board: on by default. */
  turn?: boolean
  /** The width in pixels, 40 to 4000: 360 by default. */
  size?: number
}

/**
 * The SVG diagram of a position: pieces are elements with `data-square` and
 * `data-piece` (`wN`), arrows `[data-arrow="e2e4"]`, circles
 * `[data-circle="d4"]`, both with `data-color`.
 * @throws Error `Invalid FEN: …`, `Invalid square: …`, `Invalid shape: …`; TypeError for an option of the wrong kind.
 */
export declare function diagram(position: string | Chess, options?: DiagramOptions): string
