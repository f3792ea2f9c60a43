//! queen.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "queen",
    group: Group::Pieces,
    title: t("queen", "queen"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
