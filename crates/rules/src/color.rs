//! The two sides, and a pair of values indexed by side.

use crate::parse_error::parse_error;
use core::fmt;
use core::ops::{Index, IndexMut, Not};

/// A side: White or Black.
///
/// ```
/// use roque_rules::Color;
/// assert_eq!(!Color::White, Color::Black);
/// assert_eq!(Color::Black.char(), 'b');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Color {
    /// The side that moves first.
    White = 0,
    /// The side that moves second.
    Black = 1,
}

impl Color {
    /// Both sides, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The FEN letter: `w` or `b`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Reads a FEN side letter (`w` or `b`).
    pub const fn from_char(c: char) -> Option<Color> {
        match c {
            'w' => Some(Color::White),
            'b' => Some(Color::Black),
            _ => None,
        }
    }

    /// Picks `white` or `black` for this side.
    #[inline]
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }
}

parse_error!(
    /// A side's name that is neither White nor Black.
    ParseColorError,
    "unknown side: expected white or black"
);

impl core::str::FromStr for Color {
    type Err = ParseColorError;

    /// Reads a side as people write it in an address or an option, in any
    /// case: `white`, `w`, `blancs`, `blanc`; `black`, `b`, `noirs`, `noir`.
    ///
    /// ```
    /// use roque_rules::Color;
    /// assert_eq!("Black".parse(), Ok(Color::Black));
    /// assert_eq!("blancs".parse(), Ok(Color::White));
    /// assert!("red".parse::<Color>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        match s.to_ascii_lowercase().as_str() {
            "white" | "w" | "blancs" | "blanc" => Ok(Color::White),
            "black" | "b" | "noirs" | "noir" => Ok(Color::Black),
            _ => Err(ParseColorError),
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        self.other()
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

/// One value for each side.
///
/// ```
/// use roque_rules::{ByColor, Color};
/// let mut kings = ByColor::new(1, 1);
/// kings[Color::Black] += 1;
/// assert_eq!(kings.black, 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// A pair from White's and Black's values.
    pub const fn new(white: T, black: T) -> ByColor<T> {
        ByColor { white, black }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        ByColor {
            white: f(self.white),
            black: f(self.black),
        }
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline]
    fn index(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }
}
