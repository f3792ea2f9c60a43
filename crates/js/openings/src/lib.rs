//! # roque-js-openings
//!
//! The optional `roque/openings` entry of the `roque` npm package, in its
//! own WebAssembly module so that `import 'roque'` does not carry the table
//! of openings: the name of the last named position among a game's
//! positions, in English (the lichess data set's) and French.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

use roque_openings::Opening;
use roque_rules::{Lang, Position};
use wasm_bindgen::prelude::*;

/// The opening of a game given its positions as FENs, in the order they
/// were played: `[eco, English name, French name]` of the last one that is
/// named, or nothing. A FEN that is not a legal position (chess.js accepts
/// some) names nothing and is skipped; the move counters are ignored.
pub fn opening_of(fens: &[String]) -> Vec<String> {
    let positions: Vec<Position> = fens
        .iter()
        .filter_map(|fen| Position::from_fen(fen).ok())
        .collect();
    match Opening::of_positions(&positions) {
        Some(opening) => vec![
            opening.eco().to_string(),
            opening.name(Lang::En),
            opening.name(Lang::Fr),
        ],
        None => Vec::new(),
    }
}

/// [`opening_of`] for JavaScript.
#[wasm_bindgen(js_name = openingOfFens)]
pub fn opening_of_fens(fens: Vec<String>) -> Vec<String> {
    opening_of(&fens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_a_game_by_its_last_named_position_and_skips_what_is_not_chess() {
        let fens: Vec<String> = [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "not a fen",
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ]
        .iter()
        .map(|fen| fen.to_string())
        .collect();
        assert_eq!(
            opening_of(&fens),
            vec!["C20", "King's Pawn Game", "Début du pion roi"]
        );
        assert!(opening_of(&[]).is_empty());
        assert!(opening_of(&["garbage".to_string()]).is_empty());
    }
}
