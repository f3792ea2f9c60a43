//! A diagram as views have it: asked of the module of diagrams
//! (`browser::diagram`, loaded the first time one is shown), written once
//! per position and options and kept, whatever else renders the view
//! again; with the room it will take kept while it comes, and a clear
//! sentence if it cannot.

use roque_diagram::{pixels, Options};
use roque_rules::Lang;
use yew::prelude::*;

use crate::browser::diagram as module;
use crate::words::diagram::texts;

/// Where a diagram is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Drawing {
    /// On its way: the module is loading.
    Waiting,
    /// Written: its SVG.
    Ready(AttrValue),
    /// The module could not load (offline before the service worker kept
    /// it, or a page that does not say where it is), or refused the
    /// position.
    Failed,
}

impl Drawing {
    /// The SVG, once written.
    pub fn svg(&self) -> Option<&AttrValue> {
        match self {
            Drawing::Ready(svg) => Some(svg),
            Drawing::Waiting | Drawing::Failed => None,
        }
    }
}

/// Where the module is, as a view waits on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Module {
    Loading,
    Loaded,
    Failed,
}

/// The diagram of `fen` (a FEN or a placement alone) with `options`:
/// the module is loaded when the view first shows (and again when it is
/// shown again after a failed load), and the SVG written once per `fen`
/// and `options`, however often the view renders.
#[hook]
pub fn use_diagram(fen: AttrValue, options: Options) -> Drawing {
    let state = use_state_eq(|| {
        if module::is_loaded() {
            Module::Loaded
        } else {
            Module::Loading
        }
    });
    {
        let state = state.setter();
        use_effect_with((), move |()| {
            module::load(move |loaded| {
                state.set(if loaded {
                    Module::Loaded
                } else {
                    Module::Failed
                });
            });
        });
    }
    let drawing = use_memo(
        (fen, options, *state),
        |(fen, options, state)| match state {
            Module::Loading => Drawing::Waiting,
            Module::Failed => Drawing::Failed,
            Module::Loaded => module::draw(fen, options)
                .map_or(Drawing::Failed, |svg| Drawing::Ready(AttrValue::from(svg))),
        },
    );
    (*drawing).clone()
}

/// What stands where a diagram will be while it is on its way: a box of
/// its proportions (`options`'), with `class`, saying so, so that nothing
/// moves when it comes; nothing once it is there or failed (the buttons
/// that give it away say why: `DiagramButtons`).
pub fn diagram_room(drawing: &Drawing, options: &Options, class: &'static str, lang: Lang) -> Html {
    if *drawing != Drawing::Waiting {
        return Html::default();
    }
    let (width, height) = pixels(options);
    html! {
        <div class={format!("{class} diagram-room")} style={format!("aspect-ratio: {width} / {height}")} role="status" data-diagram-waiting="">
            { texts(lang).waiting }
        </div>
    }
}
