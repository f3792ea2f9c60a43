//! bishop.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "bishop",
    group: Group::Pieces,
    title: t("bishop", "bishop"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
