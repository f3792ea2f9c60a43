//! The text box for moves typed in algebraic notation: « Cf3 », "Nf3",
//! « O-O », « e8=D ». Enter plays the move; the reducer reads it, and the
//! status card says (and the live region announces) why it was refused.

use roque_rules::{Lang, Position};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::words;

use crate::model::typed_move;

/// What the box shows.
#[derive(Properties, PartialEq, Clone)]
pub struct MoveInputProps {
    /// The interface's language.
    pub lang: Lang,
    /// The position the move is typed for.
    pub position: Position,
    /// Whether the board takes a move now.
    pub accepts: bool,
    /// Whether the last typed move was refused (the status says why).
    pub refused: bool,
    /// A move was typed and submitted.
    pub on_submit: Callback<String>,
}

/// A labelled text box and its button, as a form: Enter submits.
#[component]
pub fn MoveInput(props: &MoveInputProps) -> Html {
    let (label, button, hint) = words::ui::move_input(props.lang);
    let input_ref = use_node_ref();
    let onsubmit = {
        let input_ref = input_ref.clone();
        let (position, accepts, lang) = (props.position, props.accepts, props.lang);
        let on_submit = props.on_submit.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(input) = input_ref.cast::<HtmlInputElement>() else {
                return;
            };
            let text = input.value();
            // A move that will be played clears the box for the next one;
            // a refused one stays, to be corrected.
            if accepts && typed_move::read(&text, &position, lang).is_ok() {
                input.set_value("");
            }
            on_submit.emit(text);
        })
    };
    html! {
        <form class="panel-card move-input" {onsubmit} data-move-input="">
            <label class="setting-label" for="typed-move">{ label }</label>
            <div class="move-input-row">
                <input
                    id="typed-move"
                    ref={input_ref}
                    type="text"
                    inputmode="text"
                    autocomplete="off"
                    autocapitalize="off"
                    spellcheck="false"
                    enterkeyhint="go"
                    aria-describedby="typed-move-hint"
                    aria-invalid={props.refused.then_some("true")}
                />
                <button type="submit" class="button primary">{ button }</button>
            </div>
            <p class="hint" id="typed-move-hint">{ hint }</p>
        </form>
    }
}
