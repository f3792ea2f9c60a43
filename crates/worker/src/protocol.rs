//! The messages between the page and the engine's Web Worker: one line of
//! text each way, `|`-separated, versioned, read back strictly.
//!
//! Text rather than a serialisation crate: the messages are few and small,
//! each side's wasm stays small, and a message can be read in the browser's
//! developer tools. A request carries the whole game (its start and its
//! moves), not just the position, because the engine needs the history to
//! see repetitions; every reply names the request it answers by its
//! [`Ticket`], so that the page can drop answers to questions it no longer
//! asks.
//!
//! ```
//! use roque_engine::Level;
//! use roque_rules::{Color, Game};
//! use roque_worker::{Request, Task, Ticket};
//! let mut game = Game::new();
//! game.play("e2e4".parse()?)?;
//! let request = Request::from_game(Ticket(7), Task::Move, Level::new(3)?, Color::Black, &game);
//! let line = request.to_string();
//! assert_eq!(
//!     line,
//!     "roque1|7|move|3|b|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|e2e4|-"
//! );
//! assert_eq!(line.parse::<Request>(), Ok(request));
//! # Ok::<_, Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::str::FromStr;

use roque_engine::{Level, Score};
use roque_rules::{Color, DrawClaim, FenError, Game, Move, Position};

/// The first field of every message: the protocol's name and version.
pub const VERSION: &str = "roque1";

/// Numbers the page's requests, so that a reply can be matched to the
/// request it answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ticket(pub u32);

impl fmt::Display for Ticket {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// What the page asks of the engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// Choose the computer's move (or claim a draw it is entitled to).
    Move,
    /// The player offers a draw: accept or decline, and say why.
    DrawOffer,
    /// Judge the position at full strength for a fixed number of nodes
    /// (the game's review): its best move, the score and the line
    /// expected, for the side to move whoever it is.
    Analyse,
}

impl Task {
    fn word(self) -> &'static str {
        match self {
            Task::Move => "move",
            Task::DrawOffer => "draw-offer",
            Task::Analyse => "analyse",
        }
    }
}

/// A question for the engine about a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Names this request; the reply carries it back.
    pub ticket: Ticket,
    /// What to do.
    pub task: Task,
    /// How strongly to play.
    pub level: Level,
    /// The side the computer plays.
    pub computer: Color,
    /// The game's starting position.
    pub start: Position,
    /// The moves played since, in order.
    pub moves: Vec<Move>,
    /// The computer's clock, when the game has one: it then thinks no
    /// longer than its time allows.
    pub clock: Option<ClockTime>,
}

/// The computer's time on a chess clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockTime {
    /// Milliseconds left.
    pub remaining_ms: u32,
    /// Milliseconds added after each move.
    pub increment_ms: u32,
}

impl ClockTime {
    /// How long to think on this clock at most: a thirtieth of the time
    /// left plus most of the increment, never more than half the time left.
    pub fn budget_ms(self) -> f64 {
        let remaining = f64::from(self.remaining_ms);
        (remaining / 30.0 + 0.75 * f64::from(self.increment_ms)).min(remaining / 2.0)
    }
}

impl Request {
    /// The request for `task` about `game`.
    pub fn from_game(
        ticket: Ticket,
        task: Task,
        level: Level,
        computer: Color,
        game: &Game,
    ) -> Request {
        Request {
            ticket,
            task,
            level,
            computer,
            start: *game.start(),
            moves: game.moves().to_vec(),
            clock: None,
        }
    }

    /// The same request, with the computer's clock.
    pub fn with_clock(self, clock: Option<ClockTime>) -> Request {
        Request { clock, ..self }
    }

    /// The game the request describes.
    ///
    /// # Errors
    /// [`ProtocolError::IllegalMove`] when a move cannot be played.
    pub fn game(&self) -> Result<Game, ProtocolError> {
        let mut game = Game::from_position(self.start);
        for (ply, &mv) in self.moves.iter().enumerate() {
            game.play(mv)
                .map_err(|_| ProtocolError::IllegalMove { ply, mv })?;
        }
        Ok(game)
    }
}

impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{VERSION}|{}|{}|{}|{}|{}|",
            self.ticket,
            self.task.word(),
            self.level.number(),
            self.computer.char(),
            self.start.fen(),
        )?;
        for (i, mv) in self.moves.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{mv}")?;
        }
        match self.clock {
            Some(clock) => write!(f, "|{}+{}", clock.remaining_ms, clock.increment_ms),
            None => f.write_str("|-"),
        }
    }
}

impl FromStr for Request {
    type Err = ProtocolError;

    fn from_str(line: &str) -> Result<Request, ProtocolError> {
        let mut fields = Fields::new(line)?;
        let ticket = parse_ticket(fields.next("ticket")?)?;
        let task = match fields.next("task")? {
            "move" => Task::Move,
            "draw-offer" => Task::DrawOffer,
            "analyse" => Task::Analyse,
            other => return Err(ProtocolError::bad("task", other)),
        };
        let level_text = fields.next("level")?;
        let level = level_text
            .parse::<i64>()
            .ok()
            .and_then(|n| Level::new(n).ok())
            .ok_or_else(|| ProtocolError::bad("level", level_text))?;
        let computer = match fields.next("computer")? {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(ProtocolError::bad("computer", other)),
        };
        let start = Position::from_fen(fields.next("start")?).map_err(ProtocolError::Fen)?;
        let moves = fields
            .next("moves")?
            .split_whitespace()
            .map(|uci| Move::from_uci(uci).map_err(|_| ProtocolError::bad("moves", uci)))
            .collect::<Result<Vec<Move>, ProtocolError>>()?;
        let clock = match fields.next("clock")? {
            "-" => None,
            text => {
                let bad = || ProtocolError::bad("clock", text);
                let (remaining, increment) = text.split_once('+').ok_or_else(bad)?;
                Some(ClockTime {
                    remaining_ms: remaining.parse().map_err(|_| bad())?,
                    increment_ms: increment.parse().map_err(|_| bad())?,
                })
            }
        };
        fields.end()?;
        Ok(Request {
            ticket,
            task,
            level,
            computer,
            start,
            moves,
            clock,
        })
    }
}

/// The computer's move, and what its search saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// The move to play.
    pub mv: Move,
    /// Its score, for the computer.
    pub score: Score,
    /// The depth of the last finished iteration, in plies.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: u32,
}

/// Why the computer accepted or declined a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferVerdict {
    /// Nobody can checkmate any more (the page can say which dead
    /// position from the game itself).
    DeadPosition,
    /// The computer's position is worse: it accepts.
    Worse(Score),
    /// The position is about equal: it accepts.
    Balanced(Score),
    /// The computer's position is better: it declines.
    Better(Score),
}

impl OfferVerdict {
    /// Whether the offer is accepted.
    pub fn accepted(self) -> bool {
        !matches!(self, OfferVerdict::Better(_))
    }
}

/// What the worker says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The worker is listening (sent once, when it has started).
    Ready,
    /// The computer plays this move.
    Move {
        /// The request answered.
        ticket: Ticket,
        /// The move and its search.
        report: MoveReport,
    },
    /// The computer claims a draw (art. 9.2 or 9.3): on the current
    /// position, or by announcing the move `with` that produces it.
    Claim {
        /// The request answered.
        ticket: Ticket,
        /// Which draw.
        claim: DrawClaim,
        /// The announced move, for a claim on the position it produces.
        with: Option<Move>,
    },
    /// The computer's answer to a draw offer.
    DrawOffer {
        /// The request answered.
        ticket: Ticket,
        /// Its judgement, which says whether it accepts.
        verdict: OfferVerdict,
    },
    /// The judgement of a position (a [`Task::Analyse`] request).
    Analysis {
        /// The request answered.
        ticket: Ticket,
        /// The best move and its search; the score is the side to move's.
        report: MoveReport,
        /// The line expected, starting with the best move.
        pv: Vec<Move>,
    },
    /// The request could not be answered.
    Failed {
        /// The request, when it could be read.
        ticket: Option<Ticket>,
        /// What went wrong, for the developer tools (the page shows its
        /// own words).
        message: String,
    },
}

impl Reply {
    /// The request this reply answers, if any.
    pub fn ticket(&self) -> Option<Ticket> {
        match self {
            Reply::Ready => None,
            Reply::Move { ticket, .. }
            | Reply::Claim { ticket, .. }
            | Reply::DrawOffer { ticket, .. }
            | Reply::Analysis { ticket, .. } => Some(*ticket),
            Reply::Failed { ticket, .. } => *ticket,
        }
    }
}

/// A report's fields: `move|score|depth|nodes|time`.
fn write_report(f: &mut fmt::Formatter<'_>, report: &MoveReport) -> fmt::Result {
    write!(
        f,
        "{}|{}|{}|{}|{}",
        report.mv, report.score, report.depth, report.nodes, report.time_ms
    )
}

/// A report's fields, as [`write_report`] writes them.
fn read_report(fields: &mut Fields<'_>) -> Result<MoveReport, ProtocolError> {
    Ok(MoveReport {
        mv: parse_move(fields.next("move")?)?,
        score: parse_score(fields.next("score")?)?,
        depth: fields.number("depth")?,
        nodes: fields.number("nodes")?,
        time_ms: fields.number("time")?,
    })
}

fn claim_word(claim: DrawClaim) -> &'static str {
    match claim {
        DrawClaim::ThreefoldRepetition => "threefold",
        DrawClaim::FiftyMoves => "fifty-moves",
    }
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Ready => write!(f, "{VERSION}|-|ready"),
            Reply::Move { ticket, report } => {
                write!(f, "{VERSION}|{ticket}|move|")?;
                write_report(f, report)
            }
            Reply::Analysis { ticket, report, pv } => {
                write!(f, "{VERSION}|{ticket}|analysis|")?;
                write_report(f, report)?;
                f.write_str("|")?;
                if pv.is_empty() {
                    return f.write_str("-");
                }
                for (i, mv) in pv.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" ")?;
                    }
                    write!(f, "{mv}")?;
                }
                Ok(())
            }
            Reply::Claim {
                ticket,
                claim,
                with,
            } => {
                write!(f, "{VERSION}|{ticket}|claim|{}|", claim_word(*claim))?;
                match with {
                    Some(mv) => write!(f, "{mv}"),
                    None => f.write_str("-"),
                }
            }
            Reply::DrawOffer { ticket, verdict } => {
                let (word, score) = match verdict {
                    OfferVerdict::DeadPosition => ("dead", None),
                    OfferVerdict::Worse(s) => ("worse", Some(s)),
                    OfferVerdict::Balanced(s) => ("balanced", Some(s)),
                    OfferVerdict::Better(s) => ("better", Some(s)),
                };
                write!(f, "{VERSION}|{ticket}|draw-offer|{word}|")?;
                match score {
                    Some(score) => write!(f, "{score}"),
                    None => f.write_str("-"),
                }
            }
            Reply::Failed { ticket, message } => {
                let ticket = ticket.map_or_else(|| "-".to_string(), |t| t.to_string());
                // The message is the last field: a `|` in it stays in it.
                write!(f, "{VERSION}|{ticket}|failed|{message}")
            }
        }
    }
}

impl FromStr for Reply {
    type Err = ProtocolError;

    fn from_str(line: &str) -> Result<Reply, ProtocolError> {
        let mut fields = Fields::new(line)?;
        let ticket_text = fields.next("ticket")?;
        let ticket = match ticket_text {
            "-" => None,
            text => Some(parse_ticket(text)?),
        };
        let kind = fields.next("reply")?;
        let need_ticket = || ticket.ok_or_else(|| ProtocolError::bad("ticket", ticket_text));
        let reply = match kind {
            "ready" => Reply::Ready,
            "move" => Reply::Move {
                report: read_report(&mut fields)?,
                ticket: need_ticket()?,
            },
            "analysis" => {
                let report = read_report(&mut fields)?;
                let pv = match fields.next("pv")? {
                    "-" => Vec::new(),
                    text => text
                        .split(' ')
                        .map(parse_move)
                        .collect::<Result<Vec<Move>, ProtocolError>>()?,
                };
                if pv.first().is_some_and(|first| *first != report.mv) {
                    return Err(ProtocolError::bad(
                        "pv",
                        "a line not starting with its move",
                    ));
                }
                Reply::Analysis {
                    ticket: need_ticket()?,
                    report,
                    pv,
                }
            }
            "claim" => {
                let claim = match fields.next("claim")? {
                    "threefold" => DrawClaim::ThreefoldRepetition,
                    "fifty-moves" => DrawClaim::FiftyMoves,
                    other => return Err(ProtocolError::bad("claim", other)),
                };
                let with = match fields.next("with")? {
                    "-" => None,
                    text => Some(parse_move(text)?),
                };
                Reply::Claim {
                    ticket: need_ticket()?,
                    claim,
                    with,
                }
            }
            "draw-offer" => {
                let word = fields.next("verdict")?;
                let score_text = fields.next("score")?;
                let verdict = match word {
                    "dead" if score_text == "-" => OfferVerdict::DeadPosition,
                    "worse" => OfferVerdict::Worse(parse_score(score_text)?),
                    "balanced" => OfferVerdict::Balanced(parse_score(score_text)?),
                    "better" => OfferVerdict::Better(parse_score(score_text)?),
                    other => return Err(ProtocolError::bad("verdict", other)),
                };
                Reply::DrawOffer {
                    ticket: need_ticket()?,
                    verdict,
                }
            }
            "failed" => {
                return Ok(Reply::Failed {
                    ticket,
                    message: fields.rest(),
                })
            }
            other => return Err(ProtocolError::bad("reply", other)),
        };
        fields.end()?;
        Ok(reply)
    }
}

fn parse_ticket(text: &str) -> Result<Ticket, ProtocolError> {
    text.parse()
        .map(Ticket)
        .map_err(|_| ProtocolError::bad("ticket", text))
}

fn parse_move(text: &str) -> Result<Move, ProtocolError> {
    Move::from_uci(text).map_err(|_| ProtocolError::bad("move", text))
}

/// Reads a score as [`Score`] writes it: `cp 35`, `mate -2`.
fn parse_score(text: &str) -> Result<Score, ProtocolError> {
    let bad = || ProtocolError::bad("score", text);
    let (kind, number) = text.split_once(' ').ok_or_else(bad)?;
    let number: i32 = number.parse().map_err(|_| bad())?;
    match kind {
        "cp" => Ok(Score::Centipawns(number)),
        "mate" => Ok(Score::Mate(number)),
        _ => Err(bad()),
    }
}

/// The `|`-separated fields of a message, after its version.
struct Fields<'a> {
    rest: Option<&'a str>,
}

impl<'a> Fields<'a> {
    fn new(line: &'a str) -> Result<Fields<'a>, ProtocolError> {
        let mut fields = Fields { rest: Some(line) };
        let version = fields.next("version")?;
        if version != VERSION {
            return Err(ProtocolError::Version(shorten(version)));
        }
        Ok(fields)
    }

    fn next(&mut self, name: &'static str) -> Result<&'a str, ProtocolError> {
        let rest = self.rest.ok_or(ProtocolError::Missing(name))?;
        match rest.split_once('|') {
            Some((field, rest)) => {
                self.rest = Some(rest);
                Ok(field)
            }
            None => {
                self.rest = None;
                Ok(rest)
            }
        }
    }

    fn number<T: FromStr>(&mut self, name: &'static str) -> Result<T, ProtocolError> {
        let text = self.next(name)?;
        text.parse().map_err(|_| ProtocolError::bad(name, text))
    }

    /// Everything left, separators included.
    fn rest(&mut self) -> String {
        self.rest.take().unwrap_or_default().to_string()
    }

    fn end(&self) -> Result<(), ProtocolError> {
        match self.rest {
            None => Ok(()),
            Some(rest) => Err(ProtocolError::Trailing(shorten(rest))),
        }
    }
}

/// At most 40 characters of `text`, for an error message.
fn shorten(text: &str) -> String {
    text.chars().take(40).collect()
}

/// Why a message could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProtocolError {
    /// Not a message of this protocol or of this version.
    Version(String),
    /// A field is missing.
    Missing(&'static str),
    /// A field does not hold what it should.
    Bad {
        /// The field's name.
        field: &'static str,
        /// Its text (shortened).
        text: String,
    },
    /// The starting position is not a legal FEN.
    Fen(FenError),
    /// A move of the game cannot be played.
    IllegalMove {
        /// Its index in the game, from 0.
        ply: usize,
        /// The move.
        mv: Move,
    },
    /// There is more after the last field.
    Trailing(String),
}

impl ProtocolError {
    fn bad(field: &'static str, text: &str) -> ProtocolError {
        ProtocolError::Bad {
            field,
            text: shorten(text),
        }
    }
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::Version(found) => {
                write!(f, "not a {VERSION} message (it starts with {found:?})")
            }
            ProtocolError::Missing(field) => write!(f, "the {field} field is missing"),
            ProtocolError::Bad { field, text } => write!(f, "bad {field}: {text:?}"),
            ProtocolError::Fen(error) => write!(f, "bad starting position: {error}"),
            ProtocolError::IllegalMove { ply, mv } => {
                write!(f, "move {} ({mv}) cannot be played", ply + 1)
            }
            ProtocolError::Trailing(rest) => write!(f, "unexpected text at the end: {rest:?}"),
        }
    }
}

impl std::error::Error for ProtocolError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn report() -> MoveReport {
        MoveReport {
            mv: Move::from_uci("e7e8n").expect("UCI"),
            score: Score::Mate(-3),
            depth: 12,
            nodes: 1_234_567,
            time_ms: 987,
        }
    }

    #[test]
    fn every_reply_reads_back() {
        let replies = [
            Reply::Ready,
            Reply::Move {
                ticket: Ticket(u32::MAX),
                report: report(),
            },
            Reply::Claim {
                ticket: Ticket(3),
                claim: DrawClaim::FiftyMoves,
                with: None,
            },
            Reply::Claim {
                ticket: Ticket(4),
                claim: DrawClaim::ThreefoldRepetition,
                with: Some(Move::from_uci("g1f3").expect("UCI")),
            },
            Reply::DrawOffer {
                ticket: Ticket(5),
                verdict: OfferVerdict::DeadPosition,
            },
            Reply::DrawOffer {
                ticket: Ticket(6),
                verdict: OfferVerdict::Better(Score::Centipawns(140)),
            },
            Reply::DrawOffer {
                ticket: Ticket(7),
                verdict: OfferVerdict::Worse(Score::Mate(-2)),
            },
            Reply::DrawOffer {
                ticket: Ticket(8),
                verdict: OfferVerdict::Balanced(Score::Centipawns(-3)),
            },
            Reply::Analysis {
                ticket: Ticket(10),
                report: report(),
                pv: Vec::new(),
            },
            Reply::Analysis {
                ticket: Ticket(11),
                report: MoveReport {
                    mv: Move::from_uci("e2e4").expect("UCI"),
                    ..report()
                },
                pv: ["e2e4", "e7e5", "g1f3"]
                    .map(|m| Move::from_uci(m).expect("UCI"))
                    .to_vec(),
            },
            Reply::Failed {
                ticket: None,
                message: "bad | thing".to_string(),
            },
            Reply::Failed {
                ticket: Some(Ticket(9)),
                message: String::new(),
            },
        ];
        for reply in replies {
            let line = reply.to_string();
            assert_eq!(line.parse::<Reply>(), Ok(reply), "{line}");
        }
    }

    #[test]
    fn an_analysis_whose_line_starts_elsewhere_is_refused() {
        let line = "roque1|3|analysis|e2e4|cp 20|9|1000|12|d2d4 d7d5";
        assert!(line.parse::<Reply>().is_err());
        let line = "roque1|3|analysis|e2e4|cp 20|9|1000|12|e2e4 zz";
        assert!(line.parse::<Reply>().is_err());
    }

    #[test]
    fn requests_from_positions_read_back() {
        let start = Position::from_fen("8/8/8/8/8/k7/7P/K7 w - - 0 1").expect("FEN");
        let mut game = Game::from_position(start);
        game.play(Move::from_uci("h2h4").expect("UCI"))
            .expect("legal");
        let request = Request::from_game(
            Ticket(0),
            Task::DrawOffer,
            Level::STRONGEST,
            Color::White,
            &game,
        )
        .with_clock(Some(ClockTime {
            remaining_ms: 61_000,
            increment_ms: 2_000,
        }));
        let line = request.to_string();
        let read: Request = line.parse().expect("reads back");
        assert_eq!(read, request);
        assert_eq!(read.game().expect("legal game"), game);
    }

    #[test]
    fn bad_requests_say_what_is_wrong() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let cases: [(String, ProtocolError); 5] = [
            (String::new(), ProtocolError::Version(String::new())),
            (
                format!("roque2|1|move|3|w|{start}||-"),
                ProtocolError::Version("roque2".into()),
            ),
            ("roque1|1|move".into(), ProtocolError::Missing("level")),
            (
                format!("roque1|1|move|3|w|{start}|e2e4 e9e5|-"),
                ProtocolError::bad("moves", "e9e5"),
            ),
            (
                format!("roque1|1|move|3|w|{start}|e2e4|-|more"),
                ProtocolError::Trailing("more".into()),
            ),
        ];
        // One field of a good request spoiled: the error names it and its value.
        let good = ["roque1", "1", "move", "3", "w", start, "", "-"];
        assert!(good.join("|").parse::<Request>().is_ok());
        let spoiled = [
            (1, "ticket", "x"),
            (2, "task", "think"),
            (3, "level", "9"),
            (4, "computer", "white"),
            (7, "clock", "5s"),
        ];
        for (index, field, value) in spoiled {
            let mut fields = good;
            fields[index] = value;
            let line = fields.join("|");
            assert_eq!(
                line.parse::<Request>(),
                Err(ProtocolError::bad(field, value)),
                "{line}"
            );
        }
        for (line, error) in cases {
            assert_eq!(line.parse::<Request>(), Err(error), "{line}");
        }
        assert!(matches!(
            "roque1|1|move|3|w|not a fen||-".parse::<Request>(),
            Err(ProtocolError::Fen(_))
        ));
        let illegal: Request = format!("roque1|1|move|3|w|{start}|e2e4 e2e4|-")
            .parse()
            .expect("well formed");
        assert_eq!(
            illegal.game(),
            Err(ProtocolError::IllegalMove {
                ply: 1,
                mv: Move::from_uci("e2e4").expect("UCI")
            })
        );
    }

    #[test]
    fn a_short_clock_shortens_the_thinking() {
        let clock = |remaining_ms, increment_ms| ClockTime {
            remaining_ms,
            increment_ms,
        };
        assert_eq!(clock(60_000, 0).budget_ms(), 2_000.0);
        assert_eq!(clock(60_000, 2_000).budget_ms(), 3_500.0);
        // Never more than half of what is left.
        assert_eq!(clock(1_000, 2_000).budget_ms(), 500.0);
        assert_eq!(clock(0, 0).budget_ms(), 0.0);
    }

    #[test]
    fn bad_replies_are_errors() {
        for line in [
            "roque1|1|move|e2e4|cp|3|4|5",
            "roque1|1|move|e2e4|cp 1|3|4",
            "roque1|1|move|e2e4|cp 1|3|4|5|6",
            "roque1|-|move|e2e4|cp 1|3|4|5",
            "roque1|1|claim|perpetual|-",
            "roque1|1|draw-offer|dead|cp 3",
            "roque1|1|draw-offer|better|-",
            "roque1|1|resign",
            "hello",
        ] {
            assert!(line.parse::<Reply>().is_err(), "{line}");
        }
    }
}
