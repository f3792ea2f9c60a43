//! Where the game comes from when the page opens — the saved game, a
//! position in the address, a game in a link — and how games go to the
//! history and come back from it. Pure: the browser's side is
//! [`crate::browser::storage`] and [`crate::browser::address`].
//!
//! What wins when the page opens:
//! 1. A good link (`#g=…`) puts its game on the board, for two players,
//!    seen from the side to move. The game in progress is kept in the
//!    history first, unless the link simply continues it (the usual case
//!    when two friends send a game back and forth) or it has no move. A
//!    link whose game the saved one already continues (the page reloaded
//!    after playing on) changes nothing.
//! 2. A bad link changes nothing at all and says why.
//! 3. A `fen` in the address starts from that position, unless the saved
//!    game started there (a reload): then the saved game goes on. A saved
//!    game from elsewhere with moves goes to the history.
//! 4. Otherwise the saved game comes back exactly, with its mode, settings
//!    and clock; `lang` and `orientation` in the address still win.

use crate::persist::archive::Archive;
use crate::persist::saved::{Saved, SavedError};
use crate::persist::share::{LinkError, Shared};
use roque_rules::{Color, Lang, Position};

use crate::state::notice::{BadAddress, Notice};

/// How the app starts: the position, the language and the orientation,
/// as read from the address.
#[derive(Clone, Debug, PartialEq)]
pub struct StartOptions {
    /// The position to start from.
    pub position: Position,
    /// The language of the interface.
    pub lang: Lang,
    /// The side shown at the bottom.
    pub orientation: Color,
    /// Why a requested position was refused, if it was.
    pub notice: Option<Notice>,
}

impl Default for StartOptions {
    fn default() -> StartOptions {
        StartOptions {
            position: Position::new(),
            lang: Lang::Fr,
            orientation: Color::White,
            notice: None,
        }
    }
}

impl StartOptions {
    /// Reads the options from the address's query parameters, already
    /// decoded: `fen` (a position in FEN), `lang` (`fr` or `en`) and
    /// `orientation` (`white` or `black`).
    ///
    /// Every value is untrusted: a bad FEN keeps the initial position, an
    /// unknown language or orientation keeps the default, and each one is
    /// said in the notice ([`Notice::BadAddress`]). An empty value is as
    /// if none were given.
    pub fn from_params(fen: Option<&str>, lang: Option<&str>, orientation: Option<&str>) -> Self {
        let mut options = StartOptions::default();
        let mut bad = BadAddress::default();
        let [fen, lang, orientation] =
            [fen, lang, orientation].map(|value| value.map(str::trim).filter(|v| !v.is_empty()));
        if let Some(text) = lang {
            match text.parse::<Lang>() {
                Ok(lang) => options.lang = lang,
                Err(_) => bad.lang = Some(BadAddress::shown(text)),
            }
        }
        if let Some(text) = orientation {
            match text.parse::<Color>() {
                Ok(color) => options.orientation = color,
                Err(_) => bad.orientation = Some(BadAddress::shown(text)),
            }
        }
        if let Some(fen) = fen {
            match Position::from_fen(fen) {
                Ok(position) => options.position = position,
                Err(error) => bad.fen = Some(error),
            }
        }
        if !bad.is_empty() {
            options.notice = Some(Notice::BadAddress(bad));
        }
        options
    }

    /// The address's options that were refused, if any.
    pub fn refused(&self) -> Option<&BadAddress> {
        match &self.notice {
            Some(Notice::BadAddress(bad)) => Some(bad),
            _ => None,
        }
    }
}

/// What was stored for one key.
#[derive(Clone, Debug, PartialEq)]
pub enum Slot<T> {
    /// Nothing stored.
    Empty,
    /// Read.
    Read(T),
    /// Stored but unreadable; copied under `backup` when that worked.
    Unreadable {
        /// Why.
        error: SavedError,
        /// The backup key, if the copy was made.
        backup: Option<String>,
    },
}

/// Everything the page found in its storage.
#[derive(Clone, Debug, PartialEq)]
pub struct Stored {
    /// The game in progress.
    pub current: Slot<Saved>,
    /// The history, with whatever could be read of it.
    pub history: Archive,
    /// How many parts of the history could not be read, and the backup
    /// key of the whole text.
    pub history_problem: Option<(usize, Option<String>)>,
    /// Whether storage works at all.
    pub available: bool,
}

impl Default for Stored {
    fn default() -> Stored {
        Stored {
            current: Slot::Empty,
            history: Archive::new(),
            history_problem: None,
            available: true,
        }
    }
}

/// How the page was opened, besides its storage.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Arrival {
    /// The address's options (position, language, orientation).
    pub options: StartOptions,
    /// Whether the address named a position (`fen`).
    pub fen_given: bool,
    /// Whether it named a language (`lang`).
    pub lang_given: bool,
    /// Whether it named an orientation (`orientation`).
    pub orientation_given: bool,
    /// The game of a link in the fragment, if there was one.
    pub link: Option<Result<Shared, LinkError>>,
    /// The page's monotonic clock now, in milliseconds.
    pub now_ms: f64,
    /// The wall clock's time when the monotonic clock was 0.
    pub wall_offset_ms: f64,
}
