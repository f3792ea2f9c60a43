//! Static exchange evaluation: what a capture wins or loses once every
//! piece bearing on the square has taken in turn, least valuable first.
//! Pins are ignored; it is an estimate for ordering and pruning.

use crate::eval::SIMPLE_VALUE;
use roque_rules::{attacks, Bitboard, Color, Move, Position, Role, Square};

/// Every piece of either colour attacking `sq` when `occupied` are the
/// occupied squares (pieces off `occupied` are ignored).
fn attackers(position: &Position, sq: Square, occupied: Bitboard) -> Bitboard {
    let board = position.board();
    let pawns = board.by_role(Role::Pawn);
    let rooks_queens = board.by_role(Role::Rook) | board.by_role(Role::Queen);
    let bishops_queens = board.by_role(Role::Bishop) | board.by_role(Role::Queen);
    ((attacks::pawn(Color::Black, sq) & pawns & board.by_color(Color::White))
        | (attacks::pawn(Color::White, sq) & pawns & board.by_color(Color::Black))
        | (attacks::knight(sq) & board.by_role(Role::Knight))
        | (attacks::king(sq) & board.by_role(Role::King))
        | (attacks::rook(sq, occupied) & rooks_queens)
        | (attacks::bishop(sq, occupied) & bishops_queens))
        & occupied
}

/// The material `mv` (legal in `position`) wins for the side playing it
/// when both sides go on capturing on its square while it pays: positive
/// for a winning capture, negative when the piece is lost for less.
pub(crate) fn see(position: &Position, mv: Move) -> i32 {
    let board = position.board();
    let Some(mover) = board.role_at(mv.from) else {
        return 0;
    };
    let target = mv.to;
    let mut occupied = board.occupied().without(mv.from);
    let mut gains = [0i32; 32];
    let mut first = match position.captured(mv) {
        Some(role) => SIMPLE_VALUE[role.index()],
        None => 0,
    };
    if position.is_en_passant(mv) {
        occupied = occupied.without(Square::new(mv.to.file(), mv.from.rank()));
    }
    // The piece now standing on the square, which the next capture wins.
    let mut on_square = SIMPLE_VALUE[mover.index()];
    if let Some(promoted) = mv.promotion {
        first += SIMPLE_VALUE[promoted.index()] - SIMPLE_VALUE[Role::Pawn.index()];
        on_square = SIMPLE_VALUE[promoted.index()];
    }
    gains[0] = first;
    let mut side = !position.turn();
    let mut all = attackers(position, target, occupied);
    let mut depth = 0;
    loop {
        let ours = all & board.by_color(side) & occupied;
        let Some((from, role)) = least_valuable(position, ours) else {
            break;
        };
        depth += 1;
        let Some(previous) = gains.get(depth - 1).copied() else {
            break;
        };
        let gain = on_square - previous;
        if let Some(slot) = gains.get_mut(depth) {
            *slot = gain;
        } else {
            break;
        }
        // Neither continuing nor stopping can help the side about to take.
        if (-previous).max(gain) < 0 {
            break;
        }
        occupied = occupied.without(from);
        // Sliders behind the piece that just took now see the square.
        all = attackers(position, target, occupied);
        on_square = SIMPLE_VALUE[role.index()];
        side = !side;
    }
    while depth > 0 {
        let here = gains.get(depth).copied().unwrap_or(0);
        if let Some(before) = gains.get_mut(depth - 1) {
            *before = -(-*before).max(here);
        }
        depth -= 1;
    }
    gains[0]
}

/// The cheapest piece among `candidates`, and where it stands.
fn least_valuable(position: &Position, candidates: Bitboard) -> Option<(Square, Role)> {
    let board = position.board();
    Role::ALL.into_iter().find_map(|role| {
        (candidates & board.by_role(role))
            .first()
            .map(|sq| (sq, role))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::legal_move;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let (position, mv) = legal_move(fen, uci);
        see(&position, mv)
    }

    #[test]
    fn exchanges() {
        // A free pawn.
        assert_eq!(see_of("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 100);
        // Pawn defended by pawn, taken by a knight: lose 320 for 100.
        assert_eq!(
            see_of("4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5"),
            100 - 320
        );
        // Rook takes a defended rook: an even trade.
        assert_eq!(see_of("3r3k/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d8"), 500);
        assert_eq!(see_of("3r2rk/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d8"), 0);
        // Two attackers (rooks doubled behind each other, an x-ray) against one defender.
        assert_eq!(see_of("4k3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
        // A quiet move to an attacked square loses the piece.
        assert_eq!(see_of("4k3/8/8/3p4/8/8/8/1N2K3 w - - 0 1", "b1c3"), 0);
        assert_eq!(see_of("4k3/8/8/3p4/8/8/8/2N1K3 w - - 0 1", "c1b3"), 0);
        assert_eq!(see_of("4k3/8/8/3p4/8/1N6/8/4K3 w - - 0 1", "b3c5"), 0);
        assert_eq!(see_of("4k3/8/8/8/3p4/8/8/1N2K3 w - - 0 1", "b1c3"), -320);
    }
}
