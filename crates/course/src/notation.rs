//! A move as a move list writes it, numbered: « 3.Fc4 », « 3...Cc6 »,
//! "4.Qxf7#". The feedback names moves the board will play or the book
//! plays; it keeps them in this form, which needs no position to be worded.

use roque_rules::{Color, Lang, Move, Position, SanPlus};

/// A move with its number and side, written in either language's letters.
///
/// ```
/// use roque_course::NumberedMove;
/// use roque_rules::{Lang, Position};
/// let mut position = Position::new();
/// for san in ["e4", "e5", "Bc4"] {
///     let mv = position.parse_san(san)?;
///     position.play(mv)?;
/// }
/// let mv = position.parse_san("Nc6")?;
/// let noted = NumberedMove::new(&position, mv);
/// assert_eq!(noted.text(Lang::Fr), "2...Cc6");
/// assert_eq!(noted.text(Lang::En), "2...Nc6");
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NumberedMove {
    /// The move's number (the position's full-move number).
    pub number: u32,
    /// Who plays it.
    pub color: Color,
    /// The move in SAN, with its check or mate sign.
    pub san: SanPlus,
}

impl NumberedMove {
    /// `mv`, played in `position`.
    pub fn new(position: &Position, mv: Move) -> NumberedMove {
        NumberedMove {
            number: position.fullmove_number(),
            color: position.turn(),
            san: SanPlus::from_move(position, mv),
        }
    }

    /// « 3.Fc4 », « 3...Cc6 » (French letters), "3.Bc4", "3...Nc6".
    pub fn text(&self, lang: Lang) -> String {
        let san = self.san.to_string_with(lang.piece_letters());
        match self.color {
            Color::White => format!("{}.{san}", self.number),
            Color::Black => format!("{}...{san}", self.number),
        }
    }

    /// The move alone, without its number: « Cc6 », "Nc6".
    pub fn san_text(&self, lang: Lang) -> String {
        self.san.to_string_with(lang.piece_letters())
    }
}
