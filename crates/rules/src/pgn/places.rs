//! Where the moves of a game's main line are written: for a reader of the
//! text who must point at one of them (the move that ended the game, say),
//! since [`PgnNode`](super::PgnNode) keeps moves, not their places.

use super::lexer::{Lexer, Token};
use super::{PgnError, PgnResult};

/// The line and column (from 1, columns in characters) of each move of the
/// first game's main line, in order. The moves are not checked: for a text
/// [`PgnGame::parse_all`](super::PgnGame::parse_all) reads, the places go
/// one for one with the first game's [`moves`](super::PgnGame::moves).
pub(crate) fn mainline_places(text: &str) -> Result<Vec<(u32, u32)>, PgnError> {
    let mut lexer = Lexer::new(text);
    let mut places = Vec::new();
    // How deep in variations the reading is: 0 in the main line.
    let mut depth: usize = 0;
    let mut in_tag = false;
    while let Some((place, token)) = lexer.next_token()? {
        match token {
            // A tag after the movetext starts the next game.
            Token::TagOpen if !places.is_empty() => break,
            Token::TagOpen => in_tag = true,
            Token::TagClose => in_tag = false,
            Token::Open => depth = depth.saturating_add(1),
            Token::Close => depth = depth.saturating_sub(1),
            Token::Star => break,
            Token::Symbol(symbol) if !in_tag => {
                // A result ends the game (outside a variation, where the
                // reader refuses it anyway); move numbers are not moves.
                if PgnResult::from_token(&symbol).is_some() {
                    break;
                }
                if depth == 0 && !symbol.bytes().all(|b| b.is_ascii_digit()) {
                    places.push((place.line, place.column));
                }
            }
            Token::Symbol(_) | Token::Str(_) | Token::Dots | Token::Nag(_) | Token::Comment(_) => {}
        }
    }
    Ok(places)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::PgnGame;

    #[test]
    fn each_main_line_move_has_its_place() {
        let text = "[Event \"x 1-0\"]\n\n1. e4 {a (comment} e5 (1... c5 2. Nf3) 2.Nf3 $1 Nc6\n3. Bb5 *\n[Event \"y\"]\n1. d4 *";
        let places = mainline_places(text).expect("a readable text");
        assert_eq!(places, [(3, 4), (3, 20), (3, 42), (3, 49), (4, 4)]);
        let game = PgnGame::parse_all(text).expect("legal moves");
        assert_eq!(places.len(), game[0].moves.len());
    }

    #[test]
    fn an_unreadable_text_says_where() {
        let error = mainline_places("1. e4 { never closed").expect_err("unclosed");
        assert_eq!((error.line, error.column), (1, 7));
    }
}
