//! The screen prerendered into `index.html` at build time (the
//! `roque-prerender` binary, `scripts/post-build.mjs`): painted before the
//! wasm arrives, and replaced by the app's own once it is built, within
//! one task, so that no frame shows both or neither.
//!
//! The app builds its screen behind the prerendered one, in its element
//! held out of the page ([`hold`]), a part per task (`views/app/mod.rs`,
//! `Part`): no task of the start is long, and the page answers between
//! two. The last part puts the element in the screen's place
//! ([`take_over`]).

use std::cell::RefCell;

use roque_rules::Square;
use web_sys::Element;

/// The attribute of the element holding the prerendered screen.
pub const PRERENDERED: &str = "data-prerendered";

/// The attribute of `<html>` in which `index.html`'s inline script keeps
/// the squares pressed on the prerendered board before the app started
/// (`"e2 e4"`): on the root, since Yew empties the body it mounts in.
const PRESSED: &str = "data-prerender-pressed";

thread_local! {
    /// The app's element, out of the page while the app builds its screen
    /// behind the prerendered one.
    static HELD: RefCell<Option<Element>> = const { RefCell::new(None) };
}

/// The prerendered screen, if it is still there (a page opened on a saved
/// game or with an address of its own drops it before it is painted:
/// `index.html`'s inline script).
fn screen() -> Option<Element> {
    let document = web_sys::window()?.document()?;
    document.query_selector(&format!("[{PRERENDERED}]")).ok()?
}

/// Takes the app's element `root` out of the page while the prerendered
/// screen is shown, for the app to build its screen in, behind it; returns
/// whether it did (not without a prerendered screen: the app then draws
/// its screen at once).
pub fn hold(root: &Element) -> bool {
    if screen().is_none() {
        return false;
    }
    root.remove();
    HELD.with(|held| *held.borrow_mut() = Some(root.clone()));
    true
}

/// Whether the app's element is held out of the page ([`hold`]).
pub fn holding() -> bool {
    HELD.with(|held| held.borrow().is_some())
}

/// Takes the prerendered screen out of the page, if it is still there. The
/// app calls this just before it mounts in its element when it does not
/// [`hold`] it, in the same task as its first render: its own element is
/// beside the prerendered screen's, and a frame showing both would shift
/// the whole page.
pub fn remove_screen() {
    if let Some(screen) = screen() {
        screen.remove();
    }
}

/// Puts the app's element in the prerendered screen's place if it was
/// held (or takes the screen out if it is still there), and returns the
/// squares pressed on the screen before the app took over, in order, for
/// the app to answer as clicks: a player who clicks a piece before the
/// wasm is ready is not ignored.
pub fn take_over() -> Vec<Square> {
    let held = HELD.with(|held| held.borrow_mut().take());
    match (held, screen()) {
        (Some(root), Some(screen)) => {
            let _ = screen.replace_with_with_node_1(&root);
        }
        (Some(root), None) => {
            // The screen went meanwhile: the app's element goes last.
            if let Some(body) = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.body())
            {
                let _ = body.append_child(&root);
            }
        }
        (None, _) => remove_screen(),
    }
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
