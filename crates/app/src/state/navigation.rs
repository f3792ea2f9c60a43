//! Looking at earlier positions of the game without changing it.
//!
//! [`AppState::viewing`] holds the number of moves (plies) after which the
//! shown position stands, or `None` for the live position. The game itself
//! is never touched here: navigating only changes what the board shows.
//! While an earlier position is shown the board takes no moves; any action
//! that changes the game goes back to the live position first.

use roque_rules::{Move, Position, Square};

use crate::state::app_state::{Action, AppState};

/// Where to go in the game's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// The starting position.
    First,
    /// One move back.
    Previous,
    /// One move forward.
    Next,
    /// The live position, after the last move.
    Last,
    /// The position after this many moves (plies); beyond the last move
    /// means the live position.
    Ply(usize),
}

/// Whether `action` changes the game, and so shows the live position
/// before it is applied. Looking (flipping, the language, the dialogs,
/// naming players, navigating) does not; nor do the computer's answers,
/// which arrive on their own and must not pull the player away from the
/// position they are studying.
pub fn returns_to_live(action: &Action) -> bool {
    matches!(
        action,
        Action::Undo
            | Action::NewGame
            | Action::ClaimDraw
            | Action::SetOpponent(_)
            | Action::OfferDraw
            | Action::Resign
            | Action::PlayFromEditor
    )
}

/// Whether `action` is a move on the board, which is refused while an
/// earlier position is shown: that position is not the one to play from.
pub fn blocked_while_viewing(action: &Action) -> bool {
    matches!(
        action,
        Action::Press(_) | Action::Release(_) | Action::Drop { .. } | Action::Promote(_)
    )
}

impl AppState {
    /// The number of moves after which the shown position stands: the
    /// viewed one, or all of them.
    pub fn shown_ply(&self) -> usize {
        self.viewing
            .filter(|&ply| ply < self.game.ply())
            .unwrap_or_else(|| self.game.ply())
    }

    /// Whether an earlier position than the live one is shown.
    pub fn viewing_past(&self) -> bool {
        self.shown_ply() < self.game.ply()
    }

    /// The position the board shows.
    pub fn shown_position(&self) -> &Position {
        self.game
            .position_at(self.shown_ply())
            .unwrap_or_else(|| self.game.position())
    }

    /// The move that led to the shown position, to highlight it.
    pub fn shown_last_move(&self) -> Option<Move> {
        let ply = self.shown_ply();
        ply.checked_sub(1)
            .and_then(|index| self.game.moves().get(index))
            .copied()
    }

    /// The square of a king in check in the shown position.
    pub fn shown_king_in_check(&self) -> Option<Square> {
        let position = self.shown_position();
        position
            .is_check()
            .then(|| position.king_square(position.turn()))
    }

    /// Whether `nav` would show another position than the one shown: the
    /// buttons that would not are disabled.
    pub fn can_navigate(&self, nav: Nav) -> bool {
        self.target(nav) != self.shown_ply()
    }

    /// The ply `nav` leads to.
    fn target(&self, nav: Nav) -> usize {
        let (shown, last) = (self.shown_ply(), self.game.ply());
        match nav {
            Nav::First => 0,
            Nav::Previous => shown.saturating_sub(1),
            Nav::Next => shown.saturating_add(1).min(last),
            Nav::Last => last,
            Nav::Ply(ply) => ply.min(last),
        }
    }

    /// Shows another position of the game. Puts down any selected piece:
    /// the move it was about to make belonged to the position left.
    pub(crate) fn navigate(&mut self, nav: Nav) {
        let target = self.target(nav);
        self.viewing = (target < self.game.ply()).then_some(target);
        if self.viewing.is_some() {
            self.selected = None;
            self.promotion = None;
        }
    }
}
