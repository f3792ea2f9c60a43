//! The embedded board's only browser calls: its options (the address of
//! its frame, or the pairs `roque-embed.js` read from the host element),
//! its shadow root and shared stylesheet, and what it tells the host page
//! (messages to the parent window from a frame, through
//! `crate::browser::host_page`; DOM events on the element in the page). Each one fails soft: no window, no parent, a refused
//! message — the board still works.

use std::cell::RefCell;

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CustomEvent, CustomEventInit, Element};

use roque_rules::Lang;

use crate::browser::host_page::{self, optional, post, query_pairs, set};
use crate::embed::options::{EmbedOptions, Frame};
use crate::embed::state::EmbedEvent;
use crate::embed::words;

/// Where a board lives, and so how it talks to its host page.
#[derive(Clone, Debug, PartialEq)]
pub enum Host {
    /// The whole page of an iframe: messages go to the parent window.
    Frame,
    /// A shadow root of this element of the host page itself: events are
    /// dispatched on the element.
    Element(Element),
}

/// The board's options, read from the address.
pub fn options_from_address() -> EmbedOptions {
    EmbedOptions::from_pairs(&query_pairs())
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
                .map(|e| JsValue::from_str(&words::option_error(e, lang)))
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
            set(object, "message", words::wrong_words(why, lang).as_str());
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

/// Tells the host page about `event`: a message to the parent window from
/// a frame, `roque:<type>` on the element in the page (its `detail` holds
/// the same fields as the message, and the host's `id`).
pub fn post_event(host: &Host, frame: &Frame, event: &EmbedEvent) {
    let object = Object::new();
    let kind = fill(&object, event, frame.lang);
    match host {
        Host::Frame => {
            set(&object, "type", kind);
            post(frame, &object);
        }
        Host::Element(element) => {
            set(&object, "id", optional(&frame.id));
            let init = CustomEventInit::new();
            init.set_detail(&object);
            init.set_bubbles(true);
            if let Ok(event) =
                CustomEvent::new_with_event_init_dict(&format!("roque:{kind}"), &init)
            {
                let _ = element.dispatch_event(&event);
            }
        }
    }
}

/// Tells the host page how tall the board's content is, so that it sizes
/// the iframe without a scroll bar (a board in the page sizes itself).
pub fn post_height(host: &Host, frame: &Frame, height: f64) {
    if *host == Host::Frame {
        host_page::post_height(frame, height);
    }
}

/// The options `roque-embed.js` read from a host element: an array of
/// `[name, value]` pairs of strings (anything else is skipped).
pub fn pairs_from(list: &JsValue) -> Vec<(String, String)> {
    let Some(list) = list.dyn_ref::<Array>() else {
        return Vec::new();
    };
    list.iter()
        .filter_map(|entry| {
            let pair = entry.dyn_into::<Array>().ok()?;
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}

thread_local! {
    /// The one stylesheet every board of the page adopts, built on first use.
    static SHEET: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// The page's one board stylesheet (a constructed `CSSStyleSheet`), built
/// once from `css`; `None` where the browser cannot construct one.
fn shared_sheet(css: &str) -> Option<JsValue> {
    SHEET.with(|cell| {
        if let Some(sheet) = cell.borrow().as_ref() {
            return Some(sheet.clone());
        }
        let sheet = web_sys::CssStyleSheet::new().ok()?;
        sheet.replace_sync(css).ok()?;
        let sheet: JsValue = sheet.into();
        *cell.borrow_mut() = Some(sheet.clone());
        Some(sheet)
    })
}

/// Gives `root` (a shadow root) the board's stylesheet and an empty
/// element to render into, which it returns. The stylesheet is shared by
/// every board of the page; a browser without constructed stylesheets
/// gets a `<style>` per board.
pub fn prepare_root(root: &web_sys::ShadowRoot, css: &str) -> Option<Element> {
    let document = web_sys::window()?.document()?;
    match shared_sheet(css) {
        Some(sheet) => {
            let list = Array::of1(&sheet);
            let _ = Reflect::set(root, &JsValue::from_str("adoptedStyleSheets"), &list);
        }
        None => {
            let style = document.create_element("style").ok()?;
            style.set_text_content(Some(css));
            root.append_child(&style).ok()?;
        }
    }
    let mount = document.create_element("div").ok()?;
    mount.set_class_name("roque-root");
    root.append_child(&mount).ok()?;
    Some(mount)
}

/// In the board's frame page (`embed.html`), the element its one board
/// renders into: a shadow root on `#board` (or on the body), prepared as
/// for a board in a host page.
pub fn frame_root(css: &str) -> Option<Element> {
    let document = web_sys::window()?.document()?;
    let host: Element = match document.get_element_by_id("board") {
        Some(element) => element,
        None => document.body()?.into(),
    };
    let init = web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open);
    let root = host.attach_shadow(&init).ok()?;
    prepare_root(&root, css)
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
