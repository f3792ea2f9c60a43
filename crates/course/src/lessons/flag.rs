//! flag.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "flag",
    group: Group::Play,
    title: t("flag", "flag"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
