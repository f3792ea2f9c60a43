//! A game rebuilt from what was stored or sent: its start, its moves and the
//! result someone declared. Every move goes through the rules again and the
//! result is declared again through them, so a stored or shared game can
//! never hold an illegal move or a result the game does not support.
//!
//! The saved state ([`crate::persist::saved`]) and the share link ([`crate::persist::share`])
//! both rebuild their games here.

use core::fmt;

use roque_rules::{Color, DrawReason, Game, Move, Outcome, Position, WinReason};

/// A result that only a player (or a clock) can bring about, never the
/// position by itself: the part of a game's outcome that must be stored,
/// since replaying the moves cannot find it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Declared {
    /// This side resigned.
    Resignation(Color),
    /// This side's flag fell; the opponent wins, or the game is drawn when
    /// the opponent could not mate.
    Flag(Color),
    /// The players agreed to a draw.
    Agreement,
    /// A threefold repetition was claimed.
    Threefold,
    /// 50 moves without a capture or a pawn move were claimed.
    FiftyMoves,
}

impl Declared {
    /// Every declared result, in the order of [`Declared::code`]'s numbers.
    pub const ALL: [Declared; 7] = [
        Declared::Resignation(Color::White),
        Declared::Resignation(Color::Black),
        Declared::Flag(Color::White),
        Declared::Flag(Color::Black),
        Declared::Agreement,
        Declared::Threefold,
        Declared::FiftyMoves,
    ];

    /// The declared part of `game`'s outcome, if its outcome is one that
    /// only a player or a clock brings about. `None` for an unfinished game
    /// and for checkmate, stalemate and the automatic draws.
    pub fn of(game: &Game) -> Option<Declared> {
        let outcome = game.outcome()?;
        let loser = |winner: Color| !winner;
        match outcome {
            Outcome::Decisive {
                winner,
                reason: WinReason::Resignation,
            } => Some(Declared::Resignation(loser(winner))),
            Outcome::Decisive {
                winner,
                reason: WinReason::Timeout,
            } => Some(Declared::Flag(loser(winner))),
            Outcome::Draw(DrawReason::Agreement) => Some(Declared::Agreement),
            Outcome::Draw(DrawReason::ThreefoldRepetition) => Some(Declared::Threefold),
            Outcome::Draw(DrawReason::FiftyMoves) => Some(Declared::FiftyMoves),
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial) => {
                // Which flag fell: the side that could not be mated by the
                // other is the one that timed out.
                let mut probe = game.clone();
                // Withdraw the real result first: flag() refuses a finished game.
                probe.withdraw_result();
                let white_flag = probe.flag(Color::White).ok();
                Some(Declared::Flag(if white_flag == Some(outcome) {
                    Color::White
                } else {
                    Color::Black
                }))
            }
            Outcome::Decisive {
                reason: WinReason::Checkmate,
                ..
            }
            | Outcome::Draw(_) => None,
        }
    }

    /// A short stable name, for the saved text: `white-resigns`,
    /// `black-flag`, `agreement`, `threefold`, `fifty-moves`.
    pub const fn name(self) -> &'static str {
        match self {
            Declared::Resignation(Color::White) => "white-resigns",
            Declared::Resignation(Color::Black) => "black-resigns",
            Declared::Flag(Color::White) => "white-flag",
            Declared::Flag(Color::Black) => "black-flag",
            Declared::Agreement => "agreement",
            Declared::Threefold => "threefold",
            Declared::FiftyMoves => "fifty-moves",
        }
    }

    /// Reads [`Declared::name`] back.
    pub fn from_name(name: &str) -> Option<Declared> {
        Declared::ALL.into_iter().find(|d| d.name() == name)
    }

    /// A number from 1 to 7, for the share link (0 there means "none").
    pub fn code(self) -> u8 {
        let index = Declared::ALL
            .iter()
            .position(|&d| d == self)
            .unwrap_or_default();
        // ALL has seven entries: the index always fits.
        u8::try_from(index).unwrap_or_default() + 1
    }

    /// Reads [`Declared::code`] back.
    pub fn from_code(code: u8) -> Option<Declared> {
        Declared::ALL
            .get(usize::from(code).checked_sub(1)?)
            .copied()
    }
}

/// Why a stored or shared game could not be rebuilt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The move at this ply (counted from 0) is not legal there, or the
    /// game was already over.
    IllegalMove {
        /// The half-move's index in the game.
        ply: usize,
        /// The move, in UCI.
        uci: String,
    },
    /// The declared result does not fit the game (a claim where there is
    /// nothing to claim, a resignation after a checkmate, …).
    ResultDoesNotFit(Declared),
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::IllegalMove { ply, uci } => {
                write!(f, "move {} ({uci}) cannot be played", ply + 1)
            }
            ReplayError::ResultDoesNotFit(declared) => {
                write!(f, "the result {} does not fit the game", declared.name())
            }
        }
    }
}

impl std::error::Error for ReplayError {}

/// Rebuilds the game that started at `start`, went through `moves`, and
/// ended (if it did) with `declared`.
///
/// The result is exactly the game that was stored: a draw claimed by
/// announcing a move that would have mated comes back as that claim.
///
/// # Errors
/// A [`ReplayError`] naming the first move that cannot be played, or the
/// result that cannot be declared.
pub fn replay(
    start: Position,
    moves: impl IntoIterator<Item = Move>,
    declared: Option<Declared>,
) -> Result<Game, ReplayError> {
    let mut game = Game::from_position(start);
    for (ply, mv) in moves.into_iter().enumerate() {
        game.play(mv).map_err(|_| ReplayError::IllegalMove {
            ply,
            uci: mv.to_uci(),
        })?;
    }
    if let Some(declared) = declared {
        declare(&mut game, declared).ok_or(ReplayError::ResultDoesNotFit(declared))?;
    }
    Ok(game)
}

/// Declares `declared` on `game` through the rules; `None` when they refuse.
fn declare(game: &mut Game, declared: Declared) -> Option<()> {
    match declared {
        Declared::Resignation(loser) => game.resign(loser).ok().map(drop),
        Declared::Flag(loser) => game.flag(loser).ok().map(drop),
        Declared::Agreement => game.agree_draw().ok().map(drop),
        Declared::Threefold | Declared::FiftyMoves => {
            let wanted = if declared == Declared::Threefold {
                DrawReason::ThreefoldRepetition
            } else {
                DrawReason::FiftyMoves
            };
            // Claimed on the position, or by announcing the last move (which
            // may itself have ended the game: the claim came first).
            let mut on_position = game.clone();
            if on_position.claim_draw().is_ok() {
                *game = on_position;
            } else {
                let last = game.undo()?;
                game.claim_draw_with(last).ok()?;
            }
            (game.outcome() == Some(Outcome::Draw(wanted))).then_some(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Square;

    fn uci(text: &str) -> Move {
        Move::from_uci(text).unwrap_or(Move::new(Square::A1, Square::A1))
    }

    fn game_of(fen: &str, moves: &[&str]) -> Game {
        let start = Position::from_fen(fen).unwrap_or_default();
        let replayed = replay(start, moves.iter().map(|m| uci(m)), None);
        assert!(replayed.is_ok(), "{moves:?}");
        replayed.unwrap_or_default()
    }

    fn comes_back(game: &Game) {
        let back = replay(
            *game.start(),
            game.moves().iter().copied(),
            Declared::of(game),
        );
        assert_eq!(back.as_ref(), Ok(game));
    }

    #[test]
    fn every_declared_result_comes_back_exactly() {
        let start = Position::new().fen();
        let mut resigned = game_of(&start, &["e2e4", "e7e5"]);
        assert!(resigned.resign(Color::White).is_ok());
        assert_eq!(
            Declared::of(&resigned),
            Some(Declared::Resignation(Color::White))
        );
        comes_back(&resigned);

        let mut agreed = game_of(&start, &["d2d4"]);
        assert!(agreed.agree_draw().is_ok());
        comes_back(&agreed);

        let mut flagged = game_of("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1", &["a1a2"]);
        assert!(flagged.flag(Color::White).is_ok());
        comes_back(&flagged);

        let mut repeated = game_of(
            &start,
            &[
                "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
            ],
        );
        assert!(repeated.claim_draw().is_ok());
        assert_eq!(Declared::of(&repeated), Some(Declared::Threefold));
        comes_back(&repeated);

        // A 50-move claim announced with a move that would have mated.
        let mut claimed = game_of("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 60", &[]);
        assert!(claimed
            .claim_draw_with(Move::new(Square::A1, Square::A8))
            .is_ok());
        assert_eq!(Declared::of(&claimed), Some(Declared::FiftyMoves));
        comes_back(&claimed);

        // A checkmate needs nothing declared.
        let mate = game_of(&start, &["f2f3", "e7e5", "g2g4", "d8h4"]);
        assert_eq!(Declared::of(&mate), None);
        comes_back(&mate);
    }

    #[test]
    fn a_draw_on_time_against_a_lone_king_names_the_right_flag() {
        // White has only the king: if White's flag falls Black (queen) wins;
        // if Black's falls, White cannot mate: a draw.
        let mut game = game_of("4k3/8/8/8/8/8/q7/4K3 w - - 0 1", &["e1d1"]);
        assert!(game.flag(Color::Black).is_ok());
        assert_eq!(
            game.outcome(),
            Some(Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial))
        );
        assert_eq!(Declared::of(&game), Some(Declared::Flag(Color::Black)));
        comes_back(&game);
    }

    #[test]
    fn what_does_not_fit_is_refused() {
        let start = Position::new();
        assert_eq!(
            replay(start, [uci("e2e5")], None),
            Err(ReplayError::IllegalMove {
                ply: 0,
                uci: "e2e5".to_string()
            })
        );
        for declared in [Declared::Threefold, Declared::FiftyMoves] {
            assert_eq!(
                replay(start, [], Some(declared)),
                Err(ReplayError::ResultDoesNotFit(declared))
            );
        }
        // A resignation after a checkmate.
        let mate = ["f2f3", "e7e5", "g2g4", "d8h4"].map(uci);
        assert_eq!(
            replay(start, mate, Some(Declared::Resignation(Color::Black))),
            Err(ReplayError::ResultDoesNotFit(Declared::Resignation(
                Color::Black
            )))
        );
        // Moves after the end.
        let after = ["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"].map(uci);
        assert!(matches!(
            replay(start, after, None),
            Err(ReplayError::IllegalMove { ply: 4, .. })
        ));
    }

    #[test]
    fn names_and_codes_read_back() {
        for declared in Declared::ALL {
            assert_eq!(Declared::from_name(declared.name()), Some(declared));
            assert_eq!(Declared::from_code(declared.code()), Some(declared));
        }
        assert_eq!(Declared::from_code(0), None);
        assert_eq!(Declared::from_code(8), None);
        assert_eq!(Declared::from_name("checkmate"), None);
    }
}
