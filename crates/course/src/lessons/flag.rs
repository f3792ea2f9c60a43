//! La chute du drapeau, against a side that cannot mate (art. 6.9).

use crate::exercise::{Exercise, Question};
use crate::{t, Group, Lesson};
use roque_rules::Color;

pub(crate) const LESSON: Lesson = Lesson {
    id: "flag",
    group: Group::Play,
    title: t("La chute du drapeau", "The flag falls"),
    intro: t(
        "Le joueur qui dépasse son temps perd, sauf si l'adversaire ne peut plus faire mat par \
         aucune suite de coups légaux : alors la partie est nulle. Un roi seul ne peut jamais \
         mater ; mais un seul cavalier peut, si l'autre camp a encore des pièces pour boucher \
         son roi.",
        "A player who runs out of time loses, unless the opponent cannot mate by any sequence \
         of legal moves: the game is then drawn. A lone king can never mate; but a single \
         knight can, if the other side still has men to block its own king.",
    ),
    articles: "6.9",
    exercises: &[
        Exercise::choose(
            t(
                "Le drapeau des Noirs tombe. Quel est le résultat ?",
                "Black's flag falls. What is the result?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 0 1",
            Question::Flag(Color::Black),
        )
        .note(
            "les Blancs ont une tour : ils peuvent mater, ils gagnent.",
            "White has a rook: it can mate, it wins.",
        ),
        Exercise::choose(
            t(
                "Le drapeau des Blancs tombe. Quel est le résultat ?",
                "White's flag falls. What is the result?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 0 1",
            Question::Flag(Color::White),
        )
        .note(
            "les Noirs n'ont que leur roi : ils ne peuvent pas mater, nulle.",
            "Black has only its king: it cannot mate, a draw.",
        ),
        Exercise::choose(
            t(
                "Le drapeau des Blancs tombe. Les Noirs n'ont qu'un cavalier. Quel est le \
                 résultat ?",
                "White's flag falls. Black has only a knight. What is the result?",
            ),
            "8/8/4k3/4n3/8/8/4P3/4K3 w - - 0 1",
            Question::Flag(Color::White),
        )
        .note(
            "le pion blanc peut boucher une case de son roi : un mat existe, les Noirs gagnent.",
            "the white pawn can block a square of its own king: a mate exists, Black wins.",
        ),
        Exercise::choose(
            t(
                "Le drapeau des Blancs tombe. Les Noirs n'ont qu'un fou, les Blancs une dame. \
                 Quel est le résultat ?",
                "White's flag falls. Black has only a bishop, White a queen. What is the result?",
            ),
            "8/8/4k3/8/2b5/8/8/Q3K3 w - - 0 1",
            Question::Flag(Color::White),
        )
        .note(
            "la dame blanche peut enfermer son propre roi : un mat existe, les Noirs gagnent.",
            "the white queen can hem in its own king: a mate exists, Black wins.",
        ),
        Exercise::choose(
            t(
                "Le drapeau des Noirs tombe. Les Blancs ont deux cavaliers. Quel est le résultat ?",
                "Black's flag falls. White has two knights. What is the result?",
            ),
            "8/8/4k3/8/8/2NN4/8/4K3 w - - 0 1",
            Question::Flag(Color::Black),
        )
        .note(
            "deux cavaliers peuvent mater si le roi noir s'y prête : les Blancs gagnent.",
            "two knights can mate if the black king helps: White wins.",
        ),
        Exercise::choose(
            t(
                "Qui constate la chute du drapeau ?",
                "Who establishes that a flag has fallen?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 0 1",
            Question::Fixed {
                answers: &[
                    t(
                        "L'arbitre, ou l'un des joueurs qui le fait remarquer",
                        "The arbiter, or either player who points it out",
                    ),
                    t(
                        "Seulement le joueur dont le drapeau est tombé",
                        "Only the player whose flag fell",
                    ),
                ],
                right: 0,
            },
        )
        .note(
            "le drapeau est tombé quand l'arbitre le constate ou qu'un joueur le signale (art. \
             6.8).",
            "a flag has fallen when the arbiter sees it or a player points it out (art. 6.8).",
        ),
    ],
};
