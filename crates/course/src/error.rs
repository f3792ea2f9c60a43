//! What can be wrong with an exercise's data. The tests check every shipped
//! exercise, so the app should never see one; it must still not panic.

use core::fmt;
use roque_rules::{FenError, Lang};

/// A broken exercise: its position or one of its moves cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CourseError {
    /// The exercise's FEN is not a legal position.
    Fen {
        /// The FEN.
        fen: &'static str,
        /// Why it was refused.
        error: FenError,
    },
    /// A move of the exercise's data is not legal where it is played.
    Move {
        /// The move, in SAN.
        san: &'static str,
        /// The position it was tried in.
        fen: String,
    },
}

impl CourseError {
    /// What is wrong, in `lang`.
    ///
    /// ```
    /// use roque_course::CourseError;
    /// use roque_rules::Lang;
    /// let error = CourseError::Move { san: "Qh5", fen: "8/8/8/8/8/8/8/8 w - - 0 1".into() };
    /// assert!(error.message(Lang::Fr).starts_with("Exercice défectueux"));
    /// ```
    pub fn message(&self, lang: Lang) -> String {
        match (lang, self) {
            (Lang::Fr, CourseError::Fen { fen, error }) => format!(
                "Exercice défectueux : la position « {fen} » est refusée ({}).",
                error.message(lang)
            ),
            (Lang::En, CourseError::Fen { fen, error }) => format!(
                "Broken exercise: the position \"{fen}\" is refused ({}).",
                error.message(lang)
            ),
            (Lang::Fr, CourseError::Move { san, fen }) => {
                format!("Exercice défectueux : le coup {san} est impossible dans « {fen} ».")
            }
            (Lang::En, CourseError::Move { san, fen }) => {
                format!("Broken exercise: the move {san} cannot be played in \"{fen}\".")
            }
        }
    }
}

/// The English message.
impl fmt::Display for CourseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for CourseError {}
