//! The buttons that walk through the game (start, back, forward, now), and
//! the banner that says an earlier position is shown, with the way back.

use roque_rules::Lang;
use yew::prelude::*;

use crate::model::navigation::Nav;
use crate::words;

/// What the navigation bar shows.
#[derive(Properties, PartialEq, Clone)]
pub struct NavigatorProps {
    /// The language of the labels.
    pub lang: Lang,
    /// Which of first, previous, next, last would move.
    pub enabled: [bool; 4],
    /// What is shown, when it is an earlier position: « Vous regardez … ».
    #[prop_or_default]
    pub viewing: Option<AttrValue>,
    /// Go somewhere.
    pub on_nav: Callback<Nav>,
}

/// A 20-pixel line icon.
fn icon(path: &'static str) -> Html {
    html! {
        <svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={path} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
        </svg>
    }
}

const ICON_FIRST: &str = "M6 5v14M18 6l-8 6l8 6";
const ICON_PREVIOUS: &str = "M15 6l-6 6l6 6";
const ICON_NEXT: &str = "M9 6l6 6l-6 6";
const ICON_LAST: &str = "M18 5v14M6 6l8 6l-8 6";

/// The bar.
#[component]
pub fn Navigator(props: &NavigatorProps) -> Html {
    let texts = words::record::texts(props.lang);
    let buttons = [
        (Nav::First, "first", texts.first, ICON_FIRST),
        (Nav::Previous, "previous", texts.previous, ICON_PREVIOUS),
        (Nav::Next, "next", texts.next, ICON_NEXT),
        (Nav::Last, "last", texts.last, ICON_LAST),
    ]
    .into_iter()
    .zip(props.enabled)
    .map(|((nav, name, label, path), enabled)| {
        let on_nav = props.on_nav.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_nav.emit(nav));
        html! {
            <button
                type="button"
                class="button nav-button"
                data-nav={name}
                aria-label={label}
                title={label}
                disabled={!enabled}
                {onclick}
            >
                { icon(path) }
            </button>
        }
    });
    let back = {
        let on_nav = props.on_nav.clone();
        Callback::from(move |_: MouseEvent| on_nav.emit(Nav::Last))
    };
    html! {
        <section
            class={classes!("panel-card", "navigator", props.viewing.is_some().then_some("viewing"))}
            aria-label={texts.navigation}
        >
            <div class="nav-buttons">{ for buttons }</div>
            if let Some(viewing) = &props.viewing {
                <div class="viewing-banner" data-viewing="">
                    <span>{ viewing.clone() }</span>
                    <button type="button" class="button primary" data-action="back-to-game" onclick={back}>
                        { texts.back_to_game }
                    </button>
                </div>
            }
        </section>
    }
}
