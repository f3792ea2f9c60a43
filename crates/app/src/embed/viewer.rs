//! The embedded board's game viewer, a part of its reducer: the games the
//! page gave (a PGN's, or the one its moves make), the one chosen, and the
//! position shown in its tree, walked with the app's one navigation
//! ([`TreeWalk`]). No browser code: it is tested natively.

use std::rc::Rc;

use roque_rules::{Move, NodePath, PgnGame, Position};

use crate::embed::options::GameRecord;
use crate::state::tree_walk::{Step, TreeWalk};

/// What the reader does with the viewer.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewerAction {
    /// Show the position at this path of the game's tree.
    Go(NodePath),
    /// Step from the position shown.
    Step(Step),
    /// Show game `n` (from 0) of the PGN.
    Choose(usize),
}

/// The games and the position shown.
#[derive(Clone, Debug, PartialEq)]
pub struct Viewer {
    record: Rc<GameRecord>,
    chosen: usize,
    walk: TreeWalk,
}

impl Viewer {
    /// The viewer of `record`, on the game and at the ply the page asked for.
    pub fn new(record: Rc<GameRecord>) -> Viewer {
        let chosen = record.chosen.min(record.games.len().saturating_sub(1));
        let walk = walk_of(&record, chosen);
        Viewer {
            record,
            chosen,
            walk,
        }
    }

    /// The games of the PGN, in order.
    pub fn games(&self) -> &[PgnGame] {
        &self.record.games
    }

    /// The game shown (from 0).
    pub fn chosen(&self) -> usize {
        self.chosen
    }

    /// The game's tree and the position shown in it.
    pub fn walk(&self) -> &TreeWalk {
        &self.walk
    }

    /// Applies `action`; whether the position shown changed.
    pub fn apply(&mut self, action: ViewerAction) -> bool {
        match action {
            ViewerAction::Go(path) => *self.walk.path() != path && self.walk.go(path),
            ViewerAction::Step(step) => self.walk.step(step),
            ViewerAction::Choose(index) => {
                if index == self.chosen || index >= self.record.games.len() {
                    return false;
                }
                self.chosen = index;
                self.walk = walk_of(&self.record, index);
                true
            }
        }
    }

    /// `mv` was played on the board from the position shown: when the
    /// game's tree has it there, the viewer follows it; whether it did.
    pub fn follow(&mut self, mv: Move) -> bool {
        match self.walk.child_with(mv) {
            Some(path) => self.walk.go(path),
            None => false,
        }
    }
}

/// Game `index` of `record`, where it opens.
fn walk_of(record: &GameRecord, index: usize) -> TreeWalk {
    let tree = record
        .games
        .get(index)
        .cloned()
        .unwrap_or_else(|| PgnGame::new(Position::new()));
    TreeWalk::new(tree, record.opening_path(index))
}
