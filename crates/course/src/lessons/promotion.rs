//! La promotion: any piece, a second queen (art. 3.7).

use crate::exercise::{hint, Exercise, Goal};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "promotion",
    group: Group::SpecialMoves,
    title: t("La promotion", "Promotion"),
    intro: t(
        "Un pion qui atteint la dernière rangée est aussitôt remplacé, dans le même coup, par \
         une dame, une tour, un fou ou un cavalier de sa couleur, au choix — même si cette \
         pièce est encore sur l'échiquier : on peut avoir deux dames.",
        "A pawn reaching the last rank is replaced at once, in the same move, by a queen, a \
         rook, a bishop or a knight of its colour, as the player chooses — even if that piece \
         is still on the board: you can have two queens.",
    ),
    articles: "3.7",
    exercises: &[
        Exercise::reach(
            t("Promouvez le pion.", "Promote the pawn."),
            "8/4P1k1/8/8/8/8/8/4K3 w - - 0 1",
            Goal::Promotion,
            &["e8=Q"],
        )
        .note(
            "le pion devient la pièce de votre choix ; le plus souvent, une dame.",
            "the pawn becomes the piece of your choice; most often a queen.",
        ),
        Exercise::play(
            t(
                "Vous avez déjà une dame : promouvez quand même en dame.",
                "You already have a queen: promote to a queen all the same.",
            ),
            "8/4P1k1/8/8/8/8/Q7/4K3 w - - 0 1",
            &["e8=Q"],
        )
        .note(
            "deux dames blanches : c'est permis.",
            "two white queens: that is allowed.",
        ),
        Exercise::reach(
            t(
                "Promouvez en prenant la tour.",
                "Promote by capturing the rook.",
            ),
            "4r3/5P1k/8/8/8/8/8/K7 w - - 0 1",
            Goal::Capture,
            &["fxe8=Q"],
        )
        .note(
            "le pion prend en diagonale et se promeut dans le même coup.",
            "the pawn captures diagonally and promotes in the same move.",
        ),
        Exercise::reach(
            t(
                "Les Noirs jouent. Promouvez en donnant échec.",
                "Black to play. Promote with check.",
            ),
            "8/8/8/8/8/2k5/p7/6K1 b - - 0 1",
            Goal::Check,
            &["a1=Q+"],
        )
        .note(
            "la nouvelle dame noire attaque le roi sur la 1re rangée.",
            "the new black queen attacks the king along the 1st rank.",
        ),
        Exercise::reach(
            t(
                "Promouvez en cavalier : échec, puis prenez la dame.",
                "Promote to a knight: check, then take the queen.",
            ),
            "8/3q1P1k/8/8/8/8/8/4K3 w - - 0 1",
            Goal::Capture,
            &["f8=N+", "Kg7", "Nxd7"],
        )
        .hints(&[hint(
            "f8=Q",
            "Une dame en f8 ne gagne rien ici. Un cavalier, lui, attaque le roi et la dame.",
            "A queen on f8 wins nothing here. A knight attacks both the king and the queen.",
        )])
        .note(
            "le cavalier promu fait fourchette sur le roi et la dame.",
            "the new knight forks the king and the queen.",
        ),
        Exercise::reach(
            t(
                "Escorté par le roi, menez le pion à dame.",
                "Escorted by the king, take the pawn to promotion.",
            ),
            "8/3K2k1/4P3/8/8/8/8/8 w - - 0 1",
            Goal::Promotion,
            &["e7", "Kf7", "e8=Q+"],
        )
        .note(
            "le roi blanc en d7 garde e7 et e8 : le roi noir ne peut pas arrêter le pion.",
            "the white king on d7 guards e7 and e8: the black king cannot stop the pawn.",
        ),
        Exercise::reach(
            t(
                "Le roi noir défend. Menez quand même le pion à dame.",
                "The black king defends. Take the pawn to promotion all the same.",
            ),
            "4k3/8/4PK2/8/8/8/8/8 w - - 0 1",
            Goal::Promotion,
            &["e7", "Kd7", "Kf7", "Kd6", "e8=Q"],
        )
        .hints(&[hint(
            "Ke5",
            "Le roi s'éloigne du pion : le roi noir viendra le prendre. Avancez le pion, votre \
             roi le protège.",
            "The king leaves the pawn: the black king will come and take it. Push the pawn, \
             your king protects it.",
        )])
        .note(
            "e7 chasse le roi noir, puis Rf7 garde la case de promotion.",
            "e7 drives the black king away, then Kf7 guards the promotion square.",
        ),
    ],
};
