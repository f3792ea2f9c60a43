//! Scores: centipawns inside the search, with mates encoded by distance, and
//! the [`Score`] the outside world sees (centipawns or "mate in n").

use core::fmt;

/// Above every reachable score: the window a search starts with.
pub(crate) const INFINITY: i32 = 32_000;
/// The score of delivering mate now (at ply 0). A mate found `p` plies from
/// the root scores `MATE - p`, so that shorter mates score higher.
pub(crate) const MATE: i32 = 31_000;
/// Scores beyond this (in absolute value) are mates; evaluations stay far below.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
/// The score of a draw.
pub(crate) const DRAW: i32 = 0;

/// Whether `value` says a mate is on the board, for either side.
#[inline]
pub(crate) fn is_mate(value: i32) -> bool {
    value.abs() > MATE_BOUND
}

/// The score of being mated `ply` plies from the root.
#[inline]
pub(crate) fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// A search result as people and UCI read it, from the point of view of the
/// side to move at the root.
///
/// ```
/// use roque_engine::Score;
/// assert_eq!(Score::Centipawns(35).to_string(), "cp 35");
/// assert_eq!(Score::Mate(-2).to_string(), "mate -2");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// An advantage in hundredths of a pawn (positive: the side to move is better).
    Centipawns(i32),
    /// A forced mate in this many moves: positive when the side to move
    /// mates, negative when it is mated (`Mate(0)`: it is mated now).
    Mate(i32),
}

impl Score {
    /// Reads a search value (centipawns, or a mate encoded by distance).
    pub(crate) fn from_value(value: i32) -> Score {
        if value > MATE_BOUND {
            let plies = MATE - value;
            Score::Mate((plies + 1) / 2)
        } else if value < -MATE_BOUND {
            let plies = MATE + value;
            Score::Mate(-(plies / 2))
        } else {
            Score::Centipawns(value)
        }
    }

    /// A comparable number: centipawns, or far beyond any centipawn value for
    /// a mate (the nearer the mate, the further), from the side to move's view.
    pub fn as_value(self) -> i32 {
        match self {
            Score::Centipawns(cp) => cp,
            Score::Mate(moves) if moves > 0 => MATE - (2 * moves - 1),
            Score::Mate(moves) => -MATE + 2 * (-moves),
        }
    }

    /// This score from the other side's point of view.
    pub fn flipped(self) -> Score {
        match self {
            Score::Centipawns(cp) => Score::Centipawns(-cp),
            // Mating in n from one side is being mated in n from the other;
            // "mated now" (0) stays at the edge.
            Score::Mate(moves) => Score::Mate(-moves),
        }
    }
}

impl fmt::Display for Score {
    /// The UCI form: `cp 35`, `mate 3`, `mate -2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Score::Centipawns(cp) => write!(f, "cp {cp}"),
            Score::Mate(moves) => write!(f, "mate {moves}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mates_read_in_moves() {
        // Mate delivered on the first ply: mate in 1.
        assert_eq!(Score::from_value(MATE - 1), Score::Mate(1));
        // Our mating move on ply 3: mate in 2.
        assert_eq!(Score::from_value(MATE - 3), Score::Mate(2));
        // Mated on ply 2 (after our move and theirs): mated in 1.
        assert_eq!(Score::from_value(-MATE + 2), Score::Mate(-1));
        assert_eq!(Score::from_value(-MATE), Score::Mate(0));
        assert_eq!(Score::from_value(123), Score::Centipawns(123));
    }

    #[test]
    fn values_round_trip_and_order() {
        for value in [MATE - 1, MATE - 5, -MATE + 2, -MATE + 6, 0, 250, -999] {
            assert_eq!(Score::from_value(value).as_value(), value);
        }
        assert!(Score::Mate(1).as_value() > Score::Mate(3).as_value());
        assert!(Score::Mate(3).as_value() > Score::Centipawns(5_000).as_value());
        assert!(Score::Mate(-1).as_value() < Score::Mate(-4).as_value());
        assert_eq!(Score::Mate(2).flipped(), Score::Mate(-2));
    }
}
