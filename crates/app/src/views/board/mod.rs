//! Everything about a board on screen, shared by the game's board, the
//! editor's and the embedded one: squares, arrows, drag, keys.

pub mod arrows;
pub mod chessboard;
pub mod drag;
pub mod editor_board;
pub mod geometry;
pub mod hand_board;
pub mod keyboard;
pub mod piece_drag;
pub mod square;
