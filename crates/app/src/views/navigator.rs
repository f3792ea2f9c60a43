//! The buttons that walk through the game (start, back, forward, now), and
//! the banner that says an earlier position is shown, with the way back.

use roque_rules::{Game, Lang};
use yew::prelude::*;

use super::button::{action_button, icon};

use crate::model::navigation::Nav;
use crate::words;

/// The label of the move that led to the position after `ply` moves of
/// `game`, whose moves are `sans`: « 12… Cf6 ».
fn shown_move_label(game: &Game, ply: usize, sans: &[String]) -> Option<String> {
    let index = ply.checked_sub(1)?;
    let before = game.position_at(index)?;
    let san = sans.get(index)?;
    Some(words::grammar::numbered_move(
        before.fullmove_number(),
        before.turn(),
        san,
    ))
}

/// The banner's words when the position after `shown_ply` moves of `game`
/// is an earlier one than the live one: « Vous regardez … ». `sans` writes
/// the game's moves, asked for only then.
pub fn viewing(
    game: &Game,
    shown_ply: usize,
    lang: Lang,
    sans: impl FnOnce() -> Vec<String>,
) -> Option<AttrValue> {
    (shown_ply < game.ply()).then(|| {
        AttrValue::from(words::record::viewing(
            shown_ply,
            shown_move_label(game, shown_ply, &sans()).as_deref(),
            lang,
        ))
    })
}

/// What the navigation bar shows.
#[derive(PartialEq, Clone)]
pub struct NavigatorProps {
    /// The language of the labels.
    pub lang: Lang,
    /// Which of first, previous, next, last would move.
    pub enabled: [bool; 4],
    /// What is shown, when it is an earlier position: « Vous regardez … ».
    pub viewing: Option<AttrValue>,
    /// Go somewhere.
    pub on_nav: Callback<Nav>,
}

const ICON_FIRST: &str = "M6 5v14M18 6l-8 6l8 6";
const ICON_PREVIOUS: &str = "M15 6l-6 6l6 6";
const ICON_NEXT: &str = "M9 6l6 6l-6 6";
const ICON_LAST: &str = "M18 5v14M6 6l8 6l-8 6";

/// The bar.
///
/// A plain function, not a component: its callbacks are new at every
/// render, so a component would render again each time anyway, and each
/// component type costs its own lifecycle code in the wasm.
pub fn navigator(props: &NavigatorProps) -> Html {
    let texts = words::record::texts(props.lang);
    let back = props.on_nav.reform(|_: MouseEvent| Nav::Last);
    html! {
        <section
            class={if props.viewing.is_some() { "panel-card navigator viewing" } else { "panel-card navigator" }}
            aria-label={texts.navigation}
        >
            { nav_buttons(props, None) }
            if let Some(viewing) = &props.viewing {
                <div class="viewing-banner" data-viewing="">
                    <span>{ viewing.clone() }</span>
                    { action_button("button primary", "back-to-game", false, None, texts.back_to_game, back) }
                </div>
            }
        </section>
    }
}

/// The bar's four buttons alone (`[data-action]` `first`, `prev`, `next`,
/// `last`), for a page that places them itself: an embedded board's
/// viewer, one of several on a page, where a landmark each would be noise.
/// `end` names the last button when it is not the game's present
/// (« Dernier coup » for a game to replay).
pub fn nav_buttons(props: &NavigatorProps, end: Option<&'static str>) -> Html {
    let texts = words::record::texts(props.lang);
    let buttons = [
        (Nav::First, "first", "first", texts.first, ICON_FIRST),
        (
            Nav::Previous,
            "previous",
            "prev",
            texts.previous,
            ICON_PREVIOUS,
        ),
        (Nav::Next, "next", "next", texts.next, ICON_NEXT),
        (
            Nav::Last,
            "last",
            "last",
            end.unwrap_or(texts.last),
            ICON_LAST,
        ),
    ]
    .into_iter()
    .zip(props.enabled)
    .map(|((nav, name, action, label, path), enabled)| {
        let onclick = props.on_nav.reform(move |_: MouseEvent| nav);
        html! {
            <button
                type="button"
                class="button nav-button"
                data-nav={name}
                data-action={action}
                aria-label={label}
                title={label}
                disabled={!enabled}
                {onclick}
            >
                { icon(path) }
            </button>
        }
    });
    html! { <div class="nav-buttons">{ for buttons }</div> }
}
