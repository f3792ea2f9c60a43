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

/// The null move updates the hash incrementally; it must equal the hash of
/// the same position built from scratch, and its moves those of that position.
#[test]
fn null_move_matches_a_position_built_from_scratch() {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ];
    for fen in fens {
        let position = Position::from_fen(fen).unwrap();
        let passed = position.null_move().expect("not in check");
        let mut setup = position.to_setup();
        setup.turn = !setup.turn;
        setup.ep_square = None;
        setup.halfmove_clock = 0;
        let fresh = Position::from_setup(setup).unwrap();
        assert_eq!(passed.hash(), fresh.hash(), "{fen}");
        assert_eq!(passed, fresh, "{fen}");
    }
    let in_check = Position::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1").unwrap();
    assert_eq!(in_check.null_move(), None);
}

/// Found by `no_panic::san_survives_mutations_in_positions` in CI: a pawn
/// named with its letter and its full square (`Pa4b5`) was written back as
/// `a4b5`, which reads as coordinates, a different `San`.
#[test]
fn pawn_with_letter_and_square_survives_a_round_trip() {
    use roque_rules::{PieceLetters, SanOptions, SanPlus};
    for (text, letters, options) in [
        ("Pa4b5", PieceLetters::English, SanOptions::PERMISSIVE),
        ("Pa1a4", PieceLetters::English, SanOptions::PERMISSIVE),
        ("P4b5", PieceLetters::English, SanOptions::PERMISSIVE),
        (
            "Pa4xb5",
            PieceLetters::French,
            SanOptions::PERMISSIVE.french(),
        ),
    ] {
        let read = SanPlus::parse(text, options).unwrap();
        let written = read.to_string_with(letters);
        assert_eq!(
            SanPlus::parse(&written, options),
            Ok(read),
            "{text} → {written}"
        );
    }
}
