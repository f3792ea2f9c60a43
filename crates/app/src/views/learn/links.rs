//! The course's links: each one a real address (`?learn=castling&n=3`,
//! which a new tab opens), followed in place by the page itself.

use roque_rules::Lang;
use yew::prelude::*;

use crate::state::learn::{LearnAction, LearnState, Route};

/// The query of a link to `query` (`learn=castling&n=2`) that keeps the
/// page's language and its bare layout.
pub fn href(query: &str, lang: Lang, bare: bool) -> String {
    let mut href = format!("?{query}");
    if lang != Lang::Fr {
        href.push_str("&lang=");
        href.push_str(lang.code());
    }
    if bare {
        href.push_str("&bare");
    }
    href
}

/// The page of advice for beginners in `lang`, beside the course's page:
/// `conseils.html` in French, `tips.html` in English.
pub fn tips_page(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "conseils.html",
        Lang::En => "tips.html",
    }
}

/// A link's click that the page follows itself, without loading again,
/// by sending `route` to `on_follow`; with a modifier key (a new tab, a new
/// window) the browser follows it.
pub fn follow_with(on_follow: &Callback<Route>, route: Route) -> Callback<MouseEvent> {
    let on_follow = on_follow.clone();
    Callback::from(move |e: MouseEvent| {
        if e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key() || e.button() != 0 {
            return;
        }
        e.prevent_default();
        on_follow.emit(route.clone());
    })
}

/// [`follow_with`], straight to the course's reducer.
pub fn follow(state: &UseReducerHandle<LearnState>, route: Route) -> Callback<MouseEvent> {
    let state = state.clone();
    follow_with(
        &Callback::from(move |route| state.dispatch(LearnAction::Follow(route))),
        route,
    )
}
