//! Walking a game's tree: the position shown in a [`PgnGame`], by its
//! [`NodePath`], with the game that leads there, and the steps from it
//! (first, back, forward, last, and between the alternatives to a move).
//!
//! The one navigation of a tree: the analysis board walks its tree with it
//! (and edits the tree through it), the embedded board's game viewer its
//! game. Plain values, tested natively.

use roque_rules::{Game, Move, NodePath, PgnGame, Shape};

use crate::model::navigation::Nav;

/// Where a step goes from the position shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the start.
    First,
    /// One move back.
    Back,
    /// One move on, along the line shown (its main continuation).
    Forward,
    /// To the end of the line shown.
    Last,
    /// To the previous of the alternatives to this move.
    Up,
    /// To the next of the alternatives to this move.
    Down,
}

/// The record's buttons (start, back, forward, end) as steps in a tree;
/// a ply of the main line, which a tree's buttons do not ask for, as the end.
impl From<Nav> for Step {
    fn from(nav: Nav) -> Step {
        match nav {
            Nav::First => Step::First,
            Nav::Previous => Step::Back,
            Nav::Next => Step::Forward,
            Nav::Last | Nav::Ply(_) => Step::Last,
        }
    }
}

/// A tree and the position shown in it.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeWalk {
    tree: PgnGame,
    path: NodePath,
    /// The game along `path`, from the start: what a board shows.
    line: Game,
}

impl TreeWalk {
    /// The walk of `tree`, showing the position at `path` (or the start, if
    /// `path` leads nowhere).
    pub fn new(tree: PgnGame, path: NodePath) -> TreeWalk {
        let mut walk = TreeWalk {
            line: Game::from_position(tree.start),
            tree,
            path: NodePath::start(),
        };
        walk.go(path);
        walk
    }

    /// The tree.
    pub fn tree(&self) -> &PgnGame {
        &self.tree
    }

    /// The path of the position shown.
    pub fn path(&self) -> &NodePath {
        &self.path
    }

    /// The game from the start to the position shown.
    pub fn line(&self) -> &Game {
        &self.line
    }

    /// The drawings of the position shown.
    pub fn shapes(&self) -> &[Shape] {
        self.tree.shapes(&self.path)
    }

    /// Whether the line shown goes on after the position shown.
    pub fn has_next(&self) -> bool {
        self.tree.node(&self.path.child(0)).is_some()
    }

    /// Shows the position at `path`; whether there is one (otherwise
    /// nothing changes).
    pub fn go(&mut self, path: NodePath) -> bool {
        let Some(line) = line_to(&self.tree, &path) else {
            return false;
        };
        self.line = line;
        self.path = path;
        true
    }

    /// Where `step` leads from the position shown, if anywhere.
    pub fn target(&self, step: Step) -> Option<NodePath> {
        let path = &self.path;
        match step {
            Step::First => Some(NodePath::start()),
            Step::Back => path.parent(),
            Step::Forward => self.has_next().then(|| path.child(0)),
            Step::Last => {
                let mut last = path.clone();
                while self.tree.node(&last.child(0)).is_some() {
                    last = last.child(0);
                }
                Some(last)
            }
            Step::Up | Step::Down => {
                let parent = path.parent()?;
                let index = *path.indices().last()?;
                let count = self.tree.children(&parent).len();
                let sibling = match step {
                    Step::Up => index.checked_sub(1)?,
                    _ => index + 1,
                };
                (sibling < count).then(|| parent.child(sibling))
            }
        }
    }

    /// Takes `step`; whether the position shown changed.
    pub fn step(&mut self, step: Step) -> bool {
        match self.target(step) {
            Some(path) if path != self.path => self.go(path),
            _ => false,
        }
    }

    /// The path of `mv` played from the position shown, when the tree
    /// already has it there.
    pub fn child_with(&self, mv: Move) -> Option<NodePath> {
        let index = self
            .tree
            .children(&self.path)
            .iter()
            .position(|node| node.mv == mv)?;
        Some(self.path.child(index))
    }

    /// Changes the tree with `edit`, which gets the path shown; then shows
    /// the same position again, found by its moves (a promotion or a
    /// deletion changes the paths), or as far as they still go.
    pub fn edit<T>(&mut self, edit: impl FnOnce(&mut PgnGame, &NodePath) -> T) -> T {
        let done = edit(&mut self.tree, &self.path);
        let path = follow(&self.tree, self.line.moves());
        if !self.go(path) {
            self.go(NodePath::start());
        }
        done
    }
}

/// The path along `moves` from `tree`'s start, as far as the tree has them.
fn follow(tree: &PgnGame, moves: &[Move]) -> NodePath {
    let mut path = NodePath::start();
    for &mv in moves {
        let children = tree.children(&path);
        match children.iter().position(|node| node.mv == mv) {
            Some(index) => path = path.child(index),
            None => break,
        }
    }
    path
}

/// The game from `tree`'s start along `path`; `None` if the path leads
/// nowhere.
fn line_to(tree: &PgnGame, path: &NodePath) -> Option<Game> {
    let mut game = Game::from_position(tree.start);
    let mut at = NodePath::start();
    for &index in path.indices() {
        at = at.child(index);
        game.play(tree.node(&at)?.mv).ok()?;
    }
    Some(game)
}

#[cfg(test)]
mod tests {
    use super::{Step, TreeWalk};
    use crate::model::navigation::Nav;
    use roque_rules::{NodePath, PgnGame};

    fn walk() -> TreeWalk {
        let tree = PgnGame::parse("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 *").expect("reads");
        TreeWalk::new(tree, NodePath::mainline(2))
    }

    #[test]
    fn a_path_that_leads_nowhere_changes_nothing() {
        let mut walk = walk();
        assert!(!walk.go(NodePath::mainline(9)));
        assert_eq!(*walk.path(), NodePath::mainline(2));
        assert!(!walk.step(Step::Up), "e5 is the first alternative");
        assert!(walk.step(Step::Down));
        assert_eq!(walk.line().moves().len(), 2);
        assert!(!walk.step(Step::Down), "no third alternative");
        let at_start = TreeWalk::new(walk.tree().clone(), NodePath::mainline(40));
        assert!(at_start.path().is_start());
    }

    #[test]
    fn an_edit_keeps_the_position_shown_by_its_moves() {
        let mut walk = walk();
        walk.step(Step::Down);
        walk.step(Step::Forward);
        // The Sicilian becomes the main line: the same moves, a new path.
        let sicilian = NodePath::mainline(1).child(1);
        let promoted = walk.edit(|tree, _| tree.promote(&sicilian).map(drop));
        assert!(promoted.is_ok());
        assert_eq!(*walk.path(), NodePath::mainline(3));
        assert_eq!(walk.line().moves().len(), 3);
        // Deleting the position shown shows what is left of its line.
        let path = walk.path().clone();
        assert!(walk.edit(|tree, _| tree.delete(&path)).is_ok());
        assert_eq!(*walk.path(), NodePath::mainline(2));
    }

    #[test]
    fn the_record_buttons_are_steps() {
        assert_eq!(Step::from(Nav::First), Step::First);
        assert_eq!(Step::from(Nav::Previous), Step::Back);
        assert_eq!(Step::from(Nav::Next), Step::Forward);
        assert_eq!(Step::from(Nav::Last), Step::Last);
    }
}
