use super::{options::Frame, state};
use crate::views::board::Board;
