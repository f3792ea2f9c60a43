//! A move typed in algebraic notation, in French or English letters: the
//! text box under the status reads it here.
//!
//! The reading is the rules crate's permissive SAN (`Cf3`, `Ng1-f3`, `e8D`,
//! `0-0`, …). Piece letters are read in the interface's language first;
//! a letter that names no piece in that language (`N` in French, `C` in
//! English) is read in the other one. `R` therefore stays a king (roi) in
//! French and a rook in English: the two never swap silently.
//!
//! Every failure says why, in the interface's language: not a move, which
//! pieces make it ambiguous and how to write each, or the rules crate's
//! own reason when the text names one piece that cannot go there.

use core::fmt;

use roque_rules::{
    attacks, Bitboard, CastlingSide, IllegalReason, Lang, Move, NormalSan, ParseSanError,
    PieceLetters, Position, Role, San, SanError, SanOptions, SanPlus, Square, Strictness,
};

/// Why a typed text gives no move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TypedMoveError {
    /// Nothing was typed.
    Empty,
    /// The text is not a move in algebraic notation.
    Syntax(ParseSanError),
    /// The one piece the text names cannot make that move: the rules
    /// crate says why.
    Illegal(IllegalReason),
    /// No piece of that kind can go to that square.
    NoSuchMove {
        /// The kind of piece the text names.
        role: Role,
        /// Where it was sent.
        to: Square,
    },
    /// Castling that way is not possible now, for a reason the rules crate
    /// does not single out.
    NoCastling(CastlingSide),
    /// Several pieces can make the move: each one's square, and the SAN
    /// that names it alone, in the interface's letters.
    Ambiguous {
        /// The kind of piece.
        role: Role,
        /// Where they could all go.
        to: Square,
        /// Each candidate's starting square and its unambiguous SAN.
        candidates: Vec<(Square, String)>,
    },
    /// A pawn reaches the last rank and the text does not say what it
    /// becomes.
    MissingPromotion,
    /// The computer has the move: the player waits for it.
    NotYourTurn,
}

/// The letters of `lang`.
fn letters(lang: Lang) -> PieceLetters {
    lang.piece_letters()
}

/// The other language's letters.
fn other_letters(lang: Lang) -> PieceLetters {
    match lang {
        Lang::Fr => PieceLetters::English,
        Lang::En => PieceLetters::French,
    }
}

fn options(letters: PieceLetters) -> SanOptions {
    SanOptions {
        strictness: Strictness::Permissive,
        letters,
    }
}

/// Reads `text` as a move in `position`, for a player speaking `lang`.
///
/// # Errors
/// A [`TypedMoveError`] saying why the text gives no move.
pub fn read(text: &str, position: &Position, lang: Lang) -> Result<Move, TypedMoveError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(TypedMoveError::Empty);
    }
    // The other language's letters only for a text the interface's own
    // cannot read at all (`Nf3` in French, `e8=D` in English): a text that
    // reads in both keeps its meaning in the interface's language.
    let mut chosen = letters(lang);
    let mut parsed = San::parse(text, options(chosen));
    if parsed.is_err() {
        let other = other_letters(lang);
        if let Ok(san) = San::parse(text, options(other)) {
            chosen = other;
            parsed = Ok(san);
        }
    }
    let san = parsed.map_err(TypedMoveError::Syntax)?;
    match position.parse_san_with(text, options(chosen)) {
        Ok(mv) => Ok(mv),
        Err(SanError::Ambiguous(moves)) => Err(ambiguous(position, &san, &moves, lang)),
        Err(SanError::MissingPromotion) => Err(TypedMoveError::MissingPromotion),
        Err(SanError::Syntax(error)) => Err(TypedMoveError::Syntax(error)),
        Err(SanError::Illegal | SanError::NotCanonical(_)) => Err(why_illegal(position, &san)),
    }
}

/// The candidates of an ambiguous text, each with the SAN naming it alone.
fn ambiguous(position: &Position, san: &San, moves: &[Move], lang: Lang) -> TypedMoveError {
    let (role, to) = match *san {
        San::Normal(NormalSan { role, to, .. }) => (role, to),
        // Castling and two squares are never ambiguous; should they be,
        // the moved piece names them.
        _ => match moves.first() {
            Some(mv) => (position.moved_role(*mv).unwrap_or(Role::Pawn), mv.to),
            None => return TypedMoveError::MissingPromotion,
        },
    };
    let candidates = moves
        .iter()
        .map(|&mv| {
            let written = SanPlus::from_move(position, mv).san;
            (mv.from, written.to_string_with(letters(lang)))
        })
        .collect();
    TypedMoveError::Ambiguous {
        role,
        to,
        candidates,
    }
}

/// Why no legal move matches: the rules crate's reason when the text
/// names a single piece, else which kind of piece cannot go where. (The
/// import dialog asks it too, of a PGN's illegal move.)
pub fn why_illegal(position: &Position, san: &San) -> TypedMoveError {
    let turn = position.turn();
    match *san {
        San::Castle(side) => {
            let from = CastlingSide::king_from(turn);
            match position.explain(from, side.king_to(turn), None) {
                Err(reason) => TypedMoveError::Illegal(reason),
                Ok(_) => TypedMoveError::NoCastling(side),
            }
        }
        San::Coordinates {
            from,
            to,
            promotion,
            ..
        } => match position.explain(from, to, promotion) {
            Err(reason) => TypedMoveError::Illegal(reason),
            Ok(_) => match position.moved_role(Move {
                from,
                to,
                promotion,
            }) {
                Some(role) => TypedMoveError::NoSuchMove { role, to },
                None => TypedMoveError::NoSuchMove {
                    role: Role::Pawn,
                    to,
                },
            },
        },
        San::Normal(NormalSan {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        }) => {
            let piece = roque_rules::Piece::new(turn, role);
            let mut pieces: Bitboard = position.board().by_piece(piece);
            if let Some(file) = file {
                pieces &= Bitboard::file(file);
            }
            if let Some(rank) = rank {
                pieces &= Bitboard::rank(rank);
            }
            // Only the pieces that move that way at all, on an empty
            // board: of two bishops, the one on the right colour.
            if role != Role::Pawn {
                pieces = pieces
                    .into_iter()
                    .filter(|&from| attacks::attacks(piece, from, Bitboard::EMPTY).contains(to))
                    .collect();
            }
            // A pawn written without its file moves straight ahead: the
            // one on the destination's file is the one meant.
            if role == Role::Pawn && file.is_none() {
                pieces &= Bitboard::file(to.file());
                if pieces.more_than_one() {
                    // The nearest behind the square, from the mover's side.
                    pieces = nearest_pawn_behind(pieces, to, turn);
                }
            }
            match pieces.single() {
                Some(from) => match position.explain(from, to, promotion) {
                    Err(reason) => TypedMoveError::Illegal(reason),
                    Ok(_) => TypedMoveError::NoSuchMove { role, to },
                },
                None => TypedMoveError::NoSuchMove { role, to },
            }
        }
    }
}

/// Of several pawns on one file, the one closest behind `to` for `turn`
/// (the one a push to `to` would move); empty if none is behind it.
fn nearest_pawn_behind(pawns: Bitboard, to: Square, turn: roque_rules::Color) -> Bitboard {
    let behind = pawns.into_iter().filter(|sq| match turn {
        roque_rules::Color::White => sq.rank() < to.rank(),
        roque_rules::Color::Black => sq.rank() > to.rank(),
    });
    let nearest = match turn {
        roque_rules::Color::White => behind.max_by_key(|sq| sq.rank()),
        roque_rules::Color::Black => behind.min_by_key(|sq| sq.rank()),
    };
    nearest.map_or(Bitboard::EMPTY, Bitboard::from_square)
}

impl fmt::Display for TypedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypedMoveError::Empty => f.write_str("no move typed"),
            // The inner errors' own texts, not their `Debug` forms (a
            // character's `Debug` brings its escaping tables into the wasm).
            TypedMoveError::Syntax(error) => write!(f, "not algebraic notation: {error}"),
            TypedMoveError::Illegal(reason) => write!(f, "illegal move: {reason}"),
            TypedMoveError::NoSuchMove { role, to } => write!(f, "no {role} can go to {to}"),
            TypedMoveError::NoCastling(side) => write!(f, "castling {side} is not possible"),
            TypedMoveError::Ambiguous { to, .. } => write!(f, "ambiguous move to {to}"),
            TypedMoveError::MissingPromotion => f.write_str("the promotion piece is missing"),
            TypedMoveError::NotYourTurn => f.write_str("not the player's turn"),
        }
    }
}

impl std::error::Error for TypedMoveError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"))
    }

    #[test]
    fn both_languages_letters_are_read() {
        let start = Position::new();
        let nf3 = Ok(Move::new(Square::G1, Square::F3));
        assert_eq!(read("Cf3", &start, Lang::Fr), nf3);
        assert_eq!(read("Nf3", &start, Lang::Fr), nf3);
        assert_eq!(read("Nf3", &start, Lang::En), nf3);
        assert_eq!(read("Cf3", &start, Lang::En), nf3);
        assert_eq!(
            read("  e4 ", &start, Lang::Fr),
            Ok(Move::new(Square::E2, Square::E4))
        );
        assert_eq!(read("g1f3", &start, Lang::En), nf3);
    }

    #[test]
    fn r_is_the_king_in_french_and_a_rook_in_english() {
        // The king on e1 and a rook on a1, both able to reach d1.
        let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        let board = position(fen);
        assert_eq!(
            read("Rd1", &board, Lang::Fr),
            Ok(Move::new(Square::E1, Square::D1))
        );
        assert_eq!(
            read("Rd1", &board, Lang::En),
            Ok(Move::new(Square::A1, Square::D1))
        );
        assert_eq!(
            read("Td1", &board, Lang::En),
            Ok(Move::new(Square::A1, Square::D1))
        );
    }

    #[test]
    fn promotions_in_either_letters() {
        let board = position("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        let queen = Ok(Move::with_promotion(Square::A7, Square::A8, Role::Queen));
        assert_eq!(read("a8=D", &board, Lang::Fr), queen);
        assert_eq!(read("a8=Q", &board, Lang::Fr), queen);
        assert_eq!(read("a8D", &board, Lang::En), queen);
        assert_eq!(
            read("a8", &board, Lang::Fr).map_err(|e| matches!(e, TypedMoveError::Syntax(_))),
            Err(true)
        );
        assert_eq!(
            read("a7a8", &board, Lang::En),
            Err(TypedMoveError::MissingPromotion)
        );
    }

    #[test]
    fn an_ambiguous_move_names_each_piece_and_how_to_write_it() {
        // Knights on b1 and f3 can both reach d2.
        let board = position("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
        let error = read("Cd2", &board, Lang::Fr);
        let Err(error) = error else {
            panic!("Cd2 should be ambiguous");
        };
        assert_eq!(
            error.message(Lang::Fr),
            "Coup ambigu : plusieurs cavaliers peuvent aller en d2 (depuis b1 ou f3). Écrivez Cbd2 ou Cfd2."
        );
        let Err(error) = read("Nd2", &board, Lang::En) else {
            panic!("Nd2 should be ambiguous");
        };
        assert_eq!(
            error.message(Lang::En),
            "Ambiguous move: more than one knight can go to d2 (from b1 or f3). Write Nbd2 or Nfd2."
        );
    }

    #[test]
    fn an_illegal_move_of_one_named_piece_gets_the_rules_reason() {
        let start = Position::new();
        let Err(TypedMoveError::Illegal(reason)) = read("Fc4", &start, Lang::Fr) else {
            panic!("Fc4 is blocked by the e2 pawn");
        };
        assert!(matches!(reason, IllegalReason::PathBlocked { .. }));
        assert_eq!(
            read("Cd4", &start, Lang::Fr),
            Err(TypedMoveError::NoSuchMove {
                role: Role::Knight,
                to: Square::D4
            })
        );
        assert_eq!(
            TypedMoveError::NoSuchMove {
                role: Role::Queen,
                to: Square::D4
            }
            .message(Lang::Fr),
            "Aucune dame ne peut aller en d4."
        );
        // A pawn pushed too far: the pawn on the file is the one meant.
        let Err(TypedMoveError::Illegal(_)) = read("e5", &start, Lang::En) else {
            panic!("e5 is too far for the e2 pawn");
        };
        // Castling through the rules crate's reason too.
        let board = position("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
        let Err(TypedMoveError::Illegal(_)) = read("O-O", &board, Lang::Fr) else {
            panic!("castling out of check");
        };
    }

    #[test]
    fn nonsense_is_refused_with_a_reason_in_the_language() {
        let start = Position::new();
        let Err(error) = read("Xz9", &start, Lang::Fr) else {
            panic!("Xz9 is no move");
        };
        assert!(error
            .message(Lang::Fr)
            .starts_with("« X » ne désigne aucune pièce"));
        assert_eq!(read("", &start, Lang::En), Err(TypedMoveError::Empty));
        let Err(error) = read("e4zz", &start, Lang::En) else {
            panic!("trailing characters");
        };
        assert!(error.message(Lang::En).contains("Unexpected 'zz'"));
    }
}
