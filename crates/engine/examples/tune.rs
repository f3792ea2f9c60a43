//! Fits the evaluation's weights to Stockfish's scores of quiet positions
//! (a "Texel" tuning, with a stronger engine's scores in place of game
//! results), and writes them back as `src/eval/weights.rs`.
//!
//! ```text
//! python3 crates/engine/scripts/tune_data.py --games 6000 --jobs 2 --out target/tune/positions.txt
//! cargo run --release -p roque-engine --example tune -- target/tune/positions.txt \
//!     --write crates/engine/src/eval/weights.rs
//! ```
//!
//! Each position's score, in centipawns, becomes an expected result
//! `1 / (1 + 10^(-score / 400))`; the evaluation's own expected result is
//! `1 / (1 + 10^(-k · eval / 400))`. `k` is 1, so that the fitted
//! evaluation speaks Stockfish's centipawns (the review's winning chances
//! and the levels' margins are written in them); the `k` that would fit
//! the weights as they are best is printed, to show how far apart the two
//! scales were. The weights then move, all at once, down the gradient of
//! the mean squared difference (Adam), for a fixed number of passes. One
//! position in ten is held out and only measured: its loss says whether the
//! fit generalises, and the weights written are those of the pass where it
//! was lowest (measured every ten passes). `--l2` pulls every weight
//! towards where it started, for small sets of positions. Nothing here
//! reads the clock, so a run repeats exactly.

use std::fmt::Write as _;
use std::process::ExitCode;

use roque_engine::eval::{features, weights, Features};
use roque_rules::{Color, Position};

/// One position: its terms, and its expected result for White.
struct Sample {
    features: Features,
    target: f64,
}

/// What the command line asked for.
struct Options {
    positions: String,
    epochs: usize,
    rate: f64,
    l2: f64,
    write: Option<String>,
}

fn parse_options() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let mut options = Options {
        positions: String::new(),
        epochs: 400,
        rate: 1.0,
        l2: 0.0,
        write: None,
    };
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--epochs" => {
                options.epochs = value("--epochs")?
                    .parse()
                    .map_err(|e| format!("--epochs: {e}"))?
            }
            "--rate" => {
                options.rate = value("--rate")?
                    .parse()
                    .map_err(|e| format!("--rate: {e}"))?
            }
            "--l2" => options.l2 = value("--l2")?.parse().map_err(|e| format!("--l2: {e}"))?,
            "--write" => options.write = Some(value("--write")?),
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ => options.positions = arg,
        }
    }
    if options.positions.is_empty() {
        return Err("usage: tune POSITIONS [--epochs N] [--rate R] [--l2 L] [--write FILE]".into());
    }
    Ok(options)
}

/// The expected result of a White's-view score in centipawns, `k` times.
fn expected(score: f64, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * score / 400.0))
}

/// Reads `FEN;score` lines; the score is from the side to move's view.
fn read_samples(path: &str) -> Result<Vec<Sample>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut samples = Vec::new();
    let mut refused = 0;
    for line in text.lines() {
        let Some((fen, score)) = line.rsplit_once(';') else {
            refused += 1;
            continue;
        };
        let (Ok(position), Ok(score)) = (Position::from_fen(fen), score.trim().parse::<f64>())
        else {
            refused += 1;
            continue;
        };
        let Some(features) = features(&position) else {
            continue;
        };
        let white = match position.turn() {
            Color::White => score,
            Color::Black => -score,
        };
        samples.push(Sample {
            features,
            target: expected(white, 1.0),
        });
    }
    if refused > 0 {
        eprintln!("tune: {refused} lines of {path} were not `FEN;score`, left out");
    }
    Ok(samples)
}

/// The mean squared difference between the expected results.
fn loss(samples: &[Sample], weights: &[[f64; 2]], k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (expected(s.features.white_view(weights), k) - s.target).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The `k` that fits the weights as they are best (a golden-section search).
fn fit_k(samples: &[Sample], weights: &[[f64; 2]]) -> f64 {
    let (mut low, mut high) = (0.2, 3.0);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if loss(samples, weights, a) < loss(samples, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// The gradient of the loss with respect to every weight.
fn gradient(samples: &[Sample], weights: &[[f64; 2]], k: f64) -> Vec<[f64; 2]> {
    let mut grad = vec![[0.0; 2]; weights.len()];
    let slope = k * std::f64::consts::LN_10 / 400.0;
    for sample in samples {
        let s = expected(sample.features.white_view(weights), k);
        let d = 2.0 * (s - sample.target) * s * (1.0 - s) * slope;
        for (index, mg, eg) in sample.features.slopes() {
            if let Some(g) = grad.get_mut(index) {
                g[0] += d * mg;
                g[1] += d * eg;
            }
        }
    }
    let n = samples.len().max(1) as f64;
    for g in &mut grad {
        g[0] /= n;
        g[1] /= n;
    }
    grad
}

/// The weights table as Rust source, in the layout of `features`.
fn source(weights: &[[i32; 2]]) -> String {
    use roque_engine::eval::features as f;
    let mut out = String::new();
    out.push_str(
        "//! The evaluation's weights, (middlegame, endgame) in centipawns, in the\n\
         //! order of `features.rs`. Written by the tuner (`examples/tune.rs`) from\n\
         //! Stockfish's scores of quiet positions (`scripts/tune_data.py`): run it\n\
         //! again rather than editing by hand.\n\n\
         use super::features::COUNT;\n\n\
         /// Every weight of the linear terms, in the order of `features.rs`.\n\
         #[rustfmt::skip]\n\
         pub(super) static WEIGHTS: [[i32; 2]; COUNT] = [\n",
    );
    const ROLES: [&str; 6] = ["pawn", "knight", "bishop", "rook", "queen", "king"];
    let mut index = 0;
    while index < weights.len() {
        let pst = (f::PST..f::PST + 6 * 64).contains(&index);
        let run = if pst {
            let role = (index - f::PST) / 64;
            let _ = writeln!(out, "    // {}: {}, a1 to h8", f::name(index), ROLES[role]);
            64
        } else {
            let start = index;
            let end = (start + 1..weights.len())
                .find(|&i| f::name(i) != f::name(start) || i == f::PST)
                .unwrap_or(weights.len());
            let _ = writeln!(out, "    // {}", f::name(index));
            end - start
        };
        for row in weights[index..index + run].chunks(8) {
            out.push_str("   ");
            for [mg, eg] in row {
                let _ = write!(out, " [{mg}, {eg}],");
            }
            out.push('\n');
        }
        index += run;
    }
    out.push_str("];\n");
    out
}

fn main() -> ExitCode {
    let options = match parse_options() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("tune: {message}");
            return ExitCode::FAILURE;
        }
    };
    let samples = match read_samples(&options.positions) {
        Ok(samples) if !samples.is_empty() => samples,
        Ok(_) => {
            eprintln!("tune: no positions in {}", options.positions);
            return ExitCode::FAILURE;
        }
        Err(message) => {
            eprintln!("tune: {message}");
            return ExitCode::FAILURE;
        }
    };
    // One position in ten held out, always the same ones.
    let (train, held): (Vec<_>, Vec<_>) = samples
        .into_iter()
        .enumerate()
        .partition(|(i, _)| i % 10 != 0);
    let train: Vec<Sample> = train.into_iter().map(|(_, s)| s).collect();
    let held: Vec<Sample> = held.into_iter().map(|(_, s)| s).collect();

    let start: Vec<[f64; 2]> = weights()
        .iter()
        .map(|&[mg, eg]| [f64::from(mg), f64::from(eg)])
        .collect();
    let k = 1.0;
    let k_start = fit_k(&train, &start);
    println!(
        "{} positions to fit, {} held out; the weights as they are fit best at k = {k_start:.3} \
         (loss {:.6}, held out {:.6})",
        train.len(),
        held.len(),
        loss(&train, &start, k_start),
        loss(&held, &start, k_start)
    );
    println!(
        "before: loss {:.6} (held out {:.6})",
        loss(&train, &start, k),
        loss(&held, &start, k)
    );

    // Adam, with the usual constants.
    let (beta1, beta2, epsilon) = (0.9, 0.999, 1e-8);
    let mut w = start.clone();
    let mut m = vec![[0.0; 2]; w.len()];
    let mut v = vec![[0.0; 2]; w.len()];
    let mut best = (loss(&held, &w, k), 0, w.clone());
    for epoch in 1..=options.epochs {
        let mut grad = gradient(&train, &w, k);
        let t = epoch as i32;
        for i in 0..w.len() {
            for h in 0..2 {
                // The pull towards the start, per 100 centipawns squared.
                grad[i][h] += options.l2 * 2.0 * (w[i][h] - start[i][h]) / 10_000.0;
                m[i][h] = beta1 * m[i][h] + (1.0 - beta1) * grad[i][h];
                v[i][h] = beta2 * v[i][h] + (1.0 - beta2) * grad[i][h] * grad[i][h];
                let m_hat = m[i][h] / (1.0 - beta1.powi(t));
                let v_hat = v[i][h] / (1.0 - beta2.powi(t));
                w[i][h] -= options.rate * m_hat / (v_hat.sqrt() + epsilon);
            }
        }
        if epoch % 10 == 0 {
            let held_loss = loss(&held, &w, k);
            if held_loss < best.0 {
                best = (held_loss, epoch, w.clone());
            }
            if epoch % 50 == 0 {
                println!(
                    "epoch {epoch}: loss {:.6} (held out {held_loss:.6})",
                    loss(&train, &w, k)
                );
            }
        }
    }
    let (_, epoch, w) = best;
    println!("the held-out positions were fitted best after {epoch} passes");
    let rounded: Vec<[i32; 2]> = w
        .iter()
        .map(|&[mg, eg]| [mg.round() as i32, eg.round() as i32])
        .collect();
    let as_f64: Vec<[f64; 2]> = rounded
        .iter()
        .map(|&[mg, eg]| [f64::from(mg), f64::from(eg)])
        .collect();
    println!(
        "after, rounded: loss {:.6} (held out {:.6})",
        loss(&train, &as_f64, k),
        loss(&held, &as_f64, k)
    );
    if let Some(path) = options.write {
        if let Err(e) = std::fs::write(&path, source(&rounded)) {
            eprintln!("tune: {path}: {e}");
            return ExitCode::FAILURE;
        }
        println!("written to {path}");
    }
    ExitCode::SUCCESS
}
