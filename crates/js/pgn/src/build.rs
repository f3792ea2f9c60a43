//! A game given as `roque/pgn`'s tree, turned back into a [`PgnGame`] for
//! the rules crate's writer, every move checked in its position.
//!
//! The JavaScript wrapper flattens the tree into a list of strings (no
//! JSON reader in the module):
//!
//! ```text
//! header count, name, value, …, result,
//! the root:  fen,  "", comment,       "",   shapes, child count,
//! each node: san,  commentBefore, comment, nags, shapes, child count,
//! ```
//!
//! nodes in pre-order (a node, then its children's subtrees in order);
//! `nags` as numbers separated by spaces, `shapes` as the items of a
//! drawing command (`Ge2e4,Rd4`). A node's first child continues its
//! line; the others start variations.

use core::fmt;

use roque_rules::{
    PgnGame, PgnNode, PgnResult, Position, San, SanOptions, Shape, MAX_VARIATION_DEPTH,
};

/// Why a tree cannot be written.
#[derive(Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The list of strings is not what the wrapper writes.
    Malformed,
    /// The `FEN` header or the root's `fen` is not a position.
    BadFen(String),
    /// A move is unreadable or illegal where it stands.
    BadMove {
        /// The move as given.
        san: String,
        /// The position it was tried in.
        fen: String,
    },
    /// A glyph that is not a number from 0 to 255.
    BadNag(String),
    /// A drawing that is not an arrow or a circle in one of the four colours.
    BadShape(String),
    /// The result is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    BadResult(String),
    /// Variations nest deeper than the reader accepts.
    TooDeep,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::Malformed => f.write_str("not a game tree"),
            TreeError::BadFen(fen) => write!(f, "invalid FEN: {fen}"),
            TreeError::BadMove { san, fen } => write!(f, "invalid move {san} in {fen}"),
            TreeError::BadNag(nag) => write!(f, "invalid glyph: {nag}"),
            TreeError::BadShape(shape) => write!(f, "invalid shape: {shape}"),
            TreeError::BadResult(result) => write!(f, "invalid result: {result}"),
            TreeError::TooDeep => {
                write!(f, "variations nested more than {MAX_VARIATION_DEPTH} deep")
            }
        }
    }
}

/// A node as given, before its move is checked.
struct Draft<'a> {
    san: &'a str,
    comment_before: &'a str,
    comment: &'a str,
    nags: &'a str,
    shapes: &'a str,
    children: Vec<usize>,
}

/// The game the strings describe.
///
/// # Errors
/// The first [`TreeError`] met.
pub fn game(parts: &[String]) -> Result<PgnGame, TreeError> {
    let mut parts = parts.iter().map(String::as_str);
    let mut next = || parts.next().ok_or(TreeError::Malformed);
    let header_count: usize = next()?.parse().map_err(|_| TreeError::Malformed)?;
    let mut tags = Vec::new();
    for _ in 0..header_count {
        tags.push((next()?.to_string(), next()?.to_string()));
    }
    let result_text = next()?;
    let result = PgnResult::from_token(result_text)
        .ok_or_else(|| TreeError::BadResult(result_text.to_string()))?;
    let drafts = drafts(&mut next)?;
    if next().is_ok() {
        return Err(TreeError::Malformed);
    }

    let root = &drafts[0];
    let header_fen = tags
        .iter()
        .find(|(name, _)| name == "FEN")
        .map(|(_, fen)| fen.as_str());
    let fen = header_fen.unwrap_or(root.san);
    let start = if fen.trim().is_empty() {
        Position::new()
    } else {
        Position::from_fen(fen).map_err(|_| TreeError::BadFen(fen.to_string()))?
    };
    let mut game = PgnGame::new(start);
    game.tags = tags;
    game.result = result;
    game.shapes = shapes(root.shapes)?;
    let root_comment = words(root.comment);
    line(&drafts, &root.children, start, 0, &mut game.moves)?;
    if let Some(first) = game.moves.first_mut() {
        // A comment on the start, in a game with moves, stands before the
        // first one: where PGN puts it.
        first.comments_before.splice(0..0, root_comment);
    } else {
        game.comments = root_comment;
    }
    Ok(game)
}

/// Reads the root and the nodes, in pre-order, into a flat list whose
/// entries name their children by index; the root first.
fn drafts<'a>(
    next: &mut impl FnMut() -> Result<&'a str, TreeError>,
) -> Result<Vec<Draft<'a>>, TreeError> {
    let mut drafts: Vec<Draft<'a>> = Vec::new();
    // The nodes still waiting for children: their index and how many.
    let mut open: Vec<(usize, usize)> = Vec::new();
    loop {
        let draft = Draft {
            san: next()?,
            comment_before: next()?,
            comment: next()?,
            nags: next()?,
            shapes: next()?,
            children: Vec::new(),
        };
        let child_count: usize = next()?.parse().map_err(|_| TreeError::Malformed)?;
        let index = drafts.len();
        drafts.push(draft);
        if let Some((parent, left)) = open.last_mut() {
            drafts[*parent].children.push(index);
            *left -= 1;
        }
        while open.last().is_some_and(|(_, left)| *left == 0) {
            open.pop();
        }
        if child_count > 0 {
            open.push((index, child_count));
        }
        if open.is_empty() {
            return Ok(drafts);
        }
    }
}

/// Builds into `out` the line that starts with the first of `children`
/// (the position's main continuation, the others its alternatives) from
/// `before`, `depth` variations deep.
fn line(
    drafts: &[Draft],
    children: &[usize],
    mut before: Position,
    depth: usize,
    out: &mut Vec<PgnNode>,
) -> Result<(), TreeError> {
    let mut children = children;
    while let Some((&main, alternatives)) = children.split_first() {
        let draft = &drafts[main];
        let mut node = node(draft, &before)?;
        if !alternatives.is_empty() && depth >= MAX_VARIATION_DEPTH {
            return Err(TreeError::TooDeep);
        }
        for &alternative in alternatives {
            let mut variation = Vec::new();
            line(
                drafts,
                core::slice::from_ref(&alternative),
                before,
                depth + 1,
                &mut variation,
            )?;
            node.variations.push(variation);
        }
        // A comment before a move stands there only at the start of a line
        // or after a variation; elsewhere PGN reads it after the move
        // before, so it goes there.
        if let Some(previous) = out.last_mut() {
            if previous.variations.is_empty() {
                let moved = core::mem::take(&mut node.comments_before);
                previous.comments_after.extend(moved);
            }
        }
        // Checked by `node`: the move is legal here.
        let _ = before.play(node.mv);
        out.push(node);
        children = &draft.children;
    }
    Ok(())
}

/// One node, its move checked in `before`.
fn node(draft: &Draft, before: &Position) -> Result<PgnNode, TreeError> {
    let bad_move = || TreeError::BadMove {
        san: draft.san.to_string(),
        fen: before.fen(),
    };
    let san = San::parse(draft.san.trim(), SanOptions::PERMISSIVE).map_err(|_| bad_move())?;
    let mv = san.to_move(before).map_err(|_| bad_move())?;
    let mut node = PgnNode::from_move(before, mv);
    node.comments_before = words(draft.comment_before);
    node.comments_after = words(draft.comment);
    node.nags = draft
        .nags
        .split_whitespace()
        .map(|nag| nag.parse().map_err(|_| TreeError::BadNag(nag.to_string())))
        .collect::<Result<_, _>>()?;
    node.shapes = shapes(draft.shapes)?;
    Ok(node)
}

/// A comment, none if blank.
fn words(comment: &str) -> Vec<String> {
    if comment.trim().is_empty() {
        Vec::new()
    } else {
        vec![comment.to_string()]
    }
}

/// Shapes from the items of a drawing command: `Ge2e4,Rd4`.
fn shapes(items: &str) -> Result<Vec<Shape>, TreeError> {
    let mut shapes: Vec<Shape> = Vec::new();
    for item in items.split(',').filter(|item| !item.is_empty()) {
        let shape = Shape::from_item(item).ok_or_else(|| TreeError::BadShape(item.to_string()))?;
        // One drawing a place, as the reader keeps them: the first wins.
        if !shapes.iter().any(|drawn| drawn.same_place(shape)) {
            shapes.push(shape);
        }
    }
    Ok(shapes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parts(items: &[&str]) -> Vec<String> {
        items.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_tree_with_a_variation_writes_as_pgn() {
        let game = game(&parts(&[
            "1",
            "White",
            "Anna",
            "1-0", // headers, result
            "",
            "",
            "",
            "",
            "Gd4",
            "2", // root: e4 and d4
            "e4",
            "",
            "good",
            "1",
            "Ge2e4,Rd5",
            "1", // e4, then e5
            "e5",
            "",
            "",
            "",
            "",
            "0", //
            "d4",
            "",
            "",
            "",
            "",
            "0", //
        ]))
        .unwrap();
        let text = game.to_pgn();
        assert!(text.contains("[White \"Anna\"]"));
        assert!(
            text.ends_with(
                "\n\n{[%csl Gd4]} 1. e4 $1 {[%cal Ge2e4] [%csl Rd5] good} (1. d4) 1... e5 1-0\n"
            ),
            "{text}"
        );
        let again = PgnGame::parse(&text).unwrap();
        assert_eq!(again.moves, game.moves);
        assert_eq!(again.shapes, game.shapes);
    }

    #[test]
    fn bad_input_says_what_is_wrong() {
        let start = |child: &[&str]| {
            let mut all = vec!["0", "*", "", "", "", "", "", "1"];
            all.extend_from_slice(child);
            game(&parts(&all))
        };
        assert_eq!(
            start(&["Ke2", "", "", "", "", "0"])
                .unwrap_err()
                .to_string(),
            "invalid move Ke2 in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert!(matches!(
            start(&["e4", "", "", "300", "", "0"]),
            Err(TreeError::BadNag(_))
        ));
        // No such colour, an arrow from a square to itself, no such square.
        for shape in ["Xe2e4", "Ge2e2", "Gé2"] {
            assert!(
                matches!(
                    start(&["e4", "", "", "", shape, "0"]),
                    Err(TreeError::BadShape(_))
                ),
                "{shape}"
            );
        }
        assert_eq!(start(&["e4", "", ""]), Err(TreeError::Malformed));
        assert_eq!(
            start(&["e4", "", "", "", "", "0", "extra"]),
            Err(TreeError::Malformed)
        );
        assert!(matches!(
            game(&parts(&["0", "2-0", "", "", "", "", "", "0"])),
            Err(TreeError::BadResult(_))
        ));
        assert!(matches!(
            game(&parts(&[
                "0",
                "*",
                "8/8/8/8 w - - 0 1",
                "",
                "",
                "",
                "",
                "0"
            ])),
            Err(TreeError::BadFen(_))
        ));
    }

    #[test]
    fn variations_nested_too_deep_are_refused() {
        // Each level: a move with an alternative, the alternative's line
        // holding the next level.
        let mut all = vec!["0".to_string(), "*".to_string()];
        all.extend(parts(&["", "", "", "", "", "2"]));
        for _ in 0..=MAX_VARIATION_DEPTH {
            all.extend(parts(&["Nf3", "", "", "", "", "0"]));
            all.extend(parts(&["Nc3", "", "", "", "", "1"]));
            all.extend(parts(&["Nc6", "", "", "", "", "1"]));
            all.extend(parts(&["Nb1", "", "", "", "", "1"]));
            all.extend(parts(&["Nb8", "", "", "", "", "2"]));
        }
        // Close the last open node's two children.
        all.extend(parts(&["Nf3", "", "", "", "", "0"]));
        all.extend(parts(&["Nc3", "", "", "", "", "0"]));
        assert_eq!(game(&all), Err(TreeError::TooDeep));
    }
}
