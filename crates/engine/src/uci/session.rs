//! A UCI session: the engine's state between commands, and the thread that
//! searches while the session keeps reading (so that `stop` and `isready`
//! are answered during a search).

use super::command::{level_for_elo, parse, Command, Go, OPTIONS};
use crate::level::Level;
use crate::search::{Control, Engine, Info, SearchRequest, SearchResult};
use crate::time::TimeControl;
use roque_rules::{Move, Position};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

const DEFAULT_HASH_MB: usize = 16;
const MAX_HASH_MB: usize = 1024;

/// Whether the session goes on after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    /// Read the next command.
    Continue,
    /// `quit` was received.
    Quit,
}

/// The output, shared by the session and its search thread, one line at a time.
struct Output<W: Write>(Arc<Mutex<W>>);

impl<W: Write> Clone for Output<W> {
    fn clone(&self) -> Self {
        Output(Arc::clone(&self.0))
    }
}

impl<W: Write> Output<W> {
    fn line(&self, text: &str) {
        // A poisoned lock means another thread panicked mid-write; the
        // writer itself is still usable.
        let mut out = match self.0.lock() {
            Ok(out) => out,
            Err(poisoned) => poisoned.into_inner(),
        };
        // If the GUI has gone away there is nobody to tell.
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }
}

struct RunningSearch {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<Engine>,
    /// Whether only `stop` ends it: `go infinite`, `go ponder`, or a `go`
    /// with no limit for the side to move.
    needs_stop: bool,
}

/// The engine's side of a UCI conversation.
pub struct Session<W: Write + Send + 'static> {
    out: Output<W>,
    position: Position,
    /// Hashes of the positions before `position` in the current game.
    history: Vec<u64>,
    engine: Option<Engine>,
    running: Option<RunningSearch>,
    hash_mb: usize,
    level: Level,
    limit_strength: bool,
    elo_level: Level,
    debug: bool,
    searches: u64,
}

impl<W: Write + Send + 'static> Session<W> {
    /// A session that writes its answers to `out`.
    pub fn new(out: W) -> Session<W> {
        Session {
            out: Output(Arc::new(Mutex::new(out))),
            position: Position::new(),
            history: Vec::new(),
            engine: Some(Engine::new(DEFAULT_HASH_MB)),
            running: None,
            hash_mb: DEFAULT_HASH_MB,
            level: Level::STRONGEST,
            limit_strength: false,
            elo_level: Level::STRONGEST,
            debug: false,
            searches: 0,
        }
    }

    fn info_string(&self, text: &str) {
        self.out.line(&format!("info string {text}"));
    }

    /// Handles one line from the GUI.
    pub fn handle_line(&mut self, line: &str) -> Flow {
        match parse(line) {
            Ok(None) => Flow::Continue,
            Ok(Some(command)) => self.handle(command),
            Err(error) => {
                self.info_string(&error.to_string());
                Flow::Continue
            }
        }
    }

    fn handle(&mut self, command: Command) -> Flow {
        match command {
            Command::Uci => {
                self.out
                    .line(&format!("id name Roque {}", env!("CARGO_PKG_VERSION")));
                self.out.line("id author the Roque authors");
                for option in OPTIONS {
                    self.out.line(option);
                }
                self.out.line("uciok");
            }
            Command::Debug(on) => self.debug = on,
            Command::IsReady => self.out.line("readyok"),
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::UciNewGame => {
                self.finish_search();
                if let Some(engine) = self.engine.as_mut() {
                    engine.new_game();
                }
                self.position = Position::new();
                self.history.clear();
            }
            Command::Position { start, moves } => self.set_position(start, &moves),
            Command::Go(go) => self.go(go),
            Command::Stop => self.finish_search(),
            Command::PonderHit => {
                // Pondering searches without a time limit: a hit just lets it
                // run until the GUI's `stop`.
            }
            Command::Quit => {
                self.finish_search();
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        let number = || value.and_then(|v| v.trim().parse::<i64>().ok());
        match name.to_ascii_lowercase().as_str() {
            "hash" => match number() {
                Some(mb) if mb >= 1 => {
                    self.hash_mb = (mb as usize).min(MAX_HASH_MB);
                    self.finish_search();
                    if let Some(engine) = self.engine.as_mut() {
                        engine.set_hash_size(self.hash_mb);
                    }
                }
                _ => self.info_string("Hash needs a number of MiB from 1 to 1024"),
            },
            "level" => match number().map(Level::new) {
                Some(Ok(level)) => self.level = level,
                Some(Err(error)) => self.info_string(&error.to_string()),
                None => self.info_string("Level needs a number from 1 to 8"),
            },
            "uci_limitstrength" => match value.map(str::trim) {
                Some("true") => self.limit_strength = true,
                Some("false") => self.limit_strength = false,
                _ => self.info_string("UCI_LimitStrength needs true or false"),
            },
            "uci_elo" => match number() {
                Some(elo) => self.elo_level = level_for_elo(elo),
                None => self.info_string("UCI_Elo needs a number"),
            },
            "clear hash" => {
                self.finish_search();
                if let Some(engine) = self.engine.as_mut() {
                    engine.new_game();
                }
            }
            _ => self.info_string(&format!("no such option: {name}")),
        }
    }

    /// Sets up `start` and plays `moves`, stopping at the first move that is
    /// not legal (the position then stands after the moves before it).
    fn set_position(&mut self, start: Position, moves: &[String]) {
        let mut position = start;
        let mut history = Vec::with_capacity(moves.len());
        for (index, text) in moves.iter().enumerate() {
            let played = Move::from_uci(text)
                .ok()
                .filter(|&mv| position.is_legal(mv));
            let Some(mv) = played else {
                self.info_string(&format!(
                    "illegal or unreadable move {text:?} (move {} of the list) in {}; the position stands before it",
                    index + 1,
                    position.fen()
                ));
                break;
            };
            history.push(position.hash());
            position.play_unchecked(mv);
        }
        self.position = position;
        self.history = history;
    }

    fn go(&mut self, go: Go) {
        // A GUI sends `stop` first; a script may not: let a finite search
        // end on its own, stop one that would wait for `stop` forever.
        self.join_search(false);
        if !go.ignored.is_empty() {
            self.info_string(&format!("go: ignored {}", go.ignored.join(" ")));
        }
        let Some(mut engine) = self.engine.take() else {
            self.info_string("the engine is not available");
            return;
        };
        let limits = go.limits(self.position.turn());
        let level = if self.limit_strength {
            self.elo_level
        } else {
            self.level
        };
        let stop = Arc::new(AtomicBool::new(false));
        let out = self.out.clone();
        let position = self.position;
        let history = self.history.clone();
        let flag = Arc::clone(&stop);
        self.searches += 1;
        let seed = self.searches ^ position.hash();
        let waits_for_stop = go.waits_for_stop();
        let unbounded = limits.time == TimeControl::Infinite
            && limits.depth.is_none()
            && limits.nodes.is_none();
        let needs_stop = waits_for_stop || unbounded;
        let spawned = std::thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                let origin = Instant::now();
                let clock = move || origin.elapsed().as_secs_f64() * 1000.0;
                let control = Control {
                    stop: &flag,
                    clock: &clock,
                };
                let request = SearchRequest {
                    position,
                    history: &history,
                    limits,
                    level,
                    seed,
                };
                let result = engine.search(&request, &control, &mut |info| {
                    out.line(&info_line(info));
                });
                // In infinite and ponder modes the answer waits for `stop`.
                while waits_for_stop && !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(2));
                }
                out.line(&bestmove_line(&result));
                engine
            });
        match spawned {
            Ok(thread) => {
                self.running = Some(RunningSearch {
                    stop,
                    thread,
                    needs_stop,
                })
            }
            Err(error) => {
                self.info_string(&format!("cannot start the search thread: {error}"));
                self.engine = Some(Engine::new(self.hash_mb));
            }
        }
    }

    /// Stops the running search, if any, and waits for its `bestmove`.
    fn finish_search(&mut self) {
        self.join_search(true);
    }

    /// Waits for the running search, if any: stopped now if `stop`, or if
    /// it would otherwise wait for a `stop` that will not come.
    fn join_search(&mut self, stop: bool) {
        if let Some(running) = self.running.take() {
            if stop || running.needs_stop {
                running.stop.store(true, Ordering::Relaxed);
            }
            match running.thread.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => {
                    self.info_string("the search failed; starting afresh");
                    self.engine = Some(Engine::new(self.hash_mb));
                }
            }
        }
    }

    /// Whether debug output was asked for.
    pub fn debug(&self) -> bool {
        self.debug
    }
}

impl<W: Write + Send + 'static> Drop for Session<W> {
    fn drop(&mut self) {
        self.finish_search();
    }
}

/// The `info` line for a finished iteration.
pub fn info_line(info: &Info) -> String {
    let nps = if info.time_ms > 0.0 {
        (info.nodes as f64 * 1000.0 / info.time_ms) as u64
    } else {
        0
    };
    let pv: Vec<String> = info.pv.iter().map(Move::to_string).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} hashfull {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        nps,
        info.hashfull,
        info.time_ms as u64,
        pv.join(" ")
    )
}

/// The `bestmove` line (`bestmove 0000` when there is no legal move).
pub fn bestmove_line(result: &SearchResult) -> String {
    match (result.best_move, result.ponder) {
        (Some(best), Some(ponder)) => format!("bestmove {best} ponder {ponder}"),
        (Some(best), None) => format!("bestmove {best}"),
        (None, _) => "bestmove 0000".to_string(),
    }
}

/// Runs a UCI session over `input` and `output` until `quit` or the end of
/// the input. At the end of the input a running search is let finish (or
/// stopped, if it would wait for `stop`) and answered.
pub fn run<R: BufRead, W: Write + Send + 'static>(mut input: R, output: W) {
    let mut session = Session::new(output);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {
                // Bytes that are not UTF-8 become U+FFFD: an unknown command.
                let line = String::from_utf8_lossy(&bytes);
                if session.handle_line(&line) == Flow::Quit {
                    return;
                }
            }
        }
    }
    session.join_search(false);
}
