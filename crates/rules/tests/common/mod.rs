//! Helpers shared by the integration tests: a seeded random number
//! generator, the positions of the perft suite (`tests/data/standard.epd`)
//! and the check of a text in both languages.

// Each test binary compiles this module and uses only part of it.
#![allow(dead_code)]

use roque_rules::Lang;
use std::path::PathBuf;

/// Asserts what `message` says in French, then in English.
pub fn says_in_both<S: AsRef<str>>(message: impl Fn(Lang) -> S, fr: &str, en: &str) {
    assert_eq!(message(Lang::Fr).as_ref(), fr);
    assert_eq!(message(Lang::En).as_ref(), en);
}

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

/// The perft suite kept with the tests: `tests/data/standard.epd`.
pub fn perft_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/standard.epd")
}

/// One position of the perft suite with its published node counts by depth.
pub struct PerftCase {
    /// The position, as FEN.
    pub fen: String,
    /// `(depth, nodes)`, in increasing depth.
    pub counts: Vec<(u32, u64)>,
}

/// Every position of the perft suite (127, the start position first), with
/// its counts. Lines starting with `#` are comments.
pub fn perft_suite() -> Vec<PerftCase> {
    let path = perft_file();
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let cases: Vec<PerftCase> = text
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty() && !line.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap_or_default().trim().to_string();
            let counts = parts
                .map(|part| {
                    let mut words = part.split_whitespace();
                    let depth = words
                        .next()
                        .and_then(|d| d.strip_prefix('D'))
                        .and_then(|d| d.parse().ok());
                    let nodes = words.next().and_then(|n| n.parse().ok());
                    match (depth, nodes) {
                        (Some(d), Some(n)) => (d, n),
                        _ => panic!("bad EPD field {part:?} in {line:?}"),
                    }
                })
                .collect();
            PerftCase { fen, counts }
        })
        .collect();
    assert!(
        cases.len() >= 127,
        "the perft suite holds 127 positions, read {} from {}",
        cases.len(),
        path.display()
    );
    cases
}

/// The FENs of the perft suite, without their counts.
pub fn perft_fens() -> Vec<String> {
    perft_suite().into_iter().map(|case| case.fen).collect()
}
