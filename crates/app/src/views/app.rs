//! The app: owns the reducer, lays out the views, and turns their intents
//! into actions. It is the only place that dispatches.

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use roque_rules::{Color, Lang};
use std::rc::Rc;
use web_sys::KeyboardEvent;

use yew::prelude::*;

use crate::browser::address;
use crate::browser::computer::use_computer;
use crate::browser::frame;
use crate::browser::openings;
use crate::browser::prefs;
use crate::browser::sound;
use crate::browser::storage::Saver;
use crate::model::navigation::Nav;
use crate::model::opening;
use crate::model::options::Opponent;
use crate::model::prefs::Prefs;
use crate::persist::archive::Archive;
use crate::persist::saved::{self, Saved};
use crate::persist::share;
use crate::state::app_state::{Action, AppState};
use crate::state::hand::HandAction;
use crate::state::notice::{Notice, NoticeKind};
use crate::state::resume::{Arrival, StartOptions, Stored};
use crate::state::session::DrawOffer;
use crate::state::session::GameAction;
use crate::state::view::ViewAction;
use crate::views::board::chessboard::Board;
use crate::views::board::hand_board::{HandBoard, HandCallbacks};
use crate::views::board::square::BRAND_MARK_CLASSES;
use crate::views::button::{action_button, bool_text};
use crate::views::clock_face::ClockFace;
use crate::views::controls::{Controls, LangSwitch, ICON_LINK};
use crate::views::deferred::use_deferred;
use crate::views::live_log::LiveLog;
use crate::views::move_input::MoveInput;
use crate::views::move_list::{result_token, MoveList, MoveRow};
use crate::views::opening::opening_line;
use crate::views::preferences::{preferences, PreferencesProps};
use crate::views::record_views::use_record_views;
use crate::views::status::{status, StatusProps, Tone};
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

/// What the side panel draws from the game alone (see `App`).
struct FromGame {
    rows: Vec<MoveRow>,
    can_claim_with_a_move: bool,
    can_restart: bool,
}

/// One player's name plate beside the board: the side, and against the
/// computer who plays it; the computer's shows when it is thinking; the
/// clock, when the game has one.
/// The history's button in the side panel: its heading and how many games
/// it holds; the history itself is a dialog of the module of tools.
fn history_button(games: usize, lang: Lang, onclick: Callback<MouseEvent>) -> Html {
    let t = words::persist::texts(lang);
    html! {
        <button type="button" class="panel-card history-entry" data-action="history" data-history-count={games.to_string()} aria-haspopup="dialog" {onclick}>
            <span class="card-title">{ t.history }</span>
            <span class="history-count">{ words::persist::history_count(games, lang) }</span>
        </button>
    }
}

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
    let class = match (color, to_move) {
        (Color::White, false) => "player white",
        (Color::White, true) => "player white to-move",
        (Color::Black, false) => "player black",
        (Color::Black, true) => "player black to-move",
    };
    html! {
        <div {class} data-player={side}>
            <span class={color.fold("turn-dot white", "turn-dot black")} aria-hidden="true"></span>
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

/// Every callback the app hands its views, built once from the one
/// dispatch path, so that they compare equal from one render to the next.
struct Handlers {
    dispatch: Callback<Action>,
    hand: HandCallbacks,
    on_typed: Callback<String>,
    on_lang: Callback<Lang>,
    on_claim_with_move: Callback<bool>,
    on_select_ply: Callback<usize>,
    claim_draw: Callback<()>,
    accept_draw: Callback<()>,
    decline_draw: Callback<()>,
    new_game: Callback<()>,
    restart: Callback<()>,
    undo: Callback<()>,
    flip: Callback<()>,
    offer_draw: Callback<()>,
    resign: Callback<()>,
}

impl Handlers {
    fn new(dispatch: Callback<Action>) -> Handlers {
        let action = |action: Action| {
            let dispatch = dispatch.clone();
            Callback::from(move |_: ()| dispatch.emit(action.clone()))
        };
        fn part<T: 'static, P: 'static>(
            dispatch: &Callback<Action>,
            wrap: fn(P) -> Action,
            make: fn(T) -> P,
        ) -> Callback<T> {
            dispatch.reform(move |value| wrap(make(value)))
        }
        Handlers {
            hand: HandCallbacks::new(&dispatch.reform(Action::Hand)),
            on_typed: part(&dispatch, Action::Hand, HandAction::PlayTyped),
            on_lang: dispatch.reform(|value| Action::View(ViewAction::SetLang(value))),
            on_claim_with_move: part(&dispatch, Action::Game, GameAction::ClaimWithNextMove),
            on_select_ply: dispatch
                .reform(|ply: usize| Action::View(ViewAction::Navigate(Nav::Ply(ply)))),
            claim_draw: action(Action::Game(GameAction::ClaimDraw)),
            accept_draw: action(Action::Game(GameAction::AcceptDraw)),
            decline_draw: action(Action::Game(GameAction::DeclineDraw)),
            new_game: action(Action::Game(GameAction::NewGame)),
            restart: action(Action::Game(GameAction::RestartPosition)),
            undo: action(Action::Game(GameAction::Undo)),
            flip: action(Action::View(ViewAction::Flip)),
            offer_draw: action(Action::Game(GameAction::OfferDraw)),
            resign: action(Action::Game(GameAction::Resign)),
            dispatch,
        }
    }
}

/// The app's state as the app holds it: rendered again only when it
/// changed more than its time (`AppState::same_but_time`). Every action
/// still reaches the reducer, and the time is kept for the next one.
#[derive(Clone)]
struct Live(AppState);

impl PartialEq for Live {
    fn eq(&self, other: &Live) -> bool {
        self.0.same_but_time(&other.0)
    }
}

impl std::ops::Deref for Live {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.0
    }
}

/// An action and the time it was sent at (milliseconds of the page's
/// monotonic clock), for the clock: the time and the action in one pass of
/// the reducer, so that a press copies and compares the state once.
struct Timed(f64, Action);

impl Reducible for Live {
    type Action = Timed;

    fn reduce(self: Rc<Self>, Timed(now_ms, action): Timed) -> Rc<Self> {
        let mut next = self.0.clone();
        next.apply(Action::Tick(now_ms));
        if !matches!(action, Action::Tick(_)) {
            next.apply(action);
        }
        Rc::new(Live(next))
    }
}

/// How the app starts.
#[derive(Properties, PartialEq, Clone, Default)]
pub struct AppProps {
    /// Rendered at build time into `index.html` (`roque-prerender`), with
    /// no browser at hand: the start position of a new game, the default
    /// preferences, nothing read from the address or the storage.
    #[prop_or_default]
    pub prerendered: bool,
}

/// The parts of the app's screen, in the order in which the app builds
/// them behind the prerendered screen, a part per task
/// (`views/prerender.rs`): its start is no long task, during which the
/// page could answer nothing. Measured with Lighthouse against the screen
/// built at once, in the same runs: performance 96, 94, 96 against 93, 86,
/// 95 (total blocking time 227–276 ms against 260–553 ms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Part {
    /// Nothing yet: the app's state, its effects and its listeners.
    Start,
    /// The top bar, and the board with its name plates.
    Board,
    /// The side panel.
    Panel,
    /// The footer, the dialogs and the narrator's log.
    Rest,
}

impl Part {
    /// Built last: every part is then built.
    const ALL: Part = Part::Rest;

    /// The part built after this one.
    fn next(self) -> Option<Part> {
        match self {
            Part::Start => Some(Part::Board),
            Part::Board => Some(Part::Panel),
            Part::Panel => Some(Part::Rest),
            Part::Rest => None,
        }
    }
}

/// The state of the screen prerendered into index.html at build time: a
/// new game, nothing read from the browser (the state a page with nothing
/// saved and a bare address opens on).
pub fn prerendered_state() -> AppState {
    let arrival = Arrival {
        options: StartOptions::default(),
        fen_given: false,
        lang_given: false,
        orientation_given: false,
        link: None,
        now_ms: 0.0,
        wall_offset_ms: 0.0,
    };
    let stored = Stored {
        available: true,
        ..Stored::default()
    };
    AppState::resume(arrival, stored)
}

/// The whole app.
#[component]
pub fn App(props: &AppProps) -> Html {
    // What was saved, the address and its link: the game the page opens on.
    let saver = use_memo((), |_| Saver::default());
    let prerendered = props.prerendered;
    let state = {
        let saver = saver.clone();
        use_reducer_eq(move || {
            if prerendered {
                return Live(prerendered_state());
            }
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
            Live(AppState::resume(arrival, stored))
        })
    };

    // Saved after every change (the saver skips what did not change).
    {
        let saver = saver.clone();
        let state = state.clone();
        // The game is written out only when what is saved changed (a
        // selection changes nothing saved), or while a clock runs (its
        // text is the time left now).
        let last = use_mut_ref(|| None::<(Rc<Saved>, Archive)>);
        // The state of the last render, to tell a pick-up (the hand alone
        // changed) from the rest without copying the game: a press's
        // frame does the hand's work and nothing of the save.
        let rendered = use_mut_ref(|| None::<UseReducerHandle<Live>>);
        use_effect(move || {
            let previous = rendered.borrow_mut().replace(state.clone());
            let hand_only = previous.is_some_and(|previous| {
                previous.hand() != state.hand() && previous.same_but_hand_and_time(&state)
            });
            if hand_only {
                return;
            }
            let saved = Rc::new(state.to_saved());
            let running = saved.clock.as_ref().is_some_and(|c| c.running().is_some());
            let same = last
                .borrow()
                .as_ref()
                .is_some_and(|(game, history)| *game == saved && history == state.history());
            if same && !running {
                return;
            }
            let history = state.history().clone();
            // Kept to compare with the next, and written: one copy, shared.
            *last.borrow_mut() = Some((saved.clone(), history.clone()));
            // Written once the frame that shows the change is drawn:
            // writing a game out (its FEN and PGN, then the storage) held
            // a move's frame back by most of a millisecond.
            frame::after_paint_or_now(move || {
                let now_ms = address::now_ms();
                saver.save(&saved::write(&saved, now_ms), &history, now_ms);
            });
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

    // Every action is stamped with the time first, for the clock. Built
    // once, like every callback below: a view whose props did not change
    // is then not rendered again (a click re-renders what it changed).
    let handlers = {
        let dispatcher = state.dispatcher();
        use_memo((), move |_| {
            Handlers::new(Callback::from(move |action: Action| {
                dispatcher.dispatch(Timed(address::now_ms(), action));
            }))
        })
    };
    let dispatch = handlers.dispatch.clone();

    // Behind the screen prerendered into index.html, the app builds its
    // own a part per task; the last part puts it in the prerendered one's
    // place, and a square pressed there meanwhile is answered as a click.
    let built = use_state_eq(|| {
        if crate::views::prerender::holding() {
            Part::Start
        } else {
            Part::ALL
        }
    });
    {
        let (dispatch, built) = (dispatch.clone(), built.clone());
        use_effect_with(*built, move |part| {
            if let Some(next) = part.next() {
                // A task of its own: the page may paint and answer between two.
                Timeout::new(0, move || built.set(next)).forget();
                return;
            }
            for square in crate::views::prerender::take_over() {
                dispatch.emit(Action::Hand(HandAction::Press(square)));
                dispatch.emit(Action::Hand(HandAction::Release(square)));
            }
        });
    }
    let built = *built;

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
    let prefs = use_state_eq(|| {
        if prerendered {
            Prefs::default()
        } else {
            prefs::load()
        }
    });
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
        let setter = prefs.setter();
        use_memo((), move |_| {
            Callback::from(move |next: Prefs| setter.set(next))
        })
    };

    // The computer answers through the reducer, like the player.
    use_computer(state.computer_request(), dispatch.clone());

    // The module of openings loads once the game has a move (never before
    // the board is on screen); the panel is drawn again when it is there.
    {
        let redraw = use_force_update();
        let has_moves = !state.game().moves().is_empty();
        use_effect_with(has_moves, move |has_moves| {
            if *has_moves {
                openings::load(move || redraw.force_update());
            }
        });
    }

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
                    let now_ms = address::now_ms();
                    dispatcher.dispatch(Timed(now_ms, Action::Tick(now_ms)))
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

    let h = &*handlers;

    // The narrator tells the screen reader what changed since the last
    // render, and picks the sound to play: from the state as it is now.
    // The player claims only on the player's own turn; the computer
    // claims for itself.
    let claim_now = state.claimable_draw().filter(|_| !state.computer_to_move());
    // A notice (a refused move, …) is shown at once, not a frame later
    // with the rest of the panel: it answers the click itself.
    let notice_words = state
        .notice()
        .as_ref()
        .map(|n| notice_text(n, &state, lang));
    let notice = notice_words.clone().map(AttrValue::from);
    let narrator = use_mut_ref(Narrator::default);
    narrator.borrow_mut().observe(Scene {
        lang,
        game: state.game().clone(),
        selected: state.selected(),
        destinations: state.destinations(),
        notice: notice_words,
        notices: state.notices(),
        claim: claim_now.map(|c| c.message(lang).to_string()),
        outcome: words::ui::outcome_message(state.game(), lang),
    });
    let announcements: Vec<_> = narrator.borrow().entries().cloned().collect();
    let cue = narrator.borrow().cue();
    // The sound starts once the frame that shows the move is drawn: its
    // audio nodes are not made in the click's own task.
    use_effect_with(cue, |cue| {
        if let Some((_, cue)) = *cue {
            frame::after_paint(move || sound::play(cue));
        }
    });

    // The board and its name plates show the state now, and so do the
    // notices, which answer a click themselves, and whether the move input
    // takes a move; the rest of the side panel (status, controls, options,
    // move list, history) shows the state of the last idle moment, a frame
    // behind (views/deferred.rs). A selection changes none of it.
    let shown = use_deferred(&*state, |shown: &Live, now: &Live| {
        shown.same_but_hand_and_time(now)
    });
    let panel: &AppState = &shown;
    let position = *panel.position();
    let outcome = panel.outcome();
    let claim = panel.claimable_draw().filter(|_| !panel.computer_to_move());
    // What the panel draws from the game alone, found again only when the
    // game, who plays it or the language changes, not at every selection:
    // the move list's lines, whether some move would make a claimable draw
    // (it tries every legal move), whether the game has a start to go
    // back to.
    let from_game = {
        let game = panel.game();
        let key = (
            *game.start(),
            game.moves().to_vec(),
            panel.opponent(),
            outcome,
            // The panel's own language: its moves are written in it.
            panel.lang(),
        );
        let shown = shown.clone();
        use_memo(key, move |(start, ..)| FromGame {
            rows: MoveRow::build(start.fullmove_number(), start.turn(), shown.sans()),
            can_claim_with_a_move: shown.can_claim_with_a_move(),
            can_restart: shown.can_restart_position(),
        })
    };
    // The opening of the position viewed, found again only when the game,
    // the position viewed, the language or the module's presence changes:
    // not at every render of a click.
    let opening = {
        let keys = opening::keys(panel.game(), panel.shown_ply());
        use_memo((keys, lang, openings::is_loaded()), |(keys, lang, _)| {
            openings::of_keys(keys, *lang)
        })
    };
    let claim_with_move = (claim.is_none() && from_game.can_claim_with_a_move)
        .then_some(panel.claim_with_next_move());
    let considering = panel.session().draw_offer() == Some(DrawOffer::Pending) && outcome.is_none();
    let (headline, tone) = match outcome {
        Some(_) => (
            words::ui::outcome_message(panel.game(), lang).unwrap_or_default(),
            Tone::Over,
        ),
        None if considering => (texts.considering_offer.to_string(), Tone::Playing),
        None if panel.computer_thinking() => (texts.thinking.to_string(), Tone::Playing),
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
    let offer = panel
        .standing_offer()
        .map(|by| AttrValue::from(words::ui::draw_offered(by, lang)));
    let thinking = state.computer_thinking();
    let top = !state.orientation();
    let bottom = state.orientation();
    let to_move = state.outcome().is_none().then(|| state.position().turn());
    let opponent = state.opponent();
    let plate = |color: Color| {
        let thinking = thinking && opponent.computer() == Some(color);
        player_plate(color, to_move == Some(color), thinking, &state)
    };

    let board = HandBoard::new(
        state.game(),
        state.hand(),
        state.orientation(),
        lang,
        &h.hand,
    )
    .shown(state.shown_ply())
    .interactive(!state.viewing_past())
    .movable(state.accepts_moves())
    .props();

    html! {
        <div
            class="app"
            data-lang={lang.code()}
            data-opponent={if opponent.computer().is_some() { "computer" } else { "human" }}
            data-thinking={bool_text(thinking)}
            data-cue={cue.map(|(_, cue)| cue.name())}
        >
            if built >= Part::Board {
                <header class="topbar">
                    <div class="brand">
                        <span class={BRAND_MARK_CLASSES} aria-hidden="true"></span>
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
                        <a
                            class="button learn-entry"
                            href={if lang == Lang::Fr { "?online" } else { "?online&lang=en" }}
                            data-action="play-online"
                        >
                            { words::online::entry(lang) }
                        </a>
                        { preferences(&PreferencesProps { prefs: *prefs, lang, on_change: (*on_prefs).clone() }) }
                        <LangSwitch {lang} on_change={h.on_lang.clone()} />
                    </div>
                </header>
            }
            <main class="layout">
                if built >= Part::Board {
                    <section class={if state.viewing_past() { "board-area viewing" } else { "board-area" }} aria-label={texts.board}>
                        { plate(top) }
                        <Board ..board />
                        { plate(bottom) }
                    </section>
                }
                if built >= Part::Panel {
                    <aside class="side-panel">
                        { status(&StatusProps {
                            headline: headline.into(),
                            tone,
                            turn,
                            notice,
                            notice_kind: state.notice().map_or(NoticeKind::Information, Notice::kind),
                            claim: claim.map(|c| AttrValue::from(c.message(lang))),
                            claim_label: texts.claim_draw.into(),
                            on_claim: h.claim_draw.clone(),
                            offer,
                            accept_label: texts.accept_draw.into(),
                            decline_label: texts.decline_draw.into(),
                            on_accept: h.accept_draw.clone(),
                            on_decline: h.decline_draw.clone(),
                            claim_with_move,
                            claim_with_move_label: texts.claim_with_move.into(),
                            on_claim_with_move: h.on_claim_with_move.clone(),
                        }) }
                        <MoveInput
                            {lang}
                            {position}
                            accepts={state.accepts_moves()}
                            refused={matches!(state.notice(), Some(Notice::TypedMove(_)))}
                            on_submit={h.on_typed.clone()}
                        />
                        <Controls
                            {lang}
                            can_undo={!panel.game().moves().is_empty() || outcome.is_some()}
                            on_new_game={h.new_game.clone()}
                            can_restart={from_game.can_restart}
                            on_restart={h.restart.clone()}
                            on_undo={h.undo.clone()}
                            on_flip={h.flip.clone()}
                            offer_draw={Some(panel.can_offer_draw())}
                            on_offer_draw={h.offer_draw.clone()}
                            can_resign={panel.can_resign()}
                            on_resign={h.resign.clone()}
                        />
                        { action_button("button", "share", false, Some(ICON_LINK), words::persist::texts(lang).share, record.open_share.clone()) }
                        <button type="button" class="panel-card game-options" data-action="options" aria-haspopup="dialog" onclick={record.open_options.clone()}>
                            <span class="card-title">{ texts.game_options }</span>
                            <span class="options-summary">{ words::ui::options_summary(panel.opponent(), panel.settings(), lang) }</span>
                        </button>
                        <MoveList
                            title={texts.moves}
                            empty={texts.no_moves}
                            rows={from_game.rows.clone()}
                            result={outcome.map(|o| AttrValue::from(result_token(o)))}
                            shown={panel.viewing_past().then(|| panel.shown_ply())}
                            on_select={Some(h.on_select_ply.clone())}
                        >
                            { opening_line((*opening).clone()) }
                        </MoveList>
                        { record.navigator }
                        { record.card }
                        { history_button(panel.history().len(), lang, record.open_history.clone()) }
                    </aside>
                }
            </main>
            if built >= Part::Rest {
                <footer class="footer">
                    { texts.footer }{ " " }<a href="regles.html">{ words::ui::rules_link(lang) }</a>
                </footer>
                { record.dialogs }
                <LiveLog entries={announcements} label={crate::words::announce::log_label(lang)} />
            }
        </div>
    }
}
