//! The static evaluation: how good a position looks without searching, in
//! centipawns from the side to move's point of view.
//!
//! Every term has a middlegame and an endgame weight; the two totals are
//! blended by how much material is left (a "tapered" evaluation), so that a
//! king that hides in the middlegame walks to the centre in the endgame.
//!
//! Terms: material and piece-square tables, mobility, king safety
//! (attackers near the king, pawn shield), pawn structure (passed, doubled,
//! isolated, supported pawns, the kings' distances to passed pawns), bishop
//! pair, rooks on open files, threats (pieces attacked by pawns, minor
//! pieces or rooks; hanging pieces), outposts, and endgame knowledge (dead
//! positions, endings no side can win, driving a lone king to the edge).
//!
//! The weights of the linear terms are one table ([`weights`], laid out in
//! [`features`]), fitted to Stockfish's scores of quiet positions by the
//! tuner (`examples/tune.rs`); the rules that are not a sum of weights
//! (the rule of the square, the endgame scale, the mop-up) are written
//! here.

pub mod features;
mod weights;

use roque_rules::{attacks, Bitboard, Color, Position, Role, Square};

pub use features::{features, Features};
use features::{Counter, Trace};

/// The middlegame and endgame halves of a term.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Pair {
    pub(crate) mg: i32,
    pub(crate) eg: i32,
}

impl Pair {
    fn add(&mut self, other: Pair) {
        self.mg += other.mg;
        self.eg += other.eg;
    }
    fn sub(&mut self, other: Pair) {
        self.mg -= other.mg;
        self.eg -= other.eg;
    }
}

/// The weights of the linear terms, (middlegame, endgame), in the order of
/// [`features`]: the table the tuner wrote.
pub fn weights() -> &'static [[i32; 2]; features::COUNT] {
    &weights::WEIGHTS
}

/// One side's score as it is added up, and the trace that watches it.
struct Tally<'t, T: Trace> {
    color: Color,
    score: Pair,
    trace: &'t mut T,
}

impl<T: Trace> Tally<'_, T> {
    /// Adds `count` times the weight of the term at `index`.
    #[inline(always)]
    fn term(&mut self, index: usize, count: i32) {
        let [mg, eg] = weights::WEIGHTS.get(index).copied().unwrap_or_default();
        self.score.mg += mg * count;
        self.score.eg += eg * count;
        self.trace.hit(self.color, index, count);
    }

    /// Adds a part computed by a rule rather than read from the table.
    fn fixed(&mut self, value: Pair) {
        self.score.add(value);
        self.trace.fixed(self.color, value);
    }
}

/// A rough value of each role, for move ordering, exchanges and pruning margins.
pub(crate) const SIMPLE_VALUE: [i32; 6] = [100, 320, 330, 500, 975, 20_000];

/// How much each role counts towards the middlegame (the game phase).
const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The game phase with every piece on the board (see [`phase`]).
pub(crate) const MAX_PHASE: i32 = 24;

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// How far from the edge a file or rank index is: 0 on the edge, 3 in the middle.
const fn centrality(index: usize) -> i32 {
    let i = index as i32;
    if i < 7 - i {
        i
    } else {
        7 - i
    }
}

/// For each colour and square: the squares ahead on the same file.
static FRONT_FILE: [[u64; 64]; 2] = front_spans(false);
/// For each colour and square: the squares ahead on the same and adjacent
/// files (no enemy pawn there: a passed pawn).
static PASSED_SPAN: [[u64; 64]; 2] = front_spans(true);

const fn front_spans(with_adjacent: bool) -> [[u64; 64]; 2] {
    let mut table = [[0u64; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let f = sq % 8;
        let r = sq / 8;
        let mut files = FILE_A << f;
        if with_adjacent {
            if f > 0 {
                files |= FILE_A << (f - 1);
            }
            if f < 7 {
                files |= FILE_A << (f + 1);
            }
        }
        // Ranks strictly above r (White), strictly below r (Black).
        let above = if r == 7 { 0 } else { !0u64 << (8 * (r + 1)) };
        let below = if r == 0 { 0 } else { !0u64 >> (8 * (8 - r)) };
        table[0][sq] = files & above;
        table[1][sq] = files & below;
        sq += 1;
    }
    table
}

/// The squares from which an enemy pawn could one day attack `sq`, a
/// square of `color`'s: ahead of it on the files beside it.
fn outpost_span(color: Color, sq: Square) -> u64 {
    let side = color.index();
    let span = PASSED_SPAN
        .get(side)
        .and_then(|t| t.get(sq as usize))
        .copied();
    let front = FRONT_FILE
        .get(side)
        .and_then(|t| t.get(sq as usize))
        .copied();
    span.unwrap_or(0) & !front.unwrap_or(0)
}

/// The files on either side of each file.
static ADJACENT_FILES: [u64; 8] = {
    let mut table = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            table[f] |= FILE_A << (f - 1);
        }
        if f < 7 {
            table[f] |= FILE_A << (f + 1);
        }
        f += 1;
    }
    table
};

/// King attack weight of each attacking role (knight, bishop, rook, queen).
const ATTACK_WEIGHT: [i32; 4] = [2, 2, 3, 5];

/// The squares `color`'s pawns attack.
fn pawn_attacks(color: Color, pawns: u64) -> u64 {
    match color {
        Color::White => ((pawns & !FILE_A) << 7) | ((pawns & !FILE_H) << 9),
        Color::Black => ((pawns & !FILE_A) >> 9) | ((pawns & !FILE_H) >> 7),
    }
}

/// `sq` seen from White's side: the square itself for White, mirrored for Black.
#[inline]
fn relative_index(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq as usize,
        Color::Black => sq as usize ^ 56,
    }
}

/// The evaluation of `position` in centipawns, from the side to move's view.
///
/// ```
/// use roque_engine::evaluate;
/// use roque_rules::Position;
/// let start = evaluate(&Position::new());
/// assert!(start.abs() < 50);
/// let queen_up = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")?;
/// assert!(evaluate(&queen_up) > 800);
/// # Ok::<_, roque_rules::FenError>(())
/// ```
pub fn evaluate(position: &Position) -> i32 {
    let Some(parts) = parts(position, &mut ()) else {
        return 0;
    };
    let white_view = parts.white_view();
    match position.turn() {
        Color::White => white_view,
        Color::Black => -white_view,
    }
}

/// The terms of `position`'s evaluation ([`features`]).
fn traced(position: &Position) -> Option<Features> {
    let mut counter = Counter::new();
    let parts = parts(position, &mut counter)?;
    Some(counter.finish(parts.phase, parts.scale, parts.mop_up))
}

/// The evaluation before its two halves are blended, from White's view.
struct Parts {
    /// White's score minus Black's, endgame half not yet scaled.
    total: Pair,
    phase: i32,
    /// Out of 64, for the endgame half.
    scale: i32,
    mop_up: i32,
}

impl Parts {
    fn white_view(&self) -> i32 {
        let eg = self.total.eg * self.scale / 64 + self.mop_up;
        (self.total.mg * self.phase + eg * (MAX_PHASE - self.phase)) / MAX_PHASE
    }
}

/// The game phase by the pieces left (pawns and kings aside): from 0 with
/// none to [`MAX_PHASE`] with every piece, the weight of the middlegame
/// half of the evaluation.
pub(crate) fn phase(position: &Position) -> i32 {
    let board = position.board();
    let mut phase = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        phase += PHASE_WEIGHT[role.index()] * board.by_role(role).count() as i32;
    }
    phase.min(MAX_PHASE)
}

/// Both sides' scores, traced, or `None` for a dead position.
fn parts<T: Trace>(position: &Position, trace: &mut T) -> Option<Parts> {
    if roque_rules::dead_position(position).is_some() {
        return None;
    }
    let phase = phase(position);

    let maps = [
        Attacks::of(position, Color::White),
        Attacks::of(position, Color::Black),
    ];
    let mut total = Pair::default();
    for color in Color::ALL {
        let [ours, theirs] = match color {
            Color::White => [&maps[0], &maps[1]],
            Color::Black => [&maps[1], &maps[0]],
        };
        let side = evaluate_side(position, color, ours, theirs, trace);
        if color == Color::White {
            total.add(side);
        } else {
            total.sub(side);
        }
    }
    Some(Parts {
        total,
        phase,
        scale: endgame_scale(position, total.eg),
        mop_up: mop_up(position),
    })
}

/// The squares one side attacks, by the kind of attacker.
struct Attacks {
    pawns: u64,
    minors: u64,
    rooks: u64,
    all: u64,
}

impl Attacks {
    fn of(position: &Position, color: Color) -> Attacks {
        let board = position.board();
        let ours = board.by_color(color);
        let occupied = board.occupied();
        let pawns = pawn_attacks(color, (board.by_role(Role::Pawn) & ours).0);
        let mut minors = 0;
        for sq in board.by_role(Role::Knight) & ours {
            minors |= attacks::knight(sq).0;
        }
        for sq in board.by_role(Role::Bishop) & ours {
            minors |= attacks::bishop(sq, occupied).0;
        }
        let mut rooks = 0;
        for sq in board.by_role(Role::Rook) & ours {
            rooks |= attacks::rook(sq, occupied).0;
        }
        let mut all = pawns | minors | rooks | attacks::king(position.king_square(color)).0;
        for sq in board.by_role(Role::Queen) & ours {
            all |= attacks::queen(sq, occupied).0;
        }
        Attacks {
            pawns,
            minors,
            rooks,
            all,
        }
    }
}

/// Everything `color` has, as a (middlegame, endgame) pair, knowing the
/// squares each side attacks.
fn evaluate_side<T: Trace>(
    position: &Position,
    color: Color,
    our_attacks: &Attacks,
    their_attacks: &Attacks,
    trace: &mut T,
) -> Pair {
    let board = position.board();
    let them = !color;
    let ours = board.by_color(color);
    let theirs = board.by_color(them);
    let occupied = board.occupied();
    let our_pawns = (board.by_role(Role::Pawn) & ours).0;
    let their_pawns = (board.by_role(Role::Pawn) & theirs).0;
    let their_pawn_attacks = their_attacks.pawns;
    let mobility_area = !ours.0 & !their_pawn_attacks;
    let their_king = position.king_square(them);
    let their_king_zone = king_zone(them, their_king);

    let mut tally = Tally {
        color,
        score: Pair::default(),
        trace,
    };
    if position.turn() == color {
        tally.term(features::TEMPO, 1);
    }
    let mut attack_units = 0;
    let mut attackers = 0;

    for (role_index, role) in Role::ALL.into_iter().enumerate() {
        for sq in board.by_role(role) & ours {
            let index = relative_index(color, sq);
            let bit = Bitboard::from_square(sq).0;
            tally.term(features::MATERIAL + role_index, 1);
            if role != Role::King {
                if their_attacks.minors & bit != 0 {
                    tally.term(features::THREAT_BY_MINOR + role_index, 1);
                }
                if their_attacks.rooks & bit != 0 {
                    tally.term(features::THREAT_BY_ROOK + role_index, 1);
                }
                if role != Role::Pawn && their_attacks.all & bit != 0 && our_attacks.all & bit == 0
                {
                    tally.term(features::HANGING, 1);
                }
            }
            if matches!(role, Role::Knight | Role::Bishop)
                && (3..=5).contains(&sq.rank().relative(color).index())
                && our_attacks.pawns & bit != 0
                && outpost_span(color, sq) & their_pawns == 0
            {
                let outpost = if role == Role::Knight {
                    features::KNIGHT_OUTPOST
                } else {
                    features::BISHOP_OUTPOST
                };
                tally.term(outpost, 1);
            }
            tally.term(features::PST + role_index * 64 + index, 1);
            let reach = match role {
                Role::Knight => attacks::knight(sq),
                Role::Bishop => attacks::bishop(sq, occupied),
                Role::Rook => attacks::rook(sq, occupied),
                Role::Queen => attacks::queen(sq, occupied),
                Role::Pawn | Role::King => continue,
            };
            let slot = role_index - 1;
            if let (Some(&start), Some(&weight)) =
                (features::MOBILITY.get(slot), ATTACK_WEIGHT.get(slot))
            {
                let moves = (reach.0 & mobility_area).count_ones() as usize;
                tally.term(start + moves, 1);
                let zone_hits = (reach.0 & their_king_zone).count_ones() as i32;
                if zone_hits > 0 {
                    attackers += 1;
                    attack_units += weight + zone_hits - 1;
                }
            }
            if bit & their_pawn_attacks != 0 {
                tally.term(features::THREATENED_BY_PAWN, 1);
            }
            if role == Role::Rook {
                let file = FILE_A << sq.file().index();
                if file & (our_pawns | their_pawns) == 0 {
                    tally.term(features::ROOK_OPEN_FILE, 1);
                } else if file & our_pawns == 0 {
                    tally.term(features::ROOK_SEMI_OPEN_FILE, 1);
                }
            }
        }
    }

    if (board.by_role(Role::Bishop) & ours).more_than_one() {
        tally.term(features::BISHOP_PAIR, 1);
    }

    // King attack: one piece alone is no attack; the weight of an attack
    // grows faster than its strength (the table's shape, fitted).
    if attackers >= 2 {
        let has_queen = (board.by_role(Role::Queen) & ours).any();
        let table = if has_queen {
            features::KING_ATTACK
        } else {
            features::KING_ATTACK_NO_QUEEN
        };
        let strength = usize::try_from(attack_units).unwrap_or(0);
        tally.term(table + strength.min(features::KING_ATTACK_MAX), 1);
    }

    pawn_structure(position, our_pawns, their_pawns, &mut tally);
    pawn_shield(position, our_pawns, their_pawns, &mut tally);
    tally.score
}

/// The king's square, the squares around it and those one step further
/// towards the enemy: where attackers hurt.
fn king_zone(color: Color, king: Square) -> u64 {
    let around = attacks::king(king).0 | Bitboard::from_square(king).0;
    let forward = match color {
        Color::White => around << 8,
        Color::Black => around >> 8,
    };
    around | forward
}

/// Passed, doubled, isolated and supported pawns of the tally's side.
fn pawn_structure<T: Trace>(position: &Position, ours: u64, theirs: u64, tally: &mut Tally<T>) {
    let color = tally.color;
    let side = color.index();
    let our_king = position.king_square(color);
    let their_king = position.king_square(!color);
    let occupied = position.board().occupied().0;
    let supporters = pawn_attacks(color, ours);
    let their_pieces_left = (position.board().by_color(!color)
        & !(position.board().by_role(Role::Pawn) | position.board().by_role(Role::King)))
    .any();
    // The rule of the square: a rule, not a weight.
    let mut square_rule = Pair::default();
    for sq in Bitboard(ours) {
        let bit = Bitboard::from_square(sq).0;
        let file = sq.file().index() as usize;
        let relative_rank = sq.rank().relative(color).index() as usize;
        let front = FRONT_FILE
            .get(side)
            .and_then(|t| t.get(sq as usize))
            .copied()
            .unwrap_or(0);
        let doubled = front & ours != 0;
        if doubled {
            tally.term(features::DOUBLED, 1);
        }
        if ADJACENT_FILES.get(file).copied().unwrap_or(0) & ours == 0 {
            tally.term(features::ISOLATED, 1);
        }
        if supporters & bit != 0 {
            tally.term(features::SUPPORTED, 1);
        }
        let beside = ((bit & !FILE_A) >> 1) | ((bit & !FILE_H) << 1);
        if beside & ours != 0 {
            tally.term(features::PHALANX, 1);
        }
        let span = PASSED_SPAN
            .get(side)
            .and_then(|t| t.get(sq as usize))
            .copied()
            .unwrap_or(0);
        if span & theirs != 0 || doubled {
            continue;
        }
        // A passed pawn.
        tally.term(features::PASSED + relative_rank, 1);
        let forward = match color {
            Color::White => 1,
            Color::Black => -1,
        };
        if let Some(stop) = sq.offset(0, forward) {
            // In the endgame the kings decide: ours should escort, theirs block.
            let theirs_away = i32::from(their_king.distance(stop));
            let ours_away = i32::from(our_king.distance(stop));
            tally.term(features::PASSED_THEIR_KING + relative_rank, theirs_away);
            tally.term(features::PASSED_OUR_KING + relative_rank, ours_away);
            if occupied & Bitboard::from_square(stop).0 != 0 {
                tally.term(features::PASSED_BLOCKED + relative_rank, 1);
            }
        }
        // The rule of the square: a pawn the lone enemy king cannot catch.
        if !their_pieces_left && front & occupied == 0 {
            let promotion = Square::new(sq.file(), roque_rules::Rank::Eighth.relative(color));
            let pawn_distance = 7 - relative_rank as i32 - i32::from(relative_rank == 1);
            let tempo = i32::from(position.turn() != color);
            let king_distance = i32::from(their_king.distance(promotion));
            if king_distance - tempo > pawn_distance {
                square_rule.eg += 400;
            }
        }
    }
    tally.fixed(square_rule);
}

/// The pawns in front of the tally's side's castled king.
fn pawn_shield<T: Trace>(position: &Position, ours: u64, theirs: u64, tally: &mut Tally<T>) {
    let color = tally.color;
    let king = position.king_square(color);
    let rank = king.rank().relative(color).index();
    let file = king.file().index() as i32;
    if rank > 1 || (3..=4).contains(&file) {
        return;
    }
    for f in (file - 1).max(0)..=(file + 1).min(7) {
        let file_mask = FILE_A << f;
        let near = [1, 2].map(|step| {
            king.offset((f - file) as i8, step * color.fold(1, -1))
                .map(|sq| Bitboard::from_square(sq).0 & ours != 0)
                .unwrap_or(false)
        });
        if near[0] {
            continue;
        }
        let missing = if near[1] {
            features::SHIELD_ADVANCED
        } else {
            features::SHIELD_MISSING
        };
        tally.term(missing, 1);
        if file_mask & ours == 0 {
            tally.term(features::SHIELD_HALF_OPEN_FILE, 1);
            if file_mask & theirs == 0 {
                tally.term(features::SHIELD_OPEN_FILE, 1);
            }
        }
    }
}

/// A factor out of 64 for the endgame part, for endings the stronger side
/// cannot or can hardly win: no pawns and too little extra material, or
/// opposite-coloured bishops.
fn endgame_scale(position: &Position, white_eg: i32) -> i32 {
    let board = position.board();
    let strong = if white_eg >= 0 {
        Color::White
    } else {
        Color::Black
    };
    let non_pawn = |color: Color| -> i32 {
        [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
            .into_iter()
            .map(|role| {
                SIMPLE_VALUE[role.index()]
                    * (board.by_role(role) & board.by_color(color)).count() as i32
            })
            .sum()
    };
    let strong_pawns = (board.by_role(Role::Pawn) & board.by_color(strong)).count();
    if strong_pawns == 0 && non_pawn(strong) - non_pawn(!strong) <= SIMPLE_VALUE[2] {
        return 8;
    }
    let bishops = board.by_role(Role::Bishop);
    let only_bishops =
        (board.by_role(Role::Knight) | board.by_role(Role::Rook) | board.by_role(Role::Queen))
            .is_empty();
    if only_bishops
        && (bishops & board.by_color(Color::White)).count() == 1
        && (bishops & board.by_color(Color::Black)).count() == 1
        && (bishops & Bitboard::LIGHT_SQUARES).count() == 1
    {
        return 32;
    }
    64
}

/// Against a bare king: push it to the edge and bring our king close, which
/// the search alone sees too late. From White's view.
fn mop_up(position: &Position) -> i32 {
    let board = position.board();
    for strong in Color::ALL {
        let weak = !strong;
        let weak_pieces = board.by_color(weak);
        if weak_pieces.more_than_one() {
            continue;
        }
        let strong_material = board.by_color(strong) - board.by_role(Role::King);
        let can_mate = (strong_material
            & (board.by_role(Role::Queen) | board.by_role(Role::Rook) | board.by_role(Role::Pawn)))
        .any()
            || strong_material.count() >= 2;
        if !can_mate {
            continue;
        }
        let weak_king = position.king_square(weak);
        let strong_king = position.king_square(strong);
        let edge = 6
            - centrality(weak_king.file().index() as usize)
            - centrality(weak_king.rank().index() as usize);
        let closeness = 14 - manhattan(weak_king, strong_king);
        let bonus = 20 * edge + 10 * closeness;
        return strong.fold(bonus, -bonus);
    }
    0
}

fn manhattan(a: Square, b: Square) -> i32 {
    (i32::from(a.file().index()) - i32::from(b.file().index())).abs()
        + (i32::from(a.rank().index()) - i32::from(b.rank().index())).abs()
}

/// Non-pawn, non-king material of the side to move (for null-move safety
/// and pruning decisions).
pub(crate) fn has_non_pawn_material(position: &Position) -> bool {
    let board = position.board();
    (board.by_color(position.turn()) - board.by_role(Role::Pawn) - board.by_role(Role::King)).any()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen).expect("test FEN"))
    }

    fn mirror(fen: &str) -> String {
        // Swap colours and flip the board: the evaluation must not change.
        let position = Position::from_fen(fen).expect("test FEN");
        let mut setup = position.to_setup();
        let mut board = roque_rules::Board::empty();
        for (sq, piece) in position.board().pieces() {
            board.set_piece_at(
                sq.flip_vertical(),
                Some(roque_rules::Piece::new(!piece.color, piece.role)),
            );
        }
        setup.board = board;
        setup.turn = !setup.turn;
        setup.castling = roque_rules::CastlingRights::NONE;
        setup.ep_square = None;
        Position::from_setup(setup).expect("mirrored").fen()
    }

    #[test]
    fn symmetric_under_colour_flip() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1",
            "r1bq1rk1/ppp2ppp/2n2n2/3pp3/1bPP4/2N1PN2/PP2BPPP/R2QKB1R w - - 0 1",
            "8/5pk1/6p1/8/3P4/8/5PPP/6K1 w - - 0 1",
            "8/8/4k3/8/2P5/8/8/4K2R b - - 0 1",
        ] {
            assert_eq!(eval(fen), eval(&mirror(fen)), "{fen}");
        }
    }

    #[test]
    fn dead_positions_are_zero() {
        assert_eq!(eval("8/8/4k3/8/8/3K4/8/8 w - - 0 1"), 0);
        assert_eq!(eval("8/8/4k3/8/8/3KB3/8/8 w - - 0 1"), 0);
        assert_eq!(eval("8/8/4k3/8/8/3KN3/8/8 b - - 0 1"), 0);
        assert_eq!(eval("8/8/3bk3/8/8/3KB3/8/8 b - - 0 1"), 0);
    }

    #[test]
    fn sensible_preferences() {
        // A passed pawn on the sixth is worth more than one on the third.
        assert!(eval("4k3/8/3P4/8/8/8/8/4K3 w - - 0 1") > eval("4k3/8/8/8/8/3P4/8/4K3 w - - 0 1"));
        // Material counts: a rook up is winning.
        assert!(eval("4k3/pppp4/8/8/8/8/PPPP4/R3K3 w - - 0 1") > 350);
        // A lone minor piece cannot mate; two bishops can. A minor piece
        // more in an ending without pawns is scaled towards a draw.
        assert!(eval("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1") == 0);
        assert!(eval("4k3/8/8/8/8/8/8/1BB1K3 w - - 0 1") > 300);
        assert!(eval("4k3/8/8/8/8/8/8/1RB1K1r1 w - - 0 1") < 150);
    }
}
