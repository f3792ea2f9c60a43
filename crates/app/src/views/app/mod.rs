//! The app: owns the reducer, lays out the views, and turns their intents
//! into actions. It is the only place that dispatches.

mod handlers;
mod live;
mod rehearsal;
mod side_panel;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use roque_rules::{Color, Lang};
use std::rc::Rc;

use yew::prelude::*;

use crate::browser::address;
use crate::browser::computer::use_computer;
use crate::browser::frame;
use crate::browser::openings;
use crate::browser::prefs;
use crate::browser::sound;
use crate::browser::storage::Saver;
use crate::model::options::Opponent;
use crate::model::prefs::Prefs;
use crate::persist::archive::Archive;
use crate::persist::saved::{self, Saved};
use crate::persist::share;
use crate::state::app_state::{Action, AppState};
use crate::state::hand::HandAction;
use crate::state::notice::{Notice, NoticeKind};
use crate::state::resume::{Arrival, StartOptions, Stored};
use crate::views::board::chessboard::Board;
use crate::views::board::hand_board::{Drawing, HandBoard};
use crate::views::board::square::BRAND_MARK_CLASSES;
use crate::views::button::bool_text;
use crate::views::clock_face::ClockFace;
use crate::views::controls::LangSwitch;
use crate::views::deferred::use_deferred;
use crate::views::live_log::LiveLog;
use crate::views::preferences::{preferences, PreferencesProps};
use crate::views::record_views::use_record_views;
use crate::views::segment::segment;
use crate::words;
use crate::words::narrator::{Narrator, Scene};
use handlers::Handlers;
use live::{Live, Shown, Timed};
use side_panel::SidePanel;

/// What the narrator is shown of `state`, in `lang`: the game, the hand,
/// the notice's words and the draw the player may claim (only on the
/// player's own turn: the computer claims for itself).
fn scene(state: &AppState, lang: Lang) -> Scene {
    let claim = state.claimable_draw().filter(|_| !state.computer_to_move());
    Scene {
        lang,
        game: state.game().clone(),
        selected: state.selected(),
        destinations: state.destinations(),
        notice: state.notice().as_ref().map(|n| notice_text(n, state, lang)),
        notices: state.notices(),
        claim: claim.map(|c| c.message(lang).to_string()),
        outcome: words::ui::outcome_message(state.game(), lang),
    }
}

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

/// One player's name plate beside the board: the side, and the player's
/// name when one was typed or imported, or against the computer who plays
/// it; the computer's shows when it is thinking; the clock, when the game
/// has one.
fn player_plate(color: Color, to_move: bool, thinking: bool, state: &AppState) -> Html {
    let lang = state.lang();
    let side_name = color.plate_name(lang);
    let record = state.record();
    // A name typed, or given by an imported PGN's tags.
    let typed = color
        .fold(&record.white, &record.black)
        .as_deref()
        .map(str::trim)
        .filter(|name| !name.is_empty());
    let name = match (state.opponent(), typed) {
        (Opponent::Computer { computer, level }, _) if computer == color => {
            format!(
                "{side_name} — {}",
                words::ui::computer_name(level.number(), lang)
            )
        }
        (_, Some(typed)) => format!("{side_name} — {typed}"),
        (Opponent::Human, None) => side_name.to_string(),
        (Opponent::Computer { .. }, None) => {
            format!("{side_name} — {}", words::ui::texts(lang).you)
        }
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
        // The newest state not saved yet, while its save waits for a frame.
        let pending = use_mut_ref(|| None::<UseReducerHandle<Live>>);
        use_effect(move || {
            let previous = rendered.borrow_mut().replace(state.clone());
            let hand_only = previous.is_some_and(|previous| {
                previous.hand() != state.hand() && previous.same_but_hand_and_time(&state)
            });
            if hand_only {
                return;
            }
            // Copied, compared and written once the frame that shows the
            // change is drawn: writing a game out (its FEN and PGN, then
            // the storage) held a move's frame back by most of a
            // millisecond, and the copy and the comparison grow with the
            // game's annotations and the history of finished games. Any
            // number of renders before that frame bring one save, of the
            // newest state.
            let first = pending.borrow_mut().replace(state).is_none();
            if !first {
                return;
            }
            frame::after_paint_or_now(move || {
                let Some(state) = pending.borrow_mut().take() else {
                    return;
                };
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

    // The first time the player picks a piece up, a move is played on a
    // copy of the game once the page is idle (while the player chooses
    // where to put it), so that their first move is not the first run of
    // its code. Not at load: there it made a long task of its own.
    {
        let state = state.clone();
        let rehearsed = use_mut_ref(|| false);
        use_effect_with(state.selected().is_some(), move |holding| {
            if *holding && !rehearsed.replace(true) {
                frame::when_idle_or_now(move || rehearsal::rehearse_move(&state.0, state.lang()));
            }
        });
    }

    // Escape puts the selected piece back (the picker handles its own).
    {
        let dispatch = dispatch.clone();
        use_effect_with((), move |_| {
            let listener = address::on_document_escape(move || {
                dispatch.emit(Action::Hand(HandAction::Deselect));
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

    // Whether a drag on the board draws instead of moving (touch screens).
    let draw_mode = use_state_eq(|| false);

    // The record's and the editor's parts; the editor replaces the game's screen.
    let record = use_record_views(&state, dispatch.clone());
    if let Some(editor) = record.editor {
        return editor;
    }

    let h = &*handlers;

    // The narrator tells the screen reader what changed since the last
    // render, and picks the sound to play: from the state as it is now.
    // A notice (a refused move, …) is shown at once, not a frame later
    // with the rest of the panel: it answers the click itself.
    let scene = scene(&state, lang);
    let notice = scene.notice.clone().map(AttrValue::from);
    let narrator = use_mut_ref(Narrator::default);
    narrator.borrow_mut().observe(scene);
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
    let shown = Shown(use_deferred(&*state, |shown: &Live, now: &Live| {
        shown.same_but_hand_and_time(now)
    }));
    let thinking = state.computer_thinking();
    let top = !state.orientation();
    let bottom = state.orientation();
    let opponent = state.opponent();
    // The name plates show the side panel's state, a frame behind the
    // board: a move's own frame then does not also draw the two plates'
    // text again (whose turn it is), one tile of raster in five.
    let plate = |color: Color| {
        let to_move = shown.outcome().is_none() && shown.position().turn() == color;
        let thinking = shown.computer_thinking() && shown.opponent().computer() == Some(color);
        player_plate(color, to_move, thinking, &shown)
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
    .drawing(Drawing {
        shapes: state.shown_shapes(),
        on_draw: h.on_draw.clone(),
        on_clear: h.clear_drawings.clone(),
        draw_mode: *draw_mode,
    })
    .props();
    let on_draw_mode = {
        let draw_mode = draw_mode.clone();
        Callback::from(move |_: MouseEvent| draw_mode.set(!*draw_mode))
    };

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
                        <div class="board-tools segmented">
                            { segment(texts.draw, *draw_mode, ("draw", bool_text(*draw_mode)), on_draw_mode, None) }
                        </div>
                    </section>
                }
                if built >= Part::Panel {
                    <SidePanel
                        {shown}
                        {notice}
                        notice_kind={state.notice().map_or(NoticeKind::Information, Notice::kind)}
                        accepts={state.accepts_moves()}
                        typed_refused={matches!(state.notice(), Some(Notice::TypedMove(_)))}
                        openings_loaded={openings::is_loaded()}
                        handlers={handlers.clone()}
                        record={record.buttons.clone()}
                    />
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
