//! La nulle par accord mutuel and how to offer it (art. 9.1).

use crate::exercise::{hint, Exercise, Question, YES_NO};
use crate::{t, Group, Lesson};

/// A quiet middlegame: the board only sets the scene.
const GAME: &str = "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7";

pub(crate) const LESSON: Lesson = Lesson {
    id: "agreement",
    group: Group::Play,
    title: t("La nulle par accord", "Draw by agreement"),
    intro: t(
        "Les deux joueurs peuvent convenir de la nulle. On propose la nulle après avoir joué \
         son coup et avant d'appuyer sur la pendule. Une offre ne peut pas être retirée : elle \
         vaut jusqu'à ce que l'adversaire l'accepte ou la refuse.",
        "The two players may agree to a draw. You offer a draw after making your move and \
         before pressing the clock. An offer cannot be withdrawn: it stands until the opponent \
         accepts or rejects it.",
    ),
    articles: "5.2.3, 9.1",
    exercises: &[
        Exercise::choose(
            t("Quand proposer la nulle ?", "When do you offer a draw?"),
            GAME,
            Question::Fixed {
                answers: &[
                    t(
                        "Après avoir joué mon coup, avant d'appuyer sur la pendule",
                        "After making my move, before pressing the clock",
                    ),
                    t(
                        "Pendant que mon adversaire réfléchit",
                        "While my opponent is thinking",
                    ),
                    t(
                        "Après avoir appuyé sur la pendule",
                        "After pressing the clock",
                    ),
                ],
                right: 0,
            },
        )
        .hints(&[
            hint(
                "1",
                "Ce serait déranger l'adversaire pendant son temps de réflexion.",
                "That would disturb your opponent during their thinking time.",
            ),
            hint(
                "2",
                "Trop tard : une fois la pendule enfoncée, c'est le temps de l'adversaire.",
                "Too late: once the clock is pressed, it is your opponent's time.",
            ),
        ])
        .note(
            "on joue son coup, on propose, puis on appuie sur la pendule (art. 9.1.2.1).",
            "make your move, offer, then press the clock (art. 9.1.2.1).",
        ),
        Exercise::choose(
            t(
                "Vous avez proposé la nulle et regrettez. Pouvez-vous retirer votre offre ?",
                "You offered a draw and regret it. May you withdraw the offer?",
            ),
            GAME,
            Question::Fixed {
                answers: YES_NO,
                right: 1,
            },
        )
        .note(
            "une offre ne peut pas être retirée ; elle vaut jusqu'à la réponse de l'adversaire \
             (art. 9.1.2.1).",
            "an offer cannot be withdrawn; it stands until the opponent answers (art. 9.1.2.1).",
        ),
        Exercise::choose(
            t(
                "Votre adversaire vous propose nulle. Comment la refuser ?",
                "Your opponent offers a draw. How do you reject it?",
            ),
            GAME,
            Question::Fixed {
                answers: &[
                    t(
                        "En le disant, ou simplement en touchant une pièce pour jouer",
                        "By saying so, or simply by touching a piece to move it",
                    ),
                    t(
                        "Il faut obligatoirement le dire à voix haute",
                        "You must say so out loud",
                    ),
                ],
                right: 0,
            },
        )
        .note(
            "toucher une pièce dans l'intention de la jouer refuse l'offre (art. 9.1.2.1).",
            "touching a piece with the intention of moving it rejects the offer (art. 9.1.2.1).",
        ),
        Exercise::choose(
            t(
                "Votre adversaire vous propose nulle. La partie est-elle terminée ?",
                "Your opponent offers a draw. Is the game over?",
            ),
            GAME,
            Question::Fixed {
                answers: &[
                    t("Oui, dès l'offre", "Yes, as soon as it is offered"),
                    t("Non, seulement si j'accepte", "No, only if I accept"),
                ],
                right: 1,
            },
        )
        .note(
            "la nulle par accord demande l'accord des deux joueurs.",
            "a draw by agreement needs both players to agree.",
        ),
        Exercise::choose(
            t(
                "Vous réclamez la nulle par triple répétition, mais la réclamation est fausse. \
                 Que vaut-elle ?",
                "You claim a draw by threefold repetition, but the claim is wrong. What does it \
                 count as?",
            ),
            GAME,
            Question::Fixed {
                answers: &[
                    t(
                        "Rien : la partie continue et la réclamation est oubliée",
                        "Nothing: the game goes on and the claim is forgotten",
                    ),
                    t(
                        "Une offre de nulle, que l'adversaire peut accepter",
                        "A draw offer, which the opponent may accept",
                    ),
                ],
                right: 1,
            },
        )
        .note(
            "une réclamation de nulle vaut offre de nulle (art. 9.1.2.3).",
            "a draw claim counts as a draw offer (art. 9.1.2.3).",
        ),
        Exercise::choose(
            t(
                "Vous proposez la nulle avant d'avoir joué votre coup. Que vaut l'offre ?",
                "You offer a draw before making your move. What is the offer worth?",
            ),
            GAME,
            Question::Fixed {
                answers: &[
                    t("Rien : elle est nulle et non avenue", "Nothing: it is void"),
                    t(
                        "Elle reste valable, mais elle dérange l'adversaire : à éviter",
                        "It still stands, but it disturbs the opponent: avoid it",
                    ),
                ],
                right: 1,
            },
        )
        .note(
            "une offre faite à un autre moment reste valable (art. 9.1.2.1), mais l'adversaire \
             peut demander à voir votre coup avant de répondre.",
            "an offer made at another time still stands (art. 9.1.2.1), but the opponent may ask \
             to see your move before answering.",
        ),
    ],
};
