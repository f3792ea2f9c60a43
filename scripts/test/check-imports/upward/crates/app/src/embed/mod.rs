pub mod options;
pub mod state;
