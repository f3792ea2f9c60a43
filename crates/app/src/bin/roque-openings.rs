//! The module of openings: the table of named openings and their names in
//! French and English (`roque-openings`), as a wasm of its own, so that the
//! app's first download carries none of its 60 kB. Trunk builds it as an ES
//! module (`roque-openings.js` and `roque-openings_bg.wasm`, next to
//! index.html); the app and the module of tools load it once a game has a
//! move (`globalThis.roqueOpenings()`, set by index.html's start-up script
//! or by the one-file build) and call [`name`] with the keys of the game's
//! positions. `roque_app::browser::openings` is the other side.

use roque_app::model::opening::{key_of_number, OpeningName};
use roque_openings::Opening;
use roque_rules::Lang;
use wasm_bindgen::prelude::*;

/// Started by the module's `init()`: nothing to do until the app asks.
fn main() {}

/// The name of a game whose positions, from its start, have the keys
/// `keys` (each `Position::hash`'s low 48 bits, as the app sends them), in
/// French when `french`, else in English: the last named position's,
/// written by [`OpeningName::to_answer`], or an empty string before the
/// first named position. A key that is not a whole number below 2^48
/// names nothing.
#[wasm_bindgen]
pub fn name(keys: &[f64], french: bool) -> String {
    let lang = if french { Lang::Fr } else { Lang::En };
    Opening::of_keys(keys.iter().filter_map(|&key| key_of_number(key)))
        .map(|opening| {
            OpeningName {
                eco: opening.eco().to_string(),
                name: opening.name(lang),
            }
            .to_answer()
        })
        .unwrap_or_default()
}
