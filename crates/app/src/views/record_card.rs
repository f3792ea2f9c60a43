//! The record card of the side panel: import, export, the analysis board,
//! the board editor.

use roque_rules::Lang;
use yew::prelude::*;

use super::button::{action_button, click};

use crate::words;

/// What the card shows.
#[derive(PartialEq, Clone)]
pub struct RecordCardProps {
    /// The language of the labels.
    pub lang: Lang,
    /// Open the import dialog.
    pub on_import: Callback<()>,
    /// Open the export dialog.
    pub on_export: Callback<()>,
    /// Open the board editor.
    pub on_editor: Callback<()>,
    /// Open the analysis board, when the game may be analysed (over, or
    /// imported): never while it is being played.
    pub on_analyse: Option<Callback<()>>,
    /// Open the analysis board and review the game there, when it may be
    /// analysed.
    pub on_review: Option<Callback<()>>,
    /// Whether the game has variations, comments or drawings to see there.
    pub annotated: bool,
}

/// Three or four buttons, in a card.
///
/// A plain function, not a component: its callbacks are new at every
/// render, so a component would render again each time anyway, and each
/// component type costs its own lifecycle code in the wasm.
pub fn record_card(props: &RecordCardProps) -> Html {
    let texts = words::record::texts(props.lang);
    html! {
        <section class="panel-card record-card" aria-label={texts.game}>
            <button type="button" class="button" data-action="open-import" aria-haspopup="dialog" onclick={click(&props.on_import)}>{ texts.import }</button>
            <button type="button" class="button" data-action="open-export" aria-haspopup="dialog" onclick={click(&props.on_export)}>{ texts.export }</button>
            if let Some(on_analyse) = &props.on_analyse {
                <button
                    type="button"
                    class={if props.annotated { "button primary" } else { "button" }}
                    data-action="analyse"
                    data-annotated={props.annotated.then_some("")}
                    onclick={click(on_analyse)}
                >
                    { words::analysis::texts(props.lang).title }
                </button>
            }
            if let Some(on_review) = &props.on_review {
                { action_button("button", "review", false, None, words::review::texts(props.lang).review, click(on_review)) }
            }
            { action_button("button", "open-editor", false, None, texts.editor, click(&props.on_editor)) }
        </section>
    }
}
