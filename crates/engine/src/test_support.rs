//! What the unit tests of several modules share.

use roque_rules::{Move, Position};

/// The position of `fen` and the move `uci`, checked legal there.
pub(crate) fn legal_move(fen: &str, uci: &str) -> (Position, Move) {
    let position = Position::from_fen(fen).expect("test FEN");
    let mv = Move::from_uci(uci).expect("test move");
    assert!(position.is_legal(mv), "{uci} in {fen}");
    (position, mv)
}
