pub mod button;
pub mod controls;
