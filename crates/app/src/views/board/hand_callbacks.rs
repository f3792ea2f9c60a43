//! The callbacks of a board and of its promotion picker, each sending the
//! [`HandAction`] it stands for to one place: written once for every page
//! that plays on the app's board through the hand's actions (the course,
//! online play).

use roque_rules::{Role, Square};
use yew::Callback;

use crate::state::hand::HandAction;

/// What a board's gestures and its promotion picker send.
#[derive(Clone)]
pub struct HandCallbacks {
    /// A square pressed.
    pub on_press: Callback<Square>,
    /// A square released.
    pub on_release: Callback<Square>,
    /// A piece dragged from one square to another.
    pub on_drop: Callback<(Square, Square)>,
    /// The selection put back.
    pub on_cancel: Callback<()>,
    /// A promotion piece chosen.
    pub on_choose: Callback<Role>,
    /// The promotion picker closed without a choice.
    pub cancel_promotion: Callback<()>,
}

impl HandCallbacks {
    /// Every callback, each sending its action to `send`.
    pub fn new(send: &Callback<HandAction>) -> HandCallbacks {
        HandCallbacks {
            on_press: send.reform(HandAction::Press),
            on_release: send.reform(HandAction::Release),
            on_drop: send.reform(|(from, to)| HandAction::Drop { from, to }),
            on_cancel: send.reform(|()| HandAction::Deselect),
            on_choose: send.reform(HandAction::Promote),
            cancel_promotion: send.reform(|()| HandAction::CancelPromotion),
        }
    }
}
