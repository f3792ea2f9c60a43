//! Search speed: nodes per second over a few varied positions, each
//! searched to a fixed depth from a fresh table.
//!
//! `cargo bench -p roque-engine` (a plain binary, no harness). Prints one
//! line per position and the total. The same positions and depths make the
//! node counts comparable from run to run; the speed depends on the machine
//! and on what else runs on it. On Linux the CPU time of the searching
//! thread is printed too (from /proc), which a busy machine disturbs less
//! than the wall-clock time.

use roque_engine::{Control, Engine, Level, Limits, SearchRequest};
use roque_rules::Position;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

const POSITIONS: [(&str, &str, u32); 6] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        11,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        9,
    ),
    (
        "italian",
        "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 b - - 0 6",
        10,
    ),
    (
        "middlegame",
        "r2q1rk1/1b2bppp/p2ppn2/1p6/3NP3/1BN1B3/PPP2PPP/R2Q1RK1 w - - 0 12",
        10,
    ),
    ("rook ending", "8/5pk1/6p1/R7/5P2/6PK/1r6/8 w - - 0 45", 14),
    (
        "pawn ending",
        "8/2p5/3k4/1p1p4/1P1P4/2PK4/8/8 w - - 0 50",
        20,
    ),
];

/// The CPU time of this thread in milliseconds, where Linux tells it.
fn thread_cpu_ms() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanoseconds: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanoseconds / 1e6)
}

fn main() {
    let stop = AtomicBool::new(false);
    let origin = Instant::now();
    let clock = move || origin.elapsed().as_secs_f64() * 1000.0;
    let control = Control {
        stop: &stop,
        clock: &clock,
    };
    let mut total_nodes = 0u64;
    let mut total_ms = 0.0;
    let cpu_start = thread_cpu_ms();
    println!(
        "{:<12} {:>5} {:>12} {:>9} {:>12}  best",
        "position", "depth", "nodes", "ms", "nodes/s"
    );
    for (name, fen, depth) in POSITIONS {
        let Ok(position) = Position::from_fen(fen) else {
            eprintln!("bad FEN for {name}");
            continue;
        };
        let mut engine = Engine::new(32);
        let request = SearchRequest {
            position,
            history: &[],
            limits: Limits::depth(depth),
            level: Level::STRONGEST,
            seed: 0,
        };
        let start = Instant::now();
        let result = engine.search(&request, &control, &mut |_| {});
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        total_nodes += result.nodes;
        total_ms += ms;
        println!(
            "{:<12} {:>5} {:>12} {:>9.0} {:>12.0}  {} ({})",
            name,
            result.depth,
            result.nodes,
            ms,
            result.nodes as f64 / ms * 1000.0,
            result.best_move.map(|m| m.to_string()).unwrap_or_default(),
            result.score
        );
    }
    println!(
        "{:<12} {:>5} {:>12} {:>9.0} {:>12.0}",
        "total",
        "",
        total_nodes,
        total_ms,
        total_nodes as f64 / total_ms * 1000.0
    );
    if let (Some(start), Some(end)) = (cpu_start, thread_cpu_ms()) {
        let cpu_ms = end - start;
        println!(
            "{:<12} {:>5} {:>12} {:>9.0} {:>12.0}",
            "total (cpu)",
            "",
            total_nodes,
            cpu_ms,
            total_nodes as f64 / cpu_ms * 1000.0
        );
    }
}
