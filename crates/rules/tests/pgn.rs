//! PGN: reading tags, comments, glyphs, variations and several games;
//! errors with their line and column; writing, wrapping, and round trips.

use roque_rules::{
    Color, Move, PgnError, PgnErrorKind, PgnGame, PgnNode, PgnResult, Position, SanError,
    MAX_VARIATION_DEPTH,
};

const RICH: &str = r#"[Event "Club \"open\" championship"]
[Site "Lyon \\ FRA"]
[Date "2024.03.01"]
[Round "3"]
[White "Dupont, Anna"]
[Black "Martin, Paul"]
[Result "1-0"]
[ECO "C57"]

{Une partie courte.} 1. e4 e5 2. Nf3 $1 Nc6 {main} (2... d6 3. d4 (3. Bc4 Be7)
3... exd4 ; Philidor
) 3. Bc4!? Nf6?? 4. Ng5 d5 5. exd5 Na5 (5... Nxd5?! 6. Nxf7 (6. d4) 6... Kxf7
7. Qf3+ Ke6 8. Nc3) 6. Bb5+ c6 1-0
%an escape line, ignored
"#;

fn parse(text: &str) -> PgnGame {
    PgnGame::parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// Everything but the tags, which the writer completes with the roster.
fn assert_same_play(a: &PgnGame, b: &PgnGame) {
    assert_eq!(a.start, b.start);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.comments, b.comments);
    assert_eq!(a.result, b.result);
}

fn sans(line: &[PgnNode]) -> Vec<String> {
    line.iter().map(|node| node.san.to_string()).collect()
}

fn place_and_kind(result: Result<Vec<PgnGame>, PgnError>) -> Option<(u32, u32, PgnErrorKind)> {
    result.err().map(|e| (e.line, e.column, e.kind))
}

#[test]
fn tags_comments_glyphs_and_variations() {
    let game = parse(RICH);
    assert_eq!(game.tags.len(), 8);
    assert_eq!(game.tag("Event"), Some("Club \"open\" championship"));
    assert_eq!(game.tag("Site"), Some("Lyon \\ FRA"));
    assert_eq!(game.tag("ECO"), Some("C57"));
    assert_eq!(game.tags[7].0, "ECO");
    assert_eq!(game.result, PgnResult::WhiteWins);
    assert_eq!(game.start, Position::new());

    let main = &game.moves;
    assert_eq!(
        sans(main),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Nf6", "Ng5", "d5", "exd5", "Na5", "Bb5+", "c6"]
    );
    assert_eq!(main[0].comments_before, ["Une partie courte."]);
    assert_eq!(main[2].nags, [1]);
    assert_eq!(main[3].comments_after, ["main"]);
    assert_eq!(main[4].nags, [5]);
    assert_eq!(main[5].nags, [4]);

    // 2... d6 replaces 2... Nc6, with its own sub-variation on move 3.
    let philidor = &main[3].variations;
    assert_eq!(philidor.len(), 1);
    assert_eq!(sans(&philidor[0]), ["d6", "d4", "exd4"]);
    assert_eq!(sans(&philidor[0][1].variations[0]), ["Bc4", "Be7"]);
    assert_eq!(philidor[0][2].comments_after, ["Philidor"]);

    let na5 = &main[9].variations[0];
    assert_eq!(sans(na5), ["Nxd5", "Nxf7", "Kxf7", "Qf3+", "Ke6", "Nc3"]);
    assert_eq!(na5[0].nags, [6]);
    assert_eq!(sans(&na5[1].variations[0]), ["d4"]);

    // The main line replays from the start.
    let mut position = game.start;
    for m in game.mainline_moves() {
        assert!(position.play(m).is_ok(), "{m}");
    }
}

#[test]
fn several_games_and_a_set_up_position() {
    let text = "[Event \"A\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n\
                40... Kd7 41. e4 (41. e3 Ke6) 41... Ke6 *\n\n\
                [Event \"B\"]\n\n1. d4 0-1\n\n\
                1. c4 {no tags} 1/2-1/2\n\
                [Event \"D\"]\n[Result \"1-0\"]\n\n1. e4";
    let games = PgnGame::parse_all(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(games.len(), 4);

    let a = &games[0];
    assert_eq!(a.start.fen(), "4k3/8/8/8/8/8/4P3/4K3 b - - 0 40");
    assert_eq!(sans(&a.moves), ["Kd7", "e4", "Ke6"]);
    assert_eq!(sans(&a.moves[1].variations[0]), ["e3", "Ke6"]);
    assert_eq!(a.result, PgnResult::Unknown);

    assert_eq!(games[1].tag("Event"), Some("B"));
    assert_eq!(games[1].result, PgnResult::BlackWins);
    assert!(games[2].tags.is_empty());
    assert_eq!(games[2].moves[0].comments_after, ["no tags"]);
    assert_eq!(games[2].result, PgnResult::Draw);
    // No result token: the game ends with the text, its result from the tag.
    assert_eq!(games[3].result, PgnResult::WhiteWins);
    assert_eq!(sans(&games[3].moves), ["e4"]);

    // Written back: SetUp and FEN after the roster, numbers from move 40.
    let written = a.to_pgn();
    assert!(written
        .contains("[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n"));
    assert!(
        written.ends_with("\n\n40... Kd7 41. e4 (41. e3 Ke6) 41... Ke6 *\n"),
        "{written}"
    );
    let written = PgnGame::write_all(&games);
    let again = PgnGame::parse_all(&written).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(again.len(), games.len());
    for (a, b) in again.iter().zip(&games) {
        assert_same_play(a, b);
    }
    assert_eq!(PgnGame::write_all(&again), written);
}

#[test]
fn a_fen_tag_without_set_up_still_counts() {
    let game = parse("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *");
    assert_eq!(
        game.moves[0].mv,
        Move::new(roque_rules::Square::E2, roque_rules::Square::E4)
    );
    assert_eq!(game.start.fen(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
}

#[test]
fn an_illegal_move_deep_in_the_text_says_where() {
    let text = "[Event \"Breyer\"]\n\n\
                1. e4 e5 2. Nf3 Nc6 3. Bb5 a6\n\
                4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6\n\
                8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Nf6 13. a4 *\n";
    let error = PgnGame::parse_all(text).err();
    let last_line = text.lines().nth(4).unwrap_or_default();
    let column = last_line.find("Nf6").map(|i| i as u32 + 1);
    assert_eq!(error.as_ref().map(|e| e.line), Some(5));
    assert_eq!(error.as_ref().map(|e| e.column), column);
    assert_eq!(
        error.as_ref().map(|e| e.kind.clone()),
        Some(PgnErrorKind::IllegalMove {
            number: 12,
            turn: Color::Black,
            text: "Nf6".into(),
            error: SanError::Illegal,
        })
    );
    assert_eq!(
        error.map(|e| e.to_string()),
        column.map(|c| format!("line 5, column {c}: illegal move 12...Nf6"))
    );

    // In a variation, the move is checked against the variation's position.
    let error = PgnGame::parse_all("1. e4 (1. d4 d5 2. Ke3) 1... e5 *").err();
    assert_eq!(
        error.map(|e| e.to_string()).as_deref(),
        Some("line 1, column 20: illegal move 2. Ke3")
    );
}

#[test]
fn each_bad_text_has_its_error() {
    use PgnErrorKind as K;
    let illegal = |number, turn, text: &str, error| K::IllegalMove {
        number,
        turn,
        text: text.to_string(),
        error,
    };
    let table: Vec<(&str, u32, u32, PgnErrorKind)> = vec![
        ("1. e4 {oops", 1, 7, K::UnterminatedComment),
        ("[Event \"x]\n1. e4 *", 1, 8, K::UnterminatedString),
        ("[ \"x\"]", 1, 3, K::TagWithoutName),
        ("[Event]", 1, 7, K::TagWithoutValue("Event".into())),
        (
            "[Event \"x\"\n1. e4 *",
            2,
            1,
            K::TagNotClosed("Event".into()),
        ),
        (
            "[Variant \"Chess960\"]\n\n1. e4 *",
            1,
            10,
            K::UnsupportedVariant("Chess960".into()),
        ),
        ("1. e4 e5 ) *", 1, 10, K::UnexpectedCloseParen),
        ("1. e4 (1. d4 *", 1, 7, K::UnclosedVariation),
        ("1. e4 (1. d4 (1. c4", 1, 14, K::UnclosedVariation),
        ("$1 1. e4 *", 1, 1, K::NagWithoutMove),
        ("1. e4 (1. d4) $1 *", 1, 15, K::NagWithoutMove),
        ("(1. e4) *", 1, 1, K::VariationWithoutMove),
        ("1. e4 ({only a comment}) *", 1, 7, K::EmptyVariation),
        (
            "1. e4 \"str\" *",
            1,
            7,
            K::UnexpectedToken(roque_rules::Unexpected::StringOutsideTag),
        ),
        (
            "1. e4 ] *",
            1,
            7,
            K::UnexpectedToken(roque_rules::Unexpected::CloseBracket),
        ),
        ("1. e4 e5 2. Nf3 & *", 1, 17, K::UnexpectedChar('&')),
        ("1. e4 e5!!! *", 1, 9, K::BadNag("!!!".into())),
        ("1. e4 $300 *", 1, 7, K::BadNag("$300".into())),
        (
            "1. Nf3 Nf6 2. d3 d6 3. Nd2",
            1,
            24,
            K::IllegalMove {
                number: 3,
                turn: Color::White,
                text: "Nd2".into(),
                error: SanError::Ambiguous(vec![]),
            },
        ),
        (
            "1. e4 e5 2. Nz3 *",
            1,
            13,
            illegal(
                2,
                Color::White,
                "Nz3",
                SanError::Syntax(roque_rules::ParseSanError::BadSquare { index: 1 }),
            ),
        ),
        ("1. e4 e5 2. -- *", 1, 13, K::UnexpectedChar('-')),
        (
            "1. O-O *",
            1,
            4,
            illegal(1, Color::White, "O-O", SanError::Illegal),
        ),
    ];
    for (text, line, column, kind) in table {
        let got = place_and_kind(PgnGame::parse_all(text));
        // Candidates of an ambiguous move are compared apart, order aside.
        let got = got.map(|(l, c, k)| match k {
            K::IllegalMove {
                number,
                turn,
                text,
                error: SanError::Ambiguous(mut candidates),
            } => {
                candidates.sort_by_key(|m| (m.from, m.to));
                assert_eq!(candidates.len(), 2, "{candidates:?}");
                (
                    l,
                    c,
                    illegal(number, turn, &text, SanError::Ambiguous(vec![])),
                )
            }
            other => (l, c, other),
        });
        assert_eq!(got, Some((line, column, kind)), "{text}");
    }

    // A bad FEN tag: the error points at its value and carries the FEN error.
    let bad_fen = place_and_kind(PgnGame::parse_all("[FEN \"8/8/8 w - - 0 1\"]\n\n*"));
    assert!(matches!(bad_fen, Some((1, 6, K::BadFen(_)))), "{bad_fen:?}");
}

#[test]
fn one_game_exactly() {
    let none = PgnGame::parse("  {just a comment}  ").err();
    assert_eq!(none.map(|e| e.kind), Some(PgnErrorKind::NoGame));
    let two = PgnGame::parse("1. e4 *\n\n[Event \"second\"]\n1. d4 *").err();
    assert_eq!(
        two.map(|e| (e.line, e.column, e.kind)),
        Some((3, 1, PgnErrorKind::MoreThanOneGame))
    );
    assert!(PgnGame::parse("1. e4 () e5 *").is_ok_and(|g| g.moves[0].variations.is_empty()));
}

#[test]
fn variations_nest_up_to_the_limit() {
    let nested = |depth: usize| {
        let mut text = String::from("1. e4 ");
        text.push_str(&"(1. d4 ".repeat(depth));
        text.push_str(&")".repeat(depth));
        text.push_str(" *");
        text
    };
    let deepest = PgnGame::parse(&nested(MAX_VARIATION_DEPTH));
    assert!(deepest.is_ok(), "{deepest:?}");
    let too_deep = PgnGame::parse(&nested(MAX_VARIATION_DEPTH + 1)).err();
    assert_eq!(
        too_deep.map(|e| e.kind),
        Some(PgnErrorKind::VariationsTooDeep)
    );
}

#[test]
fn loading_is_all_or_nothing() {
    let text = "1. e4 e5 *\n\n1. d4 d5 *\n\n1. c4 c5 2. Kc3 *";
    let read = PgnGame::parse_all(text);
    assert!(matches!(read, Err(PgnError { line: 5, .. })), "{read:?}");
}

#[test]
fn written_form() {
    let game = parse("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {develops} Nc6 $1 3. Bb5 a6 0-1");
    assert_eq!(
        game.to_pgn(),
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
         [White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n\n\
         1. e4 e5 (1... c5 2. Nf3) 2. Nf3 {develops} 2... Nc6 $1 3. Bb5 a6 0-1\n"
    );
    // Permissive input comes out as standard SAN.
    let game = parse("1. e2e4 e7-e5 2. Ng1f3 Nb8c6 3. Bf1-b5 Ng8f6 4. 0-0 *");
    assert!(game
        .to_pgn()
        .ends_with("\n1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf6 4. O-O *\n"));
}

#[test]
fn a_game_without_moves() {
    let game = parse("[White \"A\"]\n\n{Adjourned before the first move} *");
    assert!(game.moves.is_empty());
    assert_eq!(game.comments, ["Adjourned before the first move"]);
    let written = game.to_pgn();
    assert!(
        written.ends_with("\n\n{Adjourned before the first move} *\n"),
        "{written}"
    );
    assert_same_play(&parse(&written), &game);
}

#[test]
fn write_then_read_gives_the_same_game() {
    let game = parse(RICH);
    let written = game.to_pgn();
    let again = parse(&written);
    assert_eq!(again, game, "{written}");
    assert_eq!(again.to_pgn(), written);
    assert!(
        written.lines().all(|line| line.chars().count() < 80),
        "{written}"
    );
}

/// A long game with long comments: every line is under 80 columns, tokens
/// are whole, and the game reads back the same.
#[test]
fn movetext_wraps_at_80_columns() {
    let mut game = PgnGame::new(Position::new());
    game.set_tag("Event", "Wrapping");
    let mut position = Position::new();
    let mut seed: u64 = 0x1234_5678_9abc_def1;
    for ply in 0..300 {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let m = moves[(seed % moves.len() as u64) as usize];
        let mut node = PgnNode::from_move(&position, m);
        if ply % 17 == 0 {
            node.comments_after.push(format!(
                "comment {ply} with several words to force wrapping over lines"
            ));
        }
        if ply % 23 == 0 {
            node.nags.push(10);
        }
        game.moves.push(node);
        position.play_unchecked(m);
    }
    let written = game.to_pgn();
    for line in written.lines() {
        assert!(line.chars().count() < 80, "{line:?} is {} long", line.len());
    }
    let movetext_lines = written.lines().skip_while(|l| !l.is_empty()).count();
    assert!(movetext_lines > 10, "{written}");
    // Lines are filled, not broken after every move.
    let full = written.lines().filter(|l| l.chars().count() >= 70).count();
    assert!(full * 2 > movetext_lines, "{written}");
    // A token standing at the end of a line would be cut if wrapping split
    // tokens; reading back proves it did not.
    assert_same_play(&parse(&written), &game);

    // A word longer than a line stands alone rather than being cut.
    let long_word = "x".repeat(120);
    let mut game = parse("1. e4 *");
    game.moves[0]
        .comments_after
        .push(format!("see {long_word} here"));
    let written = game.to_pgn();
    assert!(written.lines().any(|line| line == long_word), "{written}");
    assert_same_play(&parse(&written), &game);
}

/// Mangled PGN never makes the reader panic; what it accepts, it writes and
/// reads back unchanged.
#[test]
fn mangled_text_never_panics() {
    let source: Vec<char> = RICH.chars().collect();
    let extra: Vec<char> = "()[]{}\"\\;%$!?.*0123456789 \nabcdefghxNBRQKO-=+#é"
        .chars()
        .collect();
    let mut seed: u64 = 0xdead_beef_cafe_f00d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut accepted = 0;
    for _ in 0..3000 {
        let mut text = source.clone();
        for _ in 0..1 + next() % 4 {
            let at = (next() % (text.len() as u64 + 1)) as usize;
            let c = extra[(next() % extra.len() as u64) as usize];
            match next() % 3 {
                0 if at < text.len() => {
                    text.remove(at);
                }
                1 if at < text.len() => text[at] = c,
                _ => text.insert(at, c),
            }
        }
        let text: String = text.into_iter().collect();
        if let Ok(games) = PgnGame::parse_all(&text) {
            accepted += 1;
            let written = PgnGame::write_all(&games);
            let again = PgnGame::parse_all(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
            assert_eq!(PgnGame::write_all(&again), written, "{text}");
        }
    }
    assert!(accepted > 100, "only {accepted} texts accepted");
}

#[test]
fn compact_and_windows_texts() {
    let text = "[Event \"x\"]\r\n[Site \"y\"]\r\n\r\n1.e4 e5 2.Nf3 ; note\r\n2...Nc6 {[%clk 0:03:00]}\r\n3.Bb5 1-0\r\n";
    let game = parse(text);
    assert_eq!(game.tag("Site"), Some("y"));
    assert_eq!(sans(&game.moves), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(game.moves[2].comments_after, ["note"]);
    assert_eq!(game.moves[3].comments_after, ["[%clk 0:03:00]"]);
    assert_eq!(game.result, PgnResult::WhiteWins);
}
