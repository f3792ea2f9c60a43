//! Drawing on the game's board: the arrows and circles a player draws on
//! the position shown, kept with it in the game's [`Drawings`] (saved with
//! the game, exported as the PGN's `%cal`/`%csl`). Drawing never changes
//! the game, and works on an earlier position being looked at too.

use roque_rules::Shape;

use crate::model::drawings::Drawings;
use crate::state::session::Session;

/// What the player draws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAction {
    /// Draw this shape on the position shown, or rub it out when it is
    /// there already.
    Draw(Shape),
    /// Rub out every drawing of the position shown.
    Clear,
}

impl DrawAction {
    /// Applies the action to `drawings`, on the position after `ply` moves.
    pub fn apply(self, drawings: &mut Drawings, ply: usize) {
        match self {
            DrawAction::Draw(shape) => drawings.toggle(ply, shape),
            DrawAction::Clear => drawings.clear(ply),
        }
    }
}

impl Session {
    /// Applies `action` to the position after `ply` moves.
    pub(super) fn draw(&mut self, action: DrawAction, ply: usize) {
        action.apply(&mut self.drawings, ply);
    }
}
