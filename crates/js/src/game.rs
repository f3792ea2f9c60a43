//! A chess.js 1.4 game state, written for this crate: a 0x88 board, the
//! side to move, castling bits, the en-passant square, the clocks, the
//! history of moves with what each one changed, and the repetition counts
//! keyed by chess.js's Zobrist hash.
//!
//! chess.js accepts boards the rules of chess do not (no kings, the side
//! not to move in check, castling rights whatever the pieces), and its
//! results on those boards are what a drop-in replacement must give; so
//! this module follows chess.js's definitions step by step (the order moves
//! are generated in, which flags they carry, how each field changes when a
//! move is made and taken back, including the hash), not the FIDE rules.
//! The FIDE-exact rules stay in the `roque-rules` crate.

use std::sync::OnceLock;

/// White, as chess.js's `w`.
pub const WHITE: u8 = 0;
/// Black, as chess.js's `b`.
pub const BLACK: u8 = 1;

/// Piece types, 1 to 6; a board cell is `type | color << 3`, 0 when empty.
pub const PAWN: u8 = 1;
/// A knight.
pub const KNIGHT: u8 = 2;
/// A bishop.
pub const BISHOP: u8 = 3;
/// A rook.
pub const ROOK: u8 = 4;
/// A queen.
pub const QUEEN: u8 = 5;
/// A king.
pub const KING: u8 = 6;

/// Move flags, chess.js's bits.
pub const NORMAL: u8 = 1;
/// A capture.
pub const CAPTURE: u8 = 2;
/// A pawn's double step.
pub const BIG_PAWN: u8 = 4;
/// An en-passant capture.
pub const EP_CAPTURE: u8 = 8;
/// A promotion.
pub const PROMOTION: u8 = 16;
/// Castling on the king's side.
pub const KSIDE: u8 = 32;
/// Castling on the queen's side.
pub const QSIDE: u8 = 64;
/// The null move `--`.
pub const NULL_MOVE: u8 = 128;

/// No square (chess.js's `EMPTY`).
pub const NO_SQUARE: i32 = -1;

const TYPE_CHARS: &[u8; 7] = b".pnbrqk";
const FRENCH_CHARS: &[u8; 7] = b".PCFTDR";

const KNIGHT_OFFSETS: [i32; 8] = [-18, -33, -31, -14, 18, 33, 31, 14];
const BISHOP_OFFSETS: [i32; 4] = [-17, -15, 17, 15];
const ROOK_OFFSETS: [i32; 4] = [-16, 1, 16, -1];
const KING_OFFSETS: [i32; 8] = [-17, -16, -15, 1, 17, 16, 15, -1];

/// Whether a 0x88 index is a square of the board.
pub fn on_board(sq: i32) -> bool {
    // Negative numbers and 128 and above have bits outside 0x77 too.
    (sq as u32) & !0x77 == 0
}

/// A pawn of `color`'s step forward, its two capturing steps, and the rank
/// (the 0x88 index's high half) it may advance two squares from.
fn pawn_steps(color: u8) -> (i32, [i32; 2], i32) {
    if color == WHITE {
        (-16, [-17, -15], 6)
    } else {
        (16, [17, 15], 1)
    }
}

/// The 0x88 index of a square given as a8 = 0 ... h1 = 63 (chess.js's order).
pub fn from_index64(i: u32) -> i32 {
    let i = i as i32;
    (i >> 3) * 16 + (i & 7)
}

/// A square's name, such as `e4`, appended to `out`.
pub fn push_square(out: &mut String, sq: i32) {
    out.push(char::from(b'a' + (sq & 7) as u8));
    out.push(char::from(b'8' - ((sq >> 4) & 7) as u8));
}

/// The lowercase letter of a piece type.
pub fn type_char(t: u8) -> char {
    char::from(TYPE_CHARS.get(usize::from(t)).copied().unwrap_or(b'?'))
}

/// The piece type of a lowercase letter.
pub fn type_of(c: u8) -> u8 {
    match c {
        b'p' => PAWN,
        b'n' => KNIGHT,
        b'b' => BISHOP,
        b'r' => ROOK,
        b'q' => QUEEN,
        b'k' => KING,
        _ => 0,
    }
}

fn color_of(cell: u8) -> u8 {
    cell >> 3
}

fn type_in(cell: u8) -> u8 {
    cell & 7
}

/// Which piece letters SAN uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Letters {
    /// K Q R B N.
    English,
    /// R D T F C.
    French,
}

impl Letters {
    fn upper(self, t: u8) -> char {
        match self {
            Letters::English => type_char(t).to_ascii_uppercase(),
            Letters::French => {
                char::from(FRENCH_CHARS.get(usize::from(t)).copied().unwrap_or(b'?'))
            }
        }
    }
}

/// chess.js's `piece` option of `moves()` once lowercased: no filter, the
/// empty string (every piece but no castling), one letter, or a text that
/// names no piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceFilter {
    /// `undefined`.
    Any,
    /// `''`.
    Empty,
    /// One lowercase letter.
    Letter(u8),
}

impl PieceFilter {
    fn skips(self, t: u8) -> bool {
        match self {
            PieceFilter::Any | PieceFilter::Empty => false,
            PieceFilter::Letter(c) => type_of(c) != t,
        }
    }

    fn castles(self) -> bool {
        matches!(self, PieceFilter::Any | PieceFilter::Letter(b'k'))
    }
}

/// A move as chess.js keeps it internally.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Mv {
    /// The side that moves.
    pub color: u8,
    /// From, 0x88.
    pub from: i32,
    /// To, 0x88.
    pub to: i32,
    /// The piece type moved.
    pub piece: u8,
    /// The piece type taken, 0 for none.
    pub captured: u8,
    /// The piece type promoted to, 0 for none.
    pub promotion: u8,
    /// chess.js's flag bits.
    pub flags: u8,
}

impl Mv {
    /// chess.js's null move: the king "from a8 to a8".
    pub fn null(color: u8) -> Mv {
        Mv {
            color,
            from: 0,
            to: 0,
            piece: KING,
            captured: 0,
            promotion: 0,
            flags: NULL_MOVE,
        }
    }
}

/// What a game holds besides its board, its hash and its history: what a
/// move changes and taking it back restores.
#[derive(Clone, Copy, Debug)]
struct State {
    kings: [i32; 2],
    turn: u8,
    castling: [u8; 2],
    ep: i32,
    half: f64,
    full: f64,
}

/// A move made, and the state before it.
#[derive(Clone, Copy, Debug)]
struct Saved {
    mv: Mv,
    before: State,
}

/// chess.js's Zobrist keys: its xoroshiro128** generator from its seed,
/// drawn in its order (pieces by color, type and 0x88 index, then the
/// en-passant files, the castling states and the side key), so that
/// `hash()` gives chess.js's numbers.
struct Keys {
    pieces: Vec<u64>,
    ep: [u64; 8],
    castling: [u64; 16],
    side: u64,
}

fn keys() -> &'static Keys {
    static KEYS: OnceLock<Keys> = OnceLock::new();
    KEYS.get_or_init(|| {
        let seed: u128 = 0xa187_eb39_cdca_ed8f_31c4_b365_b102_e01e;
        let mut s0 = seed as u64;
        let mut s1 = (seed >> 64) as u64;
        let mut next = move || {
            let result = s0.wrapping_mul(5).rotate_left(7).wrapping_mul(9);
            s1 ^= s0;
            s0 = s0.rotate_left(24) ^ s1 ^ (s1 << 16);
            s1 = s1.rotate_left(37);
            result
        };
        let pieces = (0..2 * 6 * 128).map(|_| next()).collect();
        let mut ep = [0; 8];
        ep.iter_mut().for_each(|k| *k = next());
        let mut castling = [0; 16];
        castling.iter_mut().for_each(|k| *k = next());
        Keys {
            pieces,
            ep,
            castling,
            side: next(),
        }
    })
}

/// The pinned pieces of the side to move (see `Game::pin_info`).
struct Pins {
    king: i32,
    list: [(i32, i32); 8],
    len: usize,
}

impl Pins {
    /// The direction of the pin of the piece on `sq` from the king, 0 when
    /// it is not pinned.
    fn direction(&self, sq: i32) -> i32 {
        self.list[..self.len]
            .iter()
            .find(|p| p.0 == sq)
            .map_or(0, |p| p.1)
    }
}

/// One chess.js game.
#[derive(Clone, Debug)]
pub struct Game {
    board: [u8; 128],
    now: State,
    hash: u64,
    history: Vec<Saved>,
    counts: Vec<(u64, i32)>,
}

impl Default for Game {
    fn default() -> Game {
        let mut game = Game::empty();
        game.clear();
        game
    }
}

/// Appends a number as JavaScript writes it (the clocks: whole numbers,
/// or `NaN` when a FEN loaded without validation had none).
pub fn push_js_number(out: &mut String, n: f64) {
    if n.is_nan() {
        out.push_str("NaN");
        return;
    }
    if n.is_infinite() {
        out.push_str(if n > 0.0 { "Infinity" } else { "-Infinity" });
        return;
    }
    if n <= -1.0 {
        out.push('-');
    }
    // Whole numbers below 2^64 exactly; chess.js's clocks never leave them.
    let mut v = n.abs() as u64;
    let mut digits = [0u8; 20];
    let mut len = 0;
    loop {
        digits[len] = b'0' + (v % 10) as u8;
        len += 1;
        v /= 10;
        if v == 0 || len == digits.len() {
            break;
        }
    }
    for &d in digits[..len].iter().rev() {
        out.push(char::from(d));
    }
}

/// JavaScript's `parseInt(text, 10)` for a FEN field: an optional sign and
/// the leading digits, `NaN` without digits.
pub fn js_parse_int(text: &str) -> f64 {
    let t = text.trim_start();
    let (sign, digits) = match t.strip_prefix('-') {
        Some(rest) => (-1.0, rest),
        None => (1.0, t.strip_prefix('+').unwrap_or(t)),
    };
    let mut value = f64::NAN;
    for d in digits.bytes().take_while(u8::is_ascii_digit) {
        let v = if value.is_nan() { 0.0 } else { value };
        value = v * 10.0 + f64::from(d - b'0');
    }
    sign * value
}

impl Game {
    fn empty() -> Game {
        Game {
            board: [0; 128],
            now: State {
                kings: [NO_SQUARE; 2],
                turn: WHITE,
                castling: [0; 2],
                ep: NO_SQUARE,
                half: 0.0,
                full: 1.0,
            },
            hash: 0,
            history: Vec::new(),
            counts: Vec::new(),
        }
    }

    /// chess.js's `clear()`: an empty board, White to move, move 1, no
    /// history and no repetition counts.
    pub fn clear(&mut self) {
        *self = Game::empty();
        self.hash = self.compute_hash();
    }

    /// Loads a complete six-field FEN the way chess.js does once it has
    /// validated it (or was told not to): unknown letters and squares off
    /// the board are skipped, a second king of one colour is ignored.
    pub fn load_fields(&mut self, fields: &[&str]) {
        self.clear();
        let placement = fields.first().copied().unwrap_or("");
        let mut square: i32 = 0;
        for c in placement.bytes() {
            if c == b'/' {
                square += 8;
            } else if c.is_ascii_digit() {
                square += i32::from(c - b'0');
            } else {
                let color = if c < b'a' { WHITE } else { BLACK };
                let t = type_of(c.to_ascii_lowercase());
                if t != 0 && on_board(square) {
                    self.put_raw(t, color, square);
                }
                square += 1;
            }
        }
        self.now.turn = if fields.get(1) == Some(&"b") {
            BLACK
        } else {
            WHITE
        };
        let castling = fields.get(2).copied().unwrap_or("");
        for (letter, color, bit) in [
            ('K', WHITE, KSIDE),
            ('Q', WHITE, QSIDE),
            ('k', BLACK, KSIDE),
            ('q', BLACK, QSIDE),
        ] {
            if castling.contains(letter) {
                self.now.castling[usize::from(color)] |= bit;
            }
        }
        self.now.ep = match fields.get(3).map(|f| f.as_bytes()) {
            Some(&[f @ b'a'..=b'h', r @ b'1'..=b'8']) => {
                i32::from(b'8' - r) * 16 + i32::from(f - b'a')
            }
            _ => NO_SQUARE,
        };
        self.now.half = js_parse_int(fields.get(4).copied().unwrap_or(""));
        self.now.full = js_parse_int(fields.get(5).copied().unwrap_or(""));
        self.hash = self.compute_hash();
        self.inc_count();
    }

    // ---- board access ----

    /// What stands on a square; nothing off the board (chess.js reads
    /// `undefined` there, and never writes anything there that stays).
    fn at(&self, sq: i32) -> u8 {
        if on_board(sq) {
            self.board[(sq & 0x7f) as usize]
        } else {
            0
        }
    }

    fn piece_key(&self, sq: i32) -> u64 {
        let cell = self.at(sq);
        if cell == 0 {
            return 0;
        }
        let index =
            (usize::from(color_of(cell)) * 6 + usize::from(type_in(cell) - 1)) * 128 + sq as usize;
        keys().pieces.get(index).copied().unwrap_or(0)
    }

    fn ep_key(&self) -> u64 {
        if self.now.ep == NO_SQUARE {
            0
        } else {
            keys().ep[(self.now.ep & 7) as usize]
        }
    }

    fn castling_key(&self) -> u64 {
        let index = (self.now.castling[0] >> 5) | (self.now.castling[1] >> 3);
        keys().castling[usize::from(index & 15)]
    }

    fn write(&mut self, sq: i32, cell: u8) {
        if on_board(sq) {
            self.board[(sq & 0x7f) as usize] = cell;
        }
    }

    fn set(&mut self, sq: i32, cell: u8) {
        self.hash ^= self.piece_key(sq);
        self.write(sq, cell);
        self.hash ^= self.piece_key(sq);
    }

    fn clear_square(&mut self, sq: i32) {
        self.hash ^= self.piece_key(sq);
        self.write(sq, 0);
    }

    fn move_piece(&mut self, from: i32, to: i32) {
        self.hash ^= self.piece_key(from);
        let cell = self.at(from);
        self.write(to, cell);
        self.write(from, 0);
        self.hash ^= self.piece_key(to);
    }

    fn compute_hash(&self) -> u64 {
        let mut hash = 0;
        for sq in 0..128 {
            if on_board(sq) {
                hash ^= self.piece_key(sq);
            }
        }
        hash ^= self.ep_key() ^ self.castling_key();
        if self.now.turn == BLACK {
            hash ^= keys().side;
        }
        hash
    }

    /// chess.js's `_put`: false for a second king of one colour.
    fn put_raw(&mut self, t: u8, color: u8, sq: i32) -> bool {
        let c = usize::from(color);
        if t == KING && !(self.now.kings[c] == NO_SQUARE || self.now.kings[c] == sq) {
            return false;
        }
        let current = self.at(sq);
        if current != 0 && type_in(current) == KING {
            self.now.kings[usize::from(color_of(current))] = NO_SQUARE;
        }
        self.set(sq, t | color << 3);
        if t == KING {
            self.now.kings[c] = sq;
        }
        true
    }

    /// chess.js's `put` (on a valid square, with a valid piece): false for
    /// a second king of one colour; otherwise the piece stands there, and
    /// castling rights and the en-passant square are brought up to date.
    pub fn put(&mut self, t: u8, color: u8, sq: i32) -> bool {
        if !self.put_raw(t, color, sq) {
            return false;
        }
        self.update_castling_rights();
        self.drop_ep_square();
        true
    }

    /// chess.js's `remove`: empties the square (when it is one) and
    /// returns what stood there as `(type, color)`.
    pub fn remove(&mut self, sq: Option<i32>) -> Option<(u8, u8)> {
        let mut removed = None;
        if let Some(sq) = sq {
            let cell = self.at(sq);
            self.clear_square(sq);
            if cell != 0 {
                removed = Some((type_in(cell), color_of(cell)));
                if type_in(cell) == KING {
                    self.now.kings[usize::from(color_of(cell))] = NO_SQUARE;
                }
            }
        }
        self.update_castling_rights();
        self.drop_ep_square();
        removed
    }

    /// chess.js's `_updateCastlingRights`: a right stays only with its king
    /// and rook on their starting squares.
    pub fn update_castling_rights(&mut self) {
        self.hash ^= self.castling_key();
        let home = |game: &Game, sq: i32, cell: u8| game.at(sq) == cell;
        let white_king = home(self, 116, KING);
        let black_king = home(self, 4, KING | 8);
        if !white_king || !home(self, 112, ROOK) {
            self.now.castling[0] &= !QSIDE;
        }
        if !white_king || !home(self, 119, ROOK) {
            self.now.castling[0] &= !KSIDE;
        }
        if !black_king || !home(self, 0, ROOK | 8) {
            self.now.castling[1] &= !QSIDE;
        }
        if !black_king || !home(self, 7, ROOK | 8) {
            self.now.castling[1] &= !KSIDE;
        }
        self.hash ^= self.castling_key();
    }

    /// What chess.js's `_updateEnPassantSquare` does in 1.4: its test of
    /// the squares around the en-passant square never holds (it compares
    /// empty squares with `null`), so any edit drops the square.
    fn drop_ep_square(&mut self) {
        if self.now.ep != NO_SQUARE {
            self.hash ^= self.ep_key();
            self.now.ep = NO_SQUARE;
        }
    }

    /// Sets or clears castling rights by hand (chess.js's
    /// `setCastlingRights`), then keeps only the possible ones.
    pub fn set_castling(&mut self, color: u8, king: Option<bool>, queen: Option<bool>) {
        let c = &mut self.now.castling[usize::from(color & 1)];
        for (want, bit) in [(king, KSIDE), (queen, QSIDE)] {
            match want {
                Some(true) => *c |= bit,
                Some(false) => *c &= !bit,
                None => {}
            }
        }
        self.update_castling_rights();
    }

    /// The castling bits of a side.
    pub fn castling(&self, color: u8) -> u8 {
        self.now.castling[usize::from(color & 1)]
    }

    // ---- state queries ----

    /// The side to move.
    pub fn turn(&self) -> u8 {
        self.now.turn
    }

    /// The move number.
    pub fn move_number(&self) -> f64 {
        self.now.full
    }

    /// The half-move clock.
    pub fn half_moves(&self) -> f64 {
        self.now.half
    }

    /// chess.js's hash.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// How many moves have been made.
    pub fn ply_count(&self) -> usize {
        self.history.len()
    }

    /// The en-passant square as chess.js keeps it (0x88, or [`NO_SQUARE`]).
    pub fn ep_square(&self) -> i32 {
        self.now.ep
    }

    /// The FEN letter on a 0x88 square, `.` when empty.
    pub fn letter(&self, sq: i32) -> char {
        let cell = self.at(sq);
        if cell == 0 {
            return '.';
        }
        let c = type_char(type_in(cell));
        if color_of(cell) == WHITE {
            c.to_ascii_uppercase()
        } else {
            c
        }
    }

    // ---- attacks ----

    /// Whether a piece of `color` attacks the on-board square `sq`.
    pub fn attacked(&self, color: u8, sq: i32) -> bool {
        let own = |cell: u8, t: u8| cell == (t | color << 3);
        // A white pawn attacks upwards (towards index 0).
        let pawn_from = if color == WHITE { [15, 17] } else { [-15, -17] };
        for d in pawn_from {
            let s = sq + d;
            if on_board(s) && own(self.at(s), PAWN) {
                return true;
            }
        }
        for d in KNIGHT_OFFSETS {
            let s = sq + d;
            if on_board(s) && own(self.at(s), KNIGHT) {
                return true;
            }
        }
        for d in KING_OFFSETS {
            let s = sq + d;
            if on_board(s) && own(self.at(s), KING) {
                return true;
            }
        }
        for (offsets, slider) in [(ROOK_OFFSETS, ROOK), (BISHOP_OFFSETS, BISHOP)] {
            for d in offsets {
                let mut s = sq + d;
                while on_board(s) {
                    let cell = self.at(s);
                    if cell != 0 {
                        if own(cell, slider) || own(cell, QUEEN) {
                            return true;
                        }
                        break;
                    }
                    s += d;
                }
            }
        }
        false
    }

    /// Whether the piece on `from` attacks `target` (chess.js's test: any
    /// piece, whatever stands on the target, pinned or not).
    fn attacks_from(&self, from: i32, target: i32) -> bool {
        let cell = self.at(from);
        let diff = target - from;
        if cell == 0 || diff == 0 {
            return false;
        }
        let (dr, df) = {
            let r = (target >> 4) - (from >> 4);
            let f = (target & 7) - (from & 7);
            (r, f)
        };
        let t = type_in(cell);
        let step = |dr: i32, df: i32| dr.signum() * 16 + df.signum();
        let clear_path = |d: i32| {
            let mut s = from + d;
            while s != target {
                if self.at(s) != 0 {
                    return false;
                }
                s += d;
            }
            true
        };
        match t {
            PAWN => {
                let forward = if color_of(cell) == WHITE { -1 } else { 1 };
                dr == forward && df.abs() == 1
            }
            KNIGHT => (dr.abs() == 1 && df.abs() == 2) || (dr.abs() == 2 && df.abs() == 1),
            KING => dr.abs() <= 1 && df.abs() <= 1,
            _ => {
                let straight = dr == 0 || df == 0;
                let diagonal = dr.abs() == df.abs();
                let fits = match t {
                    ROOK => straight,
                    BISHOP => diagonal,
                    _ => straight || diagonal,
                };
                fits && clear_path(step(dr, df))
            }
        }
    }

    /// chess.js's `attackers`: the squares of `color`'s pieces attacking
    /// `sq`, from a8 to h1.
    pub fn attackers(&self, color: u8, sq: i32) -> Vec<i32> {
        (0..128)
            .filter(|&from| on_board(from))
            .filter(|&from| {
                let cell = self.at(from);
                cell != 0 && color_of(cell) == color && self.attacks_from(from, sq)
            })
            .collect()
    }

    /// Whether the king of `color` is attacked (false without a king).
    pub fn king_attacked(&self, color: u8) -> bool {
        let king = self.now.kings[usize::from(color & 1)];
        king != NO_SQUARE && on_board(king) && self.attacked(color ^ 1, king)
    }

    /// chess.js's `isCheck`.
    pub fn is_check(&self) -> bool {
        self.king_attacked(self.now.turn)
    }

    // ---- move generation ----

    /// The squares on the board a pawn on `from` captures towards, by the
    /// steps `captures` (from [`pawn_steps`]): each with its step and what
    /// stands there.
    fn pawn_targets(
        &self,
        from: i32,
        captures: [i32; 2],
    ) -> impl Iterator<Item = (i32, i32, u8)> + '_ {
        captures
            .into_iter()
            .map(move |d| (d, from + d))
            .filter(|&(_, to)| on_board(to))
            .map(|(d, to)| (d, to, self.at(to)))
    }

    fn add(moves: &mut Vec<Mv>, m: Mv) {
        let rank = m.to >> 4;
        if m.piece == PAWN && (rank == 0 || rank == 7) {
            for promotion in [KNIGHT, BISHOP, ROOK, QUEEN] {
                moves.push(Mv {
                    promotion,
                    flags: m.flags | PROMOTION,
                    ..m
                });
            }
        } else {
            moves.push(m);
        }
    }

    /// chess.js's pseudo-legal moves, in its order: by starting square from
    /// a8 to h1, each piece's directions in its order, then castling.
    pub fn pseudo_moves(&self, filter: PieceFilter, square: Option<i32>, out: &mut Vec<Mv>) {
        let us = self.now.turn;
        let them = us ^ 1;
        let (first, last) = match square {
            Some(sq) => (sq, sq),
            None => (0, 119),
        };
        let mv = |from: i32, to: i32, piece: u8, captured: u8, flags: u8| Mv {
            color: us,
            from,
            to,
            piece,
            captured,
            promotion: 0,
            flags,
        };
        for from in first..=last {
            if !on_board(from) {
                continue;
            }
            let cell = self.at(from);
            if cell == 0 || color_of(cell) != us {
                continue;
            }
            let t = type_in(cell);
            if filter.skips(t) {
                continue;
            }
            if t == PAWN {
                let (step, captures, second) = pawn_steps(us);
                let to = from + step;
                if on_board(to) && self.at(to) == 0 {
                    Game::add(out, mv(from, to, PAWN, 0, NORMAL));
                    let to2 = from + 2 * step;
                    if from >> 4 == second && self.at(to2) == 0 {
                        Game::add(out, mv(from, to2, PAWN, 0, BIG_PAWN));
                    }
                }
                for (_, to, target) in self.pawn_targets(from, captures) {
                    if target != 0 && color_of(target) == them {
                        Game::add(out, mv(from, to, PAWN, type_in(target), CAPTURE));
                    } else if to == self.now.ep {
                        Game::add(out, mv(from, to, PAWN, PAWN, EP_CAPTURE));
                    }
                }
                continue;
            }
            let (offsets, slides): (&[i32], bool) = match t {
                KNIGHT => (&KNIGHT_OFFSETS, false),
                BISHOP => (&BISHOP_OFFSETS, true),
                ROOK => (&ROOK_OFFSETS, true),
                QUEEN => (&KING_OFFSETS, true),
                _ => (&KING_OFFSETS, false),
            };
            for &d in offsets {
                let mut to = from;
                loop {
                    to += d;
                    if !on_board(to) {
                        break;
                    }
                    let target = self.at(to);
                    if target == 0 {
                        Game::add(out, mv(from, to, t, 0, NORMAL));
                    } else {
                        if color_of(target) != us {
                            Game::add(out, mv(from, to, t, type_in(target), CAPTURE));
                        }
                        break;
                    }
                    if !slides {
                        break;
                    }
                }
            }
        }
        let king = self.now.kings[usize::from(us)];
        if filter.castles() && king != NO_SQUARE && (square.is_none() || square == Some(king)) {
            self.castling_moves(out);
        }
    }

    /// chess.js's castling moves, which it generates from the castling
    /// rights and the king's square alone: the squares the king crosses
    /// empty and not attacked (and, for a right whose king stands away from
    /// home, whatever squares those are, as long as they are on the board).
    fn castling_moves(&self, out: &mut Vec<Mv>) {
        let us = self.now.turn;
        let them = us ^ 1;
        let king = self.now.kings[usize::from(us)];
        if king == NO_SQUARE {
            return;
        }
        let rights = self.now.castling[usize::from(us)];
        let free = |sq: i32| self.at(sq) == 0;
        let safe = |sq: i32| !on_board(sq) || !self.attacked(them, sq);
        let castle = |to: i32, flags: u8| Mv {
            color: us,
            from: king,
            to,
            piece: KING,
            captured: 0,
            promotion: 0,
            flags,
        };
        if rights & KSIDE != 0
            && on_board(king + 2)
            && free(king + 1)
            && free(king + 2)
            && safe(king)
            && safe(king + 1)
            && safe(king + 2)
        {
            out.push(castle(king + 2, KSIDE));
        }
        if rights & QSIDE != 0
            && on_board(king - 2)
            && free(king - 1)
            && free(king - 2)
            && free(king - 3)
            && safe(king)
            && safe(king - 1)
            && safe(king - 2)
        {
            out.push(castle(king - 2, QSIDE));
        }
    }

    /// Whether making `m` leaves the mover's king attacked, as chess.js
    /// finds by making the move; found here by moving the pieces on the
    /// board alone (castling, rare, is made in full).
    fn leaves_king_attacked(&mut self, m: Mv) -> bool {
        let us = self.now.turn;
        if m.flags & (KSIDE | QSIDE) != 0 {
            self.make(m);
            let attacked = self.king_attacked(us);
            self.undo_raw();
            return attacked;
        }
        let moving = self.board[m.from as usize];
        let king = if type_in(moving) == KING {
            m.to
        } else {
            self.now.kings[usize::from(us)]
        };
        self.with_pieces_moved(m, moving, |game| {
            king != NO_SQUARE && on_board(king) && game.attacked(us ^ 1, king)
        })
    }

    /// What `look` sees with the pieces of `m` (not castling) moved on the
    /// board alone, `placed` arriving on its target and a pawn taken en
    /// passant lifted; the board is put back after.
    fn with_pieces_moved<T>(&mut self, m: Mv, placed: u8, look: impl FnOnce(&Self) -> T) -> T {
        let us = self.now.turn;
        let (from, to) = (m.from as usize, m.to as usize);
        let moving = self.board[from];
        let taken = self.board[to];
        self.board[to] = placed;
        self.board[from] = 0;
        let ep_square = if us == BLACK { m.to - 16 } else { m.to + 16 };
        let ep_taken = if m.flags & EP_CAPTURE != 0 {
            let cell = self.at(ep_square);
            self.write(ep_square, 0);
            Some(cell)
        } else {
            None
        };
        let seen = look(self);
        if let Some(cell) = ep_taken {
            self.write(ep_square, cell);
        }
        self.board[from] = moving;
        self.board[to] = taken;
        seen
    }

    /// The king of the side to move and its pinned pieces (each with the
    /// direction of its pin from the king), when that king stands on its
    /// square and is not in check; `None` otherwise.
    fn pin_info(&self) -> Option<Pins> {
        let us = self.now.turn;
        let them = us ^ 1;
        let king = self.now.kings[usize::from(us)];
        if king == NO_SQUARE || self.at(king) != (KING | us << 3) || self.attacked(them, king) {
            return None;
        }
        let mut pins = Pins {
            king,
            list: [(NO_SQUARE, 0); 8],
            len: 0,
        };
        for d in KING_OFFSETS {
            let mut s = king + d;
            let mut own = NO_SQUARE;
            while on_board(s) {
                let cell = self.at(s);
                if cell != 0 {
                    if color_of(cell) == us {
                        if own != NO_SQUARE {
                            break;
                        }
                        own = s;
                    } else {
                        let t = type_in(cell);
                        let straight = d == 1 || d == -1 || d == 16 || d == -16;
                        let pins_here =
                            t == QUEEN || (straight && t == ROOK) || (!straight && t == BISHOP);
                        if own != NO_SQUARE && pins_here {
                            pins.list[pins.len] = (own, d);
                            pins.len += 1;
                        }
                        break;
                    }
                }
                s += d;
            }
        }
        Some(pins)
    }

    /// Whether `m` is legal, knowing the pins (see [`Game::pin_info`]).
    fn legal_with(&mut self, m: Mv, pins: &Pins) -> bool {
        if m.flags & (EP_CAPTURE | KSIDE | QSIDE) != 0 {
            return !self.leaves_king_attacked(m);
        }
        if m.from == pins.king {
            let cell = self.at(pins.king);
            self.write(pins.king, 0);
            let attacked = self.attacked(self.now.turn ^ 1, m.to);
            self.write(pins.king, cell);
            return !attacked;
        }
        match pins.direction(m.from) {
            0 => true,
            d => {
                let mut s = pins.king + d;
                while on_board(s) {
                    if s == m.to {
                        return true;
                    }
                    s += d;
                }
                false
            }
        }
    }

    /// Whether `m` (legal) checks the other king.
    fn gives_check(&mut self, m: Mv) -> bool {
        let us = self.now.turn;
        let king = self.now.kings[usize::from(us ^ 1)];
        if king == NO_SQUARE || !on_board(king) {
            return false;
        }
        if m.flags & (KSIDE | QSIDE) != 0 {
            self.make(m);
            let check = self.is_check();
            self.undo_raw();
            return check;
        }
        let placed = if m.promotion != 0 {
            m.promotion | us << 3
        } else {
            self.board[m.from as usize]
        };
        self.with_pieces_moved(m, placed, |game| game.attacked(us, king))
    }

    /// chess.js's `_moves({ legal: true })`: the pseudo-legal moves that do
    /// not leave the mover's king attacked; all of them without a king.
    pub fn legal_moves(&mut self, filter: PieceFilter, square: Option<i32>) -> Vec<Mv> {
        let mut moves = Vec::with_capacity(48);
        self.pseudo_moves(filter, square, &mut moves);
        if self.now.kings[usize::from(self.now.turn)] == NO_SQUARE {
            return moves;
        }
        match self.pin_info() {
            Some(pins) => moves.retain(|&m| self.legal_with(m, &pins)),
            None => moves.retain(|&m| !self.leaves_king_attacked(m)),
        }
        moves
    }

    /// Whether the side to move has a legal move.
    pub fn has_legal_move(&mut self) -> bool {
        let mut moves = Vec::with_capacity(48);
        self.pseudo_moves(PieceFilter::Any, None, &mut moves);
        if self.now.kings[usize::from(self.now.turn)] == NO_SQUARE {
            return !moves.is_empty();
        }
        match self.pin_info() {
            Some(pins) => moves.into_iter().any(|m| self.legal_with(m, &pins)),
            None => moves.into_iter().any(|m| !self.leaves_king_attacked(m)),
        }
    }

    // ---- making and taking back ----

    /// chess.js's `_makeMove`.
    pub fn make(&mut self, m: Mv) {
        let us = self.now.turn;
        let them = us ^ 1;
        self.history.push(Saved {
            mv: m,
            before: self.now,
        });
        if m.flags & NULL_MOVE != 0 {
            if us == BLACK {
                self.now.full += 1.0;
            }
            self.now.half += 1.0;
            self.now.turn = them;
            self.now.ep = NO_SQUARE;
            return;
        }
        self.hash ^= self.ep_key() ^ self.castling_key();
        if m.captured != 0 {
            self.hash ^= self.piece_key(m.to);
        }
        self.move_piece(m.from, m.to);
        if m.flags & EP_CAPTURE != 0 {
            self.clear_square(if us == BLACK { m.to - 16 } else { m.to + 16 });
        }
        if m.promotion != 0 {
            self.clear_square(m.to);
            self.set(m.to, m.promotion | us << 3);
        }
        if type_in(self.at(m.to)) == KING {
            self.now.kings[usize::from(us)] = m.to;
            if m.flags & KSIDE != 0 {
                self.move_piece(m.to + 1, m.to - 1);
            } else if m.flags & QSIDE != 0 {
                self.move_piece(m.to - 2, m.to + 1);
            }
            self.now.castling[usize::from(us)] = 0;
        }
        let rooks = |color: u8| {
            if color == WHITE {
                [(112, QSIDE), (119, KSIDE)]
            } else {
                [(0, QSIDE), (7, KSIDE)]
            }
        };
        if self.now.castling[usize::from(us)] != 0 {
            for (sq, bit) in rooks(us) {
                if m.from == sq && self.now.castling[usize::from(us)] & bit != 0 {
                    self.now.castling[usize::from(us)] ^= bit;
                    break;
                }
            }
        }
        if self.now.castling[usize::from(them)] != 0 {
            for (sq, bit) in rooks(them) {
                if m.to == sq && self.now.castling[usize::from(them)] & bit != 0 {
                    self.now.castling[usize::from(them)] ^= bit;
                    break;
                }
            }
        }
        self.hash ^= self.castling_key();
        self.now.ep = NO_SQUARE;
        if m.flags & BIG_PAWN != 0 {
            let enemy_pawn = |sq: i32| on_board(sq) && self.at(sq) == (PAWN | them << 3);
            if enemy_pawn(m.to - 1) || enemy_pawn(m.to + 1) {
                self.now.ep = if us == BLACK { m.to - 16 } else { m.to + 16 };
                self.hash ^= self.ep_key();
            }
        }
        if m.piece == PAWN || m.flags & (CAPTURE | EP_CAPTURE) != 0 {
            self.now.half = 0.0;
        } else {
            self.now.half += 1.0;
        }
        if us == BLACK {
            self.now.full += 1.0;
        }
        self.now.turn = them;
        self.hash ^= keys().side;
    }

    /// chess.js's `_undoMove`: takes back the last move and returns it.
    pub fn undo_raw(&mut self) -> Option<Mv> {
        let old = self.history.pop()?;
        self.hash ^= self.ep_key() ^ self.castling_key();
        self.now = old.before;
        self.hash ^= self.ep_key() ^ self.castling_key() ^ keys().side;
        let m = old.mv;
        if m.flags & NULL_MOVE != 0 {
            return Some(m);
        }
        let us = self.now.turn;
        let them = us ^ 1;
        self.move_piece(m.to, m.from);
        self.clear_square(m.from);
        self.set(m.from, m.piece | us << 3);
        if m.captured != 0 {
            if m.flags & EP_CAPTURE != 0 {
                let sq = if us == BLACK { m.to - 16 } else { m.to + 16 };
                self.set(sq, PAWN | them << 3);
            } else {
                self.set(m.to, m.captured | them << 3);
            }
        }
        if m.flags & KSIDE != 0 {
            self.move_piece(m.to - 1, m.to + 1);
        } else if m.flags & QSIDE != 0 {
            self.move_piece(m.to + 1, m.to - 2);
        }
        Some(m)
    }

    /// Takes back every move, calls `each` before remaking each one, and
    /// remakes them: chess.js's way of walking its history (`history()`,
    /// `pgn()`, the comments), with the same effect on its hash.
    pub fn replay(&mut self, mut each: impl FnMut(&mut Game, Mv)) {
        let mut moves = Vec::with_capacity(self.history.len());
        while let Some(m) = self.undo_raw() {
            moves.push(m);
        }
        while let Some(m) = moves.pop() {
            each(self, m);
            self.make(m);
        }
    }

    // ---- repetition counts ----

    /// Counts the position now once more.
    pub fn inc_count(&mut self) {
        let hash = self.hash;
        match self.counts.iter_mut().find(|(h, _)| *h == hash) {
            Some((_, n)) => *n += 1,
            None => self.counts.push((hash, 1)),
        }
    }

    /// Counts a position once less (chess.js's `_decPositionCount`).
    pub fn dec_count(&mut self, hash: u64) {
        match self.counts.iter().position(|(h, _)| *h == hash) {
            Some(i) if self.counts[i].1 == 1 => {
                self.counts.swap_remove(i);
            }
            Some(i) => self.counts[i].1 -= 1,
            None => self.counts.push((hash, -1)),
        }
    }

    /// How many times the position now (its hash) has been counted.
    pub fn count_of(&self, hash: u64) -> i32 {
        self.counts
            .iter()
            .find(|(h, _)| *h == hash)
            .map_or(0, |(_, n)| *n)
    }

    // ---- text ----

    /// chess.js's FEN: the en-passant square only when a capture there is
    /// legal, unless `force_ep`.
    pub fn push_fen(&mut self, out: &mut String, force_ep: bool) {
        for rank in 0..8 {
            let mut empty = 0u8;
            for file in 0..8 {
                let cell = self.board[rank * 16 + file];
                if cell == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push(char::from(b'0' + empty));
                    empty = 0;
                }
                let c = type_char(type_in(cell));
                out.push(if color_of(cell) == WHITE {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank < 7 {
                out.push('/');
            }
        }
        out.push_str(if self.now.turn == WHITE { " w " } else { " b " });
        let before = out.len();
        for (color, bit, letter) in [
            (0, KSIDE, 'K'),
            (0, QSIDE, 'Q'),
            (1, KSIDE, 'k'),
            (1, QSIDE, 'q'),
        ] {
            if self.now.castling[color] & bit != 0 {
                out.push(letter);
            }
        }
        if out.len() == before {
            out.push('-');
        }
        out.push(' ');
        if self.now.ep != NO_SQUARE && (force_ep || self.ep_capturable()) {
            push_square(out, self.now.ep);
        } else {
            out.push('-');
        }
        out.push(' ');
        push_js_number(out, self.now.half);
        out.push(' ');
        push_js_number(out, self.now.full);
    }

    /// The FEN now.
    pub fn fen(&mut self, force_ep: bool) -> String {
        let mut out = String::with_capacity(90);
        self.push_fen(&mut out, force_ep);
        out
    }

    /// Whether a pawn of the side to move can take en passant without
    /// leaving its king attacked.
    fn ep_capturable(&mut self) -> bool {
        let us = self.now.turn;
        let pawn_square = self.now.ep + if us == WHITE { 16 } else { -16 };
        for from in [pawn_square + 1, pawn_square - 1] {
            if !on_board(from) || self.at(from) != (PAWN | us << 3) {
                continue;
            }
            self.make(Mv {
                color: us,
                from,
                to: self.now.ep,
                piece: PAWN,
                captured: PAWN,
                promotion: 0,
                flags: EP_CAPTURE,
            });
            let legal = !self.king_attacked(us);
            self.undo_raw();
            if legal {
                return true;
            }
        }
        false
    }

    /// chess.js's SAN of `m` among `moves` (the list that decides
    /// disambiguation), with `+` or `#` found by making the move.
    pub fn san(&mut self, m: Mv, moves: &[Mv], letters: Letters) -> String {
        let mut out = String::with_capacity(8);
        self.push_san(&mut out, m, moves, letters);
        out
    }

    /// [`Game::san`] appended to `out`.
    pub fn push_san(&mut self, out: &mut String, m: Mv, moves: &[Mv], letters: Letters) {
        if m.flags & KSIDE != 0 {
            out.push_str("O-O");
        } else if m.flags & QSIDE != 0 {
            out.push_str("O-O-O");
        } else if m.flags & NULL_MOVE != 0 {
            out.push_str("--");
            return;
        } else {
            if m.piece != PAWN {
                out.push(letters.upper(m.piece));
                push_disambiguator(out, m, moves);
            }
            if m.flags & (CAPTURE | EP_CAPTURE) != 0 {
                if m.piece == PAWN {
                    out.push(char::from(b'a' + (m.from & 7) as u8));
                }
                out.push('x');
            }
            push_square(out, m.to);
            if m.promotion != 0 {
                out.push('=');
                out.push(letters.upper(m.promotion));
            }
        }
        if !self.consistent(m) {
            // As chess.js, by making and taking back the move, which on an
            // edited board changes it (see `consistent`).
            self.make(m);
            if self.is_check() {
                out.push(if self.has_legal_move() { '+' } else { '#' });
            }
            self.undo_raw();
        } else if self.gives_check(m) {
            self.make(m);
            out.push(if self.has_legal_move() { '+' } else { '#' });
            self.undo_raw();
        }
    }

    /// Whether making and taking back `m` leaves the board as it is: true
    /// for every move generated here, false only for a move of the history
    /// replayed on a board edited since (chess.js's history(), pgn() and
    /// undo() then change the board, and so does this module).
    pub fn consistent(&self, m: Mv) -> bool {
        if m.flags & NULL_MOVE != 0 {
            return true;
        }
        let us = self.now.turn;
        let them = us ^ 1;
        let target = if m.flags & EP_CAPTURE != 0 {
            let behind = if us == BLACK { m.to - 16 } else { m.to + 16 };
            self.at(m.to) == 0 && self.at(behind) == (PAWN | them << 3)
        } else if m.captured != 0 {
            self.at(m.to) == (m.captured | them << 3)
        } else {
            self.at(m.to) == 0
        };
        let rook = if m.flags & KSIDE != 0 {
            self.at(m.to - 1) == 0
        } else if m.flags & QSIDE != 0 {
            self.at(m.to + 1) == 0
        } else {
            true
        };
        m.color == us
            && on_board(m.from)
            && on_board(m.to)
            && self.at(m.from) == (m.piece | us << 3)
            && target
            && rook
    }

    // ---- game state, chess.js's definitions ----

    /// chess.js's `isCheckmate`.
    pub fn is_checkmate(&mut self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// chess.js's `isStalemate`.
    pub fn is_stalemate(&mut self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// chess.js's `isInsufficientMaterial`, counting whatever stands on
    /// the board.
    pub fn is_insufficient_material(&self) -> bool {
        let mut total = 0;
        let mut bishops = 0;
        let mut knights = 0;
        let mut light_bishops = 0;
        for sq in 0..128 {
            if !on_board(sq) {
                continue;
            }
            let cell = self.at(sq);
            if cell == 0 {
                continue;
            }
            total += 1;
            match type_in(cell) {
                BISHOP => {
                    bishops += 1;
                    if ((sq >> 4) + (sq & 7)) % 2 == 0 {
                        light_bishops += 1;
                    }
                }
                KNIGHT => knights += 1,
                _ => {}
            }
        }
        total == 2
            || (total == 3 && (bishops == 1 || knights == 1))
            || (total == bishops + 2 && (light_bishops == 0 || light_bishops == bishops))
    }

    /// chess.js's `isThreefoldRepetition`.
    pub fn is_threefold_repetition(&self) -> bool {
        self.count_of(self.hash) >= 3
    }

    /// chess.js's `isDrawByFiftyMoves`.
    pub fn is_draw_by_fifty_moves(&self) -> bool {
        self.now.half >= 100.0
    }

    /// chess.js's `isDraw`.
    pub fn is_draw(&mut self) -> bool {
        self.is_draw_by_fifty_moves()
            || self.is_stalemate()
            || self.is_insufficient_material()
            || self.is_threefold_repetition()
    }

    /// chess.js's `isGameOver`.
    pub fn is_game_over(&mut self) -> bool {
        if self.is_draw_by_fifty_moves()
            || self.is_insufficient_material()
            || self.is_threefold_repetition()
        {
            return true;
        }
        !self.has_legal_move()
    }

    /// The hash [`Game::make`] would give after `m` (a move generated in
    /// this position), without making it.
    fn hash_after(&self, m: Mv) -> u64 {
        let k = keys();
        let us = self.now.turn;
        let them = us ^ 1;
        let key = |color: u8, t: u8, sq: i32| {
            k.pieces
                .get((usize::from(color) * 6 + usize::from(t - 1)) * 128 + sq as usize)
                .copied()
                .unwrap_or(0)
        };
        let mut h = self.hash ^ self.ep_key() ^ self.castling_key() ^ k.side;
        let moving = type_in(self.at(m.from));
        if m.flags & EP_CAPTURE != 0 {
            h ^= key(them, PAWN, if us == BLACK { m.to - 16 } else { m.to + 16 });
        } else if m.captured != 0 {
            h ^= key(them, m.captured, m.to);
        }
        h ^= key(us, moving, m.from);
        let landed = if m.promotion != 0 {
            m.promotion
        } else {
            moving
        };
        h ^= key(us, landed, m.to);
        let rook_move = if m.flags & KSIDE != 0 {
            Some((m.to + 1, m.to - 1))
        } else if m.flags & QSIDE != 0 {
            Some((m.to - 2, m.to + 1))
        } else {
            None
        };
        if let Some((from, to)) = rook_move {
            // Whatever stands there moves (a rook, unless the rights lie).
            let cell = self.at(from);
            if cell != 0 {
                h ^= key(color_of(cell), type_in(cell), from)
                    ^ key(color_of(cell), type_in(cell), to);
            }
        }
        let mut castling = self.now.castling;
        if landed == KING {
            castling[usize::from(us)] = 0;
        }
        let rooks = |color: u8| {
            if color == WHITE {
                [(112, QSIDE), (119, KSIDE)]
            } else {
                [(0, QSIDE), (7, KSIDE)]
            }
        };
        for (sq, bit) in rooks(us) {
            if m.from == sq && castling[usize::from(us)] & bit != 0 {
                castling[usize::from(us)] ^= bit;
                break;
            }
        }
        for (sq, bit) in rooks(them) {
            if m.to == sq && castling[usize::from(them)] & bit != 0 {
                castling[usize::from(them)] ^= bit;
                break;
            }
        }
        h ^= k.castling[usize::from(((castling[0] >> 5) | (castling[1] >> 3)) & 15)];
        if m.flags & BIG_PAWN != 0 {
            let enemy_pawn = |sq: i32| on_board(sq) && self.at(sq) == (PAWN | them << 3);
            if enemy_pawn(m.to - 1) || enemy_pawn(m.to + 1) {
                h ^= k.ep[((if us == BLACK { m.to - 16 } else { m.to + 16 }) & 7) as usize];
            }
        }
        h
    }

    /// chess.js's `perft`: the number of legal move sequences of `depth`
    /// moves (at least one), counted at the last move without making it.
    /// From a legal position (both kings, the side not to move not in
    /// check), positions reached again by other move orders are counted
    /// once and remembered, by chess.js's 64-bit hash.
    pub fn perft(&mut self, depth: u32) -> u64 {
        let king_home = |g: &Game, color: u8| {
            let k = g.now.kings[usize::from(color)];
            k != NO_SQUARE && g.at(k) == (KING | color << 3)
        };
        let legal = king_home(self, WHITE)
            && king_home(self, BLACK)
            && !self.king_attacked(self.now.turn ^ 1);
        if depth >= 3 && legal {
            let mut table = vec![(0u64, 0u64); 1 << 16];
            self.perft_remembered(depth, &mut table)
        } else {
            self.perft_counted(depth)
        }
    }

    fn perft_counted(&mut self, depth: u32) -> u64 {
        if depth <= 1 {
            return self.count_legal();
        }
        let mut nodes = 0;
        for m in self.legal_moves(PieceFilter::Any, None) {
            self.make(m);
            nodes += self.perft_counted(depth - 1);
            self.undo_raw();
        }
        nodes
    }

    /// [`Game::perft_counted`] with a table of `(hash and depth, count)`.
    fn perft_remembered(&mut self, depth: u32, table: &mut [(u64, u64)]) -> u64 {
        let key = self.hash ^ u64::from(depth).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let slot = (key as usize) & (table.len() - 1);
        if let Some(&(k, count)) = table.get(slot) {
            if k == key && count != 0 {
                return count - 1;
            }
        }
        let nodes = if depth <= 1 {
            self.count_legal()
        } else {
            let mut nodes = 0;
            let child = u64::from(depth - 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
            for m in self.legal_moves(PieceFilter::Any, None) {
                // A position already counted is found without making the move.
                let key = self.hash_after(m) ^ child;
                match table.get((key as usize) & (table.len() - 1)) {
                    Some(&(k, count)) if k == key && count != 0 => nodes += count - 1,
                    _ => {
                        self.make(m);
                        nodes += self.perft_remembered(depth - 1, table);
                        self.undo_raw();
                    }
                }
            }
            nodes
        };
        if let Some(entry) = table.get_mut(slot) {
            *entry = (key, nodes + 1);
        }
        nodes
    }

    /// How many legal moves the side to move has, as chess.js counts them:
    /// with its king in place and not in check, from the pins alone, without
    /// listing the moves; otherwise move by move.
    fn count_legal(&mut self) -> u64 {
        let us = self.now.turn;
        let them = us ^ 1;
        let Some(pins) = self.pin_info() else {
            return self.legal_moves(PieceFilter::Any, None).len() as u64;
        };
        let king = pins.king;
        let along = |pin: i32, d: i32| pin == 0 || pin == d || pin == -d;
        let (step, captures, second) = pawn_steps(us);
        let mut count = 0u64;
        let mut ep_moves = Vec::new();
        for from in (0..8).flat_map(|rank| (0..8).map(move |file| rank * 16 + file)) {
            let cell = self.board[from as usize];
            if cell == 0 || color_of(cell) != us {
                continue;
            }
            let pin = if pins.len == 0 {
                0
            } else {
                pins.direction(from)
            };
            match type_in(cell) {
                PAWN => {
                    let promotes = |to: i32| if to >> 4 == 0 || to >> 4 == 7 { 4 } else { 1 };
                    let to = from + step;
                    if on_board(to) && self.at(to) == 0 {
                        if along(pin, step) {
                            count += promotes(to);
                        }
                        let to2 = to + step;
                        if from >> 4 == second && self.at(to2) == 0 && along(pin, step) {
                            count += 1;
                        }
                    }
                    for (d, to, target) in self.pawn_targets(from, captures) {
                        if target != 0 && color_of(target) == them {
                            if along(pin, d) {
                                count += promotes(to);
                            }
                        } else if to == self.now.ep {
                            ep_moves.push(Mv {
                                color: us,
                                from,
                                to,
                                piece: PAWN,
                                captured: PAWN,
                                promotion: 0,
                                flags: EP_CAPTURE,
                            });
                        }
                    }
                }
                KING => {
                    self.board[king as usize] = 0;
                    for d in KING_OFFSETS {
                        let to = from + d;
                        if on_board(to) {
                            let target = self.at(to);
                            if (target == 0 || color_of(target) == them) && !self.attacked(them, to)
                            {
                                count += 1;
                            }
                        }
                    }
                    self.board[king as usize] = cell;
                }
                t => {
                    let (offsets, slides): (&[i32], bool) = match t {
                        KNIGHT => (&KNIGHT_OFFSETS, false),
                        BISHOP => (&BISHOP_OFFSETS, true),
                        ROOK => (&ROOK_OFFSETS, true),
                        _ => (&KING_OFFSETS, true),
                    };
                    if !slides && pin != 0 {
                        continue;
                    }
                    for &d in offsets {
                        if !along(pin, d) {
                            continue;
                        }
                        let mut to = from + d;
                        while on_board(to) {
                            let target = self.at(to);
                            if target != 0 {
                                if color_of(target) == them {
                                    count += 1;
                                }
                                break;
                            }
                            count += 1;
                            if !slides {
                                break;
                            }
                            to += d;
                        }
                    }
                }
            }
        }
        // En passant and castling, rare, are tested by making them.
        self.castling_moves(&mut ep_moves);
        for m in ep_moves {
            count += u64::from(!self.leaves_king_attacked(m));
        }
        count
    }

    /// chess.js's `perft` as it does it, making and taking back every
    /// pseudo-legal move: the reference for [`Game::perft`].
    #[cfg(test)]
    pub fn perft_slow(&mut self, depth: f64) -> f64 {
        let mut moves = Vec::with_capacity(48);
        self.pseudo_moves(PieceFilter::Any, None, &mut moves);
        let us = self.now.turn;
        let mut nodes = 0.0;
        for m in moves {
            self.make(m);
            if !self.king_attacked(us) {
                nodes += if depth - 1.0 > 0.0 {
                    self.perft_slow(depth - 1.0)
                } else {
                    1.0
                };
            }
            self.undo_raw();
        }
        nodes
    }
}

/// chess.js's disambiguation: the file, else the rank, else the square,
/// among the moves of the same piece type to the same square.
fn push_disambiguator(out: &mut String, m: Mv, moves: &[Mv]) {
    let mut ambiguous = false;
    let mut same_rank = false;
    let mut same_file = false;
    for other in moves {
        if other.piece == m.piece && other.from != m.from && other.to == m.to {
            ambiguous = true;
            same_rank |= other.from >> 4 == m.from >> 4;
            same_file |= other.from & 15 == m.from & 15;
        }
    }
    if !ambiguous {
        return;
    }
    let mut square = String::with_capacity(2);
    push_square(&mut square, m.from);
    if same_rank && same_file {
        out.push_str(&square);
    } else if same_file {
        out.push_str(&square[1..]);
    } else {
        out.push_str(&square[..1]);
    }
}

/// chess.js's flags as letters, in its order.
pub fn push_flags(out: &mut String, flags: u8) {
    for (bit, letter) in [
        (NORMAL, 'n'),
        (CAPTURE, 'c'),
        (BIG_PAWN, 'b'),
        (EP_CAPTURE, 'e'),
        (PROMOTION, 'p'),
        (KSIDE, 'k'),
        (QSIDE, 'q'),
        (NULL_MOVE, '-'),
    ] {
        if flags & bit != 0 {
            out.push(letter);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(fen: &str) -> Game {
        let mut g = Game::default();
        let fields: Vec<&str> = fen.split(' ').collect();
        g.load_fields(&fields);
        g
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn perft_from_the_start_and_kiwipete() {
        let mut g = game(START);
        assert_eq!(g.perft_slow(3.0), 8902.0);
        let mut k = game("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        assert_eq!(k.perft_slow(2.0), 2039.0);
        assert_eq!(
            k.fen(false),
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        );
    }

    #[test]
    fn fast_perft_counts_as_chess_js_does() {
        for fen in [
            START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "7k/5K2/4R3/8/8/8/8/8 w KQkq - 0 1",
            "8/8/8/8/8/8/8/R6r w - - 0 1",
            "4k3/8/8/8/8/8/8/4K2r w K - 0 1",
        ] {
            let mut g = game(fen);
            for depth in 1..=3 {
                assert_eq!(
                    g.perft(depth) as f64,
                    g.perft_slow(f64::from(depth)),
                    "{fen} {depth}"
                );
            }
        }
    }

    #[test]
    fn hash_after_is_the_hash_make_gives() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for start in [
            START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 1",
        ] {
            for _ in 0..30 {
                let mut g = game(start);
                for _ in 0..80 {
                    let moves = g.legal_moves(PieceFilter::Any, None);
                    if moves.is_empty() {
                        break;
                    }
                    for &m in &moves {
                        let predicted = g.hash_after(m);
                        g.make(m);
                        assert_eq!(g.hash(), predicted, "{:?}", m);
                        g.undo_raw();
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    g.make(moves[(seed % moves.len() as u64) as usize]);
                }
            }
        }
    }

    #[test]
    fn hash_matches_chess_js() {
        // chess.js 1.4.0: new Chess().hash()
        let g = game(START);
        assert_eq!(format!("{:x}", g.hash()), "3436f01fd716346e");
    }

    #[test]
    fn numbers_as_javascript_writes_them() {
        let mut s = String::new();
        for n in [0.0, -0.0, 7.0, f64::NAN, 12345.0] {
            push_js_number(&mut s, n);
            s.push(' ');
        }
        assert_eq!(s, "0 0 7 NaN 12345 ");
        assert!(js_parse_int("x").is_nan());
        assert_eq!(js_parse_int("12abc"), 12.0);
    }
}
