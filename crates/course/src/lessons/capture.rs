//! La prise: taking the place of an enemy piece (art. 3.1).

use crate::exercise::{hint, Exercise, Marks};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "capture",
    group: Group::Basics,
    title: t("La prise", "Capturing"),
    intro: t(
        "Une pièce prend une pièce adverse en allant sur sa case ; la pièce prise quitte \
         l'échiquier. On ne prend jamais ses propres pièces. Une pièce protégée peut être \
         reprise : comptez avant de prendre.",
        "A piece captures an enemy piece by moving to its square; the captured piece leaves \
         the board. You never capture your own pieces. A protected piece can be taken back: \
         count before you capture.",
    ),
    articles: "3.1",
    exercises: &[
        Exercise::squares(
            t(
                "Marquez toutes les pièces noires que les Blancs peuvent prendre.",
                "Mark every black piece White can capture.",
            ),
            "4k3/3q4/5p2/r5b1/4N3/8/8/2BRK3 w - - 0 1",
            Marks::Captures,
        )
        .note(
            "la dame (par la tour), le fou (par le fou ou le cavalier) et le pion f6 (par le \
             cavalier) ; la tour en a5 est hors d'atteinte.",
            "the queen (by the rook), the bishop (by the bishop or the knight) and the f6 pawn \
             (by the knight); the rook on a5 is out of reach.",
        ),
        Exercise::squares(
            t(
                "Les Noirs jouent. Marquez toutes les pièces blanches qu'ils peuvent prendre.",
                "Black to play. Mark every white piece Black can capture.",
            ),
            "r3k3/1p6/2N5/8/4B3/R7/8/4K3 b - - 0 1",
            Marks::Captures,
        )
        .note(
            "le cavalier par le pion b7, la tour en a3 par la tour en a8.",
            "the knight with the b7 pawn, the rook on a3 with the rook on a8.",
        ),
        Exercise::play(
            t(
                "Prenez la pièce qui vaut le plus.",
                "Capture the more valuable piece.",
            ),
            "4k3/8/8/1r6/4p3/2N5/8/4K3 w - - 0 1",
            &["Nxb5"],
        )
        .hints(&[hint(
            "Nxe4",
            "Un pion vaut 1, la tour 5 : prenez la tour.",
            "A pawn is worth 1, the rook 5: take the rook.",
        )])
        .note("la tour vaut 5 pions.", "the rook is worth 5 pawns."),
        Exercise::play(
            t(
                "Prenez une pièce sans perdre votre dame.",
                "Capture a piece without losing your queen.",
            ),
            "4k3/2p5/3p4/8/n7/8/8/3QK3 w - - 0 1",
            &["Qxa4"],
        )
        .note(
            "le cavalier en a4 n'est pas protégé ; Dxd6 serait repris par le pion c7.",
            "the knight on a4 is unprotected; Qxd6 would be taken back by the c7 pawn.",
        ),
        Exercise::play(
            t(
                "Les Noirs jouent. Prenez la pièce blanche qui n'est pas protégée.",
                "Black to play. Capture the white piece that is not protected.",
            ),
            "4k3/8/8/3r2B1/8/3N4/4K3/8 b - - 0 1",
            &["Rxg5"],
        )
        .note(
            "le fou en g5 n'est protégé par personne ; le cavalier en d3 l'est par le roi.",
            "the bishop on g5 is protected by nobody; the knight on d3 is protected by the king.",
        ),
        Exercise::play(
            t(
                "Prenez le cavalier avec la bonne pièce.",
                "Capture the knight with the right piece.",
            ),
            "4k3/8/2p5/3n4/4P3/8/8/3QK3 w - - 0 1",
            &["exd5"],
        )
        .note(
            "le pion prend : s'il est repris, vous avez donné un pion pour un cavalier. La dame, \
             elle, serait perdue.",
            "the pawn takes: if it is taken back, you have given a pawn for a knight. The \
             queen would be lost.",
        ),
    ],
};
