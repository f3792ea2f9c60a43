//! Cuts PGN text into tokens, each with the line and column it starts at.

use super::{PgnError, PgnErrorKind};
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
    /// A numeric annotation glyph, from `$n` or a suffix such as `!?`.
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

/// The NAG a move suffix stands for (PGN standard, section 10).
fn suffix_nag(suffix: &str) -> Option<u8> {
    match suffix {
        "!" => Some(1),
        "?" => Some(2),
        "!!" => Some(3),
        "??" => Some(4),
        "!?" => Some(5),
        "?!" => Some(6),
        _ => None,
    }
}

fn is_symbol_start(c: char) -> bool {
    c.is_ascii_alphanumeric()
}

fn is_symbol_continuation(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '+' | '#' | '=' | ':' | '-' | '/')
}

/// Keeps the words of a comment, with single spaces between them: line
/// breaks inside a comment are layout, not content.
fn collapse_whitespace(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
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
                    Token::Comment(collapse_whitespace(&text))
                }
                '{' => {
                    self.bump();
                    let text = self.take_while(|c| c != '}');
                    if self.bump() != Some('}') {
                        return Err(place.error(PgnErrorKind::UnterminatedComment));
                    }
                    Token::Comment(collapse_whitespace(&text))
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
                '!' | '?' => {
                    let suffix = self.take_while(|c| c == '!' || c == '?');
                    match suffix_nag(&suffix) {
                        Some(nag) => Token::Nag(nag),
                        None => return Err(place.error(PgnErrorKind::BadNag(suffix))),
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
