//! The printed sheet's words (« Imprimer » on a lesson), in French and
//! English. The exercises' prompts and solutions are the course crate's.

use roque_rules::Lang;

use crate::model::sheet::{Paper, PerPage};
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
    let side = match (white_to_move, lang) {
        (true, Lang::Fr) => "les Blancs jouent",
        (false, Lang::Fr) => "les Noirs jouent",
        (true, Lang::En) => "White to move",
        (false, Lang::En) => "Black to move",
    };
    format!(
        "{}{} {side}",
        number(n, lang),
        crate::words::grammar::colon(lang)
    )
}
