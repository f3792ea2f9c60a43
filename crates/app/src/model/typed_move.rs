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

use roque_rules::{
    attacks, Bitboard, CastlingSide, IllegalReason, Lang, Move, ParseSanError, PieceLetters,
    Position, Role, San, SanError, SanOptions, SanPlus, Square, Strictness,
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
        San::Normal { role, to, .. } => (role, to),
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
/// names a single piece, else which kind of piece cannot go where.
fn why_illegal(position: &Position, san: &San) -> TypedMoveError {
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
        San::Normal {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        } => {
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

/// « ou », "or" between the last two of a list: « Cbd7 ou Cfd7 ».
fn or_list(items: &[String], lang: Lang) -> String {
    let or = match lang {
        Lang::Fr => " ou ",
        Lang::En => " or ",
    };
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{or}{last}", rest.join(", ")),
    }
}

/// Plural of a role's name: « cavaliers », "knights".
fn plural(role: Role, lang: Lang) -> String {
    format!("{}s", role.name(lang))
}

/// Why `ParseSanError` refused the text, in `lang`.
fn syntax_message(error: &ParseSanError, lang: Lang) -> String {
    let example = match lang {
        Lang::Fr => "Exemples : e4, Cf3, Fxc6, O-O, e8=D.",
        Lang::En => "Examples: e4, Nf3, Bxc6, O-O, e8=Q.",
    };
    let what = match (lang, error) {
        (Lang::Fr, ParseSanError::Empty) => "Aucun coup écrit.".to_string(),
        (Lang::En, ParseSanError::Empty) => "No move written.".to_string(),
        (Lang::Fr, ParseSanError::BadPieceLetter(c)) => {
            format!("« {c} » ne désigne aucune pièce (R roi, D dame, T tour, F fou, C cavalier).")
        }
        (Lang::En, ParseSanError::BadPieceLetter(c)) => {
            format!("'{c}' names no piece (K king, Q queen, R rook, B bishop, N knight).")
        }
        (Lang::Fr, ParseSanError::BadSquare { index }) => {
            format!("Une case comme e4 est attendue au caractère {}.", index + 1)
        }
        (Lang::En, ParseSanError::BadSquare { index }) => {
            format!(
                "A square such as e4 is expected at character {}.",
                index + 1
            )
        }
        (Lang::Fr, ParseSanError::BadCastling) => "Le roque s'écrit O-O ou O-O-O.".to_string(),
        (Lang::En, ParseSanError::BadCastling) => "Castling is written O-O or O-O-O.".to_string(),
        (Lang::Fr, ParseSanError::BadPromotion(None)) => {
            "La pièce de la promotion manque après « = ».".to_string()
        }
        (Lang::En, ParseSanError::BadPromotion(None)) => {
            "The promotion piece is missing after '='.".to_string()
        }
        (Lang::Fr, ParseSanError::BadPromotion(Some(c))) => {
            format!("Un pion ne peut pas devenir « {c} » : D, T, F ou C.")
        }
        (Lang::En, ParseSanError::BadPromotion(Some(c))) => {
            format!("A pawn cannot become '{c}': Q, R, B or N.")
        }
        (Lang::Fr, ParseSanError::PromotionNotOnLastRank(sq)) => {
            format!("Un pion ne peut pas être promu en {sq}, seulement sur la dernière rangée.")
        }
        (Lang::En, ParseSanError::PromotionNotOnLastRank(sq)) => {
            format!("A pawn cannot promote on {sq}, only on the last rank.")
        }
        (Lang::Fr, ParseSanError::PromotionOfPiece(role)) => {
            format!("Seul un pion est promu, pas un {}.", role.name(lang))
        }
        (Lang::En, ParseSanError::PromotionOfPiece(role)) => {
            format!("Only a pawn promotes, not a {}.", role.name(lang))
        }
        (Lang::Fr, ParseSanError::MissingPromotion(sq)) => {
            format!("Un pion qui arrive en {sq} doit être promu : écrivez {sq}=D, par exemple.")
        }
        (Lang::En, ParseSanError::MissingPromotion(sq)) => {
            format!("A pawn reaching {sq} must promote: write {sq}=Q, for instance.")
        }
        (Lang::Fr, ParseSanError::Trailing { index, rest }) => {
            format!("« {rest} » inattendu au caractère {}.", index + 1)
        }
        (Lang::En, ParseSanError::Trailing { index, rest }) => {
            format!("Unexpected '{rest}' at character {}.", index + 1)
        }
        // Permissive reading never complains about the form.
        (Lang::Fr, ParseSanError::NonStandard(_)) => "Notation non standard.".to_string(),
        (Lang::En, ParseSanError::NonStandard(_)) => "Not standard notation.".to_string(),
    };
    format!("{what} {example}")
}

impl TypedMoveError {
    /// What went wrong, as a sentence in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (TypedMoveError::Empty, Lang::Fr) => {
                "Écrivez un coup, par exemple e4 ou Cf3.".to_string()
            }
            (TypedMoveError::Empty, Lang::En) => "Type a move, for instance e4 or Nf3.".to_string(),
            (TypedMoveError::Syntax(error), _) => syntax_message(error, lang),
            (TypedMoveError::Illegal(reason), _) => reason.message(lang),
            (TypedMoveError::NoSuchMove { role, to }, Lang::Fr) => {
                let article = role.gender().pick("Aucun", "Aucune");
                format!("{article} {} ne peut aller en {to}.", role.name(lang))
            }
            (TypedMoveError::NoSuchMove { role, to }, Lang::En) => {
                format!("No {} can go to {to}.", role.name(lang))
            }
            (TypedMoveError::NoCastling(side), Lang::Fr) => match side {
                CastlingSide::KingSide => "Le petit roque n'est pas possible.".to_string(),
                CastlingSide::QueenSide => "Le grand roque n'est pas possible.".to_string(),
            },
            (TypedMoveError::NoCastling(side), Lang::En) => match side {
                CastlingSide::KingSide => "Kingside castling is not possible.".to_string(),
                CastlingSide::QueenSide => "Queenside castling is not possible.".to_string(),
            },
            (
                TypedMoveError::Ambiguous {
                    role,
                    to,
                    candidates,
                },
                _,
            ) => {
                let froms: Vec<String> = candidates.iter().map(|(sq, _)| sq.to_string()).collect();
                let sans: Vec<String> = candidates.iter().map(|(_, san)| san.clone()).collect();
                match lang {
                    Lang::Fr => format!(
                        "Coup ambigu : plusieurs {} peuvent aller en {to} (depuis {}). Écrivez {}.",
                        plural(*role, lang),
                        or_list(&froms, lang),
                        or_list(&sans, lang)
                    ),
                    Lang::En => format!(
                        "Ambiguous move: more than one {} can go to {to} (from {}). Write {}.",
                        role.name(lang),
                        or_list(&froms, lang),
                        or_list(&sans, lang)
                    ),
                }
            }
            (TypedMoveError::MissingPromotion, Lang::Fr) => {
                "Le pion doit être promu : précisez la pièce, par exemple e8=D.".to_string()
            }
            (TypedMoveError::MissingPromotion, Lang::En) => {
                "The pawn must promote: name the piece, for instance e8=Q.".to_string()
            }
            (TypedMoveError::NotYourTurn, Lang::Fr) => {
                "C'est à l'ordinateur de jouer : attendez son coup.".to_string()
            }
            (TypedMoveError::NotYourTurn, Lang::En) => {
                "It is the computer's move: wait for it.".to_string()
            }
        }
    }
}

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
