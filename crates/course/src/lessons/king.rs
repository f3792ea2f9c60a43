//! king.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "king",
    group: Group::Pieces,
    title: t("king", "king"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
