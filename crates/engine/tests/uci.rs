//! The UCI protocol, driven with scripted input: in-process through
//! `uci::run`, and through the `roque-uci` program itself.

use roque_engine::uci;
use roque_rules::{Move, Position};
use std::io::{BufRead, BufReader, Cursor, Write};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};

/// A writer whose bytes the test can read afterwards.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .map_err(|_| std::io::Error::other("poisoned"))?
            .extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Runs a session over `script` and returns its output lines. At the end
/// of the script a running search is let finish (`quit` would stop it).
fn session(script: &[&str]) -> Vec<String> {
    let input = script.join("\n") + "\n";
    let out = Captured::default();
    uci::run(Cursor::new(input.into_bytes()), out.clone());
    let bytes = out.0.lock().expect("output").clone();
    String::from_utf8(bytes)
        .expect("UTF-8 output")
        .lines()
        .map(str::to_string)
        .collect()
}

/// The moves of the `bestmove` lines, in order.
fn best_moves(lines: &[String]) -> Vec<String> {
    lines
        .iter()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .map(|rest| rest.split_whitespace().next().unwrap_or("").to_string())
        .collect()
}

/// The moves of the `bestmove` lines, which must be `count` (the session's
/// lines are shown when they are not).
fn answers(lines: &[String], count: usize) -> Vec<String> {
    let best = best_moves(lines);
    assert_eq!(best.len(), count, "{lines:?}");
    best
}

fn legal_in(position: &Position, uci_move: &str) -> bool {
    Move::from_uci(uci_move).is_ok_and(|mv| position.is_legal(mv))
}

/// The start position after `moves`.
fn after(moves: &[&str]) -> Position {
    after_from(Position::new(), moves)
}

/// `position` after `moves`.
fn after_from(mut position: Position, moves: &[&str]) -> Position {
    for m in moves {
        position
            .play(Move::from_uci(m).expect("UCI"))
            .expect("legal");
    }
    position
}

#[test]
fn handshake() {
    let lines = session(&["uci", "isready", "quit"]);
    assert!(lines.iter().any(|l| l.starts_with("id name Roque")));
    assert!(lines.iter().any(|l| l.starts_with("id author")));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name Hash type spin")));
    assert!(lines
        .iter()
        .any(|l| l.starts_with("option name Level type spin")));
    let uciok = lines.iter().position(|l| l == "uciok").expect("uciok");
    let readyok = lines.iter().position(|l| l == "readyok").expect("readyok");
    assert!(uciok < readyok);
}

#[test]
fn searches_from_startpos_with_moves() {
    let lines = session(&[
        "uci",
        "ucinewgame",
        "isready",
        "position startpos moves e2e4",
        "go depth 3",
    ]);
    let best = answers(&lines, 1);
    assert!(legal_in(&after(&["e2e4"]), &best[0]), "{best:?}");
    // Iterations are reported, the last at depth 3.
    assert!(
        lines.iter().any(|l| l.starts_with("info depth 3 ")),
        "{lines:?}"
    );
}

#[test]
fn searches_from_a_fen_with_moves() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let lines = session(&[
        &format!("position fen {fen} moves f1c4 g8f6"),
        "go nodes 3000",
    ]);
    let position = after_from(Position::from_fen(fen).expect("FEN"), &["f1c4", "g8f6"]);
    let best = answers(&lines, 1);
    assert!(legal_in(&position, &best[0]));
}

#[test]
fn go_variants_each_answer_once() {
    let lines = session(&[
        "position startpos",
        "go depth 2",
        "go nodes 500",
        "go movetime 30",
        "go wtime 1000 btime 1000 winc 10 binc 10",
        "go wtime 500 btime 500 movestogo 5",
        "go infinite",
        "stop",
        "quit",
    ]);
    let best = answers(&lines, 6);
    for mv in &best {
        assert!(legal_in(&Position::new(), mv), "{mv}");
    }
}

#[test]
fn mate_is_reported_and_played() {
    let lines = session(&[
        "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
        "go depth 4",
    ]);
    assert_eq!(best_moves(&lines), ["a1a8"], "{lines:?}");
    assert!(
        lines.iter().any(|l| l.contains("score mate 1")),
        "{lines:?}"
    );
}

#[test]
fn unbounded_go_is_stopped_by_the_next_go_and_at_the_end() {
    // A plain `go`, or a clock for the other side only, has no limit: the
    // next `go` and the end of the input stop it rather than wait forever.
    let lines = session(&[
        "position startpos",
        "go",
        "go nodes 200",
        "go wtime 1000",
        "position startpos moves e2e4",
        "go wtime 1000",
    ]);
    answers(&lines, 4);
}

/// Random lines, half of them made of UCI words, must never stop the session.
#[test]
fn random_input_never_crashes() {
    let words = [
        "uci",
        "isready",
        "go",
        "position",
        "startpos",
        "fen",
        "moves",
        "setoption",
        "name",
        "value",
        "Hash",
        "Level",
        "depth",
        "nodes",
        "movetime",
        "wtime",
        "btime",
        "stop",
        "ucinewgame",
        "e2e4",
        "e7e5",
        "g1f3",
        "a7a8q",
        "-1",
        "0",
        "3",
        "99999999999999999999",
        "8/8/8/8/8/8/8/8",
        "w",
        "-",
        "KQkq",
        "debug",
        "on",
        "\u{0}",
        "é",
        "infinite",
        "mate",
    ];
    let mut state = 12345u64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut script: Vec<String> = Vec::new();
    for _ in 0..400 {
        let len = next(8);
        let mut line: Vec<&str> = (0..len).map(|_| words[next(words.len())]).collect();
        // Keep searches short: every go gets a node limit.
        if line.first() == Some(&"go") {
            line.push("nodes");
            line.push("50");
        }
        script.push(line.join(" "));
    }
    let refs: Vec<&str> = script.iter().map(String::as_str).collect();
    let lines = session(&refs);
    // Every isready is answered, every go gets its bestmove.
    let count = |wanted: fn(&uci::Command) -> bool| {
        refs.iter()
            .filter(|line| matches!(uci::parse(line), Ok(Some(c)) if wanted(&c)))
            .count()
    };
    let isready = count(|c| matches!(c, uci::Command::IsReady));
    let go = count(|c| matches!(c, uci::Command::Go(_)));
    assert!(
        isready > 5 && go > 5,
        "a poor script: {isready} isready, {go} go"
    );
    assert_eq!(lines.iter().filter(|l| *l == "readyok").count(), isready);
    answers(&lines, go);
}

#[test]
fn quit_during_a_search_still_answers() {
    let lines = session(&["position startpos", "go infinite", "quit", "isready"]);
    let best = answers(&lines, 1);
    assert!(legal_in(&Position::new(), &best[0]));
    // Nothing is read after quit.
    assert!(!lines.iter().any(|l| l == "readyok"));
}

#[test]
fn no_legal_move_answers_0000() {
    let lines = session(&[
        "position fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1",
        "go depth 3",
        "quit",
    ]);
    assert_eq!(best_moves(&lines), ["0000"]);
}

#[test]
fn garbage_and_illegal_moves_are_reported_not_fatal() {
    let lines = session(&[
        "hello engine",
        "go depth banana",
        "position startpos moves e2e4 e7e4 g1f3",
        "position fen not a fen",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "setoption name Hash value lots",
        "setoption name Level value 42",
        "setoption name Colour value pink",
        "\u{1f600} \u{0}",
        "",
        "isready",
        "go depth 2",
    ]);
    let reports = lines
        .iter()
        .filter(|l| l.starts_with("info string"))
        .count();
    assert!(reports >= 8, "{lines:?}");
    assert!(lines.iter().any(|l| l == "readyok"));
    // The illegal e7e4 left the position after e2e4: Black is to move.
    let best = answers(&lines, 1);
    assert!(legal_in(&after(&["e2e4"]), &best[0]), "{best:?}");
}

#[test]
fn options_are_taken() {
    let lines = session(&[
        "setoption name Hash value 4",
        "setoption name Level value 1",
        "setoption name UCI_LimitStrength value true",
        "setoption name UCI_Elo value 1500",
        "setoption name Clear Hash",
        "position startpos",
        "go nodes 1000",
        "quit",
    ]);
    assert!(
        !lines.iter().any(|l| l.starts_with("info string")),
        "{lines:?}"
    );
    answers(&lines, 1);
}

/// The real program: `stop` ends an infinite search, `quit` ends the program.
#[test]
fn the_program_stops_and_quits() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_roque-uci"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("roque-uci starts");
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    let mut reader = BufReader::new(stdout);
    let mut read_until = |prefix: &str| -> String {
        let mut line = String::new();
        loop {
            line.clear();
            let n = reader.read_line(&mut line).expect("read");
            assert!(n > 0, "the program ended before {prefix:?}");
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    };
    writeln!(stdin, "uci").expect("write");
    read_until("uciok");
    writeln!(stdin, "position startpos moves e2e4 e7e5").expect("write");
    writeln!(stdin, "go infinite").expect("write");
    // Wait until the search is under way, then ask whether the engine
    // still listens, then stop it.
    read_until("info depth 2");
    writeln!(stdin, "isready").expect("write");
    read_until("readyok");
    writeln!(stdin, "stop").expect("write");
    let best = read_until("bestmove");
    let mv = best.split_whitespace().nth(1).expect("a move").to_string();
    assert!(legal_in(&after(&["e2e4", "e7e5"]), &mv), "{best}");
    writeln!(stdin, "quit").expect("write");
    let status = child.wait().expect("the program ends");
    assert!(status.success());
}
