//! The printed sheet's words (« Imprimer » on a lesson), in French and
//! English. The exercises' prompts and solutions are the course crate's.

use roque_rules::{fr_en, Lang};

use crate::model::sheet::{Paper, PerPage, SheetTextError, MAX_POSITIONS};
use crate::persist::sheet::SheetReadError;
use crate::words::pgn::pgn_error_clause;
use crate::words::texts_table;

texts_table! {
    /// The sheet's fixed labels in one language.
    pub struct SheetTexts;
    /// The labels in `lang`.
    pub fn texts;

    /// The link on a lesson to its sheet, and the sheet's print button.
    print: "Imprimer", "Print";
    /// Above the lesson's title on the sheet.
    kind: "Feuille d'exercices", "Worksheet";
    /// The pupil's name, to write on the sheet.
    name: "Nom :", "Name:";
    /// The date, to write on the sheet.
    date: "Date :", "Date:";
    /// The box under each diagram.
    answer: "Réponse :", "Answer:";
    /// The last page's heading.
    solutions: "Solutions", "Solutions";
    /// The toolbar's accessible name.
    settings: "Mise en page", "Layout";
    /// The choice of diagrams a page.
    per_page: "Diagrammes par page", "Diagrams a page";
    /// The choice of paper.
    paper: "Papier", "Paper";
    /// The link back to the lesson.
    back: "Retour à la leçon", "Back to the lesson";
    /// How to make a PDF, said on screen only.
    how:
        "Pour un PDF, choisissez « Enregistrer au format PDF » comme imprimante.",
        "For a PDF, choose “Save as PDF” as the printer.";
    /// For an unknown lesson.
    unknown: "Cette leçon n'existe pas.", "There is no such lesson.";
    /// The editor's section for a teacher's own sheet, and its title.
    own: "Feuille d'exercices", "Worksheet";
    /// What the section takes.
    own_help:
        "Collez des positions, une FEN par ligne (suivie de « ; » et d'une question si vous voulez), ou un PGN de plusieurs parties ou positions.",
        "Paste positions, one FEN a line (followed by “;” and a question if you like), or a PGN of several games or positions.";
    /// Adds the editor's position to the list.
    add: "Ajouter cette position", "Add this position";
    /// Opens the printable sheet.
    open: "Imprimer la feuille", "Print the sheet";
    /// Under a position of the teacher's own sheet with no question.
    white_to_play: "Les Blancs jouent.", "White to play.";
    /// The same, for Black.
    black_to_play: "Les Noirs jouent.", "Black to play.";
    /// The browser keeps nothing (private mode with storage off).
    not_kept:
        "Le navigateur n'a pas gardé la feuille : le stockage local est désactivé.",
        "The browser did not keep the sheet: local storage is off.";
    /// The course's page finds no sheet, or an unreadable one.
    no_sheet:
        "Aucune feuille à imprimer : faites-la dans l'éditeur (« Feuille d'exercices »).",
        "No sheet to print: make it in the editor (“Worksheet”).";
}

/// Why a pasted list cannot make a sheet.
pub fn text_error(error: &SheetTextError, lang: Lang) -> String {
    fr_en! { error, lang;
        SheetTextError::Empty => "Collez au moins une position.".to_string(),
            "Paste at least one position.".to_string();
        SheetTextError::BadFen { line, error } => format!("Ligne {line} : {}", error.message(lang)),
            format!("Line {line}: {}", error.message(lang));
        SheetTextError::BadPgn(error) =>
            format!("PGN illisible, {}.", pgn_error_clause(error, lang)),
            format!("Unreadable PGN, {}.", pgn_error_clause(error, lang));
        SheetTextError::TooMany(count) =>
            format!("{count} positions : une feuille en prend {MAX_POSITIONS} au plus."),
            format!("{count} positions: a sheet takes {MAX_POSITIONS} at most.");
    }
}

/// Why a kept sheet cannot be printed (only a damaged storage gives one).
pub fn read_error(error: &SheetReadError, lang: Lang) -> String {
    match (error, lang) {
        (SheetReadError::NotASheet, _) => texts(lang).no_sheet.to_string(),
        (SheetReadError::BadLine(line), Lang::Fr) => {
            format!("La feuille gardée est abîmée (ligne {line}) : refaites-la dans l'éditeur.")
        }
        (SheetReadError::BadLine(line), Lang::En) => {
            format!("The kept sheet is damaged (line {line}): make it again in the editor.")
        }
    }
}

/// The name of a choice of diagrams a page: « 6 par page ».
pub fn per_page(per_page: PerPage, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("{} par page", per_page.count()),
        Lang::En => format!("{} a page", per_page.count()),
    }
}

/// The name of a paper.
pub fn paper(paper: Paper, lang: Lang) -> &'static str {
    match (paper, lang) {
        (Paper::A4, _) => "A4",
        (Paper::Letter, Lang::Fr) => "Lettre US",
        (Paper::Letter, Lang::En) => "US Letter",
    }
}

/// A diagram's number on the sheet: « Exercice 3 ».
pub fn number(n: usize, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("Exercice {n}"),
        Lang::En => format!("Exercise {n}"),
    }
}

/// The sheet's accessible name for a diagram: its number and who moves.
pub fn diagram_label(n: usize, white_to_move: bool, lang: Lang) -> String {
    let side = fr_en! { white_to_move, lang;
        true => "les Blancs jouent", "White to move";
        false => "les Noirs jouent", "Black to move";
    };
    format!(
        "{}{} {side}",
        number(n, lang),
        crate::words::grammar::colon(lang)
    )
}
