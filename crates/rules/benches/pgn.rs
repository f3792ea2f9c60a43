//! PGN reading speed: a 100-move game, plain and annotated.
//!
//! `cargo bench -p roque-rules --bench pgn`. Each figure is the best of
//! several runs of many reads (a shared machine's noise only slows runs
//! down), in microseconds per game.

use roque_rules::{PgnGame, PgnNode, Position};
use std::time::Instant;

/// A game of `plies` random legal moves from the start, the same on every
/// run; with `annotated`, a comment, a glyph and a one-move variation on
/// every tenth move.
fn game(plies: usize, annotated: bool) -> PgnGame {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    'games: loop {
        let mut game = PgnGame::new(Position::new());
        let mut position = Position::new();
        for ply in 0..plies {
            let moves = position.legal_moves();
            if moves.is_empty() {
                seed = seed.wrapping_add(1);
                continue 'games;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let index = usize::try_from(seed % moves.len() as u64).unwrap_or(0);
            let mv = moves[index];
            let mut node = PgnNode::from_move(&position, mv);
            if annotated && ply % 10 == 0 {
                node.comments_after
                    .push(format!("move {ply}: a comment [%cal Ge2e4] of some words"));
                node.nags.push(1);
                if let Some(&other) = moves.iter().find(|&&m| m != mv) {
                    node.variations
                        .push(vec![PgnNode::from_move(&position, other)]);
                }
            }
            game.moves.push(node);
            position.play_unchecked(mv);
        }
        return game;
    }
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let (runs, reads) = if quick { (1, 10) } else { (7, 300) };
    for (name, annotated) in [("plain", false), ("annotated", true)] {
        let text = game(200, annotated).to_pgn();
        let mut best = f64::MAX;
        for _ in 0..runs {
            let start = Instant::now();
            for _ in 0..reads {
                let read = PgnGame::parse(std::hint::black_box(&text));
                assert!(read.is_ok_and(|g| g.moves.len() == 200));
            }
            best = best.min(start.elapsed().as_secs_f64() * 1e6 / f64::from(reads));
        }
        println!(
            "100-move game, {name}: {best:.1} µs per read ({} bytes)",
            text.len()
        );
    }
}
