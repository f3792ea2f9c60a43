// chess.js 1.4's documented API (its README), written as a TypeScript user
// of chess.js writes it, compiled with `tsc --strict` against roque's
// index.d.ts by types.test.mjs. Only the import differs.
import {
  Chess,
  Move,
  Square,
  Piece,
  PieceSymbol,
  Color,
  validateFen,
  WHITE,
  BLACK,
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
  SQUARES,
  DEFAULT_POSITION,
  SEVEN_TAG_ROSTER,
} from 'roque'
import { explain, IllegalReason } from 'roque/explain'

const chess: Chess = new Chess()
const fromFen = new Chess('r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19', {
  skipValidation: true,
})
while (!chess.isGameOver()) {
  const moves: string[] = chess.moves()
  const move: string = moves[Math.floor(Math.random() * moves.length)]
  chess.move(move)
}
const pgn: string = chess.pgn()
const ascii: string = chess.ascii()
const board: ({ square: Square; type: PieceSymbol; color: Color } | null)[][] = chess.board()
chess.clear()
chess.clear({ preserveHeaders: true })
chess.reset()
const fen: string = chess.fen()
const forced: string = chess.fen({ forceEnpassantSquare: true })
const piece: Piece | undefined = chess.get('a6')
const squares: Square[] = chess.findPiece({ type: KING, color: BLACK })
const attackers: Square[] = chess.attackers('f3')
const attackersBy: Square[] = chess.attackers('f3', WHITE)
const attacked: boolean = chess.isAttacked('f3', WHITE)
const rights: { k: boolean; q: boolean } = chess.getCastlingRights(WHITE)
const set: boolean = chess.setCastlingRights(WHITE, { [KING]: false, [QUEEN]: true })
const comment: string = chess.getComment()
chess.setComment('a comment')
const removed: string = chess.removeComment()
const comments: { fen: string; comment: string }[] = chess.getComments()
const removedAll: { fen: string; comment: string }[] = chess.removeComments()
const headers: Record<string, string> = chess.setHeader('White', 'Morphy')
const allHeaders: Record<string, string> = chess.getHeaders()
const gone: boolean = chess.removeHeader('White')
const history: string[] = chess.history()
const verboseHistory: Move[] = chess.history({ verbose: true })
const isCheck: boolean = chess.isCheck() && chess.inCheck()
const states: boolean[] = [
  chess.isCheckmate(),
  chess.isDraw(),
  chess.isDrawByFiftyMoves(),
  chess.isInsufficientMaterial(),
  chess.isStalemate(),
  chess.isThreefoldRepetition(),
]
chess.load(DEFAULT_POSITION)
chess.load(DEFAULT_POSITION, { skipValidation: true, preserveHeaders: true })
chess.loadPgn('1. e4 e5', { strict: false, newlineChar: '\n' })
const made: Move = chess.move('Nf3')
const madeByObject: Move = chess.move({ from: 'b8', to: 'c6' })
const strict: Move = chess.move('Bc4', { strict: true })
const promoted: string | undefined = made.promotion
const captured: PieceSymbol | undefined = made.captured
const flags: string = made.flags
const lan: string = made.lan
const before: string = made.before
const after: string = made.after
const descriptors: boolean[] = [
  made.isCapture(),
  made.isPromotion(),
  made.isEnPassant(),
  made.isKingsideCastle(),
  made.isQueensideCastle(),
  made.isBigPawn(),
]
const verbose: Move[] = chess.moves({ verbose: true })
const fromSquare: string[] = chess.moves({ square: 'e2' })
const ofPiece: string[] = chess.moves({ piece: 'n' })
const verboseSquare: Move[] = chess.moves({ square: 'e2', verbose: true })
const number: number = chess.moveNumber()
const nodes: number = chess.perft(2)
const placed: boolean = chess.put({ type: PAWN, color: BLACK }, 'a5')
const taken: Piece | undefined = chess.remove('a5')
const color: 'light' | 'dark' | null = chess.squareColor('h1')
const turn: Color = chess.turn()
const passed: boolean = chess.setTurn(BLACK)
const undone: Move | null = chess.undo()
const hash: string = chess.hash()
const valid: { ok: boolean; error?: string } = validateFen(DEFAULT_POSITION)
const constants: string[] = [WHITE, BLACK, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, ...SQUARES]
const roster: Record<string, string> = SEVEN_TAG_ROSTER

// Beyond chess.js: the added methods and the optional entry type-check too.
const verdict = chess.validatePosition()
const why: string | undefined = verdict.ok ? undefined : verdict.error.en
const explained: { legal: boolean; reason?: IllegalReason } = explain(chess, { from: 'e2', to: 'e4' })
const claim: boolean = chess.canClaimDraw() || chess.isDrawByFivefoldRepetition() || chess.isDrawBySeventyFiveMoves()

export const used = [
  why, explained, claim,
  fromFen, pgn, ascii, board, fen, forced, piece, squares, attackers, attackersBy, attacked,
  rights, set, comment, removed, comments, removedAll, headers, allHeaders, gone, history,
  verboseHistory, isCheck, states, madeByObject, strict, promoted, captured, flags, lan, before,
  after, descriptors, verbose, fromSquare, ofPiece, verboseSquare, number, nodes, placed, taken,
  color, turn, passed, undone, hash, valid, constants, roster,
]
