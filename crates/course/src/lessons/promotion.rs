//! promotion.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "promotion",
    group: Group::SpecialMoves,
    title: t("promotion", "promotion"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
