//! Every sentence of the app, French and English side by side. Uses the
//! layers below to know what to say; no browser.

pub mod announce;
pub mod embed;
pub mod grammar;
pub mod learn;
pub mod narrator;
pub mod online;
pub mod persist;
pub mod pgn;
pub mod record;
pub mod typed_move;
pub mod ui;
