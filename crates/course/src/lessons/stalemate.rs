//! stalemate.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "stalemate",
    group: Group::Basics,
    title: t("stalemate", "stalemate"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
