//! The module of diagrams: the `roque-diagram` crate's SVG writer and
//! Roque's pieces as vector symbols, as a wasm of its own, so that the
//! board, the course and the tools carry none of it until a diagram is
//! asked for. Trunk builds it as an ES module (`roque-diagram.js` and
//! `roque-diagram_bg.wasm`, next to index.html); the app's modules load it
//! the first time they show a diagram (`globalThis.roqueDiagram()`, set by
//! index.html's start-up script, the course's and the embeds' pages, or
//! the one-file build) and call [`diagram`]. `roque_app::browser::diagram`
//! is the other side.

use roque_diagram::{setup_of, Options};
use wasm_bindgen::prelude::*;

// The crate's library, for its allocator (talc, as every wasm binary of
// the crate has): this module uses nothing else of it.
use roque_app as _;

/// Started by the module's `init()`: nothing to do until a diagram is
/// asked for.
fn main() {}

/// The SVG diagram of `fen` (a FEN, or a board's placement alone: White
/// to move) with the options encoded as `numbers`, `caption` and
/// `id_prefix` (`roque_diagram::EncodedOptions`). Its size in pixels is
/// in its `width` and `height`, and is `roque_diagram::pixels` of the
/// same options, which the app knows before it asks.
///
/// # Errors
/// `Invalid FEN: …` or `Invalid diagram options: number …`, naming what
/// is at fault.
#[wasm_bindgen]
pub fn diagram(
    fen: &str,
    numbers: &[u32],
    caption: &str,
    id_prefix: &str,
) -> Result<String, JsError> {
    let setup = setup_of(fen).map_err(|error| JsError::new(&format!("Invalid FEN: {error}")))?;
    let options = Options::decode(numbers, caption, id_prefix)
        .map_err(|error| JsError::new(&error.to_string()))?;
    Ok(roque_diagram::diagram(&setup, &options))
}
