//! The course's page (« Apprendre », `?learn`): [`page`] holds its reducer
//! and its effects (the address, storage, the embedding page), [`list`]
//! the lessons, [`lesson`] one lesson with its board, [`sheet`] a lesson
//! as a printable sheet.

pub mod lesson;
pub mod links;
pub mod list;
pub mod page;
pub mod sheet;
