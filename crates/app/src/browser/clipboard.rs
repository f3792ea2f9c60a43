//! Copying text and sharing links through the browser: the Clipboard API,
//! and the system's share sheet (`navigator.share`) where there is one.
//! Both are looked up before use, since either may be missing (an insecure
//! page, an older browser, a desktop without a share sheet); every failure
//! is reported to the caller as `false`, never thrown.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Clipboard, Navigator, ShareData};

fn navigator() -> Option<Navigator> {
    web_sys::window().map(|w| w.navigator())
}

/// Copies `text` to the clipboard, then calls `done` with whether it worked.
pub fn copy(text: String, done: impl FnOnce(bool) + 'static) {
    let clipboard = navigator()
        .and_then(|n| js_sys::Reflect::get(&n, &JsValue::from_str("clipboard")).ok())
        .and_then(|c| c.dyn_into::<Clipboard>().ok());
    let Some(clipboard) = clipboard else {
        done(false);
        return;
    };
    let promise = clipboard.write_text(&text);
    wasm_bindgen_futures::spawn_local(async move {
        done(JsFuture::from(promise).await.is_ok());
    });
}

/// Whether the system's share sheet is there.
pub fn can_share() -> bool {
    navigator()
        .and_then(|n| js_sys::Reflect::get(&n, &JsValue::from_str("share")).ok())
        .is_some_and(|share| share.is_function())
}

/// Opens the system's share sheet with `url` and `title`, if there is one.
pub fn share(url: &str, title: &str) {
    if !can_share() {
        return;
    }
    let Some(navigator) = navigator() else {
        return;
    };
    let data = ShareData::new();
    data.set_url(url);
    data.set_title(title);
    let promise = navigator.share_with_data(&data);
    // The player may cancel the sheet: a rejection that means nothing.
    wasm_bindgen_futures::spawn_local(async move {
        let _ = JsFuture::from(promise).await;
    });
}
