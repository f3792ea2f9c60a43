//! out-of-check.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "out-of-check",
    group: Group::Basics,
    title: t("out-of-check", "out-of-check"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
