//! La règle des cinquante coups, a draw to claim (art. 9.3).

use crate::exercise::{hint, Exercise, Question};
use crate::{t, Group, Lesson};
use roque_rules::DrawClaim;

pub(crate) const LESSON: Lesson = Lesson {
    id: "fifty-moves",
    group: Group::Draws,
    title: t("La règle des cinquante coups", "The fifty-move rule"),
    intro: t(
        "Après cinquante coups de chaque camp sans prise ni mouvement de pion, le joueur qui a \
         le trait peut réclamer la nulle, en annonçant le coup qui complète les cinquante, ou \
         juste après. Une prise ou un coup de pion remet le compte à zéro.",
        "After fifty moves by each side without a capture or a pawn move, the player to move \
         may claim a draw, announcing the move that completes the fifty, or just after. A \
         capture or a pawn move resets the count.",
    ),
    articles: "9.3",
    exercises: &[
        Exercise::claim(
            t(
                "Cinquante coups de chaque camp sans prise ni coup de pion. Réclamez la nulle.",
                "Fifty moves by each side without a capture or a pawn move. Claim the draw.",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 100 80",
            DrawClaim::FiftyMoves,
            &[],
            false,
        )
        .note(
            "le compteur en est à 50 coups de chaque camp.",
            "the count stands at 50 moves by each side.",
        ),
        Exercise::claim(
            t(
                "49 coups de chaque camp sans prise ni coup de pion. Jouez, puis réclamez au \
                 bon moment.",
                "49 moves by each side without a capture or a pawn move. Play, then claim at \
                 the right moment.",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 98 80",
            DrawClaim::FiftyMoves,
            &["Ra2", "Kf5"],
            false,
        )
        .note(
            "après Ta2 Rf5, les cinquante coups de chaque camp sont faits.",
            "after Ra2 Kf5, the fifty moves by each side are complete.",
        ),
        Exercise::claim(
            t(
                "Votre prochain coup complètera les cinquante. Annoncez-le et réclamez.",
                "Your next move will complete the fifty. Announce it and claim.",
            ),
            "8/8/4k3/8/8/3K4/7P/R7 w - - 99 80",
            DrawClaim::FiftyMoves,
            &["Ra2"],
            true,
        )
        .hints(&[hint(
            "h3",
            "Un coup de pion remet le compte à zéro.",
            "A pawn move resets the count.",
        )])
        .note(
            "n'importe quel coup de pièce sans prise complète les cinquante ; pas un coup de \
             pion.",
            "any piece move without a capture completes the fifty; not a pawn move.",
        ),
        Exercise::choose(
            t(
                "Le compteur indique 99 demi-coups. Les Blancs peuvent-ils réclamer la nulle \
                 maintenant, sans annoncer de coup ?",
                "The counter shows 99 half-moves. May White claim a draw now, without \
                 announcing a move?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 99 80",
            Question::Claimable,
        )
        .hints(&[hint(
            "0",
            "Pas encore : 99 demi-coups, il manque un coup. Il faut annoncer le prochain.",
            "Not yet: 99 half-moves, one move is missing. Announce the next one.",
        )])
        .note(
            "il manque un demi-coup : il faut annoncer le coup qui complète les cinquante.",
            "one half-move is missing: announce the move that completes the fifty.",
        ),
        Exercise::choose(
            t(
                "Qui peut réclamer la nulle des cinquante coups ?",
                "Who may claim the fifty-move draw?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 w - - 100 80",
            Question::Fixed {
                answers: &[
                    t("Le joueur qui a le trait", "The player whose move it is"),
                    t(
                        "N'importe quel joueur, à n'importe quel moment",
                        "Either player, at any time",
                    ),
                    t("Seulement l'arbitre", "Only the arbiter"),
                ],
                right: 0,
            },
        )
        .note(
            "c'est le joueur qui a le trait qui réclame, avant de jouer (art. 9.3).",
            "the player to move claims, before moving (art. 9.3).",
        ),
        Exercise::choose(
            t(
                "Les Noirs ont le trait ; 50 coups de chaque camp viennent d'être joués sans \
                 prise ni coup de pion. Les Noirs peuvent-ils réclamer la nulle ?",
                "Black to move; 50 moves by each side have just been played without a capture \
                 or a pawn move. May Black claim a draw?",
            ),
            "8/8/4k3/8/8/3K4/8/R7 b - - 100 80",
            Question::Claimable,
        )
        .note(
            "le joueur qui a le trait peut réclamer, qu'il gagne ou qu'il perde.",
            "the player to move may claim, whether winning or losing.",
        ),
    ],
};
