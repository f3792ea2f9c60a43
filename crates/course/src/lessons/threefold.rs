//! threefold.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "threefold",
    group: Group::Draws,
    title: t("threefold", "threefold"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
