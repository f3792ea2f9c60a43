//! An editable position whose legality is not checked yet.

use crate::{Board, CastlingRights, Color, Square};

/// Everything a FEN says about a position, freely editable and not checked:
/// the board editor's model, and what [`Position::from_setup`](crate::Position::from_setup)
/// validates.
///
/// ```
/// use roque_rules::{Color, Position, Setup};
/// let mut setup = Setup::default();
/// setup.turn = Color::Black;
/// let position = Position::from_setup(setup)?;
/// assert_eq!(position.turn(), Color::Black);
/// # Ok::<_, roque_rules::PositionError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Where the pieces stand.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// Which castlings the kings and rooks have not lost by moving.
    pub castling: CastlingRights,
    /// The square a pawn just skipped with a double step, if any.
    pub ep_square: Option<Square>,
    /// Half-moves since the last capture or pawn move (for the 50- and 75-move rules).
    pub halfmove_clock: u32,
    /// The number of the move about to be played, starting at 1.
    pub fullmove_number: u32,
}

impl Default for Setup {
    /// The start of a game.
    fn default() -> Setup {
        Setup {
            board: Board::start(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}

impl Setup {
    /// An empty board, White to move, no rights: the board editor's blank sheet.
    pub const fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }
}
