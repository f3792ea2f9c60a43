//! Writes a game in PGN export format.

use super::lexer::comment_text;
use super::shape::commands;
use super::{PgnGame, PgnNode, Shape};
use crate::{Color, Position};

/// The widest a movetext line may be: under 80 columns, as the PGN
/// standard (4.3) asks.
pub(crate) const MAX_LINE: usize = 79;

/// The seven-tag roster, in its order, with the values for an unknown.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// Tags the writer derives from the game itself, never copied.
const DERIVED: [&str; 3] = ["Result", "SetUp", "FEN"];

pub(crate) fn write(game: &PgnGame) -> String {
    let mut out = String::new();
    for (name, unknown) in ROSTER {
        let value = match name {
            "Result" => game.result.token(),
            _ => game.tag(name).unwrap_or(unknown),
        };
        push_tag(&mut out, name, value);
    }
    if game.start.fen() != Position::new().fen() {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &game.start.fen());
    }
    for (name, value) in &game.tags {
        let name = tag_name(name);
        let in_roster = ROSTER.iter().any(|(roster, _)| *roster == name);
        if !name.is_empty() && !in_roster && !DERIVED.contains(&name.as_str()) {
            push_tag(&mut out, &name, value);
        }
    }
    out.push('\n');

    let mut tokens = Tokens::default();
    // The start's drawings go in the first comment before the moves.
    let start_shapes = if game.comments.is_empty() && !game.moves.is_empty() {
        game.shapes.as_slice()
    } else {
        tokens.comments(&game.comments, &game.shapes);
        &[]
    };
    let numbering = Numbering {
        first_turn: game.start.turn(),
        first_number: game.start.fullmove_number(),
    };
    tokens.line(&game.moves, start_shapes, 0, numbering);
    tokens.push(game.result.token().to_string());
    out.push_str(&wrap(&tokens.list));
    out.push('\n');
    out
}

/// A tag name with what PGN does not allow in one taken out.
fn tag_name(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                out.push('\\');
                out.push(c);
            }
            // A tag value lives on one line.
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// How plies map to move numbers.
#[derive(Clone, Copy)]
struct Numbering {
    first_turn: Color,
    first_number: u32,
}

impl Numbering {
    /// The move number and side of the ply `ply` (0 for the first move).
    fn of(self, ply: usize) -> (u32, Color) {
        let offset = match self.first_turn {
            Color::White => 0,
            Color::Black => 1,
        };
        let absolute = ply.saturating_add(offset);
        let number = u32::try_from(absolute / 2)
            .unwrap_or(u32::MAX)
            .saturating_add(self.first_number);
        let turn = if absolute % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        (number, turn)
    }
}

/// The movetext as tokens that wrapping never splits.
#[derive(Default)]
struct Tokens {
    list: Vec<String>,
    /// Text to glue before the next token (an opening parenthesis).
    glue: String,
}

impl Tokens {
    fn push(&mut self, token: String) {
        let token = core::mem::take(&mut self.glue) + &token;
        self.list.push(token);
    }

    /// Glues `text` to the end of the last token (a closing parenthesis).
    fn glue_after(&mut self, text: &str) {
        match self.list.last_mut() {
            Some(last) => last.push_str(text),
            None => self.push(text.to_string()),
        }
    }

    /// A comment, as words that may wrap: `{first`, …, `last}`.
    fn comment(&mut self, comment: &str) {
        // Its words single-spaced, and no closing brace, which a brace
        // comment cannot hold: as the reader keeps a comment.
        let words = comment_text(comment);
        let mut token = String::from("{");
        for (i, word) in words.split(' ').enumerate() {
            if i > 0 {
                self.push(core::mem::take(&mut token));
            }
            token.push_str(word);
        }
        token.push('}');
        self.push(token);
    }

    /// Comments, the drawing commands of `shapes` at the start of the
    /// first (or in a comment of their own).
    fn comments(&mut self, comments: &[String], shapes: &[Shape]) {
        if shapes.is_empty() {
            for comment in comments {
                self.comment(comment);
            }
            return;
        }
        let mut drawn = commands(shapes);
        match comments.split_first() {
            None => self.comment(&drawn),
            Some((first, rest)) => {
                drawn.push(' ');
                drawn.push_str(first);
                self.comment(&drawn);
                for comment in rest {
                    self.comment(comment);
                }
            }
        }
    }

    /// A line of moves whose first move is ply `first_ply` of the game,
    /// `shapes_before` the drawings on the position before it (written in
    /// the comments before its first move).
    fn line(
        &mut self,
        nodes: &[PgnNode],
        shapes_before: &[Shape],
        first_ply: usize,
        numbering: Numbering,
    ) {
        // A black move shows its number at the start of a line and after
        // anything that interrupts the moves.
        let mut interrupted = true;
        for (i, node) in nodes.iter().enumerate() {
            let ply = first_ply.saturating_add(i);
            let shapes = if i == 0 { shapes_before } else { &[] };
            if !node.comments_before.is_empty() || !shapes.is_empty() {
                self.comments(&node.comments_before, shapes);
                interrupted = true;
            }
            match numbering.of(ply) {
                (number, Color::White) => self.push(format!("{number}.")),
                (number, Color::Black) if interrupted => self.push(format!("{number}...")),
                _ => {}
            }
            self.push(node.san.to_string());
            interrupted = false;
            for nag in &node.nags {
                self.push(format!("${nag}"));
            }
            if !node.comments_after.is_empty() || !node.shapes.is_empty() {
                self.comments(&node.comments_after, &node.shapes);
                interrupted = true;
            }
            for variation in &node.variations {
                self.glue.push('(');
                self.line(variation, &[], ply, numbering);
                self.glue_after(")");
                interrupted = true;
            }
        }
    }
}

/// Joins tokens with spaces into lines of at most [`MAX_LINE`] characters;
/// a token longer than that stands alone on its line.
fn wrap(tokens: &[String]) -> String {
    let mut out = String::new();
    let mut width = 0;
    for token in tokens {
        let len = token.chars().count();
        if width > 0 && width + 1 + len > MAX_LINE {
            out.push('\n');
            width = 0;
        }
        if width > 0 {
            out.push(' ');
            width += 1;
        }
        out.push_str(token);
        width += len;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_tokens_whole_and_lines_short() {
        let tokens: Vec<String> = (0..100).map(|i| format!("t{i}")).collect();
        let text = wrap(&tokens);
        assert!(text.lines().all(|line| line.chars().count() <= MAX_LINE));
        assert_eq!(text.split_whitespace().collect::<Vec<_>>(), tokens);
        let long = "x".repeat(100);
        assert_eq!(
            wrap(&["a".into(), long.clone(), "b".into()]),
            format!("a\n{long}\nb")
        );
    }

    #[test]
    fn numbering_from_black() {
        let numbering = Numbering {
            first_turn: Color::Black,
            first_number: 12,
        };
        assert_eq!(numbering.of(0), (12, Color::Black));
        assert_eq!(numbering.of(1), (13, Color::White));
        assert_eq!(numbering.of(2), (13, Color::Black));
    }
}
