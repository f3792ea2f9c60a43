//! La triple répétition, a draw to claim (art. 9.2).

use crate::exercise::{hint, Exercise, Question, START};
use crate::{t, Group, Lesson};
use roque_rules::DrawClaim;

/// The knights' dance from the start, twice: the starting position has
/// stood three times when White is to move.
const DANCE: &str = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1";

pub(crate) const LESSON: Lesson = Lesson {
    id: "threefold",
    group: Group::Draws,
    title: t("La triple répétition", "Threefold repetition"),
    intro: t(
        "Quand la même position apparaît pour la troisième fois (mêmes pièces sur les mêmes \
         cases, même trait, mêmes droits de roque et de prise en passant), le joueur qui a le \
         trait peut réclamer la nulle : avant de jouer le coup qui la produit, en l'annonçant, \
         ou juste après qu'elle est apparue. La partie ne s'arrête pas d'elle-même.",
        "When the same position occurs for the third time (same pieces on the same squares, \
         same side to move, same castling and en-passant rights), the player to move may \
         claim a draw: before playing the move that produces it, by announcing it, or just \
         after it has occurred. The game does not stop by itself.",
    ),
    articles: "9.2",
    exercises: &[
        Exercise::claim(
            t(
                "La position de départ est apparue trois fois. Réclamez la nulle.",
                "The starting position has occurred three times. Claim the draw.",
            ),
            START,
            DrawClaim::ThreefoldRepetition,
            &[],
            false,
        )
        .after("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8")
        .note(
            "la position est là pour la troisième fois, et c'est à vous de jouer.",
            "the position stands for the third time, and it is your move.",
        ),
        Exercise::claim(
            t(
                "Les Noirs jouent. Cg8 répéterait la position de départ une troisième fois : \
                 réclamez la nulle en annonçant ce coup.",
                "Black to play. Ng8 would repeat the starting position a third time: claim \
                 the draw by announcing that move.",
            ),
            START,
            DrawClaim::ThreefoldRepetition,
            &["Ng8"],
            true,
        )
        .after(DANCE)
        .note(
            "on annonce le coup sans le jouer, puis on réclame : une fois le coup joué, le droit \
             passe à l'adversaire.",
            "you announce the move without playing it, then claim: once the move is played, the \
             right passes to your opponent.",
        ),
        Exercise::claim(
            t(
                "La position de départ est apparue deux fois. Répétez-la et réclamez au bon \
                 moment.",
                "The starting position has occurred twice. Repeat it and claim at the right \
                 moment.",
            ),
            START,
            DrawClaim::ThreefoldRepetition,
            &["Nf3", "Nf6", "Ng1", "Ng8"],
            false,
        )
        .after("Nf3 Nf6 Ng1 Ng8")
        .note(
            "il faut une troisième fois : Cf3 Cf6 Cg1 Cg8, puis réclamer.",
            "it takes a third time: Nf3 Nf6 Ng1 Ng8, then claim.",
        ),
        Exercise::claim(
            t(
                "Les Noirs jouent. Réclamez la nulle par répétition au bon moment.",
                "Black to play. Claim a draw by repetition at the right moment.",
            ),
            "6k1/8/8/8/8/8/8/R5K1 w - - 0 1",
            DrawClaim::ThreefoldRepetition,
            &["Kg8"],
            true,
        )
        .after("Ra2 Kg7 Ra1 Kg8 Rb1 Kg7 Ra1")
        .note(
            "Rg8 ramènerait la position de départ pour la troisième fois : les répétitions \
             n'ont pas besoin de se suivre.",
            "Kg8 would bring back the starting position for the third time: the repetitions \
             need not follow each other.",
        ),
        Exercise::choose(
            t(
                "Les rois sont allés en f1 et f8 et revenus, deux fois. Les Blancs peuvent-ils \
                 réclamer la nulle ?",
                "The kings went to f1 and f8 and back, twice. May White claim a draw?",
            ),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            Question::Claimable,
        )
        .after("Kf1 Kf8 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8")
        .hints(&[hint(
            "0",
            "Même placement, mais au départ les deux camps pouvaient encore roquer : ce n'était \
             pas la même position (art. 9.2.2). Elle n'est apparue que deux fois.",
            "Same placement, but at the start both sides could still castle: it was not the \
             same position (art. 9.2.2). It has occurred only twice.",
        )])
        .note(
            "les droits de roque perdus changent la position : elle n'est apparue que deux fois.",
            "the lost castling rights change the position: it has occurred only twice.",
        ),
        Exercise::choose(
            t(
                "Les Blancs peuvent-ils réclamer la nulle ?",
                "May White claim a draw?",
            ),
            "6k1/8/8/8/8/8/8/R5K1 w - - 0 1",
            Question::Claimable,
        )
        .after("Ra2 Kg7 Ra1 Kg8 Ra2 Kg7 Ra1 Kg8")
        .note(
            "la position de départ est là pour la troisième fois.",
            "the starting position stands for the third time.",
        ),
    ],
};
