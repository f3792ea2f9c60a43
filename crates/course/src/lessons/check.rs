//! check.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "check",
    group: Group::Basics,
    title: t("check", "check"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
