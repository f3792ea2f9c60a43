//! Échec et mat (art. 5.1.1).

use crate::exercise::{Exercise, Goal};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "checkmate",
    group: Group::Basics,
    title: t("L'échec et mat", "Checkmate"),
    intro: t(
        "Le roi est mat quand il est en échec et qu'aucun coup ne le sauve : la partie est \
         gagnée.",
        "The king is checkmated when it is in check and no move saves it: the game is won.",
    ),
    articles: "5.1.1",
    exercises: &[Exercise::reach(
        t(
            "Les Blancs jouent et font mat en un coup.",
            "White to play and mate in one.",
        ),
        "6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1",
        Goal::Mate,
        &["Rd8#"],
    )
    .note(
        "la tour donne échec sur la 8e rangée ; le roi n'a plus de case.",
        "the rook checks along the 8th rank; the king has no square left.",
    )],
};
