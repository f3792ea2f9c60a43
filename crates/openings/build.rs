//! Builds the table of named positions from the data set (data/*.tsv).
//!
//! Every line is played from the start with the rules crate; the position it
//! reaches is its key (`Position::hash`: pieces, side to move, castling
//! rights, a legal en-passant square; the identity of the repetition rule),
//! so that a game that transposes into a named line gets its name. The
//! table, sorted by key, is written to `$OUT_DIR` (`write_table` says how),
//! which `src/table.rs` includes. A line that is not legal chess, an ECO
//! code that is not one, or two lines naming one position fail the build.

use std::collections::BTreeMap;
use std::path::Path;

use roque_rules::Position;

/// One line of the data set, played.
struct Line {
    eco: (u8, u8),
    name: String,
    plies: usize,
    source: String,
}

fn main() {
    let data = Path::new("data");
    println!("cargo::rerun-if-changed=data");
    let mut by_key: BTreeMap<u64, Line> = BTreeMap::new();
    for file in ["a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv"] {
        let path = data.join(file);
        println!("cargo::rerun-if-changed={}", path.display());
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        let mut lines = text.lines().enumerate();
        match lines.next() {
            Some((_, "eco\tname\tpgn")) => {}
            other => panic!("{file}: header {other:?}, not eco/name/pgn"),
        }
        for (index, row) in lines {
            if row.is_empty() {
                continue;
            }
            let source = format!("{file}:{}", index + 1);
            let (key, line) = play(row, source);
            if let Some(first) = by_key.get(&key) {
                panic!(
                    "{} ({}) and {} ({}) name the same position",
                    first.source, first.name, line.source, line.name
                );
            }
            by_key.insert(key, line);
        }
    }

    write_table(&by_key);
}

/// How many parts (the family, then the variations) a name has at most.
const PARTS: usize = 6;

/// The table, as byte arrays that `src/table.rs` includes, one entry per
/// named position, sorted by key; the names as indexes into one list of
/// their distinct parts (2,230 for 3,807 names: "Italian Game", "Two Knights
/// Defense", "with Bd3"), so that the table is a few dozen kilobytes, not
/// the hundreds the names written out whole and 64-bit keys would take.
///
/// - `keys.bin`: 6 bytes per entry, the key's low 48 bits, little-endian
///   (a wrong match between a position and a named one takes one chance in
///   2^48 / 3,807, some 7·10^10);
/// - `ecos.bin`: 2 bytes, the ECO volume letter and number;
/// - `plies.bin`: 1 byte, the line's length in half-moves;
/// - `heads.bin`: 1 byte, how many parts come before the name's colon (all
///   of them when it has none);
/// - `names.bin`: `PARTS` little-endian `u16` part indexes, `u16::MAX` after
///   the last;
/// - `parts.txt`: the distinct parts, one a line (their offsets, 9 kB
///   more that gzip makes 4 kB, are found once at run time instead).
fn write_table(by_key: &BTreeMap<u64, Line>) {
    let mut by_short: BTreeMap<u64, &Line> = BTreeMap::new();
    for (key, line) in by_key {
        let short = key & 0xffff_ffff_ffff;
        if let Some(first) = by_short.insert(short, line) {
            panic!("{} and {} share a 48-bit key", first.source, line.source);
        }
    }
    let mut parts: Vec<&str> = Vec::new();
    let mut index_of: BTreeMap<&str, u16> = BTreeMap::new();
    let (mut keys, mut ecos, mut plies, mut heads, mut names) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (short, line) in &by_short {
        keys.extend_from_slice(&short.to_le_bytes()[..6]);
        ecos.extend_from_slice(&[line.eco.0, line.eco.1]);
        plies
            .push(u8::try_from(line.plies).unwrap_or_else(|_| panic!("{}: too long", line.source)));
        let (head, rest) = match line.name.split_once(": ") {
            Some((head, rest)) => (head, Some(rest)),
            None => (line.name.as_str(), None),
        };
        let mut line_parts: Vec<&str> = head.split(", ").collect();
        heads.push(line_parts.len() as u8);
        if let Some(rest) = rest {
            line_parts.extend(rest.split(", "));
        }
        assert!(
            line_parts.len() <= PARTS,
            "{}: more than {PARTS} parts",
            line.source
        );
        for slot in 0..PARTS {
            let index = match line_parts.get(slot) {
                Some(part) => {
                    assert!(
                        !part.is_empty() && !part.contains('\n'),
                        "{}: bad part",
                        line.source
                    );
                    *index_of.entry(part).or_insert_with(|| {
                        parts.push(part);
                        u16::try_from(parts.len() - 1).expect("fewer than 65,535 parts")
                    })
                }
                None => u16::MAX,
            };
            names.extend_from_slice(&index.to_le_bytes());
        }
    }
    let out_dir = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let out = Path::new(&out_dir);
    for (file, bytes) in [
        ("keys.bin", &keys),
        ("ecos.bin", &ecos),
        ("plies.bin", &plies),
        ("heads.bin", &heads),
        ("names.bin", &names),
    ] {
        std::fs::write(out.join(file), bytes).expect("write the table");
    }
    std::fs::write(out.join("parts.txt"), parts.join("\n")).expect("write the table");
    std::fs::write(
        out.join("table.rs"),
        format!("/// How many named positions.\npub(crate) const LEN: usize = {};\n/// How many parts a name has at most.\npub(crate) const PARTS: usize = {PARTS};\n", by_short.len()),
    )
    .expect("write the table");
}

/// The key of the position a row's moves reach, and the row read.
fn play(row: &str, source: String) -> (u64, Line) {
    let mut columns = row.split('\t');
    let (Some(eco), Some(name), Some(pgn), None) = (
        columns.next(),
        columns.next(),
        columns.next(),
        columns.next(),
    ) else {
        panic!("{source}: not three columns: {row:?}");
    };
    let eco = match eco.as_bytes() {
        [letter @ b'A'..=b'E', tens @ b'0'..=b'9', units @ b'0'..=b'9'] => {
            (*letter, (tens - b'0') * 10 + (units - b'0'))
        }
        _ => panic!("{source}: {eco:?} is not an ECO code"),
    };
    assert!(
        !name.is_empty() && name.trim() == name,
        "{source}: bad name {name:?}"
    );
    let mut position = Position::new();
    let mut plies = 0;
    for token in pgn.split_whitespace() {
        // Move numbers: "1." (and "1..." in lines starting with Black).
        if token.ends_with('.') {
            continue;
        }
        let mv = position
            .parse_san(token)
            .unwrap_or_else(|error| panic!("{source}: {token}: {error}"));
        position
            .play(mv)
            .unwrap_or_else(|error| panic!("{source}: {token}: {error}"));
        plies += 1;
    }
    assert!(plies > 0, "{source}: no moves");
    (
        position.hash(),
        Line {
            eco,
            name: name.to_string(),
            plies,
            source,
        },
    )
}
