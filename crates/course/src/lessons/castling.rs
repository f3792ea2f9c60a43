//! castling.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "castling",
    group: Group::SpecialMoves,
    title: t("castling", "castling"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
