pub mod board;
pub mod controls;
