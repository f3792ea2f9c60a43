//! # roque-app
//!
//! Roque in the browser: a chess board for two players on one device,
//! written with [Yew](https://yew.rs) on top of the `roque-rules` crate.
//!
//! One reducer ([`state::AppState`]) owns the game and everything the
//! player is doing with it; the views in [`components`] render it and
//! report intents; [`app::App`] wires the two together. The reducer has no
//! browser code, so `cargo test -p roque-app` runs natively.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod browser;
pub mod embed;
pub mod model;
pub mod persist;
pub mod state;
pub mod views;
pub mod words;

pub use embed::view::EmbedBoard;
pub use views::app::App;
