//! Arrows over the board, drawn in SVG: one layer the size of the board,
//! one unit per square, that lets every pointer event through to the
//! squares below.

use roque_rules::Color;
use yew::prelude::*;

use crate::model::decimal;
use crate::model::marks::Arrow;
use crate::views::board::geometry::centre;

/// How far the head reaches back from the tip, and its half-width, in squares.
const HEAD_LENGTH: f64 = 0.42;
const HEAD_HALF_WIDTH: f64 = 0.27;
/// How far from the starting square's centre the shaft begins, in squares.
const START_GAP: f64 = 0.2;

/// What the layer draws.
#[derive(Properties, PartialEq, Clone)]
pub struct ArrowLayerProps {
    /// The arrows.
    pub arrows: Vec<Arrow>,
    /// The side at the bottom, which decides where each square is drawn.
    pub orientation: Color,
}

/// A point in board units.
type Point = (f64, f64);

/// Where an arrow is drawn: its shaft from `start` to `base`, and its head,
/// a triangle whose first corner is the tip.
struct Shape {
    start: Point,
    base: Point,
    head: [Point; 3],
}

/// The shape of an arrow as the player sees the board.
fn geometry(arrow: &Arrow, orientation: Color) -> Shape {
    let (x1, y1) = centre(arrow.from, orientation);
    let (x2, y2) = centre(arrow.to, orientation);
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
    Shape { start, base, head }
}

fn number(value: f64) -> String {
    decimal::fixed(value, 3)
}

/// The arrows, each with `data-arrow="e2e4"` and its colour as a class.
#[component]
pub fn ArrowLayer(props: &ArrowLayerProps) -> Html {
    let arrows = props.arrows.iter().map(|arrow| {
        let Shape { start, base, head } = geometry(arrow, props.orientation);
        let points = head
            .iter()
            .map(|(x, y)| format!("{},{}", number(*x), number(*y)))
            .collect::<Vec<_>>()
            .join(" ");
        html! {
            <g class={format!("arrow {}", arrow.color.name())} data-arrow={format!("{}{}", arrow.from, arrow.to)}>
                <line
                    x1={number(start.0)}
                    y1={number(start.1)}
                    x2={number(base.0)}
                    y2={number(base.1)}
                />
                <polygon {points} />
            </g>
        }
    });
    html! {
        <svg class="board-arrows" viewBox="0 0 8 8" aria-hidden="true" focusable="false">
            { for arrows }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::marks::MarkColor;
    use roque_rules::Square;

    #[test]
    fn centres_follow_the_orientation() {
        assert_eq!(centre(Square::A1, Color::White), (0.5, 7.5));
        assert_eq!(centre(Square::A1, Color::Black), (7.5, 0.5));
        assert_eq!(centre(Square::H8, Color::White), (7.5, 0.5));
    }

    #[test]
    fn the_head_ends_on_the_target_centre() {
        let arrow = Arrow {
            from: Square::E2,
            to: Square::E4,
            color: MarkColor::Red,
        };
        let Shape { start, base, head } = geometry(&arrow, Color::White);
        assert_eq!(head[0], centre(Square::E4, Color::White));
        // Upwards on the screen: y decreases from start to base.
        assert!(start.1 > base.1);
        assert!((head[1].0 - head[2].0).abs() > 0.4);
    }
}
