//! Arrows and circled squares drawn on a position, and the commands that
//! carry them inside PGN comments: `[%cal Ge2e4,Rd8d1]` (arrows) and
//! `[%csl Gd4,Re5]` (circled squares), as lichess and ChessBase write them.

use super::lexer::comment_text;
use crate::{File, Rank, Square};
use core::fmt;

/// The four colours of a drawing, with their letters in `%cal`/`%csl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ShapeColor {
    /// `G`: lichess's plain drawing (no modifier key).
    Green,
    /// `R`.
    Red,
    /// `Y`.
    Yellow,
    /// `B`.
    Blue,
}

impl ShapeColor {
    /// All four, in the order G, R, Y, B.
    pub const ALL: [ShapeColor; 4] = [
        ShapeColor::Green,
        ShapeColor::Red,
        ShapeColor::Yellow,
        ShapeColor::Blue,
    ];

    /// The letter of the colour in a drawing command: `G`, `R`, `Y`, `B`.
    pub const fn letter(self) -> char {
        match self {
            ShapeColor::Green => 'G',
            ShapeColor::Red => 'R',
            ShapeColor::Yellow => 'Y',
            ShapeColor::Blue => 'B',
        }
    }

    /// The colour of a letter, upper case only, as the commands write it.
    pub const fn from_letter(letter: char) -> Option<ShapeColor> {
        match letter {
            'G' => Some(ShapeColor::Green),
            'R' => Some(ShapeColor::Red),
            'Y' => Some(ShapeColor::Yellow),
            'B' => Some(ShapeColor::Blue),
            _ => None,
        }
    }

    /// The colour's name in English: `green`, `red`, `yellow`, `blue` (the
    /// value of `data-color` on a drawn shape).
    pub const fn name(self) -> &'static str {
        match self {
            ShapeColor::Green => "green",
            ShapeColor::Red => "red",
            ShapeColor::Yellow => "yellow",
            ShapeColor::Blue => "blue",
        }
    }
}

/// A drawing on a position: an arrow between two different squares, or a
/// circled square.
///
/// A position holds at most one arrow between the same two squares and
/// one circle on a square; see [`Shape::toggle_in`].
///
/// ```
/// use roque_rules::{Shape, ShapeColor, Square};
/// let arrow = Shape::arrow(Square::E2, Square::E4, ShapeColor::Green);
/// assert_eq!(arrow.map(|a| a.to_string()).as_deref(), Some("Ge2e4"));
/// // An arrow from a square to itself is no arrow.
/// assert_eq!(Shape::arrow(Square::E4, Square::E4, ShapeColor::Red), None);
/// let circle = Shape::Circle { square: Square::D4, color: ShapeColor::Red };
/// assert_eq!(circle.to_string(), "Rd4");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// An arrow from one square to another (never the same square; build
    /// it with [`Shape::arrow`] to have that checked).
    Arrow {
        /// Where the arrow starts.
        from: Square,
        /// Where it points.
        to: Square,
        /// Its colour.
        color: ShapeColor,
    },
    /// A circle around a square.
    Circle {
        /// The square circled.
        square: Square,
        /// Its colour.
        color: ShapeColor,
    },
}

impl Shape {
    /// An arrow from `from` to `to`; `None` if they are the same square.
    pub fn arrow(from: Square, to: Square, color: ShapeColor) -> Option<Shape> {
        (from != to).then_some(Shape::Arrow { from, to, color })
    }

    /// The shape's colour.
    pub const fn color(self) -> ShapeColor {
        match self {
            Shape::Arrow { color, .. } | Shape::Circle { color, .. } => color,
        }
    }

    /// Whether the two shapes stand at the same place (the same arrow or
    /// the same circled square), whatever their colours.
    pub fn same_place(self, other: Shape) -> bool {
        match (self, other) {
            (Shape::Arrow { from, to, .. }, Shape::Arrow { from: f, to: t, .. }) => {
                from == f && to == t
            }
            (Shape::Circle { square, .. }, Shape::Circle { square: s, .. }) => square == s,
            _ => false,
        }
    }

    /// Draws `self` on a position's `shapes`, as a player does: the same
    /// shape again removes it, the same place in another colour changes
    /// its colour, anything else is added at the end.
    ///
    /// ```
    /// use roque_rules::{Shape, ShapeColor, Square};
    /// let mut shapes = Vec::new();
    /// let green = Shape::Circle { square: Square::D4, color: ShapeColor::Green };
    /// let red = Shape::Circle { square: Square::D4, color: ShapeColor::Red };
    /// green.toggle_in(&mut shapes);
    /// red.toggle_in(&mut shapes);
    /// assert_eq!(shapes, [red]);
    /// red.toggle_in(&mut shapes);
    /// assert!(shapes.is_empty());
    /// ```
    pub fn toggle_in(self, shapes: &mut Vec<Shape>) {
        match shapes.iter().position(|s| s.same_place(self)) {
            Some(i) if shapes[i] == self => {
                shapes.remove(i);
            }
            Some(i) => shapes[i] = self,
            None => shapes.push(self),
        }
    }

    /// Reads one item of a drawing command: `Ge2e4` (an arrow) or `Gd4`
    /// (a circle).
    fn parse(text: &str, arrow: bool) -> Option<Shape> {
        // Byte by byte: an item is ASCII, and anything else makes one of
        // the tests below fail.
        let bytes = text.as_bytes();
        let square = |at: usize| {
            let file = File::from_char(char::from(*bytes.get(at)?))?;
            let rank = Rank::from_char(char::from(*bytes.get(at + 1)?))?;
            Some(Square::new(file, rank))
        };
        let color = ShapeColor::from_letter(char::from(*bytes.first()?))?;
        match (arrow, bytes.len()) {
            (true, 5) => Shape::arrow(square(1)?, square(3)?, color),
            (false, 3) => Some(Shape::Circle {
                square: square(1)?,
                color,
            }),
            _ => None,
        }
    }

    /// Reads a shape as [`Display`](fmt::Display) writes it, an item of a
    /// drawing command: `Ge2e4` (an arrow), `Rd4` (a circle); `None` for
    /// anything else (a lower-case colour, an arrow to its own square).
    ///
    /// ```
    /// use roque_rules::{Shape, ShapeColor, Square};
    /// let circle = Shape::Circle { square: Square::D4, color: ShapeColor::Red };
    /// assert_eq!(Shape::from_item("Rd4"), Some(circle));
    /// assert_eq!(Shape::from_item("Ge2e4").map(Shape::color), Some(ShapeColor::Green));
    /// assert_eq!(Shape::from_item("Ge4e4"), None);
    /// assert_eq!(Shape::from_item("gd4"), None);
    /// ```
    pub fn from_item(item: &str) -> Option<Shape> {
        Shape::parse(item, item.len() == 5)
    }

    /// Whether the shape is an arrow (not a circle).
    pub fn is_arrow(self) -> bool {
        matches!(self, Shape::Arrow { .. })
    }
}

impl Shape {
    /// Writes the shape as an item of its drawing command on `out`:
    /// `Ge2e4`, `Rd4` (by hand: no formatting machinery in the writer).
    pub fn push_to(self, out: &mut String) {
        out.push(self.color().letter());
        match self {
            Shape::Arrow { from, to, .. } => {
                out.push_str(from.name());
                out.push_str(to.name());
            }
            Shape::Circle { square, .. } => out.push_str(square.name()),
        }
    }
}

impl fmt::Display for Shape {
    /// The shape as an item of its drawing command: `Ge2e4`, `Rd4`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut item = String::with_capacity(5);
        self.push_to(&mut item);
        f.write_str(&item)
    }
}

/// The command names, for arrows and for circles.
const ARROWS: &str = "[%cal";
const CIRCLES: &str = "[%csl";

/// Takes the drawing commands out of a comment's text: the text without
/// them (words single-spaced, as [`comment_text`] keeps a comment) and the
/// shapes, in order, each place once (the first drawing at a place wins).
/// A command that does not read whole (a bad square or colour, an arrow to
/// its own square, no shape) stays in the text as written, as do other
/// commands such as `[%clk 0:10:00]`.
pub(crate) fn take_shapes(comment: &str) -> (String, Vec<Shape>) {
    let mut text = String::with_capacity(comment.len());
    let mut shapes = Vec::new();
    let mut rest = comment;
    while let Some(start) = ascii_at(rest, b'[') {
        text.push_str(&rest[..start]);
        let command = &rest[start..];
        let arrow = command.starts_with(ARROWS);
        let read = if arrow || command.starts_with(CIRCLES) {
            ascii_at(command, b']').map(|end| (end, items(&command[ARROWS.len()..end], arrow)))
        } else {
            None
        };
        let taken = match read {
            Some((end, Some(items))) => {
                add_once(&mut shapes, items);
                text.push(' ');
                end + 1
            }
            // Kept as written, up to its end (or just its `[`, for a
            // command with no end), so that nothing inside it is read.
            Some((end, None)) => {
                text.push_str(&command[..=end]);
                end + 1
            }
            None => {
                text.push('[');
                1
            }
        };
        rest = &command[taken..];
    }
    text.push_str(rest);
    if shapes.is_empty() {
        return (text, shapes);
    }
    (comment_text(&text), shapes)
}

/// Where the first `byte` (an ASCII character, so a character boundary)
/// stands in `text`. A plain loop rather than `str::find`: none of the
/// pattern searchers' code in the browser's wasm for this.
fn ascii_at(text: &str, byte: u8) -> Option<usize> {
    text.bytes().position(|b| b == byte)
}

/// The items of one drawing command, `Ge2e4,Rd8d1` (arrows) or `Gd4,Re5`
/// (circles); `None` unless every item reads and there is one at least.
fn items(list: &str, arrow: bool) -> Option<Vec<Shape>> {
    let mut shapes = Vec::new();
    let mut rest = list;
    loop {
        let end = ascii_at(rest, b',').unwrap_or(rest.len());
        shapes.push(Shape::parse(rest[..end].trim(), arrow)?);
        if end == rest.len() {
            break;
        }
        rest = &rest[end + 1..];
    }
    (!shapes.is_empty()).then_some(shapes)
}

/// Adds shapes read to a position's, each place once: the first drawing at
/// a place wins.
pub(crate) fn add_once(shapes: &mut Vec<Shape>, read: Vec<Shape>) {
    for shape in read {
        if !shapes.iter().any(|s| s.same_place(shape)) {
            shapes.push(shape);
        }
    }
}

/// The drawing commands that carry `shapes`, in their order: a `[%csl …]`
/// or `[%cal …]` for each run of circles or arrows, separated by spaces.
pub(crate) fn commands(shapes: &[Shape]) -> String {
    let mut out = String::new();
    let mut last_kind = None;
    for shape in shapes {
        let arrow = shape.is_arrow();
        if last_kind == Some(arrow) {
            out.push(',');
        } else {
            if last_kind.is_some() {
                out.push_str("] ");
            }
            out.push_str(if arrow { ARROWS } else { CIRCLES });
            out.push(' ');
            last_kind = Some(arrow);
        }
        shape.push_to(&mut out);
    }
    if last_kind.is_some() {
        out.push(']');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arrow(from: Square, to: Square, color: ShapeColor) -> Shape {
        Shape::Arrow { from, to, color }
    }

    #[test]
    fn commands_come_out_of_the_text() {
        let (text, shapes) =
            take_shapes("Attack! [%cal Ge2e4,Rd8d1] then [%csl Yd4] [%clk 0:10:00] done");
        assert_eq!(text, "Attack! then [%clk 0:10:00] done");
        assert_eq!(
            shapes,
            [
                arrow(Square::E2, Square::E4, ShapeColor::Green),
                arrow(Square::D8, Square::D1, ShapeColor::Red),
                Shape::Circle {
                    square: Square::D4,
                    color: ShapeColor::Yellow
                },
            ]
        );
        assert_eq!(commands(&shapes), "[%cal Ge2e4,Rd8d1] [%csl Yd4]");
        assert_eq!(take_shapes(&commands(&shapes)), (String::new(), shapes));
    }

    #[test]
    fn bad_commands_stay_as_written() {
        for comment in [
            "[%cal Xe2e4]",
            "[%cal Ge2e9]",
            "[%cal Ge4e4]",
            "[%csl Gd4d5]",
            "[%cal ]",
            "[%cal Ge2e4",
            "a [%cal Ge2e4,] b",
            "[%cal Ge2e4 [%csl Gd4]]",
            "[%cs",
            "[%csl gd4]",
            "é[%cal Géé]ü",
        ] {
            assert_eq!(take_shapes(comment), (comment.to_string(), Vec::new()));
        }
    }

    #[test]
    fn a_place_is_drawn_once() {
        let (_, shapes) = take_shapes("[%csl Gd4,Rd4] [%cal Ge2e4] [%cal Be2e4,Be4e2]");
        assert_eq!(
            shapes,
            [
                Shape::Circle {
                    square: Square::D4,
                    color: ShapeColor::Green
                },
                arrow(Square::E2, Square::E4, ShapeColor::Green),
                arrow(Square::E4, Square::E2, ShapeColor::Blue),
            ]
        );
    }

    #[test]
    fn colours_by_letter() {
        for color in ShapeColor::ALL {
            assert_eq!(ShapeColor::from_letter(color.letter()), Some(color));
        }
    }
}
