// The PGN texts of the package's chess.js compatibility tests, in one
// place: compat.test.mjs loads them into both libraries, pgn.test.mjs
// reads and writes them as trees with roque/pgn.

/** Comments before the first move, in the forms chess.js reads. */
export const COMMENT_CASES = [
  '{start} 1. e4 e5',
  '[SetUp "1"]\n[FEN "r4rk1/p1nq1pp1/1p1pp2p/8/P2PR3/1QP2N2/1P3PPP/R5K1 b - - 0 16"]\n\n{test comment} 16...Rfb8',
  '{} 1. e4',
  '; rest of line\n1. d4',
  '{ a ; inside } 1. c4 {after} c5',
  '1. e4;\ne5',
]

/** Moves chess.js refuses when strict and may read when permissive. */
export const STRICT_CASES = [
  '1. e4 e5 2. Nf3 Nc6 3. Bb5 Ngе7',
  '1. Pe2-e4 e5',
  '1. e2e4 e7e5',
  '1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0',
  '1. d4 d5 2. Nc3 Nc6 3. Bf4 Bf5 4. Qd2 Qd7 5. 0-0-0',
  '1.e4 e5 2.Nf3 d6 3.d4 Bg4 4.dxe5 Bxf3 5.Qxf3 dxe5 6.Qf5 Nc6 7.Bb5 Nge7',
  '[FEN "1n2kb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2KR4 w k - 0 17"]\n\n17.Rd8#',
]

/** Headers, comments, a variation, a FEN and a result, as api.test.mjs loads them. */
export const API_CASES = [
  '[White "Anna"]\n[Result "1-0"]\n\n{start} 1. e4 {good} e5 (1... c5) 2. Nf3 *',
  '[SetUp "1"]\n[FEN "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"]\n\n1. e4 Kd7 1/2-1/2',
  '1. e4 e5\r\n2. Nf3 *',
]
