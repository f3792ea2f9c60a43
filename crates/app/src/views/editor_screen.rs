//! The board editor's screen: the board and its palette, the side to move,
//! castling rights and en passant as the board allows them, the FEN, the
//! rules' verdict, and what to do with the position.

use roque_rules::{CastlingSide, Color, Lang, Piece, Role, Square};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement, PointerEvent};
use yew::prelude::*;

use super::button::{action_button, bool_text};
use super::diagram_panel::DiagramPanel;
use super::sheet_maker::SheetMaker;

use crate::browser::clipboard;
use crate::browser::download;
use crate::persist::position_link;
use crate::state::editor::{Editor, EditorAction, Tool};
use crate::views::board::editor_board::{gesture_action, EditorBoard};
use crate::views::board::piece_drag::{use_piece_drag, DragEnd, Source};
use crate::views::board::square::{piece_classes, piece_code};
use crate::views::brand::brand;
use crate::views::controls::LangSwitch;
use crate::views::segment::segmented_setting;
use crate::words;

/// What the editor shows.
#[derive(Properties, PartialEq, Clone)]
pub struct EditorScreenProps {
    /// The editor's state.
    pub editor: Editor,
    /// The language of the labels and of the rules' explanations.
    pub lang: Lang,
    /// The side at the bottom.
    pub orientation: Color,
    /// A change to the position.
    pub on_action: Callback<EditorAction>,
    /// Play from the position: `true` against the computer.
    pub on_play: Callback<bool>,
    /// Turn the board around.
    pub on_flip: Callback<()>,
    /// Back to the game, unchanged.
    pub on_close: Callback<()>,
    /// Another language.
    pub on_lang: Callback<Lang>,
}

/// What the last copy (link or snippet) gave.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shared {
    Copied,
    Refused(String),
}

fn emit<T: Clone + 'static>(callback: &Callback<T>, value: T) -> Callback<MouseEvent> {
    let callback = callback.clone();
    Callback::from(move |_: MouseEvent| callback.emit(value.clone()))
}

/// The screen.
#[component]
pub fn EditorScreen(props: &EditorScreenProps) -> Html {
    let lang = props.lang;
    let texts = words::record::texts(lang);
    let editor = &props.editor;
    let shared = use_state_eq(|| None::<Shared>);

    let drag = {
        let on_action = props.on_action.clone();
        use_piece_drag(Callback::from(move |end: DragEnd| {
            if let Some(action) = gesture_action(end) {
                on_action.emit(action);
            }
        }))
    };
    let on_board_start = {
        let start = drag.start.clone();
        Callback::from(
            move |(e, source, element): (PointerEvent, Source, Element)| {
                start(&e, source, &element)
            },
        )
    };

    let validity = editor.position();
    let fen = editor.fen();

    // ------------------------------------------------------------ palette
    let palette_piece = |piece: Piece| {
        let start = drag.start.clone();
        let onpointerdown = Callback::from(move |e: PointerEvent| {
            // The button takes the pointer; its row hears the rest.
            let button = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|el| el.closest("[data-palette]").ok().flatten());
            if let Some(button) = button {
                start(&e, Source::Palette(piece), &button);
            }
        });
        // A click without a pointer (the keyboard) takes the piece as tool;
        // a pointer's click is handled at its release.
        let onclick = {
            let on_action = props.on_action.clone();
            Callback::from(move |e: MouseEvent| {
                if e.detail() == 0 {
                    on_action.emit(EditorAction::Choose(Tool::Place(piece)));
                }
            })
        };
        let name = piece.name(lang);
        html! {
            <button
                type="button"
                class="palette-piece"
                data-palette={piece_code(piece)}
                aria-label={name.clone()}
                title={name}
                aria-pressed={bool_text(editor.tool == Tool::Place(piece))}
                {onpointerdown}
                {onclick}
            >
                <span class={format!("palette-image {}", piece_classes(piece))} aria-hidden="true"></span>
            </button>
        }
    };
    let palette_row = |color: Color| {
        let pieces = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .map(|role| palette_piece(Piece::new(color, role)));
        html! {
            <div
                class="palette-row"
                role="group"
                aria-label={format!("{} — {}", texts.palette, color.plate_name(lang))}
                data-palette-colour={color.fold("white", "black")}
                onpointermove={drag.onpointermove.clone()}
                onpointerup={drag.onpointerup.clone()}
                onpointercancel={drag.onpointercancel.clone()}
            >
                { for pieces }
            </div>
        }
    };
    let tool_button = |tool: Tool, name: &'static str, label: &'static str| {
        html! {
            <button
                type="button"
                class="button tool"
                data-tool={name}
                aria-pressed={bool_text(editor.tool == tool)}
                onclick={emit(&props.on_action, EditorAction::Choose(tool))}
            >
                { label }
            </button>
        }
    };

    // ---------------------------------------------------------- settings
    let turn_choice = |color: Color| {
        html! {
            <button
                type="button"
                class="segment"
                data-turn={color.fold("white", "black")}
                aria-pressed={bool_text(editor.setup.turn == color)}
                onclick={emit(&props.on_action, EditorAction::SetTurn(color))}
            >
                { color.plate_name(lang) }
            </button>
        }
    };
    let castling_boxes: Vec<Html> = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|color| CastlingSide::ALL.map(|side| (color, side)))
        .filter(|&(color, side)| {
            editor.castling_possible(color, side) || editor.setup.castling.has(color, side)
        })
        .map(|(color, side)| {
            let checked = editor.setup.castling.has(color, side);
            let on_action = props.on_action.clone();
            let onchange = Callback::from(move |e: Event| {
                if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                    on_action.emit(EditorAction::SetCastling {
                        color,
                        side,
                        allowed: input.checked(),
                    });
                }
            });
            let code = format!("{}{}", color.char(), side.san());
            html! {
                <label class="check">
                    <input type="checkbox" {checked} data-castling={code} {onchange} />
                    { words::record::castling_right(color, side.san(), lang) }
                </label>
            }
        })
        .collect();
    let candidates = editor.en_passant_candidates();
    let on_ep = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            if let Some(select) = e.target_dyn_into::<HtmlSelectElement>() {
                on_action.emit(EditorAction::SetEnPassant(
                    select.value().parse::<Square>().ok(),
                ));
            }
        })
    };

    // --------------------------------------------------------------- FEN
    let fen_field = use_node_ref();
    let on_fen = {
        let (on_action, fen_field) = (props.on_action.clone(), fen_field.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = fen_field.cast::<HtmlInputElement>() {
                on_action.emit(EditorAction::SetFen(input.value()));
            }
        })
    };
    let fen_value = editor
        .fen_draft
        .as_ref()
        .map_or_else(|| fen.clone(), |draft| draft.text.clone());
    let fen_error = editor.fen_draft.as_ref().map(|d| d.error.message(lang));

    // ------------------------------------------------------------ sharing
    let share_with = |text: String| {
        let shared = shared.clone();
        Callback::from(move |_: MouseEvent| {
            let (shared, copied_text) = (shared.clone(), text.clone());
            clipboard::copy(text.clone(), move |copied| {
                shared.set(Some(if copied {
                    Shared::Copied
                } else {
                    Shared::Refused(copied_text)
                }));
            });
        })
    };
    let page = download::page_address();
    let link = if validity.is_ok() {
        position_link::fen_link(&page, &fen)
    } else {
        position_link::editor_link(&page, &fen)
    };
    let snippet = position_link::embed_snippet(&page, &fen);

    let (verdict, verdict_kind) = match &validity {
        Ok(_) => (texts.legal_position.to_string(), "valid"),
        Err(error) => (error.message(lang), "invalid"),
    };
    let playable = validity.is_ok();

    html! {
        <div class="app editor-screen" data-lang={lang.code()} data-screen="editor">
            <header class="topbar">
                { brand(html! { <h1 class="brand-tagline editor-title">{ texts.editor_title }</h1> }) }
                <LangSwitch {lang} on_change={props.on_lang.clone()} />
            </header>
            <main class="layout">
                <section class="board-area editor-area" aria-label={words::ui::texts(lang).board}>
                        { palette_row(!props.orientation) }
                        <EditorBoard
                            board={editor.setup.board}
                            orientation={props.orientation}
                            {lang}
                            on_start={on_board_start}
                            on_move={drag.onpointermove.clone()}
                            on_up={drag.onpointerup.clone()}
                            on_cancel={drag.onpointercancel.clone()}
                            on_remove={Callback::from({
                                let on_action = props.on_action.clone();
                                move |sq: Square| on_action.emit(EditorAction::Remove(sq))
                            })}
                        />
                        { palette_row(props.orientation) }
                    { drag.ghost.clone() }
                </section>
                <aside class="side-panel editor-panel">
                    <section class={if playable { "panel-card status" } else { "panel-card status check" }}>
                        <p class="editor-verdict" role="status" aria-live="polite" data-editor-status={verdict_kind}>
                            { verdict }
                        </p>
                    </section>
                    <section class="panel-card editor-card">
                        <p class="dialog-hint">{ texts.editor_hint }</p>
                        <div class="tool-row">
                            { tool_button(Tool::Hand, "hand", texts.tool_hand) }
                            { tool_button(Tool::Erase, "erase", texts.tool_erase) }
                        </div>
                        <div class="tool-row">
                            { action_button("button", "clear-board", false, None, texts.clear_board, emit(&props.on_action, EditorAction::ClearBoard)) }
                            { action_button("button", "start-position", false, None, texts.start_position, emit(&props.on_action, EditorAction::StartPosition)) }
                            <button type="button" class="button" data-action="flip" onclick={emit(&props.on_flip, ())}>{ words::ui::texts(lang).flip }</button>
                        </div>
                    </section>
                    <section class="panel-card editor-card">
                        { segmented_setting("turn-label", texts.side_to_move, "segmented", html! { <>
                            { turn_choice(Color::White) }
                            { turn_choice(Color::Black) }
                        </> }) }
                        <div class="setting">
                            <span class="setting-label" id="castling-label">{ texts.castling }</span>
                            if castling_boxes.is_empty() {
                                <p class="setting-note" data-castling-note="">{ words::record::no_castling(&editor.castling_gaps(), lang) }</p>
                            } else {
                                <div class="checks" role="group" aria-labelledby="castling-label">{ for castling_boxes }</div>
                            }
                        </div>
                        if !candidates.is_empty() {
                            <div class="setting">
                                <label class="setting-label" for="ep-select">{ texts.en_passant }</label>
                                <select id="ep-select" class="text-field" data-en-passant="" onchange={on_ep}>
                                    <option value="" selected={editor.setup.ep_square.is_none()}>{ texts.none }</option>
                                    { for candidates.iter().map(|sq| html! {
                                        <option value={sq.to_string()} selected={editor.setup.ep_square == Some(*sq)}>{ sq.to_string() }</option>
                                    }) }
                                </select>
                            </div>
                        }
                        <form class="setting" onsubmit={on_fen}>
                            <label class="setting-label" for="editor-fen">{ "FEN" }</label>
                            <div class="fen-row">
                                <input
                                    id="editor-fen"
                                    type="text"
                                    class="text-field mono"
                                    ref={fen_field}
                                    value={fen_value}
                                    spellcheck="false"
                                    autocomplete="off"
                                    aria-invalid={fen_error.is_some().then_some("true")}
                                    aria-describedby={fen_error.is_some().then_some("fen-error")}
                                    data-editor-fen=""
                                />
                                <button type="submit" class="button" data-action="apply-fen">{ texts.apply_fen }</button>
                            </div>
                            if let Some(error) = fen_error {
                                <p id="fen-error" class="dialog-error" role="alert" data-fen-error="">{ error }</p>
                            }
                        </form>
                    </section>
                    <section class="panel-card editor-card">
                        <div class="tool-row">
                            { action_button("button primary", "play-two", !playable, None, texts.play_two, emit(&props.on_play, false)) }
                            { action_button("button primary", "play-computer", !playable, None, texts.play_computer, emit(&props.on_play, true)) }
                        </div>
                        <div class="tool-row">
                            { action_button("button", "copy-link", false, None, texts.copy_link, share_with(link)) }
                            { action_button("button", "copy-embed", !playable, None, texts.copy_embed, share_with(snippet)) }
                        </div>
                        { match &*shared {
                            Some(Shared::Copied) => html! { <p class="copy-result" role="status" data-copy="ok">{ texts.copied }</p> },
                            Some(Shared::Refused(text)) => html! {
                                <>
                                    <p class="copy-result" role="status" data-copy="refused">{ texts.copy_refused }</p>
                                    <textarea class="export-text mono" readonly=true rows="3" value={text.clone()} aria-label={texts.copy_link} />
                                </>
                            },
                            None => html! {},
                        } }
                        { action_button("button ghost back", "close-editor", false, None, texts.back, emit(&props.on_close, ())) }
                    </section>
                    <section class="panel-card editor-card">
                        <DiagramPanel
                            {lang}
                            fen={AttrValue::from(editor.fen())}
                            orientation={props.orientation}
                            file_stem={AttrValue::from("roque-position")}
                            in_page=true
                        />
                    </section>
                    <SheetMaker {lang} fen={AttrValue::from(editor.fen())} />
                </aside>
            </main>
        </div>
    }
}
