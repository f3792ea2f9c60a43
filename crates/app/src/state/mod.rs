//! The one reducer: the game and what the player is doing with it, nested
//! by concern. [`app_state`] holds the [`app_state::AppState`] and its
//! actions; [`session`], [`hand`], [`view`] and [`screen`] are its parts,
//! each with its own reset; [`notice`] is what it tells the player; [`drawing`] the arrows
//! and circles drawn on the game's positions;
//! [`editor`] is the board editor's own reducer; [`resume`] says what the
//! page opens on; `reduced_by_apply!` makes a state whose `apply` is its
//! reducer Yew's. Uses [`crate::model`] and [`crate::persist`]; no words, no
//! browser.

pub mod analysis;
pub mod app_state;
pub mod drawing;
pub mod editor;
pub mod hand;
pub mod learn;
pub mod notice;
pub mod online;
pub mod resume;
pub mod review;
pub mod screen;
pub mod session;
pub mod tree_walk;
pub mod view;

/// Makes a state Yew's reducer through its own `apply`: each action is
/// applied to a copy of the state, which becomes the new one. The course's
/// page, the embedded board and the board editor use it (the app's page
/// wraps its state in its own reducer, which stamps the time:
/// `views/app/live.rs`); their `apply` stays testable
/// natively, without Yew.
macro_rules! reduced_by_apply {
    ($state:ty, $action:ty) => {
        impl ::yew::Reducible for $state {
            type Action = $action;

            fn reduce(self: ::std::rc::Rc<Self>, action: $action) -> ::std::rc::Rc<Self> {
                let mut next = (*self).clone();
                next.apply(action);
                ::std::rc::Rc::new(next)
            }
        }
    };
}
pub(crate) use reduced_by_apply;
