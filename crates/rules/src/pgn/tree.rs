//! The game as a tree: nodes addressed by a [`NodePath`], and the edits an
//! analysis board makes (play a variation, promote it, delete it, comment
//! a move, draw on a position).
//!
//! The tree is stored as PGN writes it: [`PgnGame::moves`] is the main line,
//! and each [`PgnNode`] carries the variations that replace it. Seen as a
//! tree of positions, the children of a position are the next move of its
//! line (child 0, the main continuation) and the first moves of that move's
//! variations (children 1, 2, …). The reader and these operations keep one
//! form of each tree: a variation's first node never has variations of its
//! own (they are alternatives to the same move, and stand beside it).

use super::lexer::comment_text;
use super::shape::{add_once, take_shapes};
use super::{PgnErrorKind, PgnGame, PgnNode, Shape, MAX_COMMENT_CHARS, MAX_VARIATION_DEPTH};
use crate::{Move, Position, San, SanError, SanOptions};
use core::fmt;

/// Where a node stands in a game's tree: from the start, the child taken
/// after each position, 0 for the main continuation and 1, 2, … for the
/// variations in their order. The empty path is the starting position; a
/// path's length is the ply of its node.
///
/// ```
/// use roque_rules::{NodePath, PgnGame};
/// let game = PgnGame::parse("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *")?;
/// let sicilian = NodePath::mainline(1).child(1);
/// assert_eq!(sicilian.indices(), [0, 1]);
/// assert_eq!(game.node(&sicilian).map(|n| n.san.to_string()).as_deref(), Some("c5"));
/// assert_eq!(game.node(&sicilian.child(0)).map(|n| n.san.to_string()).as_deref(), Some("Nf3"));
/// assert!(game.node(&NodePath::start()).is_none());
/// # Ok::<_, roque_rules::PgnError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodePath(Vec<usize>);

impl NodePath {
    /// The starting position.
    pub fn start() -> NodePath {
        NodePath(Vec::new())
    }

    /// The node of the main line at `ply` (1 for the first move).
    pub fn mainline(ply: usize) -> NodePath {
        NodePath(vec![0; ply])
    }

    /// The path of this node's child `index` (0 the main continuation).
    #[must_use]
    pub fn child(&self, index: usize) -> NodePath {
        let mut path = self.0.clone();
        path.push(index);
        NodePath(path)
    }

    /// The path of the position this node's move was played in; `None` at
    /// the start.
    pub fn parent(&self) -> Option<NodePath> {
        let (_, parent) = self.0.split_last()?;
        Some(NodePath(parent.to_vec()))
    }

    /// The child indices, from the start.
    pub fn indices(&self) -> &[usize] {
        &self.0
    }

    /// The ply of the node: how many moves lead to it.
    pub fn ply(&self) -> usize {
        self.0.len()
    }

    /// Whether this is the starting position.
    pub fn is_start(&self) -> bool {
        self.0.is_empty()
    }

    /// Whether the node is on the main line (every child taken is the
    /// main continuation).
    pub fn is_mainline(&self) -> bool {
        self.0.iter().all(|&index| index == 0)
    }
}

impl From<Vec<usize>> for NodePath {
    fn from(indices: Vec<usize>) -> NodePath {
        NodePath(indices)
    }
}

impl fmt::Display for NodePath {
    /// The indices joined by dots, `0.1.0`; the start is empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, index) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{index}")?;
        }
        Ok(())
    }
}

/// Why an edit of a game's tree was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// The path leads to no node of this game.
    NoSuchNode,
    /// The move cannot be played where it was asked: unreadable, illegal
    /// or ambiguous, as in PGN.
    IllegalMove(SanError),
    /// The variation would nest deeper than [`MAX_VARIATION_DEPTH`], which
    /// PGN reading refuses.
    TooDeep,
    /// The comment is longer than [`MAX_COMMENT_CHARS`], which PGN reading
    /// refuses.
    CommentTooLong,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::NoSuchNode => f.write_str("no such move in the game"),
            TreeError::IllegalMove(error) => write!(f, "move not played: {error}"),
            // The reader's words for the same limits.
            TreeError::TooDeep => PgnErrorKind::VariationsTooDeep.fmt(f),
            TreeError::CommentTooLong => PgnErrorKind::CommentTooLong.fmt(f),
        }
    }
}

impl std::error::Error for TreeError {}

/// The alternatives to a node, in order: its variations, each followed by
/// the alternatives nested after its first move. Child `k` (from 1) of the
/// position before the node starts the `k`-th of them. Lazily, without
/// recursion: the `k`-th costs `k` steps.
struct Alternatives<'a> {
    /// The variations still to go through, innermost last.
    stack: Vec<core::slice::Iter<'a, Vec<PgnNode>>>,
}

impl<'a> Alternatives<'a> {
    fn of(node: &'a PgnNode) -> Alternatives<'a> {
        Alternatives {
            stack: vec![node.variations.iter()],
        }
    }
}

impl PgnNode {
    /// The lines that could have been played instead of this node's move,
    /// in the order of the position's children after it: its variations,
    /// each followed by the alternatives nested after its first move (PGN
    /// writes `1. e4 (1. d4 (1. c4))` and `1. e4 (1. d4) (1. c4)` for the
    /// same three children). Without recursion.
    ///
    /// ```
    /// use roque_rules::PgnGame;
    /// let game = PgnGame::parse("1. e4 (1. d4 (1. c4) d5) e5 *")?;
    /// let firsts: Vec<String> = game.moves[0].alternatives().map(|line| line[0].san.to_string()).collect();
    /// assert_eq!(firsts, ["d4", "c4"]);
    /// # Ok::<_, roque_rules::PgnError>(())
    /// ```
    pub fn alternatives(&self) -> impl Iterator<Item = &[PgnNode]> {
        Alternatives::of(self)
    }
}

impl<'a> Iterator for Alternatives<'a> {
    type Item = &'a [PgnNode];

    fn next(&mut self) -> Option<&'a [PgnNode]> {
        while let Some(variations) = self.stack.last_mut() {
            let Some(line) = variations.next() else {
                self.stack.pop();
                continue;
            };
            // An empty variation (never read) is no alternative.
            let Some(first) = line.first() else {
                continue;
            };
            if !first.variations.is_empty() {
                self.stack.push(first.variations.iter());
            }
            return Some(line);
        }
        None
    }
}

/// Brings the alternatives nested after a variation's first move out,
/// beside the variation, everywhere in the tree: then a node's children are
/// its line's next move and its variations' first moves, and the paths are
/// the same as before. Without recursion.
fn bring_out_alternatives(moves: &mut [PgnNode]) {
    let mut stack: Vec<&mut [PgnNode]> = vec![moves];
    while let Some(line) = stack.pop() {
        for node in line.iter_mut() {
            let mut i = 0;
            while i < node.variations.len() {
                let nested = node.variations[i]
                    .first_mut()
                    .map(|first| core::mem::take(&mut first.variations))
                    .unwrap_or_default();
                if !nested.is_empty() {
                    settle_comments(&mut node.variations[i]);
                    node.variations.splice(i + 1..i + 1, nested);
                }
                i += 1;
            }
            node.variations.retain(|variation| !variation.is_empty());
            stack.extend(node.variations.iter_mut().map(Vec::as_mut_slice));
        }
    }
}

/// The line holding the position after `path`, the index in it of the
/// next move (the position's child 0), and how deep in variations the line
/// is (0 for the main line). The node of a non-empty path is
/// `line[next - 1]`.
fn locate<'a>(mut line: &'a [PgnNode], path: &[usize]) -> Option<(&'a [PgnNode], usize, usize)> {
    let mut next = 0;
    let mut depth = 0;
    for &index in path {
        let node = line.get(next)?;
        if index == 0 {
            next += 1;
        } else {
            line = Alternatives::of(node).nth(index - 1)?;
            next = 1;
            depth += 1;
        }
    }
    Some((line, next, depth))
}

/// [`locate`], for a change, in a tree whose alternatives have been
/// brought out ([`bring_out_alternatives`]).
fn locate_mut<'a>(
    moves: &'a mut Vec<PgnNode>,
    path: &[usize],
) -> Option<(&'a mut Vec<PgnNode>, usize, usize)> {
    let mut line = moves;
    let mut next = 0;
    let mut depth = 0;
    for &index in path {
        if next >= line.len() {
            return None;
        }
        if index == 0 {
            next += 1;
        } else {
            let here = line;
            line = here.get_mut(next)?.variations.get_mut(index - 1)?;
            if line.is_empty() {
                return None;
            }
            next = 1;
            depth += 1;
        }
    }
    Some((line, next, depth))
}

/// How deep variations nest inside `line` (0 for none), without recursion.
fn nesting(line: &[PgnNode]) -> usize {
    let mut deepest = 0;
    let mut stack = vec![(line, 0)];
    while let Some((line, depth)) = stack.pop() {
        deepest = deepest.max(depth);
        for node in line {
            for variation in &node.variations {
                stack.push((variation, depth + 1));
            }
        }
    }
    deepest
}

/// Comments before a move that PGN would read as comments after the move
/// before it, moved there: a comment stands before a move only at the start
/// of a line or after a variation. For a line whose variations changed.
pub(crate) fn settle_comments(line: &mut [PgnNode]) {
    for i in 1..line.len() {
        let (before, after) = line.split_at_mut(i);
        if let (Some(previous), Some(node)) = (before.last_mut(), after.first_mut()) {
            if previous.variations.is_empty() && !node.comments_before.is_empty() {
                previous.comments_after.append(&mut node.comments_before);
            }
        }
    }
}

/// A comment as PGN would read it back: words single-spaced, no closing
/// brace (which a brace comment cannot hold), drawing commands taken out.
fn normalise_comment(text: &str) -> (String, Vec<Shape>) {
    take_shapes(&comment_text(text))
}

impl PgnGame {
    /// The node at `path`; `None` for the start, or a path that leads
    /// nowhere.
    pub fn node(&self, path: &NodePath) -> Option<&PgnNode> {
        let (line, next, _) = locate(&self.moves, &path.0)?;
        line.get(next.checked_sub(1)?)
    }

    /// The node at `path`, to change its glyphs (or anything else: the
    /// tree operations below keep the tree as PGN reads it back, a change
    /// made here must too).
    pub fn node_mut(&mut self, path: &NodePath) -> Option<&mut PgnNode> {
        bring_out_alternatives(&mut self.moves);
        let (line, next, _) = locate_mut(&mut self.moves, &path.0)?;
        line.get_mut(next.checked_sub(1)?)
    }

    /// The children of the position at `path`: its main continuation
    /// first, then the first moves of its variations; empty at the end of
    /// a line or for a path that leads nowhere.
    ///
    /// ```
    /// use roque_rules::{NodePath, PgnGame};
    /// let game = PgnGame::parse("1. e4 (1. d4) (1. c4) e5 *")?;
    /// let sans: Vec<String> = game.children(&NodePath::start()).iter().map(|n| n.san.to_string()).collect();
    /// assert_eq!(sans, ["e4", "d4", "c4"]);
    /// # Ok::<_, roque_rules::PgnError>(())
    /// ```
    pub fn children(&self, path: &NodePath) -> Vec<&PgnNode> {
        let Some((line, next, _)) = locate(&self.moves, &path.0) else {
            return Vec::new();
        };
        let Some(main) = line.get(next) else {
            return Vec::new();
        };
        let mut children = vec![main];
        children.extend(Alternatives::of(main).filter_map(<[PgnNode]>::first));
        children
    }

    /// The position at `path`: the start, or the position after the node's
    /// move; `None` for a path that leads nowhere.
    ///
    /// ```
    /// use roque_rules::{NodePath, PgnGame};
    /// let game = PgnGame::parse("1. e4 e5 (1... c5) *")?;
    /// let after_c5 = game.position_at(&NodePath::from(vec![0, 1])).map(|p| p.fen());
    /// assert_eq!(after_c5.as_deref(), Some("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    /// # Ok::<_, roque_rules::PgnError>(())
    /// ```
    pub fn position_at(&self, path: &NodePath) -> Option<Position> {
        let mut position = self.start;
        let mut line: &[PgnNode] = &self.moves;
        let mut next = 0;
        for &index in &path.0 {
            let main = line.get(next)?;
            let node = if index == 0 {
                next += 1;
                main
            } else {
                line = Alternatives::of(main).nth(index - 1)?;
                next = 1;
                line.first()?
            };
            // Checked: the fields are public, so a node may not be legal.
            position.play(node.mv).ok()?;
        }
        Some(position)
    }

    /// Every node of the tree with its path, in the order PGN writes them
    /// (a move, then its variations, then the line goes on); for a move
    /// list. Without recursion, however deep the variations.
    ///
    /// ```
    /// use roque_rules::PgnGame;
    /// let game = PgnGame::parse("1. e4 (1. d4 d5) e5 *")?;
    /// let walked: Vec<String> = game.walk().iter().map(|(path, node)| format!("{path}:{}", node.san)).collect();
    /// assert_eq!(walked, ["0:e4", "1:d4", "1.0:d5", "0.0:e5"]);
    /// # Ok::<_, roque_rules::PgnError>(())
    /// ```
    pub fn walk(&self) -> Vec<(NodePath, &PgnNode)> {
        let mut walked = Vec::new();
        // Lines still to walk, the next on top: the nodes left, the path
        // of the position before the first of them, the child index of the
        // first, and whether it starts a variation (its own variations
        // were then walked as alternatives already).
        let mut stack: Vec<(&[PgnNode], Vec<usize>, usize, bool)> =
            vec![(&self.moves, Vec::new(), 0, false)];
        while let Some((line, before, first_index, starts_variation)) = stack.pop() {
            let Some((node, rest)) = line.split_first() else {
                continue;
            };
            let mut path = before;
            path.push(first_index);
            walked.push((NodePath(path.clone()), node));
            // The rest of the line comes after the alternatives.
            stack.push((rest, path.clone(), 0, false));
            if !starts_variation {
                let parent = &path[..path.len() - 1];
                let alternatives: Vec<&[PgnNode]> = Alternatives::of(node).collect();
                for (k, variation) in alternatives.into_iter().enumerate().rev() {
                    stack.push((variation, parent.to_vec(), k + 1, true));
                }
            }
        }
        walked
    }

    /// Plays `mv` in the position at `path`, and gives the path of the
    /// node it leads to: the existing child if that move is already there,
    /// else the line's next move if the line ends here, else a new
    /// variation, the last of the position's children.
    ///
    /// ```
    /// use roque_rules::{Move, NodePath, PgnGame, Square};
    /// let mut game = PgnGame::parse("1. e4 e5 *")?;
    /// let d5 = game.play_at(&NodePath::mainline(1), Move::new(Square::D7, Square::D5))?;
    /// assert_eq!(d5, NodePath::from(vec![0, 1]));
    /// let exd5 = game.play_san_at(&d5, "exd5")?;
    /// assert_eq!(exd5, NodePath::from(vec![0, 1, 0]));
    /// assert!(game.to_pgn().ends_with("1. e4 e5 (1... d5 2. exd5) *\n"));
    /// // The same move again goes to the node it made.
    /// assert_eq!(game.play_san_at(&NodePath::mainline(1), "d5")?, d5);
    /// assert!(game.play_san_at(&d5, "Ke3").is_err());
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`], [`TreeError::IllegalMove`] for a move
    /// that is not legal there, [`TreeError::TooDeep`].
    pub fn play_at(&mut self, path: &NodePath, mv: Move) -> Result<NodePath, TreeError> {
        let position = self.position_at(path).ok_or(TreeError::NoSuchNode)?;
        if !position.legal_moves().contains(&mv) {
            return Err(TreeError::IllegalMove(SanError::Illegal));
        }
        bring_out_alternatives(&mut self.moves);
        let (line, next, depth) =
            locate_mut(&mut self.moves, &path.0).ok_or(TreeError::NoSuchNode)?;
        let mut node = PgnNode::from_move(&position, mv);
        let Some(main) = line.get_mut(next) else {
            if path.is_start() {
                // The first move: the game's comments now stand before it.
                node.comments_before = core::mem::take(&mut self.comments);
            }
            line.push(node);
            return Ok(path.child(0));
        };
        if main.mv == mv {
            return Ok(path.child(0));
        }
        let existing = main
            .variations
            .iter()
            .position(|v| v.first().is_some_and(|first| first.mv == mv));
        if let Some(k) = existing {
            return Ok(path.child(k + 1));
        }
        if depth >= MAX_VARIATION_DEPTH {
            return Err(TreeError::TooDeep);
        }
        main.variations.push(vec![node]);
        Ok(path.child(main.variations.len()))
    }

    /// [`PgnGame::play_at`] with a move in SAN, read as PGN reads moves
    /// (permissively: `0-0`, `Ng1-f3`).
    ///
    /// # Errors
    /// As [`PgnGame::play_at`]; [`TreeError::IllegalMove`] says why the
    /// SAN is unreadable, illegal or ambiguous.
    pub fn play_san_at(&mut self, path: &NodePath, san: &str) -> Result<NodePath, TreeError> {
        let position = self.position_at(path).ok_or(TreeError::NoSuchNode)?;
        let san = San::parse(san, SanOptions::PERMISSIVE)
            .map_err(|e| TreeError::IllegalMove(e.into()))?;
        let mv = san.to_move(&position).map_err(TreeError::IllegalMove)?;
        self.play_at(path, mv)
    }

    /// Makes the node at `path` its position's main continuation: the
    /// line it starts takes the place of the line that was first, which
    /// becomes its first variation; the other variations keep their
    /// order. Gives the node's new path. A node already first stays.
    ///
    /// ```
    /// use roque_rules::{NodePath, PgnGame};
    /// let mut game = PgnGame::parse("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *")?;
    /// let promoted = game.promote(&NodePath::from(vec![0, 1]))?;
    /// assert_eq!(promoted, NodePath::mainline(2));
    /// assert!(game.to_pgn().ends_with("1. e4 c5 (1... e5 2. Nf3) 2. Nf3 *\n"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`]; [`TreeError::TooDeep`] if the line made
    /// a variation would nest too deep.
    pub fn promote(&mut self, path: &NodePath) -> Result<NodePath, TreeError> {
        bring_out_alternatives(&mut self.moves);
        let (&index, parent) = path.0.split_last().ok_or(TreeError::NoSuchNode)?;
        let (line, next, depth) =
            locate_mut(&mut self.moves, parent).ok_or(TreeError::NoSuchNode)?;
        if index == 0 {
            return if next < line.len() {
                Ok(path.clone())
            } else {
                Err(TreeError::NoSuchNode)
            };
        }
        let main = line.get_mut(next).ok_or(TreeError::NoSuchNode)?;
        if main.variations.get(index - 1).is_none_or(Vec::is_empty) {
            return Err(TreeError::NoSuchNode);
        }
        let old_depth = nesting(&line[next..]);
        if old_depth + depth >= MAX_VARIATION_DEPTH {
            return Err(TreeError::TooDeep);
        }
        let mut old_main = line.split_off(next);
        let mut alternatives = core::mem::take(&mut old_main[0].variations);
        let mut promoted = alternatives.remove(index - 1);
        let first = &mut promoted[0];
        // The game's opening comments stay at the start of the game.
        if next == 0 && parent.is_empty() {
            let opening = core::mem::take(&mut old_main[0].comments_before);
            first.comments_before.splice(0..0, opening);
        }
        let own = core::mem::take(&mut first.variations);
        settle_comments(&mut old_main);
        first.variations.push(old_main);
        first.variations.extend(alternatives);
        first.variations.extend(own);
        line.extend(promoted);
        settle_comments(line);
        Ok(NodePath(parent.to_vec()).child(0))
    }

    /// Deletes the node at `path` and every move after it. When it was its
    /// position's main continuation, its first variation (if any) takes its
    /// place.
    ///
    /// ```
    /// use roque_rules::{NodePath, PgnGame};
    /// let mut game = PgnGame::parse("1. e4 e5 (1... c5) (1... e6) 2. Nf3 *")?;
    /// game.delete(&NodePath::from(vec![0, 1]))?;
    /// assert!(game.to_pgn().ends_with("1. e4 e5 (1... e6) 2. Nf3 *\n"));
    /// game.delete(&NodePath::mainline(2))?;
    /// assert!(game.to_pgn().ends_with("1. e4 e6 *\n"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn delete(&mut self, path: &NodePath) -> Result<(), TreeError> {
        bring_out_alternatives(&mut self.moves);
        let (&index, parent) = path.0.split_last().ok_or(TreeError::NoSuchNode)?;
        let (line, next, _) = locate_mut(&mut self.moves, parent).ok_or(TreeError::NoSuchNode)?;
        let main = line.get_mut(next).ok_or(TreeError::NoSuchNode)?;
        if index > 0 {
            if index > main.variations.len() {
                return Err(TreeError::NoSuchNode);
            }
            main.variations.remove(index - 1);
            settle_comments(line);
            return Ok(());
        }
        let mut removed = line.split_off(next);
        let mut alternatives = core::mem::take(&mut removed[0].variations);
        let opening = if next == 0 && parent.is_empty() {
            core::mem::take(&mut removed[0].comments_before)
        } else {
            Vec::new()
        };
        if alternatives.is_empty() {
            // The game's opening comments stay with the game.
            if !opening.is_empty() {
                self.comments.splice(0..0, opening);
            }
            return Ok(());
        }
        let mut successor = alternatives.remove(0);
        successor[0].variations = alternatives;
        successor[0].comments_before.splice(0..0, opening);
        line.extend(successor);
        settle_comments(line);
        Ok(())
    }

    /// The comment after the node at `path` (its comments joined), or at
    /// the start the game's opening comment; empty if there is none.
    pub fn comment(&self, path: &NodePath) -> String {
        let comments = if path.is_start() {
            match self.moves.first() {
                Some(first) if self.comments.is_empty() => &first.comments_before,
                _ => &self.comments,
            }
        } else {
            match self.node(path) {
                Some(node) => &node.comments_after,
                None => return String::new(),
            }
        };
        comments.join(" ")
    }

    /// Sets the comment after the node at `path` (at the start, the
    /// game's opening comment), as PGN will read it back: words
    /// single-spaced, a `}` written `)`, drawing commands in it added to
    /// the position's [`shapes`](PgnNode::shapes). An empty text removes
    /// the comment.
    ///
    /// ```
    /// use roque_rules::{NodePath, PgnGame};
    /// let mut game = PgnGame::parse("1. e4 e5 *")?;
    /// game.set_comment(&NodePath::mainline(1), "The  king's pawn [%csl Gd5]")?;
    /// assert_eq!(game.comment(&NodePath::mainline(1)), "The king's pawn");
    /// assert!(game.to_pgn().ends_with("1. e4 {[%csl Gd5] The king's pawn} 1... e5 *\n"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`], [`TreeError::CommentTooLong`].
    pub fn set_comment(&mut self, path: &NodePath, text: &str) -> Result<(), TreeError> {
        if text.chars().count() > MAX_COMMENT_CHARS {
            return Err(TreeError::CommentTooLong);
        }
        let (text, shapes) = normalise_comment(text);
        let comments = if text.is_empty() {
            Vec::new()
        } else {
            vec![text]
        };
        if path.is_start() {
            add_once(&mut self.shapes, shapes);
            match self.moves.first_mut() {
                Some(first) => {
                    first.comments_before = comments;
                    self.comments.clear();
                }
                None => self.comments = comments,
            }
            return Ok(());
        }
        let node = self.node_mut(path).ok_or(TreeError::NoSuchNode)?;
        add_once(&mut node.shapes, shapes);
        node.comments_after = comments;
        Ok(())
    }

    /// The drawings on the position at `path`.
    pub fn shapes(&self, path: &NodePath) -> &[Shape] {
        if path.is_start() {
            return &self.shapes;
        }
        self.node(path).map_or(&[], |node| node.shapes.as_slice())
    }

    /// Draws `shape` on the position at `path` as a player does
    /// ([`Shape::toggle_in`]): the same shape again removes it.
    ///
    /// ```
    /// use roque_rules::{NodePath, PgnGame, Shape, ShapeColor, Square};
    /// let mut game = PgnGame::parse("1. e4 *")?;
    /// let arrow = Shape::Arrow { from: Square::E7, to: Square::E5, color: ShapeColor::Red };
    /// game.toggle_shape(&NodePath::mainline(1), arrow)?;
    /// assert!(game.to_pgn().ends_with("1. e4 {[%cal Re7e5]} *\n"));
    /// game.toggle_shape(&NodePath::mainline(1), arrow)?;
    /// assert!(game.to_pgn().ends_with("1. e4 *\n"));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`TreeError::NoSuchNode`].
    pub fn toggle_shape(&mut self, path: &NodePath, shape: Shape) -> Result<(), TreeError> {
        if path.is_start() {
            shape.toggle_in(&mut self.shapes);
            return Ok(());
        }
        let node = self.node_mut(path).ok_or(TreeError::NoSuchNode)?;
        shape.toggle_in(&mut node.shapes);
        Ok(())
    }
}
