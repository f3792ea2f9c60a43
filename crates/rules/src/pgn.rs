//! Portable Game Notation (PGN): reading games, with their tags, comments,
//! annotation glyphs, drawings and variations, and writing them back.
//!
//! A game is a tree ([`PgnGame`]): its main line is a list of [`PgnNode`]s,
//! and each node carries the variations that replace it, each a list of
//! nodes again. [`PgnGame::node`], [`PgnGame::play_at`] and the other tree
//! operations (in `pgn/tree.rs`) address a node by a [`NodePath`].

mod lexer;
mod nag;
mod places;
mod reader;
mod shape;
mod tree;
mod writer;

pub use nag::{nag_of_symbol, nag_symbol};
pub use shape::{Shape, ShapeColor};
pub use tree::{NodePath, TreeError};

use crate::{Color, FenError, Move, Outcome, Position, SanError, SanPlus};
use core::fmt;

/// How deeply variations may nest inside one another, when reading and
/// when a variation is added ([`PgnGame::play_at`]). A limit rather than
/// no limit so that hostile text (ten thousand `(`) is refused with its
/// reason, and so that the writer's and `Drop`'s recursion over variations
/// stays shallow; a hundred is far beyond any annotated game.
pub const MAX_VARIATION_DEPTH: usize = 100;

/// The longest comment read, in characters. Reading is linear whatever the
/// length; the bound is for what comes after: a comment is shown under its
/// move and spoken by screen readers, and sixty-five thousand characters
/// (some thirty pages) is far beyond any annotation, so a longer one is
/// pasted data, refused with its reason rather than shown.
pub const MAX_COMMENT_CHARS: usize = 65_536;

/// The result of a game as PGN writes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PgnResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unfinished, or not known.
    #[default]
    Unknown,
}

impl PgnResult {
    /// The result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn token(self) -> &'static str {
        match self {
            PgnResult::WhiteWins => "1-0",
            PgnResult::BlackWins => "0-1",
            PgnResult::Draw => "1/2-1/2",
            PgnResult::Unknown => "*",
        }
    }

    /// Reads a result token.
    pub fn from_token(token: &str) -> Option<PgnResult> {
        match token {
            "1-0" => Some(PgnResult::WhiteWins),
            "0-1" => Some(PgnResult::BlackWins),
            "1/2-1/2" => Some(PgnResult::Draw),
            "*" => Some(PgnResult::Unknown),
            _ => None,
        }
    }

    /// The result an outcome gives; `None`, a game that goes on, is `*`.
    /// The one place an outcome becomes a result token.
    ///
    /// ```
    /// use roque_rules::{Game, PgnResult};
    /// let game = Game::new();
    /// assert_eq!(PgnResult::of(game.outcome()), PgnResult::Unknown);
    /// ```
    pub fn of(outcome: Option<Outcome>) -> PgnResult {
        match outcome.map(|outcome| outcome.winner()) {
            None => PgnResult::Unknown,
            Some(Some(Color::White)) => PgnResult::WhiteWins,
            Some(Some(Color::Black)) => PgnResult::BlackWins,
            Some(None) => PgnResult::Draw,
        }
    }

    /// The winner, if the game was won.
    pub const fn winner(self) -> Option<Color> {
        match self {
            PgnResult::WhiteWins => Some(Color::White),
            PgnResult::BlackWins => Some(Color::Black),
            PgnResult::Draw | PgnResult::Unknown => None,
        }
    }
}

impl fmt::Display for PgnResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.token())
    }
}

/// One move of a game or of a variation, with what PGN says about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnNode {
    /// The move.
    pub mv: Move,
    /// The move in canonical SAN, with its `+` or `#`.
    pub san: SanPlus,
    /// Comments written before the move (only at the start of a game or
    /// variation, or after a variation).
    pub comments_before: Vec<String>,
    /// Comments written after the move.
    pub comments_after: Vec<String>,
    /// Numeric annotation glyphs (`$1`, or `!` read as 1, `?` as 2, …);
    /// [`nag_symbol`] shows them.
    pub nags: Vec<u8>,
    /// The arrows and circled squares drawn on the position after the
    /// move, read from the `[%cal …]`/`[%csl …]` commands of its comments
    /// (which then no longer hold them) and written back in its comment.
    pub shapes: Vec<Shape>,
    /// Other moves that could have been played instead of this one, each
    /// a line starting from the position before this move.
    pub variations: Vec<Vec<PgnNode>>,
}

impl PgnNode {
    /// A node for `mv` played in `position`, with its SAN and nothing else.
    ///
    /// ```
    /// use roque_rules::{Move, PgnNode, Position, Square};
    /// let node = PgnNode::from_move(&Position::new(), Move::new(Square::G1, Square::F3));
    /// assert_eq!(node.san.to_string(), "Nf3");
    /// ```
    pub fn from_move(position: &Position, mv: Move) -> PgnNode {
        PgnNode {
            mv,
            san: SanPlus::from_move(position, mv),
            comments_before: Vec::new(),
            comments_after: Vec::new(),
            nags: Vec::new(),
            shapes: Vec::new(),
            variations: Vec::new(),
        }
    }
}

/// A game read from, or to be written to, PGN.
///
/// Reading is atomic: [`PgnGame::parse_all`] returns every game of the text
/// or one [`PgnError`] saying where and what went wrong, never part of the
/// games. Every move, in the main line and in the variations, is checked
/// against its position; moves are read permissively (`0-0`, `Ng1-f3`,
/// `e8Q` are accepted) and kept both as a [`Move`] and as canonical SAN.
///
/// What the reader decides where the standard leaves room:
/// - move numbers are skipped, not checked against the moves;
/// - a `FEN` tag sets the starting position whether or not `SetUp` says
///   `1`; a `Variant` tag other than standard chess is refused;
/// - a comment belongs *after* the move it follows, or *before* the first
///   move of a game or variation, or before the move following a
///   variation; a comment in a game with no move goes to
///   [`PgnGame::comments`];
/// - comments keep their words, with runs of spaces and line breaks made
///   single spaces (in PGN, line breaks inside a comment are layout);
/// - a game without a result token ends at the next tag pair (or the end of
///   the text) and takes its result from the `Result` tag;
/// - comments standing after the last game, with no move, tag or result
///   to belong to, are dropped;
/// - an empty variation `()` is skipped, but a variation holding only a
///   comment is an error (the comment would have nowhere to go);
/// - variations nest at most [`MAX_VARIATION_DEPTH`] deep, and a comment
///   holds at most [`MAX_COMMENT_CHARS`] characters;
/// - the drawing commands `[%cal …]` and `[%csl …]` of a comment become
///   [`Shape`]s of the position they stand in: the position after the move
///   the comment follows, or, for a comment before a move, the position
///   before it (the game's [`shapes`](PgnGame::shapes) at the start); the
///   comment keeps the rest of its text, other commands such as
///   `[%clk 0:10:00]` included, and a command that does not read whole (a
///   bad square or colour) stays in the text as written;
/// - glyphs written as symbols (`!?`, `±`, `+-`, `∞`) are read as their
///   numbers, and written back as `$n`.
///
/// ```
/// use roque_rules::{PgnGame, PgnResult};
/// let game = PgnGame::parse("[White \"Anna\"]\n\n1. e4 e5 {solid} 2. Nf3 (2. f4 exf4) Nc6 1-0")?;
/// assert_eq!(game.tag("White"), Some("Anna"));
/// assert_eq!(game.moves.len(), 4);
/// assert_eq!(game.moves[1].comments_after, ["solid"]);
/// assert_eq!(game.moves[2].variations[0][0].san.to_string(), "f4");
/// assert_eq!(game.result, PgnResult::WhiteWins);
/// # Ok::<_, roque_rules::PgnError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// The tag pairs, in the order read (the writer puts the seven-tag
    /// roster first).
    pub tags: Vec<(String, String)>,
    /// Where the game starts: the `FEN` tag's position, or the standard one.
    pub start: Position,
    /// The main line.
    pub moves: Vec<PgnNode>,
    /// Comments of a game that has no move to attach them to.
    pub comments: Vec<String>,
    /// The arrows and circled squares drawn on the starting position.
    pub shapes: Vec<Shape>,
    /// The result token (or, if the text had none, the `Result` tag).
    pub result: PgnResult,
}

impl Default for PgnGame {
    fn default() -> PgnGame {
        PgnGame::new(Position::new())
    }
}

impl PgnGame {
    /// A game from `start`, with no tags, no moves and an unknown result.
    pub fn new(start: Position) -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            start,
            moves: Vec::new(),
            comments: Vec::new(),
            shapes: Vec::new(),
            result: PgnResult::Unknown,
        }
    }

    /// Reads exactly one game.
    ///
    /// # Errors
    /// A [`PgnError`] at the first problem; [`PgnErrorKind::NoGame`] for a
    /// text without a game, [`PgnErrorKind::MoreThanOneGame`] at the start
    /// of a second one.
    pub fn parse(text: &str) -> Result<PgnGame, PgnError> {
        reader::read_one(text)
    }

    /// Reads every game of a text. A text with no game gives none.
    ///
    /// ```
    /// use roque_rules::PgnGame;
    /// let games = PgnGame::parse_all("1. e4 e5 1-0\n\n1. d4 d5 0-1\n")?;
    /// assert_eq!(games.len(), 2);
    /// let error = PgnGame::parse_all("1. e4 e5 *\n\n1. d4 d5 2. Nf6 *").err();
    /// assert_eq!(error.map(|e| e.to_string()).as_deref(), Some("line 3, column 13: illegal move 2. Nf6"));
    /// # Ok::<_, roque_rules::PgnError>(())
    /// ```
    ///
    /// # Errors
    /// A [`PgnError`] at the first problem; then no game is returned.
    pub fn parse_all(text: &str) -> Result<Vec<PgnGame>, PgnError> {
        reader::read_all(text)
    }

    /// The value of the first tag named `name`, if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }

    /// Sets the tag `name` to `value`, replacing the first tag of that
    /// name or adding one at the end.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(tag, _)| tag == name) {
            Some((_, old)) => *old = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// Where each move of the first game's main line is written in
    /// `text`: its line and column, from 1, columns in characters (as
    /// [`PgnError`] counts them), one for one with that game's
    /// [`moves`](PgnGame::moves) when [`PgnGame::parse_all`] reads the
    /// text. For a reader who must point at a move, such as the one that
    /// ended the game.
    ///
    /// ```
    /// use roque_rules::PgnGame;
    /// let places = PgnGame::mainline_places("1. e4 (1. d4) e5\n2. Nf3 *")?;
    /// assert_eq!(places, [(1, 4), (1, 15), (2, 4)]);
    /// # Ok::<_, roque_rules::PgnError>(())
    /// ```
    ///
    /// # Errors
    /// A [`PgnError`] where the text cannot be cut into tokens (an
    /// unclosed comment, an unexpected character); the moves themselves
    /// are not checked.
    pub fn mainline_places(text: &str) -> Result<Vec<(u32, u32)>, PgnError> {
        places::mainline_places(text)
    }

    /// The moves of the main line, in order.
    pub fn mainline_moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.moves.iter().map(|node| node.mv)
    }

    /// The game in PGN export format: the seven-tag roster first, then
    /// `SetUp` and `FEN` if the game does not start from the standard
    /// position, then the other tags; movetext wrapped to lines under 80
    /// columns (79 characters at most), never inside a move or glyph.
    ///
    /// ```
    /// use roque_rules::PgnGame;
    /// let game = PgnGame::parse("1. e4 {best by test} e5 2. Nf3 *")?;
    /// let text = game.to_pgn();
    /// assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
    /// assert!(text.ends_with("\n\n1. e4 {best by test} 1... e5 2. Nf3 *\n"));
    /// assert_eq!(PgnGame::parse(&text)?.moves, game.moves);
    /// # Ok::<_, roque_rules::PgnError>(())
    /// ```
    pub fn to_pgn(&self) -> String {
        writer::write(self)
    }

    /// Several games, one after the other, separated by a blank line.
    pub fn write_all(games: &[PgnGame]) -> String {
        games
            .iter()
            .map(PgnGame::to_pgn)
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl fmt::Display for PgnGame {
    /// The same text as [`PgnGame::to_pgn`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pgn())
    }
}

/// Why a PGN text could not be read, and where: line and column count from
/// 1, columns in characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnError {
    /// The line of the problem.
    pub line: u32,
    /// The column of the problem.
    pub column: u32,
    /// What the problem is.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for PgnError {}

/// A token found where PGN does not allow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unexpected {
    /// The text ends in the middle of a game.
    EndOfGame,
    /// A `]` outside a tag pair.
    CloseBracket,
    /// A quoted string outside a tag pair.
    StringOutsideTag,
}

impl fmt::Display for Unexpected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unexpected::EndOfGame => "end of the game",
            Unexpected::CloseBracket => "] outside a tag pair",
            Unexpected::StringOutsideTag => "string outside a tag pair",
        })
    }
}

/// What is wrong in a PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnErrorKind {
    /// A `{` comment with no `}`.
    UnterminatedComment,
    /// A `"` string with no closing `"` on its line.
    UnterminatedString,
    /// A character that has no place in PGN.
    UnexpectedChar(char),
    /// A token out of place.
    UnexpectedToken(Unexpected),
    /// A `[` not followed by a tag name.
    TagWithoutName,
    /// A tag name not followed by a quoted value.
    TagWithoutValue(String),
    /// A tag pair not closed by `]`.
    TagNotClosed(String),
    /// The `FEN` tag is not a valid position.
    BadFen(FenError),
    /// The `Variant` tag names a game other than standard chess.
    UnsupportedVariant(String),
    /// An annotation glyph that is not `$0` to `$255` or a known suffix.
    BadNag(String),
    /// A move that is unreadable, illegal or ambiguous where it stands.
    IllegalMove {
        /// The move number.
        number: u32,
        /// The side to move.
        turn: Color,
        /// The move as written.
        text: String,
        /// What is wrong with it.
        error: SanError,
    },
    /// An annotation glyph with no move before it.
    NagWithoutMove,
    /// A `(` with no move before it to be an alternative to.
    VariationWithoutMove,
    /// A variation with a comment but no move.
    EmptyVariation,
    /// A `(` never closed.
    UnclosedVariation,
    /// A `)` with no `(` open.
    UnexpectedCloseParen,
    /// Variations nested deeper than [`MAX_VARIATION_DEPTH`].
    VariationsTooDeep,
    /// A comment longer than [`MAX_COMMENT_CHARS`].
    CommentTooLong,
    /// [`PgnGame::parse`] found no game.
    NoGame,
    /// [`PgnGame::parse`] found a second game here.
    MoreThanOneGame,
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::UnterminatedComment => {
                f.write_str("comment opened with { is never closed")
            }
            PgnErrorKind::UnterminatedString => {
                f.write_str("string opened with \" is not closed on its line")
            }
            PgnErrorKind::UnexpectedChar(c) => write!(f, "unexpected character '{c}'"),
            PgnErrorKind::UnexpectedToken(what) => write!(f, "unexpected {what}"),
            PgnErrorKind::TagWithoutName => f.write_str("a tag pair needs a name after ["),
            PgnErrorKind::TagWithoutValue(name) => {
                write!(f, "tag {name} needs a quoted value")
            }
            PgnErrorKind::TagNotClosed(name) => write!(f, "tag {name} is not closed by ]"),
            PgnErrorKind::BadFen(error) => write!(f, "bad FEN tag: {error}"),
            PgnErrorKind::UnsupportedVariant(variant) => {
                write!(f, "variant \"{variant}\" is not standard chess")
            }
            PgnErrorKind::BadNag(text) => write!(f, "\"{text}\" is not an annotation glyph"),
            PgnErrorKind::IllegalMove {
                number,
                turn,
                text,
                error,
            } => {
                let dots = match turn {
                    Color::White => ". ",
                    Color::Black => "...",
                };
                match error {
                    SanError::Illegal => write!(f, "illegal move {number}{dots}{text}"),
                    SanError::Ambiguous(candidates) => {
                        write!(f, "ambiguous move {number}{dots}{text}: ")?;
                        crate::san::write_candidates(f, candidates)
                    }
                    other => write!(f, "bad move {number}{dots}{text}: {other}"),
                }
            }
            PgnErrorKind::NagWithoutMove => f.write_str("annotation glyph with no move before it"),
            PgnErrorKind::VariationWithoutMove => {
                f.write_str("variation with no move before it to replace")
            }
            PgnErrorKind::EmptyVariation => f.write_str("variation with no move"),
            PgnErrorKind::UnclosedVariation => {
                f.write_str("variation opened with ( is never closed")
            }
            PgnErrorKind::UnexpectedCloseParen => f.write_str(") with no variation open"),
            PgnErrorKind::VariationsTooDeep => {
                write!(f, "variations nested more than {MAX_VARIATION_DEPTH} deep")
            }
            PgnErrorKind::CommentTooLong => {
                write!(f, "comment longer than {MAX_COMMENT_CHARS} characters")
            }
            PgnErrorKind::NoGame => f.write_str("no game in the text"),
            PgnErrorKind::MoreThanOneGame => f.write_str("a second game starts here"),
        }
    }
}
