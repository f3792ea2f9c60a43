pub mod b;
pub mod d;
