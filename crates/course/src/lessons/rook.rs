//! La tour: how the rook moves and captures (art. 3.3).

use crate::exercise::{hint, Exercise, Goal, Marks};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "rook",
    group: Group::Pieces,
    title: t("La tour", "The rook"),
    intro: t(
        "La tour se déplace en ligne droite, le long d'une colonne ou d'une rangée, d'autant de \
         cases qu'elle veut, sans sauter par-dessus les pièces. Elle prend une pièce adverse en \
         allant sur sa case.",
        "The rook moves in a straight line, along a file or a rank, as many squares as it \
         likes, without jumping over pieces. It captures an enemy piece by moving to its square.",
    ),
    articles: "3.3",
    exercises: &[
        Exercise::squares(
            t(
                "Marquez toutes les cases où la tour peut aller.",
                "Mark every square the rook can go to.",
            ),
            "7k/8/8/8/3R4/8/8/4K3 w - - 0 1",
            Marks::Moves("d4"),
        )
        .note(
            "toute la colonne d et toute la 4e rangée, 14 cases.",
            "the whole d-file and the whole 4th rank, 14 squares.",
        ),
        Exercise::reach(
            t(
                "Prenez le pion noir avec la tour.",
                "Capture the black pawn with the rook.",
            ),
            "7k/8/8/8/1p1R4/8/8/4K3 w - - 0 1",
            Goal::Capture,
            &["Rxb4"],
        )
        .note(
            "la tour glisse le long de la rangée et prend la place du pion.",
            "the rook slides along the rank and takes the pawn's place.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où la tour peut aller : attention aux pièces.",
                "Mark every square the rook can go to: mind the pieces.",
            ),
            "7k/8/3P4/8/3R1n2/8/8/4K3 w - - 0 1",
            Marks::Moves("d4"),
        )
        .note(
            "le pion blanc en d6 l'arrête avant lui ; le cavalier noir en f4 peut être pris, mais \
             pas dépassé.",
            "the white pawn on d6 stops it short; the black knight on f4 can be captured, but \
             not jumped over.",
        ),
        Exercise::reach(
            t(
                "Prenez les deux pions noirs, l'un après l'autre.",
                "Capture both black pawns, one after the other.",
            ),
            "7k/8/8/p3p3/8/8/8/R3K3 w - - 0 1",
            Goal::Capture,
            &["Rxa5", "Kg7", "Rxe5"],
        )
        .note(
            "la tour monte en a5, puis longe la 5e rangée jusqu'en e5.",
            "the rook goes up to a5, then along the 5th rank to e5.",
        ),
        Exercise::play(
            t(
                "Prenez une pièce sans perdre votre tour.",
                "Capture a piece without losing your rook.",
            ),
            "7k/8/4p3/3n4/8/8/8/b2RK3 w - - 0 1",
            &["Rxa1"],
        )
        .hints(&[hint(
            "Rxd5",
            "Le cavalier en d5 est protégé par le pion en e6 : exd5 et la tour est perdue.",
            "The knight on d5 is protected by the pawn on e6: exd5 and the rook is lost.",
        )])
        .note(
            "le fou en a1 n'est pas protégé ; le cavalier en d5 l'est par le pion e6.",
            "the bishop on a1 is unprotected; the knight on d5 is protected by the e6 pawn.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en un coup avec la tour.",
                "White to play and mate in one with the rook.",
            ),
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            Goal::Mate,
            &["Ra8#"],
        )
        .note(
            "la tour donne échec sur la 8e rangée, et les pions noirs enferment leur roi.",
            "the rook checks along the 8th rank, and the black pawns shut their own king in.",
        ),
        Exercise::stars(
            t(
                "Les Noirs passent leur tour : prenez tous les pions noirs avec la tour, l'un \
                 après l'autre.",
                "Black passes: capture every black pawn with the rook, one after the other.",
            ),
            "8/4p3/8/p3p3/8/7k/8/R5K1 w - - 0 1",
            &["Rxa5", "Rxe5", "Rxe7"],
        )
        .note(
            "la colonne a, la 5e rangée, puis la colonne e.",
            "the a-file, the 5th rank, then the e-file.",
        ),
    ],
};
