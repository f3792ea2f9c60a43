//! Where to go in a game's record: a plain value, and the ply it leads to.

/// Where to go in the game's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// The starting position.
    First,
    /// One move back.
    Previous,
    /// One move forward.
    Next,
    /// The live position, after the last move.
    Last,
    /// The position after this many moves (plies); beyond the last move
    /// means the live position.
    Ply(usize),
}

impl Nav {
    /// The ply this leads to from the shown ply `shown`, in a game of
    /// `last` plies.
    pub fn target(self, shown: usize, last: usize) -> usize {
        match self {
            Nav::First => 0,
            Nav::Previous => shown.saturating_sub(1),
            Nav::Next => shown.saturating_add(1).min(last),
            Nav::Last => last,
            Nav::Ply(ply) => ply.min(last),
        }
    }
}
