//! The game's options, in a dialog of the module of tools: the opponent
//! (with the player's colour and the computer's level), the clock for new
//! games, touch-move and the automatic draw. Each choice applies at once;
//! the dialog only shows the app's settings and sends the choices back.

use roque_rules::Lang;
use yew::prelude::*;

use super::button::{action_button, click};

use crate::browser::modal::use_modal;
use crate::model::clock::TimeControl;
use crate::model::options::{Opponent, Settings};
use crate::views::opponent::OpponentPicker;
use crate::views::settings::SettingsCard;
use crate::words;

/// What the dialog shows.
#[derive(Properties, PartialEq, Clone)]
pub struct OptionsDialogProps {
    /// The language of the labels.
    pub lang: Lang,
    /// The opponent now.
    pub opponent: Opponent,
    /// The settings now.
    pub settings: Settings,
    /// Another opponent, colour or level was chosen.
    pub on_opponent: Callback<Opponent>,
    /// A time control was chosen (`None`: no clock).
    pub on_time_control: Callback<Option<TimeControl>>,
    /// Touch-move on or off.
    pub on_touch_move: Callback<bool>,
    /// The automatic draw on or off.
    pub on_auto_draw: Callback<bool>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The dialog, modal over the page.
#[component]
pub fn OptionsDialog(props: &OptionsDialogProps) -> Html {
    let dialog = use_modal(props.on_close.clone());
    let lang = props.lang;
    let close = click(&props.on_close);
    html! {
        <div class="dialog-backdrop">
            <div class="dialog options-dialog" role="dialog" aria-modal="true" aria-labelledby="options-title" tabindex="-1" ref={dialog} data-dialog="options">
                <h2 id="options-title" class="dialog-title">{ words::ui::texts(lang).game_options }</h2>
                <OpponentPicker opponent={props.opponent} {lang} on_change={props.on_opponent.clone()} />
                <SettingsCard
                    settings={props.settings}
                    {lang}
                    on_time_control={props.on_time_control.clone()}
                    on_touch_move={props.on_touch_move.clone()}
                    on_auto_draw={props.on_auto_draw.clone()}
                />
                <div class="dialog-actions">
                    { action_button("button", "close-options", false, None, words::record::texts(lang).close, close) }
                </div>
            </div>
        </div>
    }
}
