//! La défense scandinave: 1.e4 d5, the queen's recapture and the
//! knight's, and the trap that loses the queen on d4.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "scandinavian-defence",
    group: Group::Openings,
    title: t("La défense scandinave", "The Scandinavian Defence"),
    intro: t(
        "1.e4 d5 : les Noirs attaquent e4 tout de suite. Après 2.exd5 Dxd5 3.Cc3, la dame est \
         chassée et recule (3...Da5, 3...Dd6 ou 3...Dd8) : c'est le prix de cette ouverture \
         directe. On peut aussi reprendre avec le cavalier : 2...Cf6.",
        "1.e4 d5: Black attacks e4 at once. After 2.exd5 Qxd5 3.Nc3, the queen is chased and \
         retreats (3...Qa5, 3...Qd6 or 3...Qd8): the price of this direct opening. Black can \
         also take back with the knight: 2...Nf6.",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Avec les Noirs, jouez la défense scandinave.",
                "With Black, play the Scandinavian Defence.",
            ),
            &["d5", "exd5", "Qxd5"],
        )
        .after("e4")
        .opening(
            "B01",
            "Défense scandinave : variante Mieses-Kotroc",
            "Scandinavian Defense: Mieses-Kotroc Variation",
        )
        .note(
            "1...d5 attaque e4 ; après 2.exd5, 2...Dxd5 reprend le pion.",
            "1...d5 attacks e4; after 2.exd5, 2...Qxd5 takes the pawn back.",
        ),
        Exercise::book(
            t(
                "Avec les Blancs, prenez en d5, puis gagnez du temps sur la dame.",
                "With White, take on d5, then gain time on the queen.",
            ),
            &["exd5", "Qxd5", "Nc3"],
        )
        .after("e4 d5")
        .hints(&[hint(
            "2.e5",
            "2.e5 est possible, mais la scandinave se joue 2.exd5 : prenez le pion.",
            "2.e5 is possible, but against the Scandinavian play 2.exd5: take the pawn.",
        )])
        .opening(
            "B01",
            "Défense scandinave : variante Mieses-Kotroc",
            "Scandinavian Defense: Mieses-Kotroc Variation",
        )
        .note(
            "2.exd5 prend ; 3.Cc3 développe en attaquant la dame, qui doit encore bouger.",
            "2.exd5 takes; 3.Nc3 develops and attacks the queen, which must move again.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, votre dame est attaquée : mettez-la à l'abri.",
                "With Black, your queen is attacked: put it in safety.",
            ),
            &["Qa5|Qd6|Qd8"],
        )
        .after("e4 d5 exd5 Qxd5 Nc3")
        .opening(
            "B01",
            "Défense scandinave : ligne principale",
            "Scandinavian Defense: Main Line",
        )
        .note(
            "3...Da5 cloue le cavalier c3 ; 3...Dd6 et 3...Dd8 sont aussi jouées.",
            "3...Qa5 pins the c3 knight; 3...Qd6 and 3...Qd8 are played too.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, jouez la variante moderne : reprenez plus tard avec le \
                 cavalier.",
                "With Black, play the Modern Variation: take back later with the knight.",
            ),
            &["Nf6"],
        )
        .after("e4 d5 exd5")
        .opening(
            "B01",
            "Défense scandinave : variante moderne",
            "Scandinavian Defense: Modern Variation",
        )
        .note(
            "2...Cf6 développe et reprendra en d5 sans exposer la dame.",
            "2...Nf6 develops and will take back on d5 without exposing the queen.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, reprenez le pion d5 avec le cavalier.",
                "With Black, take the d5 pawn back with the knight.",
            ),
            &["Nxd5"],
        )
        .after("e4 d5 exd5 Nf6 d4")
        .opening(
            "B01",
            "Défense scandinave : variante Marshall",
            "Scandinavian Defense: Marshall Variation",
        )
        .note(
            "3...Cxd5 : le pion est repris et le cavalier est au centre.",
            "3...Nxd5: the pawn is back and the knight stands in the centre.",
        ),
        Exercise::book(
            t(
                "Avec les Blancs, prenez le centre et développez-vous.",
                "With White, take the centre and develop.",
            ),
            &["d4", "Nf6", "Nf3"],
        )
        .after("e4 d5 exd5 Qxd5 Nc3 Qa5")
        .opening(
            "B01",
            "Défense scandinave : ligne principale, variante Mieses",
            "Scandinavian Defense: Main Line, Mieses Variation",
        )
        .note(
            "4.d4 prend le centre, 5.Cf3 développe : les Blancs ont gagné du temps sur la dame.",
            "4.d4 takes the centre, 5.Nf3 develops: White has gained time on the queen.",
        ),
        Exercise::book(
            t(
                "Le piège de la dame en d4 : avec les Blancs, jouez d4 et laissez les Noirs \
                 le prendre.",
                "The queen-on-d4 trap: with White, play d4 and let Black take it.",
            ),
            &["d4", "Bxf3", "Bxf3", "Qxd4", "Bxc6+", "bxc6", "Qxd4"],
        )
        .after("e4 d5 exd5 Qxd5 Nf3 Bg4 Be2 Nc6")
        .opening(
            "B01",
            "Défense scandinave : variante Mieses-Kotroc",
            "Scandinavian Defense: Mieses-Kotroc Variation",
        )
        .note(
            "6...Dxd4 ?? 7.Fxc6+ : l'échec découvre la dame d1 sur d4 ; après 7...bxc6 8.Dxd4, \
             les Blancs ont gagné la dame.",
            "6...Qxd4?? 7.Bxc6+: the check uncovers the d1 queen on d4; after 7...bxc6 8.Qxd4, \
             White has won the queen.",
        ),
        Exercise::book(
            t(
                "Avec les Noirs, votre dame est attaquée par le fou. Ne prenez pas d4 !",
                "With Black, the bishop attacks your queen. Do not take on d4!",
            ),
            &["Qd7|Qa5|Qd6|Qd8"],
        )
        .after("e4 d5 exd5 Qxd5 Nf3 Bg4 Be2 Nc6 d4 Bxf3 Bxf3")
        .hints(&[hint(
            "6...Qxd4",
            "6...Dxd4 ?? 7.Fxc6+ ! découvre la dame d1 sur d4 : après 7...bxc6 8.Dxd4, les \
             Noirs ont perdu leur dame.",
            "6...Qxd4?? 7.Bxc6+! uncovers the d1 queen on d4: after 7...bxc6 8.Qxd4, Black has \
             lost the queen.",
        )])
        .opening(
            "B01",
            "Défense scandinave : variante Mieses-Kotroc",
            "Scandinavian Defense: Mieses-Kotroc Variation",
        )
        .note(
            "6...Dd7 met la dame à l'abri et garde c6 ; 6...Da5, 6...Dd6 et 6...Dd8 aussi.",
            "6...Qd7 puts the queen in safety and guards c6; 6...Qa5, 6...Qd6 and 6...Qd8 too.",
        ),
        Exercise::sound(
            t(
                "Avec les Blancs, quel coup gagne du temps sur la dame ?",
                "With White, which move gains time on the queen?",
            ),
            &[t("3.h4", "3.h4"), t("3.Ca3", "3.Na3"), t("3.Cc3", "3.Nc3")],
            2,
        )
        .after("e4 d5 exd5 Qxd5")
        .opening(
            "B01",
            "Défense scandinave : variante Mieses-Kotroc",
            "Scandinavian Defense: Mieses-Kotroc Variation",
        )
        .note(
            "3.Cc3 développe en attaquant la dame.",
            "3.Nc3 develops and attacks the queen.",
        ),
    ],
};
