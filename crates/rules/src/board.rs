//! Where the pieces stand, and nothing else.

use crate::{Bitboard, ByColor, Color, File, Piece, Rank, Role, Square};
use core::fmt;

/// The placement of the pieces: one set of squares per role and per colour.
///
/// A `Board` may hold any placement, even an illegal one (no king, pawns on
/// the first rank); [`Position`](crate::Position) is what checks legality.
///
/// ```
/// use roque_rules::{Board, Color, Piece, Role, Square};
/// let mut board = Board::start();
/// assert_eq!(board.piece_at(Square::E1), Some(Piece::new(Color::White, Role::King)));
/// board.set_piece_at(Square::E4, Some(Piece::new(Color::White, Role::Pawn)));
/// assert_eq!(board.occupied().count(), 33);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: ByColor<Bitboard>,
}

impl Default for Board {
    fn default() -> Board {
        Board::start()
    }
}

impl Board {
    /// A board with no piece.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: ByColor::new(Bitboard::EMPTY, Bitboard::EMPTY),
        }
    }

    /// The placement at the start of a game.
    pub const fn start() -> Board {
        Board {
            by_role: [
                Bitboard(0x00ff_0000_0000_ff00),
                Bitboard(0x4200_0000_0000_0042),
                Bitboard(0x2400_0000_0000_0024),
                Bitboard(0x8100_0000_0000_0081),
                Bitboard(0x0800_0000_0000_0008),
                Bitboard(0x1000_0000_0000_0010),
            ],
            by_color: ByColor::new(Bitboard(0xffff), Bitboard(0xffff_0000_0000_0000)),
        }
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color.white | self.by_color.black
    }

    /// The squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color]
    }

    /// The squares of the pieces of `role`, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// The squares of `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role(piece.role) & self.by_color(piece.color)
    }

    /// The rooks and queens of `color`: the pieces that attack along ranks and files.
    #[inline]
    pub fn rooks_and_queens(&self, color: Color) -> Bitboard {
        (self.by_role(Role::Rook) | self.by_role(Role::Queen)) & self.by_color(color)
    }

    /// The bishops and queens of `color`: the pieces that attack along diagonals.
    #[inline]
    pub fn bishops_and_queens(&self, color: Color) -> Bitboard {
        (self.by_role(Role::Bishop) | self.by_role(Role::Queen)) & self.by_color(color)
    }

    /// The square of `color`'s king, if it has exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        self.by_piece(Piece::new(color, Role::King)).single()
    }

    /// The colour of the piece on `sq`, if any.
    #[inline]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color.white.contains(sq) {
            Some(Color::White)
        } else if self.by_color.black.contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|&role| self.by_role(role).contains(sq))
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece::new(self.color_at(sq)?, self.role_at(sq)?))
    }

    /// Puts `piece` on `sq`, or empties it with `None`, replacing whatever stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Option<Piece>) {
        self.discard(sq);
        if let Some(piece) = piece {
            self.put(sq, piece);
        }
    }

    /// Puts `piece` on an empty `sq`.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role as usize] |= sq;
        self.by_color[piece.color] |= sq;
    }

    /// Removes whatever stands on `sq`.
    #[inline]
    pub(crate) fn discard(&mut self, sq: Square) {
        let keep = !Bitboard::from_square(sq);
        for bb in &mut self.by_role {
            *bb &= keep;
        }
        self.by_color.white &= keep;
        self.by_color.black &= keep;
    }

    /// Removes the known `piece` from `sq`.
    #[inline]
    pub(crate) fn take(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role as usize] ^= sq;
        self.by_color[piece.color] ^= sq;
    }

    /// Every piece with its square, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(|sq| self.piece_at(sq).map(|piece| (sq, piece)))
    }

    /// The placement field of a FEN, such as `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR`.
    pub fn board_fen(&self) -> String {
        let mut fen = String::with_capacity(64);
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::new(file, *rank)) {
                    Some(piece) => {
                        if empty > 0 {
                            fen.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        fen.push(piece.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                fen.push(char::from(b'0' + empty));
            }
            if *rank != Rank::First {
                fen.push('/');
            }
        }
        fen
    }
}

impl fmt::Debug for Board {
    /// Draws the board, rank 8 at the top, with FEN letters and `.` for empty squares.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            for file in File::ALL {
                let c = self
                    .piece_at(Square::new(file, *rank))
                    .map_or('.', Piece::char);
                write!(f, "{c}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
