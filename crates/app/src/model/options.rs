//! The players' choices: who plays whom, and the settings that last from
//! game to game.

use roque_engine::Level;
use roque_rules::Color;

use crate::model::clock::TimeControl;

/// The players' choices that last from game to game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Settings {
    /// The clock for new games; `None`: no clock.
    pub time_control: Option<TimeControl>,
    /// « Pièce touchée, pièce jouée »: a piece picked up that has a legal
    /// move must be moved.
    pub touch_move: bool,
    /// End the game at once at threefold repetition and after 50 moves, as
    /// online sites do, instead of waiting for a claim (the FIDE rule).
    pub auto_draw: bool,
}

/// Who plays against whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two players on one device.
    Human,
    /// The player against the computer.
    Computer {
        /// The side the computer plays.
        computer: Color,
        /// How strongly it plays.
        level: Level,
    },
}

impl Opponent {
    /// The side the computer plays, if it plays.
    pub fn computer(self) -> Option<Color> {
        match self {
            Opponent::Human => None,
            Opponent::Computer { computer, .. } => Some(computer),
        }
    }
}
