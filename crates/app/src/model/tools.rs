//! What the app and its tools say to each other.
//!
//! The board editor, the import and export dialogs, the game's options, the
//! share dialog and the history are a wasm module of their own
//! (`roque-tools`), loaded the first time one of them opens, so that the
//! app's first download carries none of them. The app asks for a tool with
//! a [`ToolRequest`], sent again whenever what the tool shows changes (the
//! language, the side at the bottom, an import refused); the tool answers
//! with [`ToolEvent`]s, which the app turns into actions. Both are plain
//! values: `browser::tools` carries them across as JS objects, and the
//! reducer and the rules decide everything, as for any other view.

use roque_rules::{Color, Game, Lang, Position};

use crate::model::drawings::Drawings;
use crate::model::import::Imported;
use crate::model::opening::OpeningName;
use crate::model::record::Day;

use crate::model::clock::TimeControl;
use crate::model::options::{Opponent, Settings};

/// The tool asked for, with what it shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Tool {
    /// The board editor, in place of the game's screen.
    Editor {
        /// The position it opens on.
        position: Position,
        /// A FEN to read as if typed in its field (`?edit&fen=…`).
        typed_fen: Option<String>,
    },
    /// The dialog to paste a FEN or a PGN. It reads a text before sending
    /// it, and says itself why and where one is refused: the app's first
    /// download carries none of those words.
    Import,
    /// The dialog showing the game as FEN and PGN.
    Export(Box<Export>),
    /// The game's options: the opponent, the clock, touch-move, the
    /// automatic draw. Each choice applies at once.
    Options {
        /// The opponent now.
        opponent: Opponent,
        /// The settings now.
        settings: Settings,
    },
    /// The history of finished games, to reopen, copy or delete.
    History {
        /// The history as its stored text (`persist::archive`), newest
        /// game first.
        archive: String,
    },
    /// The analysis board, in place of the game's screen, on the game as
    /// the export would write it.
    Analysis(Box<Export>),
    /// The analysis board, reviewing the game's main line with the engine
    /// as it opens (« Revoir la partie »).
    Review(Box<Export>),
    /// The game as a link, to copy or send.
    Share {
        /// The link (the app writes it: `persist::share`).
        url: String,
        /// Whether the clipboard took this very link: `None` while it is
        /// asked, or when the link changed since.
        copied: Option<bool>,
    },
}

/// What the export dialog shows: the game, and what its PGN is written
/// from. The dialog writes the PGN itself (the one exporter,
/// `persist::pgn_export`, through `words::record::export_pgn`), so that the
/// app's first download carries no PGN writer.
#[derive(Clone, Debug, PartialEq)]
pub struct Export {
    /// The position shown, in FEN.
    pub fen: String,
    /// The game (it travels as a share link carries it).
    pub game: Game,
    /// The game as it was imported, in PGN (`ImportedRecord::pgn`), if it
    /// was.
    pub imported: Option<String>,
    /// The arrows and circles drawn on the game's positions.
    pub drawings: Drawings,
    /// The day a game with no date of its own is dated.
    pub today: Day,
    /// The game's opening, named in the app's language.
    pub opening: Option<OpeningName>,
    /// The players' names as typed, White's first.
    pub names: [String; 2],
    /// The names used when none is typed, White's first.
    pub default_names: [String; 2],
}

/// A tool, in the app's language and orientation.
#[derive(Clone, Debug, PartialEq)]
pub struct ToolRequest {
    /// Which tool, with what it shows.
    pub tool: Tool,
    /// The interface's language.
    pub lang: Lang,
    /// The side shown at the bottom of the board.
    pub orientation: Color,
}

/// What a tool asks of the app.
#[derive(Clone, Debug, PartialEq)]
pub enum ToolEvent {
    /// Close it, changing nothing.
    Close,
    /// Play from this position, set up in the editor: against the computer
    /// or between two players.
    Play {
        /// The position (the editor only offers one the rules accept).
        position: Position,
        /// Whether the computer plays the other side.
        against_computer: bool,
    },
    /// Turn the board around.
    Flip,
    /// Speak this language.
    Lang(Lang),
    /// Replace the game with this pasted position or game, which the
    /// dialog has read.
    Import(Imported),
    /// This player's name, as typed.
    Name(Color, String),
    /// Play against this opponent.
    Opponent(Opponent),
    /// This clock for new games (`None`: no clock).
    TimeControl(Option<TimeControl>),
    /// Touch-move on or off.
    TouchMove(bool),
    /// The automatic draw on or off.
    AutoDraw(bool),
    /// Bring this game of the history (0 is the newest) back to the board.
    Reopen(usize),
    /// Delete this game of the history.
    Delete(usize),
    /// The analysis changed its tree: here it is, in PGN, with its main
    /// line's game.
    Analysed {
        /// The main line.
        mainline: Game,
        /// The tree.
        pgn: String,
        /// Whether the tree has more than its moves.
        annotated: bool,
        /// The drawings of its main line.
        drawings: Drawings,
    },
}
