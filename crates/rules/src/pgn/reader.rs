//! Builds games from PGN tokens, checking every move against its position.

use super::lexer::{Lexer, Place, Token};
use super::shape::{add_once, take_shapes};
use super::{
    PgnError, PgnErrorKind, PgnGame, PgnNode, PgnResult, Shape, Unexpected, MAX_VARIATION_DEPTH,
};
use crate::{Position, San, SanOptions};

/// Reads every game of `text`.
pub(crate) fn read_all(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    let mut reader = Reader::new(text);
    let mut games = Vec::new();
    while let Some((_, game)) = reader.next_game()? {
        games.push(game);
    }
    Ok(games)
}

/// Reads the one game of `text`.
pub(crate) fn read_one(text: &str) -> Result<PgnGame, PgnError> {
    let mut reader = Reader::new(text);
    let Some((_, game)) = reader.next_game()? else {
        return Err(Place { line: 1, column: 1 }.error(PgnErrorKind::NoGame));
    };
    match reader.next_game()? {
        None => Ok(game),
        Some((place, _)) => Err(place.error(PgnErrorKind::MoreThanOneGame)),
    }
}

/// One line of moves being read: the main line or a variation.
struct Line {
    nodes: Vec<PgnNode>,
    /// The position before the last move (where its variations start).
    before: Position,
    /// The position after the last move.
    position: Position,
    /// Comments waiting for the next move.
    pending: Vec<String>,
    /// Whether the last thing read was a move (or its glyphs), so that a
    /// comment now belongs after it.
    after_move: bool,
    /// Where the `(` of a variation stands.
    opened_at: Place,
}

impl Line {
    fn new(position: Position, opened_at: Place) -> Line {
        Line {
            nodes: Vec::new(),
            before: position,
            position,
            pending: Vec::new(),
            after_move: false,
            opened_at,
        }
    }

    /// Comments still waiting at the end of the line go after its last
    /// move; gives them back if there is none.
    fn flush_pending(&mut self) -> Vec<String> {
        let pending = core::mem::take(&mut self.pending);
        match self.nodes.last_mut() {
            Some(last) => {
                last.comments_after.extend(pending);
                Vec::new()
            }
            None => pending,
        }
    }
}

/// A game being read.
struct Draft {
    /// Where the game's first token stands.
    place: Place,
    tags: Vec<(String, String)>,
    /// Where each tag's value stands, for errors.
    tag_places: Vec<Place>,
    /// The main line, then the variations open inside it, innermost last.
    /// Empty until the first move or variation asks for the start.
    lines: Vec<Line>,
    /// Comments before the movetext's first move, while `lines` is empty.
    opening_comments: Vec<String>,
    /// The drawings on the starting position.
    shapes: Vec<Shape>,
    result: Option<PgnResult>,
}

impl Draft {
    fn new(place: Place) -> Draft {
        Draft {
            place,
            tags: Vec::new(),
            tag_places: Vec::new(),
            lines: Vec::new(),
            opening_comments: Vec::new(),
            shapes: Vec::new(),
            result: None,
        }
    }

    /// Whether movetext has begun, so that a tag pair now starts a new game.
    fn has_movetext(&self) -> bool {
        self.result.is_some()
            || self
                .lines
                .first()
                .is_some_and(|line| !line.nodes.is_empty())
    }

    /// Whether the text gave anything at all for this game.
    fn is_blank(&self) -> bool {
        self.tags.is_empty() && !self.has_movetext()
    }

    /// The value of the first tag named `name`, and where it stands.
    fn tag(&self, name: &str) -> Option<(&str, Place)> {
        self.tags
            .iter()
            .zip(&self.tag_places)
            .find(|((tag, _), _)| tag == name)
            .map(|((_, value), place)| (value.as_str(), *place))
    }

    /// The starting position from the tags.
    fn start(&self) -> Result<Position, PgnError> {
        if let Some((variant, place)) = self.tag("Variant") {
            let standard = ["standard", "chess", "normal", "from position", ""];
            if !standard.contains(&variant.trim().to_ascii_lowercase().as_str()) {
                return Err(place.error(PgnErrorKind::UnsupportedVariant(variant.to_string())));
            }
        }
        match self.tag("FEN") {
            Some((fen, place)) => {
                Position::from_fen(fen.trim()).map_err(|e| place.error(PgnErrorKind::BadFen(e)))
            }
            None => Ok(Position::new()),
        }
    }

    /// The line moves go to now, starting the main line if needed.
    fn current_line(&mut self) -> Result<&mut Line, PgnError> {
        if self.lines.is_empty() {
            let mut main = Line::new(self.start()?, self.place);
            main.pending = core::mem::take(&mut self.opening_comments);
            self.lines.push(main);
        }
        // Never empty here; the fallback only keeps the code panic-free.
        let place = self.place;
        self.lines
            .last_mut()
            .ok_or_else(|| place.error(PgnErrorKind::UnexpectedToken(Unexpected::EndOfGame)))
    }

    /// The drawings of the position the next move of the current line is
    /// played in: after the line's last move, or, at the start of a
    /// variation, before the move it replaces (found up the open lines),
    /// or the start of the game.
    fn shapes_before_next(&mut self) -> &mut Vec<Shape> {
        let mut depth = self.lines.len();
        // The node after which the position stands: in line `depth - 1`,
        // its last node; going up, the one before the node replaced.
        let mut back = 1;
        while depth > 0 {
            let nodes_len = self.lines[depth - 1].nodes.len();
            if nodes_len >= back {
                let index = nodes_len - back;
                return &mut self.lines[depth - 1].nodes[index].shapes;
            }
            depth -= 1;
            back = 2;
        }
        &mut self.shapes
    }

    fn add_comment(&mut self, comment: String) {
        let (comment, shapes) = take_shapes(&comment);
        // After a move or before the next one, the same position.
        if !shapes.is_empty() {
            add_once(self.shapes_before_next(), shapes);
        }
        if comment.is_empty() {
            return;
        }
        match self.lines.last_mut() {
            None => self.opening_comments.push(comment),
            Some(line) => match line.nodes.last_mut() {
                Some(last) if line.after_move => last.comments_after.push(comment),
                _ => line.pending.push(comment),
            },
        }
    }

    fn add_nag(&mut self, nag: u8, place: Place) -> Result<(), PgnError> {
        match self.lines.last_mut() {
            Some(line) if line.after_move => match line.nodes.last_mut() {
                Some(last) => {
                    last.nags.push(nag);
                    Ok(())
                }
                None => Err(place.error(PgnErrorKind::NagWithoutMove)),
            },
            _ => Err(place.error(PgnErrorKind::NagWithoutMove)),
        }
    }

    fn add_move(&mut self, text: &str, place: Place) -> Result<(), PgnError> {
        let line = self.current_line()?;
        let position = &line.position;
        let illegal = |error| {
            place.error(PgnErrorKind::IllegalMove {
                number: position.fullmove_number(),
                turn: position.turn(),
                text: text.to_string(),
                error,
            })
        };
        let san = San::parse(text, SanOptions::PERMISSIVE).map_err(|e| illegal(e.into()))?;
        let mv = san.to_move(position).map_err(illegal)?;
        let mut node = PgnNode::from_move(position, mv);
        node.comments_before = core::mem::take(&mut line.pending);
        line.before = line.position;
        line.position.play_unchecked(mv);
        line.nodes.push(node);
        line.after_move = true;
        Ok(())
    }

    fn open_variation(&mut self, place: Place) -> Result<(), PgnError> {
        if self.lines.len() > MAX_VARIATION_DEPTH {
            return Err(place.error(PgnErrorKind::VariationsTooDeep));
        }
        let line = self.current_line()?;
        if line.nodes.is_empty() {
            return Err(place.error(PgnErrorKind::VariationWithoutMove));
        }
        let variation = Line::new(line.before, place);
        self.lines.push(variation);
        Ok(())
    }

    fn close_variation(&mut self, place: Place) -> Result<(), PgnError> {
        if self.lines.len() < 2 {
            return Err(place.error(PgnErrorKind::UnexpectedCloseParen));
        }
        let Some(mut variation) = self.lines.pop() else {
            return Err(place.error(PgnErrorKind::UnexpectedCloseParen));
        };
        let orphans = variation.flush_pending();
        if variation.nodes.is_empty() {
            if orphans.is_empty() {
                // `()` says nothing; skip it.
                return Ok(());
            }
            return Err(variation.opened_at.error(PgnErrorKind::EmptyVariation));
        }
        let parent = self.current_line()?;
        if let Some(replaced) = parent.nodes.last_mut() {
            replaced.variations.push(variation.nodes);
        }
        parent.after_move = false;
        Ok(())
    }

    /// The finished game.
    fn finish(mut self) -> Result<PgnGame, PgnError> {
        if let Some(open) = self.lines.get(1) {
            let opened_at = self.lines.last().map_or(open.opened_at, |l| l.opened_at);
            return Err(opened_at.error(PgnErrorKind::UnclosedVariation));
        }
        let start = self.start()?;
        let (moves, comments) = match self.lines.pop() {
            Some(mut main) => {
                let orphans = main.flush_pending();
                (main.nodes, orphans)
            }
            None => (Vec::new(), core::mem::take(&mut self.opening_comments)),
        };
        let result = self
            .result
            .or_else(|| {
                self.tag("Result")
                    .and_then(|(value, _)| PgnResult::from_token(value))
            })
            .unwrap_or_default();
        Ok(PgnGame {
            tags: self.tags,
            start,
            moves,
            comments,
            shapes: self.shapes,
            result,
        })
    }
}

struct Reader<'a> {
    lexer: Lexer<'a>,
    /// A token read but not yet used (the tag that starts the next game).
    peeked: Option<(Place, Token)>,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Reader<'a> {
        Reader {
            lexer: Lexer::new(text),
            peeked: None,
        }
    }

    fn next_token(&mut self) -> Result<Option<(Place, Token)>, PgnError> {
        match self.peeked.take() {
            Some(token) => Ok(Some(token)),
            None => self.lexer.next_token(),
        }
    }

    /// Reads a tag pair whose `[` was at `open`.
    fn tag(&mut self, open: Place) -> Result<(String, String, Place), PgnError> {
        let name = match self.next_token()? {
            Some((_, Token::Symbol(name))) => name,
            Some((place, _)) => return Err(place.error(PgnErrorKind::TagWithoutName)),
            None => return Err(open.error(PgnErrorKind::TagWithoutName)),
        };
        let (value, value_at) = match self.next_token()? {
            Some((place, Token::Str(value))) => (value, place),
            Some((place, _)) => return Err(place.error(PgnErrorKind::TagWithoutValue(name))),
            None => return Err(open.error(PgnErrorKind::TagWithoutValue(name))),
        };
        match self.next_token()? {
            Some((_, Token::TagClose)) => Ok((name, value, value_at)),
            Some((place, _)) => Err(place.error(PgnErrorKind::TagNotClosed(name))),
            None => Err(open.error(PgnErrorKind::TagNotClosed(name))),
        }
    }

    /// The next game and where it starts, `None` when the text has no more.
    fn next_game(&mut self) -> Result<Option<(Place, PgnGame)>, PgnError> {
        let mut draft: Option<Draft> = None;
        while let Some((place, token)) = self.next_token()? {
            let game = draft.get_or_insert_with(|| Draft::new(place));
            match token {
                Token::TagOpen if game.has_movetext() => {
                    self.peeked = Some((place, token));
                    break;
                }
                Token::TagOpen => {
                    let (name, value, value_at) = self.tag(place)?;
                    game.tags.push((name, value));
                    game.tag_places.push(value_at);
                }
                Token::Comment(comment) => game.add_comment(comment),
                Token::Nag(nag) => game.add_nag(nag, place)?,
                Token::Dots => {}
                Token::Open => game.open_variation(place)?,
                Token::Close => game.close_variation(place)?,
                Token::Star => {
                    game.result = Some(PgnResult::Unknown);
                    break;
                }
                Token::Symbol(symbol) => {
                    if let Some(result) = PgnResult::from_token(&symbol) {
                        game.result = Some(result);
                        break;
                    }
                    // Move numbers are skipped, not checked.
                    if !symbol.bytes().all(|b| b.is_ascii_digit()) {
                        game.add_move(&symbol, place)?;
                    }
                }
                Token::TagClose => {
                    return Err(place.error(PgnErrorKind::UnexpectedToken(Unexpected::CloseBracket)))
                }
                Token::Str(_) => {
                    return Err(
                        place.error(PgnErrorKind::UnexpectedToken(Unexpected::StringOutsideTag))
                    )
                }
            }
        }
        match draft {
            None => Ok(None),
            Some(game) if game.is_blank() => {
                // Only comments, after the last game: nothing to return.
                // Variations cannot be open without a move, so no error hides here.
                Ok(None)
            }
            Some(game) => {
                let place = game.place;
                Ok(Some((place, game.finish()?)))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SanPlus;

    #[test]
    fn a_result_inside_a_variation_leaves_it_open() {
        let error = read_all("1. e4 (1. d4 1-0").err();
        assert_eq!(
            error.map(|e| (e.line, e.column, e.kind)),
            Some((1, 7, PgnErrorKind::UnclosedVariation))
        );
    }

    #[test]
    fn blank_texts_have_no_game() {
        assert_eq!(read_all(""), Ok(Vec::new()));
        assert_eq!(read_all("  \n% escape\n{lonely comment}"), Ok(Vec::new()));
        assert_eq!(
            read_one("").err().map(|e| e.kind),
            Some(PgnErrorKind::NoGame)
        );
    }

    #[test]
    fn a_san_plus_survives_reading() {
        let games = read_all("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0");
        let last = games
            .ok()
            .and_then(|g| g.into_iter().next())
            .and_then(|g| g.moves.last().map(|n| n.san));
        assert_eq!(
            last.map(|s: SanPlus| s.to_string()).as_deref(),
            Some("Qxf7#")
        );
    }
}
