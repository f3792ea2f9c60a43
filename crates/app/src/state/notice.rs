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
    /// Options of the address could not be used: each is said, and the
    /// app went on without it (a bad `fen` starts from the initial
    /// position).
    BadAddress(BadAddress),
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

/// The options of the address that could not be used, each with what was
/// wrong.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BadAddress {
    /// The `fen` is not a legal position: why.
    pub fen: Option<FenError>,
    /// The `lang` is neither `fr` nor `en`: the value given (cut to
    /// [`BadAddress::MAX_CHARS`] characters).
    pub lang: Option<String>,
    /// The `orientation` is neither `white` nor `black`: the value given
    /// (cut the same way).
    pub orientation: Option<String>,
}

impl BadAddress {
    /// How much of a refused value is kept to be shown.
    pub const MAX_CHARS: usize = 24;

    /// `value` as it is shown: trimmed, cut to [`BadAddress::MAX_CHARS`]
    /// characters (an ellipsis says so).
    pub fn shown(value: &str) -> String {
        let value = value.trim();
        if value.chars().count() > Self::MAX_CHARS {
            let mut cut: String = value.chars().take(Self::MAX_CHARS).collect();
            cut.push('…');
            cut
        } else {
            value.to_string()
        }
    }

    /// Whether every option was fine.
    pub fn is_empty(&self) -> bool {
        self.fen.is_none() && self.lang.is_none() && self.orientation.is_none()
    }
}

/// What kind of thing a notice tells, which sets its look and its role
/// for assistive technology.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NoticeKind {
    /// News that asks nothing of the player: the computer's answer to an
    /// offer, a claim it made, a setting that waits for the next game.
    Information,
    /// What the player asked for was done: a game imported, a link opened.
    Success,
    /// Something did not work as it should, and the app went on without
    /// it: storage, the computer, an address option, a saved game.
    Warning,
    /// The player's attempt was refused, and why: an illegal move, a move
    /// typed wrong, touch-move, a link that cannot be read.
    Refusal,
}

impl NoticeKind {
    /// The kind's name in the page (`data-notice-kind`, the CSS class):
    /// `information`, `success`, `warning`, `refusal`.
    pub fn name(self) -> &'static str {
        &self.class()["notice ".len()..]
    }

    /// The notice's classes: `notice` and its kind's [`name`](Self::name),
    /// the one table of the kinds' names.
    pub const fn class(self) -> &'static str {
        match self {
            NoticeKind::Information => "notice information",
            NoticeKind::Success => "notice success",
            NoticeKind::Warning => "notice warning",
            NoticeKind::Refusal => "notice refusal",
        }
    }

    /// Whether the notice is an alert (a warning or a refusal), rather
    /// than part of the status.
    pub const fn is_alert(self) -> bool {
        matches!(self, NoticeKind::Warning | NoticeKind::Refusal)
    }
}

impl Notice {
    /// What kind of thing the notice tells.
    pub fn kind(&self) -> NoticeKind {
        match self {
            Notice::Illegal(_)
            | Notice::TypedMove(_)
            | Notice::TouchMove { .. }
            | Notice::LinkRefused(_) => NoticeKind::Refusal,
            Notice::BadAddress(_)
            | Notice::ComputerUnavailable
            | Notice::IncorrectClaim
            | Notice::SavedUnreadable { .. }
            | Notice::HistoryUnreadable { .. }
            | Notice::StorageUnavailable => NoticeKind::Warning,
            Notice::DrawOfferAnswer(_)
            | Notice::ComputerClaimed(_)
            | Notice::TimeControlNextGame => NoticeKind::Information,
            Notice::LinkOpened { .. } | Notice::Imported(_) => NoticeKind::Success,
        }
    }
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
