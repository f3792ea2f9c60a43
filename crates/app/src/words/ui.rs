//! The interface's own words, in French and English. What the rules say
//! (illegal moves, results, claims) comes from the rules crate's catalogue.

use roque_engine::Score;
use roque_rules::{dead_position, fr_en, Color, DrawClaim, Lang, Piece, Position, Square};
use roque_worker::OfferVerdict;

use crate::model::decimal;
use crate::model::prefs::{BoardColors, Theme};
use crate::words::texts_table;

texts_table! {
    /// Every label of the interface, in one language.
    pub struct Texts;
    /// The interface's words in `lang`.
    pub fn texts;

    /// The app's tagline under its name.
    tagline:
        "Les échecs dans le navigateur, à deux ou contre l'ordinateur",
        "Chess in the browser, for two or against the computer";
    /// "New game" button.
    new_game: "Nouvelle partie", "New game";
    /// The button that starts again from the game's own start position
    /// (given in the address, set up in the editor, imported).
    restart_position: "Recommencer cette position", "Restart this position";
    /// "Take back" button.
    undo: "Reprendre le coup", "Take back";
    /// "Flip the board" button.
    flip: "Retourner l'échiquier", "Flip board";
    /// The button that claims an available draw.
    claim_draw: "Réclamer la nulle", "Claim the draw";
    /// The move list's heading.
    moves: "Coups", "Moves";
    /// Shown in the move list before the first move.
    no_moves: "Les Blancs commencent.", "White to begin.";
    /// The language switch's label.
    language: "Langue", "Language";
    /// The promotion picker's title.
    promotion_title: "Promotion : choisissez la pièce", "Promotion: choose a piece";
    /// The promotion picker's cancel button.
    cancel: "Annuler", "Cancel";
    /// The board's accessible name.
    board: "Échiquier", "Chessboard";
    /// The switch that makes a drag on the board draw (arrows, circles)
    /// instead of moving, for touch screens.
    draw: "Dessiner", "Draw";
    /// Follows the reason a `fen` in the address was refused.
    bad_fen:
        "La partie commence à la position initiale.",
        "The game starts from the initial position.";
    /// "Check!"
    check: "Échec !", "Check!";
    /// The footer line: everything stays on the player's machine.
    footer:
        "Tout se joue sur votre appareil : rien n'est envoyé nulle part.",
        "Everything runs on your device: nothing is sent anywhere.";
    /// The opponent chooser's label.
    opponent: "Adversaire", "Opponent";
    /// Two players on one device.
    two_players: "Deux joueurs", "Two players";
    /// Against the computer.
    computer: "Ordinateur", "Computer";
    /// The colour chooser's label.
    you_play: "Vous jouez", "You play";
    /// The level chooser's label.
    level: "Niveau", "Level";
    /// Said while the computer chooses its move.
    thinking: "L'ordinateur réfléchit…", "The computer is thinking…";
    /// Said while the computer considers a draw offer.
    considering_offer:
        "L'ordinateur étudie votre proposition de nulle…",
        "The computer is considering your draw offer…";
    /// The draw-offer button.
    offer_draw: "Proposer la nulle", "Offer a draw";
    /// The resign button.
    resign: "Abandonner", "Resign";
    /// Asks the player to confirm resigning.
    confirm_resign: "Abandonner la partie ?", "Resign the game?";
    /// Confirms resigning.
    resign_yes: "Oui, j'abandonne", "Yes, resign";
    /// Goes back on resigning.
    resign_no: "Non", "No";
    /// The player's own name plate against the computer.
    you: "Vous", "You";
    /// The computer could not play.
    computer_unavailable:
        "L'ordinateur ne peut pas jouer dans ce navigateur. Vous pouvez continuer à deux ou commencer une nouvelle partie.",
        "The computer cannot play in this browser. You may go on as two players or start a new game.";
    /// A draw claimed with a move was not correct.
    incorrect_claim:
        "Réclamation incorrecte : le coup annoncé ne donne ni triple répétition ni 50 coups. Il est joué et la partie continue.",
        "Incorrect claim: the announced move gives neither a threefold repetition nor 50 moves. It is played and the game goes on.";
    /// A new time control waits for the next game.
    time_control_next_game:
        "La nouvelle cadence s'appliquera à la prochaine partie.",
        "The new time control applies from the next game.";
    /// The settings card's title.
    settings: "Réglages", "Settings";
    /// The clock chooser's label.
    time_control: "Pendule", "Clock";
    /// No clock.
    no_clock: "Sans", "None";
    /// A custom time control.
    custom: "Autre", "Other";
    /// Minutes, in the custom time control.
    minutes: "Minutes", "Minutes";
    /// Increment in seconds, in the custom time control.
    increment: "Incrément (s)", "Increment (s)";
    /// Applies a custom time control.
    apply: "Appliquer", "Apply";
    /// The touch-move option.
    touch_move: "Pièce touchée, pièce jouée", "Touch-move";
    /// The automatic-draw option.
    auto_draw:
        "Nulle automatique à la triple répétition et aux 50 coups (comme en ligne)",
        "Automatic draw at threefold repetition and 50 moves (as online)";
    /// The draw-offer buttons between two players: accept.
    accept_draw: "Accepter la nulle", "Accept the draw";
    /// Decline a draw offer.
    decline_draw: "Refuser", "Decline";
    /// The option to claim a draw with the next move.
    claim_with_move: "Réclamer la nulle avec mon prochain coup", "Claim a draw with my next move";
    /// A bad custom time control.
    bad_time_control:
        "Cadence invalide : de 1 seconde à 10 heures, incrément de 0 à 600 secondes.",
        "Invalid time control: from 1 second to 10 hours, increment from 0 to 600 seconds.";
    /// The title of the opponent, clock and options disclosure.
    game_options: "Adversaire, pendule, options", "Opponent, clock, options";
}

/// "Trait aux Blancs", "Black to move".
pub fn to_move(color: Color, lang: Lang) -> &'static str {
    fr_en! { color, lang;
        Color::White => "Trait aux Blancs", "White to move";
        Color::Black => "Trait aux Noirs", "Black to move";
    }
}

/// The page's title in `lang`.
pub fn page_title(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Roque — échecs",
        Lang::En => "Roque — chess",
    }
}

/// A square's accessible label: « e4, pion blanc », "e4, empty".
pub fn square_label(square: Square, piece: Option<Piece>, lang: Lang) -> String {
    match (piece, lang) {
        (Some(piece), _) => format!("{square}, {}", piece.name(lang)),
        (None, Lang::Fr) => format!("{square}, vide"),
        (None, Lang::En) => format!("{square}, empty"),
    }
}

/// The computer's name plate: « Ordinateur · niveau 3 ».
pub fn computer_name(level: u8, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Ordinateur · niveau {level}"),
        Lang::En => format!("Computer · level {level}"),
    }
}

/// A score as a player reads it, from the computer's side: « +1,4 »,
/// « mat en 3 », "mated in 2".
pub fn score_text(score: Score, lang: Lang) -> String {
    match (score, lang) {
        (Score::Centipawns(cp), _) => {
            // Tenths of a pawn, ties to even; a sign always, a true minus.
            let pawns = decimal::fixed(f64::from(cp) / 100.0, 1);
            let pawns = match pawns.strip_prefix('-') {
                Some(magnitude) => format!("−{magnitude}"),
                None => format!("+{pawns}"),
            };
            match lang {
                Lang::Fr => pawns.replace('.', ","),
                Lang::En => pawns,
            }
        }
        (Score::Mate(n), Lang::Fr) if n > 0 => format!("mat en {n}"),
        (Score::Mate(n), Lang::Fr) => format!("mat subi en {}", -n),
        (Score::Mate(n), Lang::En) if n > 0 => format!("mate in {n}"),
        (Score::Mate(n), Lang::En) => format!("mated in {}", -n),
    }
}

/// The computer's answer to a draw offer, with its reason. `position` is
/// the game's position, to name a dead position.
pub fn offer_answer(verdict: OfferVerdict, position: &Position, lang: Lang) -> String {
    match (verdict, lang) {
        (OfferVerdict::DeadPosition, _) => {
            let why = dead_position(position).map(|dead| dead.message(lang));
            fr_en! { why, lang;
                Some(why) => format!("L'ordinateur accepte la nulle : {why}."),
                    format!("The computer accepts the draw: {why}.");
                None => "L'ordinateur accepte la nulle : plus personne ne peut mater.".to_string(),
                    "The computer accepts the draw: nobody can checkmate any more.".to_string();
            }
        }
        (OfferVerdict::Worse(score), Lang::Fr) => format!(
            "L'ordinateur accepte la nulle : il juge sa position moins bonne ({}).",
            score_text(score, lang)
        ),
        (OfferVerdict::Worse(score), Lang::En) => format!(
            "The computer accepts the draw: it judges its position worse ({}).",
            score_text(score, lang)
        ),
        (OfferVerdict::Balanced(score), Lang::Fr) => format!(
            "L'ordinateur accepte la nulle : il juge la position équilibrée ({}).",
            score_text(score, lang)
        ),
        (OfferVerdict::Balanced(score), Lang::En) => format!(
            "The computer accepts the draw: it judges the position balanced ({}).",
            score_text(score, lang)
        ),
        (OfferVerdict::Better(score), Lang::Fr) => format!(
            "L'ordinateur refuse la nulle : il juge sa position meilleure ({}). La partie continue.",
            score_text(score, lang)
        ),
        (OfferVerdict::Better(score), Lang::En) => format!(
            "The computer declines the draw: it judges its position better ({}). Play on.",
            score_text(score, lang)
        ),
    }
}

/// The options in one line: « Ordinateur niveau 3 · pendule 10+5 ».
pub fn options_summary(
    opponent: crate::model::options::Opponent,
    settings: crate::model::options::Settings,
    lang: Lang,
) -> String {
    let texts = texts(lang);
    let who = match opponent {
        crate::model::options::Opponent::Human => texts.two_players.to_string(),
        crate::model::options::Opponent::Computer { level, .. } => {
            computer_name(level.number(), lang)
        }
    };
    let clock = fr_en! { settings.time_control, lang;
        Some(control) => format!("pendule {}", time_control(control, lang)),
            format!("clock {}", time_control(control, lang));
        None => "sans pendule".to_string(), "no clock".to_string();
    };
    let mut line = format!("{who} · {clock}");
    if settings.touch_move {
        line.push_str(match lang {
            Lang::Fr => " · pièce touchée",
            Lang::En => " · touch-move",
        });
    }
    line
}

/// Touch-move holds the player to a piece.
pub fn touch_move(square: Square, piece: Piece, lang: Lang) -> String {
    let name = piece.name(lang);
    match lang {
        Lang::Fr => {
            let article = piece.role.gender().the();
            format!("Pièce touchée, pièce jouée : vous devez jouer {article} {name} en {square}.")
        }
        Lang::En => format!("Touch-move: you must move the {name} on {square}."),
    }
}

/// « Les Blancs proposent la nulle », "White offers a draw".
pub fn draw_offered(by: Color, lang: Lang) -> &'static str {
    fr_en! { by, lang;
        Color::White => "Les Blancs proposent la nulle.", "White offers a draw.";
        Color::Black => "Les Noirs proposent la nulle.", "Black offers a draw.";
    }
}

/// The computer claimed a draw.
pub fn computer_claimed(claim: DrawClaim, lang: Lang) -> &'static str {
    fr_en! { claim, lang;
        DrawClaim::ThreefoldRepetition =>
            "L'ordinateur réclame la nulle : la même position s'est présentée trois fois, et il ne compte pas gagner.",
            "The computer claims the draw: the same position has occurred three times, and it does not expect to win.";
        DrawClaim::FiftyMoves =>
            "L'ordinateur réclame la nulle : 50 coups sans prise ni mouvement de pion, et il ne compte pas gagner.",
            "The computer claims the draw: 50 moves without a capture or a pawn move, and it does not expect to win.";
    }
}

/// The footer's link to the rules page (which is in French).
pub fn rules_link(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Les règles, pas à pas",
        Lang::En => "The rules, step by step (in French)",
    }
}

/// The themes' names.
impl Theme {
    /// Its name in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        fr_en! { self, lang;
            Theme::Auto => "Auto", "Auto";
            Theme::Light => "Clair", "Light";
            Theme::Dark => "Sombre", "Dark";
        }
    }
}

/// The board colours' names.
impl BoardColors {
    /// Its name in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        fr_en! { self, lang;
            BoardColors::Wood => "Bois", "Wood";
            BoardColors::Green => "Vert", "Green";
            BoardColors::Blue => "Bleu", "Blue";
            BoardColors::Grey => "Gris", "Grey";
        }
    }
}

/// The box's words in `lang`: label, button, hint.
pub fn move_input(lang: Lang) -> (&'static str, &'static str, &'static str) {
    match lang {
        Lang::Fr => (
            "Jouer un coup au clavier",
            "Jouer",
            "Notation algébrique, lettres françaises ou anglaises : e4, Cf3, Fxc6, O-O, e8=D.",
        ),
        Lang::En => (
            "Type a move",
            "Play",
            "Algebraic notation, English or French letters: e4, Nf3, Bxc6, O-O, e8=Q.",
        ),
    }
}

/// The card's words in `lang`: title, theme, board, sounds.
pub fn preferences(lang: Lang) -> [&'static str; 4] {
    match lang {
        Lang::Fr => ["Affichage et son", "Thème", "Échiquier", "Sons du jeu"],
        Lang::En => ["Display and sound", "Theme", "Board", "Game sounds"],
    }
}

/// A time control as players write it: « 10+5 » (minutes + seconds),
/// « 1,5+0 » with the language's decimal separator, and under a minute the
/// seconds: « 30 s+0 ».
pub fn time_control(control: crate::model::clock::TimeControl, lang: Lang) -> String {
    let increment = control.increment_s;
    if control.base_s < 60 {
        format!("{} s+{increment}", control.base_s)
    } else {
        format!(
            "{}+{increment}",
            control.minutes_text(decimal_separator(lang))
        )
    }
}

/// How the game ended, in `lang`: the rules' heading, except for a fallen
/// flag against a side that could no longer mate (art. 6.9), which names
/// both sides: « Les Blancs ont dépassé le temps, mais les Noirs ne
/// peuvent plus mater : nulle ». The flag that fell is the side to move's,
/// the only clock that runs.
pub fn outcome_message(game: &roque_rules::Game, lang: Lang) -> Option<String> {
    let outcome = game.outcome()?;
    Some(match outcome {
        roque_rules::Outcome::Draw(roque_rules::DrawReason::TimeoutVsInsufficientMaterial) => {
            let late = game.position().turn();
            match lang {
                Lang::Fr => format!(
                    "Les {} ont dépassé le temps, mais les {} ne peuvent plus mater : nulle",
                    late.plate_name(lang),
                    (!late).plate_name(lang)
                ),
                Lang::En => format!(
                    "{} ran out of time, but {} can no longer checkmate: draw",
                    late.plate_name(lang),
                    (!late).plate_name(lang)
                ),
            }
        }
        outcome => outcome.message(lang),
    })
}

/// What was wrong with the address's options, each in its sentence: a
/// FEN refused (and the initial position used), a language or an
/// orientation unknown (and ignored).
pub fn bad_address(bad: &crate::state::notice::BadAddress, lang: Lang) -> String {
    let mut sentences = Vec::new();
    if let Some(error) = &bad.fen {
        sentences.push(format!("{} {}", error.message(lang), texts(lang).bad_fen));
    }
    if let Some(value) = &bad.lang {
        sentences.push(match lang {
            Lang::Fr => format!(
                "La langue « {value} » demandée par l'adresse est inconnue (fr ou en) : elle est ignorée."
            ),
            Lang::En => format!(
                "The language “{value}” asked for in the address is unknown (fr or en): it is ignored."
            ),
        });
    }
    if let Some(value) = &bad.orientation {
        sentences.push(match lang {
            Lang::Fr => format!(
                "L'orientation « {value} » demandée par l'adresse est inconnue (white ou black) : elle est ignorée."
            ),
            Lang::En => format!(
                "The orientation “{value}” asked for in the address is unknown (white or black): it is ignored."
            ),
        });
    }
    sentences.join(" ")
}

/// The decimal separator of `lang`: « 0,5 », "0.5".
pub fn decimal_separator(lang: Lang) -> char {
    match lang {
        Lang::Fr => ',',
        Lang::En => '.',
    }
}

/// The page has no module of tools to load (the editor, import, export).
pub fn tools_not_on_this_page(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Cet outil n'existe pas sur cette page.",
        Lang::En => "This tool is not available on this page.",
    }
}

/// The module of tools did not load (offline, before it was kept).
pub fn tools_not_loaded(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Cet outil n'a pas pu être chargé : vérifiez la connexion, puis réessayez.",
        Lang::En => "This tool could not be loaded: check the connection, then try again.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_squares_are_named() {
        assert_eq!(square_label(Square::E4, None, Lang::Fr), "e4, vide");
        let queen = Piece::new(Color::Black, roque_rules::Role::Queen);
        assert_eq!(
            square_label(Square::D8, Some(queen), Lang::Fr),
            "d8, dame noire"
        );
    }

    #[test]
    fn scores_read_as_players_say_them() {
        assert_eq!(score_text(Score::Centipawns(140), Lang::Fr), "+1,4");
        assert_eq!(score_text(Score::Centipawns(-85), Lang::Fr), "−0,8");
        assert_eq!(score_text(Score::Centipawns(-85), Lang::En), "−0.8");
        assert_eq!(score_text(Score::Centipawns(0), Lang::En), "+0.0");
        assert_eq!(score_text(Score::Mate(3), Lang::Fr), "mat en 3");
        assert_eq!(score_text(Score::Mate(-2), Lang::En), "mated in 2");
    }

    #[test]
    fn offer_answers_give_their_reason() {
        let start = Position::new();
        let declined = offer_answer(
            OfferVerdict::Better(Score::Centipawns(250)),
            &start,
            Lang::Fr,
        );
        assert_eq!(
            declined,
            "L'ordinateur refuse la nulle : il juge sa position meilleure (+2,5). La partie continue."
        );
        let accepted = offer_answer(
            OfferVerdict::Worse(Score::Centipawns(-30)),
            &start,
            Lang::En,
        );
        assert_eq!(
            accepted,
            "The computer accepts the draw: it judges its position worse (−0.3)."
        );
    }
}
