//! Échec et mat (art. 5.1.1).

use crate::exercise::{Exercise, Goal, Question};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "checkmate",
    group: Group::Basics,
    title: t("L'échec et mat", "Checkmate"),
    intro: t(
        "Le roi est mat quand il est en échec et qu'aucun coup ne pare l'échec : ni fuite, ni \
         prise, ni interposition. Le mat termine la partie : celui qui le donne gagne.",
        "The king is checkmated when it is in check and no move parries it: no flight, no \
         capture, no block. Checkmate ends the game: whoever gives it wins.",
    ),
    articles: "5.1.1",
    exercises: &[
        Exercise::reach(
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
        ),
        Exercise::choose(
            t("Les Noirs sont-ils mat ?", "Is Black checkmated?"),
            "6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1",
            Question::Status,
        )
        .note(
            "le cavalier donne échec et le roi est étouffé par ses propres pièces : c'est le mat \
             étouffé.",
            "the knight checks and the king is smothered by its own pieces: a smothered mate.",
        ),
        Exercise::choose(
            t("Les Noirs sont-ils mat ?", "Is Black checkmated?"),
            "6rk/5Np1/8/8/8/8/8/6K1 b - - 0 1",
            Question::Status,
        )
        .note(
            "échec, mais la case h7 est libre : pas mat.",
            "check, but h7 is free: not mate.",
        ),
        Exercise::choose(
            t("Les Noirs sont-ils mat ?", "Is Black checkmated?"),
            "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1",
            Question::Status,
        )
        .note(
            "la dame protégée par le roi donne échec et garde toutes les cases.",
            "the queen, protected by the king, checks and guards every square.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en un coup.",
                "White to play and mate in one.",
            ),
            "6k1/8/6K1/8/8/8/8/Q7 w - - 0 1",
            Goal::Mate,
            &["Qa8#"],
        )
        .note(
            "Da8# ou Dg7# : le roi blanc garde les cases de la 7e rangée.",
            "Qa8# or Qg7#: the white king guards the squares of the 7th rank.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en deux coups.",
                "White to play and mate in two.",
            ),
            "2r3k1/5ppp/8/8/8/8/3R4/3R2K1 w - - 0 1",
            Goal::Mate,
            &["Rd8+", "Rxd8", "Rxd8#"],
        )
        .note(
            "la première tour se sacrifie pour attirer la tour noire, la seconde fait mat.",
            "the first rook is sacrificed to lure the black rook, the second one mates.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en deux coups avec les deux tours.",
                "White to play and mate in two with the two rooks.",
            ),
            "8/4k3/1R6/8/8/8/8/R5K1 w - - 0 1",
            Goal::Mate,
            &["Ra7+|Rb7+", "Ke8", "Rb8#"],
        )
        .note(
            "l'échelle : une tour garde une rangée, l'autre donne échec sur la suivante.",
            "the ladder: one rook guards a rank, the other checks on the next one.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en deux coups avec la dame, soutenue par le fou.",
                "White to play and mate in two with the queen, backed by the bishop.",
            ),
            "4r1k1/4ppp1/8/7Q/8/3B4/8/6K1 w - - 0 1",
            Goal::Mate,
            &["Qh7+", "Kf8", "Qh8#"],
        )
        .note(
            "Dh7+, protégée par le fou, chasse le roi en f8 ; Dh8# : e7 et e8 sont bouchées par \
             les pièces noires.",
            "Qh7+, protected by the bishop, drives the king to f8; Qh8#: e7 and e8 are blocked \
             by Black's own pieces.",
        ),
    ],
};
