//! La dame: how the queen moves and captures (art. 3.4).

use crate::exercise::{Exercise, Goal, Marks};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "queen",
    group: Group::Pieces,
    title: t("La dame", "The queen"),
    intro: t(
        "La dame se déplace comme la tour et comme le fou : en ligne droite ou en diagonale, \
         d'autant de cases qu'elle veut, sans sauter par-dessus les pièces.",
        "The queen moves like the rook and like the bishop: in a straight line or diagonally, \
         as many squares as it likes, without jumping over pieces.",
    ),
    articles: "3.4",
    exercises: &[
        Exercise::squares(
            t(
                "Marquez toutes les cases où la dame peut aller.",
                "Mark every square the queen can go to.",
            ),
            "8/8/k7/8/3Q4/8/8/4K3 w - - 0 1",
            Marks::Moves("d4"),
        )
        .note(
            "une colonne, une rangée et deux diagonales : 27 cases.",
            "a file, a rank and two diagonals: 27 squares.",
        ),
        Exercise::reach(
            t(
                "Prenez la tour noire avec la dame.",
                "Capture the black rook with the queen.",
            ),
            "7k/3r4/8/8/8/8/8/3QK3 w - - 0 1",
            Goal::Capture,
            &["Qxd7"],
        )
        .note(
            "la dame remonte la colonne d.",
            "the queen goes up the d-file.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où la dame peut aller : attention aux pièces.",
                "Mark every square the queen can go to: mind the pieces.",
            ),
            "8/8/1k6/8/2P5/3Q1p2/8/4K3 w - - 0 1",
            Marks::Moves("d3"),
        )
        .note(
            "le pion blanc en c4 l'arrête ; elle peut prendre le pion noir en f3.",
            "the white pawn on c4 stops it; it can capture the black pawn on f3.",
        ),
        Exercise::play(
            t(
                "Prenez une pièce sans perdre votre dame.",
                "Capture a piece without losing your queen.",
            ),
            "7k/8/8/1p5n/r7/8/8/3QK3 w - - 0 1",
            &["Qxh5"],
        )
        .note(
            "le cavalier en h5 n'est pas protégé ; la tour en a4 l'est par le pion b5.",
            "the knight on h5 is unprotected; the rook on a4 is protected by the b5 pawn.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en un coup.",
                "White to play and mate in one.",
            ),
            "7k/8/6K1/8/8/8/8/3Q4 w - - 0 1",
            Goal::Mate,
            &["Qd8#"],
        )
        .note(
            "la dame donne échec sur la 8e rangée ; le roi blanc garde g7 et h7.",
            "the queen checks along the 8th rank; the white king guards g7 and h7.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en un coup. Attention au pat !",
                "White to play and mate in one. Beware of stalemate!",
            ),
            "7k/8/6K1/5Q2/8/8/8/8 w - - 0 1",
            Goal::Mate,
            &["Qc8#"],
        )
        .note(
            "Dc8 (ou Df8) donne échec et le roi n'a plus de case. Df7 enfermerait le roi sans \
             échec : ce serait pat.",
            "Qc8 (or Qf8) checks and the king has no square left. Qf7 would box the king in \
             without check: stalemate.",
        ),
        Exercise::stars(
            t(
                "Les Noirs passent leur tour : prenez tous les pions noirs avec la dame, dans \
                 l'ordre que vous voulez.",
                "Black passes: capture every black pawn with the queen, in any order.",
            ),
            "8/8/1p3p2/8/3Q4/7k/1p6/4K3 w - - 0 1",
            &["Qxb2", "Qxb6", "Qxf6"],
        )
        .note(
            "les trois pions forment un triangle de lignes : la dame passe de l'un à l'autre.",
            "the three pawns form a triangle of lines: the queen goes from one to the next.",
        ),
    ],
};
