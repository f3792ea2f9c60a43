//! The Universal Chess Interface: the text protocol chess GUIs and match
//! runners use to drive an engine. [`parse`] reads commands; [`Session`]
//! carries them out, searching on a thread of its own so that `stop` and
//! `isready` are answered at once; [`run`] is the whole program.
//!
//! Not for wasm (it starts threads).

mod command;
mod session;

pub use command::{level_for_elo, parse, Command, Go, UciError};
pub use session::{bestmove_line, info_line, run, Flow, Session};
