//! The views. Each renders what it is given and reports the player's
//! intents through callbacks; none of them changes the state itself.

pub mod arrows;
pub mod board;
pub mod clock_face;
pub mod controls;
pub mod embed_board;
pub mod history;
pub mod move_list;
pub mod opponent;
pub mod promotion;
pub mod settings;
pub mod share_link;
pub mod square;
pub mod status;
