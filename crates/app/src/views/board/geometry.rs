//! Where each square is drawn, for every board (the game's, the editor's,
//! the embedded one) and everything on it (arrows, keys, drag): the one
//! place that turns the orientation into screen positions, and the one
//! drag threshold.

use roque_rules::{Color, File, Rank, Square};

/// How far, in CSS pixels, a pointer must move before a press becomes a
/// drag: a finger is less precise than a mouse or a pen.
pub fn drag_threshold(touch: bool) -> f64 {
    if touch {
        8.0
    } else {
        4.0
    }
}

/// A square's place on the screen: column from the left, row from the
/// top, both 0..8.
pub fn on_screen(square: Square, orientation: Color) -> (i8, i8) {
    // Indexes are 0..8: the conversions are exact.
    let file = square.file().index() as i8;
    let rank = square.rank().index() as i8;
    match orientation {
        Color::White => (file, 7 - rank),
        Color::Black => (7 - file, rank),
    }
}

/// The square at a place on the screen, if it is on the board.
pub fn at_screen(col: i8, row: i8, orientation: Color) -> Option<Square> {
    if !(0..8).contains(&col) || !(0..8).contains(&row) {
        return None;
    }
    let (file, rank) = match orientation {
        Color::White => (col, 7 - row),
        Color::Black => (7 - col, row),
    };
    Some(Square::new(
        File::from_index(u8::try_from(file).ok()?)?,
        Rank::from_index(u8::try_from(rank).ok()?)?,
    ))
}

/// The squares in display order: top-left to bottom-right as the player
/// sees them.
pub fn display_rows(orientation: Color) -> Vec<Vec<Square>> {
    (0..8i8)
        .map(|row| {
            (0..8i8)
                .filter_map(|col| at_screen(col, row, orientation))
                .collect()
        })
        .collect()
}

/// The square at a point given as fractions of the board's width and
/// height from its top-left corner, if the point is on the board.
pub fn square_at_fraction(x: f64, y: f64, orientation: Color) -> Option<Square> {
    let (col, row) = ((x * 8.0).floor(), (y * 8.0).floor());
    if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
        return None;
    }
    // In range 0..8, so the conversions are exact.
    at_screen(col as i8, row as i8, orientation)
}

/// The centre of `square` in board units (0..8 from the top-left corner as
/// the player sees it).
pub fn centre(square: Square, orientation: Color) -> (f64, f64) {
    let (col, row) = on_screen(square, orientation);
    (f64::from(col) + 0.5, f64::from(row) + 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn white_sees_a8_top_left_and_black_sees_h1() {
        assert_eq!(display_rows(Color::White)[0][0], Square::A8);
        assert_eq!(display_rows(Color::White)[7][0], Square::A1);
        assert_eq!(display_rows(Color::Black)[0][0], Square::H1);
        assert_eq!(display_rows(Color::Black)[7][7], Square::A8);
    }

    #[test]
    fn every_square_comes_back_from_its_place() {
        for orientation in [Color::White, Color::Black] {
            for row in display_rows(orientation) {
                for square in row {
                    let (col, row) = on_screen(square, orientation);
                    assert_eq!(at_screen(col, row, orientation), Some(square));
                    let (x, y) = centre(square, orientation);
                    assert_eq!(
                        square_at_fraction(x / 8.0, y / 8.0, orientation),
                        Some(square)
                    );
                }
            }
        }
        assert_eq!(square_at_fraction(1.0, 0.5, Color::White), None);
        assert_eq!(square_at_fraction(-0.01, 0.5, Color::White), None);
    }
}
