use crate::state::hand::Hand;
pub struct Frame;
