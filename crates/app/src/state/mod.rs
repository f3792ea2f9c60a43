//! The one reducer: the game and what the player is doing with it, nested
//! by concern. [`app_state`] holds the [`app_state::AppState`] and its
//! actions; [`session`], [`hand`], [`view`] and [`screen`] are its parts,
//! each with its own reset; [`notice`] is what it tells the player;
//! [`editor`] is the board editor's own reducer; [`resume`] says what the
//! page opens on. Uses [`crate::model`] and [`crate::persist`]; no words, no
//! browser.

pub mod app_state;
pub mod editor;
pub mod hand;
pub mod learn;
pub mod notice;
pub mod online;
pub mod resume;
pub mod screen;
pub mod session;
pub mod view;
