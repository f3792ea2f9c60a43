//! Le fou: how the bishop moves and captures (art. 3.2).

use crate::exercise::{hint, Exercise, Goal, Marks, Question, YES_NO};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "bishop",
    group: Group::Pieces,
    title: t("Le fou", "The bishop"),
    intro: t(
        "Le fou se déplace en diagonale, d'autant de cases qu'il veut, sans sauter par-dessus \
         les pièces. Il reste donc toujours sur les cases de sa couleur.",
        "The bishop moves diagonally, as many squares as it likes, without jumping over \
         pieces. So it always stays on squares of its colour.",
    ),
    articles: "3.2",
    exercises: &[
        Exercise::squares(
            t(
                "Marquez toutes les cases où le fou peut aller.",
                "Mark every square the bishop can go to.",
            ),
            "8/7k/8/7p/3B4/8/8/4K3 w - - 0 1",
            Marks::Moves("d4"),
        )
        .note(
            "ses deux diagonales, 13 cases.",
            "its two diagonals, 13 squares.",
        ),
        Exercise::reach(
            t(
                "Prenez le cavalier noir avec le fou.",
                "Capture the black knight with the bishop.",
            ),
            "7k/8/8/6n1/8/8/8/2B1K3 w - - 0 1",
            Goal::Capture,
            &["Bxg5"],
        )
        .note(
            "le fou suit la diagonale c1-h6 jusqu'au cavalier.",
            "the bishop follows the c1-h6 diagonal up to the knight.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où le fou peut aller : attention aux pièces.",
                "Mark every square the bishop can go to: mind the pieces.",
            ),
            "7k/8/2p5/8/4B3/5P2/8/4K3 w - - 0 1",
            Marks::Moves("e4"),
        )
        .note(
            "le pion blanc en f3 lui barre la route ; il peut prendre le pion noir en c6, pas \
             aller au-delà.",
            "the white pawn on f3 blocks it; it can capture the black pawn on c6, not go beyond.",
        ),
        Exercise::choose(
            t(
                "Le fou en c1 pourra-t-il un jour aller en e4 ?",
                "Will the bishop on c1 ever be able to reach e4?",
            ),
            "4k3/p7/8/8/8/8/8/2B1K3 w - - 0 1",
            Question::Fixed {
                answers: YES_NO,
                right: 1,
            },
        )
        .hints(&[hint(
            "0",
            "Regardez la couleur des cases : c1 est une case noire, e4 une case blanche.",
            "Look at the colour of the squares: c1 is a dark square, e4 a light one.",
        )])
        .note(
            "c1 est une case noire et e4 une case blanche : un fou ne change jamais de couleur.",
            "c1 is a dark square and e4 a light one: a bishop never changes colour.",
        ),
        Exercise::reach(
            t(
                "Prenez la tour avec le bon fou.",
                "Capture the rook with the right bishop.",
            ),
            "7k/8/7r/8/8/8/8/2B1KB2 w - - 0 1",
            Goal::Capture,
            &["Bxh6"],
        )
        .note(
            "seul le fou des cases noires peut atteindre h6.",
            "only the dark-squared bishop can reach h6.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en un coup avec le fou.",
                "White to play and mate in one with the bishop.",
            ),
            "k7/p1K5/8/8/8/8/8/5B2 w - - 0 1",
            Goal::Mate,
            &["Bg2#"],
        )
        .note(
            "le fou donne échec sur la grande diagonale ; le roi blanc garde b7 et b8, le pion \
             noir bouche a7.",
            "the bishop checks along the long diagonal; the white king guards b7 and b8, the \
             black pawn blocks a7.",
        ),
        Exercise::stars(
            t(
                "Les Noirs passent leur tour : prenez tous les pions noirs avec le fou.",
                "Black passes: capture every black pawn with the bishop.",
            ),
            "k7/4p3/8/6p1/8/4p3/8/2B4K w - - 0 1",
            &["Bxe3", "Bxg5", "Bxe7"],
        )
        .note(
            "en zigzag, toujours sur les cases noires.",
            "zigzagging, always on dark squares.",
        ),
    ],
};
