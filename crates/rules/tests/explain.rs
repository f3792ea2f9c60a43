//! Why a move is illegal: one named test per reason, each with a position
//! that produces it, the exact reason and its French and English texts;
//! and the proof that `explain` accepts exactly the generator's moves.

mod common;

use common::{perft_fens, says_in_both, Rng};
use roque_rules::{
    CastlingSide, Color, IllegalReason, Move, Piece, PieceAt, Position, Role, Square,
};

fn pos(fen: &str) -> Position {
    match Position::from_fen(fen) {
        Ok(pos) => pos,
        Err(err) => panic!("bad test FEN {fen}: {err:?}"),
    }
}

fn sq(name: &str) -> Square {
    match name.parse() {
        Ok(sq) => sq,
        Err(_) => panic!("bad square {name}"),
    }
}

fn white(role: Role) -> Piece {
    Piece::new(Color::White, role)
}

fn black(role: Role) -> Piece {
    Piece::new(Color::Black, role)
}

fn at(piece: Piece, square: &str) -> PieceAt {
    PieceAt::new(piece, sq(square))
}

/// Asserts that `from`-`to` (with `promotion`) is refused in `fen` for
/// `expected`, worded exactly as `fr` and `en`.
fn refused(
    fen: &str,
    from: &str,
    to: &str,
    promotion: Option<Role>,
    expected: IllegalReason,
    fr: &str,
    en: &str,
) {
    let position = pos(fen);
    let reason = match position.explain(sq(from), sq(to), promotion) {
        Ok(mv) => panic!("{mv} was accepted in {fen}"),
        Err(reason) => reason,
    };
    assert_eq!(reason, expected, "{from}{to} in {fen}");
    says_in_both(|lang| reason.message(lang), fr, en);
    assert_eq!(reason.to_string(), en);
    let mv = Move {
        from: sq(from),
        to: sq(to),
        promotion,
    };
    assert!(!position.is_legal(mv));
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn legal_moves_are_accepted() {
    let start = Position::new();
    assert_eq!(
        start.explain(sq("e2"), sq("e4"), None),
        Ok(Move::new(sq("e2"), sq("e4")))
    );
    assert_eq!(
        start.explain(sq("g1"), sq("f3"), None),
        Ok(Move::new(sq("g1"), sq("f3")))
    );
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(castle.explain(sq("e1"), sq("g1"), None).is_ok());
    assert!(castle.explain(sq("e1"), sq("c1"), None).is_ok());
    let promote = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    assert!(promote
        .explain(sq("a7"), sq("a8"), Some(Role::Knight))
        .is_ok());
}

#[test]
fn no_piece() {
    refused(
        START,
        "e4",
        "e5",
        None,
        IllegalReason::NoPiece { square: sq("e4") },
        "Il n'y a aucune pièce en e4.",
        "There is no piece on e4.",
    );
}

#[test]
fn not_your_turn() {
    refused(
        START,
        "g8",
        "f6",
        None,
        IllegalReason::NotYourTurn {
            square: sq("g8"),
            piece: black(Role::Knight),
        },
        "C'est aux Blancs de jouer : le cavalier en g8 est noir.",
        "It is White's turn to move: the knight on g8 is black.",
    );
    refused(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "d1",
        "h5",
        None,
        IllegalReason::NotYourTurn {
            square: sq("d1"),
            piece: white(Role::Queen),
        },
        "C'est aux Noirs de jouer : la dame en d1 est blanche.",
        "It is Black's turn to move: the queen on d1 is white.",
    );
}

#[test]
fn same_square() {
    refused(
        START,
        "g1",
        "g1",
        None,
        IllegalReason::SameSquare { square: sq("g1") },
        "Une pièce doit quitter sa case : g1 est à la fois la case de départ et la case d'arrivée.",
        "A piece must leave its square: g1 is both the starting square and the destination.",
    );
}

#[test]
fn wrong_movement() {
    refused(
        START,
        "g1",
        "g3",
        None,
        IllegalReason::WrongMovement {
            role: Role::Knight,
            from: sq("g1"),
            to: sq("g3"),
        },
        "Le cavalier en g1 ne peut pas aller en g3 : il se déplace en L, deux cases dans une \
         direction puis une sur le côté.",
        "The knight on g1 cannot go to g3: it moves in an L, two squares in one direction \
         then one to the side.",
    );
}

#[test]
fn wrong_movement_of_each_piece() {
    let fen = "4k3/8/8/8/3P4/8/8/R1BQK1N1 w - - 0 1";
    let cases = [
        (
            "d4",
            "c4",
            Role::Pawn,
            "Le pion en d4 ne peut pas aller en c4 : il avance tout droit d'une case (de deux \
             depuis sa case de départ) et prend d'une case en diagonale vers l'avant.",
            "The pawn on d4 cannot go to c4: it moves straight ahead one square (two from its \
             starting square) and captures one square diagonally forward.",
        ),
        (
            "c1",
            "c3",
            Role::Bishop,
            "Le fou en c1 ne peut pas aller en c3 : il se déplace en diagonale.",
            "The bishop on c1 cannot go to c3: it moves diagonally.",
        ),
        (
            "a1",
            "b2",
            Role::Rook,
            "La tour en a1 ne peut pas aller en b2 : elle se déplace en ligne droite, le long \
             d'une colonne ou d'une rangée.",
            "The rook on a1 cannot go to b2: it moves in a straight line, along a file or a rank.",
        ),
        (
            "d1",
            "e3",
            Role::Queen,
            "La dame en d1 ne peut pas aller en e3 : elle se déplace en ligne droite ou en \
             diagonale.",
            "The queen on d1 cannot go to e3: it moves in a straight line or diagonally.",
        ),
        (
            "e1",
            "e3",
            Role::King,
            "Le roi en e1 ne peut pas aller en e3 : il se déplace d'une seule case dans \
             n'importe quelle direction (de deux pour roquer).",
            "The king on e1 cannot go to e3: it moves one square in any direction (two when \
             castling).",
        ),
    ];
    for (from, to, role, fr, en) in cases {
        refused(
            fen,
            from,
            to,
            None,
            IllegalReason::WrongMovement {
                role,
                from: sq(from),
                to: sq(to),
            },
            fr,
            en,
        );
    }
}

#[test]
fn pawn_backwards() {
    refused(
        "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1",
        "e4",
        "e3",
        None,
        IllegalReason::PawnBackwards {
            from: sq("e4"),
            to: sq("e3"),
        },
        "Le pion en e4 ne peut pas reculer : un pion avance toujours vers le camp adverse.",
        "The pawn on e4 cannot move backwards: a pawn always advances towards the opponent's side.",
    );
}

#[test]
fn pawn_double_step_not_from_start() {
    refused(
        "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1",
        "e3",
        "e5",
        None,
        IllegalReason::PawnDoubleStepNotFromStart {
            from: sq("e3"),
            to: sq("e5"),
        },
        "Le pion en e3 ne peut avancer que d'une case : l'avance de deux cases n'est permise \
         que depuis sa case de départ.",
        "The pawn on e3 can only advance one square: the two-square step is allowed only from \
         its starting square.",
    );
}

#[test]
fn own_piece_on_target() {
    refused(
        START,
        "a1",
        "a2",
        None,
        IllegalReason::OwnPieceOnTarget {
            square: sq("a2"),
            piece: white(Role::Pawn),
        },
        "Votre pion occupe déjà a2 : on ne peut pas prendre ses propres pièces.",
        "Your own pawn already stands on a2: you cannot capture your own pieces.",
    );
}

#[test]
fn path_blocked() {
    refused(
        START,
        "c1",
        "h6",
        None,
        IllegalReason::PathBlocked {
            role: Role::Bishop,
            from: sq("c1"),
            to: sq("h6"),
            blocker: at(white(Role::Pawn), "d2"),
        },
        "Le fou en c1 ne peut pas aller en h6 : le pion en d2 lui barre la route.",
        "The bishop on c1 cannot reach h6: the pawn on d2 is in the way.",
    );
    // The blocker named is the one nearest the moving piece, whichever way it goes.
    refused(
        "4k3/8/8/8/2n2P1R/8/8/4K3 w - - 0 1",
        "h4",
        "a4",
        None,
        IllegalReason::PathBlocked {
            role: Role::Rook,
            from: sq("h4"),
            to: sq("a4"),
            blocker: at(white(Role::Pawn), "f4"),
        },
        "La tour en h4 ne peut pas aller en a4 : le pion en f4 lui barre la route.",
        "The rook on h4 cannot reach a4: the pawn on f4 is in the way.",
    );
}

#[test]
fn pawn_captures_diagonally() {
    refused(
        "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1",
        "e4",
        "e5",
        None,
        IllegalReason::PawnCapturesDiagonally {
            from: sq("e4"),
            blocker: at(black(Role::Knight), "e5"),
        },
        "Le pion en e4 est bloqué par le cavalier en e5 : un pion prend en diagonale, jamais \
         tout droit.",
        "The pawn on e4 is blocked by the knight on e5: a pawn captures diagonally, never \
         straight ahead.",
    );
}

#[test]
fn pawn_diagonal_needs_capture() {
    refused(
        START,
        "e2",
        "d3",
        None,
        IllegalReason::PawnDiagonalNeedsCapture {
            from: sq("e2"),
            to: sq("d3"),
        },
        "Le pion en e2 ne peut aller en d3 que pour prendre, et la case d3 est vide.",
        "The pawn on e2 may go to d3 only to capture, and d3 is empty.",
    );
}

#[test]
fn en_passant_too_late() {
    // The same pawns: right after ...d7-d5 the capture is legal; a move later it is not.
    let fresh = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert!(fresh.explain(sq("e5"), sq("d6"), None).is_ok());
    refused(
        "4k3/8/8/3pP3/8/8/8/4K3 w - - 2 3",
        "e5",
        "d6",
        None,
        IllegalReason::EnPassantTooLate {
            from: sq("e5"),
            to: sq("d6"),
            pawn: sq("d5"),
        },
        "Le pion en d5 ne peut plus être pris en passant : la prise en passant n'est possible \
         qu'au coup qui suit immédiatement l'avance de deux cases du pion.",
        "The pawn on d5 can no longer be taken en passant: en passant is only possible on the \
         move right after the pawn's two-square advance.",
    );
}

#[test]
fn king_has_moved() {
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1",
        "e1",
        "g1",
        None,
        IllegalReason::KingHasMoved {
            side: CastlingSide::KingSide,
        },
        "Le roque n'est plus permis : le roi a déjà joué.",
        "Castling is no longer allowed: the king has already moved.",
    );
}

#[test]
fn rook_has_moved() {
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
        "e1",
        "g1",
        None,
        IllegalReason::RookHasMoved {
            side: CastlingSide::KingSide,
            rook: sq("h1"),
        },
        "Le petit roque n'est plus permis : la tour de h1 a déjà joué.",
        "Kingside castling is no longer allowed: the h1 rook has already moved.",
    );
    refused(
        "r3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1",
        "e8",
        "c8",
        None,
        IllegalReason::RookHasMoved {
            side: CastlingSide::QueenSide,
            rook: sq("a8"),
        },
        "Le grand roque n'est plus permis : la tour de a8 a déjà joué.",
        "Queenside castling is no longer allowed: the a8 rook has already moved.",
    );
}

#[test]
fn castling_rook_missing() {
    refused(
        "r3k2r/8/8/8/8/8/8/R3K3 w Qkq - 0 1",
        "e1",
        "g1",
        None,
        IllegalReason::CastlingRookMissing {
            side: CastlingSide::KingSide,
            rook: sq("h1"),
        },
        "Le petit roque est impossible : il n'y a pas de tour en h1.",
        "Kingside castling is not possible: there is no rook on h1.",
    );
}

#[test]
fn castling_blocked() {
    refused(
        START,
        "e1",
        "g1",
        None,
        IllegalReason::CastlingBlocked {
            side: CastlingSide::KingSide,
            blocker: at(white(Role::Bishop), "f1"),
        },
        "Le petit roque est impossible : le fou en f1 se trouve entre le roi et la tour.",
        "Kingside castling is not possible: the bishop on f1 stands between the king and the rook.",
    );
    // b1 is not crossed by the king, but it must be empty too.
    refused(
        "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
        "e1",
        "c1",
        None,
        IllegalReason::CastlingBlocked {
            side: CastlingSide::QueenSide,
            blocker: at(white(Role::Knight), "b1"),
        },
        "Le grand roque est impossible : le cavalier en b1 se trouve entre le roi et la tour.",
        "Queenside castling is not possible: the knight on b1 stands between the king and the rook.",
    );
}

#[test]
fn castling_in_check() {
    refused(
        "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1",
        "e1",
        "g1",
        None,
        IllegalReason::CastlingInCheck {
            side: CastlingSide::KingSide,
            attacker: at(black(Role::Rook), "e4"),
        },
        "Le roque est impossible quand le roi est en échec : la tour en e4 l'attaque.",
        "Castling is not allowed while in check: the rook on e4 attacks your king.",
    );
}

#[test]
fn castling_through_check() {
    refused(
        "4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1",
        "e1",
        "g1",
        None,
        IllegalReason::CastlingThroughCheck {
            side: CastlingSide::KingSide,
            square: sq("f1"),
            attacker: at(black(Role::Bishop), "c4"),
        },
        "Le roque est impossible : le roi traverserait f1, attaquée par le fou en c4.",
        "Castling is not allowed: the king would cross f1, which the bishop on c4 attacks.",
    );
}

#[test]
fn castling_into_check() {
    refused(
        "4k3/8/8/2b5/8/8/8/R3K2R w KQ - 0 1",
        "e1",
        "g1",
        None,
        IllegalReason::CastlingIntoCheck {
            side: CastlingSide::KingSide,
            square: sq("g1"),
            attacker: at(black(Role::Bishop), "c5"),
        },
        "Le roque est impossible : le roi arriverait en g1, case attaquée par le fou en c5.",
        "Castling is not allowed: the king would land on g1, which the bishop on c5 attacks.",
    );
}

#[test]
fn castling_queenside_may_cross_an_attacked_b1() {
    // Only the king's squares (e1, d1, c1) must be safe; the rook may cross b1.
    let pos = pos("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(pos.explain(sq("e1"), sq("c1"), None).is_ok());
}

#[test]
fn promotion_not_allowed() {
    refused(
        START,
        "g1",
        "f3",
        Some(Role::Queen),
        IllegalReason::PromotionNotAllowed {
            promotion: Role::Queen,
        },
        "Seul un pion qui atteint la dernière rangée peut être promu.",
        "Only a pawn reaching the last rank can be promoted.",
    );
}

#[test]
fn promotion_to_invalid_piece() {
    refused(
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7",
        "a8",
        Some(Role::King),
        IllegalReason::PromotionToInvalidPiece {
            promotion: Role::King,
        },
        "Un pion ne peut pas être promu en roi : seulement en dame, en tour, en fou ou en \
         cavalier.",
        "A pawn cannot be promoted to a king: only to a queen, a rook, a bishop or a knight.",
    );
}

#[test]
fn promotion_required() {
    refused(
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        "a7",
        "a8",
        None,
        IllegalReason::PromotionRequired {
            from: sq("a7"),
            to: sq("a8"),
        },
        "Le pion en a7 atteint la dernière rangée en a8 : il doit être promu en dame, en tour, \
         en fou ou en cavalier.",
        "The pawn on a7 reaches the last rank on a8: it must be promoted to a queen, a rook, a \
         bishop or a knight.",
    );
}

#[test]
fn king_moves_into_check() {
    refused(
        "4k3/8/8/2b5/8/8/8/4K3 w - - 0 1",
        "e1",
        "f2",
        None,
        IllegalReason::KingMovesIntoCheck {
            from: sq("e1"),
            to: sq("f2"),
            attacker: at(black(Role::Bishop), "c5"),
        },
        "Le roi ne peut pas aller en f2 : cette case est attaquée par le fou en c5.",
        "The king cannot go to f2: the bishop on c5 attacks that square.",
    );
}

#[test]
fn king_cannot_flee_along_the_line_of_check() {
    // The rook's line runs on through the king's own square.
    refused(
        "4k3/8/8/8/8/8/8/r3K3 w - - 0 1",
        "e1",
        "f1",
        None,
        IllegalReason::KingMovesIntoCheck {
            from: sq("e1"),
            to: sq("f1"),
            attacker: at(black(Role::Rook), "a1"),
        },
        "Le roi ne peut pas aller en f1 : cette case est attaquée par la tour en a1.",
        "The king cannot go to f1: the rook on a1 attacks that square.",
    );
}

#[test]
fn leaves_king_in_check() {
    refused(
        "4k3/8/8/8/7q/8/3P4/4K3 w - - 0 1",
        "d2",
        "d3",
        None,
        IllegalReason::LeavesKingInCheck {
            king: sq("e1"),
            attacker: at(black(Role::Queen), "h4"),
        },
        "Votre roi est attaqué par la dame en h4 : ce coup ne pare pas l'échec.",
        "Your king is in check from the queen on h4, and this move does not parry it.",
    );
}

#[test]
fn exposes_king() {
    refused(
        "4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1",
        "d2",
        "f3",
        None,
        IllegalReason::ExposesKing {
            from: sq("d2"),
            piece: white(Role::Knight),
            pinner: at(black(Role::Bishop), "b4"),
        },
        "Le cavalier en d2 est cloué : ce coup mettrait votre roi en échec par le fou en b4.",
        "The knight on d2 is pinned: this move would expose your king to the bishop on b4.",
    );
    // The French participle agrees with a feminine piece.
    refused(
        "4k3/8/8/8/1b6/8/3Q4/4K3 w - - 0 1",
        "d2",
        "d5",
        None,
        IllegalReason::ExposesKing {
            from: sq("d2"),
            piece: white(Role::Queen),
            pinner: at(black(Role::Bishop), "b4"),
        },
        "La dame en d2 est clouée : ce coup mettrait votre roi en échec par le fou en b4.",
        "The queen on d2 is pinned: this move would expose your king to the bishop on b4.",
    );
    // Along the pin line the queen may move.
    let pinned = pos("4k3/8/8/8/1b6/8/3Q4/4K3 w - - 0 1");
    assert!(pinned.explain(sq("d2"), sq("c3"), None).is_ok());
}

#[test]
fn en_passant_exposes_king() {
    refused(
        "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2",
        "b5",
        "c6",
        None,
        IllegalReason::EnPassantExposesKing {
            from: sq("b5"),
            captured: sq("c5"),
            attacker: at(black(Role::Rook), "h5"),
        },
        "Cette prise en passant est interdite : une fois le pion en c5 retiré, votre roi serait \
         attaqué par la tour en h5.",
        "This en passant capture is not allowed: once the pawn on c5 is removed, your king \
         would be attacked by the rook on h5.",
    );
}

#[test]
fn the_most_fundamental_reason_comes_first() {
    // A pawn that cannot advance at all is not told to choose a promotion piece.
    let blocked = pos("1k2r3/4P3/8/8/8/8/8/4K3 w - - 0 1");
    assert!(matches!(
        blocked.explain(sq("e7"), sq("e8"), None),
        Err(IllegalReason::PawnCapturesDiagonally { .. })
    ));
    // A pawn pinned on its way to the last rank: the pin, not the missing piece.
    let pinned = pos("4k2b/6P1/8/8/8/8/8/K7 w - - 0 1");
    assert_eq!(
        pinned.explain(sq("g7"), sq("g8"), None),
        Err(IllegalReason::ExposesKing {
            from: sq("g7"),
            piece: white(Role::Pawn),
            pinner: at(black(Role::Bishop), "h8"),
        })
    );
    // How a pawn moves comes before the pin.
    let pinned = pos("3r4/k7/8/8/8/8/3P4/3K4 w - - 0 1");
    assert!(matches!(
        pinned.explain(sq("d2"), sq("e3"), None),
        Err(IllegalReason::PawnDiagonalNeedsCapture { .. })
    ));
    // Wrong way for a knight beats the own piece standing there.
    assert!(matches!(
        Position::new().explain(sq("b1"), sq("b2"), None),
        Err(IllegalReason::WrongMovement { .. })
    ));
    // Lost rights beat the pieces in between.
    let lost = pos("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 0 1");
    assert!(matches!(
        lost.explain(sq("e1"), sq("g1"), None),
        Err(IllegalReason::RookHasMoved { .. })
    ));
    // A knight cannot promote, pinned or not.
    let knight = pos("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
    assert!(matches!(
        knight.explain(sq("d2"), sq("f3"), Some(Role::Queen)),
        Err(IllegalReason::PromotionNotAllowed { .. })
    ));
    // The piece's turn comes before anything about the move.
    assert!(matches!(
        Position::new().explain(sq("e7"), sq("e7"), None),
        Err(IllegalReason::NotYourTurn { .. })
    ));
}

/// Every (from, to, promotion) triple, legal or not, is judged by `explain`
/// exactly as the move generator judges it.
fn assert_consistent(position: &Position) -> usize {
    let legal = position.legal_moves();
    let promotions = [
        None,
        Some(Role::Queen),
        Some(Role::Rook),
        Some(Role::Bishop),
        Some(Role::Knight),
        Some(Role::King),
        Some(Role::Pawn),
    ];
    let mut accepted = 0;
    for from in Square::ALL {
        for to in Square::ALL {
            for promotion in promotions {
                let mv = Move {
                    from,
                    to,
                    promotion,
                };
                let verdict = position.explain(from, to, promotion);
                assert_eq!(
                    verdict.is_ok(),
                    legal.contains(&mv),
                    "{mv} in {}: explain says {verdict:?}",
                    position.fen()
                );
                if let Ok(played) = verdict {
                    assert_eq!(played, mv);
                    accepted += 1;
                }
            }
        }
    }
    assert_eq!(accepted, legal.len(), "in {}", position.fen());
    accepted
}

#[test]
fn explain_agrees_with_the_move_generator() {
    let mut fens = perft_fens();
    assert!(fens.len() >= 127, "only {} perft positions", fens.len());
    // The rarer rules, which random play seldom reaches.
    fens.extend(
        [
            "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 2",
            "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
            "4k3/8/8/3pP3/8/8/8/4K3 w - - 2 3",
            "r3k2r/8/8/8/2b5/8/8/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w Qk - 0 1",
            "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1",
            "4k2b/6P1/8/8/8/8/8/K7 w - - 0 1",
            "3r4/k7/8/8/8/8/3P4/3K4 w - - 0 1",
        ]
        .map(str::to_string),
    );
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let mut positions = 0;
    for fen in &fens {
        // Each perft position, then a short random game from it, so that
        // fresh en-passant squares, lost rights and checks all turn up.
        let mut position = pos(fen);
        for _ in 0..40 {
            assert_consistent(&position);
            positions += 1;
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            position.play_unchecked(mv);
        }
    }
    assert!(positions > 1000, "only {positions} positions checked");
}
