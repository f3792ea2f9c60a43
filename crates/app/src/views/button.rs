//! The plain action button (`<button type="button" data-action=…>`), built
//! by one function for every view: each `html!` button written out inline
//! costs its own element-building code in the wasm; and the line icon a
//! button may carry.

use yew::prelude::*;

/// A 20-pixel line icon from SVG path data, drawn in the text colour.
pub(crate) fn icon(path: &'static str) -> Html {
    html! {
        <svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d={path} fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
        </svg>
    }
}

/// A button with its `class`, its `data-action` name, an optional line icon
/// before its label, and its click. Never inlined: one copy serves every
/// call site, which only passes its arguments.
#[inline(never)]
pub fn action_button(
    class: &'static str,
    action: &'static str,
    disabled: bool,
    icon_path: Option<&'static str>,
    label: &'static str,
    onclick: Callback<MouseEvent>,
) -> Html {
    html! {
        <button type="button" {class} data-action={action} {disabled} {onclick}>
            if let Some(path) = icon_path {
                { icon(path) }
            }
            { label }
        </button>
    }
}

/// "true" or "false", for an ARIA state (`aria-pressed`, `aria-checked`):
/// a static string, where `bool::to_string` would format and allocate.
pub fn bool_text(value: bool) -> &'static str {
    if value {
        "true"
    } else {
        "false"
    }
}

/// A button's click that sends `()` to `callback`: the `onclick` of an
/// intent that carries no value (close, undo, flip…).
pub fn click(callback: &Callback<()>) -> Callback<MouseEvent> {
    callback.reform(|_: MouseEvent| ())
}
