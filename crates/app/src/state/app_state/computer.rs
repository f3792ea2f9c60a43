//! The computer's answers, taken only when they answer the question now
//! asked.

use roque_worker::{Reply, Task};

use crate::state::app_state::AppState;
use crate::state::notice::Notice;
use crate::state::session::DrawOffer;

impl AppState {
    /// The computer's answer, if it answers the question now asked.
    pub(super) fn computer_answered(&mut self, reply: Reply) {
        let Some(request) = self.computer_request() else {
            return;
        };
        if reply.ticket() != Some(request.ticket) {
            return;
        }
        let session = &mut self.session;
        match (request.task, reply) {
            (Task::Move, Reply::Move { report, .. }) => {
                if session.game.play(report.mv).is_err() {
                    session.computer_failed = true;
                    self.notice = Some(Notice::ComputerUnavailable);
                } else {
                    self.notice = None;
                }
            }
            (Task::Move, Reply::Claim { with, .. }) => {
                let claimed = match with {
                    Some(mv) => session.game.claim_draw_with(mv),
                    None => session.game.claim_draw(),
                };
                self.notice = match claimed {
                    Ok(claim) => Some(Notice::ComputerClaimed(claim)),
                    Err(_) => {
                        session.computer_failed = true;
                        Some(Notice::ComputerUnavailable)
                    }
                };
            }
            (Task::DrawOffer, Reply::DrawOffer { verdict, .. }) => {
                if verdict.accepted() {
                    session.draw_offer = None;
                    let _ = session.game.agree_draw();
                } else {
                    session.draw_offer = Some(DrawOffer::Declined {
                        ply: session.game.ply(),
                    });
                }
                self.notice = Some(Notice::DrawOfferAnswer(verdict));
            }
            // A failure, or an answer to another question.
            _ => {
                session.computer_failed = true;
                session.draw_offer = None;
                self.notice = Some(Notice::ComputerUnavailable);
            }
        }
    }
}
