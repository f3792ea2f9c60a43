//! Le roi: how the king moves, never into check (art. 3.8.1).

use crate::exercise::{hint, Exercise, Goal, Marks};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "king",
    group: Group::Pieces,
    title: t("Le roi", "The king"),
    intro: t(
        "Le roi se déplace d'une case dans n'importe quelle direction. Il ne peut jamais aller \
         sur une case attaquée par une pièce adverse, ni à côté du roi adverse.",
        "The king moves one square in any direction. It may never go to a square attacked by \
         an enemy piece, nor next to the enemy king.",
    ),
    articles: "3.8.1",
    exercises: &[
        Exercise::squares(
            t(
                "Marquez toutes les cases où le roi peut aller.",
                "Mark every square the king can go to.",
            ),
            "7k/p7/8/8/4K3/8/8/8 w - - 0 1",
            Marks::Moves("e4"),
        )
        .note(
            "les huit cases qui l'entourent.",
            "the eight squares around it.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où le roi peut aller : la tour noire surveille la \
                 colonne d.",
                "Mark every square the king can go to: the black rook watches the d-file.",
            ),
            "3r3k/8/8/8/4K3/8/8/8 w - - 0 1",
            Marks::Moves("e4"),
        )
        .note(
            "d3, d4 et d5 sont attaquées par la tour : le roi ne peut pas s'y mettre en échec.",
            "d3, d4 and d5 are attacked by the rook: the king may not step into check.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où le roi blanc peut aller : les rois ne se touchent \
                 jamais.",
                "Mark every square the white king can go to: kings never touch.",
            ),
            "8/p7/4k3/8/4K3/8/8/8 w - - 0 1",
            Marks::Moves("e4"),
        )
        .note(
            "d5, e5 et f5 touchent le roi noir : le roi blanc y serait en échec.",
            "d5, e5 and f5 touch the black king: the white king would be in check there.",
        ),
        Exercise::play(
            t(
                "Le roi peut prendre, lui aussi : prenez la pièce qui n'est pas protégée.",
                "The king captures too: take the piece that is not protected.",
            ),
            "7k/8/6p1/5r2/4K3/3n4/8/8 w - - 0 1",
            &["Kxd3"],
        )
        .note(
            "le cavalier en d3 n'est pas protégé ; la tour en f5 l'est par le pion g6.",
            "the knight on d3 is unprotected; the rook on f5 is protected by the g6 pawn.",
        ),
        Exercise::reach(
            t(
                "Le roi blanc est en échec. Trouvez le seul coup légal.",
                "The white king is in check. Find the only legal move.",
            ),
            "k7/8/8/8/8/4n3/6r1/6K1 w - - 0 1",
            Goal::Any,
            &["Kh1"],
        )
        .note(
            "la tour est protégée par le cavalier, f1 est attaquée par le cavalier, f2 et h2 par \
             la tour : reste h1.",
            "the rook is protected by the knight, f1 is attacked by the knight, f2 and h2 by the \
             rook: h1 is left.",
        ),
        Exercise::reach(
            t(
                "Le roi blanc va prendre le cavalier en h7 : trois pas en diagonale.",
                "The white king goes to take the knight on h7: three steps diagonally.",
            ),
            "k7/p6n/8/8/4K3/8/8/8 w - - 0 1",
            Goal::Capture,
            &["Kf5", "Kb8", "Kg6", "Ka8", "Kxh7"],
        )
        .hints(&[hint(
            "Kf4",
            "Le plus court chemin vers h7 est la diagonale : f5, g6, h7.",
            "The shortest way to h7 is the diagonal: f5, g6, h7.",
        )])
        .note(
            "en diagonale, le roi avance d'une colonne et d'une rangée à chaque pas.",
            "diagonally, the king gains a file and a rank with each step.",
        ),
    ],
};
