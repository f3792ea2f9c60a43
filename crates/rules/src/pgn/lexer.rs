//! Cuts PGN text into tokens, each with the line and column it starts at.

use super::nag::{is_symbol_char, nag_of_symbol};
use super::{PgnError, PgnErrorKind, MAX_COMMENT_CHARS};
use core::iter::Peekable;
use core::str::Chars;

/// Where a token starts: line and column, both counted from 1, columns in
/// characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    pub line: u32,
    pub column: u32,
}

impl Place {
    pub(crate) fn error(self, kind: PgnErrorKind) -> PgnError {
        PgnError {
            line: self.line,
            column: self.column,
            kind,
        }
    }
}

/// One piece of PGN text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[`, opening a tag pair.
    TagOpen,
    /// `]`, closing a tag pair.
    TagClose,
    /// A quoted string, escapes resolved.
    Str(String),
    /// A run of symbol characters: a tag name, a move, a move number, a
    /// result such as `1-0`.
    Symbol(String),
    /// One or more periods (after a move number).
    Dots,
    /// A numeric annotation glyph, from `$n`, a suffix such as `!?` or a
    /// symbol such as `±`.
    Nag(u8),
    /// A `{…}` or `;` comment, its whitespace collapsed.
    Comment(String),
    /// `(`, opening a variation.
    Open,
    /// `)`, closing a variation.
    Close,
    /// `*`, the unknown result.
    Star,
}

fn is_symbol_start(c: char) -> bool {
    c.is_ascii_alphanumeric()
}

fn is_symbol_continuation(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-' | '/')
}

/// A comment's text as PGN keeps it: its words, with single spaces between
/// them (line breaks inside a comment are layout, not content), and a `}`
/// (which only a `;` comment can hold) as `)`, since the writer writes
/// every comment in braces.
pub(crate) fn comment_text(text: &str) -> String {
    // By hand rather than `split_whitespace`, `join` and `replace`: one
    // pass, and none of their generic code in the browser's wasm.
    let mut words = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = !words.is_empty();
            continue;
        }
        if space {
            words.push(' ');
            space = false;
        }
        words.push(if c == '}' { ')' } else { c });
    }
    words
}

/// A comment's text, refused at `place` if longer than
/// [`MAX_COMMENT_CHARS`].
fn comment(text: &str, place: Place) -> Result<Token, PgnError> {
    if text.chars().count() > MAX_COMMENT_CHARS {
        return Err(place.error(PgnErrorKind::CommentTooLong));
    }
    Ok(Token::Comment(comment_text(text)))
}

/// The tokens of a PGN text, in order.
pub(crate) struct Lexer<'a> {
    chars: Peekable<Chars<'a>>,
    line: u32,
    column: u32,
}

impl<'a> Lexer<'a> {
    pub(crate) fn new(text: &'a str) -> Lexer<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
        }
    }

    fn place(&self) -> Place {
        Place {
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line = self.line.saturating_add(1);
            self.column = 1;
        } else {
            self.column = self.column.saturating_add(1);
        }
        Some(c)
    }

    /// Takes characters while `keep` holds.
    fn take_while(&mut self, keep: impl Fn(char) -> bool) -> String {
        let mut taken = String::new();
        while let Some(c) = self.peek() {
            if !keep(c) {
                break;
            }
            taken.push(c);
            self.bump();
        }
        taken
    }

    /// The next token and where it starts, `None` at the end of the text.
    pub(crate) fn next_token(&mut self) -> Result<Option<(Place, Token)>, PgnError> {
        loop {
            let place = self.place();
            let Some(c) = self.peek() else {
                return Ok(None);
            };
            let token = match c {
                c if c.is_whitespace() => {
                    self.bump();
                    continue;
                }
                // An escape line: ignored entirely (PGN standard, 6).
                '%' if place.column == 1 => {
                    self.take_while(|c| c != '\n');
                    continue;
                }
                ';' => {
                    self.bump();
                    let text = self.take_while(|c| c != '\n');
                    comment(&text, place)?
                }
                '{' => {
                    self.bump();
                    let text = self.take_while(|c| c != '}');
                    if self.bump() != Some('}') {
                        return Err(place.error(PgnErrorKind::UnterminatedComment));
                    }
                    comment(&text, place)?
                }
                '"' => {
                    self.bump();
                    Token::Str(self.string(place)?)
                }
                '$' => {
                    self.bump();
                    let digits = self.take_while(|c| c.is_ascii_digit());
                    match digits.parse::<u8>() {
                        Ok(nag) => Token::Nag(nag),
                        Err(_) => {
                            return Err(place.error(PgnErrorKind::BadNag(format!("${digits}"))))
                        }
                    }
                }
                c if is_symbol_char(c) => {
                    let suffix = self.take_while(is_symbol_char);
                    match nag_of_symbol(&suffix) {
                        Some(nag) => Token::Nag(nag),
                        // `!!!`: a glyph gone wrong.
                        None if c == '!' || c == '?' => {
                            return Err(place.error(PgnErrorKind::BadNag(suffix)))
                        }
                        // `--` (a null move), `+`: no glyph meant.
                        None => return Err(place.error(PgnErrorKind::UnexpectedChar(c))),
                    }
                }
                '[' => {
                    self.bump();
                    Token::TagOpen
                }
                ']' => {
                    self.bump();
                    Token::TagClose
                }
                '(' => {
                    self.bump();
                    Token::Open
                }
                ')' => {
                    self.bump();
                    Token::Close
                }
                '*' => {
                    self.bump();
                    Token::Star
                }
                '.' => {
                    self.take_while(|c| c == '.');
                    Token::Dots
                }
                c if is_symbol_start(c) => Token::Symbol(self.take_while(is_symbol_continuation)),
                c => return Err(place.error(PgnErrorKind::UnexpectedChar(c))),
            };
            return Ok(Some((place, token)));
        }
    }

    /// The rest of a quoted string whose opening quote is at `place`.
    fn string(&mut self, place: Place) -> Result<String, PgnError> {
        let mut text = String::new();
        loop {
            match self.bump() {
                Some('"') => return Ok(text),
                Some('\\') => match self.peek() {
                    Some(c @ ('"' | '\\')) => {
                        self.bump();
                        text.push(c);
                    }
                    // Other backslashes are kept as written.
                    _ => text.push('\\'),
                },
                // A string ends on its line (PGN standard, 7).
                None | Some('\n') => return Err(place.error(PgnErrorKind::UnterminatedString)),
                Some(c) => text.push(c),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Result<Vec<(u32, u32, Token)>, PgnError> {
        let mut lexer = Lexer::new(text);
        let mut all = Vec::new();
        while let Some((place, token)) = lexer.next_token()? {
            all.push((place.line, place.column, token));
        }
        Ok(all)
    }

    #[test]
    fn tokens_and_places() {
        let text = "[Event \"A \\\"big\\\" one \\\\ x\"]\n\n1. e4 {a\n  comment} e5!? $14 ( 1...c5 ; rest\n%escape line\n) 1-0 *";
        let expected = vec![
            (1, 1, Token::TagOpen),
            (1, 2, Token::Symbol("Event".into())),
            (1, 8, Token::Str("A \"big\" one \\ x".into())),
            (1, 28, Token::TagClose),
            (3, 1, Token::Symbol("1".into())),
            (3, 2, Token::Dots),
            (3, 4, Token::Symbol("e4".into())),
            (3, 7, Token::Comment("a comment".into())),
            (4, 12, Token::Symbol("e5".into())),
            (4, 14, Token::Nag(5)),
            (4, 17, Token::Nag(14)),
            (4, 21, Token::Open),
            (4, 23, Token::Symbol("1".into())),
            (4, 24, Token::Dots),
            (4, 27, Token::Symbol("c5".into())),
            (4, 30, Token::Comment("rest".into())),
            (6, 1, Token::Close),
            (6, 3, Token::Symbol("1-0".into())),
            (6, 7, Token::Star),
        ];
        assert_eq!(tokens(text), Ok(expected));
    }

    #[test]
    fn suffixes_become_nags() {
        let nags: Vec<Token> = ["!", "?", "!!", "??", "!?", "?!"]
            .iter()
            .map(|s| {
                tokens(&format!("e4{s}"))
                    .map(|t| t.into_iter().map(|(_, _, t)| t).collect::<Vec<_>>())
            })
            .map(|t| {
                t.ok()
                    .and_then(|t| t.get(1).cloned())
                    .unwrap_or(Token::Star)
            })
            .collect();
        let expected: Vec<Token> = (1..=6).map(Token::Nag).collect();
        assert_eq!(nags, expected);
        let symbols =
            tokens("e4 ± +- = ∞ +/-").map(|t| t.into_iter().map(|(_, _, t)| t).collect::<Vec<_>>());
        let expected = [
            Token::Symbol("e4".into()),
            Token::Nag(16),
            Token::Nag(18),
            Token::Nag(10),
            Token::Nag(13),
            Token::Nag(16),
        ];
        assert_eq!(symbols, Ok(expected.to_vec()));
    }

    #[test]
    fn a_comment_is_bounded() {
        let longest = format!("{{{}}}", "x".repeat(MAX_COMMENT_CHARS));
        assert!(tokens(&longest).is_ok());
        let too_long = format!("e4 {{{}}}", "x".repeat(MAX_COMMENT_CHARS + 1));
        assert_eq!(
            tokens(&too_long).err().map(|e| (e.column, e.kind)),
            Some((4, PgnErrorKind::CommentTooLong))
        );
        let too_long = format!("e4 ;{}", "x".repeat(MAX_COMMENT_CHARS + 1));
        assert_eq!(
            tokens(&too_long).err().map(|e| (e.column, e.kind)),
            Some((4, PgnErrorKind::CommentTooLong))
        );
    }

    #[test]
    fn lexical_errors_say_where() {
        let at = |text: &str| tokens(text).err().map(|e| (e.line, e.column, e.kind));
        assert_eq!(
            at("1. e4 {never closed"),
            Some((1, 7, PgnErrorKind::UnterminatedComment))
        );
        assert_eq!(
            at("[Event \"open\n"),
            Some((1, 8, PgnErrorKind::UnterminatedString))
        );
        assert_eq!(
            at("1. e4 $256"),
            Some((1, 7, PgnErrorKind::BadNag("$256".into())))
        );
        assert_eq!(
            at("1. e4 $"),
            Some((1, 7, PgnErrorKind::BadNag("$".into())))
        );
        assert_eq!(
            at("\n  e4!!!"),
            Some((2, 5, PgnErrorKind::BadNag("!!!".into())))
        );
        assert_eq!(
            at("1. e4 <e5>"),
            Some((1, 7, PgnErrorKind::UnexpectedChar('<')))
        );
        assert_eq!(
            at(" %not an escape"),
            Some((1, 2, PgnErrorKind::UnexpectedChar('%')))
        );
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        assert_eq!(tokens("\u{feff}*"), Ok(vec![(1, 1, Token::Star)]));
    }
}
