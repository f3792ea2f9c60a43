//! The only code, besides the views, that touches the browser (`web_sys`):
//! storage, the engine's worker, sound, the clipboard, the address, where
//! the build's files are, the modules loaded when first needed.

pub mod address;
pub mod clipboard;
pub mod computer;
pub mod diagram;
pub mod download;
pub mod focus;
pub mod frame;
pub mod host_page;
pub mod image;
pub mod keys;
pub mod lazy;
pub mod modal;
pub mod openings;
pub mod prefs;
pub mod print;
pub mod reveal;
pub mod socket;
pub mod sound;
pub mod storage;
pub mod tools;
