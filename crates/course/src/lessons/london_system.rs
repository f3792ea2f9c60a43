//! Le système de Londres: d4, Bf4, e3, Nf3, c3, Nbd2 — and the knight's
//! raid on c7 of its Jobava cousin.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "london-system",
    group: Group::Openings,
    title: t("Le système de Londres", "The London System"),
    intro: t(
        "Le système de Londres : 1.d4, le fou en f4 avant e3 (pour ne pas l'enfermer), puis \
         e3, Cf3, c3, Cbd2, Fd3 et le roque. Un schéma solide qui se joue presque contre \
         toutes les défenses ; les Noirs le contestent souvent par ...c5 et ...Db6, qui vise \
         b2.",
        "The London System: 1.d4, the bishop to f4 before e3 (so as not to shut it in), then \
         e3, Nf3, c3, Nbd2, Bd3 and castling. A solid set-up played against almost every \
         defence; Black often challenges it with ...c5 and ...Qb6, aiming at b2.",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Jouez le système de Londres : le fou sort en f4 avant e3.",
                "Play the London System: the bishop comes out to f4 before e3.",
            ),
            &["d4", "Nf6", "Nf3", "g6", "Bf4"],
        )
        .hints(&[hint(
            "2.e3",
            "2.e3 enfermerait le fou c1 : dans le Londres, il sort d'abord en f4.",
            "2.e3 would shut in the c1 bishop: in the London it comes out to f4 first.",
        )])
        .opening("A48", "Système de Londres", "London System")
        .note(
            "1.d4 prend le centre, 2.Cf3 développe, 3.Ff4 sort le fou avant de jouer e3.",
            "1.d4 takes the centre, 2.Nf3 develops, 3.Bf4 brings the bishop out before e3.",
        ),
        Exercise::book(
            t(
                "Jouez le Londres contre 1...d5 : fou en f4, puis le triangle de pions.",
                "Play the London against 1...d5: bishop to f4, then the pawn triangle.",
            ),
            &["d4", "d5", "Bf4", "Nf6", "e3", "e6", "Nf3"],
        )
        .hints(&[hint(
            "2.c4",
            "2.c4 est le gambit dame : le Londres sort le fou en f4.",
            "2.c4 is the Queen's Gambit: the London brings the bishop out to f4.",
        )])
        .opening(
            "D00",
            "Début du pion dame : système accéléré de Londres",
            "Queen's Pawn Game: Accelerated London System",
        )
        .note(
            "2.Ff4, puis 3.e3 et 4.Cf3 : le fou est dehors, les pions d4 et e3 tiennent le \
             centre.",
            "2.Bf4, then 3.e3 and 4.Nf3: the bishop is out, the d4 and e3 pawns hold the \
             centre.",
        ),
        Exercise::book(
            t(
                "Les Noirs frappent par ...c5. Soutenez d4 et développez-vous.",
                "Black strikes with ...c5. Support d4 and develop.",
            ),
            &["c3", "Nc6", "Nbd2", "Bd6", "Bg3"],
        )
        .after("d4 d5 Bf4 Nf6 e3 e6 Nf3 c5")
        .opening(
            "D02",
            "Début du pion dame : système de Londres",
            "Queen's Pawn Game: London System",
        )
        .note(
            "5.c3 soutient d4, 6.Cbd2 développe sans gêner c3, 7.Fg3 garde le fou face à \
             ...Fd6.",
            "5.c3 supports d4, 6.Nbd2 develops without blocking c3, 7.Bg3 keeps the bishop \
             against ...Bd6.",
        ),
        Exercise::book(
            t(
                "5...Db6 attaque b2. Défendez-le, ou offrez-le comme les maîtres.",
                "5...Qb6 attacks b2. Defend it, or offer it as the masters do.",
            ),
            &["Nc3|Qc1"],
        )
        .after("d4 Nf6 Nf3 d5 Bf4 c5 e3 Qb6")
        .opening(
            "D02",
            "Système de Londres : variante du pion empoisonné",
            "London System: Poisoned Pawn Variation",
        )
        .note(
            "5.Cc3 offre le pion b2 (le pion empoisonné : 5...Dxb2 6.Cb5 !) ; 5.Dc1 le défend.",
            "5.Nc3 offers the b2 pawn (the poisoned pawn: 5...Qxb2 6.Nb5!); 5.Qc1 defends \
             it.",
        ),
        Exercise::book(
            t(
                "Le raid du cavalier : visez c7 avec le cavalier et le fou f4.",
                "The knight's raid: aim at c7 with the knight and the f4 bishop.",
            ),
            &["Nb5", "e6", "Nxc7+", "Qxc7", "Bxc7"],
        )
        .after("d4 d5 Bf4 Nf6 Nc3 Bf5")
        .opening("D01", "Système Rapport-Jobava", "Rapport-Jobava System")
        .note(
            "4.Cb5 et le fou f4 visent c7 ; 4...e6 ? ne le défend pas : 5.Cxc7+ Dxc7 6.Fxc7 \
             gagne la dame pour un cavalier.",
            "4.Nb5 and the f4 bishop aim at c7; 4...e6? does not defend it: 5.Nxc7+ Qxc7 \
             6.Bxc7 wins the queen for a knight.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, parez la menace sur c7.",
                "With Black, parry the threat on c7.",
            ),
            &["Na6"],
        )
        .after("d4 d5 Bf4 Nf6 Nc3 Bf5 Nb5")
        .hints(&[hint(
            "4...e6",
            "4...e6 ? laisse c7 : 5.Cxc7+ fourchette le roi et la tour, et le fou f4 soutient.",
            "4...e6? leaves c7: 5.Nxc7+ forks king and rook, backed by the f4 bishop.",
        )])
        .opening("D01", "Système Rapport-Jobava", "Rapport-Jobava System")
        .note(
            "4...Ca6 défend c7 une seconde fois.",
            "4...Na6 defends c7 a second time.",
        ),
        Exercise::sound(
            t(
                "Quel coup continue le système de Londres ?",
                "Which move continues the London System?",
            ),
            &[t("3.Fg5", "3.Bg5"), t("3.e3", "3.e3"), t("3.Ca3", "3.Na3")],
            1,
        )
        .after("d4 d5 Bf4 Nf6")
        .opening(
            "D00",
            "Début du pion dame : système accéléré de Londres",
            "Queen's Pawn Game: Accelerated London System",
        )
        .note(
            "3.e3 soutient d4 et ouvre le fou f1 ; le fou f4 est déjà dehors.",
            "3.e3 supports d4 and opens the f1 bishop; the f4 bishop is already out.",
        ),
        Exercise::book(
            t(
                "Achevez le développement : le fou f1, puis le roque.",
                "Complete development: the f1 bishop, then castle.",
            ),
            &["Bd3", "O-O", "O-O"],
        )
        .after("d4 d5 Bf4 Nf6 e3 e6 Nf3 c5 c3 Nc6 Nbd2 Be7")
        .opening(
            "D02",
            "Début du pion dame : système de Londres",
            "Queen's Pawn Game: London System",
        )
        .note(
            "7.Fd3 vise h7, 8.O-O met le roi à l'abri : le Londres est en place.",
            "7.Bd3 eyes h7, 8.O-O shelters the king: the London is set up.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, contestez le Londres au centre.",
                "With Black, challenge the London in the centre.",
            ),
            &["c5|Nf6|e6|Bf5"],
        )
        .after("d4 d5 Bf4")
        .opening(
            "D00",
            "Début du pion dame : système accéléré de Londres, contre-gambit Steinitz",
            "Queen's Pawn Game: Accelerated London System, Steinitz Countergambit",
        )
        .note(
            "2...c5 frappe d4 tout de suite ; 2...Cf6, 2...e6 et 2...Ff5 se développent.",
            "2...c5 strikes d4 at once; 2...Nf6, 2...e6 and 2...Bf5 develop.",
        ),
    ],
};
