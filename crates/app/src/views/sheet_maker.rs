//! « Feuille d'exercices » in the editor: a teacher pastes positions (FENs,
//! or a PGN of several games or positions), or adds the editor's own, and
//! opens them as a printable sheet on the course's page, which draws it
//! (`views::learn::sheet`). The list travels through localStorage
//! (`persist::sheet`), so that the sheet's page can be reloaded and printed.

use roque_rules::Lang;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::button::action_button;

use crate::browser::{address, storage};
use crate::model::sheet::positions_from_text;
use crate::persist::sheet as sheet_format;
use crate::words::sheet::{text_error, texts};

/// What the section shows.
#[derive(Properties, PartialEq, Clone)]
pub struct SheetMakerProps {
    /// The language of the labels.
    pub lang: Lang,
    /// The editor's position, to add to the list.
    pub fen: AttrValue,
}

/// The section.
#[component]
pub fn SheetMaker(props: &SheetMakerProps) -> Html {
    let t = texts(props.lang);
    let text = use_state(String::new);
    let error = use_state(|| None::<String>);
    let oninput = {
        let text = text.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target_dyn_into::<HtmlTextAreaElement>() {
                text.set(area.value());
            }
        })
    };
    let add = {
        let (text, fen) = (text.clone(), props.fen.clone());
        Callback::from(move |_: MouseEvent| {
            let mut lines = (*text).trim_end().to_string();
            if !lines.is_empty() {
                lines.push('\n');
            }
            lines.push_str(&fen);
            text.set(lines);
        })
    };
    let open = {
        let (text, error, lang) = (text.clone(), error.clone(), props.lang);
        Callback::from(move |_: MouseEvent| match positions_from_text(&text) {
            Err(problem) => error.set(Some(text_error(&problem, lang))),
            Ok(positions) => {
                if storage::keep_sheet(&sheet_format::write(&positions)) {
                    error.set(None);
                    let lang = if lang == Lang::Fr { "" } else { "&lang=en" };
                    address::open_page(&format!("?learn&print&sheet{lang}"));
                } else {
                    error.set(Some(texts(lang).not_kept.to_string()));
                }
            }
        })
    };
    html! {
        <section class="panel-card editor-card sheet-maker" aria-labelledby="sheet-maker-title" data-sheet-maker="">
            <h2 id="sheet-maker-title" class="field-label">{ t.own }</h2>
            <p class="dialog-hint" id="sheet-maker-help">{ t.own_help }</p>
            <textarea
                class="export-text mono"
                rows="4"
                value={(*text).clone()}
                {oninput}
                aria-labelledby="sheet-maker-title"
                aria-describedby="sheet-maker-help"
                aria-invalid={error.is_some().then_some("true")}
                data-sheet-text=""
            />
            if let Some(message) = &*error {
                <p class="dialog-error" role="alert" data-sheet-error="">{ message.clone() }</p>
            }
            <div class="tool-row">
                { action_button("button", "add-to-sheet", false, None, t.add, add) }
                { action_button("button", "open-sheet", false, None, t.open, open) }
            </div>
        </section>
    }
}
