//! Castling sides and castling rights.

use crate::{Color, File, Square};
use core::fmt;

/// The side of the board a king castles to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Towards the h-file: `O-O`.
    KingSide,
    /// Towards the a-file: `O-O-O`.
    QueenSide,
}

impl CastlingSide {
    /// Both sides, the king's first.
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the rook starts on: h or a.
    pub const fn rook_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::H,
            CastlingSide::QueenSide => File::A,
        }
    }

    /// The file the king lands on: g or c.
    pub const fn king_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::G,
            CastlingSide::QueenSide => File::C,
        }
    }

    /// The file the rook lands on: f or d.
    pub const fn rook_to_file(self) -> File {
        match self {
            CastlingSide::KingSide => File::F,
            CastlingSide::QueenSide => File::D,
        }
    }

    /// Where `color`'s king starts: e1 or e8.
    pub const fn king_from(color: Color) -> Square {
        Square::E1.relative_to(color)
    }

    /// Where `color`'s king lands when castling on this side.
    pub const fn king_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Square::G1.relative_to(color),
            CastlingSide::QueenSide => Square::C1.relative_to(color),
        }
    }

    /// Where `color`'s rook for this side starts.
    pub const fn rook_from(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Square::H1.relative_to(color),
            CastlingSide::QueenSide => Square::A1.relative_to(color),
        }
    }

    /// Where `color`'s rook for this side lands.
    pub const fn rook_to(self, color: Color) -> Square {
        match self {
            CastlingSide::KingSide => Square::F1.relative_to(color),
            CastlingSide::QueenSide => Square::D1.relative_to(color),
        }
    }

    /// The SAN text: `O-O` or `O-O-O`.
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }
}

impl fmt::Display for CastlingSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.san())
    }
}

/// Which castlings are still possible in principle: the king and that rook
/// have not moved (FIDE art. 3.8.2.1). Whether castling is possible *now*
/// also depends on the pieces in between and on attacked squares.
///
/// ```
/// use roque_rules::{CastlingRights, CastlingSide, Color};
/// let mut rights = CastlingRights::ALL;
/// rights.remove(Color::White, CastlingSide::QueenSide);
/// assert!(rights.has(Color::White, CastlingSide::KingSide));
/// assert_eq!(rights.to_string(), "Kkq");
/// assert_eq!(CastlingRights::NONE.to_string(), "-");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    /// No right left.
    pub const NONE: CastlingRights = CastlingRights(0);
    /// All four rights, as at the start of a game.
    pub const ALL: CastlingRights = CastlingRights(0b1111);

    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }

    /// Whether `color` may still castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & CastlingRights::bit(color, side) != 0
    }

    /// Whether `color` keeps any castling right.
    #[inline]
    pub const fn has_any(self, color: Color) -> bool {
        self.0 & (0b11 << (color as u8 * 2)) != 0
    }

    /// Gives `color` the right to castle on `side`.
    #[inline]
    pub fn add(&mut self, color: Color, side: CastlingSide) {
        self.0 |= CastlingRights::bit(color, side);
    }

    /// Takes away `color`'s right to castle on `side`.
    #[inline]
    pub fn remove(&mut self, color: Color, side: CastlingSide) {
        self.0 &= !CastlingRights::bit(color, side);
    }

    /// Takes away both of `color`'s rights.
    #[inline]
    pub fn remove_all(&mut self, color: Color) {
        self.0 &= !(0b11 << (color as u8 * 2));
    }

    /// The rights as 4 bits (White king side = 1, White queen side = 2,
    /// Black king side = 4, Black queen side = 8).
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Rights from 4 bits as [`CastlingRights::bits`] gives them; higher bits are ignored.
    #[inline]
    pub const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 0b1111)
    }
}

impl fmt::Display for CastlingRights {
    /// The FEN field: `KQkq`, a subset of it, or `-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("-");
        }
        for (color, side, c) in [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ] {
            if self.has(color, side) {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for CastlingRights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CastlingRights({self})")
    }
}
