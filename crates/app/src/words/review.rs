//! The review's words, in French and English: its labels, the judgements,
//! and why a move was worse, from the engine's [`Why`].

use roque_engine::review::{Judgement, Verdict, Why};
use roque_rules::{fr_en, to_san_with, Color, Lang, Move, Noun, Position, Role};

use crate::words::grammar::{and_list, colon};
use crate::words::texts_table;

texts_table! {
    /// The review's labels, in one language.
    pub struct ReviewTexts;
    /// The review's words in `lang`.
    pub fn texts;

    /// The button that starts it.
    review: "Revoir la partie", "Review the game";
    /// The card's title.
    title: "Revue de la partie", "Game review";
    /// What it does, before it starts.
    intro: "Le moteur juge chaque coup de la partie principale et dit où elle a basculé.",
           "The engine judges every move of the main line and shows where the game turned.";
    /// The progress bar's label.
    running: "Analyse des positions", "Analysing the positions";
    /// Stops it.
    stop: "Arrêter", "Stop";
    /// Said when it was stopped.
    stopped: "Revue arrêtée.", "Review stopped.";
    /// Said when the engine cannot run.
    unavailable: "Le moteur ne répond pas : la revue est impossible ici.",
                 "The engine does not answer: the review cannot run here.";
    /// The evaluation graph's label.
    graph: "L'évaluation au fil de la partie (en haut : les Blancs mieux)",
           "The evaluation through the game (up: White better)";
    /// Said of a move with nothing to say.
    fine: "Rien à redire à ce coup.", "Nothing wrong with this move.";
    /// Said at the start position.
    choose: "Choisissez un coup marqué pour voir pourquoi.", "Choose a marked move to see why.";
    /// The better move's label.
    best: "Meilleur", "Best";
    /// Retries a judged move.
    retry: "Rejouer à partir d'ici", "Retry from here";
    /// What to do in a retry.
    retry_hint: "Trouvez un meilleur coup sur l'échiquier.", "Find a better move on the board.";
    /// A retried move as good as the best.
    retry_good: "Bien vu : ce coup vaut le meilleur.", "Well found: this move is as good as the best.";
    /// A retried move better than the one played, not the best.
    retry_better: "Mieux que le coup joué, mais il y avait plus fort.", "Better than the move played, but there was stronger.";
    /// A retried move no better than the one played.
    retry_worse: "Pas mieux que le coup joué : essayez encore.", "No better than the move played: try again.";
    /// While the engine judges the retried move.
    retry_judging: "Le moteur juge votre coup…", "The engine judges your move…";
    /// Plays the position against the computer, as a new game.
    play_from: "Jouer d'ici contre l'ordinateur", "Play on from here against the computer";
    /// Ends the retry.
    back: "Retour à la revue", "Back to the review";
    /// Writes the review into the game (its PGN).
    annotate: "Annoter la partie", "Annotate the game";
    /// What annotating does.
    annotate_hint: "Chaque coup jugé reçoit son signe (?!, ?, ??), la raison et la meilleure suite en variante : le PGN copié ou exporté les garde.",
                   "Each judged move gets its sign (?!, ?, ??), the reason and the better line as a variation: the PGN copied or exported keeps them.";
}

/// A judgement's name: « Gaffe », "Blunder".
pub const fn judgement(judgement: Judgement, lang: Lang) -> &'static str {
    fr_en! { judgement, lang;
        Judgement::Inaccuracy => "Imprécision", "Inaccuracy";
        Judgement::Mistake => "Erreur", "Mistake";
        Judgement::Blunder => "Gaffe", "Blunder";
    }
}

/// How many of each judgement a side made: « Blancs : 1 imprécision,
/// 2 gaffes », "White: 1 inaccuracy, 2 blunders" (« aucune faute »,
/// "no mistake" for none).
pub fn tally(side: Color, counts: [usize; 3], lang: Lang) -> String {
    let nouns = [
        Noun {
            fr: ("imprécision", "imprécisions"),
            en: ("inaccuracy", "inaccuracies"),
        },
        Noun {
            fr: ("erreur", "erreurs"),
            en: ("mistake", "mistakes"),
        },
        Noun {
            fr: ("gaffe", "gaffes"),
            en: ("blunder", "blunders"),
        },
    ];
    let parts: Vec<String> = counts
        .iter()
        .zip(nouns)
        .filter(|(n, _)| **n > 0)
        .map(|(&n, noun)| noun.count(n, lang))
        .collect();
    let list = if parts.is_empty() {
        match lang {
            Lang::Fr => "aucune faute".to_string(),
            Lang::En => "no mistake".to_string(),
        }
    } else {
        parts.join(", ")
    };
    format!("{}{}{list}", side.plate_name(lang), colon(lang))
}

/// `mv` in SAN with `lang`'s piece letters, from `position`.
fn san(position: &Position, mv: Move, lang: Lang) -> String {
    to_san_with(position, mv, lang.piece_letters())
}

/// The moves of `line` from `position` in SAN, every one (`every`) or one
/// in two from the first (a side's moves, the replies left out), joined by
/// spaces or by « puis », "then".
fn line_text(position: &Position, line: &[Move], every: bool, lang: Lang) -> String {
    let mut position = *position;
    let mut said = Vec::new();
    for (i, &mv) in line.iter().enumerate() {
        if every || i % 2 == 0 {
            said.push(san(&position, mv, lang));
        }
        if position.play(mv).is_err() {
            break;
        }
    }
    let joint = match (every, lang) {
        (true, _) => " ",
        (false, Lang::Fr) => " puis ",
        (false, Lang::En) => " then ",
    };
    said.join(joint)
}

/// What `lost` pawns of material come to: « une pièce », "a piece".
fn material(lost: u32, lang: Lang) -> &'static str {
    fr_en! { lost, lang;
        0 | 1 => "un pion", "a pawn";
        2 => "deux pions", "two pawns";
        3 | 4 => "une pièce", "a piece";
        5..=8 => "une tour", "a rook";
        _ => "la dame", "the queen";
    }
}

/// Roles named with their articles and joined: « le roi et la tour ».
fn roles(targets: &[Role], lang: Lang) -> String {
    let names: Vec<String> = targets.iter().map(|role| role.the_name(lang)).collect();
    and_list(&names, lang)
}

/// Why the move from `before` was worse, as a sentence in `lang`:
/// « Ce coup laissait le cavalier en f3 sans défense : Fxf3 gagnait une
/// pièce. »
pub fn why(verdict: &Verdict, before: &Position, played: Move, lang: Lang) -> String {
    let mover = before.turn();
    let other = !mover;
    let mut after = *before;
    if after.play(played).is_err() {
        return String::new();
    }
    let c = colon(lang);
    match &verdict.why {
        Why::AllowsMate { moves, line } => {
            let mate = line_text(&after, line, false, lang);
            fr_en! { *moves, lang;
                1 =>
                    format!("Ce coup permettait aux {} de mater{c}{mate}.", other.plate_name(lang)),
                    format!("This move let {} mate{c}{mate}.", other.plate_name(lang));
                n =>
                    format!("Ce coup permettait aux {} de mater en {n}{c}{mate}.", other.plate_name(lang)),
                    format!("This move let {} mate in {n}{c}{mate}.", other.plate_name(lang));
            }
        }
        Why::MissedMate { moves, line } => {
            let mate = line_text(before, line, false, lang);
            fr_en! { *moves, lang;
                1 => format!("Il y avait mat{c}{mate}."), format!("There was mate{c}{mate}.");
                n => format!("Il y avait mat en {n}{c}{mate}."),
                    format!("There was mate in {n}{c}{mate}.");
            }
        }
        Why::Hangs {
            taken,
            by,
            defended,
            lost,
        } => {
            let capture = san(&after, *by, lang);
            let won = material(*lost, lang);
            let taken = taken.the_name(lang);
            match (lang, defended) {
                (Lang::Fr, false) => {
                    format!("Ce coup laissait {taken} sans défense{c}{capture} gagnait {won}.")
                }
                (Lang::En, false) => {
                    format!("This move left {taken} undefended{c}{capture} won {won}.")
                }
                (Lang::Fr, true) => format!(
                    "Après ce coup, {capture} prenait {taken}{c}{} gagnaient {won}.",
                    other.name(lang)
                ),
                (Lang::En, true) => format!(
                    "After this move, {capture} took {taken}{c}{} won {won}.",
                    other.name(lang)
                ),
            }
        }
        Why::Fork {
            by,
            square,
            targets,
            ..
        } => {
            let fork = san(&after, *by, lang);
            let targets = roles(targets, lang);
            match lang {
                Lang::Fr => format!(
                    "Après ce coup, {} font une fourchette en {square}{c}{fork} attaque {targets}.",
                    other.name(lang)
                ),
                Lang::En => format!(
                    "After this move, {} forks on {square}{c}{fork} attacks {targets}.",
                    other.name(lang)
                ),
            }
        }
        Why::LosesMaterial { line, lost } => {
            let line = line_text(&after, line, true, lang);
            let won = material(*lost, lang);
            match lang {
                Lang::Fr => format!(
                    "Après ce coup, {} gagnent {won}{c}{line}.",
                    other.name(lang)
                ),
                Lang::En => format!("After this move, {} wins {won}{c}{line}.", other.name(lang)),
            }
        }
        Why::MissedGain { by, gained } => {
            let capture = san(before, *by, lang);
            let won = material(*gained, lang);
            match lang {
                Lang::Fr => format!("{capture} gagnait {won}."),
                Lang::En => format!("{capture} won {won}."),
            }
        }
        Why::Better { by } => {
            let better = san(before, *by, lang);
            match lang {
                Lang::Fr => format!("Il y avait mieux{c}{better}."),
                Lang::En => format!("There was better{c}{better}."),
            }
        }
    }
}

/// The whole comment on a judged move: its judgement, why, and the better
/// move when the reason did not already name it.
pub fn comment(verdict: &Verdict, before: &Position, played: Move, lang: Lang) -> String {
    let label = judgement(verdict.judgement, lang);
    let why = why(verdict, before, played, lang);
    let names_better = matches!(
        verdict.why,
        Why::MissedGain { .. } | Why::Better { .. } | Why::MissedMate { .. }
    );
    // Never capitalised: a sentence may start with a pawn's move, whose
    // SAN (« axb5 ») a capital would make another move.
    let mut text = format!("{label} ({}). {why}", verdict.judgement.glyph());
    if !names_better {
        let better = san(before, verdict.better, lang);
        text.push_str(&format!(" {}{}{better}.", texts(lang).best, colon(lang)));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_engine::review::Judgement;
    use roque_rules::{Piece, PieceAt, Square};

    /// `why` or `comment`: what the review writes of a judged move.
    type Words = fn(&Verdict, &Position, Move, Lang) -> String;

    /// A judged move said: what the case shows, the words (`why` or the
    /// whole `comment`), the position, the verdict, the move played, and
    /// what is said in French and in English.
    type Case = (
        &'static str,
        Words,
        &'static str,
        Verdict,
        &'static str,
        [&'static str; 2],
    );

    fn uci(text: &str) -> Move {
        Move::from_uci(text).expect("a move")
    }

    fn verdict(judgement: Judgement, better: &str, why: Why) -> Verdict {
        Verdict {
            judgement,
            better: uci(better),
            why,
        }
    }

    /// What `words` says of `played` in the position `fen`, in French
    /// and in English.
    fn said(words: Words, verdict: &Verdict, fen: &str, played: &str) -> [String; 2] {
        let before = Position::from_fen(fen).expect("a FEN");
        [Lang::Fr, Lang::En].map(|lang| words(verdict, &before, uci(played), lang))
    }

    /// The white knight on f3, taken by the bishop's Bxf3.
    fn knight_on_f3_taken(defended: bool, lost: u32) -> Why {
        Why::Hangs {
            taken: PieceAt::new(Piece::new(Color::White, Role::Knight), Square::F3),
            by: uci("g4f3"),
            defended,
            lost,
        }
    }

    #[test]
    fn judged_moves_are_said_in_both_languages() {
        let cases: [Case; 6] = [
            (
                "a mate allowed names the mate",
                comment,
                "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
                verdict(
                    Judgement::Blunder,
                    "g7g6",
                    Why::AllowsMate {
                        moves: 1,
                        line: vec![uci("h5f7")],
                    },
                ),
                "g8f6",
                [
                    "Gaffe (??). Ce coup permettait aux Blancs de mater : Dxf7#. Meilleur : g6.",
                    "Blunder (??). This move let White mate: Qxf7#. Best: g6.",
                ],
            ),
            (
                "a piece left hanging is named with its square",
                why,
                "4k3/8/8/8/6b1/5N2/8/4K3 w - - 0 1",
                verdict(Judgement::Blunder, "f3e5", knight_on_f3_taken(false, 3)),
                "e1d2",
                [
                    "Ce coup laissait le cavalier en f3 sans défense : Fxf3 gagnait une pièce.",
                    "This move left the knight on f3 undefended: Bxf3 won a piece.",
                ],
            ),
            (
                "a defended piece taken says what the other side won",
                why,
                "4k3/8/8/8/6b1/5N2/4P3/4K3 w - - 0 1",
                verdict(Judgement::Mistake, "f3e5", knight_on_f3_taken(true, 1)),
                "e1d2",
                [
                    "Après ce coup, Fxf3 prenait le cavalier en f3 : les Noirs gagnaient un pion.",
                    "After this move, Bxf3 took the knight on f3: Black won a pawn.",
                ],
            ),
            (
                "a fork names its square and targets",
                why,
                "r3k2r/ppp2ppp/8/8/1n6/8/PP3PPP/R3K2R w KQkq - 0 1",
                verdict(
                    Judgement::Mistake,
                    "e1d2",
                    Why::Fork {
                        by: uci("b4c2"),
                        square: Square::C2,
                        targets: vec![Role::King, Role::Rook],
                        lost: 5,
                    },
                ),
                "h2h3",
                [
                    "Après ce coup, les Noirs font une fourchette en c2 : Cc2+ attaque le roi et la tour.",
                    "After this move, Black forks on c2: Nc2+ attacks the king and the rook.",
                ],
            ),
            (
                "a missed mate shows the mating side's moves",
                why,
                "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
                verdict(
                    Judgement::Mistake,
                    "d1d8",
                    Why::MissedMate {
                        moves: 1,
                        line: vec![uci("d1d8")],
                    },
                ),
                "h2h3",
                ["Il y avait mat : Td8#.", "There was mate: Rd8#."],
            ),
            (
                // Black could take the knight with the a-pawn, and played Rb8.
                "a pawn's move first keeps its small letter",
                comment,
                "1rbqkbnr/1ppppppp/p1n5/1N6/8/8/PPPPPPPP/R1BQKBNR b KQk - 1 3",
                verdict(
                    Judgement::Blunder,
                    "a6b5",
                    Why::MissedGain {
                        by: uci("a6b5"),
                        gained: 3,
                    },
                ),
                "b8a8",
                [
                    "Gaffe (??). axb5 gagnait une pièce.",
                    "Blunder (??). axb5 won a piece.",
                ],
            ),
        ];
        for (case, words, fen, verdict, played, expected) in cases {
            assert_eq!(said(words, &verdict, fen, played), expected, "{case}");
        }
    }

    #[test]
    fn tallies_agree_with_their_numbers() {
        assert_eq!(
            tally(Color::White, [1, 0, 2], Lang::Fr),
            "Blancs : 1 imprécision, 2 gaffes"
        );
        assert_eq!(
            tally(Color::Black, [0, 0, 0], Lang::En),
            "Black: no mistake"
        );
    }
}
