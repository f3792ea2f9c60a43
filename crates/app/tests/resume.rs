//! How the app opens again — from the saved game, a link, an address — and
//! how games go to the history and come back, driven natively.

use roque_app::model::clock::{ChessClock, TimeControl};
use roque_app::model::options::{Opponent, Settings};
use roque_app::model::record::Record;
use roque_app::persist::archive::Archive;
use roque_app::persist::saved::{self, Saved, SavedError};
use roque_app::persist::share::{self, LinkError};
use roque_app::state::app_state::HistoryAction;
use roque_app::state::app_state::{Action, AppState};
use roque_app::state::hand::HandAction;
use roque_app::state::notice::Notice;
use roque_app::state::resume::StartOptions;
use roque_app::state::resume::{Arrival, Slot, Stored};
use roque_app::state::screen::ScreenAction;
use roque_app::state::session::GameAction;
use roque_engine::Level;
use roque_rules::{Color, Game, Lang, Move, Outcome, Position, Square, WinReason};

mod common;

use common::SCHOLARS_MATE;

const NOW: f64 = 5_000.0;
/// 2026-11-30 06:40:12 UTC when NOW is 0.
const WALL: f64 = 1_796_020_812_000.0;

fn game_of(moves: &[&str]) -> Game {
    let mut game = Game::new();
    for uci in moves {
        let mv: Move = uci.parse().unwrap_or(Move::new(Square::A1, Square::A1));
        assert!(game.play(mv).is_ok(), "{uci}");
    }
    game
}

fn arrival() -> Arrival {
    Arrival {
        now_ms: NOW,
        wall_offset_ms: WALL,
        ..Arrival::default()
    }
}

fn stored(current: Saved) -> Stored {
    Stored {
        current: Slot::Read(current),
        ..Stored::default()
    }
}

fn saved_vs_computer() -> Saved {
    let mut clock = ChessClock::new(TimeControl::new(300, 2));
    clock.moved(Color::White, 1000.0);
    clock.moved(Color::Black, 3000.0);
    clock.stop(NOW);
    Saved {
        game: game_of(&["e2e4", "e7e5"]),
        record: Record {
            white: Some("Zoé".to_string()),
            ..Record::default()
        },
        opponent: Opponent::Computer {
            computer: Color::Black,
            level: Level::new(5).unwrap_or(Level::WEAKEST),
        },
        lang: Lang::En,
        orientation: Color::Black,
        settings: Settings {
            time_control: Some(TimeControl::new(300, 2)),
            touch_move: true,
            auto_draw: false,
        },
        clock: Some(clock),
        stamp: None,
        drawings: Default::default(),
    }
}

#[test]
fn the_saved_game_comes_back_with_its_mode_settings_and_clock() {
    let saved = saved_vs_computer();
    let state = AppState::resume(arrival(), stored(saved.clone()));
    assert_eq!(*state.game(), saved.game);
    assert_eq!(state.opponent(), saved.opponent);
    assert_eq!(state.settings(), saved.settings);
    assert_eq!(state.clock(), saved.clock.as_ref());
    assert_eq!(
        (state.lang(), state.orientation()),
        (Lang::En, Color::Black)
    );
    assert_eq!(state.notice().cloned(), None);
    // And it saves back to the same thing.
    assert_eq!(state.to_saved(), saved);
    // Whose turn follows from the game.
    assert_eq!(state.position().turn(), Color::White);
}

#[test]
fn the_address_language_and_orientation_still_win() {
    let mut arrival = arrival();
    arrival.options = StartOptions::from_params(None, Some("fr"), Some("white"));
    arrival.lang_given = true;
    arrival.orientation_given = true;
    let state = AppState::resume(arrival, stored(saved_vs_computer()));
    assert_eq!(
        (state.lang(), state.orientation()),
        (Lang::Fr, Color::White)
    );
    assert_eq!(*state.game(), saved_vs_computer().game);
}

#[test]
fn an_unreadable_saved_game_gives_a_fresh_game_and_says_where_it_is() {
    let state = AppState::resume(
        arrival(),
        Stored {
            current: Slot::Unreadable {
                error: SavedError::Foreign,
                backup: Some("roque.backup.x.current".into()),
            },
            ..Stored::default()
        },
    );
    assert_eq!(*state.game(), Game::new());
    assert_eq!(
        state.notice().cloned(),
        Some(Notice::SavedUnreadable {
            error: SavedError::Foreign,
            backup: Some("roque.backup.x.current".into())
        })
    );
    let text = roque_app::words::persist::notice_text(
        &state
            .notice()
            .cloned()
            .unwrap_or(Notice::StorageUnavailable),
        Lang::Fr,
    );
    assert!(text.is_some_and(|t| t.contains("roque.backup.x.current")));
}

#[test]
fn no_storage_is_said_once() {
    let state = AppState::resume(
        arrival(),
        Stored {
            available: false,
            ..Stored::default()
        },
    );
    assert_eq!(state.notice().cloned(), Some(Notice::StorageUnavailable));
}

#[test]
fn a_good_link_sets_the_game_in_progress_aside() {
    let mine = Saved::new(game_of(&["d2d4", "d7d5"]));
    let theirs = game_of(&["e2e4", "e7e5", "g1f3"]);
    let mut arrival = arrival();
    arrival.link = Some(share::decode_shared(&share::encode(&theirs)));
    let state = AppState::resume(arrival, stored(mine.clone()));
    assert_eq!(*state.game(), theirs);
    assert_eq!(state.opponent(), Opponent::Human);
    // Seen from the side to move: the receiver.
    assert_eq!(state.orientation(), Color::Black);
    assert_eq!(
        state.notice().cloned(),
        Some(Notice::LinkOpened { set_aside: true })
    );
    assert_eq!(state.history().len(), 1);
    assert_eq!(state.history().get(0).map(|s| &s.game), Some(&mine.game));
    assert!(state.history().get(0).is_some_and(|s| s.stamp.is_some()));
}

#[test]
fn a_link_that_continues_the_game_replaces_it_without_a_copy() {
    let mine = Saved::new(game_of(&["e2e4", "e7e5"]));
    let theirs = game_of(&["e2e4", "e7e5", "g1f3"]);
    let mut arrival = arrival();
    arrival.link = Some(Ok(theirs.clone().into()));
    let state = AppState::resume(arrival, stored(mine));
    assert_eq!(*state.game(), theirs);
    assert_eq!(
        state.notice().cloned(),
        Some(Notice::LinkOpened { set_aside: false })
    );
    assert!(state.history().is_empty());
}

#[test]
fn a_link_the_saved_game_has_gone_beyond_changes_nothing() {
    let mine = Saved::new(game_of(&["e2e4", "e7e5", "g1f3", "b8c6"]));
    let mut arrival = arrival();
    arrival.link = Some(Ok(game_of(&["e2e4", "e7e5"]).into()));
    let state = AppState::resume(arrival, stored(mine.clone()));
    assert_eq!(*state.game(), mine.game);
    assert_eq!(state.notice().cloned(), None);
}

#[test]
fn a_bad_link_changes_nothing_and_says_why() {
    let mine = saved_vs_computer();
    let mut arrival = arrival();
    arrival.link = Some(Err(LinkError::Checksum));
    let state = AppState::resume(arrival, stored(mine.clone()));
    assert_eq!(state.to_saved(), mine);
    assert_eq!(
        state.notice().cloned(),
        Some(Notice::LinkRefused(LinkError::Checksum))
    );
    assert!(state.history().is_empty());
}

#[test]
fn a_position_in_the_address_sets_a_saved_game_from_elsewhere_aside() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let mut arrival = arrival();
    arrival.options = StartOptions::from_params(Some(fen), None, None);
    arrival.fen_given = true;
    let mine = Saved::new(game_of(&["e2e4"]));
    let state = AppState::resume(arrival.clone(), stored(mine.clone()));
    assert_eq!(state.position().fen(), fen);
    assert_eq!(state.history().get(0).map(|s| &s.game), Some(&mine.game));

    // A reload of the same address keeps the moves played since.
    let mut played = Game::from_position(Position::from_fen(fen).unwrap_or_default());
    assert!(played.play(Move::new(Square::E2, Square::E4)).is_ok());
    let state = AppState::resume(arrival, stored(Saved::new(played.clone())));
    assert_eq!(*state.game(), played);
    assert!(state.history().is_empty());
}

fn fools_mate(state: &mut AppState) {
    press_moves(
        state,
        &[("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")],
    );
}

#[test]
fn a_finished_game_goes_to_the_history_and_comes_back() {
    let mut state = AppState::resume(arrival(), Stored::default());
    fools_mate(&mut state);
    assert_eq!(
        state.outcome(),
        Some(Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate
        })
    );
    assert_eq!(state.history().len(), 1);
    let finished = state.game().clone();
    assert_eq!(
        state
            .history()
            .get(0)
            .and_then(|s| s.stamp.clone())
            .map(|s| s.date),
        Some("2026.11.30".to_string())
    );
    // It is written and read back like the rest.
    let (back, errors) = Archive::read(&state.history().write(NOW), NOW);
    assert_eq!((back, errors), (state.history().clone(), Vec::new()));

    state.apply(Action::Game(GameAction::NewGame));
    state.apply(Action::Hand(HandAction::Press(Square::E2)));
    state.apply(Action::Hand(HandAction::Press(Square::E4)));
    // Reopening the finished game sets the new one aside, and keeps the
    // finished one in the history.
    state.apply(Action::History(HistoryAction::Reopen(0)));
    assert_eq!(*state.game(), finished);
    assert_eq!(state.history().len(), 2);
    assert!(state.history().get(0).is_some_and(|s| !s.game.is_over()));
    // Reopening the unfinished one takes it out of the history; the
    // finished game on the board is already there.
    state.apply(Action::History(HistoryAction::Reopen(0)));
    assert_eq!(state.game().ply(), 1);
    assert_eq!(state.history().len(), 1);
    state.apply(Action::History(HistoryAction::DeleteArchived(0)));
    assert!(state.history().is_empty());
    // Out of range: nothing happens.
    state.apply(Action::History(HistoryAction::DeleteArchived(3)));
    state.apply(Action::History(HistoryAction::Reopen(3)));
    assert_eq!(state.game().ply(), 1);
}

#[test]
fn a_resignation_is_archived_and_saved_exactly() {
    let mut state = AppState::resume(arrival(), Stored::default());
    state.apply(Action::Hand(HandAction::Press(Square::E2)));
    state.apply(Action::Hand(HandAction::Press(Square::E4)));
    state.apply(Action::Game(GameAction::Resign));
    assert!(state.game().is_over());
    assert_eq!(state.history().len(), 1);
    let text = saved::write(&state.to_saved(), NOW);
    let back = AppState::resume(
        arrival(),
        stored(saved::read(&text, NOW).unwrap_or(Saved::new(Game::new()))),
    );
    assert_eq!(back.game(), state.game());
}

fn press_moves(state: &mut AppState, moves: &[(&str, &str)]) {
    for (from, to) in moves {
        let (from, to) = (
            from.parse().unwrap_or(Square::A1),
            to.parse().unwrap_or(Square::A1),
        );
        state.apply(Action::Hand(HandAction::Press(from)));
        state.apply(Action::Hand(HandAction::Press(to)));
    }
}

#[test]
fn a_result_taken_back_leaves_the_history() {
    // Issue 16, item 1: 1.e4, a draw agreed, taken back, then Scholar's
    // mate: the history holds one game, the mate, not the draw as well.
    let mut state = AppState::resume(arrival(), Stored::default());
    let (first, rest) = SCHOLARS_MATE.split_at(1);
    press_moves(&mut state, first);
    state.apply(Action::Game(GameAction::OfferDraw));
    state.apply(Action::Game(GameAction::AcceptDraw));
    assert!(state.game().is_over());
    assert_eq!(state.history().len(), 1);
    state.apply(Action::Game(GameAction::Undo));
    assert!(!state.game().is_over());
    assert_eq!(state.game().ply(), 1);
    assert!(state.history().is_empty(), "the withdrawn draw stays");
    press_moves(&mut state, rest);
    assert_eq!(
        state.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate
        })
    );
    assert_eq!(state.history().len(), 1);
    assert_eq!(state.history().get(0).map(|s| &s.game), Some(state.game()));

    // A resignation taken back, and a mate taken back, leave it too; the
    // games finished before stay.
    state.apply(Action::Game(GameAction::NewGame));
    press_moves(&mut state, &[("d2", "d4")]);
    state.apply(Action::Game(GameAction::Resign));
    assert_eq!(state.history().len(), 2);
    state.apply(Action::Game(GameAction::Undo));
    assert_eq!(state.history().len(), 1);
    state.apply(Action::Game(GameAction::NewGame));
    fools_mate(&mut state);
    assert_eq!(state.history().len(), 2);
    state.apply(Action::Game(GameAction::Undo));
    assert_eq!(state.history().len(), 1);
    assert!(state.history().get(0).is_some_and(|s| s.game.is_over()));
}

#[test]
fn a_claimed_draw_taken_back_leaves_the_history() {
    let mut state = AppState::resume(arrival(), Stored::default());
    let knights = [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")];
    press_moves(&mut state, &knights);
    press_moves(&mut state, &knights);
    assert!(state.claimable_draw().is_some());
    state.apply(Action::Game(GameAction::ClaimDraw));
    assert!(state.game().is_over());
    assert_eq!(state.history().len(), 1);
    state.apply(Action::Game(GameAction::Undo));
    assert!(!state.game().is_over());
    assert!(state.history().is_empty());
}

#[test]
fn a_finished_game_reopened_and_taken_back_stays_in_the_history() {
    let mut state = AppState::resume(arrival(), Stored::default());
    fools_mate(&mut state);
    state.apply(Action::Game(GameAction::NewGame));
    state.apply(Action::History(HistoryAction::Reopen(0)));
    state.apply(Action::Game(GameAction::Undo));
    assert_eq!(state.game().ply(), 3);
    assert_eq!(state.history().len(), 1, "the reopened game's entry stays");
    // Played to a new end, it is a new game of the history.
    press_moves(&mut state, &[("d8", "h4")]);
    assert_eq!(state.history().len(), 2);
    state.apply(Action::Game(GameAction::Undo));
    assert_eq!(state.history().len(), 1);
}

#[test]
fn a_link_carries_the_players_names() {
    // Issue 16, item 11: the share link dropped the names of an imported
    // game; it carries them now (version 2), and a version-1 link still
    // opens.
    let mut state = AppState::resume(arrival(), Stored::default());
    let pasted = "[White \"Anderssen\"]\n[Black \"Kieseritzky\"]\n\n1. e4 e5 2. f4 *";
    let imported = roque_app::model::import::import(pasted).expect("reads");
    state.apply(Action::Screen(ScreenAction::Import(imported)));
    assert_eq!(state.record().white.as_deref(), Some("Anderssen"));
    let value = share::encode_shared(&share::Shared {
        game: state.game().clone(),
        white: state.record().white.clone(),
        black: state.record().black.clone(),
    });
    let mut arrival = arrival();
    arrival.link = Some(share::decode_shared(&value));
    let theirs = AppState::resume(arrival, Stored::default());
    assert_eq!(theirs.game(), state.game());
    assert_eq!(theirs.record().white.as_deref(), Some("Anderssen"));
    assert_eq!(theirs.record().black.as_deref(), Some("Kieseritzky"));
    // Without names, the link is version 1, as every link was before.
    let old = share::encode(state.game());
    assert_ne!(old, value);
    assert_eq!(share::decode_shared(&old).map(|s| s.white), Ok(None));
    assert_eq!(share::decode(&value).as_ref(), Ok(state.game()));
}
