//! What fills the screen besides the board: the game itself, the import
//! dialog, or the board editor. One at a time, so that opening one closes
//! the others, and each brings its own state and its own reset.
//!
//! The editor's own state (the position being set up, [`crate::state::editor`])
//! lives in the module that shows it, loaded on demand (`roque-tools`): the
//! app keeps only what the editor opened on, and takes back the position
//! it is asked to play.

use roque_rules::Position;

use crate::model::import::Imported;

/// The import dialog, open. It lives in the module of tools, which reads
/// a pasted text and says itself why one is refused: the app only ever
/// gets a position or a game that reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportDialog;

/// The screen shown.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Screen {
    /// The game: board, move list, controls.
    #[default]
    Game,
    /// The game, with the import dialog open over it.
    Import(ImportDialog),
    /// The board editor, in place of the game.
    Editor(EditorOpening),
}

/// What the board editor opened on.
#[derive(Clone, Debug, PartialEq)]
pub struct EditorOpening {
    /// The position shown when it opened.
    pub position: Position,
    /// A FEN the address asked for (`?edit&fen=…`), read by the editor as
    /// if typed in its FEN field: refused with its reason if it is wrong.
    pub typed_fen: Option<String>,
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
    pub fn editor(&self) -> Option<&EditorOpening> {
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
    /// Replace the game with a pasted FEN or PGN, read by the import
    /// dialog.
    Import(Imported),
    /// Open the board editor on the position shown.
    OpenEditor,
    /// Open the board editor with this FEN typed in (`?edit&fen=…`).
    OpenEditorWith(String),
    /// Leave the editor for the game, unchanged.
    CloseEditor,
    /// Start a new game from the position set up in the editor: between
    /// two players, or against the computer, the player taking the side to
    /// move (at the computer's last level, else level 3).
    PlayFromEditor {
        /// The position, which the rules accepted.
        position: Position,
        /// Whether the computer plays the other side.
        against_computer: bool,
    },
    /// Play on against the computer from a position of a reviewed game
    /// (« Jouer d'ici contre l'ordinateur »), the player taking the side to
    /// move, as [`ScreenAction::PlayFromEditor`] does, from the analysis
    /// board.
    PlayOn(Position),
}
