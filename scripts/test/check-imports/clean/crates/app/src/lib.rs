pub mod embed;
pub mod model;
pub mod state;
pub mod views;
pub mod words;
