//! The piece in the player's hand: picked up, waiting for its square, or a
//! pawn waiting for the player to choose what it becomes.

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
