//! The page around the app: the address it was opened with, the
//! document's language, keys pressed anywhere. The only browser calls
//! outside the views; each one fails soft (no window, no document: the
//! defaults).

use gloo::events::EventListener;
use roque_rules::Lang;
use wasm_bindgen::JsCast;
use web_sys::{KeyboardEvent, UrlSearchParams};

use crate::state::resume::StartOptions;

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
    document.set_title(crate::words::ui::page_title(lang));
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

/// Calls `handler` for every press of Escape in the document, for as long
/// as the returned listener lives: the pages put the selected piece back.
pub fn on_document_escape(handler: impl Fn() + 'static) -> Option<EventListener> {
    on_document_keydown(move |e: &KeyboardEvent| {
        if e.key() == "Escape" {
            handler();
        }
    })
}

/// The page's monotonic clock, in milliseconds (`performance.now()`); 0
/// where there is none.
pub fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Whether the page's query string names `name` (`?lang=en` names `lang`).
pub fn has_param(name: &str) -> bool {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|search| UrlSearchParams::new_with_str(&search).ok())
        .is_some_and(|params| params.has(name))
}

/// The pages of the modules the app does not carry, next to index.html,
/// by the query parameter that asks for them: the course (`?learn`), the
/// embedded board (`?embed`, as docs/embed.md once wrote its address) and
/// online play (`?online`, served builds only: the one-file build says it
/// cannot play online).
pub const OWN_PAGES: [(&str, &str); 3] = [
    ("learn", "learn.html"),
    ("embed", "embed.html"),
    ("online", "online.html"),
];

/// Sends an address meant for the course or an embedded board
/// ([`OWN_PAGES`]) to that page, with the same query and fragment. Returns
/// whether the page is leaving. (index.html does it before any script for
/// the course; this is the way back if that did not happen.)
pub fn forward_to_own_page() -> bool {
    let Some((param, page)) = OWN_PAGES.iter().find(|(param, _)| has_param(param)) else {
        return false;
    };
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return false;
    };
    let served = location
        .protocol()
        .is_ok_and(|p| p == "http:" || p == "https:");
    if *param == "online" && !served {
        return false;
    }
    let search = location.search().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    location.replace(&format!("{page}{search}{hash}")).is_ok()
}

/// The address of the game's page from a page of the app's: `?` from the
/// page that holds both (index.html, or the one-file build), the folder's
/// own address (`./`) from a page of its own such as `learn.html`; with
/// `?lang=en` in English.
pub fn game_page(lang: Lang) -> String {
    let own = web_sys::window()
        .and_then(|w| w.location().pathname().ok())
        .is_some_and(|path| OWN_PAGES.iter().any(|(_, page)| path.ends_with(page)));
    let base = if own { "./" } else { "?" };
    match lang {
        Lang::Fr => base.to_string(),
        Lang::En => format!("{base}{}lang=en", if own { "?" } else { "" }),
    }
}

/// The address's fragment, with its `#` (empty when there is none).
pub fn fragment() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Takes the fragment out of the address bar without reloading, so that
/// a game opened from a link is not opened again by a reload.
pub fn clear_fragment() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else {
        return;
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{search}")),
        );
    }
}

/// This page's address with `fragment` (such as `#g=…`) in place of its own.
pub fn with_fragment(fragment: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = href.split('#').next().unwrap_or_default();
    format!("{base}{fragment}")
}

/// The wall clock's time (milliseconds since 1970, UTC) when [`now_ms`]
/// was 0.
pub fn wall_offset_ms() -> f64 {
    js_sys::Date::now() - now_ms()
}

/// Reloads the page whenever its fragment changes to hold a game (a link
/// pasted into the address bar of an open page), for as long as the
/// returned listener lives: the page then opens the link as any other.
pub fn on_game_link(has_game: fn(&str) -> bool) -> Option<EventListener> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, "hashchange", move |_| {
        if has_game(&fragment()) {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        }
    }))
}

/// The value of the query parameter `name`, decoded, if the address has it.
pub fn param(name: &str) -> Option<String> {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|search| UrlSearchParams::new_with_str(&search).ok())
        .and_then(|params| params.get(name))
}

/// The language the address asks for (`?lang=en`; `fr`, `en-GB`… as the
/// rules crate reads them), French when it asks for none or for another.
pub fn lang() -> Lang {
    param("lang")
        .and_then(|lang| lang.trim().parse().ok())
        .unwrap_or(Lang::Fr)
}

/// Puts `?query` in the address bar as a new entry of the browser's
/// history (the back button returns to the previous one), without
/// reloading; nothing when the address already says it.
pub fn push_query(query: &str) {
    set_query(query, true);
}

/// Puts `?query` in the address bar in place of the current entry of the
/// browser's history, without reloading (a room created: its link).
pub fn replace_query(query: &str) {
    set_query(query, false);
}

/// Puts `?query` in the address bar, as a new entry of the history
/// (`push`) or in place of the current one; nothing when the address
/// already says it. The entry replaced keeps its `#fragment`; a new entry
/// starts without one.
fn set_query(query: &str, push: bool) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(search)) = (location.pathname(), location.search()) else {
        return;
    };
    if search.trim_start_matches('?') == query {
        return;
    }
    let Ok(history) = window.history() else {
        return;
    };
    let state = wasm_bindgen::JsValue::NULL;
    let _ = if push {
        history.push_state_with_url(&state, "", Some(&format!("{path}?{query}")))
    } else {
        let Ok(hash) = location.hash() else {
            return;
        };
        history.replace_state_with_url(&state, "", Some(&format!("{path}?{query}{hash}")))
    };
}

/// Calls `handler` whenever the browser's back or forward button changes
/// the address, for as long as the returned listener lives.
pub fn on_history_move(mut handler: impl FnMut() + 'static) -> Option<EventListener> {
    let window = web_sys::window()?;
    Some(EventListener::new(&window, "popstate", move |_| handler()))
}

/// Replaces the whole page's body with `text` (as text, never markup).
pub fn show_only(text: &str) {
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        body.set_text_content(Some(text));
    }
}

/// Sets the page's title.
pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        document.set_title(title);
    }
}

/// Gives the keyboard focus to the first element matching `selector`, if
/// any (it must be focusable: a control, or `tabindex="-1"`).
pub fn focus_first(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Opens `href` (relative to the page) in a new tab, or in this one if the
/// browser refuses a new one (a blocker).
pub fn open_page(href: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let opened = window
        .open_with_url_and_target(href, "_blank")
        .ok()
        .flatten();
    if opened.is_none() {
        let _ = window.location().assign(href);
    }
}
