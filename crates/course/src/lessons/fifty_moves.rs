//! fifty-moves.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "fifty-moves",
    group: Group::Draws,
    title: t("fifty-moves", "fifty-moves"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
