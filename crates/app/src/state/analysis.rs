//! The analysis board's reducer: a game tree (the rules crate's
//! [`PgnGame`]), the position shown in it, and the hand that plays moves
//! into it.
//!
//! A move played where the tree already goes on follows it; any other move
//! makes a new variation there, never a new game. Variations are promoted
//! or deleted, moves commented, positions drawn on, all through the rules
//! crate's tree operations, so that what is written back is what PGN reads.
//! The live game is never changed here: the analysis works on its own tree
//! (the module of tools holds it for as long as it is open).

use roque_rules::{Game, Lang, Move, NodePath, PgnGame, Shape, TreeError};

use crate::state::hand::{Hand, HandAction, HandOutcome, HandRules};

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

/// What the analysis board is asked.
#[derive(Clone, Debug, PartialEq)]
pub enum AnalysisAction {
    /// A gesture on the board.
    Hand(HandAction),
    /// Show the position at this path.
    Go(NodePath),
    /// Step from the position shown.
    Step(Step),
    /// Make the variation that holds this node the main line of its
    /// position (one level up).
    Promote(NodePath),
    /// Delete this node and everything after it.
    Delete(NodePath),
    /// Write this comment after the node's move (the start position's
    /// comment before the first move); empty removes it.
    Comment(NodePath, String),
    /// Draw this shape on the position shown, or take it away.
    Draw(Shape),
    /// Take away every drawing of the position shown.
    ClearDrawings,
    /// Speak this language (the hand's words for typed moves).
    Lang(Lang),
}

/// The analysis: its tree, the position shown, the hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    tree: PgnGame,
    path: NodePath,
    /// The game along `path`, from the start: what the board shows and the
    /// hand plays on.
    line: Game,
    hand: Hand,
    /// Why the last edit was refused, if it was.
    refused: Option<TreeError>,
    lang: Lang,
    /// Counts the changes of the tree: the page keeps the last one.
    revision: u32,
}

impl Analysis {
    /// The analysis of `tree`, showing the position at `path` (or the
    /// start, if `path` leads nowhere).
    pub fn new(tree: PgnGame, path: NodePath, lang: Lang) -> Analysis {
        let mut analysis = Analysis {
            line: Game::from_position(tree.start),
            tree,
            path: NodePath::start(),
            hand: Hand::default(),
            refused: None,
            lang,
            revision: 0,
        };
        analysis.go(path);
        analysis
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

    /// The hand.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// Why the last edit was refused, until the next action.
    pub fn refused(&self) -> Option<&TreeError> {
        self.refused.as_ref()
    }

    /// How many times the tree changed since the analysis opened.
    pub fn revision(&self) -> u32 {
        self.revision
    }

    /// The drawings of the position shown.
    pub fn shapes(&self) -> &[Shape] {
        self.tree.shapes(&self.path)
    }

    /// Shows the position at `path`, if there is one; the hand is emptied.
    fn go(&mut self, path: NodePath) {
        let Some(line) = line_to(&self.tree, &path) else {
            return;
        };
        self.line = line;
        self.path = path;
        self.hand.reset();
    }

    /// Where `step` leads from the position shown, if anywhere.
    fn target(&self, step: Step) -> Option<NodePath> {
        let path = &self.path;
        match step {
            Step::First => Some(NodePath::start()),
            Step::Back => path.parent(),
            Step::Forward => self.tree.node(&path.child(0)).map(|_| path.child(0)),
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

    /// Applies `action`; a change of the tree counts a revision.
    pub fn apply(&mut self, action: AnalysisAction) {
        if self.edit(action) {
            self.revision = self.revision.wrapping_add(1);
        }
    }

    /// Applies `action`; whether the tree changed.
    fn edit(&mut self, action: AnalysisAction) -> bool {
        self.refused = None;
        let edited = match action {
            AnalysisAction::Go(path) => {
                self.go(path);
                return false;
            }
            AnalysisAction::Lang(lang) => {
                self.lang = lang;
                return false;
            }
            AnalysisAction::Step(step) => {
                if let Some(path) = self.target(step) {
                    self.go(path);
                }
                return false;
            }
            AnalysisAction::Hand(action) => {
                let HandOutcome::Attempted(mv) =
                    self.hand
                        .apply(action, &self.line, HandRules::free(self.lang))
                else {
                    return false;
                };
                // A move the tree already has follows it; any other grows it.
                let known = self.tree.children(&self.path).iter().any(|n| n.mv == mv);
                match self.tree.play_at(&self.path, mv) {
                    Ok(path) => {
                        self.go(path);
                        return !known;
                    }
                    Err(error) => Err(error),
                }
            }
            AnalysisAction::Promote(path) => self.tree.promote(&path).map(drop),
            AnalysisAction::Delete(path) => self.tree.delete(&path),
            AnalysisAction::Comment(path, text) => self.tree.set_comment(&path, &text),
            AnalysisAction::Draw(shape) => self.tree.toggle_shape(&self.path.clone(), shape),
            AnalysisAction::ClearDrawings => {
                let path = self.path.clone();
                match self.tree.node_mut(&path) {
                    Some(node) => node.shapes.clear(),
                    None => self.tree.shapes.clear(),
                }
                Ok(())
            }
        };
        if let Err(error) = edited {
            self.refused = Some(error);
            return false;
        }
        // A promotion or a deletion changes the paths: the position shown
        // is found again by its moves, or as far as they still go.
        let path = follow(&self.tree, self.line.moves());
        self.go(path);
        true
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

crate::state::reduced_by_apply!(Analysis, AnalysisAction);
