//! The module of tools: the board editor and the import and export
//! dialogs, as a wasm of their own, so that the app's first download
//! carries none of them. Trunk builds it as an ES module (`roque-tools.js`
//! and `roque-tools_bg.wasm`, next to index.html); the app loads it the
//! first time a tool opens (`globalThis.roqueTools()`, set by index.html's
//! start-up script or by the one-file build) and calls [`open`] and
//! [`close`] with the element it shows the tool in. What the two say to
//! each other is `roque_app::model::tools`, carried by
//! `roque_app::browser::tools`.

use std::cell::RefCell;
use std::rc::Rc;

use roque_app::browser::tools;
use roque_app::model::tools::ToolEvent;
use roque_app::views::tools::{Tools, ToolsProps};
use wasm_bindgen::prelude::*;
use web_sys::Element;
use yew::{AppHandle, Callback};

thread_local! {
    /// The tools shown, each with its element.
    static SHOWN: RefCell<Vec<(Element, AppHandle<Tools>)>> = const { RefCell::new(Vec::new()) };
}

/// Started by the module's `init()`: nothing to do until the app asks for
/// a tool.
fn main() {}

/// Shows the tool `request` asks for in `host`, or shows it again with
/// what changed if it is already there. The tool's intents are dispatched
/// on `host` as `roque-tool` events. Returns whether the request was read
/// (a malformed one changes nothing).
#[wasm_bindgen]
pub fn open(host: Element, request: JsValue) -> bool {
    let Some(request) = tools::request_from_js(&request) else {
        return false;
    };
    let props = ToolsProps {
        request: Rc::new(request),
        on_event: {
            let host = host.clone();
            Callback::from(move |event: ToolEvent| tools::send(&host, &event))
        },
    };
    // Out of the list while Yew renders, which may call back here.
    let shown = take(&host);
    let handle = match shown {
        Some(mut handle) => {
            handle.update(props);
            handle
        }
        None => yew::Renderer::<Tools>::with_root_and_props(host.clone(), props).render(),
    };
    SHOWN.with_borrow_mut(|shown| shown.push((host, handle)));
    true
}

/// Takes away the tool shown in `host`, if there is one.
#[wasm_bindgen]
pub fn close(host: Element) {
    if let Some(handle) = take(&host) {
        handle.destroy();
    }
}

/// The tool shown in `host`, taken out of the list.
fn take(host: &Element) -> Option<AppHandle<Tools>> {
    SHOWN.with_borrow_mut(|shown| {
        let index = shown.iter().position(|(element, _)| element == host)?;
        Some(shown.remove(index).1)
    })
}
