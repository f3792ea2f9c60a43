//! `roque-relay-bench` (`make bench-relay`): starts a `roque-relay` process
//! (the binary next to this one) with a temporary database, opens ROOMS
//! rooms on loopback (two WebSocket clients each), and has every room play
//! a move a second for SECONDS seconds, the rooms spread evenly over each
//! second. It prints the move-to-opponent latency (from the mover's send to
//! the opponent's receipt of the relay's `moved`, both in this process)
//! and the relay's memory per room (VmRSS from /proc/<pid>/status, after
//! the games minus before the rooms, divided by the rooms).
//!
//! ```text
//! roque-relay-bench [--rooms 1000] [--seconds 30] [--db-in-memory] [--redis URL]
//! ```
//!
//! `--db-in-memory` gives the relay `--db :memory:`: the same work without
//! the disk, to see what the disk costs. `--redis URL` keeps the rooms in
//! that Redis (started by the caller) instead.
//!
//! Each room plays the same legal game, drawn once with the rules crate
//! so that no rule ends it within the run (and timed: 10 minutes each).

use std::io::{BufRead, BufReader};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use roque_protocol::{parse_server, ClientMsg, ColorChoice, Id, ServerMsg, TimeControl, Uci};
use roque_rules::{Game, Move};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

const WAIT: Duration = Duration::from_secs(20);

/// A game of `plies` legal moves that no rule ends, drawn with a fixed
/// seed (moves that keep the game going, no capture-free shuffling that
/// would repeat five times).
fn game_line(plies: usize) -> Vec<Move> {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    'attempt: loop {
        let mut game = Game::new();
        let mut line = Vec::new();
        while line.len() < plies {
            let moves = game.position().legal_moves();
            let mut options: Vec<Move> = moves.to_vec();
            options.sort_by_key(|m| m.to_uci());
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let pick = usize::try_from(seed >> 33).unwrap_or(0);
            let Some(&mv) = options.get(pick % options.len().max(1)) else {
                continue 'attempt;
            };
            if game.play(mv).is_err() || game.is_over() || game.repetitions() > 1 {
                continue 'attempt;
            }
            line.push(mv);
        }
        return line;
    }
}

/// Clock ticks a second in /proc/<pid>/stat (`getconf CLK_TCK`: 100 on
/// Linux's usual builds).
const CLK_TCK: f64 = 100.0;

/// User and system time of the process so far, in clock ticks (all its
/// threads).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // After the command's name in parentheses: state is field 3, utime 14,
    // stime 15.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or(Vec::new(), |(_, rest)| rest.split_whitespace().collect());
    let field = |n: usize| {
        fields
            .get(n - 3)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    field(14) + field(15)
}

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

async fn send(ws: &mut Ws, msg: &ClientMsg) -> Result<(), String> {
    ws.send(Message::text(msg.to_text()))
        .await
        .map_err(|e| e.to_string())
}

/// The next message that is not a ping (answered) or a pong.
async fn recv(ws: &mut Ws) -> Result<ServerMsg, String> {
    loop {
        let frame = tokio::time::timeout(WAIT, ws.next())
            .await
            .map_err(|_| "no message in 20 s".to_owned())?
            .ok_or("closed")?
            .map_err(|e| e.to_string())?;
        let Message::Text(text) = frame else { continue };
        match parse_server(text.as_str()).map_err(|e| e.to_string())? {
            ServerMsg::Ping { n } => send(ws, &ClientMsg::Pong { n }).await?,
            ServerMsg::Pong { .. } => {}
            ServerMsg::Error { code, detail } => return Err(format!("{code:?}: {detail}")),
            msg => return Ok(msg),
        }
    }
}

async fn until_moved(ws: &mut Ws) -> Result<u32, String> {
    loop {
        if let ServerMsg::Moved { ply, .. } = recv(ws).await? {
            return Ok(ply);
        }
    }
}

async fn connect(url: &str) -> Result<Ws, String> {
    tokio_tungstenite::connect_async(url)
        .await
        .map(|(ws, _)| ws)
        .map_err(|e| format!("connect: {e} (is `ulimit -n` high enough?)"))
}

/// Opens one room: White creates, Black joins.
async fn open_room(url: String) -> Result<(Ws, Ws), String> {
    let mut white = connect(&url).await?;
    send(
        &mut white,
        &ClientMsg::Create {
            tc: Some(TimeControl {
                base_s: 600,
                inc_s: 0,
            }),
            color: ColorChoice::White,
            fen: None,
            name: None,
        },
    )
    .await?;
    let room: Id = match recv(&mut white).await? {
        ServerMsg::Welcome { room, .. } => room,
        other => return Err(format!("expected a welcome, got {other:?}")),
    };
    let mut black = connect(&url).await?;
    send(&mut black, &ClientMsg::Join { room, token: None }).await?;
    loop {
        if let ServerMsg::Welcome { .. } = recv(&mut black).await? {
            break;
        }
    }
    Ok((white, black))
}

/// The two clients of a room, kept open until the last reading.
type Pair = (Ws, Ws);

/// Plays `line` a move a second from `start`, returning each move's
/// latency in microseconds, and the clients.
async fn play_room(
    mut white: Ws,
    mut black: Ws,
    line: Vec<Move>,
    start: tokio::time::Instant,
) -> Result<(Vec<u64>, Pair), String> {
    let mut latencies = Vec::with_capacity(line.len());
    for (ply, mv) in line.into_iter().enumerate() {
        let at = start + Duration::from_secs(u64::try_from(ply).unwrap_or(0));
        tokio::time::sleep_until(at).await;
        let (mover, other) = if ply % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        let ply = u32::try_from(ply).unwrap_or(u32::MAX);
        let sent = Instant::now();
        send(mover, &ClientMsg::Move { ply, uci: Uci(mv) }).await?;
        let got = until_moved(other).await?;
        latencies.push(u64::try_from(sent.elapsed().as_micros()).unwrap_or(u64::MAX));
        if got != ply {
            return Err(format!("expected ply {ply}, got {got}"));
        }
        until_moved(mover).await?;
    }
    Ok((latencies, (white, black)))
}

fn arg(args: &[String], name: &str, default: u64) -> Result<u64, String> {
    match args.iter().position(|a| a == name) {
        None => Ok(default),
        Some(i) => args
            .get(i + 1)
            .and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a number")),
    }
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("roque-relay-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rooms = usize::try_from(arg(&args, "--rooms", 1000)?).map_err(|e| e.to_string())?;
    let seconds = usize::try_from(arg(&args, "--seconds", 30)?).map_err(|e| e.to_string())?;
    // A diagnostic: the relay's SQLite in memory, to tell the disk's share
    // of the latency from the rest.
    let in_memory = args.iter().any(|a| a == "--db-in-memory");
    // Rooms in a Redis the caller runs, instead of SQLite.
    let redis: Vec<String> = match args.iter().position(|a| a == "--redis") {
        Some(i) => vec![
            "--redis".into(),
            args.get(i + 1).ok_or("--redis needs a URL")?.clone(),
        ],
        None => Vec::new(),
    };
    let relay_bin = std::env::current_exe()
        .map_err(|e| e.to_string())?
        .with_file_name("roque-relay");
    let dir = std::env::temp_dir().join(format!("roque-relay-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    // Every client of the bench comes from one address: no per-address
    // limit (the relay's defaults are for the public).
    let mut relay = Command::new(&relay_bin)
        .args([
            "--max-sockets-per-minute",
            "0",
            "--max-rooms-per-minute",
            "0",
        ])
        .args(["--addr", "127.0.0.1:0", "--db"])
        .arg(if in_memory {
            std::path::PathBuf::from(":memory:")
        } else {
            dir.join("bench.sqlite")
        })
        .args(&redis)
        .stdout(Stdio::piped())
        // Its log (a line per room created and seat taken: twenty
        // thousand here) is written, as in service, but not shown.
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", relay_bin.display()))?;
    let mut line = String::new();
    if let Some(stdout) = relay.stdout.take() {
        BufReader::new(stdout)
            .read_line(&mut line)
            .map_err(|e| e.to_string())?;
    }
    let addr = line
        .trim()
        .strip_prefix("roque-relay listening on http://")
        .ok_or_else(|| format!("unexpected first line from the relay: {line:?}"))?
        .to_owned();
    let url = format!("ws://{addr}/ws");
    let pid = relay.id();

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let result = runtime.block_on(async {
        // Let the relay settle before the first reading.
        tokio::time::sleep(Duration::from_millis(300)).await;
        let rss_before = rss_kib(pid);
        let line = game_line(seconds);
        let opened = Instant::now();
        let mut pairs = Vec::with_capacity(rooms);
        for batch in (0..rooms).collect::<Vec<_>>().chunks(100) {
            let tasks: Vec<_> = batch.iter().map(|_| tokio::spawn(open_room(url.clone()))).collect();
            for task in tasks {
                pairs.push(task.await.map_err(|e| e.to_string())??);
            }
        }
        let open_s = opened.elapsed().as_secs_f64();
        let rss_open = rss_kib(pid);
        let cpu_open = cpu_ticks(pid);
        println!(
            "{rooms} rooms ({} clients) open in {open_s:.1} s; playing a move a second each for {seconds} s",
            rooms * 2
        );
        let start = tokio::time::Instant::now() + Duration::from_millis(500);
        let step = Duration::from_secs(1) / u32::try_from(rooms.max(1)).unwrap_or(1);
        let tasks: Vec<_> = pairs
            .into_iter()
            .enumerate()
            .map(|(i, (white, black))| {
                let offset = step * u32::try_from(i).unwrap_or(0);
                tokio::spawn(play_room(white, black, line.clone(), start + offset))
            })
            .collect();
        let mut latencies = Vec::new();
        let mut open_pairs = Vec::new();
        let mut failures = 0usize;
        let mut first_failure = None;
        for task in tasks {
            match task.await.map_err(|e| e.to_string())? {
                Ok((l, pair)) => {
                    latencies.extend(l);
                    open_pairs.push(pair);
                }
                Err(e) => {
                    failures += 1;
                    first_failure.get_or_insert(e);
                }
            }
        }
        let rss_after = rss_kib(pid);
        let cpu_played = cpu_ticks(pid).saturating_sub(cpu_open);
        drop(open_pairs);
        Ok::<_, String>((
            latencies,
            failures,
            first_failure,
            (rss_before, rss_open, rss_after),
            cpu_played,
        ))
    });
    let _ = relay.kill();
    let _ = relay.wait();
    let _ = std::fs::remove_dir_all(&dir);
    let (mut latencies, failures, first_failure, (before, open, after), cpu) = result?;
    if let Some(e) = first_failure {
        eprintln!("{failures} rooms failed; the first: {e}");
    }
    latencies.sort_unstable();
    let at = |q: f64| {
        let i = ((latencies.len() as f64 - 1.0) * q).round() as usize;
        latencies.get(i).map_or(0.0, |&us| us as f64 / 1000.0)
    };
    println!(
        "moves relayed: {}; move-to-opponent latency: median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        latencies.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
    // Less noisy than the latency on a shared machine: what the relay
    // itself spent, user and system, while the games were played.
    println!(
        "relay CPU while playing: {:.2} s, {:.0} µs a move",
        cpu as f64 / CLK_TCK,
        cpu as f64 / CLK_TCK * 1e6 / latencies.len().max(1) as f64
    );
    let per_room = |kib: u64| kib.saturating_sub(before) as f64 / rooms.max(1) as f64;
    println!(
        "relay RSS: {:.1} MiB before, {:.1} MiB with the rooms open, {:.1} MiB after the games: {:.1} KiB a room open, {:.1} KiB a room after {seconds} plies",
        before as f64 / 1024.0,
        open as f64 / 1024.0,
        after as f64 / 1024.0,
        per_room(open),
        per_room(after)
    );
    if failures > 0 {
        return Err(format!("{failures} rooms failed"));
    }
    Ok(())
}
