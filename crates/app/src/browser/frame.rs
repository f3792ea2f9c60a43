//! Work put off until the browser draws: what can wait for the frame that
//! answers a click is not done in the click's own task, which the player
//! waits on.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

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

thread_local! {
    /// The work waiting for the next animation frame, in the order given.
    static FRAME_WORK: RefCell<Vec<Work>> = const { RefCell::new(Vec::new()) };
    /// The work waiting for the next task, in the order given.
    static TASK_WORK: RefCell<Vec<Work>> = const { RefCell::new(Vec::new()) };
    /// The one callback every animation frame asked for runs: made once.
    /// A move asks for several (the save, the sound, the side panel), and
    /// making a callback for each took a tenth of the move's own task.
    static FRAME_CALLBACK: Closure<dyn FnMut()> =
        Closure::new(|| run_all(&FRAME_WORK));
    /// The one callback every task asked for runs: made once.
    static TASK_CALLBACK: Closure<dyn FnMut()> = Closure::new(|| run_all(&TASK_WORK));
}

/// `work`, kept until it runs or is given up: the returned work runs it if
/// it is still there, and [`run_if_kept`] runs it otherwise. For handing
/// work to a browser that may refuse it after taking the closure.
fn kept(work: Work) -> (Rc<Cell<Option<Work>>>, Work) {
    let cell = Rc::new(Cell::new(Some(work)));
    let handle = cell.clone();
    (cell, Box::new(move || run_if_kept(&handle)))
}

/// Runs the work [`kept`] holds, unless it ran already.
fn run_if_kept(cell: &Cell<Option<Work>>) {
    if let Some(work) = cell.take() {
        work();
    }
}

/// Runs the work of `queue`, taken out first: a work may queue more, which
/// waits for the next callback.
fn run_all(queue: &'static std::thread::LocalKey<RefCell<Vec<Work>>>) {
    let works = queue.with(|queue| std::mem::take(&mut *queue.borrow_mut()));
    for work in works {
        work();
    }
}

/// Queues `work` in `queue`, asking the browser with `ask` for a callback
/// when the queue was empty (one callback runs all the work queued before
/// it). Returns whether `work` is queued: if the browser refuses, nothing
/// is kept and the caller still has the work's effects to think about.
fn queue_work(
    queue: &'static std::thread::LocalKey<RefCell<Vec<Work>>>,
    work: Work,
    ask: impl FnOnce(&web_sys::Window) -> bool,
) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let first = queue.with(|queue| {
        let mut queue = queue.borrow_mut();
        queue.push(work);
        queue.len() == 1
    });
    if first && !ask(&window) {
        queue.with(|queue| queue.borrow_mut().clear());
        return false;
    }
    true
}

fn in_animation_frame(work: Work) -> bool {
    queue_work(&FRAME_WORK, work, |window| {
        FRAME_CALLBACK.with(|callback| {
            window
                .request_animation_frame(callback.as_ref().unchecked_ref())
                .is_ok()
        })
    })
}

/// Runs `work` in a task of its own, soon (a timer of 0 ms); at once if
/// there is no browser to ask.
fn in_next_task(work: Work) {
    let (cell, work) = kept(work);
    let queued = queue_work(&TASK_WORK, work, |window| {
        TASK_CALLBACK.with(|callback| {
            window
                .set_timeout_with_callback_and_timeout_and_arguments_0(
                    callback.as_ref().unchecked_ref(),
                    0,
                )
                .is_ok()
        })
    });
    if !queued {
        run_if_kept(&cell);
    }
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
    // The first animation frame is the one that answers the click: its
    // commit comes at its end, but the frame is rastered and drawn after
    // that, on other threads. A task queued from it would run then, on a
    // 2-core phone taking the processor from the raster that shows the
    // move (measured: such work landed between the commit and the
    // presentation of the slowest presses). The next animation frame comes
    // once that frame is out; the task queued from it runs after it.
    in_animation_frame(Box::new(move || {
        let (cell, work) = kept(work);
        if !in_animation_frame(Box::new(move || in_next_task(work))) {
            run_if_kept(&cell);
        }
    }))
}

/// How long work put off until the page is idle may wait at most, in
/// milliseconds: a few frames, on a page kept busy.
const IDLE_TIMEOUT_MS: u32 = 100;

/// Runs `work` once the frame that answers the current task is drawn and
/// the page has nothing more pressing to do (`requestIdleCallback`, at most
/// [`IDLE_TIMEOUT_MS`] later). For what the player reads after what the
/// click showed: it leaves the frame that answers the click, and the time
/// it takes to reach the screen, to the click's answer alone. Returns
/// whether it is scheduled: not outside a browser, or where the browser
/// has no idle callbacks (Safari), whose callers then do the work at once.
///
/// Why after a frame and not straight away: an idle period starts when a
/// frame's main-thread part ends, before that frame is rastered and shown.
pub fn when_idle(work: impl FnOnce() + 'static) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    if !js_sys::Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false) {
        return false;
    }
    after_frame(Box::new(move || {
        let (cell, work) = kept(Box::new(work));
        let callback = Closure::once(work);
        let options = web_sys::IdleRequestOptions::new();
        options.set_timeout(IDLE_TIMEOUT_MS);
        let scheduled = web_sys::window().is_some_and(|window| {
            window
                .request_idle_callback_with_options(callback.as_ref().unchecked_ref(), &options)
                .is_ok()
        });
        if scheduled {
            callback.forget();
        } else {
            run_if_kept(&cell);
        }
    }))
}

/// [`when_idle`], or at once where the browser has no idle callbacks.
pub fn when_idle_or_now(work: impl FnOnce() + 'static) {
    // `when_idle` takes the work only if it can schedule it: the work is
    // kept here until it says so.
    let (cell, work) = kept(Box::new(work));
    if !when_idle(work) {
        run_if_kept(&cell);
    }
}
