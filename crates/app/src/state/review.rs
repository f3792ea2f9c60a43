//! The review of a game's main line (« Revoir la partie »): which
//! position the engine judges next, what it said of each, and the verdict
//! on every move once the positions on both sides of it are judged
//! (`roque_engine::review`).
//!
//! The engine answers one position at a time (the worker's `analyse`
//! task): [`Review::request`] is the question to ask now, [`ReviewAction`]
//! carries its answer back. The review works on the main line as it was
//! when it started; a main line changed since makes it start again.

use roque_engine::review::{verdict, winning_chances, Judged, Judgement, Verdict};
use roque_engine::Level;
use roque_rules::{Color, Game, Move, Position};
use roque_worker::{Reply, Request, Task, Ticket};

use crate::state::reduced_by_apply;

/// Where the review stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Not started.
    Idle,
    /// The engine is judging the positions.
    Running,
    /// Every position is judged.
    Done,
    /// Stopped by the player before the end.
    Stopped,
    /// The engine could not run (no worker, a crash).
    Unavailable,
}

/// What the review is told.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewAction {
    /// Review this game (its main line).
    Start(Game),
    /// The engine's answer.
    Reply(Reply),
    /// Stop judging.
    Stop,
    /// The engine cannot run.
    Unavailable,
    /// Look for a better move than move `ply` (1 for the first), a judged
    /// one (« Rejouer à partir d'ici »).
    Retry(usize),
    /// The move the player tried instead, in the position before it.
    Tried(Move),
    /// Back to the review.
    EndRetry,
}

/// How a move tried instead of a mistake compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetryOutcome {
    /// As good as the best move (within an inaccuracy of it).
    Good,
    /// Better than the move played, not as good as the best.
    Better,
    /// No better than the move played.
    Worse,
}

impl RetryOutcome {
    /// Its code, as the page's `data-retry` carries it.
    pub const fn code(self) -> &'static str {
        match self {
            RetryOutcome::Good => "good",
            RetryOutcome::Better => "better",
            RetryOutcome::Worse => "worse",
        }
    }
}

/// A retry of a judged move.
#[derive(Clone, Debug, PartialEq)]
pub struct Retry {
    /// The move retried (1 for the first).
    pub ply: usize,
    /// The move tried instead, once played.
    pub tried: Option<Move>,
    /// How it compares, once judged.
    pub outcome: Option<RetryOutcome>,
    /// Tells one tried move's question from another's.
    number: u32,
}

/// A game's review.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    /// The positions of the main line, the start first.
    positions: Vec<Position>,
    /// Its moves.
    moves: Vec<Move>,
    /// What the engine said of each position, when it has.
    judged: Vec<Option<Judged>>,
    /// The verdict on each move (the first move first), once the positions
    /// on both sides of it are judged: worked out once, as the answers
    /// come, for the views read them at every render.
    verdicts: Vec<Option<Verdict>>,
    /// How the game ended on its last position, if it did there: whether
    /// the side that moved into it mated.
    ended: Option<bool>,
    phase: Phase,
    /// Tells one start's questions from another's.
    generation: u32,
    /// A move being retried, if any.
    retry: Option<Retry>,
}

impl Default for Review {
    fn default() -> Review {
        Review {
            positions: Vec::new(),
            moves: Vec::new(),
            judged: Vec::new(),
            verdicts: Vec::new(),
            ended: None,
            phase: Phase::Idle,
            generation: 0,
            retry: None,
        }
    }
}

impl Review {
    /// Where it stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The moves reviewed.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whether it reviews (or reviewed) the game `game`'s main line.
    pub fn covers(&self, game: &Game) -> bool {
        self.moves == game.moves() && self.positions.first() == Some(game.start())
    }

    /// Positions judged, and how many there are to judge.
    pub fn progress(&self) -> (usize, usize) {
        let total = self.to_judge();
        let done = self.judged[..total].iter().filter(|j| j.is_some()).count();
        (done, total)
    }

    /// How many positions the engine judges: all but a last one where the
    /// game ended.
    fn to_judge(&self) -> usize {
        self.positions.len() - usize::from(self.ended.is_some())
    }

    /// The first position not yet judged, among those to judge.
    fn next_index(&self) -> Option<usize> {
        self.judged[..self.to_judge()]
            .iter()
            .position(Option::is_none)
    }

    fn ticket(&self, index: usize) -> Ticket {
        let index = u32::try_from(index).unwrap_or(u32::MAX) & 0xFFFF;
        Ticket(((self.generation & 0x7FFF) << 16) | index)
    }

    /// A retried move's question: the top bit set, never a position's.
    fn retry_ticket(retry: &Retry) -> Ticket {
        Ticket(0x8000_0000 | (retry.number & 0x7FFF_FFFF))
    }

    /// The move being retried, if any.
    pub fn retry(&self) -> Option<&Retry> {
        self.retry.as_ref()
    }

    /// The question about the move tried, while it waits for the engine.
    fn retry_request(&self) -> Option<Request> {
        let retry = self.retry.as_ref().filter(|r| r.outcome.is_none())?;
        let tried = retry.tried?;
        let before = *self.before(retry.ply)?;
        let mut moves = self.moves[..retry.ply - 1].to_vec();
        moves.push(tried);
        Some(Request {
            ticket: Review::retry_ticket(retry),
            task: Task::Analyse,
            level: Level::STRONGEST,
            computer: !before.turn(),
            start: self.positions[0],
            moves,
            clock: None,
        })
    }

    /// The mover's winning chances after move `ply` (1 for the first), as
    /// judged.
    fn chances_after(&self, ply: usize) -> Option<f64> {
        match self.judged.get(ply)? {
            Some(after) => Some(-winning_chances(after.score)),
            None if ply + 1 == self.positions.len() => {
                self.ended.map(|won| if won { 1.0 } else { 0.0 })
            }
            None => None,
        }
    }

    /// How a move tried instead of move `ply` compares, with the mover's
    /// chances after it.
    fn retry_outcome(&self, ply: usize, tried: f64) -> Option<RetryOutcome> {
        let best = winning_chances(self.judged.get(ply - 1)?.as_ref()?.score);
        let played = self.chances_after(ply)?;
        Some(if best - tried < 0.1 {
            RetryOutcome::Good
        } else if tried > played + 0.05 {
            RetryOutcome::Better
        } else {
            RetryOutcome::Worse
        })
    }

    fn start_retry(&mut self, ply: usize) {
        if self.verdict(ply).is_none() {
            return;
        }
        let number = self.retry.as_ref().map_or(0, |r| r.number.wrapping_add(1));
        self.retry = Some(Retry {
            ply,
            tried: None,
            outcome: None,
            number,
        });
    }

    fn tried(&mut self, mv: Move) {
        let Some(retry) = &self.retry else {
            return;
        };
        let ply = retry.ply;
        let (Some(before), Some(&played), Some(verdict)) =
            (self.before(ply), self.moves.get(ply - 1), self.verdict(ply))
        else {
            return;
        };
        let mut after = *before;
        if after.play(mv).is_err() {
            return;
        }
        // What needs no engine: the move played again, the best one, or
        // a move that ends the game.
        let known = if mv == played {
            Some(RetryOutcome::Worse)
        } else if mv == verdict.better || after.is_checkmate() {
            Some(RetryOutcome::Good)
        } else if !after.has_legal_move() {
            self.retry_outcome(ply, 0.0)
        } else {
            None
        };
        let number = retry.number.wrapping_add(1);
        self.retry = Some(Retry {
            ply,
            tried: Some(mv),
            outcome: known,
            number,
        });
    }

    /// The question for the engine now, while running.
    pub fn request(&self) -> Option<Request> {
        if let Some(request) = self.retry_request() {
            return Some(request);
        }
        if self.phase != Phase::Running {
            return None;
        }
        let index = self.next_index()?;
        let position = self.positions[index];
        Some(Request {
            ticket: self.ticket(index),
            task: Task::Analyse,
            level: Level::STRONGEST,
            computer: position.turn(),
            start: self.positions[0],
            moves: self.moves[..index].to_vec(),
            clock: None,
        })
    }

    /// White's winning chances (-1 to 1, `roque_engine::review`) in
    /// position `index`, once judged (the end of a finished game included).
    pub fn white_chances(&self, index: usize) -> Option<f64> {
        let turn = self.positions.get(index)?.turn();
        let chances = match self.judged.get(index)? {
            Some(judged) => winning_chances(judged.score),
            None if index + 1 == self.positions.len() => match self.ended? {
                // The side to move is mated.
                true => -1.0,
                false => 0.0,
            },
            None => return None,
        };
        Some(if turn == Color::White {
            chances
        } else {
            -chances
        })
    }

    /// The number of positions (the start and one after each move).
    pub fn position_count(&self) -> usize {
        self.positions.len()
    }

    /// The position before move `ply` (1 for the first move).
    pub fn before(&self, ply: usize) -> Option<&Position> {
        self.positions.get(ply.checked_sub(1)?)
    }

    /// The engine's best line in the position before move `ply` (1 for
    /// the first), its first move the better move of a judged one, once
    /// that position is judged.
    pub fn best_line(&self, ply: usize) -> Option<&[Move]> {
        let judged = self.judged.get(ply.checked_sub(1)?)?.as_ref()?;
        Some(&judged.line)
    }

    /// The verdict on move `ply` (1 for the first), once the positions on
    /// both sides of it are judged; `None` for a move with nothing to say.
    pub fn verdict(&self, ply: usize) -> Option<&Verdict> {
        self.verdicts.get(ply.checked_sub(1)?)?.as_ref()
    }

    /// Every move's judgement, in order (the first move first).
    pub fn judgements(&self) -> Vec<Option<Judgement>> {
        self.verdicts
            .iter()
            .map(|v| v.as_ref().map(|v| v.judgement))
            .collect()
    }

    /// How many inaccuracies, mistakes and blunders `side` made.
    pub fn tally(&self, side: Color) -> [usize; 3] {
        let mut counts = [0; 3];
        for (verdict, before) in self.verdicts.iter().zip(&self.positions) {
            if let Some(verdict) = verdict.as_ref().filter(|_| before.turn() == side) {
                counts[verdict.judgement as usize] += 1;
            }
        }
        counts
    }

    /// Works out the verdict on move `ply` (1 for the first) if the
    /// positions on both sides of it are judged.
    fn judge_move(&mut self, ply: usize) {
        let Some(index) = ply.checked_sub(1) else {
            return;
        };
        let (Some(Some(best)), Some(&played)) = (self.judged.get(index), self.moves.get(index))
        else {
            return;
        };
        let after = match self.judged.get(index + 1) {
            Some(Some(after)) => Some(after),
            // The game ended on the move: the rules judge that position.
            Some(None) if index + 2 == self.positions.len() && self.ended.is_some() => None,
            _ => return,
        };
        self.verdicts[index] = verdict(
            &self.positions[index],
            played,
            best,
            after,
            self.ended == Some(true),
        );
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: ReviewAction) {
        match action {
            ReviewAction::Start(game) => self.start(&game),
            ReviewAction::Reply(reply) => self.answer(reply),
            ReviewAction::Stop => {
                if self.phase == Phase::Running {
                    self.phase = Phase::Stopped;
                }
            }
            ReviewAction::Unavailable => {
                if self.phase == Phase::Running {
                    self.phase = Phase::Unavailable;
                }
                self.retry = None;
            }
            ReviewAction::Retry(ply) => self.start_retry(ply),
            ReviewAction::Tried(mv) => self.tried(mv),
            ReviewAction::EndRetry => self.retry = None,
        }
    }

    fn start(&mut self, game: &Game) {
        // What was judged of the same game stays: a stopped review goes on
        // where it stopped.
        if !self.covers(game) {
            let mut position = *game.start();
            let mut positions = vec![position];
            for &mv in game.moves() {
                if position.play(mv).is_err() {
                    break;
                }
                positions.push(position);
            }
            self.moves = game.moves()[..positions.len() - 1].to_vec();
            self.judged = vec![None; positions.len()];
            self.verdicts = vec![None; positions.len() - 1];
            // Mate, stalemate, a dead position, a fivefold repetition:
            // the last position's worth is the rules', not the engine's.
            self.ended = if position.is_checkmate() {
                Some(true)
            } else if game.outcome().is_some() || !position.has_legal_move() {
                Some(false)
            } else {
                None
            };
            self.positions = positions;
        }
        self.generation = self.generation.wrapping_add(1);
        self.retry = None;
        self.phase = if self.to_judge() == 0 {
            Phase::Done
        } else {
            Phase::Running
        };
        self.finish_if_done();
    }

    fn answer(&mut self, reply: Reply) {
        if let Some(retry) = self
            .retry
            .as_ref()
            .filter(|r| reply.ticket() == Some(Review::retry_ticket(r)) && r.outcome.is_none())
        {
            let ply = retry.ply;
            let outcome = match &reply {
                Reply::Analysis { report, .. } => {
                    self.retry_outcome(ply, -winning_chances(report.score))
                }
                _ => None,
            };
            match (outcome, &mut self.retry) {
                (Some(outcome), Some(retry)) => retry.outcome = Some(outcome),
                _ => self.retry = None,
            }
            return;
        }
        if self.phase != Phase::Running {
            return;
        }
        // Only the question asked now is answered; any other reply is a
        // stale one.
        let Some(index) = self
            .next_index()
            .filter(|&index| reply.ticket() == Some(self.ticket(index)))
        else {
            return;
        };
        match reply {
            Reply::Analysis { report, pv, .. } => {
                // The protocol keeps a line starting with its move; an
                // empty one is the move alone.
                let line = if pv.is_empty() { vec![report.mv] } else { pv };
                self.judged[index] = Some(Judged {
                    score: report.score,
                    line,
                });
                // The moves into and out of this position (out of it also
                // when the game ended after it: that end needs no engine).
                self.judge_move(index);
                self.judge_move(index + 1);
                self.finish_if_done();
            }
            _ => self.phase = Phase::Unavailable,
        }
    }

    fn finish_if_done(&mut self) {
        if self.phase == Phase::Running
            && self.judged[..self.to_judge()].iter().all(Option::is_some)
        {
            self.phase = Phase::Done;
        }
    }
}

reduced_by_apply!(Review, ReviewAction);

#[cfg(test)]
mod tests {
    use super::*;
    use roque_engine::Score;
    use roque_worker::MoveReport;

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new();
        for uci in moves {
            game.play(Move::from_uci(uci).expect("uci")).expect("legal");
        }
        game
    }

    fn answer(request: &Request, mv: &str, score: Score, pv: &[&str]) -> ReviewAction {
        let mv = Move::from_uci(mv).expect("uci");
        ReviewAction::Reply(Reply::Analysis {
            ticket: request.ticket,
            report: MoveReport {
                mv,
                score,
                depth: 8,
                nodes: 1_000,
                time_ms: 10,
            },
            pv: pv.iter().map(|m| Move::from_uci(m).expect("uci")).collect(),
        })
    }

    #[test]
    fn the_positions_are_asked_in_turn_and_a_mate_allowed_is_judged() {
        // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#
        let game = game(&["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
        let mut review = Review::default();
        review.apply(ReviewAction::Start(game.clone()));
        assert_eq!(review.phase(), Phase::Running);
        // Seven positions to judge: the last is mate, known without the engine.
        assert_eq!(review.progress(), (0, 7));
        let answers: [(&str, Score, &[&str]); 7] = [
            ("e2e4", Score::Centipawns(30), &["e2e4"]),
            ("e7e5", Score::Centipawns(-30), &["e7e5"]),
            ("g1f3", Score::Centipawns(40), &["g1f3"]),
            ("b8c6", Score::Centipawns(-20), &["b8c6"]),
            ("f1c4", Score::Centipawns(20), &["f1c4"]),
            ("g7g6", Score::Centipawns(-30), &["g7g6", "h5f3"]),
            ("h5f7", Score::Mate(1), &["h5f7"]),
        ];
        for (i, (mv, score, pv)) in answers.into_iter().enumerate() {
            let request = review.request().expect("a question");
            assert_eq!(request.moves.len(), i);
            assert_eq!(request.task, Task::Analyse);
            // An answer to another question changes nothing.
            let mut stale = request.clone();
            stale.ticket = Ticket(request.ticket.0 ^ 0x8000);
            review.apply(answer(&stale, mv, score, pv));
            assert_eq!(review.progress().0, i);
            review.apply(answer(&request, mv, score, pv));
        }
        assert_eq!(review.phase(), Phase::Done);
        assert_eq!(review.request(), None);
        let judgements = review.judgements();
        assert_eq!(judgements[5], Some(Judgement::Blunder), "{judgements:?}");
        assert_eq!(judgements.iter().filter(|j| j.is_some()).count(), 1);
        assert_eq!(review.tally(Color::Black), [0, 0, 1]);
        // Black is mated on the last position: White has won.
        assert_eq!(review.white_chances(7), Some(1.0));
        assert!(review.white_chances(6).expect("judged") > 0.99);
    }

    #[test]
    fn a_retried_mistake_is_judged_against_the_best_and_the_played_move() {
        let game = game(&["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]);
        let mut review = Review::default();
        review.apply(ReviewAction::Start(game));
        let answers: [(&str, Score); 7] = [
            ("e2e4", Score::Centipawns(30)),
            ("e7e5", Score::Centipawns(-30)),
            ("g1f3", Score::Centipawns(40)),
            ("b8c6", Score::Centipawns(-20)),
            ("f1c4", Score::Centipawns(20)),
            ("g7g6", Score::Centipawns(-30)),
            ("h5f7", Score::Mate(1)),
        ];
        for (mv, score) in answers {
            let request = review.request().expect("a question");
            review.apply(answer(&request, mv, score, &[mv]));
        }
        assert_eq!(review.request(), None);
        // Only a judged move can be retried.
        review.apply(ReviewAction::Retry(5));
        assert_eq!(review.retry(), None);
        review.apply(ReviewAction::Retry(6));
        assert_eq!(review.retry().map(|r| r.ply), Some(6));
        // The mistake again: no better, known at once.
        review.apply(ReviewAction::Tried(Move::from_uci("g8f6").expect("uci")));
        assert_eq!(
            review.retry().and_then(|r| r.outcome),
            Some(RetryOutcome::Worse)
        );
        assert_eq!(review.request(), None);
        // The best move: good, known at once.
        review.apply(ReviewAction::Tried(Move::from_uci("g7g6").expect("uci")));
        assert_eq!(
            review.retry().and_then(|r| r.outcome),
            Some(RetryOutcome::Good)
        );
        // Another move: asked of the engine, from the position before.
        review.apply(ReviewAction::Tried(Move::from_uci("d8e7").expect("uci")));
        let request = review.request().expect("the tried move's question");
        assert_eq!(request.moves.len(), 6);
        assert_eq!(request.moves[5].to_string(), "d8e7");
        // White, to move after it, is a little better (the engine's answer
        // is made up here): within an inaccuracy of the best.
        review.apply(answer(&request, "b1c3", Score::Centipawns(60), &["b1c3"]));
        assert_eq!(
            review.retry().and_then(|r| r.outcome),
            Some(RetryOutcome::Good)
        );
        // A move the engine (its answer made up here) finds poor, but
        // better than being mated.
        review.apply(ReviewAction::Tried(Move::from_uci("a7a6").expect("uci")));
        let request = review.request().expect("a question");
        review.apply(answer(&request, "h5f7", Score::Centipawns(350), &["h5f7"]));
        assert_eq!(
            review.retry().and_then(|r| r.outcome),
            Some(RetryOutcome::Better)
        );
        review.apply(ReviewAction::EndRetry);
        assert_eq!(review.retry(), None);
    }

    #[test]
    fn stopped_goes_on_where_it_stopped_and_a_changed_game_starts_again() {
        let first = game(&["e2e4", "e7e5"]);
        let mut review = Review::default();
        review.apply(ReviewAction::Start(first.clone()));
        let request = review.request().expect("a question");
        review.apply(answer(&request, "e2e4", Score::Centipawns(30), &["e2e4"]));
        review.apply(ReviewAction::Stop);
        assert_eq!(review.phase(), Phase::Stopped);
        assert_eq!(review.request(), None);
        review.apply(ReviewAction::Start(first));
        assert_eq!(review.progress(), (1, 3));
        review.apply(ReviewAction::Start(game(&["d2d4"])));
        assert_eq!(review.progress(), (0, 2));
        review.apply(ReviewAction::Unavailable);
        assert_eq!(review.phase(), Phase::Unavailable);
    }
}
