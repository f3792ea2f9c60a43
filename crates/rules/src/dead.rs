//! Dead positions (FIDE art. 5.2.2) and mating material (art. 6.9).
//!
//! Both questions are answered from the material on the board alone, and
//! only where the answer is certain:
//!
//! - [`dead_position`] names the positions in which *neither* side can ever
//!   checkmate, whatever the moves: king against king; king and bishop
//!   against king; king and knight against king; and any number of bishops,
//!   all on squares of one colour, on either or both sides, with nothing else
//!   besides the kings.
//! - [`can_checkmate`] says whether one side could still checkmate by *some*
//!   legal sequence of moves, the opponent cooperating (a helpmate counts).
//!   It answers `false` only when that is certain.
//!
//! Why these and only these: with only bishops of one square colour on the
//! board, a king in check stands on that colour, and at least two of its
//! neighbours (the orthogonal ones) are of the other colour; no piece on the
//! board can attack or block those squares except the attacking king, which
//! cannot cover both without standing next to the checked king. A lone
//! knight or bishop cannot even cover the squares a bare king flees to. As
//! soon as the defender has any other piece, it can block its own king and
//! a helpmate exists: `K+N` v `K+P`, `K+N` v `K+B`, `K+B` v `K+N`, `K+B` v
//! `K+B` with bishops on squares of opposite colours. `K+N+N` v `K` is not
//! dead either: the two knights mate if the lone king walks into the corner.
//!
//! Positions that are dead for other reasons (pawns locked against each
//! other with nothing else that can move through) are not detected: the
//! answer there is `None` (not known to be dead) and `can_checkmate` says
//! `true`, so a timeout in such a position counts as a loss, never as an
//! unfounded draw.

use crate::{Bitboard, Board, Color, DeadPosition, Position, Role};

/// Whether no checkmate is possible any more for either side (FIDE art.
/// 5.2.2), and why: see the [module documentation](self) for the exact
/// cases.
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
