//! The room: the app's board (same DOM contract as the game's, oriented
//! to the player's colour, read-only for spectators), both clocks as the
//! relay runs them, who is where, the offers and their answers, resigning
//! (confirmed), claiming a draw, the rematch, and how the game ended.

use roque_protocol::{OfferKind, Seat, Side};
use roque_rules::Color;
use yew::prelude::*;

use crate::model::clock::display_time;
use crate::state::hand::HandAction;
use crate::state::online::{OnlineAction, RoomState};
use crate::views::board::chessboard::Board;
use crate::views::board::hand_callbacks::HandCallbacks;
use crate::views::online::handle::OnlineHandle;
use crate::views::online::setup::link_view;
use crate::views::promotion::PromotionPicker;
use crate::words;

fn send(state: &OnlineHandle, action: OnlineAction) -> Callback<MouseEvent> {
    let state = state.clone();
    Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
}

fn board(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let app = online.board();
    let hand = HandCallbacks::new(&{
        let state = state.clone();
        Callback::from(move |action: HandAction| state.dispatch(OnlineAction::Board(action)))
    });
    let takes = online.takes_moves();
    html! {
        <div class="online-board" data-fen={app.position().fen()} data-ply={app.game().ply().to_string()} data-takes-moves={takes.to_string()}>
            <Board
                position={*app.position()}
                orientation={app.orientation()}
                selected={app.selected()}
                destinations={app.destinations()}
                last_move={app.last_move()}
                check={app.king_in_check()}
                interactive={takes && app.promotion().is_none()}
                movable={takes}
                {lang}
                on_press={hand.on_press.clone()}
                on_release={hand.on_release.clone()}
                on_drop={hand.on_drop.clone()}
                on_cancel={hand.on_cancel.clone()}
            >
                if let Some(pending) = app.promotion() {
                    <PromotionPicker
                        color={pending.color}
                        {lang}
                        on_choose={hand.on_choose.clone()}
                        on_cancel={hand.cancel_promotion.clone()}
                    />
                }
            </Board>
        </div>
    }
}

fn clocks(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let Some(clocks) = online.clocks() else {
        return Html::default();
    };
    let decimal = words::ui::decimal_separator(lang);
    let face = |side: Side, ms: u64| {
        let running = clocks.running == Some(side);
        let color = Color::from(side);
        // Milliseconds of a clock fit an f64 exactly.
        let ms = ms as f64;
        html! {
            <p class="online-clock">
                <span class="online-clock-name">{ color.plate_name(lang) }</span>{ " " }
                <span class={classes!("clock", running.then_some("running"), (ms < 10_000.0).then_some("low"))} data-clock={color.fold("white", "black")} role="timer" aria-live="off">
                    { display_time(ms, decimal) }
                </span>
            </p>
        }
    };
    html! {
        <div class="online-clocks" role="group" aria-label={words::online::texts(lang).clocks}>
            { face(Side::White, clocks.white_ms) }
            { face(Side::Black, clocks.black_ms) }
        </div>
    }
}

fn offers(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let texts = words::online::texts(lang);
    let name = |kind: OfferKind| match kind {
        OfferKind::Draw => "draw",
        OfferKind::Takeback => "takeback",
        OfferKind::Rematch => "rematch",
    };
    let to_me = online.offers_to_me().into_iter().map(|kind| {
        html! {
            <div class="online-offer" data-offer={name(kind)} data-offer-by="opponent">
                <p>{ words::online::offered(kind, lang) }</p>
                <button type="button" class="button primary" data-action={format!("accept-{}", name(kind))} onclick={send(state, OnlineAction::Accept(kind))}>{ texts.accept }</button>
                <button type="button" class="button" data-action={format!("decline-{}", name(kind))} onclick={send(state, OnlineAction::Decline(kind))}>{ texts.decline }</button>
            </div>
        }
    });
    let by_me = online.offers_by_me().into_iter().map(|kind| {
        html! { <p class="online-offer" data-offer={name(kind)} data-offer-by="me">{ words::online::offer_sent(kind, lang) }</p> }
    });
    let buttons = [
        (OfferKind::Draw, texts.offer_draw),
        (OfferKind::Takeback, texts.offer_takeback),
        (OfferKind::Rematch, texts.offer_rematch),
    ]
    .into_iter()
    .filter(|(kind, _)| online.can_offer(*kind))
    .map(|(kind, label)| {
        html! {
            <button type="button" class="button" data-action={format!("offer-{}", name(kind))} onclick={send(state, OnlineAction::Offer(kind))}>{ label }</button>
        }
    });
    let resign = if online.asking_resign() {
        html! {
            <div class="online-confirm" role="group" aria-label={texts.resign_confirm}>
                <p>{ texts.resign_confirm }</p>
                <button type="button" class="button danger" data-action="resign-confirm" onclick={send(state, OnlineAction::Resign)}>{ texts.resign_yes }</button>
                <button type="button" class="button" data-action="resign-cancel" onclick={send(state, OnlineAction::AskResign(false))}>{ texts.resign_no }</button>
            </div>
        }
    } else if online.can_resign() {
        html! { <button type="button" class="button" data-action="resign" onclick={send(state, OnlineAction::AskResign(true))}>{ texts.resign }</button> }
    } else {
        Html::default()
    };
    let ui = words::ui::texts(lang);
    let claim = online.can_claim().then(|| {
        html! { <button type="button" class="button" data-action="claim-draw" onclick={send(state, OnlineAction::Claim)}>{ ui.claim_draw }</button> }
    });
    let claim_next = online.claim_next();
    let claim_with_move = online.can_claim_with_move().then(|| {
        html! {
            <button
                type="button"
                class={classes!("button", claim_next.then_some("primary"))}
                data-action="claim-with-move"
                aria-pressed={claim_next.to_string()}
                onclick={send(state, OnlineAction::ClaimWithNextMove(!claim_next))}
            >
                { ui.claim_with_move }
            </button>
        }
    });
    html! {
        <div class="online-offers" role="group" aria-label={texts.actions}>
            { for to_me }
            { for by_me }
            <div class="online-actions">
                { for buttons }
                { for claim }
                { for claim_with_move }
                { resign }
            </div>
        </div>
    }
}

/// The room's view.
pub fn room_view(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let texts = words::online::texts(lang);
    let Some(seat) = online.seat() else {
        // Not (yet) in the room: after a refusal, a way to a new one.
        let new_room = online.problem().is_some().then(|| {
            let href = if lang == roque_rules::Lang::Fr { "?online" } else { "?online&lang=en" };
            html! { <a class="button primary" href={href} data-action="new-room">{ texts.new_room }</a> }
        });
        return html! { <section class="online-room" data-online="joining">{ for new_room }</section> };
    };
    let room_state = online.room_state();
    let status = if let Some(message) = online
        .outcome()
        .and_then(|_| words::ui::outcome_message(online.board().game(), lang))
    {
        html! { <p class="online-status" data-outcome={online.result_code().unwrap_or_default()}>{ message }</p> }
    } else if room_state == RoomState::Waiting {
        html! { <p class="online-status">{ texts.waiting }</p> }
    } else {
        html! { <p class="online-status" data-turn={online.board().position().turn().fold("white", "black")}>{ words::ui::to_move(online.board().position().turn(), lang) }</p> }
    };
    let away = online.opponent_away().then(|| {
        html! { <p class="notice warning" data-opponent="away">{ texts.opponent_away }</p> }
    });
    let waiting_link =
        (room_state == RoomState::Waiting && seat != Seat::Spectator).then(|| link_view(state));
    html! {
        <section class="online-room" data-online="room" data-seat={match seat { Seat::White => "white", Seat::Black => "black", Seat::Spectator => "spectator" }}>
            <div class="online-layout">
                <section class="board-area" aria-label={words::ui::texts(lang).board}>
                    { board(state) }
                </section>
                <section class="online-panel panel-card">
                    <p class="online-seat" data-seat-words="">{ words::online::seat(seat, lang) }</p>
                    { clocks(state) }
                    <div role="status" data-said="game">
                        { status }
                        { for away }
                    </div>
                    if seat != Seat::Spectator {
                        { offers(state) }
                    }
                </section>
            </div>
            { for waiting_link }
        </section>
    }
}
