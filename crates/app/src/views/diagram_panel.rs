//! « Diagramme »: a position as a picture, previewed, to download as SVG or
//! PNG (1× or 2×) or to copy as an image, in the board's colours or in
//! black and white for paper, with its arrows and circles. In the export
//! dialog and the editor; drawn by the module of diagrams (the
//! `roque-diagram` crate), once per position and options
//! (`diagram_view`).

use roque_diagram::{pixels, Options, Theme};
use roque_rules::{Color, Lang, Shape};
use yew::prelude::*;

use super::diagram_buttons::DiagramButtons;
use super::diagram_view::{diagram_room, use_diagram};

use crate::browser::image;
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
    /// Whether the panel's heading is a section of the page (`h2`, in the
    /// editor) rather than of a dialog (`h3`).
    #[prop_or_default]
    pub in_page: bool,
}

/// The panel.
#[component]
pub fn DiagramPanel(props: &DiagramPanelProps) -> Html {
    let t = texts(props.lang);
    let theme = use_state_eq(|| Theme::Board);
    let scale = use_state_eq(|| 2_u32);
    let options = Options {
        orientation: props.orientation,
        theme: *theme,
        shapes: props.shapes.clone(),
        ..Options::default()
    };
    let (width, height) = pixels(&options);
    let drawing = use_diagram(props.fen.clone(), options.clone());
    let address = use_memo(drawing.clone(), |drawing| {
        drawing
            .svg()
            .map(|svg| AttrValue::from(image::svg_address(svg)))
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
    html! {
        <section class="diagram-panel" aria-labelledby="diagram-heading" data-diagram-panel="">
            if props.in_page {
                <h2 id="diagram-heading" class="field-label">{ t.heading }</h2>
            } else {
                <h3 id="diagram-heading" class="field-label">{ t.heading }</h3>
            }
            // An image, not the SVG inlined: its pieces' `data-square` and its
            // ids would stand beside the board's in the page.
            if let Some(src) = (*address).clone() {
                <img class="diagram-preview" {src} alt={props.fen.clone()} width={width.to_string()} height={height.to_string()} data-png-size={format!("{}x{}", width * *scale, height * *scale)} data-diagram-preview={if *theme == Theme::Print { "print" } else { "board" }} />
            } else {
                { diagram_room(&drawing, &options, "diagram-preview", props.lang) }
            }
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
            <DiagramButtons
                lang={props.lang}
                {drawing}
                size={(width, height)}
                scale={*scale}
                file_stem={props.file_stem.clone()}
            />
        </section>
    }
}
