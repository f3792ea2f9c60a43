//! Not an import: crate::views::board, nor in a string below.
pub struct Clock;
pub const NAME: &str = "crate::views::board::Board";
/* nor super::super::views in a block comment */
pub const QUOTE: char = '"';
