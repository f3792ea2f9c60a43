//! Draws by agreement and by claim, judged as a person would: the computer
//! accepts a draw offer when it thinks its own position is no better than
//! its opponent's, and claims a draw it is entitled to when playing on
//! promises it no more than a draw.

use crate::eval::is_insufficient_material;
use crate::level::Level;
use crate::score::Score;
use crate::search::{Control, Engine, SearchRequest};
use crate::time::Limits;
use roque_rules::{Color, DrawClaim, Position};
use std::sync::atomic::AtomicBool;

/// Within this many centipawns of zero, a position counts as equal (draw offers).
pub const EQUAL_MARGIN_CP: i32 = 15;
/// A claimable draw is claimed unless the computer is better by more than
/// this: a small edge is not worth the risk of playing on.
pub const CLAIM_MARGIN_CP: i32 = 50;

/// Why the computer accepts or declines a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawOfferReason {
    /// Nobody can checkmate any more: the game is drawn anyway.
    DeadPosition,
    /// Its position is worse (the score is from its own point of view).
    Worse(Score),
    /// The position is about equal.
    Balanced(Score),
    /// Its position is better: it plays on.
    Better(Score),
}

/// The computer's answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawOfferReply {
    /// Whether it accepts.
    pub accepted: bool,
    /// Why.
    pub reason: DrawOfferReason,
}

/// The nodes a judgement searches: a short search, deeper for stronger levels.
fn judgement_nodes(level: Level) -> u64 {
    20_000 * u64::from(level.number()) + 20_000
}

/// The score of `position` from `computer`'s point of view after a short
/// search, and whether nobody can mate any more.
fn judge(position: &Position, history: &[u64], computer: Color, level: Level) -> Score {
    let stop = AtomicBool::new(false);
    let clock = || 0.0;
    let control = Control {
        stop: &stop,
        clock: &clock,
    };
    let request = SearchRequest {
        position: *position,
        history,
        limits: Limits::nodes(judgement_nodes(level)),
        // Judging is done at full strength: the level only sets how long.
        level: Level::STRONGEST,
        seed: 0,
    };
    let result = Engine::new(1).search(&request, &control, &mut |_| {});
    if position.turn() == computer {
        result.score
    } else {
        result.score.flipped()
    }
}

/// Whether the computer, playing `computer` at `level`, accepts a draw
/// offered in `position` (`history`: the hashes of the game's earlier
/// positions, oldest first). It accepts when it judges its position worse
/// than or about equal to its opponent's, and always in a dead position.
///
/// ```
/// use roque_engine::{accepts_draw, DrawOfferReason, Level};
/// use roque_rules::{Color, Position};
/// // Black, a queen down, is glad to accept; White, a queen up, declines.
/// let position = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1")?;
/// assert!(accepts_draw(&position, &[], Color::Black, Level::new(4)?).accepted);
/// let reply = accepts_draw(&position, &[], Color::White, Level::new(4)?);
/// assert!(!reply.accepted);
/// assert!(matches!(reply.reason, DrawOfferReason::Better(_)));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn accepts_draw(
    position: &Position,
    history: &[u64],
    computer: Color,
    level: Level,
) -> DrawOfferReply {
    if is_insufficient_material(position) {
        return DrawOfferReply {
            accepted: true,
            reason: DrawOfferReason::DeadPosition,
        };
    }
    let score = judge(position, history, computer, level);
    let value = score.as_value();
    let reason = if value > EQUAL_MARGIN_CP {
        DrawOfferReason::Better(score)
    } else if value < -EQUAL_MARGIN_CP {
        DrawOfferReason::Worse(score)
    } else {
        DrawOfferReason::Balanced(score)
    };
    DrawOfferReply {
        accepted: !matches!(reason, DrawOfferReason::Better(_)),
        reason,
    }
}

/// The draw the computer (to move in `position`, playing `computer`) should
/// claim, if any: one it is entitled to (the position stands for the third
/// time, or 50 moves passed without capture or pawn move) and that is no
/// worse for it than playing on (it is not better by more than
/// [`CLAIM_MARGIN_CP`]).
///
/// ```
/// use roque_engine::{should_claim_draw, Level};
/// use roque_rules::{Color, DrawClaim, Position};
/// // Fifty moves without capture or pawn move in an even rook ending: claim.
/// let position = Position::from_fen("4k3/7r/8/8/8/8/R7/4K3 w - - 100 80")?;
/// assert_eq!(
///     should_claim_draw(&position, &[], Color::White, Level::new(8)?),
///     Some(DrawClaim::FiftyMoves)
/// );
/// // Not its turn: nothing to claim.
/// assert_eq!(should_claim_draw(&position, &[], Color::Black, Level::new(8)?), None);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn should_claim_draw(
    position: &Position,
    history: &[u64],
    computer: Color,
    level: Level,
) -> Option<DrawClaim> {
    if position.turn() != computer {
        return None;
    }
    let hash = position.hash();
    let earlier = history.iter().filter(|&&h| h == hash).count();
    let claim = if earlier >= 2 {
        DrawClaim::ThreefoldRepetition
    } else if position.halfmove_clock() >= 100 {
        if position.is_checkmate() {
            return None;
        }
        DrawClaim::FiftyMoves
    } else {
        return None;
    };
    let score = judge(position, history, computer, level);
    (score.as_value() <= CLAIM_MARGIN_CP).then_some(claim)
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Move;

    #[test]
    fn dead_positions_are_accepted() {
        let position = Position::from_fen("8/8/4k3/8/8/3KB3/8/8 w - - 0 1").expect("FEN");
        let reply = accepts_draw(&position, &[], Color::White, Level::STRONGEST);
        assert_eq!(
            reply,
            DrawOfferReply {
                accepted: true,
                reason: DrawOfferReason::DeadPosition
            }
        );
    }

    #[test]
    fn balanced_start_is_accepted() {
        let reply = accepts_draw(
            &Position::new(),
            &[],
            Color::Black,
            Level::new(2).expect("level"),
        );
        assert!(reply.accepted, "{reply:?}");
    }

    #[test]
    fn threefold_is_claimed_when_not_winning() {
        // Knights out and back twice: the start position for the third time.
        let mut position = Position::new();
        let mut history = Vec::new();
        for uci in [
            "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
        ] {
            history.push(position.hash());
            position
                .play(Move::from_uci(uci).expect("UCI"))
                .expect("legal");
        }
        assert_eq!(
            should_claim_draw(
                &position,
                &history,
                Color::White,
                Level::new(3).expect("level")
            ),
            Some(DrawClaim::ThreefoldRepetition)
        );
        // Only twice: nothing to claim.
        assert_eq!(
            should_claim_draw(
                &position,
                &history[..4],
                Color::White,
                Level::new(3).expect("level")
            ),
            None
        );
    }

    #[test]
    fn winning_side_plays_on() {
        // A queen up, the position stands for the third time: no claim.
        let mut position = Position::from_fen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1").expect("FEN");
        let mut history = Vec::new();
        for uci in [
            "e1f2", "e8f8", "f2e1", "f8e8", "e1f2", "e8f8", "f2e1", "f8e8",
        ] {
            history.push(position.hash());
            position
                .play(Move::from_uci(uci).expect("UCI"))
                .expect("legal");
        }
        assert_eq!(
            should_claim_draw(&position, &history, Color::White, Level::STRONGEST),
            None
        );
        // The defending side, to move in the same kind of position, claims.
        assert_eq!(
            should_claim_draw(&position, &history, Color::Black, Level::STRONGEST),
            None,
            "not Black's turn"
        );
    }
}
