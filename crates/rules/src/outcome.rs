//! How a game ends, and by which rule of the FIDE Laws of Chess.

use crate::Color;

/// The end of a game: a win for one side, or a draw, with the rule that ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Decisive {
        /// The side that won.
        winner: Color,
        /// How.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if the game was not drawn.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The rule that ended the game as a stable code, the one set every
    /// public interface of Roque uses (the npm package's `outcome()`, the
    /// embedded board's `roque:gameover` event): `checkmate`,
    /// `resignation`, `timeout`, `stalemate`, `deadPosition`,
    /// `fivefoldRepetition`, `seventyFiveMoves`, `threefoldRepetition`,
    /// `fiftyMoves`, `agreement`, `timeoutVsInsufficientMaterial`.
    ///
    /// ```
    /// use roque_rules::{DrawReason, Outcome};
    /// assert_eq!(Outcome::Draw(DrawReason::Stalemate).code(), "stalemate");
    /// ```
    pub const fn code(self) -> &'static str {
        // Indices into CODES, so that each code is written once.
        Self::CODES[match self {
            Outcome::Decisive { reason, .. } => match reason {
                WinReason::Checkmate => 0,
                WinReason::Resignation => 1,
                WinReason::Timeout => 2,
            },
            Outcome::Draw(reason) => match reason {
                DrawReason::Stalemate => 3,
                DrawReason::DeadPosition(_) => 4,
                DrawReason::FivefoldRepetition => 5,
                DrawReason::SeventyFiveMoves => 6,
                DrawReason::ThreefoldRepetition => 7,
                DrawReason::FiftyMoves => 8,
                DrawReason::Agreement => 9,
                DrawReason::TimeoutVsInsufficientMaterial => 10,
            },
        }]
    }

    /// Every code [`Outcome::code`] gives, once each: the set a reader of
    /// these codes accepts (the online rooms' protocol, `roque-protocol`).
    ///
    /// ```
    /// use roque_rules::{DrawReason, Outcome};
    /// assert!(Outcome::CODES.contains(&Outcome::Draw(DrawReason::FiftyMoves).code()));
    /// ```
    pub const CODES: [&'static str; 11] = [
        "checkmate",
        "resignation",
        "timeout",
        "stalemate",
        "deadPosition",
        "fivefoldRepetition",
        "seventyFiveMoves",
        "threefoldRepetition",
        "fiftyMoves",
        "agreement",
        "timeoutVsInsufficientMaterial",
    ];

    /// The article of the FIDE Laws of Chess (2023) that ended the game:
    /// `5.1.1` for checkmate.
    pub const fn article(self) -> &'static str {
        match self {
            Outcome::Decisive { reason, .. } => match reason {
                WinReason::Checkmate => "5.1.1",
                WinReason::Resignation => "5.1.2",
                WinReason::Timeout => "6.9",
            },
            Outcome::Draw(reason) => match reason {
                DrawReason::Stalemate => "5.2.1",
                DrawReason::DeadPosition(_) => "5.2.2",
                DrawReason::FivefoldRepetition => "9.6.1",
                DrawReason::SeventyFiveMoves => "9.6.2",
                DrawReason::ThreefoldRepetition => "9.2",
                DrawReason::FiftyMoves => "9.3",
                DrawReason::Agreement => "5.2.3",
                DrawReason::TimeoutVsInsufficientMaterial => "6.9",
            },
        }
    }

    /// The PGN result token: `1-0`, `0-1` or `1/2-1/2`.
    pub const fn result_token(self) -> &'static str {
        match self {
            Outcome::Decisive {
                winner: Color::White,
                ..
            } => "1-0",
            Outcome::Decisive {
                winner: Color::Black,
                ..
            } => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }
}

/// How a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser's king is in check and no legal move removes it (art. 5.1.1).
    Checkmate,
    /// The loser resigned (art. 5.1.2).
    Resignation,
    /// The loser's flag fell while the winner could still mate by some
    /// legal sequence of moves (art. 6.9).
    Timeout,
}

/// How a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The side to move has no legal move and is not in check (art. 5.2.1).
    Stalemate,
    /// Neither side can checkmate by any legal sequence of moves (art. 5.2.2).
    DeadPosition(DeadPosition),
    /// The same position stood for the fifth time (art. 9.6.1): automatic.
    FivefoldRepetition,
    /// 75 moves by each side with no capture and no pawn move (art. 9.6.2): automatic.
    SeventyFiveMoves,
    /// A player claimed a threefold repetition (art. 9.2).
    ThreefoldRepetition,
    /// A player claimed 50 moves by each side with no capture and no pawn move (art. 9.3).
    FiftyMoves,
    /// The players agreed to a draw (art. 5.2.3).
    Agreement,
    /// A flag fell, but the opponent could not checkmate by any legal
    /// sequence of moves (art. 6.9).
    TimeoutVsInsufficientMaterial,
}

/// Why no checkmate is possible any more (art. 5.2.2): the material left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeadPosition {
    /// Only the two kings are left.
    KingVsKing,
    /// A king and one bishop against a lone king.
    KingBishopVsKing,
    /// A king and one knight against a lone king.
    KingKnightVsKing,
    /// Besides the kings, only bishops, all on squares of the same colour.
    SameColoredBishops,
}

/// A draw the player to move may claim (the game goes on until they do).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawClaim {
    /// The same position has stood three times (art. 9.2).
    ThreefoldRepetition,
    /// 50 moves by each side with no capture and no pawn move (art. 9.3).
    FiftyMoves,
}

impl From<DrawClaim> for DrawReason {
    fn from(claim: DrawClaim) -> DrawReason {
        match claim {
            DrawClaim::ThreefoldRepetition => DrawReason::ThreefoldRepetition,
            DrawClaim::FiftyMoves => DrawReason::FiftyMoves,
        }
    }
}
