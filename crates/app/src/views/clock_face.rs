//! One player's clock beside the board. It redraws itself ten times a
//! second while its time runs; the rest of the app does not.

use gloo::timers::callback::Interval;
use roque_rules::{Color, Lang};
use yew::prelude::*;

use crate::browser::address::now_ms;
use crate::model::clock::{display_time, ChessClock};
use crate::words;

/// What a clock face shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ClockFaceProps {
    /// The game's clock.
    pub clock: ChessClock,
    /// Whose time this face shows.
    pub color: Color,
    /// The language, for the decimal separator.
    pub lang: Lang,
}

/// Under this many milliseconds the time shows as short.
const LOW_TIME_MS: f64 = 10_000.0;

/// A player's time: « 4:59 », then tenths under ten seconds.
#[component]
pub fn ClockFace(props: &ClockFaceProps) -> Html {
    let redraw = use_force_update();
    let running = props.clock.running() == Some(props.color);
    use_effect_with(running, move |running| {
        let interval = running.then(|| Interval::new(100, move || redraw.force_update()));
        move || drop(interval)
    });
    let left = props.clock.remaining(props.color, now_ms());
    let decimal = words::ui::decimal_separator(props.lang);
    let mut class = String::from("clock");
    for (on, name) in [
        (running, " running"),
        (left < LOW_TIME_MS, " low"),
        (left <= 0.0, " flagged"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    html! {
        <span
            {class}
            data-clock={props.color.fold("white", "black")}
            role="timer"
            aria-live="off"
        >
            { display_time(left, decimal) }
        </span>
    }
}
