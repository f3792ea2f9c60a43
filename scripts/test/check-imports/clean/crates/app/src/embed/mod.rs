pub mod options;
pub mod state;
pub mod view;
