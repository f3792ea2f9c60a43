//! What the record and the editor ask of the browser (the clipboard is
//! [`crate::browser::clipboard`]): a file download, today's date, the page's address, `?edit`. Each call
//! fails soft: a refusal is reported to the caller, never a panic.

use std::rc::Rc;

use js_sys::{Array, Date};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, UrlSearchParams};

use crate::model::record::Day;

/// Offers `text` as a file named `name` (a Blob behind an object URL,
/// clicked through an `<a download>`). Returns whether the browser took it.
pub fn download(name: &str, text: &str, mime: &str) -> bool {
    download_inner(name, text, mime).is_some()
}

fn download_inner(name: &str, text: &str, mime: &str) -> Option<()> {
    let parts = Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    download_blob(name, &blob).then_some(())
}

/// Offers `blob` as a file named `name`. Returns whether the browser took
/// it.
pub fn download_blob(name: &str, blob: &Blob) -> bool {
    download_blob_inner(name, blob).is_some()
}

fn download_blob_inner(name: &str, blob: &Blob) -> Option<()> {
    let document = web_sys::window()?.document()?;
    let url = web_sys::Url::create_object_url_with_blob(blob).ok()?;
    let link: HtmlAnchorElement = document.create_element("a").ok()?.dyn_into().ok()?;
    link.set_href(&url);
    link.set_download(name);
    let body = document.body()?;
    let _ = body.append_child(&link);
    link.click();
    link.remove();
    // The download has its own reference to the blob once started; the
    // URL is released on the next turn so that it surely has.
    let release = Rc::new(url);
    let later = wasm_bindgen::closure::Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&release);
    });
    let _ = web_sys::window()?
        .set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 1_000);
    Some(())
}

/// Today, on the player's clock.
pub fn today() -> Day {
    let now = Date::new_0();
    Day {
        year: now.get_full_year(),
        month: now.get_month().saturating_add(1),
        day: now.get_date(),
    }
}

/// The page's address, for links and snippets.
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default()
}

/// Whether the address asks for the board editor (`?edit`), and the FEN it
/// gives it (`&fen=…`, read as the editor reads any FEN: even an illegal
/// position is set up, to be corrected).
pub fn editor_request() -> Option<Option<String>> {
    let search = web_sys::window()?.location().search().ok()?;
    let params = UrlSearchParams::new_with_str(&search).ok()?;
    params.has("edit").then(|| params.get("fen"))
}
