//! Reading a pasted FEN or PGN into a game, all or nothing.
//!
//! [`import`] decides which of the two the text is, reads it with the
//! rules crate and replays the moves; the caller replaces the current game
//! only with what comes back `Ok`, so a refused text loses nothing.

use core::fmt;

use roque_rules::{
    Color, FenError, Game, Move, Outcome, PgnError, PgnErrorKind, PgnGame, PgnNode, PgnResult,
    Position, San, SanError, SanOptions, MAX_VARIATION_DEPTH,
};

use crate::model::drawings::Drawings;
use crate::model::record::{name_from_tag, ImportedRecord};
use crate::model::typed_move::{why_illegal, TypedMoveError};

/// What a pasted text held.
#[derive(Clone, Debug, PartialEq)]
pub enum Imported {
    /// A position, given in FEN.
    Position(Position),
    /// A game, given in PGN.
    Game(Box<ImportedGame>),
}

/// A game read from a PGN.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportedGame {
    /// The game, its moves replayed by the rules.
    pub game: Game,
    /// The tags, annotations and result the PGN gave.
    pub record: ImportedRecord,
    /// White's name, from the `White` tag.
    pub white: Option<String>,
    /// Black's name, from the `Black` tag.
    pub black: Option<String>,
    /// Whether the text held more games after this one (only the first
    /// is imported).
    pub more_games: bool,
    /// The drawings of its main line, shown on the board.
    pub drawings: Drawings,
}

/// Why a pasted text was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// Nothing was pasted.
    Empty,
    /// The text is a FEN, and a wrong one.
    Fen(FenError),
    /// The text is a PGN, and a wrong one; the error says where.
    Pgn(PgnError),
    /// A move of the PGN comes after the end of the game (after a fivefold
    /// repetition or 75 moves, which end it whatever the players do).
    AfterTheEnd {
        /// The move's number in the PGN's main line, from 1.
        index: usize,
        /// How the game had ended.
        outcome: Outcome,
    },
    /// A move of the PGN the game refused although the PGN reader took it.
    Refused {
        /// The move's number in the PGN's main line, from 1.
        index: usize,
    },
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Empty => f.write_str("nothing to import"),
            ImportError::Fen(error) => write!(f, "bad FEN: {error}"),
            ImportError::Pgn(error) => write!(f, "bad PGN: {error}"),
            ImportError::AfterTheEnd { index, .. } => {
                write!(f, "half-move {index} comes after the end of the game")
            }
            ImportError::Refused { index } => write!(f, "half-move {index} cannot be played"),
        }
    }
}

impl std::error::Error for ImportError {}

impl ImportError {
    /// The line and column of a PGN error, to point at it.
    pub fn place(&self) -> Option<(u32, u32)> {
        match self {
            ImportError::Pgn(error) => Some((error.line, error.column)),
            _ => None,
        }
    }
}

/// Why the import dialog refuses a text, with what only the text itself
/// tells: why a PGN's illegal move is illegal, and where the move that
/// ended the game is written. The dialog alone asks for it (the module of
/// tools), so the app's own download does not carry it.
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    /// What is wrong. A move after a checkmate or a stalemate, which the
    /// PGN reader calls illegal, is [`ImportError::AfterTheEnd`].
    pub error: ImportError,
    /// Where to point in the text (line, column): the PGN error's place,
    /// or for a game that ended before the text did, the move that ended it.
    pub place: Option<(u32, u32)>,
    /// The move that ended the game, and the position it was played in.
    pub ending: Option<(Position, Move)>,
    /// Why an illegal move of the PGN is illegal, as for a typed move.
    pub why: Option<TypedMoveError>,
}

/// The dialog's account of `error`, which [`import`] gave for `text`.
pub fn refusal(text: &str, error: ImportError) -> Refusal {
    let place = error.place();
    let mut refusal = Refusal {
        error,
        place,
        ending: None,
        why: None,
    };
    match &refusal.error {
        ImportError::AfterTheEnd { index, .. } => {
            if let Ok((pgn, _)) = read_first_game(text) {
                let game = mainline_game(&pgn);
                refusal.point_at_the_end(text, &game, *index);
            }
        }
        ImportError::Pgn(PgnError {
            line,
            column,
            kind:
                PgnErrorKind::IllegalMove {
                    number,
                    turn,
                    text: written,
                    error: SanError::Illegal,
                },
        }) => {
            let Some((position, main)) = position_before(text, *line, *column) else {
                return refusal;
            };
            if position.fullmove_number() != *number || position.turn() != *turn {
                return refusal;
            }
            if let Some(game) = main.filter(|game| game.outcome().is_some()) {
                let index = game.ply().saturating_add(1);
                if let Some(outcome) = game.outcome() {
                    refusal.error = ImportError::AfterTheEnd { index, outcome };
                }
                refusal.point_at_the_end(text, &game, index);
                return refusal;
            }
            refusal.why = San::parse(written, SanOptions::PERMISSIVE)
                .ok()
                .map(|san| why_illegal(&position, &san));
        }
        _ => {}
    }
    refusal
}

impl Refusal {
    /// Points at the move that ended `game` (the main line replayed up to
    /// the end), the one before half-move `index`; at the refused move
    /// itself when the game was over before its first move.
    fn point_at_the_end(&mut self, text: &str, game: &Game, index: usize) {
        let Ok(places) = PgnGame::mainline_places(text) else {
            return;
        };
        let ply = game.ply();
        match ply.checked_sub(1) {
            Some(last) => {
                if let (Some(&place), Some(before), Some(&mv)) = (
                    places.get(last),
                    game.position_at(last),
                    game.moves().get(last),
                ) {
                    self.place = Some(place);
                    self.ending = Some((*before, mv));
                }
            }
            None => self.place = index.checked_sub(1).and_then(|i| places.get(i)).copied(),
        }
    }
}

/// The game of `pgn`'s main line, replayed as far as the rules let it go.
pub fn mainline_game(pgn: &PgnGame) -> Game {
    let mut game = Game::from_position(pgn.start);
    for mv in pgn.mainline_moves() {
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

/// The position in which the move written at `line`, `column` of `text`
/// stands, read from the text before it; with the game so far when the
/// move is on the main line. `None` when that text cannot tell.
fn position_before(text: &str, line: u32, column: u32) -> Option<(Position, Option<Game>)> {
    let (start, _) = error_span(text, line, column)?;
    let start = usize::try_from(start).ok()?;
    // The span counts UTF-16 units; the text is cut at that many.
    let mut units = 0;
    let cut = text
        .char_indices()
        .find(|(_, c)| {
            let here = units;
            units += c.len_utf16();
            here >= start
        })
        .map_or(text.len(), |(at, _)| at);
    let mut before = text.get(..cut)?.to_string();
    // The variations open where the move stands are closed, each `)`
    // one level deeper than the main line.
    for depth in 0..=MAX_VARIATION_DEPTH {
        match PgnGame::parse_all(&before) {
            Ok(mut games) => {
                let pgn = games.pop()?;
                let position = line_end(pgn.start, &pgn.moves, depth)?;
                let main = (depth == 0).then(|| mainline_game(&pgn));
                return Some((position, main));
            }
            Err(PgnError {
                kind: PgnErrorKind::UnclosedVariation,
                ..
            }) => before.push_str(" )"),
            Err(_) => return None,
        }
    }
    None
}

/// The position at the end of the line `depth` variations deep, each the
/// last one of the last move of the line above: where the text stopped.
fn line_end(start: Position, nodes: &[PgnNode], depth: usize) -> Option<Position> {
    let mut position = start;
    let Some((last, earlier)) = nodes.split_last() else {
        return (depth == 0).then_some(position);
    };
    for node in earlier {
        position.play(node.mv).ok()?;
    }
    let Some(deeper) = depth.checked_sub(1) else {
        position.play(last.mv).ok()?;
        return Some(position);
    };
    match last.variations.last() {
        Some(variation) => line_end(position, variation, deeper),
        // An empty variation, `(` just before the move, is skipped by the
        // reader: it starts before the last move.
        None => (deeper == 0).then_some(position),
    }
}

/// Whether `text` is a FEN rather than a PGN: one line whose first word is
/// a placement (it has a `/`, which a PGN's first word never has, but for
/// the lone draw result).
pub fn looks_like_fen(text: &str) -> bool {
    let text = text.trim();
    let first = text.split_whitespace().next().unwrap_or("");
    !text.contains('\n') && first.contains('/') && first != "1/2-1/2"
}

/// Reads `text` as a FEN or a PGN (the first game of several).
///
/// # Errors
/// Why it cannot be imported, with the place of a PGN error.
pub fn import(text: &str) -> Result<Imported, ImportError> {
    if text.trim().is_empty() {
        return Err(ImportError::Empty);
    }
    if looks_like_fen(text) {
        return Position::from_fen(text.trim())
            .map(Imported::Position)
            .map_err(ImportError::Fen);
    }
    let (pgn, more_games) = read_first_game(text)?;
    let mut game = Game::from_position(pgn.start);
    for (index, mv) in pgn.mainline_moves().enumerate() {
        if game.play(mv).is_err() {
            let index = index.saturating_add(1);
            return Err(match game.outcome() {
                Some(outcome) => ImportError::AfterTheEnd { index, outcome },
                // The reader checked every move against its position, so
                // only the end of the game should refuse one.
                None => ImportError::Refused { index },
            });
        }
    }
    // The moves alone may not end the game the PGN says ended (a
    // resignation, a loss on time, an agreed draw): its result is declared
    // through the rules, so that the game is over as the PGN says.
    if game.outcome().is_none() {
        declare(&mut game, pgn.result, pgn.tag("Termination"));
    }
    Ok(Imported::Game(Box::new(ImportedGame {
        white: name_from_tag(pgn.tag("White")),
        black: name_from_tag(pgn.tag("Black")),
        record: ImportedRecord {
            annotated: annotated(&pgn),
            event: name_from_tag(pgn.tag("Event")),
            pgn: pgn.to_pgn(),
        },
        drawings: Drawings::of_mainline(&pgn, game.ply()),
        game,
        more_games,
    })))
}

/// Ends `game` with `result`, as the PGN's `Termination` tag says it
/// ended when it says (a loss on time), else by resignation or agreement.
/// A flag that the rules would call a draw (the winner could not mate)
/// is declared a resignation instead: the PGN's winner stands.
fn declare(game: &mut Game, result: PgnResult, termination: Option<&str>) {
    let loser = match result {
        PgnResult::WhiteWins => Color::Black,
        PgnResult::BlackWins => Color::White,
        PgnResult::Draw => {
            let _ = game.agree_draw();
            return;
        }
        PgnResult::Unknown => return,
    };
    let on_time = termination.is_some_and(|t| t.to_ascii_lowercase().contains("time"));
    if on_time {
        let mut flagged = game.clone();
        if flagged.flag(loser).is_ok() && PgnResult::of(flagged.outcome()) == result {
            *game = flagged;
            return;
        }
    }
    let _ = game.resign(loser);
}

/// Whether `pgn` holds more than its moves: a variation, a comment, a
/// glyph or a drawing anywhere.
pub fn annotated(pgn: &PgnGame) -> bool {
    !pgn.comments.is_empty()
        || !pgn.shapes.is_empty()
        || pgn.walk().iter().any(|(_, node)| {
            !node.variations.is_empty()
                || !node.comments_before.is_empty()
                || !node.comments_after.is_empty()
                || !node.nags.is_empty()
                || !node.shapes.is_empty()
        })
}

/// The first game of `text`, and whether more follow. A later game's error
/// does not stop the first from being imported; an error in the first game
/// is the one reported.
fn read_first_game(text: &str) -> Result<(PgnGame, bool), ImportError> {
    match PgnGame::parse_all(text) {
        Ok(mut games) => {
            let more = games.len() > 1;
            if games.is_empty() {
                return Err(ImportError::Pgn(PgnError {
                    line: 1,
                    column: 1,
                    kind: PgnErrorKind::NoGame,
                }));
            }
            Ok((games.swap_remove(0), more))
        }
        Err(error) => {
            // Is the error past the end of a first game that reads well?
            if let Some((first, next_line)) = first_game_text(text) {
                if error.line >= next_line {
                    if let Ok(game) = PgnGame::parse(first) {
                        return Ok((game, true));
                    }
                }
            }
            Err(ImportError::Pgn(error))
        }
    }
}

/// The text of the first game of a PGN holding several, and the line
/// (from 1) where the next one starts: the first tag line after some
/// movetext. `None` when only one game shows.
fn first_game_text(text: &str) -> Option<(&str, u32)> {
    let mut seen_movetext = false;
    let mut offset = 0;
    for (index, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim_start();
        if trimmed.starts_with('[') {
            if seen_movetext {
                let number = u32::try_from(index).ok()?.checked_add(1)?;
                return Some((text.get(..offset)?, number));
            }
        } else if !trimmed.is_empty() && !trimmed.starts_with('%') {
            seen_movetext = true;
        }
        offset += line.len();
    }
    None
}

/// Where the word at `line` and `column` (from 1, columns in characters)
/// of `text` starts and ends, in UTF-16 units as a text box counts them:
/// to select the place of an error.
pub fn error_span(text: &str, line: u32, column: u32) -> Option<(u32, u32)> {
    let mut units: u32 = 0;
    let (mut at_line, mut at_column) = (1u32, 1u32);
    let mut chars = text.chars().peekable();
    while at_line < line || at_column < column {
        let c = chars.next()?;
        units = units.checked_add(u32::try_from(c.len_utf16()).ok()?)?;
        if c == '\n' {
            at_line = at_line.checked_add(1)?;
            at_column = 1;
        } else {
            at_column = at_column.checked_add(1)?;
        }
        if at_line > line {
            return None;
        }
    }
    let start = units;
    let mut end = start;
    while let Some(c) = chars.next_if(|c| !c.is_whitespace()) {
        end = end.checked_add(u32::try_from(c.len_utf16()).ok()?)?;
    }
    Some((start, end.max(start.saturating_add(1))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fen_or_pgn() {
        assert!(looks_like_fen(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        ));
        assert!(looks_like_fen("  8/8/8 w - -  "));
        assert!(!looks_like_fen("1. e4 e5 2. Nf3 *"));
        assert!(!looks_like_fen("[Event \"x\"]\n1. e4 *"));
        assert!(!looks_like_fen("1/2-1/2"));
    }

    #[test]
    fn an_error_place_becomes_a_selection() {
        let text = "[Event \"é\"]\n1. e4 Ke7??\n";
        // Line 2, column 7: "Ke7??".
        assert_eq!(error_span(text, 2, 7), Some((18, 23)));
        assert_eq!(error_span(text, 1, 1), Some((0, 6)));
        assert_eq!(error_span(text, 9, 1), None);
        assert_eq!(error_span("😀 x", 1, 3), Some((3, 4)), "UTF-16 units");
    }

    #[test]
    fn nothing_pasted() {
        assert_eq!(import("  \n "), Err(ImportError::Empty));
    }
}
