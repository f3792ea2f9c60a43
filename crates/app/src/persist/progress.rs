//! The course's progress, as text: which exercises of which lesson are
//! solved, and whether at the first try, in a versioned line format.
//!
//! ```text
//! RoqueProgress 1
//! castling 1* 2 4*
//! rook 1* 2* 3*
//! ```
//!
//! - The first line names the format and its version: a text without it is
//!   foreign ([`ProgressError::Foreign`]), another version is refused by
//!   name ([`ProgressError::Version`]) rather than half-read.
//! - Then one line per lesson: its id (lower-case letters, digits and
//!   `-`), then the solved exercises' numbers (from 1), each followed by
//!   `*` when it was solved at the first try (no wrong or illegal attempt,
//!   no solution shown). A lesson appears at most once, a number at most
//!   once in its line.
//! - Lessons this build does not know are kept as they are (a later
//!   version's lessons survive a visit with an older one); the views show
//!   only the catalogue's.
//!
//! Reading is strict and never panics: any problem is a [`ProgressError`],
//! and the caller keeps the text aside (see `crate::browser::storage`).

use core::fmt;
use std::collections::BTreeMap;

/// The version this build writes and reads.
pub const VERSION: u32 = 1;

/// The first word of every progress text; the version follows.
const HEADER: &str = "RoqueProgress";

/// A progress text larger than this is refused before any parsing: the
/// whole course solved takes about 1 KB.
pub const MAX_BYTES: usize = 64 * 1024;

/// The largest exercise number read: far above any lesson's count.
pub const MAX_EXERCISE: u16 = 999;

/// The longest lesson id read.
pub const MAX_ID_LEN: usize = 40;

/// How an exercise was solved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Solve {
    /// After a wrong or illegal attempt, or with the solution shown.
    Later,
    /// At the first try.
    FirstTry,
}

/// The stars a lesson earns (out of [`MAX_STARS`]).
pub const MAX_STARS: u8 = 3;

/// Which exercises of which lesson are solved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    lessons: BTreeMap<String, BTreeMap<u16, Solve>>,
}

/// Why a progress text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Larger than [`MAX_BYTES`].
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
    },
    /// Not Roque's progress: its first line is not `RoqueProgress <n>`.
    Foreign,
    /// Roque's progress in a version this build does not read.
    Version(String),
    /// A line that does not follow the format, numbered from 1.
    BadLine(usize),
}

/// Terse English for logs and tests; the players' words are in
/// `crate::words::learn`.
impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::TooLarge { bytes } => write!(f, "progress too large ({bytes} bytes)"),
            ProgressError::Foreign => f.write_str("not Roque's course progress"),
            ProgressError::Version(v) => write!(f, "unknown progress version {v:?}"),
            ProgressError::BadLine(n) => write!(f, "bad progress line {n}"),
        }
    }
}

impl std::error::Error for ProgressError {}

/// Whether `id` may be a lesson's id in the text.
fn is_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID_LEN
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// One `3` or `3*`.
fn read_entry(word: &str) -> Option<(u16, Solve)> {
    let (digits, solve) = match word.strip_suffix('*') {
        Some(digits) => (digits, Solve::FirstTry),
        None => (word, Solve::Later),
    };
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n: u16 = digits.parse().ok()?;
    (1..=MAX_EXERCISE).contains(&n).then_some((n, solve))
}

impl Progress {
    /// Nothing solved.
    pub fn new() -> Progress {
        Progress::default()
    }

    /// Reads a progress text, all of it or nothing.
    pub fn read(text: &str) -> Result<Progress, ProgressError> {
        if text.len() > MAX_BYTES {
            return Err(ProgressError::TooLarge { bytes: text.len() });
        }
        let mut lines = text.lines();
        let first = lines.next().unwrap_or_default().trim();
        let mut words = first.split(' ');
        if words.next() != Some(HEADER) {
            return Err(ProgressError::Foreign);
        }
        let version = words.next().unwrap_or_default();
        if version != VERSION.to_string() || words.next().is_some() {
            return Err(ProgressError::Version(version.chars().take(20).collect()));
        }
        let mut progress = Progress::new();
        for (i, line) in lines.enumerate() {
            let number = i + 2;
            let line = line.trim();
            if line.is_empty() {
                continue;
            }
            let mut words = line.split(' ');
            let id = words.next().unwrap_or_default();
            if !is_id(id) || progress.lessons.contains_key(id) {
                return Err(ProgressError::BadLine(number));
            }
            let mut solved = BTreeMap::new();
            for word in words {
                let Some((n, solve)) = read_entry(word) else {
                    return Err(ProgressError::BadLine(number));
                };
                if solved.insert(n, solve).is_some() {
                    return Err(ProgressError::BadLine(number));
                }
            }
            if solved.is_empty() {
                return Err(ProgressError::BadLine(number));
            }
            progress.lessons.insert(id.to_string(), solved);
        }
        Ok(progress)
    }

    /// The text [`Progress::read`] reads back.
    pub fn write(&self) -> String {
        let mut text = format!("{HEADER} {VERSION}\n");
        for (id, solved) in &self.lessons {
            text.push_str(id);
            for (n, solve) in solved {
                text.push(' ');
                text.push_str(&n.to_string());
                if *solve == Solve::FirstTry {
                    text.push('*');
                }
            }
            text.push('\n');
        }
        text
    }

    /// Records exercise `n` (from 1) of `lesson` as solved; a first-try
    /// solve is never downgraded by a later, clumsier one. Ids and numbers
    /// the format cannot hold are ignored.
    pub fn record(&mut self, lesson: &str, n: usize, solve: Solve) {
        let Ok(n) = u16::try_from(n) else {
            return;
        };
        if !is_id(lesson) || !(1..=MAX_EXERCISE).contains(&n) {
            return;
        }
        let solved = self.lessons.entry(lesson.to_string()).or_default();
        let entry = solved.entry(n).or_insert(solve);
        *entry = (*entry).max(solve);
    }

    /// How exercise `n` (from 1) of `lesson` was solved, if it was.
    pub fn solve(&self, lesson: &str, n: usize) -> Option<Solve> {
        let n = u16::try_from(n).ok()?;
        self.lessons.get(lesson)?.get(&n).copied()
    }

    /// How many of the first `total` exercises of `lesson` are solved.
    pub fn solved(&self, lesson: &str, total: usize) -> usize {
        self.count(lesson, total, |_| true)
    }

    fn count(&self, lesson: &str, total: usize, keep: impl Fn(Solve) -> bool) -> usize {
        self.lessons.get(lesson).map_or(0, |solved| {
            solved
                .iter()
                .filter(|(n, solve)| usize::from(**n) <= total && keep(**solve))
                .count()
        })
    }

    /// The stars `lesson` (of `total` exercises) has earned: none until
    /// every exercise is solved; then one, two when at least half were
    /// solved at the first try, three when all were.
    pub fn stars(&self, lesson: &str, total: usize) -> u8 {
        if total == 0 || self.solved(lesson, total) < total {
            return 0;
        }
        let first = self.count(lesson, total, |s| s == Solve::FirstTry);
        if first == total {
            MAX_STARS
        } else if 2 * first >= total {
            2
        } else {
            1
        }
    }

    /// Whether nothing is solved.
    pub fn is_empty(&self) -> bool {
        self.lessons.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_progress_reads_back_what_it_wrote() {
        let mut progress = Progress::new();
        progress.record("castling", 2, Solve::Later);
        progress.record("castling", 1, Solve::FirstTry);
        progress.record("rook", 3, Solve::FirstTry);
        let text = progress.write();
        assert_eq!(text, "RoqueProgress 1\ncastling 1* 2\nrook 3*\n");
        assert_eq!(Progress::read(&text), Ok(progress));
        assert_eq!(Progress::read("RoqueProgress 1\n"), Ok(Progress::new()));
    }

    #[test]
    fn a_first_try_is_never_downgraded() {
        let mut progress = Progress::new();
        progress.record("rook", 1, Solve::FirstTry);
        progress.record("rook", 1, Solve::Later);
        assert_eq!(progress.solve("rook", 1), Some(Solve::FirstTry));
        progress.record("rook", 2, Solve::Later);
        progress.record("rook", 2, Solve::FirstTry);
        assert_eq!(progress.solve("rook", 2), Some(Solve::FirstTry));
    }

    #[test]
    fn stars_count_first_tries_once_all_is_solved() {
        let mut progress = Progress::new();
        progress.record("rook", 1, Solve::FirstTry);
        progress.record("rook", 2, Solve::Later);
        assert_eq!(progress.stars("rook", 3), 0);
        assert_eq!(progress.solved("rook", 3), 2);
        progress.record("rook", 3, Solve::Later);
        assert_eq!(progress.stars("rook", 3), 1);
        progress.record("rook", 2, Solve::FirstTry);
        assert_eq!(progress.stars("rook", 3), 2);
        progress.record("rook", 3, Solve::FirstTry);
        assert_eq!(progress.stars("rook", 3), 3);
        // An exercise beyond the lesson's count (a lesson that shrank)
        // does not count.
        progress.record("bishop", 9, Solve::FirstTry);
        assert_eq!(progress.solved("bishop", 4), 0);
        assert_eq!(progress.stars("bishop", 0), 0);
    }

    #[test]
    fn foreign_and_other_versions_are_refused() {
        assert_eq!(Progress::read(""), Err(ProgressError::Foreign));
        assert_eq!(
            Progress::read("{\"rook\":[1]}"),
            Err(ProgressError::Foreign)
        );
        assert_eq!(
            Progress::read("RoqueProgress 2\nrook 1\n"),
            Err(ProgressError::Version("2".into()))
        );
        assert_eq!(
            Progress::read(&"x".repeat(MAX_BYTES + 1)),
            Err(ProgressError::TooLarge {
                bytes: MAX_BYTES + 1
            })
        );
    }

    #[test]
    fn bad_lines_are_refused_by_number() {
        for (text, line) in [
            ("RoqueProgress 1\nrook 1\nrook 2\n", 3),
            ("RoqueProgress 1\nRook 1\n", 2),
            ("RoqueProgress 1\nrook 0\n", 2),
            ("RoqueProgress 1\nrook 1000\n", 2),
            ("RoqueProgress 1\nrook 1 1*\n", 2),
            ("RoqueProgress 1\nrook\n", 2),
            ("RoqueProgress 1\nrook 1**\n", 2),
            ("RoqueProgress 1\nrook -1\n", 2),
            ("RoqueProgress 1\n\nrook 1  2\n", 3),
        ] {
            assert_eq!(
                Progress::read(text),
                Err(ProgressError::BadLine(line)),
                "{text:?}"
            );
        }
    }

    #[test]
    fn unknown_lessons_are_kept() {
        let text = "RoqueProgress 1\nzugzwang 1 2*\n";
        assert_eq!(Progress::read(text).map(|p| p.write()), Ok(text.into()));
    }

    #[test]
    fn what_the_format_cannot_hold_is_not_recorded() {
        let mut progress = Progress::new();
        progress.record("Rook!", 1, Solve::FirstTry);
        progress.record("rook", 0, Solve::FirstTry);
        progress.record("rook", 100_000, Solve::FirstTry);
        assert!(progress.is_empty());
    }
}
