//! # roque-app
//!
//! Roque in the browser: a chess board for two players on one device,
//! written with [Yew](https://yew.rs) on top of the `roque-rules` crate.
//!
//! The crate is laid in layers, each folder using only those before it
//! (see `ARCHITECTURE.md`): [`model`] (plain values) → [`persist`]
//! (formats) → [`state`] (the one reducer, [`state::app_state::AppState`])
//! → [`words`] (every sentence) → [`browser`] (the only code besides the
//! views that touches the browser) → [`views`] (Yew components, wired by
//! [`views::app::App`]); [`embed`] is the embeddable board, laid the same
//! way. The course (« Apprendre », `?learn`) is a page of its own: its
//! reducer is [`state::learn`], its view [`views::learn`]. Online play
//! (`?online`) too: [`state::online`], [`views::online`], its socket
//! [`browser::socket`]. The reducer has no browser code, so `cargo test -p roque-app` runs
//! natively.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

/// The allocator of every wasm binary of the crate: talc, smaller than
/// Rust's default (dlmalloc) by about 7 kB of code (3 kB gzip) and faster.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod browser;
pub mod embed;
pub mod model;
pub mod persist;
pub mod state;
pub mod views;
pub mod words;

pub use embed::view::EmbedBoard;
pub use views::app::App;
pub use views::learn::page::LearnPage;
pub use views::learn::sheet::{is_print_sheet, PrintSheet};
pub use views::online::page::OnlinePage;
