//! The embedded board's own words, in French and English: its prompts and
//! every problem its options can have. What the rules say (illegal moves,
//! results, claims) comes from the rules crate's catalogue.

use roque_rules::{fr_en, Color, Lang, PgnGame};

use crate::embed::moves::MoveError;
use crate::embed::options::{Expected, OptionError, Problem};
use crate::embed::state::WrongMove;
use crate::model::marks::MarkError;
use crate::words::grammar::clause;
use crate::words::pgn::pgn_error_clause;
use crate::words::texts_table;

texts_table! {
    /// The embedded board's fixed labels in one language.
    pub struct EmbedTexts;
    /// The embedded board's labels in `lang`.
    pub fn texts;

    /// The button that puts the board back as the page set it.
    restart: "Recommencer", "Start again";
    /// The button that takes back the last move (free play).
    undo: "Reprendre le coup", "Take back";
    /// The title over the list of problems of a misconfigured board.
    invalid_title: "Cet échiquier est mal configuré", "This board is misconfigured";
    /// Under that list: where to read about the options.
    invalid_hint:
        "Corrigez les attributs data-… de l'élément (ou l'adresse de l'iframe).",
        "Fix the element's data-… attributes (or the iframe's address).";
    /// Under a view-only board: the pieces do not move.
    view_only:
        "Position à observer : les pièces ne bougent pas.",
        "A position to look at: the pieces do not move.";
    /// The headline of a solved exercise.
    solved: "Exercice résolu !", "Solved!";
    /// Back to the game given, after moves of the reader's own (free play).
    back_to_game: "Revenir à la partie", "Back to the game";
    /// The viewer's last button: to the last move of the line shown.
    end: "Dernier coup", "Last move";
    /// The label of the chooser of a PGN's games.
    games: "Partie", "Game";
    /// The name of the move list of the game given.
    moves: "Coups de la partie", "Moves of the game";
    /// Under a game to walk through (view mode).
    viewer_hint:
        "Partie à rejouer : boutons, flèches ← → (Début, Fin) ou glisser sur l'échiquier.",
        "A game to replay: the buttons, the ← → keys (Home, End) or a swipe on the board.";
    /// Under a game the reader may leave (free play).
    play_hint:
        "Jouez vos propres coups à partir de n'importe quelle position de la partie.",
        "Play moves of your own from any position of the game.";
    /// Once the reader has left the game with moves of their own.
    away:
        "Vous avez quitté la partie : vos coups ne la changent pas.",
        "You left the game: your moves do not change it.";
}

/// A game of a PGN, as its chooser lists it: « 2. Dupont – Durand,
/// Open de Paris, ronde 3 », from its tags (`White`, `Black`, `Event`,
/// `Round`), or just its number.
pub fn game_label(index: usize, game: &PgnGame, lang: Lang) -> String {
    let tag = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?" && *v != "-")
    };
    let mut label = format!("{}.", index + 1);
    match (tag("White"), tag("Black")) {
        (Some(white), Some(black)) => label.push_str(&format!(" {white} – {black}")),
        (Some(one), None) | (None, Some(one)) => label.push_str(&format!(" {one}")),
        (None, None) => {}
    }
    let mut rest = Vec::new();
    if let Some(event) = tag("Event") {
        rest.push(event.to_string());
    }
    if let Some(round) = tag("Round") {
        rest.push(match lang {
            Lang::Fr => format!("ronde {round}"),
            Lang::En => format!("round {round}"),
        });
    }
    if !rest.is_empty() {
        label.push_str(if label.ends_with('.') { " " } else { ", " });
        label.push_str(&rest.join(", "));
    }
    if label.ends_with('.') {
        label.push_str(match lang {
            Lang::Fr => " Partie",
            Lang::En => " Game",
        });
    }
    label
}

/// The players of the game shown, over the board: « Blancs : Dupont ·
/// Noirs : Durand », when the PGN names them.
pub fn players(game: &PgnGame, lang: Lang) -> Option<String> {
    let name = |tag: &str| {
        game.tag(tag)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
    };
    let (white, black) = (name("White"), name("Black"));
    if white.is_none() && black.is_none() {
        return None;
    }
    let (w, b) = (Color::White.plate_name(lang), Color::Black.plate_name(lang));
    let colon = crate::words::grammar::colon(lang);
    let mut line = format!(
        "{w}{colon}{} · {b}{colon}{}",
        white.unwrap_or("?"),
        black.unwrap_or("?")
    );
    if let Some(result) = name("Result").filter(|r| *r != "*") {
        line.push_str(&format!(" ({result})"));
    }
    Some(line)
}

/// The exercise's question: « Trait aux Blancs : trouvez le bon coup. »
///
/// ```
/// use roque_app::embed::words::exercise_prompt;
/// use roque_rules::{Color, Lang};
/// assert_eq!(exercise_prompt(Color::White, Lang::Fr), "Trait aux Blancs : trouvez le bon coup.");
/// assert_eq!(exercise_prompt(Color::Black, Lang::En), "Black to move: find the right move.");
/// ```
pub fn exercise_prompt(turn: Color, lang: Lang) -> String {
    let find = match lang {
        Lang::Fr => "trouvez le bon coup.",
        Lang::En => "find the right move.",
    };
    let to_move = crate::words::ui::to_move(turn, lang);
    format!("{to_move}{}{find}", crate::words::grammar::colon(lang))
}

/// Why an embedded board refused a move.
pub fn wrong_words(why: &WrongMove, lang: Lang) -> String {
    match why {
        WrongMove::Illegal(reason) => reason.message(lang),
        WrongMove::NotTheAnswer(san) => wrong_move(san, lang),
    }
}

/// A legal move that is not the exercise's answer.
pub fn wrong_move(san: &str, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!(
            "{san} est un coup légal, mais ce n'est pas celui qu'on cherche. Essayez encore."
        ),
        Lang::En => {
            format!("{san} is legal, but it is not the move we are looking for. Try again.")
        }
    }
}

/// The praise for the right answer, with the reply line the board played.
pub fn solved(san: &str, reply: &[String], lang: Lang) -> String {
    let praise = match lang {
        Lang::Fr => format!("Bravo ! {san} est le bon coup."),
        Lang::En => format!("Well done! {san} is the right move."),
    };
    if reply.is_empty() {
        return praise;
    }
    let line = reply.join(" ");
    match lang {
        Lang::Fr => format!("{praise} Suite : {line}."),
        Lang::En => format!("{praise} It goes on: {line}."),
    }
}

/// Why a written move cannot be played, as the end of a sentence.
pub fn move_error(error: &MoveError, lang: Lang) -> String {
    fr_en! { error, lang;
        MoveError::Illegal(reason) => clause(reason.message(Lang::Fr)),
            clause(reason.message(Lang::En));
        MoveError::Unreadable =>
            "ce n'est pas un coup (écrivez par exemple e4, Cf3, Nf3, O-O ou e2e4)".to_string(),
            "this is not a move (write, say, e4, Nf3, O-O or e2e4)".to_string();
        MoveError::NoLegalMatch => "aucun coup légal ne correspond dans cette position".to_string(),
            "no legal move matches in this position".to_string();
        MoveError::Ambiguous(c) => format!("plusieurs coups correspondent : {}", c.join(", ")),
            format!("several moves match: {}", c.join(", "));
        MoveError::MissingPromotion =>
            "le pion doit être promu : précisez la pièce, comme e8=D ou e8=Q".to_string(),
            "the pawn must promote: say to which piece, as in e8=Q".to_string();
    }
}

fn expected(expected: Expected, lang: Lang) -> &'static str {
    fr_en! { expected, lang;
        Expected::Lang => "fr ou en", "fr or en";
        Expected::Orientation => "white ou black", "white or black";
        Expected::Mode => "view, play ou exercise", "view, play or exercise";
        Expected::OnOff => "on ou off", "on or off";
        Expected::Id => "un nom de 64 caractères au plus : lettres, chiffres, - _ . :",
            "a name of at most 64 letters, digits, - _ . :";
        Expected::Origin => "une origine comme https://exemple.fr",
            "an origin such as https://example.org";
        Expected::Size => "un nombre entier de pixels", "a whole number of pixels";
        Expected::Number => "un nombre entier", "a whole number";
    }
}

fn mark_error(error: &MarkError, lang: Lang) -> String {
    fr_en! { error, lang;
        MarkError::BadSquare(t) => format!("« {t} » n'est pas une case (a1 à h8)"),
            format!("\"{t}\" is not a square (a1 to h8)");
        MarkError::BadArrow(t) => format!("« {t} » n'est pas une flèche (deux cases, comme e2e4)"),
            format!("\"{t}\" is not an arrow (two squares, as in e2e4)");
        MarkError::BadColor(t) =>
            format!("« {t} » n'est pas une couleur (green, red, blue ou yellow)"),
            format!("\"{t}\" is not a colour (green, red, blue or yellow)");
        MarkError::ArrowToItself(t) => format!("la flèche « {t} » part et arrive sur la même case"),
            format!("the arrow \"{t}\" starts and ends on the same square");
        MarkError::TooMany { max } => format!("plus de {max} marques"),
            format!("more than {max} marks");
    }
}

/// The option's problem, as one sentence in `lang`.
pub fn option_error(error: &OptionError, lang: Lang) -> String {
    let o = error.option.as_str();
    fr_en! { &error.problem, lang;
        Problem::Unknown => format!("« {o} » n'est pas une option connue."),
            format!("\"{o}\" is not a known option.");
        Problem::Repeated => format!("L'option {o} est donnée plusieurs fois."),
            format!("The option {o} is given more than once.");
        Problem::TooLong { max } =>
            format!("L'option {o} est trop longue : {max} caractères au plus."),
            format!("The option {o} is too long: {max} characters at most.");
        Problem::Malformed(e) => format!("L'option {o} doit valoir {}.", expected(*e, lang)),
            format!("The option {o} must be {}.", expected(*e, lang));
        Problem::Fen(e) => format!("La position {o} est invalide : {}", e.message(lang)),
            format!("The position {o} is invalid: {}", e.message(lang));
        Problem::Pgn(e) =>
            format!("La partie {o} est illisible : {}.", pgn_error_clause(e, lang)),
            format!("The game {o} cannot be read: {}.", pgn_error_clause(e, lang));
        Problem::Move { index, token, error } =>
            format!("{o} : le coup n° {index} (« {token} ») ne peut pas être joué : {}.", move_error(error, lang)),
            format!("{o}: move {index} (\"{token}\") cannot be played: {}.", move_error(error, lang));
        Problem::Reply { after, index, token, error } =>
            format!("{o} : après {after}, le coup n° {index} (« {token} ») ne peut pas être joué : {}.", move_error(error, lang)),
            format!("{o}: after {after}, move {index} (\"{token}\") cannot be played: {}.", move_error(error, lang));
        Problem::Conflict { other } =>
            format!("Les options {o} et {other} s'excluent : donnez l'une ou l'autre."),
            format!("The options {o} and {other} exclude each other: give one of them.");
        Problem::Marks(e) => format!("{o} : {}.", mark_error(e, lang)),
            format!("{o}: {}.", mark_error(e, lang));
        Problem::SizeRange { min, max } =>
            format!("L'option {o} doit être entre {min} et {max} pixels."),
            format!("The option {o} must be between {min} and {max} pixels.");
        Problem::MissingSolution =>
            "Un exercice a besoin de sa réponse : l'option solution (un coup, ou plusieurs acceptés).".to_string(),
            "An exercise needs its answer: the option solution (one move, or several accepted).".to_string();
        Problem::NotAnExercise => format!("L'option {o} n'a de sens qu'en mode exercise."),
            format!("The option {o} only makes sense in exercise mode.");
        Problem::FinishedPosition =>
            "La partie est déjà terminée dans cette position : il n'y a aucun coup à trouver.".to_string(),
            "The game is already over in this position: there is no move to find.".to_string();
        Problem::GameRange { count } =>
            format!("L'option {o} doit être un numéro de partie entre 1 et {count} : le PGN en contient {count}."),
            format!("The option {o} must be a game's number from 1 to {count}: the PGN holds {count}.");
        Problem::PlyRange { max } =>
            format!("L'option {o} doit être entre 0 et {max}, le nombre de demi-coups de la partie."),
            format!("The option {o} must be between 0 and {max}, the number of half-moves of the game.");
    }
}

/// The embedded board's own heading, for screen readers (the page around
/// it shows its own).
pub fn frame_heading(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Échiquier Roque",
        Lang::En => "Roque chessboard",
    }
}
