//! Le cavalier: how the knight moves and jumps (art. 3.6).

use crate::exercise::{hint, Exercise, Goal, Marks, START};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "knight",
    group: Group::Pieces,
    title: t("Le cavalier", "The knight"),
    intro: t(
        "Le cavalier se déplace en L : deux cases dans une direction puis une sur le côté. \
         C'est la seule pièce qui saute par-dessus les autres.",
        "The knight moves in an L: two squares in one direction then one to the side. It is \
         the only piece that jumps over the others.",
    ),
    articles: "3.6",
    exercises: &[
        Exercise::squares(
            t(
                "Marquez toutes les cases où le cavalier peut aller.",
                "Mark every square the knight can go to.",
            ),
            "7k/p7/8/8/3N4/8/8/4K3 w - - 0 1",
            Marks::Moves("d4"),
        )
        .note(
            "huit cases, toutes de l'autre couleur.",
            "eight squares, all of the other colour.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où le cavalier peut aller depuis le coin.",
                "Mark every square the knight can go to from the corner.",
            ),
            "7k/p7/8/8/8/8/8/N3K3 w - - 0 1",
            Marks::Moves("a1"),
        )
        .note(
            "dans le coin, il n'a que deux cases.",
            "in the corner it has only two squares.",
        ),
        Exercise::squares(
            t(
                "Position de départ : où le cavalier en g1 peut-il aller ?",
                "The starting position: where can the knight on g1 go?",
            ),
            START,
            Marks::Moves("g1"),
        )
        .note(
            "f3 et h3 : il saute par-dessus les pions.",
            "f3 and h3: it jumps over the pawns.",
        ),
        Exercise::squares(
            t(
                "Marquez toutes les cases où le cavalier peut aller.",
                "Mark every square the knight can go to.",
            ),
            "7k/3P4/8/4N3/2p5/8/8/4K3 w - - 0 1",
            Marks::Moves("e5"),
        )
        .note(
            "pas d7, où se trouve un pion blanc ; il peut prendre le pion en c4.",
            "not d7, where a white pawn stands; it can capture the pawn on c4.",
        ),
        Exercise::reach(
            t("Prenez la dame noire.", "Capture the black queen."),
            "7k/8/8/4q3/8/5N2/8/7K w - - 0 1",
            Goal::Capture,
            &["Nxe5"],
        ),
        Exercise::reach(
            t(
                "Attaquez le roi et la tour en même temps, puis prenez la tour.",
                "Attack the king and the rook at once, then capture the rook.",
            ),
            "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1",
            Goal::Capture,
            &["Nc7+", "Kd7", "Nxa8"],
        )
        .hints(&[hint(
            "Nd6+",
            "Échec, mais le cavalier en d6 n'attaque pas la tour en a8.",
            "Check, but the knight on d6 does not attack the rook on a8.",
        )])
        .note(
            "Cc7+ est une fourchette : le roi doit bouger, et la tour tombe.",
            "Nc7+ is a fork: the king must move, and the rook falls.",
        ),
        Exercise::reach(
            t(
                "Les Blancs jouent et font mat en un coup avec le cavalier.",
                "White to play and mate in one with the knight.",
            ),
            "6rk/6pp/8/6N1/8/8/8/6K1 w - - 0 1",
            Goal::Mate,
            &["Nf7#"],
        )
        .note(
            "le roi noir est étouffé par ses propres pièces : c'est le mat étouffé.",
            "the black king is smothered by its own pieces: a smothered mate.",
        ),
        Exercise::stars(
            t(
                "Les Noirs passent leur tour : prenez tous les pions noirs avec le cavalier.",
                "Black passes: capture every black pawn with the knight.",
            ),
            "k7/8/8/6p1/4p3/2p5/8/1N5K w - - 0 1",
            &["Nxc3", "Nxe4", "Nxg5"],
        )
        .note("trois sauts en L.", "three L-shaped jumps."),
    ],
};
