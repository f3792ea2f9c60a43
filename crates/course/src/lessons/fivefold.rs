//! fivefold.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "fivefold",
    group: Group::Draws,
    title: t("fivefold", "fivefold"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
