//! The screen prerendered into `index.html` at build time (the
//! `roque-prerender` binary, `scripts/post-build.mjs`): painted before the
//! wasm arrives, and taken out by the app as soon as it has rendered its
//! own, within the same task, so that no frame shows both or neither.

/// The attribute of the element holding the prerendered screen.
pub const PRERENDERED: &str = "data-prerendered";

/// Takes the prerendered screen out of the page, if it is still there (a
/// page opened on a saved game or with an address of its own drops it
/// before it is painted: `index.html`'s inline script).
pub fn take_over() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(Some(node)) = document.query_selector(&format!("[{PRERENDERED}]")) {
        node.remove();
    }
}
