//! pawn.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "pawn",
    group: Group::Pieces,
    title: t("pawn", "pawn"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
