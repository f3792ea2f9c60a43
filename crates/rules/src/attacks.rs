//! Which squares a piece attacks: lookup tables for the leapers, magic
//! bitboards for the sliders, and the lines between squares.
//!
//! The slider tables are filled once, on first use (about 0.9 MB); they are
//! built at run time rather than embedded so that the wasm build stays small.
//! With the `small` feature (the browser app's build) there are no magic
//! tables at all: a slider's attacks are found from its rays and the first
//! blocker on each, a little slower per lookup but with nothing to build at
//! start-up (tens of milliseconds of wasm before the first legal move) and
//! nearly 1 MB less memory per board.
//!
//! ```
//! use roque_rules::{attacks, Bitboard, Square};
//! assert_eq!(attacks::knight(Square::A1).count(), 2);
//! let blocker = Bitboard::from_square(Square::A4);
//! assert!(attacks::rook(Square::A1, blocker).contains(Square::A4));
//! assert!(!attacks::rook(Square::A1, blocker).contains(Square::A5));
//! assert_eq!(attacks::between(Square::A1, Square::D4).count(), 2);
//! ```

use crate::{Bitboard, Color, Piece, Role, Square};
use std::sync::LazyLock;

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

const fn step_table(steps: &[(i8, i8); 8]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let sq = Square::ALL[i];
        let mut j = 0;
        while j < 8 {
            if let Some(to) = sq.offset(steps[j].0, steps[j].1) {
                table[i] |= 1 << to as u32;
            }
            j += 1;
        }
        i += 1;
    }
    table
}

const fn pawn_table(color: Color) -> [u64; 64] {
    let dr = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    let mut table = [0u64; 64];
    let mut i = 0;
    while i < 64 {
        let sq = Square::ALL[i];
        if let Some(to) = sq.offset(-1, dr) {
            table[i] |= 1 << to as u32;
        }
        if let Some(to) = sq.offset(1, dr) {
            table[i] |= 1 << to as u32;
        }
        i += 1;
    }
    table
}

static KNIGHT: [u64; 64] = step_table(&KNIGHT_STEPS);
static KING: [u64; 64] = step_table(&KING_STEPS);
static PAWN: [[u64; 64]; 2] = [pawn_table(Color::White), pawn_table(Color::Black)];

/// The squares a knight on `sq` attacks.
#[inline]
pub fn knight(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq as usize])
}

/// The squares a king on `sq` attacks.
#[inline]
pub fn king(sq: Square) -> Bitboard {
    Bitboard(KING[sq as usize])
}

/// The squares a pawn of `color` on `sq` attacks (its diagonal captures).
#[inline]
pub fn pawn(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color as usize][sq as usize])
}

/// The squares a slider moving along `dirs` from `sq` reaches, stopping at
/// (and including) the first occupied square in each direction.
const fn slide(sq: Square, occupied: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut attacks = 0;
    let mut d = 0;
    while d < 4 {
        let (df, dr) = dirs[d];
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            attacks |= 1 << next as u32;
            if occupied & (1 << next as u32) != 0 {
                break;
            }
            cur = next;
        }
        d += 1;
    }
    attacks
}

const fn empty_board_table(dirs: &[(i8, i8); 4]) -> [u64; 64] {
    let mut table = [0; 64];
    let mut i = 0;
    while i < 64 {
        table[i] = slide(Square::ALL[i], 0, dirs);
        i += 1;
    }
    table
}

static ROOK_RAYS: [u64; 64] = empty_board_table(&ROOK_DIRS);
static BISHOP_RAYS: [u64; 64] = empty_board_table(&BISHOP_DIRS);

/// The squares a rook on `sq` would attack on an empty board: its whole
/// rank and file. Finding the pieces that may pin or check needs no magic.
#[inline]
pub fn rook_rays(sq: Square) -> Bitboard {
    Bitboard(ROOK_RAYS[sq as usize])
}

/// The squares a bishop on `sq` would attack on an empty board: its two diagonals.
#[inline]
pub fn bishop_rays(sq: Square) -> Bitboard {
    Bitboard(BISHOP_RAYS[sq as usize])
}

/// One square's entry of a fancy magic table: the occupancy that matters,
/// the multiplier that hashes it perfectly, and where its slice starts.
#[derive(Clone, Copy)]
#[cfg_attr(feature = "small", allow(dead_code))]
struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

#[cfg_attr(feature = "small", allow(dead_code))]
impl Magic {
    #[inline]
    fn index(&self, occupied: u64) -> usize {
        self.offset + ((occupied & self.mask).wrapping_mul(self.factor) >> self.shift) as usize
    }
}

/// The occupancies that change a slider's attacks: every square on its rays
/// but the last one of each ray (a piece on the edge blocks nothing further).
#[cfg_attr(feature = "small", allow(dead_code))]
fn relevant_mask(sq: Square, dirs: &[(i8, i8); 4]) -> u64 {
    let mut mask = 0;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            if next.offset(df, dr).is_none() {
                break;
            }
            mask |= 1 << next as u32;
            cur = next;
        }
    }
    mask
}

/// The magic tables of both sliders, sharing one array of attack sets.
#[cfg(not(feature = "small"))]
pub(crate) struct SliderTables {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    attacks: Vec<u64>,
}

#[cfg(not(feature = "small"))]
impl SliderTables {
    /// The squares a rook on `sq` attacks when `occupied` squares block it.
    #[inline]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.lookup(&self.rook[sq as usize], occupied)
    }

    /// The squares a bishop on `sq` attacks when `occupied` squares block it.
    #[inline]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.lookup(&self.bishop[sq as usize], occupied)
    }

    /// The attack set `magic`'s square has when `occupied` squares block it.
    #[inline]
    fn lookup(&self, magic: &Magic, occupied: Bitboard) -> Bitboard {
        Bitboard(
            self.attacks
                .get(magic.index(occupied.0))
                .copied()
                .unwrap_or(0),
        )
    }
}

/// The slider tables, built on first use. Hot loops fetch them once and
/// keep the reference, rather than pass the lazy check at every lookup.
#[inline]
pub(crate) fn sliders() -> &'static SliderTables {
    &SLIDERS
}

/// Fills the tables from our magic factors. Every factor was found by our
/// own search (see the `find_magics` test) and is checked by
/// `magic_factors_are_perfect_hashes`, so no two occupancies that need
/// different attacks share an entry.
#[cfg(not(feature = "small"))]
fn build_slider_tables() -> SliderTables {
    let mut attacks = Vec::new();
    let mut fill = |factors: &[u64; 64], dirs: &[(i8, i8); 4]| {
        let mut magics = [Magic {
            mask: 0,
            factor: 0,
            shift: 0,
            offset: 0,
        }; 64];
        for sq in Square::ALL {
            let mask = relevant_mask(sq, dirs);
            let bits = mask.count_ones();
            let magic = Magic {
                mask,
                factor: factors[sq as usize],
                shift: 64 - bits,
                offset: attacks.len(),
            };
            attacks.resize(attacks.len() + (1 << bits), 0);
            // Enumerate every subset of the mask (the carry-rippler trick).
            let mut subset: u64 = 0;
            loop {
                let index = magic.index(subset);
                if let Some(entry) = attacks.get_mut(index) {
                    *entry = slide(sq, subset, dirs);
                }
                subset = subset.wrapping_sub(mask) & mask;
                if subset == 0 {
                    break;
                }
            }
            magics[sq as usize] = magic;
        }
        magics
    };
    let rook = fill(&ROOK_FACTORS, &ROOK_DIRS);
    let bishop = fill(&BISHOP_FACTORS, &BISHOP_DIRS);
    SliderTables {
        rook,
        bishop,
        attacks,
    }
}

static SLIDERS: LazyLock<SliderTables> = LazyLock::new(build_slider_tables);

/// The eight directions of the rays: the rook's four, then the bishop's.
#[cfg(feature = "small")]
const RAY_DIRS: [(i8, i8); 8] = [
    ROOK_DIRS[0],
    ROOK_DIRS[1],
    ROOK_DIRS[2],
    ROOK_DIRS[3],
    BISHOP_DIRS[0],
    BISHOP_DIRS[1],
    BISHOP_DIRS[2],
    BISHOP_DIRS[3],
];

/// With the `small` feature: each square's ray in each direction on an
/// empty board (4 kB, built on first use in a few microseconds).
#[cfg(feature = "small")]
pub(crate) struct SliderTables {
    rays: [[u64; 64]; 8],
}

#[cfg(feature = "small")]
impl SliderTables {
    /// The squares reached from `sq` along direction `dir` of [`RAY_DIRS`],
    /// up to and including the first occupied one: the ray, less the ray
    /// beyond that blocker. Squares are numbered rank by rank from a1, so
    /// a direction up the board or to the right meets its first blocker
    /// at the lowest set bit, the others at the highest.
    #[inline]
    fn ray(&self, dir: usize, sq: Square, occupied: u64) -> u64 {
        let ray = self.rays[dir][sq as usize];
        let blockers = ray & occupied;
        if blockers == 0 {
            return ray;
        }
        let (df, dr) = RAY_DIRS[dir];
        let first = if dr > 0 || (dr == 0 && df > 0) {
            blockers.trailing_zeros()
        } else {
            63 - blockers.leading_zeros()
        };
        ray ^ self.rays[dir][first as usize]
    }

    /// The union of four rays from `sq`, directions `first` to `first + 3`.
    #[inline]
    fn rays(&self, first: usize, sq: Square, occupied: Bitboard) -> Bitboard {
        Bitboard((first..first + 4).fold(0, |all, dir| all | self.ray(dir, sq, occupied.0)))
    }

    /// The squares a rook on `sq` attacks when `occupied` squares block it.
    #[inline]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.rays(0, sq, occupied)
    }

    /// The squares a bishop on `sq` attacks when `occupied` squares block it.
    #[inline]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.rays(4, sq, occupied)
    }
}

#[cfg(feature = "small")]
fn build_slider_tables() -> SliderTables {
    let mut rays = [[0; 64]; 8];
    for (dir, &(df, dr)) in RAY_DIRS.iter().enumerate() {
        for sq in Square::ALL {
            rays[dir][sq as usize] = slide(sq, 0, &[(df, dr); 4]);
        }
    }
    SliderTables { rays }
}

/// The squares a rook on `sq` attacks when `occupied` squares block it.
#[inline]
pub fn rook(sq: Square, occupied: Bitboard) -> Bitboard {
    SLIDERS.rook(sq, occupied)
}

/// The squares a bishop on `sq` attacks when `occupied` squares block it.
#[inline]
pub fn bishop(sq: Square, occupied: Bitboard) -> Bitboard {
    SLIDERS.bishop(sq, occupied)
}

/// The squares a queen on `sq` attacks when `occupied` squares block it.
#[inline]
pub fn queen(sq: Square, occupied: Bitboard) -> Bitboard {
    rook(sq, occupied) | bishop(sq, occupied)
}

/// The squares `piece` on `sq` attacks when `occupied` squares block it.
/// For a pawn, only its diagonal captures.
pub fn attacks(piece: Piece, sq: Square, occupied: Bitboard) -> Bitboard {
    match piece.role {
        Role::Pawn => pawn(piece.color, sq),
        Role::Knight => knight(sq),
        Role::Bishop => bishop(sq, occupied),
        Role::Rook => rook(sq, occupied),
        Role::Queen => queen(sq, occupied),
        Role::King => king(sq),
    }
}

/// Two 64×64 tables: the squares strictly between two aligned squares, and
/// the whole line through them from edge to edge.
struct LineTables {
    between: Vec<u64>,
    line: Vec<u64>,
}

fn build_line_tables() -> LineTables {
    let mut between = vec![0u64; 64 * 64];
    let mut line = vec![0u64; 64 * 64];
    for a in Square::ALL {
        for &(df, dr) in ROOK_DIRS.iter().chain(BISHOP_DIRS.iter()) {
            let full = slide(a, 0, &[(df, dr); 4]) | slide(a, 0, &[(-df, -dr); 4]) | 1 << a as u32;
            let mut gap = 0u64;
            let mut cur = a;
            while let Some(b) = cur.offset(df, dr) {
                between[a as usize * 64 + b as usize] = gap;
                line[a as usize * 64 + b as usize] = full;
                gap |= 1 << b as u32;
                cur = b;
            }
        }
    }
    LineTables { between, line }
}

static LINES: LazyLock<LineTables> = LazyLock::new(build_line_tables);

/// The squares strictly between `a` and `b` when they share a rank, file or
/// diagonal; empty otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(
        LINES
            .between
            .get(a as usize * 64 + b as usize)
            .copied()
            .unwrap_or(0),
    )
}

/// The whole rank, file or diagonal through `a` and `b`, from edge to edge;
/// empty when they are not aligned (or are the same square).
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(
        LINES
            .line
            .get(a as usize * 64 + b as usize)
            .copied()
            .unwrap_or(0),
    )
}

/// Whether `a`, `b` and `c` stand on one rank, file or diagonal.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg_attr(feature = "small", allow(dead_code))]
const ROOK_FACTORS: [u64; 64] = [
    0x9080001184204004,
    0x00c01008a0004000,
    0x0500081100c12000,
    0x4700090084203000,
    0x9200060068210410,
    0x0080020014000980,
    0x00801a0001005080,
    0x0900018021450002,
    0x3000800220400480,
    0x2000400042201000,
    0x2201001020010940,
    0x8000801000800800,
    0x09010008020c1100,
    0x0602001012000884,
    0x0441002402000100,
    0x0140800244802100,
    0x9220608000c00090,
    0x0090054000c82000,
    0x0001010010406001,
    0x4801848018003000,
    0x0404050010080100,
    0x0001010006040008,
    0x0900040048900621,
    0x000102000a81004c,
    0x1c0440008004208c,
    0x1020100340042040,
    0x8d02002200348040,
    0x0000080080100080,
    0x1084240080080280,
    0x14890c0080020080,
    0x0081284400223001,
    0x0100884600108114,
    0x0002400020800880,
    0x0002814000802000,
    0x0020806000801004,
    0x800a002112004008,
    0x02c2800400800803,
    0x0040800400800200,
    0x08408a2804000110,
    0x040280c582000104,
    0x0080044460044004,
    0x6200a01000404001,
    0x0101002000450010,
    0x408a00c008120020,
    0x0201002800110004,
    0x2002008084008002,
    0x0813000600110004,
    0x0801000040810002,
    0xa001014024800500,
    0x02c0a08240090100,
    0x0c0a20001106c100,
    0x00a8000880100480,
    0x200908020c008080,
    0x020200504804c200,
    0x01010042000c1100,
    0x000580010000d080,
    0x0400209201048042,
    0x4a01015080400721,
    0x0702091020010045,
    0x0888100100082045,
    0x0013001004080023,
    0xc022000425081002,
    0xc201000200008401,
    0xc0000510e4440082,
];
#[cfg_attr(feature = "small", allow(dead_code))]
const BISHOP_FACTORS: [u64; 64] = [
    0x0088a00c04420420,
    0x0002840902021000,
    0x0008008102002000,
    0x0114124200105200,
    0x00051040400910c0,
    0x0042051008231410,
    0x00184c0444c01000,
    0x0000420050080400,
    0x0000102018430442,
    0x1080200444104440,
    0x0003280805002000,
    0x000108060b480010,
    0x0608011040800024,
    0x00020d1016500040,
    0x100904040c040601,
    0x0c04410900900400,
    0x4108000c08081842,
    0x4402001010021088,
    0x101000080081a228,
    0x0008094882044040,
    0x0084000081a00050,
    0x0001002210008401,
    0x0001002044022000,
    0x0600271100821000,
    0x4108200040840104,
    0x1004a00042080b00,
    0x80910100100408a2,
    0x220500c00c004200,
    0x08410040a4054000,
    0x0848060110c10088,
    0x10a4008704088c00,
    0x0423120001098980,
    0x0041041002202000,
    0x0284100c11488104,
    0x2012034040240100,
    0xa020120080080080,
    0x8802008400020160,
    0x0a05014200010500,
    0x0202020050040444,
    0x4304108028328410,
    0x0204090c40101001,
    0x0182008420004404,
    0x0000082088013000,
    0x7000204200806800,
    0x2033400811400202,
    0x0001100102000110,
    0x0345412602002400,
    0x0031240400810048,
    0x014300d004200480,
    0x0202048601108000,
    0x0018305200901080,
    0x0880058105882002,
    0x0008045082020000,
    0x1004303010012000,
    0x204002821c01000a,
    0x0804108400408144,
    0x0001008210030400,
    0x00001a0a12120611,
    0x0081008042080c00,
    0x1002002044840400,
    0x2820040010020202,
    0x2008024052041101,
    0x8000206002888100,
    0x0028020400440100,
];

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator: the search needs sparse random factors,
    /// not cryptographic ones.
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn sparse(&mut self) -> u64 {
            self.next() & self.next() & self.next()
        }
    }

    fn subsets(mask: u64) -> Vec<u64> {
        let mut all = Vec::new();
        let mut subset: u64 = 0;
        loop {
            all.push(subset);
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        all
    }

    fn is_perfect(sq: Square, dirs: &[(i8, i8); 4], factor: u64) -> bool {
        let mask = relevant_mask(sq, dirs);
        let bits = mask.count_ones();
        let mut seen = vec![None; 1 << bits];
        for occ in subsets(mask) {
            let index = (occ.wrapping_mul(factor) >> (64 - bits)) as usize;
            let att = slide(sq, occ, dirs);
            match seen[index] {
                None => seen[index] = Some(att),
                Some(prev) if prev == att => {}
                Some(_) => return false,
            }
        }
        true
    }

    #[test]
    #[ignore = "prints new magic factors; run by hand"]
    fn find_magics() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for (name, dirs) in [("ROOK", &ROOK_DIRS), ("BISHOP", &BISHOP_DIRS)] {
            let mut found = Vec::new();
            for sq in Square::ALL {
                let factor = loop {
                    let candidate = rng.sparse();
                    if is_perfect(sq, dirs, candidate) {
                        break candidate;
                    }
                };
                found.push(format!("{factor:#018x}"));
            }
            println!("const {name}_FACTORS: [u64; 64] = [{}];", found.join(", "));
        }
    }

    #[test]
    fn magic_factors_are_perfect_hashes() {
        for sq in Square::ALL {
            assert!(
                is_perfect(sq, &ROOK_DIRS, ROOK_FACTORS[sq as usize]),
                "rook {sq}"
            );
            assert!(
                is_perfect(sq, &BISHOP_DIRS, BISHOP_FACTORS[sq as usize]),
                "bishop {sq}"
            );
        }
    }

    #[test]
    fn sliders_match_ray_walks() {
        let mut rng = Rng(12345);
        for _ in 0..2000 {
            let occ = rng.next() & rng.next();
            for sq in Square::ALL {
                assert_eq!(rook(sq, Bitboard(occ)).0, slide(sq, occ, &ROOK_DIRS));
                assert_eq!(bishop(sq, Bitboard(occ)).0, slide(sq, occ, &BISHOP_DIRS));
            }
        }
    }

    #[test]
    fn lines_and_between() {
        assert_eq!(
            between(Square::E1, Square::H1),
            Bitboard::from_square(Square::F1) | Square::G1
        );
        assert_eq!(between(Square::E1, Square::F3), Bitboard::EMPTY);
        assert_eq!(line(Square::B2, Square::C3).count(), 8);
        assert!(aligned(Square::A1, Square::D4, Square::H8));
        assert!(!aligned(Square::A1, Square::D4, Square::H7));
        assert_eq!(line(Square::A1, Square::A1), Bitboard::EMPTY);
    }
}
