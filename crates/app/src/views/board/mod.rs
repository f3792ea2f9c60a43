//! Everything about a board on screen, shared by the game's board, the
//! editor's and the embedded one: squares, drawings (arrows and circles),
//! drag, keys.

pub mod chessboard;
pub mod drag;
pub mod drawing;
pub mod editor_board;
pub mod geometry;
pub mod hand_board;
pub mod keyboard;
pub mod piece_drag;
pub mod shapes;
pub mod square;
