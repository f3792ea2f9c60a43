//! Playing strength, from level 1 (a beginner can win) to level 8 (the
//! engine's best within its time).
//!
//! A weaker level searches less deep and fewer nodes, adds noise to its
//! judgement of each move, and now and then plays a random move. Whatever
//! the level, it never chooses a move that lets the opponent mate at once
//! when another move avoids it: weak, not absurd.
//!
//! | level | depth | nodes     | noise (cp) | random moves | think time |
//! |-------|-------|-----------|------------|--------------|------------|
//! | 1     | 1     | 1 000     | 280        | 20 %         | 0.3 s      |
//! | 2     | 2     | 5 000     | 180        | 12 %         | 0.4 s      |
//! | 3     | 3     | 15 000    | 120        | 7 %          | 0.5 s      |
//! | 4     | 3     | 30 000    | 80         | 4 %          | 0.6 s      |
//! | 5     | 4     | 80 000    | 50         | 2 %          | 0.8 s      |
//! | 6     | 5     | 150 000   | 35         | 1 %          | 1 s        |
//! | 7     | 7     | 500 000   | 15         | 0 %          | 1.5 s      |
//! | 8     | —     | —         | 0          | 0 %          | 2 s        |
//!
//! "Noise" is the standard deviation of a random amount added to each root
//! move's score once per search; "think time" is the time per move the app
//! gives that level (the node and depth caps usually end the search first).

use core::fmt;

/// A playing strength from 1 (weakest) to 8 (strongest).
///
/// ```
/// use roque_engine::Level;
/// let level = Level::new(3)?;
/// assert_eq!(level.number(), 3);
/// assert!(Level::new(9).is_err());
/// assert!(Level::WEAKEST.settings().noise_cp > Level::STRONGEST.settings().noise_cp);
/// # Ok::<_, roque_engine::LevelError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// A level outside 1 to 8.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelError {
    /// The number that was asked for.
    pub asked: i64,
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "level {} does not exist: levels go from {} to {}",
            self.asked,
            Level::WEAKEST.0,
            Level::STRONGEST.0
        )
    }
}

impl std::error::Error for LevelError {}

/// How a level plays: the limits and noise it applies on top of the caller's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelSettings {
    /// The deepest iteration, in plies.
    pub max_depth: u32,
    /// The most nodes per move, if capped.
    pub max_nodes: Option<u64>,
    /// Standard deviation of the noise added to each root move's score, in centipawns.
    pub noise_cp: i32,
    /// Per cent of moves chosen at random (among those that do not allow
    /// mate in one).
    pub random_move_percent: u32,
    /// The time per move the app should give this level, in milliseconds.
    pub think_time_ms: f64,
}

impl Level {
    /// Level 1, the weakest.
    pub const WEAKEST: Level = Level(1);
    /// Level 8, the strongest.
    pub const STRONGEST: Level = Level(8);

    /// Level `number`, from 1 to 8.
    ///
    /// # Errors
    /// [`LevelError`] for any other number.
    pub fn new(number: i64) -> Result<Level, LevelError> {
        match u8::try_from(number) {
            Ok(n) if (Level::WEAKEST.0..=Level::STRONGEST.0).contains(&n) => Ok(Level(n)),
            _ => Err(LevelError { asked: number }),
        }
    }

    /// Every level, weakest first.
    pub fn all() -> impl Iterator<Item = Level> {
        (Level::WEAKEST.0..=Level::STRONGEST.0).map(Level)
    }

    /// The level's number, 1 to 8.
    pub fn number(self) -> u8 {
        self.0
    }

    /// How this level plays (see the table in the module documentation).
    pub fn settings(self) -> LevelSettings {
        let (max_depth, max_nodes, noise_cp, random_move_percent, think_time_ms) = match self.0 {
            1 => (1, Some(1_000), 280, 20, 300.0),
            2 => (2, Some(5_000), 180, 12, 400.0),
            3 => (3, Some(15_000), 120, 7, 500.0),
            4 => (3, Some(30_000), 80, 4, 600.0),
            5 => (4, Some(80_000), 50, 2, 800.0),
            6 => (5, Some(150_000), 35, 1, 1_000.0),
            7 => (7, Some(500_000), 15, 0, 1_500.0),
            _ => (crate::time::MAX_DEPTH, None, 0, 0, 2_000.0),
        };
        LevelSettings {
            max_depth,
            max_nodes,
            noise_cp,
            random_move_percent,
            think_time_ms,
        }
    }
}

impl Default for Level {
    /// The strongest level.
    fn default() -> Level {
        Level::STRONGEST
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_grow_stronger() {
        let settings: Vec<LevelSettings> = Level::all().map(Level::settings).collect();
        assert_eq!(settings.len(), 8);
        for pair in settings.windows(2) {
            assert!(pair[0].max_depth <= pair[1].max_depth);
            assert!(pair[0].noise_cp >= pair[1].noise_cp);
            assert!(pair[0].random_move_percent >= pair[1].random_move_percent);
            assert!(pair[0].think_time_ms <= pair[1].think_time_ms);
        }
        assert!(Level::new(0).is_err() && Level::new(-3).is_err() && Level::new(300).is_err());
        assert_eq!(Level::default(), Level::STRONGEST);
    }
}
