//! Bad input: tables of malformed text, each expecting its specific error,
//! and the short forms that are accepted.
//!
//! One table per parser: FEN, UCI, square names. SAN and PGN: see the
//! section at the end.

use roque_rules::{
    CastlingSide, Color, FenError, Move, ParseSquareError, ParseUciError, Position, PositionError,
    Rank, Role, Setup, Square,
};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Runs a table through `parse` and reports every row that went wrong at
/// once, so that one run shows the whole picture.
fn check_table<T: std::fmt::Debug, E: std::fmt::Debug + PartialEq>(
    what: &str,
    table: &[(&str, E)],
    parse: impl Fn(&str) -> Result<T, E>,
) {
    let failures: Vec<String> = table
        .iter()
        .filter_map(|(input, expected)| match parse(input) {
            Err(ref e) if e == expected => None,
            other => Some(format!(
                "  {input:?}: expected Err({expected:?}), got {other:?}"
            )),
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{what}: {} of {} rows wrong:\n{}",
        failures.len(),
        table.len(),
        failures.join("\n")
    );
}

fn pos(e: PositionError) -> FenError {
    FenError::Position(e)
}

// ---------------------------------------------------------------------------
// FEN

#[test]
fn malformed_fen_gives_its_specific_error() {
    use FenError::*;
    let table: Vec<(&str, FenError)> = vec![
        // Nothing, or the wrong number of fields.
        ("", Empty),
        ("   \t ", Empty),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", FieldCount(1)),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w",
            FieldCount(2),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",
            FieldCount(3),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            FieldCount(7),
        ),
        // Piece letters.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            BadPieceChar {
                rank: Rank::First,
                found: 'X',
            },
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4x3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            BadPieceChar {
                rank: Rank::Fourth,
                found: 'x',
            },
        ),
        // French letters are not FEN letters.
        (
            "tcfdrfct/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            BadPieceChar {
                rank: Rank::Eighth,
                found: 't',
            },
        ),
        (
            "9/8/8/8/8/8/8/8 w - - 0 1",
            BadPieceChar {
                rank: Rank::Eighth,
                found: '9',
            },
        ),
        (
            "k7/8/8/0/8/8/8/7K w - - 0 1",
            BadPieceChar {
                rank: Rank::Fifth,
                found: '0',
            },
        ),
        (
            "k7/8/8/8/8/8/8/7K\u{e9} w - - 0 1",
            BadPieceChar {
                rank: Rank::First,
                found: '\u{e9}',
            },
        ),
        // Ranks that do not cover 8 squares: too many, too few.
        (
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            RankLength {
                rank: Rank::Seventh,
                squares: 9,
            },
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
            RankLength {
                rank: Rank::First,
                squares: 7,
            },
        ),
        (
            "k7/8/8/8/36/8/8/7K w - - 0 1",
            RankLength {
                rank: Rank::Fourth,
                squares: 9,
            },
        ),
        (
            "k7/8/8/8/8/8/8/7K7 w - - 0 1",
            RankLength {
                rank: Rank::First,
                squares: 15,
            },
        ),
        (
            "k7/8/8/8//8/8/7K w - - 0 1",
            RankLength {
                rank: Rank::Fourth,
                squares: 0,
            },
        ),
        // Seven or nine ranks.
        ("k7/8/8/8/8/8/7K w - - 0 1", RankCount(7)),
        ("k7/8/8/8/8/8/8/8/7K w - - 0 1", RankCount(9)),
        ("k7 w - - 0 1", RankCount(1)),
        // Side to move.
        ("k7/8/8/8/8/8/8/7K x - - 0 1", BadSide("x".into())),
        ("k7/8/8/8/8/8/8/7K W - - 0 1", BadSide("W".into())),
        ("k7/8/8/8/8/8/8/7K white - - 0 1", BadSide("white".into())),
        // Castling letters: unknown, duplicated, mixed with '-'.
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1",
            BadCastling("KQkx".into()),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1",
            BadCastling("KK".into()),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkqq - 0 1",
            BadCastling("KQkqq".into()),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w -K - 0 1",
            BadCastling("-K".into()),
        ),
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w -- - 0 1",
            BadCastling("--".into()),
        ),
        // Shredder-FEN file letters are for Chess960, not here.
        (
            "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1",
            BadCastling("HAha".into()),
        ),
        // En-passant field that is not a square.
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e9 0 1",
            BadEnPassant("e9".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq E3 0 1",
            BadEnPassant("E3".into()),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e 0 1",
            BadEnPassant("e".into()),
        ),
        // Clocks: negative, not a number, too large, move number 0.
        (
            "k7/8/8/8/8/8/8/7K w - - -1 1",
            BadHalfmoveClock("-1".into()),
        ),
        ("k7/8/8/8/8/8/8/7K w - - x 1", BadHalfmoveClock("x".into())),
        (
            "k7/8/8/8/8/8/8/7K w - - 1.5 1",
            BadHalfmoveClock("1.5".into()),
        ),
        (
            "k7/8/8/8/8/8/8/7K w - - 99999999999 1",
            BadHalfmoveClock("99999999999".into()),
        ),
        (
            "k7/8/8/8/8/8/8/7K w - - +5 1",
            BadHalfmoveClock("+5".into()),
        ),
        (
            "k7/8/8/8/8/8/8/7K w - - 0 +2",
            BadFullmoveNumber("+2".into()),
        ),
        ("k7/8/8/8/8/8/8/7K w - - 0 0", BadFullmoveNumber("0".into())),
        (
            "k7/8/8/8/8/8/8/7K w - - 0 -3",
            BadFullmoveNumber("-3".into()),
        ),
        (
            "k7/8/8/8/8/8/8/7K w - - 0 one",
            BadFullmoveNumber("one".into()),
        ),
        // Kings: missing, too many.
        (
            "8/8/8/8/8/8/8/7K w - - 0 1",
            pos(PositionError::MissingKing(Color::Black)),
        ),
        (
            "k7/8/8/8/8/8/8/8 w - - 0 1",
            pos(PositionError::MissingKing(Color::White)),
        ),
        (
            "8/8/8/8/8/8/8/8 w - - 0 1",
            pos(PositionError::MissingKing(Color::White)),
        ),
        (
            "k7/8/8/8/8/8/8/K6K w - - 0 1",
            pos(PositionError::TooManyKings(Color::White)),
        ),
        (
            "kk6/8/8/8/8/8/8/7K b - - 0 1",
            pos(PositionError::TooManyKings(Color::Black)),
        ),
        // Pawns on the first and eighth ranks.
        (
            "k6P/8/8/8/8/8/8/7K w - - 0 1",
            pos(PositionError::PawnOnBackRank(Square::H8)),
        ),
        (
            "k7/8/8/8/8/8/8/p6K w - - 0 1",
            pos(PositionError::PawnOnBackRank(Square::A1)),
        ),
        // The side not to move is in check.
        (
            "k7/8/8/8/8/8/8/R6K w - - 0 1",
            pos(PositionError::OppositeCheck {
                king: Square::A8,
                attacker: Square::A1,
            }),
        ),
        (
            "k7/1P6/8/8/8/8/8/7K w - - 0 1",
            pos(PositionError::OppositeCheck {
                king: Square::A8,
                attacker: Square::B7,
            }),
        ),
        (
            "k7/8/8/8/8/6n1/8/7K b - - 0 1",
            pos(PositionError::OppositeCheck {
                king: Square::H1,
                attacker: Square::G3,
            }),
        ),
        // Kings side by side: each checks the other, whoever is to move.
        (
            "8/8/8/3kK3/8/8/8/8 w - - 0 1",
            pos(PositionError::AdjacentKings {
                white: Square::E5,
                black: Square::D5,
            }),
        ),
        (
            "8/8/8/3kK3/8/8/8/8 b - - 0 1",
            pos(PositionError::AdjacentKings {
                white: Square::E5,
                black: Square::D5,
            }),
        ),
        // Impossible en-passant squares: wrong rank for the side to move, no
        // pawn that made the double step, the skipped square occupied, the
        // starting square occupied.
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e6 0 1",
            pos(PositionError::ImpossibleEnPassant(Square::E6)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e3 0 1",
            pos(PositionError::ImpossibleEnPassant(Square::E3)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1",
            pos(PositionError::ImpossibleEnPassant(Square::E3)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/4N3/PPPP1PPP/RNBQKB1R b KQkq e3 0 1",
            pos(PositionError::ImpossibleEnPassant(Square::E3)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPPNPPP/RNBQKB1R b KQkq e3 0 1",
            pos(PositionError::ImpossibleEnPassant(Square::E3)),
        ),
        (
            "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq d5 0 2",
            pos(PositionError::ImpossibleEnPassant(Square::D5)),
        ),
        // Castling rights without the king, or without the rook, at home.
        (
            "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1",
            pos(PositionError::CastlingWithoutKing(
                Color::White,
                CastlingSide::KingSide,
            )),
        ),
        (
            "r4k1r/8/8/8/8/8/8/R3K2R w KQq - 0 1",
            pos(PositionError::CastlingWithoutKing(
                Color::Black,
                CastlingSide::QueenSide,
            )),
        ),
        (
            "4k3/8/8/8/8/8/8/R3K2R w KQk - 0 1",
            pos(PositionError::CastlingWithoutRook(
                Color::Black,
                CastlingSide::KingSide,
            )),
        ),
        (
            "r3k2r/8/8/8/8/8/8/4K2R w Q - 0 1",
            pos(PositionError::CastlingWithoutRook(
                Color::White,
                CastlingSide::QueenSide,
            )),
        ),
        // A rook of the wrong colour in the corner is no rook for castling.
        (
            "r3k2r/8/8/8/8/8/8/R3K2r b KQkq - 0 1",
            pos(PositionError::CastlingWithoutRook(
                Color::White,
                CastlingSide::KingSide,
            )),
        ),
    ];
    // (`Position` here is the error variant, so the type takes its full path.)
    check_table(
        "Position::from_fen",
        &table,
        roque_rules::Position::from_fen,
    );

    // The syntax errors come from the setup parser too, before any check of
    // the position.
    let syntax: Vec<(&str, FenError)> = table
        .iter()
        .filter(|(_, e)| !matches!(e, FenError::Position(_)))
        .cloned()
        .collect();
    assert!(syntax.len() > 30);
    check_table("Setup::from_fen", &syntax, Setup::from_fen);
}

#[test]
fn fen_errors_name_what_and_where() {
    let cases = [
        ("k7/8/8/8/4x3/8/8/7K w - - 0 1", &["'x'", "rank 4"][..]),
        ("k7/8/8/8/36/8/8/7K w - - 0 1", &["rank 4", "9 squares"]),
        ("k7/8/8/8/8/8/7K w - - 0 1", &["7 ranks"]),
        ("k7/8/8/8/8/8/8/7K w KK - 0 1", &["'KK'"]),
        ("k7/8/8/8/8/8/8/7K w - - 0 0", &["'0'"]),
        ("k7/8/8/8/8/8/8/R6K w - - 0 1", &["a8", "a1"]),
        ("8/8/8/8/8/8/8/7K w - - 0 1", &["black"]),
        ("k7/8/8/8/8/8/8/7K w K - 0 1", &["white", "e1"]),
        ("k7/8/8/8/8/8/8/4K3 w K - 0 1", &["white", "h1"]),
    ];
    for (fen, words) in cases {
        let message = Position::from_fen(fen).expect_err(fen).to_string();
        for word in words {
            assert!(
                message.contains(word),
                "{fen}: {message:?} does not name {word}"
            );
        }
    }
}

/// The common short forms, and what is read from them.
#[test]
fn short_and_loose_fen_forms_are_accepted() {
    // Four fields: the clocks are 0 and 1.
    let four = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -")
        .expect("4 fields");
    assert_eq!((four.halfmove_clock(), four.fullmove_number()), (0, 1));
    assert_eq!(four.fen(), START);
    // Five fields: the move number is 1.
    let five = Position::from_fen("4k3/8/8/8/8/8/8/4K3 b - - 37").expect("5 fields");
    assert_eq!((five.halfmove_clock(), five.fullmove_number()), (37, 1));
    assert_eq!(five.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 37 1");
    // Spaces and tabs around and between fields.
    let loose =
        Position::from_fen("  4k3/8/8/8/8/8/8/4K3 \t w  -  -  3   9 \n").expect("loose spacing");
    assert_eq!(loose.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 3 9");
    // Castling letters in any order, written back in the usual order.
    let order = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1").expect("castling order");
    assert_eq!(order.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    // Consecutive digits that still add up to 8 squares.
    let digits = Position::from_fen("k7/8/8/8/35/8/8/7K w - - 0 1").expect("split empty run");
    assert_eq!(digits.fen(), "k7/8/8/8/8/8/8/7K w - - 0 1");
    // An en-passant square after a double step that no pawn can take is
    // legal, kept by the setup, but not written (it makes no difference).
    let ep = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    let position = Position::from_fen(ep).expect("harmless en-passant square");
    assert_eq!(position.ep_square(), Some(Square::E3));
    assert_eq!(position.legal_ep_square(), None);
    assert_eq!(
        position.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(Setup::from_fen(ep).expect("setup").fen(), ep);
    // A large clock is read as it is (the 75-move rule needs to see it).
    let clocks = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 4000000000 4000000000")
        .expect("large clocks");
    assert_eq!(
        (clocks.halfmove_clock(), clocks.fullmove_number()),
        (4_000_000_000, 4_000_000_000)
    );
}

/// The setup parser reads what the position check would refuse: the board
/// editor needs to load any well-formed FEN.
#[test]
fn setup_reads_illegal_but_well_formed_positions() {
    for fen in [
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "k6P/8/8/8/8/8/8/7K w - - 0 1",
        "k7/8/8/8/8/8/8/R6K w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K2R w KQkq e3 0 1",
    ] {
        let setup = Setup::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        assert_eq!(setup.fen(), fen);
        assert!(
            Position::from_setup(setup).is_err(),
            "{fen} is not a legal position"
        );
    }
}

// ---------------------------------------------------------------------------
// UCI

#[test]
fn malformed_uci_gives_its_specific_error() {
    use ParseUciError::*;
    let table = [
        ("", Syntax),
        ("e2", Syntax),
        ("e2e", Syntax),
        ("e2e4qq", Syntax),
        ("e2-e4", Syntax),
        ("e2 e4", Syntax),
        (" e2e4", Syntax),
        ("e2e9", Syntax),
        ("i2e4", Syntax),
        ("e0e4", Syntax),
        ("E2E4", Syntax),
        ("0000", Syntax),
        ("Nf3", Syntax),
        ("O-O", Syntax),
        ("\u{e9}2e4", Syntax),
        ("e2\u{e9}4", Syntax),
        ("e7e8\u{e9}", Syntax),
        ("e7e8k", Promotion),
        ("e7e8p", Promotion),
        ("e7e8Q", Promotion),
        ("e7e8x", Promotion),
        ("e7e81", Promotion),
        ("e7e8=", Promotion),
        ("e2e2", NullMove),
        ("a1a1q", NullMove),
    ];
    check_table("Move::from_uci", &table, Move::from_uci);
    check_table("str::parse::<Move>", &table, str::parse::<Move>);
}

#[test]
fn well_formed_uci_is_read() {
    let table = [
        ("e2e4", Move::new(Square::E2, Square::E4)),
        ("e1g1", Move::new(Square::E1, Square::G1)),
        (
            "e7e8q",
            Move::with_promotion(Square::E7, Square::E8, Role::Queen),
        ),
        (
            "b2a1n",
            Move::with_promotion(Square::B2, Square::A1, Role::Knight),
        ),
        // Syntax only: legality, promotion included, is the position's business.
        (
            "a1h8r",
            Move::with_promotion(Square::A1, Square::H8, Role::Rook),
        ),
    ];
    for (text, mv) in table {
        assert_eq!(Move::from_uci(text), Ok(mv), "{text}");
        assert_eq!(mv.to_uci(), text);
    }
}

// ---------------------------------------------------------------------------
// Square names

#[test]
fn malformed_square_names_are_refused() {
    let table: Vec<(&str, ParseSquareError)> = [
        "",
        "e",
        "e44",
        "i1",
        "a0",
        "a9",
        "A1",
        "1a",
        " e4",
        "e4 ",
        "\u{e9}4",
        "e\u{2074}",
    ]
    .into_iter()
    .map(|text| (text, ParseSquareError))
    .collect();
    check_table("Square::from_str", &table, str::parse::<Square>);
    assert_eq!("h8".parse::<Square>(), Ok(Square::H8));
}

// ---------------------------------------------------------------------------
// SAN and PGN: their tables of malformed text, each with its specific error,
// live with the notation code for now: `bad_input_gets_its_own_error` in
// src/san.rs (ParseSanError), `failures_in_positions` in tests/notation.rs
// (SanError), `each_bad_text_has_its_error` in tests/pgn.rs (PgnError with
// line and column). New SAN or PGN bad-input rows can go here as well.
