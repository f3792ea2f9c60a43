//! Moves, and their UCI notation.

use crate::{Role, Square};
use core::fmt;
use core::str::FromStr;

/// A move as a player makes it: a piece goes from one square to another,
/// and a pawn reaching the last rank names what it becomes.
///
/// Castling is written as the king's move of two squares (`e1g1`), as on
/// the board and in UCI. A `Move` says nothing of legality; ask a
/// [`Position`](crate::Position).
///
/// ```
/// use roque_rules::{Move, Role, Square};
/// let m: Move = "e7e8q".parse()?;
/// assert_eq!(m, Move::with_promotion(Square::E7, Square::E8, Role::Queen));
/// assert_eq!(m.to_string(), "e7e8q");
/// # Ok::<_, roque_rules::ParseUciError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece starts.
    pub from: Square,
    /// Where the piece lands (for castling, the king's destination).
    pub to: Square,
    /// What a promoting pawn becomes.
    pub promotion: Option<Role>,
}

impl Move {
    /// A move with no promotion.
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    /// A pawn's move to the last rank, becoming `role`.
    #[inline]
    pub const fn with_promotion(from: Square, to: Square, role: Role) -> Move {
        Move {
            from,
            to,
            promotion: Some(role),
        }
    }

    /// Reads UCI long algebraic notation: `e2e4`, `e7e8q`, `e1g1`.
    ///
    /// # Errors
    /// [`ParseUciError`] when the text is not two squares and an optional
    /// promotion letter (`q r b n`), or moves a piece to its own square.
    pub fn from_uci(text: &str) -> Result<Move, ParseUciError> {
        let bytes = text.as_bytes();
        if !(bytes.len() == 4 || bytes.len() == 5) || !text.is_ascii() {
            return Err(ParseUciError::Syntax);
        }
        let from: Square = text[0..2].parse().map_err(|_| ParseUciError::Syntax)?;
        let to: Square = text[2..4].parse().map_err(|_| ParseUciError::Syntax)?;
        if from == to {
            return Err(ParseUciError::NullMove);
        }
        let promotion = match bytes.get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char) {
                Some(role @ (Role::Queen | Role::Rook | Role::Bishop | Role::Knight))
                    if c.is_ascii_lowercase() =>
                {
                    Some(role)
                }
                _ => return Err(ParseUciError::Promotion),
            },
        };
        Ok(Move {
            from,
            to,
            promotion,
        })
    }

    /// The UCI text, as [`Display`](fmt::Display) writes it.
    pub fn to_uci(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

impl FromStr for Move {
    type Err = ParseUciError;
    fn from_str(s: &str) -> Result<Move, ParseUciError> {
        Move::from_uci(s)
    }
}

/// Why a text is not a UCI move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseUciError {
    /// Not two square names (and an optional letter), as in `e2e4`.
    Syntax,
    /// The promotion letter is not one of `q r b n`.
    Promotion,
    /// The two squares are the same (UCI's null move `0000` is not a move here).
    NullMove,
}

impl fmt::Display for ParseUciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ParseUciError::Syntax => "not a UCI move: expected two squares such as e2e4",
            ParseUciError::Promotion => "not a UCI move: the promotion letter must be q, r, b or n",
            ParseUciError::NullMove => "not a UCI move: the piece must leave its square",
        })
    }
}

impl std::error::Error for ParseUciError {}
