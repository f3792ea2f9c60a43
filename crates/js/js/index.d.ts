// Type declarations for roque: chess.js 1.4's API, plus what Roque adds.

export declare const WHITE: 'w'
export declare const BLACK: 'b'
export declare const PAWN: 'p'
export declare const KNIGHT: 'n'
export declare const BISHOP: 'b'
export declare const ROOK: 'r'
export declare const QUEEN: 'q'
export declare const KING: 'k'

export type Color = 'w' | 'b'
export type PieceSymbol = 'p' | 'n' | 'b' | 'r' | 'q' | 'k'

// prettier-ignore
export type Square =
  'a8' | 'b8' | 'c8' | 'd8' | 'e8' | 'f8' | 'g8' | 'h8' |
  'a7' | 'b7' | 'c7' | 'd7' | 'e7' | 'f7' | 'g7' | 'h7' |
  'a6' | 'b6' | 'c6' | 'd6' | 'e6' | 'f6' | 'g6' | 'h6' |
  'a5' | 'b5' | 'c5' | 'd5' | 'e5' | 'f5' | 'g5' | 'h5' |
  'a4' | 'b4' | 'c4' | 'd4' | 'e4' | 'f4' | 'g4' | 'h4' |
  'a3' | 'b3' | 'c3' | 'd3' | 'e3' | 'f3' | 'g3' | 'h3' |
  'a2' | 'b2' | 'c2' | 'd2' | 'e2' | 'f2' | 'g2' | 'h2' |
  'a1' | 'b1' | 'c1' | 'd1' | 'e1' | 'f1' | 'g1' | 'h1'

export declare const DEFAULT_POSITION: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
/** The 64 squares from a8 to h1, rank by rank. */
export declare const SQUARES: Square[]
/** The seven tags every PGN game has, with their defaults. */
export declare const SEVEN_TAG_ROSTER: Record<string, string>

export type Piece = {
  color: Color
  type: PieceSymbol
}

/** Piece letters for SAN: English (K Q R B N) or French (R D T F C). */
export type Lang = 'en' | 'fr'

/** A move as chess.js describes it. Made by the library, not by users. */
export declare class Move {
  private constructor()
  color: Color
  from: Square
  to: Square
  piece: PieceSymbol
  /** Absent when the move captures nothing. */
  captured?: PieceSymbol
  /** Absent when the move is not a promotion. */
  promotion?: PieceSymbol
  /**
   * chess.js's flags, in its order: `n` quiet, `c` capture, `b` pawn double
   * step, `e` en passant, `p` promotion, `k` / `q` castling (`-` null move).
   */
  flags: string
  san: string
  /** Long algebraic notation: from, to, promotion (`e7e8q`). */
  lan: string
  /** FEN before the move. */
  before: string
  /** FEN after the move. */
  after: string
  isCapture(): boolean
  isPromotion(): boolean
  isEnPassant(): boolean
  isKingsideCastle(): boolean
  isQueensideCastle(): boolean
  isBigPawn(): boolean
}

/** How the rules end the game, with the FIDE article (`5.1.1` for checkmate). */
export type Outcome = {
  winner: Color | null
  /** Roque's one set of outcome codes (the same as the embedded board's events). */
  reason:
    | 'checkmate'
    | 'stalemate'
    | 'deadPosition'
    | 'fivefoldRepetition'
    | 'seventyFiveMoves'
  article: string
}

/** `{ ok: true }`, or `{ ok: false, error: 'Invalid FEN: ...' }`. */
export declare function validateFen(fen: string): { ok: boolean; error?: string }

export declare class Chess {
  constructor(fen?: string, options?: { skipValidation?: boolean })

  clear(options?: { preserveHeaders?: boolean }): void
  /** @throws Error `Invalid FEN: ...`; the game is then unchanged. */
  load(fen: string, options?: { skipValidation?: boolean; preserveHeaders?: boolean }): void
  reset(): void
  fen(options?: { forceEnpassantSquare?: boolean }): string

  moves(options?: { verbose?: false; square?: Square | string; piece?: PieceSymbol | string; lang?: Lang }): string[]
  moves(options: { verbose: true; square?: Square | string; piece?: PieceSymbol | string; lang?: Lang }): Move[]
  moves(options: { verbose?: boolean; square?: Square | string; piece?: PieceSymbol | string; lang?: Lang }): string[] | Move[]

  /**
   * Plays a move given in SAN (permissive unless `strict`; French letters
   * with `lang: 'fr'`) or as squares.
   * @throws Error `Invalid move: ...`; the game is then unchanged.
   */
  move(
    move: string | { from: string; to: string; promotion?: string } | null,
    options?: { strict?: boolean; lang?: Lang },
  ): Move
  undo(options?: { lang?: Lang }): Move | null

  history(options?: { verbose?: false; lang?: Lang }): string[]
  history(options: { verbose: true; lang?: Lang }): Move[]
  history(options: { verbose?: boolean; lang?: Lang }): string[] | Move[]

  pgn(options?: { newline?: string; maxWidth?: number; lang?: Lang }): string
  /**
   * Loads one PGN game, all or nothing.
   * @throws Error on bad PGN; the game is then unchanged.
   */
  loadPgn(pgn: string, options?: { strict?: boolean; newlineChar?: string }): void

  /** @deprecated Use setHeader and getHeaders. */
  header(...args: string[]): Record<string, string | null>
  setHeader(key: string, value: string): Record<string, string>
  removeHeader(key: string): boolean
  getHeaders(): Record<string, string>

  getComment(): string
  setComment(comment: string): void
  removeComment(): string
  /** @deprecated Use removeComment. */
  deleteComment(): string
  getComments(): { fen: string; comment: string }[]
  removeComments(): { fen: string; comment: string }[]
  /** @deprecated Use removeComments. */
  deleteComments(): { fen: string; comment: string }[]

  isCheck(): boolean
  inCheck(): boolean
  isCheckmate(): boolean
  isStalemate(): boolean
  /** chess.js's definition: fifty moves, stalemate, insufficient material or threefold repetition. */
  isDraw(): boolean
  isInsufficientMaterial(): boolean
  isThreefoldRepetition(): boolean
  isDrawByFiftyMoves(): boolean
  isGameOver(): boolean

  turn(): Color
  /** Passes the move to `color` with a null move; false if it already has it. */
  setTurn(color: Color): boolean
  board(): ({ square: Square; type: PieceSymbol; color: Color } | null)[][]
  ascii(): string
  get(square: Square): Piece | undefined
  put(piece: { type: PieceSymbol; color: Color }, square: Square): boolean
  remove(square: Square): Piece | undefined
  findPiece(piece: Piece): Square[]
  squareColor(square: Square): 'light' | 'dark' | null
  attackers(square: Square, attackedBy?: Color): Square[]
  isAttacked(square: Square, attackedBy: Color): boolean
  getCastlingRights(color: Color): { k: boolean; q: boolean }
  setCastlingRights(color: Color, rights: Partial<Record<'k' | 'q', boolean>>): boolean
  moveNumber(): number
  /** A hash of the position in the repetition rule's sense, in hexadecimal. */
  hash(): string
  perft(depth: number): number

  // Beyond chess.js.

  /**
   * Whether the board is a legal chess position by the FIDE rules (chess.js
   * accepts boards without kings, the side not to move in check, castling
   * rights whatever the pieces): the reason in French and English if not.
   */
  validatePosition(): { ok: true } | { ok: false; error: { fr: string; en: string } }
  /** How the rules end the game in this position, or null while it goes on. */
  outcome(): Outcome | null
  /** The position has stood five times: drawn by itself (FIDE art. 9.6.1). */
  isDrawByFivefoldRepetition(): boolean
  /** 75 moves each without capture or pawn move, and no mate: drawn by itself (FIDE art. 9.6.2). */
  isDrawBySeventyFiveMoves(): boolean
  /** The player to move may claim a draw by threefold repetition or the fifty-move rule (FIDE art. 9.2, 9.3). */
  canClaimDraw(): boolean
  /** Half-moves since the last capture or pawn move. */
  halfMoveClock(): number
}
