//! The formats a game is kept and sent in: saved games, the history, share
//! and position links. Pure text in and out; the browser's storage itself is
//! in [`crate::browser::storage`]. Uses [`crate::model`] only.

pub mod archive;
pub mod keys;
pub mod pgn_export;
pub mod position_link;
pub mod progress;
pub mod replay;
pub mod saved;
pub mod share;
pub mod sheet;
