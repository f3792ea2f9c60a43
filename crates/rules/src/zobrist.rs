//! Zobrist keys: a random 64-bit number for each feature of a position,
//! XORed together into a hash that a move updates in a few operations.

use crate::{CastlingRights, Color, File, Piece, Square};

/// splitmix64: a fixed, well-mixed sequence, so hashes are the same on every
/// build and platform.
const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

#[cfg_attr(feature = "small", allow(dead_code))]
const fn piece_keys() -> [[u64; 64]; 12] {
    let mut keys = [[0; 64]; 12];
    let mut state = PIECE_SEED;
    let mut p = 0;
    while p < 12 {
        let mut sq = 0;
        while sq < 64 {
            let (next, key) = splitmix(state);
            state = next;
            keys[p][sq] = key;
            sq += 1;
        }
        p += 1;
    }
    keys
}

const fn small_keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, key) = splitmix(state);
        state = next;
        keys[i] = key;
        i += 1;
    }
    keys
}

/// The piece keys' first state: "Roque!" and a counter.
const PIECE_SEED: u64 = 0x526f_7175_6521_0001;

#[cfg(not(feature = "small"))]
static PIECES: [[u64; 64]; 12] = piece_keys();
/// One key per combination of the four rights, so a change of rights is a single XOR.
static CASTLING: [u64; 16] = {
    let single: [u64; 4] = small_keys(0x526f_7175_6521_0002);
    let mut keys = [0; 16];
    let mut bits = 0;
    while bits < 16 {
        let mut i = 0;
        while i < 4 {
            if bits & (1 << i) != 0 {
                keys[bits] ^= single[i];
            }
            i += 1;
        }
        bits += 1;
    }
    keys
};
static EN_PASSANT: [u64; 8] = small_keys(0x526f_7175_6521_0003);
const BLACK_TO_MOVE: u64 = splitmix(0x526f_7175_6521_0004).1;

#[cfg(not(feature = "small"))]
#[inline]
pub(crate) fn piece(piece: Piece, sq: Square) -> u64 {
    PIECES[piece.color as usize * 6 + piece.role as usize][sq as usize]
}

/// With the `small` feature, the piece keys are not a 6 kB table (random
/// bits that no compression shrinks) but computed when asked: splitmix64 is
/// a counter, so its n-th output is one mix of the seed plus n steps. The
/// same keys, a few more operations per lookup.
#[cfg(feature = "small")]
#[inline]
pub(crate) fn piece(piece: Piece, sq: Square) -> u64 {
    nth_piece_key((piece.color as u64 * 6 + piece.role as u64) * 64 + sq as u64)
}

/// The `n`-th key of [`piece_keys`]' sequence, straight from the seed.
#[cfg_attr(not(any(feature = "small", test)), allow(dead_code))]
const fn nth_piece_key(n: u64) -> u64 {
    splitmix(PIECE_SEED.wrapping_add(n.wrapping_mul(0x9e37_79b9_7f4a_7c15))).1
}

#[inline]
pub(crate) fn castling(rights: CastlingRights) -> u64 {
    CASTLING[rights.bits() as usize & 15]
}

#[inline]
pub(crate) fn en_passant(file: File) -> u64 {
    EN_PASSANT[file as usize]
}

#[inline]
pub(crate) fn turn(color: Color) -> u64 {
    match color {
        Color::White => 0,
        Color::Black => BLACK_TO_MOVE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computed_piece_keys_are_the_stored_ones() {
        let table = piece_keys();
        for n in 0..768 {
            assert_eq!(nth_piece_key(n as u64), table[n / 64][n % 64], "key {n}");
        }
    }
}
