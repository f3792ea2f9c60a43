//! Pièce touchée, pièce jouée (art. 4.2 to 4.5, 4.7).

use crate::exercise::{hint, Exercise, Goal, Question, START};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "touch-move",
    group: Group::Play,
    title: t("Pièce touchée, pièce jouée", "Touch-move"),
    intro: t(
        "Le joueur qui a le trait et touche volontairement une de ses pièces doit la jouer ; \
         s'il touche une pièce adverse, il doit la prendre, si c'est possible. Pour replacer \
         une pièce sans la jouer, on dit d'abord « j'adoube ».",
        "The player to move who deliberately touches one of their pieces must move it; one who \
         touches an enemy piece must capture it, if possible. To adjust a piece without moving \
         it, first say \"I adjust\" (« j'adoube »).",
    ),
    articles: "4.2, 4.3, 4.4, 4.5, 4.7",
    exercises: &[
        Exercise::reach(
            t(
                "Vous avez touché le cavalier en g1. Jouez.",
                "You touched the knight on g1. Play.",
            ),
            START,
            Goal::Any,
            &["Nf3"],
        )
        .having_touched(&["g1"])
        .note(
            "Cf3 ou Ch3 : la pièce touchée doit être jouée (art. 4.3.1).",
            "Nf3 or Nh3: the touched piece must be moved (art. 4.3.1).",
        ),
        Exercise::reach(
            t(
                "Vous avez touché le cavalier noir en f6. Jouez.",
                "You touched the black knight on f6. Play.",
            ),
            "rnbqkb1r/pppp1ppp/4pn2/6B1/3P4/8/PPP1PPPP/RN1QKBNR w KQkq - 0 3",
            Goal::Any,
            &["Bxf6"],
        )
        .having_touched(&["f6"])
        .note(
            "la pièce adverse touchée doit être prise (art. 4.3.2).",
            "the touched enemy piece must be captured (art. 4.3.2).",
        ),
        Exercise::reach(
            t(
                "Vous avez touché votre roi, puis la tour h1. Jouez.",
                "You touched your king, then the h1 rook. Play.",
            ),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            Goal::Any,
            &["O-O"],
        )
        .having_touched(&["e1", "h1"])
        .note(
            "roi et tour touchés : il faut roquer de ce côté, si c'est permis (art. 4.4.1).",
            "king and rook touched: you must castle on that side, if it is legal (art. 4.4.1).",
        ),
        Exercise::reach(
            t(
                "Vous avez touché la tour h1, puis votre roi. Jouez.",
                "You touched the h1 rook, then your king. Play.",
            ),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            Goal::Any,
            &["Rf1"],
        )
        .having_touched(&["h1", "e1"])
        .note(
            "la tour touchée la première doit être jouée ; le roque de ce côté est interdit pour \
             ce coup (art. 4.4.2).",
            "the rook, touched first, must be moved; castling on that side is forbidden on this \
             move (art. 4.4.2).",
        ),
        Exercise::reach(
            t(
                "Vous avez touché votre cavalier en b1, puis le pion noir en e7. Jouez.",
                "You touched your knight on b1, then the black pawn on e7. Play.",
            ),
            START,
            Goal::Any,
            &["Nc3"],
        )
        .having_touched(&["b1", "e7"])
        .note(
            "le cavalier ne peut pas prendre en e7, ni personne d'autre : il faut jouer la \
             première pièce touchée qui peut bouger, le cavalier (art. 4.3.3).",
            "the knight cannot take on e7, nor can anything else: you must move the first \
             touched piece that can move, the knight (art. 4.3.3).",
        ),
        Exercise::reach(
            t(
                "Vous avez touché le fou en c1, qui ne peut pas bouger. Jouez.",
                "You touched the bishop on c1, which cannot move. Play.",
            ),
            START,
            Goal::Any,
            &["e4"],
        )
        .having_touched(&["c1"])
        .note(
            "aucune pièce touchée ne peut bouger : n'importe quel coup légal (art. 4.5).",
            "no touched piece can move: any legal move (art. 4.5).",
        ),
        Exercise::choose(
            t(
                "Vous voulez recentrer un cavalier sur sa case sans le jouer. Que faites-vous ?",
                "You want to straighten a knight on its square without moving it. What do you do?",
            ),
            START,
            Question::Fixed {
                answers: &[
                    t(
                        "Je dis « j'adoube », puis je le replace",
                        "I say \"I adjust\", then straighten it",
                    ),
                    t(
                        "Je le replace, puis je dis « j'adoube »",
                        "I straighten it, then say \"I adjust\"",
                    ),
                    t(
                        "Je le replace sans rien dire",
                        "I straighten it without a word",
                    ),
                ],
                right: 0,
            },
        )
        .hints(&[hint(
            "1",
            "Trop tard : il faut l'annoncer avant de toucher la pièce.",
            "Too late: you must say so before touching the piece.",
        )])
        .note(
            "« j'adoube » se dit avant de toucher la pièce (art. 4.2.1).",
            "\"I adjust\" is said before touching the piece (art. 4.2.1).",
        ),
        Exercise::choose(
            t(
                "Vous avez lâché votre fou sur une case. Pouvez-vous encore le mettre ailleurs ?",
                "You have let go of your bishop on a square. May you still put it elsewhere?",
            ),
            START,
            Question::Fixed {
                answers: &[
                    t(
                        "Oui, tant que je n'ai pas appuyé sur la pendule",
                        "Yes, as long as I have not pressed the clock",
                    ),
                    t(
                        "Non : une pièce lâchée sur une case y reste",
                        "No: a piece released on a square stays there",
                    ),
                ],
                right: 1,
            },
        )
        .note(
            "une pièce lâchée sur une case, par un coup légal, ne peut plus aller ailleurs \
             (art. 4.7).",
            "a piece released on a square, as a legal move, cannot go elsewhere (art. 4.7).",
        ),
    ],
};
