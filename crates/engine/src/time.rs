//! Search budgets: how long and how far to think, and the clock that
//! measures it.
//!
//! The search never reads the system clock itself: it asks a [`Clock`] the
//! caller gives it (`std::time::Instant` natively, `performance.now()` in a
//! browser, a fake one in tests), since `Instant` is not available in
//! `wasm32-unknown-unknown`.

/// The deepest iteration the search ever starts, in plies.
pub const MAX_DEPTH: u32 = 100;

/// A source of the current time in milliseconds, from any fixed origin.
pub trait Clock {
    /// Milliseconds since the clock's origin; must not go backwards.
    fn now_ms(&self) -> f64;
}

impl<F: Fn() -> f64> Clock for F {
    fn now_ms(&self) -> f64 {
        self()
    }
}

/// How the time for a move is given.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeControl {
    /// No time limit: stop on the other limits or when told to.
    Infinite,
    /// Exactly this long for the move, in milliseconds (UCI `movetime`).
    MoveTime(f64),
    /// A game clock: the time the side to move has left, its increment per
    /// move, and how many moves remain until the next time control, if any
    /// (UCI `wtime/btime/winc/binc/movestogo`).
    Clock {
        /// Milliseconds left on the side to move's clock.
        remaining: f64,
        /// Milliseconds added after each move.
        increment: f64,
        /// Moves until the next time control; `None`: the rest of the game.
        moves_to_go: Option<u32>,
    },
}

/// Every limit a search obeys; the first one reached stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Limits {
    /// The time allowed.
    pub time: TimeControl,
    /// The deepest iteration to search, in plies.
    pub depth: Option<u32>,
    /// The most nodes to visit.
    pub nodes: Option<u64>,
}

impl Default for Limits {
    /// No limit at all: a search runs until it is stopped.
    fn default() -> Limits {
        Limits {
            time: TimeControl::Infinite,
            depth: None,
            nodes: None,
        }
    }
}

impl Limits {
    /// A fixed time per move, in milliseconds.
    pub fn move_time(ms: f64) -> Limits {
        Limits {
            time: TimeControl::MoveTime(ms),
            ..Limits::default()
        }
    }

    /// A fixed depth, in plies.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// Milliseconds kept back for the time it takes to send the move.
const OVERHEAD_MS: f64 = 20.0;

/// The time a search may take, in milliseconds from its start.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Budget {
    /// Past this, no new iteration is started.
    pub soft: f64,
    /// Past this, the search stops at once.
    pub hard: f64,
}

impl Budget {
    /// The budget for `time`.
    pub fn for_time(time: TimeControl) -> Option<Budget> {
        match time {
            TimeControl::Infinite => None,
            TimeControl::MoveTime(ms) => {
                // A fixed time is spent to the end: the last iteration's
                // unfinished part still improves the move.
                let hard = (finite_or_zero(ms) - OVERHEAD_MS / 2.0).max(1.0);
                Some(Budget { soft: hard, hard })
            }
            TimeControl::Clock {
                remaining,
                increment,
                moves_to_go,
            } => {
                let remaining = finite_or_zero(remaining).max(0.0);
                let increment = finite_or_zero(increment).max(0.0);
                let usable = (remaining - OVERHEAD_MS).max(remaining * 0.2).max(1.0);
                let moves = f64::from(moves_to_go.unwrap_or(30).clamp(1, 50));
                // With one move to go, all the time is available; keep a margin anyway.
                let share = usable / (moves + 2.0).min(moves * 1.5 + 1.0) + increment * 0.8;
                let soft = share.min(usable * 0.5).max(1.0);
                let hard = (soft * 3.0).min(usable * 0.7).max(soft);
                Some(Budget {
                    soft: soft * 0.6,
                    hard,
                })
            }
        }
    }
}

fn finite_or_zero(value: f64) -> f64 {
    if value.is_finite() {
        value
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_time_is_spent_whole() {
        let budget = Budget::for_time(TimeControl::MoveTime(1000.0)).expect("a budget");
        assert!(budget.hard <= 1000.0 && budget.hard >= 950.0);
        assert_eq!(budget.soft, budget.hard);
    }

    #[test]
    fn clock_budget_leaves_time_for_the_game() {
        let budget = Budget::for_time(TimeControl::Clock {
            remaining: 60_000.0,
            increment: 0.0,
            moves_to_go: None,
        })
        .expect("a budget");
        assert!(budget.hard < 60_000.0 * 0.2, "{budget:?}");
        assert!(budget.soft > 500.0 && budget.soft < budget.hard);
        // Nearly flagging: still a positive, tiny budget.
        let tight = Budget::for_time(TimeControl::Clock {
            remaining: 5.0,
            increment: 0.0,
            moves_to_go: Some(1),
        })
        .expect("a budget");
        assert!(tight.hard <= 5.0 && tight.hard > 0.0);
        // Garbage in: no panic, a small budget.
        let nan = Budget::for_time(TimeControl::MoveTime(f64::NAN)).expect("a budget");
        assert!(nan.hard >= 1.0 && nan.hard.is_finite());
        assert!(Budget::for_time(TimeControl::Infinite).is_none());
    }
}
