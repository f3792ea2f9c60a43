//! The screen prerendered into `index.html` at build time (the
//! `roque-prerender` binary, `scripts/post-build.mjs`): painted before the
//! wasm arrives, and taken out by the app as soon as it has rendered its
//! own, within the same task, so that no frame shows both or neither.

use roque_rules::Square;

/// The attribute of the element holding the prerendered screen.
pub const PRERENDERED: &str = "data-prerendered";

/// The attribute of `<html>` in which `index.html`'s inline script keeps
/// the squares pressed on the prerendered board before the app started
/// (`"e2 e4"`): on the root, since Yew empties the body it mounts in.
const PRESSED: &str = "data-prerender-pressed";

/// Takes the prerendered screen out of the page, if it is still there (a
/// page opened on a saved game or with an address of its own drops it
/// before it is painted: `index.html`'s inline script). The app calls this
/// just before it mounts, in the same task as its first render: its own
/// element is beside the prerendered screen's, and a frame showing both
/// would shift the whole page.
pub fn remove_screen() {
    let document = web_sys::window().and_then(|w| w.document());
    if let Some(Ok(Some(node))) = document.map(|d| d.query_selector(&format!("[{PRERENDERED}]"))) {
        node.remove();
    }
}

/// Takes the prerendered screen out of the page if it is still there
/// ([`remove_screen`]), and returns the squares pressed on it before the
/// app started, in order, for the app to answer as clicks: a player who
/// clicks a piece before the wasm is ready is not ignored.
pub fn take_over() -> Vec<Square> {
    remove_screen();
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return Vec::new();
    };
    let Some(root) = document.document_element() else {
        return Vec::new();
    };
    let pressed = root.get_attribute(PRESSED).unwrap_or_default();
    let _ = root.remove_attribute(PRESSED);
    pressed
        .split_whitespace()
        .filter_map(|name| name.parse().ok())
        .collect()
}
