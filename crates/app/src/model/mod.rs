//! Plain values: what a game is played with and what a player writes.
//! No words, no browser, no reducer: everything here is tested natively and
//! may be used by every layer above.

pub mod clock;
pub mod decimal;
pub mod drawings;
pub mod host_page;
pub mod import;
pub mod marks;
pub mod navigation;
pub mod opening;
pub mod options;
pub mod prefs;
pub mod qr;
pub mod record;
pub mod sheet;
pub mod tools;
pub mod typed_move;
