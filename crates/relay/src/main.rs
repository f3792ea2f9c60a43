//! `roque-relay`: serves the built app and its online rooms.
//!
//! ```text
//! roque-relay [--dist DIR] [--addr HOST:PORT] [--db FILE] [--redis URL]
//!             [--room-ttl DURATION] [--allow-origin ORIGIN]...
//! ```
//!
//! Each flag may be given instead by its environment variable
//! (`ROQUE_RELAY_ADDR`, …: `--help` lists them); a flag wins over its
//! variable. SIGTERM (or Ctrl-C) stops it cleanly: see
//! [`roque_relay::Relay::shutdown`].

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use roque_relay::{parse_duration, start, Config};

const USAGE: &str = "usage: roque-relay [--dist DIR] [--addr HOST:PORT] [--db FILE] [--redis URL] [--room-ttl DURATION] [--allow-origin ORIGIN]...
  --dist DIR           ROQUE_RELAY_DIST           the built app to serve (make dist); none: rooms only
  --addr HOST:PORT     ROQUE_RELAY_ADDR           where to listen (default 127.0.0.1:8080; port 0 picks a free one)
  --db FILE            ROQUE_RELAY_DB             the SQLite file that keeps rooms (default roque-relay.sqlite)
  --redis URL          ROQUE_RELAY_REDIS          share rooms with other relays through Redis (redis://host:port, rediss:// for TLS)
  --redis-ca FILE      ROQUE_RELAY_REDIS_CA       with rediss://: trust this CA (PEM) instead of the system's
  --redis-cert FILE    ROQUE_RELAY_REDIS_CERT     with rediss://: this relay's certificate (PEM), for a Redis that checks clients
  --redis-key FILE     ROQUE_RELAY_REDIS_KEY      with rediss://: that certificate's private key (PEM)
  --room-ttl DURATION  ROQUE_RELAY_ROOM_TTL       rooms expire this long after their last move (default 7d; ms, s, m, h, d)
  --allow-origin URL   ROQUE_RELAY_ALLOW_ORIGIN   a page origin allowed to open room sockets besides the relay's own
                                                  (the flag repeatable, the variable a comma-separated list)
  --max-sockets-per-minute N  ROQUE_RELAY_MAX_SOCKETS_PER_MINUTE  sockets one address may open a minute (default 120; 0: no limit)
  --max-rooms-per-minute N    ROQUE_RELAY_MAX_ROOMS_PER_MINUTE    rooms one address may create a minute (default 30; 0: no limit)
  --max-rooms N        ROQUE_RELAY_MAX_ROOMS      rooms held in memory at most; new ones refused past it (default 100000)
  --max-db-mb N        ROQUE_RELAY_MAX_DB_MB      SQLite files' size at most, in MiB; new rooms refused past it (default 4096)
  --trust-proxy        ROQUE_RELAY_TRUST_PROXY=1  behind a proxy: the client's address is X-Forwarded-For's last hop
  --metrics-addr HOST:PORT  ROQUE_RELAY_METRICS_ADDR  serve GET /metrics (Prometheus) there, never on --addr (default: off)
  --log-format FORMAT  ROQUE_RELAY_LOG_FORMAT     human (default) or json: one line per room created, seat taken, game ended,
                                                  refusal and fault, on stderr; never a token
A flag wins over its variable.
Endpoints: /ws (rooms), /healthz (the process answers), /readyz (its store answers too), the app for the rest.
SIGTERM or Ctrl-C: stop accepting, tell the pages to reconnect, flush the store, exit 0.";

/// The options: the flag and its environment variable.
const OPTIONS: [(&str, &str); 16] = [
    ("--dist", "ROQUE_RELAY_DIST"),
    ("--addr", "ROQUE_RELAY_ADDR"),
    ("--db", "ROQUE_RELAY_DB"),
    ("--redis", "ROQUE_RELAY_REDIS"),
    ("--redis-ca", "ROQUE_RELAY_REDIS_CA"),
    ("--redis-cert", "ROQUE_RELAY_REDIS_CERT"),
    ("--redis-key", "ROQUE_RELAY_REDIS_KEY"),
    ("--room-ttl", "ROQUE_RELAY_ROOM_TTL"),
    ("--allow-origin", "ROQUE_RELAY_ALLOW_ORIGIN"),
    (
        "--max-sockets-per-minute",
        "ROQUE_RELAY_MAX_SOCKETS_PER_MINUTE",
    ),
    ("--max-rooms-per-minute", "ROQUE_RELAY_MAX_ROOMS_PER_MINUTE"),
    ("--max-rooms", "ROQUE_RELAY_MAX_ROOMS"),
    ("--max-db-mb", "ROQUE_RELAY_MAX_DB_MB"),
    ("--trust-proxy", "ROQUE_RELAY_TRUST_PROXY"),
    ("--metrics-addr", "ROQUE_RELAY_METRICS_ADDR"),
    ("--log-format", "ROQUE_RELAY_LOG_FORMAT"),
];

/// The options that are switches, without a value (their variable is
/// `1`/`true` or `0`/`false`).
const SWITCHES: [&str; 1] = ["--trust-proxy"];

/// A whole number for `flag`.
fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .trim()
        .parse()
        .map_err(|_| format!("{flag}: {value:?} is not a whole number"))
}

/// Sets the option `flag` to `value` in `config`.
fn set(config: &mut Config, flag: &str, value: String) -> Result<(), String> {
    match flag {
        "--dist" => config.dist = Some(PathBuf::from(value)),
        "--addr" => config.addr = value,
        "--db" => config.db = PathBuf::from(value),
        "--redis" => config.redis = Some(value),
        "--redis-ca" => config.redis_tls.ca = Some(PathBuf::from(value)),
        "--redis-cert" => config.redis_tls.cert = Some(PathBuf::from(value)),
        "--redis-key" => config.redis_tls.key = Some(PathBuf::from(value)),
        "--room-ttl" => config.room_ttl = parse_duration(&value)?,
        "--allow-origin" => config.allow_origins.push(value),
        "--max-sockets-per-minute" => config.max_sockets_per_minute = number(flag, &value)?,
        "--max-rooms-per-minute" => config.max_rooms_per_minute = number(flag, &value)?,
        "--max-rooms" => config.max_rooms = number(flag, &value)?,
        "--max-db-mb" => config.max_db_mb = number(flag, &value)?,
        "--trust-proxy" => {
            config.trust_proxy = match value.trim().to_ascii_lowercase().as_str() {
                "1" | "true" | "yes" | "on" => true,
                "0" | "false" | "no" | "off" => false,
                _ => return Err(format!("{flag}: {value:?} is neither 1 nor 0")),
            }
        }
        "--metrics-addr" => config.metrics_addr = Some(value),
        "--log-format" => {
            config.json_logs = match value.trim() {
                "human" => false,
                "json" => true,
                _ => return Err(format!("{flag}: {value:?} is neither human nor json")),
            }
        }
        other => return Err(format!("unknown argument {other:?}")),
    }
    Ok(())
}

/// The configuration from the environment (`env`: a variable's value),
/// then the command line, which wins.
fn parse_args(
    args: impl Iterator<Item = String>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Config, String> {
    let mut flags: Vec<(String, String)> = Vec::new();
    let mut args = args;
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Err(String::new());
        }
        if !OPTIONS.iter().any(|(name, _)| *name == flag) {
            return Err(format!("unknown argument {flag:?}"));
        }
        let value = if SWITCHES.contains(&flag.as_str()) {
            "1".to_owned()
        } else {
            args.next().ok_or_else(|| format!("{flag} needs a value"))?
        };
        flags.push((flag, value));
    }
    let mut config = Config::default();
    for (flag, variable) in OPTIONS {
        if flags.iter().any(|(name, _)| name == flag) {
            continue;
        }
        let Some(value) = env(variable).filter(|v| !v.trim().is_empty()) else {
            continue;
        };
        let values: Vec<String> = if flag == "--allow-origin" {
            value
                .split(',')
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
                .collect()
        } else {
            vec![value]
        };
        for value in values {
            set(&mut config, flag, value).map_err(|e| format!("{variable}: {e}"))?;
        }
    }
    for (flag, value) in flags {
        set(&mut config, &flag, value)?;
    }
    if config.room_ttl.as_secs() == 0 {
        return Err("--room-ttl must be at least a second".into());
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

/// Resolves at SIGTERM or Ctrl-C (SIGINT).
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = term.recv() => {}
                    _ = tokio::signal::ctrl_c() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1), |name| std::env::var(name).ok()) {
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
    // The log: one line per event on stderr, for people or for machines.
    let logs = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_target(false);
    if config.json_logs {
        logs.json().init();
    } else {
        logs.init();
    }
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            tracing::error!(error = %e, "cannot start");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async move {
        match start(config).await {
            Ok(mut relay) => {
                // Tests and scripts read the addresses from this line.
                match relay.metrics_addr {
                    Some(metrics) => println!(
                        "roque-relay listening on http://{} (metrics on http://{metrics}/metrics)",
                        relay.addr
                    ),
                    None => println!("roque-relay listening on http://{}", relay.addr),
                }
                let _ = std::io::stdout().flush();
                tokio::select! {
                    why = relay.wait() => {
                        tracing::error!("{why}");
                        return ExitCode::FAILURE;
                    }
                    () = stop_signal() => {}
                }
                tracing::info!("stopping: the pages are told to reconnect");
                match relay.shutdown().await {
                    Ok(()) => {
                        tracing::info!("stopped");
                        ExitCode::SUCCESS
                    }
                    Err(e) => {
                        tracing::error!(error = %e, "stopped, but the store was not flushed");
                        ExitCode::FAILURE
                    }
                }
            }
            Err(e) => {
                tracing::error!("{e}");
                ExitCode::FAILURE
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::parse_args;
    use std::time::Duration;

    fn parse(args: &[&str], env: &[(&str, &str)]) -> Result<roque_relay::Config, String> {
        let env: Vec<(String, String)> = env
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        parse_args(args.iter().map(|a| (*a).to_owned()), move |name| {
            env.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
        })
    }

    #[test]
    fn flags_and_variables() {
        let config = parse(
            &["--addr", "0.0.0.0:9000"],
            &[
                ("ROQUE_RELAY_ADDR", "127.0.0.1:1"),
                ("ROQUE_RELAY_DB", "/var/lib/roque/rooms.sqlite"),
                ("ROQUE_RELAY_ROOM_TTL", "2d"),
                (
                    "ROQUE_RELAY_ALLOW_ORIGIN",
                    "https://a.example, https://b.example",
                ),
            ],
        )
        .expect("parses");
        // The flag wins over its variable; the others come from theirs.
        assert_eq!(config.addr, "0.0.0.0:9000");
        assert_eq!(config.db.to_str(), Some("/var/lib/roque/rooms.sqlite"));
        assert_eq!(config.room_ttl, Duration::from_secs(2 * 86_400));
        assert_eq!(
            config.allow_origins,
            ["https://a.example", "https://b.example"]
        );
        assert_eq!(parse(&[], &[]).expect("defaults").addr, "127.0.0.1:8080");
    }

    #[test]
    fn bad_values_say_where_they_come_from() {
        let error = parse(&[], &[("ROQUE_RELAY_ROOM_TTL", "3w")]).expect_err("refused");
        assert!(error.starts_with("ROQUE_RELAY_ROOM_TTL: "), "{error}");
        assert!(parse(&["--room-ttl"], &[])
            .expect_err("refused")
            .contains("needs a value"));
        assert!(parse(&["--nope", "x"], &[])
            .expect_err("refused")
            .contains("unknown argument"));
        assert_eq!(parse(&["--help"], &[]).expect_err("help"), "");
    }
}
