//! Why a move is illegal: a typed reason for every rule a move can break.
//!
//! [`Position::explain`] checks an attempted move the way a teacher would,
//! the most fundamental rule first: is there a piece, is it yours, does it
//! move that way, is the way free, and only then does the king stay safe.
//! Its verdict always agrees with [`Position::legal_moves`]. The texts for
//! each reason, in French and English, are in the message catalogue
//! ([`IllegalReason::message`]).

use crate::{CastlingSide, Piece, Role, Square};

/// A piece and the square it stands on: the attacker, pinner or blocker
/// that a reason names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
/// several, [`Position::explain`] reports the most fundamental one (the
/// order of the variants below). [`IllegalReason::message`] words it in
/// French or English.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum IllegalReason {
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
    /// Castling on a side where no rook of the mover's stands on the
    /// rook's starting square.
    CastlingRookMissing {
        /// The side the king tried to castle to.
        side: CastlingSide,
        /// The empty (or foreign-occupied) rook square.
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
