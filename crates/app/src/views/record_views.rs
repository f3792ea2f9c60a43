//! The App's record and editor parts: the navigation bar, the record card,
//! the import and export dialogs and the board editor's screen, built from
//! the state, with their intents turned into actions. Kept out of
//! [`crate::views::app`] so that the main screen's layout stays short; like it,
//! this is where actions are dispatched, never in the views.

use gloo::events::{EventListener, EventListenerOptions};
use roque_engine::Level;
use roque_rules::{Color, Lang};
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

use crate::browser::download;
use crate::model::navigation::Nav;
use crate::model::options::Opponent;
use crate::state::app_state::{Action, AppState};
use crate::state::editor::EditorAction;
use crate::views::editor_screen::EditorScreen;
use crate::views::export_dialog::ExportDialog;
use crate::views::import_dialog::ImportDialog;
use crate::views::navigator::Navigator;
use crate::views::record_card::RecordCard;
use crate::words;

/// The pieces the App lays out.
pub struct RecordViews {
    /// The navigation bar, under the move list.
    pub navigator: Html,
    /// The import / export / editor card.
    pub card: Html,
    /// The open dialog, if any, over everything.
    pub dialogs: Html,
    /// The board editor's screen, when it replaces the game's.
    pub editor: Option<Html>,
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

/// Whether a key press belongs to what has the focus: text fields, lists,
/// the board's grid (whose arrows move between squares), a dialog.
fn key_taken_by_focus(e: &KeyboardEvent) -> bool {
    let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return false;
    };
    target
        .closest(
            "input, textarea, select, [contenteditable], [role=grid], [role=dialog], [role=slider]",
        )
        .ok()
        .flatten()
        .is_some()
}

/// Calls `handler` for every key pressed in the document, for as long as
/// the listener lives. Not passive: the handler may keep a key (Home, End)
/// from scrolling the page.
fn on_keydown(mut handler: impl FnMut(&KeyboardEvent) + 'static) -> Option<EventListener> {
    let document = web_sys::window()?.document()?;
    Some(EventListener::new_with_options(
        &document,
        "keydown",
        EventListenerOptions::enable_prevent_default(),
        move |event| {
            if let Some(event) = event.dyn_ref::<KeyboardEvent>() {
                handler(event);
            }
        },
    ))
}

/// The label of the move that led to the shown position: « 12… Cf6 ».
fn shown_move_label(state: &AppState) -> Option<String> {
    let ply = state.shown_ply();
    let index = ply.checked_sub(1)?;
    let before = state.game().position_at(index)?;
    let san = state.sans().into_iter().nth(index)?;
    Some(words::record::numbered_move(
        before.fullmove_number(),
        before.turn(),
        &san,
    ))
}

/// Builds the record's and the editor's views for the App.
#[hook]
pub fn use_record_views(state: &UseReducerHandle<AppState>) -> RecordViews {
    let export_open = use_state_eq(|| false);
    let lang = state.lang();

    // `?edit` (and its `fen`) opens the editor at once.
    {
        let dispatcher = state.dispatcher();
        use_effect_with((), move |_| {
            if let Some(fen) = download::editor_request() {
                dispatcher.dispatch(Action::OpenEditor);
                if let Some(fen) = fen.filter(|f| !f.trim().is_empty()) {
                    dispatcher.dispatch(Action::Editor(EditorAction::SetFen(fen)));
                }
            }
        });
    }

    // ← → Home End walk through the game while the game's screen is shown
    // and no dialog is open.
    {
        let dispatcher = state.dispatcher();
        let busy = state.editor().is_some() || state.import().is_some() || *export_open;
        use_effect_with(busy, move |busy| {
            let listener = (!*busy)
                .then(|| {
                    on_keydown(move |e: &KeyboardEvent| {
                        if key_taken_by_focus(e) {
                            return;
                        }
                        if let Some(nav) = nav_key(e) {
                            e.prevent_default();
                            dispatcher.dispatch(Action::Navigate(nav));
                        }
                    })
                })
                .flatten();
            move || drop::<Option<EventListener>>(listener)
        });
    }

    let dispatch = |action: Action| {
        let state = state.clone();
        Callback::from(move |_: ()| state.dispatch(action.clone()))
    };

    let editor = state.editor().cloned().map(|editor| {
        let on_action = {
            let state = state.clone();
            Callback::from(move |change: EditorAction| state.dispatch(Action::Editor(change)))
        };
        let on_play = {
            let state = state.clone();
            Callback::from(move |against_computer: bool| {
                let Some(Ok(position)) = state.editor().as_ref().map(|e| e.position()) else {
                    return;
                };
                state.dispatch(Action::PlayFromEditor);
                let opponent = if against_computer {
                    let level = match state.opponent() {
                        Opponent::Computer { level, .. } => level,
                        Opponent::Human => Level::new(3).unwrap_or_default(),
                    };
                    // The player takes the side to move.
                    Opponent::Computer {
                        computer: !position.turn(),
                        level,
                    }
                } else {
                    Opponent::Human
                };
                state.dispatch(Action::SetOpponent(opponent));
            })
        };
        let on_lang = {
            let state = state.clone();
            Callback::from(move |lang: Lang| state.dispatch(Action::SetLang(lang)))
        };
        html! {
            <EditorScreen
                {editor}
                {lang}
                orientation={state.orientation()}
                {on_action}
                {on_play}
                on_flip={dispatch(Action::Flip)}
                on_close={dispatch(Action::CloseEditor)}
                {on_lang}
            />
        }
    });

    let enabled =
        [Nav::First, Nav::Previous, Nav::Next, Nav::Last].map(|nav| state.can_navigate(nav));
    let viewing = state.viewing_past().then(|| {
        AttrValue::from(words::record::viewing(
            state.shown_ply(),
            shown_move_label(state).as_deref(),
            lang,
        ))
    });
    let on_nav = {
        let state = state.clone();
        Callback::from(move |nav: Nav| state.dispatch(Action::Navigate(nav)))
    };
    let navigator = html! { <Navigator {lang} {enabled} {viewing} {on_nav} /> };

    let on_export = {
        let export_open = export_open.clone();
        Callback::from(move |_: ()| export_open.set(true))
    };
    let card = html! {
        <RecordCard
            {lang}
            on_import={dispatch(Action::OpenImport)}
            {on_export}
            on_editor={dispatch(Action::OpenEditor)}
        />
    };

    let dialogs = if let Some(import) = &state.import() {
        let on_import = {
            let state = state.clone();
            Callback::from(move |text: String| state.dispatch(Action::Import(text)))
        };
        html! {
            <ImportDialog
                {lang}
                error={import.error.as_ref().map(|e| AttrValue::from(e.message(lang)))}
                place={import.error.as_ref().and_then(|e| e.place())}
                {on_import}
                on_close={dispatch(Action::CloseImport)}
            />
        }
    } else if *export_open {
        let today = download::today();
        let names = [Color::White, Color::Black].map(|color| {
            let typed = color.fold(&state.record().white, &state.record().black);
            AttrValue::from(typed.clone().unwrap_or_default())
        });
        let default_names = [Color::White, Color::Black].map(|color| {
            AttrValue::from(words::record::default_player_name(
                state.opponent(),
                color,
                state.lang(),
            ))
        });
        let on_name = {
            let state = state.clone();
            Callback::from(move |(color, name): (Color, String)| {
                state.dispatch(Action::SetPlayerName(color, name))
            })
        };
        let on_close = {
            let export_open = export_open.clone();
            Callback::from(move |_: ()| export_open.set(false))
        };
        html! {
            <ExportDialog
                {lang}
                fen={AttrValue::from(state.shown_position().fen())}
                pgn={AttrValue::from(words::record::game_pgn(state, today))}
                file_name={AttrValue::from(words::record::game_file_name(state, today))}
                {names}
                {default_names}
                {on_name}
                {on_close}
            />
        }
    } else {
        Html::default()
    };

    RecordViews {
        navigator,
        card,
        dialogs,
        editor,
    }
}
