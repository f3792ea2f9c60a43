//! The chess clock: a time control (base time and Fischer increment) and
//! the two players' remaining time.
//!
//! Pure: every method takes the time "now" in milliseconds from the
//! caller's monotonic clock (`performance.now()` in the browser), so the
//! clock is tested natively with made-up instants. The clock does not
//! decide the result: when a flag falls, the reducer asks the rules crate
//! ([`roque_rules::Game::flag`]), which knows art. 6.9 — a loss, or a draw
//! when the opponent cannot checkmate by any legal sequence of moves.
//!
//! When it starts: White's first move is not timed; Black's clock starts
//! when White has moved, as on most online boards (a player sitting down
//! to a shared device is not yet "on the clock").
//!
//! ```
//! use roque_app::model::clock::{ChessClock, TimeControl};
//! use roque_rules::Color;
//! let mut clock = ChessClock::new(TimeControl::new(60, 2));
//! clock.moved(Color::White, 0.0);        // 1. e4: Black's clock starts
//! clock.moved(Color::Black, 5_000.0);    // Black took five seconds, gets two back
//! assert_eq!(clock.remaining(Color::Black, 5_000.0), 57_000.0);
//! // White's clock has run since Black moved.
//! assert_eq!(clock.remaining(Color::White, 6_000.0), 59_000.0);
//! ```

use core::fmt;
use core::str::FromStr;

use crate::model::decimal;
use roque_rules::Color;

/// Base time and increment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TimeControl {
    /// Each player's time at the start, in seconds.
    pub base_s: u32,
    /// Seconds added after each move (Fischer increment).
    pub increment_s: u32,
}

/// The longest base time accepted: ten hours.
pub const MAX_BASE_S: u32 = 10 * 3600;
/// The largest increment accepted: ten minutes.
pub const MAX_INCREMENT_S: u32 = 600;

impl TimeControl {
    /// `base_s` seconds each, plus `increment_s` seconds a move.
    pub const fn new(base_s: u32, increment_s: u32) -> TimeControl {
        TimeControl {
            base_s,
            increment_s,
        }
    }

    /// The usual controls: 3+2, 5+0, 10+5, 15+10 (minutes + seconds).
    pub const PRESETS: [TimeControl; 4] = [
        TimeControl::new(180, 2),
        TimeControl::new(300, 0),
        TimeControl::new(600, 5),
        TimeControl::new(900, 10),
    ];

    /// The base time in minutes, with `separator` before a fraction when
    /// there is one, at most two decimals and no trailing zero: "10",
    /// "1.5", "0.1" (six seconds), "0,75".
    #[allow(
        clippy::manual_is_multiple_of,
        reason = "`is_multiple_of` costs the app's wasm 146 bytes gzipped here and in share.rs, at its 200 kB budget"
    )]
    pub fn minutes_text(&self, separator: char) -> String {
        if self.base_s % 60 == 0 {
            return (self.base_s / 60).to_string();
        }
        // Hundredths of a minute, rounded: base_s * 100 / 60, never a tie.
        let hundredths = (u64::from(self.base_s) * 5 + 1) / 3;
        let mut text = format!("{}{separator}{:02}", hundredths / 100, hundredths % 100);
        while text.ends_with('0') {
            text.pop();
        }
        if text.ends_with(separator) {
            text.pop();
        }
        text
    }

    /// A control from minutes and seconds as a player types them, checked.
    ///
    /// # Errors
    /// [`TimeControlError`] when the base is zero or too long, or the
    /// increment too large.
    pub fn from_minutes(minutes: f64, increment_s: f64) -> Result<TimeControl, TimeControlError> {
        let base = minutes * 60.0;
        if !base.is_finite() || base < 1.0 || base > f64::from(MAX_BASE_S) {
            return Err(TimeControlError::Base);
        }
        if !increment_s.is_finite() || !(0.0..=f64::from(MAX_INCREMENT_S)).contains(&increment_s) {
            return Err(TimeControlError::Increment);
        }
        Ok(TimeControl::new(
            base.round() as u32,
            increment_s.round() as u32,
        ))
    }
}

impl fmt::Display for TimeControl {
    /// "10+5": minutes (with a fraction when needed, without trailing
    /// zeros: "0.1+0", "1.5+0") and seconds. Terse, for data attributes
    /// and logs; the players' words are `crate::words::ui::time_control`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes_text('.'), self.increment_s)
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads "10+5" (minutes + seconds).
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let (minutes, increment) = text.trim().split_once('+').ok_or(TimeControlError::Form)?;
        let minutes = decimal::parse(minutes.trim()).ok_or(TimeControlError::Form)?;
        let increment = decimal::parse(increment.trim()).ok_or(TimeControlError::Form)?;
        TimeControl::from_minutes(minutes, increment)
    }
}

/// Why a time control was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControlError {
    /// Not of the form "minutes+seconds".
    Form,
    /// The base time is zero, negative or over ten hours.
    Base,
    /// The increment is negative or over ten minutes.
    Increment,
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TimeControlError::Form => "a time control is written minutes+seconds, as in 10+5",
            TimeControlError::Base => "the time must be between one second and ten hours",
            TimeControlError::Increment => "the increment must be between 0 and 600 seconds",
        })
    }
}

impl std::error::Error for TimeControlError {}

/// Both players' time, and whose is running.
#[derive(Clone, Debug, PartialEq)]
pub struct ChessClock {
    control: TimeControl,
    /// Milliseconds left, White then Black, as of `since` for the running side.
    remaining: [f64; 2],
    /// The side whose time is running, and since when.
    running: Option<(Color, f64)>,
    /// `remaining` before each timed move, for takebacks.
    before: Vec<[f64; 2]>,
}

fn index(color: Color) -> usize {
    color.fold(0, 1)
}

impl ChessClock {
    /// A clock at the start of a game: full time each, not running.
    pub fn new(control: TimeControl) -> ChessClock {
        let base = f64::from(control.base_s) * 1000.0;
        ChessClock {
            control,
            remaining: [base, base],
            running: None,
            before: Vec::new(),
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose time is running, if any.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(color, _)| color)
    }

    /// `color`'s time left at `now`, in milliseconds, never below zero.
    pub fn remaining(&self, color: Color, now: f64) -> f64 {
        let left = self.remaining[index(color)];
        let spent = match self.running {
            Some((running, since)) if running == color => (now - since).max(0.0),
            _ => 0.0,
        };
        (left - spent).max(0.0)
    }

    /// The side whose flag has fallen at `now`, if any.
    pub fn flag(&self, now: f64) -> Option<Color> {
        let (color, _) = self.running?;
        (self.remaining(color, now) <= 0.0).then_some(color)
    }

    /// `mover` has just completed a move at `now`: its time stops (with the
    /// increment added, if its time was running) and the opponent's starts.
    pub fn moved(&mut self, mover: Color, now: f64) {
        self.before.push(self.remaining);
        if self.running() == Some(mover) {
            let left = self.remaining(mover, now);
            self.remaining[index(mover)] = left + f64::from(self.control.increment_s) * 1000.0;
        }
        self.running = Some((!mover, now));
    }

    /// The last move was taken back at `now`: both times are as they were
    /// before it, and the side to move again (`to_move`) runs, unless no
    /// timed move is left (the game's start: nobody runs).
    pub fn take_back(&mut self, to_move: Color, now: f64) {
        if let Some(remaining) = self.before.pop() {
            self.remaining = remaining;
        }
        self.running = (!self.before.is_empty()).then_some((to_move, now));
    }

    /// Stops the running time at `now` (the game ended), keeping what is left.
    pub fn stop(&mut self, now: f64) {
        if let Some((color, _)) = self.running {
            self.remaining[index(color)] = self.remaining(color, now);
        }
        self.running = None;
    }

    /// Starts `color`'s time again at `now` after a stop (a result
    /// withdrawn, a game restored), unless the game has not started.
    pub fn resume(&mut self, color: Color, now: f64) {
        if !self.before.is_empty() {
            self.running = Some((color, now));
        }
    }

    /// The clock as text, to save it: control, times left at `now`, the
    /// running side, and the times before each move.
    pub fn to_text(&self, now: f64) -> String {
        let mut text = format!(
            "{}+{} {} {} {}",
            self.control.base_s,
            self.control.increment_s,
            decimal::whole(self.remaining(Color::White, now)),
            decimal::whole(self.remaining(Color::Black, now)),
            self.running().map_or('-', Color::char),
        );
        for [white, black] in &self.before {
            text.push_str(&format!(
                " {}:{}",
                decimal::whole(*white),
                decimal::whole(*black)
            ));
        }
        text
    }

    /// A clock saved by [`ChessClock::to_text`], running again from `now`
    /// (the time the page was closed is not counted).
    ///
    /// # Errors
    /// `None` for anything that is not such a text.
    pub fn from_text(text: &str, now: f64) -> Option<ChessClock> {
        let mut words = text.split_whitespace();
        let (base, increment) = words.next()?.split_once('+')?;
        let control = TimeControl::new(base.parse().ok()?, increment.parse().ok()?);
        if control.base_s == 0
            || control.base_s > MAX_BASE_S
            || control.increment_s > MAX_INCREMENT_S
        {
            return None;
        }
        let time = |word: &str| -> Option<f64> {
            let ms = decimal::parse(word)?;
            (ms.is_finite() && ms >= 0.0).then_some(ms)
        };
        let remaining = [time(words.next()?)?, time(words.next()?)?];
        let running = match words.next()? {
            "w" => Some((Color::White, now)),
            "b" => Some((Color::Black, now)),
            "-" => None,
            _ => return None,
        };
        let before = words
            .map(|pair| {
                let (white, black) = pair.split_once(':')?;
                Some([time(white)?, time(black)?])
            })
            .collect::<Option<Vec<_>>>()?;
        Some(ChessClock {
            control,
            remaining,
            running,
            before,
        })
    }
}

/// A time as a clock shows it: « 4:59 », « 1:02:03 », and tenths under ten
/// seconds (« 9,8 » in French, "9.8" in English, by `decimal`).
pub fn display_time(ms: f64, decimal: char) -> String {
    let ms = if ms.is_finite() { ms.max(0.0) } else { 0.0 };
    if ms < 10_000.0 {
        // Tenths, rounded down: a clock never shows time it has not got.
        let tenths = (ms / 100.0).floor() as u64;
        return format!("0:0{}{decimal}{}", tenths / 10, tenths % 10);
    }
    let seconds = (ms / 1000.0).ceil() as u64;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock of `control` after White's first move, played at 0 ms (it
    /// is not timed): Black's time runs.
    fn started(control: TimeControl) -> ChessClock {
        let mut clock = ChessClock::new(control);
        clock.moved(Color::White, 0.0);
        clock
    }

    #[test]
    fn a_move_charges_the_mover_and_adds_the_increment() {
        let mut clock = ChessClock::new(TimeControl::new(180, 2));
        assert_eq!(clock.running(), None);
        clock.moved(Color::White, 1_000.0);
        assert_eq!(clock.running(), Some(Color::Black));
        // White's first move was not timed, and earns no increment.
        assert_eq!(clock.remaining(Color::White, 9_000.0), 180_000.0);
        assert_eq!(clock.remaining(Color::Black, 4_000.0), 177_000.0);
        clock.moved(Color::Black, 4_000.0);
        assert_eq!(clock.remaining(Color::Black, 4_000.0), 179_000.0);
        assert_eq!(clock.remaining(Color::White, 10_000.0), 174_000.0);
    }

    #[test]
    fn the_flag_falls_at_zero() {
        let clock = started(TimeControl::new(1, 0));
        assert_eq!(clock.flag(999.0), None);
        assert_eq!(clock.flag(1_000.0), Some(Color::Black));
        assert_eq!(clock.remaining(Color::Black, 5_000.0), 0.0);
    }

    #[test]
    fn a_takeback_restores_both_times() {
        let mut clock = started(TimeControl::new(60, 1));
        clock.moved(Color::Black, 3_000.0);
        clock.moved(Color::White, 10_000.0);
        clock.take_back(Color::White, 12_000.0);
        assert_eq!(clock.remaining(Color::Black, 12_000.0), 58_000.0);
        assert_eq!(clock.remaining(Color::White, 12_000.0), 60_000.0);
        assert_eq!(clock.running(), Some(Color::White));
        clock.take_back(Color::Black, 13_000.0);
        clock.take_back(Color::White, 13_000.0);
        assert_eq!(clock.running(), None);
        assert_eq!(clock.remaining(Color::Black, 20_000.0), 60_000.0);
    }

    #[test]
    fn stop_and_resume_keep_the_time() {
        let mut clock = started(TimeControl::new(60, 0));
        clock.stop(2_000.0);
        assert_eq!(clock.remaining(Color::Black, 50_000.0), 58_000.0);
        clock.resume(Color::Black, 50_000.0);
        assert_eq!(clock.remaining(Color::Black, 51_000.0), 57_000.0);
    }

    #[test]
    fn saved_clocks_come_back() {
        let mut clock = started(TimeControl::new(300, 3));
        clock.moved(Color::Black, 7_000.0);
        let text = clock.to_text(9_000.0);
        assert_eq!(text, "300+3 298000 296000 w 300000:300000 300000:300000");
        let back = ChessClock::from_text(&text, 100.0).expect("reads back");
        assert_eq!(back.remaining(Color::White, 100.0), 298_000.0);
        assert_eq!(back.remaining(Color::White, 1_100.0), 297_000.0);
        assert_eq!(back.running(), Some(Color::White));
        for bad in [
            "",
            "300 1 2 w",
            "0+0 1 1 -",
            "300+3 -5 1 -",
            "300+3 1 1 x",
            "300+3 1 1 - 5",
            "300+3 NaN 1 -",
        ] {
            assert_eq!(ChessClock::from_text(bad, 0.0), None, "{bad:?}");
        }
    }

    #[test]
    fn time_controls_read_and_write_as_players_do() {
        assert_eq!("10+5".parse(), Ok(TimeControl::new(600, 5)));
        assert_eq!(" 3 + 2 ".parse(), Ok(TimeControl::new(180, 2)));
        assert_eq!("0.5+0".parse::<TimeControl>().map(|t| t.base_s), Ok(30));
        assert_eq!(TimeControl::new(600, 5).to_string(), "10+5");
        assert_eq!("0+5".parse::<TimeControl>(), Err(TimeControlError::Base));
        assert_eq!(
            "5+-1".parse::<TimeControl>(),
            Err(TimeControlError::Increment)
        );
        assert_eq!("5".parse::<TimeControl>(), Err(TimeControlError::Form));
        assert_eq!("inf+1".parse::<TimeControl>(), Err(TimeControlError::Base));
        assert_eq!(
            "99999+1".parse::<TimeControl>(),
            Err(TimeControlError::Base)
        );
    }

    #[test]
    fn times_display_as_on_a_clock() {
        assert_eq!(display_time(300_000.0, ','), "5:00");
        assert_eq!(display_time(299_001.0, ','), "5:00");
        assert_eq!(display_time(61_000.0, '.'), "1:01");
        assert_eq!(display_time(3_723_000.0, '.'), "1:02:03");
        assert_eq!(display_time(9_870.0, ','), "0:09,8");
        assert_eq!(display_time(0.0, '.'), "0:00.0");
        assert_eq!(display_time(-5.0, '.'), "0:00.0");
        assert_eq!(display_time(f64::NAN, '.'), "0:00.0");
    }
}
