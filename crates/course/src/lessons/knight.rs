//! knight.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "knight",
    group: Group::Pieces,
    title: t("knight", "knight"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
