//! The computer opponent's Web Worker, seen from the page: starting it,
//! asking it, hearing it, and stopping it.
//!
//! The reducer says what the computer should be doing
//! ([`AppState::computer_request`](crate::state::app_state::AppState::computer_request));
//! [`use_computer`] makes the worker do exactly that. A search cannot be
//! interrupted by a message (the worker reads none while it searches), so
//! when the question changes mid-search — a new game, a takeback, another
//! opponent — the worker is terminated and a fresh one started. Every
//! failure (no Worker support, a blocked script, a crash in the worker)
//! becomes [`Action::Game(GameAction::ComputerUnavailable)`]: the page never panics.

use std::cell::RefCell;
use std::rc::Rc;

use roque_worker::{Reply, Request, Ticket};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{MessageEvent, Worker};
use yew::prelude::*;

use crate::state::app_state::Action;
use crate::state::session::GameAction;

/// The worker's script, copied next to index.html from web/worker/,
/// relative to the page so that the app works from any sub-path.
const WORKER_SCRIPT: &str = "roque-worker_loader.js";

/// Where to start the worker from: a build that cannot serve files (the
/// one-file build) sets `globalThis.roqueEngineWorkerUrl` to a `blob:` URL.
fn worker_url() -> String {
    js_sys::Reflect::get(
        &js_sys::global(),
        &JsValue::from_str("roqueEngineWorkerUrl"),
    )
    .ok()
    .and_then(|url| url.as_string())
    .filter(|url| !url.is_empty())
    .unwrap_or_else(|| WORKER_SCRIPT.to_string())
}

/// A running worker and its event handlers.
struct RunningWorker {
    worker: Worker,
    // Kept alive as long as the worker may call them.
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for RunningWorker {
    fn drop(&mut self) {
        // Detach first: a message already queued must not reach a dropped
        // closure.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// What the page knows of its worker.
#[derive(Default)]
struct Host {
    worker: Option<RunningWorker>,
    /// Whether the worker has said it is listening.
    ready: bool,
    /// A request waiting for the worker to be ready.
    queued: Option<String>,
    /// The request the worker is answering.
    busy: Option<Ticket>,
}

impl Host {
    fn post(&mut self, line: String) {
        match (&self.worker, self.ready) {
            (Some(running), true) => {
                if running
                    .worker
                    .post_message(&JsValue::from_str(&line))
                    .is_err()
                {
                    self.queued = None;
                }
            }
            _ => self.queued = Some(line),
        }
    }

    /// Stops the worker (and whatever it is doing).
    fn stop(&mut self) {
        self.worker = None;
        self.ready = false;
        self.queued = None;
        self.busy = None;
    }
}

/// Starts a worker whose replies go to `on_reply`, and whose failures to
/// `on_failure`.
fn spawn(
    host: &Rc<RefCell<Host>>,
    on_reply: Callback<Reply>,
    on_failure: Callback<()>,
) -> Result<RunningWorker, JsValue> {
    let worker = Worker::new(&worker_url())?;
    let on_message = {
        let host = Rc::downgrade(host);
        let on_failure = on_failure.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let Some(host) = host.upgrade() else {
                return;
            };
            let reply = event
                .data()
                .as_string()
                .and_then(|line| line.parse::<Reply>().ok());
            match reply {
                Some(Reply::Ready) => {
                    let mut host = host.borrow_mut();
                    host.ready = true;
                    if let Some(line) = host.queued.take() {
                        host.post(line);
                    }
                }
                // The worker could not read our request: a bug, not a
                // position; stop asking.
                Some(Reply::Failed { ticket: None, .. }) | None => {
                    host.borrow_mut().stop();
                    on_failure.emit(());
                }
                Some(reply) => {
                    {
                        let mut host = host.borrow_mut();
                        if host.busy == reply.ticket() {
                            host.busy = None;
                        }
                    }
                    on_reply.emit(reply);
                }
            }
        })
    };
    let on_error = {
        let host = Rc::downgrade(host);
        Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            // The script failed to load, or the worker crashed.
            event.prevent_default();
            if let Some(host) = host.upgrade() {
                host.borrow_mut().stop();
            }
            on_failure.emit(());
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(RunningWorker {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Keeps the worker doing what `request` says: nothing, choosing a move,
/// or judging a draw offer. Its answers are dispatched as
/// [`Action::Game(GameAction::Computer)`].
#[hook]
pub fn use_computer(request: Option<Request>, dispatch: Callback<Action>) {
    use_engine(
        request,
        dispatch.reform(|value| Action::Game(GameAction::Computer(value))),
        dispatch.reform(|()| Action::Game(GameAction::ComputerUnavailable)),
    );
}

/// Keeps an engine worker of its own answering `request` (none: it is
/// stopped, and whatever it was doing with it): its answers go to
/// `on_reply`, and a worker that cannot start or dies says so to
/// `on_failure`. The callbacks of its first request serve it for its life.
#[hook]
pub fn use_engine(request: Option<Request>, on_reply: Callback<Reply>, on_failure: Callback<()>) {
    let host = use_mut_ref(Host::default);
    let host: Rc<RefCell<Host>> = host;
    use_effect_with(request, move |request| {
        let mut state = host.borrow_mut();
        let wanted = request.as_ref().map(|r| r.ticket);
        if state.busy.is_some() && state.busy != wanted {
            // It is answering a question nobody asks any more.
            state.stop();
        }
        if let Some(request) = request {
            if state.busy != Some(request.ticket) {
                if state.worker.is_none() {
                    match spawn(&host, on_reply, on_failure.clone()) {
                        Ok(running) => {
                            state.worker = Some(running);
                            state.ready = false;
                        }
                        Err(_) => {
                            drop(state);
                            on_failure.emit(());
                            return;
                        }
                    }
                }
                state.busy = Some(request.ticket);
                state.post(request.to_string());
            }
        }
    });
}
