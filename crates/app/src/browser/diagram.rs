//! The module of diagrams (`roque-diagram`: the SVG writer and the pieces'
//! symbols), which the board, the course and the tools load the first time
//! they show a diagram; the service worker keeps it like every file of the
//! build. The page says where it is (`globalThis.roqueDiagram()`,
//! `browser::lazy`). What it is sent is the position's FEN and its
//! options encoded (`roque_diagram::EncodedOptions`); it answers the SVG.
//! A diagram's size in pixels needs no module: `roque_diagram::pixels`.
//! The one way in for views is `views::diagram_view::use_diagram`.

use std::cell::RefCell;

use roque_diagram::{EncodedOptions, Options};
use wasm_bindgen::prelude::{wasm_bindgen, Closure};
use wasm_bindgen::{JsCast, JsValue};

use crate::browser::{frame, lazy};

#[wasm_bindgen]
extern "C" {
    /// The module, as `bin/roque-diagram.rs` exports it.
    type Module;

    /// Its one function: the SVG of a position with encoded options.
    #[wasm_bindgen(method, catch)]
    fn diagram(
        this: &Module,
        fen: &str,
        numbers: &[u32],
        caption: &str,
        id_prefix: &str,
    ) -> Result<String, JsValue>;
}

/// What is waiting for the module: each told whether it loaded.
type Waiting = Vec<Box<dyn FnOnce(bool)>>;

thread_local! {
    /// The module, once it has loaded.
    static MODULE: RefCell<Option<Module>> = const { RefCell::new(None) };
    /// Those waiting for a load under way (none: no load under way).
    static WAITING: RefCell<Option<Waiting>> = const { RefCell::new(None) };
}

/// Whether the module is there.
pub fn is_loaded() -> bool {
    MODULE.with_borrow(Option::is_some)
}

/// Loads the module unless it is loaded, then calls `done` with whether it
/// is there: at once when it is, else once its load ends, with everyone
/// else who asked meanwhile. A failed load is forgotten: the next call
/// tries again.
pub fn load(done: impl FnOnce(bool) + 'static) {
    if is_loaded() {
        done(true);
        return;
    }
    let under_way = WAITING.with_borrow_mut(|waiting| match waiting {
        Some(list) => {
            list.push(Box::new(done));
            true
        }
        None => {
            *waiting = Some(vec![Box::new(done)]);
            false
        }
    });
    if !under_way {
        frame::when_idle_or_now(start);
    }
}

/// Starts the load, and tells the waiting its end.
fn start() {
    let Ok(promise) = lazy::start("roqueDiagram") else {
        finish(false);
        return;
    };
    // Two callbacks, once per load: kept alive by forgetting them, as the
    // board's module has no futures to wait with.
    let loaded = Closure::once(|module: JsValue| {
        MODULE.set(Some(module.unchecked_into()));
        finish(true);
    });
    let failed = Closure::once(|_: JsValue| finish(false));
    let _ = promise.then2(&loaded, &failed);
    loaded.forget();
    failed.forget();
}

/// Tells everyone waiting whether the module loaded.
fn finish(loaded: bool) {
    let waiting = WAITING.with_borrow_mut(Option::take).unwrap_or_default();
    for done in waiting {
        done(loaded);
    }
}

/// The SVG diagram of `fen` (a FEN, or a placement alone) with `options`:
/// `None` while the module is not loaded, or if it refused (a FEN it
/// cannot read).
pub fn draw(fen: &str, options: &Options) -> Option<String> {
    let encoded = EncodedOptions::of(options);
    MODULE.with_borrow(|module| {
        module
            .as_ref()?
            .diagram(fen, &encoded.numbers, &encoded.caption, &encoded.id_prefix)
            .ok()
    })
}
