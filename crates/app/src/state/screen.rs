//! What fills the screen besides the board: the game itself, the import
//! dialog, or the board editor. One at a time, so that opening one closes
//! the others, and each brings its own state and its own reset.

use crate::model::import::ImportError;
use crate::state::editor::Editor;

/// The import dialog: open, with the reason the last text was refused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportDialog {
    /// Why the last pasted text was refused, if it was.
    pub error: Option<ImportError>,
}

/// The screen shown.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Screen {
    /// The game: board, move list, controls.
    #[default]
    Game,
    /// The game, with the import dialog open over it.
    Import(ImportDialog),
    /// The board editor, in place of the game.
    Editor(Editor),
}

impl Screen {
    /// The import dialog, when it is open.
    pub fn import(&self) -> Option<&ImportDialog> {
        match self {
            Screen::Import(dialog) => Some(dialog),
            Screen::Game | Screen::Editor(_) => None,
        }
    }

    /// The board editor, when it is the screen shown.
    pub fn editor(&self) -> Option<&Editor> {
        match self {
            Screen::Editor(editor) => Some(editor),
            Screen::Game | Screen::Import(_) => None,
        }
    }
}
