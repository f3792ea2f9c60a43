//! The embedded board's only browser calls: its address, and the messages
//! it sends to the page that holds its iframe. Each one fails soft: no
//! window, no parent, a refused message — the board still works.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use web_sys::UrlSearchParams;

use roque_rules::Lang;

use crate::embed::options::{EmbedOptions, Frame};
use crate::embed::state::EmbedEvent;
use crate::words;

/// The `source` of every message the board sends, so that the host page
/// can tell them from other frames' messages.
pub const MESSAGE_SOURCE: &str = "roque";

fn search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The address's query parameters, decoded, in order.
fn query_pairs() -> Vec<(String, String)> {
    let Ok(params) = UrlSearchParams::new_with_str(&search()) else {
        return Vec::new();
    };
    let Ok(Some(entries)) = js_sys::try_iter(&params) else {
        return Vec::new();
    };
    entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let pair = Array::from(&entry);
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}

/// Whether the page was opened as an embedded board (`?embed`).
pub fn is_embed() -> bool {
    UrlSearchParams::new_with_str(&search()).is_ok_and(|params| params.has("embed"))
}

/// The board's options, read from the address.
pub fn options_from_address() -> EmbedOptions {
    EmbedOptions::from_pairs(&query_pairs())
}

fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property on a fresh plain object cannot fail in practice;
    // if it did, the field would only be missing from the message.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value.into());
}

fn optional(value: &Option<String>) -> JsValue {
    value
        .as_deref()
        .map(JsValue::from_str)
        .unwrap_or(JsValue::NULL)
}

/// The message's fields besides `source`, `id` and `type`.
fn fill(object: &Object, event: &EmbedEvent, lang: Lang) -> &'static str {
    match event {
        EmbedEvent::Ready { fen } => {
            set(object, "fen", fen.as_str());
            "ready"
        }
        EmbedEvent::Invalid { errors } => {
            let list: Array = errors
                .iter()
                .map(|e| JsValue::from_str(&words::embed::option_error(e, lang)))
                .collect();
            set(object, "errors", list);
            "invalid"
        }
        EmbedEvent::Move {
            san,
            uci,
            fen,
            auto,
        } => {
            set(object, "san", san.as_str());
            set(object, "uci", uci.as_str());
            set(object, "fen", fen.as_str());
            set(object, "auto", *auto);
            "move"
        }
        EmbedEvent::Solved { san, uci } => {
            set(object, "san", san.as_str());
            set(object, "uci", uci.as_str());
            "solved"
        }
        EmbedEvent::Wrong {
            uci,
            san,
            legal,
            why,
        } => {
            set(object, "uci", optional(uci));
            set(object, "san", optional(san));
            set(object, "legal", *legal);
            set(
                object,
                "message",
                words::embed::wrong_words(why, lang).as_str(),
            );
            "wrong"
        }
        EmbedEvent::GameOver {
            result,
            reason,
            outcome,
        } => {
            set(object, "result", *result);
            set(object, "reason", *reason);
            set(object, "message", outcome.message(lang).as_str());
            "gameover"
        }
    }
}

/// Sends `{source: 'roque', id, type, …}` to the page holding the board's
/// iframe, at its origin when the host script gave it (any origin for a
/// page opened from a file: the messages carry only what the page set up
/// and the reader played).
fn post(frame: &Frame, object: &Object) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    let (there, here): (&JsValue, &JsValue) = (parent.as_ref(), window.as_ref());
    if there == here {
        // Not in a frame: nobody to tell.
        return;
    }
    set(object, "source", MESSAGE_SOURCE);
    set(object, "id", optional(&frame.id));
    let target = frame.origin.as_deref().unwrap_or("*");
    // A host page at another origin than the one announced simply does not
    // receive the message: the browser enforces `target`.
    let _ = parent.post_message(object, target);
}

/// Tells the host page about `event`.
pub fn post_event(frame: &Frame, event: &EmbedEvent) {
    let object = Object::new();
    let kind = fill(&object, event, frame.lang);
    set(&object, "type", kind);
    post(frame, &object);
}

/// Tells the host page how tall the board's content is, so that it sizes
/// the iframe without a scroll bar.
pub fn post_height(frame: &Frame, height: f64) {
    let object = Object::new();
    set(&object, "type", "resize");
    set(&object, "height", height.ceil());
    post(frame, &object);
}

/// Marks the document as an embedded board, for the stylesheet.
pub fn mark_document() {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = root.class_list().add_1("embedded");
    }
}
