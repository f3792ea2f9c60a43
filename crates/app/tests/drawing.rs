//! Drawing on the game's board, driven natively through the reducer: each
//! position keeps its own arrows and circles, a takeback and a new game
//! take theirs away, and the saved game, the export and an import carry
//! them (`%cal`/`%csl` in PGN).

use roque_app::model::import::import;
use roque_app::model::navigation::Nav;
use roque_app::model::record::Day;
use roque_app::persist::saved;
use roque_app::state::app_state::{Action, AppState};
use roque_app::state::drawing::DrawAction;
use roque_app::state::hand::HandAction;
use roque_app::state::resume::StartOptions;
use roque_app::state::screen::ScreenAction;
use roque_app::state::session::GameAction;
use roque_app::state::view::ViewAction;
use roque_app::words;
use roque_rules::{PgnGame, Shape, ShapeColor, Square};

const TODAY: Day = Day {
    year: 2026,
    month: 12,
    day: 6,
};

fn sq(name: &str) -> Square {
    name.parse().expect("a square name in the test")
}

fn arrow(from: &str, to: &str, color: ShapeColor) -> Shape {
    Shape::arrow(sq(from), sq(to), color).expect("two squares")
}

fn circle(square: &str, color: ShapeColor) -> Shape {
    Shape::Circle {
        square: sq(square),
        color,
    }
}

fn play(state: &mut AppState, from: &str, to: &str) {
    state.apply(Action::Hand(HandAction::Press(sq(from))));
    state.apply(Action::Hand(HandAction::Drop {
        from: sq(from),
        to: sq(to),
    }));
}

fn draw(state: &mut AppState, shape: Shape) {
    state.apply(Action::Draw(DrawAction::Draw(shape)));
}

#[test]
fn drawings_belong_to_the_position_drawn_on() {
    let mut state = AppState::new(StartOptions::default());
    let e2e4 = arrow("e2", "e4", ShapeColor::Green);
    draw(&mut state, e2e4);
    assert_eq!(state.shown_shapes(), [e2e4]);
    play(&mut state, "e2", "e4");
    assert_eq!(state.shown_shapes(), []);
    let d5 = circle("d5", ShapeColor::Red);
    draw(&mut state, d5);
    assert_eq!(state.shown_shapes(), [d5]);
    // Looking back: the start's arrow, and a drawing made there stays there.
    state.apply(Action::View(ViewAction::Navigate(Nav::First)));
    assert_eq!(state.shown_shapes(), [e2e4]);
    let c4 = circle("c4", ShapeColor::Blue);
    draw(&mut state, c4);
    assert_eq!(state.shown_shapes(), [e2e4, c4]);
    // The same drawing again rubs it out; a clear rubs out the rest.
    draw(&mut state, c4);
    assert_eq!(state.shown_shapes(), [e2e4]);
    state.apply(Action::Draw(DrawAction::Clear));
    assert_eq!(state.shown_shapes(), []);
    state.apply(Action::View(ViewAction::Navigate(Nav::Last)));
    assert_eq!(state.shown_shapes(), [d5]);
    // Drawing changes nothing of the game.
    assert_eq!(state.game().ply(), 1);
}

#[test]
fn a_takeback_and_a_new_game_take_their_drawings_away() {
    let mut state = AppState::new(StartOptions::default());
    let start = circle("e4", ShapeColor::Yellow);
    draw(&mut state, start);
    play(&mut state, "e2", "e4");
    draw(&mut state, arrow("e7", "e5", ShapeColor::Green));
    state.apply(Action::Game(GameAction::Undo));
    assert_eq!(state.shown_shapes(), [start]);
    play(&mut state, "d2", "d4");
    assert_eq!(state.shown_shapes(), []);
    state.apply(Action::Game(GameAction::NewGame));
    assert_eq!(state.shown_shapes(), []);
    assert!(state.session().drawings().is_empty());
}

#[test]
fn drawings_are_saved_exported_and_imported() {
    let mut state = AppState::new(StartOptions::default());
    draw(&mut state, arrow("e2", "e4", ShapeColor::Green));
    play(&mut state, "e2", "e4");
    draw(&mut state, circle("d5", ShapeColor::Red));
    draw(&mut state, arrow("g8", "f6", ShapeColor::Blue));
    play(&mut state, "e7", "e5");

    // Saved and read back whole.
    let saved = state.to_saved();
    let text = saved::write(&saved, 0.0);
    assert!(
        text.contains("[RoqueShapes \"0:Ge2e4 1:Rd5,Bg8f6\"]\n[RoqueGame"),
        "{text}"
    );
    assert_eq!(
        saved::read(&text, 0.0).map(|s| s.drawings),
        Ok(saved.drawings.clone())
    );

    // Exported as %cal/%csl, each on its position.
    let export = words::record::export_of(&state, TODAY, None);
    let pgn = words::record::export_pgn(&export, state.lang());
    assert!(pgn.contains("[%cal Ge2e4]"), "{pgn}");
    assert!(pgn.contains("[%csl Rd5] [%cal Bg8f6]"), "{pgn}");
    let tree = PgnGame::parse(&pgn).expect("the export reads");
    assert_eq!(tree.shapes, [arrow("e2", "e4", ShapeColor::Green)]);
    assert_eq!(
        tree.moves[0].shapes,
        [
            circle("d5", ShapeColor::Red),
            arrow("g8", "f6", ShapeColor::Blue)
        ]
    );

    // Imported again: the same drawings on the board.
    let mut other = AppState::new(StartOptions::default());
    let imported = import(&pgn).expect("the export imports");
    other.apply(Action::Screen(ScreenAction::Import(imported)));
    assert_eq!(other.session().drawings(), state.session().drawings());
    other.apply(Action::View(ViewAction::Navigate(Nav::Ply(1))));
    assert_eq!(other.shown_shapes(), state.session().drawings().at(1));
    // And exported again the same.
    let again = words::record::export_of(&other, TODAY, None);
    assert_eq!(
        PgnGame::parse(&words::record::export_pgn(&again, other.lang()))
            .map(|t| t.moves[0].shapes.clone()),
        Ok(tree.moves[0].shapes.clone())
    );
}
