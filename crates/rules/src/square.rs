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

/// Declares [`Square`] from the one list of the 64 squares, a1 first, rank
/// by rank: the enum (each value's doc names it), `Square::ALL` in that
/// order, and the names `Square::name` gives.
macro_rules! squares {
    ($($square:ident $name:literal),+ $(,)?) => {
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
            $(
                #[doc = concat!("The square ", $name, ".")]
                $square,
            )+
        }

        impl Square {
            /// Every square, a1 first, rank by rank.
            pub const ALL: [Square; 64] = [$(Square::$square),+];

            /// Each square's name, in the order of `ALL`.
            const NAMES: [&'static str; 64] = [$($name),+];
        }
    };
}

squares! {
    A1 "a1", B1 "b1", C1 "c1", D1 "d1", E1 "e1", F1 "f1", G1 "g1", H1 "h1",
    A2 "a2", B2 "b2", C2 "c2", D2 "d2", E2 "e2", F2 "f2", G2 "g2", H2 "h2",
    A3 "a3", B3 "b3", C3 "c3", D3 "d3", E3 "e3", F3 "f3", G3 "g3", H3 "h3",
    A4 "a4", B4 "b4", C4 "c4", D4 "d4", E4 "e4", F4 "f4", G4 "g4", H4 "h4",
    A5 "a5", B5 "b5", C5 "c5", D5 "d5", E5 "e5", F5 "f5", G5 "g5", H5 "h5",
    A6 "a6", B6 "b6", C6 "c6", D6 "d6", E6 "e6", F6 "f6", G6 "g6", H6 "h6",
    A7 "a7", B7 "b7", C7 "c7", D7 "d7", E7 "e7", F7 "f7", G7 "g7", H7 "h7",
    A8 "a8", B8 "b8", C8 "c8", D8 "d8", E8 "e8", F8 "f8", G8 "g8", H8 "h8",
}

impl Square {
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
        Square::NAMES[self as usize]
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
