//! « Diagramme »: a position as a picture, previewed, to download as SVG or
//! PNG (1× or 2×) or to copy as an image, in the board's colours or in
//! black and white for paper, with its arrows and circles. In the export
//! dialog and the editor; drawn by the `roque-diagram` crate.

use roque_diagram::{diagram, pixels, Options, Theme};
use roque_rules::{Color, Lang, Setup, Shape};
use yew::prelude::*;

use super::button::action_button;

use crate::browser::{download, image};
use crate::words::diagram::{scale_label, texts};

/// What the panel shows.
#[derive(Properties, PartialEq, Clone)]
pub struct DiagramPanelProps {
    /// The language of the labels.
    pub lang: Lang,
    /// The position, in FEN.
    pub fen: AttrValue,
    /// The side at the bottom.
    pub orientation: Color,
    /// The arrows and circles drawn on the position.
    #[prop_or_default]
    pub shapes: Vec<Shape>,
    /// The files' name without its extension (`roque-2026-12-06`).
    pub file_stem: AttrValue,
}

/// What the last action gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Copied,
    CopyRefused,
    PngFailed,
    DownloadRefused,
}

/// The panel.
#[component]
pub fn DiagramPanel(props: &DiagramPanelProps) -> Html {
    let t = texts(props.lang);
    let theme = use_state_eq(|| Theme::Board);
    let scale = use_state_eq(|| 2_u32);
    let outcome = use_state_eq(|| None::<Outcome>);
    let Ok(setup) = Setup::from_fen(&props.fen) else {
        // The dialog's FEN is the game's: always readable. Nothing to draw
        // otherwise.
        return html! {};
    };
    let options = Options {
        orientation: props.orientation,
        theme: *theme,
        shapes: props.shapes.clone(),
        ..Options::default()
    };
    let svg = diagram(&setup, &options);
    let (width, height) = pixels(&options);
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
            *scale,
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
    let copy = image::can_copy_image().then(|| {
        let (svg, outcome, scale) = (svg.clone(), outcome.clone(), *scale);
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
    let theme_choice = |value: Theme, label: &'static str, name: &'static str| {
        let checked = *theme == value;
        let theme = theme.clone();
        let onchange = Callback::from(move |_: Event| theme.set(value));
        html! {
            <label class="diagram-choice">
                <input type="radio" name="diagram-theme" {checked} {onchange} data-diagram-theme={name} />
                { label }
            </label>
        }
    };
    let scale_choice = |value: u32| {
        let checked = *scale == value;
        let scale = scale.clone();
        let onchange = Callback::from(move |_: Event| scale.set(value));
        html! {
            <label class="diagram-choice">
                <input type="radio" name="diagram-scale" {checked} {onchange} data-png-scale={value.to_string()} />
                { scale_label(value, width, height) }
            </label>
        }
    };
    let said = outcome.map(|outcome| match outcome {
        Outcome::Copied => (t.copied, "ok"),
        Outcome::CopyRefused => (t.copy_refused, "refused"),
        Outcome::PngFailed => (t.png_failed, "refused"),
        Outcome::DownloadRefused => (t.download_refused, "refused"),
    });
    html! {
        <section class="diagram-panel" aria-labelledby="diagram-heading" data-diagram-panel="">
            <h3 id="diagram-heading" class="field-label">{ t.heading }</h3>
            // An image, not the SVG inlined: its pieces' `data-square` and its
            // ids would stand beside the board's in the page.
            <img class="diagram-preview" src={image::svg_address(&svg)} alt={props.fen.clone()} width={width.to_string()} height={height.to_string()} data-png-size={format!("{}x{}", width * *scale, height * *scale)} data-diagram-preview={if *theme == Theme::Print { "print" } else { "board" }} />
            <fieldset class="diagram-field">
                <legend>{ t.theme }</legend>
                { theme_choice(Theme::Board, t.board, "board") }
                { theme_choice(Theme::Print, t.print, "print") }
            </fieldset>
            <fieldset class="diagram-field">
                <legend>{ t.scale }</legend>
                { scale_choice(1) }
                { scale_choice(2) }
            </fieldset>
            if let Some((text, kind)) = said {
                <p class="copy-result" role="status" data-diagram-result={kind}>{ text }</p>
            }
            <div class="dialog-actions wrap">
                { action_button("button", "download-svg", false, None, t.download_svg, svg_download) }
                { action_button("button", "download-png", false, None, t.download_png, png_download) }
                { for copy }
            </div>
        </section>
    }
}
