//! The room: the app's board (same DOM contract as the game's, oriented
//! to the player's colour, read-only for spectators), both clocks as the
//! relay runs them, who is where, the offers and their answers, resigning
//! (confirmed), claiming a draw, the rematch, and how the game ended.

use roque_protocol::{OfferKind, Seat, Side};
use roque_rules::Color;
use yew::prelude::*;

use crate::model::clock::display_time;
use crate::model::navigation::Nav;
use crate::state::hand::HandAction;
use crate::state::online::{OnlineAction, RoomState};
use crate::views::board::chessboard::Board;
use crate::views::board::hand_board::{HandBoard, HandCallbacks};
use crate::views::move_list::{result_token, MoveList, MoveRow};
use crate::views::navigator::{navigator, viewing, NavigatorProps};
use crate::views::online::finished::finished_view;
use crate::views::online::handle::OnlineHandle;
use crate::views::online::setup::{link_view, name_field, seat_link_view};
use crate::words;

fn send(state: &OnlineHandle, action: OnlineAction) -> Callback<MouseEvent> {
    let state = state.clone();
    Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
}

fn board(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let game = online.game();
    let view = online.view();
    let callbacks = HandCallbacks::new(&{
        let state = state.clone();
        Callback::from(move |action: HandAction| state.dispatch(OnlineAction::Board(action)))
    });
    let takes = online.takes_moves();
    let shown_ply = view.shown_ply(game);
    let props = HandBoard::new(
        game,
        online.hand(),
        view.orientation(),
        online.lang(),
        &callbacks,
    )
    .shown(shown_ply)
    .interactive(takes)
    .movable(takes)
    .props();
    html! {
        <div class="online-board" data-fen={game.position().fen()} data-ply={game.ply().to_string()} data-shown-ply={shown_ply.to_string()} data-takes-moves={takes.to_string()}>
            <Board ..props />
        </div>
    }
}

/// Each player: their colour, their name once given, their clock in a
/// timed game — for the players and the spectators alike.
fn players(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let clocks = online.clocks();
    let decimal = words::ui::decimal_separator(lang);
    let face = |side: Side| {
        let color = Color::from(side);
        let code = color.fold("white", "black");
        let name = online.player_name(side).map(|name| {
            html! { <span class="online-player-name" data-name={code}>{ name.as_str().to_owned() }</span> }
        });
        let clock = clocks.map(|clocks| {
            let running = clocks.running == Some(side);
            // Milliseconds of a clock fit an f64 exactly.
            let ms = side_ms(clocks, side) as f64;
            html! {
                <span class={classes!("clock", running.then_some("running"), (ms < 10_000.0).then_some("low"))} data-clock={code} role="timer" aria-live="off">
                    { display_time(ms, decimal) }
                </span>
            }
        });
        html! {
            <p class="online-clock" data-player={code}>
                <span class="online-clock-name">{ color.plate_name(lang) }{ for name.map(|name| html! { <>{ " · " }{ name }</> }) }</span>{ " " }
                { for clock }
            </p>
        }
    };
    html! {
        <div class="online-clocks" role="group" aria-label={words::online::texts(lang).players}>
            { face(Side::White) }
            { face(Side::Black) }
        </div>
    }
}

fn side_ms(clocks: roque_protocol::Clocks, side: Side) -> u64 {
    match side {
        Side::White => clocks.white_ms,
        Side::Black => clocks.black_ms,
    }
}

/// A player seated by the link gives their name to the room.
fn name_form(state: &OnlineHandle) -> Html {
    let online = &state.0;
    if !online.can_give_name() {
        return Html::default();
    }
    let texts = words::online::texts(online.lang());
    let onsubmit = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            state.dispatch(OnlineAction::GiveName);
        })
    };
    html! {
        <form class="online-name" data-online="name" {onsubmit}>
            { name_field(state) }
            <button type="submit" class="button" data-action="give-name" disabled={!matches!(online.typed_name(), Some(Ok(_)))}>{ texts.give_name }</button>
        </form>
    }
}

/// The game's moves, as the app lists them, and the way through them.
fn record(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let game = online.game();
    let view = online.view();
    let ui = words::ui::texts(lang);
    let start = game.start();
    let on_nav = {
        let state = state.clone();
        Callback::from(move |nav: Nav| state.dispatch(OnlineAction::Navigate(nav)))
    };
    let on_select = {
        let on_nav = on_nav.clone();
        Callback::from(move |ply: usize| on_nav.emit(Nav::Ply(ply)))
    };
    let enabled =
        [Nav::First, Nav::Previous, Nav::Next, Nav::Last].map(|nav| view.can_navigate(nav, game));
    let sans = online.sans();
    let banner = viewing(game, view.shown_ply(game), lang, || sans.clone());
    html! {
        <>
            <MoveList
                title={ui.moves}
                empty={ui.no_moves}
                rows={MoveRow::build(start.fullmove_number(), start.turn(), sans)}
                result={online.outcome().map(|o| AttrValue::from(result_token(o)))}
                shown={view.viewing_past(game).then(|| view.shown_ply(game))}
                on_select={Some(on_select)}
            />
            { navigator(&NavigatorProps { lang, enabled, viewing: banner, on_nav }) }
        </>
    }
}

fn offers(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let texts = words::online::texts(lang);
    let name = OfferKind::code;
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
    // A draw offered this turn stays, disabled: once a turn.
    .filter(|(kind, _)| {
        online.can_offer(*kind) || (*kind == OfferKind::Draw && online.drew_this_turn() && online.can_resign())
    })
    .map(|(kind, label)| {
        html! {
            <button type="button" class="button" data-action={format!("offer-{}", name(kind))} disabled={!online.can_offer(kind)} onclick={send(state, OnlineAction::Offer(kind))}>{ label }</button>
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
        .and_then(|_| words::ui::outcome_message(online.game(), lang))
    {
        html! { <p class="online-status" data-outcome={online.result_code().unwrap_or_default()}>{ message }</p> }
    } else if room_state == RoomState::Waiting {
        html! { <p class="online-status">{ texts.waiting }</p> }
    } else {
        html! { <p class="online-status" data-turn={online.game().position().turn().fold("white", "black")}>{ words::ui::to_move(online.game().position().turn(), lang) }</p> }
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
                    { players(state) }
                    { name_form(state) }
                    <div role="status" data-said="game">
                        { status }
                        { for away }
                    </div>
                    if seat != Seat::Spectator {
                        { offers(state) }
                    }
                    { finished_view(state) }
                    { record(state) }
                    { seat_link_view(state) }
                </section>
            </div>
            { for waiting_link }
        </section>
    }
}
