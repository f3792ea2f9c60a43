//! The announcements: whose turn, check, the result and its rule, why a
//! move was refused, a draw that may be claimed.

use yew::prelude::*;

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
#[derive(Properties, PartialEq, Clone)]
pub struct StatusProps {
    /// The main line: the turn, or the result with its rule.
    pub headline: AttrValue,
    /// How it looks.
    pub tone: Tone,
    /// Which side is to move (`w`/`b`), for the turn marker; `None` when over.
    #[prop_or_default]
    pub turn: Option<char>,
    /// A second line: why a move was refused, a rejected address, …
    #[prop_or_default]
    pub notice: Option<AttrValue>,
    /// A draw the player to move may claim: what it is.
    #[prop_or_default]
    pub claim: Option<AttrValue>,
    /// The claim button's label.
    pub claim_label: AttrValue,
    /// The player claims the draw.
    pub on_claim: Callback<()>,
}

/// The status card. Its text is in a `role="status"` element, but not a
/// live one (`aria-live="off"`): the narrator's log announces the same
/// news (moves with check, the result, why a move was refused, a draw to
/// claim) once each, so the screen reader does not say them twice.
#[component]
pub fn Status(props: &StatusProps) -> Html {
    let tone = match props.tone {
        Tone::Playing => "playing",
        Tone::Check => "check",
        Tone::Over => "over",
    };
    let onclick = {
        let on_claim = props.on_claim.clone();
        Callback::from(move |_: MouseEvent| on_claim.emit(()))
    };
    html! {
        <section class={classes!("panel-card", "status", tone)}>
            <div class="status-text" role="status" aria-live="off">
                <p class="headline">
                    if let Some(turn) = props.turn {
                        <span class={classes!("turn-dot", if turn == 'w' { "white" } else { "black" })} aria-hidden="true"></span>
                    }
                    { props.headline.clone() }
                </p>
                if let Some(notice) = &props.notice {
                    <p class="notice" data-notice="">{ notice.clone() }</p>
                }
                if let Some(claim) = &props.claim {
                    <p class="claim-text">{ claim.clone() }</p>
                }
            </div>
            if props.claim.is_some() {
                <button type="button" class="button primary claim" data-action="claim-draw" {onclick}>
                    { props.claim_label.clone() }
                </button>
            }
        </section>
    }
}
