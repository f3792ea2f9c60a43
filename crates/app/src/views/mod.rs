//! The views (Yew components). Each renders what it is given and reports the
//! player's intents through callbacks; only [`app::App`] dispatches actions.

pub mod analysis;
pub mod app;
pub mod board;
pub mod brand;
pub mod button;
pub mod clock_face;
pub mod controls;
pub mod deferred;
pub mod diagram_panel;
pub mod editor_screen;
pub mod export_dialog;
pub mod history;
pub mod import_dialog;
pub mod learn;
pub mod live_log;
pub mod move_input;
pub mod move_list;
pub mod move_tree;
pub mod navigator;
pub mod online;
pub mod opening;
pub mod opponent;
pub mod options_dialog;
pub mod preferences;
pub mod prerender;
pub mod promotion;
pub mod record_card;
pub mod record_views;
pub mod segment;
pub mod settings;
pub mod share_dialog;
pub mod sheet_maker;
pub mod status;
pub mod tool_host;
pub mod tools;
