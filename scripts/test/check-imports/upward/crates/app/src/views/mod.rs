pub mod board;
pub mod learn;
