//! seventy-five-moves.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "seventy-five-moves",
    group: Group::Draws,
    title: t("seventy-five-moves", "seventy-five-moves"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
