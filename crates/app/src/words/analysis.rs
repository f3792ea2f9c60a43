//! The analysis board's words, in French and English.

use roque_rules::{fr_en, Lang, NodePath, PgnGame, TreeError};

use crate::words::grammar::{colon, numbered_move};
use crate::words::texts_table;

texts_table! {
    /// The analysis board's labels, in one language.
    pub struct AnalysisTexts;
    /// The analysis board's words in `lang`.
    pub fn texts;

    /// The screen's title, and the button that opens it.
    title: "Analyser", "Analyse";
    /// The move list's heading.
    moves: "Coups et variantes", "Moves and variations";
    /// Shown when the tree has no move yet.
    empty: "Aucun coup : jouez-en un sur l'échiquier.", "No move yet: play one on the board.";
    /// Back to the game.
    leave: "Quitter l'analyse", "Leave the analysis";
    /// Makes the variation of the move shown the main line.
    promote: "Promouvoir en ligne principale", "Make it the main line";
    /// Deletes the move shown and what follows it.
    delete: "Supprimer à partir d'ici", "Delete from here";
    /// The label of the comment of the move shown.
    comment: "Commentaire du coup", "Comment on the move";
    /// The label of the comment before the first move.
    game_comment: "Commentaire de la partie", "Comment on the game";
    /// Copies the analysed game as PGN.
    copy_pgn: "Copier le PGN", "Copy the PGN";
    /// Said once the PGN is on the clipboard.
    copied: "PGN copié.", "PGN copied.";
    /// Said when the clipboard refused it.
    not_copied: "Le presse-papiers a refusé : copiez le PGN à la main.", "The clipboard refused: copy the PGN by hand.";
    /// The touch screens' switch: a drag draws instead of moving.
    draw: "Dessiner", "Draw";
    /// How to draw, and how to walk the tree.
    hint: "Clic droit glissé : une flèche ; clic droit : un cercle (Maj : rouge, Alt : bleu, Maj+Alt : jaune). Flèches ← → pour avancer, ↑ ↓ pour changer de variante.",
          "Right-drag: an arrow; right-click: a circle (Shift: red, Alt: blue, Shift+Alt: yellow). Arrow keys ← → to step, ↑ ↓ to change variation.";
    /// The menu of a move of the list.
    menu: "Ce coup", "This move";
}

/// Why an edit of the tree was refused, as a sentence in `lang`.
pub fn refusal(error: &TreeError, lang: Lang) -> &'static str {
    fr_en! { error, lang;
        TreeError::NoSuchNode => "Ce coup n'est plus dans la partie.",
            "This move is no longer in the game.";
        TreeError::IllegalMove(_) => "Ce coup est illégal ici.", "This move is illegal here.";
        TreeError::TooDeep => "Les variantes ne peuvent pas être imbriquées plus profondément.",
            "Variations cannot nest any deeper.";
        TreeError::CommentTooLong => "Ce commentaire est trop long.", "This comment is too long.";
    }
}

/// What the live region says of the position shown: its move, in SAN
/// with its number, and its comment; the start at the start.
pub fn shown(tree: &PgnGame, path: &NodePath, lang: Lang) -> String {
    let Some(node) = tree.node(path) else {
        return crate::words::record::texts(lang).first.to_string();
    };
    let san = node.san.to_string_with(lang.piece_letters());
    let played = match path.parent().and_then(|parent| tree.position_at(&parent)) {
        Some(before) => numbered_move(before.fullmove_number(), before.turn(), &san),
        None => san,
    };
    let comment = tree.comment(path);
    if comment.is_empty() {
        return played;
    }
    format!("{played}{}{comment}", colon(lang))
}
