//! The drawings of a game, position by position: the arrows and circled
//! squares a player drew on the board (`Shape`, the rules crate's, which
//! the PGN carries as `%cal`/`%csl`), each kept with the position it was
//! drawn on, numbered by the moves played before it (0 for the start).
//!
//! Its text, in the saved game and between the app and its tools, is the
//! PGN's items grouped by position: `0:Ge2e4,Rd4 3:Bg8f6`.

use roque_rules::{PgnGame, Shape};

/// At most this many shapes on one position: more would hide the board.
pub const MAX_SHAPES: usize = 64;

/// The shapes drawn on each position of a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawings {
    /// Each shape with its position's ply, by ply, and in the order drawn
    /// on each position.
    shapes: Vec<(usize, Shape)>,
}

impl Drawings {
    /// The shapes drawn on the position after `ply` moves, in the order
    /// drawn.
    pub fn at(&self, ply: usize) -> Vec<Shape> {
        self.shapes[self.range(ply)]
            .iter()
            .map(|(_, s)| *s)
            .collect()
    }

    /// Whether nothing is drawn anywhere.
    pub fn is_empty(&self) -> bool {
        self.shapes.is_empty()
    }

    /// The last position drawn on (its ply), if any.
    pub fn last_ply(&self) -> Option<usize> {
        self.shapes.last().map(|(ply, _)| *ply)
    }

    /// Where the shapes of the position after `ply` moves stand.
    fn range(&self, ply: usize) -> core::ops::Range<usize> {
        let start = self.shapes.partition_point(|(p, _)| *p < ply);
        let end = self.shapes.partition_point(|(p, _)| *p <= ply);
        start..end
    }

    /// Draws `shape` on the position after `ply` moves as a player does:
    /// the same drawing again removes it, the same place in another colour
    /// recolours it, anything else is added after the position's others.
    /// Past [`MAX_SHAPES`] on the position, a new place is not drawn.
    pub fn toggle(&mut self, ply: usize, shape: Shape) {
        let range = self.range(ply);
        let count = range.len();
        let found = self.shapes[range.clone()]
            .iter()
            .position(|(_, s)| s.same_place(shape))
            .map(|i| range.start + i);
        match found {
            Some(i) if self.shapes[i].1 == shape => {
                self.shapes.remove(i);
            }
            Some(i) => self.shapes[i].1 = shape,
            None if count < MAX_SHAPES => self.shapes.insert(range.end, (ply, shape)),
            None => {}
        }
    }

    /// Rubs out every drawing of the position after `ply` moves.
    pub fn clear(&mut self, ply: usize) {
        self.shapes.retain(|(p, _)| *p != ply);
    }

    /// Keeps the drawings of the positions up to `ply` moves alone (the
    /// later positions were taken back).
    pub fn truncate(&mut self, ply: usize) {
        self.shapes.retain(|(p, _)| *p <= ply);
    }

    /// The text form: `0:Ge2e4,Rd4 3:Bg8f6`, empty for no drawing.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        let mut last = None;
        for (ply, shape) in &self.shapes {
            if last == Some(*ply) {
                text.push(',');
            } else {
                if last.is_some() {
                    text.push(' ');
                }
                text.push_str(&ply.to_string());
                text.push(':');
                last = Some(*ply);
            }
            shape.push_to(&mut text);
        }
        text
    }

    /// Reads the text [`Drawings::to_text`] writes, exactly: positions in
    /// increasing order, none listed without shapes, a place drawn once on
    /// each, at most [`MAX_SHAPES`] on each; `None` for anything else.
    pub fn from_text(text: &str) -> Option<Drawings> {
        let mut drawings = Drawings::default();
        for group in text.split(' ').filter(|_| !text.is_empty()) {
            let (ply, items) = group.split_once(':')?;
            // Digits alone, without a leading zero, in increasing order.
            let number: usize = ply.parse().ok()?;
            let exact = ply == "0" || !ply.starts_with(['0', '+']);
            if !exact || drawings.last_ply().is_some_and(|last| number <= last) {
                return None;
            }
            let first = drawings.shapes.len();
            for item in items.split(',') {
                let shape = Shape::from_item(item)?;
                let drawn = &drawings.shapes[first..];
                if drawn.len() >= MAX_SHAPES || drawn.iter().any(|(_, s)| s.same_place(shape)) {
                    return None;
                }
                drawings.shapes.push((number, shape));
            }
        }
        Some(drawings)
    }

    /// The drawings of `pgn`'s main line, up to `plies` moves: the start's
    /// and each move's (on the position after it).
    pub fn of_mainline(pgn: &PgnGame, plies: usize) -> Drawings {
        let mut drawings = Drawings::default();
        let positions = core::iter::once(&pgn.shapes).chain(pgn.moves.iter().map(|n| &n.shapes));
        for (ply, shapes) in positions.enumerate().take(plies.saturating_add(1)) {
            for shape in shapes {
                drawings.toggle(ply, *shape);
            }
        }
        drawings
    }

    /// Puts the drawings on `pgn`'s main line, in place of what it had
    /// there: the start's, and each move's.
    pub fn onto_mainline(&self, pgn: &mut PgnGame) {
        pgn.shapes = self.at(0);
        for (index, node) in pgn.moves.iter_mut().enumerate() {
            node.shapes = self.at(index + 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::{ShapeColor, Square};

    fn circle(square: Square, color: ShapeColor) -> Shape {
        Shape::Circle { square, color }
    }

    #[test]
    fn the_same_drawing_again_rubs_it_out() {
        let mut drawings = Drawings::default();
        let green = circle(Square::D4, ShapeColor::Green);
        drawings.toggle(3, green);
        assert_eq!(drawings.at(3), [green]);
        assert_eq!(drawings.at(2), []);
        drawings.toggle(1, green);
        drawings.toggle(5, green);
        assert_eq!(drawings.last_ply(), Some(5));
        drawings.clear(1);
        drawings.clear(5);
        let red = circle(Square::D4, ShapeColor::Red);
        drawings.toggle(3, red);
        assert_eq!(drawings.at(3), [red]);
        drawings.toggle(3, red);
        assert!(drawings.is_empty());
    }

    #[test]
    fn text_goes_both_ways() {
        let mut drawings = Drawings::default();
        drawings.toggle(
            3,
            Shape::Arrow {
                from: Square::G8,
                to: Square::F6,
                color: ShapeColor::Blue,
            },
        );
        drawings.toggle(
            0,
            Shape::Arrow {
                from: Square::E2,
                to: Square::E4,
                color: ShapeColor::Green,
            },
        );
        drawings.toggle(0, circle(Square::D4, ShapeColor::Red));
        let text = drawings.to_text();
        assert_eq!(text, "0:Ge2e4,Rd4 3:Bg8f6");
        assert_eq!(Drawings::from_text(&text), Some(drawings.clone()));
        assert_eq!(Drawings::from_text(""), Some(Drawings::default()));
        drawings.truncate(2);
        assert_eq!(drawings.to_text(), "0:Ge2e4,Rd4");
        drawings.clear(0);
        assert!(drawings.is_empty());
    }

    #[test]
    fn only_the_exact_text_reads() {
        for bad in [
            " ",
            "0:",
            "0",
            "3:Gd4 1:Rd5",
            "1:Gd4 1:Rd5",
            "01:Gd4",
            "+1:Gd4",
            "0:Gd4,Rd4",
            "0:Gd4,",
            "0:gd4",
            "0:Ge4e4",
            "0:Gd4  1:Gd5",
            "x:Gd4",
        ] {
            assert_eq!(Drawings::from_text(bad), None, "{bad:?}");
        }
        let many: Vec<String> = (0..=MAX_SHAPES)
            .map(|i| {
                let from = Square::ALL[i % 64];
                let to = Square::ALL[(i + 1 + i / 64) % 64];
                format!("G{from}{to}")
            })
            .collect();
        assert_eq!(Drawings::from_text(&format!("0:{}", many.join(","))), None);
    }

    #[test]
    fn a_position_holds_a_bounded_number() {
        let mut drawings = Drawings::default();
        for square in Square::ALL {
            drawings.toggle(0, circle(square, ShapeColor::Green));
        }
        for square in Square::ALL.iter().take(2) {
            drawings.toggle(
                0,
                Shape::Arrow {
                    from: *square,
                    to: Square::H8,
                    color: ShapeColor::Red,
                },
            );
        }
        assert_eq!(drawings.at(0).len(), MAX_SHAPES);
        // A known place may still be recoloured or rubbed out.
        drawings.toggle(0, circle(Square::A1, ShapeColor::Green));
        assert_eq!(drawings.at(0).len(), MAX_SHAPES - 1);
    }
}
