//! Perft: counts of the move tree's leaves, compared with the published
//! figures for the 127 positions of `tests/data/standard.epd`.

mod common;

use common::perft_suite;
use roque_rules::Position;

/// Runs every position to the deepest depth whose count stays within `budget` nodes.
fn check(budget: u64) -> (usize, u64) {
    let cases = perft_suite();
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
