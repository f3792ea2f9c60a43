//! How the game stands: chess.js's predicates with chess.js's definitions,
//! and, beside them, the FIDE rules chess.js simplifies (fivefold
//! repetition, the 75-move rule, draw claims, the outcome and its article).

use crate::board_query::king_attacked;
use crate::session::{Now, Session};
use roque_rules::{dead_position, Color, DrawReason, Outcome, Position, WinReason};

/// Half-moves without capture or pawn move for chess.js's fifty-move draw
/// (and FIDE's claim, art. 9.3).
const FIFTY_MOVES: u32 = 100;
/// Half-moves after which FIDE draws the game by itself (art. 9.6.2).
const SEVENTY_FIVE_MOVES: u32 = 150;

/// Whether the side to move is in check (on an unplayable board too, as
/// long as it has a king).
pub fn is_check(session: &Session) -> bool {
    match session.now() {
        Now::Playable(position) => position.is_check(),
        Now::Unplayable(setup) => king_attacked(&setup.board, setup.turn),
    }
}

/// Checkmate (art. 5.1.1).
pub fn is_checkmate(session: &Session) -> bool {
    session.position().is_some_and(Position::is_checkmate)
}

/// Stalemate (art. 5.2.1).
pub fn is_stalemate(session: &Session) -> bool {
    session.position().is_some_and(Position::is_stalemate)
}

/// chess.js's insufficient material: king against king, king and one minor
/// piece against king, or bishops only, all on squares of one colour. These
/// are exactly the dead positions the rules crate recognises.
pub fn is_insufficient_material(session: &Session) -> bool {
    session.position().and_then(dead_position).is_some()
}

/// The position now has stood at least three times (chess.js's test; FIDE's
/// sense of "the same position").
pub fn is_threefold_repetition(session: &Session) -> bool {
    session.repetitions() >= 3
}

/// chess.js's fifty-move draw: 100 half-moves or more without capture or
/// pawn move, checkmate or not.
pub fn is_draw_by_fifty_moves(session: &Session) -> bool {
    session.setup().halfmove_clock >= FIFTY_MOVES
}

/// chess.js's `isDraw`: fifty moves, stalemate, insufficient material or
/// threefold repetition.
pub fn is_draw(session: &Session) -> bool {
    is_draw_by_fifty_moves(session)
        || is_stalemate(session)
        || is_insufficient_material(session)
        || is_threefold_repetition(session)
}

/// chess.js's `isGameOver`: checkmate or one of its draws.
pub fn is_game_over(session: &Session) -> bool {
    is_checkmate(session) || is_draw(session)
}

/// The position now has stood five times: drawn by itself (art. 9.6.1).
pub fn is_draw_by_fivefold_repetition(session: &Session) -> bool {
    session.repetitions() >= 5
}

/// 75 moves by each side without capture or pawn move, the last one not
/// giving checkmate: drawn by itself (art. 9.6.2).
pub fn is_draw_by_seventy_five_moves(session: &Session) -> bool {
    session.setup().halfmove_clock >= SEVENTY_FIVE_MOVES && !is_checkmate(session)
}

/// What the rules decide by themselves about the position now, in order of
/// precedence: checkmate, stalemate, a dead position, the fifth repetition,
/// the 75-move rule. `None` while the game goes on (or the board is
/// unplayable).
pub fn outcome(session: &Session) -> Option<Outcome> {
    let position = session.position()?;
    if position.is_checkmate() {
        return Some(Outcome::Decisive {
            winner: !position.turn(),
            reason: WinReason::Checkmate,
        });
    }
    let reason = if position.is_stalemate() {
        DrawReason::Stalemate
    } else if let Some(dead) = dead_position(position) {
        DrawReason::DeadPosition(dead)
    } else if is_draw_by_fivefold_repetition(session) {
        DrawReason::FivefoldRepetition
    } else if is_draw_by_seventy_five_moves(session) {
        DrawReason::SeventyFiveMoves
    } else {
        return None;
    };
    Some(Outcome::Draw(reason))
}

/// Whether the player to move may claim a draw (art. 9.2 and 9.3): the
/// position now has stood three times, or 50 moves by each side have passed
/// without capture or pawn move, or some legal move would make either true
/// (the claim is then made by announcing that move). Never once the game
/// has ended by itself.
pub fn can_claim_draw(session: &Session) -> bool {
    let Some(position) = session.position() else {
        return false;
    };
    if outcome(session).is_some() {
        return false;
    }
    let claimable =
        |p: &Position, occurrences: usize| occurrences >= 3 || p.halfmove_clock() >= FIFTY_MOVES;
    claimable(position, session.repetitions())
        || position.legal_moves().into_iter().any(|mv| {
            let mut after = *position;
            after.play_unchecked(mv);
            claimable(&after, session.occurrences(&after) + 1)
        })
}

/// The outcome for JavaScript: the winner (`w`, `b`, or empty for a draw),
/// a reason code, and the FIDE article, separated by commas.
pub fn outcome_record(outcome: Outcome) -> String {
    let winner = outcome.winner().map_or("", color_char);
    format!("{winner},{},{}", outcome.code(), outcome.article())
}

/// `w` or `b`.
pub fn color_char(color: Color) -> &'static str {
    match color {
        Color::White => "w",
        Color::Black => "b",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Move;

    fn session(fen: &str) -> Session {
        Session::from_position(Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}")))
    }

    fn play(session: &mut Session, moves: &[&str]) {
        for text in moves {
            let mv = Move::from_uci(text).unwrap_or_else(|_| panic!("{text}"));
            session.play(mv).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        }
    }

    #[test]
    fn checkmate_is_a_win_for_the_side_that_moved() {
        let mut s = Session::new();
        play(&mut s, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert!(is_checkmate(&s) && is_game_over(&s) && !is_draw(&s));
        assert_eq!(
            outcome(&s).map(outcome_record).as_deref(),
            Some("b,checkmate,5.1.1")
        );
    }

    #[test]
    fn repetitions_three_then_five() {
        let mut s = Session::new();
        let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
        play(&mut s, &shuffle[..3]);
        assert!(!can_claim_draw(&s));
        play(&mut s, &shuffle[3..]);
        play(&mut s, &shuffle[..3]);
        // f6g8 would make the start stand a third time: claimable now.
        assert!(can_claim_draw(&s) && !is_threefold_repetition(&s));
        play(&mut s, &shuffle[3..]);
        assert!(is_threefold_repetition(&s) && is_draw(&s) && outcome(&s).is_none());
        play(&mut s, &shuffle);
        play(&mut s, &shuffle);
        assert!(is_draw_by_fivefold_repetition(&s));
        assert_eq!(
            outcome(&s).map(outcome_record).as_deref(),
            Some(",fivefoldRepetition,9.6.1")
        );
        assert!(!can_claim_draw(&s));
    }

    #[test]
    fn move_clocks_fifty_and_seventy_five() {
        let s = session("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
        assert!(!is_draw_by_fifty_moves(&s) && can_claim_draw(&s));
        let s = session("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
        assert!(is_draw_by_fifty_moves(&s) && is_draw(&s) && !is_draw_by_seventy_five_moves(&s));
        let s = session("4k3/8/8/8/8/8/8/R3K3 w - - 150 80");
        assert!(is_draw_by_seventy_five_moves(&s));
        assert_eq!(
            outcome(&s).map(outcome_record).as_deref(),
            Some(",seventyFiveMoves,9.6.2")
        );
        // A checkmate on the 75th move stands.
        let s = session("R3k3/8/4K3/8/8/8/8/8 b - - 150 80");
        assert!(is_checkmate(&s) && !is_draw_by_seventy_five_moves(&s));
    }

    #[test]
    fn dead_positions_are_insufficient_material() {
        let s = session("8/8/4k3/8/8/2N5/8/4K3 w - - 0 1");
        assert!(is_insufficient_material(&s) && is_draw(&s));
        assert_eq!(
            outcome(&s).map(outcome_record).as_deref(),
            Some(",deadPosition,5.2.2")
        );
        assert!(!is_insufficient_material(&Session::new()));
        assert!(!is_insufficient_material(&Session::empty()));
    }
}
