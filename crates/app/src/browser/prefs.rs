//! The display and sound preferences in the browser: remembered in its
//! local storage under small keys of their own (`roque.v1.theme`,
//! `roque.v1.board`, `roque.v1.sound`), apart from the saved game, and set
//! on the page for the stylesheet.
//!
//! Reading and writing fail soft: a browser that refuses storage (private
//! modes, sandboxed frames) only forgets the preferences.

use crate::browser::storage::local_storage;
use crate::model::prefs::Prefs;

/// The storage keys.
const THEME_KEY: &str = "roque.v1.theme";
const BOARD_KEY: &str = "roque.v1.board";
const SOUND_KEY: &str = "roque.v1.sound";

/// The preferences remembered in this browser, or the defaults.
pub fn load() -> Prefs {
    let Some(storage) = local_storage() else {
        return Prefs::default();
    };
    let get = |key: &str| storage.get_item(key).ok().flatten();
    Prefs::from_stored(
        get(THEME_KEY).as_deref(),
        get(BOARD_KEY).as_deref(),
        get(SOUND_KEY).as_deref(),
    )
}

/// Remembers `prefs` in this browser, if it lets us.
pub fn save(prefs: Prefs) {
    let Some(storage) = local_storage() else {
        return;
    };
    let _ = storage.set_item(THEME_KEY, prefs.theme.code());
    let _ = storage.set_item(BOARD_KEY, prefs.board.code());
    let _ = storage.set_item(SOUND_KEY, prefs.sound_code());
}

/// Puts the theme and the board's colours on `<html>` as `data-theme`
/// and `data-board`, which the stylesheet reads.
pub fn apply(prefs: Prefs) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = root.set_attribute("data-theme", prefs.theme.code());
    let _ = root.set_attribute("data-board", prefs.board.code());
}
