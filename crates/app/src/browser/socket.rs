//! The online page's WebSocket to its relay (`/ws` on the page's own host):
//! opened at once, and again by itself after a loss (a relay restarting
//! closes with 1012 and is such a loss), with a growing delay (0.5 s, 1 s,
//! 2 s, … at most 8 s, each drawn between its half and itself; at once
//! when the browser says it is back online). The relay pings every 3 s and the page answers (the
//! reducer queues the `pong`); a socket that hears nothing for
//! [`SILENCE_MS`] is taken for lost and closed, as is one the browser
//! says went offline. Every failure is an event for the page, never a
//! panic.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::{Interval, Timeout};
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, WebSocket};

/// Silence after which the socket is taken for lost: the relay pings
/// every 3 s.
pub const SILENCE_MS: f64 = 8_000.0;
/// The first delay before trying again, doubled at each failure.
const FIRST_RETRY_MS: u32 = 500;
/// The longest delay between two tries.
const LONGEST_RETRY_MS: u32 = 8_000;

/// What the socket tells the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SocketEvent {
    /// Open: the page may join its room.
    Open,
    /// A text frame.
    Text(String),
    /// Lost (closed, failed or silent): it tries again by itself.
    Lost,
}

struct Inner {
    url: String,
    on_event: Rc<dyn Fn(SocketEvent)>,
    socket: Option<WebSocket>,
    listeners: Vec<EventListener>,
    retry: Option<Timeout>,
    failures: u32,
    heard_at: f64,
    stopped: bool,
}

/// The connection to the relay; closed when dropped.
pub struct Socket {
    inner: Rc<RefCell<Inner>>,
    _watch: Option<Interval>,
    _window: Vec<EventListener>,
}

fn now() -> f64 {
    crate::browser::address::now_ms()
}

/// The relay's socket address on the page's own host: `ws://host/ws`, or
/// `wss://` for a page served over https.
pub fn relay_url() -> Option<String> {
    let location = web_sys::window()?.location();
    let host = location.host().ok()?;
    if host.is_empty() {
        return None;
    }
    let scheme = if location.protocol().ok()? == "https:" {
        "wss"
    } else {
        "ws"
    };
    Some(format!("{scheme}://{host}/ws"))
}

/// Asks the socket's address over plain HTTP whether a relay is there:
/// a relay answers a request without `Upgrade` with 400, a static host
/// (no relay) with 404 — then `on_absent` is called. Any other answer, or
/// none (the relay restarting), says nothing.
pub fn probe_relay(on_absent: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(protocol), Ok(host)) = (location.protocol(), location.host()) else {
        return;
    };
    let url = format!("{protocol}//{host}/ws");
    let request = window.fetch_with_str(&url);
    wasm_bindgen_futures::spawn_local(async move {
        let answer = wasm_bindgen_futures::JsFuture::from(request).await;
        let status = answer
            .ok()
            .and_then(|r| r.dyn_into::<web_sys::Response>().ok())
            .map(|r| r.status());
        if status == Some(404) {
            on_absent();
        }
    });
}

/// Whether the page can reach a relay at all: not from a file (the
/// one-file build).
pub fn served() -> bool {
    web_sys::window()
        .and_then(|w| w.location().protocol().ok())
        .is_some_and(|p| p == "http:" || p == "https:")
}

impl Socket {
    /// Opens a socket to `url`; `on_event` hears what happens.
    pub fn open(url: String, on_event: impl Fn(SocketEvent) + 'static) -> Socket {
        let inner = Rc::new(RefCell::new(Inner {
            url,
            on_event: Rc::new(on_event),
            socket: None,
            listeners: Vec::new(),
            retry: None,
            failures: 0,
            heard_at: now(),
            stopped: false,
        }));
        connect(&inner);
        let watch = {
            let inner = Rc::downgrade(&inner);
            Interval::new(1_000, move || {
                let Some(inner) = inner.upgrade() else {
                    return;
                };
                let silent = {
                    let state = inner.borrow();
                    state
                        .socket
                        .as_ref()
                        .is_some_and(|s| s.ready_state() == WebSocket::OPEN)
                        && now() - state.heard_at > SILENCE_MS
                };
                if silent {
                    lost(&inner);
                }
            })
        };
        let mut window_listeners = Vec::new();
        if let Some(window) = web_sys::window() {
            let weak = Rc::downgrade(&inner);
            window_listeners.push(EventListener::new(&window, "offline", move |_| {
                if let Some(inner) = weak.upgrade() {
                    lost(&inner);
                }
            }));
            let weak = Rc::downgrade(&inner);
            window_listeners.push(EventListener::new(&window, "online", move |_| {
                if let Some(inner) = weak.upgrade() {
                    let waiting = inner.borrow().socket.is_none();
                    if waiting {
                        inner.borrow_mut().retry = None;
                        connect(&inner);
                    }
                }
            }));
        }
        Socket {
            inner,
            _watch: Some(watch),
            _window: window_listeners,
        }
    }

    /// Sends a text frame; `false` when the socket is not open (the
    /// message is not kept: the welcome on return brings the whole state).
    pub fn send(&self, text: &str) -> bool {
        let state = self.inner.borrow();
        state
            .socket
            .as_ref()
            .filter(|s| s.ready_state() == WebSocket::OPEN)
            .is_some_and(|s| s.send_with_str(text).is_ok())
    }

    /// Closes the socket and opens it again at once (to take the whole
    /// state again).
    pub fn reconnect(&self) {
        close(&self.inner);
        self.inner.borrow_mut().retry = None;
        connect(&self.inner);
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.inner.borrow_mut().stopped = true;
        close(&self.inner);
        self.inner.borrow_mut().retry = None;
    }
}

fn close(inner: &Rc<RefCell<Inner>>) {
    let mut state = inner.borrow_mut();
    state.listeners.clear();
    if let Some(socket) = state.socket.take() {
        let _ = socket.close();
    }
}

/// A retry's delay, `delay` at most and half of it at least, placed by
/// `random` (in 0..1): the pages a restarted relay dropped all at once do
/// not all come back at the same instant.
fn jittered(delay: u32, random: f64) -> u32 {
    let half = f64::from(delay) / 2.0;
    let random = if random.is_finite() {
        random.clamp(0.0, 1.0)
    } else {
        0.0
    };
    // In range by construction: half + half × [0, 1] ≤ delay.
    (half + half * random) as u32
}

/// The socket is gone: tell the page, and try again after a delay.
fn lost(inner: &Rc<RefCell<Inner>>) {
    close(inner);
    let (on_event, delay) = {
        let mut state = inner.borrow_mut();
        if state.stopped {
            return;
        }
        let delay = jittered(
            FIRST_RETRY_MS
                .saturating_mul(1 << state.failures.min(5))
                .min(LONGEST_RETRY_MS),
            js_sys::Math::random(),
        );
        state.failures = state.failures.saturating_add(1);
        (state.on_event.clone(), delay)
    };
    let weak = Rc::downgrade(inner);
    let retry = Timeout::new(delay, move || {
        if let Some(inner) = weak.upgrade() {
            inner.borrow_mut().retry = None;
            connect(&inner);
        }
    });
    inner.borrow_mut().retry = Some(retry);
    on_event(SocketEvent::Lost);
}

fn connect(inner: &Rc<RefCell<Inner>>) {
    let url = inner.borrow().url.clone();
    let Ok(socket) = WebSocket::new(&url) else {
        lost(inner);
        return;
    };
    let weak = Rc::downgrade(inner);
    let on_open = EventListener::new(&socket, "open", move |_| {
        let Some(inner) = weak.upgrade() else {
            return;
        };
        let on_event = {
            let mut state = inner.borrow_mut();
            state.failures = 0;
            state.heard_at = now();
            state.on_event.clone()
        };
        on_event(SocketEvent::Open);
    });
    let weak = Rc::downgrade(inner);
    let on_message = EventListener::new(&socket, "message", move |event| {
        let Some(inner) = weak.upgrade() else {
            return;
        };
        let text = event
            .dyn_ref::<MessageEvent>()
            .and_then(|m| m.data().as_string());
        let on_event = {
            let mut state = inner.borrow_mut();
            state.heard_at = now();
            state.on_event.clone()
        };
        // Binary frames are not the protocol's: the reducer says so.
        on_event(SocketEvent::Text(text.unwrap_or_default()));
    });
    let weak = Rc::downgrade(inner);
    let on_close = EventListener::new(&socket, "close", move |_| {
        // After this listener returns: `lost` drops the socket's listeners,
        // this one among them.
        let weak = weak.clone();
        Timeout::new(0, move || {
            if let Some(inner) = weak.upgrade() {
                lost(&inner);
            }
        })
        .forget();
    });
    let mut state = inner.borrow_mut();
    state.listeners = vec![on_open, on_message, on_close];
    state.socket = Some(socket);
    state.heard_at = now();
}

#[cfg(test)]
mod tests {
    use super::jittered;

    #[test]
    fn delays_are_spread_between_their_half_and_themselves() {
        assert_eq!(jittered(8_000, 0.0), 4_000);
        assert_eq!(jittered(8_000, 0.5), 6_000);
        assert!(jittered(8_000, 0.999_999) < 8_000);
        assert_eq!(jittered(500, 1.0), 500);
        // Whatever the random source gives.
        assert_eq!(jittered(500, -3.0), 250);
        assert_eq!(jittered(500, f64::NAN), 250);
    }
}
