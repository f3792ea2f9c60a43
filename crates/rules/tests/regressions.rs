//! Bugs found by the differential and fuzz tests, each kept as a named test.

use roque_rules::{Move, Position, Square};

/// The hash of a position reached by a move must equal the hash of the same
/// position read from its FEN. Found by the differential test: every White
/// move left the Black-to-move key out of the incrementally updated hash.
#[test]
fn hash_after_a_move_equals_hash_from_scratch() {
    let cases = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Move::new(Square::E2, Square::E4),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            Move::new(Square::E1, Square::D1),
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 b - - 0 1",
            Move::new(Square::E8, Square::D7),
        ),
        (
            "r3k3/8/8/8/8/8/8/R3K2R w KQq - 0 1",
            Move::new(Square::E1, Square::C1),
        ),
    ];
    for (fen, mv) in cases {
        let mut played = Position::from_fen(fen).expect("a legal FEN");
        played.play(mv).expect("a legal move");
        let read = Position::from_fen(&played.fen()).expect("our own FEN");
        assert_eq!(played.hash(), read.hash(), "{fen} then {mv}");
    }
}
