// Type declarations for roque/explain.
import type { Chess, Square } from './index.js'

/** Why a move is illegal: a stable code and the reason in French and English. */
export type IllegalReason = {
  code: string
  fr: string
  en: string
}

/**
 * Whether a move is legal by the FIDE rules in the position of `chess` (a
 * `Chess` object or a FEN) and, if not, why.
 * @throws Error `Invalid square: ...` or `Invalid promotion: ...`.
 */
export declare function explain(
  chess: Chess | string,
  move: { from: Square | string; to: Square | string; promotion?: string },
): { legal: boolean; reason?: IllegalReason }
