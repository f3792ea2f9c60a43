//! The transposition table: what earlier searches learnt about positions,
//! keyed by Zobrist hash, in a fixed amount of memory.
//!
//! Each bucket holds two entries: one kept for the deepest search of its
//! positions, one always replaced by the latest. Mate scores are stored
//! relative to the node (not the root), since the same position may be
//! reached at another distance from the root later.

use crate::score::MATE_BOUND;
use roque_rules::{Move, Role, Square};

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The exact value (a PV node).
    Exact,
    /// The value is at least this (the search failed high: a cut).
    Lower,
    /// The value is at most this (no move reached alpha).
    Upper,
}

impl Bound {
    /// What a search of the window (`original_alpha`, `beta`) learnt when it
    /// returned `best` and had raised alpha to `alpha`.
    pub(crate) fn of_search(best: i32, original_alpha: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }
}

/// One stored search result.
#[derive(Clone, Copy, Debug, Default)]
struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    eval: i16,
    depth: i8,
    /// Bits 0-1: the bound (0 means empty); bits 2-7: the generation.
    flags: u8,
}

/// What a probe found, with the score made relative to the root again.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub mv: Option<Move>,
    pub score: i32,
    pub eval: i32,
    pub depth: i32,
    pub bound: Bound,
}

impl Hit {
    /// The stored score, when its bound settles the window
    /// `alpha`..`beta`: exact, or a bound already outside the window.
    #[inline]
    pub(crate) fn cutoff(&self, alpha: i32, beta: i32) -> Option<i32> {
        let usable = match self.bound {
            Bound::Exact => true,
            Bound::Lower => self.score >= beta,
            Bound::Upper => self.score <= alpha,
        };
        usable.then_some(self.score)
    }
}

#[derive(Clone, Copy, Debug, Default)]
struct Bucket {
    deep: Entry,
    recent: Entry,
}

/// A fixed-size hash table of search results.
#[derive(Clone, Debug)]
pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    generation: u8,
}

const BUCKET_BYTES: usize = core::mem::size_of::<Bucket>();

impl TranspositionTable {
    /// A table of at most `megabytes` MiB (at least one bucket). If the
    /// memory cannot be had, a smaller table is made instead of failing.
    pub fn new(megabytes: usize) -> TranspositionTable {
        let wanted = megabytes.saturating_mul(1 << 20) / BUCKET_BYTES;
        // A power of two, so that a hash maps to a bucket with a mask.
        let mut count = if wanted <= 1 {
            1
        } else {
            1usize << (usize::BITS - 1 - wanted.leading_zeros())
        };
        loop {
            let mut buckets = Vec::new();
            if buckets.try_reserve_exact(count).is_ok() {
                buckets.resize(count, Bucket::default());
                return TranspositionTable {
                    buckets,
                    generation: 0,
                };
            }
            if count == 1 {
                return TranspositionTable {
                    buckets,
                    generation: 0,
                };
            }
            count /= 2;
        }
    }

    /// The size in MiB (rounded down).
    pub fn megabytes(&self) -> usize {
        (self.buckets.len() * BUCKET_BYTES) >> 20
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.buckets.fill(Bucket::default());
        self.generation = 0;
    }

    /// Marks the start of a new search, so that older entries give way first.
    pub(crate) fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 0x3f;
    }

    fn bucket_index(&self, key: u64) -> usize {
        (key as usize) & (self.buckets.len().saturating_sub(1))
    }

    /// What is known about the position with hash `key`, at `ply` from the root.
    pub(crate) fn probe(&self, key: u64, ply: usize) -> Option<Hit> {
        let bucket = self.buckets.get(self.bucket_index(key))?;
        let entry = [bucket.deep, bucket.recent]
            .into_iter()
            .find(|e| e.flags & 3 != 0 && e.key == key)?;
        let bound = match entry.flags & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            mv: unpack_move(entry.mv),
            score: score_from_table(i32::from(entry.score), ply),
            eval: i32::from(entry.eval),
            depth: i32::from(entry.depth),
            bound,
        })
    }

    /// Stores a search result for the position with hash `key`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn store(
        &mut self,
        key: u64,
        ply: usize,
        mv: Option<Move>,
        score: i32,
        eval: i32,
        depth: i32,
        bound: Bound,
    ) {
        let generation = self.generation;
        let index = self.bucket_index(key);
        let Some(bucket) = self.buckets.get_mut(index) else {
            return;
        };
        let bound_bits = match bound {
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let depth = depth.clamp(-1, i32::from(i8::MAX)) as i8;
        let slot = if bucket.deep.key == key
            || bucket.deep.flags & 3 == 0
            || bucket.deep.flags >> 2 != generation
            || depth >= bucket.deep.depth
        {
            &mut bucket.deep
        } else {
            &mut bucket.recent
        };
        // Keep the known best move when this result brings none.
        let packed = match mv {
            Some(mv) => pack_move(mv),
            None if slot.key == key => slot.mv,
            None => 0,
        };
        *slot = Entry {
            key,
            mv: packed,
            score: score_to_table(score, ply).clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            eval: eval.clamp(i16::MIN.into(), i16::MAX.into()) as i16,
            depth,
            flags: bound_bits | (generation << 2),
        };
    }

    /// How full the table is, in permille, judged from its first buckets
    /// (the UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = self.buckets.iter().take(500);
        let mut used: u32 = 0;
        let mut seen: u32 = 0;
        for bucket in sample {
            for entry in [bucket.deep, bucket.recent] {
                seen += 1;
                if entry.flags & 3 != 0 && entry.flags >> 2 == self.generation {
                    used += 1;
                }
            }
        }
        (used * 1000).checked_div(seen).unwrap_or(0)
    }
}

/// A mate score made relative to the node, for storing.
fn score_to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > MATE_BOUND {
        score + ply
    } else if score < -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

/// A stored mate score made relative to the root again.
fn score_from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > MATE_BOUND {
        score - ply
    } else if score < -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

/// A move in 16 bits: from (6), to (6), promotion (3; 0 for none).
/// 0 is never a move (a1 to a1).
fn pack_move(mv: Move) -> u16 {
    let promotion = match mv.promotion {
        None => 0,
        Some(role) => role.index() as u16,
    };
    (mv.from as u16) | ((mv.to as u16) << 6) | (promotion << 12)
}

fn unpack_move(bits: u16) -> Option<Move> {
    if bits == 0 {
        return None;
    }
    let from = Square::from_index((bits & 63) as u8)?;
    let to = Square::from_index(((bits >> 6) & 63) as u8)?;
    let promotion = match bits >> 12 {
        0 => None,
        index => Some(Role::from_index(usize::from(index))?),
    };
    Some(Move {
        from,
        to,
        promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::MATE;

    #[test]
    fn moves_pack_and_unpack() {
        for mv in [
            Move::new(Square::E2, Square::E4),
            Move::new(Square::H8, Square::A1),
            Move::with_promotion(Square::B7, Square::A8, Role::Knight),
            Move::with_promotion(Square::G2, Square::G1, Role::Queen),
        ] {
            assert_eq!(unpack_move(pack_move(mv)), Some(mv));
        }
    }

    #[test]
    fn stores_and_finds_with_mate_distance_adjusted() {
        let mut tt = TranspositionTable::new(1);
        let mv = Move::new(Square::D1, Square::H5);
        // Mate found 3 plies below a node that is itself 4 plies from the root.
        tt.store(42, 4, Some(mv), MATE - 7, 10, 5, Bound::Exact);
        // Reached again 2 plies from the root: the mate is 2 plies nearer.
        let hit = tt.probe(42, 2).expect("stored");
        assert_eq!(hit.score, MATE - 5);
        assert_eq!(hit.mv, Some(mv));
        assert_eq!(hit.depth, 5);
        assert_eq!(hit.bound, Bound::Exact);
        assert!(tt.probe(43, 0).is_none());
        tt.clear();
        assert!(tt.probe(42, 0).is_none());
    }

    #[test]
    fn size_is_bounded_and_never_zero() {
        assert!(TranspositionTable::new(0).buckets.len() == 1);
        let tt = TranspositionTable::new(4);
        assert!(tt.megabytes() <= 4 && tt.megabytes() >= 2);
        assert!(tt.buckets.len().is_power_of_two());
    }
}
