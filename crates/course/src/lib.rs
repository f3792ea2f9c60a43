//! # roque-course
//!
//! Roque's course of the rules of chess ("Apprendre"): the lessons, their
//! exercises, and the judge that says, for every attempt, whether it is
//! right and, when it is not, why.
//!
//! The content says *what* is asked (a position, the moves expected, the
//! question); the rules crate says *what is true*: the squares a piece
//! reaches, whether a position is mate or stalemate, whether a draw claim is
//! correct, who wins when a flag falls. The judge computes those answers
//! with [`roque_rules`] instead of trusting hand-written ones.
//!
//! ```
//! use roque_course::{lesson, Kind, Run, Verdict};
//! use roque_rules::{Lang, Square};
//!
//! let rook = lesson("rook").expect("the rook's lesson");
//! assert_eq!(rook.title.get(Lang::Fr), "La tour");
//! let exercise = &rook.exercises[0];
//! assert_eq!(exercise.kind(), Kind::Squares);
//! let mut run = Run::new(exercise)?;
//! run.toggle_square(Square::D8);
//! // One square is not all of them.
//! assert!(matches!(run.check_squares(), Verdict::Wrong(_)));
//! # Ok::<_, roque_course::CourseError>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod error;
mod exercise;
mod feedback;
mod judge;
mod lessons;
mod notation;
mod principles;
#[cfg(test)]
mod tests;
mod words;

pub use error::CourseError;
pub use exercise::{Exercise, Kind, OpeningName};
pub use feedback::{Feedback, Solution};
pub use judge::{Run, Verdict};
pub use notation::NumberedMove;
pub use principles::Principle;

use roque_rules::Lang;

/// A sentence of the course in French and English.
///
/// ```
/// use roque_course::Text;
/// use roque_rules::Lang;
/// let text = Text { fr: "La tour", en: "The rook" };
/// assert_eq!(text.get(Lang::En), "The rook");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text {
    /// The French text.
    pub fr: &'static str,
    /// The English text.
    pub en: &'static str,
}

impl Text {
    /// No text: an exercise without a note.
    pub const EMPTY: Text = Text { fr: "", en: "" };

    /// The text in `lang`.
    pub const fn get(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Fr => self.fr,
            Lang::En => self.en,
        }
    }

    /// Whether there is no text.
    pub const fn is_empty(&self) -> bool {
        self.fr.is_empty() && self.en.is_empty()
    }
}

/// `fr` and `en` as a [`Text`]: the content's shorthand.
pub(crate) const fn t(fr: &'static str, en: &'static str) -> Text {
    Text { fr, en }
}

/// The part of the course a lesson belongs to.
///
/// ```
/// use roque_course::{lessons, Group};
/// use roque_rules::Lang;
/// assert_eq!(Group::Draws.title().get(Lang::Fr), "Les nulles");
/// let draws = lessons().iter().filter(|l| l.group == Group::Draws).count();
/// assert_eq!(draws, 5);
/// assert_eq!(Group::ALL.len(), 6);
/// assert_eq!(Group::Openings.title().get(Lang::En), "Openings for beginners");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// How each piece moves.
    Pieces,
    /// Capture, check, the ways out of check, checkmate, stalemate.
    Basics,
    /// Castling, en passant, promotion.
    SpecialMoves,
    /// The draws: repetition, the fifty- and seventy-five-move rules, dead
    /// positions.
    Draws,
    /// Playing over the board: agreement, touch-move, the clock.
    Play,
    /// The openings for beginners: the principles, the scholar's mate,
    /// the first moves of eight openings and their traps.
    Openings,
}

impl Group {
    /// Every group, in the course's order.
    pub const ALL: [Group; 6] = [
        Group::Pieces,
        Group::Basics,
        Group::SpecialMoves,
        Group::Draws,
        Group::Play,
        Group::Openings,
    ];

    /// The group's heading.
    pub const fn title(&self) -> Text {
        match self {
            Group::Pieces => t("Les pièces", "The pieces"),
            Group::Basics => t("Les bases", "The basics"),
            Group::SpecialMoves => t("Les coups spéciaux", "Special moves"),
            Group::Draws => t("Les nulles", "Draws"),
            Group::Play => t("Devant l'échiquier", "Over the board"),
            Group::Openings => t("Ouvertures pour débutants", "Openings for beginners"),
        }
    }
}

/// One lesson: a rule, explained in a few words, and exercises on it that
/// grow in difficulty.
#[derive(Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The lesson's id in links (`?learn=castling`).
    pub id: &'static str,
    /// The group it belongs to.
    pub group: Group,
    /// Its title.
    pub title: Text,
    /// What the rule says, in two or three sentences.
    pub intro: Text,
    /// Its exercises, easiest first.
    pub exercises: &'static [Exercise],
    /// The articles of the FIDE Laws of Chess it teaches, e.g. `"3.8.2"`;
    /// empty for the openings, which no article covers.
    pub articles: &'static str,
}

/// Every lesson, in the course's order.
///
/// ```
/// let ids: Vec<_> = roque_course::lessons().iter().map(|l| l.id).collect();
/// assert_eq!(&ids[..3], ["rook", "bishop", "queen"]);
/// ```
pub fn lessons() -> &'static [Lesson] {
    lessons::ALL
}

/// The lesson with this id, if any.
///
/// ```
/// assert!(roque_course::lesson("castling").is_some());
/// assert!(roque_course::lesson("nope").is_none());
/// ```
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    lessons().iter().find(|lesson| lesson.id == id)
}
