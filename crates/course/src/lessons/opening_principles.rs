//! Les principes de l'ouverture: the centre, development, castling, and
//! what not to do — each wrong choice answered with the principle it
//! breaks, computed by `principles.rs`.

use crate::exercise::{hint, Exercise};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "opening-principles",
    group: Group::Openings,
    title: t("Les principes de l'ouverture", "Opening principles"),
    intro: t(
        "Dans l'ouverture, on prend le centre avec les pions (e4, d4), on sort les cavaliers et \
         les fous vers le centre, puis on roque tôt pour mettre le roi à l'abri. On évite de \
         sortir la dame trop tôt, de jouer deux fois la même pièce et de courir après les pions \
         au prix du développement.",
        "In the opening, take the centre with your pawns (e4, d4), bring the knights and \
         bishops out towards the centre, then castle early to shelter the king. Avoid bringing \
         the queen out too early, moving the same piece twice, and chasing pawns at the cost of \
         development.",
    ),
    articles: "",
    exercises: &[
        Exercise::sound(
            t(
                "Les Blancs commencent. Quel premier coup suit les principes ?",
                "White begins. Which first move follows the principles?",
            ),
            &[t("1.h4", "1.h4"), t("1.e4", "1.e4"), t("1.Ca3", "1.Na3")],
            1,
        )
        .note(
            "1.e4 occupe le centre et ouvre la route au fou f1 et à la dame.",
            "1.e4 takes the centre and opens the way for the f1 bishop and the queen.",
        ),
        Exercise::sound(
            t(
                "Après 1.e4 e5, quel coup des Blancs est le plus sain ?",
                "After 1.e4 e5, which White move is the soundest?",
            ),
            &[
                t("2.Dh5", "2.Qh5"),
                t("2.Re2", "2.Ke2"),
                t("2.Cf3", "2.Nf3"),
            ],
            2,
        )
        .after("e4 e5")
        .note(
            "2.Cf3 sort une pièce vers le centre en attaquant le pion e5.",
            "2.Nf3 brings a piece towards the centre and attacks the e5 pawn.",
        ),
        Exercise::sound(
            t(
                "Les Noirs jouent. Quel coup suit les principes ?",
                "Black to play. Which move follows the principles?",
            ),
            &[
                t("2...h6", "2...h6"),
                t("2...Cc6", "2...Nc6"),
                t("2...Dh4", "2...Qh4"),
            ],
            1,
        )
        .after("e4 e5 Nf3")
        .note(
            "2...Cc6 défend e5 en développant une pièce.",
            "2...Nc6 defends e5 while developing a piece.",
        ),
        Exercise::sound(
            t(
                "Quel troisième coup des Blancs est le plus sain ?",
                "Which third move for White is the soundest?",
            ),
            &[t("3.Cg5", "3.Ng5"), t("3.a3", "3.a3"), t("3.Fc4", "3.Bc4")],
            2,
        )
        .after("e4 e5 Nf3 Nc6")
        .note(
            "3.Fc4 développe le fou vers le centre et vise f7.",
            "3.Bc4 develops the bishop towards the centre and eyes f7.",
        ),
        Exercise::sound(
            t(
                "Les Noirs ont pris en d4. Comment les Blancs reprennent-ils ?",
                "Black took on d4. How should White take back?",
            ),
            &[
                t("4.Dxd4", "4.Qxd4"),
                t("4.Cxd4", "4.Nxd4"),
                t("4.a3", "4.a3"),
            ],
            1,
        )
        .after("e4 e5 Nf3 d6 d4 exd4")
        .note(
            "le cavalier reprend au centre ; la dame, elle, se ferait chasser par ...Cc6.",
            "the knight takes back in the centre; the queen would be chased by ...Nc6.",
        ),
        Exercise::sound(
            t(
                "Après 4...Cf6, quel coup des Blancs est le plus sain ?",
                "After 4...Nf6, which White move is the soundest?",
            ),
            &[
                t("5.Cg5", "5.Ng5"),
                t("5.d3", "5.d3"),
                t("5.Fxf7+", "5.Bxf7+"),
            ],
            1,
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6")
        .note(
            "5.d3 défend e4 et ouvre la route au fou c1 : le développement continue.",
            "5.d3 defends e4 and opens the way for the c1 bishop: development goes on.",
        ),
        Exercise::sound(
            t(
                "Les Noirs ont pris en d5 avec la dame. Quel coup des Blancs gagne du temps ?",
                "Black took on d5 with the queen. Which White move gains time?",
            ),
            &[t("3.Cc3", "3.Nc3"), t("3.Dg4", "3.Qg4"), t("3.h3", "3.h3")],
            0,
        )
        .after("e4 d5 exd5 Qxd5")
        .note(
            "3.Cc3 développe en attaquant la dame, qui doit encore bouger.",
            "3.Nc3 develops and attacks the queen, which must move again.",
        ),
        Exercise::sound(
            t(
                "Les Noirs jouent. Quel coup suit les principes ?",
                "Black to play. Which move follows the principles?",
            ),
            &[
                t("4...Re7", "4...Ke7"),
                t("4...Cf6", "4...Nf6"),
                t("4...a5", "4...a5"),
            ],
            1,
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O")
        .note(
            "4...Cf6 développe une pièce et prépare le petit roque.",
            "4...Nf6 develops a piece and prepares to castle kingside.",
        ),
        Exercise::book(
            t(
                "Les Blancs jouent. Mettez votre roi à l'abri ou sortez une pièce.",
                "White to play. Shelter your king or bring out a piece.",
            ),
            &["O-O|Nc3|d3|c3|d4"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Nf6")
        .hints(&[hint(
            "4.Ng5",
            "4.Cg5 attaque f7, mais rejoue un cavalier déjà sorti alors que trois pièces \
             attendent encore : la leçon sur la partie italienne montre ce coup.",
            "4.Ng5 attacks f7, but moves a knight that is already out while three pieces still \
             wait: the lesson on the Italian Game shows that move.",
        )])
        .note(
            "le roque (4.O-O), un cavalier (4.Cc3) ou un pion central (4.d3, 4.c3, 4.d4) : le \
             roi à l'abri, le centre, le développement.",
            "castling (4.O-O), a knight (4.Nc3) or a centre pawn (4.d3, 4.c3, 4.d4): the king \
             sheltered, the centre, development.",
        ),
        Exercise::book(
            t(
                "Les Noirs jouent. Roquez, ou renforcez le centre.",
                "Black to play. Castle, or reinforce the centre.",
            ),
            &["O-O|d6"],
        )
        .after("e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6 d3")
        .note(
            "5...O-O met le roi à l'abri ; 5...d6 soutient e5 et ouvre le fou c8.",
            "5...O-O shelters the king; 5...d6 supports e5 and opens the c8 bishop.",
        ),
    ],
};
