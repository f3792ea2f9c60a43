//! The table of named positions, generated at build time from the data set
//! (build.rs, data/*.tsv; `write_table` there says how it is laid out),
//! sorted by key, searched by halves.

use crate::Eco;

include!(concat!(env!("OUT_DIR"), "/table.rs"));

static KEYS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/keys.bin"));
static ECOS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/ecos.bin"));
static PLIES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/plies.bin"));
static HEADS: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/heads.bin"));
static NAMES: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/names.bin"));
static PARTS_TEXT: &str = include_str!(concat!(env!("OUT_DIR"), "/parts.txt"));

// `Opening` keeps an entry's index in a u16.
const _: () = assert!(LEN < u16::MAX as usize);

/// The 48 bits of a position's key that the table keeps.
fn short(key: u64) -> u64 {
    key & 0xffff_ffff_ffff
}

/// The key of entry `index`.
fn key_at(index: usize) -> u64 {
    let mut bytes = [0u8; 8];
    bytes[..6].copy_from_slice(&KEYS[index * 6..index * 6 + 6]);
    u64::from_le_bytes(bytes)
}

/// The index of the entry whose position has the key `key`, if it is named.
pub(crate) fn find(key: u64) -> Option<usize> {
    let wanted = short(key);
    let (mut low, mut high) = (0, LEN);
    while low < high {
        let middle = low + (high - low) / 2;
        match key_at(middle).cmp(&wanted) {
            std::cmp::Ordering::Less => low = middle + 1,
            std::cmp::Ordering::Greater => high = middle,
            std::cmp::Ordering::Equal => return Some(middle),
        }
    }
    None
}

/// How many entries there are.
pub(crate) fn len() -> usize {
    LEN
}

/// The ECO code of entry `index`.
pub(crate) fn eco(index: usize) -> Eco {
    Eco::new(ECOS[index * 2], ECOS[index * 2 + 1])
}

/// How many half-moves the data set's line for entry `index` has.
pub(crate) fn plies(index: usize) -> u8 {
    PLIES[index]
}

/// The parts of entry `index`'s English name (the family first), and how
/// many of them come before its colon.
pub(crate) fn parts(index: usize) -> (impl Iterator<Item = &'static str>, usize) {
    let slots = &NAMES[index * PARTS * 2..(index + 1) * PARTS * 2];
    let iter = slots
        .chunks_exact(2)
        .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
        .take_while(|&part| part != u16::MAX)
        .map(|part| part_text(usize::from(part)));
    (iter, usize::from(HEADS[index]))
}

/// The text of part `part`: its line of `parts.txt`.
fn part_text(part: usize) -> &'static str {
    // Where each line starts, found once, on first use.
    static LINES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    LINES.get_or_init(|| PARTS_TEXT.split('\n').collect())[part]
}
