//! The game record, driven natively through the reducer: navigating
//! earlier positions, importing FEN and PGN (all or nothing), exporting PGN
//! with its tags and the players' names.

use roque_app::model::import::{import, refusal, ImportError, Refusal};
use roque_app::model::navigation::Nav;
use roque_app::model::opening::{self, OpeningName};
use roque_app::model::options::Opponent;
use roque_app::model::record::Day;
use roque_app::state::app_state::HistoryAction;
use roque_app::state::app_state::{Action, AppState};
use roque_app::state::hand::HandAction;
use roque_app::state::notice::{ImportSummary, Notice};
use roque_app::state::resume::StartOptions;
use roque_app::state::screen::ScreenAction;
use roque_app::state::session::GameAction;
use roque_app::state::view::ViewAction;
use roque_app::words;
use roque_engine::Level;
use roque_openings::Opening;
use roque_rules::{
    Color, DrawReason, Lang, Move, Outcome, PgnGame, PgnResult, Position, Square, WinReason,
};

/// A player's name as the export writes it.
/// Asserts that `game` has each tag of `tags` with its value.
#[track_caller]
fn assert_tags(game: &PgnGame, tags: &[(&str, &str)]) {
    for &(name, value) in tags {
        assert_eq!(game.tag(name), Some(value), "{name}");
    }
}

/// The notice of a game imported: `plies` half-moves, and whether the text
/// held more games.
fn imported(plies: usize, more_games: bool) -> Option<Notice> {
    Some(Notice::Imported(ImportSummary::Game { plies, more_games }))
}

/// What the import dialog does with a pasted text: reads it, and sends
/// the app what it holds; a refused text is the dialog's own business, and
/// changes nothing in the app.
fn paste(state: &mut AppState, text: &str) -> Result<(), ImportError> {
    let imported = import(text)?;
    state.apply(Action::Screen(ScreenAction::Import(imported)));
    Ok(())
}

/// The game on the board in PGN, as the export dialog writes it.
fn game_pgn(state: &AppState, opening: Option<&OpeningName>) -> String {
    let export = words::record::export_of(state, TODAY, opening.cloned());
    words::record::export_pgn(&export, state.lang())
}

fn player_name(state: &AppState, color: Color) -> String {
    words::record::player_name(state.record(), state.opponent(), color, state.lang())
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square name in the test")
}

fn new_game() -> AppState {
    AppState::new(StartOptions::default())
}

fn play(state: &mut AppState, uci: &str) {
    let mv = Move::from_uci(uci).expect("a UCI move in the test");
    state.apply(Action::Hand(HandAction::Press(mv.from)));
    state.apply(Action::Hand(HandAction::Release(mv.from)));
    state.apply(Action::Hand(HandAction::Press(mv.to)));
    state.apply(Action::Hand(HandAction::Release(mv.to)));
}

fn played(moves: &[&str]) -> AppState {
    let mut state = new_game();
    for mv in moves {
        play(&mut state, mv);
    }
    assert_eq!(state.game().ply(), moves.len(), "every test move is legal");
    state
}

const TODAY: Day = Day {
    year: 2026,
    month: 11,
    day: 30,
};

// ------------------------------------------------------------ navigation

#[test]
fn navigating_shows_earlier_positions_and_keeps_the_game() {
    let mut state = played(&["e2e4", "e7e5", "g1f3", "b8c6"]);
    let live = state.game().clone();
    assert_eq!(state.shown_ply(), 4);
    assert!(!state.viewing_past());
    assert!(!state.can_navigate(Nav::Next));
    assert!(!state.can_navigate(Nav::Last));

    state.apply(Action::View(ViewAction::Navigate(Nav::Previous)));
    assert_eq!(state.shown_ply(), 3);
    assert!(state.viewing_past());
    // Black's knight is still on b8 in the position after 2. Nf3.
    assert!(state.shown_position().piece_at(sq("b8")).is_some());
    assert!(state.shown_position().piece_at(sq("c6")).is_none());
    let last = state.shown_last_move().expect("2. Nf3 led there");
    assert_eq!((last.from, last.to), (sq("g1"), sq("f3")));

    state.apply(Action::View(ViewAction::Navigate(Nav::First)));
    assert_eq!(state.shown_ply(), 0);
    assert_eq!(state.shown_position(), &Position::new());
    assert_eq!(state.shown_last_move(), None);
    assert!(!state.can_navigate(Nav::Previous));

    state.apply(Action::View(ViewAction::Navigate(Nav::Next)));
    assert_eq!(state.shown_ply(), 1);
    state.apply(Action::View(ViewAction::Navigate(Nav::Ply(99))));
    assert_eq!(state.shown_ply(), 4, "beyond the end is the live position");
    assert!(!state.viewing_past());
    assert!(!state.viewing_past());

    assert_eq!(*state.game(), live, "looking never changes the game");
}

#[test]
fn an_earlier_position_takes_no_moves() {
    let mut state = played(&["e2e4", "e7e5"]);
    state.apply(Action::View(ViewAction::Navigate(Nav::Ply(1))));
    // Black's turn in the shown position; it is White's in the game.
    play(&mut state, "d2d4");
    play(&mut state, "d7d5");
    assert_eq!(state.game().ply(), 2, "no move played from the past");
    assert_eq!(state.selected(), None);
    assert!(state.viewing_past());
    state.apply(Action::View(ViewAction::Navigate(Nav::Last)));
    play(&mut state, "d2d4");
    assert_eq!(state.game().ply(), 3);
}

#[test]
fn game_actions_return_to_the_live_position() {
    let mut state = played(&["e2e4", "e7e5", "g1f3"]);
    state.apply(Action::View(ViewAction::Navigate(Nav::First)));
    state.apply(Action::View(ViewAction::Flip));
    state.apply(Action::View(ViewAction::SetLang(Lang::En)));
    assert!(state.viewing_past(), "looking does not leave the position");
    state.apply(Action::Game(GameAction::Undo));
    assert!(!state.viewing_past());
    assert_eq!(state.game().ply(), 2);

    state.apply(Action::View(ViewAction::Navigate(Nav::Previous)));
    state.apply(Action::Game(GameAction::NewGame));
    assert!(!state.viewing_past());
    assert_eq!(state.shown_ply(), 0);
}

#[test]
fn selecting_then_navigating_puts_the_piece_down() {
    let mut state = played(&["e2e4"]);
    state.apply(Action::Hand(HandAction::Press(sq("e7"))));
    assert_eq!(state.selected(), Some(sq("e7")));
    state.apply(Action::View(ViewAction::Navigate(Nav::First)));
    assert_eq!(state.selected(), None);
}

#[test]
fn the_shown_check_is_the_shown_positions() {
    // 1. e4 f5 2. Qh5+ : Black is in check after the third half-move only.
    let mut state = played(&["e2e4", "f7f5", "d1h5"]);
    assert_eq!(state.shown_king_in_check(), Some(sq("e8")));
    state.apply(Action::View(ViewAction::Navigate(Nav::Previous)));
    assert_eq!(state.shown_king_in_check(), None);
}

// ---------------------------------------------------------------- import

const GOOD_PGN: &str = r#"[Event "Club championship"]
[Site "Lyon"]
[Date "2024.05.01"]
[Round "3"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]
[ECO "C50"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 { the Italian } Bc5 4. c3 Nf6 1-0
"#;

#[test]
fn a_good_pgn_replaces_the_game_with_its_tags() {
    let mut state = played(&["d2d4"]);
    state.apply(Action::Screen(ScreenAction::OpenImport));
    assert_eq!(paste(&mut state, GOOD_PGN), Ok(()));
    assert_eq!(state.import(), None, "the dialog closes");
    assert_eq!(state.game().ply(), 8);
    assert_eq!(state.notice().cloned(), imported(8, false));
    assert_eq!(player_name(&state, Color::White), "Alice");
    assert_eq!(player_name(&state, Color::Black), "Bob");
    // The PGN's result stands: the moves alone do not end the game, so
    // it ended by resignation, declared through the rules.
    assert_eq!(
        state.outcome(),
        Some(Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Resignation
        })
    );
    assert_eq!(
        state
            .record()
            .imported
            .as_ref()
            .map(|record| record.annotated),
        Some(true),
        "its comment is for the analysis board"
    );

    let exported = PgnGame::parse(&game_pgn(&state, None)).expect("the export reads back");
    assert_tags(
        &exported,
        &[
            ("Event", "Club championship"),
            ("Site", "Lyon"),
            ("Date", "2024.05.01"),
            ("Round", "3"),
            ("White", "Alice"),
            ("Black", "Bob"),
            ("ECO", "C50"),
        ],
    );
    assert_eq!(exported.result, PgnResult::WhiteWins);
    assert_eq!(exported.moves.len(), 8);
    assert_eq!(
        exported.moves[4].comments_after,
        vec!["the Italian".to_string()],
        "comments survive the round trip"
    );

    // Taken back, the game goes on, and the PGN's result no longer
    // describes it.
    state.apply(Action::Game(GameAction::Undo));
    assert_eq!(state.outcome(), None);
    play(&mut state, "e1g1");
    let exported = PgnGame::parse(&game_pgn(&state, None)).expect("the export reads back");
    assert_eq!(exported.result, PgnResult::Unknown);
    assert_eq!(
        exported.moves[4].comments_after,
        vec!["the Italian".to_string()]
    );
}

#[test]
fn an_imported_result_ends_the_game_as_the_pgn_says() {
    let ended = |text: &str| {
        let mut state = new_game();
        assert_eq!(paste(&mut state, text), Ok(()), "{text}");
        state.outcome()
    };
    let won = |winner, reason| Some(Outcome::Decisive { winner, reason });
    assert_eq!(
        ended("1. e4 e5 0-1"),
        won(Color::Black, WinReason::Resignation)
    );
    assert_eq!(
        ended("[Termination \"Time forfeit\"]\n\n1. e4 e5 1-0"),
        won(Color::White, WinReason::Timeout)
    );
    // On time, but White had a bare king: the PGN's winner still stands.
    assert_eq!(
        ended("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/q7/4K3 w - - 0 1\"]\n[Termination \"time forfeit\"]\n\n1. Kf1 1-0"),
        won(Color::White, WinReason::Resignation)
    );
    assert_eq!(
        ended("1. e4 e5 1/2-1/2"),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(ended("1. e4 e5 *"), None);
    // A mate is the rules' own end, whatever the result says.
    assert_eq!(
        ended("1. f3 e5 2. g4 Qh4# 0-1"),
        won(Color::Black, WinReason::Checkmate)
    );
}

#[test]
fn a_bad_pgn_is_refused_with_its_place_and_the_game_is_kept() {
    let mut state = played(&["e2e4", "e7e5"]);
    let before = state.game().clone();
    state.apply(Action::Screen(ScreenAction::OpenImport));
    let text = "[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 Ke7 4. Qxf7 *\n";
    let error = paste(&mut state, text).expect_err("refused");
    assert_eq!(*state.game(), before, "nothing lost");
    assert!(state.import().is_some(), "the dialog stays open");
    assert_eq!(error.place(), Some((4, 15)));
    assert_eq!(
        error.message(Lang::Fr),
        "Ligne 4, colonne 15 : le coup 4. Qxf7 est illégal."
    );
    assert_eq!(
        error.message(Lang::En),
        "Line 4, column 15: illegal move 4. Qxf7."
    );
}

#[test]
fn a_fen_is_imported_as_a_position() {
    let mut state = played(&["e2e4"]);
    state.apply(Action::Screen(ScreenAction::OpenImport));
    let fen = "8/P6k/8/8/8/8/8/K7 w - - 0 1";
    assert_eq!(paste(&mut state, &format!("  {fen}\n")), Ok(()));
    assert_eq!(state.game().ply(), 0);
    assert_eq!(state.position().fen(), fen);
    assert_eq!(
        state.notice().cloned(),
        Some(Notice::Imported(ImportSummary::Position))
    );
}

#[test]
fn a_bad_fen_is_refused_with_the_rules_reason() {
    let mut state = played(&["e2e4"]);
    let before = state.game().clone();
    state.apply(Action::Screen(ScreenAction::OpenImport));
    let error = paste(&mut state, "8/8/8 w - -").expect_err("refused");
    assert_eq!(*state.game(), before);
    assert!(matches!(error, ImportError::Fen(_)));
    assert_eq!(
        error.message(Lang::Fr),
        "FEN invalide : la position a 3 rangées au lieu de 8."
    );
}

/// The app after importing a text of two games, the good one then one of
/// `moves`: the first game is on the board.
fn first_of_two_games(moves: &str) -> AppState {
    let text = format!("{GOOD_PGN}\n[Event \"Second\"]\n\n{moves} *\n");
    let mut state = new_game();
    assert_eq!(paste(&mut state, &text), Ok(()));
    assert_eq!(state.game().ply(), 8);
    state
}

#[test]
fn of_several_games_the_first_is_imported_and_it_is_said() {
    let state = first_of_two_games("1. d4 d5");
    assert_eq!(state.notice().cloned(), imported(8, true));
}

#[test]
fn an_error_in_a_later_game_does_not_stop_the_first() {
    let state = first_of_two_games("1. d4 Ke7");
    assert!(matches!(
        state.notice(),
        Some(Notice::Imported(ImportSummary::Game {
            more_games: true,
            ..
        }))
    ));
}

#[test]
fn a_pgn_from_a_set_up_position_keeps_it() {
    let text = "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *";
    let mut state = new_game();
    assert_eq!(paste(&mut state, text), Ok(()));
    assert_eq!(
        state.game().start().fen(),
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    );
    assert_eq!(state.game().ply(), 2);
    let exported = game_pgn(&state, None);
    assert!(exported.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]"));
}

#[test]
fn an_empty_text_is_refused() {
    let mut state = new_game();
    assert_eq!(paste(&mut state, "   "), Err(ImportError::Empty));
}

// ---------------------------------------------------------------- export

/// The game's opening as the module of openings names it
/// (bin/roque-openings.rs): the table's, in the state's language.
fn opening_of(state: &AppState) -> Option<OpeningName> {
    let keys = opening::keys(state.game(), state.game().ply());
    let found = Opening::of_keys(keys.into_iter().filter_map(opening::key_of_number))?;
    Some(OpeningName {
        eco: found.eco().to_string(),
        name: found.name(state.lang()),
    })
}

#[test]
fn the_export_names_the_opening() {
    // 1.e4 e5 2.Bc4 Nc6 3.Nf3: the Italian Game by another move order.
    let state = played(&["e2e4", "e7e5", "f1c4", "b8c6", "g1f3"]);
    let opening = opening_of(&state).expect("a named opening");
    let text = game_pgn(&state, Some(&opening));
    let game = PgnGame::parse(&text).expect("the export reads back");
    assert_eq!(game.tag("ECO"), Some("C50"));
    assert_eq!(game.tag("Opening"), Some("Partie italienne"));
    // Before the first named position, no tags at all.
    let start = new_game();
    assert_eq!(opening_of(&start), None);
    let text = game_pgn(&start, None);
    assert!(
        !text.contains("[ECO ") && !text.contains("[Opening "),
        "{text}"
    );
}

#[test]
fn an_imported_opening_tag_is_kept() {
    let text = "[Opening \"Giuoco Piano\"]\n[ECO \"C53\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 *";
    let mut state = new_game();
    assert_eq!(paste(&mut state, text), Ok(()));
    let opening = opening_of(&state).expect("a named opening");
    assert_eq!(opening.eco, "C50");
    let exported =
        PgnGame::parse(&game_pgn(&state, Some(&opening))).expect("the export reads back");
    assert_eq!(exported.tag("Opening"), Some("Giuoco Piano"));
    assert_eq!(exported.tag("ECO"), Some("C53"));
}

#[test]
fn the_export_has_the_seven_tags_and_the_names() {
    let mut state = played(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    state.apply(Action::Game(GameAction::SetPlayerName(
        Color::White,
        "Zoé".to_string(),
    )));
    let text = game_pgn(&state, None);
    let game = PgnGame::parse(&text).expect("the export reads back");
    assert_tags(
        &game,
        &[
            ("Event", "Partie amicale"),
            ("Site", "Roque"),
            ("Date", "2026.11.30"),
            ("Round", "-"),
            ("White", "Zoé"),
            ("Black", "Noirs"),
            ("Result", "0-1"),
        ],
    );
    assert_eq!(game.result, PgnResult::BlackWins);
    assert!(text.contains("1. f3 e5 2. g4 Qh4# 0-1"), "{text}");
    assert_eq!(
        words::record::export_file_name(&words::record::export_of(&state, TODAY, None)),
        "roque-2026-11-30-zoe-noirs.pgn"
    );

    // An empty name goes back to the default.
    state.apply(Action::Game(GameAction::SetPlayerName(
        Color::White,
        "  ".to_string(),
    )));
    assert_eq!(player_name(&state, Color::White), "Blancs");
}

#[test]
fn the_computer_is_named_by_its_level() {
    let mut state = new_game();
    let level = Level::new(5).expect("level 5 exists");
    state.apply(Action::Game(GameAction::SetOpponent(Opponent::Computer {
        computer: Color::Black,
        level,
    })));
    assert_eq!(player_name(&state, Color::Black), "Ordinateur · niveau 5");
    assert_eq!(player_name(&state, Color::White), "Blancs");
    state.apply(Action::View(ViewAction::SetLang(Lang::En)));
    assert_eq!(player_name(&state, Color::Black), "Computer · level 5");
    assert_eq!(player_name(&state, Color::White), "White");
}

#[test]
fn a_new_game_forgets_the_imported_tags_but_not_the_names() {
    let mut state = new_game();
    assert_eq!(paste(&mut state, GOOD_PGN), Ok(()));
    state.apply(Action::Game(GameAction::NewGame));
    let game = PgnGame::parse(&game_pgn(&state, None)).expect("reads back");
    assert_eq!(game.tag("Event"), Some("Partie amicale"));
    assert_eq!(game.tag("ECO"), None);
    assert_eq!(game.tag("White"), Some("Alice"));
    assert_eq!(game.result, PgnResult::Unknown);
}

// ------------------------------------------------ bugs found re-laying the app

#[test]
fn a_reopened_game_is_shown_live_without_the_imported_tags() {
    // A finished game in the history.
    let mut state = played(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert!(state.outcome().is_some());
    assert_eq!(state.history().len(), 1);
    // A PGN imported since, looked at two moves back.
    state.apply(Action::Screen(ScreenAction::OpenImport));
    assert_eq!(paste(&mut state, GOOD_PGN), Ok(()));
    state.apply(Action::View(ViewAction::Navigate(Nav::Ply(2))));
    assert!(state.viewing_past());
    // The history's game comes back: live, without the PGN's tags.
    state.apply(Action::History(HistoryAction::Reopen(0)));
    assert_eq!(state.game().ply(), 4);
    assert!(!state.viewing_past(), "the reopened game is shown live");
    assert_eq!(
        state.record().imported,
        None,
        "the PGN's tags stay with the PGN"
    );
    let pgn = game_pgn(&state, None);
    assert!(!pgn.contains("Club championship"), "{pgn}");
}

#[test]
fn a_finished_game_is_played_on_from_a_position_before_its_mistake() {
    // The review's « Jouer d'ici contre l'ordinateur »: no editor open.
    let mut state = new_game();
    let before =
        Position::from_fen("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3")
            .expect("legal");
    state.apply(Action::Screen(ScreenAction::PlayOn(before)));
    assert_eq!(state.game().position().fen(), before.fen());
    assert_eq!(state.game().ply(), 0);
    assert!(matches!(
        state.opponent(),
        Opponent::Computer {
            computer: Color::White,
            ..
        }
    ));
}

#[test]
fn the_editor_starts_a_game_against_the_computer_with_the_player_to_move() {
    let mut state = new_game();
    state.apply(Action::Screen(ScreenAction::OpenEditor));
    state.apply(Action::Screen(ScreenAction::PlayFromEditor {
        position: Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").expect("legal"),
        against_computer: true,
    }));
    assert_eq!(state.editor(), None);
    assert_eq!(
        state.opponent(),
        Opponent::Computer {
            computer: Color::White,
            level: Level::new(3).expect("a level"),
        },
        "Black is to move: the player takes Black"
    );
    assert_eq!(state.orientation(), Color::Black);
}

// ----------------------------------------------- the import dialog's words

/// What the import dialog says of `text`, refused, in both languages.
fn refused(text: &str) -> (Refusal, String, String) {
    let error = import(text).expect_err("a refused text");
    let refusal = refusal(text, error);
    let (fr, en) = (refusal.message(Lang::Fr), refusal.message(Lang::En));
    (refusal, fr, en)
}

/// Asserts what the import dialog says of `text`, refused: where, and in
/// both languages.
#[track_caller]
fn refused_saying(text: &str, place: Option<(u32, u32)>, fr: &str, en: &str) {
    let (refusal, said_fr, said_en) = refused(text);
    assert_eq!(refusal.place, place);
    assert_eq!(said_fr, fr);
    assert_eq!(said_en, en);
}

#[test]
fn an_illegal_move_of_a_pgn_says_why() {
    // Issue 32, item 11: « le coup 2. Dd3 est illégal », and no reason.
    refused_saying(
        "1. e4 e5\n2. Qd3 *",
        Some((2, 4)),
        "Ligne 2, colonne 4 : le coup 2. Qd3 est illégal. La dame en d1 ne peut pas aller en d3 : le pion en d2 lui barre la route.",
        "Line 2, column 4: illegal move 2. Qd3. The queen on d1 cannot reach d3: the pawn on d2 is in the way.",
    );
    // No piece of that kind moves that way: said so.
    let (_, fr, _) = refused("1. e4 e5\n2. Ke3 *");
    assert_eq!(
        fr,
        "Ligne 2, colonne 4 : le coup 2. Ke3 est illégal. Aucun roi ne peut aller en e3."
    );
}

#[test]
fn an_illegal_move_in_a_variation_says_why_from_the_variation() {
    let (refusal, fr, _) = refused("1. e4 (1. d4 d5 2. Bg5 (2. Bb2) Nf6) e5 *");
    assert_eq!(refusal.place, Some((1, 28)));
    assert_eq!(
        fr,
        "Ligne 1, colonne 28 : le coup 2. Bb2 est illégal. Votre pion occupe déjà b2 : on ne peut pas prendre ses propres pièces."
    );
}

#[test]
fn a_move_after_a_checkmate_points_at_the_mate() {
    // Issue 32, item 11: the place was the text's end, not the mate's.
    refused_saying(
        "1. f3 e5\n2. g4 Qh4# 3. a3 *",
        Some((2, 7)),
        "Ligne 2, colonne 7 : la partie se termine sur 2… Dh4# (Échec et mat — les Noirs gagnent) ; le demi-coup n° 5 vient après.",
        "Line 2, column 7: the game ends with 2… Qh4# (Checkmate — Black wins); half-move 5 comes after it.",
    );
}

#[test]
fn a_move_after_a_dead_position_points_at_the_move_that_made_it() {
    let text = "[FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n\n1. Kxd2 Ke7 2. Ke3 *";
    refused_saying(
        text,
        Some((3, 4)),
        "Ligne 3, colonne 4 : la partie se termine sur 1. Rxd2 (Nulle par position morte : roi contre roi) ; le demi-coup n° 2 vient après.",
        "Line 3, column 4: the game ends with 1. Kxd2 (Draw by dead position: king against king); half-move 2 comes after it.",
    );
}

#[test]
fn an_invisible_character_is_named_by_its_code_point() {
    // Issue 32, item 12: it was shown as a blank, « caractère inattendu «   » ».
    let (_, fr, en) = refused("1. e4\u{0} e5 *");
    assert_eq!(fr, "Ligne 1, colonne 6 : caractère inattendu « U+0000 ».");
    assert_eq!(en, "Line 1, column 6: unexpected character 'U+0000'.");
    // A visible one is itself.
    let (_, fr, _) = refused("1. e4 ¤ e5 *");
    assert_eq!(fr, "Ligne 1, colonne 7 : caractère inattendu « ¤ ».");
}

#[test]
fn opening_the_import_dialog_clears_the_last_import_s_notice() {
    let mut state = new_game();
    assert_eq!(paste(&mut state, GOOD_PGN), Ok(()));
    assert!(matches!(state.notice(), Some(Notice::Imported(_))));
    state.apply(Action::Screen(ScreenAction::OpenImport));
    assert_eq!(
        state.notice(),
        None,
        "no « Partie importée » beside the new import"
    );
    assert!(paste(&mut state, "1. Ke2 *").is_err());
    assert_eq!(state.notice(), None);
    assert!(state.import().is_some());
}
