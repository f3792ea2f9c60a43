//! The module of tools (`roque-tools`: the board editor, the import,
//! export, options, share and history dialogs), seen from both sides: the
//! app loads it on demand and opens a tool in an element of its page; the
//! tool answers with DOM events on that element. Requests and events travel
//! as plain JS objects of strings, read back strictly: anything unexpected
//! is dropped, never half-read.
//!
//! The page says where the module is: `globalThis.roqueTools()` returns a
//! promise of the module, initialised (index.html's start-up script, or the
//! one-file build's own). Without it, or when it cannot load (offline
//! before the service worker kept it), [`show`] says so and the app shows
//! the reason.

use js_sys::{Object, Reflect};
use roque_rules::{Lang, Position};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CustomEvent, CustomEventInit, Element};

use crate::browser::lazy::{self, Unavailable};
use crate::model::drawings::Drawings;
use crate::model::import::{Imported, ImportedGame};
use crate::model::opening::OpeningName;
use crate::model::options::Settings;
use crate::model::record::{Day, ImportedRecord};
use crate::model::tools::{Export, Tool, ToolEvent, ToolRequest};
use crate::persist::saved::{
    color_name, opponent_text, parse_color, parse_opponent, parse_time_control, time_control_text,
    MAX_BYTES,
};
use crate::persist::share::{self, Shared};

/// The name of the DOM event a tool dispatches on its element.
pub const EVENT: &str = "roque-tool";

/// A field's longest accepted text: the longest is the history's, read up
/// to four saved games' worth (`persist::archive`); a game of a thousand
/// moves in PGN is about 12 kB; a pasted text is capped by the import
/// itself.
const MAX_FIELD: usize = 4 * MAX_BYTES;

fn set(object: &Object, key: &str, value: impl Into<JsValue>) {
    // Setting a property on a fresh plain object cannot fail in practice;
    // if it did, the field would only be missing, and the reader refuses.
    let _ = Reflect::set(object, &JsValue::from_str(key), &value.into());
}

fn text(object: &JsValue, key: &str) -> Option<String> {
    let value = Reflect::get(object, &JsValue::from_str(key))
        .ok()?
        .as_string()?;
    (value.len() <= MAX_FIELD).then_some(value)
}

fn flag(object: &JsValue, key: &str) -> Option<bool> {
    Reflect::get(object, &JsValue::from_str(key))
        .ok()?
        .as_bool()
}

/// The language whose code (`Lang::code`) is exactly `code`.
fn lang_of(code: &str) -> Option<Lang> {
    Lang::ALL.into_iter().find(|lang| lang.code() == code)
}

fn position_of(fen: &str) -> Option<Position> {
    Position::from_fen(fen).ok()
}

/// `request` as the JS object a tool reads.
pub fn request_to_js(request: &ToolRequest) -> JsValue {
    let object = Object::new();
    set(&object, "lang", request.lang.code());
    set(&object, "orientation", color_name(request.orientation));
    match &request.tool {
        Tool::Editor {
            position,
            typed_fen,
        } => {
            set(&object, "tool", "editor");
            set(&object, "fen", position.fen());
            if let Some(typed) = typed_fen {
                set(&object, "typedFen", typed.as_str());
            }
        }
        Tool::Import => set(&object, "tool", "import"),
        Tool::Export(export) | Tool::Analysis(export) | Tool::Review(export) => {
            let tool = match request.tool {
                Tool::Export(_) => "export",
                Tool::Review(_) => "review",
                _ => "analysis",
            };
            set(&object, "tool", tool);
            set(&object, "fen", export.fen.as_str());
            set(&object, "game", share::encode(&export.game));
            if let Some(imported) = &export.imported {
                set(&object, "imported", imported.as_str());
            }
            set(&object, "drawings", export.drawings.to_text());
            set(&object, "today", export.today.pgn());
            if let Some(opening) = &export.opening {
                set(&object, "opening", opening.to_answer());
            }
            set(&object, "white", export.names[0].as_str());
            set(&object, "black", export.names[1].as_str());
            set(&object, "whiteDefault", export.default_names[0].as_str());
            set(&object, "blackDefault", export.default_names[1].as_str());
        }
        Tool::Options { opponent, settings } => {
            set(&object, "tool", "options");
            set(&object, "opponent", opponent_text(*opponent));
            set(&object, "clock", time_control_text(settings.time_control));
            set(&object, "touchMove", settings.touch_move);
            set(&object, "autoDraw", settings.auto_draw);
        }
        Tool::History { archive } => {
            set(&object, "tool", "history");
            set(&object, "archive", archive.as_str());
        }
        Tool::Share { url, copied } => {
            set(&object, "tool", "share");
            set(&object, "url", url.as_str());
            if let Some(copied) = copied {
                set(&object, "copied", *copied);
            }
        }
    }
    object.into()
}

fn number(object: &JsValue, key: &str) -> Option<u32> {
    let value = Reflect::get(object, &JsValue::from_str(key))
        .ok()?
        .as_f64()?;
    // Exactly a whole number in range, or nothing.
    (value.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&value)).then_some(value as u32)
}

/// The request a JS object holds, if it is a whole and valid one.
pub fn request_from_js(object: &JsValue) -> Option<ToolRequest> {
    let lang = lang_of(&text(object, "lang")?)?;
    let orientation = parse_color(&text(object, "orientation")?)?;
    let tool = match text(object, "tool")?.as_str() {
        "editor" => Tool::Editor {
            position: position_of(&text(object, "fen")?)?,
            typed_fen: text(object, "typedFen"),
        },
        "import" => Tool::Import,
        "export" | "analysis" | "review" => export_of(object)?,
        "options" => Tool::Options {
            opponent: parse_opponent(&text(object, "opponent")?)?,
            settings: Settings {
                time_control: parse_time_control(&text(object, "clock")?)?,
                touch_move: flag(object, "touchMove")?,
                auto_draw: flag(object, "autoDraw")?,
            },
        },
        "history" => Tool::History {
            archive: text(object, "archive")?,
        },
        "share" => Tool::Share {
            url: text(object, "url")?,
            copied: flag(object, "copied"),
        },
        _ => return None,
    };
    Some(ToolRequest {
        tool,
        lang,
        orientation,
    })
}

/// The export (or analysis) a JS object holds, whichever tool it is for.
fn export_of(object: &JsValue) -> Option<Tool> {
    let export = Box::new(Export {
        fen: text(object, "fen")?,
        game: share::decode(&text(object, "game")?).ok()?,
        imported: text(object, "imported"),
        drawings: Drawings::from_text(&text(object, "drawings")?)?,
        today: Day::from_pgn(&text(object, "today")?)?,
        opening: match text(object, "opening") {
            None => None,
            Some(answer) => Some(OpeningName::from_answer(&answer)?),
        },
        names: [text(object, "white")?, text(object, "black")?],
        default_names: [text(object, "whiteDefault")?, text(object, "blackDefault")?],
    });
    Some(match text(object, "tool")?.as_str() {
        "export" => Tool::Export(export),
        "review" => Tool::Review(export),
        _ => Tool::Analysis(export),
    })
}

fn event_to_js(event: &ToolEvent) -> JsValue {
    let object = Object::new();
    let kind = match event {
        ToolEvent::Close => "close",
        ToolEvent::Play {
            position,
            against_computer,
        } => {
            set(&object, "fen", position.fen());
            set(&object, "computer", *against_computer);
            "play"
        }
        ToolEvent::Flip => "flip",
        ToolEvent::Lang(lang) => {
            set(&object, "lang", lang.code());
            "lang"
        }
        ToolEvent::Import(Imported::Position(position)) => {
            set(&object, "fen", position.fen());
            "import"
        }
        ToolEvent::Import(Imported::Game(imported)) => {
            let shared = Shared {
                game: imported.game.clone(),
                white: imported.white.clone(),
                black: imported.black.clone(),
            };
            set(&object, "game", share::encode_shared(&shared));
            set(&object, "pgn", imported.record.pgn.as_str());
            set(&object, "more", imported.more_games);
            set(&object, "annotated", imported.record.annotated);
            set(&object, "drawings", imported.drawings.to_text());
            if let Some(event) = &imported.record.event {
                set(&object, "event", event.as_str());
            }
            "import"
        }
        ToolEvent::Name(color, name) => {
            set(&object, "color", color_name(*color));
            set(&object, "name", name.as_str());
            "name"
        }
        ToolEvent::Opponent(opponent) => {
            set(&object, "opponent", opponent_text(*opponent));
            "opponent"
        }
        ToolEvent::TimeControl(control) => {
            set(&object, "clock", time_control_text(*control));
            "clock"
        }
        ToolEvent::TouchMove(on) => {
            set(&object, "on", *on);
            "touch-move"
        }
        ToolEvent::AutoDraw(on) => {
            set(&object, "on", *on);
            "auto-draw"
        }
        ToolEvent::Reopen(index) => {
            set(&object, "index", *index as f64);
            "reopen"
        }
        ToolEvent::Delete(index) => {
            set(&object, "index", *index as f64);
            "delete"
        }
        ToolEvent::Analysed {
            mainline,
            pgn,
            annotated,
            drawings,
        } => {
            set(&object, "game", share::encode(mainline));
            set(&object, "pgn", pgn.as_str());
            set(&object, "annotated", *annotated);
            set(&object, "drawings", drawings.to_text());
            "analysed"
        }
    };
    set(&object, "type", kind);
    object.into()
}

/// The event a JS object holds, if it is a whole and valid one.
pub fn event_from_js(object: &JsValue) -> Option<ToolEvent> {
    Some(match text(object, "type")?.as_str() {
        "close" => ToolEvent::Close,
        "play" => ToolEvent::Play {
            position: position_of(&text(object, "fen")?)?,
            against_computer: flag(object, "computer")?,
        },
        "flip" => ToolEvent::Flip,
        "lang" => ToolEvent::Lang(lang_of(&text(object, "lang")?)?),
        "import" => ToolEvent::Import(imported_from_js(object)?),
        "name" => ToolEvent::Name(parse_color(&text(object, "color")?)?, text(object, "name")?),
        "opponent" => ToolEvent::Opponent(parse_opponent(&text(object, "opponent")?)?),
        "clock" => ToolEvent::TimeControl(parse_time_control(&text(object, "clock")?)?),
        "touch-move" => ToolEvent::TouchMove(flag(object, "on")?),
        "auto-draw" => ToolEvent::AutoDraw(flag(object, "on")?),
        "reopen" => ToolEvent::Reopen(usize::try_from(number(object, "index")?).ok()?),
        "delete" => ToolEvent::Delete(usize::try_from(number(object, "index")?).ok()?),
        "analysed" => ToolEvent::Analysed {
            mainline: share::decode(&text(object, "game")?).ok()?,
            pgn: text(object, "pgn")?,
            annotated: flag(object, "annotated")?,
            drawings: Drawings::from_text(&text(object, "drawings")?)?,
        },
        _ => return None,
    })
}

/// The position or game an import event carries.
fn imported_from_js(object: &JsValue) -> Option<Imported> {
    if let Some(fen) = text(object, "fen") {
        return position_of(&fen).map(Imported::Position);
    }
    let Shared { game, white, black } = share::decode_shared(&text(object, "game")?).ok()?;
    let record = ImportedRecord {
        pgn: text(object, "pgn")?,
        annotated: flag(object, "annotated")?,
        event: text(object, "event"),
    };
    Some(Imported::Game(Box::new(ImportedGame {
        game,
        record,
        white,
        black,
        more_games: flag(object, "more")?,
        drawings: Drawings::from_text(&text(object, "drawings")?)?,
    })))
}

/// Sends `event` to the app, as a DOM event on the tool's element.
pub fn send(host: &Element, event: &ToolEvent) {
    let init = CustomEventInit::new();
    init.set_detail(&event_to_js(event));
    if let Ok(event) = CustomEvent::new_with_event_init_dict(EVENT, &init) {
        // A refused dispatch has no one to tell: the app is not listening.
        let _ = host.dispatch_event(&event);
    }
}

/// The event a DOM event carries, if it is a tool's.
pub fn event_of(event: &web_sys::Event) -> Option<ToolEvent> {
    event_from_js(&event.dyn_ref::<CustomEvent>()?.detail())
}

/// The id of the element the app is mounted in (index.html).
pub const APP_ROOT: &str = "app";

/// The element the app is mounted in, if the page has it.
///
/// Two Yew apps from two wasm modules must not nest: each finds the
/// handlers of the elements it owns by numbers the other uses too, so the
/// app would answer a click in the editor as one on its own buttons. The
/// app is mounted in this element, and the tools in one beside it
/// ([`new_host`]).
pub fn app_root() -> Option<Element> {
    web_sys::window()?.document()?.get_element_by_id(APP_ROOT)
}

/// A new element for a tool, at the end of the body: outside the app's
/// element ([`app_root`]).
pub fn new_host() -> Option<Element> {
    let document = web_sys::window()?.document()?;
    let host = document.create_element("div").ok()?;
    host.set_class_name("tool-host");
    host.set_attribute("data-tool-host", "").ok()?;
    document.body()?.append_child(&host).ok()?;
    Some(host)
}

fn call(module: &JsValue, name: &str, args: &[&JsValue]) -> Result<JsValue, Unavailable> {
    let function = lazy::export(module, name)?;
    let result = match args {
        [] => function.call0(module),
        [a] => function.call1(module, a),
        [a, b, ..] => function.call2(module, a, b),
    };
    result.map_err(|_| Unavailable::NotLoaded)
}

/// Where the page says the module of tools is.
const LOADER: &str = "roqueTools";

/// Shows the tool `request` asks for in `host` (the first time, once the
/// module is loaded), or shows it again with what changed.
///
/// # Errors
/// Why the module could not be used.
pub async fn show(host: &Element, request: &ToolRequest) -> Result<(), Unavailable> {
    let module = lazy::load(LOADER).await?;
    // The app may have closed the tool while the module loaded.
    if !host.is_connected() {
        return Ok(());
    }
    call(&module, "open", &[host.as_ref(), &request_to_js(request)])?;
    Ok(())
}

/// Takes the tool shown in `host` away, if the module is there, and
/// `host` out of the page.
pub fn close(host: &Element) {
    host.remove();
    wasm_bindgen_futures::spawn_local({
        let host = host.clone();
        async move {
            if let Ok(module) = lazy::load(LOADER).await {
                let _ = call(&module, "close", &[host.as_ref()]);
            }
        }
    });
}
