// Type declarations for roque/openings.
import type { Chess } from './index.js'

/** A named opening: its ECO code and its name in English and French. */
export type Opening = {
  /** The ECO code, such as `C50`. */
  eco: string
  /** The name in English, as the lichess data set gives it: `Italian Game`. */
  name: string
  /** The name in French: `Partie italienne`. */
  nameFr: string
}

/**
 * The opening of a FEN's position, or of the last named position a `Chess`
 * object's game reached; `null` when nothing is named.
 * @throws TypeError when given neither a string nor a `Chess` object.
 */
export declare function openingOf(fenOrChess: Chess | string): Opening | null
