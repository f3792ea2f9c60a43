//! One button of a segmented choice (opponent, colour, level, theme, board
//! colours): pressed or not, with its `data-choice` and `data-value`; and
//! the setting that holds a row of them under its label.

use yew::prelude::*;

use super::button::bool_text;

/// The button; `swatch` shows a sample of board colours before the label.
pub fn segment(
    label: impl Into<AttrValue>,
    pressed: bool,
    data: (&'static str, impl Into<AttrValue>),
    onclick: Callback<MouseEvent>,
    swatch: Option<&'static str>,
) -> Html {
    build(
        label.into(),
        pressed,
        data.0,
        data.1.into(),
        onclick,
        swatch,
    )
}

/// The button's markup, not generic: one copy for every kind of label and
/// value (`segment` only converts its arguments).
#[inline(never)]
fn build(
    label: AttrValue,
    pressed: bool,
    choice: &'static str,
    value: AttrValue,
    onclick: Callback<MouseEvent>,
    swatch: Option<&'static str>,
) -> Html {
    html! {
        <button
            type="button"
            class="segment"
            aria-pressed={bool_text(pressed)}
            data-choice={choice}
            data-value={value}
            {onclick}
        >
            if let Some(board) = swatch {
                <span class="swatch" data-board={board} aria-hidden="true"></span>
            }
            { label }
        </button>
    }
}

/// A setting chosen by segments: its label (`id`), and the segments in a
/// group it names; `class` is `segmented`, with a modifier for some rows.
pub fn segmented_setting(
    id: &'static str,
    label: &'static str,
    class: &'static str,
    segments: Html,
) -> Html {
    html! {
        <div class="setting">
            <span class="setting-label" id={id}>{ label }</span>
            <div class={class} role="group" aria-labelledby={id}>{ segments }</div>
        </div>
    }
}
