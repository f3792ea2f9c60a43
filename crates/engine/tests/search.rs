//! The search's promises: a legal move whenever there is one, mates found,
//! budgets kept, draws seen, and the weak levels weak but not absurd.

use roque_engine::{
    Control, Engine, Level, Limits, Rng, Score, SearchRequest, SearchResult, TimeControl,
};
use roque_rules::{Move, Position};
use std::cell::Cell;
use std::sync::atomic::AtomicBool;

/// A clock that moves forward by `step` milliseconds every time it is read,
/// so that time limits are tested without real time.
struct FakeClock {
    now: Cell<f64>,
    step: f64,
}

impl roque_engine::Clock for FakeClock {
    fn now_ms(&self) -> f64 {
        let now = self.now.get() + self.step;
        self.now.set(now);
        now
    }
}

/// A fresh engine at full strength searching `position` to `depth`, with no history.
fn strongest(position: &Position, depth: u32) -> SearchResult {
    run(
        &mut Engine::new(1),
        position,
        &[],
        Limits::depth(depth),
        Level::STRONGEST,
        0,
    )
}

/// The move `level` chooses with `seed` in `position`, with no history.
fn choice(
    engine: &mut Engine,
    position: &Position,
    limits: Limits,
    level: Level,
    seed: u64,
) -> Option<Move> {
    run(engine, position, &[], limits, level, seed).best_move
}

fn run(
    engine: &mut Engine,
    position: &Position,
    history: &[u64],
    limits: Limits,
    level: Level,
    seed: u64,
) -> SearchResult {
    let request = SearchRequest {
        position: *position,
        history,
        limits,
        level,
        seed,
    };
    engine.search(&request, &Control::limits_only(), &mut |_| {})
}

fn fen(text: &str) -> Position {
    Position::from_fen(text).expect("test FEN")
}

#[test]
fn always_a_legal_move_over_thousands_of_random_positions() {
    let mut random = Rng::new(2024);
    let mut engine = Engine::new(1);
    let mut checked = 0;
    let mut without_moves = 0;
    for game in 0..120 {
        let mut position = Position::new();
        let mut history = Vec::new();
        for _ply in 0..(20 + random.below(140)) {
            let level = Level::new(1 + (checked % 8) as i64).expect("level");
            // From a single node up: the budget may run out at once.
            let nodes = [1, 2, 10, 50, 200][random.below(5)];
            let result = run(
                &mut engine,
                &position,
                &history,
                Limits::nodes(nodes),
                level,
                random.next_u64(),
            );
            checked += 1;
            assert!(
                result.nodes <= nodes,
                "{} nodes over a budget of {nodes}",
                result.nodes
            );
            let legal = position.legal_moves();
            match result.best_move {
                Some(mv) => assert!(
                    position.is_legal(mv),
                    "illegal {mv} in {} (game {game})",
                    position.fen()
                ),
                None => {
                    assert!(legal.is_empty(), "no move in {}", position.fen());
                    without_moves += 1;
                    break;
                }
            }
            // Play on at random (not the engine's move), to reach odd positions.
            let Some(&mv) = legal.get(random.below(legal.len())) else {
                break;
            };
            history.push(position.hash());
            position.play(mv).expect("a legal move");
        }
    }
    assert!(checked > 3_000, "only {checked} positions");
    // Random games do end in mate or stalemate now and then.
    let _ = without_moves;
}

/// Whether `position` (side to move) mates in one with `mv`.
fn mates(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    after.play(mv).is_ok() && after.is_checkmate()
}

/// Whether the side to move can mate in one.
fn has_mate_in_one(position: &Position) -> bool {
    position
        .legal_moves()
        .into_iter()
        .any(|mv| mates(position, mv))
}

/// Whether `mv` forces mate on the next move against every defence.
fn forces_mate_in_two(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    if after.play(mv).is_err() || after.is_checkmate() {
        return false;
    }
    let replies = after.legal_moves();
    !replies.is_empty()
        && replies.into_iter().all(|reply| {
            let mut then = after;
            then.play(reply).is_ok() && has_mate_in_one(&then)
        })
}

#[test]
fn finds_mates_in_one() {
    let positions = [
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "7k/8/6K1/8/8/8/8/R7 w - - 0 1",
        "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        "3r2k1/8/8/8/8/8/5PPP/6K1 b - - 0 1",
        "7k/P7/6K1/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    ];
    for text in positions {
        let position = fen(text);
        assert!(
            has_mate_in_one(&position),
            "test data: no mate in one in {text}"
        );
        for limits in [Limits::depth(2), Limits::nodes(20_000)] {
            let result = run(
                &mut Engine::new(1),
                &position,
                &[],
                limits,
                Level::STRONGEST,
                0,
            );
            let mv = result.best_move.expect("a move");
            assert!(mates(&position, mv), "{mv} does not mate in {text}");
            assert_eq!(result.score, Score::Mate(1), "{text}");
        }
    }
}

#[test]
fn finds_mates_in_two() {
    let positions = [
        // Doubled rooks on the back rank.
        "2r3k1/5ppp/8/8/8/8/3R1PPP/3R2K1 w - - 0 1",
        // The same for Black.
        "3r2k1/3r1ppp/8/8/8/8/5PPP/2R3K1 b - - 0 1",
        // Philidor's smothered mate: queen sacrifice on g8, knight to f7.
        "r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1",
        // Two rooks rolling down the board against a bare king.
        "4k3/8/8/8/8/8/R7/1R2K3 w - - 0 1",
    ];
    for text in positions {
        let position = fen(text);
        assert!(
            !has_mate_in_one(&position),
            "test data: mate in one in {text}"
        );
        assert!(
            position
                .legal_moves()
                .into_iter()
                .any(|mv| forces_mate_in_two(&position, mv)),
            "test data: no mate in two in {text}"
        );
        let result = run(
            &mut Engine::new(4),
            &position,
            &[],
            Limits::depth(6),
            Level::STRONGEST,
            0,
        );
        let mv = result.best_move.expect("a move");
        assert!(
            forces_mate_in_two(&position, mv),
            "{mv} does not mate in two in {text}"
        );
        assert_eq!(result.score, Score::Mate(2), "{text}");
    }
}

#[test]
fn sees_being_mated() {
    // Ra8 mate is threatened, but Black has luft (h6, g6, f6): no mate score.
    let position = fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 b - - 0 1");
    let result = strongest(&position, 4);
    assert!(
        matches!(result.score, Score::Centipawns(_)),
        "{:?}",
        result.score
    );
    let checkmated = fen("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
    let result = strongest(&checkmated, 4);
    assert_eq!(result.best_move, None);
    assert_eq!(result.score, Score::Mate(0));
    let stalemate = fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let result = strongest(&stalemate, 4);
    assert_eq!(result.best_move, None);
    assert_eq!(result.score, Score::Centipawns(0));
}

#[test]
fn node_budget_is_kept() {
    for budget in [1, 100, 5_000, 40_000] {
        let result = run(
            &mut Engine::new(4),
            &Position::new(),
            &[],
            Limits::nodes(budget),
            Level::STRONGEST,
            0,
        );
        assert!(result.nodes <= budget, "{} > {budget}", result.nodes);
        // The opening is far from solved: the budget is used, nearly all of it.
        assert!(
            result.nodes * 10 >= budget * 9,
            "{} of {budget}",
            result.nodes
        );
        assert!(result.best_move.is_some());
    }
}

#[test]
fn time_budget_is_kept_with_a_fake_clock() {
    let cases = [
        (TimeControl::MoveTime(200.0), 200.0),
        (
            TimeControl::Clock {
                remaining: 3_000.0,
                increment: 0.0,
                moves_to_go: None,
            },
            3_000.0 * 0.7,
        ),
        (
            TimeControl::Clock {
                remaining: 60_000.0,
                increment: 500.0,
                moves_to_go: Some(10),
            },
            60_000.0 * 0.7,
        ),
    ];
    for (time, ceiling) in cases {
        let stop = AtomicBool::new(false);
        // Each look at the clock (one per 1024 nodes) costs 25 ms: a few
        // hundred looks at most, so the test stays fast.
        let clock = FakeClock {
            now: Cell::new(0.0),
            step: 25.0,
        };
        let control = Control {
            stop: &stop,
            clock: &clock,
        };
        let request = SearchRequest {
            position: fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"),
            history: &[],
            limits: Limits {
                time,
                ..Limits::default()
            },
            level: Level::STRONGEST,
            seed: 0,
        };
        let result = Engine::new(4).search(&request, &control, &mut |_| {});
        assert!(result.best_move.is_some());
        // The clock is also read once per finished iteration: a margin of a few reads.
        assert!(
            result.time_ms <= ceiling + 100.0,
            "{time:?}: {} ms of fake time",
            result.time_ms
        );
        assert!(result.time_ms > 0.0);
    }
}

#[test]
fn a_stopped_search_still_answers() {
    let stop = AtomicBool::new(true);
    let clock = || 0.0;
    let control = Control {
        stop: &stop,
        clock: &clock,
    };
    let position = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    let request = SearchRequest {
        position,
        history: &[],
        limits: Limits::default(),
        level: Level::STRONGEST,
        seed: 0,
    };
    let result = Engine::new(1).search(&request, &control, &mut |_| {});
    let mv = result.best_move.expect("a move");
    assert!(position.is_legal(mv));
    assert!(result.nodes <= 1_024);
}

#[test]
fn fifty_move_rule_rescues_the_weaker_side() {
    // A queen down, but the next quiet move completes fifty moves.
    let position = fen("4k3/8/8/8/8/8/q7/4K3 w - - 99 80");
    let result = strongest(&position, 6);
    assert_eq!(result.score, Score::Centipawns(0));
    let fresh = fen("4k3/8/8/8/8/8/q7/4K3 w - - 0 80");
    let result = strongest(&fresh, 6);
    assert!(result.score.as_value() < -500, "{:?}", result.score);
}

#[test]
fn repetition_against_the_game_history() {
    // White is a queen up; the kings have shuffled. Black can go back to a
    // position of the game and draw by repetition, and does.
    let mut position = fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    let mut history = Vec::new();
    for uci in ["e1f2", "e8f8", "f2e1"] {
        history.push(position.hash());
        position
            .play(Move::from_uci(uci).expect("UCI"))
            .expect("legal");
    }
    let result = run(
        &mut Engine::new(1),
        &position,
        &history,
        Limits::depth(6),
        Level::STRONGEST,
        0,
    );
    assert_eq!(result.best_move, Some(Move::from_uci("f8e8").expect("UCI")));
    assert_eq!(result.score, Score::Centipawns(0));
    // Without the history there is no repetition to hope for.
    let result = strongest(&position, 6);
    assert!(result.score.as_value() < -500, "{:?}", result.score);
}

#[test]
fn insufficient_material_is_a_draw() {
    let position = fen("8/8/4k3/8/2n5/3K4/8/8 w - - 0 1");
    let result = strongest(&position, 5);
    assert_eq!(result.score, Score::Centipawns(0));
}

/// Whether the opponent mates at once after `mv`.
fn allows_mate_in_one(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    after.play(mv).is_ok() && has_mate_in_one(&after)
}

#[test]
fn weakest_level_does_not_hang_mate_in_one() {
    // Random-game positions where many moves allow an immediate mate: the
    // knight on d4 guards the way to the king in the first; in the second,
    // most of White's moves let the queen or the bishops in.
    for text in [
        "1nb1kbnr/rpp3pp/4pp2/p1qp4/P2N1PB1/6P1/1P1PP2P/RNBQK1R1 w Qk - 2 11",
        "rnb2b2/B3p1n1/p3k2p/1p1q3P/2P2pp1/1P3P2/P1Q1P1PK/RN3BR1 w - - 1 30",
    ] {
        let position = fen(text);
        let hanging = position
            .legal_moves()
            .into_iter()
            .filter(|&mv| allows_mate_in_one(&position, mv))
            .count();
        assert!(hanging >= 5, "test data: only {hanging} losing moves");
        let mut engine = Engine::new(1);
        let mut chosen = std::collections::HashSet::new();
        for seed in 0..60 {
            let mv = choice(
                &mut engine,
                &position,
                Limits::default(),
                Level::WEAKEST,
                seed,
            )
            .expect("a move");
            assert!(
                !allows_mate_in_one(&position, mv),
                "seed {seed}: {mv} hangs mate in {text}"
            );
            chosen.insert(mv);
        }
        // Weak means varied: more than one move over the seeds (level 1
        // searches three plies: in the second position, of the eight moves
        // that hold, it plays the two captures, cxd5 taking the queen and
        // fxg4).
        assert!(chosen.len() >= 2, "{chosen:?}");
    }
}

#[test]
fn weakest_level_takes_a_free_queen_less_often_than_the_strongest() {
    // A hanging queen: level 8 always takes it; level 1 sometimes does not.
    let position = fen("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    let take = Move::from_uci("d2d5").expect("UCI");
    let mut engine = Engine::new(1);
    let strong = (0..20)
        .filter(|&seed| {
            choice(
                &mut engine,
                &position,
                Limits::nodes(20_000),
                Level::STRONGEST,
                seed,
            ) == Some(take)
        })
        .count();
    assert_eq!(strong, 20);
    let weak = (0..200)
        .filter(|&seed| {
            choice(
                &mut engine,
                &position,
                Limits::default(),
                Level::WEAKEST,
                seed,
            ) == Some(take)
        })
        .count();
    assert!(weak < 200, "level 1 never misses");
    assert!(weak > 50, "level 1 is not that blind: {weak} of 200");
}

#[test]
fn same_seed_same_move() {
    let position = fen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    for level in Level::all() {
        let search = || {
            run(
                &mut Engine::new(1),
                &position,
                &[],
                Limits::nodes(3_000),
                level,
                99,
            )
        };
        let (a, b) = (search(), search());
        assert_eq!(a.best_move, b.best_move, "level {level}");
    }
}
