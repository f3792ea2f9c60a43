use super::controls::icon;
use crate::words::ui;
pub struct Board;
