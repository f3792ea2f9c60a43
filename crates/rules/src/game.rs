//! A game: a starting position, the moves played from it, and how it ended,
//! per the FIDE Laws of Chess (2023).

use crate::dead::{can_checkmate, dead_position};
use crate::{
    CastlingSide, Color, DrawClaim, DrawReason, IllegalMove, IllegalReason, Move, Outcome,
    Position, Role, Square, WinReason,
};
use core::fmt;

/// Half-moves without a capture or a pawn move after which a player may
/// claim a draw: 50 moves by each side (art. 9.3).
const FIFTY_MOVES: u32 = 100;
/// Half-moves without a capture or a pawn move after which the game is
/// drawn by itself: 75 moves by each side (art. 9.6.2).
const SEVENTY_FIVE_MOVES: u32 = 150;

/// A game of chess: where it started, the moves played, and its outcome.
///
/// The game ends **by itself** on checkmate (art. 5.1.1), stalemate (art.
/// 5.2.1), a dead position (art. 5.2.2, see [`dead_position`]), the fifth
/// occurrence of the same position (art. 9.6.1) and the 75th move by each
/// side without a capture or a pawn move (art. 9.6.2; a checkmate delivered
/// by that very move stands). It ends **when someone says so** on a
/// resignation ([`Game::resign`]), an agreed draw ([`Game::agree_draw`]), a
/// fallen flag ([`Game::flag`]) and a draw claim ([`Game::claim_draw`],
/// [`Game::claim_draw_with`]). Once it has ended, [`Game::play`] refuses
/// every move.
///
/// "The same position" (art. 9.2.2) means the same pieces on the same
/// squares, the same side to move, the same castling rights, and the same
/// en-passant capture, counted only when one is actually legal. The
/// starting position counts as the first occurrence of itself, as is common
/// practice (a very literal reading of art. 1.1, in which nobody "has the
/// move" before White's first move, would not count it).
///
/// Cloning copies one small position per move played, nothing more.
///
/// ```
/// use roque_rules::{Color, Game, Move, Outcome, Square, WinReason};
/// let mut game = Game::new();
/// for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
///     game.play(uci.parse()?)?;
/// }
/// assert_eq!(
///     game.outcome(),
///     Some(Outcome::Decisive { winner: Color::Black, reason: WinReason::Checkmate })
/// );
/// assert!(game.play(Move::new(Square::E2, Square::E4)).is_err());
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
///
/// [`dead_position`]: crate::dead_position
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// `before[i]` is the position in which `moves[i]` was played, so
    /// `before[0]`, when there is a move, is the start. Always as long as
    /// `moves`.
    before: Vec<Position>,
    /// The moves played, in order.
    moves: Vec<Move>,
    /// The position after the last move (the start if none was played).
    current: Position,
    /// What the rules decide by themselves on the current position.
    automatic: Option<Outcome>,
    /// A result someone declared: resignation, agreement, a flag, a claim.
    declared: Option<Outcome>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new()
    }
}

impl Game {
    /// A game from the usual starting position.
    pub fn new() -> Game {
        Game::from_position(Position::new())
    }

    /// A game from any legal position.
    ///
    /// The position's clocks are taken at their word: a position whose
    /// half-move clock is already 150 or more is a finished game (75-move
    /// rule), one at 100 or more may be claimed drawn at once. Repetitions
    /// are only counted among positions of this game, never before its
    /// start. A position that is already checkmate, stalemate or dead is a
    /// finished game too.
    pub fn from_position(start: Position) -> Game {
        let mut game = Game {
            before: Vec::new(),
            moves: Vec::new(),
            current: start,
            automatic: None,
            declared: None,
        };
        game.automatic = game.automatic_outcome();
        game
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        self.before.first().unwrap_or(&self.current)
    }

    /// The position now, after the last move.
    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The moves played from the start, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many half-moves (plies) have been played.
    pub fn ply(&self) -> usize {
        self.moves.len()
    }

    /// The position after `ply` half-moves: `0` is the start, [`Game::ply`]
    /// the current position; `None` beyond.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        match self.before.get(ply) {
            Some(position) => Some(position),
            None if ply == self.moves.len() => Some(&self.current),
            None => None,
        }
    }

    /// Every position of the game, from the start to the current one.
    pub fn positions(&self) -> impl DoubleEndedIterator<Item = &Position> + '_ {
        self.before.iter().chain(core::iter::once(&self.current))
    }

    /// How the game ended, if it has.
    ///
    /// A declared result (resignation, agreement, flag, claim) wins over
    /// what the position shows: it can only coexist with one when a draw
    /// was claimed by announcing a move that itself ends the game (see
    /// [`Game::claim_draw_with`]).
    pub fn outcome(&self) -> Option<Outcome> {
        self.declared.or(self.automatic)
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome().is_some()
    }

    /// Plays `mv`.
    ///
    /// # Errors
    /// [`PlayError::GameOver`] once the game has ended, and
    /// [`PlayError::Illegal`] for a move that is not legal in the current
    /// position. On error the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        if let Some(outcome) = self.outcome() {
            return Err(PlayError::GameOver(outcome));
        }
        let mut after = self.current;
        after.play(mv).map_err(PlayError::Illegal)?;
        self.push(mv, after);
        Ok(())
    }

    /// Takes back the last move and returns it; `None`, with nothing
    /// changed, when no move has been played.
    ///
    /// Whatever ended the game goes with the move: a checkmate or an
    /// automatic draw disappears with the position that made it, and a
    /// declared result (resignation, agreement, flag, claim) was declared in
    /// a position that no longer stands, so it is withdrawn too. To withdraw
    /// only a declared result, keeping the moves, use
    /// [`Game::withdraw_result`].
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        if let Some(previous) = self.before.pop() {
            self.current = previous;
        }
        self.declared = None;
        self.automatic = self.automatic_outcome();
        Some(mv)
    }

    /// Withdraws a declared result (resignation, agreement, flag or claim),
    /// keeping every move: for an arbiter's correction or a misclick. Returns
    /// the withdrawn outcome. A checkmate or an automatic draw cannot be
    /// withdrawn (take the move back with [`Game::undo`]).
    pub fn withdraw_result(&mut self) -> Option<Outcome> {
        self.declared.take()
    }

    /// Whether `from`→`to` (with `promotion`) may be played now and, if
    /// not, why: [`Position::explain`] with what only the game knows. A
    /// finished game refuses every move with [`IllegalReason::GameOver`],
    /// and a castling refused for lost rights names the piece that really
    /// moved, read from the history (a position alone cannot tell whether
    /// the king or both rooks moved).
    ///
    /// ```
    /// use roque_rules::{Game, IllegalReason, Move, Square};
    /// let mut game = Game::new();
    /// for uci in ["g1f3", "g8f6", "h1g1", "h8g8", "g1h1", "g8h8", "e2e4", "e7e5", "f1e2", "f8e7"] {
    ///     game.play(uci.parse::<Move>()?)?;
    /// }
    /// assert!(matches!(
    ///     game.explain(Square::E1, Square::G1, None),
    ///     Err(IllegalReason::RookHasMoved { rook: Square::H1, .. })
    /// ));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// The [`IllegalReason`] when the move cannot be played.
    pub fn explain(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, IllegalReason> {
        if let Some(outcome) = self.outcome() {
            return Err(IllegalReason::GameOver { outcome });
        }
        match self.current.explain(from, to, promotion) {
            Err(IllegalReason::KingHasMoved { side }) => Err(self.lost_castling_reason(side)),
            other => other,
        }
    }

    /// Which piece's move cost the side to move its right to castle on
    /// `side`, as far as the history shows.
    fn lost_castling_reason(&self, side: CastlingSide) -> IllegalReason {
        let us = self.current.turn();
        let king_from = CastlingSide::king_from(us);
        let rook = side.rook_from(us);
        // Our moves are those played in positions where we were to move.
        let ours = || {
            self.moves
                .iter()
                .zip(&self.before)
                .filter(move |(_, before)| before.turn() == us)
                .map(|(mv, _)| mv.from)
        };
        let king_moved = ours().any(|from| from == king_from);
        let rook_moved = ours().any(|from| from == rook);
        if rook_moved && !king_moved {
            IllegalReason::RookHasMoved { side, rook }
        } else {
            IllegalReason::KingHasMoved { side }
        }
    }

    /// How many times the current position has stood in this game, this
    /// time included (art. 9.2.2 for what counts as the same position).
    pub fn repetitions(&self) -> usize {
        self.occurrences(&self.current, self.moves.len())
    }

    /// The draw the player to move may claim now, if any: the current
    /// position has stood for the third time (art. 9.2.1.2) or the last 50
    /// moves by each side were made without a capture or a pawn move (art.
    /// 9.3.2). The game goes on until the claim is made
    /// ([`Game::claim_draw`]). `None` once the game has ended.
    ///
    /// When both hold, the repetition is named.
    pub fn claimable_draw(&self) -> Option<DrawClaim> {
        if self.is_over() {
            return None;
        }
        self.claim_on(&self.current, self.moves.len())
    }

    /// The draw the player to move may claim by announcing `mv` without
    /// playing it (art. 9.2.1.1 and 9.3.1): `mv` is legal and would make
    /// the position stand for the third time, or complete 50 moves by each
    /// side without a capture or a pawn move. `None` if not, if `mv` is not
    /// legal, or once the game has ended.
    ///
    /// This looks only at the position `mv` would produce; whether a claim
    /// is possible without moving is [`Game::claimable_draw`].
    pub fn claimable_with(&self, mv: Move) -> Option<DrawClaim> {
        if self.is_over() {
            return None;
        }
        let mut after = self.current;
        after.play(mv).ok()?;
        self.claim_on(&after, self.moves.len() + 1)
    }

    /// The player to move claims a draw on the current position (art. 9.2.1.2
    /// or 9.3.2); when the claim is correct the game is drawn.
    ///
    /// # Errors
    /// [`ClaimError::GameOver`] once the game has ended;
    /// [`ClaimError::NotClaimable`] when the claim is not correct, and the
    /// game then goes on unchanged (art. 9.5.3; the penalty of two minutes
    /// is the clock's business).
    pub fn claim_draw(&mut self) -> Result<DrawClaim, ClaimError> {
        if let Some(outcome) = self.outcome() {
            return Err(ClaimError::GameOver(outcome));
        }
        let claim = self
            .claim_on(&self.current, self.moves.len())
            .ok_or(ClaimError::NotClaimable)?;
        self.declared = Some(Outcome::Draw(DrawReason::from(claim)));
        Ok(claim)
    }

    /// The player to move claims a draw by announcing `mv` (art. 9.2.1.1 or
    /// 9.3.1); when the claim is correct the move is recorded and the game
    /// is drawn.
    ///
    /// The claim comes before the move: by art. 9.5.2 a correct claim draws
    /// the game at once, so the draw stands even if `mv` would itself have
    /// ended the game (a checkmate on the 50th move, say). The move still
    /// enters the history, as it does on the scoresheet.
    ///
    /// # Errors
    /// [`ClaimError::GameOver`] once the game has ended,
    /// [`ClaimError::Illegal`] when `mv` is not legal, and
    /// [`ClaimError::NotClaimable`] when the claim is not correct. The game
    /// is then unchanged: by art. 9.5.3 the announced move must still be
    /// made, which is the caller's [`Game::play`].
    pub fn claim_draw_with(&mut self, mv: Move) -> Result<DrawClaim, ClaimError> {
        if let Some(outcome) = self.outcome() {
            return Err(ClaimError::GameOver(outcome));
        }
        let mut after = self.current;
        after.play(mv).map_err(ClaimError::Illegal)?;
        let claim = self
            .claim_on(&after, self.moves.len() + 1)
            .ok_or(ClaimError::NotClaimable)?;
        self.push(mv, after);
        self.declared = Some(Outcome::Draw(DrawReason::from(claim)));
        Ok(claim)
    }

    /// `loser` resigns (art. 5.1.2): the opponent wins. Either player may
    /// resign, whoever is to move.
    ///
    /// # Errors
    /// [`GameOver`] once the game has ended; nothing changes.
    pub fn resign(&mut self, loser: Color) -> Result<Outcome, GameOver> {
        self.declare(Outcome::Decisive {
            winner: !loser,
            reason: WinReason::Resignation,
        })
    }

    /// The players agree to a draw (art. 5.2.3).
    ///
    /// # Errors
    /// [`GameOver`] once the game has ended; nothing changes.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameOver> {
        self.declare(Outcome::Draw(DrawReason::Agreement))
    }

    /// `loser`'s flag fell (art. 6.9): the opponent wins, unless the
    /// opponent cannot checkmate by any legal sequence of moves, in which
    /// case the game is drawn ([`DrawReason::TimeoutVsInsufficientMaterial`];
    /// see [`can_checkmate`](crate::can_checkmate) for when that is
    /// certain).
    ///
    /// # Errors
    /// [`GameOver`] once the game has ended; nothing changes.
    pub fn flag(&mut self, loser: Color) -> Result<Outcome, GameOver> {
        let winner = !loser;
        self.declare(if can_checkmate(&self.current, winner) {
            Outcome::Decisive {
                winner,
                reason: WinReason::Timeout,
            }
        } else {
            Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial)
        })
    }

    /// Records `outcome` unless the game has already ended.
    fn declare(&mut self, outcome: Outcome) -> Result<Outcome, GameOver> {
        if let Some(already) = self.outcome() {
            return Err(GameOver { outcome: already });
        }
        self.declared = Some(outcome);
        Ok(outcome)
    }

    /// Appends `mv`, which led to `after`, and sees whether the rules end
    /// the game there.
    fn push(&mut self, mv: Move, after: Position) {
        let before = core::mem::replace(&mut self.current, after);
        self.before.push(before);
        self.moves.push(mv);
        self.automatic = self.automatic_outcome();
    }

    /// The draw claim `position` supports when it stands at `ply`.
    fn claim_on(&self, position: &Position, ply: usize) -> Option<DrawClaim> {
        if self.occurrences(position, ply) >= 3 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if position.halfmove_clock() >= FIFTY_MOVES {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    /// What the rules decide by themselves on the current position, in the
    /// order of the Laws: checkmate first, so a mate on the 75th move
    /// stands (art. 9.6.2).
    fn automatic_outcome(&self) -> Option<Outcome> {
        let position = &self.current;
        if !position.has_legal_move() {
            return Some(if position.is_check() {
                Outcome::Decisive {
                    winner: !position.turn(),
                    reason: WinReason::Checkmate,
                }
            } else {
                Outcome::Draw(DrawReason::Stalemate)
            });
        }
        if let Some(dead) = dead_position(position) {
            return Some(Outcome::Draw(DrawReason::DeadPosition(dead)));
        }
        if self.repetitions() >= 5 {
            return Some(Outcome::Draw(DrawReason::FivefoldRepetition));
        }
        if position.halfmove_clock() >= SEVENTY_FIVE_MOVES {
            return Some(Outcome::Draw(DrawReason::SeventyFiveMoves));
        }
        None
    }

    /// How many times `position`, standing at `ply`, has stood in the game,
    /// that time included. Only the positions of the game before `ply`
    /// count, and only those since the last capture or pawn move (its
    /// half-move clock): nothing earlier can be the same position.
    fn occurrences(&self, position: &Position, ply: usize) -> usize {
        let window = usize::try_from(position.halfmove_clock()).unwrap_or(usize::MAX);
        let first = ply.saturating_sub(window);
        let earlier = self
            .positions()
            .take(ply)
            .skip(first)
            .filter(|earlier| same_position(earlier, position))
            .count();
        earlier + 1
    }
}

/// Whether `a` and `b` are the same position for the repetition rules (art.
/// 9.2.2). The hash rules most pairs out at once; the full comparison
/// guards against the rare collision.
fn same_position(a: &Position, b: &Position) -> bool {
    a.hash() == b.hash() && a.same_position(b)
}

/// Why [`Game::play`] refused a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The game has already ended, with this outcome.
    GameOver(Outcome),
    /// The move is not legal in the current position.
    Illegal(IllegalMove),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(outcome) => game_over(f, *outcome, "no more moves"),
            PlayError::Illegal(illegal) => fmt::Display::fmt(illegal, f),
        }
    }
}

impl std::error::Error for PlayError {}

/// "the game is over (1-0): " and what can no longer be done.
fn game_over(f: &mut fmt::Formatter<'_>, outcome: Outcome, what: &str) -> fmt::Result {
    write!(f, "the game is over ({}): {what}", outcome.result_token())
}

/// Why a draw claim was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimError {
    /// The game has already ended, with this outcome.
    GameOver(Outcome),
    /// The announced move is not legal in the current position.
    Illegal(IllegalMove),
    /// Neither a threefold repetition nor 50 moves without a capture or a
    /// pawn move: the claim is not correct and the game goes on.
    NotClaimable,
}

impl fmt::Display for ClaimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClaimError::GameOver(outcome) => game_over(f, *outcome, "no draw to claim"),
            ClaimError::Illegal(illegal) => fmt::Display::fmt(illegal, f),
            ClaimError::NotClaimable => f.write_str(
                "no draw to claim: the position has not stood three times and 50 moves have not passed without a capture or a pawn move",
            ),
        }
    }
}

impl std::error::Error for ClaimError {}

/// The game has already ended: a result cannot be declared over another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameOver {
    /// How it ended.
    pub outcome: Outcome,
}

impl fmt::Display for GameOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the game is already over ({})",
            self.outcome.result_token()
        )
    }
}

impl std::error::Error for GameOver {}
