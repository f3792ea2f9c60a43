//! The piece in the player's hand: picked up, waiting for its square, or a
//! pawn waiting for the player to choose what it becomes.

use roque_rules::Role;
use roque_rules::{Color, Square};

/// A pawn move to the last rank waiting for the player to choose the piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    /// The pawn's square.
    pub from: Square,
    /// The square on the last rank.
    pub to: Square,
    /// The promoting side, whose pieces the picker shows.
    pub color: Color,
}

/// What the player holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    /// The square of the piece picked up, if any.
    pub(super) selected: Option<Square>,
    /// Set when the player pressed the piece that was already selected:
    /// releasing it without dragging then puts it down.
    pub(super) deselect_on_release: bool,
    /// A promotion waiting for the player's choice of piece.
    pub(super) promotion: Option<PendingPromotion>,
}

impl Hand {
    /// The square of the piece picked up, if any.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The promotion waiting for a choice, if any.
    pub fn promotion(&self) -> Option<PendingPromotion> {
        self.promotion
    }

    /// Picks up the piece on `square`.
    pub(super) fn pick_up(&mut self, square: Square) {
        self.selected = Some(square);
        self.deselect_on_release = false;
    }

    /// Puts the piece back (a promotion waiting stays).
    pub(super) fn put_down(&mut self) {
        self.selected = None;
        self.deselect_on_release = false;
    }

    /// Empties the hand: no piece, no promotion.
    pub(super) fn reset(&mut self) {
        *self = Hand::default();
    }
}

/// What the player does with the pieces: press, release, drag, promote,
/// put back, or type a move.
#[derive(Clone, Debug, PartialEq)]
pub enum HandAction {
    /// The pointer went down on a square (mouse button, finger, pen):
    /// picks a piece up, or plays the selected piece there.
    Press(Square),
    /// The pointer came up on the square it went down on, without
    /// dragging: a second press on a selected piece puts it back down.
    Release(Square),
    /// A piece dragged from `from` was dropped on `to`.
    Drop {
        /// Where the drag started.
        from: Square,
        /// Where the piece was dropped.
        to: Square,
    },
    /// Put the selected piece back without moving, closing the promotion
    /// picker if it is open (Escape, a drop off the board).
    Deselect,
    /// The piece chosen in the promotion picker.
    Promote(Role),
    /// The promotion picker was closed without a choice: nothing is played.
    CancelPromotion,
    /// A move typed in algebraic notation (`Cf3`, `Nf3`, `O-O`, `e8=D`),
    /// played through the same path as a click if it is legal and the
    /// board accepts moves now; else the notice says why.
    PlayTyped(String),
}
