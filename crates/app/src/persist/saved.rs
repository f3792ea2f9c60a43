//! What survives a reload, as text: the game in progress with its mode and
//! settings, in a versioned format that is plain PGN with a few Roque tags.
//!
//! ```text
//! [RoqueSave "1"]
//! [Event "Roque"]
//! [Site "?"]
//! [Date "????.??.??"]
//! [Round "?"]
//! [White "?"]
//! [Black "?"]
//! [Result "0-1"]
//! [PlyCount "2"]
//! [RoqueOpponent "human"]
//! [RoqueLang "fr"]
//! [RoqueOrientation "white"]
//! [RoqueTimeControl "none"]
//! [RoqueTouchMove "off"]
//! [RoqueAutoDraw "off"]
//! [RoqueDeclared "white-resigns"]
//!
//! 1. e4 e5 0-1
//! ```
//!
//! - The first line names the format and its version: a text without it is
//!   foreign ([`SavedError::Foreign`]), another version is refused by name
//!   ([`SavedError::Version`]) rather than half-read.
//! - The rest is PGN, read by the rules crate at once or not at all; the
//!   start is the `FEN` tag (written only for a position other than the
//!   initial one); whose turn it is follows from the moves.
//! - `RoqueDeclared` holds a result the moves cannot show (a resignation,
//!   an agreed or claimed draw, a fallen flag): it is declared again through
//!   the rules, so the game comes back exactly, claim and all. `Result` must
//!   agree with the rebuilt game.
//! - `RoqueOpponent` is `human`, or `computer <its colour> <level 1-8>`.
//! - `RoqueTimeControl` is `none` or `<base seconds>+<increment seconds>`;
//!   `RoqueTouchMove` and `RoqueAutoDraw` are `on` or `off`; `RoqueClock`,
//!   present when the game has a clock, is the clock's own text
//!   ([`ChessClock::to_text`]): the times left and before each move.
//! - `PlyCount` and the final result token show that nothing was cut.
//! - `UTCDate`/`UTCTime`, when present, say when the game was archived.
//!
//! Reading never panics: every problem is a [`SavedError`].

use core::fmt;

use roque_engine::Level;
use roque_rules::{Color, Game, Lang, PgnError, PgnGame, PgnNode, PgnResult};

use crate::model::clock::{ChessClock, TimeControl, MAX_BASE_S, MAX_INCREMENT_S};
use crate::model::options::{Opponent, Settings};
use crate::model::record::Day;
use crate::persist::replay::{replay, Declared, ReplayError};

/// The version this build writes and reads.
pub const VERSION: u32 = 1;

/// The first line of every saved text, up to the version.
const HEADER: &str = "[RoqueSave \"";

/// A saved text larger than this is refused before any parsing: a game of
/// a thousand moves takes about 12 KB.
pub const MAX_BYTES: usize = 256 * 1024;

/// When a game was archived, in UTC, as PGN writes it: `2026.11.30` and
/// `06:40:12`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stamp {
    /// `YYYY.MM.DD`.
    pub date: String,
    /// `HH:MM:SS`.
    pub time: String,
}

impl Stamp {
    /// A stamp from its two PGN fields, if both are well formed.
    pub fn new(date: &str, time: &str) -> Option<Stamp> {
        let shaped = |text: &str, separator: char, lengths: &[usize]| {
            let parts: Vec<&str> = text.split(separator).collect();
            parts.len() == lengths.len()
                && parts.iter().zip(lengths).all(|(part, &len)| {
                    part.len() == len && part.bytes().all(|b| b.is_ascii_digit())
                })
        };
        (shaped(date, '.', &[4, 2, 2]) && shaped(time, ':', &[2, 2, 2])).then(|| Stamp {
            date: date.to_string(),
            time: time.to_string(),
        })
    }
}

impl Stamp {
    /// The stamp's day.
    pub fn day(&self) -> Option<Day> {
        let mut parts = self.date.split('.').map(|part| part.parse::<u32>().ok());
        Some(Day {
            year: parts.next()??,
            month: parts.next()??,
            day: parts.next()??,
        })
    }

    /// The UTC date and time `ms` milliseconds after 1970-01-01 00:00 UTC
    /// (JavaScript's `Date.now()`); `None` before 1970 or after 9999.
    pub fn from_unix_ms(ms: f64) -> Option<Stamp> {
        if !ms.is_finite() || !(0.0..253_402_300_800_000.0).contains(&ms) {
            return None;
        }
        let seconds = (ms / 1000.0).floor() as i64;
        let (days, second_of_day) = (seconds.div_euclid(86_400), seconds.rem_euclid(86_400));
        // Howard Hinnant's civil_from_days: the proleptic Gregorian date.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let day_of_era = z.rem_euclid(146_097);
        let year_of_era =
            (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
        let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
        let mp = (5 * day_of_year + 2) / 153;
        let day = day_of_year - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = year_of_era + era * 400 + i64::from(month <= 2);
        Stamp::new(
            &format!("{year:04}.{month:02}.{day:02}"),
            &format!(
                "{:02}:{:02}:{:02}",
                second_of_day / 3600,
                second_of_day / 60 % 60,
                second_of_day % 60
            ),
        )
    }
}

/// Everything saved about one game.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// The game: start, moves, outcome.
    pub game: Game,
    /// The mode it is played in.
    pub opponent: Opponent,
    /// The interface's language.
    pub lang: Lang,
    /// The side shown at the bottom.
    pub orientation: Color,
    /// The players' lasting choices: time control, touch-move, automatic
    /// draws.
    pub settings: Settings,
    /// The game's clock, if it has one.
    pub clock: Option<ChessClock>,
    /// When the game was archived, for the history; `None` for the game in
    /// progress.
    pub stamp: Option<Stamp>,
}

impl Saved {
    /// A record of `game` with the default settings.
    pub fn new(game: Game) -> Saved {
        Saved {
            game,
            opponent: Opponent::Human,
            lang: Lang::Fr,
            orientation: Color::White,
            settings: Settings::default(),
            clock: None,
            stamp: None,
        }
    }
}

/// Why a saved text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SavedError {
    /// Nothing but white space.
    Empty,
    /// Larger than [`MAX_BYTES`].
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
    },
    /// Not a Roque saved game: its first line is not `[RoqueSave "…"]`.
    Foreign,
    /// A Roque saved game in a version this build does not read.
    Version(String),
    /// The PGN cannot be read.
    Pgn(PgnError),
    /// A Roque tag is missing or holds a value this version does not know.
    BadTag {
        /// The tag's name.
        name: &'static str,
        /// Its value, empty when missing.
        value: String,
    },
    /// The moves or the declared result do not hold under the rules.
    Replay(ReplayError),
    /// The text was cut: it does not end with its result, or holds fewer
    /// moves than its `PlyCount` tag says.
    Incomplete,
    /// The `Result` tag disagrees with the game the moves rebuild.
    ResultMismatch {
        /// What the text says.
        stored: PgnResult,
        /// What the game says.
        actual: PgnResult,
    },
}

/// Terse English for logs and tests; the players' words are in
/// `crate::words::persist`.
impl fmt::Display for SavedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SavedError::Empty => f.write_str("empty saved game"),
            SavedError::TooLarge { bytes } => write!(f, "saved game too large ({bytes} bytes)"),
            SavedError::Foreign => f.write_str("not a Roque saved game"),
            SavedError::Version(version) => write!(f, "unknown saved-game version \"{version}\""),
            SavedError::Pgn(error) => write!(f, "unreadable PGN: {error}"),
            SavedError::BadTag { name, value } => write!(f, "bad tag {name} \"{value}\""),
            SavedError::Replay(error) => write!(f, "the game does not replay: {error}"),
            SavedError::Incomplete => f.write_str("the saved game was cut"),
            SavedError::ResultMismatch { stored, actual } => {
                write!(f, "result {stored} stored, {actual} played")
            }
        }
    }
}

impl std::error::Error for SavedError {}

/// `game` as a PGN game: its start, its moves and its result, no tags.
pub fn pgn_of(game: &Game) -> PgnGame {
    let mut pgn = PgnGame::new(*game.start());
    pgn.moves = game
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(ply, &mv)| Some(PgnNode::from_move(game.position_at(ply)?, mv)))
        .collect();
    pgn.result = PgnResult::of(game.outcome());
    pgn
}

/// `opponent` as the saved game writes it: `human`, or `computer black 3`
/// (the computer's side, then its level).
pub fn opponent_text(opponent: Opponent) -> String {
    match opponent {
        Opponent::Human => "human".to_string(),
        Opponent::Computer { computer, level } => {
            format!("computer {} {}", color_name(computer), level.number())
        }
    }
}

/// The opponent [`opponent_text`] wrote, read exactly as written.
pub fn parse_opponent(text: &str) -> Option<Opponent> {
    let words: Vec<&str> = text.split(' ').collect();
    match words.as_slice() {
        ["human"] => Some(Opponent::Human),
        ["computer", colour, written] => {
            let computer = parse_color(colour)?;
            let number: u8 = written.parse().ok()?;
            // Exactly as it is written: no sign, no leading zero.
            let level = Level::new(i64::from(number)).ok()?;
            (number.to_string() == *written).then_some(Opponent::Computer { computer, level })
        }
        _ => None,
    }
}

/// A clock as the saved game writes it: `none`, or seconds + increment
/// (`300+0`).
pub fn time_control_text(control: Option<TimeControl>) -> String {
    match control {
        None => "none".to_string(),
        Some(control) => format!("{}+{}", control.base_s, control.increment_s),
    }
}

/// The clock [`time_control_text`] wrote, read exactly as written and
/// within the accepted bounds.
pub fn parse_time_control(text: &str) -> Option<Option<TimeControl>> {
    if text == "none" {
        return Some(None);
    }
    let (base, increment) = text.split_once('+')?;
    let control = TimeControl::new(base.parse().ok()?, increment.parse().ok()?);
    let valid = (1..=MAX_BASE_S).contains(&control.base_s)
        && control.increment_s <= MAX_INCREMENT_S
        && time_control_text(Some(control)) == text;
    valid.then_some(Some(control))
}

fn parse_switch(text: &str) -> Option<bool> {
    match text {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

const fn switch(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// A side's name in the saved formats: `white`, `black`.
pub const fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The side [`color_name`] wrote.
pub fn parse_color(text: &str) -> Option<Color> {
    match text {
        "white" => Some(Color::White),
        "black" => Some(Color::Black),
        _ => None,
    }
}

/// Writes `saved` in the current format; a running clock is written as
/// it stands at `now_ms` (the page's monotonic clock).
pub fn write(saved: &Saved, now_ms: f64) -> String {
    let mut pgn = pgn_of(&saved.game);
    pgn.set_tag("Event", "Roque");
    if let Some(stamp) = &saved.stamp {
        pgn.set_tag("Date", &stamp.date);
    }
    pgn.set_tag("PlyCount", &saved.game.ply().to_string());
    pgn.set_tag("RoqueOpponent", &opponent_text(saved.opponent));
    pgn.set_tag("RoqueLang", saved.lang.code());
    pgn.set_tag("RoqueOrientation", color_name(saved.orientation));
    let settings = saved.settings;
    pgn.set_tag(
        "RoqueTimeControl",
        &time_control_text(settings.time_control),
    );
    pgn.set_tag("RoqueTouchMove", switch(settings.touch_move));
    pgn.set_tag("RoqueAutoDraw", switch(settings.auto_draw));
    if let Some(clock) = &saved.clock {
        pgn.set_tag("RoqueClock", &clock.to_text(now_ms));
    }
    if let Some(declared) = Declared::of(&saved.game) {
        pgn.set_tag("RoqueDeclared", declared.name());
    }
    if let Some(stamp) = &saved.stamp {
        pgn.set_tag("UTCDate", &stamp.date);
        pgn.set_tag("UTCTime", &stamp.time);
    }
    format!("{HEADER}{VERSION}\"]\n{}", pgn.to_pgn())
}

/// Reads a saved text back; a clock that was running runs again from
/// `now_ms` (the time the page was closed is not counted).
///
/// # Errors
/// A [`SavedError`] saying what is wrong; nothing is ever half-read.
pub fn read(text: &str, now_ms: f64) -> Result<Saved, SavedError> {
    if text.len() > MAX_BYTES {
        return Err(SavedError::TooLarge { bytes: text.len() });
    }
    let text = text.trim_start();
    if text.is_empty() {
        return Err(SavedError::Empty);
    }
    let first_line = text.lines().next().unwrap_or_default().trim_end();
    let version = first_line
        .strip_prefix(HEADER)
        .and_then(|rest| rest.strip_suffix("\"]"))
        .ok_or(SavedError::Foreign)?;
    if version != VERSION.to_string() {
        return Err(SavedError::Version(version.chars().take(20).collect()));
    }
    let pgn = PgnGame::parse(text).map_err(SavedError::Pgn)?;
    // A cut text may still be valid PGN: it must end with its result and
    // hold as many moves as it says.
    let plies = pgn.moves.len().to_string();
    if !text.trim_end().ends_with(pgn.result.token()) || pgn.tag("PlyCount") != Some(&plies) {
        return Err(SavedError::Incomplete);
    }

    let tag = |name: &'static str| pgn.tag(name).unwrap_or_default();
    let bad = |name: &'static str| SavedError::BadTag {
        name,
        value: tag(name).chars().take(40).collect(),
    };
    let opponent = parse_opponent(tag("RoqueOpponent")).ok_or_else(|| bad("RoqueOpponent"))?;
    let lang = Lang::ALL
        .into_iter()
        .find(|lang| lang.code() == tag("RoqueLang"))
        .ok_or_else(|| bad("RoqueLang"))?;
    let orientation =
        parse_color(tag("RoqueOrientation")).ok_or_else(|| bad("RoqueOrientation"))?;
    let settings = Settings {
        time_control: parse_time_control(tag("RoqueTimeControl"))
            .ok_or_else(|| bad("RoqueTimeControl"))?,
        touch_move: parse_switch(tag("RoqueTouchMove")).ok_or_else(|| bad("RoqueTouchMove"))?,
        auto_draw: parse_switch(tag("RoqueAutoDraw")).ok_or_else(|| bad("RoqueAutoDraw"))?,
    };
    let clock = match pgn.tag("RoqueClock") {
        None => None,
        Some(text) => Some(ChessClock::from_text(text, now_ms).ok_or_else(|| bad("RoqueClock"))?),
    };
    let declared = match pgn.tag("RoqueDeclared") {
        None => None,
        Some(name) => Some(Declared::from_name(name).ok_or_else(|| bad("RoqueDeclared"))?),
    };
    let stamp = match (pgn.tag("UTCDate"), pgn.tag("UTCTime")) {
        (None, None) => None,
        (Some(date), Some(time)) => Some(Stamp::new(date, time).ok_or_else(|| bad("UTCDate"))?),
        (None, Some(_)) => return Err(bad("UTCDate")),
        (Some(_), None) => return Err(bad("UTCTime")),
    };

    let game = replay(pgn.start, pgn.mainline_moves(), declared).map_err(SavedError::Replay)?;
    let actual = PgnResult::of(game.outcome());
    if pgn.result != actual {
        return Err(SavedError::ResultMismatch {
            stored: pgn.result,
            actual,
        });
    }
    Ok(Saved {
        game,
        opponent,
        lang,
        orientation,
        settings,
        clock,
        stamp,
    })
}

/// Whether `earlier` is `later` as it stood some moves ago (or is `later`):
/// the same start and the first moves of `later`. A game that goes on from
/// a link, or a link of a game one has played on since, are each other's
/// continuations, not two different games.
pub fn is_continued_by(earlier: &Game, later: &Game) -> bool {
    earlier.start() == later.start() && later.moves().starts_with(earlier.moves())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unix_times_become_utc_stamps() {
        let stamp = |ms: f64| Stamp::from_unix_ms(ms).map(|s| format!("{} {}", s.date, s.time));
        assert_eq!(stamp(0.0).as_deref(), Some("1970.01.01 00:00:00"));
        // 2000-02-29 23:59:59 UTC, a leap day.
        assert_eq!(
            stamp(951_868_799_000.0).as_deref(),
            Some("2000.02.29 23:59:59")
        );
        // 2026-11-30 06:40:12 UTC.
        assert_eq!(
            stamp(1_796_020_812_345.0).as_deref(),
            Some("2026.11.30 06:40:12")
        );
        assert_eq!(stamp(-1.0), None);
        assert_eq!(stamp(f64::NAN), None);
    }
}
