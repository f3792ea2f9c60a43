//! Legal move generation in bulk: for each piece, the set of squares it may
//! legally go to, as one bitboard.
//!
//! The generator is legal, not pseudo-legal: pins and checks are resolved
//! with masks computed once per position, so counting the moves of a
//! position is a matter of adding up set sizes (what perft and the engine's
//! leaf nodes need).

use crate::attacks::SliderTables;
use crate::{
    attacks, Bitboard, CastlingSide, Color, File, Move, Piece, Position, Rank, Role, Square,
};

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

/// What every piece's generation needs, computed once per position.
struct Context {
    us: Color,
    king: Square,
    ours: Bitboard,
    theirs: Bitboard,
    occupied: Bitboard,
    /// Where a move must land: anywhere not ours, or when in check, on the
    /// checker or a square that blocks it.
    target: Bitboard,
    pinned: Bitboard,
    /// The enemy pieces by how they attack, for the king's safety tests.
    their_knights: Bitboard,
    their_pawns: Bitboard,
    their_king: Bitboard,
    their_rooks_queens: Bitboard,
    their_bishops_queens: Bitboard,
    sliders: &'static SliderTables,
}

impl Context {
    /// A set of squares moved one rank forward for the side to move.
    #[inline]
    fn forward(&self, squares: Bitboard) -> Bitboard {
        match self.us {
            Color::White => Bitboard(squares.0 << 8),
            Color::Black => Bitboard(squares.0 >> 8),
        }
    }

    /// The rank a pawn's first step lands on (third for White, sixth for Black).
    #[inline]
    fn third_rank(&self) -> Bitboard {
        Bitboard::rank(Rank::Third.relative(self.us))
    }

    /// Where the pawn on `sq` may go, before en passant.
    #[inline]
    fn pawn_dests(&self, sq: Square) -> Bitboard {
        let empty = !self.occupied;
        let one = self.forward(Bitboard::from_square(sq)) & empty;
        let two = self.forward(one & self.third_rank()) & empty;
        let mut to = (one | two | (attacks::pawn(self.us, sq) & self.theirs)) & self.target;
        if self.pinned.contains(sq) {
            to &= attacks::line(self.king, sq);
        }
        to
    }

    /// Whether the enemy attacks `sq` when `occupied` squares block its sliders.
    /// Cheap tests first: most squares are refused by a leaper or not at all.
    #[inline]
    fn attacked(&self, sq: Square, occupied: Bitboard) -> bool {
        (attacks::knight(sq) & self.their_knights).any()
            || (attacks::pawn(self.us, sq) & self.their_pawns).any()
            || (attacks::king(sq) & self.their_king).any()
            || (self.sliders.rook(sq, occupied) & self.their_rooks_queens).any()
            || (self.sliders.bishop(sq, occupied) & self.their_bishops_queens).any()
    }

    /// Where the slider of `role` on `sq` may go.
    #[inline]
    fn slider_dests(&self, role: Role, sq: Square) -> Bitboard {
        let mut to = match role {
            Role::Bishop => self.sliders.bishop(sq, self.occupied),
            Role::Rook => self.sliders.rook(sq, self.occupied),
            _ => self.sliders.rook(sq, self.occupied) | self.sliders.bishop(sq, self.occupied),
        } & self.target;
        if self.pinned.contains(sq) {
            to &= attacks::line(self.king, sq);
        }
        to
    }
}

impl Position {
    fn context(&self) -> Context {
        let us = self.turn();
        let ours = self.board().by_color(us);
        let theirs = self.board().by_color(!us);
        let king = self.king_square(us);
        let target = match self.checkers().first() {
            Some(checker) => attacks::between(king, checker) | checker,
            None => !ours,
        };
        let board = self.board();
        Context {
            us,
            king,
            ours,
            theirs,
            occupied: ours | theirs,
            target,
            pinned: self.pinned(),
            their_knights: board.by_role(Role::Knight) & theirs,
            their_pawns: board.by_role(Role::Pawn) & theirs,
            their_king: board.by_role(Role::King) & theirs,
            their_rooks_queens: board.rooks_and_queens(!us),
            their_bishops_queens: board.bishops_and_queens(!us),
            sliders: attacks::sliders(),
        }
    }

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
        let ctx = self.context();
        let board = self.board();
        if from.contains(ctx.king) {
            let to = self.king_moves(&ctx);
            if to.any()
                && listener(PieceMoves {
                    role: Role::King,
                    from: ctx.king,
                    to,
                    promotion: false,
                })
            {
                return true;
            }
        }
        if self.checkers().more_than_one() {
            // Double check: only the king may move.
            return false;
        }
        let mine = ctx.ours & from;
        for sq in board.by_role(Role::Knight) & mine & !ctx.pinned {
            let to = attacks::knight(sq) & ctx.target;
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
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            for sq in board.by_role(role) & mine {
                let to = ctx.slider_dests(role, sq);
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
        }
        let ep = self.legal_ep_square();
        let last_rank = Bitboard::rank(Rank::Eighth.relative(ctx.us));
        for sq in board.by_role(Role::Pawn) & mine {
            let mut to = ctx.pawn_dests(sq);
            if let Some(ep) = ep {
                // The capture may also answer a check by the double-stepped
                // pawn, which `target` does not show; it is tested on its own.
                if attacks::pawn(ctx.us, sq).contains(ep) && self.ep_capture_is_legal(sq, ep) {
                    to |= ep;
                }
            }
            if to.any()
                && listener(PieceMoves {
                    role: Role::Pawn,
                    from: sq,
                    to,
                    promotion: to.intersects(last_rank),
                })
            {
                return true;
            }
        }
        false
    }

    /// How many legal moves there are, without listing them: the pawns
    /// that are not pinned are counted all at once, by shifting sets.
    pub fn count_legal_moves(&self) -> usize {
        let ctx = self.context();
        let board = self.board();
        let mut count = self.king_moves(&ctx).count();
        if self.checkers().more_than_one() {
            return count as usize;
        }
        for sq in board.by_role(Role::Knight) & ctx.ours & !ctx.pinned {
            count += (attacks::knight(sq) & ctx.target).count();
        }
        for role in [Role::Bishop, Role::Rook, Role::Queen] {
            for sq in board.by_role(role) & ctx.ours {
                count += ctx.slider_dests(role, sq).count();
            }
        }
        let pawns = board.by_role(Role::Pawn) & ctx.ours;
        let last_rank = Bitboard::rank(Rank::Eighth.relative(ctx.us));
        let count_pawn_moves =
            |to: Bitboard| (to - last_rank).count() + 4 * (to & last_rank).count();
        let free = pawns & !ctx.pinned;
        let empty = !ctx.occupied;
        let one = ctx.forward(free) & empty;
        let two = ctx.forward(one & ctx.third_rank()) & empty;
        let ahead = ctx.forward(free);
        // A capture towards the a-file is one file left of the square ahead.
        let left = Bitboard((ahead - Bitboard::file(File::A)).0 >> 1);
        let right = Bitboard((ahead - Bitboard::file(File::H)).0 << 1);
        count += count_pawn_moves((one | two) & ctx.target);
        count += count_pawn_moves(left & ctx.theirs & ctx.target);
        count += count_pawn_moves(right & ctx.theirs & ctx.target);
        for sq in pawns & ctx.pinned {
            count += count_pawn_moves(ctx.pawn_dests(sq));
        }
        if let Some(ep) = self.legal_ep_square() {
            let capturers = attacks::pawn(!ctx.us, ep) & pawns;
            count += capturers
                .into_iter()
                .filter(|&sq| self.ep_capture_is_legal(sq, ep))
                .count() as u32;
        }
        count as usize
    }

    /// The king's legal steps and castlings.
    fn king_moves(&self, ctx: &Context) -> Bitboard {
        let king = ctx.king;
        // The king must not shield itself from a slider it steps away from.
        let without_king = ctx.occupied ^ king;
        // Squares the enemy's leapers guard are ruled out at once; only the
        // rest need the slider lookups.
        let mut candidates = attacks::king(king) & !ctx.ours;
        let pawn_guard = match ctx.us {
            Color::White => {
                Bitboard((ctx.their_pawns - Bitboard::file(File::A)).0 >> 9)
                    | Bitboard((ctx.their_pawns - Bitboard::file(File::H)).0 >> 7)
            }
            Color::Black => {
                Bitboard((ctx.their_pawns - Bitboard::file(File::A)).0 << 7)
                    | Bitboard((ctx.their_pawns - Bitboard::file(File::H)).0 << 9)
            }
        };
        candidates = candidates - pawn_guard;
        if let Some(their_king) = ctx.their_king.first() {
            candidates = candidates - attacks::king(their_king);
        }
        for knight in ctx.their_knights {
            candidates = candidates - attacks::knight(knight);
        }
        let mut to = Bitboard::EMPTY;
        for sq in candidates {
            if (ctx.sliders.rook(sq, without_king) & ctx.their_rooks_queens).is_empty()
                && (ctx.sliders.bishop(sq, without_king) & ctx.their_bishops_queens).is_empty()
            {
                to |= sq;
            }
        }
        if self.is_check() || !self.castling_rights().has_any(ctx.us) {
            return to;
        }
        for side in CastlingSide::ALL {
            if !self.castling_rights().has(ctx.us, side) || king != CastlingSide::king_from(ctx.us)
            {
                continue;
            }
            let rook = side.rook_from(ctx.us);
            if !self
                .board()
                .by_piece(Piece::new(ctx.us, Role::Rook))
                .contains(rook)
                || attacks::between(king, rook).intersects(ctx.occupied)
            {
                continue;
            }
            let king_to = side.king_to(ctx.us);
            let crossed = attacks::between(king, king_to) | king_to;
            if crossed
                .into_iter()
                .all(|sq| !ctx.attacked(sq, ctx.occupied))
            {
                to |= king_to;
            }
        }
        to
    }
}
