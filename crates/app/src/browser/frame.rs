//! Work put off until the browser draws: what can wait for the frame that
//! answers a click is not done in the click's own task, which the player
//! waits on.

use gloo::timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Runs `work` just before the next frame is drawn (an animation frame):
/// for reading the page's layout, which the frame lays out then anyway,
/// instead of forcing a layout in the middle of a task. Returns whether it
/// is scheduled (there is no window outside a browser).
pub fn before_paint(work: impl FnOnce() + 'static) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let callback = Closure::once(work);
    let scheduled = window
        .request_animation_frame(callback.as_ref().unchecked_ref())
        .is_ok();
    if scheduled {
        // The browser owns it now; it runs once and is then collected.
        callback.forget();
    }
    scheduled
}

/// Runs `work` once the next frame is drawn (an animation frame, then a
/// task): for work the player does not see, kept out of the time between
/// a click and its answer on screen. Returns whether it is scheduled.
pub fn after_paint(work: impl FnOnce() + 'static) -> bool {
    before_paint(move || {
        // The timer runs once; its id is not needed to cancel it.
        let _ = Timeout::new(0, work).forget();
    })
}
