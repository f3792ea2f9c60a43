//! # roque-rules
//!
//! The rules of chess as the FIDE Laws of Chess (2023) define them: legal
//! moves, check, checkmate and stalemate, the draw rules, and why a move is
//! illegal, in French and English. Pure Rust, no dependencies, no I/O.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod bitboard;
mod castling;
mod color;
mod explain;
mod messages;
mod mv;
mod outcome;
mod piece;
mod role;
mod square;

pub use bitboard::{Bitboard, Squares};
pub use castling::{CastlingRights, CastlingSide};
pub use color::{ByColor, Color};
pub use explain::{IllegalReason, PieceAt};
pub use messages::{Lang, ParseLangError};
pub use mv::{Move, ParseUciError};
pub use outcome::{DeadPosition, DrawClaim, DrawReason, Outcome, WinReason};
pub use piece::Piece;
pub use role::Role;
pub use square::{File, ParseSquareError, Rank, Square};
