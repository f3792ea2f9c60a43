use super::super::views::board::Board;
pub struct Hand;
