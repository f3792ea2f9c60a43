//! The app: owns the reducer, lays out the views, and turns their intents
//! into actions. It is the only place that dispatches.

use gloo::events::EventListener;
use roque_rules::{Color, Lang, Outcome, Role, Square};
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::address;
use crate::app_record::use_record_views;
use crate::components::board::Board;
use crate::components::controls::{Controls, LangSwitch};
use crate::components::move_list::{MoveList, MoveRow};
use crate::components::opponent::OpponentPicker;
use crate::components::promotion::PromotionPicker;
use crate::components::status::{Status, Tone};
use crate::computer::use_computer;
use crate::i18n;
use crate::navigation::Nav;
use crate::record_i18n;
use crate::state::{Action, AppState, DrawOffer, Notice, Opponent};

/// The notice's text in `lang`.
fn notice_text(notice: &Notice, state: &AppState, lang: Lang) -> String {
    match notice {
        Notice::Illegal(reason) => reason.message(lang),
        Notice::BadFen(error) => format!("{} {}", error.message(lang), i18n::texts(lang).bad_fen),
        Notice::DrawOfferAnswer(verdict) => i18n::offer_answer(*verdict, state.position(), lang),
        Notice::ComputerClaimed(claim) => i18n::computer_claimed(*claim, lang).to_string(),
        Notice::ComputerUnavailable => i18n::texts(lang).computer_unavailable.to_string(),
        Notice::Imported(summary) => record_i18n::imported(*summary, lang),
    }
}

/// The result as the move list writes it.
fn result_token(outcome: Outcome) -> &'static str {
    match outcome.winner() {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "½-½",
    }
}

/// One player's name plate beside the board: the side, and against the
/// computer who plays it; the computer's shows when it is thinking.
fn player_plate(
    color: Color,
    to_move: bool,
    thinking: bool,
    opponent: Opponent,
    lang: Lang,
) -> Html {
    let side_name = i18n::side_name(color, lang);
    let name = match opponent {
        Opponent::Human => side_name.to_string(),
        Opponent::Computer { computer, level } if computer == color => {
            format!(
                "{side_name} — {}",
                i18n::computer_name(level.number(), lang)
            )
        }
        Opponent::Computer { .. } => format!("{side_name} — {}", i18n::texts(lang).you),
    };
    let side = color.fold("white", "black");
    html! {
        <div class={classes!("player", side, to_move.then_some("to-move"))} data-player={side}>
            <span class={classes!("turn-dot", side)} aria-hidden="true"></span>
            <span class="player-name">{ name }</span>
            if thinking {
                <span class="thinking-dots" aria-hidden="true"><span></span><span></span><span></span></span>
            }
        </div>
    }
}

/// The whole app.
#[component]
pub fn App() -> Html {
    let state = use_reducer(|| AppState::new(address::start_options()));
    let lang = state.lang;
    let texts = i18n::texts(lang);

    // The document speaks the interface's language.
    use_effect_with(lang, |lang| address::set_document_lang(*lang));

    // Escape puts the selected piece back (the picker handles its own).
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = address::on_document_keydown(move |e: &KeyboardEvent| {
                if e.key() == "Escape" {
                    dispatcher.dispatch(Action::Deselect);
                }
            });
            move || drop::<Option<EventListener>>(listener)
        });
    }

    // The computer answers through the reducer, like the player.
    {
        let dispatcher = state.dispatcher();
        use_computer(
            state.computer_request(),
            Callback::from(move |action: Action| dispatcher.dispatch(action)),
        );
    }

    // The record's and the editor's parts; the editor replaces the game's screen.
    let record = use_record_views(&state);
    if let Some(editor) = record.editor {
        return editor;
    }

    let action = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: ()| state.dispatch(action.clone()))
    };
    let on_opponent = {
        let state = state.clone();
        Callback::from(move |opponent: Opponent| state.dispatch(Action::SetOpponent(opponent)))
    };
    let on_press = {
        let state = state.clone();
        Callback::from(move |sq: Square| state.dispatch(Action::Press(sq)))
    };
    let on_release = {
        let state = state.clone();
        Callback::from(move |sq: Square| state.dispatch(Action::Release(sq)))
    };
    let on_drop = {
        let state = state.clone();
        Callback::from(move |(from, to): (Square, Square)| {
            state.dispatch(Action::Drop { from, to })
        })
    };
    let on_choose = {
        let state = state.clone();
        Callback::from(move |role: Role| state.dispatch(Action::Promote(role)))
    };
    let on_lang = {
        let state = state.clone();
        Callback::from(move |lang: Lang| state.dispatch(Action::SetLang(lang)))
    };

    let position = *state.position();
    let outcome = state.outcome();
    // The player claims only on the player's own turn; the computer
    // claims for itself.
    let claim = state.claimable_draw().filter(|_| !state.computer_to_move());
    let thinking = state.computer_thinking();
    let considering = state.draw_offer == Some(DrawOffer::Pending) && outcome.is_none();
    let (headline, tone) = match outcome {
        Some(outcome) => (outcome.message(lang), Tone::Over),
        None if considering => (texts.considering_offer.to_string(), Tone::Playing),
        None if thinking => (texts.thinking.to_string(), Tone::Playing),
        None if position.is_check() => (
            format!("{} {}", texts.check, i18n::to_move(position.turn(), lang)),
            Tone::Check,
        ),
        None => (
            i18n::to_move(position.turn(), lang).to_string(),
            Tone::Playing,
        ),
    };
    let turn = outcome.is_none().then(|| position.turn().char());
    let notice = state
        .notice
        .as_ref()
        .map(|n| AttrValue::from(notice_text(n, &state, lang)));
    let rows = MoveRow::build(
        state.game.start().fullmove_number(),
        state.game.start().turn(),
        state.sans(),
    );
    let top = !state.orientation;
    let bottom = state.orientation;
    let to_move = outcome.is_none().then(|| position.turn());
    let opponent = state.opponent;
    let plate = |color: Color| {
        let thinking = thinking && opponent.computer() == Some(color);
        player_plate(color, to_move == Some(color), thinking, opponent, lang)
    };

    html! {
        <div
            class="app"
            data-lang={lang.code()}
            data-opponent={if opponent.computer().is_some() { "computer" } else { "human" }}
            data-thinking={thinking.to_string()}
        >
            <header class="topbar">
                <div class="brand">
                    <img class="brand-mark" src="pieces/wN.svg" alt="" />
                    <div>
                        <h1 class="brand-name">{ "Roque" }</h1>
                        <p class="brand-tagline">{ texts.tagline }</p>
                    </div>
                </div>
                <LangSwitch {lang} on_change={on_lang} />
            </header>
            <main class="layout">
                <section class={classes!("board-area", state.viewing_past().then_some("viewing"))} aria-label={texts.board}>
                    { plate(top) }
                    <Board
                        position={*state.shown_position()}
                        orientation={state.orientation}
                        selected={state.selected}
                        destinations={state.destinations()}
                        last_move={state.shown_last_move()}
                        check={state.shown_king_in_check()}
                        interactive={state.promotion.is_none() && !state.viewing_past()}
                        movable={state.accepts_moves()}
                        {lang}
                        {on_press}
                        {on_release}
                        {on_drop}
                        on_cancel={action(Action::Deselect)}
                    >
                        if let Some(pending) = state.promotion {
                            <PromotionPicker
                                color={pending.color}
                                {lang}
                                {on_choose}
                                on_cancel={action(Action::CancelPromotion)}
                            />
                        }
                    </Board>
                    { plate(bottom) }
                </section>
                <aside class="side-panel">
                    <Status
                        {headline}
                        {tone}
                        {turn}
                        {notice}
                        claim={claim.map(|c| AttrValue::from(c.message(lang)))}
                        claim_label={texts.claim_draw}
                        on_claim={action(Action::ClaimDraw)}
                    />
                    <Controls
                        {lang}
                        can_undo={!state.game.moves().is_empty()}
                        on_new_game={action(Action::NewGame)}
                        on_undo={action(Action::Undo)}
                        on_flip={action(Action::Flip)}
                        offer_draw={opponent.computer().map(|_| state.can_offer_draw())}
                        on_offer_draw={action(Action::OfferDraw)}
                        can_resign={state.can_resign()}
                        on_resign={action(Action::Resign)}
                    />
                    <OpponentPicker {opponent} {lang} on_change={on_opponent} />
                    <MoveList
                        title={texts.moves}
                        empty={texts.no_moves}
                        {rows}
                        result={outcome.map(|o| AttrValue::from(result_token(o)))}
                        shown={state.viewing_past().then(|| state.shown_ply())}
                        on_select={Some(Callback::from({
                            let state = state.clone();
                            move |ply: usize| state.dispatch(Action::Navigate(Nav::Ply(ply)))
                        }))}
                    />
                    { record.navigator }
                    { record.card }
                </aside>
            </main>
            <footer class="footer">{ texts.footer }</footer>
            { record.dialogs }
        </div>
    }
}
