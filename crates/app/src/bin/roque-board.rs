//! The board-only wasm, for embedded boards: the rules, the board and the
//! embedded board's logic, and nothing of the app's screens (history,
//! editor, clocks, the engine's client, sound). Trunk builds it as an ES
//! module (`roque-board.js` and `roque-board_bg.wasm`, next to
//! index.html).
//!
//! One instance serves every board of a page: `roque-embed.js` imports the
//! module once and calls [`mount`] for each element, so that the start-up
//! work (the module's compilation, the attack tables, the stylesheet) is
//! done once per page. The board's own frame page (`embed.html?embed&…`,
//! the iframe form) calls [`mount_frame`] for its one board.

use std::rc::Rc;

use roque_app::embed::options::EmbedOptions;
use roque_app::embed::page::{self, Host};
use roque_app::embed::sheet;
use roque_app::embed::view::{EmbedBoard, EmbedBoardProps};
use wasm_bindgen::prelude::*;
use web_sys::{Element, ShadowRoot};

thread_local! {
    /// The board's stylesheet, read once per page.
    static CSS: String = sheet::board_css();
}

fn render(root: Element, host: Host, options: EmbedOptions) {
    let props = EmbedBoardProps {
        host,
        options: Rc::new(options),
    };
    // The board lives as long as the page: its handle is not kept.
    let _ = yew::Renderer::<EmbedBoard>::with_root_and_props(root, props).render();
}

/// Started by the module's `init()`: nothing to do until a page asks for
/// a board ([`mount`], [`mount_frame`]).
fn main() {}

/// Draws the board of the frame page (`embed.html`), from its address, in
/// a shadow root on its `#board` element.
#[wasm_bindgen(js_name = mountFrame)]
pub fn mount_frame() -> bool {
    let Some(root) = CSS.with(|css| page::frame_root(css)) else {
        return false;
    };
    render(root, Host::Frame, page::options_from_address());
    true
}

/// Draws a board in `shadow`, the shadow root of `host`, an element of the
/// page, with `options`, an array of `[name, value]` strings (the element's
/// `data-…` attributes, and `id`). Its events are dispatched on `host`.
/// Returns whether the board was drawn (false without a document).
#[wasm_bindgen]
pub fn mount(shadow: ShadowRoot, host: Element, options: JsValue) -> bool {
    let Some(root) = CSS.with(|css| page::prepare_root(&shadow, css)) else {
        return false;
    };
    let options = EmbedOptions::from_pairs(&page::pairs_from(&options));
    render(root, Host::Element(host), options);
    true
}
