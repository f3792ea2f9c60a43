//! One test per rule of the game and its outcome (FIDE Laws of Chess 2023,
//! issue 2, item 5).

mod common;

use common::says_in_both;
use roque_rules::{
    can_checkmate, dead_position, CastlingSide, ClaimError, Color, DeadPosition, DrawClaim,
    DrawReason, Game, GameOver, IllegalReason, Move, Outcome, PlayError, Position, Square,
    WinReason,
};

fn position(fen: &str) -> Position {
    match Position::from_fen(fen) {
        Ok(position) => position,
        Err(err) => panic!("bad test FEN {fen}: {err:?}"),
    }
}

fn game(fen: &str) -> Game {
    Game::from_position(position(fen))
}

fn mv(uci: &str) -> Move {
    match uci.parse() {
        Ok(mv) => mv,
        Err(err) => panic!("bad test move {uci}: {err:?}"),
    }
}

fn play(game: &mut Game, moves: &str) {
    for uci in moves.split_whitespace() {
        if let Err(err) = game.play(mv(uci)) {
            panic!("{uci} refused after {:?}: {err:?}", game.moves());
        }
    }
}

/// Knights out and back: from the start, each round of four plies brings
/// back the starting position.
const KNIGHT_ROUND: &str = "g1f3 g8f6 f3g1 f6g8";

fn draw(reason: DrawReason) -> Option<Outcome> {
    Some(Outcome::Draw(reason))
}

fn win(winner: Color, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Decisive { winner, reason })
}

// --- Checkmate and stalemate (art. 5.1.1, 5.2.1) ---

#[test]
fn checkmate_wins() {
    let mut game = Game::new();
    play(&mut game, "f2f3 e7e5 g2g4");
    assert_eq!(game.outcome(), None);
    play(&mut game, "d8h4");
    assert_eq!(game.outcome(), win(Color::Black, WinReason::Checkmate));
    assert!(game.is_over());
}

#[test]
fn stalemate_is_a_draw() {
    let mut game = game("k7/8/8/2Q5/8/8/8/7K w - - 0 1");
    play(&mut game, "c5b6");
    assert!(!game.position().is_check());
    assert_eq!(game.outcome(), draw(DrawReason::Stalemate));
}

#[test]
fn a_game_may_start_finished() {
    let mated = game("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    assert_eq!(mated.outcome(), win(Color::White, WinReason::Checkmate));
    let stalemated = game("k7/8/1Q6/8/8/8/8/7K b - - 0 1");
    assert_eq!(stalemated.outcome(), draw(DrawReason::Stalemate));
}

// --- Dead positions (art. 5.2.2) ---

/// White's king takes the black piece on e1, which leaves `expected`.
fn capture_into_dead_position(fen: &str, expected: DeadPosition) {
    let mut game = game(fen);
    assert_eq!(game.outcome(), None, "{fen} should not be over yet");
    play(&mut game, "d1e1");
    assert_eq!(dead_position(game.position()), Some(expected), "{fen}");
    assert_eq!(game.outcome(), draw(DrawReason::DeadPosition(expected)));
}

/// The position of `fen` is dead, as `expected`.
fn assert_dead(fen: &str, expected: DeadPosition) {
    assert_eq!(dead_position(&position(fen)), Some(expected), "{fen}");
}

/// Mate is still possible in `fen`: the position is not dead and the game
/// goes on.
fn assert_not_dead(fen: &str) {
    let game = game(fen);
    assert_eq!(dead_position(game.position()), None, "{fen}");
    assert_eq!(game.outcome(), None, "{fen}");
}

#[test]
fn dead_position_king_against_king() {
    capture_into_dead_position("4k3/8/8/8/8/8/8/3Kr3 w - - 0 1", DeadPosition::KingVsKing);
}

#[test]
fn dead_position_king_and_bishop_against_king() {
    capture_into_dead_position(
        "4k3/8/8/8/8/8/8/3KnB2 w - - 0 1",
        DeadPosition::KingBishopVsKing,
    );
    // The bishop may be on either side.
    assert_dead(
        "4k3/8/8/8/8/8/5b2/3K4 w - - 0 1",
        DeadPosition::KingBishopVsKing,
    );
}

#[test]
fn dead_position_king_and_knight_against_king() {
    capture_into_dead_position(
        "4k3/8/8/8/8/8/8/3KnN2 w - - 0 1",
        DeadPosition::KingKnightVsKing,
    );
    assert_dead(
        "4k3/8/8/2n5/8/8/8/3K4 w - - 0 1",
        DeadPosition::KingKnightVsKing,
    );
}

#[test]
fn dead_position_bishops_all_on_one_square_colour() {
    // Light-squared bishops: two White (f1, d3), one Black (c8).
    capture_into_dead_position(
        "2b1k3/8/8/8/8/3B4/8/3KnB2 w - - 0 1",
        DeadPosition::SameColoredBishops,
    );
    // One bishop each, both on dark squares (c1, f8).
    assert_dead(
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
        DeadPosition::SameColoredBishops,
    );
    // Many bishops, all light, on one side only.
    assert_dead(
        "4k3/8/8/8/8/1B1B4/B1B5/4K3 w - - 0 1",
        DeadPosition::SameColoredBishops,
    );
}

#[test]
fn two_knights_against_a_king_are_not_dead() {
    // The lone king can walk into a mate: a helpmate exists.
    assert_not_dead("4k3/8/8/8/8/2NN4/8/4K3 w - - 0 1");
}

#[test]
fn bishops_on_squares_of_opposite_colours_are_not_dead() {
    // White's bishop on c1 (dark), Black's on c8 (light): each king can be
    // mated in a corner blocked by its own bishop.
    assert_not_dead("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1");
    // Two bishops of both colours for one side mate by force.
    assert_not_dead("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1");
}

#[test]
fn a_pawn_is_never_dead_material() {
    assert_not_dead("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    // Nor is a knight against a pawn, nor a knight against a bishop.
    assert_not_dead("4k3/4p3/8/8/8/8/8/3NK3 w - - 0 1");
    assert_not_dead("4kb2/8/8/8/8/8/8/3NK3 w - - 0 1");
}

// --- Automatic draws (art. 9.6) ---

#[test]
fn fivefold_repetition_ends_the_game() {
    let mut game = Game::new();
    for round in 1..=3 {
        play(&mut game, KNIGHT_ROUND);
        assert_eq!(game.repetitions(), round + 1);
        assert_eq!(game.outcome(), None, "only {} times", round + 1);
    }
    play(&mut game, KNIGHT_ROUND);
    assert_eq!(game.repetitions(), 5);
    assert_eq!(game.outcome(), draw(DrawReason::FivefoldRepetition));
}

#[test]
fn seventy_five_moves_end_the_game() {
    let mut game = game("4k3/8/8/8/8/8/8/R3K3 w - - 147 90");
    play(&mut game, "a1a2 e8d8");
    assert_eq!(game.position().halfmove_clock(), 149);
    assert_eq!(game.outcome(), None);
    play(&mut game, "a2a3");
    assert_eq!(game.position().halfmove_clock(), 150);
    assert_eq!(game.outcome(), draw(DrawReason::SeventyFiveMoves));
    // A game set up past the limit is already over.
    let late = self::game("4k3/8/8/8/8/8/8/R3K3 w - - 150 90");
    assert_eq!(late.outcome(), draw(DrawReason::SeventyFiveMoves));
}

#[test]
fn checkmate_on_the_seventy_fifth_move_stands() {
    let mut game = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100");
    play(&mut game, "a1a8");
    assert_eq!(game.position().halfmove_clock(), 150);
    assert_eq!(game.outcome(), win(Color::White, WinReason::Checkmate));
}

#[test]
fn a_capture_or_a_pawn_move_resets_the_count() {
    let mut game = game("4k3/8/8/8/8/4p3/8/R3K3 w - - 147 90");
    play(&mut game, "a1a3");
    assert_eq!(game.outcome(), None);
    play(&mut game, "e8d8 a3e3");
    assert_eq!(game.position().halfmove_clock(), 0);
    assert_eq!(game.outcome(), None);
}

// --- Claimable draws (art. 9.2, 9.3) ---

#[test]
fn threefold_repetition_is_claimable_but_the_game_goes_on() {
    let mut game = Game::new();
    play(&mut game, KNIGHT_ROUND);
    assert_eq!(game.claimable_draw(), None);
    play(&mut game, KNIGHT_ROUND);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
    assert_eq!(game.outcome(), None);
    play(&mut game, "e2e4");
    assert_eq!(game.claimable_draw(), None);
}

#[test]
fn claiming_threefold_repetition_draws_the_game() {
    let mut game = Game::new();
    assert_eq!(game.claim_draw(), Err(ClaimError::NotClaimable));
    assert_eq!(game.outcome(), None);
    play(&mut game, KNIGHT_ROUND);
    play(&mut game, KNIGHT_ROUND);
    assert_eq!(game.claim_draw(), Ok(DrawClaim::ThreefoldRepetition));
    assert_eq!(game.outcome(), draw(DrawReason::ThreefoldRepetition));
}

#[test]
fn repetition_counts_castling_rights() {
    // The rooks go out and back: the same placement, but each side has lost
    // its queen-side castling right after the first round.
    let round = "a1b1 a8b8 b1a1 b8a8";
    let mut game = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    play(&mut game, round);
    assert_eq!(game.repetitions(), 1);
    play(&mut game, round);
    // The placement has stood three times, the position only twice.
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.claimable_draw(), None);
    play(&mut game, round);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
}

#[test]
fn repetition_ignores_an_en_passant_square_with_no_legal_capture() {
    // After 1. e4 the FEN names e3, but no black pawn can take: the position
    // is the same as when the knights come back.
    let mut game = Game::new();
    play(&mut game, "e2e4");
    play(&mut game, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(game.repetitions(), 2);
    play(&mut game, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
}

#[test]
fn repetition_counts_a_legal_en_passant_capture() {
    // After ...d5 White may take en passant on d6: that position differs
    // from the same placement once the chance has gone.
    let mut game = game("rnbqkbnr/1ppppppp/p7/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
    play(&mut game, "d7d5");
    assert!(game.position().legal_ep_square().is_some());
    play(&mut game, KNIGHT_ROUND);
    assert_eq!(game.repetitions(), 1);
    play(&mut game, KNIGHT_ROUND);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.claimable_draw(), None);
    play(&mut game, KNIGHT_ROUND);
    assert_eq!(game.repetitions(), 3);
}

#[test]
fn repetition_ignores_an_en_passant_capture_that_would_expose_the_king() {
    // After ...c5, bxc6 would clear the fifth rank between the black rook
    // and the white king: not a legal capture, so not a different position.
    let mut game = game("4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1");
    play(&mut game, "c7c5");
    assert_eq!(game.position().legal_ep_square(), None);
    play(&mut game, "a5a4 e8d8 a4a5 d8e8 a5a4 e8d8 a4a5 d8e8");
    assert_eq!(game.repetitions(), 3);
}

#[test]
fn fifty_moves_are_claimable_not_automatic() {
    let mut game = game("4k3/8/8/8/8/8/8/R3K3 w - - 98 60");
    play(&mut game, "a1a2");
    assert_eq!(game.claimable_draw(), None);
    play(&mut game, "e8d8");
    assert_eq!(game.position().halfmove_clock(), 100);
    assert_eq!(game.claimable_draw(), Some(DrawClaim::FiftyMoves));
    assert_eq!(game.outcome(), None);
    play(&mut game, "a2a3");
    assert_eq!(game.claimable_draw(), Some(DrawClaim::FiftyMoves));
    assert_eq!(game.claim_draw(), Ok(DrawClaim::FiftyMoves));
    assert_eq!(game.outcome(), draw(DrawReason::FiftyMoves));
}

#[test]
fn threefold_claim_by_announcing_the_move() {
    let mut game = Game::new();
    play(&mut game, KNIGHT_ROUND);
    play(&mut game, "g1f3 g8f6 f3g1");
    // The position after f3g1 has stood twice; ...Ng8 would make the start
    // position stand for the third time.
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(
        game.claimable_with(mv("f6g8")),
        Some(DrawClaim::ThreefoldRepetition)
    );
    assert_eq!(game.claimable_with(mv("e7e5")), None);
    assert_eq!(game.claimable_with(mv("e7e4")), None, "illegal move");
    let before = game.clone();
    assert!(matches!(
        game.claim_draw_with(mv("e7e4")),
        Err(ClaimError::Illegal(_))
    ));
    assert_eq!(
        game.claim_draw_with(mv("e7e5")),
        Err(ClaimError::NotClaimable)
    );
    assert_eq!(game.moves(), before.moves());
    assert_eq!(game.outcome(), None);
    assert_eq!(
        game.claim_draw_with(mv("f6g8")),
        Ok(DrawClaim::ThreefoldRepetition)
    );
    assert_eq!(game.moves().last(), Some(&mv("f6g8")));
    assert_eq!(game.outcome(), draw(DrawReason::ThreefoldRepetition));
}

#[test]
fn fifty_moves_claim_by_announcing_the_move() {
    let mut game = game("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 60");
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(game.claimable_with(mv("a1a2")), Some(DrawClaim::FiftyMoves));
    // A pawn move starts the count again.
    assert_eq!(game.claimable_with(mv("e2e4")), None);
    assert_eq!(game.claim_draw_with(mv("a1a2")), Ok(DrawClaim::FiftyMoves));
    assert_eq!(game.ply(), 1);
    assert_eq!(game.outcome(), draw(DrawReason::FiftyMoves));
}

#[test]
fn a_claim_comes_before_the_announced_move() {
    // Ra8 would mate on the 50th move; the player claims the draw with it
    // instead, and a correct claim draws at once (art. 9.5.2).
    let mut game = game("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 60");
    assert_eq!(game.claim_draw_with(mv("a1a8")), Ok(DrawClaim::FiftyMoves));
    assert!(game.position().is_checkmate());
    assert_eq!(game.outcome(), draw(DrawReason::FiftyMoves));
}

// --- Resignation, agreement, time (art. 5.1.2, 5.2.3, 6.9) ---

#[test]
fn resignation_loses() {
    let mut game = Game::new();
    play(&mut game, "e2e4");
    // Either player may resign, even when it is not their turn.
    assert_eq!(
        game.resign(Color::White),
        Ok(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Resignation
        })
    );
    assert_eq!(game.outcome(), win(Color::Black, WinReason::Resignation));
}

#[test]
fn draw_by_agreement() {
    let mut game = Game::new();
    play(&mut game, "e2e4 e7e5");
    assert_eq!(game.agree_draw(), Ok(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(game.outcome(), draw(DrawReason::Agreement));
}

#[test]
fn timeout_loses() {
    let mut game = Game::new();
    assert_eq!(
        game.flag(Color::Black),
        Ok(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Timeout
        })
    );
    // A lone knight against a pawn can mate with the pawn's help: a loss.
    let mut knight = self::game("4k3/4p3/8/8/8/8/8/3NK3 w - - 0 1");
    assert!(can_checkmate(knight.position(), Color::White));
    assert_eq!(
        knight.flag(Color::Black),
        Ok(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Timeout
        })
    );
    // So can a lone bishop against a bishop on the other colour.
    let opposite = position("2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1");
    assert!(can_checkmate(&opposite, Color::White));
    assert!(can_checkmate(&opposite, Color::Black));
    // And two knights against a lone king.
    let knights = position("4k3/8/8/8/8/2NN4/8/4K3 w - - 0 1");
    assert!(can_checkmate(&knights, Color::White));
}

#[test]
fn timeout_against_insufficient_material_is_a_draw() {
    // White's flag falls, but Black has a bare king.
    let mut game = game("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    assert!(!can_checkmate(game.position(), Color::Black));
    assert_eq!(
        game.flag(Color::White),
        Ok(Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial))
    );
    assert_eq!(
        game.outcome(),
        draw(DrawReason::TimeoutVsInsufficientMaterial)
    );
    // Black's flag falls in the same position: White mates easily.
    let mut other = self::game("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1");
    assert_eq!(
        other.flag(Color::Black),
        Ok(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Timeout
        })
    );
}

// --- After the end, and taking back ---

#[test]
fn nothing_can_be_played_or_declared_after_the_end() {
    let mut game = Game::new();
    play(&mut game, "f2f3 e7e5 g2g4 d8h4");
    let outcome = game.outcome();
    let fen = game.position().fen();
    let mated = Some(Outcome::Decisive {
        winner: Color::Black,
        reason: WinReason::Checkmate,
    });
    assert_eq!(outcome, mated);
    assert!(matches!(
        game.play(mv("a2a3")),
        Err(PlayError::GameOver(o)) if Some(o) == mated
    ));
    assert!(game.resign(Color::Black).is_err());
    assert!(game.agree_draw().is_err());
    assert!(game.flag(Color::White).is_err());
    assert!(matches!(game.claim_draw(), Err(ClaimError::GameOver(_))));
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(game.ply(), 4);
    assert_eq!(game.position().fen(), fen);
    assert_eq!(game.outcome(), outcome);

    // After a resignation, too.
    let mut resigned = Game::new();
    let result = resigned.resign(Color::Black);
    assert!(result.is_ok());
    assert!(matches!(
        resigned.play(mv("e2e4")),
        Err(PlayError::GameOver(_))
    ));
    assert_eq!(
        resigned.agree_draw(),
        Err(GameOver {
            outcome: Outcome::Decisive {
                winner: Color::White,
                reason: WinReason::Resignation
            }
        })
    );
    assert_eq!(resigned.ply(), 0);
}

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let mut game = Game::new();
    play(&mut game, "e2e4");
    let fen = game.position().fen();
    assert!(matches!(game.play(mv("e4e5")), Err(PlayError::Illegal(_))));
    assert_eq!(game.ply(), 1);
    assert_eq!(game.position().fen(), fen);
}

#[test]
fn undo_takes_back_the_last_move_and_reopens_the_game() {
    let mut game = Game::new();
    assert_eq!(game.undo(), None);
    play(&mut game, "f2f3 e7e5 g2g4 d8h4");
    assert!(game.is_over());
    assert_eq!(game.undo(), Some(mv("d8h4")));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.ply(), 3);
    let mut three_moves = Game::new();
    play(&mut three_moves, "f2f3 e7e5 g2g4");
    assert_eq!(game.position().fen(), three_moves.position().fen());
    play(&mut game, "b8c6");
    assert_eq!(game.moves().last(), Some(&mv("b8c6")));

    // Undo also withdraws a result declared in the position it leaves.
    game.resign(Color::White).ok();
    assert!(game.is_over());
    assert_eq!(game.undo(), Some(mv("b8c6")));
    assert_eq!(game.outcome(), None);

    // A declared result can be withdrawn alone, keeping the moves.
    game.agree_draw().ok();
    assert_eq!(
        game.withdraw_result(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(game.ply(), 3);
    assert_eq!(game.outcome(), None);

    // Back to the start.
    while game.undo().is_some() {}
    assert_eq!(game.position().fen(), Position::new().fen());
    assert_eq!(game.ply(), 0);
}

#[test]
fn the_history_keeps_every_position() {
    let start = position("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let mut game = Game::from_position(start);
    play(&mut game, "e2e4 e8d7 e1d2");
    assert_eq!(game.start().fen(), start.fen());
    assert_eq!(game.positions().count(), 4);
    assert_eq!(game.position_at(0).map(Position::fen), Some(start.fen()));
    assert_eq!(
        game.position_at(3).map(Position::fen),
        Some(game.position().fen())
    );
    assert!(game.position_at(4).is_none());
    assert_eq!(game.moves(), &[mv("e2e4"), mv("e8d7"), mv("e1d2")]);
}

/// A finished game refuses any further move, and says so in both languages.
#[test]
fn explain_after_the_end_says_the_game_is_over() {
    let mut game = Game::new();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play(uci.parse().unwrap()).unwrap();
    }
    let reason = game
        .explain(Square::E2, Square::E4, None)
        .expect_err("the game is over");
    assert!(matches!(reason, IllegalReason::GameOver { .. }));
    says_in_both(|lang| reason.message(lang), "La partie est terminée (Échec et mat — les Noirs gagnent) : plus aucun coup ne peut être joué.", "The game is over (Checkmate — Black wins): no more moves can be played.");
}

/// With both rights gone, the history tells whether the king or the rooks
/// moved; the position alone could only guess the king.
#[test]
fn explain_castling_names_what_moved_from_the_history() {
    let rooks_moved = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let mut game = Game::from_position(Position::from_fen(rooks_moved).unwrap());
    for uci in [
        "a1b1", "a8b8", "b1a1", "b8a8", "h1g1", "h8g8", "g1h1", "g8h8",
    ] {
        game.play(uci.parse().unwrap()).unwrap();
    }
    assert_eq!(
        game.explain(Square::E1, Square::G1, None),
        Err(IllegalReason::RookHasMoved {
            side: CastlingSide::KingSide,
            rook: Square::H1
        })
    );
    let mut game = Game::from_position(Position::from_fen(rooks_moved).unwrap());
    for uci in ["e1f1", "e8f8", "f1e1", "f8e8"] {
        game.play(uci.parse().unwrap()).unwrap();
    }
    assert_eq!(
        game.explain(Square::E1, Square::C1, None),
        Err(IllegalReason::KingHasMoved {
            side: CastlingSide::QueenSide
        })
    );
}
