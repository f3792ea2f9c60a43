//! The review's card on the analysis board: the button that starts it,
//! its progress while the engine judges, then each side's tally, the
//! evaluation graph (a click goes to its move), what is said of the move
//! shown (`[data-review-comment]`), and the button that writes the review
//! into the game's tree (`[data-action="annotate-review"]`).

use roque_rules::{Color, Lang, NodePath};
use yew::prelude::*;

use crate::state::review::{Phase, Retry, RetryOutcome, Review};
use crate::views::button::{action_button, click};
use crate::words;

/// What the card shows.
pub struct ReviewCardProps<'a> {
    /// The review.
    pub review: &'a Review,
    /// Whether it reviews the main line as it is now.
    pub current: bool,
    /// The position shown.
    pub path: &'a NodePath,
    /// The language.
    pub lang: Lang,
    /// Start (or go on with) the review.
    pub on_start: Callback<()>,
    /// Stop it.
    pub on_stop: Callback<()>,
    /// Show the main line's position after this many moves.
    pub on_go: Callback<usize>,
    /// Retry this judged move (1 for the first).
    pub on_retry: Callback<usize>,
    /// End the retry.
    pub on_end_retry: Callback<()>,
    /// Play on from the position before this move against the computer.
    pub on_play_from: Callback<usize>,
    /// Write the review into the tree.
    pub on_annotate: Callback<()>,
}

/// The card.
pub fn review_card(props: &ReviewCardProps<'_>) -> Html {
    let lang = props.lang;
    let texts = words::review::texts(lang);
    let review = props.review;
    let start = action_button(
        "button primary",
        "review",
        false,
        None,
        texts.review,
        click(&props.on_start),
    );
    // A review of another main line (the tree was edited since) is as
    // good as none: it starts again.
    let phase = if props.current {
        review.phase()
    } else {
        Phase::Idle
    };
    let body = match phase {
        Phase::Idle => html! {
            <>
                <p class="dialog-hint">{ texts.intro }</p>
                { start }
            </>
        },
        Phase::Running => {
            let (done, total) = review.progress();
            html! {
                <>
                    <label class="review-progress">
                        <span>{ texts.running }</span>
                        <progress max={total.to_string()} value={done.to_string()} data-review-progress="">
                            { format!("{done} / {total}") }
                        </progress>
                    </label>
                    { action_button("button", "stop-review", false, None, texts.stop, click(&props.on_stop)) }
                </>
            }
        }
        Phase::Stopped => html! {
            <>
                <p class="dialog-hint" role="status">{ texts.stopped }</p>
                { start }
            </>
        },
        Phase::Unavailable => html! {
            <p class="notice" role="alert" data-notice="">{ texts.unavailable }</p>
        },
        Phase::Done => html! {
            <>
                <ul class="review-tally">
                    { for [Color::White, Color::Black].map(|side| html! {
                        <li data-review-tally={side.char().to_string()}>
                            { words::review::tally(side, review.tally(side), lang) }
                        </li>
                    }) }
                </ul>
                { graph(review, props) }
                if let Some(retry) = review.retry() {
                    { retry_panel(retry, props) }
                } else {
                    { comment(review, props) }
                }
                <div class="review-annotate">
                    <p class="dialog-hint">{ texts.annotate_hint }</p>
                    { action_button("button", "annotate-review", false, None, texts.annotate, click(&props.on_annotate)) }
                </div>
            </>
        },
    };
    html! {
        <section class="panel-card review-card" aria-labelledby="review-title" data-review={phase_code(phase)}>
            <h2 id="review-title" class="card-title">{ texts.title }</h2>
            { body }
        </section>
    }
}

const fn phase_code(phase: Phase) -> &'static str {
    match phase {
        Phase::Idle => "idle",
        Phase::Running => "running",
        Phase::Done => "done",
        Phase::Stopped => "stopped",
        Phase::Unavailable => "unavailable",
    }
}

/// What is said of the move shown, when it is on the main line.
fn comment(review: &Review, props: &ReviewCardProps<'_>) -> Html {
    let lang = props.lang;
    let texts = words::review::texts(lang);
    let ply = props.path.ply();
    let on_line = !props.path.is_start() && props.path.is_mainline();
    let verdict = review.verdict(ply).filter(|_| on_line);
    let text = match (
        verdict,
        review.before(ply),
        review.moves().get(ply.wrapping_sub(1)),
    ) {
        _ if !on_line => texts.choose.to_string(),
        (Some(verdict), Some(before), Some(&played)) => {
            words::review::comment(verdict, before, played, lang)
        }
        _ => texts.fine.to_string(),
    };
    let judgement = verdict.map(|v| v.judgement.code());
    html! {
        <>
            <p class="review-comment" aria-live="polite" data-review-comment="" data-judgement={judgement}>
                { text }
            </p>
            if verdict.is_some() {
                { action_button("button", "retry", false, None, texts.retry, props.on_retry.reform(move |_: MouseEvent| ply)) }
            }
        </>
    }
}

/// A retry: what to do, how the move tried compares, and the ways on.
fn retry_panel(retry: &Retry, props: &ReviewCardProps<'_>) -> Html {
    let texts = words::review::texts(props.lang);
    let said = match (retry.tried, retry.outcome) {
        (None, _) => texts.retry_hint,
        (Some(_), None) => texts.retry_judging,
        (Some(_), Some(RetryOutcome::Good)) => texts.retry_good,
        (Some(_), Some(RetryOutcome::Better)) => texts.retry_better,
        (Some(_), Some(RetryOutcome::Worse)) => texts.retry_worse,
    };
    let ply = retry.ply;
    html! {
        <div class="review-retry" data-retry={retry.outcome.map(RetryOutcome::code)}>
            <p class="review-comment" aria-live="polite" data-retry-said="">{ said }</p>
            <div class="tool-row">
                { action_button("button", "play-from", false, None, texts.play_from, props.on_play_from.reform(move |_: MouseEvent| ply)) }
                { action_button("button", "end-retry", false, None, texts.back, click(&props.on_end_retry)) }
            </div>
        </div>
    }
}

/// The graph of White's winning chances, a point per position, with a
/// button per move to go there.
fn graph(review: &Review, props: &ReviewCardProps<'_>) -> Html {
    const WIDTH: f64 = 300.0;
    const HEIGHT: f64 = 80.0;
    let positions = review.position_count();
    let step = WIDTH / (positions.max(2) - 1) as f64;
    let y = |chances: f64| HEIGHT / 2.0 * (1.0 - chances);
    let points: Vec<String> = (0..positions)
        .filter_map(|i| {
            let chances = review.white_chances(i)?;
            Some(format!("{:.1},{:.1}", i as f64 * step, y(chances)))
        })
        .collect();
    let area = format!(
        "0,{:.1} {} {:.1},{:.1}",
        y(0.0),
        points.join(" "),
        (positions.max(2) - 1) as f64 * step,
        y(0.0)
    );
    let shown = props.path.is_mainline().then(|| props.path.ply());
    let marks = review.judgements().into_iter().enumerate().filter_map(|(i, judgement)| {
        let judgement = judgement?;
        let x = (i + 1) as f64 * step;
        let chances = review.white_chances(i + 1)?;
        Some(html! {
            <circle class="review-mark" data-judgement={judgement.code()} cx={format!("{x:.1}")} cy={format!("{:.1}", y(chances))} r="3" />
        })
    });
    let on_click = {
        let on_go = props.on_go.clone();
        Callback::from(move |e: MouseEvent| {
            let Some(svg) = e
                .current_target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            else {
                return;
            };
            let rect = svg.get_bounding_client_rect();
            if rect.width() <= 0.0 {
                return;
            }
            let x = (f64::from(e.client_x()) - rect.left()) / rect.width() * WIDTH;
            let ply = (x / step).round().clamp(0.0, (positions.max(1) - 1) as f64);
            on_go.emit(ply as usize);
        })
    };
    html! {
        <figure class="review-graph">
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} preserveAspectRatio="none" role="img"
                aria-label={words::review::texts(props.lang).graph} onclick={on_click} data-review-graph="">
                <polygon class="review-area" points={area} />
                <line class="review-axis" x1="0" x2={WIDTH.to_string()} y1={format!("{:.1}", y(0.0))} y2={format!("{:.1}", y(0.0))} />
                if let Some(ply) = shown {
                    <line class="review-shown" x1={format!("{:.1}", ply as f64 * step)} x2={format!("{:.1}", ply as f64 * step)} y1="0" y2={HEIGHT.to_string()} />
                }
                { for marks }
            </svg>
        </figure>
    }
}
