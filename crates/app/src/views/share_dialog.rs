//! The game as a link (`#g=…`), in a dialog of the module of tools: whether
//! the clipboard took it, the link itself to copy by hand, and the
//! system's share sheet when there is one. The app writes the link and
//! copies it in the click that opens the dialog (a browser lets a page
//! write the clipboard only then); the dialog shows the result.

use roque_rules::Lang;
use yew::prelude::*;

use super::button::{action_button, click};

use crate::browser::clipboard;
use crate::browser::modal::use_modal;
use crate::words::persist::texts;

/// What the dialog shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ShareDialogProps {
    /// The language of the labels.
    pub lang: Lang,
    /// The link.
    pub url: AttrValue,
    /// Whether the clipboard took it (`None`: not known yet).
    pub copied: Option<bool>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The dialog, modal over the page.
#[component]
pub fn ShareDialog(props: &ShareDialogProps) -> Html {
    let dialog = use_modal(props.on_close.clone());
    let t = texts(props.lang);
    let close = click(&props.on_close);
    let send = clipboard::can_share().then(|| {
        let url = props.url.clone();
        let title = t.link_label;
        let onclick = Callback::from(move |_: MouseEvent| clipboard::share(&url, title));
        html! { <button type="button" class="button" data-action="send" {onclick}>{ t.send }</button> }
    });
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            input.select();
        }
    });
    let status = match props.copied {
        Some(true) => "copied",
        Some(false) => "by-hand",
        None => "pending",
    };
    html! {
        <div class="dialog-backdrop">
            <div class="dialog share-dialog" role="dialog" aria-modal="true" aria-labelledby="share-title" aria-describedby="share-status" tabindex="-1" ref={dialog} data-dialog="share">
                <h2 id="share-title" class="dialog-title">{ t.link_label }</h2>
                <p id="share-status" class="share-status" role="status" data-share-status={status}>
                    { if props.copied == Some(true) { t.link_copied } else { t.copy_link_by_hand } }
                </p>
                <input class="share-url" type="text" readonly=true data-share-url="" aria-label={t.link_label} value={props.url.clone()} onfocus={select_all} />
                <p class="share-note" data-share-note="">{ t.link_carries }</p>
                <div class="dialog-actions">
                    { action_button("button", "close-share", false, None, t.close, close) }
                    { for send }
                </div>
            </div>
        </div>
    }
}
