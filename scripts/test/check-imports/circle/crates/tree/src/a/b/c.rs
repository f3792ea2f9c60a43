use super::super::d::D;
pub struct C;
