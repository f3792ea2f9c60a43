//! The checks behind the fuzz targets, in one place so that each target is
//! a line. Every function panics only when roque-rules breaks a promise.
//!
//! The no-panic property tests (`crates/rules/tests/no_panic.rs`) include
//! this file as a module and run the same checks on their own inputs, so
//! that what is checked is written once and builds on stable with the
//! workspace.

use roque_rules::{
    to_san, Color, Lang, Move, PgnGame, PgnNode, Position, Role, San, SanOptions, SanPlus, Setup,
    Shape, ShapeColor, Square, Strictness,
};

/// Positions to start `play` from when the input does not begin with a FEN
/// of its own: castling, en passant, promotions and pins are close by.
const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/8/8/K7/1p6/8/2P5/7k w - - 0 1",
    "8/8/3k4/8/1pPp4/8/8/4K3 b - c3 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
    "8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 3",
];

/// Reads `text` as a FEN, both unchecked and checked. What is accepted must
/// write back and read again as the same thing, and be usable.
pub fn check_fen(text: &str) {
    if let Ok(setup) = Setup::from_fen(text) {
        let again = Setup::from_fen(&setup.fen()).expect("the setup's own FEN");
        assert_eq!(again, setup, "setup FEN round trip of {text:?}");
        // Validating any setup is total too.
        let _ = Position::from_setup(setup);
    }
    match Position::from_fen(text) {
        Ok(position) => {
            let fen = position.fen();
            let again = Position::from_fen(&fen).expect("the position's own FEN");
            assert!(again.same_position(&position), "FEN round trip of {text:?}");
            assert_eq!(again.hash(), position.hash(), "hash after FEN round trip");
            let _ = position.legal_moves();
            let _ = position.perft(2);
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

/// Reads `text` as a UCI move and as a square name.
pub fn check_uci(text: &str) {
    match Move::from_uci(text) {
        Ok(mv) => assert_eq!(mv.to_uci(), text, "UCI round trip"),
        Err(e) => {
            let _ = e.to_string();
        }
    }
    if let Ok(sq) = text.parse::<Square>() {
        assert_eq!(sq.to_string(), text, "square name round trip");
    }
}

/// Every way SAN is read.
pub const SAN_OPTIONS: [SanOptions; 4] = [
    SanOptions::STRICT,
    SanOptions::PERMISSIVE,
    SanOptions::STRICT.french(),
    SanOptions::PERMISSIVE.french(),
];

/// Input: one byte choosing a start position, then the SAN text, read as
/// [`check_san_in`] reads it.
pub fn check_san(data: &[u8]) {
    let (choice, text) = data.split_first().map_or((0, data), |(&b, rest)| (b, rest));
    let text = String::from_utf8_lossy(text);
    let fen = STARTS[usize::from(choice) % STARTS.len()];
    let position = Position::from_fen(fen).expect("a start FEN");
    check_san_in(&text, &position);
}

/// `text` as SAN, with every option. Read alone, it writes back as read
/// (exactly, when read strictly); read in `position`, it gives a legal move
/// or an error.
pub fn check_san_in(text: &str, position: &Position) {
    for options in SAN_OPTIONS {
        match SanPlus::parse(text, options) {
            // Strict reading accepts only the standard form, which is
            // exactly what the writer writes.
            Ok(san) if options.strictness == Strictness::Strict => {
                assert_eq!(
                    san.to_string_with(options.letters),
                    text,
                    "strict SAN round trip"
                );
            }
            Ok(san) => {
                let again = SanPlus::parse(&san.to_string_with(options.letters), options);
                assert_eq!(again, Ok(san), "SAN round trip of {text:?}");
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
        let _ = San::parse(text, options);
        match position.parse_san_with(text, options) {
            Ok(mv) => assert!(position.is_legal(mv), "{text:?} gave the illegal move {mv}"),
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
}

/// The moves of a line and of all its variations, in writing order.
fn all_moves(line: &[PgnNode]) -> Vec<Move> {
    line.iter()
        .flat_map(|node| {
            let mut moves = vec![node.mv];
            for variation in &node.variations {
                moves.extend(all_moves(variation));
            }
            moves
        })
        .collect()
}

/// Reads `text` as PGN. What is read writes back and reads again as the
/// same tree (moves, variations, comments, glyphs, drawings), start and
/// result; written again, the same text; every node of the tree is found
/// by its path.
pub fn check_pgn(text: &str) {
    match PgnGame::parse_all(text) {
        Ok(games) => {
            let written = PgnGame::write_all(&games);
            let again = PgnGame::parse_all(&written)
                .unwrap_or_else(|e| panic!("our PGN does not read back: {e}\n{written}"));
            assert_eq!(again.len(), games.len(), "PGN round trip:\n{written}");
            for (a, b) in again.iter().zip(&games) {
                assert_eq!(
                    all_moves(&a.moves),
                    all_moves(&b.moves),
                    "PGN round trip:\n{written}"
                );
                // The whole tree: comments, glyphs, drawings, variations.
                assert_eq!(a.moves, b.moves, "PGN round trip: tree\n{written}");
                assert_eq!(
                    a.comments, b.comments,
                    "PGN round trip: comments\n{written}"
                );
                assert_eq!(a.shapes, b.shapes, "PGN round trip: drawings\n{written}");
                assert!(
                    a.start.same_position(&b.start),
                    "PGN round trip: start\n{written}"
                );
                assert_eq!(a.result, b.result, "PGN round trip: result\n{written}");
                // Every node is found again by its path, in a position.
                for (path, node) in b.walk() {
                    assert_eq!(b.node(&path), Some(node), "PGN tree: node at {path}");
                    assert!(
                        b.position_at(&path).is_some(),
                        "PGN tree: position at {path}"
                    );
                }
                check_tree_edits(b);
            }
            assert_eq!(
                PgnGame::write_all(&again),
                written,
                "PGN written twice differs"
            );
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
    let _ = PgnGame::parse(text);
}

/// The analysis operations on the first nodes of `game`: each is accepted,
/// and what it leaves writes back and reads again as the same tree.
fn check_tree_edits(game: &PgnGame) {
    let same_after_writing = |edited: &PgnGame, what: &str| {
        let text = edited.to_pgn();
        let read = PgnGame::parse(&text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
        assert_eq!(read.moves, edited.moves, "{what}: tree\n{text}");
        assert_eq!(read.comments, edited.comments, "{what}: comments\n{text}");
        assert_eq!(read.shapes, edited.shapes, "{what}: drawings\n{text}");
        assert_eq!(read.to_pgn(), text, "{what}: written twice");
    };
    let shape = Shape::Circle {
        square: Square::E4,
        color: ShapeColor::Red,
    };
    for (path, _) in game.walk().into_iter().take(12) {
        let mut edited = game.clone();
        assert!(edited.promote(&path).is_ok(), "promote {path}");
        same_after_writing(&edited, "promote");
        let mut edited = game.clone();
        assert!(edited.delete(&path).is_ok(), "delete {path}");
        same_after_writing(&edited, "delete");
        let mut edited = game.clone();
        assert!(edited.set_comment(&path, "a } [%cal Ge2e4] b").is_ok());
        assert!(edited.toggle_shape(&path, shape).is_ok());
        same_after_writing(&edited, "comment and drawing");
    }
}

/// Input: either a FEN line (up to a newline) or one byte choosing a start
/// position, then moves of three bytes each. In a move, a first byte with
/// the high bit set plays the legal move numbered by the second byte (so
/// that games go deep); otherwise the bytes give any from, to and promotion.
pub fn check_play(data: &[u8]) {
    let (mut position, moves) = start(data);
    for chunk in moves.chunks_exact(3) {
        let (a, b, c) = (chunk[0], chunk[1], chunk[2]);
        let legal = position.legal_moves();
        let mv = if a & 0x80 != 0 && !legal.is_empty() {
            legal[usize::from(b) % legal.len()]
        } else {
            Move {
                from: Square::ALL[usize::from(a & 63)],
                to: Square::ALL[usize::from(b & 63)],
                promotion: Role::from_index(usize::from(c % 8)),
            }
        };
        check_move(&mut position, mv, mv, usize::from(c));
    }
}

/// Plays `mv`, legal or not, in `position`, checking on the way that
/// `is_legal` and `explain_move` agree with `legal_moves`, that a legal move
/// is played as `play_unchecked` plays it (hash included) and a refused one
/// changes nothing, and that nothing one may ask of the position, nor of
/// what `play_unchecked` leaves (and after the legal move numbered `next`
/// there), panics; `probe` is the move those questions are about.
pub fn check_move(position: &mut Position, mv: Move, probe: Move, next: usize) {
    let legal = position.legal_moves();
    let is_legal = legal.contains(&mv);
    let fen = position.fen();
    assert_eq!(position.is_legal(mv), is_legal, "is_legal({mv}) in {fen}");
    assert_eq!(
        position.explain_move(mv).is_ok(),
        is_legal,
        "explain({mv}) in {fen}"
    );
    ask_everything(position, mv);

    // play_unchecked of anything never panics, whatever it leaves, nor
    // does playing on from there.
    let mut wild = *position;
    wild.play_unchecked(mv);
    ask_everything(&wild, probe);
    if let Some(&then) = wild.legal_moves().get(next % 4) {
        let mut wilder = wild;
        wilder.play_unchecked(then);
        ask_everything(&wilder, probe);
    }

    let before = *position;
    match position.play(mv) {
        Ok(()) => {
            assert!(is_legal, "{mv} played in {fen}");
            assert_eq!(*position, wild, "play and play_unchecked differ");
            let read = Position::from_fen(&position.fen()).expect("the position's own FEN");
            assert_eq!(read.hash(), position.hash(), "incremental hash");
        }
        Err(e) => {
            assert!(!is_legal, "legal {mv} refused in {fen}");
            assert_eq!(e.mv, mv);
            assert_eq!(*position, before, "a refused move changed the position");
        }
    }
}

fn start(data: &[u8]) -> (Position, &[u8]) {
    if let Some(newline) = data.iter().position(|&b| b == b'\n') {
        let (line, rest) = data.split_at(newline);
        if let Some(position) = std::str::from_utf8(line)
            .ok()
            .and_then(|fen| Position::from_fen(fen).ok())
        {
            return (position, rest.get(1..).unwrap_or_default());
        }
    }
    let (choice, rest) = data.split_first().map_or((0, data), |(&b, rest)| (b, rest));
    let fen = STARTS[usize::from(choice) % STARTS.len()];
    (Position::from_fen(fen).expect("a start FEN"), rest)
}

/// Everything one may ask of any position, even one that `play_unchecked`
/// of an illegal move has left broken: none of it may panic.
pub fn ask_everything(position: &Position, probe: Move) {
    let _ = position.fen();
    let _ = position.to_setup().fen();
    let _ = position.legal_moves();
    let _ = position.legal_moves_from(probe.from);
    let _ = position.count_legal_moves();
    let _ = position.has_legal_move();
    let _ = position.is_checkmate();
    let _ = position.is_stalemate();
    let _ = position.is_legal(probe);
    let _ = position.is_capture(probe);
    let _ = position.captured(probe);
    let _ = position.is_en_passant(probe);
    let _ = position.castling_side(probe);
    let _ = position.moved_role(probe);
    let _ = position.legal_ep_square();
    let _ = position.hash();
    let _ = position.perft(2);
    // SAN is meant for legal moves, but must not panic on any.
    let _ = to_san(position, probe);
    if let Err(reason) = position.explain_move(probe) {
        for lang in Lang::ALL {
            let _ = reason.message(lang);
        }
    }
    let _ = PgnNode::from_move(position, probe);
    for color in Color::ALL {
        let _ = position.king_square(color);
        let _ = position.attackers_to(probe.to, color);
    }
    let _ = Position::from_fen(&position.fen());
}
