//! The one reducer: the game and what the player is doing with it.
//! Uses [`crate::model`] and [`crate::persist`]; no words, no browser.

pub mod app_state;
pub mod editor;
pub mod navigation;
pub mod resume;
