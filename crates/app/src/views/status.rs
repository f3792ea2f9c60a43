//! The announcements: whose turn, check, the result and its rule, why a
//! move was refused, a draw that may be claimed.

use yew::prelude::*;

use super::button::bool_text;

use crate::state::notice::NoticeKind;

/// How an announcement should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// The game goes on.
    Playing,
    /// The side to move is in check.
    Check,
    /// The game is over.
    Over,
}

/// What the status shows.
pub struct StatusProps {
    /// The main line: the turn, or the result with its rule.
    pub headline: AttrValue,
    /// How it looks.
    pub tone: Tone,
    /// Which side is to move (`w`/`b`), for the turn marker; `None` when over.
    pub turn: Option<char>,
    /// A second line: why a move was refused, a rejected address, …
    pub notice: Option<AttrValue>,
    /// What kind of notice it is: its look and its role.
    pub notice_kind: NoticeKind,
    /// A draw the player to move may claim: what it is.
    pub claim: Option<AttrValue>,
    /// The claim button's label.
    pub claim_label: AttrValue,
    /// The player claims the draw.
    pub on_claim: Callback<()>,
    /// A standing draw offer the player to move may accept: its text.
    pub offer: Option<AttrValue>,
    /// The accept button's label.
    pub accept_label: AttrValue,
    /// The decline button's label.
    pub decline_label: AttrValue,
    /// The player to move accepts the offer.
    pub on_accept: Callback<()>,
    /// The player to move declines the offer.
    pub on_decline: Callback<()>,
    /// Whether a draw may be claimed with the next move: `None` when no move
    /// gives one, else whether the player has chosen to.
    pub claim_with_move: Option<bool>,
    /// The label of that choice.
    pub claim_with_move_label: AttrValue,
    /// The player chose (or no longer chooses) to claim with the next move.
    pub on_claim_with_move: Callback<bool>,
}

/// The status card. Its text is in a `role="status"` element, but not a
/// live one (`aria-live="off"`): the narrator's log announces the same
/// news (moves with check, the result, why a move was refused, a draw to
/// claim) once each, so the screen reader does not say them twice.
///
/// The notice has its kind's look (`data-notice-kind`): information and
/// success are part of the status; a warning or a refusal is an alert
/// (`role="alert"`), not live either, for the same reason.
///
/// A function, not a component: it has no state of its own, and a
/// component type costs its own lifecycle code in the wasm.
pub fn status(props: &StatusProps) -> Html {
    let tone = match props.tone {
        Tone::Playing => "panel-card status playing",
        Tone::Check => "panel-card status check",
        Tone::Over => "panel-card status over",
    };
    let onclick = {
        let on_claim = props.on_claim.clone();
        Callback::from(move |_: MouseEvent| on_claim.emit(()))
    };
    let press = |callback: &Callback<()>| {
        let callback = callback.clone();
        Callback::from(move |_: MouseEvent| callback.emit(()))
    };
    let on_claim_with_move = {
        let callback = props.on_claim_with_move.clone();
        let armed = props.claim_with_move == Some(true);
        Callback::from(move |_: MouseEvent| callback.emit(!armed))
    };
    html! {
        <section class={tone}>
            <div class="status-text" role="status" aria-live="off">
                <p class="headline">
                    if let Some(turn) = props.turn {
                        <span class={if turn == 'w' { "turn-dot white" } else { "turn-dot black" }} aria-hidden="true"></span>
                    }
                    { props.headline.clone() }
                </p>
                if let Some(notice) = &props.notice {
                    <p
                        class={props.notice_kind.class()}
                        data-notice=""
                        data-notice-kind={props.notice_kind.name()}
                        role={props.notice_kind.is_alert().then_some("alert")}
                        aria-live={props.notice_kind.is_alert().then_some("off")}
                    >
                        { notice.clone() }
                    </p>
                }
                if let Some(claim) = &props.claim {
                    <p class="claim-text">{ claim.clone() }</p>
                }
                if let Some(offer) = &props.offer {
                    <p class="offer-text" data-offer="">{ offer.clone() }</p>
                }
            </div>
            if props.offer.is_some() {
                <div class="offer-buttons">
                    <button type="button" class="button primary" data-action="accept-draw" onclick={press(&props.on_accept)}>
                        { props.accept_label.clone() }
                    </button>
                    <button type="button" class="button" data-action="decline-draw" onclick={press(&props.on_decline)}>
                        { props.decline_label.clone() }
                    </button>
                </div>
            }
            if let Some(armed) = props.claim_with_move {
                <button
                    type="button"
                    class={if armed { "button claim-with-move primary" } else { "button claim-with-move" }}
                    aria-pressed={bool_text(armed)}
                    data-action="claim-with-move"
                    onclick={on_claim_with_move}
                >
                    { props.claim_with_move_label.clone() }
                </button>
            }
            if props.claim.is_some() {
                <button type="button" class="button primary claim" data-action="claim-draw" {onclick}>
                    { props.claim_label.clone() }
                </button>
            }
        </section>
    }
}
