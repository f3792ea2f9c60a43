//! La défense sicilienne: 1.e4 c5, the open Sicilian, the Najdorf and the
//! Dragon, the Alapin, and the Siberian trap.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "sicilian-defence",
    group: Group::Openings,
    title: t("La défense sicilienne", "The Sicilian Defence"),
    intro: t(
        "1.e4 c5 : les Noirs contestent d4 avec un pion de flanc, ce qui déséquilibre la \
         partie. Dans la sicilienne ouverte (2.Cf3 d6 3.d4 cxd4 4.Cxd4 Cf6 5.Cc3), ils ont \
         échangé un pion de flanc contre un pion central et gardent la colonne c ouverte ; \
         5...a6 est la Najdorf, 5...g6 le Dragon.",
        "1.e4 c5: Black contests d4 with a flank pawn, which unbalances the game. In the Open \
         Sicilian (2.Nf3 d6 3.d4 cxd4 4.Nxd4 Nf6 5.Nc3), Black has traded a flank pawn for a \
         centre pawn and keeps the half-open c-file; 5...a6 is the Najdorf, 5...g6 the Dragon.",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense sicilienne.",
                "With Black, play the Sicilian Defence.",
            ),
            &["c5"],
        )
        .after("e4")
        .hints(&[hint(
            "1...e5",
            "1...e5 est un bon coup, mais symétrique : la sicilienne conteste d4 avec le pion c.",
            "1...e5 is a good move, but symmetrical: the Sicilian contests d4 with the c-pawn.",
        )])
        .opening("B20", "Défense sicilienne", "Sicilian Defense")
        .note(
            "1...c5 contrôle d4 sans donner aux Blancs un pion central à attaquer.",
            "1...c5 controls d4 without giving White a centre pawn to attack.",
        ),
        Exercise::book(
            t(
                "La sicilienne ouverte : jouez les coups des Blancs.",
                "The Open Sicilian: play White's moves.",
            ),
            &["Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3"],
        )
        .after("e4 c5")
        .opening(
            "B54",
            "Défense sicilienne : variantes modernes, ligne principale",
            "Sicilian Defense: Modern Variations, Main Line",
        )
        .note(
            "2.Cf3 et 3.d4 ouvrent le centre ; 4.Cxd4 reprend avec une pièce, 5.Cc3 défend e4.",
            "2.Nf3 and 3.d4 open the centre; 4.Nxd4 takes back with a piece, 5.Nc3 defends e4.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez la Najdorf.",
                "With Black, play the Najdorf.",
            ),
            &["c5", "Nf3", "d6", "d4", "cxd4", "Nxd4", "Nf6", "Nc3", "a6"],
        )
        .after("e4")
        .opening(
            "B90",
            "Défense sicilienne : variante Najdorf",
            "Sicilian Defense: Najdorf Variation",
        )
        .note(
            "3...cxd4 échange un pion de flanc contre un pion central ; 5...a6 garde b5 et \
             prépare ...e5 ou ...b5.",
            "3...cxd4 trades a flank pawn for a centre pawn; 5...a6 guards b5 and prepares ...e5 \
             or ...b5.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez le Dragon.",
                "With Black, play the Dragon.",
            ),
            &["g6"],
        )
        .after("e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3")
        .opening(
            "B70",
            "Défense sicilienne : variante du dragon",
            "Sicilian Defense: Dragon Variation",
        )
        .note(
            "5...g6 prépare ...Fg7 : le fou sur la grande diagonale, comme la queue du dragon.",
            "5...g6 prepares ...Bg7: the bishop on the long diagonal, the dragon's tail.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, 3.d4 ouvre le centre : prenez.",
                "With Black, 3.d4 opens the centre: take.",
            ),
            &["cxd4"],
        )
        .after("e4 c5 Nf3 d6 d4")
        .opening("B50", "Défense sicilienne", "Sicilian Defense")
        .note(
            "3...cxd4 : l'échange du pion c contre le pion d, l'idée même de la sicilienne.",
            "3...cxd4: the c-pawn traded for the d-pawn, the very idea of the Sicilian.",
        ),
        Exercise::book(
            t(
                "Avec les Blancs, jouez la variante Alapin : préparez d4 avec c3.",
                "With White, play the Alapin: prepare d4 with c3.",
            ),
            &["c3", "d5", "exd5", "Qxd5", "d4"],
        )
        .after("e4 c5")
        .opening(
            "B22",
            "Défense sicilienne : variante Alapin, défense de Barmen",
            "Sicilian Defense: Alapin Variation, Barmen Defense",
        )
        .note(
            "2.c3 prépare 3.d4 pour reprendre avec un pion ; contre 2...d5, 4.d4 installe le \
             pion central.",
            "2.c3 prepares 3.d4 so as to take back with a pawn; against 2...d5, 4.d4 sets up \
             the centre pawn.",
        ),
        Exercise::sound(
            t(
                "Comment les Blancs reprennent-ils en d4 ?",
                "How should White take back on d4?",
            ),
            &[
                t("4.Dxd4", "4.Qxd4"),
                t("4.a3", "4.a3"),
                t("4.Cxd4", "4.Nxd4"),
            ],
            2,
        )
        .after("e4 c5 Nf3 d6 d4 cxd4")
        .opening("B50", "Défense sicilienne", "Sicilian Defense")
        .note(
            "4.Cxd4 reprend avec une pièce mineure, au centre.",
            "4.Nxd4 takes back with a minor piece, in the centre.",
        ),
        Exercise::book(
            t(
                "Le piège sibérien : avec les Noirs, 9.h3 ? chasse votre cavalier. Gagnez la \
                 partie.",
                "The Siberian trap: with Black, 9.h3? chases your knight. Win the game.",
            ),
            &["Nd4", "Nxd4", "Qh2#"],
        )
        .after("e4 c5 d4 cxd4 c3 dxc3 Nxc3 Nc6 Nf3 e6 Bc4 Qc7 Qe2 Nf6 O-O Ng4 h3")
        .opening(
            "B21",
            "Défense sicilienne : gambit Smith-Morra accepté, variante sibérienne, piège sibérien",
            "Sicilian Defense: Smith-Morra Gambit Accepted, Siberian Variation, Siberian Trap",
        )
        .note(
            "9...Cd4 ! attaque la dame ; si 10.Cxd4 ?, le cavalier f3 ne garde plus h2 : \
             10...Dh2#.",
            "9...Nd4! attacks the queen; if 10.Nxd4?, the f3 knight no longer guards h2: \
             10...Qh2#.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, répondez à 2.Cf3 par un coup de la sicilienne.",
                "With Black, answer 2.Nf3 with a Sicilian move.",
            ),
            &["d6|Nc6|e6"],
        )
        .after("e4 c5 Nf3")
        .opening(
            "B50",
            "Défense sicilienne : variantes modernes",
            "Sicilian Defense: Modern Variations",
        )
        .note(
            "2...d6, 2...Cc6 et 2...e6 sont les trois grandes suites.",
            "2...d6, 2...Nc6 and 2...e6 are the three main lines.",
        ),
    ],
};
