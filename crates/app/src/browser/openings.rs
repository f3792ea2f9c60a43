//! The module of openings (`roque-openings`: the table of named openings
//! and their names), which the app and the module of tools load once a
//! game has a move, never before the board is on screen; the service
//! worker keeps it like every file of the build. Until it is there, and if
//! it cannot load (offline before the service worker kept it), games simply
//! have no opening name. What it is sent and answers is
//! `model::opening`'s.

use std::cell::{Cell, RefCell};

use roque_rules::{Game, Lang};
use wasm_bindgen::prelude::{wasm_bindgen, Closure};
use wasm_bindgen::{JsCast, JsValue};

use crate::browser::{frame, lazy};
use crate::model::opening::{self, OpeningName};

#[wasm_bindgen]
extern "C" {
    /// The module, as `bin/roque-openings.rs` exports it.
    type Module;

    /// Its one function: the answer for a game's keys, in French or not.
    #[wasm_bindgen(method, catch)]
    fn name(this: &Module, keys: &[f64], french: bool) -> Result<String, JsValue>;
}

thread_local! {
    /// The module, once it has loaded.
    static MODULE: RefCell<Option<Module>> = const { RefCell::new(None) };
    /// Whether a load is under way.
    static LOADING: Cell<bool> = const { Cell::new(false) };
}

/// Whether the module is there: what a view's memo of a name depends on.
pub fn is_loaded() -> bool {
    MODULE.with_borrow(Option::is_some)
}

/// Loads the module unless it is loaded or loading, then calls `ready`
/// (not at all if it cannot load: a later call tries again). Both the
/// load's start and `ready` wait until the page is idle: they never share
/// a frame with a move's answer.
pub fn load(ready: impl FnOnce() + 'static) {
    if is_loaded() || LOADING.replace(true) {
        return;
    }
    frame::when_idle_or_now(move || {
        let Ok(promise) = lazy::start("roqueOpenings") else {
            LOADING.set(false);
            return;
        };
        // Two callbacks, once per load (a failed load is tried again only
        // when a later game asks): kept alive by forgetting them, as the
        // board's module has no futures to wait with.
        let loaded = Closure::once(move |module: JsValue| {
            LOADING.set(false);
            MODULE.set(Some(module.unchecked_into()));
            frame::when_idle_or_now(ready);
        });
        let failed = Closure::once(|_: JsValue| LOADING.set(false));
        let _ = promise.then2(&loaded, &failed);
        loaded.forget();
        failed.forget();
    });
}

/// The opening of `game` at `ply` half-moves (its last named position up
/// to there), named in `lang`: `None` before its first named position, and
/// while the module is not loaded.
pub fn of_game(game: &Game, ply: usize, lang: Lang) -> Option<OpeningName> {
    of_keys(&opening::keys(game, ply), lang)
}

/// The opening of a game whose positions have the keys `keys`
/// (`model::opening::keys`), as [`of_game`].
pub fn of_keys(keys: &[f64], lang: Lang) -> Option<OpeningName> {
    MODULE.with_borrow(|module| {
        let answer = module.as_ref()?.name(keys, lang == Lang::Fr).ok()?;
        OpeningName::from_answer(&answer)
    })
}
