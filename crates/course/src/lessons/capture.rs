//! capture.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "capture",
    group: Group::Basics,
    title: t("capture", "capture"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
