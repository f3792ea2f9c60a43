//! Le pion: its step, its double step and its capture (art. 3.7).

use crate::exercise::{hint, Exercise, Goal, Marks};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "pawn",
    group: Group::Pieces,
    title: t("Le pion", "The pawn"),
    intro: t(
        "Le pion avance tout droit d'une case, ou de deux depuis sa case de départ, sans \
         jamais reculer. Il prend d'une case en diagonale vers l'avant, jamais tout droit.",
        "The pawn moves straight ahead one square, or two from its starting square, never \
         backwards. It captures one square diagonally forward, never straight ahead.",
    ),
    articles: "3.7",
    exercises: &[
        Exercise::squares(
            t(
                "Marquez toutes les cases où le pion peut aller.",
                "Mark every square the pawn can go to.",
            ),
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            Marks::Moves("e2"),
        )
        .note(
            "depuis sa case de départ, il peut avancer d'une ou de deux cases.",
            "from its starting square it may advance one or two squares.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où le pion peut aller.",
                "Mark every square the pawn can go to.",
            ),
            "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1",
            Marks::Moves("e4"),
        )
        .note(
            "une case tout droit, et la prise en diagonale en d5 ; plus de pas double hors de \
             la case de départ.",
            "one square straight ahead, and the diagonal capture on d5; no double step away from \
             the starting square.",
        ),
        Exercise::squares(
            t(
                "Le pion est bloqué devant. Où peut-il aller ?",
                "The pawn is blocked in front. Where can it go?",
            ),
            "4k3/8/8/4pn2/4P3/8/8/4K3 w - - 0 1",
            Marks::Moves("e4"),
        )
        .note(
            "il ne prend jamais tout droit, mais il peut prendre le cavalier en f5.",
            "it never captures straight ahead, but it can take the knight on f5.",
        ),
        Exercise::squares(
            t(
                "Les Noirs jouent. Où le pion noir peut-il aller ?",
                "Black to play. Where can the black pawn go?",
            ),
            "4k3/3p4/8/8/8/8/8/4K3 b - - 0 1",
            Marks::Moves("d7"),
        )
        .note(
            "les pions noirs avancent vers la 1re rangée.",
            "black pawns move towards the 1st rank.",
        ),
        Exercise::play(
            t(
                "Prenez la pièce qui vaut le plus.",
                "Capture the more valuable piece.",
            ),
            "4k3/8/8/2b1r3/3P4/8/8/7K w - - 0 1",
            &["dxe5"],
        )
        .hints(&[hint(
            "dxc5",
            "Le fou vaut 3 pions, la tour 5 : prenez plutôt la tour.",
            "The bishop is worth 3 pawns, the rook 5: take the rook instead.",
        )])
        .note(
            "le pion prend en diagonale la tour, qui vaut plus que le fou.",
            "the pawn captures diagonally the rook, worth more than the bishop.",
        ),
        Exercise::reach(
            t(
                "Menez le pion jusqu'à la dernière rangée.",
                "Take the pawn all the way to the last rank.",
            ),
            "7k/8/8/P7/8/8/8/7K w - - 0 1",
            Goal::Promotion,
            &["a6", "Kg7", "a7", "Kf7", "a8=Q"],
        )
        .note(
            "trois pas, et le pion se change en dame : c'est la promotion.",
            "three steps, and the pawn becomes a queen: that is promotion.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les pièces noires que vos pions peuvent prendre.",
                "Mark every black piece your pawns can capture.",
            ),
            "4k3/8/8/2n1b3/3P4/5p2/4P1P1/4K3 w - - 0 1",
            Marks::Captures,
        )
        .note(
            "le pion d4 prend en c5 ou en e5 ; les pions e2 et g2 peuvent prendre en f3.",
            "the d4 pawn takes on c5 or e5; the e2 and g2 pawns can take on f3.",
        ),
    ],
};
