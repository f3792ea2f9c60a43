//! Helpers shared by the integration tests: a seeded random number
//! generator and the positions of the shared perft file.

// Each test binary compiles this module and uses only part of it.
#![allow(dead_code)]

use std::path::PathBuf;

/// SplitMix64: tiny, fast, deterministic, and good enough to pick moves.
/// Our own so that a seed gives the same games on every machine and every
/// version of every crate.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0). The modulo bias is irrelevant here.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.next_u64() % den < num
    }
}

/// A file of the project's `shared/` directory, which sits next to the
/// repository (`../../../shared` from the crate in the main checkout). A git
/// worktree sits one level deeper, so the nearest ancestor that has it wins.
pub fn shared_file(name: &str) -> PathBuf {
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .map(|dir| dir.join("shared").join(name))
        .find(|path| path.is_file())
        .unwrap_or_else(|| manifest.join("../../../shared").join(name))
}

/// The FENs of `shared/perft/standard.epd` (127 positions, the start
/// position first), without their perft counts.
pub fn perft_fens() -> Vec<String> {
    let path = shared_file("perft/standard.epd");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let fens: Vec<String> = text
        .lines()
        .filter_map(|line| line.split(';').next())
        .map(str::trim)
        .filter(|fen| !fen.is_empty())
        .map(str::to_string)
        .collect();
    assert!(
        fens.len() >= 127,
        "the shared file holds 127 positions, read {}",
        fens.len()
    );
    fens
}
