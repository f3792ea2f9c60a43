//! en-passant.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "en-passant",
    group: Group::SpecialMoves,
    title: t("en-passant", "en-passant"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
