//! # roque-rules
//!
//! The rules of chess as the FIDE Laws of Chess (2023) define them, written
//! for Roque: legal moves, check, checkmate and stalemate, the draw rules,
//! and why a move is illegal, in French and English. Pure Rust, no runtime
//! dependency, no I/O, no `unsafe`, and no public function that panics.
//!
//! - [`Position`]: a legal position, made from a [`Setup`] or a FEN, that
//!   lists and plays legal moves (castling, en passant, every promotion).
//! - Bulk move generation ([`Position::for_each_piece_moves`]) that hands
//!   out each piece's destinations as a [`Bitboard`], for perft and engines.
//! - A Zobrist [`Position::hash`] that follows the repetition rule's idea of
//!   "the same position" (art. 9.2.2).
//! - [`attacks`]: attack tables for every piece.
//! - [`San`]: algebraic notation read strictly or permissively
//!   ([`Position::parse_san`]) and written with minimal disambiguation
//!   ([`SanPlus::from_move`]), in English or French piece letters.
//! - [`PgnGame`]: PGN read with tags, comments, glyphs, drawn arrows and
//!   circles ([`Shape`]) and variations, every move checked, errors placed by
//!   line and column; written back wrapped. The game is a tree, walked and
//!   edited by [`NodePath`] (play a variation, promote, delete, comment,
//!   draw).
//!
//! ```
//! use roque_rules::{Move, Position, Square};
//!
//! let mut position = Position::new();
//! for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
//!     position.play(uci.parse::<Move>()?)?;
//! }
//! assert!(position.is_checkmate());
//! assert!(position.checkers().contains(Square::H4));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod color;
mod dead;
mod explain;
mod fen;
mod game;
mod grammar;
mod messages;
mod movegen;
mod mv;
mod outcome;
mod parse_error;
mod pgn;
mod piece;
mod position;
mod role;
mod san;
mod setup;
mod square;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use board::Board;
pub use castling::{CastlingRights, CastlingSide};
pub use color::{ByColor, Color, ParseColorError};
pub use dead::{can_checkmate, dead_position};
pub use explain::{IllegalReason, PieceAt};
pub use fen::FenError;
pub use game::{ClaimError, Game, GameOver, PlayError};
pub use grammar::{capitalize, Noun};
pub use messages::{Gender, Lang, ParseLangError};
pub use movegen::{PieceMoves, PieceMovesIter};
pub use mv::{Move, ParseUciError};
pub use outcome::{DeadPosition, DrawClaim, DrawReason, Outcome, WinReason};
pub use pgn::{
    nag_of_symbol, nag_symbol, NodePath, PgnError, PgnErrorKind, PgnGame, PgnNode, PgnResult,
    Shape, ShapeColor, TreeError, Unexpected, MAX_COMMENT_CHARS, MAX_VARIATION_DEPTH,
};
pub use piece::Piece;
pub use position::{IllegalMove, MoveList, Position, PositionError};
pub use role::Role;
pub use san::NormalSan;
pub use san::{
    to_lan, to_san, to_san_with, NonStandard, ParseSanError, PieceLetters, San, SanError,
    SanOptions, SanPlus, Strictness, Suffix,
};
pub use setup::Setup;
pub use square::{File, ParseSquareError, Rank, Square};
