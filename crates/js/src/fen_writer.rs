//! FEN written straight into a buffer: chess.js's verbose moves carry two
//! FENs each, and the general formatting machinery made them most of the
//! cost of `moves({ verbose: true })` in wasm. Same text as
//! [`Position::fen`](roque_rules::Position::fen).

use roque_rules::{CastlingSide, Color, Piece, Position, Square};

/// Appends the FEN of `position` (en-passant square only when a capture
/// there is legal) to `out`.
pub fn push_fen(out: &mut String, position: &Position) {
    let board = position.board();
    for rank in (0..8u8).rev() {
        let mut empty = 0u8;
        for file in 0..8u8 {
            let piece = Square::from_index(rank * 8 + file).and_then(|sq| board.piece_at(sq));
            match piece {
                Some(piece) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    out.push(Piece::char(piece));
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push_str(match position.turn() {
        Color::White => " w ",
        Color::Black => " b ",
    });
    let rights = position.castling_rights();
    let mut any = false;
    for (color, side, letter) in [
        (Color::White, CastlingSide::KingSide, 'K'),
        (Color::White, CastlingSide::QueenSide, 'Q'),
        (Color::Black, CastlingSide::KingSide, 'k'),
        (Color::Black, CastlingSide::QueenSide, 'q'),
    ] {
        if rights.has(color, side) {
            out.push(letter);
            any = true;
        }
    }
    if !any {
        out.push('-');
    }
    out.push(' ');
    match position.legal_ep_square() {
        Some(sq) => {
            out.push(sq.file().char());
            out.push(sq.rank().char());
        }
        None => out.push('-'),
    }
    out.push(' ');
    push_number(out, position.halfmove_clock());
    out.push(' ');
    push_number(out, position.fullmove_number());
}

/// Appends `n` in decimal.
fn push_number(out: &mut String, mut n: u32) {
    let mut digits = [0u8; 10];
    let mut len = 0;
    loop {
        if let Some(slot) = digits.get_mut(len) {
            *slot = b'0' + (n % 10) as u8;
        }
        len += 1;
        n /= 10;
        if n == 0 || len == digits.len() {
            break;
        }
    }
    for &digit in digits.iter().take(len).rev() {
        out.push(char::from(digit));
    }
}

/// The FEN of `position`.
pub fn fen(position: &Position) -> String {
    let mut out = String::with_capacity(90);
    push_fen(&mut out, position);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_text_as_the_rules_crate_over_random_games() {
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut checked = 0;
        for start in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/8/8/8/k1p4R/8/3P4/4K3 w - - 4294967295 4294967295",
        ] {
            for _ in 0..20 {
                let mut p = Position::from_fen(start).unwrap_or_default();
                for _ in 0..150 {
                    assert_eq!(fen(&p), p.fen());
                    checked += 1;
                    let legal = p.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    p.play_unchecked(legal[(seed % legal.len() as u64) as usize]);
                }
            }
        }
        assert!(checked > 3000);
    }
}
