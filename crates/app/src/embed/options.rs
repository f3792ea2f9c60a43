//! The embedded board's options, read from its address and validated.
//!
//! Every value comes from a page the board does not control (a tutorial's
//! markup, a hand-written iframe address), so each one is checked: its
//! length, its form, and, for positions and moves, its legality with the
//! rules crate. Any problem makes the whole configuration invalid, and the
//! board lists every problem instead of showing a misleading position.

use core::fmt;
use std::rc::Rc;

use roque_rules::{
    Color, FenError, Game, Move, NodePath, PgnError, PgnGame, PgnNode, Position, Shape,
};

use crate::embed::moves::{move_tokens, read_move, MoveError};
use crate::model::host_page::BadFrameOption;
// The frame is one of the board's options (its type is the model's, which
// a lesson of the course embedded bare reads too).
pub use crate::model::host_page::Frame;
use crate::model::marks::{parse_arrows, parse_squares, MarkError, SquareMark};

/// What the reader may do with the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Look only: no move is accepted.
    View,
    /// Play freely from the position, both sides.
    Play,
    /// Find the move (or one of the moves) the author gave.
    Exercise,
}

impl Mode {
    /// The mode's name in the address: `view`, `play`, `exercise`.
    pub const fn name(self) -> &'static str {
        match self {
            Mode::View => "view",
            Mode::Play => "play",
            Mode::Exercise => "exercise",
        }
    }
}

/// One accepted answer of an exercise, and the moves the board then plays
/// by itself to show what follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The move the reader must find.
    pub answer: Move,
    /// The reply line, played from the position after `answer`.
    pub reply: Vec<Move>,
}

/// A valid board configuration.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardConfig {
    /// The game as the reader first sees it: its start and the moves
    /// already played (they matter: castling rights, en passant, repetitions).
    pub game: Game,
    /// What the reader may do.
    pub mode: Mode,
    /// The accepted answers, in exercise mode (never empty then).
    pub solutions: Vec<Solution>,
    /// The side at the bottom.
    pub orientation: Color,
    /// Highlighted squares.
    pub squares: Vec<SquareMark>,
    /// Arrows.
    pub arrows: Vec<Shape>,
    /// Whether the files and ranks are printed on the board.
    pub coordinates: bool,
    /// Whether the name of the game's opening is shown under the board
    /// (`opening=on`).
    pub opening: bool,
    /// Whether the board offers its diagram to download, SVG and PNG
    /// (`download=on`).
    pub download: bool,
    /// The board's width asked for, in CSS pixels (the host page uses it).
    pub size: Option<u32>,
    /// The games to walk through, when the board shows a game (moves given,
    /// in view or play mode).
    pub record: Option<Rc<GameRecord>>,
}

/// The games an embedded board walks through: a PGN's, or the one game
/// its `moves` make.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Every game of the PGN, in order (never empty).
    pub games: Vec<PgnGame>,
    /// The game shown first (`game`, from 0 here).
    pub chosen: usize,
    /// The ply of its main line shown first (`ply`); `None` for its end.
    pub ply: Option<usize>,
}

impl GameRecord {
    /// Where game `index` opens: the ply asked for (as far as its main line
    /// goes), or its end.
    pub fn opening_path(&self, index: usize) -> NodePath {
        let length = self.games.get(index).map_or(0, |game| game.moves.len());
        NodePath::mainline(self.ply.unwrap_or(length).min(length))
    }
}

/// The options, read.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedOptions {
    /// How to reach the host page, in which language: what the board
    /// needs to talk to its page even when the rest of the configuration
    /// is invalid.
    pub frame: Frame,
    /// The board, or everything wrong with its options.
    pub board: Result<BoardConfig, Vec<OptionError>>,
}

/// What an option value should have looked like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// `fr` or `en`.
    Lang,
    /// `white` or `black`.
    Orientation,
    /// `view`, `play` or `exercise`.
    Mode,
    /// `on` or `off`.
    OnOff,
    /// Letters, digits, `-`, `_`, `.`, `:`; at most 64.
    Id,
    /// An origin such as `https://example.org`.
    Origin,
    /// A whole number of pixels.
    Size,
    /// A whole number.
    Number,
}

/// What is wrong with one option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// No option has this name.
    Unknown,
    /// Given more than once.
    Repeated,
    /// Longer than the option allows.
    TooLong {
        /// The most characters allowed.
        max: usize,
    },
    /// Not one of the accepted forms.
    Malformed(Expected),
    /// Not a legal position.
    Fen(FenError),
    /// Not a readable game.
    Pgn(PgnError),
    /// A move of a list that cannot be played where it stands.
    Move {
        /// Its rank in the list, from 1.
        index: usize,
        /// As written (cut to a readable length).
        token: String,
        /// Why.
        error: MoveError,
    },
    /// A reply move that cannot be played after one of the answers.
    Reply {
        /// The answer it follows, in UCI.
        after: String,
        /// Its rank in the reply, from 1.
        index: usize,
        /// As written.
        token: String,
        /// Why.
        error: MoveError,
    },
    /// Given together with an option it excludes.
    Conflict {
        /// The other option.
        other: &'static str,
    },
    /// Marks that cannot be read.
    Marks(MarkError),
    /// A size outside the range a board can be drawn at.
    SizeRange {
        /// Smallest.
        min: u32,
        /// Largest.
        max: u32,
    },
    /// An exercise needs at least one answer.
    MissingSolution,
    /// Answers only make sense in exercise mode.
    NotAnExercise,
    /// The game is already over: nothing is left to find.
    FinishedPosition,
    /// A game's number beyond the games given.
    GameRange {
        /// How many games there are.
        count: usize,
    },
    /// A ply beyond the game's main line.
    PlyRange {
        /// Its last ply.
        max: usize,
    },
}

/// One option's problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError {
    /// The option's name, as given (cut to a readable length).
    pub option: String,
    /// What is wrong.
    pub problem: Problem,
}

/// Terse English for logs and tests; the page's words are in
/// `crate::embed::words`.
impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "option {}: {:?}", self.option, self.problem)
    }
}

impl std::error::Error for OptionError {}

/// Every option the board knows, with the most characters its value may
/// have. (The host script cuts longer values just past the limit, so that
/// the board can still say which option was too long.)
pub const OPTIONS: [(&str, usize); 19] = [
    ("embed", 16),
    ("id", 64),
    ("origin", crate::model::host_page::MAX_ORIGIN),
    ("lang", 16),
    ("fen", 120),
    ("pgn", 8000),
    ("moves", 4000),
    ("mode", 16),
    ("solution", 400),
    ("reply", 2000),
    ("orientation", 16),
    ("squares", 1000),
    ("arrows", 1000),
    ("coords", 16),
    ("opening", 16),
    ("download", 16),
    ("size", 16),
    ("game", 16),
    ("ply", 16),
];

/// The smallest and largest board sizes, in CSS pixels.
pub const SIZE_RANGE: (u32, u32) = (120, 1200);

/// At most this many options: more is not a board configuration.
const MAX_PAIRS: usize = 40;

fn malformed(option: &str, expected: Expected, errors: &mut Vec<OptionError>) {
    errors.push(error(option, Problem::Malformed(expected)));
}

fn error(option: &str, problem: Problem) -> OptionError {
    OptionError {
        option: crate::model::marks::echo(option),
        problem,
    }
}

/// The marks an option (`squares`, `arrows`) draws: none when it is not
/// given, none and its error when it does not read.
fn marks<T>(
    given: &Given,
    option: &str,
    parse: fn(&str) -> Result<Vec<T>, MarkError>,
    errors: &mut Vec<OptionError>,
) -> Vec<T> {
    match given.get(option).map(parse) {
        Some(Ok(marks)) => marks,
        Some(Err(e)) => {
            errors.push(error(option, Problem::Marks(e)));
            Vec::new()
        }
        None => Vec::new(),
    }
}

/// The options as given, each known name at most once.
struct Given<'a> {
    values: Vec<(&'static str, &'a str)>,
}

impl<'a> Given<'a> {
    fn get(&self, name: &str) -> Option<&'a str> {
        self.values
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    }
}

/// Sorts the raw pairs: unknown, repeated and overlong options are errors,
/// the rest are kept by their canonical name.
fn sort_pairs<'a>(pairs: &'a [(String, String)], errors: &mut Vec<OptionError>) -> Given<'a> {
    let mut values: Vec<(&'static str, &'a str)> = Vec::new();
    if pairs.len() > MAX_PAIRS {
        errors.push(error("…", Problem::TooLong { max: MAX_PAIRS }));
    }
    for (name, value) in pairs.iter().take(MAX_PAIRS) {
        let key = name.trim().to_ascii_lowercase();
        let Some(&(known, max)) = OPTIONS.iter().find(|(n, _)| *n == key) else {
            errors.push(error(name, Problem::Unknown));
            continue;
        };
        if values.iter().any(|(n, _)| *n == known) {
            errors.push(error(known, Problem::Repeated));
            continue;
        }
        if value.chars().count() > max {
            errors.push(error(known, Problem::TooLong { max }));
            continue;
        }
        values.push((known, value.as_str()));
    }
    Given { values }
}

fn parse_mode(text: &str) -> Option<Mode> {
    match text.to_ascii_lowercase().as_str() {
        "view" | "vue" => Some(Mode::View),
        "play" | "jeu" | "jouer" => Some(Mode::Play),
        "exercise" | "exercice" => Some(Mode::Exercise),
        _ => None,
    }
}

fn parse_on_off(text: &str) -> Option<bool> {
    match text.to_ascii_lowercase().as_str() {
        "on" | "true" | "yes" | "1" | "oui" => Some(true),
        "off" | "false" | "no" | "0" | "non" => Some(false),
        _ => None,
    }
}

/// An on/off option: `default` when it is not given, and also when it does
/// not read (then with its error).
fn on_off(given: &Given, option: &str, default: bool, errors: &mut Vec<OptionError>) -> bool {
    match given.get(option) {
        Some(text) => parse_on_off(text).unwrap_or_else(|| {
            malformed(option, Expected::OnOff, errors);
            default
        }),
        None => default,
    }
}

fn parse_size(text: &str) -> Option<u32> {
    text.trim_end_matches("px").trim().parse().ok()
}

/// A whole number option (`game`, `ply`), if given.
fn number(given: &Given, option: &str, errors: &mut Vec<OptionError>) -> Option<usize> {
    let text = given.get(option)?;
    text.parse().ok().or_else(|| {
        malformed(option, Expected::Number, errors);
        None
    })
}

/// The game the options describe and the games it comes from: a start
/// (`fen`, or `pgn` with its own moves, game number `game`), then the
/// `moves` played from it, each checked; the board's game is that game
/// at ply `ply` of its main line.
fn build_game(given: &Given, errors: &mut Vec<OptionError>) -> Option<(Game, GameRecord)> {
    let fen = given.get("fen");
    let pgn = given.get("pgn");
    let moves = given.get("moves");
    if pgn.is_some() && fen.is_some() {
        errors.push(error("pgn", Problem::Conflict { other: "fen" }));
        return None;
    }
    if pgn.is_some() && moves.is_some() {
        errors.push(error("pgn", Problem::Conflict { other: "moves" }));
        return None;
    }
    let chosen = number(given, "game", errors);
    let ply = number(given, "ply", errors);
    let games = match (fen, pgn) {
        (Some(fen), _) => match Position::from_fen(fen) {
            Ok(position) => vec![PgnGame::new(position)],
            Err(e) => {
                errors.push(error("fen", Problem::Fen(e)));
                return None;
            }
        },
        (None, Some(pgn)) => match PgnGame::parse_all(pgn) {
            Ok(games) if !games.is_empty() => games,
            Ok(_) => match PgnGame::parse(pgn) {
                // No game at all: the reader's own words for it.
                Ok(game) => vec![game],
                Err(e) => {
                    errors.push(error("pgn", Problem::Pgn(e)));
                    return None;
                }
            },
            Err(e) => {
                errors.push(error("pgn", Problem::Pgn(e)));
                return None;
            }
        },
        (None, None) => vec![PgnGame::new(Position::new())],
    };
    let count = games.len();
    let index = match chosen {
        Some(n) if (1..=count).contains(&n) => n - 1,
        Some(_) => {
            errors.push(error("game", Problem::GameRange { count }));
            return None;
        }
        None => 0,
    };
    let mut record = GameRecord {
        games,
        chosen: index,
        ply,
    };
    let tree = &mut record.games[index];
    let mut game = Game::from_position(tree.start);
    for (i, mv) in tree.mainline_moves().enumerate() {
        if let Err(reason) = game.explain(mv.from, mv.to, mv.promotion) {
            // A PGN's moves are legal one by one, but the game may have
            // ended on the way (fivefold repetition, 75 moves).
            let token = mv.to_string();
            let error_kind = MoveError::Illegal(reason);
            errors.push(error(
                "pgn",
                Problem::Move {
                    index: i + 1,
                    token,
                    error: error_kind,
                },
            ));
            return None;
        }
        let _ = game.play(mv);
    }
    if let Some(moves) = moves {
        for (i, token) in move_tokens(moves).into_iter().enumerate() {
            match read_move(&game, token) {
                Ok(mv) => {
                    // `read_move` checked it against this very game; the
                    // tree gets it too, for the board's move list.
                    tree.moves.push(PgnNode::from_move(game.position(), mv));
                    let _ = game.play(mv);
                }
                Err(e) => {
                    errors.push(error(
                        "moves",
                        Problem::Move {
                            index: i + 1,
                            token: crate::model::marks::echo(token),
                            error: e,
                        },
                    ));
                    return None;
                }
            }
        }
    }
    let length = tree.moves.len();
    if ply.is_some_and(|ply| ply > length) {
        errors.push(error("ply", Problem::PlyRange { max: length }));
        return None;
    }
    // The board's game: the start and the main line up to the ply asked for.
    while game.moves().len() > ply.unwrap_or(length) && game.undo().is_some() {}
    Some((game, record))
}

/// The accepted answers and their reply, each checked in `game`.
fn build_solutions(
    game: &Game,
    solution: &str,
    reply: Option<&str>,
    errors: &mut Vec<OptionError>,
) -> Vec<Solution> {
    let mut solutions: Vec<Solution> = Vec::new();
    for (i, token) in move_tokens(solution).into_iter().enumerate() {
        let answer = match read_move(game, token) {
            Ok(mv) => mv,
            Err(e) => {
                errors.push(error(
                    "solution",
                    Problem::Move {
                        index: i + 1,
                        token: crate::model::marks::echo(token),
                        error: e,
                    },
                ));
                continue;
            }
        };
        if solutions.iter().any(|s| s.answer == answer) {
            continue;
        }
        let mut after = game.clone();
        let _ = after.play(answer);
        let mut line = Vec::new();
        for (j, token) in reply
            .map(move_tokens)
            .unwrap_or_default()
            .into_iter()
            .enumerate()
        {
            match read_move(&after, token) {
                Ok(mv) => {
                    let _ = after.play(mv);
                    line.push(mv);
                }
                Err(e) => {
                    errors.push(error(
                        "reply",
                        Problem::Reply {
                            after: answer.to_string(),
                            index: j + 1,
                            token: crate::model::marks::echo(token),
                            error: e,
                        },
                    ));
                    break;
                }
            }
        }
        solutions.push(Solution {
            answer,
            reply: line,
        });
    }
    solutions
}

impl EmbedOptions {
    /// Reads the options from the address's query parameters, already
    /// decoded, in order.
    ///
    /// ```
    /// use roque_app::embed::options::{EmbedOptions, Mode};
    /// let pairs = [("embed", "1"), ("moves", "e4 e5 Cf3"), ("mode", "view")]
    ///     .map(|(n, v)| (n.to_string(), v.to_string()));
    /// let options = EmbedOptions::from_pairs(&pairs);
    /// let board = options.board.unwrap();
    /// assert_eq!(board.mode, Mode::View);
    /// assert_eq!(board.game.moves().len(), 3);
    /// ```
    pub fn from_pairs(pairs: &[(String, String)]) -> EmbedOptions {
        let mut errors = Vec::new();
        let given = sort_pairs(pairs, &mut errors);
        let (frame, bad) = Frame::read(|name| given.get(name));
        for option in bad {
            match option {
                BadFrameOption::Lang => malformed("lang", Expected::Lang, &mut errors),
                BadFrameOption::Id => malformed("id", Expected::Id, &mut errors),
                BadFrameOption::Origin => malformed("origin", Expected::Origin, &mut errors),
            }
        }

        let mode = match given.get("mode") {
            Some(text) => parse_mode(text).or_else(|| {
                malformed("mode", Expected::Mode, &mut errors);
                None
            }),
            // An answer given means an exercise; otherwise free play.
            None if given.get("solution").is_some() => Some(Mode::Exercise),
            None => Some(Mode::Play),
        };
        let orientation = match given.get("orientation") {
            Some(text) => text.parse::<Color>().ok().map(Some).unwrap_or_else(|| {
                malformed("orientation", Expected::Orientation, &mut errors);
                None
            }),
            None => None,
        };
        let coordinates = on_off(&given, "coords", true, &mut errors);
        let opening = on_off(&given, "opening", false, &mut errors);
        let download = on_off(&given, "download", false, &mut errors);
        let size = match given.get("size") {
            Some(text) => match parse_size(text) {
                Some(px) if (SIZE_RANGE.0..=SIZE_RANGE.1).contains(&px) => Some(px),
                Some(_) => {
                    errors.push(error(
                        "size",
                        Problem::SizeRange {
                            min: SIZE_RANGE.0,
                            max: SIZE_RANGE.1,
                        },
                    ));
                    None
                }
                None => {
                    malformed("size", Expected::Size, &mut errors);
                    None
                }
            },
            None => None,
        };
        let squares = marks(&given, "squares", parse_squares, &mut errors);
        let arrows = marks(&given, "arrows", parse_arrows, &mut errors);

        let (game, record) = build_game(&given, &mut errors).unzip();
        let solution = given.get("solution");
        let reply = given.get("reply");
        let mut solutions = Vec::new();
        match (mode, &game) {
            (Some(Mode::Exercise), Some(game)) => {
                if game.is_over() {
                    errors.push(error("mode", Problem::FinishedPosition));
                } else if let Some(solution) = solution {
                    solutions = build_solutions(game, solution, reply, &mut errors);
                    if solutions.is_empty() && errors.is_empty() {
                        errors.push(error("solution", Problem::MissingSolution));
                    }
                } else {
                    errors.push(error("solution", Problem::MissingSolution));
                }
            }
            (Some(Mode::View | Mode::Play), _) => {
                if solution.is_some() {
                    errors.push(error("solution", Problem::NotAnExercise));
                }
                if reply.is_some() {
                    errors.push(error("reply", Problem::NotAnExercise));
                }
            }
            _ => {}
        }
        if reply.is_some() && solution.is_none() && mode == Some(Mode::Exercise) {
            errors.push(error("reply", Problem::MissingSolution));
        }

        let board = match (game, mode) {
            (Some(game), Some(mode)) if errors.is_empty() => {
                let orientation = orientation.unwrap_or(match mode {
                    // The reader plays the side to move: it sits at the bottom.
                    Mode::Exercise => game.position().turn(),
                    Mode::View | Mode::Play => Color::White,
                });
                Ok(BoardConfig {
                    game,
                    mode,
                    solutions,
                    orientation,
                    squares,
                    arrows,
                    coordinates,
                    download,
                    opening,
                    size,
                    // A game with moves is shown with its move list, to walk
                    // through (and, in free play, to leave and come back to).
                    record: record
                        .filter(|record| {
                            mode != Mode::Exercise
                                && record.games.iter().any(|g| !g.moves.is_empty())
                        })
                        .map(Rc::new),
                })
            }
            _ => Err(errors),
        };
        EmbedOptions { frame, board }
    }
}
