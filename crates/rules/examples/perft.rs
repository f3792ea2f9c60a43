//! Counts perft nodes: `cargo run --release -p roque-rules --example perft -- <depth> "<fen>"`.
//! The node count is the last line printed.

use roque_rules::Position;
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(depth) = args.first().and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("usage: perft <depth> [fen]");
        return ExitCode::FAILURE;
    };
    let position = match args.get(1) {
        None => Position::new(),
        Some(fen) => match Position::from_fen(fen) {
            Ok(position) => position,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        },
    };
    let start = Instant::now();
    let nodes = position.perft(depth);
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "{:.3} s, {:.1} M nodes/s",
        seconds,
        nodes as f64 / seconds.max(1e-9) / 1e6
    );
    println!("{nodes}");
    ExitCode::SUCCESS
}
