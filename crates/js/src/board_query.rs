//! Questions about the pieces on a board, playable or not: who attacks a
//! square, where a piece stands, and the board in chess.js's square order.

use roque_rules::{attacks, Bitboard, Board, Color, Piece, Square};

/// The squares in chess.js's order: a8, b8, ..., h8, a7, ..., h1.
pub fn chess_js_order() -> impl Iterator<Item = Square> {
    (0..8u8)
        .rev()
        .flat_map(|rank| (0..8u8).map(move |file| rank * 8 + file))
        .filter_map(Square::from_index)
}

/// The squares of `set`, in chess.js's order.
pub fn in_chess_js_order(set: Bitboard) -> Vec<Square> {
    chess_js_order().filter(|&sq| set.contains(sq)).collect()
}

/// The pieces of `by` that attack `target` on `board`: pinned or not, and
/// whatever stands on `target` (chess.js counts defenders as attackers).
pub fn attackers(board: &Board, target: Square, by: Color) -> Bitboard {
    let occupied = board.occupied();
    board
        .by_color(by)
        .into_iter()
        .filter(|&from| {
            board
                .piece_at(from)
                .is_some_and(|piece| attacks::attacks(piece, from, occupied).contains(target))
        })
        .collect()
}

/// Whether the king of `color` is attacked (false when it has no king).
pub fn king_attacked(board: &Board, color: Color) -> bool {
    board
        .king_of(color)
        .is_some_and(|king| attackers(board, king, !color).any())
}

/// The board as 64 characters in chess.js's order, FEN letters for the
/// pieces and `.` for empty squares.
pub fn placement(board: &Board) -> String {
    chess_js_order()
        .map(|sq| board.piece_at(sq).map_or('.', Piece::char))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Setup;

    #[test]
    fn attackers_include_defenders_and_pinned_pieces() {
        let setup = Setup::from_fen("4k3/8/8/8/4r3/8/4N3/3QK3 w - - 0 1")
            .unwrap_or_else(|_| Setup::empty());
        let board = setup.board;
        // The knight on e2 is pinned but still attacks c3; the queen defends e2.
        assert!(attackers(&board, Square::C3, Color::White).contains(Square::E2));
        assert!(attackers(&board, Square::E2, Color::White).contains(Square::D1));
        assert!(attackers(&board, Square::E2, Color::Black).contains(Square::E4));
        assert!(!king_attacked(&board, Color::White));
        assert!(!king_attacked(&Board::empty(), Color::White));
    }

    #[test]
    fn chess_js_order_starts_at_a8() {
        let order: Vec<Square> = chess_js_order().collect();
        assert_eq!(order.len(), 64);
        assert_eq!(order.first(), Some(&Square::A8));
        assert_eq!(order.get(8), Some(&Square::A7));
        assert_eq!(order.last(), Some(&Square::H1));
        assert_eq!(&placement(&Board::start())[..8], "rnbqkbnr");
    }
}
