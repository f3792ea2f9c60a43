//! Answers worker requests natively, one per line of standard input, with
//! a fresh engine each and the real clock: the native side of
//! `scripts/bench-engine.mjs`, which sends the same lines to the Web Worker
//! in Chromium and compares nodes per second.
//!
//! ```text
//! echo 'roque1|1|move|8|w|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|' \
//!     | cargo run --release -p roque-worker --example answer
//! ```

use std::io::{BufRead, Write};
use std::time::Instant;

use roque_worker::Service;

fn main() {
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let reply = Service::new().answer_line(line.trim(), &clock, 1);
        let mut out = stdout.lock();
        let _ = writeln!(out, "{reply}");
        let _ = out.flush();
    }
}
