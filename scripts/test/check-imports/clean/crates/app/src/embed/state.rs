use super::options::Frame;
use crate::state::hand::Hand;
