//! Moves typed in algebraic notation, through the reducer: played as a
//! click would play them, or refused with the reason in the notice.

use roque_app::model::options::Opponent;
use roque_app::model::typed_move::TypedMoveError;
use roque_app::state::app_state::{Action, AppState};
use roque_app::state::hand::HandAction;
use roque_app::state::notice::Notice;
use roque_app::state::resume::StartOptions;
use roque_app::state::session::GameAction;
use roque_app::state::view::ViewAction;
use roque_engine::Level;
use roque_rules::{Color, IllegalReason, Lang, Piece, Role, Square};

fn new_game(lang: Lang) -> AppState {
    let mut state = AppState::new(StartOptions::default());
    state.apply(Action::View(ViewAction::SetLang(lang)));
    state
}

fn typed(state: &mut AppState, text: &str) {
    state.apply(Action::Hand(HandAction::PlayTyped(text.to_string())));
}

#[test]
fn french_and_english_letters_play_in_either_language() {
    let mut state = new_game(Lang::Fr);
    typed(&mut state, "Cf3");
    typed(&mut state, "Nc6");
    assert_eq!(state.game().ply(), 2);
    assert_eq!(
        state.position().piece_at(Square::F3),
        Some(Piece::new(Color::White, Role::Knight))
    );
    assert_eq!(
        state.position().piece_at(Square::C6),
        Some(Piece::new(Color::Black, Role::Knight))
    );
    assert_eq!(state.notice().cloned(), None);
}

#[test]
fn a_refusal_says_why_and_the_same_refusal_twice_counts_twice() {
    // White knights on b1 and f3 both reach d2.
    let fen = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
    let mut state = AppState::new(StartOptions::from_params(Some(fen), Some("fr"), None));
    typed(&mut state, "Cd2");
    let Some(Notice::TypedMove(TypedMoveError::Ambiguous { candidates, .. })) = &state.notice()
    else {
        panic!("Cd2 is ambiguous: {:?}", state.notice());
    };
    let written: Vec<&str> = candidates.iter().map(|(_, san)| san.as_str()).collect();
    assert_eq!(written, ["Cbd2", "Cfd2"]);
    let first = state.notices();
    typed(&mut state, "Cd2");
    assert_eq!(state.notices(), first.wrapping_add(1));
    assert_eq!(state.game().ply(), 0);
    typed(&mut state, "Cbd2");
    assert_eq!(state.game().ply(), 1);
    assert_eq!(state.notice().cloned(), None);
}

#[test]
fn against_the_computer_the_player_waits_for_its_move() {
    let mut state = new_game(Lang::En);
    let level = Level::new(1).unwrap_or_default();
    state.apply(Action::Game(GameAction::SetOpponent(Opponent::Computer {
        computer: Color::White,
        level,
    })));
    typed(&mut state, "e4");
    assert_eq!(state.game().ply(), 0);
    assert_eq!(
        state.notice().cloned(),
        Some(Notice::TypedMove(TypedMoveError::NotYourTurn))
    );
}

#[test]
fn a_finished_game_takes_no_typed_move() {
    let mut state = new_game(Lang::En);
    for text in ["f3", "e5", "g4", "Qh4#"] {
        typed(&mut state, text);
    }
    assert!(state.outcome().is_some());
    typed(&mut state, "a3");
    assert!(matches!(
        state.notice(),
        Some(Notice::Illegal(IllegalReason::GameOver { .. }))
    ));
}

#[test]
fn a_typed_promotion_plays_at_once() {
    let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
    let mut state = AppState::new(StartOptions::from_params(Some(fen), Some("fr"), None));
    typed(&mut state, "a8=C");
    assert_eq!(state.promotion(), None);
    assert_eq!(
        state.position().piece_at(Square::A8),
        Some(Piece::new(Color::White, Role::Knight))
    );
}
