//! Answering the page's requests: everything the worker does except
//! receiving and sending, so that it is tested natively.

use std::sync::atomic::AtomicBool;

use roque_engine::{
    accepts_draw, should_claim_draw, Clock, Control, DrawOfferReason, Engine, Level, Limits,
    SearchResult, CLAIM_MARGIN_CP,
};
use roque_rules::Game;

use crate::protocol::{MoveReport, OfferVerdict, Reply, Request, Task};

/// The transposition table's size. A phone has memory to spare for this,
/// and the weaker levels, which search few nodes, never fill it.
pub const HASH_MB: usize = 16;

/// The nodes searched for each position of a game's review: about a fifth
/// of a second in the browser's worker (700 000 nodes a second), so that
/// forty moves are judged in under twenty seconds; at least depth 8 in a
/// middlegame, enough to see what a move leaves hanging and short mates.
pub const ANALYSIS_NODES: u64 = 140_000;

/// The engine and what it keeps from one move to the next.
pub struct Service {
    engine: Engine,
}

impl Default for Service {
    fn default() -> Service {
        Service::new()
    }
}

impl Service {
    /// A fresh engine.
    pub fn new() -> Service {
        Service {
            engine: Engine::new(HASH_MB),
        }
    }

    /// The reply to a line of text from the page. Never panics: a line
    /// that cannot be read gets a [`Reply::Failed`] saying why.
    pub fn answer_line(&mut self, line: &str, clock: &dyn Clock, seed: u64) -> Reply {
        match line.parse::<Request>() {
            Ok(request) => self.answer(&request, clock, seed),
            Err(error) => Reply::Failed {
                // Read the ticket back if the line got that far, so the
                // page knows which request failed.
                ticket: line
                    .split('|')
                    .nth(1)
                    .and_then(|t| t.parse().ok())
                    .map(crate::Ticket),
                message: error.to_string(),
            },
        }
    }

    /// The reply to `request`, thinking for as long as its level takes;
    /// `seed` varies the weaker levels' choices.
    pub fn answer(&mut self, request: &Request, clock: &dyn Clock, seed: u64) -> Reply {
        let ticket = request.ticket;
        let failed = |message: String| Reply::Failed {
            ticket: Some(ticket),
            message,
        };
        let game = match request.game() {
            Ok(game) => game,
            Err(error) => return failed(error.to_string()),
        };
        if let Some(outcome) = game.outcome() {
            return failed(format!("the game is over ({outcome:?})"));
        }
        match request.task {
            Task::Move => self.play(request, &game, clock, seed),
            Task::Analyse => self.analyse(request, &game, clock),
            Task::DrawOffer => Reply::DrawOffer {
                ticket,
                verdict: match accepts_draw(&game, request.computer, request.level).reason {
                    DrawOfferReason::DeadPosition(_) => OfferVerdict::DeadPosition,
                    DrawOfferReason::Worse(score) => OfferVerdict::Worse(score),
                    DrawOfferReason::Balanced(score) => OfferVerdict::Balanced(score),
                    DrawOfferReason::Better(score) => OfferVerdict::Better(score),
                },
            },
        }
    }

    /// The position judged at full strength, by nodes: the same answer
    /// on every machine, however fast.
    fn analyse(&mut self, request: &Request, game: &Game, clock: &dyn Clock) -> Reply {
        let result = self.search(
            game,
            Limits::nodes(ANALYSIS_NODES),
            Level::STRONGEST,
            0,
            clock,
        );
        let Some(report) = MoveReport::of(&result) else {
            return no_move(request);
        };
        let mut pv = result.pv;
        if pv.first() != Some(&report.mv) {
            pv = vec![report.mv];
        }
        Reply::Analysis {
            ticket: request.ticket,
            report,
            pv,
        }
    }

    fn play(&mut self, request: &Request, game: &Game, clock: &dyn Clock, seed: u64) -> Reply {
        let ticket = request.ticket;
        if game.position().turn() != request.computer {
            return Reply::Failed {
                ticket: Some(ticket),
                message: "it is not the computer's turn".to_string(),
            };
        }
        // A draw the computer may claim now, and does not expect to beat.
        if let Some(claim) = should_claim_draw(game, request.computer, request.level) {
            return Reply::Claim {
                ticket,
                claim,
                with: None,
            };
        }
        // The level's time, or less when the clock is short.
        let limits = Limits::move_time(
            request
                .clock
                .map_or(f64::INFINITY, |clock| clock.budget_ms())
                .min(request.level.settings().think_time_ms),
        );
        let result = self.search(game, limits, request.level, seed, clock);
        let Some(report) = MoveReport::of(&result) else {
            return no_move(request);
        };
        // The move it chose gives a draw it may claim by announcing the
        // move (art. 9.2.1.1, 9.3.1): it does, unless it expects to win.
        if let Some(claim) = game.claimable_with(report.mv) {
            if report.score.as_value() <= CLAIM_MARGIN_CP {
                return Reply::Claim {
                    ticket,
                    claim,
                    with: Some(report.mv),
                };
            }
        }
        Reply::Move { ticket, report }
    }

    /// The engine's search of `game`'s position, with its history.
    fn search(
        &mut self,
        game: &Game,
        limits: Limits,
        level: Level,
        seed: u64,
        clock: &dyn Clock,
    ) -> SearchResult {
        let stop = AtomicBool::new(false);
        let control = Control { stop: &stop, clock };
        self.engine.search_game(game, limits, level, seed, &control)
    }
}

/// The reply to `request` when its position has no legal move.
fn no_move(request: &Request) -> Reply {
    Reply::Failed {
        ticket: Some(request.ticket),
        message: "no legal move".to_string(),
    }
}

impl MoveReport {
    /// The report of a search's best move, if it found one.
    fn of(result: &SearchResult) -> Option<MoveReport> {
        Some(MoveReport {
            mv: result.best_move?,
            score: result.score,
            depth: result.depth,
            nodes: result.nodes,
            time_ms: result.time_ms.clamp(0.0, f64::from(u32::MAX)) as u32,
        })
    }
}
