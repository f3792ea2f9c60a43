//! The views. Each renders what it is given and reports the player's
//! intents through callbacks; none of them changes the state itself.

pub mod board;
pub mod controls;
pub mod editor_board;
pub mod editor_screen;
pub mod export_dialog;
pub mod import_dialog;
pub mod move_list;
pub mod navigator;
pub mod opponent;
pub mod piece_drag;
pub mod promotion;
pub mod record_card;
pub mod square;
pub mod status;
