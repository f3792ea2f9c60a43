//! Keys pressed anywhere in the page: the listener the game's screen and
//! the analysis board walk their moves with, and the test that leaves a key
//! to the field or widget that has the focus.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

/// Whether a key press belongs to what has the focus: text fields, lists,
/// the board's grid (whose arrows move between squares), a dialog.
pub fn key_taken_by_focus(e: &KeyboardEvent) -> bool {
    let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    target
        .closest(
            "input, textarea, select, [contenteditable], [role=grid], [role=dialog], [role=slider]",
        )
        .ok()
        .flatten()
        .is_some()
}

/// Calls `handler` for every key pressed in the document, for as long as
/// the listener lives. Not passive: the handler may keep a key (Home, End)
/// from scrolling the page.
pub fn on_document_keydown(
    mut handler: impl FnMut(&KeyboardEvent) + 'static,
) -> Option<EventListener> {
    let document = web_sys::window()?.document()?;
    Some(EventListener::new_with_options(
        &document,
        "keydown",
        EventListenerOptions::enable_prevent_default(),
        move |event| {
            if let Some(event) = event.dyn_ref::<KeyboardEvent>() {
                handler(event);
            }
        },
    ))
}
