//! The "Share" button: the game as a link (`#g=…`), copied to the
//! clipboard and shown to be copied by hand, with the system's share sheet
//! when there is one.

use roque_rules::{Game, Lang};
use yew::prelude::*;

use crate::browser::address;
use crate::browser::clipboard;
use crate::persist::share;
use crate::words::persist::texts;

/// What the share button needs.
#[derive(Properties, PartialEq, Clone)]
pub struct ShareLinkProps {
    /// The game to share.
    pub game: Game,
    /// White's name, if the players gave one.
    #[prop_or_default]
    pub white: Option<String>,
    /// Black's name, likewise.
    #[prop_or_default]
    pub black: Option<String>,
    /// The language of the labels.
    pub lang: Lang,
}

/// The link last made, and whether the clipboard took it.
#[derive(Clone, PartialEq)]
struct Made {
    url: String,
    copied: Option<bool>,
}

/// The share button and, once pressed, the link.
#[component]
pub fn ShareLink(props: &ShareLinkProps) -> Html {
    let t = texts(props.lang);
    let made = use_state(|| None::<Made>);
    // A link shows one position and the names: a move or a new name
    // later it is out of date.
    {
        let made = made.clone();
        let shown = (
            props.game.ply(),
            props.game.outcome(),
            props.white.clone(),
            props.black.clone(),
        );
        use_effect_with(shown, move |_| made.set(None));
    }
    let onclick = {
        let made = made.clone();
        let shared = share::Shared {
            game: props.game.clone(),
            white: props.white.clone(),
            black: props.black.clone(),
        };
        Callback::from(move |_: MouseEvent| {
            let url = address::with_fragment(&share::fragment_shared(&shared));
            made.set(Some(Made {
                url: url.clone(),
                copied: None,
            }));
            let made = made.clone();
            clipboard::copy(url.clone(), move |copied| {
                made.set(Some(Made {
                    url,
                    copied: Some(copied),
                }))
            });
        })
    };
    let send = made.as_ref().filter(|_| clipboard::can_share()).map(|m| {
        let url = m.url.clone();
        let title = t.link_label;
        let onclick = Callback::from(move |_: MouseEvent| clipboard::share(&url, title));
        html! { <button type="button" class="button small" data-action="send" {onclick}>{ t.send }</button> }
    });
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            input.select();
        }
    });
    html! {
        <div class="share-link">
            <button type="button" class="button" data-action="share" {onclick}>
                <svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
                </svg>
                { t.share }
            </button>
            if let Some(m) = &*made {
                <p class="share-status" data-share-status={match m.copied { Some(true) => "copied", Some(false) => "by-hand", None => "pending" }}>
                    { if m.copied == Some(true) { t.link_copied } else { t.copy_link_by_hand } }
                </p>
                <input class="share-url" type="text" readonly=true data-share-url="" aria-label={t.link_label} value={m.url.clone()} onfocus={select_all} />
                <p class="share-note" data-share-note="">{ t.link_carries }</p>
                { for send }
            }
        </div>
    }
}
