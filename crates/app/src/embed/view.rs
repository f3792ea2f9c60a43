//! The embedded board: the board, one status line under it, and the few
//! buttons its mode needs. Or, when the page's options are invalid, the
//! list of what is wrong with them, and no board at all. The same
//! component in a frame of its own or in a shadow root of the host page
//! ([`Host`]).

use std::rc::Rc;

use gloo::events::EventListener;
use roque_rules::Lang;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::browser::{address, openings};
use crate::embed::options::{BoardConfig, EmbedOptions, Mode, OptionError};
use crate::embed::page::{self, Host};
use crate::embed::state::{EmbedAction, EmbedState, Feedback};
use crate::embed::words as embed_words;
use crate::state::hand::HandAction;
use crate::views::board::chessboard::Board;
use crate::views::board::hand_board::{HandBoard, HandCallbacks};
use crate::views::opening::opening_line;
use crate::words;

/// The headline under the board: the exercise's question, whose turn, or
/// how the game ended.
fn headline(state: &EmbedState, mode: Mode) -> String {
    let lang = state.lang();
    let position = state.game.position();
    if let Some(outcome) = state.game.outcome() {
        return outcome.message(lang);
    }
    match mode {
        Mode::Exercise if state.solved => embed_words::texts(lang).solved.to_string(),
        Mode::Exercise => embed_words::exercise_prompt(position.turn(), lang).to_string(),
        Mode::View | Mode::Play if position.is_check() => format!(
            "{} {}",
            words::ui::texts(lang).check,
            words::ui::to_move(position.turn(), lang)
        ),
        Mode::View | Mode::Play => words::ui::to_move(position.turn(), lang).to_string(),
    }
}

/// The second line: the praise, the wrong answer, the rule a move broke.
fn notice(state: &EmbedState) -> Option<(&'static str, String)> {
    let lang = state.lang();
    match (&state.feedback, &state.refusal) {
        (Some(Feedback::Solved { answer, reply }), _) => {
            Some(("solved", embed_words::solved(answer, reply, lang)))
        }
        (Some(Feedback::Wrong(san)), _) => Some(("wrong", embed_words::wrong_move(san, lang))),
        (None, Some(reason)) => Some(("illegal", reason.message(lang))),
        (None, None) => None,
    }
}

/// The list of problems of a misconfigured board.
fn invalid_view(errors: &[OptionError], lang: Lang) -> Html {
    let words = embed_words::texts(lang);
    let items = errors.iter().map(|e| {
        html! { <li>{ embed_words::option_error(e, lang) }</li> }
    });
    html! {
        <div class="embed-invalid" role="alert" data-embed-invalid="">
            <p class="embed-invalid-title">{ words.invalid_title }</p>
            <ul class="embed-errors">{ for items }</ul>
            <p class="embed-invalid-hint">{ words.invalid_hint }</p>
        </div>
    }
}

/// The board, its status and its buttons.
fn board_view(state: &UseReducerHandle<EmbedState>, config: &Rc<BoardConfig>) -> Html {
    let lang = state.lang();
    let mode = config.mode;
    let callbacks = HandCallbacks::new(&{
        let state = state.clone();
        Callback::from(move |action: HandAction| state.dispatch(EmbedAction::Board(action)))
    });
    let embed_action = |action: EmbedAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };

    let game = &state.game;
    let words = embed_words::texts(lang);
    let claim = (mode == Mode::Play)
        .then(|| game.claimable_draw())
        .flatten();
    let status = if state.solved || game.outcome().is_some() {
        "over"
    } else {
        "open"
    };
    let notice = notice(state);
    let mut props = HandBoard::new(game, &state.hand, state.orientation, lang, &callbacks)
        .interactive(mode != Mode::View)
        .movable(state.accepts_moves())
        .props();
    props.marks = config.squares.clone();
    props.shapes = config.arrows.clone();
    props.coordinates = config.coordinates;
    html! {
        <>
            <Board ..props />
            <div class={format!("embed-bar {status}")} data-embed-state={if state.solved { "solved" } else { status }}>
                <div class="embed-status" role="status" aria-live="polite" aria-atomic="true">
                    <p class="embed-headline">{ headline(state, mode) }</p>
                    if let Some((tone, text)) = notice {
                        <p class={format!("embed-notice {tone}")} data-notice={tone}>{ text }</p>
                    }
                    if let Some(claim) = claim {
                        <p class="embed-claim">{ claim.message(lang) }</p>
                    }
                    if mode == Mode::View {
                        <p class="embed-hint">{ words.view_only }</p>
                    }
                </div>
                if config.opening {
                    { opening_line(openings::of_game(game, game.ply(), lang)) }
                }
                <div class="embed-actions">
                    if claim.is_some() {
                        <button type="button" class="button primary" data-action="claim-draw" onclick={embed_action(EmbedAction::ClaimDraw)}>
                            { words::ui::texts(lang).claim_draw }
                        </button>
                    }
                    // The buttons appear once the reader has something to
                    // take back or to start again.
                    if state.can_undo() {
                        <button type="button" class="button" data-action="undo" onclick={embed_action(EmbedAction::Undo)}>
                            { words.undo }
                        </button>
                    }
                    if state.can_restart() {
                        <button type="button" class="button" data-action="restart" onclick={embed_action(EmbedAction::Restart)}>
                            { words.restart }
                        </button>
                    }
                </div>
            </div>
        </>
    }
}

/// Where an embedded board lives and what it shows.
#[derive(Properties, Clone, PartialEq)]
pub struct EmbedBoardProps {
    /// Its own frame, or an element of the host page.
    pub host: Host,
    /// Its options, read from the frame's address or the element's
    /// attributes.
    pub options: Rc<EmbedOptions>,
}

/// The embedded board.
#[component]
pub fn EmbedBoard(props: &EmbedBoardProps) -> Html {
    let state = use_reducer({
        let options = props.options.clone();
        move || EmbedState::new((*options).clone())
    });
    let root = use_node_ref();
    let lang = state.lang();
    let host = props.host.clone();
    let framed = host == Host::Frame;

    // The frame's document is the board's: its language, its class. A
    // board in the host page leaves the page's document alone.
    use_effect_with((lang, framed), |(lang, framed)| {
        if *framed {
            address::set_document_lang(*lang);
            page::mark_document();
        }
    });

    // The module of openings, for a board that shows the opening's name
    // (`opening=on`), once its game has a move; drawn again when it is there.
    {
        let redraw = use_force_update();
        let shows_opening = matches!(&props.options.board, Ok(config) if config.opening);
        let wanted = shows_opening && !state.game.moves().is_empty();
        use_effect_with(wanted, move |wanted| {
            if *wanted {
                openings::load(move || redraw.force_update());
            }
        });
    }

    // Each event goes to the host page once, in order, however many
    // actions came since the last render.
    {
        let sent = use_mut_ref(|| 0u64);
        let (state, host) = (state.clone(), host.clone());
        use_effect_with(state.told, move |_| {
            let already = *sent.borrow();
            for event in state.events_after(already) {
                page::post_event(&host, &state.frame, event);
            }
            *sent.borrow_mut() = state.told;
        });
    }

    // After every render, and whenever the frame is resized, the host page
    // learns the content's height.
    {
        let (root, frame, host) = (root.clone(), state.frame.clone(), host.clone());
        use_effect(move || {
            if let Some(element) = root.cast::<Element>() {
                page::post_height(&host, &frame, element.get_bounding_client_rect().height());
            }
        });
    }
    {
        let (root, frame, host) = (root.clone(), state.frame.clone(), host.clone());
        use_effect_with((), move |_| {
            let listener = web_sys::window().filter(|_| framed).map(|window| {
                EventListener::new(&window, "resize", move |_| {
                    if let Some(element) = root.cast::<Element>() {
                        page::post_height(
                            &host,
                            &frame,
                            element.get_bounding_client_rect().height(),
                        );
                    }
                })
            });
            move || drop::<Option<EventListener>>(listener)
        });
    }

    // Escape puts the selected piece back: anywhere in a frame, within the
    // board on a page that holds several.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            let listener = framed
                .then(|| {
                    address::on_document_escape(move || {
                        dispatcher.dispatch(EmbedAction::Board(HandAction::Deselect));
                    })
                })
                .flatten();
            move || drop::<Option<EventListener>>(listener)
        });
    }
    let onkeydown = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: KeyboardEvent| {
            if !framed && e.key() == "Escape" {
                dispatcher.dispatch(EmbedAction::Board(HandAction::Deselect));
            }
        })
    };

    let (mode, body) = match &state.board {
        Ok(config) => (Some(config.mode), board_view(&state, config)),
        Err(errors) => (None, invalid_view(errors, lang)),
    };
    let mode = mode.map(|m| m.name()).unwrap_or("invalid");
    if framed {
        html! {
            <main class="embed" ref={root} lang={lang.code()} data-embed-mode={mode}>
                // The frame's own document needs a heading for screen
                // readers; the tutorial page around it shows its own.
                <h1 class="visually-hidden">{ embed_words::frame_heading(lang) }</h1>
                { body }
            </main>
        }
    } else {
        // In the host page: one group among the page's own content, no
        // landmark and no heading of its own.
        html! {
            <div
                class="embed"
                ref={root}
                role="group"
                aria-label={embed_words::frame_heading(lang)}
                lang={lang.code()}
                data-embed-mode={mode}
                {onkeydown}
            >
                { body }
            </div>
        }
    }
}
