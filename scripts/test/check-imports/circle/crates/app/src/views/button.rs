use super::controls::icon;
pub fn click() {}
