//! Forsyth–Edwards Notation: reading and writing positions as one line of text.

use crate::{
    Board, CastlingRights, CastlingSide, Color, File, Piece, Position, PositionError, Rank, Setup,
    Square,
};
use core::fmt;

/// Why a text is not a valid FEN. Each variant names the field at fault and
/// what was found there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// The text is empty or only spaces.
    Empty,
    /// Not 4 to 6 space-separated fields (placement, side, castling,
    /// en passant, and optionally the two clocks).
    FieldCount(usize),
    /// The placement does not have 8 ranks separated by `/`.
    RankCount(usize),
    /// A character in the placement that is neither a piece letter nor a digit 1-8.
    BadPieceChar {
        /// The rank being read.
        rank: Rank,
        /// The character found.
        found: char,
    },
    /// A rank of the placement that does not cover exactly 8 squares.
    RankLength {
        /// The rank at fault.
        rank: Rank,
        /// How many squares it describes.
        squares: usize,
    },
    /// The side to move is not `w` or `b`.
    BadSide(String),
    /// The castling field is not `-` or distinct letters among `KQkq`.
    BadCastling(String),
    /// The en-passant field is not `-` or a square.
    BadEnPassant(String),
    /// The half-move clock is not a number.
    BadHalfmoveClock(String),
    /// The move number is not a number of at least 1.
    BadFullmoveNumber(String),
    /// The text is well-formed but the position breaks the rules.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid FEN: ")?;
        match self {
            FenError::Empty => f.write_str("the text is empty"),
            FenError::FieldCount(n) => write!(
                f,
                "{n} fields where 4 to 6 are expected (placement, side to move, castling, en passant, clocks)"
            ),
            FenError::RankCount(n) => write!(f, "the placement has {n} ranks instead of 8"),
            FenError::BadPieceChar { rank, found } => {
                write!(f, "'{found}' on rank {rank} is not a piece letter (PNBRQK, pnbrqk) or a digit 1-8")
            }
            FenError::RankLength { rank, squares } => {
                write!(f, "rank {rank} describes {squares} squares instead of 8")
            }
            FenError::BadSide(s) => write!(f, "side to move '{s}' is not w or b"),
            FenError::BadCastling(s) => write!(f, "castling field '{s}' is not - or distinct letters among KQkq"),
            FenError::BadEnPassant(s) => write!(f, "en-passant field '{s}' is not - or a square"),
            FenError::BadHalfmoveClock(s) => write!(f, "half-move clock '{s}' is not a number"),
            FenError::BadFullmoveNumber(s) => write!(f, "move number '{s}' is not a number of at least 1"),
            FenError::Position(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FenError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FenError::Position(e) => Some(e),
            _ => None,
        }
    }
}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Reads the placement field.
fn parse_placement(text: &str) -> Result<Board, FenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    let mut board = Board::empty();
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = Rank::ALL[7 - i];
        let mut file: usize = 0;
        for c in rank_text.chars() {
            if let Some(run) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
                file += run as usize;
            } else if let Some(piece) = Piece::from_char(c) {
                if let Some(f) = File::from_index(file as u8) {
                    board.set_piece_at(Square::new(f, rank), Some(piece));
                }
                file += 1;
            } else {
                return Err(FenError::BadPieceChar { rank, found: c });
            }
        }
        if file != 8 {
            return Err(FenError::RankLength {
                rank,
                squares: file,
            });
        }
    }
    Ok(board)
}

/// A clock: digits only (Rust's own parser would also take `+5`).
fn parse_count(text: &str) -> Option<u32> {
    if text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse().ok()
    } else {
        None
    }
}

fn parse_castling(text: &str) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if text == "-" {
        return Ok(rights);
    }
    let bad = || FenError::BadCastling(text.to_string());
    if text.is_empty() {
        return Err(bad());
    }
    for c in text.chars() {
        let (color, side) = match c {
            'K' => (Color::White, CastlingSide::KingSide),
            'Q' => (Color::White, CastlingSide::QueenSide),
            'k' => (Color::Black, CastlingSide::KingSide),
            'q' => (Color::Black, CastlingSide::QueenSide),
            _ => return Err(bad()),
        };
        if rights.has(color, side) {
            return Err(bad());
        }
        rights.add(color, side);
    }
    Ok(rights)
}

impl Setup {
    /// Reads a FEN without checking the position's legality. Missing clocks
    /// mean `0 1`.
    ///
    /// # Errors
    /// A [`FenError`] naming the field at fault.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if !(4..=6).contains(&fields.len()) {
            return Err(FenError::FieldCount(fields.len()));
        }
        let board = parse_placement(fields[0])?;
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            other => return Err(FenError::BadSide(other.to_string())),
        };
        let castling = parse_castling(fields[2])?;
        let ep_square = match fields[3] {
            "-" => None,
            text => Some(
                text.parse::<Square>()
                    .map_err(|_| FenError::BadEnPassant(text.to_string()))?,
            ),
        };
        let halfmove_clock = match fields.get(4) {
            None => 0,
            Some(text) => {
                parse_count(text).ok_or_else(|| FenError::BadHalfmoveClock(text.to_string()))?
            }
        };
        let fullmove_number = match fields.get(5) {
            None => 1,
            Some(text) => parse_count(text)
                .filter(|&n| n >= 1)
                .ok_or_else(|| FenError::BadFullmoveNumber(text.to_string()))?,
        };
        Ok(Setup {
            board,
            turn,
            castling,
            ep_square,
            halfmove_clock,
            fullmove_number,
        })
    }

    /// Writes the FEN of this setup, all six fields.
    pub fn fen(&self) -> String {
        format!(
            "{} {} {} {} {} {}",
            self.board.board_fen(),
            self.turn.char(),
            self.castling,
            self.ep_square
                .map_or_else(|| "-".to_string(), |sq| sq.to_string()),
            self.halfmove_clock,
            self.fullmove_number
        )
    }
}

impl Position {
    /// Reads a FEN and checks that the position is legal. Missing clocks mean `0 1`.
    ///
    /// ```
    /// use roque_rules::{FenError, Position, PositionError, Square};
    /// let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -";
    /// assert_eq!(Position::from_fen(kiwipete)?.legal_moves().len(), 48);
    /// assert_eq!(
    ///     Position::from_fen("8/8/8/8/8/8/8/K7 w - -"),
    ///     Err(FenError::Position(PositionError::MissingKing(roque_rules::Color::Black)))
    /// );
    /// # Ok::<_, FenError>(())
    /// ```
    ///
    /// # Errors
    /// A [`FenError`]: a syntax error naming the field, or
    /// [`FenError::Position`] when the position breaks the rules.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Ok(Position::from_setup(Setup::from_fen(fen)?)?)
    }
}

impl core::str::FromStr for Position {
    type Err = FenError;
    fn from_str(s: &str) -> Result<Position, FenError> {
        Position::from_fen(s)
    }
}

impl fmt::Display for Position {
    /// Writes the FEN, as [`Position::fen`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
