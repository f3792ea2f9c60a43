//! La quintuple répétition ends the game by itself (art. 9.6.1).

use crate::exercise::{hint, Exercise, Goal, Question};
use crate::{t, Group, Lesson};

/// Where every exercise of the lesson starts: a rook up for White.
const START: &str = "6k1/8/8/8/8/8/8/R5K1 w - - 0 1";

pub(crate) const LESSON: Lesson = Lesson {
    id: "fivefold",
    group: Group::Draws,
    title: t("La quintuple répétition", "Fivefold repetition"),
    intro: t(
        "Quand la même position apparaît pour la cinquième fois, la partie est nulle d'elle-même : \
         personne n'a besoin de réclamer, même le camp qui gagne ne peut plus l'éviter.",
        "When the same position occurs for the fifth time, the game is drawn by itself: nobody \
         needs to claim, and even the winning side can no longer avoid it.",
    ),
    articles: "9.6.1",
    exercises: &[
        Exercise::choose(
            t(
                "La position de départ vient d'apparaître pour la cinquième fois. La partie \
                 continue-t-elle ?",
                "The starting position has just occurred for the fifth time. Does the game go \
                 on?",
            ),
            START,
            Question::Over,
        )
        .after("Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8")
        .note(
            "à la cinquième fois, la partie est nulle d'elle-même.",
            "at the fifth time, the game is drawn by itself.",
        ),
        Exercise::choose(
            t(
                "La position de départ vient d'apparaître pour la quatrième fois. La partie \
                 est-elle terminée ?",
                "The starting position has just occurred for the fourth time. Is the game over?",
            ),
            START,
            Question::Over,
        )
        .after("Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8")
        .hints(&[hint(
            "0",
            "Quatre fois seulement : la partie continue tant que personne ne réclame. Il faut \
             la cinquième pour qu'elle s'arrête d'elle-même.",
            "Only four times: the game goes on as long as nobody claims. It takes the fifth for \
             it to stop by itself.",
        )])
        .note(
            "on pourrait réclamer la nulle (triple répétition), mais la partie ne s'arrête pas \
             d'elle-même avant la cinquième fois.",
            "a draw could be claimed (threefold repetition), but the game does not stop by \
             itself before the fifth time.",
        ),
        Exercise::reach(
            t(
                "Les Noirs jouent. Jouez le coup qui termine la partie par quintuple répétition.",
                "Black to play. Play the move that ends the game by fivefold repetition.",
            ),
            START,
            Goal::Ends,
            &["Kg8"],
        )
        .after("Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1")
        .note(
            "Rg8 ramène la position de départ pour la cinquième fois : nulle.",
            "Kg8 brings back the starting position for the fifth time: a draw.",
        ),
        Exercise::choose(
            t(
                "À la cinquième répétition, faut-il réclamer la nulle ?",
                "At the fifth repetition, must a draw be claimed?",
            ),
            START,
            Question::Fixed {
                answers: &[
                    t(
                        "Oui, comme pour la triple répétition",
                        "Yes, as for threefold repetition",
                    ),
                    t(
                        "Non : la partie est nulle d'elle-même",
                        "No: the game is drawn by itself",
                    ),
                ],
                right: 1,
            },
        )
        .note(
            "l'arbitre intervient de lui-même ; aucune réclamation n'est nécessaire.",
            "the arbiter steps in; no claim is needed.",
        ),
        Exercise::choose(
            t(
                "Les Blancs ont répété cinq fois le même placement, mais ils ont perdu leur droit \
                 de roque en route. La partie est-elle terminée ?",
                "White has repeated the same placement five times, but lost the right to castle \
                 on the way. Is the game over?",
            ),
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
            Question::Over,
        )
        .after("Kf1 Kd7 Ke1 Ke8 Kf1 Kd7 Ke1 Ke8 Kf1 Kd7 Ke1 Ke8 Kf1 Kd7 Ke1 Ke8")
        .note(
            "la position du début avait le droit de roque : elle n'est pas la même. Celle-ci \
             n'est apparue que quatre fois.",
            "the first position had the right to castle: it is not the same. This one has \
             occurred only four times.",
        ),
        Exercise::choose(
            t(
                "La position de départ vient d'apparaître pour la quatrième fois. Les Blancs \
                 peuvent-ils réclamer la nulle ?",
                "The starting position has just occurred for the fourth time. May White claim \
                 a draw?",
            ),
            START,
            Question::Claimable,
        )
        .after("Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8")
        .note(
            "dès la troisième fois, le joueur qui a le trait peut réclamer ; à la cinquième, la \
             partie s'arrête sans lui.",
            "from the third time on, the player to move may claim; at the fifth, the game stops \
             without them.",
        ),
    ],
};
