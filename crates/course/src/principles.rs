//! The principles of the opening, computed: what a move gives away — a
//! piece left en prise, a mate allowed, the queen or a greedy piece chased
//! by a developing move, castling given up, a piece moved twice while
//! others sit at home, a knight on the rim, a pawn move that neither takes
//! the centre nor opens a line. The rules crate tells each one; the judge
//! turns them into its [`Feedback`](crate::Feedback), which words them.

use crate::NumberedMove;
use roque_rules::attacks::attacks;
use roque_rules::{Bitboard, Color, File, Move, Piece, PieceAt, Position, Role, Square};

/// An opening principle a move breaks, found by the rules.
///
/// ```
/// use roque_course::{lesson, Run};
/// use roque_rules::{Lang, Square};
/// // 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6: 4.h3 takes no centre and develops nothing.
/// let exercise = lesson("opening-principles")
///     .expect("lesson")
///     .exercises
///     .iter()
///     .find(|e| e.start().is_ok_and(|g| g.position().fen()
///         == "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"))
///     .expect("exercise");
/// let mut run = Run::new(exercise)?;
/// let verdict = run.play(Square::H2, Square::H3, None);
/// assert!(verdict.message(Lang::Fr).contains("ne prend pas le centre"));
/// # Ok::<_, roque_course::CourseError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Principle {
    /// The moved piece is chased by a move of the opponent that develops
    /// (or, for the queen, a pawn's): it must move again, a tempo lost.
    Chased {
        /// The piece that moved.
        role: Role,
        /// Whether the move took a pawn (a pawn paid for in time).
        grab: bool,
        /// The opponent's move that chases it.
        chaser: NumberedMove,
    },
    /// A move of the king, not castling, that gives castling up.
    KingGivesUpCastling,
    /// A knight sent to the edge of the board.
    RimKnight {
        /// Where it goes.
        to: Square,
        /// How many squares it attacks there.
        squares: u32,
    },
    /// A piece moved a second time while minor pieces are still at home.
    SecondMove {
        /// The piece, where it stood.
        piece: PieceAt,
        /// A minor piece still on its first square.
        home: PieceAt,
        /// How many minor pieces are still at home.
        waiting: u32,
    },
    /// A pawn move that neither takes the centre nor opens a line for a
    /// bishop still at home.
    IdlePawn {
        /// Where the pawn goes.
        to: Square,
    },
}

/// A piece's worth, for telling a bad capture or a chase: its points,
/// and the king above everything.
pub(crate) const fn value(role: Role) -> u32 {
    match role {
        Role::King => 100,
        role => role.points(),
    }
}

/// The four centre squares.
const CENTRE: [Square; 4] = [Square::D4, Square::E4, Square::D5, Square::E5];

/// The player's pieces that the opponent, to move in `position`, wins:
/// undefended, or taken by a cheaper piece; each with a piece taking it.
pub(crate) fn en_prise(position: &Position) -> Vec<(PieceAt, PieceAt)> {
    let mut found: Vec<(PieceAt, PieceAt)> = Vec::new();
    for capture in position.legal_moves() {
        let (Some(victim), Some(attacker)) = (
            position.piece_at(capture.to),
            position.piece_at(capture.from),
        ) else {
            continue;
        };
        if victim.role == Role::King || found.iter().any(|(v, _)| v.square == capture.to) {
            continue;
        }
        let mut next = *position;
        next.play_unchecked(capture);
        let defended = next.legal_moves().iter().any(|mv| mv.to == capture.to);
        if !defended || value(attacker.role) < value(victim.role) {
            found.push((
                PieceAt::new(victim, capture.to),
                PieceAt::new(attacker, capture.from),
            ));
        }
    }
    found
}

/// A piece a move leaves en prise: the opponent wins it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hanging {
    /// Whether the move was a capture.
    pub(crate) capture: bool,
    /// The piece left en prise.
    pub(crate) piece: PieceAt,
    /// An opponent's piece that takes it.
    pub(crate) by: PieceAt,
}

/// What a move gives away by the principles of the opening.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GivenAway {
    /// A piece, left en prise.
    Piece(Hanging),
    /// Time: a principle broken.
    Principle(Principle),
}

/// The most valuable piece `mv` leaves en prise: the moved piece, or one
/// that was not en prise before the move.
pub(crate) fn hanging(before: &Position, mv: Move, after: &Position) -> Option<Hanging> {
    let earlier = before
        .null_move()
        .map(|passed| en_prise(&passed))
        .unwrap_or_default();
    let (piece, by) = en_prise(after)
        .into_iter()
        .filter(|(piece, _)| piece.square == mv.to || !earlier.iter().any(|(e, _)| e == piece))
        .max_by_key(|(piece, _)| value(piece.piece.role))?;
    Some(Hanging {
        capture: before.is_capture(mv),
        piece,
        by,
    })
}

/// The mate `mv` allows: the position after it, and the opponent's move
/// that mates at once.
pub(crate) fn mate_allowed(before: &Position, mv: Move) -> Option<(Position, Move)> {
    let mut after = *before;
    after.play(mv).ok()?;
    let reply = after.legal_moves().into_iter().find(|&reply| {
        let mut next = after;
        next.play_unchecked(reply);
        next.is_checkmate()
    })?;
    Some((after, reply))
}

/// What `mv`, played in `before`, gives away by the principles of the
/// opening: a piece en prise first, then the principle it breaks.
pub(crate) fn given_away(before: &Position, mv: Move) -> Option<GivenAway> {
    let mut after = *before;
    after.play(mv).ok()?;
    hanging(before, mv, &after)
        .map(GivenAway::Piece)
        .or_else(|| principle(before, mv, &after).map(GivenAway::Principle))
}

/// The principle `mv` breaks, if the rules can tell one.
pub(crate) fn principle(before: &Position, mv: Move, after: &Position) -> Option<Principle> {
    let us = before.turn();
    let role = before.moved_role(mv)?;
    if let Some(chaser) = chaser(after, mv.to, role) {
        return Some(Principle::Chased {
            role,
            grab: before.captured(mv) == Some(Role::Pawn),
            chaser,
        });
    }
    if role == Role::King
        && before.castling_side(mv).is_none()
        && before.castling_rights().has_any(us)
        && !after.castling_rights().has_any(us)
    {
        return Some(Principle::KingGivesUpCastling);
    }
    if role == Role::Knight && matches!(mv.to.file(), File::A | File::H) && !before.is_capture(mv) {
        let squares = attacks(Piece::new(us, role), mv.to, after.board().occupied()).count();
        return Some(Principle::RimKnight { to: mv.to, squares });
    }
    if let Some(second) = second_move(before, mv, role) {
        return Some(second);
    }
    idle_pawn(before, mv, role, after)
}

/// The first square of each minor piece: knights on b and g, bishops on c
/// and f, on `color`'s back rank.
fn minor_homes(color: Color) -> [(Square, Role); 4] {
    let home = |square: Square| square.relative_to(color);
    [
        (home(Square::B1), Role::Knight),
        (home(Square::G1), Role::Knight),
        (home(Square::C1), Role::Bishop),
        (home(Square::F1), Role::Bishop),
    ]
}

/// Whether `piece` stands on one of its first squares.
fn at_home(piece: Piece, square: Square) -> bool {
    let back = |file: File| Square::new(file, roque_rules::Rank::First).relative_to(piece.color);
    match piece.role {
        Role::Knight => square == back(File::B) || square == back(File::G),
        Role::Bishop => square == back(File::C) || square == back(File::F),
        Role::Rook => square == back(File::A) || square == back(File::H),
        Role::Queen => square == back(File::D),
        Role::King => square == back(File::E),
        Role::Pawn => square.rank() == roque_rules::Rank::Second.relative(piece.color),
    }
}

/// The opponent's move, in `after`, that chases the piece (`role`) just
/// played to `on`: a minor piece leaving its first square (or, against
/// the queen, a pawn) attacks it from a square where it is not lost.
fn chaser(after: &Position, on: Square, role: Role) -> Option<NumberedMove> {
    if matches!(role, Role::King | Role::Pawn) || after.is_check() {
        return None;
    }
    let them = after.turn();
    let moves = after.legal_moves();
    let chases = |mv: &&Move| {
        let Some(piece) = after.piece_at(mv.from) else {
            return false;
        };
        let develops = matches!(piece.role, Role::Knight | Role::Bishop)
            && minor_homes(them).contains(&(mv.from, piece.role));
        let pawn = piece.role == Role::Pawn && role == Role::Queen && !after.is_capture(**mv);
        if !(develops || pawn) || value(piece.role) >= value(role) || after.is_capture(**mv) {
            return false;
        }
        let mut next = *after;
        next.play_unchecked(**mv);
        next.attackers_to(on, them).contains(mv.to)
            && !en_prise(&next).iter().any(|(lost, _)| lost.square == mv.to)
    };
    let found = moves
        .iter()
        .filter(|mv| after.moved_role(**mv) != Some(Role::Pawn))
        .find(chases)
        .or_else(|| moves.iter().find(chases))?;
    Some(NumberedMove::new(after, *found))
}

/// A second move of a piece (not a pawn, not the king) that was not
/// threatened, while minor pieces still sit at home.
fn second_move(before: &Position, mv: Move, role: Role) -> Option<Principle> {
    let us = before.turn();
    let piece = before.piece_at(mv.from)?;
    if matches!(role, Role::Pawn | Role::King) || at_home(piece, mv.from) || before.is_capture(mv) {
        return None;
    }
    let threatened = before
        .null_move()
        .is_some_and(|passed| en_prise(&passed).iter().any(|(p, _)| p.square == mv.from));
    if threatened {
        return None;
    }
    let homes: Vec<PieceAt> = minor_homes(us)
        .into_iter()
        .filter(|&(square, role)| before.piece_at(square) == Some(Piece::new(us, role)))
        .map(|(square, role)| PieceAt::new(Piece::new(us, role), square))
        .collect();
    let home = *homes.first()?;
    Some(Principle::SecondMove {
        piece: PieceAt::new(piece, mv.from),
        home,
        waiting: homes.len() as u32,
    })
}

/// A pawn move that neither stands on nor attacks a centre square, and
/// gives no bishop still at home a new square.
fn idle_pawn(before: &Position, mv: Move, role: Role, after: &Position) -> Option<Principle> {
    let us = before.turn();
    if role != Role::Pawn || before.is_capture(mv) || mv.promotion.is_some() {
        return None;
    }
    let controls = attacks(Piece::new(us, Role::Pawn), mv.to, Bitboard::EMPTY);
    if CENTRE.contains(&mv.to) || CENTRE.iter().any(|&sq| controls.contains(sq)) {
        return None;
    }
    let ours_again = after.null_move()?;
    let bishops = before.board().by_piece(Piece::new(us, Role::Bishop))
        & Bitboard::rank(roque_rules::Rank::First.relative(us));
    let reach = |position: &Position| -> usize {
        bishops
            .into_iter()
            .map(|square| position.legal_moves_from(square).len())
            .sum()
    };
    if reach(&ours_again) > reach(before) {
        return None;
    }
    Some(Principle::IdlePawn { to: mv.to })
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Lang;

    /// The position after `moves` (SAN) from the start, and the move `san`
    /// in it.
    fn at(moves: &str, san: &str) -> (Position, Move) {
        let mut position = Position::new();
        for played in moves.split_whitespace() {
            let mv = position.parse_san(played).expect("legal");
            position.play(mv).expect("legal");
        }
        let mv = position.parse_san(san).expect("legal");
        (position, mv)
    }

    fn breaks(moves: &str, san: &str) -> Option<GivenAway> {
        let (position, mv) = at(moves, san);
        given_away(&position, mv)
    }

    #[test]
    fn the_queen_brought_out_is_chased_by_a_developing_move() {
        let Some(GivenAway::Principle(Principle::Chased { role, grab, chaser })) =
            breaks("e4 e5", "Qh5")
        else {
            panic!("2.Qh5 not chased");
        };
        assert_eq!((role, grab), (Role::Queen, false));
        assert_eq!(chaser.text(Lang::Fr), "2...Cf6");
        // The Scandinavian's queen, chased by 3.Nc3.
        let Some(GivenAway::Principle(Principle::Chased { chaser, .. })) =
            breaks("e4 d5 exd5", "Qxd5")
        else {
            panic!("2...Qxd5 not chased");
        };
        assert_eq!(chaser.san_text(Lang::En), "Nc3");
        // A knight developed to its square is not chased.
        assert_eq!(breaks("e4 e5", "Nf3"), None);
    }

    #[test]
    fn a_pawn_taken_with_the_queen_is_paid_for_in_time() {
        let feedback = breaks("e4 e5 Nf3 d6 d4 exd4", "Qxd4");
        let Some(GivenAway::Principle(Principle::Chased { role, grab, chaser })) = feedback else {
            panic!("{feedback:?}");
        };
        assert_eq!((role, grab), (Role::Queen, true));
        assert_eq!(chaser.text(Lang::Fr), "4...Cc6");
        // The knight takes back: nothing given away.
        assert_eq!(breaks("e4 e5 Nf3 d6 d4 exd4", "Nxd4"), None);
    }

    #[test]
    fn a_piece_left_en_prise_comes_first() {
        // 3.Ng5 walks into the d8 queen's diagonal (e7 is empty).
        let feedback = breaks("e4 e5 Nf3 Nc6", "Ng5");
        let Some(GivenAway::Piece(Hanging { piece, by, .. })) = feedback else {
            panic!("{feedback:?}");
        };
        assert_eq!((piece.square, by.square), (Square::G5, Square::D8));
    }

    #[test]
    fn a_piece_moved_twice_while_others_wait() {
        // 5.Ng5 moves the f3 knight again; b1, c1 are still at home.
        let feedback = breaks("e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6", "Ng5");
        let Some(GivenAway::Principle(Principle::SecondMove {
            piece,
            home,
            waiting,
        })) = feedback
        else {
            panic!("{feedback:?}");
        };
        assert_eq!(piece.square, Square::F3);
        assert_eq!((home.square, waiting), (Square::B1, 2));
        // A piece moving away from an attack may move again.
        assert_eq!(breaks("e4 e5 Nf3 Nc6 Bb5 a6", "Ba4"), None);
    }

    #[test]
    fn idle_pawns_rim_knights_and_kings_that_give_up_castling() {
        assert_eq!(
            breaks("", "h4"),
            Some(GivenAway::Principle(Principle::IdlePawn { to: Square::H4 }))
        );
        // A fianchetto opens the f1 bishop's diagonal; c3 controls d4.
        assert_eq!(breaks("", "g3"), None);
        assert_eq!(breaks("e4 e5 Nf3 Nc6 Bc4 Bc5", "c3"), None);
        assert_eq!(
            breaks("", "Na3"),
            Some(GivenAway::Principle(Principle::RimKnight {
                to: Square::A3,
                squares: 4,
            }))
        );
        assert_eq!(
            breaks("e4 e5", "Ke2"),
            Some(GivenAway::Principle(Principle::KingGivesUpCastling))
        );
        // Castling itself is the point.
        assert_eq!(breaks("e4 e5 Nf3 Nc6 Bc4 Bc5", "O-O"), None);
    }

    #[test]
    fn a_mate_allowed_is_found_with_the_move_that_gives_it() {
        let (position, mv) = at("e4 e5 Bc4 Nc6 Qh5", "Nf6");
        let Some((after, reply)) = mate_allowed(&position, mv) else {
            panic!("no mate after 3...Nf6");
        };
        assert_eq!((reply.from, reply.to), (Square::H5, Square::F7));
        assert_eq!(NumberedMove::new(&after, reply).text(Lang::Fr), "4.Dxf7#");
        let (position, mv) = at("e4 e5 Bc4 Nc6 Qh5", "g6");
        assert_eq!(mate_allowed(&position, mv), None);
    }
}
