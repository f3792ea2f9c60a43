//! The finished games the player can reopen, copy or delete: a bounded
//! list, newest first, stored as one text of saved games
//! ([`crate::persist::saved`]) one after the other.
//!
//! Each game in the text starts with its own `[RoqueSave "…"]` line and is
//! read on its own, so one damaged game does not take the others with it:
//! [`Archive::read`] returns the games it could read and the errors of the
//! others, and the caller keeps the text aside when there are any.

use std::rc::Rc;

use roque_rules::Game;

use crate::persist::saved::{self, Saved, SavedError};

/// How many games the history keeps; adding one more forgets the oldest.
pub const MAX_GAMES: usize = 50;

/// The history of finished (and set-aside) games, newest first.
#[derive(Clone, Debug, Default)]
pub struct Archive {
    /// Shared, so that copying the app's state does not copy every game.
    games: Vec<Rc<Saved>>,
}

/// Two histories are equal when they hold equal games in the same order. A
/// game shared by both is equal without being read: the app compares its
/// state at every action, and a copy of the state shares every game.
impl PartialEq for Archive {
    fn eq(&self, other: &Archive) -> bool {
        self.games.len() == other.games.len()
            && self
                .games
                .iter()
                .zip(&other.games)
                .all(|(a, b)| Rc::ptr_eq(a, b) || a == b)
    }
}

impl Archive {
    /// An empty history.
    pub fn new() -> Archive {
        Archive::default()
    }

    /// The games, newest first.
    pub fn games(&self) -> &[Rc<Saved>] {
        &self.games
    }

    /// The game at `index` (0 is the newest).
    pub fn get(&self, index: usize) -> Option<&Saved> {
        self.games.get(index).map(Rc::as_ref)
    }

    /// How many games there are.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// Puts `saved` first; beyond [`MAX_GAMES`] the oldest goes.
    pub fn add(&mut self, saved: Saved) {
        self.games.insert(0, Rc::new(saved));
        self.games.truncate(MAX_GAMES);
    }

    /// Deletes the game at `index`; `None`, with nothing changed, if there
    /// is no such game.
    pub fn remove(&mut self, index: usize) -> Option<Rc<Saved>> {
        (index < self.games.len()).then(|| self.games.remove(index))
    }

    /// Deletes the newest entry of exactly `game` (its moves and its
    /// result): a result withdrawn by a takeback leaves the history.
    /// `false`, with nothing changed, when no entry is that game.
    pub fn remove_game(&mut self, game: &Game) -> bool {
        match self.games.iter().position(|saved| saved.game == *game) {
            Some(index) => {
                self.games.remove(index);
                true
            }
            None => false,
        }
    }

    /// The history as text, newest first (clocks as they stand at
    /// `now_ms`; archived clocks are stopped).
    pub fn write(&self, now_ms: f64) -> String {
        self.games
            .iter()
            .map(|game| saved::write(game, now_ms))
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// Reads a history back: the games that can be read, and an error for
    /// each part of the text that cannot. Empty text is an empty history.
    pub fn read(text: &str, now_ms: f64) -> (Archive, Vec<SavedError>) {
        let mut archive = Archive::new();
        let mut errors = Vec::new();
        if text.len() > saved::MAX_BYTES * 4 {
            errors.push(SavedError::TooLarge { bytes: text.len() });
            return (archive, errors);
        }
        for part in split_games(text) {
            match saved::read(part, now_ms) {
                Ok(game) => archive.games.push(Rc::new(game)),
                Err(error) => errors.push(error),
            }
        }
        (archive, errors)
    }
}

/// The text cut before every line that opens a saved game; a part that is
/// only white space is no game.
fn split_games(text: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if offset == 0 || line.starts_with("[RoqueSave ") {
            starts.push(offset);
        }
        offset += line.len();
    }
    starts
        .iter()
        .enumerate()
        .filter_map(|(i, &start)| {
            let end = starts.get(i + 1).copied().unwrap_or(text.len());
            text.get(start..end)
        })
        .filter(|part| !part.trim().is_empty())
        .collect()
}
