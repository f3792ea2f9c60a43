//! The module of openings (`roque-openings`: the table of named openings
//! and their names), which the app and the module of tools load once a
//! game has a move, never before the board is on screen; the service
//! worker keeps it like every file of the build. Until it is there, and if
//! it cannot load (offline before the service worker kept it), games simply
//! have no opening name. What it is sent and answers is
//! `model::opening`'s.

use std::cell::{Cell, RefCell};

use roque_rules::{Game, Lang};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use crate::browser::lazy;
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

/// Loads the module unless it is loaded or loading, then calls `ready`
/// (not at all if it cannot load: a later call tries again).
pub fn load(ready: impl FnOnce() + 'static) {
    if MODULE.with_borrow(Option::is_some) || LOADING.replace(true) {
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let module = lazy::load("roqueOpenings").await;
        LOADING.set(false);
        if let Ok(module) = module {
            MODULE.set(Some(module.unchecked_into()));
            ready();
        }
    });
}

/// The opening of `game` at `ply` half-moves (its last named position up
/// to there), named in `lang`: `None` before its first named position, and
/// while the module is not loaded.
pub fn of_game(game: &Game, ply: usize, lang: Lang) -> Option<OpeningName> {
    MODULE.with_borrow(|module| {
        let keys = opening::keys(game, ply);
        let answer = module.as_ref()?.name(&keys, lang == Lang::Fr).ok()?;
        OpeningName::from_answer(&answer)
    })
}
