//! The game's buttons: new game, take back, flip, language.

use yew::prelude::*;

use crate::i18n;
use crate::shim::Lang;

/// What the controls show.
#[derive(Properties, PartialEq, Clone)]
pub struct ControlsProps {
    /// The language of the labels.
    pub lang: Lang,
    /// Whether there is a move to take back.
    pub can_undo: bool,
    /// Start a new game.
    pub on_new_game: Callback<()>,
    /// Take back the last move.
    pub on_undo: Callback<()>,
    /// Turn the board around.
    pub on_flip: Callback<()>,
}

fn emit(callback: &Callback<()>) -> Callback<MouseEvent> {
    let callback = callback.clone();
    Callback::from(move |_: MouseEvent| callback.emit(()))
}

/// The row of game buttons.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let texts = i18n::texts(props.lang);
    html! {
        <div class="controls">
            <button type="button" class="button" data-action="new-game" onclick={emit(&props.on_new_game)}>
                <span class="icon" aria-hidden="true">{ "＋" }</span>{ texts.new_game }
            </button>
            <button type="button" class="button" data-action="undo" disabled={!props.can_undo} onclick={emit(&props.on_undo)}>
                <span class="icon" aria-hidden="true">{ "↶" }</span>{ texts.undo }
            </button>
            <button type="button" class="button" data-action="flip" onclick={emit(&props.on_flip)}>
                <span class="icon" aria-hidden="true">{ "⇅" }</span>{ texts.flip }
            </button>
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
    let texts = i18n::texts(props.lang);
    let button = |lang: Lang, label: &'static str, name: &'static str| {
        let on_change = props.on_change.clone();
        let onclick = Callback::from(move |_: MouseEvent| on_change.emit(lang));
        html! {
            <button
                type="button"
                class="lang-option"
                lang={lang.code()}
                data-lang={lang.code()}
                aria-pressed={(props.lang == lang).to_string()}
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
