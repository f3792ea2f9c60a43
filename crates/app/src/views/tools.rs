//! The root of the module of tools (`roque-tools`): the board editor, or
//! the import, export, options, share or history dialog, as the app's
//! [`ToolRequest`] asks, each one's intents sent back as [`ToolEvent`]s.
//! The editor's own reducer ([`Editor`]) lives here, for as long as the
//! editor is open; everything else the tools show comes from the app.

use std::rc::Rc;

use roque_rules::{Color, Lang, Position, Shape};
use yew::prelude::*;

use crate::model::tools::{Export, Tool, ToolEvent, ToolRequest};
use crate::persist::archive::Archive;
use crate::state::editor::Editor;
use crate::views::analysis::AnalysisTool;
use crate::views::editor_screen::EditorScreen;
use crate::views::export_dialog::ExportDialog;
use crate::views::history::History;
use crate::views::import_dialog::ImportDialog;
use crate::views::options_dialog::OptionsDialog;
use crate::views::share_dialog::ShareDialog;

/// What the module shows.
#[derive(Properties, PartialEq, Clone)]
pub struct ToolsProps {
    /// The tool asked for, with what it shows.
    pub request: Rc<ToolRequest>,
    /// Where the tool's intents go (to the app).
    pub on_event: Callback<ToolEvent>,
}

/// The drawings of the position the export shows (the last one the game
/// went through with that FEN), for its diagram.
fn shown_drawings(export: &Export) -> Vec<Shape> {
    export
        .game
        .positions()
        .enumerate()
        .filter(|(_, position)| position.fen() == export.fen)
        .last()
        .map(|(ply, _)| export.drawings.at(ply))
        .unwrap_or_default()
}

/// The tool asked for.
#[component]
pub fn Tools(props: &ToolsProps) -> Html {
    let request = &props.request;
    let (lang, orientation) = (request.lang, request.orientation);
    let send = |event: ToolEvent| {
        let on_event = props.on_event.clone();
        Callback::from(move |_: ()| on_event.emit(event.clone()))
    };
    match &request.tool {
        Tool::Editor {
            position,
            typed_fen,
        } => html! {
            <EditorTool
                position={*position}
                typed_fen={typed_fen.clone()}
                {lang}
                {orientation}
                on_event={props.on_event.clone()}
            />
        },
        Tool::Import => {
            let on_import = props.on_event.reform(ToolEvent::Import);
            html! {
                <ImportDialog
                    {lang}
                    {on_import}
                    on_close={send(ToolEvent::Close)}
                />
            }
        }
        Tool::Export(export) => {
            let on_name = props
                .on_event
                .reform(|(color, name): (Color, String)| ToolEvent::Name(color, name));
            html! {
                <ExportDialog
                    {lang}
                    fen={AttrValue::from(export.fen.clone())}
                    pgn={AttrValue::from(crate::words::record::export_pgn(export, lang))}
                    file_name={AttrValue::from(crate::words::record::export_file_name(export))}
                    {orientation}
                    shapes={shown_drawings(export)}
                    names={export.names.clone().map(AttrValue::from)}
                    default_names={export.default_names.clone().map(AttrValue::from)}
                    {on_name}
                    on_close={send(ToolEvent::Close)}
                />
            }
        }
        Tool::Options { opponent, settings } => {
            let on_event = &props.on_event;
            html! {
                <OptionsDialog
                    {lang}
                    opponent={*opponent}
                    settings={*settings}
                    on_opponent={on_event.reform(ToolEvent::Opponent)}
                    on_time_control={on_event.reform(ToolEvent::TimeControl)}
                    on_touch_move={on_event.reform(ToolEvent::TouchMove)}
                    on_auto_draw={on_event.reform(ToolEvent::AutoDraw)}
                    on_close={send(ToolEvent::Close)}
                />
            }
        }
        Tool::History { archive } => {
            // The app wrote it; a game it cannot read again is left out.
            let (archive, _) = Archive::read(archive, 0.0);
            html! {
                <History
                    {archive}
                    {lang}
                    on_reopen={props.on_event.reform(ToolEvent::Reopen)}
                    on_delete={props.on_event.reform(ToolEvent::Delete)}
                    on_close={send(ToolEvent::Close)}
                />
            }
        }
        Tool::Analysis(export) | Tool::Review(export) => html! {
            <AnalysisTool
                tree={Rc::new(crate::words::record::export_tree(export, lang))}
                {lang}
                {orientation}
                review={matches!(props.request.tool, Tool::Review(_))}
                on_event={props.on_event.clone()}
            />
        },
        Tool::Share { url, copied } => html! {
            <ShareDialog
                {lang}
                url={AttrValue::from(url.clone())}
                copied={*copied}
                on_close={send(ToolEvent::Close)}
            />
        },
    }
}

/// What the editor opens on.
#[derive(Properties, PartialEq, Clone)]
struct EditorToolProps {
    position: Position,
    typed_fen: Option<String>,
    lang: Lang,
    orientation: Color,
    on_event: Callback<ToolEvent>,
}

/// The board editor with its own reducer, set up once, when it opens.
#[component]
fn EditorTool(props: &EditorToolProps) -> Html {
    let editor = {
        let (position, typed_fen) = (props.position, props.typed_fen.clone());
        use_reducer(move || Editor::opening(&position, typed_fen.as_deref()))
    };
    let on_action = editor.dispatcher().to_callback();
    let on_play = {
        let (editor, on_event) = (editor.clone(), props.on_event.clone());
        Callback::from(move |against_computer: bool| {
            // The buttons are disabled while the rules refuse the position.
            if let Ok(position) = editor.position() {
                on_event.emit(ToolEvent::Play {
                    position,
                    against_computer,
                });
            }
        })
    };
    let send = |event: ToolEvent| {
        let on_event = props.on_event.clone();
        Callback::from(move |_: ()| on_event.emit(event.clone()))
    };
    html! {
        <EditorScreen
            editor={(*editor).clone()}
            lang={props.lang}
            orientation={props.orientation}
            {on_action}
            {on_play}
            on_flip={send(ToolEvent::Flip)}
            on_close={send(ToolEvent::Close)}
            on_lang={props.on_event.reform(ToolEvent::Lang)}
        />
    }
}
