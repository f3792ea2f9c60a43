//! `roque-uci`: Roque's engine behind the UCI protocol, on standard input
//! and output. `cargo run --release -p roque-engine --bin roque-uci`.

fn main() {
    roque_engine::uci::run(std::io::stdin().lock(), std::io::stdout());
}
