//! # roque-rules
//!
//! The rules of chess as the FIDE Laws of Chess (2023) define them: legal
//! moves, check, checkmate and stalemate, the draw rules, and why a move is
//! illegal, in French and English. Pure Rust, no dependencies, no I/O.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod color;
mod fen;
mod movegen;
mod mv;
mod outcome;
mod piece;
mod position;
mod role;
mod setup;
mod square;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use castling::{CastlingRights, CastlingSide};
pub use color::{ByColor, Color};
pub use fen::FenError;
pub use movegen::{PieceMoves, PieceMovesIter};
pub use mv::{Move, ParseUciError};
pub use outcome::{DeadPosition, DrawClaim, DrawReason, Outcome, WinReason};
pub use piece::Piece;
pub use position::{IllegalMove, MoveList, Position, PositionError};
pub use role::Role;
pub use setup::Setup;
pub use square::{File, ParseSquareError, Rank, Square};
