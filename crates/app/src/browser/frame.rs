//! Work put off until the browser draws: what can wait for the frame that
//! answers a click is not done in the click's own task, which the player
//! waits on.

use std::cell::{Cell, RefCell};

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

thread_local! {
    /// The work of [`after_paint_or_now`] not done yet, in the order given.
    static URGENT: RefCell<Vec<Work>> = const { RefCell::new(Vec::new()) };
    /// Whether the page's hiding is listened for (once, for the page's life).
    static HIDING_HEARD: Cell<bool> = const { Cell::new(false) };
}

/// Runs `work` once the next frame is drawn, as [`after_paint`], when
/// the page is shown; at once when it is hidden, where no frame is drawn
/// until it is shown again, or outside a browser; and at the latest when
/// the page is hidden before that frame (a phone's player switching apps
/// right after a move: a hidden page may be closed without being shown
/// again). For what must not wait on the page being seen: the game
/// written to storage.
pub fn after_paint_or_now(work: impl FnOnce() + 'static) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return work();
    };
    if document.hidden() {
        return work();
    }
    URGENT.with(|urgent| urgent.borrow_mut().push(Box::new(work)));
    if !HIDING_HEARD.with(|heard| heard.replace(true)) {
        let hidden = document.clone();
        let on_change = Closure::<dyn FnMut()>::new(move || {
            if hidden.hidden() {
                run_urgent();
            }
        });
        // Without the listener, the work still runs with the next frame.
        let _ = document.add_event_listener_with_callback(
            "visibilitychange",
            on_change.as_ref().unchecked_ref(),
        );
        // It listens for as long as the page lives.
        on_change.forget();
    }
    if !after_frame(Box::new(run_urgent)) {
        run_urgent();
    }
}

/// Does the work of [`after_paint_or_now`] still waiting, in order: once
/// the frame is drawn, or when the page is hidden, whichever comes first.
fn run_urgent() {
    // Taken out first: a work may ask for more, which waits for its frame.
    let works = URGENT.with(|urgent| std::mem::take(&mut *urgent.borrow_mut()));
    for work in works {
        work();
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

/// [`when_idle`], or at once where the browser has no idle callbacks.
pub fn when_idle_or_now(work: impl FnOnce() + 'static) {
    // `when_idle` takes the work only if it can schedule it: the work is
    // kept here until it says so.
    let work = std::rc::Rc::new(std::cell::Cell::new(Some(work)));
    let scheduled = when_idle({
        let work = work.clone();
        move || {
            if let Some(work) = work.take() {
                work();
            }
        }
    });
    if !scheduled {
        if let Some(work) = work.take() {
            work();
        }
    }
}
