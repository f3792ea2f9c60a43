//! A game read from PGN, written as the JSON of `roque/pgn`'s tree:
//! `{ headers, result, root }`, where every node holds its move (`san`,
//! `uci`), the position after it (`fen`, `ply`), what PGN says about it
//! (`commentBefore`, `comment`, `nags`, `shapes`) and its `children`: the
//! line's next move first, then the first moves of its variations.
//!
//! JSON by hand, not serde: the tree has one shape, and the module stays
//! small. Without recursion: a game's main line nests one level a move.

use roque_rules::{PgnGame, PgnNode, Position, Shape};

/// The games of a PGN text as a JSON array.
pub fn games(games: &[PgnGame]) -> String {
    let mut out = String::from("[");
    for (i, game) in games.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        self::game(game, &mut out);
    }
    out.push(']');
    out
}

/// What is still to write, the next on top of the stack.
enum Task<'a> {
    /// A node and its subtree: the line it starts (the node first), the
    /// position before it, its ply, and whether a comma goes before it.
    Node {
        line: &'a [PgnNode],
        before: Position,
        ply: u32,
        comma: bool,
    },
    /// Closes a node's children and the node.
    Close,
}

/// One game as a JSON object.
pub fn one(game: &PgnGame) -> String {
    let mut out = String::new();
    self::game(game, &mut out);
    out
}

/// Writes one game as a JSON object on `out`.
fn game(game: &PgnGame, out: &mut String) {
    out.push_str("{\"headers\":{");
    for (i, (name, value)) in game.tags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(name, out);
        out.push(':');
        string(value, out);
    }
    out.push_str("},\"result\":");
    string(game.result.token(), out);
    out.push_str(",\"root\":{\"fen\":");
    string(&game.start.fen(), out);
    out.push_str(",\"ply\":0");
    comment("comment", &game.comments, out);
    out.push_str(",\"nags\":[]");
    shapes(&game.shapes, out);
    out.push_str(",\"children\":[");
    let mut stack = Vec::new();
    push_children(&mut stack, &game.moves, game.start, 1);
    while let Some(task) = stack.pop() {
        match task {
            Task::Close => out.push_str("]}"),
            Task::Node {
                line,
                before,
                ply,
                comma,
            } => {
                let Some((node, rest)) = line.split_first() else {
                    continue;
                };
                if comma {
                    out.push(',');
                }
                let mut after = before;
                // The reader checked every move; a node that does not play
                // would be a bug, and its subtree is then left out.
                if after.play(node.mv).is_err() {
                    out.push_str("null");
                    continue;
                }
                self::node(node, &after, ply, out);
                out.push_str(",\"children\":[");
                stack.push(Task::Close);
                push_children(&mut stack, rest, after, ply + 1);
            }
        }
    }
    out.push_str("]}}");
}

/// Schedules the children of a position: the line's next move (the first
/// of `line`), then the alternatives to it, in order.
fn push_children<'a>(stack: &mut Vec<Task<'a>>, line: &'a [PgnNode], before: Position, ply: u32) {
    let Some(main) = line.first() else {
        return;
    };
    let alternatives: Vec<&[PgnNode]> = main.alternatives().collect();
    for variation in alternatives.into_iter().rev() {
        stack.push(Task::Node {
            line: variation,
            before,
            ply,
            comma: true,
        });
    }
    stack.push(Task::Node {
        line,
        before,
        ply,
        comma: false,
    });
}

/// A node's own fields, up to its children.
fn node(node: &PgnNode, after: &Position, ply: u32, out: &mut String) {
    out.push_str("{\"san\":");
    string(&node.san.to_string(), out);
    out.push_str(",\"uci\":");
    string(&node.mv.to_string(), out);
    out.push_str(",\"fen\":");
    string(&after.fen(), out);
    out.push_str(",\"ply\":");
    out.push_str(&ply.to_string());
    comment("commentBefore", &node.comments_before, out);
    comment("comment", &node.comments_after, out);
    out.push_str(",\"nags\":[");
    for (i, nag) in node.nags.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&nag.to_string());
    }
    out.push(']');
    shapes(&node.shapes, out);
}

/// A comment field, its comments joined by a space; left out when there
/// is none.
fn comment(field: &str, comments: &[String], out: &mut String) {
    let words: Vec<&str> = comments
        .iter()
        .map(|c| c.trim())
        .filter(|c| !c.is_empty())
        .collect();
    if words.is_empty() {
        return;
    }
    out.push_str(",\"");
    out.push_str(field);
    out.push_str("\":");
    string(&words.join(" "), out);
}

/// The `shapes` field: arrows as `{from, to, color}`, circles as
/// `{square, color}`.
fn shapes(shapes: &[Shape], out: &mut String) {
    out.push_str(",\"shapes\":[");
    for (i, shape) in shapes.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        match *shape {
            Shape::Arrow { from, to, color } => {
                out.push_str("{\"from\":\"");
                out.push_str(from.name());
                out.push_str("\",\"to\":\"");
                out.push_str(to.name());
                out.push_str("\",\"color\":\"");
                out.push_str(color.name());
            }
            Shape::Circle { square, color } => {
                out.push_str("{\"square\":\"");
                out.push_str(square.name());
                out.push_str("\",\"color\":\"");
                out.push_str(color.name());
            }
        }
        out.push_str("\"}");
    }
    out.push(']');
}

/// A JSON string: quotes, backslashes and control characters escaped.
fn string(text: &str, out: &mut String) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                out.push_str("\\u00");
                let code = c as u32;
                out.push(char::from_digit(code >> 4, 16).unwrap_or('0'));
                out.push(char::from_digit(code & 15, 16).unwrap_or('0'));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_with_a_variation_nests_its_children() {
        let game = PgnGame::parse(
            "[White \"A \\\"B\\\"\"]\n\n{start} 1. e4 $1 {good [%cal Ge2e4]} (1. d4 (1. c4) d5) e5 *",
        )
        .unwrap();
        let json = games(&[game]);
        assert!(json.starts_with("[{\"headers\":{\"White\":\"A \\\"B\\\"\"},\"result\":\"*\""));
        assert!(json.contains("\"san\":\"e4\",\"uci\":\"e2e4\""));
        assert!(json.contains("\"commentBefore\":\"start\",\"comment\":\"good\",\"nags\":[1],\"shapes\":[{\"from\":\"e2\",\"to\":\"e4\",\"color\":\"green\"}]"));
        // The root's children: e4, d4, c4, in that order; d5 under d4.
        let e4 = json.find("\"san\":\"e4\"").unwrap();
        let d4 = json.find("\"san\":\"d4\"").unwrap();
        let c4 = json.find("\"san\":\"c4\"").unwrap();
        let d5 = json.find("\"san\":\"d5\"").unwrap();
        assert!(e4 < d4 && d4 < d5 && d5 < c4);
        assert!(json.ends_with("]}}]"));
    }

    #[test]
    fn control_characters_are_escaped() {
        let mut out = String::new();
        string("a\u{1}b\\", &mut out);
        assert_eq!(out, "\"a\\u0001b\\\\\"");
    }
}
