//! The embeddable board, its own slice: one board on a tutorial page,
//! configured by its address (`?embed&fen=…&mode=exercise&solution=O-O`), in
//! an iframe that `roque-embed.js` puts on the host page.
//!
//! [`options`] reads and validates the address, [`moves`] reads the moves
//! an author writes, [`state`] is the reducer (its words are in
//! [`crate::words::embed`]); [`page`] is the only browser code (the address,
//! messages to the host page); [`view`] is the component.

pub mod moves;
pub mod options;
pub mod page;
pub mod sheet;
pub mod state;
pub mod view;
