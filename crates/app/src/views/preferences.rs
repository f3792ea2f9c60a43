//! Display and sound: the theme (automatic, light, dark), the board's
//! colours and the sound switch, in a disclosure of the side panel.

use roque_rules::Lang;
use yew::prelude::*;

use super::button::{bool_text, icon};

use crate::views::controls::ICON_SETTINGS;
use crate::views::segment::{segment, segmented_setting};
use crate::words;

use crate::model::prefs::{BoardColors, Prefs, Theme};

/// What the card shows.
pub struct PreferencesProps {
    /// The preferences now.
    pub prefs: Prefs,
    /// The interface's language.
    pub lang: Lang,
    /// The player changed something.
    pub on_change: Callback<Prefs>,
}

/// A `<details>` in the top bar: one button, and when open a panel that
/// floats over the page (the side panel's height stays the board's). A
/// function, not a component: it has no state of its own, and a component
/// type costs its own lifecycle code in the wasm.
pub fn preferences(props: &PreferencesProps) -> Html {
    let [title, theme_label, board_label, sounds] = words::ui::preferences(props.lang);
    let prefs = props.prefs;
    let change = |next: Prefs| {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(next))
    };
    let themes = Theme::ALL.into_iter().map(|theme| {
        segment(
            theme.label(props.lang),
            prefs.theme == theme,
            ("theme", theme.code()),
            change(Prefs { theme, ..prefs }),
            None,
        )
    });
    let boards = BoardColors::ALL.into_iter().map(|board| {
        segment(
            board.label(props.lang),
            prefs.board == board,
            ("board", board.code()),
            change(Prefs { board, ..prefs }),
            Some(board.code()),
        )
    });
    html! {
        <details class="preferences">
            // On a narrow screen the pill shows its icon alone; its name
            // stays for screen readers (and as the tooltip).
            <summary title={title}>
                { icon(ICON_SETTINGS) }
                <span class="prefs-title">{ title }</span>
            </summary>
            <div class="prefs-body">
            { segmented_setting("theme-label", theme_label, "segmented", themes.collect()) }
            { segmented_setting("board-colors-label", board_label, "segmented boards", boards.collect()) }
            // A switch keeps one name; its state is on or off.
            <button
                type="button"
                class="sound-switch"
                role="switch"
                aria-checked={bool_text(!prefs.muted)}
                data-action="sound"
                onclick={change(Prefs { muted: !prefs.muted, ..prefs })}
            >
                <span class="switch-track" aria-hidden="true"><span class="switch-knob"></span></span>
                { sounds }
            </button>
            </div>
        </details>
    }
}
