//! Parer l'échec: the three ways out of check (art. 3.9).

use crate::exercise::{hint, Exercise, Goal, Marks};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "out-of-check",
    group: Group::Basics,
    title: t("Parer l'échec", "Getting out of check"),
    intro: t(
        "Il y a trois façons de parer un échec : déplacer le roi sur une case non attaquée, \
         prendre la pièce qui donne échec, ou interposer une pièce entre elle et le roi. \
         Contre un échec double, seul le roi peut bouger.",
        "There are three ways out of check: move the king to a square that is not attacked, \
         capture the checking piece, or put a piece between it and the king. Against a double \
         check, only the king can move.",
    ),
    articles: "3.9",
    exercises: &[
        Exercise::reach(
            t(
                "Parez l'échec en déplaçant le roi.",
                "Get out of check by moving the king.",
            ),
            "4r2k/8/8/8/R7/8/8/4K3 w - - 0 1",
            Goal::KingMove,
            &["Kd2"],
        )
        .note(
            "le roi quitte la colonne e ; Te4 parerait aussi, mais en interposant.",
            "the king leaves the e-file; Re4 would parry too, but by blocking.",
        ),
        Exercise::reach(
            t(
                "Parez l'échec en prenant la pièce qui le donne.",
                "Get out of check by capturing the checking piece.",
            ),
            "7k/8/8/8/8/5n2/5PPP/6K1 w - - 0 1",
            Goal::Capture,
            &["gxf3"],
        )
        .note(
            "le pion g2 prend le cavalier.",
            "the g2 pawn takes the knight.",
        ),
        Exercise::reach(
            t(
                "Parez l'échec en interposant une pièce.",
                "Get out of check by putting a piece in between.",
            ),
            "R7/6k1/8/8/8/2NB4/5PPP/r5K1 w - - 0 1",
            Goal::Block,
            &["Bf1"],
        )
        .note(
            "le fou en f1 ou le cavalier en b1 ou d1 se met entre la tour et le roi.",
            "the bishop to f1, or the knight to b1 or d1, steps between the rook and the king.",
        ),
        Exercise::squares(
            t(
                "Le roi blanc est en échec. Marquez toutes les cases où il peut fuir.",
                "The white king is in check. Mark every square it can flee to.",
            ),
            "4r2k/8/8/8/1n2K3/8/8/8 w - - 0 1",
            Marks::Moves("e4"),
        )
        .note(
            "e3 et e5 restent sur la colonne de la tour ; d3 et d5 sont attaquées par le \
             cavalier.",
            "e3 and e5 stay on the rook's file; d3 and d5 are attacked by the knight.",
        ),
        Exercise::reach(
            t(
                "Échec double : trouvez un coup légal.",
                "Double check: find a legal move.",
            ),
            "4r2k/8/8/8/Rb6/8/8/4K3 w - - 0 1",
            Goal::Any,
            &["Kf1"],
        )
        .note(
            "prendre le fou ou interposer la tour ne pare qu'un des deux échecs : seul le roi \
             peut bouger.",
            "taking the bishop or blocking with the rook parries only one of the two checks: \
             only the king can move.",
        ),
        Exercise::play(
            t(
                "Les Noirs sont en échec. Parez en interposant une pièce qui attaque le fou.",
                "Black is in check. Block with a piece that attacks the bishop.",
            ),
            "rnbqkbnr/ppp1pppp/8/1B6/8/4P3/PPPP1PPP/RNBQK1NR b KQkq - 1 3",
            &["c6"],
        )
        .hints(&[
            hint(
                "Nc6",
                "Le cavalier pare l'échec, mais n'attaque pas le fou. Un pion le ferait.",
                "The knight blocks the check but does not attack the bishop. A pawn would.",
            ),
            hint(
                "Bd7",
                "Le fou pare l'échec, mais n'attaque pas le fou en b5. Un pion le ferait.",
                "The bishop blocks the check but does not attack the bishop on b5. A pawn \
                 would.",
            ),
        ])
        .note(
            "le pion c7 s'interpose en c6 et attaque le fou.",
            "the c7 pawn steps in on c6 and attacks the bishop.",
        ),
    ],
};
