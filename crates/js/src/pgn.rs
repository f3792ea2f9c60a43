//! PGN text read with chess.js 1.4's grammar: tag pairs, then the main
//! line's moves, one optional comment before the first move and after each
//! move (a brace comment, or a `;` comment to the end of the line), move
//! numbers, `!`/`?` annotations, NAGs and variations skipped, an optional
//! result and a comment after it. Anything else is a syntax error.

/// One move of the main line as written, and the comment after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The SAN as written, with its `+` or `#`.
    pub san: String,
    /// The comment after the move (possibly empty).
    pub comment: Option<String>,
}

/// A parsed game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parsed {
    /// Tag pairs in order, a repeated name keeping its first place and its
    /// last value (as `Object.fromEntries` does).
    pub tags: Vec<(String, String)>,
    /// The comment before the first move.
    pub root_comment: Option<String>,
    /// The main line.
    pub moves: Vec<Node>,
    /// The game termination marker.
    pub result: Option<String>,
}

/// Where the text stops following the grammar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// Byte offset.
    pub offset: usize,
    /// The character found there, if any.
    pub found: Option<char>,
}

struct Parser<'a> {
    text: &'a str,
    b: &'a [u8],
    pos: usize,
    /// The furthest position where the grammar failed.
    furthest: usize,
}

impl Parser<'_> {
    fn fail_at(&mut self, pos: usize) {
        self.furthest = self.furthest.max(pos);
    }

    /// Skips the characters of `class`, noting where the grammar stopped;
    /// whether there was at least one.
    fn some_of(&mut self, class: impl Fn(u8) -> bool) -> bool {
        let from = self.pos;
        while self.peek().is_some_and(&class) {
            self.pos += 1;
        }
        self.fail_at(self.pos);
        self.pos > from
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.pos += 1;
        }
        self.fail_at(self.pos);
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            self.fail_at(self.pos);
            false
        }
    }

    fn starts(&self, s: &str) -> bool {
        self.b[self.pos..].starts_with(s.as_bytes())
    }

    fn tag_pair(&mut self) -> Option<(String, String)> {
        let start = self.pos;
        self.ws();
        if !self.eat(b'[') {
            self.pos = start;
            return None;
        }
        self.ws();
        let name_start = self.pos;
        if !self.some_of(|c| c.is_ascii_alphabetic()) {
            self.pos = start;
            return None;
        }
        let name = self.text[name_start..self.pos].to_string();
        self.ws();
        if !self.eat(b'"') {
            self.pos = start;
            return None;
        }
        let value_start = self.pos;
        while self.peek().is_some_and(|c| c != b'"') {
            self.pos += 1;
        }
        let value = self.text[value_start..self.pos].to_string();
        if !self.eat(b'"') {
            self.pos = start;
            return None;
        }
        self.ws();
        if !self.eat(b']') {
            self.pos = start;
            return None;
        }
        Some((name, value))
    }

    fn comment(&mut self) -> Option<String> {
        if self.peek() == Some(b'{') {
            let start = self.pos + 1;
            let Some(len) = self.text[start..].find('}') else {
                self.fail_at(self.b.len());
                return None;
            };
            let raw = &self.text[start..start + len];
            self.pos = start + len + 1;
            // Runs of line breaks become one space.
            let mut out = String::with_capacity(raw.len());
            let mut in_break = false;
            for c in raw.chars() {
                if c == '\r' || c == '\n' {
                    if !in_break {
                        out.push(' ');
                    }
                    in_break = true;
                } else {
                    out.push(c);
                    in_break = false;
                }
            }
            return Some(out);
        }
        if self.peek() == Some(b';') {
            let start = self.pos + 1;
            let len = self.text[start..]
                .find(['\r', '\n'])
                .unwrap_or(self.text.len() - start);
            self.pos = start + len;
            self.fail_at(self.pos);
            return Some(js_trim(&self.text[start..start + len]).to_string());
        }
        self.fail_at(self.pos);
        None
    }

    fn move_number(&mut self) {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if !self.eat(b'.') {
            self.pos = start;
            return;
        }
        self.ws();
        while self.peek() == Some(b'.') {
            self.pos += 1;
        }
        self.fail_at(self.pos);
    }

    fn san(&mut self) -> Option<String> {
        let start = self.pos;
        let literal = ["O-O-O", "O-O", "0-0-0", "0-0"]
            .into_iter()
            .find(|l| self.starts(l));
        match literal {
            Some(l) => self.pos += l.len(),
            None => {
                if !self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.fail_at(self.pos);
                    return None;
                }
                self.pos += 1;
                if !self.some_of(|c| {
                    c.is_ascii_alphabetic() || (b'1'..=b'8').contains(&c) || c == b'-' || c == b'='
                }) {
                    self.pos = start;
                    return None;
                }
            }
        }
        if matches!(self.peek(), Some(b'+' | b'#')) {
            self.pos += 1;
        }
        self.fail_at(self.pos);
        Some(self.text[start..self.pos].to_string())
    }

    fn nag(&mut self) -> bool {
        let start = self.pos;
        self.ws();
        if !self.eat(b'$') {
            self.pos = start;
            return false;
        }
        if !self.some_of(|c| c.is_ascii_digit()) {
            self.pos = start;
            return false;
        }
        true
    }

    /// `move`: its SAN and comment; variations skipped.
    fn a_move(&mut self, depth: usize) -> Result<Option<Node>, ()> {
        let start = self.pos;
        self.ws();
        self.move_number();
        self.ws();
        let Some(san) = self.san() else {
            self.pos = start;
            return Ok(None);
        };
        let mut annotations = 0;
        while annotations < 2 && matches!(self.peek(), Some(b'!' | b'?')) {
            self.pos += 1;
            annotations += 1;
        }
        self.fail_at(self.pos);
        while self.nag() {}
        self.ws();
        let comment = self.comment();
        while self.variation(depth)? {}
        Ok(Some(Node { san, comment }))
    }

    fn variation(&mut self, depth: usize) -> Result<bool, ()> {
        let start = self.pos;
        self.ws();
        if !self.eat(b'(') {
            self.pos = start;
            return Ok(false);
        }
        if depth > 200 {
            // Deeper than any real game: refused rather than risk the stack.
            return Err(());
        }
        self.line(depth + 1)?;
        self.ws();
        if !self.eat(b')') {
            self.pos = start;
            return Ok(false);
        }
        Ok(true)
    }

    fn line(&mut self, depth: usize) -> Result<(Option<String>, Vec<Node>), ()> {
        let comment = self.comment();
        let mut moves = Vec::new();
        while let Some(node) = self.a_move(depth)? {
            moves.push(node);
        }
        Ok((comment, moves))
    }
}

/// JavaScript's `String.prototype.trim` for the white space a PGN holds.
fn js_trim(s: &str) -> &str {
    s.trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
}

/// Parses a PGN as chess.js's grammar does.
///
/// # Errors
/// Where the text stops following the grammar.
pub fn parse(text: &str) -> Result<Parsed, SyntaxError> {
    let mut p = Parser {
        text,
        b: text.as_bytes(),
        pos: 0,
        furthest: 0,
    };
    let error = |p: &Parser| SyntaxError {
        offset: p.furthest,
        found: p.text.get(p.furthest..).and_then(|s| s.chars().next()),
    };
    let mut tags: Vec<(String, String)> = Vec::new();
    while let Some((name, value)) = p.tag_pair() {
        match tags.iter_mut().find(|(n, _)| *n == name) {
            Some(slot) => slot.1 = value,
            None => tags.push((name, value)),
        }
    }
    p.ws();
    let Ok((root_comment, mut moves)) = p.line(0) else {
        return Err(error(&p));
    };
    p.ws();
    let mut result = None;
    let mut marker_comment = None;
    for marker in ["1-0", "0-1", "1/2-1/2", "*"] {
        if p.starts(marker) {
            p.pos += marker.len();
            result = Some(marker.to_string());
            p.ws();
            marker_comment = p.comment();
            break;
        }
    }
    if result.is_none() {
        p.fail_at(p.pos);
    }
    p.ws();
    if p.pos != p.b.len() {
        p.fail_at(p.pos);
        return Err(error(&p));
    }
    let mut root_comment = root_comment;
    if let Some(comment) = marker_comment.filter(|c| !c.is_empty()) {
        match moves.last_mut() {
            Some(last) => last.comment = Some(comment),
            None => root_comment = Some(comment),
        }
    }
    Ok(Parsed {
        tags,
        root_comment,
        moves,
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_with_everything() {
        let text = "[White \"A\"]\n[Black \"B\"]\n\n{start} 1. e4 {king pawn} e5!? $1 (1... c5 {sicilian}) 2. Nf3 ; rest\n1-0 {done}";
        let parsed = parse(text).unwrap_or_default();
        assert_eq!(parsed.tags.len(), 2);
        assert_eq!(parsed.root_comment.as_deref(), Some("start"));
        let sans: Vec<&str> = parsed.moves.iter().map(|n| n.san.as_str()).collect();
        assert_eq!(sans, ["e4", "e5", "Nf3"]);
        assert_eq!(parsed.moves[0].comment.as_deref(), Some("king pawn"));
        assert_eq!(parsed.moves[2].comment.as_deref(), Some("done"));
        assert_eq!(parsed.result.as_deref(), Some("1-0"));
    }

    #[test]
    fn two_comments_in_a_row_are_a_syntax_error() {
        assert!(parse("1. e4 {a} {b} e5").is_err());
        assert!(parse("1 e4").is_err());
        assert!(parse("").is_ok());
    }
}
