//! The interface's own words, in French and English. What the rules say
//! (illegal moves, results, claims) comes from the rules crate's catalogue.

use roque_rules::{Color, Lang, Piece, PieceLetters, Role, Square};

/// Every label of the interface, in one language.
#[derive(Debug, PartialEq, Eq)]
pub struct Texts {
    /// The app's tagline under its name.
    pub tagline: &'static str,
    /// "New game" button.
    pub new_game: &'static str,
    /// "Take back" button.
    pub undo: &'static str,
    /// "Flip the board" button.
    pub flip: &'static str,
    /// The button that claims an available draw.
    pub claim_draw: &'static str,
    /// The move list's heading.
    pub moves: &'static str,
    /// Shown in the move list before the first move.
    pub no_moves: &'static str,
    /// The language switch's label.
    pub language: &'static str,
    /// The promotion picker's title.
    pub promotion_title: &'static str,
    /// The promotion picker's cancel button.
    pub cancel: &'static str,
    /// The board's accessible name.
    pub board: &'static str,
    /// Follows the reason a `fen` in the address was refused.
    pub bad_fen: &'static str,
    /// "Check!"
    pub check: &'static str,
    /// The footer line: everything stays on the player's machine.
    pub footer: &'static str,
}

const FR: Texts = Texts {
    tagline: "Les échecs, à deux sur le même écran",
    new_game: "Nouvelle partie",
    undo: "Reprendre le coup",
    flip: "Retourner l'échiquier",
    claim_draw: "Réclamer la nulle",
    moves: "Coups",
    no_moves: "Les Blancs commencent.",
    language: "Langue",
    promotion_title: "Promotion : choisissez la pièce",
    cancel: "Annuler",
    board: "Échiquier",
    bad_fen: "La partie commence à la position initiale.",
    check: "Échec !",
    footer: "Tout se joue sur votre appareil : rien n'est envoyé nulle part.",
};

const EN: Texts = Texts {
    tagline: "Chess for two on one screen",
    new_game: "New game",
    undo: "Take back",
    flip: "Flip board",
    claim_draw: "Claim the draw",
    moves: "Moves",
    no_moves: "White to begin.",
    language: "Language",
    promotion_title: "Promotion: choose a piece",
    cancel: "Cancel",
    board: "Chessboard",
    bad_fen: "The game starts from the initial position.",
    check: "Check!",
    footer: "Everything runs on your device: nothing is sent anywhere.",
};

/// The interface's words in `lang`.
pub fn texts(lang: Lang) -> &'static Texts {
    match lang {
        Lang::Fr => &FR,
        Lang::En => &EN,
    }
}

/// "Trait aux Blancs", "Black to move".
pub fn to_move(color: Color, lang: Lang) -> &'static str {
    match (lang, color) {
        (Lang::Fr, Color::White) => "Trait aux Blancs",
        (Lang::Fr, Color::Black) => "Trait aux Noirs",
        (Lang::En, Color::White) => "White to move",
        (Lang::En, Color::Black) => "Black to move",
    }
}

/// The piece letters of SAN in `lang`: « Cf3 » in French, "Nf3" in English.
pub fn piece_letters(lang: Lang) -> PieceLetters {
    match lang {
        Lang::Fr => PieceLetters::French,
        Lang::En => PieceLetters::English,
    }
}

/// A side as a name plate says it: « Blancs », "White".
pub fn side_name(color: Color, lang: Lang) -> &'static str {
    match (lang, color) {
        (Lang::Fr, Color::White) => "Blancs",
        (Lang::Fr, Color::Black) => "Noirs",
        (Lang::En, Color::White) => "White",
        (Lang::En, Color::Black) => "Black",
    }
}

/// The page's title in `lang`.
pub fn page_title(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Roque — échecs",
        Lang::En => "Roque — chess",
    }
}

/// A piece's name: « dame blanche », "white queen".
pub fn piece_name(piece: Piece, lang: Lang) -> String {
    let role = piece.role.name(lang);
    match lang {
        Lang::Fr => {
            // The adjective agrees with the noun: la dame, la tour are feminine.
            let feminine = matches!(piece.role, Role::Queen | Role::Rook);
            let colour = match (piece.color, feminine) {
                (Color::White, false) => "blanc",
                (Color::White, true) => "blanche",
                (Color::Black, false) => "noir",
                (Color::Black, true) => "noire",
            };
            format!("{role} {colour}")
        }
        Lang::En => format!("{} {role}", piece.color.fold("white", "black")),
    }
}

/// A square's accessible label: « e4, pion blanc », "e4, empty".
pub fn square_label(square: Square, piece: Option<Piece>, lang: Lang) -> String {
    match (piece, lang) {
        (Some(piece), _) => format!("{square}, {}", piece_name(piece, lang)),
        (None, Lang::Fr) => format!("{square}, vide"),
        (None, Lang::En) => format!("{square}, empty"),
    }
}

/// The footer's link to the rules page (which is in French).
pub fn rules_link(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Les règles, pas à pas",
        Lang::En => "The rules, step by step (in French)",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_adjectives_agree() {
        let queen = Piece::new(Color::Black, Role::Queen);
        assert_eq!(piece_name(queen, Lang::Fr), "dame noire");
        let knight = Piece::new(Color::White, Role::Knight);
        assert_eq!(piece_name(knight, Lang::Fr), "cavalier blanc");
        assert_eq!(piece_name(knight, Lang::En), "white knight");
        assert_eq!(
            square_label(Square::E4, None, Lang::Fr),
            "e4, vide".to_string()
        );
    }
}
