//! The embeddable board, its own slice: one board on a tutorial page,
//! configured by the host element's attributes (or, in its own frame, by
//! its address: `embed.html?fen=…&mode=exercise&solution=O-O`), drawn by
//! the board-only wasm (`src/bin/roque-board.rs`) that `roque-embed.js`
//! loads once per page.
//!
//! The slice sits above the app's layers and is laid as they are: it uses
//! them, they never use it (`scripts/check-imports.mjs`). [`options`] reads
//! and validates the options, [`moves`] reads the moves an author writes,
//! [`sheet`] is its stylesheet for a shadow root (values); [`state`] is the
//! reducer, with [`viewer`], the game viewer, one of its parts; [`words`]
//! its sentences, French and English side by side (what the rules say
//! comes from the rules crate); [`page`] is the only browser
//! code (the options, the shadow root, what the host page is told); [`view`]
//! is the component.

pub mod moves;
pub mod options;
pub mod page;
pub mod sheet;
pub mod state;
pub mod view;
pub mod viewer;
pub mod words;
