//! SAN against positions: every legal move written and read back, the
//! disambiguation minimal, and each way a text can fail to name a move.

mod common;

use common::Rng;
use roque_rules::{
    CastlingSide, Move, NormalSan, PieceLetters, Position, Role, San, SanError, SanOptions,
    SanPlus, Square, Suffix,
};
use std::collections::HashSet;

/// The starting position.
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
/// Both sides free to castle either way.
const CASTLES: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
/// A white pawn on e7 that may promote on e8 or by taking on d8.
const PROMOTE: &str = "3r2k1/4P3/8/8/8/8/8/4K3 w - - 0 1";
/// After 1. e4 d5.
const AFTER_E4_D5: &str = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
/// Two white knights that both reach d2.
const KNIGHTS: &str = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
/// The knight on c3 pinned; the one on g1 free to reach e2.
const PINNED: &str = "4k3/8/8/8/1b6/2N5/8/4K1N1 w - - 0 1";

/// Three white queens reaching e1: by file, by rank and by both.
const QUEENS: &str = "1k6/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
/// Two white rooks on the a-file.
const ROOKS: &str = "7k/8/8/R7/8/8/8/R3K3 w - - 0 1";
/// White may take en passant on d6.
const EN_PASSANT: &str = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn mv(uci: &str) -> Move {
    uci.parse().unwrap_or_else(|e| panic!("{uci}: {e}"))
}

/// Positions rich in SAN corner cases, as starting points.
const FENS: [&str; 14] = [
    START,
    // Kiwipete: castling both ways, pins, en passant soon.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    // Three queens reaching e1: file, rank and both needed.
    QUEENS,
    // Promotions with and without capture, with check.
    PROMOTE,
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    // En passant possible.
    EN_PASSANT,
    // Rooks sharing a file, knights sharing a target.
    ROOKS,
    KNIGHTS,
    // A pinned knight does not count for disambiguation.
    PINNED,
    // Four knights around one square.
    "4k3/8/2N1N3/8/2N1N3/8/8/4K3 w - - 0 1",
    // Many queens.
    "k7/8/1Q1Q1Q2/8/1Q1Q1Q2/8/1Q1Q1Q2/4K3 w - - 0 1",
    // Castling with pieces in the way on one side.
    "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
    "rnbqkb1r/pp1p1pPp/8/2p1pP2/1P1P4/3P3P/P1P1P3/RNBQKBNR w KQkq e6 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

/// The starting positions and the positions of seeded random games from them.
fn positions() -> Vec<Position> {
    let mut all = Vec::new();
    let mut walk = Rng::new(0x9e37_79b9_7f4a_7c15);
    for fen in FENS {
        for _ in 0..12 {
            let mut pos = position(fen);
            for _ in 0..40 {
                all.push(pos);
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[walk.below(moves.len())]);
            }
        }
    }
    all
}

#[test]
fn every_legal_move_round_trips_through_san() {
    let positions = positions();
    assert!(positions.len() > 5000, "only {} positions", positions.len());
    let mut moves_checked = 0;
    for pos in &positions {
        let mut texts = HashSet::new();
        for m in pos.legal_moves() {
            let san = SanPlus::from_move(pos, m);
            let text = san.to_string();
            let french = san.to_string_with(PieceLetters::French);
            let context = format!("{} {m} {text}", pos.fen());

            // Each move's SAN is its own.
            assert!(texts.insert(text.clone()), "{context}: SAN written twice");

            // Strict and permissive reading, English and French.
            assert_eq!(
                SanPlus::parse(&text, SanOptions::STRICT),
                Ok(san),
                "{context}"
            );
            assert_eq!(
                pos.parse_san_with(&text, SanOptions::STRICT),
                Ok(m),
                "{context}"
            );
            assert_eq!(pos.parse_san(&text), Ok(m), "{context}");
            assert_eq!(
                pos.parse_san_with(&french, SanOptions::STRICT.french()),
                Ok(m),
                "{context} {french}"
            );
            // Coordinates (UCI) read permissively name the same move.
            assert_eq!(pos.parse_san(&m.to_string()), Ok(m), "{context}");

            // The suffix tells the truth.
            let mut after = *pos;
            after.play_unchecked(m);
            let expected = if after.is_checkmate() {
                Some(Suffix::Checkmate)
            } else if after.is_check() {
                Some(Suffix::Check)
            } else {
                None
            };
            assert_eq!(san.suffix, expected, "{context}");

            check_minimal(pos, m, &san.san, &context);
            moves_checked += 1;
        }
    }
    assert!(moves_checked > 100_000, "only {moves_checked} moves");
}

/// Less disambiguation than written would be ambiguous; and a piece
/// move written with both squares still names the move when read
/// permissively.
fn check_minimal(pos: &Position, m: Move, san: &San, context: &str) {
    let San::Normal(normal) = *san else {
        return;
    };
    let NormalSan {
        role, file, rank, ..
    } = normal;
    let with = |file, rank| {
        San::Normal(NormalSan {
            file,
            rank,
            ..normal
        })
    };
    let ambiguous = |candidate: San| matches!(candidate.to_move(pos), Err(SanError::Ambiguous(_)));
    if role == Role::Pawn {
        return;
    }
    match (file, rank) {
        (None, None) => {}
        (Some(_), None) => assert!(ambiguous(with(None, None)), "{context}: file not needed"),
        (None, Some(_)) => {
            assert!(ambiguous(with(None, None)), "{context}: rank not needed");
            let by_file = with(Some(m.from.file()), None);
            assert!(ambiguous(by_file), "{context}: the file would do");
        }
        (Some(_), Some(_)) => {
            assert!(ambiguous(with(file, None)), "{context}: the file would do");
            assert!(ambiguous(with(None, rank)), "{context}: the rank would do");
        }
    }
    let long = with(Some(m.from.file()), Some(m.from.rank()));
    assert_eq!(long.to_move(pos), Ok(m), "{context}: long form");
}

/// How the SAN of chosen moves is written, in English and French.
#[test]
fn written_san() {
    let table = [
        // Disambiguation by file, by rank, by both.
        (QUEENS, "h4e1", "Qh4e1", "Dh4e1"),
        (QUEENS, "h1e1", "Q1e1", "D1e1"),
        (QUEENS, "e4e1", "Qee1", "Dee1"),
        (ROOKS, "a1a3", "R1a3", "T1a3"),
        (ROOKS, "a5a3", "R5a3", "T5a3"),
        (KNIGHTS, "b1d2", "Nbd2", "Cbd2"),
        (KNIGHTS, "f3d2", "Nfd2", "Cfd2"),
        // The pinned knight on c3 cannot go to e2: no disambiguation.
        (PINNED, "g1e2", "Ne2", "Ce2"),
        // Captures, en passant, promotions, checks.
        (EN_PASSANT, "e5d6", "exd6", "exd6"),
        (PROMOTE, "e7d8q", "exd8=Q+", "exd8=D+"),
        (PROMOTE, "e7d8n", "exd8=N", "exd8=C"),
        (PROMOTE, "e7e8r", "e8=R+", "e8=T+"),
        (PROMOTE, "e7e8b", "e8=B", "e8=F"),
        // Castling.
        (CASTLES, "e1g1", "O-O", "O-O"),
        (CASTLES, "e1c1", "O-O-O", "O-O-O"),
        (
            "r3k2r/8/8/8/8/8/8/3K4 b kq - 0 1",
            "e8c8",
            "O-O-O+",
            "O-O-O+",
        ),
        // Checkmate.
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "h5f7",
            "Qxf7#",
            "Dxf7#",
        ),
        (START, "g1f3", "Nf3", "Cf3"),
        (
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
            "e1e2",
            "Ke2",
            "Re2",
        ),
    ];
    for (fen, uci, english, french) in table {
        let pos = position(fen);
        let m = mv(uci);
        assert!(pos.is_legal(m), "{fen} {uci}");
        let san = SanPlus::from_move(&pos, m);
        assert_eq!(san.to_string(), english, "{fen} {uci}");
        assert_eq!(
            san.to_string_with(PieceLetters::French),
            french,
            "{fen} {uci}"
        );
        assert_eq!(roque_rules::to_san(&pos, m), english);
    }
}

/// Permissive texts and the move they name.
#[test]
fn permissive_reading_in_positions() {
    let table = [
        (START, "Nf3", "g1f3"),
        (START, "Ng1f3", "g1f3"),
        (START, "Ng1-f3", "g1f3"),
        (START, "g1f3", "g1f3"),
        (START, "g1-f3", "g1f3"),
        (START, "Ngf3", "g1f3"),
        (START, "N1f3", "g1f3"),
        (START, "Nf3+!?", "g1f3"),
        (START, "  Nf3  ", "g1f3"),
        (START, "e2e4", "e2e4"),
        (START, "Pe4", "e2e4"),
        (START, "e4", "e2e4"),
        (CASTLES, "O-O", "e1g1"),
        (CASTLES, "0-0", "e1g1"),
        (CASTLES, "o-o-o", "e1c1"),
        (CASTLES, "0-0-0", "e1c1"),
        (CASTLES, "e1g1", "e1g1"),
        (CASTLES, "Kg1", "e1g1"),
        (CASTLES, "Rxa8", "a1a8"),
        (CASTLES, "Ra8", "a1a8"),
        (PROMOTE, "e8Q", "e7e8q"),
        (PROMOTE, "e8=Q", "e7e8q"),
        (PROMOTE, "e8(Q)", "e7e8q"),
        (PROMOTE, "e8q", "e7e8q"),
        (PROMOTE, "e7e8n", "e7e8n"),
        (PROMOTE, "ed8N", "e7d8n"),
        (PROMOTE, "exd8=Q+", "e7d8q"),
        (PROMOTE, "xd8=B", "e7d8b"),
        (AFTER_E4_D5, "exd5", "e4d5"),
        (AFTER_E4_D5, "xd5", "e4d5"),
        (AFTER_E4_D5, "ed5", "e4d5"),
        (AFTER_E4_D5, "e4xd5", "e4d5"),
    ];
    for (fen, text, uci) in table {
        assert_eq!(position(fen).parse_san(text), Ok(mv(uci)), "{fen} {text}");
    }
    // French letters.
    let french = SanOptions::PERMISSIVE.french();
    for (fen, text, uci) in [
        (START, "Cf3", "g1f3"),
        (START, "Cg1f3", "g1f3"),
        (CASTLES, "Rg1", "e1g1"),
        (CASTLES, "Txa8", "a1a8"),
        (PROMOTE, "e8=D", "e7e8q"),
        (PROMOTE, "exd8D", "e7d8q"),
        (PROMOTE, "e8=T", "e7e8r"),
    ] {
        assert_eq!(
            position(fen).parse_san_with(text, french),
            Ok(mv(uci)),
            "{fen} {text}"
        );
    }
}

/// `result` with the candidates of an ambiguity in square order, to compare.
fn candidates_sorted(result: Result<Move, SanError>) -> Result<Move, SanError> {
    result.map_err(|e| match e {
        SanError::Ambiguous(mut candidates) => {
            candidates.sort_by_key(|m| (m.from, m.to));
            SanError::Ambiguous(candidates)
        }
        other => other,
    })
}

/// Texts that name no move, one error each.
#[test]
fn failures_in_positions() {
    let blocked = "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1";
    let canonical =
        |text: &str| SanError::NotCanonical(text.parse().unwrap_or_else(|e| panic!("{e}")));
    let permissive = [
        (START, "Nf4", SanError::Illegal),
        (START, "e5", SanError::Illegal),
        (START, "Ke2", SanError::Illegal),
        (START, "O-O", SanError::Illegal),
        (START, "e2e5", SanError::Illegal),
        (blocked, "O-O-O", SanError::Illegal),
        // A pawn without its file moves straight ahead.
        (AFTER_E4_D5, "d5", SanError::Illegal),
        (
            KNIGHTS,
            "Nd2",
            SanError::Ambiguous(vec![mv("b1d2"), mv("f3d2")]),
        ),
        (KNIGHTS, "N2d2", SanError::Illegal),
        (PINNED, "Nce2", SanError::Illegal),
        (PROMOTE, "e7e8", SanError::MissingPromotion),
        (
            PROMOTE,
            "ed8",
            SanError::Syntax(roque_rules::ParseSanError::MissingPromotion(Square::D8)),
        ),
    ];
    for (fen, text, expected) in permissive {
        let got = candidates_sorted(position(fen).parse_san(text));
        assert_eq!(got, Err(expected), "{fen} {text}");
    }
    // Strict: the text must be the standard SAN of the move.
    let strict = [
        (START, "Ng1f3", canonical("Nf3")),
        (START, "Ngf3", canonical("Nf3")),
        (START, "N1f3", canonical("Nf3")),
        (START, "Nxf3", canonical("Nf3")),
        (PINNED, "Nge2", canonical("Ne2")),
        (CASTLES, "Kg1", canonical("O-O")),
        (CASTLES, "Ra8", canonical("Rxa8")),
        (
            KNIGHTS,
            "Nd2",
            SanError::Ambiguous(vec![mv("b1d2"), mv("f3d2")]),
        ),
        (KNIGHTS, "Nb1d2", canonical("Nbd2")),
    ];
    for (fen, text, expected) in strict {
        let got = candidates_sorted(position(fen).parse_san_with(text, SanOptions::STRICT));
        assert_eq!(got, Err(expected), "{fen} {text}");
    }
    // Strict syntax is checked before the position.
    assert!(matches!(
        position(CASTLES).parse_san_with("0-0", SanOptions::STRICT),
        Err(SanError::Syntax(_))
    ));
    // The messages say what to do.
    let error = position(PINNED).parse_san_with("Nge2", SanOptions::STRICT);
    assert_eq!(
        error.err().map(|e| e.to_string()).as_deref(),
        Some("not standard SAN: write Ne2")
    );
    let error = position(KNIGHTS).parse_san("Nd2");
    let message = error.err().map(|e| e.to_string()).unwrap_or_default();
    assert!(message.starts_with("ambiguous: it could be "), "{message}");
    assert!(
        message.contains("b1d2") && message.contains("f3d2"),
        "{message}"
    );
}

#[test]
fn castling_san_names_the_side() {
    let pos = position(CASTLES);
    assert_eq!(
        San::from_move(&pos, mv("e1g1")),
        San::Castle(CastlingSide::KingSide)
    );
    assert_eq!(
        San::from_move(&pos, mv("e1c1")),
        San::Castle(CastlingSide::QueenSide)
    );
}

/// Any text at all gives a move or an error, never a panic.
#[test]
fn reading_never_panics() {
    let pos = position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    let alphabet: Vec<char> = "KQRBNPCFTD abcdefghx12345678=()-+#!?O0o.epé\u{0}\u{feff}"
        .chars()
        .collect();
    let mut walk = Rng::new(0x2545_f491_4f6c_dd1d);
    for _ in 0..200_000 {
        let len = walk.below(9);
        let text: String = (0..len)
            .map(|_| alphabet[walk.below(alphabet.len())])
            .collect();
        for options in [
            SanOptions::STRICT,
            SanOptions::PERMISSIVE,
            SanOptions::PERMISSIVE.french(),
            SanOptions::STRICT.french(),
        ] {
            if let Ok(m) = pos.parse_san_with(&text, options) {
                assert!(pos.is_legal(m), "{text:?} gave an illegal move");
            }
        }
    }
}

/// Every legal move written in long algebraic notation reads back as itself,
/// over positions with castling, en passant, promotions and checks.
#[test]
fn lan_round_trip_of_every_legal_move() {
    let fens = [
        START,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
        "3r2k1/4P3/8/8/8/8/8/K7 w - - 0 1",
    ];
    let mut checked = 0;
    for fen in fens {
        let position = position(fen);
        for mv in position.legal_moves() {
            let lan = roque_rules::to_lan(&position, mv);
            assert_eq!(position.parse_san(&lan), Ok(mv), "{lan} in {fen}");
            checked += 1;
        }
    }
    assert!(checked > 100);
}
