//! The evaluation's tunable terms, each a place in one flat table of
//! (middlegame, endgame) weights ([`super::weights`]), and the record of
//! which terms a position uses ([`Features`]), for the tuner
//! (`examples/tune.rs`).
//!
//! The layout is written once, here: the evaluation reads its weights by
//! these indices, the trace counts by them, and the tuner writes the table
//! back in this order.

use roque_rules::{Color, Position};

use super::{Pair, MAX_PHASE};

/// Material, by role (pawn first; the king's place is unused).
pub const MATERIAL: usize = 0;
/// Piece-square values, by role then square from the owner's side (a1 = 0).
pub const PST: usize = MATERIAL + 6;
/// Mobility, by the number of squares reached: knight (0–8), bishop
/// (0–13), rook (0–14), queen (0–27).
pub const MOBILITY: [usize; 4] = [
    PST + 6 * 64,
    PST + 6 * 64 + 9,
    PST + 6 * 64 + 9 + 14,
    PST + 6 * 64 + 9 + 14 + 15,
];
/// How many squares each mobile role can reach at most (knight, bishop,
/// rook, queen).
pub const MOBILITY_MAX: [usize; 4] = [8, 13, 14, 27];
/// A pawn with another of its colour ahead on its file.
pub const DOUBLED: usize = MOBILITY[3] + 28;
/// A pawn with none of its colour on the files beside it.
pub const ISOLATED: usize = DOUBLED + 1;
/// A pawn defended by a pawn.
pub const SUPPORTED: usize = ISOLATED + 1;
/// A pawn with a pawn of its colour beside it.
pub const PHALANX: usize = SUPPORTED + 1;
/// A passed pawn, by its rank from its own side (0 = first rank).
pub const PASSED: usize = PHALANX + 1;
/// A passed pawn whose next square is occupied, by rank.
pub const PASSED_BLOCKED: usize = PASSED + 8;
/// Two bishops or more.
pub const BISHOP_PAIR: usize = PASSED_BLOCKED + 8;
/// A rook on a file without pawns.
pub const ROOK_OPEN_FILE: usize = BISHOP_PAIR + 1;
/// A rook on a file without pawns of its colour.
pub const ROOK_SEMI_OPEN_FILE: usize = ROOK_OPEN_FILE + 1;
/// A piece attacked by an enemy pawn.
pub const THREATENED_BY_PAWN: usize = ROOK_SEMI_OPEN_FILE + 1;
/// A castled king's shield: the pawn in front has stepped up one square.
pub const SHIELD_ADVANCED: usize = THREATENED_BY_PAWN + 1;
/// A castled king's shield: no pawn on the two squares in front.
pub const SHIELD_MISSING: usize = SHIELD_ADVANCED + 1;
/// A file of the castled king's shield without pawns of its colour.
pub const SHIELD_HALF_OPEN_FILE: usize = SHIELD_MISSING + 1;
/// A file of the castled king's shield without any pawn.
pub const SHIELD_OPEN_FILE: usize = SHIELD_HALF_OPEN_FILE + 1;
/// The enemy king's distance to a passed pawn's next square, by the
/// pawn's rank (counted once per square of distance).
pub const PASSED_THEIR_KING: usize = SHIELD_OPEN_FILE + 1;
/// Our king's distance to a passed pawn's next square, by the pawn's rank.
pub const PASSED_OUR_KING: usize = PASSED_THEIR_KING + 8;
/// An attack on the enemy king by two pieces or more, by its strength (the
/// attackers' weights and the king's squares they reach, up to
/// [`KING_ATTACK_MAX`]), with the queen among the attackers' side.
pub const KING_ATTACK: usize = PASSED_OUR_KING + 8;
/// The same, without a queen on the attackers' side.
pub const KING_ATTACK_NO_QUEEN: usize = KING_ATTACK + KING_ATTACK_MAX + 1;
/// The strongest king attack told apart from a weaker one.
pub const KING_ATTACK_MAX: usize = 31;
/// A piece attacked by an enemy knight or bishop, by the piece's role.
pub const THREAT_BY_MINOR: usize = KING_ATTACK_NO_QUEEN + KING_ATTACK_MAX + 1;
/// A piece attacked by an enemy rook, by the piece's role.
pub const THREAT_BY_ROOK: usize = THREAT_BY_MINOR + 6;
/// A piece (not a pawn) attacked and not defended.
pub const HANGING: usize = THREAT_BY_ROOK + 6;
/// A knight on the fourth to sixth rank, defended by a pawn, where no enemy
/// pawn can ever attack it.
pub const KNIGHT_OUTPOST: usize = HANGING + 1;
/// A bishop on such a square.
pub const BISHOP_OUTPOST: usize = KNIGHT_OUTPOST + 1;
/// The side to move.
pub const TEMPO: usize = BISHOP_OUTPOST + 1;
/// How many weights there are.
pub const COUNT: usize = TEMPO + 1;

/// The name of the term at `index`, for the tuner's report and the table's
/// comments.
pub fn name(index: usize) -> &'static str {
    const NAMES: [(usize, &str); 30] = [
        (MATERIAL, "material"),
        (PST, "piece-square"),
        (MOBILITY[0], "knight mobility"),
        (MOBILITY[1], "bishop mobility"),
        (MOBILITY[2], "rook mobility"),
        (MOBILITY[3], "queen mobility"),
        (DOUBLED, "doubled pawn"),
        (ISOLATED, "isolated pawn"),
        (SUPPORTED, "supported pawn"),
        (PHALANX, "phalanx pawn"),
        (PASSED, "passed pawn"),
        (PASSED_BLOCKED, "blocked passed pawn"),
        (BISHOP_PAIR, "bishop pair"),
        (ROOK_OPEN_FILE, "rook on an open file"),
        (ROOK_SEMI_OPEN_FILE, "rook on a half-open file"),
        (THREATENED_BY_PAWN, "threatened by a pawn"),
        (SHIELD_ADVANCED, "shield pawn advanced"),
        (SHIELD_MISSING, "shield pawn missing"),
        (SHIELD_HALF_OPEN_FILE, "shield file half-open"),
        (SHIELD_OPEN_FILE, "shield file open"),
        (PASSED_THEIR_KING, "passed pawn, the enemy king's distance"),
        (PASSED_OUR_KING, "passed pawn, our king's distance"),
        (KING_ATTACK, "king attack with the queen"),
        (KING_ATTACK_NO_QUEEN, "king attack without the queen"),
        (THREAT_BY_MINOR, "attacked by a minor piece"),
        (THREAT_BY_ROOK, "attacked by a rook"),
        (HANGING, "hanging"),
        (KNIGHT_OUTPOST, "knight outpost"),
        (BISHOP_OUTPOST, "bishop outpost"),
        (TEMPO, "tempo"),
    ];
    NAMES
        .iter()
        .rev()
        .find(|(start, _)| *start <= index)
        .map_or("?", |(_, name)| name)
}

/// What the evaluation sees of its terms while it works: nothing, for
/// play (`()`, which compiles to no code), or every term it used and the
/// parts it did not take from the table, for the tuner ([`Features`]).
pub(super) trait Trace {
    /// `color` has `count` of the term at `index`.
    fn hit(&mut self, color: Color, index: usize, count: i32);
    /// A part of `color`'s score computed by a rule, not read from the table.
    fn fixed(&mut self, color: Color, value: Pair);
}

impl Trace for () {
    #[inline(always)]
    fn hit(&mut self, _: Color, _: usize, _: i32) {}
    #[inline(always)]
    fn fixed(&mut self, _: Color, _: Pair) {}
}

/// The terms of one position as the evaluation used them, from White's
/// point of view (White's count minus Black's): enough to evaluate the
/// position again with other weights, without the board.
///
/// ```
/// use roque_engine::eval::{features, weights};
/// use roque_rules::Position;
/// let position = Position::from_fen(
///     "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
/// )?;
/// let terms = features(&position).expect("not a dead position");
/// let table: Vec<[f64; 2]> = weights().iter().map(|&[mg, eg]| [f64::from(mg), f64::from(eg)]).collect();
/// // The same value as the evaluation itself, but for its rounding.
/// let again = terms.white_view(&table);
/// assert!((again - f64::from(roque_engine::evaluate(&position))).abs() <= 2.0);
/// # Ok::<_, roque_rules::FenError>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// The game phase, from 0 (no pieces) to 24 (all of them).
    pub phase: i32,
    /// The factor out of 64 applied to the endgame half.
    pub scale: i32,
    /// The parts computed by rules (the rule of the square), White's minus
    /// Black's, (middlegame, endgame).
    pub fixed: [i32; 2],
    /// Driving a bare king to the edge, from White's view (endgame, after
    /// the scale).
    pub mop_up: i32,
    /// Each term used, with White's count minus Black's; none is zero.
    pub counts: Vec<(u16, i16)>,
}

impl Features {
    /// The evaluation from White's point of view with `weights` (one
    /// (middlegame, endgame) pair per term, in [`COUNT`] places), without
    /// rounding.
    pub fn white_view(&self, weights: &[[f64; 2]]) -> f64 {
        let (mut mg, mut eg) = (f64::from(self.fixed[0]), f64::from(self.fixed[1]));
        for &(index, count) in &self.counts {
            let [w_mg, w_eg] = weights.get(usize::from(index)).copied().unwrap_or_default();
            mg += w_mg * f64::from(count);
            eg += w_eg * f64::from(count);
        }
        let eg = eg * f64::from(self.scale) / 64.0 + f64::from(self.mop_up);
        let phase = f64::from(self.phase);
        (mg * phase + eg * (f64::from(MAX_PHASE) - phase)) / f64::from(MAX_PHASE)
    }

    /// How much the White's-view evaluation moves per unit of each weight
    /// used, (middlegame, endgame): what the tuner's gradient needs.
    pub fn slopes(&self) -> impl Iterator<Item = (usize, f64, f64)> + '_ {
        let phase = f64::from(self.phase);
        let max = f64::from(MAX_PHASE);
        let mg = phase / max;
        let eg = (max - phase) / max * f64::from(self.scale) / 64.0;
        self.counts.iter().map(move |&(index, count)| {
            let count = f64::from(count);
            (usize::from(index), mg * count, eg * count)
        })
    }
}

/// The counting trace behind [`Features`].
pub(super) struct Counter {
    counts: Vec<i32>,
    fixed: Pair,
}

impl Counter {
    pub(super) fn new() -> Counter {
        Counter {
            counts: vec![0; COUNT],
            fixed: Pair::default(),
        }
    }

    pub(super) fn finish(self, phase: i32, scale: i32, mop_up: i32) -> Features {
        let counts = self
            .counts
            .iter()
            .enumerate()
            .filter(|(_, &count)| count != 0)
            .filter_map(|(index, &count)| {
                Some((u16::try_from(index).ok()?, i16::try_from(count).ok()?))
            })
            .collect();
        Features {
            phase,
            scale,
            fixed: [self.fixed.mg, self.fixed.eg],
            mop_up,
            counts,
        }
    }
}

impl Trace for Counter {
    fn hit(&mut self, color: Color, index: usize, count: i32) {
        if let Some(slot) = self.counts.get_mut(index) {
            *slot += color.fold(count, -count);
        }
    }

    fn fixed(&mut self, color: Color, value: Pair) {
        match color {
            Color::White => self.fixed.add(value),
            Color::Black => self.fixed.sub(value),
        }
    }
}

/// The terms `position`'s evaluation uses, or `None` for a dead position
/// (which scores 0 whatever the weights).
pub fn features(position: &Position) -> Option<Features> {
    super::traced(position)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The weights as the tuner reads them.
    fn table() -> Vec<[f64; 2]> {
        super::super::weights()
            .iter()
            .map(|&[mg, eg]| [f64::from(mg), f64::from(eg)])
            .collect()
    }

    #[test]
    fn every_term_has_a_place_and_a_name() {
        assert_eq!(super::super::weights().len(), COUNT);
        assert_eq!(MOBILITY[3] + MOBILITY_MAX[3] + 1, DOUBLED);
        for (slot, start) in MOBILITY.iter().enumerate() {
            assert_eq!(name(*start), name(start + MOBILITY_MAX[slot]));
        }
        for index in 0..COUNT {
            assert_ne!(name(index), "?", "{index}");
        }
        assert_eq!(name(PST + 5 * 64 + 63), "piece-square");
        assert_eq!(name(TEMPO), "tempo");
    }

    /// The trace gives back the evaluation: the same terms, the same
    /// weights, the same value but for the integer rounding.
    #[test]
    fn the_terms_give_back_the_evaluation() {
        let table = table();
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bq1rk1/ppp2ppp/2n2n2/3pp3/1bPP4/2N1PN2/PP2BPPP/R2QKB1R w KQ - 0 7",
            "6k1/5ppp/8/3P4/8/8/5PPP/6K1 b - - 0 1",
            "8/8/4k3/8/2P5/8/8/4K2R b K - 0 1",
            "5Q2/5P2/6K1/8/5B2/8/4k3/8 w - - 1 73",
            "2r3k1/1q3ppp/p3p3/1p1pP3/3P1P2/P1Q5/1P4PP/2R3K1 w - - 0 30",
            "4k3/8/8/8/8/8/8/1RB1K1r1 w - - 0 1",
        ] {
            let position = Position::from_fen(fen).expect("test FEN");
            let terms = features(&position).expect("a live position");
            let white = terms.white_view(&table);
            let own = position.turn().fold(white, -white);
            let eval = f64::from(super::super::evaluate(&position));
            assert!((own - eval).abs() <= 2.0, "{fen}: {own} against {eval}");
            assert!(terms.counts.iter().all(|&(_, count)| count != 0));
        }
        let dead = Position::from_fen("8/8/4k3/8/8/3KB3/8/8 w - - 0 1").expect("test FEN");
        assert_eq!(features(&dead), None);
    }

    /// The slopes the tuner follows are those of `white_view`.
    #[test]
    fn the_slopes_are_the_derivatives() {
        let table = table();
        let position =
            Position::from_fen("2r3k1/1q3ppp/p3p3/1p1pP3/3P1P2/P1Q5/1P4PP/2R3K1 w - - 0 30")
                .expect("test FEN");
        let terms = features(&position).expect("a live position");
        let base = terms.white_view(&table);
        for (index, mg, eg) in terms.slopes() {
            for (half, slope) in [(0, mg), (1, eg)] {
                let mut moved = table.clone();
                moved[index][half] += 1.0;
                let change = terms.white_view(&moved) - base;
                assert!(
                    (change - slope).abs() < 1e-9,
                    "{index}/{half}: {change} against {slope}"
                );
            }
        }
    }
}
