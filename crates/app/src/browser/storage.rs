//! The browser's localStorage: the game in progress and the history, saved
//! after every change and read when the page opens. Everything here fails
//! soft: no storage (private mode, disabled, full) means nothing is saved,
//! never an error on the page.
//!
//! Unreadable data is never destroyed: it is copied under
//! `roque.backup.<UTC time>.<what>` first, and when even that copy fails it
//! is left in place and not written over for the rest of the visit.

use std::cell::RefCell;

use web_sys::Storage;

use crate::persist::archive::Archive;
use crate::persist::keys::{BACKUP_PREFIX, CURRENT_KEY, HISTORY_KEY, PROGRESS_KEY};
use crate::persist::progress::Progress;
use crate::persist::saved;
use crate::state::learn::ProgressProblem;
use crate::state::resume::{Slot, Stored};

/// The page's localStorage, if it has one it may use. Reading the property
/// itself throws in some private modes: that is `None` too.
pub(crate) fn local_storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Copies `text` under a new backup key; the key, if the copy was made.
fn backup(storage: &Storage, what: &str, text: &str) -> Option<String> {
    let time = js_sys::Date::new_0().to_iso_string();
    let key = format!("{BACKUP_PREFIX}{}.{what}", String::from(time));
    storage.set_item(&key, text).ok()?;
    Some(key)
}

/// What the app remembers between saves: the texts last written, and the
/// keys it must not write over (unreadable data that could not be copied).
#[derive(Default)]
pub struct Saver {
    /// The game text and the history last written.
    last: RefCell<(Option<String>, Option<Archive>)>,
    hold: RefCell<(bool, bool)>,
}

impl Saver {
    /// Reads the game in progress and the history, copying aside whatever
    /// cannot be read. `now_ms` restarts a saved clock.
    pub fn load(&self, now_ms: f64) -> Stored {
        let Some(storage) = local_storage() else {
            return Stored {
                available: false,
                ..Stored::default()
            };
        };
        // A storage that cannot be written to (full, or Safari's old
        // private mode) is as good as none.
        let probe = "roque.probe";
        let available = storage.set_item(probe, "1").is_ok();
        let _ = storage.remove_item(probe);

        let mut stored = Stored {
            available,
            ..Stored::default()
        };
        if let Ok(Some(text)) = storage.get_item(CURRENT_KEY) {
            stored.current = match saved::read(&text, now_ms) {
                Ok(game) => Slot::Read(game),
                Err(error) => {
                    let backup = backup(&storage, "current", &text);
                    self.hold.borrow_mut().0 = backup.is_none();
                    Slot::Unreadable { error, backup }
                }
            };
        }
        if let Ok(Some(text)) = storage.get_item(HISTORY_KEY) {
            let (history, errors) = Archive::read(&text, now_ms);
            if errors.is_empty() {
                // Just read: no need to write it back.
                self.last.borrow_mut().1 = Some(history.clone());
            }
            stored.history = history;
            if !errors.is_empty() {
                let backup = backup(&storage, "history", &text);
                self.hold.borrow_mut().1 = backup.is_none();
                stored.history_problem = Some((errors.len(), backup));
            }
        }
        stored
    }

    /// Saves the game in progress (as text) and the history if they
    /// changed since the last save; silently does nothing without storage.
    /// The history is only written out when it changed: it may hold many
    /// games.
    pub fn save(&self, current: &str, history: &Archive, now_ms: f64) {
        let Some(storage) = local_storage() else {
            return;
        };
        let hold = *self.hold.borrow();
        let mut last = self.last.borrow_mut();
        if !hold.0
            && last.0.as_deref() != Some(current)
            && storage.set_item(CURRENT_KEY, current).is_ok()
        {
            last.0 = Some(current.to_string());
        }
        if !hold.1
            && last.1.as_ref() != Some(history)
            && storage
                .set_item(HISTORY_KEY, &history.write(now_ms))
                .is_ok()
        {
            last.1 = Some(history.clone());
        }
    }
}

/// The course's progress in storage (`roque.v1.progress`), apart from the
/// game's: the course page reads and writes only this key, so it never
/// disturbs a game in progress.
#[derive(Default)]
pub struct ProgressSaver {
    /// The text last written (or read).
    last: RefCell<Option<String>>,
    /// Unreadable progress that could not be copied aside: never written over.
    hold: RefCell<bool>,
}

impl ProgressSaver {
    /// Reads the progress; unreadable data is copied aside first and the
    /// course starts from an empty progress, with the problem to tell.
    pub fn load(&self) -> (Progress, Option<ProgressProblem>) {
        let Some(storage) = local_storage() else {
            return (Progress::new(), None);
        };
        let Ok(Some(text)) = storage.get_item(PROGRESS_KEY) else {
            return (Progress::new(), None);
        };
        match Progress::read(&text) {
            Ok(progress) => {
                *self.last.borrow_mut() = Some(text);
                (progress, None)
            }
            Err(error) => {
                let backup = backup(&storage, "progress", &text);
                *self.hold.borrow_mut() = backup.is_none();
                // Copied aside: the key gets an empty progress at once, so
                // that the next visit does not find the same problem.
                let empty = Progress::new().write();
                if backup.is_some() && storage.set_item(PROGRESS_KEY, &empty).is_ok() {
                    *self.last.borrow_mut() = Some(empty);
                }
                (Progress::new(), Some(ProgressProblem { error, backup }))
            }
        }
    }

    /// Writes the progress if it changed since the last write; silently
    /// does nothing without storage.
    pub fn save(&self, progress: &Progress) {
        if *self.hold.borrow() {
            return;
        }
        let Some(storage) = local_storage() else {
            return;
        };
        let mut last = self.last.borrow_mut();
        if last.is_none() && progress.is_empty() {
            // Nothing stored and nothing solved: nothing to write yet.
            return;
        }
        let text = progress.write();
        if last.as_deref() != Some(text.as_str()) && storage.set_item(PROGRESS_KEY, &text).is_ok() {
            *last = Some(text);
        }
    }
}

/// The token of this browser's seat in online room `room`, if it keeps one
/// (`roque.v1.online.<room>`).
pub fn seat_token(room: &str) -> Option<String> {
    let key = format!("{}{room}", crate::persist::keys::ONLINE_PREFIX);
    local_storage()?.get_item(&key).ok().flatten()
}

/// Keeps the token of this browser's seat in online room `room`, so that a
/// reload or a new connection takes the same seat back; `None` forgets it.
pub fn keep_seat_token(room: &str, token: Option<&str>) {
    let key = format!("{}{room}", crate::persist::keys::ONLINE_PREFIX);
    if let Some(storage) = local_storage() {
        let _ = match token {
            Some(token) => storage.set_item(&key, token),
            None => storage.remove_item(&key),
        };
    }
}

/// Keeps the teacher's own sheet (`persist::sheet`'s text) for the course's
/// page to print. Returns whether the browser took it.
pub fn keep_sheet(text: &str) -> bool {
    local_storage().is_some_and(|storage| {
        storage
            .set_item(crate::persist::keys::SHEET_KEY, text)
            .is_ok()
    })
}

/// The teacher's own sheet, as the editor kept it.
pub fn kept_sheet() -> Option<String> {
    local_storage()?
        .get_item(crate::persist::keys::SHEET_KEY)
        .ok()
        .flatten()
}
