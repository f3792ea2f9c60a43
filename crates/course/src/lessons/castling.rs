//! Le roque and each of its conditions (art. 3.8.2).

use crate::exercise::{hint, Exercise, Goal, Marks, Question};
use crate::{t, Group, Lesson};
use roque_rules::CastlingSide;

pub(crate) const LESSON: Lesson = Lesson {
    id: "castling",
    group: Group::SpecialMoves,
    title: t("Le roque", "Castling"),
    intro: t(
        "Le roi va de deux cases vers une tour, qui saute par-dessus lui. Il faut que ni le roi \
         ni cette tour n'aient bougé, que les cases entre eux soient vides, et que le roi ne \
         soit pas en échec, ne traverse pas et n'arrive pas sur une case attaquée. La tour, \
         elle, peut être attaquée.",
        "The king moves two squares towards a rook, which jumps over it. Neither the king nor \
         that rook may have moved, the squares between them must be empty, and the king may \
         not be in check, cross or land on an attacked square. The rook itself may be attacked.",
    ),
    articles: "3.8.2",
    exercises: &[
        Exercise::play(
            t("Faites le petit roque.", "Castle kingside."),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            &["O-O"],
        )
        .hints(&[hint(
            "O-O-O",
            "C'est le grand roque, du côté de la dame. Le petit roque se fait vers la tour h1.",
            "That is queenside castling. Kingside castling goes towards the h1 rook.",
        )])
        .note(
            "le roi va en g1, la tour h1 saute en f1.",
            "the king goes to g1, the h1 rook jumps to f1.",
        ),
        Exercise::play(
            t(
                "Les Noirs jouent. Faites le grand roque.",
                "Black to play. Castle queenside.",
            ),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1",
            &["O-O-O"],
        )
        .note(
            "le roi va en c8, la tour a8 saute en d8.",
            "the king goes to c8, the a8 rook jumps to d8.",
        ),
        Exercise::play(
            t(
                "Roquez du côté où c'est permis.",
                "Castle on the side where it is allowed.",
            ),
            "r3k2r/8/8/1b6/8/8/8/R3K2R w KQkq - 0 1",
            &["O-O-O"],
        )
        .note(
            "le petit roque est impossible : le roi traverserait la case f1, attaquée par le fou en \
             b5.",
            "kingside castling is impossible: the king would cross f1, attacked by the bishop on \
             b5.",
        ),
        Exercise::squares(
            t(
                "Marquez les pièces noires qui attaquent la case f1.",
                "Mark the black pieces attacking f1.",
            ),
            "r3k2r/8/8/1b6/8/6n1/8/R3K2R w KQkq - 0 1",
            Marks::Attackers("f1"),
        )
        .note(
            "le fou en b5 et le cavalier en g3 : tant qu'ils attaquent f1, pas de petit roque.",
            "the bishop on b5 and the knight on g3: while they attack f1, no kingside castling.",
        ),
        Exercise::reach(
            t("Roquez.", "Castle."),
            "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
            Goal::Castle,
            &["O-O"],
        )
        .note(
            "le grand roque est impossible tant que le cavalier est en b1 : toutes les cases \
             entre le roi et la tour doivent être vides.",
            "queenside castling is impossible while the knight is on b1: every square between \
             the king and the rook must be empty.",
        ),
        Exercise::choose(
            t(
                "La tour h1 est attaquée par le fou. Les Blancs peuvent-ils faire le petit roque ?",
                "The h1 rook is attacked by the bishop. May White castle kingside?",
            ),
            "4k3/8/2b5/8/8/8/8/4K2R w K - 0 1",
            Question::CanCastle(CastlingSide::KingSide),
        )
        .hints(&[hint(
            "1",
            "Si : la tour peut être attaquée. Seul le roi ne doit être ni en échec, ni traverser \
             ni atteindre une case attaquée.",
            "Yes: the rook may be attacked. Only the king may not be in check, nor cross or \
             reach an attacked square.",
        )])
        .note("la tour peut être attaquée.", "the rook may be attacked."),
        Exercise::choose(
            t(
                "Le cavalier noir attaque b1. Les Blancs peuvent-ils faire le grand roque ?",
                "The black knight attacks b1. May White castle queenside?",
            ),
            "4k3/8/8/8/8/n7/8/R3K3 w Q - 0 1",
            Question::CanCastle(CastlingSide::QueenSide),
        )
        .hints(&[hint(
            "1",
            "Si : seule la tour passe par b1, le roi ne va que de e1 à c1.",
            "Yes: only the rook crosses b1, the king only goes from e1 to c1.",
        )])
        .note(
            "le roi ne passe que par d1 et c1 ; b1 peut être attaquée.",
            "the king only crosses d1 and c1; b1 may be attacked.",
        ),
        Exercise::choose(
            t(
                "Les Blancs peuvent-ils faire le petit roque ?",
                "May White castle kingside?",
            ),
            "4k1r1/8/8/8/8/8/8/4K2R w K - 0 1",
            Question::CanCastle(CastlingSide::KingSide),
        )
        .note(
            "le roi arriverait en g1, attaquée par la tour en g8.",
            "the king would land on g1, attacked by the rook on g8.",
        ),
        Exercise::choose(
            t(
                "Les Blancs peuvent-ils faire le petit roque ?",
                "May White castle kingside?",
            ),
            "4k3/8/4r3/8/8/8/8/R3K2R w KQ - 0 1",
            Question::CanCastle(CastlingSide::KingSide),
        )
        .note(
            "le roi est en échec : on ne roque pas pour sortir d'un échec.",
            "the king is in check: you cannot castle out of check.",
        ),
        Exercise::choose(
            t(
                "Le roi est allé en f1 puis revenu en e1. Les Blancs peuvent-ils roquer ?",
                "The king went to f1 and came back to e1. May White castle?",
            ),
            "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
            Question::CanCastle(CastlingSide::KingSide),
        )
        .after("Kf1 Kf8 Ke1 Ke8")
        .note(
            "un roi qui a bougé ne peut plus roquer, même revenu sur sa case.",
            "a king that has moved can no longer castle, even back on its square.",
        ),
        Exercise::play(
            t(
                "La tour h1 est allée en h2 et revenue. Roquez si vous le pouvez.",
                "The h1 rook went to h2 and came back. Castle if you can.",
            ),
            "r3k2r/pppppppp/8/8/8/8/1PPPPPP1/R3K2R w KQkq - 0 1",
            &["O-O-O"],
        )
        .after("Rh2 Kd8 Rh1 Ke8")
        .note(
            "le petit roque est perdu : la tour h1 a bougé. Le grand roque reste permis.",
            "kingside castling is lost: the h1 rook has moved. Queenside castling is still \
             allowed.",
        ),
    ],
};
