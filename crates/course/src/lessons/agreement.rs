//! agreement.

use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "agreement",
    group: Group::Play,
    title: t("agreement", "agreement"),
    intro: t("", ""),
    articles: "",
    exercises: &[],
};
