//! The modules the app loads when it first needs them (the module of
//! tools, the module of openings, the module of diagrams). The page says
//! where each is: a function on `globalThis` (`roqueTools`,
//! `roqueOpenings`, `roqueDiagram`) that returns a promise of the module,
//! initialised; index.html's start-up script sets them (Trunk.toml), the
//! pages of boards' loader (web/embed/roque-modules.js) the last two, and
//! the one-file build's own scripts, with the wasm inside. A load that fails is forgotten there, so that the next call tries
//! again.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Why a module could not be used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unavailable {
    /// The page does not say where it is.
    NotOnThisPage,
    /// It did not load (offline, and not kept by the service worker).
    NotLoaded,
}

/// The promise of the module the page's function `loader`
/// (`"roqueTools"`) gives: for a caller without futures (the board's
/// module has none), which waits on it with `Promise::then`.
///
/// # Errors
/// Why it could not be asked for.
pub fn start(loader: &str) -> Result<Promise, Unavailable> {
    let global = js_sys::global();
    let loader = Reflect::get(&global, &JsValue::from_str(loader))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .ok_or(Unavailable::NotOnThisPage)?;
    loader
        .call0(&global)
        .ok()
        .and_then(|p| p.dyn_into::<Promise>().ok())
        .ok_or(Unavailable::NotLoaded)
}

/// The module the page's function `loader` (`"roqueTools"`) gives, once it
/// has loaded.
///
/// # Errors
/// Why it could not be had.
pub async fn load(loader: &str) -> Result<JsValue, Unavailable> {
    JsFuture::from(start(loader)?)
        .await
        .map_err(|_| Unavailable::NotLoaded)
}

/// The function `name` that `module` exports.
///
/// # Errors
/// [`Unavailable::NotLoaded`] when it has none: a module of another build.
pub fn export(module: &JsValue, name: &str) -> Result<Function, Unavailable> {
    Reflect::get(module, &JsValue::from_str(name))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .ok_or(Unavailable::NotLoaded)
}
