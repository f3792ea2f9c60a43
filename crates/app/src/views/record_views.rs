//! The App's record and editor parts: the navigation bar, the record card,
//! the import, export, options and share dialogs and the board editor's
//! screen, built from the state, with their intents turned into actions.
//! Kept out of [`crate::views::app`] so that the main screen's layout stays
//! short; like it, this is where actions are dispatched, never in the
//! views.

use std::rc::Rc;

use gloo::events::EventListener;
use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::browser::keys::{key_taken_by_focus, on_document_keydown};
use crate::browser::{address, clipboard, download, openings};
use crate::model::navigation::Nav;
use crate::model::tools::{Tool, ToolEvent, ToolRequest};
use crate::persist::share;
use crate::state::app_state::{Action, AppState, HistoryAction};
use crate::state::screen::ScreenAction;
use crate::state::session::GameAction;
use crate::state::view::ViewAction;
use crate::views::tool_host::ToolHost;
use crate::words;

/// The pieces the App lays out.
pub struct RecordViews {
    /// The record's buttons in the side panel.
    pub buttons: Rc<RecordButtons>,
    /// The open dialog, if any, over everything.
    pub dialogs: Html,
    /// The board editor's screen, when it replaces the game's.
    pub editor: Option<Html>,
}

/// What the record's buttons in the side panel send: built once, so that
/// the panel's props compare equal from one render to the next (the panel
/// draws the buttons themselves, `views/app/side_panel.rs`).
#[derive(PartialEq)]
pub struct RecordButtons {
    /// The navigation bar: go somewhere.
    pub on_nav: Callback<Nav>,
    /// Open the import dialog.
    pub on_import: Callback<()>,
    /// Open the export dialog.
    pub on_export: Callback<()>,
    /// Open the board editor.
    pub on_editor: Callback<()>,
    /// Open the analysis board.
    pub on_analyse: Callback<()>,
    /// Open the analysis board and review the game there.
    pub on_review: Callback<()>,
    /// Open the game's options.
    pub open_options: Callback<MouseEvent>,
    /// Copy the game's link, and show it.
    pub open_share: Callback<MouseEvent>,
    /// Open the history.
    pub open_history: Callback<MouseEvent>,
}

/// The dialog of the module of tools the App opened itself (the import
/// dialog and the editor are the reducer's: `ScreenAction`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Dialog {
    Analysis,
    Review,
    Export,
    Options,
    Share,
    History,
}

/// What the game's link carries, as the game stands.
fn shared(state: &AppState) -> share::Shared {
    share::Shared {
        game: state.game().clone(),
        white: state.record().white.clone(),
        black: state.record().black.clone(),
    }
}

/// The link of `shared`, on this page's address.
fn share_url(shared: &share::Shared) -> String {
    address::with_fragment(&share::fragment_shared(shared))
}

/// The navigation key a key press means, if any: ← → Home End, without
/// modifiers.
fn nav_key(e: &KeyboardEvent) -> Option<Nav> {
    if e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
        return None;
    }
    match e.key().as_str() {
        "ArrowLeft" => Some(Nav::Previous),
        "ArrowRight" => Some(Nav::Next),
        "Home" => Some(Nav::First),
        "End" => Some(Nav::Last),
        _ => None,
    }
}

/// Builds the record's and the editor's views for the App.
#[hook]
pub fn use_record_views(state: &AppState, dispatch: Callback<Action>) -> RecordViews {
    let dialog = use_state_eq(|| None::<Dialog>);
    // The link last given to the clipboard, and whether it took it.
    let copied = use_state_eq(|| None::<(String, bool)>);
    let lang = state.lang();

    // `?edit` (and its `fen`) opens the editor at once.
    {
        let dispatcher = dispatch.clone();
        use_effect_with((), move |_| {
            if let Some(fen) = download::editor_request() {
                dispatcher.emit(Action::Screen(match fen {
                    Some(fen) if !fen.trim().is_empty() => ScreenAction::OpenEditorWith(fen),
                    _ => ScreenAction::OpenEditor,
                }));
            }
        });
    }

    // ← → Home End walk through the game while the game's screen is shown
    // and no dialog is open.
    {
        let dispatcher = dispatch.clone();
        let busy = state.editor().is_some() || state.import().is_some() || dialog.is_some();
        use_effect_with(busy, move |busy| {
            let listener = (!*busy)
                .then(|| {
                    on_document_keydown(move |e: &KeyboardEvent| {
                        if key_taken_by_focus(e) {
                            return;
                        }
                        if let Some(nav) = nav_key(e) {
                            e.prevent_default();
                            dispatcher.emit(Action::View(ViewAction::Navigate(nav)));
                        }
                    })
                })
                .flatten();
            move || drop::<Option<EventListener>>(listener)
        });
    }

    // The tools' requests, and their intents as actions: the module of
    // tools shows the editor and the dialogs (views::tool_host).
    let on_tool = {
        let (dispatch, dialog) = (dispatch.clone(), dialog.clone());
        let game = {
            let dispatch = dispatch.clone();
            move |action: GameAction| dispatch.emit(Action::Game(action))
        };
        Callback::from(move |event: ToolEvent| match event {
            ToolEvent::Close => {
                dispatch.emit(Action::Screen(ScreenAction::CloseEditor));
                dispatch.emit(Action::Screen(ScreenAction::CloseImport));
                dialog.set(None);
            }
            ToolEvent::Play {
                position,
                against_computer,
            } => {
                // From the analysis board's review, or from the editor.
                let action = if matches!(*dialog, Some(Dialog::Analysis | Dialog::Review)) {
                    ScreenAction::PlayOn(position)
                } else {
                    ScreenAction::PlayFromEditor {
                        position,
                        against_computer,
                    }
                };
                dialog.set(None);
                dispatch.emit(Action::Screen(action));
            }
            ToolEvent::Flip => dispatch.emit(Action::View(ViewAction::Flip)),
            ToolEvent::Lang(lang) => dispatch.emit(Action::View(ViewAction::SetLang(lang))),
            ToolEvent::Import(imported) => {
                dispatch.emit(Action::Screen(ScreenAction::Import(imported)));
            }
            ToolEvent::Analysed {
                mainline,
                pgn,
                annotated,
                drawings,
            } => game(GameAction::Annotate {
                mainline,
                pgn,
                annotated,
                drawings,
            }),
            ToolEvent::Name(color, name) => game(GameAction::SetPlayerName(color, name)),
            ToolEvent::Opponent(opponent) => game(GameAction::SetOpponent(opponent)),
            ToolEvent::TimeControl(control) => game(GameAction::SetTimeControl(control)),
            ToolEvent::TouchMove(on) => game(GameAction::SetTouchMove(on)),
            ToolEvent::AutoDraw(on) => game(GameAction::SetAutoDraw(on)),
            ToolEvent::Reopen(index) => {
                dialog.set(None);
                dispatch.emit(Action::History(HistoryAction::Reopen(index)));
            }
            ToolEvent::Delete(index) => {
                dispatch.emit(Action::History(HistoryAction::DeleteArchived(index)))
            }
        })
    };
    let tool_host = |tool: Tool| {
        let request = Rc::new(ToolRequest {
            tool,
            lang,
            orientation: state.orientation(),
        });
        html! { <ToolHost {request} on_event={on_tool.clone()} /> }
    };

    // The editor and the analysis board replace the game's screen.
    let editor = state
        .editor()
        .map(|opening| {
            tool_host(Tool::Editor {
                position: opening.position,
                typed_fen: opening.typed_fen.clone(),
            })
        })
        .or_else(|| {
            let review = *dialog == Some(Dialog::Review);
            (*dialog == Some(Dialog::Analysis) || review).then(|| {
                let opening = openings::of_game(state.game(), state.game().ply(), lang);
                let export = Box::new(words::record::export_of(state, download::today(), opening));
                tool_host(if review {
                    Tool::Review(export)
                } else {
                    Tool::Analysis(export)
                })
            })
        });

    // The game's link as it stands, for the share button: kept up to date
    // here, read at the click.
    let latest_shared = use_mut_ref(|| shared(state));
    *latest_shared.borrow_mut() = shared(state);
    let buttons = {
        let (dispatch, dialog, copied) = (dispatch.clone(), dialog.setter(), copied.setter());
        use_memo((), move |_| {
            let open = |which: Dialog| {
                let dialog = dialog.clone();
                move || dialog.set(Some(which))
            };
            let send = |action: Action| {
                let dispatch = dispatch.clone();
                Callback::from(move |_: ()| dispatch.emit(action.clone()))
            };
            let (options, history, export, analyse, review) = (
                open(Dialog::Options),
                open(Dialog::History),
                open(Dialog::Export),
                open(Dialog::Analysis),
                open(Dialog::Review),
            );
            // The link is copied in the click itself: a browser lets a page
            // write the clipboard only while it answers the player's gesture.
            let open_share = {
                let share = open(Dialog::Share);
                Callback::from(move |_: MouseEvent| {
                    let url = share_url(&latest_shared.borrow());
                    copied.set(None);
                    share();
                    let copied = copied.clone();
                    clipboard::copy(url.clone(), move |took| copied.set(Some((url, took))));
                })
            };
            RecordButtons {
                on_nav: dispatch.reform(|nav: Nav| Action::View(ViewAction::Navigate(nav))),
                on_import: send(Action::Screen(ScreenAction::OpenImport)),
                on_export: Callback::from(move |_: ()| export()),
                on_editor: send(Action::Screen(ScreenAction::OpenEditor)),
                on_analyse: Callback::from(move |_: ()| analyse()),
                on_review: Callback::from(move |_: ()| review()),
                open_options: Callback::from(move |_: MouseEvent| options()),
                open_share,
                open_history: Callback::from(move |_: MouseEvent| history()),
            }
        })
    };

    let dialogs = if state.import().is_some() {
        tool_host(Tool::Import)
    } else if *dialog == Some(Dialog::Options) {
        tool_host(Tool::Options {
            opponent: state.opponent(),
            settings: state.settings(),
        })
    } else if *dialog == Some(Dialog::History) {
        // Archived clocks are stopped: the time given changes nothing.
        tool_host(Tool::History {
            archive: state.history().write(0.0),
        })
    } else if *dialog == Some(Dialog::Share) {
        // The game may go on while the dialog is open (the computer's
        // move): the link shown is always the game's as it stands, and
        // said to be copied only if it is the one the clipboard took.
        let url = share_url(&shared(state));
        let copied = match &*copied {
            Some((given, took)) if *given == url => Some(*took),
            Some(_) => Some(false),
            None => None,
        };
        tool_host(Tool::Share { url, copied })
    } else if *dialog == Some(Dialog::Export) {
        let opening = openings::of_game(state.game(), state.game().ply(), lang);
        let export = words::record::export_of(state, download::today(), opening);
        tool_host(Tool::Export(Box::new(export)))
    } else {
        Html::default()
    };

    RecordViews {
        buttons,
        dialogs,
        editor,
    }
}
