//! The game's buttons: new game, take back, flip, offer a draw, resign;
//! and the language switch.

use roque_rules::Lang;
use yew::prelude::*;

use super::button::{action_button, bool_text, click};
use crate::browser::modal::use_modal;
use crate::words;

/// What the controls show.
#[derive(Properties, PartialEq, Clone)]
pub struct ControlsProps {
    /// The language of the labels.
    pub lang: Lang,
    /// Whether there is a move to take back.
    pub can_undo: bool,
    /// Start a new game.
    pub on_new_game: Callback<()>,
    /// Whether the game started from a position of its own, which may be
    /// played again: shows « Recommencer cette position ».
    #[prop_or_default]
    pub can_restart: bool,
    /// Start again from that position.
    #[prop_or_default]
    pub on_restart: Callback<()>,
    /// Take back the last move.
    pub on_undo: Callback<()>,
    /// Turn the board around.
    pub on_flip: Callback<()>,
    /// Whether a draw may be offered (against the computer): `None` hides
    /// the button, `Some(false)` shows it disabled.
    #[prop_or_default]
    pub offer_draw: Option<bool>,
    /// Offer the computer a draw.
    #[prop_or_default]
    pub on_offer_draw: Callback<()>,
    /// Whether the player may resign now.
    #[prop_or_default]
    pub can_resign: bool,
    /// Resign (after confirming).
    #[prop_or_default]
    pub on_resign: Callback<()>,
}

/// Two links of a chain: the game as a link.
pub(crate) const ICON_LINK: &str = "M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1";

/// Three sliders: display and sound settings.
pub(crate) const ICON_SETTINGS: &str =
    "M4 6h4M12 6h8M4 12h10M18 12h2M4 18h2M10 18h10M10 4v4M16 10v4M8 16v4";

/// A plus: a new game.
const ICON_NEW: &str = "M12 5v14M5 12h14";
/// A circular arrow: the same position again.
const ICON_RESTART: &str = "M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5";
/// An arrow turning back: take back.
const ICON_UNDO: &str = "M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11";
/// Two opposed arrows: flip the board.
const ICON_FLIP: &str = "M7 4v16M7 4L3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4";
/// An equals sign in a circle: a draw.
const ICON_DRAW: &str = "M8 10h8M8 14h8M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18";
/// A flag on its pole: resign.
const ICON_RESIGN: &str = "M5 21V4M5 4h11l-2 4l2 4H5";

/// The row of game buttons. Resigning asks for a confirmation first.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let texts = words::ui::texts(props.lang);
    let confirming = use_state(|| false);
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let back = {
        let confirming = confirming.clone();
        Callback::from(move |_: ()| confirming.set(false))
    };
    let resign = {
        let confirming = confirming.clone();
        let on_resign = props.on_resign.clone();
        Callback::from(move |_: ()| {
            confirming.set(false);
            on_resign.emit(());
        })
    };
    html! {
        <div class="controls-block">
            <div class="controls">
                { action_button("button", "new-game", false, Some(ICON_NEW), texts.new_game, click(&props.on_new_game)) }
                if props.can_restart {
                    { action_button("button", "restart-position", false, Some(ICON_RESTART), texts.restart_position, click(&props.on_restart)) }
                }
                { action_button("button", "undo", !props.can_undo, Some(ICON_UNDO), texts.undo, click(&props.on_undo)) }
                { action_button("button", "flip", false, Some(ICON_FLIP), texts.flip, click(&props.on_flip)) }
                if let Some(enabled) = props.offer_draw {
                    { action_button("button", "offer-draw", !enabled, Some(ICON_DRAW), texts.offer_draw, click(&props.on_offer_draw)) }
                }
                { action_button("button", "resign", !props.can_resign || *confirming, Some(ICON_RESIGN), texts.resign, ask) }
            </div>
            if *confirming && props.can_resign {
                <ConfirmResign lang={props.lang} on_yes={resign} on_no={back} />
            }
        </div>
    }
}

/// What the language switch shows.
#[derive(Properties, PartialEq, Clone)]
pub struct LangSwitchProps {
    /// The current language.
    pub lang: Lang,
    /// Another language was chosen.
    pub on_change: Callback<Lang>,
}

/// FR | EN, as two toggle buttons.
#[component]
pub fn LangSwitch(props: &LangSwitchProps) -> Html {
    let texts = words::ui::texts(props.lang);
    let button = |lang: Lang, label: &'static str, name: &'static str| {
        let onclick = props.on_change.reform(move |_: MouseEvent| lang);
        html! {
            <button
                type="button"
                class="lang-option"
                lang={lang.code()}
                data-lang={lang.code()}
                aria-pressed={bool_text(props.lang == lang)}
                title={name}
                {onclick}
            >
                { label }
            </button>
        }
    };
    html! {
        <div class="lang-switch" role="group" aria-label={texts.language}>
            { button(Lang::Fr, "FR", "Français") }
            { button(Lang::En, "EN", "English") }
        </div>
    }
}

/// What the resignation's confirmation shows.
#[derive(Properties, PartialEq, Clone)]
struct ConfirmResignProps {
    lang: Lang,
    on_yes: Callback<()>,
    on_no: Callback<()>,
}

/// « Abandonner la partie ? Oui / Non », a small dialog: it takes the
/// focus, Escape means no, and the focus goes back to the resign button.
#[component]
fn ConfirmResign(props: &ConfirmResignProps) -> Html {
    let texts = words::ui::texts(props.lang);
    let dialog = use_modal(props.on_no.clone());
    html! {
        <div class="confirm" role="alertdialog" aria-label={texts.confirm_resign} tabindex="-1" ref={dialog}>
            <span>{ texts.confirm_resign }</span>
            { action_button("button danger", "confirm-resign", false, None, texts.resign_yes, click(&props.on_yes)) }
            { action_button("button", "cancel-resign", false, None, texts.resign_no, click(&props.on_no)) }
        </div>
    }
}
