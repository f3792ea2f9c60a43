//! The engine's Web Worker. Trunk builds it (`data-type="worker"` in
//! index.html) and the page starts it with `new Worker(…_loader.js)`.
//!
//! It says `ready` once it listens, then answers each request line with a
//! reply line. A search blocks the worker until it ends: the page cancels
//! one by terminating the worker.

#[cfg(target_arch = "wasm32")]
fn main() {
    use std::cell::RefCell;

    use roque_worker::{Reply, Service};
    use wasm_bindgen::prelude::*;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let service = RefCell::new(Service::new());
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let clock = || js_sys::Date::now();
        // Varies the weaker levels' choices from one game to the next.
        let seed = (js_sys::Math::random() * 2f64.powi(53)) as u64;
        let reply = match event.data().as_string() {
            Some(line) => service.borrow_mut().answer_line(&line, &clock, seed),
            None => Reply::Failed {
                ticket: None,
                message: "a request must be a string".to_string(),
            },
        };
        // If the page is gone, there is nobody to tell.
        let _ = replies.post_message(&JsValue::from_str(&reply.to_string()));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the handler: it is never dropped.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(&Reply::Ready.to_string()));
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "roque-worker runs inside a browser (Trunk builds it for wasm32). \
         For the engine on the command line, use `cargo run --release -p roque-engine --bin roque-uci`."
    );
    std::process::exit(2);
}
