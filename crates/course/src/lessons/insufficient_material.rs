//! Les positions mortes: no mate possible any more (art. 5.2.2).

use crate::exercise::{hint, Exercise, Goal, Question};
use crate::{t, Group, Lesson};

pub(crate) const LESSON: Lesson = Lesson {
    id: "insufficient-material",
    group: Group::Draws,
    title: t("Matériel insuffisant", "Insufficient material"),
    intro: t(
        "Quand plus aucun des deux camps ne peut faire mat, par aucune suite de coups légaux, \
         la position est morte et la partie est nulle aussitôt : roi contre roi, roi et fou ou \
         roi et cavalier contre roi, ou seulement des fous sur des cases de même couleur.",
        "When neither side can mate by any sequence of legal moves, the position is dead and \
         the game is drawn at once: king against king, king and bishop or king and knight \
         against king, or only bishops on squares of one colour.",
    ),
    articles: "5.2.2",
    exercises: &[
        Exercise::choose(
            t(
                "Roi et fou contre roi. La partie continue-t-elle ?",
                "King and bishop against king. Does the game go on?",
            ),
            "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
            Question::Over,
        )
        .note(
            "un fou seul ne peut pas faire mat : position morte, nulle.",
            "a lone bishop cannot mate: dead position, a draw.",
        ),
        Exercise::choose(
            t(
                "Roi et deux cavaliers contre roi. La partie est-elle terminée ?",
                "King and two knights against king. Is the game over?",
            ),
            "8/8/4k3/8/8/2NN4/8/4K3 w - - 0 1",
            Question::Over,
        )
        .hints(&[hint(
            "0",
            "Deux cavaliers ne forcent pas le mat, mais un mat existe si le roi noir s'y prête : \
             la position n'est pas morte.",
            "Two knights cannot force mate, but a mate exists if the black king walks into it: \
             the position is not dead.",
        )])
        .note(
            "un mat reste possible (avec l'aide de l'adversaire) : la partie continue.",
            "a mate is still possible (with the opponent's help): the game goes on.",
        ),
        Exercise::choose(
            t(
                "Chaque camp a un fou, tous deux sur cases noires. La partie continue-t-elle ?",
                "Each side has a bishop, both on dark squares. Does the game go on?",
            ),
            "5b2/8/4k3/8/8/3K4/8/2B5 w - - 0 1",
            Question::Over,
        )
        .note(
            "des fous d'une seule couleur ne peuvent jamais faire mat : position morte.",
            "bishops of one colour can never mate: dead position.",
        ),
        Exercise::choose(
            t(
                "Chaque camp a un fou, l'un sur cases noires, l'autre sur cases blanches. La \
                 partie est-elle terminée ?",
                "Each side has a bishop, one on dark squares, the other on light squares. Is \
                 the game over?",
            ),
            "2b5/8/4k3/8/8/3K4/8/2B5 w - - 0 1",
            Question::Over,
        )
        .note(
            "avec des fous de couleurs opposées, un mat existe (le fou adverse bouche une case) : \
             la partie continue.",
            "with bishops of opposite colours a mate exists (the enemy bishop blocks a square): \
             the game goes on.",
        ),
        Exercise::choose(
            t(
                "Roi et cavalier contre roi et pion. La partie continue-t-elle ?",
                "King and knight against king and pawn. Does the game go on?",
            ),
            "8/8/4k3/4p3/8/2N5/8/4K3 w - - 0 1",
            Question::Over,
        )
        .note(
            "le pion noir peut enfermer son roi, et le pion peut aller à dame : pas morte.",
            "the black pawn can hem in its own king, and it can promote: not dead.",
        ),
        Exercise::reach(
            t(
                "Prenez le dernier pion noir : la partie sera nulle aussitôt.",
                "Take the last black pawn: the game will be drawn at once.",
            ),
            "8/8/4k3/8/8/3Kp3/8/8 w - - 0 1",
            Goal::Ends,
            &["Kxe3"],
        )
        .note(
            "roi contre roi : position morte.",
            "king against king: dead position.",
        ),
        Exercise::choose(
            t(
                "Roi et deux fous, tous deux sur cases noires, contre roi. La partie \
                 continue-t-elle ?",
                "King and two bishops, both on dark squares, against king. Does the game go on?",
            ),
            "8/8/4k3/8/8/2B1K3/8/4B3 w - - 0 1",
            Question::Over,
        )
        .note(
            "deux fous de la même couleur ne peuvent pas faire mat : position morte.",
            "two bishops of the same colour cannot mate: dead position.",
        ),
    ],
};
