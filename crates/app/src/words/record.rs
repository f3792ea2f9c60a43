//! The words of the game record's views (navigation, import, export) and
//! of the board editor, in French and English. Kept apart from
//! [`crate::words::ui`] so that each screen's words live together.

use roque_rules::{fr_en, to_san_with, CastlingSide, Color, Lang, Noun, PgnGame, Piece, Role};

use crate::model::import::{ImportError, Refusal};
use crate::model::opening::OpeningName;
use crate::model::options::Opponent;
use crate::model::record::{Day, Record};
use crate::model::tools::Export;
use crate::persist::pgn_export::{self, Heading};
use crate::persist::saved::Saved;
use crate::state::app_state::AppState;
use crate::state::editor::CastlingGap;

use crate::state::notice::ImportSummary;
use crate::words::grammar::numbered_move;
use crate::words::texts_table;

texts_table! {
    /// The record's and the editor's labels, in one language.
    pub struct RecordTexts;
    /// The record's and the editor's words in `lang`.
    pub fn texts;

    /// The navigation bar's accessible name.
    navigation: "Parcourir la partie", "Browse the game";
    /// To the starting position.
    first: "Position de départ", "Starting position";
    /// One move back.
    previous: "Coup précédent", "Previous move";
    /// One move forward.
    next: "Coup suivant", "Next move";
    /// To the live position.
    last: "Position actuelle", "Current position";
    /// Leaves an earlier position for the live one.
    back_to_game: "Revenir à la partie", "Back to the game";
    /// The record card's title.
    game: "Partie", "Game";
    /// Opens the import dialog.
    import: "Importer", "Import";
    /// Opens the export dialog.
    export: "Exporter", "Export";
    /// Opens the board editor.
    editor: "Éditeur", "Editor";
    /// The import dialog's title.
    import_title: "Importer une position ou une partie", "Import a position or a game";
    /// What to paste, and the promise that nothing is lost.
    import_hint:
        "Collez une position en FEN ou une partie en PGN. La partie en cours n'est remplacée que si le texte est correct.",
        "Paste a position in FEN or a game in PGN. The game in progress is replaced only if the text is correct.";
    /// The text box's label.
    import_field: "FEN ou PGN", "FEN or PGN";
    /// Imports the pasted text.
    import_go: "Importer", "Import";
    /// Closes a dialog.
    close: "Fermer", "Close";
    /// The export dialog's title.
    export_title: "Exporter la partie", "Export the game";
    /// Copies the position in FEN.
    copy_fen: "Copier la FEN", "Copy FEN";
    /// Copies the game in PGN.
    copy_pgn: "Copier le PGN", "Copy PGN";
    /// Saves the game as a .pgn file.
    download_pgn: "Télécharger le .pgn", "Download .pgn";
    /// Said once a text is on the clipboard.
    copied: "Copié dans le presse-papiers.", "Copied to the clipboard.";
    /// Said when the browser refuses the clipboard.
    copy_refused:
        "Le navigateur refuse l'accès au presse-papiers : le texte est sélectionné ci-dessous, copiez-le avec Ctrl+C (⌘C).",
        "The browser refuses the clipboard: the text is selected below, copy it with Ctrl+C (⌘C).";
    /// The label of the FEN shown in the export dialog.
    fen_label: "FEN de la position affichée", "FEN of the position shown";
    /// The label of the PGN shown in the export dialog.
    pgn_label: "PGN de la partie", "PGN of the game";
    /// The editor's title.
    editor_title: "Éditeur de position", "Position editor";
    /// How to use the editor.
    editor_hint:
        "Glissez les pièces de la palette sur l'échiquier, ou choisissez une pièce puis cliquez sur les cases. Clic droit ou gomme : enlever une pièce. Glisser une pièce hors de l'échiquier l'enlève aussi.",
        "Drag pieces from the palette onto the board, or choose a piece and click squares. Right click or eraser: remove a piece. Dragging a piece off the board removes it too.";
    /// The palette's name.
    palette: "Pièces", "Pieces";
    /// The tool that moves pieces by dragging.
    tool_hand: "Déplacer", "Move";
    /// The tool that empties squares.
    tool_erase: "Gomme", "Eraser";
    /// Takes every piece off.
    clear_board: "Vider l'échiquier", "Clear the board";
    /// Sets up the initial position.
    start_position: "Position initiale", "Initial position";
    /// The side-to-move chooser's label.
    side_to_move: "Trait", "Side to move";
    /// The castling rights' label.
    castling: "Roques possibles", "Castling rights";
    /// The en-passant chooser's label.
    en_passant: "Prise en passant", "En passant";
    /// No en-passant square.
    none: "aucune", "none";
    /// Said of a position the rules accept.
    legal_position: "Position légale : elle peut être jouée.", "Legal position: it can be played.";
    /// Starts a two-player game from the position.
    play_two: "Jouer à deux", "Play, two players";
    /// Starts a game against the computer from the position.
    play_computer: "Jouer contre l'ordinateur", "Play the computer";
    /// Copies a link to the position.
    copy_link: "Copier le lien", "Copy the link";
    /// Copies the embed snippet.
    copy_embed: "Copier le code à intégrer", "Copy the embed code";
    /// Leaves the editor.
    back: "Retour à la partie", "Back to the game";
    /// Applies a typed FEN.
    apply_fen: "Appliquer", "Apply";
}

/// What the navigation bar says while an earlier position is shown:
/// « Vous regardez la position après 12… Cf6. »
pub fn viewing(ply: usize, move_label: Option<&str>, lang: Lang) -> String {
    fr_en! { move_label, lang;
        None => "Vous regardez la position de départ.".to_string(),
            "You are looking at the starting position.".to_string();
        Some(label) => format!("Vous regardez la position après {label} (demi-coup {ply})."),
            format!("You are looking at the position after {label} (half-move {ply}).");
    }
}

/// The confirmation of an import.
pub fn imported(summary: ImportSummary, lang: Lang) -> String {
    match (summary, lang) {
        (ImportSummary::Position, Lang::Fr) => "Position importée.".to_string(),
        (ImportSummary::Position, Lang::En) => "Position imported.".to_string(),
        (ImportSummary::Game { plies, more_games }, _) => {
            let first = fr_en! { more_games, lang;
                true => "Le texte contient plusieurs parties : la première a été importée",
                    "The text holds several games: the first was imported";
                false => "Partie importée", "Game imported";
            };
            format!("{first} ({}).", HALF_MOVES.count(plies, lang))
        }
    }
}

/// A castling right's label: « Blancs O-O ».
pub fn castling_right(color: Color, san: &str, lang: Lang) -> String {
    format!("{} {san}", color.plate_name(lang))
}

/// Why no castling right can be given, shown instead of the boxes: what
/// is missing for each side. « Aucun roque possible : aucune tour blanche
/// en a1 ni en h1 ; le roi noir n'est pas en e8. »
pub fn no_castling(gaps: &[CastlingGap], lang: Lang) -> String {
    let parts: Vec<String> = gaps
        .iter()
        .map(|&gap| match gap {
            CastlingGap::KingAway(color) => {
                let king = Piece::new(color, Role::King);
                let home = CastlingSide::king_from(color);
                match lang {
                    Lang::Fr => format!("le {} n'est pas en {home}", king.name(lang)),
                    Lang::En => format!("the {} is not on {home}", king.name(lang)),
                }
            }
            CastlingGap::NoRook(color) => {
                let rook = Piece::new(color, Role::Rook);
                let [long, short] =
                    [CastlingSide::QueenSide, CastlingSide::KingSide].map(|s| s.rook_from(color));
                match lang {
                    Lang::Fr => format!("aucune {} en {long} ni en {short}", rook.name(lang)),
                    Lang::En => format!("no {} on {long} or {short}", rook.name(lang)),
                }
            }
        })
        .collect();
    match lang {
        Lang::Fr => format!("Aucun roque possible : {}.", parts.join(" ; ")),
        Lang::En => format!("No castling possible: {}.", parts.join("; ")),
    }
}

/// The event of a game played here.
pub fn default_event(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Partie amicale",
        Lang::En => "Casual game",
    }
}

/// The name a side has when none is typed: the computer's name for its
/// side, else the side's name (« Blancs »).
pub fn default_player_name(opponent: Opponent, color: Color, lang: Lang) -> String {
    match opponent {
        Opponent::Computer { computer, level } if computer == color => {
            crate::words::ui::computer_name(level.number(), lang)
        }
        _ => color.plate_name(lang).to_string(),
    }
}

/// A player's name: the one typed (or an imported PGN gave), else the
/// default name.
pub fn player_name(record: &Record, opponent: Opponent, color: Color, lang: Lang) -> String {
    let typed = color.fold(&record.white, &record.black);
    typed_or(typed.as_deref(), || {
        default_player_name(opponent, color, lang)
    })
}

/// The name typed, trimmed, unless it is blank: then `default`'s.
fn typed_or(typed: Option<&str>, default: impl FnOnce() -> String) -> String {
    match typed.map(str::trim).filter(|n| !n.is_empty()) {
        Some(name) => name.to_string(),
        None => default(),
    }
}

/// The exporter's heading in `lang`: names, event, date, how the rules
/// ended the game and its opening.
pub(crate) fn heading(
    record: &Record,
    opponent: Opponent,
    game: &roque_rules::Game,
    date: Option<Day>,
    opening: Option<&OpeningName>,
    lang: Lang,
) -> Heading {
    Heading {
        event: default_event(lang).to_string(),
        date,
        white: player_name(record, opponent, Color::White, lang),
        black: player_name(record, opponent, Color::Black, lang),
        termination: crate::words::ui::outcome_message(game, lang),
        opening: opening.cloned(),
    }
}

/// What the export dialog shows of the game on the board: `today` dates
/// it unless it has a date of its own; `opening` is the game's.
pub fn export_of(state: &AppState, today: Day, opening: Option<OpeningName>) -> Export {
    let record = state.record();
    let [white, black] = [Color::White, Color::Black];
    Export {
        fen: state.shown_position().fen(),
        game: state.game().clone(),
        imported: record
            .imported
            .as_ref()
            .map(|imported| imported.pgn.clone()),
        drawings: state.session().drawings().clone(),
        today,
        opening,
        names: [white, black].map(|color| {
            color
                .fold(&record.white, &record.black)
                .clone()
                .unwrap_or_default()
        }),
        default_names: [white, black]
            .map(|color| default_player_name(state.opponent(), color, state.lang())),
    }
}

/// The export dialog's game in PGN, ready to copy or download: dated
/// `export.today` unless it has a date of its own, with its opening, and
/// what the PGN it was imported from said while its moves are still its
/// own.
pub fn export_pgn(export: &Export, lang: Lang) -> String {
    export_tree(export, lang).to_pgn()
}

/// The export dialog's game as a tree, as [`export_pgn`] writes it: what
/// the analysis board opens on.
pub fn export_tree(export: &Export, lang: Lang) -> PgnGame {
    let heading = Heading {
        event: default_event(lang).to_string(),
        date: Some(export.today),
        white: export_name(export, Color::White),
        black: export_name(export, Color::Black),
        termination: crate::words::ui::outcome_message(&export.game, lang),
        opening: export.opening.clone(),
    };
    // The app's own text, written by the rules crate's writer: it reads.
    let imported = export
        .imported
        .as_deref()
        .and_then(|text| PgnGame::parse(text).ok());
    pgn_export::export(&export.game, imported.as_ref(), &export.drawings, &heading)
}

/// The export dialog's name for `color`: the one typed, else the default.
fn export_name(export: &Export, color: Color) -> String {
    let index = color.fold(0, 1);
    typed_or(Some(&export.names[index]), || {
        export.default_names[index].clone()
    })
}

/// The file name of the export dialog's PGN.
pub fn export_file_name(export: &Export) -> String {
    pgn_export::file_name(
        export.today,
        &export_name(export, Color::White),
        &export_name(export, Color::Black),
    )
}

/// A game of the history in PGN, dated by when it was saved, with its
/// opening.
pub fn archived_pgn(saved: &Saved, opening: Option<&OpeningName>, lang: Lang) -> String {
    let date = saved.stamp.as_ref().and_then(|stamp| stamp.day());
    let heading = heading(
        &Record::default(),
        saved.opponent,
        &saved.game,
        date,
        opening,
        lang,
    );
    pgn_export::export(&saved.game, None, &saved.drawings, &heading).to_pgn()
}

/// The players' words for a refused import.
impl ImportError {
    /// What is wrong, and where, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (ImportError::Empty, Lang::Fr) => {
                "Collez d'abord une position (FEN) ou une partie (PGN).".to_string()
            }
            (ImportError::Empty, Lang::En) => {
                "Paste a position (FEN) or a game (PGN) first.".to_string()
            }
            (ImportError::Fen(error), _) => error.message(lang),
            (ImportError::Pgn(error), _) => crate::words::pgn::pgn_error_message(error, lang),
            (ImportError::AfterTheEnd { index, outcome }, Lang::Fr) => format!(
                "Le demi-coup n° {index} vient après la fin de la partie : {}",
                outcome.message(lang)
            ),
            (ImportError::AfterTheEnd { index, outcome }, Lang::En) => format!(
                "Half-move {index} comes after the end of the game: {}",
                outcome.message(lang)
            ),
            (ImportError::Refused { index }, Lang::Fr) => {
                format!("Le demi-coup n° {index} ne peut pas être joué.")
            }
            (ImportError::Refused { index }, Lang::En) => {
                format!("Half-move {index} cannot be played.")
            }
        }
    }
}

/// The players' words for the import dialog's refusal: the error's, with
/// the rules' reason for an illegal move, or the move a game ended with.
impl Refusal {
    /// What is wrong, where, and why, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        if let (
            ImportError::AfterTheEnd { index, outcome },
            Some((line, column)),
            Some((before, mv)),
        ) = (&self.error, self.place, &self.ending)
        {
            let san = to_san_with(before, *mv, lang.piece_letters());
            let label = numbered_move(before.fullmove_number(), before.turn(), &san);
            let message = outcome.message(lang);
            let how = message.trim_end_matches('.');
            return match lang {
                Lang::Fr => format!(
                    "Ligne {line}, colonne {column} : la partie se termine sur {label} ({how}) ; le demi-coup n° {index} vient après."
                ),
                Lang::En => format!(
                    "Line {line}, column {column}: the game ends with {label} ({how}); half-move {index} comes after it."
                ),
            };
        }
        let message = self.error.message(lang);
        match &self.why {
            Some(why) => format!("{message} {}", why.message(lang)),
            None => message,
        }
    }
}

/// « demi-coup », "half-move".
const HALF_MOVES: Noun = Noun {
    fr: ("demi-coup", "demi-coups"),
    en: ("half-move", "half-moves"),
};

/// The label of a player's name field: « Nom des Blancs », "White's name".
pub fn name_label(color: Color, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Nom des {}", color.plate_name(lang)),
        Lang::En => format!("{}'s name", color.plate_name(lang)),
    }
}
