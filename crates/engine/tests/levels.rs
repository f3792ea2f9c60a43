//! The levels err like people, not like dice: natural moves in the
//! opening (levels 1 to 4 always, the stronger ones never absurd), tactics
//! missed by seeing too short, and still ordered by strength. Every search here is bounded by the levels' node caps, so
//! the tests are deterministic and never timed.

use roque_engine::{evaluate, Control, Engine, Level, Limits};
use roque_rules::{Game, Move, Position, Role};
use std::collections::BTreeMap;

/// The move `level` plays in `game` with `seed`, with the level's own limits.
fn level_move(engine: &mut Engine, game: &Game, level: Level, seed: u64) -> Option<Move> {
    // Level 8 has no node cap of its own.
    let limits = if level == Level::STRONGEST {
        Limits::nodes(200_000)
    } else {
        Limits::default()
    };
    engine
        .search_game(game, limits, level, seed, &Control::limits_only())
        .best_move
}

fn game_after(moves: &str) -> Game {
    let mut game = Game::new();
    for text in moves.split_whitespace() {
        let mv = Move::from_uci(text).expect("test move");
        game.play(mv).expect("legal test move");
    }
    game
}

fn level(number: i64) -> Level {
    Level::new(number).expect("level")
}

/// What no beginner's opponent should play in the first moves of a common
/// opening: a king walk, a rook shuffle, a lunge of a flank pawn two
/// squares (…a5, …b5, …g5, …h5), or the f-pawn to f3/f6, which only
/// blocks the knight and opens the king.
fn absurd_in_the_opening(position: &Position, mv: Move) -> Option<&'static str> {
    let role = position.moved_role(mv)?;
    let from_rank = mv.from.rank().relative(position.turn()).index();
    let to_rank = mv.to.rank().relative(position.turn()).index();
    let file = mv.from.file().char();
    match role {
        Role::King if position.castling_side(mv).is_none() => Some("a king walk"),
        Role::Rook => Some("a rook shuffle"),
        Role::Pawn if matches!(file, 'a' | 'b' | 'g' | 'h') && to_rank - from_rank == 2 => {
            Some("a flank pawn lunge")
        }
        Role::Pawn if file == 'f' && to_rank == 2 && !position.is_capture(mv) => {
            Some("f3/f6, blocking the knight")
        }
        _ => None,
    }
}

/// Unnatural but not absurd in the first moves: a rook's pawn one step
/// (…a6, …h6) or a knight to the rim.
fn unnatural_in_the_opening(position: &Position, mv: Move) -> bool {
    let file = mv.to.file().char();
    match position.moved_role(mv) {
        Some(Role::Pawn) => matches!(mv.from.file().char(), 'a' | 'h'),
        Some(Role::Knight) => matches!(file, 'a' | 'h'),
        _ => false,
    }
}

/// Common first moves, after which the weak levels answer.
const OPENINGS: [&str; 10] = [
    "",
    "e2e4",
    "d2d4",
    "c2c4",
    "g1f3",
    "e2e4 e7e5",
    "e2e4 e7e5 g1f3",
    "e2e4 c7c5 g1f3",
    "d2d4 d7d5 c2c4",
    "d2d4 g8f6 c2c4",
];

#[test]
fn weak_levels_open_with_natural_moves() {
    let seeds = 24;
    let mut failures = Vec::new();
    for number in 1..=4 {
        let level = level(number);
        let mut engine = Engine::new(1);
        let mut unnatural = 0;
        let mut total = 0;
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        for opening in OPENINGS {
            let game = game_after(opening);
            for seed in 0..seeds {
                engine.new_game();
                let mv = level_move(&mut engine, &game, level, seed).expect("a move");
                total += 1;
                *seen.entry(mv.to_string()).or_default() += 1;
                if let Some(why) = absurd_in_the_opening(game.position(), mv) {
                    failures.push(format!(
                        "level {number}, seed {seed}, after \"{opening}\": {mv} is {why}"
                    ));
                }
                if unnatural_in_the_opening(game.position(), mv) {
                    unnatural += 1;
                }
            }
        }
        // A rook's pawn or a knight to the rim now and then, not as a habit.
        if unnatural * 20 > total {
            failures.push(format!(
                "level {number}: {unnatural} of {total} moves push a rook's pawn or put a knight on the rim"
            ));
        }
        // Natural does not mean fixed: the levels still vary their openings.
        if seen.len() < 12 {
            failures.push(format!("level {number} plays only {seen:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn stronger_levels_never_open_absurdly() {
    // Levels 5 to 7 lean less on how a move looks, but play no random
    // moves: their opening moves come from the search, never a lunge or a
    // king walk. Two seeds each: their searches are the long ones.
    let mut failures = Vec::new();
    for number in 5..=7 {
        let mut engine = Engine::new(1);
        for opening in OPENINGS {
            let game = game_after(opening);
            for seed in 0..2 {
                engine.new_game();
                let mv = level_move(&mut engine, &game, level(number), seed).expect("a move");
                if let Some(why) = absurd_in_the_opening(game.position(), mv) {
                    failures.push(format!(
                        "level {number}, seed {seed}, after \"{opening}\": {mv} is {why}"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_quiet_fork_is_seen_more_surely_the_stronger_the_level() {
    // Nc7 forks the rooks on a8 and e8 without check: seeing it takes two
    // plies (the fork, then the capture after Black's reply), and it is
    // White's best move (Stockfish 15.1 agrees at depth 16).
    let game = Game::from_position(
        Position::from_fen("r3r1k1/5ppp/8/1N6/8/2B4P/5PP1/6K1 w - - 0 30").expect("test FEN"),
    );
    let fork = Move::from_uci("b5c7").expect("UCI");
    let mut engine = Engine::new(1);
    let mut finds = |number: i64, seeds: u64| {
        (0..seeds)
            .filter(|&seed| {
                engine.new_game();
                level_move(&mut engine, &game, level(number), seed) == Some(fork)
            })
            .count()
    };
    let (one, four, eight) = (finds(1, 40), finds(4, 40), finds(8, 2));
    assert_eq!(eight, 2, "level 8 forks");
    assert!(four >= 36, "level 4 sees it: {four} of 40");
    // Level 1 searches four plies: it sees a two-ply fork, but now and
    // then plays at a glance and misses it. (It missed it more often than
    // not when it searched three plies with more noise; the ladder, seven
    // steps of at most 300 Elo up to level 8, leaves level 1 no weaker
    // than this: crates/engine/README.md.)
    assert!(
        one < four,
        "level 1 misses it now and then: finds it {one} of 40, level 4 {four}"
    );
}

/// Plays a game between two levels from the start position, with the
/// levels' own node budgets; returns White's score (1, ½ or 0). A game
/// still going after `max_plies` is judged by the static evaluation: three
/// pawns ahead wins.
fn play(white: Level, black: Level, seed: u64, max_plies: usize) -> f64 {
    let mut engines = [Engine::new(4), Engine::new(4)];
    let mut game = Game::new();
    while game.ply() < max_plies && !game.is_over() {
        let white_to_move = game.position().turn() == roque_rules::Color::White;
        let (engine, level) = if white_to_move {
            (&mut engines[0], white)
        } else {
            (&mut engines[1], black)
        };
        let mv = level_move(engine, &game, level, seed * 1_000 + game.ply() as u64)
            .expect("a move while the game goes on");
        game.play(mv).expect("a legal move");
    }
    if let Some(outcome) = game.outcome() {
        return match outcome.winner() {
            Some(roque_rules::Color::White) => 1.0,
            Some(roque_rules::Color::Black) => 0.0,
            None => 0.5,
        };
    }
    let own = evaluate(game.position());
    let white_view = if game.position().turn() == roque_rules::Color::White {
        own
    } else {
        -own
    };
    if white_view >= 300 {
        1.0
    } else if white_view <= -300 {
        0.0
    } else {
        0.5
    }
}

#[test]
fn level_four_beats_level_one() {
    let (four, one) = (level(4), level(1));
    let mut score = 0.0;
    for seed in 0..8 {
        score += if seed % 2 == 0 {
            play(four, one, seed, 160)
        } else {
            1.0 - play(one, four, seed, 160)
        };
    }
    assert!(score >= 6.0, "level 4 scored {score} of 8 against level 1");
}
