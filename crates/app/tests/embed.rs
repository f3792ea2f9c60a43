//! The embedded board: its options (every one untrusted) and its reducer,
//! natively; and every board of the French rules page and of the pages of
//! advice, read from their HTML, each tip's answer checked by the engine.

use roque_app::embed::moves::MoveError;
use roque_app::embed::options::{BoardConfig, EmbedOptions, Expected, Mode, Problem};
use roque_app::embed::state::{EmbedAction, EmbedEvent, EmbedState, Feedback};
use roque_app::embed::viewer::{Viewer, ViewerAction};
use roque_app::embed::words::{game_label, option_error, wrong_words};
use roque_app::state::hand::HandAction;
use roque_app::state::tree_walk::Step;
use roque_engine::{history, search, Clock, Control, Limits, Score};
use roque_rules::{Color, Game, IllegalReason, Lang, Move, NodePath, Shape, ShapeColor, Square};
use std::sync::atomic::AtomicBool;

fn sq(name: &str) -> Square {
    name.parse().expect("a square name in the test")
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect()
}

fn options(list: &[(&str, &str)]) -> EmbedOptions {
    EmbedOptions::from_pairs(&pairs(list))
}

fn problems(list: &[(&str, &str)]) -> Vec<Problem> {
    match options(list).board {
        Ok(_) => panic!("expected {list:?} to be refused"),
        Err(errors) => errors.into_iter().map(|e| e.problem).collect(),
    }
}

fn board(list: &[(&str, &str)]) -> EmbedState {
    let state = EmbedState::new(options(list));
    if let Err(errors) = &state.board {
        let messages: Vec<String> = errors.iter().map(|e| option_error(e, Lang::En)).collect();
        panic!("expected {list:?} to be valid, got {messages:?}");
    }
    state
}

/// Clicks the piece, then its target.
fn click(state: &mut EmbedState, from: &str, to: &str) {
    for sq in [sq(from), sq(to)] {
        state.apply(EmbedAction::Board(HandAction::Press(sq)));
        state.apply(EmbedAction::Board(HandAction::Release(sq)));
    }
}

/// The events that `action` makes.
fn events_of(state: &mut EmbedState, action: EmbedAction) -> Vec<EmbedEvent> {
    let before = state.told;
    state.apply(action);
    state.events_after(before).to_vec()
}

/// The events of a drag's drop.
fn drag(state: &mut EmbedState, from: &str, to: &str) -> Vec<EmbedEvent> {
    state.apply(EmbedAction::Board(HandAction::Press(sq(from))));
    events_of(
        state,
        EmbedAction::Board(HandAction::Drop {
            from: sq(from),
            to: sq(to),
        }),
    )
}

// ----------------------------------------------------------------- options

#[test]
fn no_option_is_free_play_from_the_start() {
    let config = options(&[("embed", "1")]).board.unwrap();
    assert_eq!(config.mode, Mode::Play);
    assert_eq!(config.orientation, Color::White);
    assert!(config.coordinates);
    assert!(!config.opening, "the opening's name is off by default");
    assert_eq!(config.game.moves().len(), 0);
}

#[test]
fn every_option_is_read() {
    let opts = options(&[
        ("embed", ""),
        ("id", "roque-3"),
        ("origin", "https://example.org"),
        ("lang", "en"),
        ("fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        ("mode", "exercise"),
        ("solution", "O-O, e1c1"),
        ("reply", "Ke7"),
        ("orientation", "black"),
        ("squares", "e1 h1:red"),
        ("arrows", "e1g1:blue"),
        ("coords", "off"),
        ("opening", "on"),
        ("size", "320px"),
    ]);
    assert_eq!(opts.frame.id.as_deref(), Some("roque-3"));
    assert_eq!(opts.frame.origin.as_deref(), Some("https://example.org"));
    assert_eq!(opts.frame.lang, Lang::En);
    let config = opts.board.unwrap();
    assert_eq!(config.mode, Mode::Exercise);
    assert_eq!(config.solutions.len(), 2);
    assert_eq!(config.solutions[0].answer.to_string(), "e1g1");
    assert_eq!(config.solutions[1].answer.to_string(), "e1c1");
    assert_eq!(config.solutions[0].reply.len(), 1);
    assert_eq!(config.orientation, Color::Black);
    assert_eq!(config.squares[1].color, ShapeColor::Red);
    assert_eq!(config.arrows[0].color(), ShapeColor::Blue);
    assert!(!config.coordinates);
    assert!(config.opening);
    assert_eq!(config.size, Some(320));
}

#[test]
fn an_exercise_faces_the_side_to_move() {
    let config = options(&[("moves", "e4"), ("solution", "e5")])
        .board
        .unwrap();
    assert_eq!(config.mode, Mode::Exercise);
    assert_eq!(config.orientation, Color::Black);
}

#[test]
fn moves_read_san_uci_and_french_letters_with_numbers() {
    let config = options(&[("moves", "1. e4 e7e5 2.Cf3 Nc6 3. Fb5 *")])
        .board
        .unwrap();
    let ucis: Vec<String> = config.game.moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(ucis, ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]);
}

#[test]
fn a_pgn_gives_its_start_and_moves() {
    let pgn = "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *";
    let config = options(&[("pgn", pgn)]).board.unwrap();
    assert_eq!(config.game.moves().len(), 2);
    assert!(matches!(
        problems(&[("pgn", "1. e4 e5 2. Nf6")])[0],
        Problem::Pgn(_)
    ));
}

#[test]
fn an_illegal_move_refuses_the_whole_list_with_the_rules_reason() {
    let found = problems(&[("moves", "e4 e5 e1g1")]);
    match &found[0] {
        Problem::Move {
            index: 3,
            token,
            error: MoveError::Illegal(IllegalReason::CastlingBlocked { .. }),
        } => assert_eq!(token, "e1g1"),
        other => panic!("unexpected {other:?}"),
    }
    assert!(matches!(
        problems(&[("moves", "e4 Nf6 Nf6")])[0],
        Problem::Move {
            index: 3,
            error: MoveError::NoLegalMatch,
            ..
        }
    ));
    assert!(matches!(
        problems(&[("moves", "e4 zz")])[0],
        Problem::Move {
            error: MoveError::Unreadable,
            ..
        }
    ));
}

#[test]
fn hostile_values_are_refused_with_a_message_and_never_echoed_whole() {
    let script = "<img src=x onerror=alert(1)>";
    let opts = options(&[("fen", script), ("lang", "en")]);
    let errors = opts.board.unwrap_err();
    assert!(matches!(errors[0].problem, Problem::Fen(_)));
    let message = option_error(&errors[0], Lang::En);
    assert!(
        message.starts_with("The position fen is invalid"),
        "{message}"
    );

    let huge = "a".repeat(100_000);
    assert_eq!(
        problems(&[("moves", &huge)]),
        [Problem::TooLong { max: 4000 }]
    );
    // A hostile name is cut before it is repeated.
    let errors = options(&[(huge.as_str(), "1")]).board.unwrap_err();
    assert_eq!(errors[0].problem, Problem::Unknown);
    assert!(errors[0].option.chars().count() < 30);

    assert_eq!(
        problems(&[("origin", "javascript:alert(1)")]),
        [Problem::Malformed(Expected::Origin)]
    );
    assert_eq!(
        problems(&[("id", "<b>")]),
        [Problem::Malformed(Expected::Id)]
    );
    assert!(matches!(
        problems(&[("arrows", "e2e4:url(javascript:alert(1))")])[0],
        Problem::Marks(_)
    ));
    assert_eq!(
        problems(&[("size", "99999")]),
        [Problem::SizeRange {
            min: 120,
            max: 1200
        }]
    );
    assert_eq!(
        problems(&[("mode", "god")]),
        [Problem::Malformed(Expected::Mode)]
    );
    // A file page's origin is "null": messages then go anywhere, no error.
    assert!(options(&[("origin", "null")]).board.is_ok());
    assert!(options(&[("origin", "file://")]).board.is_ok());
}

#[test]
fn every_problem_is_listed_at_once() {
    let found = problems(&[
        ("fen", "nonsense"),
        ("lang", "de"),
        ("coords", "maybe"),
        ("opening", "yes please"),
        ("colour", "red"),
        ("lang", "fr"),
    ]);
    assert!(found.contains(&Problem::Unknown));
    assert!(found.contains(&Problem::Repeated));
    assert!(found.contains(&Problem::Malformed(Expected::Lang)));
    assert!(found.contains(&Problem::Malformed(Expected::OnOff)));
    assert!(found.iter().any(|p| matches!(p, Problem::Fen(_))));
}

#[test]
fn conflicting_and_missing_options() {
    assert_eq!(
        problems(&[("fen", "8/8/8/8/8/8/8/K6k w - - 0 1"), ("pgn", "1. e4 *")]),
        [Problem::Conflict { other: "fen" }]
    );
    assert_eq!(
        problems(&[("mode", "exercise")]),
        [Problem::MissingSolution]
    );
    assert_eq!(
        problems(&[("mode", "view"), ("solution", "e4")]),
        [Problem::NotAnExercise]
    );
    assert_eq!(
        problems(&[
            ("fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
            ("solution", "Kh7")
        ]),
        [Problem::FinishedPosition]
    );
    assert!(matches!(
        problems(&[("solution", "e4"), ("reply", "e4")])[0],
        Problem::Reply { .. }
    ));
    // The reply is checked after each answer: black's long castling goes
    // through d8, which the rook attacks after white's long castling only.
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert!(matches!(
        &problems(&[("fen", fen), ("solution", "O-O O-O-O"), ("reply", "O-O-O")])[..],
        [Problem::Reply { after, error: MoveError::Illegal(IllegalReason::CastlingThroughCheck { .. }), .. }]
            if after == "e1c1"
    ));
}

#[test]
fn messages_exist_in_both_languages() {
    let errors = options(&[("solution", "e5")]).board.unwrap_err();
    let fr = option_error(&errors[0], Lang::Fr);
    let en = option_error(&errors[0], Lang::En);
    assert!(fr.contains("« e5 »"), "{fr}");
    assert!(en.contains("\"e5\""), "{en}");
    assert_ne!(fr, en);
}

// ----------------------------------------------------------------- reducer

#[test]
fn a_board_announces_itself() {
    let state = board(&[("id", "b1")]);
    assert_eq!(state.told, 1);
    assert!(matches!(&state.events[..], [EmbedEvent::Ready { .. }]));
    let invalid = EmbedState::new(options(&[("fen", "x")]));
    assert!(matches!(&invalid.events[..], [EmbedEvent::Invalid { errors }] if errors.len() == 1));
}

#[test]
fn free_play_reports_moves_and_the_end() {
    let mut state = board(&[("moves", "f3 e5 g4")]);
    let events = drag(&mut state, "d8", "h4");
    assert!(matches!(
        &events[..],
        [EmbedEvent::Move { san, uci, auto: false, .. }, EmbedEvent::GameOver { result: "0-1", reason: "checkmate", .. }]
            if san == "Qh4#" && uci == "d8h4"
    ));
    // The page's own moves cannot be taken back; the reader's can.
    assert!(state.can_undo());
    state.apply(EmbedAction::Undo);
    assert_eq!(state.game().moves().len(), 3);
    assert!(!state.can_undo());
    state.apply(EmbedAction::Undo);
    assert_eq!(state.game().moves().len(), 3);
}

#[test]
fn an_illegal_move_is_explained_and_reported() {
    let mut state = board(&[("fen", "4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1")]);
    let events = drag(&mut state, "e1", "g1");
    match &events[..] {
        [EmbedEvent::Wrong {
            uci: Some(uci),
            legal: false,
            why,
            ..
        }] => {
            assert_eq!(uci, "e1g1");
            let message = wrong_words(why, Lang::Fr);
            assert!(message.contains("f1"), "{message}");
        }
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(state.game().moves().len(), 0);
}

#[test]
fn an_exercise_refuses_other_moves_and_praises_the_answer() {
    let mut state = board(&[
        ("fen", "4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1"),
        ("solution", "O-O-O"),
    ]);
    // Illegal: the rule's reason.
    click(&mut state, "e1", "g1");
    assert!(matches!(
        state.refusal,
        Some(IllegalReason::CastlingThroughCheck { .. })
    ));
    // Legal but wrong: taken back, with its own message.
    let events = drag(&mut state, "h1", "h5");
    assert!(
        matches!(&events[..], [EmbedEvent::Wrong { legal: true, san: Some(san), .. }] if san == "Rh5")
    );
    assert_eq!(state.feedback, Some(Feedback::Wrong("Th5".to_string())));
    assert_eq!(state.game().moves().len(), 0);
    assert_eq!(
        state.game.position().piece_at(sq("h1")).map(|p| p.role),
        Some(roque_rules::Role::Rook)
    );
    // The answer.
    let events = drag(&mut state, "e1", "c1");
    assert!(matches!(
        &events[..],
        [EmbedEvent::Move { .. }, EmbedEvent::Solved { san, .. }] if san == "O-O-O"
    ));
    assert!(state.solved);
    assert!(!state.accepts_moves());
    // Solved: the board takes no more moves until restarted.
    click(&mut state, "e8", "d8");
    assert_eq!(state.game().moves().len(), 1);
    state.apply(EmbedAction::Restart);
    assert!(!state.solved);
    assert_eq!(state.game().moves().len(), 0);
}

#[test]
fn an_exercise_answer_is_followed_by_its_reply() {
    let mut state = board(&[
        ("fen", "8/q1P1k3/8/8/8/8/8/7K w - - 0 1"),
        ("solution", "c8=N"),
        ("reply", "Rf6 Cxa7"),
    ]);
    click(&mut state, "c7", "c8");
    assert!(state.hand.promotion().is_some());
    // A queen is legal, but not the answer.
    let wrong = events_of(
        &mut state,
        EmbedAction::Board(HandAction::Promote(roque_rules::Role::Queen)),
    );
    assert!(matches!(
        &wrong[..],
        [EmbedEvent::Wrong { legal: true, .. }]
    ));
    click(&mut state, "c7", "c8");
    let answered = events_of(
        &mut state,
        EmbedAction::Board(HandAction::Promote(roque_rules::Role::Knight)),
    );
    let autos: Vec<bool> = answered
        .iter()
        .filter_map(|e| match e {
            EmbedEvent::Move { auto, .. } => Some(*auto),
            _ => None,
        })
        .collect();
    assert_eq!(autos, [false, true, true]);
    assert_eq!(state.game().moves().len(), 3);
    assert!(matches!(
        &state.feedback,
        Some(Feedback::Solved { answer, reply }) if answer == "c8=C+" && reply.len() == 2
    ));
}

#[test]
fn a_view_takes_no_move_and_says_nothing() {
    let mut state = board(&[("mode", "view")]);
    let before = state.told;
    click(&mut state, "e2", "e4");
    assert_eq!(state.game().moves().len(), 0);
    assert_eq!(state.hand.selected(), None);
    assert_eq!(state.told, before);
}

#[test]
fn the_rook_that_moved_is_named_from_the_history() {
    let mut state = board(&[
        (
            "moves",
            "d4 d5 Cc3 Cc6 Ff4 Ff5 Dd2 Dd7 e3 e6 Cf3 Cf6 Fe2 Fe7 Tg1 O-O Th1 h6",
        ),
        ("solution", "O-O-O"),
    ]);
    click(&mut state, "e1", "g1");
    assert!(matches!(
        state.refusal,
        Some(IllegalReason::RookHasMoved { .. })
    ));
}

#[test]
fn a_draw_is_claimed_in_free_play() {
    let mut state = board(&[("moves", "Cf3 Cf6 Cg1 Cg8 Cf3 Cf6 Cg1")]);
    click(&mut state, "f6", "g8");
    assert!(state.game.claimable_draw().is_some());
    let claimed = events_of(&mut state, EmbedAction::ClaimDraw);
    assert!(matches!(
        &claimed[..],
        [EmbedEvent::GameOver {
            reason: "threefoldRepetition",
            ..
        }]
    ));
}

// ------------------------------------------------------- the rules page

/// A `<div … data-roque …>` of a page: its `id`, if any, and its `data-`
/// attributes (but `data-roque`), decoded.
#[derive(Debug, PartialEq)]
struct PageBoard {
    id: Option<String>,
    options: Vec<(String, String)>,
}

/// Every board of an HTML text.
fn boards_in(html: &str) -> Vec<PageBoard> {
    let mut boards = Vec::new();
    for chunk in html.split("<div ").skip(1) {
        let Some(end) = chunk.find('>') else { continue };
        let mut rest = chunk[..end].trim();
        let mut attributes = Vec::new();
        while !rest.is_empty() {
            let name_end = rest
                .find(|c: char| c == '=' || c.is_whitespace())
                .unwrap_or(rest.len());
            let name = rest[..name_end].to_string();
            rest = &rest[name_end..];
            let mut value = String::new();
            if let Some(quoted) = rest.strip_prefix("=\"") {
                let close = quoted.find('"').unwrap_or(quoted.len());
                value = quoted[..close]
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&quot;", "\"")
                    .replace("&amp;", "&");
                rest = quoted.get(close + 1..).unwrap_or("");
            }
            attributes.push((name, value));
            rest = rest.trim_start();
        }
        if !attributes.iter().any(|(name, _)| name == "data-roque") {
            continue;
        }
        let id = attributes
            .iter()
            .find(|(name, _)| name == "id")
            .map(|(_, value)| value.clone());
        let options = attributes
            .into_iter()
            .filter_map(|(name, value)| {
                let option = name.strip_prefix("data-")?;
                (option != "roque").then(|| (option.to_string(), value))
            })
            .collect();
        boards.push(PageBoard { id, options });
    }
    boards
}

/// A board of a page, checked: valid options, and a board that offers play
/// (to play freely or to find a move) has a move to play.
fn checked_board(pairs: &[(String, String)]) -> BoardConfig {
    let options = EmbedOptions::from_pairs(pairs);
    let config = match options.board {
        Err(errors) => {
            let messages: Vec<String> = errors.iter().map(|e| option_error(e, Lang::Fr)).collect();
            panic!("{pairs:?}: {messages:?}");
        }
        Ok(config) => config,
    };
    // Issue 16, item 2: a board that offers play (to play freely or
    // to find a move) must have a move to play: a game not over.
    // A finished position is shown for viewing only.
    if config.mode != Mode::View {
        let game = &config.game;
        assert_eq!(game.outcome(), None, "{pairs:?} is over");
        assert!(
            !game.position().legal_moves().is_empty(),
            "{pairs:?} has no legal move"
        );
        // Every piece of the side to move that a board teaches
        // about (the one arrows start from) can move.
        for arrow in &config.arrows {
            let Shape::Arrow { from, .. } = *arrow else {
                panic!("{pairs:?}: not an arrow: {arrow}");
            };
            if game.position().piece_at(from).map(|p| p.color) == Some(game.position().turn()) {
                assert!(
                    !game.position().legal_moves_from(from).is_empty(),
                    "{pairs:?}: the piece on {from} cannot move"
                );
            }
        }
    }
    config
}

#[test]
fn every_board_of_the_rules_page_is_valid() {
    let html = include_str!("../../../web/regles.html");
    let boards = boards_in(html);
    assert!(boards.len() >= 20, "only {} boards", boards.len());
    for board in boards {
        checked_board(&board.options);
    }
}

// ------------------------------------------------------- the pages of advice

/// The engine's clock for a search limited by depth alone.
struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// How the side to move in `game` stands after `mv`, by the engine searching
/// the position after it `depth` plies deep, as a comparable value.
fn value_after(game: &Game, mv: Move, depth: u32) -> i32 {
    let mut after = game.clone();
    after.play(mv).expect("a legal move");
    let stop = AtomicBool::new(false);
    let control = Control {
        stop: &stop,
        clock: &NoClock,
    };
    let result = search(
        after.position(),
        &history(&after),
        Limits::depth(depth),
        &control,
        &mut |_| {},
    );
    if result.best_move.is_none() {
        // Mate (the mover wins) or stalemate.
        return if after.position().is_check() {
            Score::Mate(1).as_value()
        } else {
            0
        };
    }
    result.score.flipped().as_value()
}

/// How deep the engine looks after each move of a tip's position, by the
/// number of pieces on the board: deeper in an ending, where a pawn's race
/// to queen is long and the search quick (after the breakthrough b6, the engine finds 2.a6! at 13 plies).
fn depth_for(position: &roque_rules::Position) -> u32 {
    let fen = position.fen();
    let board = fen.split(' ').next().unwrap_or_default();
    if board.chars().filter(char::is_ascii_alphabetic).count() <= 10 {
        14
    } else {
        8
    }
}

/// The boards whose answer is what the text asks for (« Roquez »), one good
/// move among several: the engine only checks that it is as good as any.
const ASKED_FOR: &[&str] = &["roquer"];

#[test]
fn every_tip_has_a_valid_board_and_its_best_move_for_answer() {
    let fr = boards_in(include_str!("../../../web/conseils.html"));
    let en = boards_in(include_str!("../../../web/tips.html"));
    assert!(fr.len() >= 10, "only {} boards", fr.len());
    // The English page has the same boards, in the same order, in English.
    let english: Vec<PageBoard> = fr
        .iter()
        .map(|board| {
            let mut options = vec![("lang".to_string(), "en".to_string())];
            options.extend(board.options.iter().cloned());
            PageBoard {
                id: board.id.clone(),
                options,
            }
        })
        .collect();
    assert_eq!(en, english);
    for board in &en {
        checked_board(&board.options);
    }
    for board in fr {
        let config = checked_board(&board.options);
        let name = board.id.as_deref().unwrap_or("?");
        assert_eq!(
            config.mode,
            Mode::Exercise,
            "{name}: every tip is an exercise"
        );
        let answers: Vec<Move> = config.solutions.iter().map(|s| s.answer).collect();
        let (mut accepted, mut refused) = (Vec::new(), Vec::new());
        let depth = depth_for(config.game.position());
        for mv in config.game.position().legal_moves() {
            let value = value_after(&config.game, mv, depth);
            if answers.contains(&mv) {
                accepted.push((value, mv));
            } else {
                refused.push((value, mv));
            }
        }
        let worst_answer = accepted.iter().min_by_key(|(v, _)| *v).expect("answers");
        let best_other = refused.iter().max_by_key(|(v, _)| *v).expect("other moves");
        if ASKED_FOR.contains(&name) {
            assert!(
                worst_answer.0 >= best_other.0 - 50,
                "{name}: {worst_answer:?} is far worse than {best_other:?}"
            );
        } else {
            // Every accepted answer is better than every refused move.
            assert!(
                worst_answer.0 > best_other.0,
                "{name}: {best_other:?} is as good as {worst_answer:?}"
            );
        }
    }
}

#[test]
fn a_bad_pgn_on_an_embedded_board_is_told_in_one_language() {
    let errors = match options(&[("pgn", "1. e4 e5 2. Qxf7 *")]).board {
        Ok(_) => panic!("2. Qxf7 is illegal"),
        Err(errors) => errors,
    };
    let fr = option_error(&errors[0], Lang::Fr);
    assert!(fr.contains("ligne 1, colonne 13"), "{fr}");
    assert!(fr.contains("est illégal"), "{fr}");
    for english in ["illegal", "move", "line"] {
        assert!(!fr.contains(english), "English in {fr}");
    }
    let en = option_error(&errors[0], Lang::En);
    assert!(en.contains("line 1, column 13"), "{en}");
}

#[test]
fn events_wait_for_the_view_across_actions() {
    // A press that mates, then its release, before the view renders: the
    // view, which had sent the announcement, still finds the move and the
    // end, in order.
    let mut state = board(&[("moves", "f3 e5 g4")]);
    let sent = state.told;
    click(&mut state, "d8", "h4");
    let unsent = state.events_after(sent);
    assert!(matches!(
        unsent,
        [
            EmbedEvent::Move { .. },
            EmbedEvent::GameOver { result: "0-1", .. }
        ]
    ));
    assert!(state.events_after(state.told).is_empty());
    // A view far behind finds the latest events, at most as many as kept.
    for _ in 0..20 {
        click(&mut state, "e1", "e2");
    }
    assert!(state.told - sent > 2 * roque_app::embed::state::EVENTS_KEPT as u64);
    assert_eq!(state.events.len(), roque_app::embed::state::EVENTS_KEPT);
    assert_eq!(state.events_after(0).len(), state.events.len());
}

// ------------------------------------------------------- the game viewer

/// An annotated game: a variation, comments, arrows and a circle.
const ANNOTATED: &str = "[White \"Dupont\"]\n[Black \"Durand\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 { [%cal Gh5f7,Gc4f7] Threat on f7. } g6 (3... Nf6 4. Qxf7#) 4. Qf3 { [%csl Rf7] } Nf6 *";

/// Two games, with their tags.
const TWO_GAMES: &str = "[Event \"Club\"]\n[Round \"1\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n\n1. e4 e5 *\n\n[Event \"Club\"]\n[Round \"2\"]\n[White \"Bob\"]\n[Black \"Ann\"]\n\n1. d4 d5 2. c4 *";

fn viewer_of(state: &EmbedState) -> &Viewer {
    state.viewer.as_ref().expect("the board shows a game")
}

/// The SAN of the move shown by the viewer, "start" at the start.
fn viewer_shows(state: &EmbedState) -> String {
    let walk = viewer_of(state).walk();
    walk.tree()
        .node(walk.path())
        .map_or_else(|| "start".to_string(), |node| node.san.to_string())
}

fn step(state: &mut EmbedState, step: Step) {
    state.apply(EmbedAction::Viewer(ViewerAction::Step(step)));
}

#[test]
fn a_pgn_is_walked_through_with_its_comments_and_arrows() {
    let mut state = board(&[("pgn", ANNOTATED), ("mode", "view")]);
    // It opens where the game stands, as before the viewer.
    assert_eq!(viewer_shows(&state), "Nf6");
    assert_eq!(state.game.moves().len(), 8);
    step(&mut state, Step::First);
    assert_eq!(viewer_shows(&state), "start");
    assert_eq!(state.game.moves().len(), 0, "the board shows the start");
    for _ in 0..5 {
        step(&mut state, Step::Forward);
    }
    assert_eq!(viewer_shows(&state), "Qh5");
    let walk = viewer_of(&state).walk();
    assert_eq!(walk.tree().comment(walk.path()), "Threat on f7.");
    let arrows: Vec<String> = walk
        .shapes()
        .iter()
        .map(|shape| match shape {
            Shape::Arrow { from, to, color } => format!("{from}{to}:{}", color.name()),
            Shape::Circle { square, color } => format!("{square}:{}", color.name()),
        })
        .collect();
    assert_eq!(arrows, ["h5f7:green", "c4f7:green"]);
    // Into the variation: 3... Nf6, the second child of the position.
    let variation = NodePath::mainline(5).child(1);
    state.apply(EmbedAction::Viewer(ViewerAction::Go(variation.clone())));
    assert_eq!(viewer_shows(&state), "Nf6");
    step(&mut state, Step::Forward);
    assert_eq!(viewer_shows(&state), "Qxf7#");
    assert!(state.game.outcome().is_some(), "the board shows the mate");
    // A view takes no move, wherever it stands.
    step(&mut state, Step::Back);
    click(&mut state, "h5", "f7");
    assert_eq!(viewer_shows(&state), "Nf6");
    assert!(!state.away());
}

#[test]
fn the_ply_and_the_game_are_chosen_by_the_page() {
    let state = board(&[("pgn", ANNOTATED), ("ply", "3")]);
    assert_eq!(viewer_shows(&state), "Bc4");
    assert_eq!(state.game.moves().len(), 3);
    let state = board(&[("pgn", ANNOTATED), ("ply", "0")]);
    assert_eq!(viewer_shows(&state), "start");

    let mut state = board(&[("pgn", TWO_GAMES), ("game", "2"), ("mode", "view")]);
    let viewer = viewer_of(&state);
    assert_eq!(viewer.games().len(), 2);
    assert_eq!(viewer.chosen(), 1);
    assert_eq!(viewer_shows(&state), "c4");
    let labels: Vec<String> = viewer
        .games()
        .iter()
        .enumerate()
        .map(|(i, game)| game_label(i, game, Lang::Fr))
        .collect();
    assert_eq!(
        labels,
        ["1. Ann – Bob, Club, ronde 1", "2. Bob – Ann, Club, ronde 2"]
    );
    state.apply(EmbedAction::Viewer(ViewerAction::Choose(0)));
    assert_eq!(viewer_of(&state).chosen(), 0);
    assert_eq!(viewer_shows(&state), "e5");
    assert_eq!(state.game.position().fen(), {
        let mut game = Game::new();
        for uci in ["e2e4", "e7e5"] {
            game.play(Move::from_uci(uci).unwrap()).unwrap();
        }
        game.position().fen()
    });
    // No third game: nothing changes.
    state.apply(EmbedAction::Viewer(ViewerAction::Choose(2)));
    assert_eq!(viewer_of(&state).chosen(), 0);
}

#[test]
fn a_game_or_a_ply_out_of_range_is_told_not_a_panic() {
    assert_eq!(
        problems(&[("pgn", TWO_GAMES), ("game", "3")]),
        [Problem::GameRange { count: 2 }]
    );
    assert_eq!(
        problems(&[("pgn", TWO_GAMES), ("game", "0")]),
        [Problem::GameRange { count: 2 }]
    );
    assert_eq!(
        problems(&[("moves", "e4 e5"), ("ply", "3")]),
        [Problem::PlyRange { max: 2 }]
    );
    assert_eq!(
        problems(&[("pgn", ANNOTATED), ("game", "deux")]),
        [Problem::Malformed(Expected::Number)]
    );
    let errors = options(&[("pgn", TWO_GAMES), ("game", "3")])
        .board
        .unwrap_err();
    let fr = option_error(&errors[0], Lang::Fr);
    let en = option_error(&errors[0], Lang::En);
    assert!(fr.contains("entre 1 et 2"), "{fr}");
    assert!(en.contains("from 1 to 2"), "{en}");
}

#[test]
fn free_play_leaves_the_game_and_comes_back() {
    let mut state = board(&[("moves", "e4 e5 Nf3 Nc6"), ("ply", "2")]);
    assert!(!state.away());
    assert!(!state.can_undo() && !state.can_restart());
    // The game's own next move keeps the reader in the game.
    click(&mut state, "g1", "f3");
    assert_eq!(viewer_shows(&state), "Nf3");
    assert!(!state.away());
    // Another move leaves it.
    click(&mut state, "f8", "c5");
    assert!(state.away());
    assert!(state.can_undo());
    assert_eq!(
        viewer_shows(&state),
        "Nf3",
        "the viewer stays where the reader left"
    );
    click(&mut state, "f3", "e5");
    state.apply(EmbedAction::Undo);
    assert!(state.away());
    state.apply(EmbedAction::BackToGame);
    assert!(!state.away());
    assert_eq!(state.game.moves().len(), 3);
    // A step away from the game comes back to it too.
    click(&mut state, "d7", "d6");
    assert!(state.away());
    step(&mut state, Step::Forward);
    assert!(!state.away());
    assert_eq!(viewer_shows(&state), "Nc6");
    assert_eq!(state.game.moves().len(), 4);
}

#[test]
fn an_exercise_from_a_pgn_has_no_viewer() {
    let state = board(&[("pgn", "1. e4 e5 *"), ("solution", "Nf3")]);
    assert!(state.viewer.is_none());
    let state = board(&[("fen", "8/8/8/8/8/8/8/K6k w - - 0 1")]);
    assert!(state.viewer.is_none(), "no moves, nothing to walk through");
}

#[test]
fn the_rules_page_has_an_annotated_game_to_walk_through() {
    let html = include_str!("../../../web/regles.html");
    let board = boards_in(html)
        .into_iter()
        .find(|board| board.id.as_deref() == Some("coup-du-berger"))
        .expect("the worked example");
    let state = EmbedState::new(EmbedOptions::from_pairs(&board.options));
    let viewer = viewer_of(&state);
    let walk = viewer.walk();
    assert!(walk.path().is_start(), "it opens on the start");
    let nodes = walk.tree().walk();
    assert!(nodes.len() >= 12, "{} moves", nodes.len());
    assert!(
        nodes.iter().any(|(path, _)| !path.is_mainline()),
        "a variation"
    );
    assert!(
        nodes
            .iter()
            .filter(|(_, n)| !n.comments_after.is_empty())
            .count()
            >= 5
    );
    assert!(nodes.iter().filter(|(_, n)| !n.shapes.is_empty()).count() >= 5);
    assert!(
        nodes.iter().any(|(_, n)| n.san.to_string() == "Qxf7#"),
        "the trap"
    );
}
