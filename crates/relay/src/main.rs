//! `roque-relay`: serves the built app and its online rooms.
//!
//! ```text
//! roque-relay [--dist DIR] [--addr HOST:PORT] [--db FILE] [--redis URL]
//!             [--room-ttl DURATION] [--allow-origin ORIGIN]...
//! ```

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use roque_relay::{parse_duration, start, Config};

const USAGE: &str = "usage: roque-relay [--dist DIR] [--addr HOST:PORT] [--db FILE] [--redis URL] [--room-ttl DURATION] [--allow-origin ORIGIN]...
  --dist DIR           the built app to serve (make dist); none: rooms only
  --addr HOST:PORT     where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --db FILE            the SQLite file that keeps rooms (default roque-relay.sqlite)
  --redis URL          share rooms with other relays through Redis (redis://host:port)
  --room-ttl DURATION  rooms expire this long after their last move (default 7d; ms, s, m, h, d)
  --allow-origin URL   a page origin allowed to open room sockets besides the relay's own (repeatable)";

fn parse_args(args: impl Iterator<Item = String>) -> Result<Config, String> {
    let mut config = Config::default();
    let mut args = args;
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Err(String::new());
        }
        let mut value = || args.next().ok_or_else(|| format!("{flag} needs a value"));
        match flag.as_str() {
            "--dist" => config.dist = Some(PathBuf::from(value()?)),
            "--addr" => config.addr = value()?,
            "--db" => config.db = PathBuf::from(value()?),
            "--redis" => config.redis = Some(value()?),
            "--room-ttl" => config.room_ttl = parse_duration(&value()?)?,
            "--allow-origin" => config.allow_origins.push(value()?),
            other => return Err(format!("unknown argument {other:?}")),
        }
    }
    if let Some(dist) = &config.dist {
        if !dist.join("index.html").is_file() {
            return Err(format!(
                "--dist {}: no index.html there (run make dist)",
                dist.display()
            ));
        }
    }
    Ok(config)
}

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(config) => config,
        Err(e) if e.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("roque-relay: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("roque-relay: cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async move {
        match start(config).await {
            Ok(relay) => {
                // Tests and scripts read the address from this line.
                println!("roque-relay listening on http://{}", relay.addr);
                let _ = std::io::stdout().flush();
                let why = relay.wait().await;
                eprintln!("roque-relay: {why}");
                ExitCode::FAILURE
            }
            Err(e) => {
                eprintln!("roque-relay: {e}");
                ExitCode::FAILURE
            }
        }
    })
}
