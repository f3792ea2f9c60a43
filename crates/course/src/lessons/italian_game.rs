//! La partie italienne: 1.e4 e5 2.Nf3 Nc6 3.Bc4, its plans, and its traps
//! (Légal's mate, the Fried Liver attack, the Blackburne–Kostić trap).

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "italian-game",
    group: Group::Openings,
    title: t("La partie italienne", "The Italian Game"),
    intro: t(
        "1.e4 e5 2.Cf3 Cc6 3.Fc4 : les Blancs prennent le centre, attaquent e5 avec le \
         cavalier, puis pointent le fou vers f7, le point faible du camp noir. Ensuite viennent \
         c3 et d4 pour le centre (ou d3, plus calme) et le roque. Les Noirs répondent 3...Fc5 \
         (giuoco piano) ou 3...Cf6 (défense des deux cavaliers).",
        "1.e4 e5 2.Nf3 Nc6 3.Bc4: White takes the centre, attacks e5 with the knight, then \
         points the bishop at f7, the weak spot of Black's camp. Then come c3 and d4 for the \
         centre (or the quieter d3) and castling. Black answers 3...Bc5 (giuoco piano) or \
         3...Nf6 (the Two Knights Defence).",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Jouez le coup de l'ouverture : la partie italienne avec les Blancs.",
                "Play the opening's move: the Italian Game with White.",
            ),
            &["e4", "e5", "Nf3", "Nc6", "Bc4"],
        )
        .hints(&[
            hint(
                "1.d4",
                "1.d4 est un bon coup, mais il mène aux débuts du pion dame, pas à la partie \
                 italienne : elle commence par 1.e4.",
                "1.d4 is a good move, but it leads to the queen's pawn openings, not the \
                 Italian: it begins with 1.e4.",
            ),
            hint(
                "3.Bb5",
                "3.Fb5 est la partie espagnole, une autre ouverture (la leçon suivante) : \
                 l'italienne place le fou en c4.",
                "3.Bb5 is the Ruy Lopez, another opening (the next lesson): the Italian puts \
                 the bishop on c4.",
            ),
        ])
        .opening("C50", "Partie italienne", "Italian Game")
        .note(
            "1.e4 prend le centre, 2.Cf3 sort un cavalier en attaquant e5, 3.Fc4 vise f7.",
            "1.e4 takes the centre, 2.Nf3 brings a knight out attacking e5, 3.Bc4 eyes f7.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, répondez à la partie italienne par le giuoco piano.",
                "With Black, answer the Italian Game with the giuoco piano.",
            ),
            &["e5", "Nf3", "Nc6", "Bc4", "Bc5"],
        )
        .after("e4")
        .opening(
            "C50",
            "Partie italienne : Giuoco Piano",
            "Italian Game: Giuoco Piano",
        )
        .note(
            "1...e5 conteste le centre, 2...Cc6 défend e5, 3...Fc5 vise f2 comme le fou blanc \
             vise f7.",
            "1...e5 contests the centre, 2...Nc6 defends e5, 3...Bc5 eyes f2 as the white \
             bishop eyes f7.",
        ),
        Exercise::book(
            t(
                "Construisez le centre : c3, puis d4.",
                "Build the centre: c3, then d4.",
            ),
            &["c3", "Nf6", "d4"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Bc5")
        .opening(
            "C54",
            "Partie italienne : variante classique, attaque du centre",
            "Italian Game: Classical Variation, Center Attack",
        )
        .note(
            "4.c3 prépare 5.d4, qui chasse le fou c5 et installe deux pions au centre.",
            "4.c3 prepares 5.d4, which drives the c5 bishop back and sets up two centre pawns.",
        ),
        Exercise::book(
            t(
                "Jouez un coup calme de la partie italienne : défendez e4 ou roquez.",
                "Play a quiet Italian move: defend e4 or castle.",
            ),
            &["d3|O-O|Nc3"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Nf6")
        .opening(
            "C55",
            "Partie italienne : défense des deux cavaliers, ouverture moderne du fou",
            "Italian Game: Two Knights Defense, Modern Bishop's Opening",
        )
        .note(
            "4.d3 défend e4 ; le roque ou 4.Cc3 sont aussi des coups de l'ouverture.",
            "4.d3 defends e4; castling or 4.Nc3 are opening moves too.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense des deux cavaliers.",
                "With Black, play the Two Knights Defence.",
            ),
            &["Nf6"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4")
        .opening(
            "C55",
            "Partie italienne : défense des deux cavaliers",
            "Italian Game: Two Knights Defense",
        )
        .note(
            "3...Cf6 développe le second cavalier et attaque e4.",
            "3...Nf6 develops the second knight and attacks e4.",
        ),
        Exercise::book(
            t(
                "4.Cg5 attaque f7. Défendez-vous au centre, puis sauvez le cavalier.",
                "4.Ng5 attacks f7. Hit back in the centre, then save the knight.",
            ),
            &["d5", "exd5", "Na5"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5")
        .hints(&[hint(
            "5...Nxd5",
            "5...Cxd5 ? permet 6.Cxf7 ! Rxf7 7.Df3+ : l'attaque du foie frit (Fegatello), \
             le roi noir est pris dans la tempête.",
            "5...Nxd5? allows 6.Nxf7! Kxf7 7.Qf3+: the Fried Liver attack (Fegatello), the \
             black king is caught in the storm.",
        )])
        .opening(
            "C58",
            "Partie italienne : défense des deux cavaliers, défense Polerio",
            "Italian Game: Two Knights Defense, Polerio Defense",
        )
        .note(
            "4...d5 coupe le fou ; après 5.exd5, 5...Ca5 attaque le fou au lieu de reprendre \
             en d5.",
            "4...d5 blocks the bishop; after 5.exd5, 5...Na5 attacks the bishop instead of \
             taking back on d5.",
        ),
        Exercise::book(
            t(
                "Les Noirs ont repris en d5 avec le cavalier. Lancez l'attaque du foie frit.",
                "Black took back on d5 with the knight. Launch the Fried Liver attack.",
            ),
            &["Nxf7", "Kxf7", "Qf3+", "Ke6", "Nc3"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5")
        .opening(
            "C57",
            "Partie italienne : défense des deux cavaliers, attaque du foie frit",
            "Italian Game: Two Knights Defense, Fried Liver Attack",
        )
        .note(
            "6.Cxf7 sacrifie le cavalier pour tirer le roi dehors ; 7.Df3+ et 8.Cc3 attaquent \
             le cavalier d5 cloué : le roi noir est au milieu de l'échiquier.",
            "6.Nxf7 sacrifices the knight to drag the king out; 7.Qf3+ and 8.Nc3 attack the \
             pinned d5 knight: the black king stands in the middle of the board.",
        ),
        Exercise::book(
            t(
                "Le mat de Légal : les Noirs ont cloué votre cavalier. Sacrifiez la dame et \
                 faites mat.",
                "Légal's mate: Black has pinned your knight. Sacrifice the queen and mate.",
            ),
            &["Nxe5", "Bxd1", "Bxf7+", "Ke7", "Nd5#"],
        )
        .after("e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6")
        .opening("C41", "Défense Philidor", "Philidor Defense")
        .note(
            "le clouage n'est pas absolu : 5.Cxe5 ! Fxd1 ? 6.Fxf7+ Re7 7.Cd5# — trois pièces \
             mineures font mat.",
            "the pin is not absolute: 5.Nxe5! Bxd1? 6.Bxf7+ Ke7 7.Nd5# — three minor pieces \
             mate.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, le gambit Blackburne-Kostić : 4.Cxe5 ? a pris le pion. Punissez.",
                "With Black, the Blackburne-Kostić Gambit: 4.Nxe5? took the pawn. Punish it.",
            ),
            &["Qg5", "Nxf7", "Qxg2", "Rf1", "Qxe4+", "Be2", "Nf3#"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Nd4 Nxe5")
        .opening(
            "C50",
            "Partie italienne : gambit Blackburne-Kostić",
            "Italian Game: Blackburne-Kostić Gambit",
        )
        .note(
            "4...Dg5 attaque e5 et g2 ; 5.Cxf7 ? Dxg2 6.Tf1 Dxe4+ 7.Fe2 Cf3# : un mat étouffé.",
            "4...Qg5 attacks e5 and g2; 5.Nxf7? Qxg2 6.Rf1 Qxe4+ 7.Be2 Nf3#: a smothered mate.",
        ),
    ],
};
