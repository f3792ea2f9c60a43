//! touch-move.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "touch-move",
    group: Group::Play,
    title: t("touch-move", "touch-move"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
