//! # roque-js-pgn
//!
//! The optional `roque/pgn` entry of the `roque` npm package, in its own
//! WebAssembly module so that the main entry stays the chess.js drop-in
//! it is: a PGN game as a tree, with its variations (nested to any depth
//! the reader accepts), comments, glyphs and drawings (`[%cal …]`,
//! `[%csl …]`), read and written by the `roque-rules` crate's one PGN
//! reader and writer, the ones the app, the embedded boards and the course
//! use.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod build;
pub mod json;

use roque_rules::PgnGame;
use wasm_bindgen::prelude::*;

/// The one game of a PGN text, as the JSON of `roque/pgn`'s tree.
///
/// # Errors
/// `Invalid PGN: line L, column C: …` at the first problem, a text with no
/// game or with more than one included.
#[wasm_bindgen(js_name = readGame)]
pub fn read_game(text: &str) -> Result<String, JsError> {
    let game =
        PgnGame::parse(text).map_err(|error| JsError::new(&format!("Invalid PGN: {error}")))?;
    Ok(json::one(&game))
}

/// The games of a PGN text, as the JSON array of `roque/pgn`'s trees.
///
/// # Errors
/// `Invalid PGN: line L, column C: …` at the first problem; no game is
/// returned then.
#[wasm_bindgen(js_name = readGames)]
pub fn read_games(text: &str) -> Result<String, JsError> {
    let games =
        PgnGame::parse_all(text).map_err(|error| JsError::new(&format!("Invalid PGN: {error}")))?;
    Ok(json::games(&games))
}

/// The PGN of the game that `parts` describe (see [`build`] for their
/// order), in export format.
///
/// # Errors
/// `Invalid game tree: …` with the first problem found.
#[wasm_bindgen(js_name = writeGame)]
pub fn write_game(parts: Vec<String>) -> Result<String, JsError> {
    build::game(&parts)
        .map(|game| game.to_pgn())
        .map_err(|error| JsError::new(&format!("Invalid game tree: {error}")))
}
