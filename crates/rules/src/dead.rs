//! Dead positions (FIDE art. 5.2.2) and mating material (art. 6.9), judged
//! from the material on the board, and only where the answer is certain.

use crate::{Bitboard, Board, Color, DeadPosition, Position, Role};

/// Whether no checkmate is possible any more for either side, whatever the
/// moves (FIDE art. 5.2.2), and why. Judged from the material alone, and
/// `Some` only when certain:
///
/// - [`DeadPosition::KingVsKing`]: nothing but the two kings;
/// - [`DeadPosition::KingBishopVsKing`]: a king and one bishop against a
///   lone king;
/// - [`DeadPosition::KingKnightVsKing`]: a king and one knight against a
///   lone king;
/// - [`DeadPosition::SameColoredBishops`]: besides the kings, two bishops or
///   more, on either or both sides, all on squares of one colour.
///
/// Why these: with only bishops of one square colour on the board, a king in
/// check stands on that colour, and its orthogonal neighbours (at least two)
/// are of the other colour; nothing on the board can attack or occupy those
/// squares but the attacking king, which cannot cover two of them without
/// standing next to the checked king. A lone knight or bishop cannot even
/// cover the squares a bare king flees to.
///
/// Why not more: as soon as the defender has any other man, it can block its
/// own king and a mate exists with its help, so the position is not dead:
/// `K+N` v `K+P`, `K+N` v `K+B`, `K+B` v `K+N`, and `K+B` v `K+B` with
/// bishops on squares of opposite colours. `K+N+N` v `K` is not dead
/// either: the two knights mate a king that walks into the corner. Any
/// pawn, rook or queen keeps the game alive.
///
/// Positions that are dead for other reasons, such as pawns locked against
/// each other with nothing that can get through, are not detected: the
/// answer there is `None` ("not known to be dead"), and [`can_checkmate`]
/// answers `true`, so that a timeout counts as a loss rather than as an
/// unfounded draw.
///
/// ```
/// use roque_rules::{dead_position, DeadPosition, Position};
/// let knight = Position::from_fen("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1")?;
/// assert_eq!(dead_position(&knight), Some(DeadPosition::KingKnightVsKing));
/// // Two knights can mate if the lone king helps: not dead.
/// let knights = Position::from_fen("8/8/4k3/8/8/2NN4/8/4K3 w - - 0 1")?;
/// assert_eq!(dead_position(&knights), None);
/// assert_eq!(dead_position(&Position::new()), None);
/// # Ok::<_, roque_rules::FenError>(())
/// ```
pub fn dead_position(position: &Position) -> Option<DeadPosition> {
    dead_material(position.board())
}

/// Whether `color` could still checkmate its opponent by some sequence of
/// legal moves, the opponent cooperating (FIDE art. 6.9: a player whose
/// flag falls loses, unless the opponent could not mate in this sense, in
/// which case the game is drawn).
///
/// `false` exactly when it is certain:
///
/// - `color` has nothing but its king; or
/// - the whole position is dead (see [`dead_position`]): for instance `K+N`
///   v `K`, or only bishops on squares of one colour on the board.
///
/// Everything else answers `true`, including positions where mating needs
/// the opponent's help: `K+N` v `K+P` (the pawn can block its own king),
/// `K+B` v `K+B` on squares of opposite colours, `K+N+N` v `K`.
///
/// ```
/// use roque_rules::{can_checkmate, Color, Position};
/// // White has a knight, Black a pawn that can block its own king.
/// let p = Position::from_fen("8/8/4k3/4p3/8/2N5/8/4K3 w - - 0 1")?;
/// assert!(can_checkmate(&p, Color::White));
/// assert!(can_checkmate(&p, Color::Black)); // the pawn may promote
/// let bare = Position::from_fen("8/8/4k3/8/8/8/8/Q3K3 w - - 0 1")?;
/// assert!(!can_checkmate(&bare, Color::Black));
/// # Ok::<_, roque_rules::FenError>(())
/// ```
pub fn can_checkmate(position: &Position, color: Color) -> bool {
    let board = position.board();
    let own_men = board.by_color(color) - board.by_role(Role::King);
    own_men.any() && dead_material(board).is_none()
}

/// The dead-position test on the placement alone (the side to move, the
/// castling rights and the clocks play no part).
fn dead_material(board: &Board) -> Option<DeadPosition> {
    let men = board.occupied() - board.by_role(Role::King);
    if men.is_empty() {
        return Some(DeadPosition::KingVsKing);
    }
    let bishops = board.by_role(Role::Bishop);
    if men == bishops && on_one_square_colour(bishops) {
        return Some(if bishops.more_than_one() {
            DeadPosition::SameColoredBishops
        } else {
            DeadPosition::KingBishopVsKing
        });
    }
    let knights = board.by_role(Role::Knight);
    if men == knights && !knights.more_than_one() {
        return Some(DeadPosition::KingKnightVsKing);
    }
    None
}

/// Whether every square of `squares` has the same colour.
fn on_one_square_colour(squares: Bitboard) -> bool {
    !squares.intersects(Bitboard::LIGHT_SQUARES) || !squares.intersects(Bitboard::DARK_SQUARES)
}
