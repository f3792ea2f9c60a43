//! Moves written by a page's author: `e4`, `Nf3`, `Cf3`, `O-O`, `e7e8q`.
//!
//! A tutorial's author writes moves the way they think of them, so one
//! token is read as UCI first, then by the app's one reader of written
//! moves ([`crate::model::typed_move`]) with English letters, then with
//! French letters. Everything is checked against the game: an illegal move
//! is refused with the rules crate's reason when the squares are known.

use core::fmt;

use roque_rules::{CastlingSide, Game, IllegalReason, Lang, Move};

use crate::model::typed_move::{self, TypedMoveError};

/// Why a written move cannot be played where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not a move in any notation we read.
    Unreadable,
    /// A move in UCI (squares known) that the rules refuse, and why.
    Illegal(IllegalReason),
    /// A SAN move that no legal move matches.
    NoLegalMatch,
    /// Several legal moves match: these, in UCI.
    Ambiguous(Vec<String>),
    /// A pawn reaches the last rank and the text does not say what it becomes.
    MissingPromotion,
}

/// Terse English for logs and tests; the players' words are in
/// `crate::embed::words`.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Unreadable => f.write_str("not a move"),
            MoveError::Illegal(reason) => write!(f, "illegal: {reason}"),
            MoveError::NoLegalMatch => f.write_str("no legal move matches"),
            MoveError::Ambiguous(moves) => write!(f, "ambiguous: {}", moves.join(", ")),
            MoveError::MissingPromotion => f.write_str("the promotion piece is missing"),
        }
    }
}

impl std::error::Error for MoveError {}

/// Whether `token` only separates moves in a move list: a move number
/// (`12.`, `3...`) or a result (`1-0`, `*`).
pub fn is_filler(token: &str) -> bool {
    let numbered = !token.is_empty()
        && token
            .trim_end_matches('.')
            .chars()
            .all(|c| c.is_ascii_digit())
        && token.ends_with('.');
    numbered || matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// The move a token names, with a leading move number removed (`1.e4`).
pub fn strip_number(token: &str) -> &str {
    let rest = token.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() < token.len() && rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        token
    }
}

/// Splits a move list into its move tokens: separated by spaces or commas,
/// move numbers and results skipped.
pub fn move_tokens(text: &str) -> Vec<&str> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '|')
        .filter(|t| !t.is_empty() && !is_filler(t))
        .map(strip_number)
        .filter(|t| !t.is_empty())
        .collect()
}

/// Whether `token` has the shape of a UCI move: two squares and perhaps a
/// promotion letter.
fn looks_like_uci(token: &str) -> bool {
    let b = token.as_bytes();
    let file = |c: u8| (b'a'..=b'h').contains(&c);
    let rank = |c: u8| (b'1'..=b'8').contains(&c);
    match b {
        [f1, r1, f2, r2] | [f1, r1, f2, r2, _] => file(*f1) && rank(*r1) && file(*f2) && rank(*r2),
        _ => false,
    }
}

/// The move `token` names in `game`'s current position.
///
/// ```
/// use roque_app::embed::moves::read_move;
/// use roque_rules::{Game, Move, Square};
/// let game = Game::new();
/// assert_eq!(read_move(&game, "Cf3"), Ok(Move::new(Square::G1, Square::F3)));
/// assert_eq!(read_move(&game, "g1f3"), read_move(&game, "Nf3"));
/// assert!(read_move(&game, "e5").is_err());
/// ```
///
/// # Errors
/// A [`MoveError`]: unreadable, illegal (with the reason), ambiguous.
pub fn read_move(game: &Game, token: &str) -> Result<Move, MoveError> {
    if looks_like_uci(token) {
        if let Ok(mv) = Move::from_uci(token) {
            return game
                .explain(mv.from, mv.to, mv.promotion)
                .map_err(MoveError::Illegal);
        }
    }
    if let Some(outcome) = game.outcome() {
        // Nothing may follow the end of the game, whatever is written.
        return Err(MoveError::Illegal(IllegalReason::GameOver { outcome }));
    }
    // The app's one reader of written moves, English letters first; French
    // letters when the English reading finds no legal move: « Cf3 »,
    // « Fc4 », « Re2 » for a king when no rook can go there.
    let position = game.position();
    let error = match typed_move::read(token, position, Lang::En) {
        Ok(mv) => return Ok(mv),
        Err(error) => error,
    };
    if let Ok(mv) = typed_move::read(token, position, Lang::Fr) {
        return Ok(mv);
    }
    Err(match error {
        TypedMoveError::Empty | TypedMoveError::Syntax(_) => MoveError::Unreadable,
        TypedMoveError::Illegal(reason) => MoveError::Illegal(reason),
        TypedMoveError::NoCastling(_) => match castling_refusal(game, token) {
            Some(reason) => MoveError::Illegal(reason),
            None => MoveError::NoLegalMatch,
        },
        TypedMoveError::NoSuchMove { .. } | TypedMoveError::NotYourTurn => MoveError::NoLegalMatch,
        TypedMoveError::Ambiguous { to, candidates, .. } => MoveError::Ambiguous(
            candidates
                .iter()
                .map(|(from, _)| format!("{from}{to}"))
                .collect(),
        ),
        TypedMoveError::MissingPromotion => MoveError::MissingPromotion,
    })
}

/// Why castling written as `O-O` or `O-O-O` (or with zeros) is refused:
/// the rules crate's reason for the king's two-square move, which says
/// more than "no legal move matches".
fn castling_refusal(game: &Game, token: &str) -> Option<IllegalReason> {
    let written: String = token
        .trim_end_matches(['+', '#', '!', '?'])
        .chars()
        .map(|c| if c == '0' { 'O' } else { c })
        .collect();
    let side = match written.as_str() {
        "O-O" => CastlingSide::KingSide,
        "O-O-O" => CastlingSide::QueenSide,
        _ => return None,
    };
    let us = game.position().turn();
    game.explain(CastlingSide::king_from(us), side.king_to(us), None)
        .err()
}
