//! Where a tool of the module of tools (the board editor, the import and
//! export dialogs) is shown: an element beside the app's, made when the
//! tool opens and taken away when it closes, into which the module, loaded
//! the first time, draws the tool (`browser::tools::new_host` says why
//! beside, not inside). The request is sent again whenever it changes; the
//! tool's events come back as DOM events on the element. If the module
//! cannot load, the player is told why and can go back to the game.

use std::rc::Rc;

use gloo::events::EventListener;
use roque_rules::Lang;
use yew::prelude::*;

use crate::browser::lazy::Unavailable;
use crate::browser::tools;
use crate::model::tools::{ToolEvent, ToolRequest};
use crate::words;

/// What the element shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ToolHostProps {
    /// The tool, with what it shows.
    pub request: Rc<ToolRequest>,
    /// The tool's intents.
    pub on_event: Callback<ToolEvent>,
}

/// The element a tool is drawn in.
#[component]
pub fn ToolHost(props: &ToolHostProps) -> Html {
    let host = use_memo((), |_| tools::new_host());
    let failed = use_state_eq(|| None::<Unavailable>);

    // The tool's events, for as long as the tool is open; then the tool
    // and its element taken away.
    {
        let (host, on_event) = (host.clone(), props.on_event.clone());
        use_effect_with((), move |_| {
            let listener = host.as_ref().as_ref().map(|element| {
                EventListener::new(element, tools::EVENT, move |event| {
                    if let Some(event) = tools::event_of(event) {
                        on_event.emit(event);
                    }
                })
            });
            move || {
                drop(listener);
                if let Some(element) = host.as_ref() {
                    tools::close(element);
                }
            }
        });
    }

    // The tool shown, then shown again with every change of its request.
    {
        let (host, failed) = (host.clone(), failed.clone());
        use_effect_with(props.request.clone(), move |request| {
            let Some(element) = host.as_ref().clone() else {
                failed.set(Some(Unavailable::NotOnThisPage));
                return;
            };
            let request = Rc::clone(request);
            wasm_bindgen_futures::spawn_local(async move {
                if let Err(why) = tools::show(&element, &request).await {
                    failed.set(Some(why));
                }
            });
        });
    }

    let lang = props.request.lang;
    html! {
        <>
            if let Some(why) = *failed {
                <div class="panel-card tool-failed" role="alert" data-tools-unavailable="">
                    <p>{ unavailable_text(why, lang) }</p>
                    <button
                        type="button"
                        class="button"
                        data-action="close-tool"
                        onclick={props.on_event.reform(|_: MouseEvent| ToolEvent::Close)}
                    >
                        { words::record::texts(lang).back_to_game }
                    </button>
                </div>
            }
        </>
    }
}

fn unavailable_text(why: Unavailable, lang: Lang) -> &'static str {
    match why {
        Unavailable::NotOnThisPage => words::ui::tools_not_on_this_page(lang),
        Unavailable::NotLoaded => words::ui::tools_not_loaded(lang),
    }
}
