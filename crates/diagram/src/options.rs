//! What a diagram shows besides the pieces, and how.

use roque_rules::{Color, Shape, Square};

/// The colours of a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Theme {
    /// The app's wooden board, in colour.
    #[default]
    Board,
    /// Black and white for paper, as in chess books: white light squares,
    /// hatched dark squares, drawings in black told apart by their dashes
    /// (legible on a school photocopier).
    Print,
}

/// Where the files and ranks are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Coordinates {
    /// None.
    None,
    /// In the corners of the edge squares, as on the app's board.
    Inside,
    /// Beside the board: ranks on the left, files underneath.
    #[default]
    Outside,
}

/// The line of text under the board.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Caption {
    /// None.
    #[default]
    None,
    /// A text of the author's: « Les Blancs jouent et font mat en 2 », a
    /// move, a question.
    Text(String),
    /// The position's FEN.
    Fen,
}

/// Everything a diagram can show beside the position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// The side at the bottom.
    pub orientation: Color,
    /// Where the coordinates go.
    pub coordinates: Coordinates,
    /// The colours.
    pub theme: Theme,
    /// Arrows and circled squares, in the four colours of PGN drawings.
    pub shapes: Vec<Shape>,
    /// Squares marked (highlighted): the last move, a square to look at.
    pub marks: Vec<Square>,
    /// The line under the board.
    pub caption: Caption,
    /// Whether a small disc beside the board shows the side to move (white
    /// or black, at that side's edge).
    pub turn_mark: bool,
    /// The width in pixels (the height follows); the SVG scales anyway.
    pub size: u32,
    /// The start of the ids inside the SVG (`roque` gives `roque-wN`):
    /// diagrams set in one HTML page each need their own.
    pub id_prefix: String,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            orientation: Color::White,
            coordinates: Coordinates::default(),
            theme: Theme::default(),
            shapes: Vec::new(),
            marks: Vec::new(),
            caption: Caption::None,
            turn_mark: true,
            size: 360,
            id_prefix: "roque".to_string(),
        }
    }
}

/// The largest and smallest widths a diagram takes, in pixels.
pub const SIZES: core::ops::RangeInclusive<u32> = 40..=4000;
