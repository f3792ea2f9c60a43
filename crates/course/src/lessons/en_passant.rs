//! La prise en passant, only right away (art. 3.7).

use crate::exercise::{Exercise, Marks, Question};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "en-passant",
    group: Group::SpecialMoves,
    title: t("La prise en passant", "En passant"),
    intro: t(
        "Quand un pion avance de deux cases et s'arrête à côté d'un pion adverse, celui-ci peut \
         le prendre comme s'il n'avait avancé que d'une case. Mais seulement au coup suivant : \
         ensuite, c'est trop tard.",
        "When a pawn advances two squares and stops beside an enemy pawn, that pawn may \
         capture it as if it had moved only one square. But only on the very next move: after \
         that, it is too late.",
    ),
    articles: "3.7",
    exercises: &[
        Exercise::play(
            t(
                "Le pion noir vient d'avancer de deux cases. Prenez-le en passant.",
                "The black pawn has just advanced two squares. Capture it en passant.",
            ),
            "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
            &["exd6"],
        )
        .after("d5")
        .note(
            "le pion e5 va en d6 et prend le pion d5.",
            "the e5 pawn goes to d6 and takes the d5 pawn.",
        ),
        Exercise::squares(
            t(
                "Le pion noir vient d'avancer de deux cases. Où le pion e5 peut-il aller ?",
                "The black pawn has just advanced two squares. Where can the e5 pawn go?",
            ),
            "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
            Marks::Moves("e5"),
        )
        .after("d5")
        .note(
            "tout droit en e6, ou en d6 en prenant en passant.",
            "straight to e6, or to d6 capturing en passant.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les pièces que le pion blanc peut prendre.",
                "Mark every piece the white pawn can capture.",
            ),
            "4k3/4p3/2n5/3P4/8/8/8/4K3 b - - 0 1",
            Marks::Captures,
        )
        .after("e5")
        .note(
            "le cavalier en c6, et le pion e5 en passant.",
            "the knight on c6, and the e5 pawn en passant.",
        ),
        Exercise::play(
            t(
                "Les Noirs jouent. Le pion blanc vient d'avancer de deux cases : prenez-le en \
                 passant.",
                "Black to play. The white pawn has just advanced two squares: capture it en \
                 passant.",
            ),
            "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1",
            &["dxe3"],
        )
        .after("e4")
        .note(
            "le pion d4 va en e3 et prend le pion e4.",
            "the d4 pawn goes to e3 and takes the e4 pawn.",
        ),
        Exercise::choose(
            t(
                "Le pion noir est arrivé en d5 il y a deux coups. Les Blancs peuvent-ils jouer \
                 exd6 ?",
                "The black pawn reached d5 two moves ago. May White play exd6?",
            ),
            "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
            Question::Legal("e5d6"),
        )
        .after("d5 Kd2 Kd7")
        .note(
            "la prise en passant n'est permise qu'au coup qui suit le pas double.",
            "the en-passant capture is allowed only on the move right after the double step.",
        ),
        Exercise::choose(
            t(
                "Le pion noir vient d'arriver en c5. Les Blancs peuvent-ils le prendre en passant ?",
                "The black pawn has just reached c5. May White capture it en passant?",
            ),
            "4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1",
            Question::Legal("b5c6"),
        )
        .after("c5")
        .note(
            "les deux pions quitteraient la 5e rangée et la tour h5 attaquerait le roi en a5.",
            "both pawns would leave the 5th rank and the h5 rook would attack the king on a5.",
        ),
    ],
};
