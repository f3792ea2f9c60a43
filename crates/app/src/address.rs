//! The page around the app: the address it was opened with, the
//! document's language, keys pressed anywhere. The only browser calls
//! outside the views; each one fails soft (no window, no document: the
//! defaults).

use gloo::events::EventListener;
use roque_rules::Lang;
use wasm_bindgen::JsCast;
use web_sys::{KeyboardEvent, UrlSearchParams};

use crate::state::StartOptions;

/// The start options from the page's query string: `?fen=…&lang=en&orientation=black`.
pub fn start_options() -> StartOptions {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    let Ok(params) = UrlSearchParams::new_with_str(&search) else {
        return StartOptions::default();
    };
    StartOptions::from_params(
        params.get("fen").as_deref(),
        params.get("lang").as_deref(),
        params.get("orientation").as_deref(),
    )
}

/// Sets `<html lang>` and the page's title to the interface's language.
pub fn set_document_lang(lang: Lang) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
    document.set_title(crate::i18n::page_title(lang));
}

/// Calls `handler` for every key pressed in the document, for as long as
/// the returned listener lives.
pub fn on_document_keydown(
    mut handler: impl FnMut(&KeyboardEvent) + 'static,
) -> Option<EventListener> {
    let document = web_sys::window()?.document()?;
    Some(EventListener::new(&document, "keydown", move |event| {
        if let Some(event) = event.dyn_ref::<KeyboardEvent>() {
            handler(event);
        }
    }))
}

/// The page's monotonic clock, in milliseconds (`performance.now()`); 0
/// where there is none.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}
