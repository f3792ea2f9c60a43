//! # roque-openings
//!
//! The names of chess openings, in English and French, found by position:
//! the lichess `chess-openings` data set (CC0, `data/`), 3,807 named lines,
//! each played at build time to the position it names. A game that reaches
//! a named position by another move order has its name all the same (the
//! Italian Game by 1.e4 e5 2.Bc4 Nc6 3.Nf3), and the name of a game is that
//! of the last named position it reached: leaving the book keeps the name.
//!
//! ```
//! use roque_openings::Opening;
//! use roque_rules::{Lang, Position};
//!
//! let mut position = Position::new();
//! let mut seen = Vec::new();
//! for san in ["e4", "e5", "Bc4", "Nc6", "Nf3", "a6"] {
//!     let mv = position.parse_san(san)?;
//!     position.play(mv)?;
//!     seen.push(position);
//! }
//! let opening = Opening::of_positions(&seen).expect("named");
//! assert_eq!(opening.eco().to_string(), "C50");
//! assert_eq!(opening.name(Lang::En), "Italian Game");
//! assert_eq!(opening.name(Lang::Fr), "Partie italienne");
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod eco;
mod french;
mod table;

pub use eco::{Eco, ParseEcoError};
use roque_rules::{Lang, Position};

/// A named opening: its ECO code and its name in the data set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its entry in the table.
    index: u16,
}

impl Opening {
    /// Entry `index` of the table (`table::LEN`, fewer than `u16::MAX`).
    fn at(index: usize) -> Opening {
        Opening {
            index: index as u16,
        }
    }

    /// The opening that names `position`, if one does.
    pub fn of_position(position: &Position) -> Option<Opening> {
        Opening::of_key(position.hash())
    }

    /// The opening that names the position whose [`Position::hash`] is
    /// `key`, if one does: for a caller that has the keys of a game's
    /// positions but not the positions (the app's module of openings, which
    /// is given them by the app). Only the key's low 48 bits count, so that
    /// a key can travel as a JavaScript number.
    ///
    /// ```
    /// use roque_openings::Opening;
    /// use roque_rules::Position;
    ///
    /// let mut position = Position::new();
    /// position.play(position.parse_san("e4")?)?;
    /// let key = position.hash() & 0xffff_ffff_ffff;
    /// assert_eq!(Opening::of_key(key), Opening::of_position(&position));
    /// assert_eq!(Opening::of_key(key).map(|o| o.english()).as_deref(), Some("King's Pawn Game"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    pub fn of_key(key: u64) -> Option<Opening> {
        table::find(key).map(Opening::at)
    }

    /// The name of a game from its positions' keys ([`Opening::of_key`]),
    /// as [`Opening::of_positions`] finds it from the positions.
    pub fn of_keys(keys: impl IntoIterator<Item = u64>) -> Option<Opening> {
        keys.into_iter().filter_map(Opening::of_key).last()
    }

    /// The name of a game: the opening of the last named position among
    /// `positions`, taken in the order they were played (the start first);
    /// `None` before the first named one.
    pub fn of_positions<'a>(positions: impl IntoIterator<Item = &'a Position>) -> Option<Opening> {
        Opening::of_keys(positions.into_iter().map(Position::hash))
    }

    /// Every named opening of the data set, in no particular order.
    pub fn all() -> impl Iterator<Item = Opening> {
        (0..table::len()).map(Opening::at)
    }

    fn index(self) -> usize {
        usize::from(self.index)
    }

    /// Its ECO code.
    pub fn eco(&self) -> Eco {
        table::eco(self.index())
    }

    /// How many half-moves the data set's line for it has.
    pub fn plies(&self) -> usize {
        usize::from(table::plies(self.index()))
    }

    /// Its name in English, exactly as the data set gives it
    /// ("Italian Game: Two Knights Defense").
    pub fn english(&self) -> String {
        let (parts, head) = table::parts(self.index());
        let mut name = String::new();
        for (index, part) in parts.enumerate() {
            if index > 0 {
                name.push_str(if index == head { ": " } else { ", " });
            }
            name.push_str(part);
        }
        name
    }

    /// Its family in English, the name's first part ("Italian Game").
    pub fn family(&self) -> &'static str {
        table::parts(self.index()).0.next().unwrap_or("")
    }

    /// Its name in French (« Partie italienne : défense des deux
    /// cavaliers »): the family written by hand, the variations through a
    /// glossary, proper names as they are.
    pub fn french(&self) -> String {
        let (parts, head) = table::parts(self.index());
        french::translate(parts, head)
    }

    /// Its name in `lang`.
    pub fn name(&self, lang: Lang) -> String {
        match lang {
            Lang::Fr => self.french(),
            Lang::En => self.english(),
        }
    }
}
