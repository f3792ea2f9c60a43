//! Playing on the board: a press, a drop or a typed move becomes a
//! selection, a promotion to choose, a move, or the rules' reason why not.

use roque_rules::{IllegalReason, Move, Piece, Square};

use crate::model::typed_move::{self, TypedMoveError};
use crate::state::app_state::AppState;
use crate::state::hand::PendingPromotion;
use crate::state::notice::Notice;

impl AppState {
    pub(super) fn own_piece_at(&self, sq: Square) -> Option<Piece> {
        let position = self.position();
        position
            .piece_at(sq)
            .filter(|piece| piece.color == position.turn())
    }

    /// Says that touch-move forbids putting the piece down.
    pub(super) fn hold_to_touched(&mut self, from: Square) {
        if let Some(piece) = self.position().piece_at(from) {
            self.notice = Some(Notice::TouchMove {
                square: from,
                piece,
            });
        }
    }

    pub(super) fn press(&mut self, sq: Square) {
        if self.hand.promotion.is_some() {
            return;
        }
        if self.outcome().is_none() && !self.accepts_moves() {
            // The computer has the move (or the offer): the board waits.
            self.hand.put_down();
            return;
        }
        if let Some(outcome) = self.outcome() {
            self.hand.put_down();
            if self.position().piece_at(sq).is_some() {
                self.notice = Some(Notice::Illegal(IllegalReason::GameOver { outcome }));
            }
            return;
        }
        match self.hand.selected {
            Some(from) if from == sq => {
                // Pressing the selected piece again: it is put down on
                // release, unless the press turns into a drag.
                self.hand.deselect_on_release = true;
            }
            Some(from) => {
                let is_destination = self.destinations().contains(&sq);
                if !is_destination && self.own_piece_at(sq).is_some() {
                    if let Some(touched) = self.touched() {
                        self.hold_to_touched(touched);
                        return;
                    }
                    // Another piece of one's own: pick that one up instead.
                    self.select(sq);
                } else {
                    self.attempt(from, sq);
                }
            }
            None => {
                let position = self.position();
                match position.piece_at(sq) {
                    Some(piece) if piece.color == position.turn() => self.select(sq),
                    Some(piece) => {
                        self.notice = Some(Notice::Illegal(IllegalReason::NotYourTurn {
                            square: sq,
                            piece,
                        }))
                    }
                    None => self.notice = None,
                }
            }
        }
    }

    pub(super) fn select(&mut self, sq: Square) {
        self.hand.pick_up(sq);
        self.notice = None;
    }

    /// The player asks for the move `from` → `to`: it is played, or a
    /// promotion picker opens, or the rules crate says why not.
    pub(super) fn attempt(&mut self, from: Square, to: Square) {
        let position = *self.position();
        let promotes = self.outcome().is_none()
            && position
                .legal_moves_from(from)
                .iter()
                .any(|mv| mv.to == to && mv.promotion.is_some());
        if promotes {
            self.hand.pick_up(from);
            self.hand.promotion = Some(PendingPromotion {
                from,
                to,
                color: position.turn(),
            });
            self.notice = None;
            return;
        }
        self.play(Move::new(from, to));
    }

    pub(super) fn play(&mut self, mv: Move) {
        let touched = self.touched();
        self.hand.reset();
        // The game explains first: it knows what the position alone does
        // not (the end of the game, which piece lost a castling right).
        let legal = match self.game().explain(mv.from, mv.to, mv.promotion) {
            Ok(legal) => legal,
            Err(reason) => {
                self.notice = Some(Notice::Illegal(reason));
                // A touched piece stays in hand.
                if let Some(touched) = touched {
                    self.hand.pick_up(touched);
                }
                return;
            }
        };
        self.notice = None;
        if std::mem::take(&mut self.session.claim_with_next_move) {
            match self.session.game.claim_draw_with(legal) {
                Ok(_) => return,
                // Not a correct claim: the announced move is still made
                // (art. 9.5.3).
                Err(_) => self.notice = Some(Notice::IncorrectClaim),
            }
        }
        // `explain` accepted it, so `play` cannot refuse it; should the two
        // ever disagree, the position stays as it was.
        let _ = self.session.game.play(legal);
    }

    /// A typed move: read in the interface's language (either letters),
    /// then played as a click would play it.
    pub(super) fn play_typed(&mut self, text: &str) {
        if self.hand.promotion.is_some() {
            return;
        }
        if let Some(outcome) = self.outcome() {
            self.notice = Some(Notice::Illegal(IllegalReason::GameOver { outcome }));
            return;
        }
        if !self.accepts_moves() {
            self.notice = Some(Notice::TypedMove(TypedMoveError::NotYourTurn));
            return;
        }
        match typed_move::read(text, self.position(), self.lang()) {
            // Touch-move: a typed move must move the touched piece too.
            Ok(mv) if self.touched().is_some_and(|touched| touched != mv.from) => {
                if let Some(touched) = self.touched() {
                    self.hold_to_touched(touched);
                }
            }
            Ok(mv) => self.play(mv),
            Err(error) => {
                self.hand.put_down();
                self.notice = Some(Notice::TypedMove(error));
            }
        }
    }
}
