//! The buttons that give a diagram away: its SVG and its PNG downloaded,
//! and, where the browser allows it, the PNG copied as an image; with what
//! came of the last one. Used by « Diagramme » (`diagram_panel`), the
//! course's exercises and embedded boards (`download=on`). While the
//! diagram is on its way (`diagram_view`), the buttons wait, greyed; if it
//! cannot come, they say why.

use roque_rules::Lang;
use yew::prelude::*;

use super::button::action_button;
use super::diagram_view::{use_diagram, Drawing};

use crate::browser::{download, image};
use crate::words::diagram::texts;

/// What the buttons give.
#[derive(Properties, PartialEq, Clone)]
pub struct DiagramButtonsProps {
    /// The language of the labels.
    pub lang: Lang,
    /// The diagram.
    pub drawing: Drawing,
    /// Its width and height in CSS pixels.
    pub size: (u32, u32),
    /// The PNG's scale: 1 or 2.
    #[prop_or(2)]
    pub scale: u32,
    /// The files' name without its extension.
    pub file_stem: AttrValue,
    /// Whether to offer « Copier l'image » (where the browser can).
    #[prop_or(true)]
    pub copy: bool,
}

/// What the last action gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Copied,
    CopyRefused,
    PngFailed,
    DownloadRefused,
}

/// The buttons.
#[component]
pub fn DiagramButtons(props: &DiagramButtonsProps) -> Html {
    let t = texts(props.lang);
    let outcome = use_state_eq(|| None::<Outcome>);
    let (width, height) = props.size;
    let Some(svg) = props.drawing.svg().cloned() else {
        return waiting(props);
    };
    let svg_download = {
        let (svg, name, outcome) = (
            svg.clone(),
            format!("{}.svg", props.file_stem),
            outcome.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let taken = download::download(&name, &svg, "image/svg+xml");
            outcome.set((!taken).then_some(Outcome::DownloadRefused));
        })
    };
    let png_download = {
        let (svg, name, outcome, scale) = (
            svg.clone(),
            format!("{}.png", props.file_stem),
            outcome.clone(),
            props.scale,
        );
        Callback::from(move |_: MouseEvent| {
            let (name, outcome) = (name.clone(), outcome.clone());
            image::png_of_svg(&svg, width, height, scale, move |png| {
                outcome.set(match png {
                    Some(png) if download::download_blob(&name, &png) => None,
                    Some(_) => Some(Outcome::DownloadRefused),
                    None => Some(Outcome::PngFailed),
                });
            });
        })
    };
    let copy = (props.copy && image::can_copy_image()).then(|| {
        let (svg, outcome, scale) = (svg, outcome.clone(), props.scale);
        let onclick = Callback::from(move |_: MouseEvent| {
            let outcome = outcome.clone();
            image::copy_png_of_svg(&svg, width, height, scale, move |copied| {
                outcome.set(Some(if copied {
                    Outcome::Copied
                } else {
                    Outcome::CopyRefused
                }));
            });
        });
        action_button("button", "copy-image", false, None, t.copy_image, onclick)
    });
    let said = outcome.map(|outcome| match outcome {
        Outcome::Copied => (t.copied, "ok"),
        Outcome::CopyRefused => (t.copy_refused, "refused"),
        Outcome::PngFailed => (t.png_failed, "refused"),
        Outcome::DownloadRefused => (t.download_refused, "refused"),
    });
    html! {
        <div class="diagram-buttons">
            if let Some((text, kind)) = said {
                <p class="copy-result" role="status" data-diagram-result={kind}>{ text }</p>
            }
            <div class="dialog-actions wrap">
                { action_button("button", "download-svg", false, None, t.download_svg, svg_download) }
                { action_button("button", "download-png", false, None, t.download_png, png_download) }
                { for copy }
            </div>
        </div>
    }
}

/// The buttons while the diagram is on its way, greyed (their place
/// kept), or, when it cannot come, why.
fn waiting(props: &DiagramButtonsProps) -> Html {
    let t = texts(props.lang);
    let nothing = Callback::noop();
    let busy = props.drawing == Drawing::Waiting;
    html! {
        <div class="diagram-buttons" aria-busy={busy.then_some("true")}>
            if !busy {
                <p class="copy-result" role="alert" data-diagram-result="unavailable">{ t.unavailable }</p>
            }
            <div class="dialog-actions wrap">
                { action_button("button", "download-svg", true, None, t.download_svg, nothing.clone()) }
                { action_button("button", "download-png", true, None, t.download_png, nothing.clone()) }
                if props.copy && image::can_copy_image() {
                    { action_button("button", "copy-image", true, None, t.copy_image, nothing) }
                }
            </div>
        </div>
    }
}

/// What [`DrawnDiagramButtons`] draws and gives.
#[derive(Properties, PartialEq, Clone)]
pub struct DrawnDiagramButtonsProps {
    /// The language of the labels.
    pub lang: Lang,
    /// The position: a FEN, or a placement alone.
    pub fen: AttrValue,
    /// How to draw it.
    pub options: roque_diagram::Options,
    /// The files' name without its extension.
    pub file_stem: AttrValue,
    /// Whether to offer « Copier l'image » (where the browser can).
    #[prop_or(true)]
    pub copy: bool,
}

/// The buttons for the diagram of a position, drawn once per position and
/// options (`use_diagram`) when they first show: for the course's
/// exercises and embedded boards.
#[component]
pub fn DrawnDiagramButtons(props: &DrawnDiagramButtonsProps) -> Html {
    let drawing = use_diagram(props.fen.clone(), props.options.clone());
    html! {
        <DiagramButtons
            lang={props.lang}
            {drawing}
            size={roque_diagram::pixels(&props.options)}
            copy={props.copy}
            file_stem={props.file_stem.clone()}
        />
    }
}
