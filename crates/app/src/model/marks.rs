//! Marks drawn on the board: highlighted squares and arrows, in a few
//! named colours, as a tutorial page asks for them (`e4:red`, `g1f3`).
//!
//! The text forms are untrusted input (they come from a page's markup): a
//! colour is one of a fixed list, never a CSS value passed through.

use std::fmt;

use roque_rules::{Shape, ShapeColor, Square};

/// Reads a colour name, in English or French (`rouge`, `vert`, …): a
/// mark's colour is one of the board's four drawing colours
/// ([`ShapeColor`]), whose shades the stylesheet owns.
pub fn parse_color(text: &str) -> Option<ShapeColor> {
    match text.trim().to_ascii_lowercase().as_str() {
        "green" | "vert" | "g" => Some(ShapeColor::Green),
        "red" | "rouge" | "r" => Some(ShapeColor::Red),
        "blue" | "bleu" | "b" => Some(ShapeColor::Blue),
        "yellow" | "jaune" | "y" => Some(ShapeColor::Yellow),
        _ => None,
    }
}

/// A highlighted square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareMark {
    /// Which square.
    pub square: Square,
    /// In which colour.
    pub color: ShapeColor,
}

/// Why a mark's text could not be read. Carries the offending token, cut
/// to a readable length, for the message shown inside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MarkError {
    /// Not a square name (`e4`).
    BadSquare(String),
    /// Not two square names (`e2e4`, or `e2-e4`).
    BadArrow(String),
    /// A colour outside the list.
    BadColor(String),
    /// An arrow from a square to itself.
    ArrowToItself(String),
    /// More marks than a board can sensibly show.
    TooMany {
        /// The limit.
        max: usize,
    },
}

impl fmt::Display for MarkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MarkError::BadSquare(t) => write!(f, "not a square: {t}"),
            MarkError::BadArrow(t) => write!(f, "not an arrow: {t}"),
            MarkError::BadColor(t) => write!(f, "not a colour: {t}"),
            MarkError::ArrowToItself(t) => write!(f, "an arrow from a square to itself: {t}"),
            MarkError::TooMany { max } => write!(f, "more than {max} marks"),
        }
    }
}

impl std::error::Error for MarkError {}

/// At most this many squares or arrows on one board: more would hide it.
pub const MAX_MARKS: usize = 64;

/// At most this many characters of a bad token are repeated in a message.
const ECHO_CHARS: usize = 24;

/// The start of `token`, for a message.
pub(crate) fn echo(token: &str) -> String {
    let mut cut: String = token.chars().take(ECHO_CHARS).collect();
    if token.chars().count() > ECHO_CHARS {
        cut.push('…');
    }
    cut
}

/// The tokens of a mark list: separated by spaces or commas.
fn tokens(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
}

/// Splits `e4:red` into the mark and its colour (the default when none).
fn split_color(token: &str) -> Result<(&str, ShapeColor), MarkError> {
    match token.split_once([':', '/']) {
        Some((mark, color)) => parse_color(color)
            .map(|c| (mark, c))
            .ok_or_else(|| MarkError::BadColor(echo(color))),
        None => Ok((token, ShapeColor::Green)),
    }
}

fn square(text: &str) -> Option<Square> {
    text.trim().to_ascii_lowercase().parse().ok()
}

/// Reads highlighted squares: `e4 d5:red f7:jaune`.
///
/// ```
/// use roque_app::model::marks::parse_squares;
/// use roque_rules::{ShapeColor, Square};
/// let marks = parse_squares("e4, d5:red").unwrap();
/// assert_eq!(marks[1].square, Square::D5);
/// assert_eq!(marks[1].color, ShapeColor::Red);
/// assert!(parse_squares("e9").is_err());
/// ```
///
/// # Errors
/// The first token that is not a square with an optional known colour.
pub fn parse_squares(text: &str) -> Result<Vec<SquareMark>, MarkError> {
    parse_marks(text, |name, color| {
        let square = square(name).ok_or_else(|| MarkError::BadSquare(echo(name)))?;
        Ok(SquareMark { square, color })
    })
}

/// Reads arrows, as the rules' drawings: `e2e4 g1-f3:red`.
///
/// ```
/// use roque_app::model::marks::parse_arrows;
/// use roque_rules::{Shape, ShapeColor, Square};
/// let arrows = parse_arrows("e2e4 g1-f3:bleu").unwrap();
/// assert_eq!(arrows[1], Shape::Arrow { from: Square::G1, to: Square::F3, color: ShapeColor::Blue });
/// assert!(parse_arrows("e2e2").is_err());
/// ```
///
/// # Errors
/// The first token that is not two different squares with an optional
/// known colour.
pub fn parse_arrows(text: &str) -> Result<Vec<Shape>, MarkError> {
    parse_marks(text, |name, color| {
        let squares: String = name.chars().filter(|&c| c != '-' && c != '>').collect();
        let bad = || MarkError::BadArrow(echo(name));
        if squares.len() != 4 || !squares.is_ascii() {
            return Err(bad());
        }
        let (from, to) = squares.split_at(2);
        let (from, to) = (square(from).ok_or_else(bad)?, square(to).ok_or_else(bad)?);
        Shape::arrow(from, to, color).ok_or_else(|| MarkError::ArrowToItself(echo(name)))
    })
}

/// Reads every token of `text` (at most [`MAX_MARKS`]) with `mark`, given
/// the token without its colour and the colour.
fn parse_marks<T>(
    text: &str,
    mark: impl Fn(&str, ShapeColor) -> Result<T, MarkError>,
) -> Result<Vec<T>, MarkError> {
    let mut marks = Vec::new();
    for token in tokens(text) {
        if marks.len() >= MAX_MARKS {
            return Err(MarkError::TooMany { max: MAX_MARKS });
        }
        let (name, color) = split_color(token)?;
        marks.push(mark(name, color)?);
    }
    Ok(marks)
}
