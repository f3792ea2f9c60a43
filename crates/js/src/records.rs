//! Moves flattened into one string for JavaScript, which splits it and
//! builds chess.js's `Move` objects: one string crosses the boundary
//! instead of a dozen per move.
//!
//! A record is `color,from,to,piece,captured,promotion,flags,san,before,after`,
//! with empty fields for no capture and no promotion; records are separated
//! by `;`. Neither FEN nor SAN contains `,` or `;`.

use crate::fen_writer::push_fen;
use crate::notation::{flags, san_among, san_among_after};
use crate::status::color_char;
use roque_rules::{Move, PieceLetters, Position, Role, Square};

/// Separates records.
pub const RECORD_SEPARATOR: char = ';';

/// Appends the record of `mv` (or of a null move, `None`) played in `before`,
/// where `legal` lists every legal move of `before`.
pub fn push_record(
    out: &mut String,
    before: &Position,
    before_fen: &str,
    mv: Option<Move>,
    legal: &[Move],
    letters: PieceLetters,
) {
    let color = color_char(before.turn());
    let mut after = *before;
    match mv {
        Some(mv) => {
            after.play_unchecked(mv);
            let piece = before.moved_role(mv).map_or('?', Role::char);
            let captured = before.captured(mv).map(Role::char);
            let promotion = mv.promotion.map(Role::char);
            let san = san_among_after(before, mv, legal, &after).to_string_with(letters);
            out.push_str(color);
            out.push(',');
            out.push_str(&mv.from.to_string());
            out.push(',');
            out.push_str(&mv.to.to_string());
            out.push(',');
            out.push(piece);
            out.push(',');
            out.extend(captured);
            out.push(',');
            out.extend(promotion);
            out.push(',');
            out.push_str(flags(before, mv));
            out.push(',');
            out.push_str(&san);
        }
        None => {
            // chess.js's null move: the king "from a8 to a8", flag `-`.
            out.push_str(color);
            out.push_str(",a8,a8,k,,,-,--");
            after = null_successor(before).unwrap_or(after);
        }
    }
    out.push(',');
    out.push_str(before_fen);
    out.push(',');
    push_fen(out, &after);
}

/// The position after a null move in `before` (see the session).
fn null_successor(before: &Position) -> Option<Position> {
    let mut session = crate::session::Session::from_position(*before);
    session.play_null().ok()?;
    session.position().copied()
}

/// Which moves of a position chess.js's `moves()` asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveFilter {
    /// Only the moves of the piece on this square.
    pub square: Option<Square>,
    /// Only the moves of pieces of this role.
    pub role: Option<Role>,
}

impl MoveFilter {
    fn accepts(&self, position: &Position, mv: Move) -> bool {
        self.square.is_none_or(|sq| mv.from == sq)
            && self
                .role
                .is_none_or(|role| position.moved_role(mv) == Some(role))
    }
}

/// The legal moves in chess.js's order (a8 to h1 by starting square, and
/// for promotions knight, bishop, rook, queen), filtered.
pub fn ordered_moves(position: &Position, filter: MoveFilter) -> (Vec<Move>, Vec<Move>) {
    let legal = position.legal_moves();
    let mut keyed: Vec<(ChessJsRank, Move)> = legal
        .iter()
        .copied()
        .filter(|&mv| filter.accepts(position, mv))
        .map(|mv| (chess_js_rank(position, mv), mv))
        .collect();
    // An insertion sort: the lists are short (about 40 moves, already
    // nearly in order), and the library sorts would add kilobytes of wasm.
    for i in 1..keyed.len() {
        let mut j = i;
        while j > 0 && keyed.get(j - 1).map(|k| k.0) > keyed.get(j).map(|k| k.0) {
            keyed.swap(j - 1, j);
            j -= 1;
        }
    }
    (legal, keyed.into_iter().map(|(_, mv)| mv).collect())
}

/// Sorting key: castling last, then the starting square from a8, the
/// direction and distance, the promotion piece.
type ChessJsRank = (u8, u8, u8, u8);

/// The place chess.js's generator gives `mv`: by starting square from a8,
/// then by its direction order, which for our purpose only needs to be a
/// fixed order per piece; castling comes after every other move.
fn chess_js_rank(position: &Position, mv: Move) -> ChessJsRank {
    let from = mv.from as u8;
    let from_key = (7 - from / 8) * 8 + from % 8;
    let castle = u8::from(position.castling_side(mv).is_some());
    let promotion = match mv.promotion {
        None => 0,
        Some(Role::Knight) => 1,
        Some(Role::Bishop) => 2,
        Some(Role::Rook) => 3,
        Some(_) => 4,
    };
    (castle, from_key, target_key(position, mv), promotion)
}

/// chess.js visits a piece's destinations ray by ray in a fixed direction
/// order, each ray outwards; this gives the same order.
fn target_key(position: &Position, mv: Move) -> u8 {
    let df = mv.to.file() as i8 - mv.from.file() as i8;
    // chess.js's board runs from rank 8 down: its "up" is our rank - 1.
    let dr = mv.from.rank() as i8 - mv.to.rank() as i8;
    let distance = df.abs().max(dr.abs()) as u8;
    let role = position.moved_role(mv);
    let direction: u8 = match role {
        Some(Role::Pawn) => {
            // Single step, double step, then the captures (west, east for
            // White as chess.js's offsets -17, -15; and +17, +15 for Black).
            let forward = df == 0;
            match (forward, distance) {
                (true, 1) => 0,
                (true, _) => 1,
                _ => {
                    let west = df < 0;
                    if position.turn() == roque_rules::Color::White {
                        if west {
                            2
                        } else {
                            3
                        }
                    } else if west {
                        3
                    } else {
                        2
                    }
                }
            }
        }
        Some(Role::Knight) => match (df, dr) {
            (-2, -1) => 0,
            (-1, -2) => 1,
            (1, -2) => 2,
            (2, -1) => 3,
            (2, 1) => 4,
            (1, 2) => 5,
            (-1, 2) => 6,
            _ => 7,
        },
        _ => {
            let (sf, sr) = (df.signum(), dr.signum());
            let order: &[(i8, i8)] = match role {
                Some(Role::Bishop) => &[(-1, -1), (1, -1), (1, 1), (-1, 1)],
                Some(Role::Rook) => &[(0, -1), (1, 0), (0, 1), (-1, 0)],
                _ => &[
                    (-1, -1),
                    (0, -1),
                    (1, -1),
                    (1, 0),
                    (1, 1),
                    (0, 1),
                    (-1, 1),
                    (-1, 0),
                ],
            };
            order.iter().position(|&d| d == (sf, sr)).unwrap_or(0) as u8
        }
    };
    direction * 8 + distance
}

/// SANs of `moves`, separated by spaces.
pub fn san_list(
    position: &Position,
    legal: &[Move],
    moves: &[Move],
    letters: PieceLetters,
) -> String {
    let mut out = String::with_capacity(moves.len() * 6);
    for (i, &mv) in moves.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&san_among(position, mv, legal).to_string_with(letters));
    }
    out
}

/// Records of `moves`, all played in `position`.
pub fn record_list(
    position: &Position,
    legal: &[Move],
    moves: &[Move],
    letters: PieceLetters,
) -> String {
    let before_fen = crate::fen_writer::fen(position);
    let mut out = String::with_capacity(moves.len() * 140);
    for (i, &mv) in moves.iter().enumerate() {
        if i > 0 {
            out.push(RECORD_SEPARATOR);
        }
        push_record(&mut out, position, &before_fen, Some(mv), legal, letters);
    }
    out
}
