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
use crate::state::tree_walk::TreeWalk;
// The steps are the tree walk's: one navigation for every tree.
pub use crate::state::tree_walk::Step;

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
    /// Write a review's judgements into the tree (« Annoter la partie »).
    Annotate(Vec<Annotation>),
}

/// What a review says of one move of the main line, as the tree keeps it:
/// the judgement's glyph, the sentence, and the better line as a
/// variation, so that the PGN copied or exported carries the review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    /// Which move (1 for the first of the main line).
    pub ply: usize,
    /// The move judged: a main line that has another move there is left
    /// as it is.
    pub played: Move,
    /// The judgement's numeric annotation glyph (`$6` for `?!`, `$2` for
    /// `?`, `$4` for `??`).
    pub nag: u8,
    /// What is said of the move.
    pub comment: String,
    /// The better line, from the position before the move.
    pub line: Vec<Move>,
}

/// How many moves of a better line become its variation: enough to show
/// the idea, short enough to read (a mate is shown to its end when it is
/// this short).
const ANNOTATED_LINE: usize = 8;

/// The move-quality glyphs (`!`, `?`, `!!`, `??`, `!?`, `?!`): a move that
/// has one already keeps it, the reader's own judgement.
const QUALITY_NAGS: core::ops::RangeInclusive<u8> = 1..=6;

/// Writes `notes` into `tree`; whether anything was written (written twice,
/// a review writes nothing the second time).
fn annotate(tree: &mut PgnGame, notes: &[Annotation]) -> bool {
    // A better line the tree had already adds no node: counted once for
    // all the notes.
    let nodes = tree.walk().len();
    let mut written = false;
    for note in notes {
        let Some(before) = note.ply.checked_sub(1) else {
            continue;
        };
        let path = NodePath::mainline(note.ply);
        let Some(node) = tree.node_mut(&path).filter(|node| node.mv == note.played) else {
            continue;
        };
        if !node.nags.iter().any(|nag| QUALITY_NAGS.contains(nag)) {
            node.nags.push(note.nag);
            written = true;
        }
        let said = tree.comment(&path);
        if !said.contains(note.comment.as_str()) {
            let text = if said.trim().is_empty() {
                note.comment.clone()
            } else {
                format!("{said} {}", note.comment)
            };
            written |= tree.set_comment(&path, &text).is_ok();
        }
        // The better line, beside the move played: the tree follows what
        // it already has, and stops at a move it refuses.
        let mut at = NodePath::mainline(before);
        for &mv in note.line.iter().take(ANNOTATED_LINE) {
            match tree.play_at(&at, mv) {
                Ok(next) => at = next,
                Err(_) => break,
            }
        }
    }
    written || tree.walk().len() != nodes
}

/// The analysis: its tree, the position shown, the hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The tree and the position shown: what the board shows and the hand
    /// plays on.
    walk: TreeWalk,
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
        Analysis {
            walk: TreeWalk::new(tree, path),
            hand: Hand::default(),
            refused: None,
            lang,
            revision: 0,
        }
    }

    /// The tree.
    pub fn tree(&self) -> &PgnGame {
        self.walk.tree()
    }

    /// The path of the position shown.
    pub fn path(&self) -> &NodePath {
        self.walk.path()
    }

    /// The game from the start to the position shown.
    pub fn line(&self) -> &Game {
        self.walk.line()
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
        self.walk.shapes()
    }

    /// Shows the position at `path`, if there is one; the hand is emptied.
    fn go(&mut self, path: NodePath) {
        if self.walk.go(path) {
            self.hand.reset();
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
                if let Some(path) = self.walk.target(step) {
                    self.go(path);
                }
                return false;
            }
            AnalysisAction::Hand(action) => {
                let HandOutcome::Attempted(mv) =
                    self.hand
                        .apply(action, self.walk.line(), HandRules::free(self.lang))
                else {
                    return false;
                };
                // A move the tree already has follows it; any other grows it.
                if let Some(path) = self.walk.child_with(mv) {
                    self.go(path);
                    return false;
                }
                match self.walk.edit(|tree, at| tree.play_at(at, mv)) {
                    Ok(path) => {
                        self.go(path);
                        return true;
                    }
                    Err(error) => Err(error),
                }
            }
            AnalysisAction::Promote(path) => {
                self.walk.edit(|tree, _| tree.promote(&path).map(drop))
            }
            AnalysisAction::Delete(path) => self.walk.edit(|tree, _| tree.delete(&path)),
            AnalysisAction::Comment(path, text) => {
                self.walk.edit(|tree, _| tree.set_comment(&path, &text))
            }
            AnalysisAction::Annotate(notes) => {
                if !self.walk.edit(|tree, _| annotate(tree, &notes)) {
                    return false;
                }
                Ok(())
            }
            AnalysisAction::Draw(shape) => self.walk.edit(|tree, at| tree.toggle_shape(at, shape)),
            AnalysisAction::ClearDrawings => self.walk.edit(|tree, at| {
                match tree.node_mut(at) {
                    Some(node) => node.shapes.clear(),
                    None => tree.shapes.clear(),
                }
                Ok(())
            }),
        };
        if let Err(error) = edited {
            self.refused = Some(error);
            return false;
        }
        // The walk found the position shown again, by its moves.
        self.hand.reset();
        true
    }
}

crate::state::reduced_by_apply!(Analysis, AnalysisAction);
