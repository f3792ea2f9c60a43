//! The drawings over the board, arrows and circled squares, in SVG: one
//! layer the size of the board, one unit per square, that lets every
//! pointer event through to the squares below. Each arrow is an element
//! `[data-arrow="e2e4"]`, each circle `[data-circle="d4"]`, both with their
//! colour in `data-color` (`green`, `red`, `yellow`, `blue`).

use roque_rules::{Color, Shape, ShapeColor, Square};
use yew::prelude::*;

use crate::model::decimal;
use crate::views::board::geometry::centre;

/// How far the head reaches back from the tip, and its half-width, in squares.
const HEAD_LENGTH: f64 = 0.42;
const HEAD_HALF_WIDTH: f64 = 0.27;
/// How far from the starting square's centre the shaft begins, in squares.
const START_GAP: f64 = 0.2;

/// A circle's radius, in squares, and how far inside the square its line
/// stays.
const CIRCLE_RADIUS: f64 = 0.44;

/// What the layer draws.
#[derive(Properties, PartialEq, Clone)]
pub struct ShapeLayerProps {
    /// The shapes, in the order drawn.
    pub shapes: Vec<Shape>,
    /// The side at the bottom, which decides where each square is drawn.
    pub orientation: Color,
}

/// A point in board units.
type Point = (f64, f64);

/// Where an arrow is drawn: its shaft from `start` to `base`, and its head,
/// a triangle whose first corner is the tip.
struct ArrowLines {
    start: Point,
    base: Point,
    head: [Point; 3],
}

/// The lines of an arrow from `from` to `to` as the player sees the board.
fn geometry(from: Square, to: Square, orientation: Color) -> ArrowLines {
    let (x1, y1) = centre(from, orientation);
    let (x2, y2) = centre(to, orientation);
    let length = (x2 - x1).hypot(y2 - y1).max(f64::EPSILON);
    let (dx, dy) = ((x2 - x1) / length, (y2 - y1) / length);
    let start = (x1 + dx * START_GAP, y1 + dy * START_GAP);
    let base = (x2 - dx * HEAD_LENGTH, y2 - dy * HEAD_LENGTH);
    let (px, py) = (-dy * HEAD_HALF_WIDTH, dx * HEAD_HALF_WIDTH);
    let head = [
        (x2, y2),
        (base.0 + px, base.1 + py),
        (base.0 - px, base.1 - py),
    ];
    ArrowLines { start, base, head }
}

fn number(value: f64) -> String {
    decimal::fixed(value, 3)
}

/// One shape, as an SVG element.
fn shape(shape: Shape, orientation: Color) -> Html {
    match shape {
        Shape::Arrow { from, to, color } => {
            let color = color.name();
            let ArrowLines { start, base, head } = geometry(from, to, orientation);
            let points = head
                .iter()
                .map(|(x, y)| format!("{},{}", number(*x), number(*y)))
                .collect::<Vec<_>>()
                .join(" ");
            html! {
                <g class="arrow" data-arrow={format!("{from}{to}")} data-color={color}>
                    <line
                        x1={number(start.0)}
                        y1={number(start.1)}
                        x2={number(base.0)}
                        y2={number(base.1)}
                    />
                    <polygon {points} />
                </g>
            }
        }
        Shape::Circle { square, color } => circle(square, orientation, color),
    }
}

/// A circle around `square` in `color`.
fn circle(square: Square, orientation: Color, color: ShapeColor) -> Html {
    let (x, y) = centre(square, orientation);
    html! {
        <circle
            class="circle"
            data-circle={square.name()}
            data-color={color.name()}
            cx={number(x)}
            cy={number(y)}
            r={number(CIRCLE_RADIUS)}
        />
    }
}

/// The layer.
#[component]
pub fn ShapeLayer(props: &ShapeLayerProps) -> Html {
    let orientation = props.orientation;
    html! {
        <svg class="board-arrows" viewBox="0 0 8 8" aria-hidden="true" focusable="false">
            { for props.shapes.iter().map(|s| shape(*s, orientation)) }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centres_follow_the_orientation() {
        assert_eq!(centre(Square::A1, Color::White), (0.5, 7.5));
        assert_eq!(centre(Square::A1, Color::Black), (7.5, 0.5));
        assert_eq!(centre(Square::H8, Color::White), (7.5, 0.5));
    }

    #[test]
    fn the_head_ends_on_the_target_centre() {
        let ArrowLines { start, base, head } = geometry(Square::E2, Square::E4, Color::White);
        assert_eq!(head[0], centre(Square::E4, Color::White));
        // Upwards on the screen: y decreases from start to base.
        assert!(start.1 > base.1);
        assert!((head[1].0 - head[2].0).abs() > 0.4);
    }
}
