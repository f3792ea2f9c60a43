//! # roque-js-diagram
//!
//! The optional `roque/diagram` entry of the `roque` npm package, in its
//! own WebAssembly module: the `roque-diagram` crate's SVG diagrams (the
//! same as the app's), written in Node with no DOM, so that a teacher can
//! script a worksheet.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

use roque_diagram::{diagram, setup_of, Caption, Coordinates, Options, Theme, SIZES};
use roque_rules::{Color, Setup, Shape, Square};
use wasm_bindgen::prelude::*;

/// The options as the wrapper passes them, in order: orientation
/// (`white`/`black`), coordinates (`outside`/`inside`/`none`), theme
/// (`board`/`print`), shapes (drawing items: `Ge2e4,Rd4`), marks (square
/// names separated by spaces), caption kind (`none`/`text`/`fen`), caption
/// text, side-to-move disc (`1`/`0`), width in pixels.
pub fn options(settings: &[String]) -> Result<Options, String> {
    let [orientation, coordinates, theme, shapes, marks, caption_kind, caption_text, turn_mark, size] =
        settings
    else {
        return Err(format!("{} settings, 9 expected", settings.len()));
    };
    let orientation = match orientation.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(format!("Invalid orientation: {other}")),
    };
    let coordinates = match coordinates.as_str() {
        "outside" => Coordinates::Outside,
        "inside" => Coordinates::Inside,
        "none" => Coordinates::None,
        other => return Err(format!("Invalid coordinates: {other}")),
    };
    let theme = match theme.as_str() {
        "board" => Theme::Board,
        "print" => Theme::Print,
        other => return Err(format!("Invalid theme: {other}")),
    };
    let shapes = shapes
        .split(',')
        .filter(|item| !item.is_empty())
        .map(|item| Shape::from_item(item).ok_or_else(|| format!("Invalid shape: {item}")))
        .collect::<Result<Vec<_>, _>>()?;
    let marks = marks
        .split_whitespace()
        .map(|name| {
            name.parse::<Square>()
                .map_err(|_| format!("Invalid square: {name}"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let caption = match caption_kind.as_str() {
        "none" => Caption::None,
        "text" => Caption::Text(caption_text.clone()),
        "fen" => Caption::Fen,
        other => return Err(format!("Invalid caption: {other}")),
    };
    let size = size
        .parse::<u32>()
        .ok()
        .filter(|size| SIZES.contains(size))
        .ok_or_else(|| format!("Invalid size: {size}"))?;
    Ok(Options {
        orientation,
        coordinates,
        theme,
        shapes,
        marks,
        caption,
        turn_mark: turn_mark == "1",
        size,
        ..Options::default()
    })
}

/// The position of a FEN, or of a board's placement alone
/// (`8/8/8/4k3/8/8/8/4K3`, White to move), which a diagram may show even
/// when it is not a legal position (a lesson's board with no king).
pub fn setup(fen: &str) -> Result<Setup, String> {
    setup_of(fen).map_err(|error| format!("Invalid FEN: {error}"))
}

/// The SVG diagram of `fen` with the options `settings` (see [`options`]).
///
/// # Errors
/// `Invalid FEN: …`, `Invalid shape: …`, `Invalid square: …` and the
/// like, naming the value at fault.
#[wasm_bindgen(js_name = diagramSvg)]
pub fn diagram_svg(fen: &str, settings: Vec<String>) -> Result<String, JsError> {
    let setup = setup(fen).map_err(|error| JsError::new(&error))?;
    let options = options(&settings).map_err(|error| JsError::new(&error))?;
    Ok(diagram(&setup, &options))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(items: [&str; 9]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_read_whole_or_say_what_is_wrong() {
        let good = settings([
            "black",
            "inside",
            "print",
            "Ge2e4,Rd4",
            "e4 d5",
            "text",
            "Mat en 2",
            "1",
            "300",
        ]);
        let options = options(&good).unwrap();
        assert_eq!(options.orientation, Color::Black);
        assert_eq!(options.shapes.len(), 2);
        assert_eq!(options.marks, [Square::E4, Square::D5]);
        assert_eq!(options.caption, Caption::Text("Mat en 2".into()));
        let mut bad = good.clone();
        bad[3] = "Ge2e4,Xd4".into();
        assert_eq!(super::options(&bad).unwrap_err(), "Invalid shape: Xd4");
        let mut bad = good.clone();
        bad[8] = "99999".into();
        assert_eq!(super::options(&bad).unwrap_err(), "Invalid size: 99999");
        let mut bad = good;
        bad[4] = "e9".into();
        assert_eq!(super::options(&bad).unwrap_err(), "Invalid square: e9");
        assert!(super::options(&[]).is_err());
    }

    #[test]
    fn a_placement_alone_is_a_position() {
        assert!(setup("8/8/8/4k3/8/8/8/8").is_ok());
        assert!(setup("8/8/8/4k3/8/8/8")
            .unwrap_err()
            .starts_with("Invalid FEN: "));
    }
}
