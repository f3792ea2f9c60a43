//! The hand's reducer alone, natively: every outcome of a gesture on a game
//! (picked up, put down, promotion asked, move attempted, refused with the
//! rules' reason, held by touch-move, nothing), with no page around it.

use roque_app::model::typed_move::TypedMoveError;
use roque_app::state::hand::{Hand, HandAction, HandOutcome, HandRules, Refusal};
use roque_rules::{Game, IllegalReason, Lang, Move, Position, Role, Square};

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

fn game(fen: &str) -> Game {
    Game::from_position(Position::from_fen(fen).expect("a FEN"))
}

const FREE: HandRules = HandRules {
    touch_move: false,
    lang: Lang::En,
};

const TOUCH: HandRules = HandRules {
    touch_move: true,
    lang: Lang::En,
};

fn press(hand: &mut Hand, game: &Game, square: &str) -> HandOutcome {
    hand.apply(HandAction::Press(sq(square)), game, FREE)
}

/// A press on `from`, then on `to`: what the second one gives.
fn click(hand: &mut Hand, game: &Game, from: &str, to: &str) -> HandOutcome {
    press(hand, game, from);
    press(hand, game, to)
}

/// The start position, and a hand that has picked up its piece on `square`.
fn holding(square: &str) -> (Game, Hand) {
    let game = Game::new();
    let mut hand = Hand::default();
    assert_eq!(
        press(&mut hand, &game, square),
        HandOutcome::PickedUp(sq(square))
    );
    (game, hand)
}

fn refused_illegal(outcome: &HandOutcome) -> Option<&IllegalReason> {
    match outcome {
        HandOutcome::Refused {
            reason: Refusal::Illegal(reason),
            ..
        } => Some(reason),
        _ => None,
    }
}

#[test]
fn a_press_picks_up_and_a_second_press_and_release_put_down() {
    let (game, mut hand) = holding("e2");
    assert_eq!(hand.selected(), Some(sq("e2")));
    assert_eq!(hand.destinations(&game), vec![sq("e3"), sq("e4")]);
    // The same piece pressed again: nothing until the release puts it down.
    assert_eq!(press(&mut hand, &game, "e2"), HandOutcome::Nothing);
    assert_eq!(hand.selected(), Some(sq("e2")));
    assert_eq!(
        hand.apply(HandAction::Release(sq("e2")), &game, FREE),
        HandOutcome::PutDown
    );
    assert_eq!(hand.selected(), None);
    // A release with nothing pending does nothing.
    assert_eq!(
        hand.apply(HandAction::Release(sq("e2")), &game, FREE),
        HandOutcome::Nothing
    );
}

#[test]
fn another_own_piece_changes_the_selection() {
    let (game, mut hand) = holding("e2");
    assert_eq!(
        press(&mut hand, &game, "g1"),
        HandOutcome::PickedUp(sq("g1"))
    );
    assert_eq!(hand.selected(), Some(sq("g1")));
    // Escape puts it back.
    assert_eq!(
        hand.apply(HandAction::Deselect, &game, FREE),
        HandOutcome::PutDown
    );
    assert_eq!(hand.selected(), None);
}

#[test]
fn empty_squares_and_the_opponents_pieces() {
    let game = Game::new();
    let mut hand = Hand::default();
    assert_eq!(press(&mut hand, &game, "e4"), HandOutcome::PutDown);
    let outcome = press(&mut hand, &game, "e7");
    assert!(matches!(
        refused_illegal(&outcome),
        Some(IllegalReason::NotYourTurn { .. })
    ));
    assert!(matches!(
        outcome,
        HandOutcome::Refused {
            attempted: None,
            ..
        }
    ));
    assert_eq!(hand.selected(), None);
}

#[test]
fn a_click_or_a_drop_attempts_a_legal_move_and_never_plays_it() {
    let (game, mut hand) = holding("g1");
    assert_eq!(
        press(&mut hand, &game, "f3"),
        HandOutcome::Attempted(Move::new(sq("g1"), sq("f3")))
    );
    assert_eq!(hand, Hand::default(), "the hand is empty after an attempt");
    assert_eq!(game.ply(), 0, "the hand never plays");
    // Dragged and dropped.
    press(&mut hand, &game, "e2");
    let dropped = HandAction::Drop {
        from: sq("e2"),
        to: sq("e4"),
    };
    assert_eq!(
        hand.apply(dropped, &game, FREE),
        HandOutcome::Attempted(Move::new(sq("e2"), sq("e4")))
    );
    // Dropped where it was lifted: still in hand.
    press(&mut hand, &game, "e2");
    let back = HandAction::Drop {
        from: sq("e2"),
        to: sq("e2"),
    };
    assert_eq!(hand.apply(back, &game, FREE), HandOutcome::Nothing);
    assert_eq!(hand.selected(), Some(sq("e2")));
    // A drop from a square not held does nothing.
    let stray = HandAction::Drop {
        from: sq("d2"),
        to: sq("d4"),
    };
    assert_eq!(hand.apply(stray, &game, FREE), HandOutcome::Nothing);
}

#[test]
fn an_illegal_drop_is_refused_with_the_rules_reason() {
    let game = Game::new();
    let mut hand = Hand::default();
    press(&mut hand, &game, "e2");
    let outcome = hand.apply(
        HandAction::Drop {
            from: sq("e2"),
            to: sq("e5"),
        },
        &game,
        FREE,
    );
    assert!(matches!(
        outcome,
        HandOutcome::Refused {
            attempted: Some(mv),
            reason: Refusal::Illegal(IllegalReason::WrongMovement { .. }),
        } if mv == Move::new(sq("e2"), sq("e5"))
    ));
    assert_eq!(hand.selected(), None);
}

#[test]
fn a_pinned_piece_and_castling_through_check_are_explained() {
    // The knight on e2 shields its king from the rook on e8.
    let pinned = game("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
    let mut hand = Hand::default();
    let outcome = click(&mut hand, &pinned, "e2", "c3");
    assert!(
        matches!(
            refused_illegal(&outcome),
            Some(IllegalReason::ExposesKing { .. })
        ),
        "{outcome:?}"
    );
    // The bishop on a6 watches f1.
    let castling = game("4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1");
    let outcome = click(&mut hand, &castling, "e1", "g1");
    assert!(matches!(
        refused_illegal(&outcome),
        Some(IllegalReason::CastlingThroughCheck { .. })
    ));
}

#[test]
fn a_promotion_is_asked_then_chosen_or_cancelled() {
    let game = game("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    let mut hand = Hand::default();
    let asked = click(&mut hand, &game, "b7", "b8");
    let HandOutcome::PromotionAsked(pending) = asked else {
        panic!("a promotion asked, not {asked:?}");
    };
    assert_eq!((pending.from, pending.to), (sq("b7"), sq("b8")));
    assert_eq!(hand.promotion(), Some(pending));
    // While the picker is open, presses and typed moves do nothing.
    assert_eq!(press(&mut hand, &game, "e1"), HandOutcome::Nothing);
    assert_eq!(
        hand.apply(HandAction::PlayTyped("Ke2".into()), &game, FREE),
        HandOutcome::Nothing
    );
    assert_eq!(
        hand.apply(HandAction::Promote(Role::Knight), &game, FREE),
        HandOutcome::Attempted(Move::with_promotion(sq("b7"), sq("b8"), Role::Knight))
    );
    assert_eq!(hand, Hand::default());
    // Cancelled: nothing attempted, the hand is empty.
    click(&mut hand, &game, "b7", "b8");
    assert_eq!(
        hand.apply(HandAction::CancelPromotion, &game, FREE),
        HandOutcome::PutDown
    );
    assert_eq!(hand, Hand::default());
    // A choice with no promotion waiting does nothing.
    assert_eq!(
        hand.apply(HandAction::Promote(Role::Queen), &game, FREE),
        HandOutcome::Nothing
    );
}

#[test]
fn typed_moves_are_attempted_or_refused() {
    let game = Game::new();
    let mut hand = Hand::default();
    assert_eq!(
        hand.apply(HandAction::PlayTyped("Nf3".into()), &game, FREE),
        HandOutcome::Attempted(Move::new(sq("g1"), sq("f3")))
    );
    // French letters in French.
    let french = HandRules {
        lang: Lang::Fr,
        ..FREE
    };
    assert_eq!(
        hand.apply(HandAction::PlayTyped("Cf3".into()), &game, french),
        HandOutcome::Attempted(Move::new(sq("g1"), sq("f3")))
    );
    let illegal = hand.apply(HandAction::PlayTyped("Nf4".into()), &game, FREE);
    assert!(
        matches!(
            illegal,
            HandOutcome::Refused {
                attempted: None,
                reason: Refusal::Typed(_)
            }
        ),
        "{illegal:?}"
    );
    // Two knights can reach d2.
    let two = self::game("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    let ambiguous = hand.apply(HandAction::PlayTyped("Nd2".into()), &two, FREE);
    assert!(
        matches!(
            ambiguous,
            HandOutcome::Refused {
                reason: Refusal::Typed(TypedMoveError::Ambiguous { .. }),
                ..
            }
        ),
        "{ambiguous:?}"
    );
}

#[test]
fn touch_move_holds_the_touched_piece() {
    let game = Game::new();
    let mut hand = Hand::default();
    let touch =
        |hand: &mut Hand, square: &str| hand.apply(HandAction::Press(sq(square)), &game, TOUCH);
    assert_eq!(touch(&mut hand, "g1"), HandOutcome::PickedUp(sq("g1")));
    assert_eq!(hand.touched(&game, TOUCH), Some(sq("g1")));
    // Another piece of one's own: held to the touched one.
    assert_eq!(touch(&mut hand, "e2"), HandOutcome::Held(sq("g1")));
    // Put back: held.
    assert_eq!(
        hand.apply(HandAction::Deselect, &game, TOUCH),
        HandOutcome::Held(sq("g1"))
    );
    touch(&mut hand, "g1");
    assert_eq!(
        hand.apply(HandAction::Release(sq("g1")), &game, TOUCH),
        HandOutcome::Held(sq("g1"))
    );
    // An illegal target: refused, and the piece stays in hand.
    let outcome = touch(&mut hand, "g3");
    assert!(refused_illegal(&outcome).is_some(), "{outcome:?}");
    assert_eq!(hand.selected(), Some(sq("g1")));
    // A typed move of another piece: held.
    assert_eq!(
        hand.apply(HandAction::PlayTyped("e4".into()), &game, TOUCH),
        HandOutcome::Held(sq("g1"))
    );
    // The touched piece moved: attempted.
    assert_eq!(
        touch(&mut hand, "f3"),
        HandOutcome::Attempted(Move::new(sq("g1"), sq("f3")))
    );
    // A piece with no legal move is not held (art. 4.3.3).
    let mut hand = Hand::default();
    touch(&mut hand, "a1");
    assert_eq!(hand.touched(&game, TOUCH), None);
    assert_eq!(
        hand.apply(HandAction::Deselect, &game, TOUCH),
        HandOutcome::PutDown
    );
}

#[test]
fn a_finished_game_refuses_every_gesture() {
    // Fool's mate.
    let mut game = Game::new();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        game.play(uci.parse().expect("a move")).expect("legal");
    }
    assert!(game.outcome().is_some());
    let mut hand = Hand::default();
    let outcome = press(&mut hand, &game, "e2");
    assert!(matches!(
        refused_illegal(&outcome),
        Some(IllegalReason::GameOver { .. })
    ));
    assert_eq!(press(&mut hand, &game, "e4"), HandOutcome::PutDown);
    let typed = hand.apply(HandAction::PlayTyped("e4".into()), &game, FREE);
    assert!(matches!(
        refused_illegal(&typed),
        Some(IllegalReason::GameOver { .. })
    ));
}
