//! La règle des 75 coups ends the game by itself (art. 9.6.2).

use crate::exercise::{hint, Exercise, Goal, Question};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "seventy-five-moves",
    group: Group::Draws,
    title: t("La règle des 75 coups", "The seventy-five-move rule"),
    intro: t(
        "Après 75 coups de chaque camp sans prise ni mouvement de pion, la partie est nulle \
         d'elle-même, sans réclamation. Mais si le dernier de ces coups fait mat, le mat \
         l'emporte.",
        "After 75 moves by each side without a capture or a pawn move, the game is drawn by \
         itself, with no claim. But if the last of those moves is checkmate, the mate stands.",
    ),
    articles: "9.6.2",
    exercises: &[
        Exercise::choose(
            t(
                "75 coups de chaque camp viennent d'être joués sans prise ni coup de pion. La \
                 partie continue-t-elle ?",
                "75 moves by each side have just been played without a capture or a pawn move. \
                 Does the game go on?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 150 120",
            Question::Over,
        )
        .note(
            "la partie est nulle d'elle-même.",
            "the game is drawn by itself.",
        ),
        Exercise::choose(
            t(
                "60 coups de chaque camp sans prise ni coup de pion. La partie est-elle terminée ?",
                "60 moves by each side without a capture or a pawn move. Is the game over?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 120 120",
            Question::Over,
        )
        .hints(&[hint(
            "0",
            "Pas encore : après 50 coups on peut réclamer, mais la partie ne s'arrête d'elle-même \
             qu'à 75.",
            "Not yet: after 50 moves a draw may be claimed, but the game only stops by itself \
             at 75.",
        )])
        .note(
            "on peut réclamer (50 coups), mais la partie continue jusqu'à 75.",
            "a draw may be claimed (50 moves), but the game goes on until 75.",
        ),
        Exercise::reach(
            t(
                "Votre coup sera le 75e sans prise ni coup de pion. Jouez un coup qui termine la \
                 partie.",
                "Your move will be the 75th without a capture or a pawn move. Play a move that \
                 ends the game.",
            ),
            "8/8/4k3/8/8/3K4/7P/R7 w - - 149 120",
            Goal::Ends,
            &["Ra2"],
        )
        .hints(&[
            hint(
                "h3",
                "Un coup de pion remet le compteur à zéro : la partie continue.",
                "A pawn move resets the counter: the game goes on.",
            ),
            hint(
                "h4",
                "Un coup de pion remet le compteur à zéro : la partie continue.",
                "A pawn move resets the counter: the game goes on.",
            ),
        ])
        .note(
            "n'importe quel coup de pièce sans prise : 75 coups, nulle.",
            "any piece move without a capture: 75 moves, a draw.",
        ),
        Exercise::reach(
            t(
                "Votre coup sera le 75e sans prise ni coup de pion. Faites mat !",
                "Your move will be the 75th without a capture or a pawn move. Checkmate!",
            ),
            "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 120",
            Goal::Mate,
            &["Ra8#"],
        )
        .note(
            "le mat sur le 75e coup compte : les Blancs gagnent.",
            "mate on the 75th move stands: White wins.",
        ),
        Exercise::choose(
            t(
                "Après 75 coups sans prise ni coup de pion, qui déclare la nulle ?",
                "After 75 moves without a capture or a pawn move, who declares the draw?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 150 120",
            Question::Fixed {
                answers: &[
                    t(
                        "Le joueur qui a le trait, en réclamant",
                        "The player to move, by claiming",
                    ),
                    t(
                        "Personne : la partie est nulle d'elle-même",
                        "Nobody: the game is drawn by itself",
                    ),
                ],
                right: 1,
            },
        )
        .note(
            "comme la quintuple répétition, la règle des 75 coups s'applique d'elle-même.",
            "like fivefold repetition, the 75-move rule applies by itself.",
        ),
        Exercise::reach(
            t(
                "Votre coup sera le 75e sans prise ni coup de pion, et vous gagnez : jouez un \
                 coup qui laisse la partie continuer.",
                "Your move will be the 75th without a capture or a pawn move, and you are \
                 winning: play a move that lets the game go on.",
            ),
            "8/p7/4k3/8/8/3K4/8/R7 w - - 149 120",
            Goal::GoesOn,
            &["Rxa7"],
        )
        .note(
            "seule une prise (ou un coup de pion) remet le compteur à zéro : Txa7.",
            "only a capture (or a pawn move) resets the counter: Rxa7.",
        ),
    ],
};
