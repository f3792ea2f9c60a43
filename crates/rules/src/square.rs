//! Files, ranks and squares.

use crate::parse_error::parse_error;
use core::fmt;
use core::str::FromStr;

/// What files and ranks share: eight values, each named once (the enum
/// and its `ALL` in that order are written from the one list), an index
/// 0..8 and one character each, `first` to `last`, written as that
/// character.
macro_rules! one_of_eight {
    (
        $(#[$doc:meta])*
        $line:ident, $what:literal, $first:literal, $last:literal, $all:literal:
        $($value:ident),+
    ) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[repr(u8)]
        #[allow(missing_docs)]
        pub enum $line {
            $($value),+
        }

        impl $line {
            #[doc = $all]
            pub const ALL: [$line; 8] = [$($line::$value),+];

            #[doc = concat!("The ", $what, " for an index 0..8, if any.")]
            pub const fn from_index(index: u8) -> Option<$line> {
                if index < 8 {
                    Some($line::ALL[index as usize])
                } else {
                    None
                }
            }

            #[doc = concat!("Reads a ", $what, "'s character, `", $first, "` to `", $last, "`.")]
            pub const fn from_char(c: char) -> Option<$line> {
                if c >= $first && c <= $last {
                    $line::from_index((c as u32 - $first as u32) as u8)
                } else {
                    None
                }
            }

            #[doc = concat!("0 for `", $first, "` to 7 for `", $last, "`.")]
            #[inline]
            pub const fn index(self) -> u8 {
                self as u8
            }

            #[doc = concat!("The character, `", $first, "` to `", $last, "`.")]
            pub const fn char(self) -> char {
                (($first as u32 + self as u32) as u8) as char
            }
        }

        impl fmt::Display for $line {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.char())
            }
        }
    };
}

one_of_eight! {
    /// A column of the board, `a` to `h`.
    File, "file", 'a', 'h', "Every file, `a` first.":
    A, B, C, D, E, F, G, H
}

one_of_eight! {
    /// A row of the board, `1` to `8`, from White's side.
    Rank, "rank", '1', '8', "Every rank, the first first.":
    First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth
}

impl Rank {
    /// The same rank seen from the other side (the first becomes the eighth).
    pub const fn flip(self) -> Rank {
        Rank::ALL[7 - self as usize]
    }

    /// This rank as seen by `color`: itself for White, flipped for Black
    /// (White's sixth rank is Black's third).
    pub const fn relative(self, color: crate::Color) -> Rank {
        match color {
            crate::Color::White => self,
            crate::Color::Black => self.flip(),
        }
    }
}

/// One of the 64 squares, numbered from a1 = 0, b1 = 1, … to h8 = 63.
///
/// ```
/// use roque_rules::{File, Rank, Square};
/// let e4: Square = "e4".parse()?;
/// assert_eq!(e4, Square::new(File::E, Rank::Fourth));
/// assert_eq!(e4.to_string(), "e4");
/// assert!(Square::H1.is_light());
/// # Ok::<_, roque_rules::ParseSquareError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Square {
    /// The square a1.
    A1 = 0,
    /// The square b1.
    B1 = 1,
    /// The square c1.
    C1 = 2,
    /// The square d1.
    D1 = 3,
    /// The square e1.
    E1 = 4,
    /// The square f1.
    F1 = 5,
    /// The square g1.
    G1 = 6,
    /// The square h1.
    H1 = 7,
    /// The square a2.
    A2 = 8,
    /// The square b2.
    B2 = 9,
    /// The square c2.
    C2 = 10,
    /// The square d2.
    D2 = 11,
    /// The square e2.
    E2 = 12,
    /// The square f2.
    F2 = 13,
    /// The square g2.
    G2 = 14,
    /// The square h2.
    H2 = 15,
    /// The square a3.
    A3 = 16,
    /// The square b3.
    B3 = 17,
    /// The square c3.
    C3 = 18,
    /// The square d3.
    D3 = 19,
    /// The square e3.
    E3 = 20,
    /// The square f3.
    F3 = 21,
    /// The square g3.
    G3 = 22,
    /// The square h3.
    H3 = 23,
    /// The square a4.
    A4 = 24,
    /// The square b4.
    B4 = 25,
    /// The square c4.
    C4 = 26,
    /// The square d4.
    D4 = 27,
    /// The square e4.
    E4 = 28,
    /// The square f4.
    F4 = 29,
    /// The square g4.
    G4 = 30,
    /// The square h4.
    H4 = 31,
    /// The square a5.
    A5 = 32,
    /// The square b5.
    B5 = 33,
    /// The square c5.
    C5 = 34,
    /// The square d5.
    D5 = 35,
    /// The square e5.
    E5 = 36,
    /// The square f5.
    F5 = 37,
    /// The square g5.
    G5 = 38,
    /// The square h5.
    H5 = 39,
    /// The square a6.
    A6 = 40,
    /// The square b6.
    B6 = 41,
    /// The square c6.
    C6 = 42,
    /// The square d6.
    D6 = 43,
    /// The square e6.
    E6 = 44,
    /// The square f6.
    F6 = 45,
    /// The square g6.
    G6 = 46,
    /// The square h6.
    H6 = 47,
    /// The square a7.
    A7 = 48,
    /// The square b7.
    B7 = 49,
    /// The square c7.
    C7 = 50,
    /// The square d7.
    D7 = 51,
    /// The square e7.
    E7 = 52,
    /// The square f7.
    F7 = 53,
    /// The square g7.
    G7 = 54,
    /// The square h7.
    H7 = 55,
    /// The square a8.
    A8 = 56,
    /// The square b8.
    B8 = 57,
    /// The square c8.
    C8 = 58,
    /// The square d8.
    D8 = 59,
    /// The square e8.
    E8 = 60,
    /// The square f8.
    F8 = 61,
    /// The square g8.
    G8 = 62,
    /// The square h8.
    H8 = 63,
}

impl Square {
    /// Every square, a1 first, rank by rank.
    pub const ALL: [Square; 64] = [
        Square::A1,
        Square::B1,
        Square::C1,
        Square::D1,
        Square::E1,
        Square::F1,
        Square::G1,
        Square::H1,
        Square::A2,
        Square::B2,
        Square::C2,
        Square::D2,
        Square::E2,
        Square::F2,
        Square::G2,
        Square::H2,
        Square::A3,
        Square::B3,
        Square::C3,
        Square::D3,
        Square::E3,
        Square::F3,
        Square::G3,
        Square::H3,
        Square::A4,
        Square::B4,
        Square::C4,
        Square::D4,
        Square::E4,
        Square::F4,
        Square::G4,
        Square::H4,
        Square::A5,
        Square::B5,
        Square::C5,
        Square::D5,
        Square::E5,
        Square::F5,
        Square::G5,
        Square::H5,
        Square::A6,
        Square::B6,
        Square::C6,
        Square::D6,
        Square::E6,
        Square::F6,
        Square::G6,
        Square::H6,
        Square::A7,
        Square::B7,
        Square::C7,
        Square::D7,
        Square::E7,
        Square::F7,
        Square::G7,
        Square::H7,
        Square::A8,
        Square::B8,
        Square::C8,
        Square::D8,
        Square::E8,
        Square::F8,
        Square::G8,
        Square::H8,
    ];

    /// The square on `file` and `rank`.
    #[inline]
    pub const fn new(file: File, rank: Rank) -> Square {
        Square::ALL[(rank as usize) * 8 + file as usize]
    }

    /// The square for an index 0..64, if any.
    #[inline]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square::ALL[index as usize])
        } else {
            None
        }
    }

    /// The square for an index already known to be below 64.
    #[inline]
    pub(crate) const fn from_index_masked(index: u32) -> Square {
        Square::ALL[(index & 63) as usize]
    }

    /// The square's name, `"e4"`: static text, so that a view or a key can
    /// hold it without writing it out again.
    ///
    /// ```
    /// use roque_rules::Square;
    /// assert_eq!(Square::E4.name(), "e4");
    /// assert_eq!(Square::E4.name(), Square::E4.to_string());
    /// ```
    #[inline]
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 64] = [
            "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a2", "b2", "c2", "d2", "e2", "f2",
            "g2", "h2", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "a4", "b4", "c4", "d4",
            "e4", "f4", "g4", "h4", "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "a6", "b6",
            "c6", "d6", "e6", "f6", "g6", "h6", "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7",
            "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8",
        ];
        NAMES[self as usize]
    }

    /// 0 for a1 to 63 for h8.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The column.
    #[inline]
    pub const fn file(self) -> File {
        File::ALL[(self as usize) & 7]
    }

    /// The row.
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self as usize) >> 3]
    }

    /// The square moved by `df` files and `dr` ranks, if it is still on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || f > 7 || r < 0 || r > 7 {
            None
        } else {
            Some(Square::ALL[(r * 8 + f) as usize])
        }
    }

    /// The same square seen from the other side (e2 becomes e7).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square::ALL[(self as usize) ^ 56]
    }

    /// This square as seen by `color`: itself for White, flipped for Black.
    #[inline]
    pub const fn relative_to(self, color: crate::Color) -> Square {
        match color {
            crate::Color::White => self,
            crate::Color::Black => self.flip_vertical(),
        }
    }

    /// Whether the square is light (h1 and a8 are light, a1 is dark).
    #[inline]
    pub const fn is_light(self) -> bool {
        (self.file() as u8 + self.rank() as u8) % 2 == 1
    }

    /// The largest of the file and rank distances: how many king steps apart.
    pub const fn distance(self, other: Square) -> u8 {
        let df = (self.file() as i8 - other.file() as i8).unsigned_abs();
        let dr = (self.rank() as i8 - other.rank() as i8).unsigned_abs();
        if df > dr {
            df
        } else {
            dr
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

parse_error!(
    /// A text that is not a square name such as `e4`.
    ParseSquareError,
    "not a square name (expected a file a-h and a rank 1-8, as in e4)"
);

impl FromStr for Square {
    type Err = ParseSquareError;

    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(file), Some(rank)) => Ok(Square::new(file, rank)),
                _ => Err(ParseSquareError),
            },
            _ => Err(ParseSquareError),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            assert_eq!(Square::new(sq.file(), sq.rank()), sq);
            // The table of names agrees with the file's and rank's letters.
            let name: String = [sq.file().char(), sq.rank().char()].iter().collect();
            assert_eq!(sq.name(), name);
        }
        assert!("e9".parse::<Square>().is_err());
        assert!("E4".parse::<Square>().is_err());
        assert!("e44".parse::<Square>().is_err());
        assert!("".parse::<Square>().is_err());
    }
}
