//! A legal position: the board, whose turn it is, and the state the rules
//! need (castling rights, en passant, clocks), with move generation and play.

use crate::movegen::PieceMoves;
use crate::{
    attacks, zobrist, Bitboard, Board, CastlingRights, CastlingSide, Color, Move, Piece, Rank,
    Role, Setup, Square,
};
use core::fmt;

/// A position that obeys the rules: both kings present, the side not to
/// move not in check, castling rights and en passant consistent with the
/// board. Made only by [`Position::new`], [`Position::from_setup`],
/// [`Position::from_fen`] and by playing legal moves.
///
/// ```
/// use roque_rules::{Move, Position, Square};
/// let mut position = Position::new();
/// assert_eq!(position.legal_moves().len(), 20);
/// position.play(Move::new(Square::E2, Square::E4))?;
/// assert_eq!(position.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
/// # Ok::<_, roque_rules::IllegalMove>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    /// The square skipped by a double step on the last move, whether or not
    /// a capture there is possible.
    ep_square: Option<Square>,
    /// Whether an en-passant capture on `ep_square` is legal now; only then
    /// does it belong to the hash and to the FEN (art. 9.2.2).
    ep_legal: bool,
    halfmove_clock: u32,
    fullmove_number: u32,
    hash: u64,
    /// The enemy pieces giving check to the side to move.
    checkers: Bitboard,
    /// The side to move's pieces that shield their king from an enemy slider.
    pinned: Bitboard,
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

/// A move that is not legal in the position it was offered to.
///
/// For the reason, ask [`Position::explain`](crate::Position).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move that was refused.
    pub mv: Move,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move {}", self.mv)
    }
}

impl std::error::Error for IllegalMove {}

/// Why a [`Setup`] is not a legal position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no king.
    MissingKing(Color),
    /// A side has more than one king.
    TooManyKings(Color),
    /// A pawn stands on the first or eighth rank, where no pawn can be.
    PawnOnBackRank(Square),
    /// The side that has just moved is in check: its last move was illegal.
    OppositeCheck {
        /// The king in check.
        king: Square,
        /// A piece giving that check.
        attacker: Square,
    },
    /// The two kings stand on adjacent squares: each would be in check
    /// from the other, whoever is to move.
    AdjacentKings {
        /// White's king.
        white: Square,
        /// Black's king.
        black: Square,
    },
    /// An en-passant square that no double step of the last move explains.
    ImpossibleEnPassant(Square),
    /// A castling right, but the king is not on its starting square.
    CastlingWithoutKing(Color, CastlingSide),
    /// A castling right, but that rook is not on its starting square.
    CastlingWithoutRook(Color, CastlingSide),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PositionError::MissingKing(color) => write!(f, "{color} has no king"),
            PositionError::TooManyKings(color) => write!(f, "{color} has more than one king"),
            PositionError::PawnOnBackRank(sq) => {
                write!(f, "a pawn on {sq}: pawns cannot stand on the first or eighth rank")
            }
            PositionError::OppositeCheck { king, attacker } => write!(
                f,
                "the king on {king} is in check from {attacker} although it is not its side's turn"
            ),
            PositionError::AdjacentKings { white, black } => write!(
                f,
                "the kings stand on adjacent squares, white's on {white} and black's on {black}"
            ),
            PositionError::ImpossibleEnPassant(sq) => write!(
                f,
                "impossible en-passant square {sq}: no pawn of the side that just moved can have skipped it"
            ),
            PositionError::CastlingWithoutKing(color, side) => write!(
                f,
                "{color} has the right to castle {} but its king is not on {}",
                side_name(side),
                CastlingSide::king_from(color)
            ),
            PositionError::CastlingWithoutRook(color, side) => write!(
                f,
                "{color} has the right to castle {} but no rook on {}",
                side_name(side),
                side.rook_from(color)
            ),
        }
    }
}

fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "king side",
        CastlingSide::QueenSide => "queen side",
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The position at the start of a game.
    pub fn new() -> Position {
        Position::from_setup(Setup::default()).unwrap_or_else(|_| unreachable_start())
    }

    /// Checks `setup` against the rules and makes it a position.
    ///
    /// # Errors
    /// The first [`PositionError`] found: kings, pawns on the back ranks,
    /// the side not to move in check, the en-passant square, castling rights.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let board = setup.board;
        for color in Color::ALL {
            match board.by_piece(Piece::new(color, Role::King)).count() {
                0 => return Err(PositionError::MissingKing(color)),
                1 => {}
                _ => return Err(PositionError::TooManyKings(color)),
            }
        }
        let back_ranks = Bitboard::rank(Rank::First) | Bitboard::rank(Rank::Eighth);
        if let Some(sq) = (board.by_role(Role::Pawn) & back_ranks).first() {
            return Err(PositionError::PawnOnBackRank(sq));
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if !setup.castling.has(color, side) {
                    continue;
                }
                if board.piece_at(CastlingSide::king_from(color))
                    != Some(Piece::new(color, Role::King))
                {
                    return Err(PositionError::CastlingWithoutKing(color, side));
                }
                if board.piece_at(side.rook_from(color)) != Some(Piece::new(color, Role::Rook)) {
                    return Err(PositionError::CastlingWithoutRook(color, side));
                }
            }
        }
        let us = setup.turn;
        if let Some(ep) = setup.ep_square {
            // The pawn that just moved went from `ep`'s far side to its near side.
            let ok = ep.rank() == Rank::Sixth.relative(us)
                && !board.occupied().contains(ep)
                && ep
                    .offset(0, us.fold(1, -1))
                    .is_some_and(|origin| !board.occupied().contains(origin))
                && ep
                    .offset(0, us.fold(-1, 1))
                    .is_some_and(|pawn| board.piece_at(pawn) == Some(Piece::new(!us, Role::Pawn)));
            if !ok {
                return Err(PositionError::ImpossibleEnPassant(ep));
            }
        }
        let mut position = Position {
            board,
            turn: us,
            castling: setup.castling,
            ep_square: setup.ep_square,
            ep_legal: false,
            halfmove_clock: setup.halfmove_clock,
            fullmove_number: setup.fullmove_number.max(1),
            hash: 0,
            checkers: Bitboard::EMPTY,
            pinned: Bitboard::EMPTY,
        };
        // Kings side by side are the first thing wrong, before whose turn
        // it is: saying one is in check while it is not its turn would
        // send the player looking for a side to change.
        let (white, black) = (
            position.king_square(Color::White),
            position.king_square(Color::Black),
        );
        if white.distance(black) == 1 {
            return Err(PositionError::AdjacentKings { white, black });
        }
        let their_king = position.king_square(!us);
        if let Some(attacker) = position.attackers_to(their_king, us).first() {
            return Err(PositionError::OppositeCheck {
                king: their_king,
                attacker,
            });
        }
        position.update_check_info();
        position.ep_legal = position.compute_ep_legal();
        position.hash = position.compute_hash();
        Ok(position)
    }

    /// This position as an editable [`Setup`] (with the en-passant square
    /// of the last double step, capturable or not).
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
        }
    }

    /// Where the pieces stand.
    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The castling rights left (the king and that rook have not moved).
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }

    /// The square the last move's double step skipped, capturable or not.
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The en-passant square, only when an en-passant capture is legal now.
    #[inline]
    pub fn legal_ep_square(&self) -> Option<Square> {
        self.ep_square.filter(|_| self.ep_legal)
    }

    /// Half-moves since the last capture or pawn move.
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The number of the move about to be played, starting at 1.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// A Zobrist hash of the position in the sense of the repetition rule
    /// (art. 9.2.2): pieces, side to move, castling rights, and the
    /// en-passant square only when a capture there is legal. Clocks are left out.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether `self` and `other` are "the same position" of the repetition
    /// rule (art. 9.2.2), comparing everything the rule names, not just hashes.
    pub fn same_position(&self, other: &Position) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.castling == other.castling
            && self.legal_ep_square() == other.legal_ep_square()
    }

    /// The enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    /// Whether the side to move is in check.
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.any()
    }

    /// The side to move's pieces pinned against their own king.
    #[inline]
    pub fn pinned(&self) -> Bitboard {
        self.pinned
    }

    /// Where `color`'s king stands.
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        // A position always has one king per side; the mask keeps this total.
        Square::from_index_masked(
            self.board
                .by_piece(Piece::new(color, Role::King))
                .0
                .trailing_zeros(),
        )
    }

    /// The pieces of `by` that attack `sq` on the current board.
    #[inline]
    pub fn attackers_to(&self, sq: Square, by: Color) -> Bitboard {
        self.attackers_with(sq, by, self.board.occupied())
    }

    /// The pieces of `by` that would attack `sq` if `occupied` were the occupied squares.
    #[inline]
    pub(crate) fn attackers_with(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        let theirs = b.by_color(by);
        ((attacks::knight(sq) & b.by_role(Role::Knight))
            | (attacks::king(sq) & b.by_role(Role::King))
            | (attacks::pawn(!by, sq) & b.by_role(Role::Pawn))
            | (attacks::rook(sq, occupied) & (b.by_role(Role::Rook) | b.by_role(Role::Queen)))
            | (attacks::bishop(sq, occupied) & (b.by_role(Role::Bishop) | b.by_role(Role::Queen))))
            & theirs
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = Vec::with_capacity(48);
        self.for_each_piece_moves(|pm| {
            moves.extend(pm);
            false
        });
        moves
    }

    /// The legal moves of the piece on `from` (none if it is not the side to move's).
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = Vec::new();
        self.for_each_piece_moves_from(Bitboard::from_square(from), |pm| {
            moves.extend(pm);
            false
        });
        moves
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self) -> bool {
        self.for_each_piece_moves(|pm| !pm.is_empty())
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        let mut found = false;
        self.for_each_piece_moves_from(Bitboard::from_square(mv.from), |pm| {
            found = pm.contains(mv);
            found
        });
        found
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    /// [`IllegalMove`] when it is not; the position is then unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove { mv })
        }
    }

    /// Whether the side to move is checkmated (art. 5.1.1).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move is stalemated (art. 5.2.1).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// The role of the piece `mv` moves, if there is one on its square.
    #[inline]
    pub fn moved_role(&self, mv: Move) -> Option<Role> {
        self.board.role_at(mv.from)
    }

    /// Whether `mv` (assumed legal) is an en-passant capture.
    #[inline]
    pub fn is_en_passant(&self, mv: Move) -> bool {
        Some(mv.to) == self.ep_square
            && self
                .board
                .by_piece(Piece::new(self.turn, Role::Pawn))
                .contains(mv.from)
            && mv.from.file() != mv.to.file()
            && !self.board.occupied().contains(mv.to)
    }

    /// What `mv` (assumed legal) captures, if anything (a pawn for en passant).
    pub fn captured(&self, mv: Move) -> Option<Role> {
        if self.is_en_passant(mv) {
            Some(Role::Pawn)
        } else if self.board.by_color(!self.turn).contains(mv.to) {
            self.board.role_at(mv.to)
        } else {
            None
        }
    }

    /// Whether `mv` (assumed legal) captures something.
    #[inline]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.captured(mv).is_some()
    }

    /// The castling side, if `mv` is a king's two-square move from its starting square.
    pub fn castling_side(&self, mv: Move) -> Option<CastlingSide> {
        if mv.from != CastlingSide::king_from(self.turn)
            || self.board.piece_at(mv.from) != Some(Piece::new(self.turn, Role::King))
        {
            return None;
        }
        CastlingSide::ALL
            .into_iter()
            .find(|side| side.king_to(self.turn) == mv.to)
    }

    /// Plays `mv` without checking it. Meant for moves taken from
    /// [`legal_moves`](Self::legal_moves) or the bulk generator: it never
    /// panics, but an illegal move leaves a position that breaks the rules.
    pub fn play_unchecked(&mut self, mv: Move) {
        if let Some(role) = self.board.role_at(mv.from) {
            self.play_role_unchecked(mv, role);
        }
    }

    /// [`play_unchecked`](Self::play_unchecked) when the moving piece's role
    /// is already known (the bulk generator says it), sparing a lookup.
    pub(crate) fn play_role_unchecked(&mut self, mv: Move, role: Role) {
        let us = self.turn;
        let them = !us;
        let moved = Piece::new(us, role);
        // The side to move changes: its key goes out and the other side's comes in.
        let mut hash =
            self.hash ^ zobrist::castling(self.castling) ^ zobrist::turn(us) ^ zobrist::turn(them);
        if self.ep_legal {
            if let Some(ep) = self.ep_square {
                hash ^= zobrist::en_passant(ep.file());
            }
        }

        let mut capture_square = mv.to;
        if role == Role::Pawn && Some(mv.to) == self.ep_square && mv.from.file() != mv.to.file() {
            capture_square = Square::new(mv.to.file(), mv.from.rank());
        }
        let captured = if self.board.by_color(them).contains(capture_square) {
            self.board.role_at(capture_square)
        } else {
            None
        };
        if let Some(captured) = captured {
            let victim = Piece::new(them, captured);
            self.board.take(capture_square, victim);
            hash ^= zobrist::piece(victim, capture_square);
        }

        self.board.take(mv.from, moved);
        hash ^= zobrist::piece(moved, mv.from);
        let landed = match mv.promotion {
            Some(promoted) if role == Role::Pawn => Piece::new(us, promoted),
            _ => moved,
        };
        self.board.put(mv.to, landed);
        hash ^= zobrist::piece(landed, mv.to);

        if role == Role::King {
            if let Some(side) = CastlingSide::ALL
                .into_iter()
                .find(|side| mv.from == CastlingSide::king_from(us) && mv.to == side.king_to(us))
            {
                let rook = Piece::new(us, Role::Rook);
                let (from, to) = (side.rook_from(us), side.rook_to(us));
                if self.board.by_piece(rook).contains(from) {
                    self.board.take(from, rook);
                    self.board.put(to, rook);
                    hash ^= zobrist::piece(rook, from) ^ zobrist::piece(rook, to);
                }
            }
            self.castling.remove_all(us);
        }
        self.castling = lose_rights(self.castling, mv.from, mv.to);

        self.halfmove_clock = if role == Role::Pawn || captured.is_some() {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.ep_square =
            if role == Role::Pawn && mv.from.distance(mv.to) == 2 && mv.from.file() == mv.to.file()
            {
                Square::from_index((mv.from as u8 + mv.to as u8) / 2)
            } else {
                None
            };
        self.turn = them;
        self.update_check_info();
        self.ep_legal = self.compute_ep_legal();
        hash ^= zobrist::castling(self.castling);
        if self.ep_legal {
            if let Some(ep) = self.ep_square {
                hash ^= zobrist::en_passant(ep.file());
            }
        }
        self.hash = hash;
    }

    /// The same board with the other side to move: the "null move" of
    /// engines' null-move pruning. `None` when the side to move is in check
    /// (the other side could then take the king). The en-passant square is
    /// dropped and the half-move clock restarts at 0, so that no repetition
    /// or 50-move count is seen across it. Not a move of chess.
    ///
    /// ```
    /// use roque_rules::{Color, Position};
    /// let passed = Position::new().null_move().expect("not in check");
    /// assert_eq!(passed.turn(), Color::Black);
    /// assert_eq!(passed.legal_moves().len(), 20);
    /// ```
    pub fn null_move(&self) -> Option<Position> {
        if self.is_check() {
            return None;
        }
        let mut next = *self;
        let mut hash = self.hash ^ zobrist::turn(self.turn) ^ zobrist::turn(!self.turn);
        if let Some(ep) = self.legal_ep_square() {
            hash ^= zobrist::en_passant(ep.file());
        }
        next.turn = !self.turn;
        next.ep_square = None;
        next.ep_legal = false;
        next.halfmove_clock = 0;
        next.hash = hash;
        next.update_check_info();
        Some(next)
    }

    /// Recomputes the checkers and the pinned pieces of the side to move.
    fn update_check_info(&mut self) {
        let us = self.turn;
        let them = !us;
        let king = self.king_square(us);
        let occupied = self.board.occupied();
        let mut checkers = (attacks::knight(king)
            & self.board.by_piece(Piece::new(them, Role::Knight)))
            | (attacks::pawn(us, king) & self.board.by_piece(Piece::new(them, Role::Pawn)));
        let snipers = (attacks::rook_rays(king) & self.board.rooks_and_queens(them))
            | (attacks::bishop_rays(king) & self.board.bishops_and_queens(them));
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = attacks::between(king, sniper) & occupied;
            if blockers.is_empty() {
                checkers |= sniper;
            } else if !blockers.more_than_one() {
                pinned |= blockers & self.board.by_color(us);
            }
        }
        self.checkers = checkers;
        self.pinned = pinned;
    }

    /// Whether some pawn of the side to move can legally take en passant now.
    fn compute_ep_legal(&self) -> bool {
        let Some(ep) = self.ep_square else {
            return false;
        };
        let pawns =
            attacks::pawn(!self.turn, ep) & self.board.by_piece(Piece::new(self.turn, Role::Pawn));
        pawns
            .into_iter()
            .any(|from| self.ep_capture_is_legal(from, ep))
    }

    /// Whether the pawn on `from` taking en passant on `ep` leaves its king safe.
    /// En passant empties two squares at once, so pins are checked on the
    /// resulting board rather than with the pin mask.
    pub(crate) fn ep_capture_is_legal(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let captured = Square::new(ep.file(), from.rank());
        let occupied = (self.board.occupied() ^ from ^ captured) | ep;
        let king = self.king_square(us);
        (self.attackers_with(king, !us, occupied) - captured).is_empty()
    }

    fn compute_hash(&self) -> u64 {
        let mut hash = zobrist::castling(self.castling) ^ zobrist::turn(self.turn);
        for (sq, piece) in self.board.pieces() {
            hash ^= zobrist::piece(piece, sq);
        }
        if let Some(ep) = self.legal_ep_square() {
            hash ^= zobrist::en_passant(ep.file());
        }
        hash
    }

    /// Counts the leaves of the move tree `depth` plies deep (perft), the
    /// standard check of a move generator. The last ply is counted in bulk,
    /// without playing its moves.
    ///
    /// ```
    /// use roque_rules::Position;
    /// assert_eq!(Position::new().perft(3), 8_902);
    /// ```
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves() as u64,
            _ => {
                let mut nodes = 0;
                self.for_each_piece_moves(|pm: PieceMoves| {
                    for mv in pm {
                        let mut child = *self;
                        child.play_role_unchecked(mv, pm.role);
                        nodes += child.perft(depth - 1);
                    }
                    false
                });
                nodes
            }
        }
    }

    /// The FEN of this position. The en-passant square is written only when
    /// an en-passant capture is legal, so that equal positions have equal FENs.
    pub fn fen(&self) -> String {
        let mut setup = self.to_setup();
        setup.ep_square = self.legal_ep_square();
        setup.fen()
    }
}

/// Castling rights lost when a piece leaves or arrives on a corner or a
/// king's starting square: a king or rook that moves, or a rook captured at home.
#[inline]
fn lose_rights(rights: CastlingRights, from: Square, to: Square) -> CastlingRights {
    CastlingRights::from_bits(rights.bits() & KEEP_RIGHTS[from as usize] & KEEP_RIGHTS[to as usize])
}

/// For each square, the rights that survive a move touching it.
static KEEP_RIGHTS: [u8; 64] = {
    let mut keep = [0b1111u8; 64];
    keep[Square::A1 as usize] = !0b0010;
    keep[Square::H1 as usize] = !0b0001;
    keep[Square::E1 as usize] = !0b0011;
    keep[Square::A8 as usize] = !0b1000;
    keep[Square::H8 as usize] = !0b0100;
    keep[Square::E8 as usize] = !0b1100;
    keep
};

/// The standard setup always validates; this only keeps `Position::new` total.
#[cold]
fn unreachable_start() -> Position {
    Position {
        board: Board::start(),
        turn: Color::White,
        castling: CastlingRights::ALL,
        ep_square: None,
        ep_legal: false,
        halfmove_clock: 0,
        fullmove_number: 1,
        hash: 0,
        checkers: Bitboard::EMPTY,
        pinned: Bitboard::EMPTY,
    }
}

/// A list of moves.
pub type MoveList = Vec<Move>;
