//! The worker's answers, natively: what the page gets for each request.

use std::cell::Cell;

use roque_engine::{Clock, Level};
use roque_rules::{Color, DrawClaim, Game, Move, Position};
use roque_worker::{OfferVerdict, Reply, Request, Service, Task, Ticket};

/// A clock that moves on by `step` milliseconds each time it is read, so
/// that a timed search ends after a bounded number of polls, whatever the
/// machine's speed.
struct SteppingClock {
    now: Cell<f64>,
    step: f64,
}

impl Clock for SteppingClock {
    fn now_ms(&self) -> f64 {
        let now = self.now.get();
        self.now.set(now + self.step);
        now
    }
}

fn clock() -> SteppingClock {
    SteppingClock {
        now: Cell::new(0.0),
        step: 5.0,
    }
}

fn game(fen: &str, moves: &[&str]) -> Game {
    let mut game = Game::from_position(Position::from_fen(fen).expect("FEN"));
    for uci in moves {
        game.play(Move::from_uci(uci).expect("UCI")).expect("legal");
    }
    game
}

fn ask(task: Task, level: u8, computer: Color, game: &Game) -> Reply {
    let request = Request::from_game(
        Ticket(42),
        task,
        Level::new(level.into()).expect("level"),
        computer,
        game,
    );
    // Through the text, as in the browser.
    let line = Service::new()
        .answer_line(&request.to_string(), &clock(), 1)
        .to_string();
    line.parse().expect("the reply reads back")
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn every_level_answers_with_a_legal_move() {
    let game = game(START, &["e2e4", "c7c5", "g1f3"]);
    for level in 1..=8 {
        match ask(Task::Move, level, Color::Black, &game) {
            Reply::Move { ticket, report } => {
                assert_eq!(ticket, Ticket(42));
                assert!(
                    game.position().is_legal(report.mv),
                    "level {level}: {report:?}"
                );
            }
            other => panic!("level {level}: {other:?}"),
        }
    }
}

#[test]
fn finds_mate_in_one() {
    // Back-rank mate: Ra8#.
    let game = game("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", &[]);
    match ask(Task::Move, 8, Color::White, &game) {
        Reply::Move { report, .. } => assert_eq!(report.mv.to_string(), "a1a8"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn claims_threefold_repetition_when_not_winning() {
    let shuffle = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ];
    let game = game(START, &shuffle);
    assert_eq!(
        ask(Task::Move, 4, Color::White, &game),
        Reply::Claim {
            ticket: Ticket(42),
            claim: DrawClaim::ThreefoldRepetition,
            with: None
        }
    );
}

#[test]
fn claims_by_announcing_the_move_that_repeats() {
    // Black (the computer) is a rook down and can repeat the position a
    // third time with a knight move: a claim with that move.
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"];
    let fen = "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQq - 0 1";
    let game = game(fen, &shuffle);
    match ask(Task::Move, 8, Color::Black, &game) {
        Reply::Claim {
            claim: DrawClaim::ThreefoldRepetition,
            with: Some(mv),
            ..
        } => assert_eq!(mv.to_string(), "f6g8"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn judges_draw_offers() {
    // The initial position, for Black: equal or a little worse (White has
    // the move), accepted.
    match ask(Task::DrawOffer, 2, Color::Black, &game(START, &[])) {
        Reply::DrawOffer { ticket, verdict } => {
            assert_eq!(ticket, Ticket(42));
            assert!(
                matches!(verdict, OfferVerdict::Balanced(_) | OfferVerdict::Worse(_)),
                "{verdict:?}"
            );
            assert!(verdict.accepted());
        }
        other => panic!("{other:?}"),
    }
    // A queen up: declined.
    let winning = game("3qk3/8/8/8/8/8/8/4K3 b - - 0 1", &[]);
    match ask(Task::DrawOffer, 5, Color::Black, &winning) {
        Reply::DrawOffer { verdict, .. } => {
            assert!(matches!(verdict, OfferVerdict::Better(_)), "{verdict:?}");
            assert!(!verdict.accepted());
        }
        other => panic!("{other:?}"),
    }
    // A queen down: accepted, because it is worse.
    match ask(Task::DrawOffer, 5, Color::White, &winning) {
        Reply::DrawOffer { verdict, .. } => {
            assert!(matches!(verdict, OfferVerdict::Worse(_)), "{verdict:?}");
            assert!(verdict.accepted());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn refuses_what_it_cannot_answer() {
    let mut service = Service::new();
    let clock = clock();
    // Not a request at all: no ticket to give back.
    assert!(matches!(
        service.answer_line("hello", &clock, 0),
        Reply::Failed { ticket: None, .. }
    ));
    // A readable ticket is given back even when the rest is wrong.
    assert!(matches!(
        service.answer_line("roque1|9|move|0|w||", &clock, 0),
        Reply::Failed {
            ticket: Some(Ticket(9)),
            ..
        }
    ));
    // Not the computer's turn.
    let game = game(START, &[]);
    assert!(matches!(
        ask(Task::Move, 3, Color::Black, &game),
        Reply::Failed {
            ticket: Some(Ticket(42)),
            ..
        }
    ));
    // A game that is over: a dead position (art. 5.2.2 ends it at once)
    // and Fool's mate.
    let dead = self::game("8/8/4k3/8/8/3KB3/8/8 w - - 0 1", &[]);
    assert!(matches!(
        ask(Task::DrawOffer, 3, Color::White, &dead),
        Reply::Failed { .. }
    ));
    let mated = self::game(START, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert!(matches!(
        ask(Task::Move, 3, Color::White, &mated),
        Reply::Failed { .. }
    ));
}

#[test]
fn an_analysis_judges_the_side_to_move_whoever_it_is() {
    // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6??: White mates at once.
    let game = game(START, &["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6"]);
    // The "computer" field does not matter to an analysis.
    match ask(Task::Analyse, 1, Color::Black, &game) {
        Reply::Analysis { ticket, report, pv } => {
            assert_eq!(ticket, Ticket(42));
            assert_eq!(report.mv.to_string(), "h5f7");
            assert_eq!(report.score, roque_engine::Score::Mate(1));
            assert_eq!(pv.first(), Some(&report.mv));
            assert!(report.nodes <= roque_worker::ANALYSIS_NODES);
        }
        other => panic!("{other:?}"),
    }
    // Before the blunder, Black holds: a score within a pawn or two.
    let before = game_before_blunder();
    match ask(Task::Analyse, 8, Color::White, &before) {
        Reply::Analysis { report, .. } => {
            assert!(report.score.as_value().abs() < 300, "{:?}", report.score);
        }
        other => panic!("{other:?}"),
    }
}

fn game_before_blunder() -> Game {
    game(START, &["e2e4", "e7e5", "d1h5", "b8c6", "f1c4"])
}
