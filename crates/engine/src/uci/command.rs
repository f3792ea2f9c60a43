//! The commands a UCI front end (a GUI, a match runner) sends, parsed into
//! types. Parsing never fails silently: what cannot be read becomes a
//! [`UciError`] saying why, which the session reports as `info string`.

use crate::level::Level;
use crate::time::{Limits, TimeControl};
use core::fmt;
use roque_rules::{Color, FenError, Position};

/// A command from the GUI to the engine.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `uci`: identify yourself and list your options.
    Uci,
    /// `debug on|off`.
    Debug(bool),
    /// `isready`: answer `readyok` once ready.
    IsReady,
    /// `setoption name <name> [value <value>]`.
    SetOption {
        /// The option's name, as written (names compare case-insensitively).
        name: String,
        /// Its value, if one was given.
        value: Option<String>,
    },
    /// `ucinewgame`: the next position belongs to a new game.
    UciNewGame,
    /// `position startpos|fen <fen> [moves <m1> ...]`.
    Position {
        /// The starting position.
        start: Position,
        /// The moves from there, in UCI notation, not yet checked.
        moves: Vec<String>,
    },
    /// `go ...`: search.
    Go(Go),
    /// `stop`: stop searching and answer with the best move.
    Stop,
    /// `ponderhit`: the expected move was played.
    PonderHit,
    /// `quit`.
    Quit,
}

/// The parameters of `go`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Go {
    /// White's clock, in ms.
    pub wtime: Option<f64>,
    /// Black's clock, in ms.
    pub btime: Option<f64>,
    /// White's increment, in ms.
    pub winc: Option<f64>,
    /// Black's increment, in ms.
    pub binc: Option<f64>,
    /// Moves to the next time control.
    pub movestogo: Option<u32>,
    /// Search exactly this long, in ms.
    pub movetime: Option<f64>,
    /// Search to this depth.
    pub depth: Option<u32>,
    /// Search this many nodes.
    pub nodes: Option<u64>,
    /// Search until `stop`.
    pub infinite: bool,
    /// Search in pondering mode (until `ponderhit` or `stop`).
    pub ponder: bool,
    /// Tokens that were not understood (ignored, reported).
    pub ignored: Vec<String>,
}

impl Go {
    /// The search limits for the side to move `turn`.
    pub fn limits(&self, turn: Color) -> Limits {
        let (remaining, increment) = match turn {
            Color::White => (self.wtime, self.winc),
            Color::Black => (self.btime, self.binc),
        };
        let time = if self.infinite || self.ponder {
            TimeControl::Infinite
        } else if let Some(ms) = self.movetime {
            TimeControl::MoveTime(ms)
        } else if let Some(remaining) = remaining {
            TimeControl::Clock {
                remaining,
                increment: increment.unwrap_or(0.0),
                moves_to_go: self.movestogo,
            }
        } else {
            TimeControl::Infinite
        };
        Limits {
            time,
            depth: self.depth,
            nodes: self.nodes,
        }
    }

    /// Whether the search may end only on `stop` (UCI forbids sending
    /// `bestmove` earlier in these modes).
    pub fn waits_for_stop(&self) -> bool {
        self.infinite || self.ponder
    }
}

/// A line that is not a command the engine can carry out.
#[derive(Clone, Debug, PartialEq)]
pub enum UciError {
    /// No known command in the line.
    Unknown(String),
    /// A known command with missing or bad arguments.
    Malformed {
        /// The command.
        command: &'static str,
        /// What is wrong.
        reason: String,
    },
    /// `position fen` with a FEN that is not a legal position.
    BadFen(FenError),
}

impl fmt::Display for UciError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UciError::Unknown(line) => write!(f, "unknown command: {line}"),
            UciError::Malformed { command, reason } => write!(f, "{command}: {reason}"),
            UciError::BadFen(error) => write!(f, "position: {error}"),
        }
    }
}

impl std::error::Error for UciError {}

const COMMANDS: [&str; 11] = [
    "uci",
    "debug",
    "isready",
    "setoption",
    "ucinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "quit",
    "register",
];

/// Reads one line from the GUI. `Ok(None)` for a blank line.
///
/// As the protocol asks, unknown words before a command are skipped
/// (`joho debug on` is `debug on`).
///
/// ```
/// use roque_engine::uci::{parse, Command};
/// assert_eq!(parse("isready"), Ok(Some(Command::IsReady)));
/// assert_eq!(parse("  "), Ok(None));
/// assert!(parse("fly me to the moon").is_err());
/// ```
///
/// # Errors
/// [`UciError`] for an unknown command or bad arguments.
pub fn parse(line: &str) -> Result<Option<Command>, UciError> {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    if tokens.is_empty() {
        return Ok(None);
    }
    let Some(start) = tokens.iter().position(|t| COMMANDS.contains(t)) else {
        return Err(UciError::Unknown(line.trim().to_string()));
    };
    let (name, args) = match tokens.get(start..) {
        Some([name, args @ ..]) => (*name, args),
        _ => return Err(UciError::Unknown(line.trim().to_string())),
    };
    let command = match name {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "ucinewgame" => Command::UciNewGame,
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "quit" => Command::Quit,
        "debug" => match args.first() {
            Some(&"on") => Command::Debug(true),
            Some(&"off") => Command::Debug(false),
            _ => return Err(malformed("debug", "expected on or off")),
        },
        "setoption" => parse_setoption(args)?,
        "position" => parse_position(args)?,
        "go" => Command::Go(parse_go(args)?),
        // `register` is for commercial engines; nothing to do.
        _ => return Ok(None),
    };
    Ok(Some(command))
}

fn malformed(command: &'static str, reason: impl Into<String>) -> UciError {
    UciError::Malformed {
        command,
        reason: reason.into(),
    }
}

fn parse_setoption(args: &[&str]) -> Result<Command, UciError> {
    if args.first() != Some(&"name") {
        return Err(malformed(
            "setoption",
            "expected: setoption name <name> [value <value>]",
        ));
    }
    let rest = args.get(1..).unwrap_or(&[]);
    let value_at = rest.iter().position(|t| *t == "value");
    let (name_tokens, value_tokens) = match value_at {
        Some(i) => (
            rest.get(..i).unwrap_or(&[]),
            Some(rest.get(i + 1..).unwrap_or(&[])),
        ),
        None => (rest, None),
    };
    if name_tokens.is_empty() {
        return Err(malformed("setoption", "the option has no name"));
    }
    Ok(Command::SetOption {
        name: name_tokens.join(" "),
        value: value_tokens.map(|v| v.join(" ")),
    })
}

fn parse_position(args: &[&str]) -> Result<Command, UciError> {
    let moves_at = args.iter().position(|t| *t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (
            args.get(..i).unwrap_or(&[]),
            args.get(i + 1..).unwrap_or(&[]),
        ),
        None => (args, &[][..]),
    };
    let start = match setup {
        ["startpos"] => Position::new(),
        ["fen", fields @ ..] => {
            if fields.is_empty() {
                return Err(malformed("position", "fen without a position"));
            }
            Position::from_fen(&fields.join(" ")).map_err(UciError::BadFen)?
        }
        _ => {
            return Err(malformed(
                "position",
                "expected: position startpos|fen <fen> [moves <move> ...]",
            ))
        }
    };
    Ok(Command::Position {
        start,
        moves: moves.iter().map(|m| m.to_string()).collect(),
    })
}

fn parse_go(args: &[&str]) -> Result<Go, UciError> {
    let mut go = Go::default();
    let mut tokens = args.iter();
    while let Some(&token) = tokens.next() {
        match token {
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            "wtime" | "btime" | "winc" | "binc" | "movetime" => {
                // Some GUIs send negative clocks once a flag has fallen: read as 0.
                let ms = number(token, tokens.next())?.max(0) as f64;
                let slot = match token {
                    "wtime" => &mut go.wtime,
                    "btime" => &mut go.btime,
                    "winc" => &mut go.winc,
                    "binc" => &mut go.binc,
                    _ => &mut go.movetime,
                };
                *slot = Some(ms);
            }
            "movestogo" => go.movestogo = Some(positive(token, tokens.next())? as u32),
            "depth" => go.depth = Some(positive(token, tokens.next())?.min(1_000) as u32),
            "nodes" => go.nodes = Some(positive(token, tokens.next())?),
            "mate" => {
                // A mate in n needs at most 2n - 1 plies.
                let moves = positive(token, tokens.next())?.min(100) as u32;
                go.depth = Some((2 * moves).saturating_sub(1).max(1));
            }
            "searchmoves" => {
                go.ignored.push("searchmoves".to_string());
                // Skip the moves that follow, up to the next keyword.
                let rest: Vec<&str> = tokens.clone().copied().collect();
                let skip = rest
                    .iter()
                    .take_while(|t| roque_rules::Move::from_uci(t).is_ok())
                    .count();
                for _ in 0..skip {
                    tokens.next();
                }
            }
            other => go.ignored.push(other.to_string()),
        }
    }
    Ok(go)
}

fn number(name: &str, value: Option<&&str>) -> Result<i64, UciError> {
    let Some(text) = value else {
        return Err(malformed("go", format!("{name} needs a number")));
    };
    text.parse::<i64>()
        .map_err(|_| malformed("go", format!("{name} needs a whole number, not {text:?}")))
}

fn positive(name: &str, value: Option<&&str>) -> Result<u64, UciError> {
    let n = number(name, value)?;
    u64::try_from(n).map_err(|_| malformed("go", format!("{name} cannot be negative")))
}

/// The engine's options, as `uci` lists them.
pub(crate) const OPTIONS: [&str; 4] = [
    "option name Hash type spin default 16 min 1 max 1024",
    "option name Level type spin default 8 min 1 max 8",
    "option name UCI_LimitStrength type check default false",
    "option name UCI_Elo type spin default 2200 min 100 max 2200",
];

/// The strongest level that plays no stronger than `elo`, or level 1. The
/// scale comes from the crate's README, rounded and rough. Level 8's is the
/// lower end of the 95 % interval of its 40 games against Stockfish 15.1 at
/// `UCI_Elo` 2400 with the fitted evaluation (about 2300, [2200, 2390]);
/// each level below stands under the next by its step in the ladder (each
/// level against the next, 40 games a pair, measured on one build), not
/// measured against Stockfish.
pub fn level_for_elo(elo: i64) -> Level {
    const LEVEL_ELO: [i64; 8] = [600, 750, 1050, 1300, 1550, 1750, 1950, 2200];
    let index = LEVEL_ELO.iter().rposition(|&e| elo >= e).unwrap_or(0);
    Level::new(index as i64 + 1).unwrap_or(Level::WEAKEST)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simple_commands() {
        assert_eq!(parse("uci"), Ok(Some(Command::Uci)));
        assert_eq!(parse("  isready  "), Ok(Some(Command::IsReady)));
        assert_eq!(parse("ucinewgame"), Ok(Some(Command::UciNewGame)));
        assert_eq!(parse("stop"), Ok(Some(Command::Stop)));
        assert_eq!(parse("quit"), Ok(Some(Command::Quit)));
        assert_eq!(parse("debug on"), Ok(Some(Command::Debug(true))));
        assert_eq!(parse("joho debug off"), Ok(Some(Command::Debug(false))));
        assert_eq!(parse(""), Ok(None));
    }

    #[test]
    fn garbage_is_an_error_not_a_panic() {
        for line in [
            "hello",
            "debug",
            "debug maybe",
            "go depth",
            "go depth x",
            "go nodes -5",
            "go wtime 1e99",
            "setoption",
            "setoption value 3",
            "setoption name",
            "position",
            "position fen",
            "position fen 8/8/8 w - -",
            "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "position banana moves e2e4",
            "\u{0}\u{1f600}",
        ] {
            assert!(parse(line).is_err(), "{line:?} should be refused");
        }
    }

    #[test]
    fn positions() {
        let Ok(Some(Command::Position { start, moves })) =
            parse("position startpos moves e2e4 e7e5")
        else {
            panic!("not parsed");
        };
        assert_eq!(start, Position::new());
        assert_eq!(moves, ["e2e4", "e7e5"]);
        let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
        let Ok(Some(Command::Position { start, moves })) =
            parse(&format!("position fen {fen} moves f1b5"))
        else {
            panic!("not parsed");
        };
        assert_eq!(start.fen(), fen);
        assert_eq!(moves, ["f1b5"]);
        // Four-field FENs are accepted too.
        assert!(parse("position fen 4k3/8/8/8/8/8/8/4K3 w - -").is_ok());
    }

    #[test]
    fn go_parameters() {
        let Ok(Some(Command::Go(go))) =
            parse("go wtime 60000 btime 55000 winc 1000 binc 1000 movestogo 20")
        else {
            panic!("not parsed");
        };
        assert_eq!(go.wtime, Some(60_000.0));
        assert_eq!(go.binc, Some(1_000.0));
        assert_eq!(go.movestogo, Some(20));
        assert_eq!(
            go.limits(Color::Black).time,
            TimeControl::Clock {
                remaining: 55_000.0,
                increment: 1_000.0,
                moves_to_go: Some(20)
            }
        );
        let Ok(Some(Command::Go(go))) = parse("go depth 7 nodes 5000 movetime 250") else {
            panic!("not parsed");
        };
        let limits = go.limits(Color::White);
        assert_eq!(limits.depth, Some(7));
        assert_eq!(limits.nodes, Some(5_000));
        assert_eq!(limits.time, TimeControl::MoveTime(250.0));
        let Ok(Some(Command::Go(go))) = parse("go infinite searchmoves e2e4 d2d4 depth 3") else {
            panic!("not parsed");
        };
        assert!(go.waits_for_stop());
        assert_eq!(go.depth, Some(3));
        assert_eq!(go.ignored, ["searchmoves"]);
        // A fallen flag: negative time reads as none left.
        let Ok(Some(Command::Go(go))) = parse("go wtime -20 btime 100") else {
            panic!("not parsed");
        };
        assert_eq!(go.wtime, Some(0.0));
    }

    #[test]
    fn setoption_names_and_values() {
        assert_eq!(
            parse("setoption name Hash value 64"),
            Ok(Some(Command::SetOption {
                name: "Hash".into(),
                value: Some("64".into())
            }))
        );
        assert_eq!(
            parse("setoption name Clear Hash"),
            Ok(Some(Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            }))
        );
    }

    #[test]
    fn elo_maps_to_levels() {
        assert_eq!(level_for_elo(0).number(), 1);
        assert_eq!(level_for_elo(5_000).number(), 8);
        // Level 8 only from its measured strength up.
        assert_eq!(level_for_elo(2_199).number(), 7);
        assert_eq!(level_for_elo(2_200).number(), 8);
        let mut last = 0;
        for elo in (100..=2200).step_by(50) {
            let n = level_for_elo(elo).number();
            assert!(n >= last);
            last = n;
        }
    }
}
