//! The app: owns the reducer, lays out the views, and turns their intents
//! into actions. It is the only place that dispatches.

use gloo::events::EventListener;
use roque_rules::{Color, Lang, Outcome, Role, Square};
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::address;
use crate::components::board::Board;
use crate::components::controls::{Controls, LangSwitch};
use crate::components::move_list::{MoveList, MoveRow};
use crate::components::promotion::PromotionPicker;
use crate::components::status::{Status, Tone};
use crate::i18n;
use crate::state::{Action, AppState, Notice};

/// The notice's text in `lang`.
fn notice_text(notice: &Notice, lang: Lang) -> String {
    match notice {
        Notice::Illegal(reason) => reason.message(lang),
        Notice::BadFen(error) => format!("{} {}", error.message(lang), i18n::texts(lang).bad_fen),
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

/// One player's name plate beside the board.
fn player_plate(color: Color, to_move: bool, lang: Lang) -> Html {
    let name = i18n::side_name(color, lang);
    let side = color.fold("white", "black");
    html! {
        <div class={classes!("player", side, to_move.then_some("to-move"))} data-player={side}>
            <span class={classes!("turn-dot", side)} aria-hidden="true"></span>
            <span class="player-name">{ name }</span>
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

    let action = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: ()| state.dispatch(action))
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
    let claim = state.claimable_draw();
    let (headline, tone) = match outcome {
        Some(outcome) => (outcome.message(lang), Tone::Over),
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
        .map(|n| AttrValue::from(notice_text(n, lang)));
    let rows = MoveRow::build(
        state.game.start().fullmove_number(),
        state.game.start().turn(),
        state.sans(),
    );
    let top = !state.orientation;
    let bottom = state.orientation;
    let to_move = outcome.is_none().then(|| position.turn());

    html! {
        <div class="app" data-lang={lang.code()}>
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
                <section class="board-area" aria-label={texts.board}>
                    { player_plate(top, to_move == Some(top), lang) }
                    <Board
                        {position}
                        orientation={state.orientation}
                        selected={state.selected}
                        destinations={state.destinations()}
                        last_move={state.last_move()}
                        check={state.king_in_check()}
                        interactive={state.promotion.is_none()}
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
                    { player_plate(bottom, to_move == Some(bottom), lang) }
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
                    />
                    <MoveList
                        title={texts.moves}
                        empty={texts.no_moves}
                        {rows}
                        result={outcome.map(|o| AttrValue::from(result_token(o)))}
                    />
                </aside>
            </main>
            <footer class="footer">
                { texts.footer }{ " " }<a href="regles.html">{ i18n::rules_link(lang) }</a>
            </footer>
        </div>
    }
}
