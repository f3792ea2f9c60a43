//! Work put off until the browser draws: what can wait for the frame that
//! answers a click is not done in the click's own task, which the player
//! waits on.

use gloo::timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Work for later, boxed: every caller shares one closure type, and so
/// one copy of the code that hands a closure to the browser.
type Work = Box<dyn FnOnce()>;

/// Runs `work` just before the next frame is drawn (an animation frame):
/// for reading the page's layout, which the frame lays out then anyway,
/// instead of forcing a layout in the middle of a task. Returns whether it
/// is scheduled (there is no window outside a browser).
pub fn before_paint(work: impl FnOnce() + 'static) -> bool {
    in_animation_frame(Box::new(work))
}

fn in_animation_frame(work: Work) -> bool {
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
    after_frame(Box::new(work))
}

/// Runs `work` once the next frame is drawn, as [`after_paint`], when
/// the page is shown; at once when it is hidden, where no frame is drawn
/// until it is shown again, or outside a browser. For what must not wait
/// on the page being seen: the game written to storage.
pub fn after_paint_or_now(work: impl FnOnce() + 'static) {
    let shown = web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| !d.hidden());
    if !shown {
        return work();
    }
    let work = std::rc::Rc::new(std::cell::Cell::new(Some(Box::new(work) as Work)));
    let later = work.clone();
    let scheduled = after_frame(Box::new(move || {
        if let Some(work) = later.take() {
            work();
        }
    }));
    if !scheduled {
        if let Some(work) = work.take() {
            work();
        }
    }
}

fn after_frame(work: Work) -> bool {
    in_animation_frame(Box::new(move || {
        // The timer runs once; its id is not needed to cancel it.
        let _ = Timeout::new(0, work).forget();
    }))
}

/// How long work put off until the page is idle may wait at most, in
/// milliseconds: a few frames, on a page kept busy.
const IDLE_TIMEOUT_MS: u32 = 100;

/// Runs `work` once the frame that answers the current task is drawn and
/// the page has nothing more pressing to do (`requestIdleCallback`, at most
/// [`IDLE_TIMEOUT_MS`] later). For what the player reads after what the
/// click showed: it leaves the frame that answers the click, and the task
/// that follows it, to the click's answer alone. Returns whether it is
/// scheduled: not where the browser has no idle callbacks (Safari), whose
/// callers then do the work at once.
pub fn when_idle(work: impl FnOnce() + 'static) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let callback = Closure::once(Box::new(work) as Work);
    let options = web_sys::IdleRequestOptions::new();
    options.set_timeout(IDLE_TIMEOUT_MS);
    let scheduled = window
        .request_idle_callback_with_options(callback.as_ref().unchecked_ref(), &options)
        .is_ok();
    if scheduled {
        callback.forget();
    }
    scheduled
}
