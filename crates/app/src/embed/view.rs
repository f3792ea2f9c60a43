//! The embedded board: the board, one status line under it, and the few
//! buttons its mode needs. Or, when the page's options are invalid, the
//! list of what is wrong with them, and no board at all. The same
//! component in a frame of its own or in a shadow root of the host page
//! ([`Host`]).

use std::rc::Rc;

use gloo::events::EventListener;
use roque_diagram::Options;
use roque_rules::{Lang, NodePath, Shape};
use web_sys::{Element, HtmlSelectElement, KeyboardEvent};
use yew::prelude::*;

use crate::browser::{address, openings};
use crate::embed::options::{BoardConfig, EmbedOptions, Mode, OptionError};
use crate::embed::page::{self, Host};
use crate::embed::state::{EmbedAction, EmbedState, Feedback};
use crate::embed::viewer::{Viewer, ViewerAction};
use crate::embed::words as embed_words;
use crate::model::navigation::Nav;
use crate::state::hand::HandAction;
use crate::state::tree_walk::Step;
use crate::views::board::chessboard::Board;
use crate::views::board::hand_board::{HandBoard, HandCallbacks};
use crate::views::diagram_buttons::DrawnDiagramButtons;
use crate::views::move_tree::{step_key, MoveTree};
use crate::views::navigator::{nav_buttons, NavigatorProps};
use crate::views::opening::opening_line;
use crate::words;

/// How far, in CSS pixels, a finger must slide across the board for a
/// swipe that steps through the game.
const SWIPE: f64 = 40.0;

/// The game's viewer, under the board: its buttons, the comment of the
/// move shown, the way back to the game, the move list with its
/// variations, and what a screen reader hears of each step.
fn viewer_view(state: &UseReducerHandle<EmbedState>, viewer: &Viewer) -> Html {
    let lang = state.lang();
    let words = embed_words::texts(lang);
    let walk = viewer.walk();
    let (tree, path) = (walk.tree(), walk.path());
    let away = state.away();
    let at_start = path.is_start();
    let has_next = walk.has_next();
    let step = {
        let state = state.clone();
        Callback::from(move |nav: Nav| {
            state.dispatch(EmbedAction::Viewer(ViewerAction::Step(nav.into())));
        })
    };
    let on_select = {
        let state = state.clone();
        Callback::from(move |path: NodePath| {
            state.dispatch(EmbedAction::Viewer(ViewerAction::Go(path)));
        })
    };
    let back = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(EmbedAction::BackToGame))
    };
    let comment = tree.comment(path);
    html! {
        <div class="embed-viewer" data-viewer="">
            { nav_buttons(&NavigatorProps {
                lang,
                // Away from the game, every button comes back to it.
                enabled: [!at_start || away, !at_start || away, has_next || away, has_next || away],
                viewing: None,
                on_nav: step,
            }, Some(words.end)) }
            if !comment.is_empty() && !away {
                <p class="embed-comment" data-current-comment="">{ comment }</p>
            }
            if away {
                <div class="embed-away">
                    <span>{ words.away }</span>
                    <button type="button" class="button primary" data-action="back-to-game" onclick={back}>
                        { words.back_to_game }
                    </button>
                </div>
            }
            <div class="embed-moves" role="group" aria-label={words.moves}>
                <MoveTree tree={tree.clone()} current={path.clone()} {lang} {on_select} />
            </div>
            <p class="visually-hidden" aria-live="polite" data-viewer-shown="">
                { words::analysis::shown(tree, path, lang) }
            </p>
        </div>
    }
}

/// Scrolls the viewer's move list, and only it (never the host page), so
/// that the move shown is in sight; to its top at the start.
fn keep_move_in_sight(root: &NodeRef) {
    let Some(list) = root
        .cast::<Element>()
        .and_then(|root| root.query_selector(".embed-moves").ok().flatten())
    else {
        return;
    };
    let Some(shown) = list.query_selector("[aria-current]").ok().flatten() else {
        list.set_scroll_top(0);
        return;
    };
    let (frame, item) = (
        list.get_bounding_client_rect(),
        shown.get_bounding_client_rect(),
    );
    let offset = item.top() - frame.top();
    if offset < 0.0 || offset + item.height() > frame.height() {
        let middle = offset - (frame.height() - item.height()) / 2.0;
        list.set_scroll_top(list.scroll_top() + middle.round() as i32);
    }
}

/// Over the board: the chooser of a PGN's games, and the players of the
/// game shown.
fn game_header(state: &UseReducerHandle<EmbedState>, viewer: &Viewer) -> Html {
    let lang = state.lang();
    let words = embed_words::texts(lang);
    let games = viewer.games();
    let onchange = {
        let state = state.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                if let Ok(index) = select.value().parse::<usize>() {
                    state.dispatch(EmbedAction::Viewer(ViewerAction::Choose(index)));
                }
            }
        })
    };
    let options = games.iter().enumerate().map(|(i, game)| {
        html! {
            <option value={i.to_string()} selected={i == viewer.chosen()}>
                { embed_words::game_label(i, game, lang) }
            </option>
        }
    });
    let players = games
        .get(viewer.chosen())
        .and_then(|game| embed_words::players(game, lang));
    html! {
        <>
            if games.len() > 1 {
                // Named by its own label: the wrapping label's text would
                // include the options'.
                <label class="embed-games">
                    <span aria-hidden="true">{ words.games }</span>
                    <select data-games="" aria-label={words.games} {onchange}>{ for options }</select>
                </label>
            }
            if let Some(players) = players {
                <p class="embed-players" data-players="">{ players }</p>
            }
        </>
    }
}

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
        Mode::Exercise => embed_words::exercise_prompt(position.turn(), lang),
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
    if let Some(viewer) = state.viewer.as_ref().filter(|_| !state.away()) {
        // The drawings of the position shown (`%cal`, `%csl` in the PGN).
        props.shapes.extend(viewer.walk().shapes().iter().copied());
    }
    props.coordinates = config.coordinates;
    let shapes = props.shapes.clone();
    let viewer = state.viewer.as_ref();
    html! {
        <>
            if let Some(viewer) = viewer {
                { game_header(state, viewer) }
            }
            <Board ..props />
            if let Some(viewer) = viewer {
                { viewer_view(state, viewer) }
            }
            <div class={format!("embed-bar {status}")} data-embed-state={if state.solved { "solved" } else { status }}>
                <div class="embed-status" role="status" aria-live="polite" aria-atomic="true">
                    <p class="embed-headline">{ headline(state, mode) }</p>
                    if let Some((tone, text)) = notice {
                        <p class={format!("embed-notice {tone}")} data-notice={tone}>{ text }</p>
                    }
                    if let Some(claim) = claim {
                        <p class="embed-claim">{ claim.message(lang) }</p>
                    }
                    if viewer.is_some() && mode == Mode::View {
                        <p class="embed-hint">{ words.viewer_hint }</p>
                    } else if viewer.is_some() && !state.away() {
                        <p class="embed-hint">{ words.play_hint }</p>
                    } else if mode == Mode::View {
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
                if config.download {
                    { diagram_download(state, &shapes, lang) }
                }
            </div>
        </>
    }
}

/// The position on the board as a diagram to download (`download=on`):
/// the board's orientation and drawings, SVG or PNG, written by the module
/// of diagrams (loaded when the buttons first show) once per position and
/// drawings.
fn diagram_download(state: &EmbedState, shapes: &[Shape], lang: Lang) -> Html {
    let options = Options {
        orientation: state.orientation,
        shapes: shapes.to_vec(),
        ..Options::default()
    };
    html! {
        <DrawnDiagramButtons
            {lang}
            fen={AttrValue::from(state.game.position().fen())}
            {options}
            copy={false}
            file_stem={AttrValue::from("roque-diagram")}
        />
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

    // The move shown stays in sight in the move list.
    {
        let root = root.clone();
        let shown = state
            .viewer
            .as_ref()
            .map(|viewer| (viewer.chosen(), viewer.walk().path().clone()));
        use_effect_with(shown, move |_| keep_move_in_sight(&root));
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
    // A game's viewer steps with the arrows, Home and End, wherever the
    // focus is in the board but on its squares (where the arrows move
    // between squares, as on every board of Roque's) and its chooser.
    let viewing = state.viewer.is_some();
    let sibling_steps = state.viewer.as_ref().map(|viewer| {
        let walk = viewer.walk();
        (
            walk.target(Step::Up).is_some(),
            walk.target(Step::Down).is_some(),
        )
    });
    let onkeydown = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: KeyboardEvent| {
            if !framed && e.key() == "Escape" {
                dispatcher.dispatch(EmbedAction::Board(HandAction::Deselect));
                return;
            }
            let in_field = e.target_dyn_into::<Element>().is_some_and(|target| {
                target
                    .closest("select, [role=grid]")
                    .ok()
                    .flatten()
                    .is_some()
            });
            if !viewing || e.default_prevented() || in_field {
                return;
            }
            // ↑ ↓ only where the position has alternatives: elsewhere they
            // are left to the page, to scroll it.
            let step = step_key(&e).filter(|step| {
                !matches!(step, Step::Up | Step::Down)
                    || sibling_steps.is_some_and(
                        |(up, down)| {
                            if *step == Step::Up {
                                up
                            } else {
                                down
                            }
                        },
                    )
            });
            if let Some(step) = step {
                e.prevent_default();
                dispatcher.dispatch(EmbedAction::Viewer(ViewerAction::Step(step)));
            }
        })
    };
    // A swipe across the board steps through the game (view mode, where
    // the pieces do not move): to the left, the next move.
    let swipe_start = use_mut_ref(|| None::<(f64, f64)>);
    let swipes = viewing && state.mode() == Some(Mode::View);
    let onpointerdown = {
        let swipe_start = swipe_start.clone();
        Callback::from(move |e: PointerEvent| {
            *swipe_start.borrow_mut() =
                swipes.then(|| (f64::from(e.client_x()), f64::from(e.client_y())));
        })
    };
    let onpointerup = {
        let dispatcher = state.dispatcher();
        Callback::from(move |e: PointerEvent| {
            let Some((x, y)) = swipe_start.borrow_mut().take() else {
                return;
            };
            let (dx, dy) = (f64::from(e.client_x()) - x, f64::from(e.client_y()) - y);
            if dx.abs() >= SWIPE && dx.abs() > 2.0 * dy.abs() {
                let step = if dx < 0.0 { Step::Forward } else { Step::Back };
                dispatcher.dispatch(EmbedAction::Viewer(ViewerAction::Step(step)));
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
            <main class="embed" ref={root} lang={lang.code()} data-embed-mode={mode} {onkeydown} {onpointerdown} {onpointerup}>
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
                {onpointerdown}
                {onpointerup}
            >
                { body }
            </div>
        }
    }
}
