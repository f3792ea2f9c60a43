//! The promotion picker: which piece the pawn becomes, or cancel.

use roque_rules::{Color, Lang, Piece, Role};
use web_sys::{HtmlElement, KeyboardEvent};
use yew::prelude::*;

use super::square::{piece_code, piece_src};
use crate::i18n;

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
    let texts = i18n::texts(props.lang);
    let onkeydown = {
        let on_cancel = props.on_cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                e.prevent_default();
                on_cancel.emit(());
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
                <img src={piece_src(piece)} alt="" draggable="false" />
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
