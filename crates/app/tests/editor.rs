//! The board editor's reducer, natively: placing and moving pieces, the
//! side to move, castling and en passant only as the board allows, the
//! FEN, the rules' verdict, and playing from the position.

use roque_app::model::options::Opponent;
use roque_app::state::app_state::{Action, AppState};
use roque_app::state::editor::{CastlingGap, Editor, EditorAction, Tool};
use roque_app::state::hand::HandAction;
use roque_app::state::resume::StartOptions;
use roque_app::state::screen::ScreenAction;
use roque_app::state::session::GameAction;
use roque_app::state::view::ViewAction;
use roque_app::words;
use roque_rules::{
    CastlingSide, Color, FenError, Lang, Piece, Position, PositionError, Role, Setup, Square,
};

fn sq(name: &str) -> Square {
    name.parse().expect("a square name in the test")
}

const WK: Piece = Piece::new(Color::White, Role::King);
const BK: Piece = Piece::new(Color::Black, Role::King);
const WR: Piece = Piece::new(Color::White, Role::Rook);
const WP: Piece = Piece::new(Color::White, Role::Pawn);
const BP: Piece = Piece::new(Color::Black, Role::Pawn);

fn put(editor: &mut Editor, piece: Piece, at: &str) {
    editor.apply(EditorAction::Put { piece, to: sq(at) });
}

fn empty() -> Editor {
    Editor::new(Setup::empty())
}

/// An empty board with `pieces` put on it, in order.
fn placed(pieces: &[(Piece, &str)]) -> Editor {
    let mut editor = empty();
    for &(piece, at) in pieces {
        put(&mut editor, piece, at);
    }
    editor
}

#[test]
fn an_empty_board_has_no_kings() {
    let editor = empty();
    assert_eq!(
        editor.position(),
        Err(PositionError::MissingKing(Color::White))
    );
    assert_eq!(editor.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
}

#[test]
fn two_kings_and_a_rook_make_a_position() {
    let editor = placed(&[(WK, "e1"), (BK, "e8"), (WR, "a1")]);
    let position = editor.position().expect("legal");
    assert_eq!(position.fen(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
}

#[test]
fn the_tool_places_and_a_second_click_takes_off() {
    let mut editor = empty();
    editor.apply(EditorAction::Click(sq("d4")));
    assert_eq!(
        editor.setup.board.piece_at(sq("d4")),
        None,
        "the hand places nothing"
    );
    editor.apply(EditorAction::Choose(Tool::Place(WR)));
    editor.apply(EditorAction::Click(sq("d4")));
    assert_eq!(editor.setup.board.piece_at(sq("d4")), Some(WR));
    editor.apply(EditorAction::Click(sq("d4")));
    assert_eq!(editor.setup.board.piece_at(sq("d4")), None);
    editor.apply(EditorAction::Click(sq("d4")));
    editor.apply(EditorAction::Choose(Tool::Erase));
    editor.apply(EditorAction::Click(sq("d4")));
    assert_eq!(editor.setup.board.piece_at(sq("d4")), None);
}

#[test]
fn pieces_move_take_and_are_removed() {
    let mut editor = Editor::new(Setup::default());
    editor.apply(EditorAction::Move {
        from: sq("d1"),
        to: sq("d7"),
    });
    assert_eq!(
        editor.setup.board.piece_at(sq("d7")),
        Some(Piece::new(Color::White, Role::Queen))
    );
    assert_eq!(editor.setup.board.piece_at(sq("d1")), None);
    editor.apply(EditorAction::Remove(sq("d7")));
    assert_eq!(editor.setup.board.piece_at(sq("d7")), None);
    // Moving from an empty square changes nothing.
    let before = editor.setup;
    editor.apply(EditorAction::Move {
        from: sq("d4"),
        to: sq("d5"),
    });
    assert_eq!(editor.setup, before);
}

#[test]
fn a_pawn_on_the_first_rank_is_explained() {
    let editor = placed(&[(WK, "e1"), (BK, "e8"), (WP, "c1")]);
    let error = editor.position().expect_err("a pawn cannot stand there");
    assert_eq!(error, PositionError::PawnOnBackRank(sq("c1")));
    assert!(error.message(Lang::Fr).starts_with("Un pion en c1"));
}

#[test]
fn the_side_not_to_move_in_check_is_explained() {
    let mut editor = placed(&[(WK, "e1"), (BK, "e8")]);
    put(&mut editor, Piece::new(Color::Black, Role::Rook), "a1");
    assert!(editor.position().is_ok(), "White to move, in check: fine");
    editor.apply(EditorAction::SetTurn(Color::Black));
    let error = editor
        .position()
        .expect_err("White cannot be left in check");
    assert_eq!(
        error,
        PositionError::OppositeCheck {
            king: sq("e1"),
            attacker: sq("a1")
        }
    );
    assert!(error
        .message(Lang::Fr)
        .starts_with("Le roi en e1 est en échec"));
}

#[test]
fn castling_is_offered_only_with_king_and_rook_at_home() {
    let mut editor = placed(&[(WK, "e1"), (BK, "e8")]);
    assert!(!editor.castling_possible(Color::White, CastlingSide::QueenSide));
    editor.apply(EditorAction::SetCastling {
        color: Color::White,
        side: CastlingSide::QueenSide,
        allowed: true,
    });
    assert!(!editor
        .setup
        .castling
        .has(Color::White, CastlingSide::QueenSide));

    put(&mut editor, WR, "a1");
    assert!(editor.castling_possible(Color::White, CastlingSide::QueenSide));
    editor.apply(EditorAction::SetCastling {
        color: Color::White,
        side: CastlingSide::QueenSide,
        allowed: true,
    });
    assert_eq!(editor.fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(editor.position().is_ok());

    // The rook leaves: the right goes with it.
    editor.apply(EditorAction::Move {
        from: sq("a1"),
        to: sq("a2"),
    });
    assert_eq!(editor.fen(), "4k3/8/8/8/8/8/R7/4K3 w - - 0 1");
}

#[test]
fn the_castling_note_says_what_is_missing() {
    // Issue 16, item 6: the white king on e1 without a rook is not « no
    // king and no rook on its starting square ».
    let mut editor = placed(&[(WK, "e1"), (BK, "e7")]);
    assert_eq!(
        editor.castling_gaps(),
        vec![
            CastlingGap::NoRook(Color::White),
            CastlingGap::KingAway(Color::Black)
        ]
    );
    assert_eq!(
        words::record::no_castling(&editor.castling_gaps(), Lang::Fr),
        "Aucun roque possible : aucune tour blanche en a1 ni en h1 ; le roi noir n'est pas en e8."
    );
    assert_eq!(
        words::record::no_castling(&editor.castling_gaps(), Lang::En),
        "No castling possible: no white rook on a1 or h1; the black king is not on e8."
    );
    // A side that may castle somewhere has no gap.
    put(&mut editor, WR, "h1");
    assert_eq!(
        editor.castling_gaps(),
        vec![CastlingGap::KingAway(Color::Black)]
    );
}

#[test]
fn en_passant_only_on_the_squares_a_double_step_explains() {
    let mut editor = placed(&[(WK, "e1"), (BK, "e8"), (BP, "d5"), (WP, "e5")]);
    assert_eq!(editor.en_passant_candidates(), vec![sq("d6")]);
    editor.apply(EditorAction::SetEnPassant(Some(sq("c6"))));
    assert_eq!(editor.setup.ep_square, None, "c6 is no candidate");
    editor.apply(EditorAction::SetEnPassant(Some(sq("d6"))));
    assert_eq!(editor.setup.ep_square, Some(sq("d6")));
    let position = editor.position().expect("legal");
    assert_eq!(position.legal_ep_square(), Some(sq("d6")));
    // With Black to move the square means nothing: it goes.
    editor.apply(EditorAction::SetTurn(Color::Black));
    assert_eq!(editor.setup.ep_square, None);
}

#[test]
fn a_typed_fen_is_taken_or_kept_for_correction() {
    let mut editor = empty();
    editor.apply(EditorAction::SetFen("8/8/8 w - -".to_string()));
    let draft = editor.fen_draft.clone().expect("refused, kept");
    assert_eq!(draft.error, FenError::RankCount(3));
    assert_eq!(draft.text, "8/8/8 w - -");
    assert_eq!(editor.setup, Setup::empty(), "the board is unchanged");

    // A well-formed FEN of an impossible position is taken, and explained.
    editor.apply(EditorAction::SetFen(
        "8/8/8/8/8/8/8/K7 w - - 0 1".to_string(),
    ));
    assert_eq!(editor.fen_draft, None);
    assert_eq!(
        editor.position(),
        Err(PositionError::MissingKing(Color::Black))
    );
}

#[test]
fn clear_and_start_position() {
    let mut editor = Editor::new(Setup::default());
    editor.apply(EditorAction::ClearBoard);
    assert_eq!(editor.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    editor.apply(EditorAction::StartPosition);
    assert_eq!(editor.position(), Ok(Position::new()));
}

// ------------------------------------------------- the editor in the app

/// The position an editor opened on `state`'s editor has, with `changes`
/// made: what the module of tools sets up and sends back.
fn edited(state: &AppState, changes: Vec<EditorAction>) -> Editor {
    let opening = state.editor().expect("the editor is open");
    let mut editor = Editor::opening(&opening.position, opening.typed_fen.as_deref());
    for change in changes {
        editor.apply(change);
    }
    editor
}

#[test]
fn an_edited_position_is_played() {
    let mut state = AppState::new(StartOptions::default());
    state.apply(Action::Screen(ScreenAction::OpenEditor));
    assert!(state.editor().is_some());
    let mut changes = vec![EditorAction::ClearBoard];
    for (piece, at) in [(WK, "e1"), (BK, "e8"), (WR, "h1")] {
        changes.push(EditorAction::Put { piece, to: sq(at) });
    }
    changes.push(EditorAction::SetCastling {
        color: Color::White,
        side: CastlingSide::KingSide,
        allowed: true,
    });
    let position = edited(&state, changes).position().expect("legal");
    state.apply(Action::Screen(ScreenAction::PlayFromEditor {
        position,
        against_computer: false,
    }));
    assert_eq!(state.editor(), None);
    assert_eq!(state.position().fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    // Castling, from the edited rights.
    for square in ["e1", "g1"] {
        let square = sq(square);
        state.apply(Action::Hand(HandAction::Press(square)));
        state.apply(Action::Hand(HandAction::Release(square)));
    }
    assert_eq!(state.game().ply(), 1);
    assert_eq!(
        state.position().piece_at(sq("f1")),
        Some(WR),
        "the rook castled"
    );
}

#[test]
fn an_invalid_position_cannot_be_played_and_closing_keeps_the_game() {
    let mut state = AppState::new(StartOptions::default());
    let before = state.game().clone();
    state.apply(Action::Screen(ScreenAction::OpenEditor));
    let editor = edited(&state, vec![EditorAction::Remove(sq("e8"))]);
    assert!(editor.position().is_err(), "no black king: nothing to play");
    state.apply(Action::Screen(ScreenAction::CloseEditor));
    assert_eq!(state.editor(), None);
    assert_eq!(*state.game(), before, "leaving the editor keeps the game");
}

#[test]
fn a_position_to_play_is_taken_only_from_an_open_editor() {
    let mut state = AppState::new(StartOptions::default());
    let before = state.game().clone();
    let position = Position::from_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1").expect("legal");
    state.apply(Action::Screen(ScreenAction::PlayFromEditor {
        position,
        against_computer: false,
    }));
    assert_eq!(*state.game(), before, "no editor open: nothing changes");
}

#[test]
fn the_address_fen_is_typed_into_the_editor() {
    let mut state = AppState::new(StartOptions::default());
    state.apply(Action::Screen(ScreenAction::OpenEditorWith(
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1".to_string(),
    )));
    assert_eq!(
        edited(&state, vec![]).fen(),
        "4k3/8/8/8/8/8/8/4K3 b - - 0 1"
    );
    state.apply(Action::Screen(ScreenAction::OpenEditorWith(
        "nonsense".to_string(),
    )));
    let editor = edited(&state, vec![]);
    assert!(
        editor.fen_draft.is_some(),
        "a wrong FEN is shown with its reason"
    );
    assert_eq!(editor.position(), Ok(Position::new()), "the board stays");
}

#[test]
fn the_editor_opens_on_the_position_shown_and_plays_against_the_computer() {
    let mut state = AppState::new(StartOptions::default());
    for (from, to) in [("e2", "e4"), ("e7", "e5")] {
        for square in [from, to] {
            let square = sq(square);
            state.apply(Action::Hand(HandAction::Press(square)));
            state.apply(Action::Hand(HandAction::Release(square)));
        }
    }
    state.apply(Action::View(ViewAction::Navigate(
        roque_app::model::navigation::Nav::Previous,
    )));
    state.apply(Action::Screen(ScreenAction::OpenEditor));
    let editor = edited(&state, vec![]);
    assert_eq!(
        editor.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "the position after 1. e4, with no en-passant square nobody can use"
    );
    state.apply(Action::Screen(ScreenAction::PlayFromEditor {
        position: editor.position().expect("legal"),
        against_computer: false,
    }));
    let level = roque_engine::Level::new(2).expect("a level");
    state.apply(Action::Game(GameAction::SetOpponent(Opponent::Computer {
        computer: Color::White,
        level,
    })));
    assert_eq!(state.game().ply(), 0);
    assert_eq!(state.position().turn(), Color::Black);
    assert!(!state.viewing_past());
    assert!(
        state.computer_request().is_none(),
        "Black, the player, moves first"
    );
}
