//! Why a move is illegal: a typed reason for every rule a move can break.
//!
//! [`Position::explain`] checks an attempted move the way a teacher would,
//! the most fundamental rule first: is there a piece, is it yours, does it
//! move that way, is the way free, and only then does the king stay safe.
//! Its verdict always agrees with [`Position::legal_moves`]. The texts for
//! each reason, in French and English, are in the message catalogue
//! ([`IllegalReason::message`]).

use crate::{
    attacks, Bitboard, Board, CastlingSide, Color, Move, Piece, Position, Rank, Role, Square,
};

/// A piece and the square it stands on: the attacker, pinner or blocker
/// that a reason names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceAt {
    /// The piece.
    pub piece: Piece,
    /// Where it stands.
    pub square: Square,
}

impl PieceAt {
    /// `piece` standing on `square`.
    pub const fn new(piece: Piece, square: Square) -> PieceAt {
        PieceAt { piece, square }
    }
}

/// Why an attempted move is illegal, with the squares and pieces a precise
/// message needs.
///
/// Each variant is one rule of the FIDE Laws of Chess; when a move breaks
/// several, [`Position::explain`] reports the most fundamental one, in the
/// order of the variants below. (A king's two-square move from its
/// starting square is judged as castling: the rook, the rights, the
/// squares between, a stray promotion piece, then the three checks.)
/// [`IllegalReason::message`] words it in French or English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IllegalReason {
    /// The game is over: no move may be played any more. Only
    /// [`Game::explain`](crate::Game::explain) gives this reason.
    GameOver {
        /// How the game ended.
        outcome: crate::Outcome,
    },
    /// There is no piece on the starting square.
    NoPiece {
        /// The empty square.
        square: Square,
    },
    /// The piece belongs to the side that is not to move.
    NotYourTurn {
        /// Where the piece stands.
        square: Square,
        /// The opponent's piece.
        piece: Piece,
    },
    /// The starting square and the target are the same: a move must
    /// leave its square.
    SameSquare {
        /// The square.
        square: Square,
    },
    /// That piece never moves that way (a bishop along a file, a knight
    /// straight ahead, a king three squares …), whatever else stands on
    /// the board.
    WrongMovement {
        /// The kind of piece that was moved.
        role: Role,
        /// Where it stands.
        from: Square,
        /// Where it was sent.
        to: Square,
    },
    /// A pawn tried to move towards its own side.
    PawnBackwards {
        /// Where the pawn stands.
        from: Square,
        /// Where it was sent.
        to: Square,
    },
    /// A pawn tried the two-square step away from its starting rank.
    PawnDoubleStepNotFromStart {
        /// Where the pawn stands.
        from: Square,
        /// Where it was sent.
        to: Square,
    },
    /// The target holds one of the mover's own pieces.
    OwnPieceOnTarget {
        /// The target.
        square: Square,
        /// The mover's piece standing there.
        piece: Piece,
    },
    /// A piece stands on a square the move has to cross.
    PathBlocked {
        /// The kind of piece that was moved.
        role: Role,
        /// Where it stands.
        from: Square,
        /// Where it was sent.
        to: Square,
        /// The first piece in the way, seen from `from`.
        blocker: PieceAt,
    },
    /// A pawn tried to move straight ahead onto an occupied square: pawns
    /// capture diagonally, never straight ahead.
    PawnCapturesDiagonally {
        /// Where the pawn stands.
        from: Square,
        /// The piece standing in front of it, on the target.
        blocker: PieceAt,
    },
    /// A pawn tried to move diagonally onto an empty square that is not an
    /// en-passant target: pawns move diagonally only to capture.
    PawnDiagonalNeedsCapture {
        /// Where the pawn stands.
        from: Square,
        /// The empty target.
        to: Square,
    },
    /// A pawn tried to capture en passant a pawn that did not arrive by a
    /// two-square step on the very last move.
    EnPassantTooLate {
        /// Where the capturing pawn stands.
        from: Square,
        /// The empty square it was sent to.
        to: Square,
        /// The opponent's pawn beside it, which may no longer be taken en passant.
        pawn: Square,
    },
    /// Castling on a side where no rook of the mover's stands on the
    /// rook's starting square.
    CastlingRookMissing {
        /// The side the king tried to castle to.
        side: CastlingSide,
        /// The empty (or foreign-occupied) rook square.
        rook: Square,
    },
    /// Castling, although the side has lost both castling rights: its king
    /// has moved.
    ///
    /// The position does not record history, so this is the reading
    /// chosen when both rights are gone and the rook is still on its
    /// square: either the king moved, or both rooks did.
    KingHasMoved {
        /// The side the king tried to castle to.
        side: CastlingSide,
    },
    /// Castling on a side whose right is lost because that rook has moved,
    /// while the other right remains.
    RookHasMoved {
        /// The side the king tried to castle to.
        side: CastlingSide,
        /// The rook's starting square (h1, a1, h8 or a8).
        rook: Square,
    },
    /// Castling with a piece between the king and the rook.
    CastlingBlocked {
        /// The side the king tried to castle to.
        side: CastlingSide,
        /// The piece in the way nearest to the king.
        blocker: PieceAt,
    },
    /// Castling while the king is in check.
    CastlingInCheck {
        /// The side the king tried to castle to.
        side: CastlingSide,
        /// A piece giving check.
        attacker: PieceAt,
    },
    /// Castling across a square an enemy piece attacks.
    CastlingThroughCheck {
        /// The side the king tried to castle to.
        side: CastlingSide,
        /// The attacked square the king would cross (f1, d1, f8 or d8).
        square: Square,
        /// A piece attacking it.
        attacker: PieceAt,
    },
    /// Castling onto a square an enemy piece attacks.
    CastlingIntoCheck {
        /// The side the king tried to castle to.
        side: CastlingSide,
        /// The attacked square the king would land on (g1, c1, g8 or c8).
        square: Square,
        /// A piece attacking it.
        attacker: PieceAt,
    },
    /// A promotion piece was named for a move that does not promote.
    PromotionNotAllowed {
        /// The role that was asked for.
        promotion: Role,
    },
    /// A pawn was asked to become a king or a pawn.
    PromotionToInvalidPiece {
        /// The role that was asked for.
        promotion: Role,
    },
    /// The king would step onto a square an enemy piece attacks.
    KingMovesIntoCheck {
        /// Where the king stands.
        from: Square,
        /// The attacked target.
        to: Square,
        /// A piece attacking the target.
        attacker: PieceAt,
    },
    /// The king is in check and the move does not parry it.
    LeavesKingInCheck {
        /// Where the king stands.
        king: Square,
        /// A piece that still gives check after the move.
        attacker: PieceAt,
    },
    /// The moved piece is pinned: moving it opens a line to the king.
    ExposesKing {
        /// Where the pinned piece stands.
        from: Square,
        /// The pinned piece.
        piece: Piece,
        /// The piece that would attack the king.
        pinner: PieceAt,
    },
    /// The rare en-passant capture that uncovers the king once both pawns
    /// are gone: the captured pawn (sometimes together with the capturing
    /// one) was shielding the king.
    EnPassantExposesKing {
        /// Where the capturing pawn stands.
        from: Square,
        /// The pawn that would be captured.
        captured: Square,
        /// The piece that would attack the king.
        attacker: PieceAt,
    },
    /// A pawn reaching the last rank must be given a promotion piece.
    PromotionRequired {
        /// Where the pawn stands.
        from: Square,
        /// The square on the last rank.
        to: Square,
    },
}

impl Position {
    /// Checks the attempted move `from`-`to` (with `promotion` for a pawn
    /// reaching the last rank) and says why it is illegal, if it is.
    ///
    /// Returns the [`Move`] when it is legal: exactly the moves of
    /// [`Position::legal_moves`] are accepted. Otherwise the reason names
    /// the most fundamental rule the move breaks, in the order a teacher
    /// would check them: the piece and the turn, how that piece moves, what
    /// stands in the way, castling's own conditions, the promotion piece,
    /// and last the safety of the king.
    ///
    /// Castling is the king's two-square move (`e1g1`), as in [`Move`].
    ///
    /// ```
    /// use roque_rules::{IllegalReason, Lang, PieceAt, Position, Square};
    /// let pos = Position::new();
    /// assert!(pos.explain(Square::E2, Square::E4, None).is_ok());
    /// let reason = pos.explain(Square::F1, Square::C4, None).unwrap_err();
    /// assert!(matches!(reason, IllegalReason::PathBlocked { blocker: PieceAt { square: Square::E2, .. }, .. }));
    /// assert_eq!(
    ///     reason.message(Lang::Fr),
    ///     "Le fou en f1 ne peut pas aller en c4 : le pion en e2 lui barre la route."
    /// );
    /// ```
    ///
    /// # Errors
    /// The [`IllegalReason`] when the move is not legal.
    pub fn explain(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, IllegalReason> {
        let mv = Move {
            from,
            to,
            promotion,
        };
        match self.illegal_reason(mv) {
            Some(reason) => Err(reason),
            None => Ok(mv),
        }
    }

    /// [`Position::explain`] for a [`Move`] already put together (from UCI, say).
    ///
    /// # Errors
    /// The [`IllegalReason`] when the move is not legal.
    pub fn explain_move(&self, mv: Move) -> Result<Move, IllegalReason> {
        self.explain(mv.from, mv.to, mv.promotion)
    }

    /// The first rule `mv` breaks, or `None` when it is legal.
    ///
    /// This is a complete legality check of its own, written rule by rule
    /// rather than by asking the move generator, so that each refusal can
    /// say which rule; the tests hold it to the generator.
    fn illegal_reason(&self, mv: Move) -> Option<IllegalReason> {
        let Move {
            from,
            to,
            promotion,
        } = mv;
        let us = self.turn();
        let Some(piece) = self.piece_at(from) else {
            return Some(IllegalReason::NoPiece { square: from });
        };
        if piece.color != us {
            return Some(IllegalReason::NotYourTurn {
                square: from,
                piece,
            });
        }
        if from == to {
            return Some(IllegalReason::SameSquare { square: from });
        }
        if piece.role == Role::King {
            if let Some(side) = castling_attempt(us, from, to) {
                return self.castling_reason(side, promotion);
            }
        }

        // How the piece moves, on an empty board.
        let shape = if piece.role == Role::Pawn {
            match pawn_shape(us, from, to) {
                Ok(shape) => Some(shape),
                Err(reason) => return Some(reason),
            }
        } else if attacks::attacks(piece, from, Bitboard::EMPTY).contains(to) {
            None
        } else {
            return Some(IllegalReason::WrongMovement {
                role: piece.role,
                from,
                to,
            });
        };

        let target = self.piece_at(to);
        if let Some(own) = target.filter(|p| p.color == us) {
            return Some(IllegalReason::OwnPieceOnTarget {
                square: to,
                piece: own,
            });
        }
        if let Some(blocker) = self.first_between(from, to) {
            return Some(IllegalReason::PathBlocked {
                role: piece.role,
                from,
                to,
                blocker,
            });
        }

        // The pawn's own rules: straight ahead only onto an empty square,
        // diagonally only to capture (en passant included).
        let mut en_passant = None;
        match (shape, target) {
            (Some(PawnShape::Straight), Some(enemy)) => {
                return Some(IllegalReason::PawnCapturesDiagonally {
                    from,
                    blocker: PieceAt::new(enemy, to),
                });
            }
            (Some(PawnShape::Diagonal), None) => {
                let beside = Square::new(to.file(), from.rank());
                let enemy_pawn_beside = self.piece_at(beside) == Some(Piece::new(!us, Role::Pawn));
                if self.ep_square() == Some(to) && enemy_pawn_beside {
                    en_passant = Some(beside);
                } else if enemy_pawn_beside && from.rank() == relative_rank(Rank::Fifth, us) {
                    return Some(IllegalReason::EnPassantTooLate {
                        from,
                        to,
                        pawn: beside,
                    });
                } else {
                    return Some(IllegalReason::PawnDiagonalNeedsCapture { from, to });
                }
            }
            _ => {}
        }

        let promotes = piece.role == Role::Pawn && to.rank() == relative_rank(Rank::Eighth, us);
        if let Some(role) = promotion {
            if !promotes {
                return Some(IllegalReason::PromotionNotAllowed { promotion: role });
            }
            if matches!(role, Role::King | Role::Pawn) {
                return Some(IllegalReason::PromotionToInvalidPiece { promotion: role });
            }
        }

        if let Some(reason) = self.king_safety_reason(from, to, piece, en_passant) {
            return Some(reason);
        }
        if promotes && promotion.is_none() {
            return Some(IllegalReason::PromotionRequired { from, to });
        }
        None
    }

    /// Why castling on `side` is illegal now, if it is (FIDE art. 3.8.2).
    fn castling_reason(
        &self,
        side: CastlingSide,
        promotion: Option<Role>,
    ) -> Option<IllegalReason> {
        let us = self.turn();
        let king_from = CastlingSide::king_from(us);
        let rook = side.rook_from(us);
        let rook_home = self.piece_at(rook) == Some(Piece::new(us, Role::Rook));
        let rights = self.castling_rights();
        if !rook_home {
            return Some(IllegalReason::CastlingRookMissing { side, rook });
        }
        if !rights.has(us, side) {
            // The other right surviving proves the king never moved.
            return Some(if rights.has_any(us) {
                IllegalReason::RookHasMoved { side, rook }
            } else {
                IllegalReason::KingHasMoved { side }
            });
        }
        if let Some(blocker) = self.first_between(king_from, rook) {
            return Some(IllegalReason::CastlingBlocked { side, blocker });
        }
        if let Some(role) = promotion {
            return Some(IllegalReason::PromotionNotAllowed { promotion: role });
        }
        if let Some(attacker) = self.first_piece(self.checkers()) {
            return Some(IllegalReason::CastlingInCheck { side, attacker });
        }
        let crossed = side.rook_to(us);
        if let Some(attacker) = self.first_piece(self.attackers_to(crossed, !us)) {
            return Some(IllegalReason::CastlingThroughCheck {
                side,
                square: crossed,
                attacker,
            });
        }
        let landing = side.king_to(us);
        if let Some(attacker) = self.first_piece(self.attackers_to(landing, !us)) {
            return Some(IllegalReason::CastlingIntoCheck {
                side,
                square: landing,
                attacker,
            });
        }
        None
    }

    /// Why playing `piece` from `from` to `to` (capturing en passant on
    /// `en_passant`, if given) would leave the mover's king attacked.
    ///
    /// The move is played on a copy of the board and the attackers of the
    /// king counted there, so x-rays through the king's old square and the
    /// two pawns leaving the rank in en passant are all seen.
    fn king_safety_reason(
        &self,
        from: Square,
        to: Square,
        piece: Piece,
        en_passant: Option<Square>,
    ) -> Option<IllegalReason> {
        let us = piece.color;
        let mut after = *self.board();
        after.set_piece_at(from, None);
        if let Some(captured) = en_passant {
            after.set_piece_at(captured, None);
        }
        // The promotion piece does not matter: it cannot shield its own king
        // any better or worse than the pawn on the same square.
        after.set_piece_at(to, Some(piece));
        let king = if piece.role == Role::King {
            to
        } else {
            self.king_square(us)
        };
        let attackers = attackers_on(&after, king, !us);
        let piece_on = |sq: Square| after.piece_at(sq).map(|p| PieceAt::new(p, sq));
        if piece.role == Role::King {
            let attacker = attackers.into_iter().find_map(piece_on)?;
            return Some(IllegalReason::KingMovesIntoCheck { from, to, attacker });
        }
        if let Some(attacker) = (attackers & self.checkers()).into_iter().find_map(piece_on) {
            return Some(IllegalReason::LeavesKingInCheck { king, attacker });
        }
        let attacker = attackers.into_iter().find_map(piece_on)?;
        match en_passant {
            Some(captured) if attacks::between(king, attacker.square).contains(captured) => {
                Some(IllegalReason::EnPassantExposesKing {
                    from,
                    captured,
                    attacker,
                })
            }
            _ => Some(IllegalReason::ExposesKing {
                from,
                piece,
                pinner: attacker,
            }),
        }
    }

    /// The piece strictly between `from` and `to` nearest to `from`, if any.
    fn first_between(&self, from: Square, to: Square) -> Option<PieceAt> {
        let blockers = (attacks::between(from, to) & self.board().occupied()).into_iter();
        let nearest = if from < to {
            blockers.min()
        } else {
            blockers.max()
        }?;
        self.piece_at(nearest).map(|p| PieceAt::new(p, nearest))
    }

    /// The piece on the first square of `squares`, if any.
    fn first_piece(&self, squares: Bitboard) -> Option<PieceAt> {
        squares
            .into_iter()
            .find_map(|sq| self.piece_at(sq).map(|p| PieceAt::new(p, sq)))
    }
}

/// The squares from which `by`'s pieces attack `target` on `board`.
fn attackers_on(board: &Board, target: Square, by: Color) -> Bitboard {
    let occupied = board.occupied();
    board
        .pieces()
        .filter(|&(sq, p)| p.color == by && attacks::attacks(p, sq, occupied).contains(target))
        .map(|(sq, _)| sq)
        .collect()
}

/// The castling side when `from`-`to` is `color`'s king's two-square
/// move from its starting square.
fn castling_attempt(color: Color, from: Square, to: Square) -> Option<CastlingSide> {
    if from != CastlingSide::king_from(color) {
        return None;
    }
    CastlingSide::ALL
        .into_iter()
        .find(|side| side.king_to(color) == to)
}

/// The two ways a pawn can move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum PawnShape {
    /// One square straight ahead, or two from the starting rank.
    Straight,
    /// One square diagonally forward: a capture.
    Diagonal,
}

/// Whether `from`-`to` is a pawn's move for `color` on an empty board,
/// and which kind; if not, the most telling reason.
fn pawn_shape(color: Color, from: Square, to: Square) -> Result<PawnShape, IllegalReason> {
    let forward: i8 = match color {
        Color::White => 1,
        Color::Black => -1,
    };
    let ahead = (to.rank() as i8 - from.rank() as i8) * forward;
    let aside = (to.file() as i8 - from.file() as i8).abs();
    let wrong = IllegalReason::WrongMovement {
        role: Role::Pawn,
        from,
        to,
    };
    match (ahead, aside) {
        (..=-1, _) => Err(IllegalReason::PawnBackwards { from, to }),
        (1, 0) => Ok(PawnShape::Straight),
        (2, 0) if from.rank() == relative_rank(Rank::Second, color) => Ok(PawnShape::Straight),
        (2, 0) => Err(IllegalReason::PawnDoubleStepNotFromStart { from, to }),
        (1, 1) => Ok(PawnShape::Diagonal),
        _ => Err(wrong),
    }
}

/// `rank` as seen from `color`'s side: the fifth rank for Black is the fourth.
const fn relative_rank(rank: Rank, color: Color) -> Rank {
    match color {
        Color::White => rank,
        Color::Black => rank.flip(),
    }
}
