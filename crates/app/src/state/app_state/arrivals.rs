//! Games that come and go: an import, the page opening on storage and
//! links, the history's games set aside and reopened.

use roque_rules::Game;

use crate::model::clock::ChessClock;
use crate::model::import::Imported;
use crate::model::options::Opponent;
use crate::model::record::{ImportedRecord, Record};
use crate::persist::saved::{self, Saved, Stamp};
use crate::persist::share::Shared;
use crate::state::app_state::AppState;
use crate::state::notice::{ImportSummary, Notice};
use crate::state::resume::{Arrival, Slot, Stored};

impl AppState {
    /// Replaces the game with an imported position or game.
    pub(super) fn load(&mut self, imported: Imported) {
        let summary = match imported {
            Imported::Position(position) => {
                self.start_from(Game::from_position(position));
                self.session.record.imported = None;
                ImportSummary::Position
            }
            Imported::Game(imported) => {
                let plies = imported.game.ply();
                self.start_from(imported.game);
                // Its drawings show on the board too.
                self.session.drawings = imported.drawings;
                self.session.record = Record {
                    white: imported.white,
                    black: imported.black,
                    imported: Some::<ImportedRecord>(imported.record),
                };
                ImportSummary::Game {
                    plies,
                    more_games: imported.more_games,
                }
            }
        };
        self.notice = Some(Notice::Imported(summary));
    }

    /// The app as the page opens: see [`crate::state::resume`] for what
    /// wins.
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
                state.session.settings = saved.settings;
                if !arrival.lang_given {
                    state.view.lang = saved.lang;
                }
                let from_elsewhere =
                    arrival.fen_given && saved.game.start() != &arrival.options.position;
                if from_elsewhere {
                    state.session.clock = saved.settings.time_control.map(ChessClock::new);
                    if !saved.game.moves().is_empty() {
                        let aside = state.set_aside(saved);
                        state.history.add(aside);
                    }
                } else {
                    state.session.game = saved.game;
                    state.session.record = saved.record;
                    state.session.drawings = saved.drawings;
                    state.session.opponent = saved.opponent;
                    state.session.clock = saved.clock;
                    if !arrival.orientation_given {
                        state.view.orientation = saved.orientation;
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

    /// Puts a linked game on the board, with the players' names the link
    /// gives; the notice to show, if any.
    pub(super) fn open_link(&mut self, shared: Shared) -> Option<Notice> {
        let Shared { game, white, black } = shared;
        if saved::is_continued_by(&game, self.game()) {
            // Already here, or played on since: nothing to do.
            return None;
        }
        let set_aside =
            !self.game().moves().is_empty() && !saved::is_continued_by(self.game(), &game);
        if set_aside && self.outcome().is_none() {
            self.archive_current();
        }
        self.view.orientation = game.position().turn();
        self.start_from(game);
        self.session.opponent = Opponent::Human;
        // A link carries no clock: the game goes on without one.
        self.session.clock = None;
        // Nor an imported PGN's record; its names, when it has them.
        self.session.record.imported = None;
        if white.is_some() || black.is_some() {
            self.session.record.white = white;
            self.session.record.black = black;
        }
        Some(Notice::LinkOpened { set_aside })
    }

    /// `saved` as the history keeps it: dated now, its clock stopped.
    pub(super) fn set_aside(&self, mut saved: Saved) -> Saved {
        saved.stamp = Stamp::from_unix_ms(self.wall_offset_ms + self.now_ms);
        if let Some(clock) = &mut saved.clock {
            clock.stop(self.now_ms);
        }
        saved
    }

    /// Puts the game on the board into the history, dated now, its clock
    /// stopped. A finished game is put there when it ends.
    pub(super) fn archive_current(&mut self) {
        let saved = self.set_aside(self.to_saved());
        self.history.add(saved);
    }

    /// Brings the history's game at `index` back to the board. A game that
    /// was set aside unfinished leaves the history (it is the game in
    /// progress again); a finished one stays there too. The game that was in
    /// progress goes to the history if it has moves and is not over (a
    /// finished one is there already).
    pub(super) fn reopen(&mut self, index: usize) {
        let Some(entry) = self.history.get(index).cloned() else {
            return;
        };
        let unfinished = !entry.game.is_over();
        if unfinished {
            self.history.remove(index);
        }
        if !self.game().moves().is_empty() && self.outcome().is_none() && *self.game() != entry.game
        {
            self.archive_current();
        }
        let turn = entry.game.position().turn();
        self.start_from(entry.game);
        self.session.reopened = true;
        // The names and the record come back with their game.
        self.session.record = entry.record;
        self.session.drawings = entry.drawings;
        self.session.opponent = entry.opponent;
        self.view.orientation = entry.orientation;
        self.session.clock = entry.clock;
        if let Some(clock) = &mut self.session.clock {
            if unfinished {
                clock.resume(turn, self.now_ms);
            }
        }
        self.notice = None;
    }
}
