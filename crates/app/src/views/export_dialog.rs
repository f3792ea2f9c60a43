//! The export dialog: the players' names, the FEN of the position shown and
//! the PGN of the game, each to copy, and the PGN to download; the position
//! as a diagram (SVG, PNG, or copied as an image). The texts stay visible
//! and selectable, so a refused clipboard costs only a Ctrl+C.

use roque_rules::{Color, Lang, Shape};
use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::button::{action_button, click};
use super::diagram_panel::DiagramPanel;

use crate::browser::clipboard;
use crate::browser::download;
use crate::browser::modal::use_modal;
use crate::words;

/// What the dialog shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ExportDialogProps {
    /// The language of the labels.
    pub lang: Lang,
    /// The FEN of the position shown.
    pub fen: AttrValue,
    /// The game in PGN.
    pub pgn: AttrValue,
    /// The name to save the PGN under.
    pub file_name: AttrValue,
    /// The side at the bottom of the board, for the diagram.
    pub orientation: Color,
    /// The arrows and circles drawn on the position shown, for the diagram.
    #[prop_or_default]
    pub shapes: Vec<Shape>,
    /// The names typed for White and Black (empty for the default).
    pub names: [AttrValue; 2],
    /// The default names, shown as placeholders.
    pub default_names: [AttrValue; 2],
    /// A name was typed.
    pub on_name: Callback<(Color, String)>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// Which text a copy was about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Which {
    Fen,
    Pgn,
}

/// How the last copy went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CopyResult {
    Copied(Which),
    Refused(Which),
}

/// Selects the whole text of a field, so that the player can copy it.
fn select_field(fen: &NodeRef, pgn: &NodeRef, which: Which) {
    match which {
        Which::Fen => {
            if let Some(input) = fen.cast::<HtmlInputElement>() {
                let _ = input.focus();
                input.select();
            }
        }
        Which::Pgn => {
            if let Some(area) = pgn.cast::<HtmlTextAreaElement>() {
                let _ = area.focus();
                area.select();
            }
        }
    }
}

/// The dialog, modal over the page.
#[component]
pub fn ExportDialog(props: &ExportDialogProps) -> Html {
    let texts = words::record::texts(props.lang);
    let result = use_state_eq(|| None::<CopyResult>);
    let fen_ref = use_node_ref();
    let pgn_ref = use_node_ref();
    {
        // A refused copy: the text is selected for a manual one.
        let (fen_ref, pgn_ref) = (fen_ref.clone(), pgn_ref.clone());
        use_effect_with(*result, move |result| {
            if let Some(CopyResult::Refused(which)) = result {
                select_field(&fen_ref, &pgn_ref, *which);
            }
        });
    }
    let copy = |which: Which, text: AttrValue| {
        let result = result.clone();
        Callback::from(move |_: MouseEvent| {
            let result = result.clone();
            result.set(None);
            clipboard::copy(text.to_string(), move |copied| {
                result.set(Some(if copied {
                    CopyResult::Copied(which)
                } else {
                    CopyResult::Refused(which)
                }));
            });
        })
    };
    let download = {
        let (name, pgn) = (props.file_name.clone(), props.pgn.clone());
        let (result, pgn_ref, fen_ref) = (result.clone(), pgn_ref.clone(), fen_ref.clone());
        Callback::from(move |_: MouseEvent| {
            if !download::download(&name, &pgn, "application/x-chess-pgn") {
                result.set(Some(CopyResult::Refused(Which::Pgn)));
                select_field(&fen_ref, &pgn_ref, Which::Pgn);
            }
        })
    };
    let name_field = |color: Color| {
        let index = color.fold(0, 1);
        let on_name = props.on_name.clone();
        let oninput = Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                on_name.emit((color, input.value()));
            }
        });
        let id = color.fold("name-white", "name-black");
        let label = words::record::name_label(color, props.lang);
        html! {
            <div class="field">
                <label class="field-label" for={id}>{ label }</label>
                <input
                    {id}
                    type="text"
                    class="text-field"
                    maxlength="80"
                    autocomplete="off"
                    data-name={color.fold("white", "black")}
                    value={props.names[index].clone()}
                    placeholder={props.default_names[index].clone()}
                    {oninput}
                />
            </div>
        }
    };
    let close = click(&props.on_close);
    // Focus inside on opening, Escape closes, the focus goes back.
    let dialog = use_modal(props.on_close.clone());
    let message = result.map(|result| match result {
        CopyResult::Copied(_) => (texts.copied, "ok"),
        CopyResult::Refused(_) => (texts.copy_refused, "refused"),
    });
    html! {
        <div class="dialog-backdrop">
            <div class="dialog export-dialog" role="dialog" aria-modal="true" aria-labelledby="export-title" tabindex="-1" ref={dialog}>
                <h2 id="export-title" class="dialog-title">{ texts.export_title }</h2>
                <div class="names">
                    { name_field(Color::White) }
                    { name_field(Color::Black) }
                </div>
                <div class="field">
                    <label class="field-label" for="export-fen">{ texts.fen_label }</label>
                    <input id="export-fen" type="text" class="text-field mono" readonly=true ref={fen_ref} value={props.fen.clone()} data-export="fen" />
                </div>
                <div class="field">
                    <label class="field-label" for="export-pgn">{ texts.pgn_label }</label>
                    <textarea id="export-pgn" class="export-text mono" readonly=true rows="8" ref={pgn_ref} value={props.pgn.clone()} data-export="pgn" />
                </div>
                if let Some((text, kind)) = message {
                    <p class="copy-result" role="status" data-copy={kind}>{ text }</p>
                }
                <DiagramPanel
                    lang={props.lang}
                    fen={props.fen.clone()}
                    orientation={props.orientation}
                    shapes={props.shapes.clone()}
                    file_stem={AttrValue::from(props.file_name.trim_end_matches(".pgn").to_string())}
                />
                <div class="dialog-actions wrap">
                    { action_button("button", "copy-fen", false, None, texts.copy_fen, copy(Which::Fen, props.fen.clone())) }
                    { action_button("button", "copy-pgn", false, None, texts.copy_pgn, copy(Which::Pgn, props.pgn.clone())) }
                    { action_button("button", "download-pgn", false, None, texts.download_pgn, download) }
                    { action_button("button primary", "close-export", false, None, texts.close, close) }
                </div>
            </div>
        </div>
    }
}
