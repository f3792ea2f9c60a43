//! Le pat (art. 5.2.1).

use crate::exercise::{hint, Exercise, Goal, Question};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "stalemate",
    group: Group::Basics,
    title: t("Le pat", "Stalemate"),
    intro: t(
        "Le joueur qui a le trait est pat quand il n'a aucun coup légal et que son roi n'est \
         pas en échec. La partie est alors nulle, quel que soit le matériel.",
        "The player to move is stalemated when they have no legal move and their king is not \
         in check. The game is then drawn, whatever the material.",
    ),
    articles: "5.2.1",
    exercises: &[
        Exercise::choose(
            t(
                "Les Noirs jouent. Mat, pat, ou ni l'un ni l'autre ?",
                "Black to play. Mate, stalemate or neither?",
            ),
            "k7/8/1QK5/8/8/8/8/8 b - - 0 1",
            Question::Status,
        )
        .note(
            "le roi noir n'est pas en échec mais n'a aucune case : pat, partie nulle.",
            "the black king is not in check but has no square: stalemate, a draw.",
        ),
        Exercise::choose(
            t(
                "Les Noirs jouent. Mat, pat, ou ni l'un ni l'autre ?",
                "Black to play. Mate, stalemate or neither?",
            ),
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            Question::Status,
        )
        .note(
            "aucune case pour le roi, et pas d'échec : pat.",
            "no square for the king, and no check: stalemate.",
        ),
        Exercise::choose(
            t(
                "Les Noirs jouent. Mat, pat, ou ni l'un ni l'autre ?",
                "Black to play. Mate, stalemate or neither?",
            ),
            "k7/P7/1K6/8/8/8/8/8 b - - 0 1",
            Question::Status,
        )
        .note(
            "le pion garde b8, le roi blanc b7 : pat.",
            "the pawn guards b8, the white king b7: stalemate.",
        ),
        Exercise::choose(
            t(
                "Les Noirs jouent. Mat, pat, ou ni l'un ni l'autre ?",
                "Black to play. Mate, stalemate or neither?",
            ),
            "k7/8/1QK5/8/8/8/p7/8 b - - 0 1",
            Question::Status,
        )
        .hints(&[hint(
            "1",
            "Le roi ne peut pas bouger, mais le pion a2, lui, peut avancer : ce n'est pas pat.",
            "The king cannot move, but the a2 pawn can advance: not stalemate.",
        )])
        .note(
            "le roi est bloqué, mais le pion peut avancer : la partie continue.",
            "the king is stuck, but the pawn can move: the game goes on.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en un coup, sans faire pat.",
                "White to play and mate in one, without stalemating.",
            ),
            "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1",
            Goal::Mate,
            &["Qc8#"],
        )
        .note(
            "Dc8# ; Dc7 ne donnerait pas échec et laisserait le roi sans coup : pat.",
            "Qc8#; Qc7 would give no check and leave the king without a move: stalemate.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent. Tout coup convient, sauf celui qui fait pat : évitez-le.",
                "White to play. Any move will do, except the one that stalemates: avoid it.",
            ),
            "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1",
            Goal::AvoidStalemate,
            &["Qg7#"],
        )
        .note(
            "Dg7# fait même mat ; Dg6 enfermerait le roi sans échec : pat.",
            "Qg7# even mates; Qg6 would box the king in without check: stalemate.",
        ),
        Exercise::choose(
            t(
                "Une partie se termine par un pat. Quel est le résultat ?",
                "A game ends in stalemate. What is the result?",
            ),
            "k7/8/1QK5/8/8/8/8/8 b - - 0 1",
            Question::Fixed {
                answers: &[
                    t(
                        "Le camp qui a fait pat gagne",
                        "The side that stalemated wins",
                    ),
                    t("Partie nulle", "A draw"),
                    t("Le camp pat perd", "The stalemated side loses"),
                ],
                right: 1,
            },
        )
        .note(
            "le pat est une nulle, même avec une dame de plus.",
            "stalemate is a draw, even a queen up.",
        ),
    ],
};
