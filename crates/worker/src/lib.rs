//! # roque-worker
//!
//! Roque's computer opponent as the page sees it: the messages between the
//! page and the engine's Web Worker ([`protocol`]), and the service that
//! answers them ([`service`]), both plain Rust and tested natively. The
//! worker binary (`src/main.rs`) only moves text between the browser and
//! [`Service`].
//!
//! Why a worker of our own rather than gloo-worker: the page must be able to
//! *cancel* a search (a new game, a takeback). A worker that is searching
//! reads no message until it has finished, so the only way to stop it at
//! once is `Worker.terminate()`, which gloo-worker's bridge does not offer;
//! and its spawner panics when the browser refuses a worker, which would
//! take the page down.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod protocol;
pub mod service;

pub use protocol::{
    ClockTime, MoveReport, OfferVerdict, ProtocolError, Reply, Request, Task, Ticket,
};
pub use service::{Service, ANALYSIS_NODES};
