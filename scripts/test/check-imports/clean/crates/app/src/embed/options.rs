use crate::model::clock::Clock;
pub struct Frame;
