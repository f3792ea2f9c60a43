//! The promotion picker: which piece the pawn becomes, or cancel.

use roque_rules::{Color, Lang, Piece, Role};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent};
use yew::prelude::*;

use crate::browser::focus;
use crate::views::board::square::{piece_classes, piece_code};
use crate::words;

/// What the picker shows.
#[derive(Properties, PartialEq, Clone)]
pub struct PromotionProps {
    /// The promoting side.
    pub color: Color,
    /// The language of the labels.
    pub lang: Lang,
    /// The chosen piece.
    pub on_choose: Callback<Role>,
    /// Closed without a choice.
    pub on_cancel: Callback<()>,
}

/// The elements matching `selector` inside `root`, in document order.
fn buttons(root: &Element, selector: &str) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all(selector) else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
        .collect()
}

/// Where the focus is among `buttons`, if on one of them.
fn focused_index(buttons: &[HtmlElement]) -> Option<usize> {
    let active = focus::active_element()?;
    buttons
        .iter()
        .position(|button| AsRef::<Element>::as_ref(button) == &active)
}

/// The dialog's own keys. The arrows go from piece to piece (wrapping),
/// Home and End to the first and last; Tab and Shift+Tab go round the
/// dialog's buttons without leaving it (a modal dialog keeps the focus).
/// Returns whether the key was used.
fn move_focus(dialog: &Element, key: &str, shift: bool) -> bool {
    let pieces = buttons(dialog, ".promotion-choice");
    let all = buttons(dialog, "button");
    let (list, target) = match key {
        "ArrowRight" | "ArrowDown" | "ArrowLeft" | "ArrowUp" | "Home" | "End" => {
            let count = pieces.len();
            if count == 0 {
                return false;
            }
            let now = focused_index(&pieces);
            let forward = matches!(key, "ArrowRight" | "ArrowDown");
            let target = match (key, now) {
                ("Home", _) => 0,
                ("End", _) => count - 1,
                (_, None) => 0,
                (_, Some(i)) if forward => (i + 1) % count,
                (_, Some(i)) => (i + count - 1) % count,
            };
            (pieces, target)
        }
        "Tab" => {
            let count = all.len();
            if count == 0 {
                return false;
            }
            let target = match (focused_index(&all), shift) {
                (Some(i), false) => (i + 1) % count,
                (Some(i), true) => (i + count - 1) % count,
                (None, _) => 0,
            };
            (all, target)
        }
        _ => return false,
    };
    if let Some(button) = list.get(target) {
        let _ = button.focus();
    }
    true
}

/// A dialog over the board with the four pieces a pawn may become, in
/// the usual order (queen first), each a button with `data-promotion`.
#[component]
pub fn PromotionPicker(props: &PromotionProps) -> Html {
    let first = use_node_ref();
    {
        // Focus the queen so that Enter promotes at once, and Escape works.
        let first = first.clone();
        use_effect_with((), move |_| {
            if let Some(button) = first.cast::<HtmlElement>() {
                let _ = button.focus();
            }
        });
    }
    let texts = words::ui::texts(props.lang);
    let dialog_ref = use_node_ref();
    let onkeydown = {
        let on_cancel = props.on_cancel.clone();
        let dialog_ref = dialog_ref.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                on_cancel.emit(());
                return;
            }
            if let Some(dialog) = dialog_ref.cast::<Element>() {
                if move_focus(&dialog, &e.key(), e.shift_key()) {
                    e.prevent_default();
                }
            }
        })
    };
    let onbackdrop = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |e: MouseEvent| {
            // Only a click on the backdrop itself, not one bubbling up from the dialog.
            if e.target() == e.current_target() {
                on_cancel.emit(());
            }
        })
    };
    let buttons = Role::PROMOTIONS.iter().enumerate().map(|(i, &role)| {
        let piece = Piece::new(props.color, role);
        let onclick = {
            let on_choose = props.on_choose.clone();
            Callback::from(move |_: MouseEvent| on_choose.emit(role))
        };
        let name = role.name(props.lang);
        html! {
            <button
                type="button"
                class="promotion-choice"
                ref={if i == 0 { first.clone() } else { NodeRef::default() }}
                data-promotion={role.char().to_string()}
                data-piece={piece_code(piece)}
                aria-label={name}
                title={name}
                {onclick}
            >
                <span class={format!("promotion-piece {}", piece_classes(piece))} aria-hidden="true"></span>
                <span class="promotion-name">{ name }</span>
            </button>
        }
    });
    let oncancel = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |_: MouseEvent| on_cancel.emit(()))
    };
    html! {
        <div class="promotion-backdrop" onclick={onbackdrop} {onkeydown}>
            <div
                class="promotion-dialog"
                ref={dialog_ref}
                role="dialog"
                aria-modal="true"
                aria-labelledby="promotion-title"
            >
                <h2 id="promotion-title" class="promotion-title">{ texts.promotion_title }</h2>
                <div class="promotion-choices">{ for buttons }</div>
                <button type="button" class="button ghost promotion-cancel" data-promotion-cancel="" onclick={oncancel}>
                    { texts.cancel }
                </button>
            </div>
        </div>
    }
}
