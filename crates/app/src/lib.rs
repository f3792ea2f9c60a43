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

pub mod address;
pub mod announce;
pub mod app;
pub mod app_record;
pub mod archive;
pub mod browser_io;
pub mod clipboard;
pub mod clock;
pub mod components;
pub mod computer;
pub mod editor;
pub mod embed;
pub mod i18n;
pub mod import;
pub mod keyboard;
pub mod marks;
pub mod narrator;
pub mod navigation;
pub mod persist_words;
pub mod pgn_text;
pub mod position_link;
pub mod prefs;
pub mod record;
pub mod record_i18n;
pub mod replay;
pub mod resume;
pub mod saved;
pub mod share;
pub mod sound;
pub mod state;
pub mod storage;
pub mod typed_move;

pub use app::App;
pub use components::embed_board::EmbedBoard;
