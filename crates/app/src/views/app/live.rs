//! The app's state as its component holds it, and the actions as they
//! reach it: stamped with the time, and rendered again only when more than
//! the time changed.

use std::rc::Rc;

use yew::prelude::*;

use crate::state::app_state::{Action, AppState};

/// The app's state as the app holds it: rendered again only when it
/// changed more than its time (`AppState::same_but_time`). Every action
/// still reaches the reducer, and the time is kept for the next one.
#[derive(Clone)]
pub struct Live(pub AppState);

impl PartialEq for Live {
    fn eq(&self, other: &Live) -> bool {
        self.0.same_but_time(&other.0)
    }
}

impl std::ops::Deref for Live {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.0
    }
}

/// An action and the time it was sent at (milliseconds of the page's
/// monotonic clock), for the clock: the time and the action in one pass of
/// the reducer, so that a press copies and compares the state once.
pub struct Timed(pub f64, pub Action);

impl Reducible for Live {
    type Action = Timed;

    fn reduce(self: Rc<Self>, Timed(now_ms, action): Timed) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(Action::Tick(now_ms));
        if !matches!(action, Action::Tick(_)) {
            next.apply(action);
        }
        Rc::new(Live(next))
    }
}

/// The state as the side panel shows it, a frame behind the board
/// (`views/deferred.rs`): the same value until the deferred view catches
/// up, so that two of them are the same when they are one value — a
/// comparison that costs nothing, whatever the game's length.
#[derive(Clone)]
pub struct Shown(pub Rc<Live>);

impl PartialEq for Shown {
    fn eq(&self, other: &Shown) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::ops::Deref for Shown {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.0
    }
}
