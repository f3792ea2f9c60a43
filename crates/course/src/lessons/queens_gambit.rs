//! Le gambit dame: 1.d4 d5 2.c4, declined, accepted, the Slav, and the
//! Elephant trap.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "queens-gambit",
    group: Group::Openings,
    title: t("Le gambit dame", "The Queen's Gambit"),
    intro: t(
        "1.d4 d5 2.c4 : les Blancs offrent le pion c4 pour détourner le pion d5 du centre. Les \
         Noirs refusent souvent (2...e6, le gambit dame refusé, ou 2...c6, la défense slave) ; \
         s'ils prennent (2...dxc4, le gambit dame accepté), les Blancs reprennent le pion en \
         développant leurs pièces.",
        "1.d4 d5 2.c4: White offers the c4 pawn to lure the d5 pawn away from the centre. \
         Black often declines (2...e6, the Queen's Gambit Declined, or 2...c6, the Slav \
         Defence); if Black takes (2...dxc4, the Queen's Gambit Accepted), White wins the \
         pawn back while developing.",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Jouez le coup de l'ouverture : le gambit dame avec les Blancs.",
                "Play the opening's move: the Queen's Gambit with White.",
            ),
            &["d4", "d5", "c4"],
        )
        .hints(&[hint(
            "2.Bf4",
            "2.Ff4 est le système de Londres : le gambit dame frappe d5 avec le pion c.",
            "2.Bf4 is the London System: the Queen's Gambit strikes d5 with the c-pawn.",
        )])
        .opening("D06", "Gambit dame", "Queen's Gambit")
        .note(
            "2.c4 attaque d5 : si le pion prend, les Blancs auront le centre.",
            "2.c4 attacks d5: if the pawn takes, White will have the centre.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, refusez le gambit en soutenant d5.",
                "With Black, decline the gambit by supporting d5.",
            ),
            &["e6", "Nc3", "Nf6"],
        )
        .after("d4 d5 c4")
        .opening(
            "D35",
            "Gambit dame refusé : défense normale",
            "Queen's Gambit Declined: Normal Defense",
        )
        .note(
            "2...e6 soutient d5 et ouvre le fou f8 ; 3...Cf6 développe.",
            "2...e6 supports d5 and opens the f8 bishop; 3...Nf6 develops.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense slave.",
                "With Black, play the Slav Defence.",
            ),
            &["c6"],
        )
        .after("d4 d5 c4")
        .opening("D10", "Défense slave", "Slav Defense")
        .note(
            "2...c6 soutient d5 sans enfermer le fou c8.",
            "2...c6 supports d5 without shutting in the c8 bishop.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, acceptez le gambit, puis développez-vous.",
                "With Black, accept the gambit, then develop.",
            ),
            &["dxc4", "Nf3", "Nf6", "e3", "e6", "Bxc4", "c5"],
        )
        .after("d4 d5 c4")
        .opening(
            "D26",
            "Gambit dame accepté : défense classique",
            "Queen's Gambit Accepted: Classical Defense",
        )
        .note(
            "2...dxc4 prend le pion, mais ne cherche pas à le garder : les Noirs se développent \
             et frappent le centre par 5...c5.",
            "2...dxc4 takes the pawn, but does not try to keep it: Black develops and strikes \
             the centre with 5...c5.",
        ),
        Exercise::book(
            t(
                "Le gambit accepté : reprenez le pion, ou prenez le centre.",
                "The gambit accepted: win the pawn back, or take the centre.",
            ),
            &["e3|e4|Nf3"],
        )
        .after("d4 d5 c4 dxc4")
        .opening(
            "D20",
            "Gambit dame accepté : variante ancienne",
            "Queen's Gambit Accepted: Old Variation",
        )
        .note(
            "3.e3 ouvre le fou f1 qui reprendra en c4 ; 3.e4 prend le centre ; 3.Cf3 développe.",
            "3.e3 opens the f1 bishop, which will take back on c4; 3.e4 takes the centre; 3.Nf3 \
             develops.",
        ),
        Exercise::book(
            t(
                "Les Noirs veulent garder le pion c4 avec ...b5. Punissez-les.",
                "Black wants to keep the c4 pawn with ...b5. Punish it.",
            ),
            &["a4", "c6", "axb5", "cxb5", "Qf3"],
        )
        .after("d4 d5 c4 dxc4 e3 b5")
        .opening(
            "D20",
            "Gambit dame accepté : variante ancienne",
            "Queen's Gambit Accepted: Old Variation",
        )
        .note(
            "4.a4 attaque la chaîne ; après 5.axb5 cxb5, 6.Df3 attaque la tour a8 par la grande \
             diagonale : les Noirs perdent une pièce.",
            "4.a4 attacks the chain; after 5.axb5 cxb5, 6.Qf3 attacks the a8 rook along the long \
             diagonal: Black loses a piece.",
        ),
        Exercise::book(
            t(
                "La ligne classique du gambit dame refusé : jouez les coups des Blancs.",
                "The classical line of the Queen's Gambit Declined: play White's moves.",
            ),
            &["Nc3", "Nf6", "Bg5", "Be7", "e3", "O-O", "Nf3"],
        )
        .after("d4 d5 c4 e6")
        .opening(
            "D55",
            "Gambit dame refusé : variante moderne, ligne normale",
            "Queen's Gambit Declined: Modern Variation, Normal Line",
        )
        .note(
            "3.Cc3 ajoute une attaque sur d5, 4.Fg5 cloue le cavalier qui le défend, 5.e3 et \
             6.Cf3 achèvent le développement.",
            "3.Nc3 adds an attack on d5, 4.Bg5 pins the knight that defends it, 5.e3 and 6.Nf3 \
             complete development.",
        ),
        Exercise::book(
            t(
                "Le piège de l'éléphant : 6.Cxd5 ? a pris un pion. Punissez avec les Noirs.",
                "The Elephant trap: 6.Nxd5? took a pawn. Punish it with Black.",
            ),
            &["Nxd5", "Bxd8", "Bb4+", "Qd2", "Bxd2+", "Kxd2", "Kxd8"],
        )
        .after("d4 d5 c4 e6 Nc3 Nf6 Bg5 Nbd7 cxd5 exd5 Nxd5")
        .opening(
            "D51",
            "Gambit dame refusé : variante moderne, défense du cavalier",
            "Queen's Gambit Declined: Modern Variation, Knight Defense",
        )
        .note(
            "le cavalier f6 n'était pas vraiment cloué : 6...Cxd5 ! 7.Fxd8 Fb4+ 8.Dd2 Fxd2+ \
             9.Rxd2 Rxd8, et les Noirs ont une pièce de plus.",
            "the f6 knight was not really pinned: 6...Nxd5! 7.Bxd8 Bb4+ 8.Qd2 Bxd2+ 9.Kxd2 Kxd8, \
             and Black is a piece up.",
        ),
        Exercise::book(
            t(
                "Évitez le piège de l'éléphant : ne prenez pas en d5.",
                "Avoid the Elephant trap: do not take on d5.",
            ),
            &["e3|Nf3"],
        )
        .after("d4 d5 c4 e6 Nc3 Nf6 Bg5 Nbd7 cxd5 exd5")
        .hints(&[hint(
            "6.Nxd5",
            "6.Cxd5 ?? tombe dans le piège de l'éléphant : 6...Cxd5 ! 7.Fxd8 Fb4+ 8.Dd2 Fxd2+ \
             9.Rxd2 Rxd8, les Noirs gagnent une pièce.",
            "6.Nxd5?? falls into the Elephant trap: 6...Nxd5! 7.Bxd8 Bb4+ 8.Qd2 Bxd2+ 9.Kxd2 \
             Kxd8, Black wins a piece.",
        )])
        .opening(
            "D51",
            "Gambit dame refusé : variante moderne, défense du cavalier",
            "Queen's Gambit Declined: Modern Variation, Knight Defense",
        )
        .note(
            "6.e3 ou 6.Cf3 continuent le développement.",
            "6.e3 or 6.Nf3 go on developing.",
        ),
    ],
};
