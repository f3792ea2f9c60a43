//! The localStorage keys of the saved formats: part of the format, since a
//! later version must find what an earlier one wrote.

/// The key of the game in progress.
pub const CURRENT_KEY: &str = "roque.v1.current";
/// The key of the history.
pub const HISTORY_KEY: &str = "roque.v1.history";
/// The prefix of the keys unreadable data is copied to.
pub const BACKUP_PREFIX: &str = "roque.backup.";
/// The key of the course's progress (its own format, `persist::progress`).
pub const PROGRESS_KEY: &str = "roque.v1.progress";
/// The prefix of the keys of online seats' tokens: `roque.v1.online.<room>`
/// holds the token of this browser's seat in that room.
pub const ONLINE_PREFIX: &str = "roque.v1.online.";
/// The key of the teacher's own sheet of exercises (`persist::sheet`),
/// written by the editor, printed by the course's page.
pub const SHEET_KEY: &str = "roque.v1.sheet";
