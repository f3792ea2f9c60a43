use super::button::{
    click, //
    bool_text,
};
pub fn icon() {}
