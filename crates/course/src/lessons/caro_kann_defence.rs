//! La défense Caro-Kann: 1.e4 c6 2.d4 d5, the classical, advance and
//! exchange lines, and the smothered mate on d6.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "caro-kann-defence",
    group: Group::Openings,
    title: t("La défense Caro-Kann", "The Caro-Kann Defence"),
    intro: t(
        "1.e4 c6 2.d4 d5 : comme dans la française, les Noirs attaquent e4 par ...d5, mais \
         avec l'appui du pion c, si bien que le fou c8 peut sortir (...Ff5) avant ...e6. Une \
         défense solide, aux structures saines.",
        "1.e4 c6 2.d4 d5: as in the French, Black attacks e4 with ...d5, but backed by the \
         c-pawn, so that the c8 bishop can come out (...Bf5) before ...e6. A solid defence, \
         with a healthy pawn structure.",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense Caro-Kann.",
                "With Black, play the Caro-Kann Defence.",
            ),
            &["c6", "d4", "d5"],
        )
        .after("e4")
        .hints(&[hint(
            "1...e6",
            "1...e6 est la défense française : la Caro-Kann prépare ...d5 avec le pion c.",
            "1...e6 is the French Defence: the Caro-Kann prepares ...d5 with the c-pawn.",
        )])
        .opening("B12", "Défense Caro-Kann", "Caro-Kann Defense")
        .note(
            "1...c6 prépare 2...d5, qui attaque e4 sans enfermer le fou c8.",
            "1...c6 prepares 2...d5, which attacks e4 without shutting in the c8 bishop.",
        ),
        Exercise::book(
            t(
                "La variante classique, avec les Noirs : prenez en e4, puis sortez le fou.",
                "The Classical Variation, with Black: take on e4, then bring the bishop out.",
            ),
            &["dxe4", "Nxe4", "Bf5"],
        )
        .after("e4 c6 d4 d5 Nc3")
        .opening(
            "B18",
            "Défense Caro-Kann : variante classique",
            "Caro-Kann Defense: Classical Variation",
        )
        .note(
            "3...dxe4 puis 4...Ff5 : le fou sort avant ...e6 en attaquant le cavalier.",
            "3...dxe4, then 4...Bf5: the bishop comes out before ...e6, attacking the knight.",
        ),
        Exercise::book(
            t(
                "Le fou f5 est attaqué. Gardez-le sur sa diagonale.",
                "The f5 bishop is attacked. Keep it on its diagonal.",
            ),
            &["Bg6"],
        )
        .after("e4 c6 d4 d5 Nc3 dxe4 Nxe4 Bf5 Ng3")
        .opening(
            "B18",
            "Défense Caro-Kann : variante classique",
            "Caro-Kann Defense: Classical Variation",
        )
        .note(
            "5...Fg6 garde le fou sur la diagonale b1-h7.",
            "5...Bg6 keeps the bishop on the b1-h7 diagonal.",
        ),
        Exercise::book(
            t(
                "La variante d'avance, avec les Blancs : avancez, puis développez.",
                "The Advance Variation, with White: push, then develop.",
            ),
            &["e5", "Bf5", "Nf3"],
        )
        .after("e4 c6 d4 d5")
        .opening(
            "B12",
            "Défense Caro-Kann : variante d'avance, variante Short",
            "Caro-Kann Defense: Advance Variation, Short Variation",
        )
        .note(
            "3.e5 gagne de l'espace ; 4.Cf3 développe en soutenant d4 et e5.",
            "3.e5 gains space; 4.Nf3 develops while supporting d4 and e5.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, contre l'avance, sortez le fou avant ...e6.",
                "With Black, against the advance, bring the bishop out before ...e6.",
            ),
            &["Bf5"],
        )
        .after("e4 c6 d4 d5 e5")
        .hints(&[hint(
            "3...e6",
            "3...e6 enfermerait le fou c8 : dans la Caro-Kann, il sort d'abord.",
            "3...e6 would shut in the c8 bishop: in the Caro-Kann it comes out first.",
        )])
        .opening(
            "B12",
            "Défense Caro-Kann : variante d'avance",
            "Caro-Kann Defense: Advance Variation",
        )
        .note(
            "3...Ff5 sort le fou avant que ...e6 ne l'enferme.",
            "3...Bf5 brings the bishop out before ...e6 shuts it in.",
        ),
        Exercise::book(
            t(
                "Avec les Blancs, reprenez en e4.",
                "With White, take back on e4.",
            ),
            &["Nxe4"],
        )
        .after("e4 c6 d4 d5 Nc3 dxe4")
        .opening(
            "B15",
            "Défense Caro-Kann : ligne principale",
            "Caro-Kann Defense: Main Line",
        )
        .note(
            "4.Cxe4 reprend le pion au centre.",
            "4.Nxe4 takes the pawn back in the centre.",
        ),
        Exercise::book(
            t(
                "La variante d'échange : échangez, puis développez le fou.",
                "The Exchange Variation: trade, then develop the bishop.",
            ),
            &["exd5", "cxd5", "Bd3"],
        )
        .after("e4 c6 d4 d5")
        .opening(
            "B13",
            "Défense Caro-Kann : variante d'échange",
            "Caro-Kann Defense: Exchange Variation",
        )
        .note(
            "3.exd5 cxd5 : une structure symétrique ; 4.Fd3 vise h7 et empêche ...Ff5.",
            "3.exd5 cxd5: a symmetrical structure; 4.Bd3 eyes h7 and stops ...Bf5.",
        ),
        Exercise::book(
            t(
                "Le piège du mat étouffé : la dame en e2, puis le cavalier en d6.",
                "The smothered mate trap: the queen to e2, then the knight to d6.",
            ),
            &["Qe2", "Ngf6", "Nd6#"],
        )
        .after("e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nd7")
        .opening(
            "B17",
            "Défense Caro-Kann : variante Karpov",
            "Caro-Kann Defense: Karpov Variation",
        )
        .note(
            "5.De2 cloue le pion e7 ; 5...Cgf6 ?? 6.Cd6# : le roi est étouffé par ses propres \
             pièces.",
            "5.Qe2 pins the e7 pawn; 5...Ngf6?? 6.Nd6#: the king is smothered by its own pieces.",
        ),
        Exercise::sound(
            t(
                "Avec les Noirs, quel coup suit les principes ?",
                "With Black, which move follows the principles?",
            ),
            &[
                t("4...h5", "4...h5"),
                t("4...Ff5", "4...Bf5"),
                t("4...Rd7", "4...Kd7"),
            ],
            1,
        )
        .after("e4 c6 d4 d5 Nc3 dxe4 Nxe4")
        .opening(
            "B18",
            "Défense Caro-Kann : variante classique",
            "Caro-Kann Defense: Classical Variation",
        )
        .note(
            "4...Ff5 développe le fou en attaquant le cavalier e4.",
            "4...Bf5 develops the bishop, attacking the e4 knight.",
        ),
    ],
};
