//! Playing strength, from level 1 (a beginner can win) to level 8 (the
//! engine's best within its time).
//!
//! A weaker level searches less deep and fewer nodes and adds noise to its
//! judgement of each move. Levels 1 to 4 err like people (see the `human`
//! module): they prefer natural moves, see too short, and now and then
//! play a natural-looking move at a glance without reading the reply
//! ("oversights"); they never play a flank pawn lunge or a king walk in the
//! opening unless the search finds it clearly better. Levels 5 and 6 now
//! and then play a random move instead. Whatever the level, it never
//! chooses a move that lets the opponent mate at once when another move
//! avoids it: weak, not absurd.
//!
//! | level | depth | nodes     | noise (cp) | natural moves | oversights | random moves | think time |
//! |-------|-------|-----------|------------|---------------|------------|--------------|------------|
//! | 1     | 1     | 3 000     | 70         | yes           | 40 %       | 0 %          | 0.3 s      |
//! | 2     | 2     | 8 000     | 55         | yes           | 25 %       | 0 %          | 0.4 s      |
//! | 3     | 3     | 15 000    | 45         | yes           | 14 %       | 0 %          | 0.5 s      |
//! | 4     | 3     | 30 000    | 35         | yes           | 6 %        | 0 %          | 0.6 s      |
//! | 5     | 4     | 80 000    | 50         | no            | 0 %        | 2 %          | 0.8 s      |
//! | 6     | 5     | 150 000   | 35         | no            | 0 %        | 1 %          | 1 s        |
//! | 7     | 7     | 500 000   | 15         | no            | 0 %        | 0 %          | 1.5 s      |
//! | 8     | —     | —         | 0          | no            | 0 %        | 0 %          | 2 s        |
//!
//! "Noise" is the standard deviation of a random amount added to each root
//! move's score once per search; "natural moves" adds to it how natural the
//! move looks; "think time" is the time per move the app gives that level
//! (the node and depth caps usually end the search first).

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
    /// How much the choice leans towards natural-looking moves (developing,
    /// central, castling, checks, captures), in per cent of their
    /// naturalness in centipawns; 0 for the levels that do not play like
    /// people.
    pub natural_weight_percent: u32,
    /// Per cent of moves played at a glance: the most natural-looking move
    /// and what it takes at once, without reading the reply.
    pub oversight_percent: u32,
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
        // The weak levels play like people: natural moves, oversights.
        let human =
            |max_depth, max_nodes, noise_cp, oversight_percent, think_time_ms| LevelSettings {
                max_depth,
                max_nodes: Some(max_nodes),
                noise_cp,
                random_move_percent: 0,
                natural_weight_percent: 100,
                oversight_percent,
                think_time_ms,
            };
        let engine =
            |max_depth, max_nodes, noise_cp, random_move_percent, think_time_ms| LevelSettings {
                max_depth,
                max_nodes,
                noise_cp,
                random_move_percent,
                natural_weight_percent: 0,
                oversight_percent: 0,
                think_time_ms,
            };
        match self.0 {
            1 => human(1, 3_000, 70, 40, 300.0),
            2 => human(2, 8_000, 55, 25, 400.0),
            3 => human(3, 15_000, 45, 14, 500.0),
            4 => human(3, 30_000, 35, 6, 600.0),
            5 => engine(4, Some(80_000), 50, 2, 800.0),
            6 => engine(5, Some(150_000), 35, 1, 1_000.0),
            7 => engine(7, Some(500_000), 15, 0, 1_500.0),
            _ => engine(crate::time::MAX_DEPTH, None, 0, 0, 2_000.0),
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
            assert!(pair[0].max_nodes.unwrap_or(u64::MAX) <= pair[1].max_nodes.unwrap_or(u64::MAX));
            assert!(pair[0].oversight_percent >= pair[1].oversight_percent);
            assert!(pair[0].think_time_ms <= pair[1].think_time_ms);
            // Noise and random moves shrink within each style.
            if pair[0].natural_weight_percent == pair[1].natural_weight_percent {
                assert!(pair[0].noise_cp >= pair[1].noise_cp);
                assert!(pair[0].random_move_percent >= pair[1].random_move_percent);
            }
        }
        // Levels 1 to 4 play like people, never at random.
        for level in Level::all().take(4) {
            let s = level.settings();
            assert!(
                s.natural_weight_percent > 0 && s.oversight_percent > 0,
                "{level}"
            );
            assert_eq!(s.random_move_percent, 0, "{level}");
        }
        assert!(Level::new(0).is_err() && Level::new(-3).is_err() && Level::new(300).is_err());
        assert_eq!(Level::default(), Level::STRONGEST);
    }
}
