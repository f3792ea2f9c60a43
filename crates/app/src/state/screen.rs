//! What fills the screen besides the board: the game itself, the import
//! dialog, or the board editor. One at a time, so that opening one closes
//! the others, and each brings its own state and its own reset.

use crate::model::import::ImportError;
use crate::state::editor::Editor;
use crate::state::editor::EditorAction;

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

/// What fills the screen: the import dialog and the board editor.
#[derive(Clone, Debug, PartialEq)]
pub enum ScreenAction {
    /// Open the dialog to paste a FEN or a PGN.
    OpenImport,
    /// Close it without importing.
    CloseImport,
    /// Import a pasted FEN or PGN: replaces the game if it reads, changes
    /// nothing but the dialog's message if not.
    Import(String),
    /// Open the board editor on the position shown.
    OpenEditor,
    /// Leave the editor for the game, unchanged.
    CloseEditor,
    /// A change in the editor.
    Editor(EditorAction),
    /// Start a new game from the editor's position, if the rules accept it:
    /// between two players, or against the computer, the player taking the
    /// side to move (at the computer's last level, else level 3).
    PlayFromEditor {
        /// Whether the computer plays the other side.
        against_computer: bool,
    },
}
