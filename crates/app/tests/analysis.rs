//! The analysis board's reducer, natively: walking a tree with variations,
//! playing a new variation from an earlier position, promoting, deleting,
//! commenting, drawing and annotating with a review, each written back as
//! PGN reads it.

use roque_app::state::analysis::{Analysis, AnalysisAction, Annotation, Step};
use roque_app::state::hand::HandAction;
use roque_rules::{Lang, Move, NodePath, PgnGame, Shape, ShapeColor, Square};

/// A game with a variation that holds a variation of its own.
const TREE: &str = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 { the knight } Nc6 *";

fn analysis() -> Analysis {
    let tree = PgnGame::parse(TREE).expect("reads");
    let end = NodePath::mainline(tree.moves.len());
    Analysis::new(tree, end, Lang::Fr)
}

/// The SAN of the move shown.
fn shown(analysis: &Analysis) -> String {
    analysis
        .tree()
        .node(analysis.path())
        .map_or_else(|| "start".to_string(), |node| node.san.to_string())
}

/// The tree's moves as PGN writes them, on one line, without the tags.
fn movetext(analysis: &Analysis) -> String {
    let pgn = analysis.tree().to_pgn();
    let moves = pgn
        .split_once("\n\n")
        .map_or(pgn.as_str(), |(_, moves)| moves);
    moves.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn play(analysis: &mut Analysis, from: Square, to: Square) {
    analysis.apply(AnalysisAction::Hand(HandAction::Press(from)));
    analysis.apply(AnalysisAction::Hand(HandAction::Release(from)));
    analysis.apply(AnalysisAction::Hand(HandAction::Press(to)));
    analysis.apply(AnalysisAction::Hand(HandAction::Release(to)));
}

#[test]
fn the_keys_walk_the_main_line_and_the_variations() {
    let mut analysis = analysis();
    assert_eq!(shown(&analysis), "Nc6");
    analysis.apply(AnalysisAction::Step(Step::First));
    assert_eq!(shown(&analysis), "start");
    analysis.apply(AnalysisAction::Step(Step::Back));
    assert_eq!(shown(&analysis), "start", "nothing before the start");
    analysis.apply(AnalysisAction::Step(Step::Forward));
    analysis.apply(AnalysisAction::Step(Step::Forward));
    assert_eq!(shown(&analysis), "e5");
    // Down: the next alternative to e5, the Sicilian.
    analysis.apply(AnalysisAction::Step(Step::Down));
    assert_eq!(shown(&analysis), "c5");
    assert_eq!(analysis.line().ply(), 2);
    analysis.apply(AnalysisAction::Step(Step::Down));
    assert_eq!(shown(&analysis), "c5", "no third alternative");
    analysis.apply(AnalysisAction::Step(Step::Forward));
    analysis.apply(AnalysisAction::Step(Step::Down));
    assert_eq!(shown(&analysis), "c3", "the variation inside the variation");
    analysis.apply(AnalysisAction::Step(Step::Last));
    assert_eq!(shown(&analysis), "d5");
    assert_eq!(
        analysis.line().position().fen(),
        "rnbqkbnr/pp2pppp/8/2pp4/4P3/2P5/PP1P1PPP/RNBQKBNR w KQkq - 0 3"
    );
    analysis.apply(AnalysisAction::Step(Step::Back));
    analysis.apply(AnalysisAction::Step(Step::Up));
    assert_eq!(shown(&analysis), "Nf3");
    // Walking changes nothing to keep.
    assert_eq!(analysis.revision(), 0);
}

#[test]
fn a_move_from_an_earlier_position_makes_a_variation_not_a_new_game() {
    let mut analysis = analysis();
    analysis.apply(AnalysisAction::Go(NodePath::mainline(2)));
    // After 1. e4 e5, 2. Bc4 instead of 2. Nf3.
    play(&mut analysis, Square::F1, Square::C4);
    assert_eq!(shown(&analysis), "Bc4");
    assert_eq!(analysis.path(), &NodePath::mainline(2).child(1));
    assert_eq!(analysis.revision(), 1);
    assert_eq!(
        movetext(&analysis),
        "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 {the knight} (2. Bc4) 2... Nc6 *"
    );
    // The main line is still the game's.
    assert_eq!(analysis.tree().mainline_moves().count(), 4);
    // The same move again follows the variation: nothing new.
    analysis.apply(AnalysisAction::Step(Step::Back));
    play(&mut analysis, Square::F1, Square::C4);
    assert_eq!(analysis.revision(), 1);
    // At the end of a line a move extends it.
    play(&mut analysis, Square::G8, Square::F6);
    assert_eq!(analysis.revision(), 2);
    assert!(movetext(&analysis).contains("(2. Bc4 Nf6)"));
    // What PGN writes, PGN reads back the same.
    let written = analysis.tree().to_pgn();
    let again = PgnGame::parse(&written).expect("reads back");
    assert_eq!(again.to_pgn(), written);
}

#[test]
fn promoting_and_deleting_keep_the_position_shown_where_it_can() {
    let mut analysis = analysis();
    let sicilian = NodePath::mainline(1).child(1);
    analysis.apply(AnalysisAction::Go(sicilian.child(0)));
    assert_eq!(shown(&analysis), "Nf3");
    analysis.apply(AnalysisAction::Promote(sicilian.clone()));
    assert_eq!(analysis.revision(), 1);
    assert_eq!(
        movetext(&analysis),
        "1. e4 c5 (1... e5 2. Nf3 {the knight} 2... Nc6) 2. Nf3 (2. c3 d5) 2... d6 *"
    );
    // Still after 1. e4 c5 2. Nf3, now on the main line.
    assert_eq!(shown(&analysis), "Nf3");
    assert!(analysis.path().is_mainline());
    // Deleting the line shown goes back to where it started.
    let path = analysis.path().clone();
    analysis.apply(AnalysisAction::Delete(path));
    assert_eq!(shown(&analysis), "c5");
    assert_eq!(analysis.revision(), 2);
    // A path that leads nowhere is refused, and said.
    analysis.apply(AnalysisAction::Delete(NodePath::mainline(9)));
    assert!(analysis.refused().is_some());
    assert_eq!(analysis.revision(), 2);
}

#[test]
fn comments_and_drawings_belong_to_the_position_shown() {
    let mut analysis = analysis();
    let e5 = NodePath::mainline(2);
    analysis.apply(AnalysisAction::Go(e5.clone()));
    analysis.apply(AnalysisAction::Comment(e5.clone(), "solid".into()));
    assert_eq!(analysis.tree().comment(&e5), "solid");
    let arrow = Shape::arrow(Square::G1, Square::F3, ShapeColor::Green).expect("two squares");
    let circle = Shape::Circle {
        square: Square::E5,
        color: ShapeColor::Red,
    };
    analysis.apply(AnalysisAction::Draw(arrow));
    analysis.apply(AnalysisAction::Draw(circle));
    assert_eq!(analysis.shapes(), [arrow, circle]);
    assert_eq!(
        movetext(&analysis),
        "1. e4 e5 {[%cal Gg1f3] [%csl Re5] solid} (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Nf3 {the knight} 2... Nc6 *"
    );
    // The same drawing again takes it away; the other positions keep none.
    analysis.apply(AnalysisAction::Draw(arrow));
    assert_eq!(analysis.shapes(), [circle]);
    analysis.apply(AnalysisAction::Step(Step::Forward));
    assert!(analysis.shapes().is_empty());
    analysis.apply(AnalysisAction::Step(Step::Back));
    analysis.apply(AnalysisAction::ClearDrawings);
    assert!(analysis.shapes().is_empty());
    // The start position's comment is the game's.
    analysis.apply(AnalysisAction::Comment(
        NodePath::start(),
        "A quiet game".into(),
    ));
    assert!(
        movetext(&analysis).starts_with("{A quiet game} 1. e4"),
        "{}",
        movetext(&analysis)
    );
    // Too long a comment is refused, as PGN reading would refuse it.
    analysis.apply(AnalysisAction::Comment(e5.clone(), "x".repeat(70_000)));
    assert!(analysis.refused().is_some());
    assert_eq!(analysis.tree().comment(&e5), "solid");
}

fn uci(text: &str) -> Move {
    Move::from_uci(text).expect("a move")
}

/// A review's notes on Scholar's mate: Black's 3... Nf6?? (3... g6 holds),
/// and a note on a move the main line does not have.
fn scholars_mate_notes() -> Vec<Annotation> {
    vec![
        Annotation {
            ply: 6,
            played: uci("g8f6"),
            nag: 4,
            comment: "Gaffe (??). Il y avait mat en 1 : Dxf7#.".to_string(),
            line: ["g7g6", "h5f3", "g8f6"].map(uci).to_vec(),
        },
        // Move 5 of this main line is Qh5, not Nf3: left alone.
        Annotation {
            ply: 5,
            played: uci("g1f3"),
            nag: 6,
            comment: "never written".to_string(),
            line: vec![uci("d2d4")],
        },
        // No move 0: nothing to annotate.
        Annotation {
            ply: 0,
            played: uci("e2e4"),
            nag: 2,
            comment: "never written either".to_string(),
            line: Vec::new(),
        },
    ]
}

#[test]
fn a_review_is_written_into_the_tree_once_and_a_readers_glyph_kept() {
    let tree = PgnGame::parse("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0").expect("reads");
    let mut analysis = Analysis::new(tree, NodePath::mainline(7), Lang::Fr);
    analysis.apply(AnalysisAction::Annotate(scholars_mate_notes()));
    assert_eq!(
        movetext(&analysis),
        "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 $4 {Gaffe (??). Il y avait mat en 1 : Dxf7#.} \
         (3... g6 4. Qf3 Nf6) 4. Qxf7# 1-0"
    );
    assert_eq!(shown(&analysis), "Qxf7#", "the position shown stays");
    // Written again: nothing changes, not even the revision.
    let revision = analysis.revision();
    analysis.apply(AnalysisAction::Annotate(scholars_mate_notes()));
    assert_eq!(analysis.revision(), revision);
    assert_eq!(movetext(&analysis).matches("Gaffe").count(), 1);

    // A move the reader already judged keeps the reader's glyph; the
    // comment joins the reader's.
    let tree =
        PgnGame::parse("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 !? { risky } 4. Qxf7# 1-0").expect("reads");
    let mut analysis = Analysis::new(tree, NodePath::start(), Lang::Fr);
    analysis.apply(AnalysisAction::Annotate(scholars_mate_notes()));
    let text = movetext(&analysis);
    assert!(text.contains("Nf6 $5 {risky Gaffe (??)."), "{text}");
    assert!(!text.contains("$4"), "{text}");
    // The PGN written reads back to the same moves, glyphs, comments and
    // variations.
    let again = PgnGame::parse(&analysis.tree().to_pgn()).expect("reads back");
    assert_eq!(again.moves, analysis.tree().moves);
}
