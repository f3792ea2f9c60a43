use crate::{state::hand::Hand, words::ui};
