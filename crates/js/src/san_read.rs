//! Typed moves read as chess.js 1.4 reads them: first its strict reading
//! (the text is a legal move's SAN, give or take the first `=`, a final `+`
//! or `#` and `!`/`?` annotations), then, unless strict, its permissive
//! reading, which takes `Pe2-e4`, `Nb1c3`, `e7e8q`, `0-0`, an over-specified
//! `Nge7` or a forgotten `x`.

use crate::game::{type_of, Game, Letters, Mv, PieceFilter, KSIDE, QSIDE};

/// The SAN chess.js compares: the first `=` dropped, then a final `+` or
/// `#` and the `!`/`?` annotations after it.
pub fn stripped(text: &str) -> String {
    let mut s = text.replacen('=', "", 1);
    let keep = s.trim_end_matches(['!', '?']).len();
    s.truncate(keep);
    if s.ends_with(['+', '#']) {
        s.pop();
    }
    s
}

fn is_file(c: u8) -> bool {
    (b'a'..=b'h').contains(&c)
}

fn is_rank(c: u8) -> bool {
    (b'1'..=b'8').contains(&c)
}

fn is_piece_letter(c: u8) -> bool {
    b"pnbrqkPNBRQK".contains(&c)
}

/// chess.js's guess of the piece type from a SAN: pawn for a file letter
/// (no piece at all when the text holds two squares), king for `O`, else
/// the first letter in lowercase (in French SAN, the French letter's piece).
fn infer_piece(text: &str, letters: Letters) -> PieceFilter {
    let bytes = text.as_bytes();
    let Some(&first) = bytes.first() else {
        return PieceFilter::Empty;
    };
    if is_file(first) {
        return if has_two_squares(bytes) {
            PieceFilter::Any
        } else {
            PieceFilter::Letter(b'p')
        };
    }
    let lower = first.to_ascii_lowercase();
    if lower == b'o' {
        return PieceFilter::Letter(b'k');
    }
    if letters == Letters::French {
        let english = match first {
            b'R' => b'k',
            b'D' => b'q',
            b'T' => b'r',
            b'F' => b'b',
            b'C' => b'n',
            b'P' => b'p',
            _ => 0,
        };
        if english != 0 {
            return PieceFilter::Letter(english);
        }
    }
    if first.is_ascii() {
        PieceFilter::Letter(lower)
    } else {
        PieceFilter::Letter(0)
    }
}

/// `/[a-h]\d.*[a-h]\d/`: a file letter and a digit, twice.
fn has_two_squares(bytes: &[u8]) -> bool {
    let first = (0..bytes.len().saturating_sub(1))
        .find(|&i| is_file(bytes[i]) && bytes[i + 1].is_ascii_digit());
    match first {
        Some(i) => (i + 2..bytes.len().saturating_sub(1))
            .any(|j| is_file(bytes[j]) && bytes[j + 1].is_ascii_digit()),
        None => false,
    }
}

/// What chess.js's permissive patterns take out of a move text.
#[derive(Debug, Default, PartialEq, Eq)]
struct Parts {
    piece: Option<u8>,
    from: String,
    to: String,
    promotion: Option<u8>,
}

/// The 0x88 index of the last square named in a text.
fn last_square(b: &[u8]) -> Option<i32> {
    (0..b.len().saturating_sub(1))
        .rev()
        .find(|&i| is_file(b[i]) && is_rank(b[i + 1]))
        .map(|i| i32::from(b'8' - b[i + 1]) * 16 + i32::from(b[i] - b'a'))
}

fn square_at(b: &[u8], i: usize) -> bool {
    i + 1 < b.len() && is_file(b[i]) && is_rank(b[i + 1])
}

/// After the origin: an optional `x`, an optional `-`, the target square
/// and an optional promotion letter.
fn rest(b: &[u8], mut i: usize, piece: Option<u8>, from: &[u8]) -> Option<Parts> {
    if b.get(i) == Some(&b'x') {
        i += 1;
    }
    if b.get(i) == Some(&b'-') {
        i += 1;
    }
    if !square_at(b, i) {
        return None;
    }
    let promotion = b.get(i + 2).copied().filter(|c| b"qrbnQRBN".contains(c));
    Some(Parts {
        piece,
        from: String::from_utf8_lossy(from).into_owned(),
        to: String::from_utf8_lossy(&b[i..i + 2]).into_owned(),
        promotion,
    })
}

/// The leftmost match of `([pnbrqkPNBRQK])?([a-h][1-8])x?-?([a-h][1-8])([qrbnQRBN])?`,
/// then, failing that, of the same with `([a-h]?[1-8]?)` as the origin,
/// trying the alternatives in the order a backtracking matcher does.
fn parts(b: &[u8]) -> (Option<Parts>, bool) {
    for start in 0..=b.len() {
        for i in optional(b, start, is_piece_letter) {
            let piece = (i > start).then(|| b[start]);
            if square_at(b, i) {
                if let Some(found) = rest(b, i + 2, piece, &b[i..i + 2]) {
                    return (Some(found), false);
                }
            }
        }
    }
    for start in 0..=b.len() {
        for i in optional(b, start, is_piece_letter) {
            let piece = (i > start).then(|| b[start]);
            for j in optional(b, i, is_file) {
                for k in optional(b, j, is_rank) {
                    if let Some(found) = rest(b, k, piece, &b[i..k]) {
                        let overly = found.from.len() == 1;
                        return (Some(found), overly);
                    }
                }
            }
        }
    }
    (None, false)
}

/// Where a match goes on after an optional character of `class` at `at`,
/// in a backtracking matcher's order: past the character (when it is
/// there), then without it.
fn optional(b: &[u8], at: usize, class: fn(u8) -> bool) -> impl Iterator<Item = usize> {
    let taken = b.get(at).is_some_and(|&c| class(c)).then_some(at + 1);
    taken.into_iter().chain(std::iter::once(at))
}

/// What a typed move asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    /// chess.js's null move `--`.
    Null,
    /// A legal move.
    Move(Mv),
    /// Nothing legal.
    NoMove,
}

/// Reads a typed move in the position of `game`, as chess.js's
/// `_moveFromSan` does.
pub fn read(game: &mut Game, text: &str, strict: bool, letters: Letters) -> Reading {
    let mut clean = stripped(text);
    if !strict {
        if clean == "0-0" {
            clean = "O-O".to_string();
        } else if clean == "0-0-0" {
            clean = "O-O-O".to_string();
        }
    }
    if clean == "--" {
        return Reading::Null;
    }
    let filter = infer_piece(&clean, letters);
    let moves = game.legal_moves(filter, None);
    // Only a move to the text's last square (or a castling for `O-O...`)
    // can have that SAN: the others are not written out.
    let target = last_square(clean.as_bytes());
    let castles = clean.starts_with("O-O");
    for &m in &moves {
        let candidate = if m.flags & (KSIDE | QSIDE) != 0 {
            castles
        } else {
            target == Some(m.to)
        };
        if candidate && stripped(&game.san(m, &moves, letters)) == clean {
            return Reading::Move(m);
        }
    }
    if strict {
        return Reading::NoMove;
    }
    let (found, overly) = parts(clean.as_bytes());
    let Some(parts) = found else {
        return Reading::NoMove;
    };
    let filter = match parts.piece {
        Some(p) => PieceFilter::Letter(p.to_ascii_lowercase()),
        None => infer_piece(&clean, Letters::English),
    };
    let moves = game.legal_moves(filter, None);
    let piece_ok = |m: &Mv| {
        parts
            .piece
            .is_none_or(|p| type_of(p.to_ascii_lowercase()) == m.piece)
    };
    let promotion_ok = |m: &Mv| {
        parts
            .promotion
            .is_none_or(|p| m.promotion != 0 && type_of(p.to_ascii_lowercase()) == m.promotion)
    };
    let name = |sq: i32| {
        let mut s = String::with_capacity(2);
        crate::game::push_square(&mut s, sq);
        s
    };
    for &m in &moves {
        if parts.from.is_empty() {
            let san = stripped(&game.san(m, &moves, Letters::English)).replacen('x', "", 1);
            if clean == san {
                return Reading::Move(m);
            }
        } else if piece_ok(&m)
            && parts.from == name(m.from)
            && parts.to == name(m.to)
            && promotion_ok(&m)
        {
            return Reading::Move(m);
        } else if overly {
            let from = name(m.from);
            if piece_ok(&m)
                && parts.to == name(m.to)
                && (from[..1] == parts.from || from[1..] == parts.from)
                && promotion_ok(&m)
            {
                return Reading::Move(m);
            }
        }
    }
    Reading::NoMove
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stripping_follows_chess_js() {
        assert_eq!(stripped("e8=Q+!?"), "e8Q");
        assert_eq!(stripped("e4!+"), "e4!");
        assert_eq!(stripped("Nf3#"), "Nf3");
        assert_eq!(stripped("--"), "--");
    }

    #[test]
    fn permissive_patterns() {
        let (p, overly) = parts(b"Pe2-e4");
        let p = p.unwrap_or_default();
        assert_eq!(
            (p.piece, p.from.as_str(), p.to.as_str()),
            (Some(b'P'), "e2", "e4")
        );
        assert!(!overly);
        let (p, overly) = parts(b"Nge7");
        let p = p.unwrap_or_default();
        assert_eq!(
            (p.piece, p.from.as_str(), p.to.as_str()),
            (Some(b'N'), "g", "e7")
        );
        assert!(overly);
        let (p, _) = parts(b"e7e8q");
        assert_eq!(p.unwrap_or_default().promotion, Some(b'q'));
        assert!(has_two_squares(b"e2e4"));
        assert!(!has_two_squares(b"exd5"));
    }
}
