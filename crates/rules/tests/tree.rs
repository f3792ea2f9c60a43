//! The game tree: reading and writing annotated games (variations,
//! comments, glyphs, drawings) as the same tree and the same text, the tree
//! operations of an analysis board, and hostile PGN refused or bounded.

use proptest::prelude::*;
use roque_rules::{
    nag_symbol, Move, NodePath, PgnErrorKind, PgnGame, Position, SanError, Shape, ShapeColor,
    Square, TreeError, MAX_COMMENT_CHARS, MAX_VARIATION_DEPTH,
};
use std::time::Instant;

/// Everything the tree holds, tags aside (the writer completes them with
/// the roster).
fn assert_same_tree(a: &PgnGame, b: &PgnGame, text: &str) {
    assert!(a.start.same_position(&b.start), "start\n{text}");
    assert_eq!(a.moves, b.moves, "moves\n{text}");
    assert_eq!(a.comments, b.comments, "comments\n{text}");
    assert_eq!(a.shapes, b.shapes, "shapes\n{text}");
    assert_eq!(a.result, b.result, "result\n{text}");
}

/// Read → write → read gives the same trees, write → read → write the same
/// text. Returns how many games the text held.
fn round_trip(text: &str) -> usize {
    let Ok(games) = PgnGame::parse_all(text) else {
        return 0;
    };
    let written = PgnGame::write_all(&games);
    let again = PgnGame::parse_all(&written).unwrap_or_else(|e| panic!("{e}: our PGN\n{written}"));
    assert_eq!(again.len(), games.len(), "{written}");
    for (a, b) in again.iter().zip(&games) {
        assert_same_tree(a, b, &written);
    }
    assert_eq!(PgnGame::write_all(&again), written, "written twice");
    games.len()
}

/// The string literals of a source file (Rust or JavaScript), their
/// common escapes resolved: where the repository's tests keep their PGN.
fn literals(source: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = source.chars().peekable();
    while let Some(c) = chars.next() {
        // A raw Rust string r#"…"#.
        if c == 'r' && chars.peek() == Some(&'#') {
            chars.next();
            if chars.next_if_eq(&'"').is_none() {
                continue;
            }
            let mut text = String::new();
            while let Some(c) = chars.next() {
                if c == '"' && chars.peek() == Some(&'#') {
                    chars.next();
                    break;
                }
                text.push(c);
            }
            found.push(text);
            continue;
        }
        if c != '"' && c != '\'' {
            continue;
        }
        let quote = c;
        let mut text = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => match chars.next() {
                    Some('n') => text.push('\n'),
                    Some('r') => text.push('\r'),
                    Some('t') => text.push('\t'),
                    // A Rust line continuation: the break and the indent go.
                    Some('\n') => while chars.next_if(|c| c.is_whitespace()).is_some() {},
                    Some(other) => text.push(other),
                    None => break,
                },
                c if c == quote => break,
                // A quote character in Rust (`'a'`) or an apostrophe in a
                // comment: short, never PGN; dropped at the line's end.
                '\n' if quote == '\'' => break,
                c => text.push(c),
            }
        }
        found.push(text);
    }
    found
}

/// Every PGN in the repository's tests: the engine's match records, and
/// every string literal of the tests that reads as PGN with a move.
#[test]
fn every_pgn_of_the_repository_reads_and_writes_back_the_same() {
    let files = [
        include_str!("../../engine/scripts/results/levels1-5-human.pgn"),
        include_str!("../../engine/scripts/results/level8-vs-stockfish-1s.pgn"),
        include_str!("../../engine/scripts/results/level8-vs-stockfish-1s-recheck.pgn"),
    ];
    let mut games = 0;
    for file in files {
        let read = round_trip(file);
        assert!(read > 0, "a match record reads");
        games += read;
    }
    let sources = [
        include_str!("pgn.rs"),
        include_str!("no_panic.rs"),
        include_str!("bad_input.rs"),
        include_str!("tree.rs"),
        include_str!("../src/pgn.rs"),
        include_str!("../src/pgn/tree.rs"),
        include_str!("../../app/tests/record.rs"),
        include_str!("../../app/tests/embed.rs"),
        include_str!("../../js/test/api.test.mjs"),
        include_str!("../../js/test/compat.test.mjs"),
        include_str!("../../js/test/robustness.test.mjs"),
        include_str!("../../js/test/differential.test.mjs"),
    ];
    let mut literal_games = 0;
    for source in sources {
        for literal in literals(source) {
            let has_moves = PgnGame::parse_all(&literal)
                .is_ok_and(|games| games.iter().any(|game| !game.moves.is_empty()));
            if has_moves {
                literal_games += round_trip(&literal);
            }
        }
    }
    // The match records hold dozens of games, the tests' literals dozens
    // of PGN texts: a broken extraction would find far fewer.
    assert!(games >= 30, "{games} games in the match records");
    assert!(
        literal_games >= 40,
        "{literal_games} games in the tests' literals"
    );
}

/// An annotated game as a teacher writes one.
const ANNOTATED: &str = r#"[Event "Le coup du berger"]
[White "Anna"]
[Black "Paul"]
[Result "0-1"]

{[%csl Ge4,Gd4,Ge5,Gd5] The centre matters. [%clk 0:10:00]} 1. e4 e5 2. Bc4 Nc6
3. Qh5?! {[%cal Rh5f7,Rc4f7] Threatening mate.} (3. Nf3 {The quiet way.} Nf6
(3... Bc5 4. c3 (4. O-O $10) Nf6) 4. d3 $14) 3... Nf6?? (3... g6! {[%cal Gg6h5]}
4. Qf3 Nf6 5. Ne2 (5. g4 $6 {[%csl Rg4] [%cal Bh5f7] loses time} d5!) Bg7)
4. Qxf7# $18 {[%cal Ge8f7 Bad] a [%cal Xe2e4] kept} 0-1
"#;

#[test]
fn an_annotated_game_as_a_tree() {
    let game = PgnGame::parse(ANNOTATED).expect("a legal game");
    let g = ShapeColor::Green;
    let circle = |square, color| Shape::Circle { square, color };
    let arrow = |from, to, color| Shape::Arrow { from, to, color };
    // The start: its circles, its comment with the clock kept.
    assert_eq!(
        game.shapes,
        [
            circle(Square::E4, g),
            circle(Square::D4, g),
            circle(Square::E5, g),
            circle(Square::D5, g)
        ]
    );
    assert_eq!(
        game.comment(&NodePath::start()),
        "The centre matters. [%clk 0:10:00]"
    );
    // 3. Qh5?! with its arrows, its comment, its glyph shown as a symbol.
    let qh5 = NodePath::mainline(5);
    let node = game.node(&qh5).expect("3. Qh5");
    assert_eq!(node.san.to_string(), "Qh5");
    assert_eq!(node.nags, [6]);
    assert_eq!(nag_symbol(node.nags[0]), Some("?!"));
    assert_eq!(
        node.shapes,
        [
            arrow(Square::H5, Square::F7, ShapeColor::Red),
            arrow(Square::C4, Square::F7, ShapeColor::Red)
        ]
    );
    assert_eq!(game.comment(&qh5), "Threatening mate.");
    // 3. Nf3, and inside it 3... Bc5 with 4. O-O inside that.
    let nf3 = NodePath::mainline(4).child(1);
    assert_eq!(
        game.node(&nf3).map(|n| n.san.to_string()).as_deref(),
        Some("Nf3")
    );
    let bc5 = nf3.child(1);
    assert_eq!(
        game.node(&bc5).map(|n| n.san.to_string()).as_deref(),
        Some("Bc5")
    );
    let castles = bc5.child(1);
    let node = game.node(&castles).expect("4. O-O");
    assert_eq!(
        (node.san.to_string(), node.nags.clone()),
        ("O-O".to_string(), vec![10])
    );
    // Deep in 3... g6!: 5. g4 $6 with a circle and an arrow, then 5... d5!.
    let g4 = NodePath::from(vec![0, 0, 0, 0, 0, 1, 0, 0, 1]);
    let node = game.node(&g4).expect("5. g4");
    assert_eq!(node.san.to_string(), "g4");
    assert_eq!(
        node.shapes,
        [
            circle(Square::G4, ShapeColor::Red),
            arrow(Square::H5, Square::F7, ShapeColor::Blue)
        ]
    );
    assert_eq!(game.comment(&g4), "loses time");
    assert_eq!(
        game.node(&g4.child(0)).map(|n| n.nags.clone()),
        Some(vec![1])
    );
    // The mate, with a command that does not read kept as written.
    let mate = NodePath::mainline(7);
    assert_eq!(game.node(&mate).map(|n| n.nags.clone()), Some(vec![18]));
    assert_eq!(game.comment(&mate), "[%cal Ge8f7 Bad] a [%cal Xe2e4] kept");
    assert!(game.shapes(&mate).is_empty());

    let written = game.to_pgn();
    assert!(
        written.contains("{[%csl Ge4,Gd4,Ge5,Gd5] The centre matters. [%clk 0:10:00]} 1. e4"),
        "{written}"
    );
    assert!(
        written.contains("3. Qh5 $6 {[%cal Rh5f7,Rc4f7] Threatening mate.}"),
        "{written}"
    );
    assert!(
        written.contains("{[%csl Rg4] [%cal Bh5f7] loses time}"),
        "{written}"
    );
    round_trip(ANNOTATED);
}

#[test]
fn nested_alternatives_are_children_of_the_same_position() {
    let text = "1. e4 (1. d4 (1. c4) {before} 1... d5) (1. Nf3) *";
    let mut game = PgnGame::parse(text).expect("legal");
    let sans = |game: &PgnGame| -> Vec<String> {
        game.children(&NodePath::start())
            .iter()
            .map(|n| n.san.to_string())
            .collect()
    };
    assert_eq!(sans(&game), ["e4", "d4", "c4", "Nf3"]);
    let d5 = NodePath::from(vec![1, 0]);
    assert_eq!(
        game.node(&d5).map(|n| n.san.to_string()).as_deref(),
        Some("d5")
    );
    // Read and written as nested.
    assert!(
        game.to_pgn().ends_with(&format!("\n{text}\n")),
        "{}",
        game.to_pgn()
    );
    round_trip(text);
    // A change brings the alternatives out, beside the variation, with
    // the same paths; the comment that stood after the nested one now
    // follows 1. d4, where PGN reads it.
    let paths: Vec<NodePath> = game.walk().into_iter().map(|(path, _)| path).collect();
    game.set_comment(&NodePath::from(vec![3]), "Réti")
        .expect("1. Nf3");
    assert_eq!(sans(&game), ["e4", "d4", "c4", "Nf3"]);
    let after: Vec<NodePath> = game.walk().into_iter().map(|(path, _)| path).collect();
    assert_eq!(after, paths);
    assert_eq!(game.comment(&NodePath::from(vec![1])), "before");
    assert!(
        game.to_pgn()
            .ends_with("\n1. e4 (1. d4 {before} 1... d5) (1. c4) (1. Nf3 {Réti}) *\n"),
        "{}",
        game.to_pgn()
    );
}

#[test]
fn glyphs_written_as_symbols_are_read() {
    let game = PgnGame::parse("1. e4! e5 ± 2. Nf3 +- 2... Nc6 ∞ 3. Bb5 += *").expect("glyphs");
    let nags: Vec<Vec<u8>> = game.moves.iter().map(|n| n.nags.clone()).collect();
    assert_eq!(nags, [vec![1], vec![16], vec![18], vec![13], vec![14]]);
    assert!(game
        .to_pgn()
        .ends_with("1. e4 $1 e5 $16 2. Nf3 $18 Nc6 $13 3. Bb5 $14 *\n"));
    let bad = PgnGame::parse("1. e4 +-+ *").err().map(|e| e.kind);
    assert_eq!(bad, Some(PgnErrorKind::UnexpectedChar('+')));
    let bad = PgnGame::parse("1. e4 !?! *").err().map(|e| e.kind);
    assert_eq!(bad, Some(PgnErrorKind::BadNag("!?!".into())));
}

#[test]
fn walking_the_tree_and_its_positions() {
    let game = PgnGame::parse(ANNOTATED).expect("legal");
    let walked = game.walk();
    // Every node once, each found again by its path, its position the
    // replay of its path.
    let mut count = 0;
    let mut stack = vec![game.moves.as_slice()];
    while let Some(line) = stack.pop() {
        count += line.len();
        for node in line {
            stack.extend(node.variations.iter().map(Vec::as_slice));
        }
    }
    assert_eq!(walked.len(), count);
    for (path, node) in &walked {
        assert_eq!(game.node(path), Some(*node), "{path}");
        let before = path
            .parent()
            .and_then(|p| game.position_at(&p))
            .expect("a parent");
        let mut after = before;
        assert!(after.play(node.mv).is_ok());
        assert_eq!(game.position_at(path), Some(after), "{path}");
        let parent = path.parent().expect("a parent");
        let index = *path.indices().last().expect("an index");
        assert_eq!(game.children(&parent).get(index), Some(node), "{path}");
    }
    // The main line, walked by ply.
    for (ply, node) in game.moves.iter().enumerate() {
        assert_eq!(game.node(&NodePath::mainline(ply + 1)), Some(node));
    }
    assert!(game.node(&NodePath::from(vec![0, 9])).is_none());
    assert!(game.position_at(&NodePath::from(vec![5])).is_none());
}

/// The text with its line breaks made spaces, to compare it whatever the
/// wrapping.
fn movetext(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn an_analysis_session() {
    let mut game = PgnGame::parse("[White \"A\"]\n\n1. e4 e5 2. Nf3 Nc6 *").expect("legal");
    let mv = |uci: &str| uci.parse::<Move>().expect("uci");
    // A new variation at move 2, then one inside it.
    let d4 = game
        .play_at(&NodePath::mainline(2), mv("d2d4"))
        .expect("legal");
    assert_eq!(d4, NodePath::from(vec![0, 0, 1]));
    let exd4 = game.play_san_at(&d4, "exd4").expect("legal");
    let c3 = game.play_san_at(&exd4, "c3").expect("legal");
    let qxd4 = game.play_san_at(&exd4, "Qxd4").expect("legal");
    assert_eq!(qxd4, exd4.child(1));
    // Illegal and ambiguous moves are refused with their reason.
    let illegal = game.play_san_at(&c3, "Ke2");
    assert!(
        matches!(illegal, Err(TreeError::IllegalMove(_))),
        "{illegal:?}"
    );
    let knights = Position::from_fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1").expect("fen");
    let ambiguous = PgnGame::new(knights)
        .play_san_at(&NodePath::start(), "Nd2")
        .err();
    assert!(
        matches!(&ambiguous, Some(TreeError::IllegalMove(SanError::Ambiguous(c))) if c.len() == 2),
        "{ambiguous:?}"
    );
    // Comments and drawings.
    game.set_comment(&c3, "The Göring gambit {sharp}")
        .expect("a node");
    let arrow = Shape::arrow(Square::F1, Square::C4, ShapeColor::Blue).expect("an arrow");
    game.toggle_shape(&c3, arrow).expect("a node");
    game.toggle_shape(
        &NodePath::start(),
        Shape::Circle {
            square: Square::E4,
            color: ShapeColor::Yellow,
        },
    )
    .expect("the start");
    game.set_comment(&NodePath::start(), "Scotch ideas")
        .expect("the start");
    let text = game.to_pgn();
    assert!(
        movetext(&text).ends_with(
            "{[%csl Ye4] Scotch ideas} 1. e4 e5 2. Nf3 (2. d4 exd4 3. c3 {[%cal Bf1c4] The \
             Göring gambit {sharp)} (3. Qxd4)) 2... Nc6 *"
        ),
        "{text}"
    );
    round_trip(&text);
    // Promote the gambit to the main line, step by step.
    let promoted = game.promote(&d4).expect("a variation");
    assert_eq!(promoted, NodePath::mainline(3));
    assert!(
        movetext(&game.to_pgn()).contains("2. d4 (2. Nf3 Nc6) 2... exd4 3. c3"),
        "{}",
        game.to_pgn()
    );
    let promoted = game
        .promote(&NodePath::from(vec![0, 0, 0, 0, 1]))
        .expect("Qxd4");
    assert_eq!(promoted, NodePath::mainline(5));
    round_trip(&game.to_pgn());
    // Delete: a variation, then the main line's end (the first variation
    // takes its place).
    game.delete(&NodePath::from(vec![0, 0, 1])).expect("2. Nf3");
    game.delete(&NodePath::mainline(5)).expect("3. Qxd4");
    assert!(
        movetext(&game.to_pgn())
            .ends_with("1. e4 e5 2. d4 exd4 3. c3 {[%cal Bf1c4] The Göring gambit {sharp)} *"),
        "{}",
        game.to_pgn()
    );
    assert_eq!(game.delete(&NodePath::start()), Err(TreeError::NoSuchNode));
    assert_eq!(
        game.promote(&NodePath::from(vec![0, 3])),
        Err(TreeError::NoSuchNode)
    );
    // The whole game deleted: the opening comment stays with the game.
    game.delete(&NodePath::mainline(1)).expect("1. e4");
    assert!(game.moves.is_empty());
    assert_eq!(game.comment(&NodePath::start()), "Scotch ideas");
    round_trip(&game.to_pgn());
}

#[test]
fn hostile_pgn_is_refused_or_bounded() {
    // Ten thousand nested variations: refused at the limit, no recursion.
    let deep = format!("1. e4 {} *", "(1. d4 ".repeat(10_000));
    let error = PgnGame::parse(&deep).err().map(|e| (e.column, e.kind));
    let column = u32::try_from("1. e4 ".len() + "(1. d4 ".len() * MAX_VARIATION_DEPTH + 1).ok();
    assert_eq!(error, column.map(|c| (c, PgnErrorKind::VariationsTooDeep)));
    // Unmatched parentheses.
    assert_eq!(
        PgnGame::parse("1. e4 (1. d4 (1. c4) *")
            .err()
            .map(|e| e.kind),
        Some(PgnErrorKind::UnclosedVariation)
    );
    assert_eq!(
        PgnGame::parse("1. e4 (1. d4)) *").err().map(|e| e.kind),
        Some(PgnErrorKind::UnexpectedCloseParen)
    );
    assert_eq!(
        PgnGame::parse(") 1. e4 *").err().map(|e| e.kind),
        Some(PgnErrorKind::UnexpectedCloseParen)
    );
    // A huge comment.
    let huge = format!("1. e4 {{{}}} *", "word ".repeat(MAX_COMMENT_CHARS));
    assert_eq!(
        PgnGame::parse(&huge).err().map(|e| e.kind),
        Some(PgnErrorKind::CommentTooLong)
    );
    // A hundred thousand variations: read, walked and written in linear
    // time (a quadratic step would take minutes here).
    let started = Instant::now();
    let many = format!("1. e4 {} e5 *", "(1. d4 d5) (1. c4) ".repeat(50_000));
    let game = PgnGame::parse(&many).expect("legal");
    assert_eq!(game.children(&NodePath::start()).len(), 100_001);
    assert_eq!(game.walk().len(), 150_002);
    let written = game.to_pgn();
    assert_eq!(PgnGame::parse(&written).map(|g| g.moves), Ok(game.moves));
    assert!(started.elapsed().as_secs() < 60, "{:?}", started.elapsed());
    // A `;` comment may hold a `}`, which a brace comment cannot: read as
    // `)`, as the writer writes it, so that the tree reads back the same.
    let semi = PgnGame::parse("1. e4 ; a } b\n*").expect("a comment");
    assert_eq!(semi.comment(&NodePath::mainline(1)), "a ) b");
    round_trip("1. e4 ; a } b\n*");
    // Bad drawing commands stay text.
    for bad in [
        "[%cal Ge2e9]",
        "[%cal Ke2e4]",
        "[%csl G]",
        "[%cal Ge2e4,",
        "[%csl Gd4 Re5]",
    ] {
        let game = PgnGame::parse(&format!("1. e4 {{{bad}}} *")).expect("a comment");
        assert_eq!(game.comment(&NodePath::mainline(1)), bad);
        assert!(game.shapes(&NodePath::mainline(1)).is_empty());
        round_trip(&game.to_pgn());
    }
}

#[test]
fn variations_added_in_analysis_nest_no_deeper_than_pgn_reads() {
    let mut game = PgnGame::new(Position::new());
    let mut path = NodePath::start();
    let mut depth = 0;
    // At each level, a move and an alternative to it, and on inside the
    // alternative: each variation one deeper than the last.
    loop {
        let moves = game.position_at(&path).expect("a position").legal_moves();
        assert!(game.play_at(&path, moves[0]).is_ok());
        match game.play_at(&path, moves[1]) {
            Ok(variation) => path = variation,
            Err(error) => {
                assert_eq!(error, TreeError::TooDeep);
                break;
            }
        }
        depth += 1;
        assert!(depth <= MAX_VARIATION_DEPTH, "no limit");
    }
    assert_eq!(depth, MAX_VARIATION_DEPTH);
    round_trip(&game.to_pgn());
}

/// Comments an analysis may write: braces, drawing commands good and bad,
/// other commands, accents, line breaks, nothing.
const COMMENTS: [&str; 10] = [
    "good",
    "a } brace and a { brace",
    "[%clk 0:10:00] time",
    "[%cal Xe2e4] kept",
    "two  words\nover lines",
    "",
    "« accents » é",
    "[%cal Ge2e4,Rd7d5] drawn [%csl Bc4]",
    ";semi ; colons",
    "% at the start",
];

fn generated_tree(start: Position, ops: &[u32]) -> PgnGame {
    let mut game = PgnGame::new(start);
    game.set_tag("Event", "Generated");
    for &op in ops {
        let walked: Vec<NodePath> = game.walk().into_iter().map(|(path, _)| path).collect();
        let pick = (op >> 4) as usize % (walked.len() + 1);
        let path = if pick == 0 {
            NodePath::start()
        } else {
            walked[pick - 1].clone()
        };
        let arg = (op >> 12) as usize;
        match op % 10 {
            0..=3 => {
                let Some(position) = game.position_at(&path) else {
                    continue;
                };
                let moves = position.legal_moves();
                if !moves.is_empty() {
                    let played = game.play_at(&path, moves[arg % moves.len()]);
                    assert!(played.is_ok(), "{played:?}");
                }
            }
            4 => {
                let set = game.set_comment(&path, COMMENTS[arg % COMMENTS.len()]);
                assert!(set.is_ok(), "{set:?}");
            }
            5 => {
                let color = ShapeColor::ALL[arg % 4];
                let a = Square::from_index(((arg >> 2) % 64) as u8).unwrap_or(Square::E4);
                let b = Square::from_index(((arg >> 8) % 64) as u8).unwrap_or(Square::E5);
                let shape = Shape::arrow(a, b, color).unwrap_or(Shape::Circle { square: a, color });
                assert!(game.toggle_shape(&path, shape).is_ok());
            }
            6 => {
                if let Some(node) = game.node_mut(&path) {
                    node.nags.push((arg % 256) as u8);
                }
            }
            7 | 8 if !path.is_start() => {
                let promoted = game.promote(&path);
                assert!(promoted.is_ok(), "{promoted:?}");
            }
            9 if !path.is_start() && arg.is_multiple_of(3) => {
                assert!(game.delete(&path).is_ok());
            }
            _ => {}
        }
    }
    game
}

/// The generator makes what the round trip must survive: variations
/// inside variations, comments, drawings and glyphs.
#[test]
fn generated_trees_are_rich() {
    let mut seed: u32 = 0x2545_f491;
    let (mut nested, mut comments, mut shapes, mut nags) = (0, 0, 0, 0);
    for _ in 0..50 {
        let ops: Vec<u32> = (0..80)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 17;
                seed ^= seed << 5;
                seed
            })
            .collect();
        let game = generated_tree(Position::new(), &ops);
        for (path, node) in game.walk() {
            nested += usize::from(path.indices().iter().filter(|&&i| i > 0).count() >= 2);
            comments += node.comments_after.len();
            shapes += node.shapes.len();
            nags += node.nags.len();
        }
    }
    assert!(
        nested > 50 && comments > 50 && shapes > 50 && nags > 50,
        "{nested} {comments} {shapes} {nags}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3_000, ..ProptestConfig::default() })]

    /// Random trees made by the analysis operations: written, read back as
    /// the same tree; written again, the same text.
    #[test]
    fn generated_trees_round_trip(
        black_first in any::<bool>(),
        ops in prop::collection::vec(any::<u32>(), 0..80),
    ) {
        let start = if black_first {
            Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 3 3")
        } else {
            Ok(Position::new())
        };
        let start = start.unwrap_or_else(|_| Position::new());
        let game = generated_tree(start, &ops);
        let text = game.to_pgn();
        let read = PgnGame::parse(&text);
        prop_assert!(read.is_ok(), "{:?}\n{}", read, text);
        let read = read.unwrap_or_default();
        assert_same_tree(&read, &game, &text);
        prop_assert_eq!(read.to_pgn(), text);
    }
}

/// A drawing belongs to the position it stands in, wherever its comment is.
#[test]
fn drawings_belong_to_their_position() {
    let text = "{[%csl Ge4]} 1. e4 ({[%cal Gd2d4]} 1. d4) e5 ({[%csl Rc5]} 1... c5) (1... e6) {[%cal Gg1f3]} 2. Nf3 {[%cal Yb8c6]} *";
    let game = PgnGame::parse(text).expect("legal");
    let shown = |path: NodePath| -> Vec<String> {
        game.shapes(&path).iter().map(ToString::to_string).collect()
    };
    // Before the first move and before its alternative: the start.
    assert_eq!(shown(NodePath::start()), ["Ge4", "Gd2d4"]);
    // Before 1... c5, and after the variations before 2. Nf3: after 1. e4
    // and after 1... e5.
    assert_eq!(shown(NodePath::mainline(1)), ["Rc5"]);
    assert_eq!(shown(NodePath::mainline(2)), ["Gg1f3"]);
    assert_eq!(shown(NodePath::mainline(3)), ["Yb8c6"]);
    assert!(
        movetext(&game.to_pgn()).ends_with(
            "{[%csl Ge4] [%cal Gd2d4]} 1. e4 {[%csl Rc5]} (1. d4) 1... e5 {[%cal Gg1f3]} \
             (1... c5) (1... e6) 2. Nf3 {[%cal Yb8c6]} *"
        ),
        "{}",
        game.to_pgn()
    );
    round_trip(text);
}
