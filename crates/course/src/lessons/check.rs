//! L'échec: a king attacked (art. 3.9).

use crate::exercise::{Exercise, Goal, Marks};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "check",
    group: Group::Basics,
    title: t("L'échec", "Check"),
    intro: t(
        "Un roi attaqué par une pièce adverse est en échec. On ne peut jamais laisser son roi \
         en échec, ni l'y mettre : le joueur en échec doit parer aussitôt.",
        "A king attacked by an enemy piece is in check. You may never leave your king in \
         check, nor put it there: the player in check must parry at once.",
    ),
    articles: "3.9",
    exercises: &[
        Exercise::reach(
            t("Donnez échec au roi noir.", "Give check to the black king."),
            "8/p2k4/8/8/8/5N2/8/4K3 w - - 0 1",
            Goal::Check,
            &["Ne5+"],
        )
        .note(
            "de e5, le cavalier attaque d7.",
            "from e5 the knight attacks d7.",
        ),
        Exercise::reach(
            t("Donnez échec avec la tour.", "Give check with the rook."),
            "4k3/3ppp2/8/8/8/8/R7/6K1 w - - 0 1",
            Goal::Check,
            &["Ra8+"],
        )
        .note(
            "sur la 8e rangée, la tour attaque le roi.",
            "on the 8th rank the rook attacks the king.",
        ),
        Exercise::squares(
            t(
                "Marquez les pièces qui donnent échec au roi blanc.",
                "Mark the pieces giving check to the white king.",
            ),
            "4r2k/8/8/8/8/3n4/8/4K3 w - - 0 1",
            Marks::Checkers,
        )
        .note(
            "la tour par la colonne e et le cavalier en d3 : c'est un échec double.",
            "the rook along the e-file and the knight on d3: a double check.",
        ),
        Exercise::squares(
            t(
                "Les Noirs jouent. Marquez les pièces qui donnent échec au roi noir.",
                "Black to play. Mark the pieces giving check to the black king.",
            ),
            "4k3/8/8/1B5Q/8/8/8/4K3 b - - 0 1",
            Marks::Checkers,
        )
        .note(
            "le fou par la diagonale b5-e8 et la dame par h5-e8.",
            "the bishop along the b5-e8 diagonal and the queen along h5-e8.",
        ),
        Exercise::reach(
            t(
                "Donnez échec en déplaçant le cavalier : la tour derrière lui attaquera le roi.",
                "Give check by moving the knight: the rook behind it will attack the king.",
            ),
            "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1",
            Goal::Check,
            &["Nc5+"],
        )
        .note(
            "n'importe quel coup du cavalier ouvre la colonne e : c'est un échec à la découverte.",
            "any knight move opens the e-file: a discovered check.",
        ),
        Exercise::squares(
            t(
                "Les Noirs jouent. Marquez les pièces qui donnent échec au roi noir.",
                "Black to play. Mark the pieces giving check to the black king.",
            ),
            "8/8/8/4k3/3P4/5N2/8/4K3 b - - 0 1",
            Marks::Checkers,
        )
        .note(
            "le pion en d4 attaque en diagonale, le cavalier en f3 en L.",
            "the pawn on d4 attacks diagonally, the knight on f3 in an L.",
        ),
        Exercise::reach(
            t(
                "Donnez échec en attaquant aussi la tour, puis prenez-la.",
                "Give check while also attacking the rook, then take it.",
            ),
            "7k/r7/8/8/8/8/8/3QK3 w - - 0 1",
            Goal::Capture,
            &["Qd4+", "Kg8", "Qxa7"],
        )
        .note(
            "Dd4+ attaque le roi et la tour à la fois : le roi doit parer, la tour tombe.",
            "Qd4+ attacks the king and the rook at once: the king must parry, the rook falls.",
        ),
    ],
};
