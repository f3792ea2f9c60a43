//! What every dialog does with the keyboard focus: it takes the focus when
//! it opens, closes on Escape wherever the focus is, and gives the focus
//! back where it was when it closes (WAI-ARIA's dialog pattern).

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, KeyboardEvent};
use yew::prelude::*;

use crate::browser::focus;

/// The element that had the focus, if it can take it back.
fn focused_element() -> Option<HtmlElement> {
    focus::active_element()?.dyn_into::<HtmlElement>().ok()
}

/// Makes the element of the returned `NodeRef` a modal dialog: focused on
/// opening (give it `tabindex="-1"`, or focus a field of it yourself in a
/// later effect), `on_close` on Escape, the focus returned on closing. Call
/// it first in the component, so that it sees where the focus was.
#[hook]
pub fn use_modal(on_close: Callback<()>) -> NodeRef {
    let dialog = use_node_ref();
    {
        let dialog = dialog.clone();
        use_effect_with((), move |_| {
            let before = focused_element();
            if let Some(element) = dialog.cast::<HtmlElement>() {
                // A field of the dialog may already hold the focus.
                let inside = focused_element()
                    .is_some_and(|focused| element.contains(Some(focused.as_ref())));
                if !inside {
                    let _ = element.focus();
                }
            }
            let listener = web_sys::window()
                .and_then(|window| window.document())
                .map(|document| {
                    // Not passive: Escape is kept from other uses.
                    let options = EventListenerOptions::enable_prevent_default();
                    EventListener::new_with_options(&document, "keydown", options, move |event| {
                        let escape = event
                            .dyn_ref::<KeyboardEvent>()
                            .is_some_and(|e| e.key() == "Escape");
                        if escape {
                            event.prevent_default();
                            event.stop_immediate_propagation();
                            on_close.emit(());
                        }
                    })
                });
            move || {
                drop(listener);
                if let Some(before) = before {
                    let _ = before.focus();
                }
            }
        });
    }
    dialog
}
