//! Talking to the page that holds this one in an iframe (the embedded
//! board, a lesson of the course embedded bare): the address's options,
//! and messages to the parent window. Each call fails soft: no window, no
//! parent, a refused message — the page still works.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;
use web_sys::UrlSearchParams;

use crate::model::host_page::Frame;

/// The `source` of every message sent to the host page, so that it can
/// tell them from other frames' messages.
pub const MESSAGE_SOURCE: &str = "roque";

fn search() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// The address's query parameters, decoded, in order.
pub fn query_pairs() -> Vec<(String, String)> {
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

/// The frame's options (`lang`, `id`, `origin`) in the address, read as
/// the embedded board reads them: the first of each name, whatever its
/// case; a malformed one is left out.
pub fn frame_from_address() -> Frame {
    let pairs = query_pairs();
    Frame::read(|name| {
        pairs
            .iter()
            .find(|(n, _)| n.trim().eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    })
    .0
}

/// Sets `object[key]`.
pub fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property on a fresh plain object cannot fail in practice;
    // if it did, the field would only be missing from the message.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value.into());
}

/// A string, or `null` for none.
pub fn optional(value: &Option<String>) -> JsValue {
    value
        .as_deref()
        .map(JsValue::from_str)
        .unwrap_or(JsValue::NULL)
}

/// Sends `{source: 'roque', id, type, …}` to the page holding this one's
/// iframe, at its origin when the host script gave it (any origin for a
/// page opened from a file: the messages carry only what the page set up
/// and the reader played).
pub fn post(frame: &Frame, object: &Object) {
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

/// Tells the host page how tall this page's content is (`{type: 'resize',
/// height}`), so that it sizes the iframe without a scroll bar.
pub fn post_height(frame: &Frame, height: f64) {
    let object = Object::new();
    set(&object, "type", "resize");
    set(&object, "height", height.ceil());
    post(frame, &object);
}
