//! The app's reducer, driven natively by the same actions the views send.

use roque_app::state::app_state::{Action, AppState};
use roque_app::state::hand::HandAction;
use roque_app::state::notice::Notice;
use roque_app::state::resume::StartOptions;
use roque_app::state::session::GameAction;
use roque_app::state::view::ViewAction;
use roque_rules::{
    Color, DrawClaim, DrawReason, IllegalReason, Lang, Outcome, Piece, Position, Role, Square,
    WinReason,
};

mod common;

use common::SCHOLARS_MATE;

fn sq(name: &str) -> Square {
    name.parse().expect("a square name in the test")
}

fn new_game() -> AppState {
    AppState::new(StartOptions::default())
}

fn from_fen(fen: &str) -> AppState {
    AppState::new(StartOptions::from_params(Some(fen), None, None))
}

/// Click the piece, then its target, as a player does.
fn click_move(state: &mut AppState, from: &str, to: &str) {
    state.apply(Action::Hand(HandAction::Press(sq(from))));
    state.apply(Action::Hand(HandAction::Release(sq(from))));
    state.apply(Action::Hand(HandAction::Press(sq(to))));
    state.apply(Action::Hand(HandAction::Release(sq(to))));
}

/// Press the piece, then drop it on `to`, as a drag with the mouse does.
fn drag(state: &mut AppState, from: &str, to: &str) {
    state.apply(Action::Hand(HandAction::Press(sq(from))));
    state.apply(Action::Hand(HandAction::Drop {
        from: sq(from),
        to: sq(to),
    }));
}

fn piece(state: &AppState, at: &str) -> Option<Piece> {
    state.position().piece_at(sq(at))
}

/// Asserts that `at` holds a piece of `color` and `role`.
#[track_caller]
fn assert_piece(state: &AppState, at: &str, color: Color, role: Role) {
    assert_eq!(piece(state, at), Some(Piece::new(color, role)), "{at}");
}

#[test]
fn click_click_plays_a_move() {
    let mut state = new_game();
    click_move(&mut state, "e2", "e4");
    assert_piece(&state, "e4", Color::White, Role::Pawn);
    assert_eq!(piece(&state, "e2"), None);
    assert_eq!(state.position().turn(), Color::Black);
    assert_eq!(state.selected(), None);
    assert_eq!(state.notice().cloned(), None);
    let last = state.last_move().expect("a move was played");
    assert_eq!((last.from, last.to), (sq("e2"), sq("e4")));
}

#[test]
fn a_selected_piece_shows_its_destinations() {
    let mut state = new_game();
    state.apply(Action::Hand(HandAction::Press(sq("g1"))));
    assert_eq!(state.selected(), Some(sq("g1")));
    let mut dests = state.destinations();
    dests.sort();
    let mut expected = vec![sq("f3"), sq("h3")];
    expected.sort();
    assert_eq!(dests, expected);
    // Nothing selected, nothing shown.
    state.apply(Action::Hand(HandAction::Deselect));
    assert!(state.destinations().is_empty());
}

/// The side panel is drawn a frame behind the board, and only again when
/// what it shows changed: a selection changes the hand alone, a move more.
#[test]
fn a_selection_changes_nothing_but_the_hand() {
    let before = new_game();
    let mut after = before.clone();
    after.apply(Action::Hand(HandAction::Press(sq("g1"))));
    assert!(!after.same_but_time(&before));
    assert!(after.same_but_hand_and_time(&before));
    after.apply(Action::Hand(HandAction::Press(sq("f3"))));
    after.apply(Action::Hand(HandAction::Release(sq("f3"))));
    assert!(!after.same_but_hand_and_time(&before));
    // Time alone is the same state.
    let mut later = before.clone();
    later.apply(Action::Tick(1_000.0));
    assert!(later.same_but_time(&before));
}

#[test]
fn pressing_the_selected_piece_again_puts_it_down_on_release() {
    let mut state = new_game();
    state.apply(Action::Hand(HandAction::Press(sq("e2"))));
    state.apply(Action::Hand(HandAction::Release(sq("e2"))));
    assert_eq!(
        state.selected(),
        Some(sq("e2")),
        "a first click keeps it selected"
    );
    state.apply(Action::Hand(HandAction::Press(sq("e2"))));
    assert_eq!(
        state.selected(),
        Some(sq("e2")),
        "still held while the button is down"
    );
    state.apply(Action::Hand(HandAction::Release(sq("e2"))));
    assert_eq!(state.selected(), None);
}

#[test]
fn pressing_another_own_piece_switches_the_selection() {
    let mut state = new_game();
    state.apply(Action::Hand(HandAction::Press(sq("e2"))));
    state.apply(Action::Hand(HandAction::Press(sq("d2"))));
    assert_eq!(state.selected(), Some(sq("d2")));
    assert_eq!(state.game().moves().len(), 0);
}

#[test]
fn an_illegal_attempt_changes_nothing_and_says_why() {
    let mut state = new_game();
    let before = *state.position();
    click_move(&mut state, "e2", "e5");
    assert_eq!(*state.position(), before);
    assert!(
        matches!(state.notice(), Some(Notice::Illegal(_))),
        "{:?}",
        state.notice()
    );
    assert_eq!(state.selected(), None);
    // The next selection clears the reason.
    state.apply(Action::Hand(HandAction::Press(sq("e2"))));
    assert_eq!(state.notice().cloned(), None);
}

#[test]
fn touching_an_opponent_piece_says_whose_turn_it_is() {
    let mut state = new_game();
    state.apply(Action::Hand(HandAction::Press(sq("e7"))));
    assert_eq!(state.selected(), None);
    assert!(matches!(
        state.notice(),
        Some(Notice::Illegal(IllegalReason::NotYourTurn { .. }))
    ));
}

#[test]
fn drag_and_drop_plays_a_move() {
    let mut state = new_game();
    drag(&mut state, "g1", "f3");
    assert_piece(&state, "f3", Color::White, Role::Knight);
}

#[test]
fn dropping_a_piece_where_it_was_lifted_keeps_it_selected() {
    let mut state = new_game();
    drag(&mut state, "g1", "g1");
    assert_eq!(state.selected(), Some(sq("g1")));
    state.apply(Action::Hand(HandAction::Press(sq("h3"))));
    assert_eq!(state.position().turn(), Color::Black);
}

#[test]
fn a_drop_of_a_piece_that_is_not_selected_is_ignored() {
    let mut state = new_game();
    state.apply(Action::Hand(HandAction::Drop {
        from: sq("g1"),
        to: sq("f3"),
    }));
    assert_eq!(state.game().moves().len(), 0);
}

const PROMOTION: &str = "8/P6k/8/8/8/8/8/K7 w - - 0 1";

#[test]
fn a_promotion_waits_for_the_choice_and_can_be_cancelled() {
    let mut state = from_fen(PROMOTION);
    let before = *state.position();
    click_move(&mut state, "a7", "a8");
    let pending = state.promotion().expect("the picker is open");
    assert_eq!((pending.from, pending.to), (sq("a7"), sq("a8")));
    assert_eq!(pending.color, Color::White);
    assert_eq!(*state.position(), before, "nothing is played yet");
    assert!(!state.accepts_moves());
    // The board is frozen while the picker is open.
    state.apply(Action::Hand(HandAction::Press(sq("a1"))));
    assert!(state.promotion().is_some());
    state.apply(Action::Hand(HandAction::CancelPromotion));
    assert_eq!(state.promotion(), None);
    assert_eq!(state.selected(), None);
    assert_eq!(*state.position(), before);
    // Escape (Deselect) closes it too.
    click_move(&mut state, "a7", "a8");
    assert!(state.promotion().is_some());
    state.apply(Action::Hand(HandAction::Deselect));
    assert_eq!(state.promotion(), None);
    assert_eq!(*state.position(), before);
}

#[test]
fn a_promotion_to_a_knight() {
    let mut state = from_fen(PROMOTION);
    click_move(&mut state, "a7", "a8");
    state.apply(Action::Hand(HandAction::Promote(Role::Knight)));
    assert_piece(&state, "a8", Color::White, Role::Knight);
    assert_eq!(state.promotion(), None);
    assert_eq!(state.position().turn(), Color::Black);
}

fn scholars_mate(state: &mut AppState) {
    for (from, to) in SCHOLARS_MATE {
        click_move(state, from, to);
    }
}

#[test]
fn checkmate_ends_the_game_and_the_board_refuses_moves() {
    let mut state = new_game();
    scholars_mate(&mut state);
    assert_eq!(
        state.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
    assert!(!state.accepts_moves());
    let before = *state.position();
    click_move(&mut state, "a7", "a6");
    assert_eq!(*state.position(), before);
    assert_eq!(state.selected(), None);
    assert!(matches!(
        state.notice(),
        Some(Notice::Illegal(IllegalReason::GameOver { .. }))
    ));
    assert_eq!(state.king_in_check(), Some(sq("e8")));
}

#[test]
fn undo_takes_back_the_last_move_even_after_the_end() {
    let mut state = new_game();
    scholars_mate(&mut state);
    state.apply(Action::Game(GameAction::Undo));
    assert_eq!(state.outcome(), None);
    assert_eq!(state.game().moves().len(), 6);
    assert_piece(&state, "h5", Color::White, Role::Queen);
    for _ in 0..10 {
        state.apply(Action::Game(GameAction::Undo));
    }
    assert_eq!(*state.position(), Position::new());
}

#[test]
fn new_game_flip_and_language() {
    let mut state = new_game();
    click_move(&mut state, "e2", "e4");
    state.apply(Action::View(ViewAction::Flip));
    assert_eq!(state.orientation(), Color::Black);
    state.apply(Action::View(ViewAction::SetLang(Lang::En)));
    assert_eq!(state.lang(), Lang::En);
    state.apply(Action::Game(GameAction::NewGame));
    assert_eq!(*state.position(), Position::new());
    assert!(state.game().moves().is_empty());
    // The player's choices outlive the game.
    assert_eq!(state.orientation(), Color::Black);
    assert_eq!(state.lang(), Lang::En);
}

#[test]
fn castling_by_moving_the_king_on_both_sides() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    let mut state = from_fen(fen);
    click_move(&mut state, "e1", "g1");
    assert_piece(&state, "g1", Color::White, Role::King);
    assert_piece(&state, "f1", Color::White, Role::Rook);
    click_move(&mut state, "e8", "c8");
    assert_piece(&state, "c8", Color::Black, Role::King);
    assert_piece(&state, "d8", Color::Black, Role::Rook);
}

#[test]
fn castling_out_of_check_is_refused_with_a_reason() {
    let fen = "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1";
    let mut state = from_fen(fen);
    state.apply(Action::Hand(HandAction::Press(sq("e1"))));
    assert!(!state.destinations().contains(&sq("g1")));
    let before = *state.position();
    state.apply(Action::Hand(HandAction::Press(sq("g1"))));
    assert_eq!(*state.position(), before);
    assert!(
        matches!(
            state.notice(),
            Some(Notice::Illegal(IllegalReason::CastlingInCheck { .. }))
        ),
        "{:?}",
        state.notice()
    );
}

#[test]
fn en_passant() {
    let mut state = new_game();
    for (from, to) in [("e2", "e4"), ("a7", "a6"), ("e4", "e5"), ("d7", "d5")] {
        click_move(&mut state, from, to);
    }
    state.apply(Action::Hand(HandAction::Press(sq("e5"))));
    assert!(state.destinations().contains(&sq("d6")));
    state.apply(Action::Hand(HandAction::Press(sq("d6"))));
    assert_piece(&state, "d6", Color::White, Role::Pawn);
    assert_eq!(piece(&state, "d5"), None);
}

#[test]
fn threefold_repetition_is_a_claim_not_an_end() {
    let mut state = new_game();
    for _ in 0..2 {
        for (from, to) in [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")] {
            click_move(&mut state, from, to);
        }
    }
    assert_eq!(state.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
    assert_eq!(state.outcome(), None);
    assert!(state.accepts_moves());
    state.apply(Action::Game(GameAction::ClaimDraw));
    assert_eq!(
        state.outcome(),
        Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
    );
}

#[test]
fn a_claim_that_is_not_available_changes_nothing() {
    let mut state = new_game();
    state.apply(Action::Game(GameAction::ClaimDraw));
    assert_eq!(state.outcome(), None);
}

#[test]
fn stalemate_is_a_draw() {
    // Black to move has no legal move and is not in check.
    let state = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(state.outcome(), Some(Outcome::Draw(DrawReason::Stalemate)));
}

#[test]
fn a_dead_position_ends_the_game() {
    let mut state = from_fen("7k/8/8/8/8/8/1r6/K1N5 w - - 0 1");
    click_move(&mut state, "a1", "b2");
    assert!(matches!(
        state.outcome(),
        Some(Outcome::Draw(DrawReason::DeadPosition(_)))
    ));
    assert!(!state.accepts_moves());
}

#[test]
fn start_options_validate_the_address() {
    let bad = StartOptions::from_params(Some("not a fen"), Some("xx"), Some("sideways"));
    assert_eq!(bad.position, Position::new());
    assert!(bad.refused().is_some_and(|bad| bad.fen.is_some()));
    assert_eq!(bad.lang, Lang::Fr);
    assert_eq!(bad.orientation, Color::White);

    let good = StartOptions::from_params(Some(PROMOTION), Some("en"), Some("black"));
    assert_eq!(good.position.fen(), PROMOTION);
    assert_eq!(good.notice, None);
    assert_eq!(good.lang, Lang::En);
    assert_eq!(good.orientation, Color::Black);

    // An illegal position (no black king) is refused, not played.
    let illegal = StartOptions::from_params(Some("8/8/8/8/8/8/8/K7 w - - 0 1"), None, None);
    assert_eq!(illegal.position, Position::new());
    assert!(illegal.refused().is_some_and(|bad| bad.fen.is_some()));

    // Empty means "none given".
    let empty = StartOptions::from_params(Some("  "), Some(""), Some(" "));
    assert_eq!(empty.notice, None);
}

#[test]
fn a_bad_language_or_orientation_in_the_address_is_said() {
    // Issue 16, item 5: `?lang=xx` and `?orientation=sideways` passed in
    // silence; each is now said, beside a bad `fen`.
    use roque_app::state::notice::{BadAddress, NoticeKind};
    let options = StartOptions::from_params(None, Some("xx"), Some("sideways"));
    assert_eq!(
        options.notice,
        Some(Notice::BadAddress(BadAddress {
            fen: None,
            lang: Some("xx".to_string()),
            orientation: Some("sideways".to_string()),
        }))
    );
    assert_eq!(
        options.notice.as_ref().map(Notice::kind),
        Some(NoticeKind::Warning)
    );
    let bad = options.refused().cloned().unwrap_or_default();
    let fr = roque_app::words::ui::bad_address(&bad, Lang::Fr);
    assert!(fr.contains("La langue « xx »"), "{fr}");
    assert!(fr.contains("L'orientation « sideways »"), "{fr}");
    let en = roque_app::words::ui::bad_address(&bad, Lang::En);
    assert!(en.contains("“xx”") && en.contains("“sideways”"), "{en}");
    // The app opens on it.
    let state = AppState::new(options);
    assert!(matches!(state.notice(), Some(Notice::BadAddress(_))));
    // All three at once, a long value cut.
    let long = "y".repeat(500);
    let all = StartOptions::from_params(Some("nope"), Some(&long), Some("up"));
    let bad = all.refused().cloned().unwrap_or_default();
    assert!(bad.fen.is_some());
    assert_eq!(
        bad.lang.map(|l| l.chars().count()),
        Some(BadAddress::MAX_CHARS + 1)
    );
    assert_eq!(bad.orientation.as_deref(), Some("up"));
}

#[test]
fn the_move_list_names_each_move() {
    let mut state = new_game();
    click_move(&mut state, "e2", "e4");
    click_move(&mut state, "e7", "e5");
    click_move(&mut state, "g1", "f3");
    assert_eq!(state.sans(), ["e4", "e5", "Cf3"]);
    state.apply(Action::View(ViewAction::SetLang(Lang::En)));
    assert_eq!(state.sans(), ["e4", "e5", "Nf3"]);
}

// ------------------------------------------------------- against the computer

mod computer {
    use super::*;
    use roque_app::model::options::Opponent;
    use roque_app::state::session::DrawOffer;
    use roque_engine::{Level, Score};
    use roque_rules::Move;
    use roque_worker::{MoveReport, OfferVerdict, Reply, Task};

    fn against_computer(computer: Color) -> AppState {
        let mut state = new_game();
        state.apply(Action::Game(GameAction::SetOpponent(Opponent::Computer {
            computer,
            level: Level::new(3).expect("level"),
        })));
        state
    }

    fn uci(text: &str) -> Move {
        Move::from_uci(text).expect("UCI in the test")
    }

    /// The computer's reply to the question now asked, playing `mv`.
    fn computer_plays(state: &mut AppState, mv: &str) {
        let request = state.computer_request().expect("the computer is asked");
        assert_eq!(request.task, Task::Move);
        state.apply(Action::Game(GameAction::Computer(Reply::Move {
            ticket: request.ticket,
            report: MoveReport {
                mv: uci(mv),
                score: Score::Centipawns(0),
                depth: 1,
                nodes: 1,
                time_ms: 1,
            },
        })));
    }

    #[test]
    fn the_computer_is_asked_only_on_its_turn() {
        let mut state = against_computer(Color::Black);
        assert_eq!(state.orientation(), Color::White);
        assert_eq!(state.computer_request(), None);
        assert!(!state.computer_thinking());
        click_move(&mut state, "e2", "e4");
        let request = state
            .computer_request()
            .expect("Black to move: the computer");
        assert_eq!(request.task, Task::Move);
        assert_eq!(request.computer, Color::Black);
        assert_eq!(request.moves, vec![uci("e2e4")]);
        assert!(state.computer_thinking());
        assert_eq!(request.game().expect("legal"), *state.game());
    }

    #[test]
    fn the_computer_opens_when_the_player_takes_black() {
        let state = against_computer(Color::White);
        assert_eq!(state.orientation(), Color::Black);
        assert!(state.computer_thinking());
    }

    #[test]
    fn the_board_waits_while_the_computer_thinks() {
        let mut state = against_computer(Color::Black);
        click_move(&mut state, "e2", "e4");
        assert!(!state.accepts_moves());
        // Its pieces cannot be picked up, nor can the player's.
        state.apply(Action::Hand(HandAction::Press(sq("e7"))));
        assert_eq!(state.selected(), None);
        state.apply(Action::Hand(HandAction::Press(sq("d2"))));
        assert_eq!(state.selected(), None);
        assert_eq!(state.position().turn(), Color::Black);
    }

    #[test]
    fn its_move_is_played_and_a_stale_one_dropped() {
        let mut state = against_computer(Color::Black);
        click_move(&mut state, "e2", "e4");
        let stale = state.computer_request().expect("asked").ticket;
        // The player takes back, moves again: the old question is moot.
        state.apply(Action::Game(GameAction::Undo));
        click_move(&mut state, "d2", "d4");
        let now = state.computer_request().expect("asked").ticket;
        assert_ne!(stale, now);
        state.apply(Action::Game(GameAction::Computer(Reply::Move {
            ticket: stale,
            report: MoveReport {
                mv: uci("e7e5"),
                score: Score::Centipawns(0),
                depth: 1,
                nodes: 1,
                time_ms: 1,
            },
        })));
        assert_eq!(state.game().moves().len(), 1, "the stale answer is dropped");
        computer_plays(&mut state, "d7d5");
        assert_eq!(state.game().moves(), &[uci("d2d4"), uci("d7d5")]);
        assert_eq!(state.computer_request(), None);
        assert!(state.accepts_moves());
    }

    #[test]
    fn a_takeback_returns_to_the_players_turn() {
        let mut state = against_computer(Color::Black);
        click_move(&mut state, "e2", "e4");
        computer_plays(&mut state, "e7e5");
        click_move(&mut state, "g1", "f3");
        computer_plays(&mut state, "b8c6");
        // Both the computer's reply and the player's move go.
        state.apply(Action::Game(GameAction::Undo));
        assert_eq!(state.game().moves(), &[uci("e2e4"), uci("e7e5")]);
        assert_eq!(state.position().turn(), Color::White);
        // While it thinks, only the player's move goes.
        click_move(&mut state, "f1", "c4");
        state.apply(Action::Game(GameAction::Undo));
        assert_eq!(state.game().moves().len(), 2);
        assert_eq!(state.computer_request(), None);
    }

    #[test]
    fn an_illegal_answer_stops_the_computer_without_harm() {
        let mut state = against_computer(Color::Black);
        click_move(&mut state, "e2", "e4");
        computer_plays(&mut state, "e7e4");
        assert!(state.session().computer_failed());
        assert_eq!(state.notice().cloned(), Some(Notice::ComputerUnavailable));
        assert_eq!(state.game().moves().len(), 1);
        assert_eq!(state.computer_request(), None);
        // A new game asks it again.
        state.apply(Action::Game(GameAction::NewGame));
        assert!(!state.session().computer_failed());
        click_move(&mut state, "e2", "e4");
        assert!(state.computer_request().is_some());
    }

    #[test]
    fn a_failed_worker_leaves_the_game_playable() {
        let mut state = against_computer(Color::Black);
        click_move(&mut state, "e2", "e4");
        state.apply(Action::Game(GameAction::ComputerUnavailable));
        assert_eq!(state.notice().cloned(), Some(Notice::ComputerUnavailable));
        assert_eq!(state.computer_request(), None);
        // Two players again: Black moves by hand.
        state.apply(Action::Game(GameAction::SetOpponent(Opponent::Human)));
        click_move(&mut state, "e7", "e5");
        assert_eq!(state.game().moves().len(), 2);
        // In two-player mode a worker failure changes nothing.
        state.apply(Action::Game(GameAction::ComputerUnavailable));
        assert_eq!(state.notice().cloned(), None);
    }

    #[test]
    fn a_declined_offer_is_not_repeated_until_a_move() {
        let mut state = against_computer(Color::Black);
        click_move(&mut state, "e2", "e4");
        computer_plays(&mut state, "e7e5");
        assert!(state.can_offer_draw());
        state.apply(Action::Game(GameAction::OfferDraw));
        assert_eq!(state.session().draw_offer(), Some(DrawOffer::Pending));
        assert!(!state.accepts_moves());
        let request = state.computer_request().expect("asked");
        assert_eq!(request.task, Task::DrawOffer);
        let verdict = OfferVerdict::Better(Score::Centipawns(120));
        state.apply(Action::Game(GameAction::Computer(Reply::DrawOffer {
            ticket: request.ticket,
            verdict,
        })));
        assert_eq!(
            state.notice().cloned(),
            Some(Notice::DrawOfferAnswer(verdict))
        );
        assert_eq!(state.outcome(), None);
        assert!(!state.can_offer_draw());
        state.apply(Action::Game(GameAction::OfferDraw));
        assert_ne!(state.session().draw_offer(), Some(DrawOffer::Pending));
        click_move(&mut state, "g1", "f3");
        computer_plays(&mut state, "b8c6");
        assert!(state.can_offer_draw());
    }

    #[test]
    fn an_accepted_offer_draws_by_agreement() {
        let mut state = against_computer(Color::Black);
        state.apply(Action::Game(GameAction::OfferDraw));
        let ticket = state.computer_request().expect("asked").ticket;
        state.apply(Action::Game(GameAction::Computer(Reply::DrawOffer {
            ticket,
            verdict: OfferVerdict::Balanced(Score::Centipawns(-4)),
        })));
        assert_eq!(state.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
        assert_eq!(state.computer_request(), None);
        // A takeback withdraws the agreement, keeping the moves.
        state.apply(Action::Game(GameAction::Undo));
        assert_eq!(state.outcome(), None);
    }

    #[test]
    fn nobody_resigns_a_game_not_yet_begun() {
        let mut state = new_game();
        assert!(!state.can_resign(), "no move yet: nothing to lose");
        state.apply(Action::Game(GameAction::Resign));
        assert_eq!(state.outcome(), None);
        click_move(&mut state, "e2", "e4");
        assert!(state.can_resign());
        // A set-up position is a game to lose from its first move.
        let state = from_fen("3qk3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert!(state.can_resign());
    }

    #[test]
    fn no_offer_between_two_players_or_on_the_computers_turn() {
        assert!(!new_game().can_offer_draw());
        let state = against_computer(Color::White);
        assert!(!state.can_offer_draw());
    }

    #[test]
    fn the_player_resigns_against_the_computer_whoever_is_to_move() {
        let mut state = against_computer(Color::White);
        computer_plays(&mut state, "e2e4");
        click_move(&mut state, "e7", "e5");
        // The computer (White) is to move; the player, Black, resigns.
        assert!(state.computer_to_move());
        let white_wins = Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Resignation,
        });
        state.apply(Action::Game(GameAction::Resign));
        assert_eq!(state.outcome(), white_wins);
        // Between two players, the side to move resigns.
        let mut state = new_game();
        click_move(&mut state, "e2", "e4");
        state.apply(Action::Game(GameAction::Resign));
        assert_eq!(state.outcome(), white_wins);
    }

    #[test]
    fn the_computer_claims_a_repetition() {
        let mut state = against_computer(Color::Black);
        for (player, computer) in [("g1f3", "g8f6"), ("f3g1", "f6g8"), ("g1f3", "g8f6")] {
            click_move(&mut state, &player[..2], &player[2..]);
            computer_plays(&mut state, computer);
        }
        click_move(&mut state, "f3", "g1");
        let ticket = state.computer_request().expect("asked").ticket;
        state.apply(Action::Game(GameAction::Computer(Reply::Claim {
            ticket,
            claim: DrawClaim::ThreefoldRepetition,
            with: Some(uci("f6g8")),
        })));
        assert_eq!(
            state.outcome(),
            Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
        );
        assert_eq!(
            state.notice().cloned(),
            Some(Notice::ComputerClaimed(DrawClaim::ThreefoldRepetition))
        );
        assert_eq!(state.game().moves().len(), 8);
    }

    #[test]
    fn every_change_of_situation_renews_the_ticket() {
        let mut state = new_game();
        let mut seen = vec![state.ticket()];
        let actions = [
            Action::Game(GameAction::SetOpponent(Opponent::Computer {
                computer: Color::White,
                level: Level::new(2).expect("level"),
            })),
            Action::Game(GameAction::SetOpponent(Opponent::Computer {
                computer: Color::White,
                level: Level::new(5).expect("level"),
            })),
            Action::Game(GameAction::SetOpponent(Opponent::Human)),
            Action::Hand(HandAction::Press(sq("e2"))),
            Action::Hand(HandAction::Press(sq("e4"))),
            Action::Game(GameAction::NewGame),
        ];
        for action in actions {
            let picks_up =
                matches!(action, Action::Hand(HandAction::Press(_))) && state.selected().is_none();
            state.apply(action);
            if picks_up {
                // Picking a piece up asks nothing of anyone.
                assert_eq!(Some(&state.ticket()), seen.last());
                continue;
            }
            assert!(!seen.contains(&state.ticket()), "{:?}", state.ticket());
            seen.push(state.ticket());
        }
        // Nothing that matters to the computer: the same ticket.
        let ticket = state.ticket();
        state.apply(Action::View(ViewAction::Flip));
        state.apply(Action::View(ViewAction::SetLang(Lang::En)));
        assert_eq!(state.ticket(), ticket);
    }
}

// ------------------------------------------- clocks, offers, claims, touch-move

mod rules_of_play {
    use super::*;
    use roque_app::model::clock::TimeControl;
    use roque_app::model::options::Settings;

    fn at(state: &mut AppState, now: f64, action: Action) {
        state.apply(Action::Tick(now));
        state.apply(action);
    }

    fn with_clock(control: TimeControl) -> AppState {
        let mut state = new_game();
        state.apply(Action::Game(GameAction::SetTimeControl(Some(control))));
        state
    }

    fn timed_move(state: &mut AppState, now: f64, from: &str, to: &str) {
        at(state, now, Action::Hand(HandAction::Press(sq(from))));
        at(state, now, Action::Hand(HandAction::Press(sq(to))));
    }

    #[test]
    fn the_clock_charges_each_move_and_adds_the_increment() {
        let mut state = with_clock(TimeControl::new(60, 2));
        assert_eq!(state.settings().time_control, Some(TimeControl::new(60, 2)));
        timed_move(&mut state, 1_000.0, "e2", "e4");
        timed_move(&mut state, 6_000.0, "e7", "e5");
        let clock = state.clock().expect("a clock");
        assert_eq!(clock.remaining(Color::Black, 6_000.0), 57_000.0);
        assert_eq!(clock.remaining(Color::White, 9_000.0), 57_000.0);
        assert_eq!(clock.running(), Some(Color::White));
        // A takeback gives the time back.
        at(&mut state, 10_000.0, Action::Game(GameAction::Undo));
        let clock = state.clock().expect("a clock");
        assert_eq!(clock.remaining(Color::Black, 10_000.0), 60_000.0);
        assert_eq!(clock.running(), Some(Color::Black));
    }

    #[test]
    fn a_flag_falls_and_the_game_is_lost_on_time() {
        let mut state = with_clock(TimeControl::new(5, 0));
        timed_move(&mut state, 0.0, "e2", "e4");
        state.apply(Action::Tick(4_999.0));
        assert_eq!(state.outcome(), None);
        state.apply(Action::Tick(5_000.0));
        assert_eq!(
            state.outcome(),
            Some(Outcome::Decisive {
                winner: Color::White,
                reason: WinReason::Timeout
            })
        );
        assert_eq!(state.clock().and_then(|c| c.running()), None);
    }

    /// White, with only its king, moves; Black's three seconds run out.
    fn black_flag_falls_against_a_lone_king() -> AppState {
        let mut state = from_fen("7k/8/8/8/8/8/6q1/K7 w - - 0 1");
        state.apply(Action::Game(GameAction::SetTimeControl(Some(
            TimeControl::new(3, 0),
        ))));
        timed_move(&mut state, 0.0, "a1", "b1");
        state.apply(Action::Tick(3_000.0));
        state
    }

    #[test]
    fn time_out_against_a_lone_king_is_a_draw() {
        // White has only its king: Black's flag falling gives a draw (art. 6.9).
        let state = black_flag_falls_against_a_lone_king();
        assert_eq!(
            state.outcome(),
            Some(Outcome::Draw(DrawReason::TimeoutVsInsufficientMaterial))
        );
    }

    #[test]
    fn the_draw_on_time_says_whose_flag_fell() {
        // Issue 16, item 8: « le temps est écoulé » did not say whose.
        let state = black_flag_falls_against_a_lone_king();
        assert_eq!(
            roque_app::words::ui::outcome_message(state.game(), Lang::Fr).as_deref(),
            Some("Les Noirs ont dépassé le temps, mais les Blancs ne peuvent plus mater : nulle")
        );
        assert_eq!(
            roque_app::words::ui::outcome_message(state.game(), Lang::En).as_deref(),
            Some("Black ran out of time, but White can no longer checkmate: draw")
        );
        // Other results keep the rules' words.
        let mut mate = new_game();
        scholars_mate(&mut mate);
        assert_eq!(
            roque_app::words::ui::outcome_message(mate.game(), Lang::Fr),
            mate.outcome().map(|o| o.message(Lang::Fr))
        );
    }

    #[test]
    fn the_options_summary_writes_time_controls_as_players_do() {
        // Issue 16, item 8: « pendule 0.10+0 » for six seconds.
        use roque_app::model::options::Opponent;
        use roque_app::words::ui::{options_summary, time_control};
        let settings = |base_s, increment_s| Settings {
            time_control: Some(TimeControl::new(base_s, increment_s)),
            ..Settings::default()
        };
        assert_eq!(
            options_summary(Opponent::Human, settings(6, 0), Lang::Fr),
            "Deux joueurs · pendule 6 s+0"
        );
        assert_eq!(time_control(TimeControl::new(90, 2), Lang::Fr), "1,5+2");
        assert_eq!(time_control(TimeControl::new(90, 2), Lang::En), "1.5+2");
        assert_eq!(time_control(TimeControl::new(45, 0), Lang::En), "45 s+0");
        assert_eq!(time_control(TimeControl::new(600, 5), Lang::Fr), "10+5");
        assert_eq!(time_control(TimeControl::new(80, 0), Lang::Fr), "1,33+0");
        // The terse form has no trailing zero either.
        assert_eq!(TimeControl::new(6, 0).to_string(), "0.1+0");
        assert_eq!("0.1+0".parse(), Ok(TimeControl::new(6, 0)));
    }

    #[test]
    fn a_new_time_control_waits_for_the_next_game_once_moves_are_played() {
        let mut state = new_game();
        click_move(&mut state, "e2", "e4");
        state.apply(Action::Game(GameAction::SetTimeControl(Some(
            TimeControl::new(300, 0),
        ))));
        assert!(state.clock().is_none());
        assert_eq!(state.notice().cloned(), Some(Notice::TimeControlNextGame));
        state.apply(Action::Game(GameAction::NewGame));
        assert_eq!(
            state.clock().map(|c| c.control()),
            Some(TimeControl::new(300, 0))
        );
        state.apply(Action::Game(GameAction::SetTimeControl(None)));
        assert!(state.clock().is_none());
    }

    #[test]
    fn touch_move_holds_the_player_to_the_touched_piece() {
        let mut state = new_game();
        state.apply(Action::Game(GameAction::SetTouchMove(true)));
        assert_eq!(
            state.settings(),
            Settings {
                touch_move: true,
                ..Settings::default()
            }
        );
        state.apply(Action::Hand(HandAction::Press(sq("g1"))));
        state.apply(Action::Hand(HandAction::Release(sq("g1"))));
        // Another piece, Escape, a second press: the knight stays in hand.
        state.apply(Action::Hand(HandAction::Press(sq("e2"))));
        assert_eq!(state.selected(), Some(sq("g1")));
        assert_eq!(
            state.notice().cloned(),
            Some(Notice::TouchMove {
                square: sq("g1"),
                piece: Piece::new(Color::White, Role::Knight)
            })
        );
        state.apply(Action::Hand(HandAction::Deselect));
        assert_eq!(state.selected(), Some(sq("g1")));
        state.apply(Action::Hand(HandAction::Press(sq("g1"))));
        state.apply(Action::Hand(HandAction::Release(sq("g1"))));
        assert_eq!(state.selected(), Some(sq("g1")));
        // An illegal square: refused, and the knight is still in hand.
        state.apply(Action::Hand(HandAction::Press(sq("g3"))));
        assert!(matches!(state.notice(), Some(Notice::Illegal(_))));
        assert_eq!(state.selected(), Some(sq("g1")));
        state.apply(Action::Hand(HandAction::Press(sq("f3"))));
        assert_piece(&state, "f3", Color::White, Role::Knight);
    }

    #[test]
    fn touch_move_does_not_bind_a_piece_that_cannot_move() {
        let mut state = new_game();
        state.apply(Action::Game(GameAction::SetTouchMove(true)));
        // The bishop on c1 has no move: touching it obliges nothing.
        state.apply(Action::Hand(HandAction::Press(sq("c1"))));
        state.apply(Action::Hand(HandAction::Press(sq("e2"))));
        assert_eq!(state.selected(), Some(sq("e2")));
    }

    #[test]
    fn two_players_offer_accept_and_decline_draws() {
        let mut state = new_game();
        assert!(!state.can_offer_draw(), "nobody has moved yet");
        click_move(&mut state, "e2", "e4");
        // White, having moved, offers.
        state.apply(Action::Game(GameAction::OfferDraw));
        assert_eq!(state.standing_offer(), Some(Color::White));
        assert!(!state.can_offer_draw());
        state.apply(Action::Game(GameAction::DeclineDraw));
        assert_eq!(state.standing_offer(), None);
        // Offered again; Black declines by moving.
        state.apply(Action::Game(GameAction::OfferDraw));
        click_move(&mut state, "e7", "e5");
        assert_eq!(state.standing_offer(), None);
        // Black offers; White accepts.
        state.apply(Action::Game(GameAction::OfferDraw));
        assert_eq!(state.standing_offer(), Some(Color::Black));
        state.apply(Action::Game(GameAction::AcceptDraw));
        assert_eq!(state.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    }

    const SHUFFLE: [(&str, &str); 8] = [
        ("g1", "f3"),
        ("g8", "f6"),
        ("f3", "g1"),
        ("f6", "g8"),
        ("g1", "f3"),
        ("g8", "f6"),
        ("f3", "g1"),
        ("f6", "g8"),
    ];

    #[test]
    fn the_online_setting_ends_the_game_at_threefold_repetition() {
        let mut state = new_game();
        state.apply(Action::Game(GameAction::SetAutoDraw(true)));
        for (from, to) in SHUFFLE {
            click_move(&mut state, from, to);
        }
        assert_eq!(
            state.outcome(),
            Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
        );
        // By default (FIDE) it is only a claim.
        let mut state = new_game();
        for (from, to) in SHUFFLE {
            click_move(&mut state, from, to);
        }
        assert_eq!(state.outcome(), None);
        assert_eq!(state.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
    }

    #[test]
    fn a_draw_is_claimed_by_announcing_the_repeating_move() {
        let mut state = new_game();
        for (from, to) in &SHUFFLE[..7] {
            click_move(&mut state, from, to);
        }
        // Black's Ng8 would repeat the position a third time.
        assert!(state.can_claim_with_a_move());
        state.apply(Action::Game(GameAction::ClaimWithNextMove(true)));
        assert!(state.claim_with_next_move());
        click_move(&mut state, "f6", "g8");
        assert_eq!(
            state.outcome(),
            Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
        );
        assert_eq!(state.game().moves().len(), 8);
    }

    #[test]
    fn an_incorrect_claim_with_a_move_still_plays_it() {
        let mut state = new_game();
        for (from, to) in &SHUFFLE[..7] {
            click_move(&mut state, from, to);
        }
        state.apply(Action::Game(GameAction::ClaimWithNextMove(true)));
        // Another move: no repetition, the claim is incorrect.
        click_move(&mut state, "e7", "e5");
        assert_eq!(state.outcome(), None);
        assert_eq!(state.notice().cloned(), Some(Notice::IncorrectClaim));
        assert_eq!(state.game().moves().len(), 8);
        assert!(!state.claim_with_next_move());
    }
}

#[test]
fn a_game_from_a_position_restarts_from_it() {
    // Issue 16, item 10: after a `?fen=` link, « Nouvelle partie » went
    // back to the initial position only; « Recommencer cette position »
    // starts again from the position given.
    let mut state = from_fen(PROMOTION);
    assert!(state.can_restart_position());
    let start = *state.position();
    click_move(&mut state, "a1", "b1");
    assert_eq!(state.game().ply(), 1);
    state.apply(Action::Game(GameAction::RestartPosition));
    assert_eq!(*state.position(), start);
    assert_eq!(state.game().ply(), 0);
    assert!(state.can_restart_position());
    // « Nouvelle partie » still gives the initial position, from which
    // there is nothing else to restart.
    state.apply(Action::Game(GameAction::NewGame));
    assert_eq!(*state.position(), Position::new());
    assert!(!state.can_restart_position());
    state.apply(Action::Hand(HandAction::Press(sq("e2"))));
    state.apply(Action::Hand(HandAction::Press(sq("e4"))));
    state.apply(Action::Game(GameAction::RestartPosition));
    assert_eq!(state.game().ply(), 1, "nothing to restart from");
}

#[test]
fn each_notice_has_its_kind() {
    // Issue 16, item 3: information looked like an error.
    use roque_app::state::notice::{ImportSummary, NoticeKind};
    use roque_worker::OfferVerdict;
    let kinds = [
        (
            Notice::Imported(ImportSummary::Position),
            NoticeKind::Success,
        ),
        (Notice::LinkOpened { set_aside: false }, NoticeKind::Success),
        (
            Notice::DrawOfferAnswer(OfferVerdict::DeadPosition),
            NoticeKind::Information,
        ),
        (Notice::TimeControlNextGame, NoticeKind::Information),
        (Notice::StorageUnavailable, NoticeKind::Warning),
        (Notice::ComputerUnavailable, NoticeKind::Warning),
    ];
    for (notice, kind) in kinds {
        assert_eq!(notice.kind(), kind, "{notice:?}");
        assert!(!kind.is_alert() || kind == NoticeKind::Warning);
    }
    // A refused move is a refusal, an alert.
    let mut state = new_game();
    state.apply(Action::Hand(HandAction::Press(sq("e7"))));
    let kind = state.notice().map(Notice::kind);
    assert_eq!(kind, Some(NoticeKind::Refusal));
    assert!(kind.is_some_and(NoticeKind::is_alert));
    assert_ne!(NoticeKind::Information.name(), NoticeKind::Refusal.name());
}

#[test]
fn only_the_time_changed_is_the_same_screen() {
    let mut before = new_game();
    before.apply(Action::Tick(10.0));
    // The time stamped before every action changes nothing on screen.
    let mut ticked = before.clone();
    ticked.apply(Action::Tick(250.0));
    assert!(ticked.same_but_time(&before));
    // A release on an empty square, with nothing in hand, neither.
    let mut released = ticked.clone();
    released.apply(Action::Hand(HandAction::Release(sq("e4"))));
    assert!(released.same_but_time(&before));
    // A piece picked up does.
    let mut pressed = ticked.clone();
    pressed.apply(Action::Hand(HandAction::Press(sq("e2"))));
    assert!(!pressed.same_but_time(&before));
    // And so does a move.
    let mut moved = ticked.clone();
    click_move(&mut moved, "e2", "e4");
    assert!(!moved.same_but_time(&before));
}
