//! The import dialog: a text box for a FEN or a PGN, and why the last text
//! was refused, with its place selected in the box. The dialog reads a
//! text (`model::import`) and sends the app what it holds, or says itself
//! what is wrong with one it refuses: the app reads no PGN.

use roque_rules::Lang;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::button::{action_button, click};

use crate::browser::modal::use_modal;
use crate::model::import::{error_span, import, refusal, Imported, Refusal};
use crate::words;

/// What the dialog shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ImportDialogProps {
    /// The language of the labels.
    pub lang: Lang,
    /// Import what the pasted text holds.
    pub on_import: Callback<Imported>,
    /// Close without importing.
    pub on_close: Callback<()>,
}

/// The dialog, modal over the page.
#[component]
pub fn ImportDialog(props: &ImportDialogProps) -> Html {
    // First, to see where the focus was: Escape closes, wherever the focus
    // is, and the focus goes back.
    let dialog = use_modal(props.on_close.clone());
    let texts = words::record::texts(props.lang);
    let field = use_node_ref();
    // Why the last text sent was refused, and where (line, column) in it.
    let refused = use_state_eq(|| None::<Refusal>);
    let error = refused
        .as_ref()
        .map(|refused| AttrValue::from(refused.message(props.lang)));
    let place = refused.as_ref().and_then(|refused| refused.place);
    {
        // Focus the box on opening; select the place of an error.
        let field = field.clone();
        use_effect_with((error.clone(), place), move |(_, place)| {
            if let Some(area) = field.cast::<HtmlTextAreaElement>() {
                let _ = area.focus();
                if let Some((start, end)) =
                    place.and_then(|(line, column)| error_span(&area.value(), line, column))
                {
                    let _ = area.set_selection_range(start, end);
                }
            }
        });
    }
    let submit = {
        let (field, on_import) = (field.clone(), props.on_import.clone());
        let refused = refused.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(area) = field.cast::<HtmlTextAreaElement>() {
                let text = area.value();
                match import(&text) {
                    Ok(imported) => on_import.emit(imported),
                    Err(error) => refused.set(Some(refusal(&text, error))),
                }
            }
        })
    };
    let close = click(&props.on_close);
    let described = if error.is_some() {
        "import-hint import-error"
    } else {
        "import-hint"
    };
    html! {
        <div class="dialog-backdrop">
            <form class="dialog import-dialog" role="dialog" aria-modal="true" aria-labelledby="import-title" tabindex="-1" ref={dialog} onsubmit={submit}>
                <h2 id="import-title" class="dialog-title">{ texts.import_title }</h2>
                <p id="import-hint" class="dialog-hint">{ texts.import_hint }</p>
                <label class="field-label" for="import-text">{ texts.import_field }</label>
                <textarea
                    id="import-text"
                    class="import-text"
                    ref={field}
                    rows="10"
                    spellcheck="false"
                    autocomplete="off"
                    aria-describedby={described}
                    aria-invalid={error.is_some().then_some("true")}
                    data-import-text=""
                />
                if let Some(error) = &error {
                    <p
                        id="import-error"
                        class="dialog-error"
                        role="alert"
                        data-import-error=""
                        data-line={place.map(|(line, _)| line.to_string())}
                        data-column={place.map(|(_, column)| column.to_string())}
                    >
                        { error.clone() }
                    </p>
                }
                <div class="dialog-actions">
                    { action_button("button", "close-import", false, None, texts.close, close) }
                    <button type="submit" class="button primary" data-action="import">{ texts.import_go }</button>
                </div>
            </form>
        </div>
    }
}
