//! Correction history: how far the static evaluation has stood from the
//! search's own score in positions with the same pawns, remembered per side
//! to move and pawn structure, and added to the evaluation wherever the
//! search prunes on it.
//!
//! A hand-written evaluation is wrong in the same direction for a given
//! pawn structure (a blocked centre it over-rates, a weakened king side it
//! under-rates) for many positions in a row of a game; the search's
//! results say by how much, and the next nodes with those pawns are judged
//! less wrongly. The pruning that leans on the static evaluation (reverse
//! futility, futility, the null move's condition, the quiescence's stand
//! pat) then errs less.

use roque_rules::{Color, Position, Role};

/// Buckets per side to move (a power of two).
const SIZE: usize = 16_384;
/// The table's fixed point: an entry holds centipawns times this.
const GRAIN: i32 = 256;
/// The largest correction, in centipawns.
const LIMIT_CP: i32 = 64;
/// A new result's weight, out of [`WEIGHT_TOTAL`], grows with the depth
/// that found it, up to [`WEIGHT_MAX`].
const WEIGHT_TOTAL: i32 = 1024;
const WEIGHT_MAX: i32 = 128;

/// The corrections, per side to move and pawn structure.
pub(crate) struct CorrectionHistory {
    table: Vec<i32>,
}

impl CorrectionHistory {
    pub fn new() -> CorrectionHistory {
        CorrectionHistory {
            table: vec![0; 2 * SIZE],
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.table.fill(0);
    }

    fn index(position: &Position) -> usize {
        let board = position.board();
        let pawns = board.by_role(Role::Pawn);
        let white = (pawns & board.by_color(Color::White)).0;
        let black = (pawns & board.by_color(Color::Black)).0;
        // Two odd multipliers, summed: the top bits depend on every pawn.
        let mixed = white
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .wrapping_add(black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F));
        let bucket = (mixed >> (64 - SIZE.trailing_zeros())) as usize;
        position.turn().index() * SIZE + bucket
    }

    /// `eval` (the side to move's static evaluation of `position`) with its
    /// pawn structure's correction added.
    pub fn corrected(&self, position: &Position, eval: i32) -> i32 {
        let entry = self.table.get(Self::index(position)).copied().unwrap_or(0);
        eval + entry / GRAIN
    }

    /// Learns from a search of `position` to `depth` that scored `score`
    /// where the uncorrected static evaluation said `eval` (both for the
    /// side to move, neither a mate).
    pub fn learn(&mut self, position: &Position, depth: i32, eval: i32, score: i32) {
        let Some(entry) = self.table.get_mut(Self::index(position)) else {
            return;
        };
        let target = (score - eval).clamp(-LIMIT_CP, LIMIT_CP) * GRAIN;
        let weight = (depth * depth + 2 * depth + 1).min(WEIGHT_MAX);
        let blended = (*entry * (WEIGHT_TOTAL - weight) + target * weight) / WEIGHT_TOTAL;
        *entry = blended.clamp(-LIMIT_CP * GRAIN, LIMIT_CP * GRAIN);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn learns_towards_the_search_and_stays_within_its_limit() {
        let position = Position::default();
        let mut history = CorrectionHistory::new();
        assert_eq!(history.corrected(&position, 10), 10);
        for _ in 0..200 {
            history.learn(&position, 10, 0, 40);
        }
        let corrected = history.corrected(&position, 0);
        assert!((35..=40).contains(&corrected), "{corrected}");
        for _ in 0..200 {
            history.learn(&position, 10, 0, 1_000);
        }
        // Near the limit, never past it (the blend rounds down).
        let corrected = history.corrected(&position, 0);
        assert!(
            (LIMIT_CP - 2..=LIMIT_CP).contains(&corrected),
            "{corrected}"
        );
        // The other side to move, with the same pawns, learnt nothing.
        let black = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")
            .expect("a FEN");
        assert_eq!(history.corrected(&black, 5), 5);
        history.clear();
        assert_eq!(history.corrected(&position, 0), 0);
    }
}
