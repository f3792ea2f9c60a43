//! Drawing on a board, the gestures: a right-button drag draws an arrow, a
//! right-click circles a square, the modifier keys choosing the colour as
//! lichess does (none green, Shift red, Alt blue, Shift+Alt yellow). In
//! draw mode (the « Dessiner » switch, for touch screens), any finger, pen
//! or main button draws instead of moving. The keyboard draws with
//! [`DRAW_KEY`], pressed on the square the drawing starts from, then on
//! the one it ends on (the same square: a circle). The board turns each
//! drawing into a `Shape` for its page, which keeps it (or rubs it out
//! when it was there already).

use roque_rules::{Shape, ShapeColor, Square};
use web_sys::PointerEvent;

/// The key that starts a drawing on the focused square, then ends it on
/// the square focused then (either case: with Shift, the drawing is red).
pub const DRAW_KEY: char = 'd';

/// The colour the modifier keys give a drawing.
pub fn color_of(shift: bool, alt: bool) -> ShapeColor {
    match (shift, alt) {
        (false, false) => ShapeColor::Green,
        (true, false) => ShapeColor::Red,
        (false, true) => ShapeColor::Blue,
        (true, true) => ShapeColor::Yellow,
    }
}

/// The drawing from `from` to `to`: an arrow between two squares, a circle
/// on one.
pub fn shape_of(from: Square, to: Square, color: ShapeColor) -> Shape {
    Shape::arrow(from, to, color).unwrap_or(Shape::Circle {
        square: from,
        color,
    })
}

/// Whether `key` (`KeyboardEvent.key`) is the drawing key.
pub fn is_draw_key(key: &str) -> bool {
    matches!(key, "d" | "D")
}

/// The colour of the drawing the press `e` starts, if it starts one: the
/// right mouse button (or a pen's barrel button), or in draw mode the main
/// button, a finger or a pen. The press then makes a drawing gesture
/// (`Gesture::drawing`).
pub fn press_draws(e: &PointerEvent, draw_mode: bool) -> Option<ShapeColor> {
    let drawing = match e.button() {
        2 => true,
        0 => draw_mode,
        _ => false,
    };
    drawing.then(|| color_of(e.shift_key(), e.alt_key()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modifiers_choose_the_colour_as_lichess() {
        assert_eq!(color_of(false, false), ShapeColor::Green);
        assert_eq!(color_of(true, false), ShapeColor::Red);
        assert_eq!(color_of(false, true), ShapeColor::Blue);
        assert_eq!(color_of(true, true), ShapeColor::Yellow);
    }

    #[test]
    fn one_square_is_a_circle_two_an_arrow() {
        assert_eq!(
            shape_of(Square::D4, Square::D4, ShapeColor::Red),
            Shape::Circle {
                square: Square::D4,
                color: ShapeColor::Red
            }
        );
        assert_eq!(
            shape_of(Square::E2, Square::E4, ShapeColor::Green),
            Shape::Arrow {
                from: Square::E2,
                to: Square::E4,
                color: ShapeColor::Green
            }
        );
        assert!(is_draw_key("d") && is_draw_key("D") && !is_draw_key("e"));
    }
}
