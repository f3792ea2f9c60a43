//! La défense française: 1.e4 e6 2.d4 d5, the advance, exchange and
//! Winawer lines, and the trap of the advance variation.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "french-defence",
    group: Group::Openings,
    title: t("La défense française", "The French Defence"),
    intro: t(
        "1.e4 e6 2.d4 d5 : les Noirs préparent ...d5 pour attaquer e4 avec l'appui du pion e6. \
         Leur position est solide, mais le fou c8 est souvent enfermé derrière e6 ; ils \
         frappent le centre blanc par ...c5 et ...f6. Les Blancs choisissent entre 3.Cc3, \
         3.e5 (l'avance) et 3.exd5 (l'échange).",
        "1.e4 e6 2.d4 d5: Black prepares ...d5 to attack e4 with the e6 pawn's support. The \
         position is solid, but the c8 bishop is often shut in behind e6; Black strikes \
         White's centre with ...c5 and ...f6. White chooses between 3.Nc3, 3.e5 (the advance) \
         and 3.exd5 (the exchange).",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense française.",
                "With Black, play the French Defence.",
            ),
            &["e6", "d4", "d5"],
        )
        .after("e4")
        .hints(&[hint(
            "1...c6",
            "1...c6 est la défense Caro-Kann : la française prépare ...d5 avec le pion e.",
            "1...c6 is the Caro-Kann Defence: the French prepares ...d5 with the e-pawn.",
        )])
        .opening("C00", "Défense française", "French Defense")
        .note(
            "1...e6 prépare 2...d5, qui attaque e4 avec l'appui du pion e6.",
            "1...e6 prepares 2...d5, which attacks e4 with the e6 pawn's support.",
        ),
        Exercise::book(
            t(
                "Avec les Blancs, prenez le centre puis défendez e4 par une pièce.",
                "With White, take the centre, then defend e4 with a piece.",
            ),
            &["d4", "d5", "Nc3"],
        )
        .after("e4 e6")
        .opening(
            "C10",
            "Défense française : variante Paulsen",
            "French Defense: Paulsen Variation",
        )
        .note(
            "2.d4 prend tout le centre ; 3.Cc3 défend e4 en développant.",
            "2.d4 takes the whole centre; 3.Nc3 defends e4 while developing.",
        ),
        Exercise::book(
            t(
                "La variante d'avance : avancez le pion e, puis soutenez la chaîne.",
                "The Advance Variation: push the e-pawn, then support the chain.",
            ),
            &["e5", "c5", "c3", "Nc6", "Nf3"],
        )
        .after("e4 e6 d4 d5")
        .opening(
            "C02",
            "Défense française : variante d'avance, attaque Paulsen",
            "French Defense: Advance Variation, Paulsen Attack",
        )
        .note(
            "3.e5 gagne de l'espace ; 4.c3 et 5.Cf3 soutiennent d4, la base de la chaîne.",
            "3.e5 gains space; 4.c3 and 5.Nf3 support d4, the base of the chain.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, attaquez la base de la chaîne blanche.",
                "With Black, attack the base of White's chain.",
            ),
            &["c5"],
        )
        .after("e4 e6 d4 d5 e5")
        .opening(
            "C02",
            "Défense française : variante d'avance",
            "French Defense: Advance Variation",
        )
        .note(
            "3...c5 attaque d4, la base de la chaîne de pions blanche.",
            "3...c5 attacks d4, the base of White's pawn chain.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez la variante Winawer : clouez le cavalier c3.",
                "With Black, play the Winawer: pin the c3 knight.",
            ),
            &["Bb4"],
        )
        .after("e4 e6 d4 d5 Nc3")
        .opening(
            "C15",
            "Défense française : variante Winawer",
            "French Defense: Winawer Variation",
        )
        .note(
            "3...Fb4 cloue le cavalier qui défend e4.",
            "3...Bb4 pins the knight that defends e4.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, défendez-vous contre 3.Cc3 : développez ou prenez en e4.",
                "With Black, meet 3.Nc3: develop, or take on e4.",
            ),
            &["Nf6|Bb4|dxe4"],
        )
        .after("e4 e6 d4 d5 Nc3")
        .opening(
            "C11",
            "Défense française : variante classique",
            "French Defense: Classical Variation",
        )
        .note(
            "3...Cf6 (classique) attaque e4 ; 3...Fb4 (Winawer) cloue son défenseur ; 3...dxe4 \
             (Rubinstein) échange au centre.",
            "3...Nf6 (classical) attacks e4; 3...Bb4 (Winawer) pins its defender; 3...dxe4 \
             (Rubinstein) trades in the centre.",
        ),
        Exercise::book(
            t(
                "La variante d'échange : échangez, puis développez le fou.",
                "The Exchange Variation: trade, then develop the bishop.",
            ),
            &["exd5", "exd5", "Bd3"],
        )
        .after("e4 e6 d4 d5")
        .opening(
            "C01",
            "Défense française : variante d'échange",
            "French Defense: Exchange Variation",
        )
        .note(
            "3.exd5 exd5 ouvre le jeu et libère le fou c8 noir ; 4.Fd3 développe.",
            "3.exd5 exd5 opens the game and frees Black's c8 bishop; 4.Bd3 develops.",
        ),
        Exercise::book(
            t(
                "Les Noirs ont pris en d4 avec le cavalier. Tendez le piège : la dame noire \
                 sera perdue.",
                "Black took on d4 with the knight. Spring the trap: the black queen will be \
                 lost.",
            ),
            &["Nxd4", "Qxd4", "Bb5+", "Bd7", "Qxd4"],
        )
        .after("e4 e6 d4 d5 e5 c5 c3 Nc6 Nf3 Qb6 Bd3 cxd4 cxd4 Nxd4")
        .opening(
            "C02",
            "Défense française : variante d'avance, gambit Milner-Barry",
            "French Defense: Advance Variation, Milner-Barry Gambit",
        )
        .note(
            "8.Cxd4 Dxd4 ? 9.Fb5+ : l'échec découvre la dame d1 sur d4, et 10.Dxd4 la prend.",
            "8.Nxd4 Qxd4? 9.Bb5+: the check uncovers the d1 queen on d4, and 10.Qxd4 takes it.",
        ),
        Exercise::sound(
            t(
                "Avec les Noirs, votre cavalier est cloué. Quel coup suit les principes ?",
                "With Black, your knight is pinned. Which move follows the principles?",
            ),
            &[
                t("4...Ca6", "4...Na6"),
                t("4...Fe7", "4...Be7"),
                t("4...Re7", "4...Ke7"),
            ],
            1,
        )
        .after("e4 e6 d4 d5 Nc3 Nf6 Bg5")
        .opening(
            "C13",
            "Défense française : variante classique, variante normale",
            "French Defense: Classical Variation, Normal Variation",
        )
        .note(
            "4...Fe7 développe le fou, défait le clouage et prépare le roque.",
            "4...Be7 develops the bishop, breaks the pin and prepares castling.",
        ),
    ],
};
