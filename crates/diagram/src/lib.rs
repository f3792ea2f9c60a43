//! # roque-diagram
//!
//! Chess diagrams as SVG, written on the reader's machine: a position with
//! its arrows and circled squares (the four colours of PGN drawings),
//! marked squares, coordinates inside or outside the board, either side at
//! the bottom, a caption, and the side to move as a small disc; in the
//! board's colours or in a black-and-white print theme with hatched dark
//! squares, as chess books draw them. The pieces are Roque's own, as
//! vector symbols: a start position is under 12 kB.
//!
//! Every element a reader may look for is named: pieces carry
//! `data-square` and `data-piece` (`wN`), arrows `data-arrow="e2e4"` and
//! circles `data-circle="d4"` with `data-color`, marks `data-mark`.
//!
//! The app writes its diagrams in a wasm module of their own, loaded when
//! a diagram is first shown: it sends the position's FEN and the
//! [`Options`] as [`EncodedOptions`] (whole numbers and two texts, read
//! back strictly by [`Options::decode`]), and computes the size with
//! [`pixels`], which needs none of the writer.
//!
//! ```
//! use roque_diagram::{diagram, Caption, Options, Theme};
//! use roque_rules::{Setup, Shape, ShapeColor, Square};
//! let setup = Setup::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")?;
//! let options = Options {
//!     shapes: vec![Shape::Circle { square: Square::E4, color: ShapeColor::Green }],
//!     caption: Caption::Text("Les Noirs jouent".to_string()),
//!     theme: Theme::Print,
//!     ..Options::default()
//! };
//! let svg = diagram(&setup, &options);
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(svg.contains("data-square=\"e4\" data-piece=\"wP\""));
//! assert!(svg.contains("data-circle=\"e4\" data-color=\"green\""));
//! assert!(svg.contains(">Les Noirs jouent</text>"));
//! # Ok::<_, roque_rules::FenError>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod encoded;
mod options;
mod pieces;

pub use encoded::{EncodedOptions, EncodingError};
pub use options::{Caption, Coordinates, Options, Theme, SIZES};

use core::fmt::Write;
use roque_rules::{Color, File, Piece, Rank, Setup, Shape, ShapeColor, Square};

/// A square's side, in the pieces' own units.
const SQUARE: f64 = 45.0;
/// The board's side.
const BOARD: f64 = 8.0 * SQUARE;
/// The room for coordinates outside the board, on the left and below.
const MARGIN: f64 = 18.0;
/// The room for the side-to-move disc, on the right.
const TURN_ROOM: f64 = 18.0;
/// The room for the caption, below.
const CAPTION_ROOM: f64 = 30.0;

/// The colours of one theme.
struct Palette {
    light: &'static str,
    dark: &'static str,
    coordinate: &'static str,
    mark: &'static str,
    frame: &'static str,
}

const BOARD_PALETTE: Palette = Palette {
    light: "#efdcbc",
    dark: "#ae8662",
    coordinate: "#4a3018",
    mark: "rgba(226,186,52,0.5)",
    frame: "#6e4a2c",
};

const PRINT_PALETTE: Palette = Palette {
    light: "#fff",
    // The hatching defined in `defs`, under the diagram's id prefix.
    dark: "url(#{}-hatch)",
    coordinate: "#000",
    mark: "rgba(0,0,0,0.18)",
    frame: "#000",
};

/// The diagram of `setup`'s board as an SVG document.
pub fn diagram(setup: &Setup, options: &Options) -> String {
    let layout = Layout::of(options);
    let palette = match options.theme {
        Theme::Board => &BOARD_PALETTE,
        Theme::Print => &PRINT_PALETTE,
    };
    let mut svg = String::with_capacity(12_000);
    let ids = id_prefix(&options.id_prefix);
    let (width, height) = pixels(options);
    let title = match &options.caption {
        Caption::Text(text) => text.clone(),
        _ => setup.fen(),
    };
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {} {}\" width=\"{}\" height=\"{}\" role=\"img\" font-family=\"sans-serif\" data-orientation=\"{}\" data-theme=\"{}\"><title>",
        num(layout.width),
        num(layout.height),
        width,
        height,
        color_name(options.orientation),
        match options.theme {
            Theme::Board => "board",
            Theme::Print => "print",
        },
    );
    escape(&title, &mut svg);
    svg.push_str("</title>");
    defs(setup, options, &ids, &mut svg);
    squares(&layout, palette, options, &ids, &mut svg);
    coordinates(&layout, palette, options, &mut svg);
    for (square, piece) in setup.board.pieces() {
        let (x, y) = layout.corner(square);
        let _ = write!(
            svg,
            "<use href=\"#{}-{name}\" x=\"{}\" y=\"{}\" data-square=\"{}\" data-piece=\"{name}\"/>",
            ids,
            num(x),
            num(y),
            square.name(),
            name = pieces::name(piece),
        );
    }
    shapes(&layout, options, &mut svg);
    if options.turn_mark {
        turn_mark(&layout, setup.turn, &mut svg);
    }
    caption(&layout, setup, options, &mut svg);
    svg.push_str("</svg>");
    svg
}

/// The position of a FEN, or of a board's placement alone
/// (`8/8/8/3Q4/8/8/8/8`, White to move, no castling): a diagram may show a
/// lesson's board, which need not be a legal position.
///
/// ```
/// use roque_diagram::setup_of;
/// assert_eq!(setup_of("8/8/8/3Q4/8/8/8/8").map(|s| s.fen()).ok().as_deref(), Some("8/8/8/3Q4/8/8/8/8 w - - 0 1"));
/// assert!(setup_of("8/8/8").is_err());
/// ```
///
/// # Errors
/// The FEN reader's [`FenError`](roque_rules::FenError).
pub fn setup_of(fen: &str) -> Result<Setup, roque_rules::FenError> {
    let fen = fen.trim();
    if fen.split_whitespace().count() == 1 {
        Setup::from_fen(&format!("{fen} w - - 0 1"))
    } else {
        Setup::from_fen(fen)
    }
}

/// The width and height of a diagram with these options, in pixels (its
/// `width` and `height`): `size`, kept within [`SIZES`], and the height
/// that keeps the proportions.
///
/// ```
/// use roque_diagram::{pixels, Caption, Options};
/// assert_eq!(pixels(&Options::default()), (360, 345));
/// let captioned = Options { caption: Caption::Fen, size: 720, ..Options::default() };
/// assert_eq!(pixels(&captioned), (720, 745));
/// ```
pub fn pixels(options: &Options) -> (u32, u32) {
    let layout = Layout::of(options);
    let width = options.size.clamp(*SIZES.start(), *SIZES.end());
    let height = (f64::from(width) * layout.height / layout.width).round() as u32;
    (width, height)
}

/// Where things go: the board's corner and the document's size, in units.
struct Layout {
    /// The board's top-left corner.
    left: f64,
    top: f64,
    width: f64,
    height: f64,
    orientation: Color,
}

impl Layout {
    fn of(options: &Options) -> Layout {
        let outside = options.coordinates == Coordinates::Outside;
        let left = if outside { MARGIN } else { 2.0 };
        let top = 2.0;
        let below = if outside { MARGIN } else { 2.0 };
        let right = if options.turn_mark { TURN_ROOM } else { 2.0 };
        let caption = if options.caption == Caption::None {
            0.0
        } else {
            CAPTION_ROOM
        };
        Layout {
            left,
            top,
            width: left + BOARD + right,
            height: top + BOARD + below + caption,
            orientation: options.orientation,
        }
    }

    /// The column and row of a square as shown, from the top left.
    fn cell(&self, square: Square) -> (f64, f64) {
        let file = f64::from(square.file().index());
        let rank = f64::from(square.rank().index());
        match self.orientation {
            Color::White => (file, 7.0 - rank),
            Color::Black => (7.0 - file, rank),
        }
    }

    /// The top-left corner of a square.
    fn corner(&self, square: Square) -> (f64, f64) {
        let (column, row) = self.cell(square);
        (self.left + column * SQUARE, self.top + row * SQUARE)
    }

    /// The centre of a square.
    fn centre(&self, square: Square) -> (f64, f64) {
        let (x, y) = self.corner(square);
        (x + SQUARE / 2.0, y + SQUARE / 2.0)
    }
}

/// The drawings of the pieces on the board (only those, each once, in the
/// square's own 45 units, so that a `<use>` needs only its place) and the
/// print theme's hatching.
fn defs(setup: &Setup, options: &Options, ids: &str, svg: &mut String) {
    svg.push_str("<defs>");
    if options.theme == Theme::Print {
        let _ = write!(svg, "<pattern id=\"{ids}-hatch\" width=\"4\" height=\"4\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"4\" height=\"4\" fill=\"#fff\"/><path d=\"M0 0V4\" stroke=\"#000\" stroke-width=\"1.3\"/></pattern>");
    }
    let mut drawn: Vec<Piece> = Vec::new();
    for (_, piece) in setup.board.pieces() {
        if drawn.contains(&piece) {
            continue;
        }
        drawn.push(piece);
        let _ = write!(
            svg,
            "<g id=\"{ids}-{}\">{}</g>",
            pieces::name(piece),
            pieces::drawing(piece)
        );
    }
    svg.push_str("</defs>");
}

/// The light board, the dark squares as one path, the marks and a frame.
fn squares(layout: &Layout, palette: &Palette, options: &Options, ids: &str, svg: &mut String) {
    let _ = write!(
        svg,
        "<rect x=\"{}\" y=\"{}\" width=\"360\" height=\"360\" fill=\"{}\"/><path fill=\"{}\" d=\"",
        num(layout.left),
        num(layout.top),
        palette.light,
        palette.dark.replace("{}", ids)
    );
    for square in Square::ALL.into_iter().filter(|s| !s.is_light()) {
        let (x, y) = layout.corner(square);
        let _ = write!(svg, "M{} {}h45v45h-45z", num(x), num(y));
    }
    svg.push_str("\"/>");
    let mut marked: Vec<Square> = Vec::new();
    for &square in &options.marks {
        if marked.contains(&square) {
            continue;
        }
        marked.push(square);
        let (x, y) = layout.corner(square);
        let _ = write!(
            svg,
            "<rect x=\"{}\" y=\"{}\" width=\"45\" height=\"45\" fill=\"{}\" data-mark=\"{}\"/>",
            num(x),
            num(y),
            palette.mark,
            square.name()
        );
    }
    let _ = write!(
        svg,
        "<rect x=\"{}\" y=\"{}\" width=\"360\" height=\"360\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"/>",
        num(layout.left),
        num(layout.top),
        palette.frame
    );
}

/// The files and ranks, inside the edge squares or beside the board.
fn coordinates(layout: &Layout, palette: &Palette, options: &Options, svg: &mut String) {
    if options.coordinates == Coordinates::None {
        return;
    }
    let inside = options.coordinates == Coordinates::Inside;
    let _ = write!(
        svg,
        "<g fill=\"{}\" font-size=\"{}\">",
        palette.coordinate,
        if inside { 11 } else { 14 }
    );
    // The bottom row's files and the left column's ranks.
    let (bottom, left) = match options.orientation {
        Color::White => (Rank::First, File::A),
        Color::Black => (Rank::Eighth, File::H),
    };
    for file in File::ALL {
        let (x, y) = layout.corner(Square::new(file, bottom));
        let (x, y, anchor) = if inside {
            (x + SQUARE - 2.5, y + SQUARE - 3.0, "end")
        } else {
            (x + SQUARE / 2.0, y + SQUARE + 13.0, "middle")
        };
        label(svg, (x, y), anchor, file.char());
    }
    for rank in Rank::ALL {
        let (x, y) = layout.corner(Square::new(left, rank));
        let (x, y, anchor) = if inside {
            (x + 2.5, y + 10.5, "start")
        } else {
            (x - 6.0, y + SQUARE / 2.0 + 4.0, "middle")
        };
        label(svg, (x, y), anchor, rank.char());
    }
    svg.push_str("</g>");
}

/// One coordinate's letter or digit at `(x, y)`.
fn label(svg: &mut String, (x, y): (f64, f64), anchor: &str, c: char) {
    let _ = write!(
        svg,
        "<text x=\"{}\" y=\"{}\" text-anchor=\"{anchor}\" data-coord=\"{c}\">{c}</text>",
        num(x),
        num(y)
    );
}

/// A drawing colour: its fill on the board, and its dashes on paper.
fn ink(color: ShapeColor, theme: Theme) -> (&'static str, &'static str) {
    match (theme, color) {
        (Theme::Board, ShapeColor::Green) => ("#15781b", ""),
        (Theme::Board, ShapeColor::Red) => ("#b02020", ""),
        (Theme::Board, ShapeColor::Yellow) => ("#e0a000", ""),
        (Theme::Board, ShapeColor::Blue) => ("#1f4fb0", ""),
        (Theme::Print, ShapeColor::Green) => ("#000", ""),
        (Theme::Print, ShapeColor::Red) => ("#000", " stroke-dasharray=\"8 4\""),
        (Theme::Print, ShapeColor::Yellow) => ("#000", " stroke-dasharray=\"2 3\""),
        (Theme::Print, ShapeColor::Blue) => ("#000", " stroke-dasharray=\"8 3 2 3\""),
    }
}

/// Circles first, arrows over them; each place once.
fn shapes(layout: &Layout, options: &Options, svg: &mut String) {
    let mut drawn: Vec<Shape> = Vec::new();
    for &shape in &options.shapes {
        if !drawn.iter().any(|d| d.same_place(shape)) {
            drawn.push(shape);
        }
    }
    for shape in &drawn {
        if let Shape::Circle { square, color } = *shape {
            let (x, y) = layout.centre(square);
            let (ink, dashes) = ink(color, options.theme);
            let _ = write!(
                svg,
                "<circle cx=\"{}\" cy=\"{}\" r=\"20\" fill=\"none\" stroke=\"{ink}\" stroke-width=\"3.5\" opacity=\"0.85\"{dashes} data-circle=\"{}\" data-color=\"{}\"/>",
                num(x),
                num(y),
                square.name(),
                color.name()
            );
        }
    }
    for shape in &drawn {
        if let Shape::Arrow { from, to, color } = *shape {
            let (x1, y1) = layout.centre(from);
            let (x2, y2) = layout.centre(to);
            let (dx, dy) = (x2 - x1, y2 - y1);
            let length = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ux, uy) = (dx / length, dy / length);
            // The head: 14 long, 14 wide, its tip short of the centre.
            let tip = (x2 - ux * 4.0, y2 - uy * 4.0);
            let base = (tip.0 - ux * 14.0, tip.1 - uy * 14.0);
            let (nx, ny) = (-uy * 7.0, ux * 7.0);
            let (ink, dashes) = ink(color, options.theme);
            let _ = write!(
                svg,
                "<g opacity=\"0.8\" data-arrow=\"{}{}\" data-color=\"{}\"><path d=\"M{} {}L{} {}\" stroke=\"{ink}\" stroke-width=\"5.5\" stroke-linecap=\"round\"{dashes}/><path d=\"M{} {}L{} {}L{} {}Z\" fill=\"{ink}\"/></g>",
                from.name(),
                to.name(),
                color.name(),
                num(x1),
                num(y1),
                num(base.0),
                num(base.1),
                num(tip.0),
                num(tip.1),
                num(base.0 + nx),
                num(base.1 + ny),
                num(base.0 - nx),
                num(base.1 - ny),
            );
        }
    }
}

/// A disc of the side to move's colour, beside the board at its edge.
fn turn_mark(layout: &Layout, turn: Color, svg: &mut String) {
    let at_bottom = turn == layout.orientation;
    let y = if at_bottom {
        layout.top + BOARD - 9.0
    } else {
        layout.top + 9.0
    };
    let fill = if turn == Color::White { "#fff" } else { "#000" };
    let _ = write!(
        svg,
        "<circle cx=\"{}\" cy=\"{}\" r=\"6\" fill=\"{fill}\" stroke=\"#000\" stroke-width=\"1.2\" data-turn=\"{}\"/>",
        num(layout.left + BOARD + TURN_ROOM / 2.0),
        num(y),
        color_name(turn)
    );
}

/// The caption, centred under the board.
fn caption(layout: &Layout, setup: &Setup, options: &Options, svg: &mut String) {
    let (text, size) = match &options.caption {
        Caption::None => return,
        Caption::Text(text) => (text.clone(), 15),
        Caption::Fen => (setup.fen(), 10),
    };
    let _ = write!(
        svg,
        "<text x=\"{}\" y=\"{}\" font-size=\"{size}\" text-anchor=\"middle\" fill=\"#000\" data-caption=\"\">",
        num(layout.left + BOARD / 2.0),
        num(layout.height - 9.0)
    );
    escape(&text, svg);
    svg.push_str("</text>");
}

/// An id prefix made safe: letters, digits, `-` and `_` only, `roque` if
/// none is left.
fn id_prefix(prefix: &str) -> String {
    let safe: String = prefix
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .collect();
    if safe.is_empty() || !safe.starts_with(|c: char| c.is_ascii_alphabetic()) {
        "roque".to_string()
    } else {
        safe
    }
}

/// `white` or `black`.
fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A number with at most two decimals and none that are zero. By hand
/// from whole hundredths: float formatting would weigh several kB in the
/// browser's wasm.
fn num(value: f64) -> String {
    let hundredths = (value * 100.0).round() as i64;
    let mut text = String::new();
    if hundredths < 0 {
        text.push('-');
    }
    let magnitude = hundredths.unsigned_abs();
    text.push_str(&(magnitude / 100).to_string());
    let fraction = magnitude % 100;
    if fraction != 0 {
        text.push('.');
        text.push(char::from(b'0' + (fraction / 10) as u8));
        if !fraction.is_multiple_of(10) {
            text.push(char::from(b'0' + (fraction % 10) as u8));
        }
    }
    text
}

/// Text made safe inside an element: `&`, `<`, `>`, quotes escaped, and
/// the characters XML forbids left out.
fn escape(text: &str, out: &mut String) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if (c as u32) < 0x20 || matches!(c, '\u{fffe}' | '\u{ffff}') => {}
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(45.0), "45");
        assert_eq!(num(22.5), "22.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
        assert_eq!(num(-12.05), "-12.05");
        assert_eq!(num(7.5), "7.5");
    }

    #[test]
    fn text_is_escaped() {
        let mut out = String::new();
        escape("a<b & \"c\"\u{1}\n", &mut out);
        assert_eq!(out, "a&lt;b &amp; &quot;c&quot; ");
    }
}
