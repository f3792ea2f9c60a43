//! Where the game comes from when the page opens — the saved game, a
//! position in the address, a game in a link — and how games go to the
//! history and come back from it. Pure: the browser's side is
//! [`crate::browser::storage`] and [`crate::browser::address`].
//!
//! What wins when the page opens:
//! 1. A good link (`#g=…`) puts its game on the board, for two players,
//!    seen from the side to move. The game in progress is kept in the
//!    history first, unless the link simply continues it (the usual case
//!    when two friends send a game back and forth) or it has no move. A
//!    link whose game the saved one already continues (the page reloaded
//!    after playing on) changes nothing.
//! 2. A bad link changes nothing at all and says why.
//! 3. A `fen` in the address starts from that position, unless the saved
//!    game started there (a reload): then the saved game goes on. A saved
//!    game from elsewhere with moves goes to the history.
//! 4. Otherwise the saved game comes back exactly, with its mode, settings
//!    and clock; `lang` and `orientation` in the address still win.

use roque_rules::Game;

use crate::model::clock::ChessClock;
use crate::model::options::Opponent;
use crate::persist::archive::Archive;
use crate::persist::saved::{self, Saved, SavedError, Stamp};
use crate::persist::share::LinkError;
use crate::state::app_state::{AppState, Notice, StartOptions};

/// What was stored for one key.
#[derive(Clone, Debug, PartialEq)]
pub enum Slot<T> {
    /// Nothing stored.
    Empty,
    /// Read.
    Read(T),
    /// Stored but unreadable; copied under `backup` when that worked.
    Unreadable {
        /// Why.
        error: SavedError,
        /// The backup key, if the copy was made.
        backup: Option<String>,
    },
}

/// Everything the page found in its storage.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    /// The game in progress.
    pub current: Slot<Saved>,
    /// The history, with whatever could be read of it.
    pub history: Archive,
    /// How many parts of the history could not be read, and the backup
    /// key of the whole text.
    pub history_problem: Option<(usize, Option<String>)>,
    /// Whether storage works at all.
    pub available: bool,
}

impl Default for Stored {
    fn default() -> Stored {
        Stored {
            current: Slot::Empty,
            history: Archive::new(),
            history_problem: None,
            available: true,
        }
    }
}

/// How the page was opened, besides its storage.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Arrival {
    /// The address's options (position, language, orientation).
    pub options: StartOptions,
    /// Whether the address named a position (`fen`).
    pub fen_given: bool,
    /// Whether it named a language (`lang`).
    pub lang_given: bool,
    /// Whether it named an orientation (`orientation`).
    pub orientation_given: bool,
    /// The game of a link in the fragment, if there was one.
    pub link: Option<Result<Game, LinkError>>,
    /// The page's monotonic clock now, in milliseconds.
    pub now_ms: f64,
    /// The wall clock's time when the monotonic clock was 0.
    pub wall_offset_ms: f64,
}

impl AppState {
    /// The app as the page opens: see the [module](self) for what wins.
    pub fn resume(arrival: Arrival, stored: Stored) -> AppState {
        let mut state = AppState::new(arrival.options.clone());
        state.now_ms = arrival.now_ms;
        state.wall_offset_ms = arrival.wall_offset_ms;
        state.history = stored.history;

        let mut data_notice = None;
        match stored.current {
            Slot::Empty => {}
            Slot::Unreadable { error, backup } => {
                data_notice = Some(Notice::SavedUnreadable { error, backup });
            }
            Slot::Read(saved) => {
                // Lasting choices come back whatever the game.
                state.settings = saved.settings;
                if !arrival.lang_given {
                    state.lang = saved.lang;
                }
                let from_elsewhere =
                    arrival.fen_given && saved.game.start() != &arrival.options.position;
                if from_elsewhere {
                    state.clock = state.settings.time_control.map(ChessClock::new);
                    if !saved.game.moves().is_empty() {
                        state.history.add(set_aside(saved, &state));
                    }
                } else {
                    state.game = saved.game;
                    state.opponent = saved.opponent;
                    state.clock = saved.clock;
                    if !arrival.orientation_given {
                        state.orientation = saved.orientation;
                    }
                }
            }
        }
        if let Some((unreadable, backup)) = stored.history_problem {
            data_notice = data_notice.or(Some(Notice::HistoryUnreadable { unreadable, backup }));
        }

        let link_notice = match arrival.link {
            None => None,
            Some(Err(error)) => Some(Notice::LinkRefused(error)),
            Some(Ok(game)) => state.open_link(game),
        };
        let storage_notice = (!stored.available).then_some(Notice::StorageUnavailable);
        state.notice = data_notice
            .or(link_notice)
            .or(storage_notice)
            .or(state.notice.take());
        state
    }

    /// Puts a linked game on the board; the notice to show, if any.
    fn open_link(&mut self, game: Game) -> Option<Notice> {
        if saved::is_continued_by(&game, &self.game) {
            // Already here, or played on since: nothing to do.
            return None;
        }
        let set_aside = !self.game.moves().is_empty() && !saved::is_continued_by(&self.game, &game);
        if set_aside && self.outcome().is_none() {
            self.archive_current();
        }
        self.orientation = game.position().turn();
        self.game = game;
        self.opponent = Opponent::Human;
        // A link carries no clock: the game goes on without one.
        self.clock = None;
        self.draw_offer = None;
        Some(Notice::LinkOpened { set_aside })
    }

    /// Everything to save about the game in progress.
    pub fn to_saved(&self) -> Saved {
        Saved {
            game: self.game.clone(),
            opponent: self.opponent,
            lang: self.lang,
            orientation: self.orientation,
            settings: self.settings,
            clock: self.clock.clone(),
            stamp: None,
        }
    }

    /// The time now on the wall clock, as the history dates games.
    fn stamp_now(&self) -> Option<Stamp> {
        Stamp::from_unix_ms(self.wall_offset_ms + self.now_ms)
    }

    /// Puts the game on the board into the history, dated now, its clock
    /// stopped. A finished game is put there when it ends.
    pub(crate) fn archive_current(&mut self) {
        let saved = set_aside(self.to_saved(), self);
        self.history.add(saved);
    }

    /// Brings the history's game at `index` back to the board. A game that
    /// was set aside unfinished leaves the history (it is the game in
    /// progress again); a finished one stays there too. The game that was in
    /// progress goes to the history if it has moves and is not over (a
    /// finished one is there already).
    pub(crate) fn reopen(&mut self, index: usize) {
        let Some(entry) = self.history.get(index).cloned() else {
            return;
        };
        let unfinished = !entry.game.is_over();
        if unfinished {
            self.history.remove(index);
        }
        if !self.game.moves().is_empty() && self.outcome().is_none() && self.game != entry.game {
            self.archive_current();
        }
        let turn = entry.game.position().turn();
        self.game = entry.game;
        self.opponent = entry.opponent;
        self.orientation = entry.orientation;
        self.clock = entry.clock;
        if let Some(clock) = &mut self.clock {
            if unfinished {
                clock.resume(turn, self.now_ms);
            }
        }
        self.promotion = None;
        self.put_down();
        self.notice = None;
        self.draw_offer = None;
        self.computer_failed = false;
        self.claim_with_next_move = false;
    }
}

/// `saved` as the history keeps it: dated by `state`'s clock, its clock
/// stopped.
fn set_aside(mut saved: Saved, state: &AppState) -> Saved {
    saved.stamp = state.stamp_now();
    if let Some(clock) = &mut saved.clock {
        clock.stop(state.now_ms);
    }
    saved
}
