//! [`Options`] as whole numbers and two texts: the form in which one wasm
//! module hands them to another (the app's modules to the module of
//! diagrams, `roque-diagram.js`), across a boundary that carries arrays of
//! numbers and strings but no Rust values.
//!
//! `numbers` holds, in order:
//!
//! 0. the switches: bit 0, Black at the bottom; bits 1–2, the coordinates
//!    (0 none, 1 inside, 2 outside); bit 3, the print theme; bit 4, the
//!    side-to-move disc; bits 5–6, the caption (0 none, 1 the text
//!    `caption`, 2 the FEN); every other bit 0;
//! 1. the width in pixels, within [`SIZES`];
//! 2. the number of shapes, `n`;
//! 3. then `n` shapes, one number each: bit 0, an arrow (else a circle);
//!    bits 1–2, its colour (in [`ShapeColor::ALL`]'s order: green, red,
//!    yellow, blue); bits 8–13, a circle's square or an arrow's start;
//!    bits 16–21, an arrow's end (0 for a circle); every other bit 0;
//! 4. then every marked square, one number each.
//!
//! A square is its index, a1 = 0, b1 = 1 … h8 = 63. Reading is strict:
//! a number out of its range, a bit that means nothing, a circle with an
//! end or an arrow to its own start is refused, never half-read.
//!
//! ```
//! use roque_diagram::{Caption, EncodedOptions, Options, Theme};
//! use roque_rules::{Shape, ShapeColor, Square};
//! let options = Options {
//!     theme: Theme::Print,
//!     shapes: vec![Shape::Circle { square: Square::E4, color: ShapeColor::Red }],
//!     caption: Caption::Text("Mat en 2".to_string()),
//!     ..Options::default()
//! };
//! let encoded = EncodedOptions::of(&options);
//! assert_eq!(encoded.numbers, [0b01_1_1_10_0, 360, 1, (28 << 8) | (1 << 1)]);
//! assert_eq!(encoded.caption, "Mat en 2");
//! assert_eq!(encoded.options(), Ok(options));
//! ```

use core::fmt;

use roque_rules::{Color, Shape, ShapeColor, Square};

use crate::{Caption, Coordinates, Options, Theme, SIZES};

/// [`Options`] in numbers and texts (the module's documentation gives the
/// layout of `numbers`).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct EncodedOptions {
    /// The switches, the width, the shapes and the marks.
    pub numbers: Vec<u32>,
    /// The caption's text (empty unless the caption is a text).
    pub caption: String,
    /// [`Options::id_prefix`].
    pub id_prefix: String,
}

/// Why encoded options could not be read: the index in `numbers` of the
/// first number at fault (its length when one is missing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncodingError(pub usize);

impl fmt::Display for EncodingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Invalid diagram options: number {}", self.0)
    }
}

impl std::error::Error for EncodingError {}

const BLACK: u32 = 1;
const COORDINATES_SHIFT: u32 = 1;
const PRINT: u32 = 1 << 3;
const TURN_MARK: u32 = 1 << 4;
const CAPTION_SHIFT: u32 = 5;
/// Every bit the switches may have.
const SWITCHES: u32 = 0b111_1111;

const ARROW: u32 = 1;
const COLOR_SHIFT: u32 = 1;
const FROM_SHIFT: u32 = 8;
const TO_SHIFT: u32 = 16;
/// Every bit a shape may have.
const SHAPE_BITS: u32 = ARROW | (0b11 << COLOR_SHIFT) | (63 << FROM_SHIFT) | (63 << TO_SHIFT);

/// A square's number.
fn square_number(square: Square) -> u32 {
    square.index() as u32
}

/// The square of a number below 64.
fn square_of(number: u32) -> Option<Square> {
    u8::try_from(number).ok().and_then(Square::from_index)
}

fn color_number(color: ShapeColor) -> u32 {
    ShapeColor::ALL
        .iter()
        .position(|&c| c == color)
        .unwrap_or_default() as u32
}

fn shape_number(shape: Shape) -> u32 {
    match shape {
        Shape::Arrow { from, to, color } => {
            ARROW
                | (color_number(color) << COLOR_SHIFT)
                | (square_number(from) << FROM_SHIFT)
                | (square_number(to) << TO_SHIFT)
        }
        Shape::Circle { square, color } => {
            (color_number(color) << COLOR_SHIFT) | (square_number(square) << FROM_SHIFT)
        }
    }
}

fn shape_of(number: u32) -> Option<Shape> {
    if number & !SHAPE_BITS != 0 {
        return None;
    }
    let color = ShapeColor::ALL[((number >> COLOR_SHIFT) & 0b11) as usize];
    let from = square_of((number >> FROM_SHIFT) & 63)?;
    let to = (number >> TO_SHIFT) & 63;
    if number & ARROW == 0 {
        (to == 0).then_some(Shape::Circle {
            square: from,
            color,
        })
    } else {
        Shape::arrow(from, square_of(to)?, color)
    }
}

impl EncodedOptions {
    /// `options` encoded.
    pub fn of(options: &Options) -> EncodedOptions {
        let coordinates = match options.coordinates {
            Coordinates::None => 0,
            Coordinates::Inside => 1,
            Coordinates::Outside => 2,
        };
        let (caption_kind, caption) = match &options.caption {
            Caption::None => (0, String::new()),
            Caption::Text(text) => (1, text.clone()),
            Caption::Fen => (2, String::new()),
        };
        let bit = |on: bool, bit: u32| if on { bit } else { 0 };
        let switches = bit(options.orientation == Color::Black, BLACK)
            | (coordinates << COORDINATES_SHIFT)
            | bit(options.theme == Theme::Print, PRINT)
            | bit(options.turn_mark, TURN_MARK)
            | (caption_kind << CAPTION_SHIFT);
        let mut numbers = Vec::with_capacity(3 + options.shapes.len() + options.marks.len());
        numbers.push(switches);
        numbers.push(options.size.clamp(*SIZES.start(), *SIZES.end()));
        numbers.push(options.shapes.len() as u32);
        numbers.extend(options.shapes.iter().map(|&shape| shape_number(shape)));
        numbers.extend(options.marks.iter().map(|&square| square_number(square)));
        EncodedOptions {
            numbers,
            caption,
            id_prefix: options.id_prefix.clone(),
        }
    }

    /// The options encoded, read back.
    ///
    /// # Errors
    /// The first number that cannot be read, or that is missing.
    pub fn options(&self) -> Result<Options, EncodingError> {
        Options::decode(&self.numbers, &self.caption, &self.id_prefix)
    }
}

impl Options {
    /// The options encoded as `numbers` (see [`EncodedOptions`]), with the
    /// caption's text `caption` and the ids' start `id_prefix`.
    ///
    /// ```
    /// use roque_diagram::Options;
    /// assert_eq!(Options::decode(&[0b10100, 360, 0], "", "roque"), Ok(Options::default()));
    /// assert!(Options::decode(&[0b10100, 360], "", "roque").is_err());
    /// ```
    ///
    /// # Errors
    /// The first number that cannot be read, or that is missing.
    pub fn decode(
        numbers: &[u32],
        caption: &str,
        id_prefix: &str,
    ) -> Result<Options, EncodingError> {
        let at = |index: usize| numbers.get(index).copied().ok_or(EncodingError(index));
        let switches = at(0)?;
        let coordinates = match (switches >> COORDINATES_SHIFT) & 0b11 {
            0 => Coordinates::None,
            1 => Coordinates::Inside,
            2 => Coordinates::Outside,
            _ => return Err(EncodingError(0)),
        };
        let caption = match (switches >> CAPTION_SHIFT) & 0b11 {
            0 => Caption::None,
            1 => Caption::Text(caption.to_string()),
            2 => Caption::Fen,
            _ => return Err(EncodingError(0)),
        };
        if switches & !SWITCHES != 0 {
            return Err(EncodingError(0));
        }
        let size = at(1)?;
        if !SIZES.contains(&size) {
            return Err(EncodingError(1));
        }
        let count = at(2)? as usize;
        let shapes_end = count
            .checked_add(3)
            .filter(|&end| end <= numbers.len())
            .ok_or(EncodingError(numbers.len()))?;
        let shapes = (3..shapes_end)
            .map(|index| shape_of(numbers[index]).ok_or(EncodingError(index)))
            .collect::<Result<Vec<_>, _>>()?;
        let marks = (shapes_end..numbers.len())
            .map(|index| square_of(numbers[index]).ok_or(EncodingError(index)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Options {
            orientation: if switches & BLACK == 0 {
                Color::White
            } else {
                Color::Black
            },
            coordinates,
            theme: if switches & PRINT == 0 {
                Theme::Board
            } else {
                Theme::Print
            },
            shapes,
            marks,
            caption,
            turn_mark: switches & TURN_MARK != 0,
            size,
            id_prefix: id_prefix.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_kind_of_options() -> Vec<Options> {
        let shapes = vec![
            Shape::Circle {
                square: Square::A1,
                color: ShapeColor::Green,
            },
            Shape::Arrow {
                from: Square::H8,
                to: Square::A1,
                color: ShapeColor::Blue,
            },
            Shape::Arrow {
                from: Square::E2,
                to: Square::E4,
                color: ShapeColor::Yellow,
            },
            Shape::Circle {
                square: Square::H8,
                color: ShapeColor::Red,
            },
        ];
        let mut all = Vec::new();
        for orientation in [Color::White, Color::Black] {
            for coordinates in [Coordinates::None, Coordinates::Inside, Coordinates::Outside] {
                for theme in [Theme::Board, Theme::Print] {
                    for caption in [
                        Caption::None,
                        Caption::Fen,
                        Caption::Text("Les Blancs jouent et gagnent".to_string()),
                        Caption::Text(String::new()),
                    ] {
                        for turn_mark in [false, true] {
                            all.push(Options {
                                orientation,
                                coordinates,
                                theme,
                                shapes: if turn_mark {
                                    shapes.clone()
                                } else {
                                    Vec::new()
                                },
                                marks: if theme == Theme::Print {
                                    vec![Square::A1, Square::H8, Square::D5]
                                } else {
                                    Vec::new()
                                },
                                caption: caption.clone(),
                                turn_mark,
                                size: if turn_mark {
                                    *SIZES.end()
                                } else {
                                    *SIZES.start()
                                },
                                id_prefix: format!("ex{}", all.len()),
                            });
                        }
                    }
                }
            }
        }
        all
    }

    #[test]
    fn every_option_comes_back_as_it_went() {
        let all = every_kind_of_options();
        assert_eq!(all.len(), 96);
        for options in all {
            let encoded = EncodedOptions::of(&options);
            assert_eq!(encoded.options(), Ok(options.clone()), "{encoded:?}");
        }
    }

    #[test]
    fn a_size_out_of_range_is_sent_within_it() {
        let options = Options {
            size: 0,
            ..Options::default()
        };
        let read = EncodedOptions::of(&options).options().unwrap();
        assert_eq!(read.size, *SIZES.start());
    }

    #[test]
    fn anything_unexpected_is_refused_at_its_place() {
        let good = EncodedOptions::of(&every_kind_of_options()[95]).numbers;
        assert_eq!(good[2], 4);
        let read = |numbers: &[u32]| Options::decode(numbers, "", "roque");
        assert!(read(&good).is_ok());
        for (index, wrong) in [
            (0, 0b11 << COORDINATES_SHIFT),
            (0, 0b11 << CAPTION_SHIFT),
            (0, 1 << 7),
            (1, *SIZES.end() + 1),
            (1, 0),
            // A circle with an end.
            (3, good[3] | 1 << TO_SHIFT),
            // An arrow to its own start.
            (4, ARROW | (12 << FROM_SHIFT) | (12 << TO_SHIFT)),
            (5, 1 << 31),
            (7, 64),
        ] {
            let mut numbers = good.clone();
            numbers[index] = if index == 0 { good[0] | wrong } else { wrong };
            assert_eq!(
                read(&numbers),
                Err(EncodingError(index)),
                "{index}: {wrong:#b}"
            );
        }
        // More shapes announced than there are numbers.
        let mut numbers = good.clone();
        numbers[2] = 100;
        assert_eq!(read(&numbers), Err(EncodingError(good.len())));
        numbers[2] = u32::MAX;
        assert_eq!(read(&numbers), Err(EncodingError(good.len())));
        assert_eq!(read(&[]), Err(EncodingError(0)));
        assert_eq!(read(&good[..2]), Err(EncodingError(2)));
    }
}
