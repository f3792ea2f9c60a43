//! Where the keyboard focus is, through shadow roots: an embedded board in
//! a host page is drawn in its element's shadow root, where the document's
//! `activeElement` is only the element holding the board.

use web_sys::Element;

/// The focused element, looked for down through open shadow roots; `None`
/// when nothing has the focus (or there is no document).
pub fn active_element() -> Option<Element> {
    let mut active = web_sys::window()?.document()?.active_element()?;
    while let Some(inner) = active.shadow_root().and_then(|root| root.active_element()) {
        active = inner;
    }
    Some(active)
}
