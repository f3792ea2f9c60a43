//! Perft: counts of the move tree's leaves, compared with the published
//! figures for the 127 positions of `shared/perft/standard.epd`.

use roque_rules::Position;
use std::path::PathBuf;

/// One position of the EPD file with its expected counts by depth.
struct Case {
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/perft/standard.epd");
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty())
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
            Case { fen, counts }
        })
        .collect()
}

/// Runs every position to the deepest depth whose count stays within `budget` nodes.
fn check(budget: u64) -> (usize, u64) {
    let cases = cases();
    assert!(
        cases.len() >= 127,
        "the shared file holds 127 positions, read {}",
        cases.len()
    );
    let mut checked = 0;
    let mut total = 0;
    for case in &cases {
        let position =
            Position::from_fen(&case.fen).unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        for &(depth, nodes) in &case.counts {
            if nodes > budget {
                break;
            }
            assert_eq!(
                position.perft(depth),
                nodes,
                "perft({depth}) of {}",
                case.fen
            );
            checked += 1;
            total += nodes;
        }
    }
    (checked, total)
}

#[test]
fn perft_within_a_node_budget() {
    // Every position at least to depth 3; deeper wherever it stays cheap.
    let (checked, total) = check(2_000_000);
    assert!(checked >= 300, "only {checked} counts checked");
    println!("{checked} perft counts checked, {total} leaves");
}

#[test]
#[ignore = "all depths up to 6: minutes in release (cargo test --release -- --ignored)"]
fn perft_all_depths() {
    let (checked, total) = check(u64::MAX);
    println!("{checked} perft counts checked, {total} leaves");
}
