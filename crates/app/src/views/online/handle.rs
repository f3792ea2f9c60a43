//! The online page's reducer as Yew holds it, and the room's link: shared
//! by the page and its parts.

use std::rc::Rc;

use roque_rules::Lang;
use yew::prelude::*;

use crate::state::online::{OnlineAction, OnlineState};

/// The reducer's handle, for the page's parts.
pub type OnlineHandle = UseReducerHandle<Reduced>;

/// The reducer's state for Yew.
#[derive(Clone, PartialEq)]
pub struct Reduced(pub OnlineState);

impl Reducible for Reduced {
    type Action = OnlineAction;
    fn reduce(self: Rc<Self>, action: OnlineAction) -> Rc<Self> {
        let mut next = (*self).clone();
        next.0.apply(action);
        Rc::new(next)
    }
}

/// The link that takes this seat on another device: the room's link with
/// the seat's token in its fragment (`#seat=…`), which browsers never send
/// to a server.
pub fn seat_link(room: &str, token: &str, lang: Lang) -> String {
    format!("{}#{SEAT_KEY}{token}", room_link(room, lang))
}

/// The fragment's key for a seat's token.
pub const SEAT_KEY: &str = "seat=";

/// The link to send for `room`: this page's address with `?online=<room>`.
pub fn room_link(room: &str, lang: Lang) -> String {
    let base = web_sys::window()
        .and_then(|w| {
            let location = w.location();
            Some(format!(
                "{}{}",
                location.origin().ok()?,
                location.pathname().ok()?
            ))
        })
        .unwrap_or_default();
    match lang {
        Lang::Fr => format!("{base}?online={room}"),
        Lang::En => format!("{base}?online={room}&lang=en"),
    }
}
