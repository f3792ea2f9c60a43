//! The views. Each renders what it is given and reports the player's
//! intents through callbacks; none of them changes the state itself.

pub mod arrows;
pub mod board;
pub mod clock_face;
pub mod controls;
pub mod editor_board;
pub mod editor_screen;
pub mod embed_board;
pub mod export_dialog;
pub mod history;
pub mod import_dialog;
pub mod live_log;
pub mod move_input;
pub mod move_list;
pub mod navigator;
pub mod opponent;
pub mod piece_drag;
pub mod preferences;
pub mod promotion;
pub mod record_card;
pub mod settings;
pub mod share_link;
pub mod square;
pub mod status;
