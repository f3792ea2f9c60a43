//! What survives a reload, as text: the game in progress with its mode and
//! settings, in a versioned format of the app's own.
//!
//! ```text
//! [RoqueSave "2"]
//! [RoqueOpponent "human"]
//! [RoqueLang "fr"]
//! [RoqueOrientation "white"]
//! [RoqueTimeControl "none"]
//! [RoqueTouchMove "off"]
//! [RoqueAutoDraw "off"]
//! [RoqueGame "AQIEOA2CAA3ZGVB2"]
//! ```
//!
//! - One tag pair a line, `[Name "value"]`, values with no quote or
//!   backslash. The first line names the format and its version: a text
//!   without it is foreign ([`SavedError::Foreign`]), another version is
//!   refused by name ([`SavedError::Version`]) rather than half-read.
//! - `RoqueGame`, always the last line, is the game as a share link
//!   carries it (`persist::share`): its start, its moves, the players'
//!   names, and a result the moves cannot show (a resignation, an agreed
//!   or claimed draw, a fallen flag), declared again through the rules so
//!   that the game comes back exactly, claim and all. Its checksum, and its
//!   place at the end, catch a text that was cut or altered.
//! - `RoqueRecord`, when the game has one, is its PGN record (an imported
//!   game's tags and annotations, an analysis's variations), sealed as a
//!   link is: base64url of a byte of flags (bit 0: it has annotations),
//!   its event (a varint length, then UTF-8) and the PGN in UTF-8, with a
//!   checksum.
//! - `RoqueOpponent` is `human`, or `computer <its colour> <level 1-8>`.
//! - `RoqueTimeControl` is `none` or `<base seconds>+<increment seconds>`;
//!   `RoqueTouchMove` and `RoqueAutoDraw` are `on` or `off`; `RoqueClock`,
//!   present when the game has a clock, is the clock's own text
//!   ([`ChessClock::to_text`]): the times left and before each move.
//! - `UTCDate`/`UTCTime`, when present, say when the game was archived.
//! - `RoqueShapes`, when something is drawn, is the arrows and circles
//!   drawn on the game's positions ([`Drawings::to_text`]): each position
//!   numbered by the moves before it, then its shapes as the PGN's
//!   `%cal`/`%csl` write them, `0:Ge2e4,Rd4 3:Bg8f6`. A position past the
//!   game's end, or a text that does not read exactly, is refused by name.
//!
//! The format is not PGN, so that the app's first download carries no PGN
//! reader or writer (those are the module of tools'): version 1 was PGN
//! with these tags, and is still read (`version_1_game`).
//!
//! Reading never panics: every problem is a [`SavedError`].

use core::fmt;

use roque_engine::Level;
use roque_rules::{Color, Game, Lang, PgnResult, Position};

use crate::model::clock::{ChessClock, TimeControl, MAX_BASE_S, MAX_INCREMENT_S};
use crate::model::drawings::Drawings;
use crate::model::options::{Opponent, Settings};
use crate::model::record::{Day, ImportedRecord, Record};
use crate::persist::replay::{replay, Declared, ReplayError};
use crate::persist::share::{self, LinkError, Shared};

/// The version this build writes and reads.
pub const VERSION: u32 = 2;

/// The first line of every saved text, up to the version.
const HEADER: &str = "[RoqueSave \"";

/// A saved text larger than this is refused before any parsing: a game of
/// a thousand moves takes about 1 KB (12 KB in version 1's PGN).
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
        Day::from_pgn(&self.date)
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
    /// The players' names and the game's PGN record (an imported game's,
    /// an analysis's).
    pub record: Record,
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
    /// The arrows and circles drawn on its positions.
    pub drawings: Drawings,
}

impl Saved {
    /// A record of `game` with the default settings.
    pub fn new(game: Game) -> Saved {
        Saved {
            game,
            record: Record::default(),
            opponent: Opponent::Human,
            lang: Lang::Fr,
            orientation: Color::White,
            settings: Settings::default(),
            clock: None,
            stamp: None,
            drawings: Drawings::default(),
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
    /// This line is not what the format has there (a tag pair, or in
    /// version 1 a move, its number or the result).
    Unreadable {
        /// The line, counted from 1.
        line: u32,
    },
    /// The game itself cannot be read (version 2's `RoqueGame`).
    Game(LinkError),
    /// A Roque tag is missing or holds a value this version does not know.
    BadTag {
        /// The tag's name.
        name: &'static str,
        /// Its value, empty when missing.
        value: String,
    },
    /// The moves or the declared result do not hold under the rules.
    Replay(ReplayError),
    /// The text was cut: it does not end with its game (version 2), or
    /// with its result, or holds fewer moves than its `PlyCount` tag says
    /// (version 1).
    Incomplete,
    /// The result written after the moves disagrees with the game they
    /// rebuild (version 1).
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
            SavedError::Unreadable { line } => write!(f, "line {line} cannot be read"),
            SavedError::Game(error) => write!(f, "unreadable game: {error}"),
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
    let mut text = format!("{HEADER}{VERSION}\"]\n");
    let mut tag = |name: &str, value: &str| {
        // Every value written here is a code, a number or base64url: no
        // quote or backslash to escape.
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    tag("RoqueOpponent", &opponent_text(saved.opponent));
    tag("RoqueLang", saved.lang.code());
    tag("RoqueOrientation", color_name(saved.orientation));
    let settings = saved.settings;
    tag(
        "RoqueTimeControl",
        &time_control_text(settings.time_control),
    );
    tag("RoqueTouchMove", switch(settings.touch_move));
    tag("RoqueAutoDraw", switch(settings.auto_draw));
    if let Some(clock) = &saved.clock {
        tag("RoqueClock", &clock.to_text(now_ms));
    }
    if let Some(stamp) = &saved.stamp {
        tag("UTCDate", &stamp.date);
        tag("UTCTime", &stamp.time);
    }
    if let Some(imported) = &saved.record.imported {
        let event = imported.event.as_deref().unwrap_or_default();
        let mut bytes = vec![u8::from(imported.annotated)];
        share::push_varint(&mut bytes, event.len());
        bytes.extend_from_slice(event.as_bytes());
        bytes.extend_from_slice(imported.pgn.as_bytes());
        tag("RoqueRecord", &share::sealed(bytes));
    }
    if !saved.drawings.is_empty() {
        tag("RoqueShapes", &saved.drawings.to_text());
    }
    let shared = Shared {
        game: saved.game.clone(),
        white: saved.record.white.clone(),
        black: saved.record.black.clone(),
    };
    tag("RoqueGame", &share::encode_shared(&shared));
    text
}

/// The record [`write`] sealed in `RoqueRecord`: a byte of flags (bit 0:
/// annotated), the event's length (a varint, 0 for none) and the event,
/// then the PGN, in UTF-8.
fn imported_record(value: &str) -> Option<ImportedRecord> {
    let bytes = share::unsealed(value).ok()?;
    let (&flags, rest) = bytes.split_first()?;
    if flags > 1 {
        return None;
    }
    let (len, rest) = share::read_varint(rest)?;
    let event = core::str::from_utf8(rest.get(..len)?).ok()?;
    Some(ImportedRecord {
        pgn: String::from_utf8(rest.get(len..)?.to_vec()).ok()?,
        annotated: flags == 1,
        event: (!event.is_empty()).then(|| event.to_string()),
    })
}

/// One line `[Name "value"]`: its name and its value, which holds no quote
/// and no backslash.
fn tag_pair(line: &str) -> Option<(&str, &str)> {
    let inner = line.trim_end().strip_prefix('[')?.strip_suffix("\"]")?;
    let (name, value) = inner.split_once(" \"")?;
    let named = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
    (named && !value.contains(['"', '\\'])).then_some((name, value))
}

/// A saved text's tag pairs, in order.
struct Tags<'a> {
    /// The pairs.
    pub pairs: Vec<(&'a str, &'a str)>,
}

impl<'a> Tags<'a> {
    /// The value of the first tag called `name`.
    pub fn get(&self, name: &str) -> Option<&'a str> {
        self.pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
    }
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
    let mut lines = text.lines().zip(1u32..);
    let first_line = lines
        .next()
        .map(|(line, _)| line)
        .unwrap_or_default()
        .trim_end();
    let version = first_line
        .strip_prefix(HEADER)
        .and_then(|rest| rest.strip_suffix("\"]"))
        .ok_or(SavedError::Foreign)?;
    let legacy = version == "1";
    if !legacy && version != VERSION.to_string() {
        return Err(SavedError::Version(version.chars().take(20).collect()));
    }
    // The tag pairs, up to the first blank line (version 1's moves follow
    // it) or the end.
    let mut tags = Tags { pairs: Vec::new() };
    let mut rest = Vec::new();
    for (line, number) in lines.by_ref() {
        if line.trim().is_empty() {
            break;
        }
        let pair = tag_pair(line).ok_or(SavedError::Unreadable { line: number })?;
        tags.pairs.push(pair);
    }
    rest.extend(lines);

    let tag = |name: &'static str| tags.get(name).unwrap_or_default();
    let bad = |name: &'static str| SavedError::BadTag {
        name,
        value: tag(name).chars().take(40).collect(),
    };
    let (game, mut record) = if legacy {
        (version_1_game(&tags, &rest)?, Record::default())
    } else {
        if let Some((_, number)) = rest.iter().find(|(line, _)| !line.trim().is_empty()) {
            return Err(SavedError::Unreadable { line: *number });
        }
        let Some(("RoqueGame", value)) = tags.pairs.last() else {
            return Err(SavedError::Incomplete);
        };
        let Shared { game, white, black } =
            share::decode_shared(value).map_err(SavedError::Game)?;
        let record = Record {
            white,
            black,
            imported: None,
        };
        (game, record)
    };
    if let Some(value) = tags.get("RoqueRecord") {
        record.imported = Some(imported_record(value).ok_or_else(|| bad("RoqueRecord"))?);
    }
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
    let clock = match tags.get("RoqueClock") {
        None => None,
        Some(text) => Some(ChessClock::from_text(text, now_ms).ok_or_else(|| bad("RoqueClock"))?),
    };
    let stamp = match (tags.get("UTCDate"), tags.get("UTCTime")) {
        (None, None) => None,
        (Some(date), Some(time)) => Some(Stamp::new(date, time).ok_or_else(|| bad("UTCDate"))?),
        (None, Some(_)) => return Err(bad("UTCDate")),
        (Some(_), None) => return Err(bad("UTCTime")),
    };
    let drawings = match tags.get("RoqueShapes") {
        None => Drawings::default(),
        Some(text) => Drawings::from_text(text)
            .filter(|d| d.last_ply().is_none_or(|ply| ply <= game.ply()))
            .ok_or_else(|| bad("RoqueShapes"))?,
    };
    Ok(Saved {
        game,
        record,
        drawings,
        opponent,
        lang,
        orientation,
        settings,
        clock,
        stamp,
    })
}

/// The game of a version-1 text: its `tags`, and the lines after them
/// with their numbers (counted from 1).
///
/// Version 1 (until December 2026) was PGN: the tag pairs (`FEN` for a
/// start other than the initial position, `PlyCount`, `RoqueDeclared` for
/// a result the moves cannot show), a blank line, then the moves in SAN
/// with their numbers, and the result. Only what it wrote is read: it never
/// wrote comments, variations or escaped quotes, so a text holding them is
/// refused (and kept aside by the storage, never lost). This is not a PGN
/// reader, which the app's first download does not carry.
///
/// # Errors
/// A [`SavedError`]: a line that is not version 1's, a cut text, a
/// declared or written result that does not fit the moves.
fn version_1_game(tags: &Tags, lines: &[(&str, u32)]) -> Result<Game, SavedError> {
    let bad = |name: &'static str| SavedError::BadTag {
        name,
        value: tags
            .get(name)
            .unwrap_or_default()
            .chars()
            .take(40)
            .collect(),
    };
    let mut position = match tags.get("FEN") {
        None => Position::new(),
        Some(fen) => Position::from_fen(fen).map_err(|_| bad("FEN"))?,
    };
    let start = position;
    let declared = match tags.get("RoqueDeclared") {
        None => None,
        Some(name) => Some(Declared::from_name(name).ok_or_else(|| bad("RoqueDeclared"))?),
    };
    let mut moves = Vec::new();
    let mut result = None;
    for &(line, number) in lines {
        for token in line.split_ascii_whitespace() {
            let unreadable = SavedError::Unreadable { line: number };
            if result.is_some() {
                // Nothing follows the result.
                return Err(unreadable);
            }
            if let Some(token_result) = PgnResult::from_token(token) {
                result = Some(token_result);
            } else if is_move_number(token) {
                continue;
            } else {
                let mv = position.parse_san(token).map_err(|_| unreadable)?;
                position.play_unchecked(mv);
                moves.push(mv);
            }
        }
    }
    // A cut text ends before its result, or holds fewer moves than it says.
    let Some(result) = result else {
        return Err(SavedError::Incomplete);
    };
    if tags.get("PlyCount") != Some(moves.len().to_string().as_str()) {
        return Err(SavedError::Incomplete);
    }
    let game = replay(start, moves, declared).map_err(SavedError::Replay)?;
    let actual = PgnResult::of(game.outcome());
    if result != actual {
        return Err(SavedError::ResultMismatch {
            stored: result,
            actual,
        });
    }
    Ok(game)
}

/// `12.` or `12...`: a move's number, as version 1 wrote it before a move.
fn is_move_number(token: &str) -> bool {
    let digits = token.trim_end_matches('.');
    let dots = token.len() - digits.len();
    !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) && (dots == 1 || dots == 3)
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
