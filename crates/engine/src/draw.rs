//! Draws by agreement and by claim, judged as a person would: the computer
//! accepts a draw offer when it thinks its own position is no better than
//! its opponent's, and claims a draw it is entitled to when playing on
//! promises it no more than a draw.

use crate::level::Level;
use crate::score::Score;
use crate::search::{Control, Engine};
use crate::time::Limits;
use roque_rules::{dead_position, Color, DeadPosition, DrawClaim, Game};

/// Within this many centipawns of zero, a position counts as equal (draw offers).
pub const EQUAL_MARGIN_CP: i32 = 15;
/// A claimable draw is claimed unless the computer is better by more than
/// this: a small edge is not worth the risk of playing on.
pub const CLAIM_MARGIN_CP: i32 = 50;

/// Why the computer accepts or declines a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawOfferReason {
    /// Nobody can checkmate any more: the game is drawn anyway.
    DeadPosition(DeadPosition),
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

/// The nodes a judgement searches: a short search, longer for stronger levels.
fn judgement_nodes(level: Level) -> u64 {
    20_000 * u64::from(level.number()) + 20_000
}

/// The score of the game's position from `computer`'s point of view,
/// after a short search.
fn judge(game: &Game, computer: Color, level: Level) -> Score {
    let limits = Limits::nodes(judgement_nodes(level));
    // Judging is done at full strength: the level only sets how long.
    let result =
        Engine::new(1).search_game(game, limits, Level::STRONGEST, 0, &Control::limits_only());
    if game.position().turn() == computer {
        result.score
    } else {
        result.score.flipped()
    }
}

/// Whether the computer, playing `computer` at `level`, accepts a draw
/// offered in the current position of `game`. It accepts when it judges its
/// position worse than or about equal to its opponent's (within
/// [`EQUAL_MARGIN_CP`]), and always in a dead position.
///
/// ```
/// use roque_engine::{accepts_draw, DrawOfferReason, Level};
/// use roque_rules::{Color, Game, Position};
/// // Black, a queen down, is glad to accept; White, a queen up, declines.
/// let game = Game::from_position(Position::from_fen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1")?);
/// assert!(accepts_draw(&game, Color::Black, Level::new(4)?).accepted);
/// let reply = accepts_draw(&game, Color::White, Level::new(4)?);
/// assert!(!reply.accepted);
/// assert!(matches!(reply.reason, DrawOfferReason::Better(_)));
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn accepts_draw(game: &Game, computer: Color, level: Level) -> DrawOfferReply {
    if let Some(dead) = dead_position(game.position()) {
        return DrawOfferReply {
            accepted: true,
            reason: DrawOfferReason::DeadPosition(dead),
        };
    }
    let score = judge(game, computer, level);
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

/// The draw the computer, playing `computer` and to move in `game`, should
/// claim, if any: one it is entitled to now ([`Game::claimable_draw`]: the
/// position stands for the third time, or fifty moves passed without a
/// capture or a pawn move) and that is no worse for it than playing on (it
/// is not better by more than [`CLAIM_MARGIN_CP`]).
///
/// ```
/// use roque_engine::{should_claim_draw, Level};
/// use roque_rules::{Color, DrawClaim, Game, Position};
/// // Fifty moves without capture or pawn move in an even rook ending: claim.
/// let game = Game::from_position(Position::from_fen("4k3/7r/8/8/8/8/R7/4K3 w - - 100 80")?);
/// assert_eq!(should_claim_draw(&game, Color::White, Level::new(8)?), Some(DrawClaim::FiftyMoves));
/// // Not its turn: nothing to claim.
/// assert_eq!(should_claim_draw(&game, Color::Black, Level::new(8)?), None);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn should_claim_draw(game: &Game, computer: Color, level: Level) -> Option<DrawClaim> {
    if game.position().turn() != computer {
        return None;
    }
    let claim = game.claimable_draw()?;
    let score = judge(game, computer, level);
    (score.as_value() <= CLAIM_MARGIN_CP).then_some(claim)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::history;
    use roque_rules::{Move, Position};

    fn game_after(fen: &str, moves: &[&str]) -> Game {
        let mut game = Game::from_position(Position::from_fen(fen).expect("FEN"));
        for uci in moves {
            game.play(Move::from_uci(uci).expect("UCI")).expect("legal");
        }
        game
    }

    #[test]
    fn dead_positions_are_accepted() {
        let game = game_after("8/8/4k3/8/8/3KB3/8/8 w - - 0 1", &[]);
        let reply = accepts_draw(&game, Color::White, Level::STRONGEST);
        assert_eq!(
            reply,
            DrawOfferReply {
                accepted: true,
                reason: DrawOfferReason::DeadPosition(DeadPosition::KingBishopVsKing)
            }
        );
    }

    #[test]
    fn balanced_start_is_accepted_by_black() {
        let reply = accepts_draw(&Game::new(), Color::Black, Level::new(2).expect("level"));
        assert!(reply.accepted, "{reply:?}");
    }

    const SHUFFLE: [&str; 8] = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
    ];

    #[test]
    fn threefold_is_claimed_when_not_winning() {
        // Knights out and back twice: the start position for the third time.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let game = game_after(start, &SHUFFLE);
        assert_eq!(
            should_claim_draw(&game, Color::White, Level::new(3).expect("level")),
            Some(DrawClaim::ThreefoldRepetition)
        );
        // Only twice: nothing to claim.
        let game = game_after(start, &SHUFFLE[..4]);
        assert_eq!(
            should_claim_draw(&game, Color::White, Level::new(3).expect("level")),
            None
        );
    }

    #[test]
    fn winning_side_plays_on() {
        // A queen up, the position stands for the third time: no claim.
        let game = game_after(
            "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
            &[
                "e1f2", "e8f8", "f2e1", "f8e8", "e1f2", "e8f8", "f2e1", "f8e8",
            ],
        );
        assert!(game.claimable_draw().is_some());
        assert_eq!(
            should_claim_draw(&game, Color::White, Level::STRONGEST),
            None
        );
    }

    #[test]
    fn history_leaves_out_the_current_position() {
        let game = game_after("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", &["e1f2", "e8f8"]);
        let hashes = history(&game);
        assert_eq!(hashes.len(), 2);
        assert!(!hashes.contains(&game.position().hash()));
    }
}
