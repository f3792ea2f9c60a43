//! Playing strength, from level 1 (it hangs a piece now and then) to level 8 (the
//! engine's best within its time).
//!
//! Every level below 8 errs as a person of its strength does (see the
//! `human` module), never by dice: it searches fewer nodes, judges each
//! move with some noise and leans towards natural-looking moves
//! (developing, central, castling, checks, captures). Levels 1 and 2 also
//! search shallow and now and then play a natural-looking move at a glance
//! without reading the reply (an "oversight", how people hang pieces). The
//! weaker the level, the shorter its sight, the noisier its judgement, the
//! more it trusts how a move looks. None plays a flank pawn lunge or a king
//! walk in the opening unless the search finds it clearly better. Whatever
//! the level, it never chooses a move that lets the opponent mate at once
//! when another move avoids it: weak, not absurd.
//!
//! Two ways of choosing: levels 1 and 2, which play at a glance now and
//! then, score every root move exactly and choose afterwards; levels 3 to
//! 7 weigh their choice within the search ([`LevelSettings::weighs_in_search`]),
//! as cheaply per node as level 8, and so from far fewer nodes.
//!
//! | level | depth | nodes     | noise (cp) | natural moves | oversights | think time |
//! |-------|-------|-----------|------------|---------------|------------|------------|
//! | 1     | 4     | 25 000    | 22         | 100 %         | 3 %        | 0.3 s      |
//! | 2     | 5     | 50 000    | 17         | 100 %         | 2 %        | 0.4 s      |
//! | 3     | —     | 6 000     | 17         | 28 %          | 0 %        | 0.5 s      |
//! | 4     | —     | 16 000    | 13         | 20 %          | 0 %        | 0.6 s      |
//! | 5     | —     | 45 000    | 12         | 16 %          | 0 %        | 0.8 s      |
//! | 6     | —     | 120 000   | 9          | 11 %          | 0 %        | 1 s        |
//! | 7     | —     | 400 000   | 7          | 9 %           | 0 %        | 1.5 s      |
//! | 8     | —     | —         | 0          | 0 %           | 0 %        | 2 s        |
//!
//! "Noise" is the standard deviation of a random amount added to each root
//! move's score once per search (at levels 1 and 2 at least 40 cp in the
//! opening, so that they vary their openings); "natural moves" is how much
//! of a move's naturalness (in centipawns) is added to its score;
//! "oversights" is the share of moves played at a glance; "think time" is
//! the time per move the app gives that level (the node and depth caps
//! usually end the search first). The ladder these settings give, each
//! level against the next, is measured in the crate's README.

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
    /// How much the choice leans towards natural-looking moves (developing,
    /// central, castling, checks, captures), in per cent of their
    /// naturalness in centipawns; 0 at full strength.
    pub natural_weight_percent: u32,
    /// Per cent of moves played at a glance: the most natural-looking move
    /// and what it takes at once, without reading the reply.
    pub oversight_percent: u32,
    /// The time per move the app should give this level, in milliseconds.
    pub think_time_ms: f64,
}

impl LevelSettings {
    /// Whether the level chooses among its root moves as a person does
    /// (noise, naturalness or oversights), for which the search must score
    /// every root move; otherwise it plays its search's best.
    pub fn errs_like_a_person(&self) -> bool {
        self.noise_cp > 0 || self.natural_weight_percent > 0 || self.oversight_percent > 0
    }

    /// Whether the level's leaning and noise are weighed within the search
    /// (added to each root move's score, the noise drawn once per search),
    /// which then scores only its choice exactly, as cheaply per node as at
    /// full strength: every level that errs but never plays at a glance
    /// (a glance needs every move's score).
    pub fn weighs_in_search(&self) -> bool {
        self.errs_like_a_person() && self.oversight_percent == 0
    }
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
        let level = |max_depth,
                     max_nodes,
                     noise_cp,
                     natural_weight_percent,
                     oversight_percent,
                     think_time_ms| LevelSettings {
            max_depth,
            max_nodes,
            noise_cp,
            natural_weight_percent,
            oversight_percent,
            think_time_ms,
        };
        match self.0 {
            1 => level(4, Some(25_000), 22, 100, 3, 300.0),
            2 => level(5, Some(50_000), 17, 100, 2, 400.0),
            3 => level(crate::time::MAX_DEPTH, Some(6_000), 17, 28, 0, 500.0),
            4 => level(crate::time::MAX_DEPTH, Some(16_000), 13, 20, 0, 600.0),
            5 => level(crate::time::MAX_DEPTH, Some(45_000), 12, 16, 0, 800.0),
            6 => level(crate::time::MAX_DEPTH, Some(120_000), 9, 11, 0, 1_000.0),
            7 => level(crate::time::MAX_DEPTH, Some(400_000), 7, 9, 0, 1_500.0),
            _ => level(crate::time::MAX_DEPTH, None, 0, 0, 0, 2_000.0),
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
            let (weaker, stronger) = (pair[0], pair[1]);
            // The levels that weigh their choice within the search come
            // above those that choose among exact scores; that search is
            // so much cheaper per node that its depth and node caps start
            // again from low.
            let full_strength = !stronger.errs_like_a_person();
            assert!(full_strength || weaker.weighs_in_search() <= stronger.weighs_in_search());
            if full_strength || weaker.weighs_in_search() == stronger.weighs_in_search() {
                assert!(weaker.max_depth <= stronger.max_depth);
                assert!(
                    weaker.max_nodes.unwrap_or(u64::MAX) <= stronger.max_nodes.unwrap_or(u64::MAX)
                );
            }
            assert!(weaker.noise_cp >= stronger.noise_cp);
            assert!(weaker.natural_weight_percent >= stronger.natural_weight_percent);
            assert!(weaker.oversight_percent >= stronger.oversight_percent);
            assert!(weaker.think_time_ms <= stronger.think_time_ms);
        }
        // Every level below the strongest errs like a person: it trusts
        // how moves look, and judges with noise; the strongest plays its
        // search's best.
        for level in Level::all() {
            let s = level.settings();
            let human = level != Level::STRONGEST;
            assert_eq!(s.errs_like_a_person(), human, "{level}");
            assert_eq!(s.natural_weight_percent > 0, human, "{level}");
            assert_eq!(s.noise_cp > 0, human, "{level}");
        }
        assert!(Level::new(0).is_err() && Level::new(-3).is_err() && Level::new(300).is_err());
        assert_eq!(Level::default(), Level::STRONGEST);
    }
}
