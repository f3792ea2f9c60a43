//! Moving the keyboard focus across the board, as the player sees it.
//!
//! The arrow keys go one square up, down, left or right on the screen, so
//! with Black at the bottom "up" goes towards the first rank. Home and End
//! go to the ends of the row on screen, Page Up and Page Down to the ends
//! of the column; with Ctrl, Home and End go to the corners (the grid
//! pattern of WAI-ARIA). Pure: tested natively.

use roque_rules::{Color, Square};

use crate::views::board::geometry::{at_screen, on_screen};

/// A key that moves the focus on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One square up on the screen.
    Up,
    /// One square down on the screen.
    Down,
    /// One square left on the screen.
    Left,
    /// One square right on the screen.
    Right,
    /// The start of the row on the screen.
    RowStart,
    /// The end of the row on the screen.
    RowEnd,
    /// The top of the column on the screen.
    ColumnTop,
    /// The bottom of the column on the screen.
    ColumnBottom,
    /// The top-left corner on the screen.
    TopLeft,
    /// The bottom-right corner on the screen.
    BottomRight,
}

impl Step {
    /// The step a key (`KeyboardEvent.key`) asks for, if any.
    pub fn from_key(key: &str, ctrl: bool) -> Option<Step> {
        Some(match (key, ctrl) {
            ("ArrowUp", _) => Step::Up,
            ("ArrowDown", _) => Step::Down,
            ("ArrowLeft", _) => Step::Left,
            ("ArrowRight", _) => Step::Right,
            ("Home", false) => Step::RowStart,
            ("End", false) => Step::RowEnd,
            ("Home", true) => Step::TopLeft,
            ("End", true) => Step::BottomRight,
            ("PageUp", _) => Step::ColumnTop,
            ("PageDown", _) => Step::ColumnBottom,
            _ => return None,
        })
    }
}

/// Where the focus goes from `square` for `step`; it stays put at the
/// board's edge.
pub fn step(square: Square, step: Step, orientation: Color) -> Square {
    let (col, row) = on_screen(square, orientation);
    let (col, row) = match step {
        Step::Up => (col, row - 1),
        Step::Down => (col, row + 1),
        Step::Left => (col - 1, row),
        Step::Right => (col + 1, row),
        Step::RowStart => (0, row),
        Step::RowEnd => (7, row),
        Step::ColumnTop => (col, 0),
        Step::ColumnBottom => (col, 7),
        Step::TopLeft => (0, 0),
        Step::BottomRight => (7, 7),
    };
    at_screen(col, row, orientation).unwrap_or(square)
}

/// The square the focus starts on: the bottom-left corner as the player
/// sees the board (a1 for White, h8 for Black).
pub fn home(orientation: Color) -> Square {
    orientation.fold(Square::A1, Square::H8)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where the four arrows (up, down, left, right) take the focus from
    /// `from`.
    fn arrows(from: Square, orientation: Color) -> [Square; 4] {
        [Step::Up, Step::Down, Step::Left, Step::Right].map(|key| step(from, key, orientation))
    }

    #[test]
    fn arrows_follow_the_screen() {
        use Square::*;
        assert_eq!(arrows(E2, Color::White), [E3, E1, D2, F2]);
        // With Black at the bottom, up is towards the first rank.
        assert_eq!(arrows(E7, Color::Black), [E6, E8, F7, D7]);
    }

    #[test]
    fn the_focus_stays_at_the_edge() {
        use Square::*;
        assert_eq!(arrows(A1, Color::White), [A2, A1, A1, B1]);
        assert_eq!(arrows(H8, Color::White), [H8, H7, G8, H8]);
        assert_eq!(arrows(A1, Color::Black), [A1, A2, B1, A1]);
    }

    #[test]
    fn home_end_and_pages_reach_the_ends() {
        assert_eq!(step(Square::E4, Step::RowStart, Color::White), Square::A4);
        assert_eq!(step(Square::E4, Step::RowEnd, Color::White), Square::H4);
        assert_eq!(step(Square::E4, Step::ColumnTop, Color::White), Square::E8);
        assert_eq!(
            step(Square::E4, Step::ColumnBottom, Color::Black),
            Square::E8
        );
        assert_eq!(step(Square::E4, Step::TopLeft, Color::Black), Square::H1);
        assert_eq!(
            step(Square::E4, Step::BottomRight, Color::White),
            Square::H1
        );
        assert_eq!(Step::from_key("Home", true), Some(Step::TopLeft));
        assert_eq!(Step::from_key("a", false), None);
    }

    #[test]
    fn every_square_is_reached_by_arrows_alone() {
        for orientation in [Color::White, Color::Black] {
            let mut seen = Vec::new();
            let mut row_start = home(orientation);
            for _ in 0..8 {
                let mut sq = row_start;
                for _ in 0..8 {
                    seen.push(sq);
                    sq = step(sq, Step::Right, orientation);
                }
                row_start = step(row_start, Step::Up, orientation);
            }
            seen.sort();
            seen.dedup();
            assert_eq!(seen.len(), 64);
        }
    }
}
