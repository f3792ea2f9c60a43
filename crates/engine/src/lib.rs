//! # roque-engine
//!
//! Roque's computer opponent: a chess engine written for the project, on
//! top of [`roque_rules`]. Alpha-beta search with iterative deepening, a
//! transposition table and a tapered evaluation; playing levels from 1
//! (a beginner can win) to 8 (its best); judgement of draw offers and
//! claims; and a UCI front end (`roque-uci`) for standard chess tools.
//!
//! The search is a pure function of its inputs: no thread, no I/O, no
//! system clock. The caller supplies a stop flag and a clock, so the same
//! code runs natively and in a browser's Web Worker.
//!
//! ```
//! use roque_engine::{Control, Engine, Level, Limits, SearchRequest};
//! use roque_rules::Position;
//! use std::sync::atomic::AtomicBool;
//!
//! let mut engine = Engine::new(16);
//! let stop = AtomicBool::new(false);
//! let clock = || 0.0; // a node or depth limit needs no real clock
//! let request = SearchRequest {
//!     position: Position::new(),
//!     history: &[],
//!     limits: Limits::nodes(20_000),
//!     level: Level::STRONGEST,
//!     seed: 1,
//! };
//! let result = engine.search(&request, &Control { stop: &stop, clock: &clock }, &mut |_| {});
//! let best = result.best_move.expect("the start position has moves");
//! assert!(Position::new().is_legal(best));
//! assert!(result.nodes <= 20_000);
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod correction;
mod draw;
pub mod eval;
mod human;
mod level;
mod ordering;
mod random;
pub mod review;
mod score;
mod search;
mod see;
#[cfg(test)]
mod test_support;
mod time;
mod tt;
#[cfg(not(target_arch = "wasm32"))]
pub mod uci;

pub use draw::{
    accepts_draw, should_claim_draw, DrawOfferReason, DrawOfferReply, CLAIM_MARGIN_CP,
    EQUAL_MARGIN_CP,
};
pub use eval::evaluate;
pub use level::{Level, LevelError, LevelSettings};
pub use random::Rng;
pub use score::Score;
pub use search::{history, search, Control, Engine, Info, SearchRequest, SearchResult};
pub use time::MAX_DEPTH;
pub use time::{Clock, Limits, TimeControl};
