//! Perft speed side by side with cozy-chess, measured in the same run.
//!
//! `cargo bench -p roque-rules` (or `make bench`). Both generators count the
//! last ply in bulk, without playing its moves. Each measurement takes the
//! best of several runs, alternating the two libraries so that a noisy
//! neighbour on a shared machine hurts both alike. Prints nodes per second
//! and the ratio Roque / cozy-chess (above 1.0: Roque is faster).

use std::time::{Duration, Instant};

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            nodes += moves.len() as u64;
            false
        });
    } else {
        board.generate_moves(|moves| {
            for mv in moves {
                let mut child = board.clone();
                child.play_unchecked(mv);
                nodes += cozy_perft(&child, depth - 1);
            }
            false
        });
    }
    nodes
}

/// The fastest of `runs` timings of `f`, and what it returned.
fn best_of(runs: u32, mut f: impl FnMut() -> u64) -> (Duration, u64) {
    let mut best = Duration::MAX;
    let mut nodes = 0;
    for _ in 0..runs {
        let start = Instant::now();
        nodes = std::hint::black_box(f());
        best = best.min(start.elapsed());
    }
    (best, nodes)
}

fn main() {
    // `cargo bench` passes `--bench`; a quick mode helps smoke tests.
    let quick = std::env::args().any(|a| a == "--quick");
    let cases = [
        (
            "start position",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            6,
            5,
        ),
        (
            "Kiwipete",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            5,
            4,
        ),
    ];
    let runs = if quick { 1 } else { 5 };
    println!(
        "{:<16} {:>5} {:>13} {:>14} {:>14} {:>7}",
        "position", "depth", "nodes", "roque Mn/s", "cozy Mn/s", "ratio"
    );
    for (name, fen, depth, quick_depth) in cases {
        let depth = if quick { quick_depth } else { depth };
        let ours = roque_rules::Position::from_fen(fen).expect("valid FEN");
        let theirs: cozy_chess::Board = fen.parse().expect("valid FEN");
        let mut roque = Duration::MAX;
        let mut cozy = Duration::MAX;
        let mut counts = (0, 0);
        // Alternate the two so that both see the same machine load.
        for _ in 0..runs {
            let (t, n) = best_of(1, || ours.perft(depth));
            roque = roque.min(t);
            counts.0 = n;
            let (t, n) = best_of(1, || cozy_perft(&theirs, depth));
            cozy = cozy.min(t);
            counts.1 = n;
        }
        assert_eq!(counts.0, counts.1, "the two libraries disagree on {name}");
        let rate = |t: Duration| counts.0 as f64 / t.as_secs_f64() / 1e6;
        println!(
            "{:<16} {:>5} {:>13} {:>14.1} {:>14.1} {:>7.2}",
            name,
            depth,
            counts.0,
            rate(roque),
            rate(cozy),
            cozy.as_secs_f64() / roque.as_secs_f64()
        );
    }
}
