//! Playing on the board: the hand's answer to a gesture
//! ([`HandOutcome`]) becomes what the app does with it — a move played,
//! the rules' reason why not said in a notice, the touched piece named.

use roque_rules::{Move, Square};

use crate::model::typed_move::TypedMoveError;
use crate::state::app_state::AppState;
use crate::state::hand::{HandAction, HandOutcome, HandRules, Refusal};
use crate::state::notice::Notice;

impl AppState {
    /// The rules the app's hand follows: the touch-move setting, moves
    /// typed in the interface's language.
    pub fn hand_rules(&self) -> HandRules {
        HandRules {
            touch_move: self.settings().touch_move,
            lang: self.lang(),
        }
    }

    /// Says that touch-move forbids putting the piece down.
    fn hold_to_touched(&mut self, from: Square) {
        if let Some(piece) = self.position().piece_at(from) {
            self.notice = Some(Notice::TouchMove {
                square: from,
                piece,
            });
        }
    }

    /// The piece in hand: the hand answers the gesture, and the app plays
    /// an attempted move or says why not.
    pub(super) fn act_hand(&mut self, action: HandAction) {
        let press = matches!(action, HandAction::Press(_));
        // The computer has the move (or the offer): the board waits, and a
        // typed move is told whose turn it is.
        let waits =
            self.hand.promotion().is_none() && self.outcome().is_none() && !self.accepts_moves();
        match &action {
            HandAction::Press(_) if waits => {
                self.hand.put_down();
                return;
            }
            HandAction::PlayTyped(_) if waits => {
                self.notice = Some(Notice::TypedMove(TypedMoveError::NotYourTurn));
                return;
            }
            _ => {}
        }
        let rules = self.hand_rules();
        let outcome = self.hand.apply(action, self.session.game(), rules);
        match outcome {
            HandOutcome::Nothing => {}
            HandOutcome::PickedUp(_) | HandOutcome::PromotionAsked(_) => self.notice = None,
            // A press on an empty square clears what was said, but for
            // why a finished game takes no move.
            HandOutcome::PutDown => {
                if press && self.outcome().is_none() {
                    self.notice = None;
                }
            }
            HandOutcome::Held(square) => self.hold_to_touched(square),
            HandOutcome::Attempted(legal) => self.play(legal),
            HandOutcome::Refused { reason, .. } => {
                self.notice = Some(match reason {
                    Refusal::Illegal(reason) => Notice::Illegal(reason),
                    Refusal::Typed(error) => Notice::TypedMove(error),
                })
            }
        }
    }

    /// Plays `legal`, a move the game has explained, announced as a draw
    /// claim if the player asked for it.
    fn play(&mut self, legal: Move) {
        self.notice = None;
        if std::mem::take(&mut self.session.claim_with_next_move) {
            match self.session.game.claim_draw_with(legal) {
                Ok(_) => return,
                // Not a correct claim: the announced move is still made
                // (art. 9.5.3).
                Err(_) => self.notice = Some(Notice::IncorrectClaim),
            }
        }
        // The game explained it, so `play` cannot refuse it; should the two
        // ever disagree, the position stays as it was.
        let _ = self.session.game.play(legal);
    }
}
