//! insufficient-material.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "insufficient-material",
    group: Group::Draws,
    title: t("insufficient-material", "insufficient-material"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
