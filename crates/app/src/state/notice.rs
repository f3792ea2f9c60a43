//! What the app tells the player beside the position itself. The words
//! for each notice are in [`crate::words`].

use roque_rules::{DrawClaim, FenError, IllegalReason, Piece, Square};
use roque_worker::OfferVerdict;

use crate::model::typed_move::TypedMoveError;
use crate::persist::saved::SavedError;
use crate::persist::share::LinkError;

/// Something the app tells the player beside the position itself: why a
/// move was refused, or why the starting position given in the address was
/// not used.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The attempted move breaks a rule, or the game is over; the rules
    /// crate says which.
    Illegal(IllegalReason),
    /// The `fen` given in the address is not a legal position; the game
    /// started from the initial position instead.
    BadFen(FenError),
    /// The computer answered the player's draw offer (accepted when the
    /// verdict says so).
    DrawOfferAnswer(OfferVerdict),
    /// The computer claimed a draw (the outcome says which).
    ComputerClaimed(DrawClaim),
    /// The computer could not be started or failed; the game can go on
    /// between two players, or start again.
    ComputerUnavailable,
    /// A move typed in the text box was not played: why.
    TypedMove(TypedMoveError),
    /// Touch-move is on: the touched piece must be moved (art. 4.3).
    TouchMove {
        /// Where the touched piece stands.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// A draw claimed with a move was not correct (art. 9.5.3): the move
    /// was played and the game goes on.
    IncorrectClaim,
    /// The new time control applies from the next game.
    TimeControlNextGame,
    /// The saved game could not be read: a new game started, and the
    /// unreadable data was kept under `backup` (or, when even that failed,
    /// left where it was and not written over).
    SavedUnreadable {
        /// Why it could not be read.
        error: SavedError,
        /// The key it was copied to.
        backup: Option<String>,
    },
    /// Some games of the history could not be read; the others are there,
    /// and the whole history as it was is kept under `backup`.
    HistoryUnreadable {
        /// How many parts could not be read.
        unreadable: usize,
        /// The key it was copied to.
        backup: Option<String>,
    },
    /// This browser does not let the page store anything (private mode,
    /// storage disabled or full): the game will not survive a reload.
    StorageUnavailable,
    /// The game in the address's link could not be read; nothing changed.
    LinkRefused(LinkError),
    /// The game in the address's link is on the board.
    LinkOpened {
        /// The game that was in progress went to the history.
        set_aside: bool,
    },
    /// A pasted position or game was imported.
    Imported(ImportSummary),
}

/// What an import brought in, to confirm it to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportSummary {
    /// A position (FEN).
    Position,
    /// A game (PGN) of this many half-moves; `more_games` when the text
    /// held others after it, which were left out.
    Game {
        /// Its half-moves.
        plies: usize,
        /// Whether other games followed it in the text.
        more_games: bool,
    },
}
