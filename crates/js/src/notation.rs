//! Moves as chess.js writes and reads them: SAN (in English or French
//! letters), its move flags, and its two ways of reading a typed move.

use roque_rules::{
    Move, PieceLetters, Position, Role, San, SanOptions, SanPlus, Strictness, Suffix,
};

/// The SAN of `mv`, legal in `position`, where `legal` is the list of every
/// legal move there: the same text as [`SanPlus::from_move`], without
/// generating the moves again for each move of a list.
pub fn san_among(position: &Position, mv: Move, legal: &[Move]) -> SanPlus {
    let mut after = *position;
    after.play_unchecked(mv);
    san_among_after(position, mv, legal, &after)
}

/// [`san_among`] when the position after the move is already at hand.
pub fn san_among_after(position: &Position, mv: Move, legal: &[Move], after: &Position) -> SanPlus {
    let capture = position.is_capture(mv);
    let san = match (position.castling_side(mv), position.moved_role(mv)) {
        (Some(side), _) => San::Castle(side),
        (None, Some(Role::Pawn)) => San::Normal {
            role: Role::Pawn,
            file: capture.then_some(mv.from.file()),
            rank: None,
            capture,
            to: mv.to,
            promotion: mv.promotion,
        },
        (None, Some(role)) => {
            let mut same_file = false;
            let mut same_rank = false;
            let mut rivals = false;
            for other in legal {
                if other.to == mv.to
                    && other.from != mv.from
                    && position.moved_role(*other) == Some(role)
                {
                    rivals = true;
                    same_file |= other.from.file() == mv.from.file();
                    same_rank |= other.from.rank() == mv.from.rank();
                }
            }
            San::Normal {
                role,
                file: (rivals && (!same_file || same_rank)).then_some(mv.from.file()),
                rank: same_file.then_some(mv.from.rank()),
                capture,
                to: mv.to,
                promotion: None,
            }
        }
        // Not a legal move (nothing on its square): the rules crate's answer.
        (None, None) => return SanPlus::from_move(position, mv),
    };
    let suffix = if !after.is_check() {
        None
    } else if after.has_legal_move() {
        Some(Suffix::Check)
    } else {
        Some(Suffix::Checkmate)
    };
    SanPlus { san, suffix }
}

/// The piece letters asked for.
pub fn letters(french: bool) -> PieceLetters {
    if french {
        PieceLetters::French
    } else {
        PieceLetters::English
    }
}

/// chess.js's move flags, in its order: `n` a quiet move, `c` a capture,
/// `b` a pawn's double step, `e` en passant, then `p` a promotion, and `k`
/// or `q` for castling on the king's or queen's side.
pub fn flags(position: &Position, mv: Move) -> &'static str {
    if let Some(side) = position.castling_side(mv) {
        return match side {
            roque_rules::CastlingSide::KingSide => "k",
            roque_rules::CastlingSide::QueenSide => "q",
        };
    }
    let promotes = mv.promotion.is_some();
    if position.is_en_passant(mv) {
        "e"
    } else if position.is_capture(mv) {
        if promotes {
            "cp"
        } else {
            "c"
        }
    } else if promotes {
        "np"
    } else if position.moved_role(mv) == Some(Role::Pawn) && mv.from.distance(mv.to) == 2 {
        "b"
    } else {
        "n"
    }
}

/// The SAN chess.js compares when it reads strictly: the first `=` dropped,
/// and any `+` or `#` and `!`/`?` annotations at the end.
fn stripped(text: &str) -> String {
    let mut text = text.replacen('=', "", 1);
    let annotations = text.trim_end_matches(['!', '?']).len();
    text.truncate(annotations);
    if text.ends_with(['+', '#']) {
        text.pop();
    }
    text
}

/// Reads a typed move as chess.js does: first its strict reading (the text
/// is the move's SAN, give or take the first `=`, the check suffix and
/// annotations), then, unless `strict`, the rules crate's permissive
/// reading (`Ng1f3`, `g1f3`, `e8q`, `0-0`, a forgotten `x`, ...).
pub fn read_move(position: &Position, text: &str, strict: bool, french: bool) -> Option<Move> {
    let wanted = stripped(text);
    let wanted = match wanted.as_str() {
        "0-0" if !strict => "O-O".to_string(),
        "0-0-0" if !strict => "O-O-O".to_string(),
        _ => wanted,
    };
    let legal = position.legal_moves();
    let letters = letters(french);
    let exact = legal
        .iter()
        .copied()
        .find(|&mv| stripped(&san_among(position, mv, &legal).to_string_with(letters)) == wanted);
    if exact.is_some() || strict {
        return exact;
    }
    let options = SanOptions {
        strictness: Strictness::Permissive,
        letters,
    };
    position.parse_san_with(text, options).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn uci(text: &str) -> Move {
        Move::from_uci(text).unwrap_or_else(|_| panic!("bad test move {text}"))
    }

    /// Plays a reproducible pseudo-random game, checking at every position
    /// that the list-based SAN is the rules crate's.
    #[test]
    fn san_among_matches_the_rules_crate_over_random_games() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut checked = 0;
        for _ in 0..40 {
            let mut p = Position::new();
            for _ in 0..200 {
                let legal = p.legal_moves();
                if legal.is_empty() {
                    break;
                }
                for &mv in &legal {
                    assert_eq!(
                        san_among(&p, mv, &legal),
                        SanPlus::from_move(&p, mv),
                        "{}",
                        p.fen()
                    );
                    checked += 1;
                }
                let pick = legal[(next() % legal.len() as u64) as usize];
                p.play_unchecked(pick);
            }
        }
        assert!(checked > 10_000);
    }

    #[test]
    fn flags_follow_chess_js() {
        let p = position("r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        let cases = [
            ("e1g1", "k"),
            ("e1c1", "q"),
            ("e5d6", "e"),
            ("b7a8q", "cp"),
            ("b7b8n", "np"),
            ("a1a8", "c"),
            ("e5e6", "n"),
        ];
        for (mv, expected) in cases {
            assert_eq!(flags(&p, uci(mv)), expected, "{mv}");
        }
        assert_eq!(flags(&Position::new(), uci("e2e4")), "b");
    }

    #[test]
    fn strict_reading_forgives_what_chess_js_forgives() {
        let p = position("4k3/1P6/8/8/8/8/8/1N2K2R w K - 0 1");
        assert_eq!(read_move(&p, "b8Q", true, false), Some(uci("b7b8q")));
        assert_eq!(read_move(&p, "b8=Q+!?", true, false), Some(uci("b7b8q")));
        assert_eq!(read_move(&p, "Nc3#", true, false), Some(uci("b1c3")));
        assert_eq!(read_move(&p, "Nb1c3", true, false), None);
        assert_eq!(read_move(&p, "Nb1c3", false, false), Some(uci("b1c3")));
        assert_eq!(read_move(&p, "0-0", true, false), None);
        assert_eq!(read_move(&p, "0-0", false, false), Some(uci("e1g1")));
        assert_eq!(read_move(&p, "Cc3", false, true), Some(uci("b1c3")));
        assert_eq!(read_move(&p, "b8=D", true, true), Some(uci("b7b8q")));
        assert_eq!(read_move(&p, "e5", false, false), None);
    }
}
