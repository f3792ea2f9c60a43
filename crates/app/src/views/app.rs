//! The app: owns the reducer, lays out the views, and turns their intents
//! into actions. It is the only place that dispatches.

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use roque_rules::{Color, Lang, Outcome, Square};
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::browser::address;
use crate::browser::computer::use_computer;
use crate::browser::prefs;
use crate::browser::sound;
use crate::browser::storage::Saver;
use crate::model::navigation::Nav;
use crate::model::options::Opponent;
use crate::model::prefs::Prefs;
use crate::persist::saved;
use crate::persist::share;
use crate::state::app_state::HistoryAction;
use crate::state::app_state::{Action, AppState};
use crate::state::hand::HandAction;
use crate::state::notice::{Notice, NoticeKind};
use crate::state::resume::Arrival;
use crate::state::session::DrawOffer;
use crate::state::session::GameAction;
use crate::state::view::ViewAction;
use crate::views::board::chessboard::Board;
use crate::views::clock_face::ClockFace;
use crate::views::controls::{Controls, LangSwitch};
use crate::views::history::History;
use crate::views::live_log::LiveLog;
use crate::views::move_input::MoveInput;
use crate::views::move_list::{MoveList, MoveRow};
use crate::views::opponent::OpponentPicker;
use crate::views::preferences::Preferences;
use crate::views::promotion::PromotionPicker;
use crate::views::record_views::use_record_views;
use crate::views::settings::SettingsCard;
use crate::views::share_link::ShareLink;
use crate::views::status::{Status, Tone};
use crate::words;
use crate::words::narrator::{Narrator, Scene};

/// The notice's text in `lang`.
fn notice_text(notice: &Notice, state: &AppState, lang: Lang) -> String {
    match notice {
        Notice::Illegal(reason) => reason.message(lang),
        Notice::BadAddress(bad) => words::ui::bad_address(bad, lang),
        Notice::DrawOfferAnswer(verdict) => {
            words::ui::offer_answer(*verdict, state.position(), lang)
        }
        Notice::ComputerClaimed(claim) => words::ui::computer_claimed(*claim, lang).to_string(),
        Notice::ComputerUnavailable => words::ui::texts(lang).computer_unavailable.to_string(),
        Notice::TypedMove(error) => error.message(lang),
        Notice::TouchMove { square, piece } => words::ui::touch_move(*square, *piece, lang),
        Notice::IncorrectClaim => words::ui::texts(lang).incorrect_claim.to_string(),
        Notice::TimeControlNextGame => words::ui::texts(lang).time_control_next_game.to_string(),
        Notice::SavedUnreadable { .. }
        | Notice::HistoryUnreadable { .. }
        | Notice::StorageUnavailable
        | Notice::LinkRefused(_)
        | Notice::LinkOpened { .. } => {
            words::persist::notice_text(notice, lang).unwrap_or_default()
        }
        Notice::Imported(summary) => words::record::imported(*summary, lang),
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
/// computer who plays it; the computer's shows when it is thinking; the
/// clock, when the game has one.
fn player_plate(color: Color, to_move: bool, thinking: bool, state: &AppState) -> Html {
    let lang = state.lang();
    let side_name = color.plate_name(lang);
    let name = match state.opponent() {
        Opponent::Human => side_name.to_string(),
        Opponent::Computer { computer, level } if computer == color => {
            format!(
                "{side_name} — {}",
                words::ui::computer_name(level.number(), lang)
            )
        }
        Opponent::Computer { .. } => format!("{side_name} — {}", words::ui::texts(lang).you),
    };
    let side = color.fold("white", "black");
    html! {
        <div class={classes!("player", side, to_move.then_some("to-move"))} data-player={side}>
            <span class={classes!("turn-dot", side)} aria-hidden="true"></span>
            <span class="player-name">{ name }</span>
            if thinking {
                <span class="thinking-dots" aria-hidden="true"><span></span><span></span><span></span></span>
            }
            if let Some(clock) = state.clock() {
                <ClockFace clock={clock.clone()} {color} {lang} />
            }
        </div>
    }
}

/// The whole app.
#[component]
pub fn App() -> Html {
    // What was saved, the address and its link: the game the page opens on.
    let saver = use_memo((), |_| Saver::default());
    let state = {
        let saver = saver.clone();
        use_reducer(move || {
            let now_ms = address::now_ms();
            let stored = saver.load(now_ms);
            let options = address::start_options();
            let link = share::value_in(&address::fragment()).map(share::decode_shared);
            if matches!(link, Some(Ok(_))) {
                // Opened once: a reload must not open it again.
                address::clear_fragment();
            }
            let arrival = Arrival {
                // A refused option is as if none were given.
                fen_given: address::has_param("fen")
                    && options.refused().is_none_or(|bad| bad.fen.is_none()),
                lang_given: address::has_param("lang")
                    && options.refused().is_none_or(|bad| bad.lang.is_none()),
                orientation_given: address::has_param("orientation")
                    && options
                        .refused()
                        .is_none_or(|bad| bad.orientation.is_none()),
                options,
                link,
                now_ms,
                wall_offset_ms: address::wall_offset_ms(),
            };
            AppState::resume(arrival, stored)
        })
    };

    // Saved after every change (the saver skips what did not change).
    {
        let saver = saver.clone();
        let state = state.clone();
        use_effect(move || {
            let now_ms = address::now_ms();
            let current = saved::write(&state.to_saved(), now_ms);
            saver.save(&current, state.history(), now_ms);
        });
    }

    // A game link pasted into the address bar of the open page opens it.
    use_effect_with((), |_| {
        let listener = address::on_game_link(|fragment| share::value_in(fragment).is_some());
        move || drop(listener)
    });
    let lang = state.lang();
    let texts = words::ui::texts(lang);

    // The document speaks the interface's language.
    use_effect_with(lang, |lang| address::set_document_lang(*lang));

    // Every action is stamped with the time first, for the clock.
    let dispatch = {
        let dispatcher = state.dispatcher();
        Callback::from(move |action: Action| {
            dispatcher.dispatch(Action::Tick(address::now_ms()));
            dispatcher.dispatch(action);
        })
    };

    // Escape puts the selected piece back (the picker handles its own).
    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = address::on_document_keydown(move |e: &KeyboardEvent| {
                if e.key() == "Escape" {
                    dispatch.emit(Action::Hand(HandAction::Deselect));
                }
            });
            move || drop::<Option<EventListener>>(listener)
        });
    }

    // Display and sound preferences: applied to the page, remembered, and
    // the sound allowed to start at the player's first gesture.
    let prefs = use_state_eq(prefs::load);
    use_effect_with(*prefs, |prefs| {
        prefs::apply(*prefs);
        prefs::save(*prefs);
        sound::set_muted(prefs.muted);
    });
    use_effect_with((), |_| {
        let listeners = sound::listen_for_gestures();
        move || drop(listeners)
    });
    let on_prefs = {
        let prefs = prefs.clone();
        Callback::from(move |next: Prefs| prefs.set(next))
    };

    // The computer answers through the reducer, like the player.
    use_computer(state.computer_request(), dispatch.clone());

    // A running clock wakes the reducer when its flag would fall.
    {
        let dispatcher = state.dispatcher();
        let running = state.clock().as_ref().and_then(|clock| {
            let color = clock.running()?;
            Some((color, clock.remaining(color, address::now_ms())))
        });
        let key = (
            running.map(|(color, _)| color),
            state.game().moves().len(),
            state.outcome(),
        );
        use_effect_with(key, move |_| {
            let timer = running.map(|(_, left)| {
                let delay = (left + 20.0).clamp(0.0, f64::from(u32::MAX)) as u32;
                Timeout::new(delay, move || {
                    dispatcher.dispatch(Action::Tick(address::now_ms()))
                })
            });
            move || drop(timer)
        });
    }

    // The record's and the editor's parts; the editor replaces the game's screen.
    let record = use_record_views(&state, dispatch.clone());
    if let Some(editor) = record.editor {
        return editor;
    }

    let action = |action: Action| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: ()| dispatch.emit(action.clone()))
    };
    let on_typed = dispatch.reform(|value| Action::Hand(HandAction::PlayTyped(value)));
    let on_press = dispatch.reform(|value| Action::Hand(HandAction::Press(value)));
    let on_release = dispatch.reform(|value| Action::Hand(HandAction::Release(value)));
    let on_drop =
        dispatch.reform(|(from, to): (Square, Square)| Action::Hand(HandAction::Drop { from, to }));
    let on_choose = dispatch.reform(|value| Action::Hand(HandAction::Promote(value)));
    let on_lang = dispatch.reform(|value| Action::View(ViewAction::SetLang(value)));
    let on_opponent = dispatch.reform(|value| Action::Game(GameAction::SetOpponent(value)));
    let on_time_control = dispatch.reform(|value| Action::Game(GameAction::SetTimeControl(value)));
    let on_touch_move = dispatch.reform(|value| Action::Game(GameAction::SetTouchMove(value)));
    let on_auto_draw = dispatch.reform(|value| Action::Game(GameAction::SetAutoDraw(value)));
    let on_claim_with_move =
        dispatch.reform(|value| Action::Game(GameAction::ClaimWithNextMove(value)));
    let on_reopen = dispatch.reform(|value| Action::History(HistoryAction::Reopen(value)));
    let on_delete = dispatch.reform(|value| Action::History(HistoryAction::DeleteArchived(value)));

    let position = *state.position();
    let outcome = state.outcome();
    // The player claims only on the player's own turn; the computer
    // claims for itself.
    let claim = state.claimable_draw().filter(|_| !state.computer_to_move());
    let claim_with_move =
        (claim.is_none() && state.can_claim_with_a_move()).then_some(state.claim_with_next_move());
    let thinking = state.computer_thinking();
    let considering = state.session().draw_offer() == Some(DrawOffer::Pending) && outcome.is_none();
    let (headline, tone) = match outcome {
        Some(_) => (
            words::ui::outcome_message(state.game(), lang).unwrap_or_default(),
            Tone::Over,
        ),
        None if considering => (texts.considering_offer.to_string(), Tone::Playing),
        None if thinking => (texts.thinking.to_string(), Tone::Playing),
        None if position.is_check() => (
            format!(
                "{} {}",
                texts.check,
                words::ui::to_move(position.turn(), lang)
            ),
            Tone::Check,
        ),
        None => (
            words::ui::to_move(position.turn(), lang).to_string(),
            Tone::Playing,
        ),
    };
    let turn = outcome.is_none().then(|| position.turn().char());
    let notice_words = state
        .notice()
        .as_ref()
        .map(|n| notice_text(n, &state, lang));
    let notice = notice_words.clone().map(AttrValue::from);

    // The narrator tells the screen reader what changed since the last
    // render, and picks the sound to play.
    let narrator = use_mut_ref(Narrator::default);
    narrator.borrow_mut().observe(Scene {
        lang,
        game: state.game().clone(),
        selected: state.selected(),
        destinations: state.destinations(),
        notice: notice_words,
        notices: state.notices(),
        claim: claim.map(|c| c.message(lang).to_string()),
        outcome: words::ui::outcome_message(state.game(), lang),
    });
    let announcements: Vec<_> = narrator.borrow().entries().cloned().collect();
    let cue = narrator.borrow().cue();
    use_effect_with(cue, |cue| {
        if let Some((_, cue)) = cue {
            sound::play(*cue);
        }
    });
    let offer = state
        .standing_offer()
        .map(|by| AttrValue::from(words::ui::draw_offered(by, lang)));
    let rows = MoveRow::build(
        state.game().start().fullmove_number(),
        state.game().start().turn(),
        state.sans(),
    );
    let top = !state.orientation();
    let bottom = state.orientation();
    let to_move = outcome.is_none().then(|| position.turn());
    let opponent = state.opponent();
    let plate = |color: Color| {
        let thinking = thinking && opponent.computer() == Some(color);
        player_plate(color, to_move == Some(color), thinking, &state)
    };

    html! {
        <div
            class="app"
            data-lang={lang.code()}
            data-opponent={if opponent.computer().is_some() { "computer" } else { "human" }}
            data-thinking={thinking.to_string()}
            data-cue={cue.map(|(_, cue)| cue.name())}
        >
            <header class="topbar">
                <div class="brand">
                    <img class="brand-mark" src="pieces/wN.svg" alt="" />
                    <div>
                        <h1 class="brand-name">{ "Roque" }</h1>
                        <p class="brand-tagline">{ texts.tagline }</p>
                    </div>
                </div>
                <div class="topbar-tools">
                    <a
                        class="button learn-entry"
                        href={if lang == Lang::Fr { "?learn" } else { "?learn&lang=en" }}
                        data-action="learn"
                    >
                        { words::learn::texts(lang).learn }
                    </a>
                    <Preferences prefs={*prefs} {lang} on_change={on_prefs} />
                    <LangSwitch {lang} on_change={on_lang} />
                </div>
            </header>
            <main class="layout">
                <section class={classes!("board-area", state.viewing_past().then_some("viewing"))} aria-label={texts.board}>
                    { plate(top) }
                    <Board
                        position={*state.shown_position()}
                        orientation={state.orientation()}
                        selected={state.selected()}
                        destinations={state.destinations()}
                        last_move={state.shown_last_move()}
                        check={state.shown_king_in_check()}
                        interactive={state.promotion().is_none() && !state.viewing_past()}
                        movable={state.accepts_moves()}
                        {lang}
                        {on_press}
                        {on_release}
                        {on_drop}
                        on_cancel={action(Action::Hand(HandAction::Deselect))}
                    >
                        if let Some(pending) = state.promotion() {
                            <PromotionPicker
                                color={pending.color}
                                {lang}
                                {on_choose}
                                on_cancel={action(Action::Hand(HandAction::CancelPromotion))}
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
                        notice_kind={state.notice().map_or(NoticeKind::Information, Notice::kind)}
                        claim={claim.map(|c| AttrValue::from(c.message(lang)))}
                        claim_label={texts.claim_draw}
                        on_claim={action(Action::Game(GameAction::ClaimDraw))}
                        {offer}
                        accept_label={texts.accept_draw}
                        decline_label={texts.decline_draw}
                        on_accept={action(Action::Game(GameAction::AcceptDraw))}
                        on_decline={action(Action::Game(GameAction::DeclineDraw))}
                        {claim_with_move}
                        claim_with_move_label={texts.claim_with_move}
                        {on_claim_with_move}
                    />
                    <MoveInput
                        {lang}
                        {position}
                        accepts={state.accepts_moves()}
                        refused={matches!(state.notice(), Some(Notice::TypedMove(_)))}
                        on_submit={on_typed}
                    />
                    <Controls
                        {lang}
                        can_undo={!state.game().moves().is_empty() || outcome.is_some()}
                        on_new_game={action(Action::Game(GameAction::NewGame))}
                        can_restart={state.can_restart_position()}
                        on_restart={action(Action::Game(GameAction::RestartPosition))}
                        on_undo={action(Action::Game(GameAction::Undo))}
                        on_flip={action(Action::View(ViewAction::Flip))}
                        offer_draw={Some(state.can_offer_draw())}
                        on_offer_draw={action(Action::Game(GameAction::OfferDraw))}
                        can_resign={state.can_resign()}
                        on_resign={action(Action::Game(GameAction::Resign))}
                    />
                    <ShareLink
                        game={state.game().clone()}
                        white={state.record().white.clone()}
                        black={state.record().black.clone()}
                        {lang}
                    />
                    <details class="panel-card game-options">
                        <summary data-action="options">
                            <span class="card-title">{ texts.game_options }</span>
                            <span class="options-summary">{ words::ui::options_summary(opponent, state.settings(), lang) }</span>
                        </summary>
                        <OpponentPicker {opponent} {lang} on_change={on_opponent} />
                        <SettingsCard
                            settings={state.settings()}
                            {lang}
                            {on_time_control}
                            {on_touch_move}
                            {on_auto_draw}
                        />
                    </details>
                    <MoveList
                        title={texts.moves}
                        empty={texts.no_moves}
                        {rows}
                        result={outcome.map(|o| AttrValue::from(result_token(o)))}
                        shown={state.viewing_past().then(|| state.shown_ply())}
                        on_select={Some(Callback::from({
                            let dispatch = dispatch.clone();
                            move |ply: usize| dispatch.emit(Action::View(ViewAction::Navigate(Nav::Ply(ply))))
                        }))}
                    />
                    { record.navigator }
                    { record.card }
                    <History archive={state.history().clone()} {lang} {on_reopen} {on_delete} />
                </aside>
            </main>
            <footer class="footer">
                { texts.footer }{ " " }<a href="regles.html">{ words::ui::rules_link(lang) }</a>
            </footer>
            { record.dialogs }
            <LiveLog entries={announcements} label={crate::words::announce::log_label(lang)} />
        </div>
    }
}
