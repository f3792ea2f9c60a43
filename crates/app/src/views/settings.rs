//! The settings card: the clock for new games, touch-move, and the
//! automatic end at threefold repetition and 50 moves.

use roque_rules::Lang;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::button::bool_text;

use crate::model::clock::TimeControl;
use crate::model::decimal;
use crate::model::options::Settings;
use crate::words;

/// What the settings card shows.
#[derive(Properties, PartialEq, Clone)]
pub struct SettingsCardProps {
    /// The settings now.
    pub settings: Settings,
    /// The language of the labels.
    pub lang: Lang,
    /// A time control was chosen (`None`: no clock).
    pub on_time_control: Callback<Option<TimeControl>>,
    /// Touch-move on or off.
    pub on_touch_move: Callback<bool>,
    /// The automatic draw on or off.
    pub on_auto_draw: Callback<bool>,
}

fn checked(event: &Event) -> Option<bool> {
    event
        .target_dyn_into::<HtmlInputElement>()
        .map(|input| input.checked())
}

/// The settings, in a card of the side panel.
#[component]
pub fn SettingsCard(props: &SettingsCardProps) -> Html {
    let texts = words::ui::texts(props.lang);
    let current = props.settings.time_control;
    let custom_open = use_state(|| false);
    let custom_error = use_state(|| false);
    let minutes_ref = use_node_ref();
    let increment_ref = use_node_ref();
    let is_custom = current.is_some_and(|c| !TimeControl::PRESETS.contains(&c));

    let pick = |control: Option<TimeControl>| {
        let on = props.on_time_control.clone();
        let custom_open = custom_open.clone();
        Callback::from(move |_: MouseEvent| {
            custom_open.set(false);
            on.emit(control);
        })
    };
    let open_custom = {
        let custom_open = custom_open.clone();
        Callback::from(move |_: MouseEvent| custom_open.set(true))
    };
    let apply_custom = {
        let on = props.on_time_control.clone();
        let (minutes_ref, increment_ref) = (minutes_ref.clone(), increment_ref.clone());
        let (custom_open, custom_error) = (custom_open.clone(), custom_error.clone());
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let value = |node: &NodeRef| {
                node.cast::<HtmlInputElement>()
                    .map(|input| input.value().trim().replace(',', "."))
                    .and_then(|text| decimal::parse(&text))
            };
            let control = match (value(&minutes_ref), value(&increment_ref)) {
                (Some(minutes), Some(increment)) => {
                    TimeControl::from_minutes(minutes, increment).ok()
                }
                _ => None,
            };
            match control {
                Some(control) => {
                    custom_error.set(false);
                    custom_open.set(false);
                    on.emit(Some(control));
                }
                None => custom_error.set(true),
            }
        })
    };
    let on_touch = {
        let on = props.on_touch_move.clone();
        Callback::from(move |event: Event| {
            if let Some(value) = checked(&event) {
                on.emit(value);
            }
        })
    };
    let on_auto = {
        let on = props.on_auto_draw.clone();
        Callback::from(move |event: Event| {
            if let Some(value) = checked(&event) {
                on.emit(value);
            }
        })
    };
    let segment = |label: String, pressed: bool, value: String, onclick: Callback<MouseEvent>| {
        html! {
            <button type="button" class="segment" aria-pressed={bool_text(pressed)} data-choice="clock" data-value={value} {onclick}>
                { label }
            </button>
        }
    };
    let (base_minutes, increment) = current.map_or(("5".to_string(), 3), |c| {
        (c.minutes_text('.'), c.increment_s)
    });

    html! {
        <section class="options-group settings" aria-label={texts.settings}>
            <div class="setting">
                <span class="setting-label" id="clock-label">{ texts.time_control }</span>
                <div class="segmented clocks" role="group" aria-labelledby="clock-label">
                    { segment(texts.no_clock.to_string(), current.is_none() && !*custom_open, "none".into(), pick(None)) }
                    { for TimeControl::PRESETS.into_iter().map(|control| segment(
                        words::ui::time_control(control, props.lang),
                        current == Some(control) && !*custom_open,
                        control.to_string(),
                        pick(Some(control)),
                    )) }
                    { segment(
                        if is_custom { current.map(|c| words::ui::time_control(c, props.lang)).unwrap_or_default() } else { texts.custom.to_string() },
                        is_custom || *custom_open,
                        "custom".into(),
                        open_custom,
                    ) }
                </div>
                if *custom_open {
                    <form class="custom-clock" novalidate=true onsubmit={apply_custom}>
                        <label>
                            { texts.minutes }
                            <input ref={minutes_ref} type="number" inputmode="decimal" min="0.1" max="600" step="any" value={base_minutes} data-input="minutes" />
                        </label>
                        <label>
                            { texts.increment }
                            <input ref={increment_ref} type="number" inputmode="numeric" min="0" max="600" step="1" value={increment.to_string()} data-input="increment" />
                        </label>
                        <button type="submit" class="button" data-action="apply-clock">{ texts.apply }</button>
                        if *custom_error {
                            <p class="field-error" role="alert">{ texts.bad_time_control }</p>
                        }
                    </form>
                }
            </div>
            <label class="toggle">
                <input type="checkbox" checked={props.settings.touch_move} onchange={on_touch} data-setting="touch-move" />
                <span>{ texts.touch_move }</span>
            </label>
            <label class="toggle">
                <input type="checkbox" checked={props.settings.auto_draw} onchange={on_auto} data-setting="auto-draw" />
                <span>{ texts.auto_draw }</span>
            </label>
        </section>
    }
}
