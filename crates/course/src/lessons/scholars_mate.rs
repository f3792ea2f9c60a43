//! Le coup du berger: the scholar's mate, how to play it and how to parry
//! it; a defence that fails is refuted by the board playing the mate.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "scholars-mate",
    group: Group::Openings,
    title: t("Le coup du berger", "The scholar's mate"),
    intro: t(
        "Le coup du berger vise f7, la case que seul le roi noir défend : 1.e4 e5 2.Fc4 Cc6 \
         3.Dh5 menace 4.Dxf7#. On le pare en défendant f7 ou en coupant la dame — 3...g6, \
         3...De7 ou 3...Df6 —, puis on sort ses pièces en chassant la dame adverse.",
        "The scholar's mate aims at f7, the square only the black king defends: 1.e4 e5 2.Bc4 \
         Nc6 3.Qh5 threatens 4.Qxf7#. Parry it by defending f7 or cutting the queen off — \
         3...g6, 3...Qe7 or 3...Qf6 — then bring your pieces out, chasing the enemy queen.",
    ),
    articles: "",
    exercises: &[
        Exercise::book(
            t(
                "Jouez le coup du berger avec les Blancs : le fou et la dame visent f7.",
                "Play the scholar's mate with White: bishop and queen aim at f7.",
            ),
            &["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"],
        )
        .opening("C23", "Partie du fou", "Bishop's Opening")
        .note(
            "le fou en c4 et la dame en h5 visent f7 ; 3...Cf6 ne défend pas f7, et 4.Dxf7# \
             est mat : la dame, protégée par le fou, ne peut être prise.",
            "the bishop on c4 and the queen on h5 aim at f7; 3...Nf6 does not defend it, and \
             4.Qxf7# is mate: the queen, protected by the bishop, cannot be taken.",
        ),
        Exercise::book(
            t(
                "Le même mat avec la dame en f3 : jouez-le.",
                "The same mate with the queen on f3: play it.",
            ),
            &["e4", "e5", "Bc4", "Bc5", "Qf3", "d6", "Qxf7#"],
        )
        .opening(
            "C23",
            "Partie du fou : variante Boi",
            "Bishop's Opening: Boi Variation",
        )
        .note(
            "la dame en f3 vise f7 par la colonne f ; 3...d6 ne la défend pas.",
            "the queen on f3 aims at f7 along the f-file; 3...d6 does not defend it.",
        ),
        Exercise::book(
            t(
                "Les Blancs menacent 4.Dxf7#. Parez la menace.",
                "White threatens 4.Qxf7#. Parry the threat.",
            ),
            &["g6|Qe7|Qf6"],
        )
        .after("e4 e5 Bc4 Nc6 Qh5")
        .hints(&[hint(
            "3...d5",
            "3...d5 coupe le fou, mais 4.Fxd5 rouvre la diagonale vers f7 et gagne un pion.",
            "3...d5 blocks the bishop, but 4.Bxd5 opens the diagonal to f7 again and wins a pawn.",
        )])
        .opening("C23", "Partie du fou", "Bishop's Opening")
        .note(
            "3...g6 chasse la dame en coupant sa route vers f7 ; 3...De7 et 3...Df6 défendent \
             f7.",
            "3...g6 drives the queen away and cuts its path to f7; 3...Qe7 and 3...Qf6 defend \
             f7.",
        ),
        Exercise::book(
            t(
                "La dame et le fou visent encore f7. Parez la menace.",
                "Queen and bishop aim at f7 again. Parry the threat.",
            ),
            &["Nf6|Qf6|Qe7"],
        )
        .after("e4 e5 Bc4 Nc6 Qf3")
        .opening("C23", "Partie du fou", "Bishop's Opening")
        .note(
            "3...Cf6 ferme la colonne f en développant un cavalier ; 3...Df6 et 3...De7 \
             défendent f7.",
            "3...Nf6 closes the f-file while developing a knight; 3...Qf6 and 3...Qe7 defend f7.",
        ),
        Exercise::book(
            t(
                "Chassée par 3...g6, la dame revient en f3 : la menace sur f7 est de retour. \
                 Parez-la.",
                "Driven off by 3...g6, the queen comes back to f3: the threat on f7 is back. \
                 Parry it.",
            ),
            &["Nf6|Qf6|Qe7"],
        )
        .after("e4 e5 Bc4 Nc6 Qh5 g6 Qf3")
        .opening("C23", "Partie du fou", "Bishop's Opening")
        .note(
            "4...Cf6 ferme la colonne f et développe : le meilleur.",
            "4...Nf6 closes the f-file and develops: the best.",
        ),
        Exercise::book(
            t(
                "2.Dh5 attaque le pion e5. Défendez-le.",
                "2.Qh5 attacks the e5 pawn. Defend it.",
            ),
            &["Nc6|d6|Qe7"],
        )
        .after("e4 e5 Qh5")
        .hints(&[hint(
            "2...Nf6",
            "2...Cf6 attaque la dame, mais 3.Dxe5+ prend le pion avec échec.",
            "2...Nf6 attacks the queen, but 3.Qxe5+ takes the pawn with check.",
        )])
        .opening(
            "C20",
            "Début du pion roi : attaque de la dame vagabonde",
            "King's Pawn Game: Wayward Queen Attack",
        )
        .note(
            "2...Cc6 défend e5 en développant ; 2...d6 et 2...De7 le défendent aussi.",
            "2...Nc6 defends e5 while developing; 2...d6 and 2...Qe7 defend it too.",
        ),
        Exercise::book(
            t(
                "La dame blanche vient de prendre en e5 avec échec. Punissez-la.",
                "The white queen has just taken on e5 with check. Punish it.",
            ),
            &["Nxe5"],
        )
        .after("e4 e5 Bc4 Nc6 Qh5 g6 Qxe5+")
        .opening("C23", "Partie du fou", "Bishop's Opening")
        .note(
            "le pion e5 était défendu par le cavalier : 4...Cxe5 gagne la dame.",
            "the e5 pawn was defended by the knight: 4...Nxe5 wins the queen.",
        ),
        Exercise::sound(
            t(
                "Les Blancs menacent 4.Dxf7#. Quel coup la pare ?",
                "White threatens 4.Qxf7#. Which move parries it?",
            ),
            &[
                t("3...Cf6", "3...Nf6"),
                t("3...g6", "3...g6"),
                t("3...a6", "3...a6"),
            ],
            1,
        )
        .after("e4 e5 Bc4 Nc6 Qh5")
        .opening("C23", "Partie du fou", "Bishop's Opening")
        .note(
            "3...g6 attaque la dame et lui coupe la route de f7.",
            "3...g6 attacks the queen and cuts its path to f7.",
        ),
        Exercise::book(
            t(
                "3...g6 chasse votre dame. Où va-t-elle pour viser encore f7 ?",
                "3...g6 drives your queen away. Where does it go to aim at f7 again?",
            ),
            &["Qf3"],
        )
        .after("e4 e5 Bc4 Nc6 Qh5 g6")
        .opening("C23", "Partie du fou", "Bishop's Opening")
        .note(
            "4.Df3 vise f7 de nouveau ; un coup qui ne fait pas peur si les Noirs répondent \
             4...Cf6.",
            "4.Qf3 aims at f7 again; not frightening if Black answers 4...Nf6.",
        ),
    ],
};
