//! Legal move generation in bulk: for each piece, the set of squares it may
//! legally go to, as one bitboard.
//!
//! The generator is legal, not pseudo-legal: pins and checks are resolved
//! with masks computed once per position, so counting the moves of a
//! position is a matter of adding up set sizes (what perft and the engine's
//! leaf nodes need).

use crate::{attacks, Bitboard, CastlingSide, Move, Piece, Position, Rank, Role, Square};

/// The legal moves of one piece: where it stands and every square it may go to.
///
/// A pawn reaching the last rank stands for four moves per destination, one
/// per promotion piece; iterating yields them all.
///
/// ```
/// use roque_rules::{Position, Square};
/// let position = Position::new();
/// let mut knight_moves = 0;
/// position.for_each_piece_moves(|moves| {
///     if moves.from == Square::G1 {
///         knight_moves = moves.len();
///     }
///     false
/// });
/// assert_eq!(knight_moves, 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceMoves {
    /// The moving piece's role.
    pub role: Role,
    /// Where it stands.
    pub from: Square,
    /// Every square it may legally reach.
    pub to: Bitboard,
    /// Whether these are pawn moves to the last rank, each one a promotion.
    pub promotion: bool,
}

impl PieceMoves {
    /// How many moves this stands for (a promotion counts four times).
    #[inline]
    pub fn len(&self) -> usize {
        self.to.count() as usize * if self.promotion { 4 } else { 1 }
    }

    /// Whether there is no move.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.to.is_empty()
    }

    /// Whether `mv` is one of these moves, promotion piece included.
    #[inline]
    pub fn contains(&self, mv: Move) -> bool {
        mv.from == self.from
            && self.to.contains(mv.to)
            && match mv.promotion {
                None => !self.promotion,
                Some(role) => self.promotion && Role::PROMOTIONS.contains(&role),
            }
    }
}

impl IntoIterator for PieceMoves {
    type Item = Move;
    type IntoIter = PieceMovesIter;
    fn into_iter(self) -> PieceMovesIter {
        PieceMovesIter {
            moves: self,
            current: None,
            next_promotion: 0,
        }
    }
}

/// The moves of a [`PieceMoves`], one by one.
#[derive(Clone, Debug)]
pub struct PieceMovesIter {
    moves: PieceMoves,
    current: Option<Square>,
    next_promotion: usize,
}

impl Iterator for PieceMovesIter {
    type Item = Move;

    #[inline]
    fn next(&mut self) -> Option<Move> {
        let from = self.moves.from;
        if !self.moves.promotion {
            let to = self.moves.to.first()?;
            self.moves.to = self.moves.to.without(to);
            return Some(Move::new(from, to));
        }
        if self.current.is_none() || self.next_promotion >= Role::PROMOTIONS.len() {
            let to = self.moves.to.first()?;
            self.moves.to = self.moves.to.without(to);
            self.current = Some(to);
            self.next_promotion = 0;
        }
        let to = self.current?;
        let role = Role::PROMOTIONS.get(self.next_promotion).copied()?;
        self.next_promotion += 1;
        Some(Move::with_promotion(from, to, role))
    }
}

impl Position {
    /// Hands `listener` the legal moves of each piece of the side to move,
    /// one piece at a time; `listener` returns `true` to stop early.
    /// Returns whether it was stopped.
    pub fn for_each_piece_moves(&self, listener: impl FnMut(PieceMoves) -> bool) -> bool {
        self.for_each_piece_moves_from(Bitboard::FULL, listener)
    }

    /// As [`for_each_piece_moves`](Self::for_each_piece_moves), for the
    /// pieces on the squares of `from` only.
    pub fn for_each_piece_moves_from(
        &self,
        from: Bitboard,
        mut listener: impl FnMut(PieceMoves) -> bool,
    ) -> bool {
        let board = self.board();
        let us = self.turn();
        let them = !us;
        let ours = board.by_color(us);
        let theirs = board.by_color(them);
        let occupied = ours | theirs;
        let king = self.king_square(us);
        let checkers = self.checkers();

        if from.contains(king) {
            let moves = self.king_moves(king, ours, occupied);
            if moves.any()
                && listener(PieceMoves {
                    role: Role::King,
                    from: king,
                    to: moves,
                    promotion: false,
                })
            {
                return true;
            }
        }
        if checkers.more_than_one() {
            // Double check: only the king may move.
            return false;
        }
        // The squares a move must land on: anywhere not ours, or when in
        // check, the checker or a square that blocks it.
        let target = match checkers.first() {
            Some(checker) => attacks::between(king, checker) | checker,
            None => !ours,
        };
        let pinned = self.pinned();

        let knights = board.by_role(Role::Knight) & ours & from & !pinned;
        for sq in knights {
            let to = attacks::knight(sq) & target;
            if to.any()
                && listener(PieceMoves {
                    role: Role::Knight,
                    from: sq,
                    to,
                    promotion: false,
                })
            {
                return true;
            }
        }
        let sliders =
            (board.by_role(Role::Bishop) | board.by_role(Role::Rook) | board.by_role(Role::Queen))
                & ours
                & from;
        for sq in sliders {
            let role = match board.role_at(sq) {
                Some(role) => role,
                None => continue,
            };
            let mut to = match role {
                Role::Bishop => attacks::bishop(sq, occupied),
                Role::Rook => attacks::rook(sq, occupied),
                _ => attacks::queen(sq, occupied),
            } & target;
            if pinned.contains(sq) {
                to &= attacks::line(king, sq);
            }
            if to.any()
                && listener(PieceMoves {
                    role,
                    from: sq,
                    to,
                    promotion: false,
                })
            {
                return true;
            }
        }

        let pawns = board.by_role(Role::Pawn) & ours & from;
        let ep = self.legal_ep_square();
        let last_rank = Bitboard::rank(Rank::Eighth.relative(us));
        let double_step_rank = Rank::Fourth.relative(us);
        let forward: i8 = us.fold(1, -1);
        for sq in pawns {
            let mut to = attacks::pawn(us, sq) & theirs;
            if let Some(one) = sq.offset(0, forward) {
                if !occupied.contains(one) {
                    to |= one;
                    if let Some(two) = one.offset(0, forward) {
                        if two.rank() == double_step_rank && !occupied.contains(two) {
                            to |= two;
                        }
                    }
                }
            }
            to &= target;
            if let Some(ep) = ep {
                // The en-passant capture may also answer a check by the
                // double-stepped pawn, which `target` does not show.
                if attacks::pawn(us, sq).contains(ep) && self.ep_capture_is_legal(sq, ep) {
                    to |= ep;
                }
            }
            if pinned.contains(sq) {
                to &= attacks::line(king, sq);
            }
            if to.any() {
                let promotion = to.intersects(last_rank);
                if listener(PieceMoves {
                    role: Role::Pawn,
                    from: sq,
                    to,
                    promotion,
                }) {
                    return true;
                }
            }
        }
        false
    }

    /// The king's legal steps and castlings.
    fn king_moves(&self, king: Square, ours: Bitboard, occupied: Bitboard) -> Bitboard {
        let them = !self.turn();
        // The king itself must not block the line of a slider it steps away from.
        let without_king = occupied ^ king;
        let mut to = Bitboard::EMPTY;
        for sq in attacks::king(king) & !ours {
            if self.attackers_with(sq, them, without_king).is_empty() {
                to |= sq;
            }
        }
        if self.is_check() {
            return to;
        }
        let us = self.turn();
        for side in CastlingSide::ALL {
            if !self.castling_rights().has(us, side) || king != CastlingSide::king_from(us) {
                continue;
            }
            let rook = side.rook_from(us);
            if !self
                .board()
                .by_piece(Piece::new(us, Role::Rook))
                .contains(rook)
                || attacks::between(king, rook).intersects(occupied)
            {
                continue;
            }
            let king_to = side.king_to(us);
            let crossed = attacks::between(king, king_to) | king_to;
            if crossed
                .into_iter()
                .all(|sq| self.attackers_with(sq, them, occupied).is_empty())
            {
                to |= king_to;
            }
        }
        to
    }
}
