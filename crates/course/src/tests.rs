//! Checks of the shipped content that need the exercises' insides: the
//! counts, hints, scripted lines, that no exercise is trivial, and that
//! nothing panics whatever the UI sends. (Solving every exercise with its
//! own solution is `tests/content.rs`.)

use crate::exercise::{Goal, Task};
use crate::{lesson, lessons, Exercise, Feedback, Kind, Run, Verdict};
use roque_rules::{
    CastlingSide, Color, DrawClaim, IllegalReason, Lang, Piece, PieceAt, Role, Square,
};

/// The lesson ids of the contract, in order.
const IDS: [&str; 32] = [
    "rook",
    "bishop",
    "queen",
    "king",
    "knight",
    "pawn",
    "capture",
    "check",
    "out-of-check",
    "checkmate",
    "stalemate",
    "castling",
    "en-passant",
    "promotion",
    "threefold",
    "fifty-moves",
    "fivefold",
    "seventy-five-moves",
    "insufficient-material",
    "agreement",
    "touch-move",
    "flag",
    "opening-principles",
    "scholars-mate",
    "italian-game",
    "ruy-lopez",
    "queens-gambit",
    "london-system",
    "sicilian-defence",
    "french-defence",
    "caro-kann-defence",
    "scandinavian-defence",
];

fn all() -> impl Iterator<Item = (String, &'static Exercise)> {
    lessons().iter().flat_map(|l| {
        l.exercises
            .iter()
            .enumerate()
            .map(move |(i, e)| (format!("{}#{i}", l.id), e))
    })
}

fn exercise(id: &str, index: usize) -> &'static Exercise {
    &lesson(id).expect("lesson").exercises[index]
}

fn run(id: &str, index: usize) -> Run {
    Run::new(exercise(id, index)).expect("starts")
}

/// Asserts what `message` says in French, then in English.
fn says(message: impl Fn(Lang) -> String, fr: &str, en: &str) {
    assert_eq!(message(Lang::Fr), fr);
    assert_eq!(message(Lang::En), en);
}

fn sq(name: &str) -> Square {
    name.parse().expect("square")
}

#[test]
fn the_catalogue_has_the_contracts_lessons_and_enough_exercises() {
    let ids: Vec<&str> = lessons().iter().map(|l| l.id).collect();
    assert!(ids.len() >= IDS.len());
    assert_eq!(&ids[..IDS.len()], &IDS[..]);
    let total: usize = lessons().iter().map(|l| l.exercises.len()).sum();
    assert!(total >= 200, "{total} exercises");
    let openings: usize = lessons()
        .iter()
        .filter(|l| l.group == crate::Group::Openings)
        .map(|l| l.exercises.len())
        .sum();
    assert!(openings >= 80, "{openings} exercises on the openings");
    println!("{} lessons, {total} exercises", lessons().len());
    for l in lessons() {
        assert!(
            l.exercises.len() >= 4,
            "{}: {} exercises",
            l.id,
            l.exercises.len()
        );
        for lang in Lang::ALL {
            assert!(!l.title.get(lang).is_empty(), "{}: title", l.id);
            assert!(!l.intro.get(lang).is_empty(), "{}: intro", l.id);
        }
        // The openings are no rule of the Laws: no article.
        assert_eq!(
            l.articles.is_empty(),
            l.group == crate::Group::Openings,
            "{}: articles",
            l.id
        );
    }
    for kind in [Kind::Play, Kind::Squares, Kind::Choose, Kind::Claim] {
        assert!(all().any(|(_, e)| e.kind() == kind), "{kind:?} unused");
    }
    // Lessons of one group stand together, in the groups' order.
    let groups: Vec<_> = lessons().iter().map(|l| l.group).collect();
    let mut order = crate::Group::ALL.iter();
    let mut current = order.next();
    for group in groups {
        while current != Some(&group) {
            current = order.next();
            assert!(current.is_some(), "groups out of order");
        }
    }
}

#[test]
fn every_scripted_move_and_hint_is_legal_where_it_is_played() {
    for (name, exercise) in all() {
        let start = exercise.start().expect("starts");
        match exercise.task {
            Task::Play { line, .. } | Task::Claim { line, .. } => {
                let run = Run::new(exercise).expect("starts");
                let moves = run.solution().moves();
                assert_eq!(
                    moves.len(),
                    line.len(),
                    "{name}: a scripted move is illegal"
                );
                // The positions where the player is to move.
                let mut game = start.clone();
                let mut player_positions = vec![*game.position()];
                for (i, mv) in moves.iter().enumerate() {
                    game.play(*mv).expect("legal");
                    if i % 2 == 1 {
                        player_positions.push(*game.position());
                    }
                }
                for (i, entry) in line.iter().enumerate() {
                    let names = entry.split('|').count();
                    let position = player_positions.get(i / 2).copied();
                    assert!(i % 2 == 0 || names == 1, "{name}: alternatives in a reply");
                    if let Some(position) = position.filter(|_| i % 2 == 0) {
                        let found = crate::judge::alternatives(&position, entry);
                        assert_eq!(found.len(), names, "{name}: an alternative is illegal");
                        // The reply after the entry is legal after each alternative.
                        if let Some(reply) = line.get(i + 1) {
                            for mv in found {
                                let mut next = position;
                                next.play_unchecked(mv);
                                assert!(
                                    next.parse_san(reply).is_ok(),
                                    "{name}: reply {reply} after {mv}"
                                );
                            }
                        }
                    }
                }
                for hint in exercise.hints {
                    assert!(
                        player_positions.iter().any(|p| hint.move_in(p).is_some()),
                        "{name}: hint {} is legal nowhere in the line",
                        hint.attempt
                    );
                    assert!(
                        !moves.iter().enumerate().any(|(i, mv)| i % 2 == 0
                            && player_positions
                                .get(i / 2)
                                .is_some_and(|p| hint.move_in(p) == Some(*mv))),
                        "{name}: hint {} is for the right move",
                        hint.attempt
                    );
                }
            }
            Task::Stars { line } => {
                let run = Run::new(exercise).expect("starts");
                assert_eq!(
                    run.solution().moves().len(),
                    line.len(),
                    "{name}: a capture is illegal"
                );
                for hint in exercise.hints {
                    assert!(hint.move_in(start.position()).is_some(), "{name}: hint");
                }
            }
            Task::Choose(question) => {
                for hint in exercise.hints {
                    let index: usize = hint.attempt.parse().expect("an answer index");
                    assert!(index < question.answers().len(), "{name}: hint index");
                }
            }
            Task::Squares(_) => assert!(exercise.hints.is_empty(), "{name}: hints"),
        }
        assert!(
            exercise.touched().len() == exercise.touched.len(),
            "{name}: touched"
        );
    }
}

#[test]
fn no_move_exercise_accepts_every_legal_move() {
    for (name, exercise) in all() {
        let Task::Play { goal, .. } = exercise.task else {
            continue;
        };
        let run = Run::new(exercise).expect("starts");
        let moves = run.game().position().legal_moves();
        let accepted = moves
            .iter()
            .filter(|mv| run.clone().play(mv.from, mv.to, mv.promotion).is_right())
            .count();
        assert!(accepted >= 1, "{name}: no move accepted");
        // `Any` says so: the exercise is about which piece may move
        // (touch-move) or about the only legal moves there are.
        if goal != Goal::Any {
            assert!(
                accepted < moves.len(),
                "{name}: every legal move ({accepted}) is accepted"
            );
        }
    }
}

#[test]
fn the_squares_answers_are_never_empty() {
    for (name, exercise) in all() {
        if let Task::Squares(marks) = exercise.task {
            let game = exercise.start().expect("starts");
            assert!(
                crate::judge::squares_of(marks, game.position()).any(),
                "{name}: nothing to mark"
            );
        }
    }
}

#[test]
fn nothing_panics_whatever_the_ui_sends() {
    for (name, exercise) in all() {
        let run = Run::new(exercise).expect("starts");
        for from in Square::ALL {
            for to in Square::ALL {
                for promotion in [None, Some(Role::Queen), Some(Role::King)] {
                    let mut probe = run.clone();
                    let before = probe.game().clone();
                    let verdict = probe.play(from, to, promotion);
                    if let Verdict::Illegal(_) | Verdict::Wrong(_) = verdict {
                        assert_eq!(probe.game(), &before, "{name}: a refusal changed the board");
                    }
                    let _ = verdict.message(Lang::Fr);
                    let mut probe = run.clone();
                    let _ = probe.claim_with(from, to, promotion).message(Lang::En);
                }
            }
        }
        let mut probe = run.clone();
        for answer in 0..8 {
            let _ = probe.choose(answer).message(Lang::Fr);
        }
        let mut probe = run.clone();
        for square in Square::ALL {
            probe.toggle_square(square);
        }
        let _ = probe.check_squares().message(Lang::En);
        let _ = probe.claim().message(Lang::Fr);
        let _ = exercise.orientation();
        let _ = exercise.answers();
    }
}

#[test]
fn an_illegal_castling_names_the_square_and_the_attacker() {
    let mut run = run("castling", 2);
    let verdict = run.play(Square::E1, Square::G1, None);
    assert_eq!(
        verdict,
        Verdict::Illegal(IllegalReason::CastlingThroughCheck {
            side: CastlingSide::KingSide,
            square: Square::F1,
            attacker: PieceAt::new(Piece::new(Color::Black, Role::Bishop), Square::B5),
        })
    );
    let message = verdict.message(Lang::Fr);
    assert!(
        message.contains("f1") && message.contains("fou en b5"),
        "{message}"
    );
    assert_eq!(run.tries(), 1);
    assert!(!run.can_show_solution());
    assert_eq!(run.game().position(), run.clone().game().position());
}

#[test]
fn a_wrong_move_is_explained_by_the_rules() {
    // Stalemate instead of mate.
    let mut queen = run("queen", 5);
    let verdict = queen.play(sq("f5"), sq("f7"), None);
    assert_eq!(
        verdict,
        Verdict::Wrong(Feedback::Stalemate {
            color: Color::Black
        })
    );
    assert_eq!(
        verdict.message(Lang::Fr),
        "C'est pat, pas mat : le roi noir n'a aucun coup mais n'est pas en échec."
    );
    // A check the king escapes.
    let mut queen = run("queen", 4);
    assert_eq!(
        queen.play(sq("d1"), sq("h5"), None).message(Lang::Fr),
        "Échec, mais le roi s'échappe en g8."
    );
    // A capture that hangs the queen.
    let mut capture = run("capture", 3);
    assert_eq!(
        capture.play(sq("d1"), sq("d6"), None).message(Lang::Fr),
        "Cette prise laisse votre dame en prise : le pion en c7 la prend."
    );
    assert_eq!(capture.tries(), 1);
    // The board is put back.
    assert_eq!(capture.game().ply(), 0);
    // The exercise's own hint wins over the computed words.
    let mut pawn = run("pawn", 4);
    assert!(pawn
        .play(sq("d4"), sq("c5"), None)
        .message(Lang::Fr)
        .starts_with("Le fou vaut 3 pions"));
    assert!(pawn.can_show_solution() || pawn.tries() == 1);
}

#[test]
fn touch_move_refuses_another_piece() {
    let mut run = run("touch-move", 0);
    let verdict = run.play(sq("e2"), sq("e4"), None);
    assert_eq!(
        verdict,
        Verdict::Wrong(Feedback::TouchMove {
            piece: PieceAt::new(Piece::new(Color::White, Role::Knight), Square::G1)
        })
    );
    assert!(verdict.message(Lang::Fr).contains("art. 4.3.1"));
    assert!(run.play(sq("g1"), sq("h3"), None).is_right());
    // The rook touched before the king: no castling, move the rook (4.4.2).
    let mut rook_first = self::run("touch-move", 3);
    assert_eq!(
        rook_first.play(sq("e1"), sq("g1"), None),
        Verdict::Wrong(Feedback::TouchMove {
            piece: PieceAt::new(Piece::new(Color::White, Role::Rook), Square::H1)
        })
    );
    // King and rook touched: castle.
    let mut castle = self::run("touch-move", 2);
    assert!(matches!(
        castle.play(sq("h1"), sq("g1"), None),
        Verdict::Wrong(Feedback::TouchCastle {
            side: CastlingSide::KingSide
        })
    ));
}

#[test]
fn claims_are_judged_by_the_rules() {
    // Too early: the position has stood twice.
    let mut run = run("threefold", 2);
    assert_eq!(
        run.claim(),
        Verdict::Wrong(Feedback::ClaimTooEarly {
            rule: DrawClaim::ThreefoldRepetition,
            repetitions: 2,
            moves: 2,
        })
    );
    assert!(run.claim().message(Lang::Fr).contains("que 2 fois"));
    // Playing the move that repeats, instead of announcing it.
    let mut announce = self::run("threefold", 1);
    assert_eq!(
        announce.play(sq("f6"), sq("g8"), None),
        Verdict::Wrong(Feedback::AnnounceFirst(DrawClaim::ThreefoldRepetition))
    );
    assert!(announce.claim_with(sq("f6"), sq("g8"), None).is_right());
    assert!(announce.game().is_over());
    // Moving when the claim is there.
    let mut now = self::run("threefold", 0);
    assert_eq!(
        now.play(sq("e2"), sq("e4"), None),
        Verdict::Wrong(Feedback::ClaimNow(DrawClaim::ThreefoldRepetition))
    );
    // Fifty moves: 49 are not enough.
    let mut fifty = self::run("fifty-moves", 1);
    assert!(fifty
        .claim()
        .message(Lang::Fr)
        .contains("seulement 49 coups"));
    // A pawn move resets the count: the announced claim is refused.
    let mut pawn = self::run("fifty-moves", 2);
    assert!(!pawn.claim_with(sq("h2"), sq("h3"), None).is_right());
    assert!(pawn.claim_with(sq("a1"), sq("a5"), None).is_right());
}

#[test]
fn a_hint_written_for_an_announced_move_wins_over_the_count() {
    // Announcing a pawn move: the exercise's words, not « seulement 0 coups ».
    let mut pawn = run("fifty-moves", 2);
    let verdict = pawn.claim_with(sq("h2"), sq("h3"), None);
    says(
        |lang| verdict.message(lang),
        "Un coup de pion remet le compte à zéro.",
        "A pawn move resets the count.",
    );
    assert_eq!(pawn.tries(), 1);
}

#[test]
fn the_game_ends_by_itself_where_the_laws_say() {
    // The fifth occurrence ends the game.
    let mut fivefold = run("fivefold", 2);
    assert!(fivefold.play(sq("g7"), sq("g8"), None).is_right());
    assert!(fivefold.game().is_over());
    // A mate on the 75th move stands.
    let mut mate = run("seventy-five-moves", 3);
    assert!(mate.play(sq("a1"), sq("a8"), None).is_right());
    assert_eq!(
        mate.game().outcome().and_then(|o| o.winner()),
        Some(Color::White)
    );
    // Winning, keep the game going: only the capture does.
    let mut goes_on = run("seventy-five-moves", 5);
    let verdict = goes_on.play(sq("a1"), sq("a2"), None);
    assert_eq!(
        verdict,
        Verdict::Wrong(Feedback::GameEnds(roque_rules::Outcome::Draw(
            roque_rules::DrawReason::SeventyFiveMoves
        )))
    );
    assert!(verdict.message(Lang::Fr).contains("75 coups"));
    assert!(goes_on.play(sq("a1"), sq("a7"), None).is_right());
    // Any other move draws by the 75-move rule, and is not the answer.
    let mut other = run("seventy-five-moves", 3);
    assert!(!other.play(sq("a1"), sq("a2"), None).is_right());
}

#[test]
fn choices_and_squares_say_why_they_are_wrong() {
    let mut status = run("checkmate", 2);
    let verdict = status.choose(0);
    assert!(
        verdict.message(Lang::Fr).contains("ce n'est pas mat"),
        "{}",
        verdict.message(Lang::Fr)
    );
    let mut castle = run("castling", 5);
    assert!(castle
        .choose(1)
        .message(Lang::Fr)
        .starts_with("Si : la tour peut être attaquée"));
    let mut flag = run("flag", 1);
    assert!(flag
        .choose(0)
        .message(Lang::Fr)
        .contains("ne peuvent plus mater"));
    assert!(flag.choose(99).message(Lang::En).contains("cannot mate"));
    assert!(flag.choose(1).is_right());
    let mut rook = run("rook", 2);
    rook.toggle_square(sq("d7"));
    let verdict = rook.check_squares();
    assert!(
        matches!(
            verdict,
            Verdict::Wrong(Feedback::ExtraSquare {
                reason: Some(
                    IllegalReason::OwnPieceOnTarget { .. } | IllegalReason::PathBlocked { .. }
                ),
                ..
            })
        ),
        "{verdict:?}"
    );
    rook.toggle_square(sq("d7"));
    rook.toggle_square(sq("d5"));
    assert_eq!(
        rook.check_squares(),
        Verdict::Wrong(Feedback::MissingSquares {
            missing: 8,
            pieces: false
        })
    );
    assert!(rook.can_show_solution());
    rook.restart();
    assert_eq!(rook.tries(), 0);
    assert!(rook.marked().is_empty());
}

/// Prints what the judge says to every legal wrong move of every move
/// exercise, and to every wrong answer: `cargo test -p roque-course dump
/// -- --ignored --nocapture`, to proofread the computed words.
#[test]
#[ignore = "a proofreading aid, not a check"]
fn dump_feedback() {
    for (name, exercise) in all() {
        println!("== {name} [{:?}] {}", exercise.kind(), exercise.prompt.fr);
        let run = Run::new(exercise).expect("starts");
        match exercise.kind() {
            Kind::Play | Kind::Claim => {
                for mv in run.game().position().legal_moves() {
                    let verdict = run.clone().play(mv.from, mv.to, mv.promotion);
                    println!(
                        "  {mv}: {} | {}",
                        verdict.message(Lang::Fr),
                        verdict.message(Lang::En)
                    );
                }
                if exercise.kind() == Kind::Claim {
                    println!("  claim: {}", run.clone().claim().message(Lang::Fr));
                }
            }
            Kind::Choose => {
                for (i, answer) in exercise.answers().iter().enumerate() {
                    println!(
                        "  {}: {}",
                        answer.fr,
                        run.clone().choose(i).message(Lang::Fr)
                    );
                }
            }
            Kind::Squares => {}
        }
        println!(
            "  solution: {} | {}",
            run.solution().message(Lang::Fr),
            run.solution().message(Lang::En)
        );
    }
}

#[test]
fn every_alternative_of_a_first_move_is_accepted() {
    for (name, exercise) in all() {
        let Task::Play { line, .. } = exercise.task else {
            continue;
        };
        let Some(entry) = line.first() else { continue };
        let run = Run::new(exercise).expect("starts");
        for mv in crate::judge::alternatives(run.game().position(), entry) {
            let verdict = run.clone().play(mv.from, mv.to, mv.promotion);
            assert!(verdict.is_right(), "{name}: {mv} refused: {verdict:?}");
        }
    }
    // The ladder: either rook may check first, and the board answers the same.
    let mut ladder = run("checkmate", 6);
    assert_eq!(
        ladder.play(sq("b6"), sq("b7"), None),
        Verdict::Continue {
            reply: Some("e7e8".parse().expect("uci"))
        }
    );
    assert!(ladder.play(sq("a1"), sq("a8"), None).is_right());
    assert!(ladder.is_solved());
}

/// Every order of captures in a stars exercise reaches the end: there is
/// always a capture while something is left, and none gives check (so the
/// opponent may pass).
fn every_order_finishes(position: &roque_rules::Position, name: &str, depth: usize) {
    assert!(depth < 12, "{name}: too many captures");
    let captures: Vec<_> = position
        .legal_moves()
        .into_iter()
        .filter(|mv| position.is_capture(*mv))
        .collect();
    assert!(
        !captures.is_empty(),
        "{name}: a dead end in {}",
        position.fen()
    );
    for mv in captures {
        let mut after = *position;
        after.play_unchecked(mv);
        if crate::judge::targets(&after).is_empty() {
            continue;
        }
        assert!(
            !after.is_check(),
            "{name}: {mv} gives check in {}",
            position.fen()
        );
        let passed = after.null_move().expect("not in check");
        every_order_finishes(&passed, name, depth + 1);
    }
}

#[test]
fn stars_can_be_collected_in_any_order() {
    let mut count = 0;
    for (name, exercise) in all() {
        if let Task::Stars { .. } = exercise.task {
            count += 1;
            let game = exercise.start().expect("starts");
            every_order_finishes(game.position(), &name, 0);
            // The judge hands the turn back and accepts any capture.
            let mut run = Run::new(exercise).expect("starts");
            let mut guard = 0;
            while !run.is_solved() {
                guard += 1;
                assert!(guard < 20, "{name}: never solved");
                let position = *run.game().position();
                let capture = position
                    .legal_moves()
                    .into_iter()
                    .rev()
                    .find(|mv| position.is_capture(*mv))
                    .expect("a capture");
                assert!(run
                    .play(capture.from, capture.to, capture.promotion)
                    .is_right());
                if !run.is_solved() {
                    let turn = run.game().position().turn();
                    assert_eq!(turn, position.turn(), "{name}: the turn came back");
                }
            }
        }
    }
    assert!(count >= 4, "{count} stars exercises");
}

#[test]
fn every_written_solution_reaches_its_goal() {
    for (name, exercise) in all() {
        let Task::Play { line, goal } = exercise.task else {
            continue;
        };
        let start = exercise.start().expect("starts");
        let moves = Run::new(exercise).expect("starts").solution().moves();
        assert_eq!(moves.len(), line.len(), "{name}");
        // The player's last move: the last of the line, or the one before
        // a closing reply.
        let last_player = (moves.len() - 1) / 2 * 2;
        let mut game = start.clone();
        for mv in &moves[..last_player] {
            game.play(*mv).expect("legal");
        }
        let mv = moves[last_player];
        let mut after = *game.position();
        after.play_unchecked(mv);
        if !matches!(goal, Goal::Exact | Goal::Any | Goal::Book) {
            assert!(
                crate::judge::reaches_goal(goal, &game, mv, &after),
                "{name}: the written solution does not reach {goal:?}"
            );
        }
    }
}

/// The positions an exercise plays through: its start (with the moves
/// before it), then each move of its solution (for a choice of moves, the
/// right move).
fn positions_played(exercise: &'static Exercise) -> Vec<roque_rules::Position> {
    let game = exercise.start().expect("starts");
    let mut positions: Vec<_> = game.positions().copied().collect();
    let mut position = *game.position();
    let moves = match exercise.task {
        Task::Choose(crate::exercise::Question::Moves { moves, right }) => moves
            .get(right)
            .and_then(|&label| crate::exercise::answer_move(&position, label))
            .into_iter()
            .collect(),
        _ => Run::new(exercise).expect("starts").solution().moves(),
    };
    for mv in moves {
        position.play(mv).expect("legal");
        positions.push(position);
    }
    positions
}

/// Prints the opening each exercise of the openings reaches, by the
/// openings' table: `cargo test -p roque-course dump_openings --
/// --ignored --nocapture`, to write the exercises' names.
#[test]
#[ignore = "a writing aid, not a check"]
fn dump_openings() {
    for (name, exercise) in all() {
        if !name.contains('-')
            || !lesson(name.split('#').next().unwrap_or(""))
                .is_some_and(|l| l.group == crate::Group::Openings)
        {
            continue;
        }
        let found = roque_openings::Opening::of_positions(&positions_played(exercise));
        match found {
            Some(o) => println!(
                "{name}: .opening(\"{}\", \"{}\", \"{}\")",
                o.eco(),
                o.french(),
                o.english()
            ),
            None => println!("{name}: none"),
        }
    }
}

/// The eight openings' lessons, each with the family (English, as the
/// openings' table names it) its first exercise plays to.
const OPENINGS: [(&str, &str); 8] = [
    ("italian-game", "Italian Game"),
    ("ruy-lopez", "Ruy Lopez"),
    ("queens-gambit", "Queen's Gambit"),
    ("london-system", "London System"),
    ("sicilian-defence", "Sicilian Defense"),
    ("french-defence", "French Defense"),
    ("caro-kann-defence", "Caro-Kann Defense"),
    ("scandinavian-defence", "Scandinavian Defense"),
];

#[test]
fn every_opening_an_exercise_names_is_the_one_its_line_reaches() {
    let mut named = 0;
    for (name, exercise) in all() {
        let Some(opening) = exercise.opening_name() else {
            continue;
        };
        named += 1;
        let found = roque_openings::Opening::of_positions(&positions_played(exercise))
            .unwrap_or_else(|| panic!("{name}: no named opening on its line"));
        assert_eq!(opening.eco, found.eco().to_string(), "{name}: ECO");
        assert_eq!(opening.name.en, found.english(), "{name}: English name");
        assert_eq!(opening.name.fr, found.french(), "{name}: French name");
    }
    assert!(named >= 80, "{named} exercises name their opening");
}

#[test]
fn the_openings_lessons_are_the_openings_they_say() {
    for (id, family) in OPENINGS {
        let lesson = lesson(id).expect("lesson");
        assert_eq!(lesson.group, crate::Group::Openings);
        // Every exercise of an opening's lesson names where it goes.
        for (i, exercise) in lesson.exercises.iter().enumerate() {
            assert!(exercise.opening_name().is_some(), "{id}#{i}: no opening");
        }
        // The lesson's title is the family its first exercise reaches, in
        // both languages (« La partie italienne », "The Italian Game").
        let first = &lesson.exercises[0];
        let found = roque_openings::Opening::of_positions(&positions_played(first)).expect("named");
        assert_eq!(found.family(), family, "{id}: family");
        let french_family = found.french();
        let french_family = french_family.split(" : ").next().unwrap_or("");
        assert!(
            lesson
                .title
                .fr
                .to_lowercase()
                .contains(&french_family.to_lowercase()),
            "{id}: « {} » is not « {french_family} »",
            lesson.title.fr
        );
        assert!(
            family.starts_with(&lesson.title.en.trim_start_matches("The ")[..5]),
            "{id}: {} is not {family}",
            lesson.title.en
        );
    }
}

#[test]
fn a_choice_of_moves_writes_each_move_right_in_both_languages() {
    let mut count = 0;
    for (name, exercise) in all() {
        let Task::Choose(crate::exercise::Question::Moves { moves, right }) = exercise.task else {
            continue;
        };
        count += 1;
        assert!(right < moves.len(), "{name}: right answer");
        let position = *exercise.start().expect("starts").position();
        for label in moves {
            let mv = crate::exercise::answer_move(&position, *label)
                .unwrap_or_else(|| panic!("{name}: {} is no legal move", label.en));
            let noted = crate::NumberedMove::new(&position, mv);
            assert_eq!(label.en, noted.text(Lang::En), "{name}");
            assert_eq!(label.fr, noted.text(Lang::Fr), "{name}");
        }
    }
    assert!(count >= 10, "{count} choices of moves");
}

#[test]
fn a_wrong_choice_of_move_is_answered_with_what_it_gives_away() {
    for (name, exercise) in all() {
        let Task::Choose(crate::exercise::Question::Moves { moves, right }) = exercise.task else {
            continue;
        };
        let position = *exercise.start().expect("starts").position();
        for (i, label) in moves.iter().enumerate() {
            let mv = crate::exercise::answer_move(&position, *label).expect("legal");
            let gives = crate::judge::allows_mate(&position, mv)
                .or_else(|| crate::judge::broken(&position, mv));
            if i == right {
                // The sound move breaks no principle the rules can tell.
                assert_eq!(gives, None, "{name}: the right answer {}", label.en);
                continue;
            }
            let verdict = Run::new(exercise).expect("starts").choose(i);
            match verdict {
                Verdict::Wrong(
                    Feedback::Principle(_) | Feedback::Hangs { .. } | Feedback::AllowsMate { .. },
                ) => {}
                other => panic!("{name}: {} is answered {other:?}", label.en),
            }
            assert_eq!(Some(verdict), gives.map(Verdict::Wrong), "{name}");
        }
    }
}

#[test]
fn a_pawn_taken_with_the_queen_is_said_to_cost_time() {
    let index = lesson("opening-principles")
        .expect("lesson")
        .exercises
        .iter()
        .position(|e| e.before == "e4 e5 Nf3 d6 d4 exd4")
        .expect("the exercise");
    let mut choice = run("opening-principles", index);
    assert_eq!(
        choice.choose(0).message(Lang::Fr),
        "Ce pion se paie en temps : après Cc6, votre dame doit encore bouger, et les pièces \
         adverses sortent."
    );
    assert!(choice.choose(1).is_right());
}

#[test]
fn every_wrong_move_in_an_opening_is_answered_with_a_reason() {
    for (name, exercise) in all() {
        let Task::Play {
            goal: Goal::Book, ..
        } = exercise.task
        else {
            continue;
        };
        for lang in Lang::ALL {
            assert!(!exercise.note.get(lang).is_empty(), "{name}: its idea");
        }
        let run = Run::new(exercise).expect("starts");
        for mv in run.game().position().legal_moves() {
            let verdict = run.clone().play(mv.from, mv.to, mv.promotion);
            if verdict.is_right() {
                continue;
            }
            assert!(
                !matches!(verdict, Verdict::Wrong(Feedback::NotTheMove)),
                "{name}: {mv} is refused without a reason"
            );
            for lang in Lang::ALL {
                assert!(verdict.message(lang).len() > 20, "{name}: {mv}");
            }
        }
    }
}

#[test]
fn a_failed_defence_against_the_scholars_mate_is_refuted_by_the_mate() {
    let index = lesson("scholars-mate")
        .expect("lesson")
        .exercises
        .iter()
        .position(|e| e.before == "e4 e5 Bc4 Nc6 Qh5" && e.kind() == Kind::Play)
        .expect("the parry");
    let mut parry = run("scholars-mate", index);
    let verdict = parry.play(sq("g8"), sq("f6"), None);
    let Verdict::Wrong(feedback) = verdict else {
        panic!("3...Nf6 accepted: {verdict:?}");
    };
    let mate = "h5f7".parse().expect("uci");
    assert_eq!(
        feedback.refutation(),
        Some(("g8f6".parse().expect("uci"), mate))
    );
    says(
        |lang| verdict.message(lang),
        "Ce coup permet le mat : les Blancs jouent 4.Dxf7#.",
        "This move allows mate: White plays 4.Qxf7#.",
    );
    // The board is as it was; each defence of the line is accepted.
    assert_eq!(parry.game().ply(), 5);
    for (from, to) in [("g7", "g6"), ("d8", "e7"), ("d8", "f6")] {
        assert!(run("scholars-mate", index)
            .play(sq(from), sq(to), None)
            .is_right());
    }
    // Another move that leaves f7 is refuted the same way.
    let Verdict::Wrong(feedback) = run("scholars-mate", index).play(sq("a7"), sq("a6"), None)
    else {
        panic!("3...a6 accepted");
    };
    assert_eq!(feedback.refutation().map(|(_, reply)| reply), Some(mate));
    // A written hint where the rules see no mate.
    assert!(run("scholars-mate", index)
        .play(sq("d7"), sq("d5"), None)
        .message(Lang::Fr)
        .contains("4.Fxd5"));
}

#[test]
fn off_the_line_the_line_s_move_and_its_idea_are_named() {
    // 1.e4 in the Italian: 1.c4 breaks no principle the rules can tell.
    let mut italian = run("italian-game", 0);
    let verdict = italian.play(sq("c2"), sq("c4"), None);
    assert!(
        matches!(verdict, Verdict::Wrong(Feedback::Book { .. })),
        "{verdict:?}"
    );
    assert!(verdict
        .message(Lang::Fr)
        .starts_with("Le coup de la ligne est 1.e4 : 1.e4 prend le centre"));
    // A hint with a number is for that move only: 1.d4 is, 2.d4 is not.
    let mut italian = run("italian-game", 0);
    assert!(italian
        .play(sq("d2"), sq("d4"), None)
        .message(Lang::Fr)
        .starts_with("1.d4 est un bon coup"));
    assert!(italian.play(sq("e2"), sq("e4"), None).is_right());
    assert!(!italian
        .play(sq("d2"), sq("d4"), None)
        .message(Lang::Fr)
        .starts_with("1.d4"));
    // A written hint first: 3.Bb5 is the Ruy Lopez.
    let mut italian = run("italian-game", 0);
    for (from, to) in [("e2", "e4"), ("g1", "f3")] {
        assert!(italian.play(sq(from), sq(to), None).is_right());
    }
    assert!(italian
        .play(sq("f1"), sq("b5"), None)
        .message(Lang::Fr)
        .starts_with("3.Fb5 est la partie espagnole"));
    // The computed principle: 2.Qh5 in the Italian gets chased by 2...Nf6.
    let mut italian = run("italian-game", 0);
    assert!(italian.play(sq("e2"), sq("e4"), None).is_right());
    assert_eq!(
        italian.play(sq("d1"), sq("h5"), None).message(Lang::Fr),
        "Cette sortie de dame se fait chasser : après Cf6 elle doit encore bouger."
    );
}

#[test]
fn a_question_on_pieces_counts_the_missing_pieces() {
    // « Marquez les pièces noires qui attaquent f1 »: b5 and g3.
    let mut attackers = run("castling", 3);
    attackers.toggle_square(sq("b5"));
    let verdict = attackers.check_squares();
    says(
        |lang| verdict.message(lang),
        "Il manque une pièce.",
        "One piece is missing.",
    );
    // A question on a piece's moves still counts squares.
    let mut rook = run("rook", 2);
    rook.toggle_square(sq("d5"));
    assert!(rook.check_squares().message(Lang::Fr).ends_with("cases."));
}

#[test]
fn who_wins_on_the_flag_is_named() {
    // Black's flag falls: White wins, and the answer says so.
    let black = exercise("flag", 0);
    assert_eq!(black.answers()[0].fr, "Les Blancs gagnent");
    assert_eq!(black.answers()[0].en, "White wins");
    let white = exercise("flag", 1);
    assert_eq!(white.answers()[0].fr, "Les Noirs gagnent");
    assert_eq!(white.answers()[0].en, "Black wins");
}

#[test]
fn a_promotion_to_the_wrong_piece_names_both_pieces() {
    // « promouvez quand même en dame »: a rook is not what is asked.
    let mut queen = run("promotion", 1);
    let verdict = queen.play(sq("e7"), sq("e8"), Some(Role::Rook));
    says(
        |lang| verdict.message(lang),
        "Vous avez choisi une tour : l'exercice demande une dame.",
        "You chose a rook: the exercise asks for a queen.",
    );
    let verdict = queen.play(sq("e7"), sq("e8"), Some(Role::Knight));
    assert!(verdict
        .message(Lang::Fr)
        .starts_with("Vous avez choisi un cavalier"));
}

#[test]
fn the_laws_are_cited_by_their_sub_article() {
    // A note, a hint or an intro that cites the Laws names the paragraph
    // (« art. 4.7 »), never a whole article (« art. 4 »).
    let bare = |text: &str| {
        text.match_indices("art. ").any(|(at, _)| {
            let number: String = text[at + 5..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '.')
                .collect();
            !number.trim_end_matches('.').contains('.')
        })
    };
    for lesson in lessons() {
        let mut texts = vec![lesson.intro];
        for exercise in lesson.exercises {
            texts.push(exercise.note);
            texts.push(exercise.prompt);
            texts.extend(exercise.hints.iter().map(|hint| hint.text));
        }
        for text in texts {
            for words in [text.fr, text.en] {
                assert!(
                    !bare(words),
                    "{}: « {words} » cites a whole article",
                    lesson.id
                );
            }
        }
    }
}

#[test]
fn a_castling_solution_names_the_castling_and_reads_as_sentences() {
    // « Roquez du côté où c'est permis »: the queenside, said in words, then
    // the note as a sentence of its own (one colon in it, not three).
    let solution = run("castling", 2).solution();
    says(
        |lang| solution.message(lang),
        "1. O-O-O (grand roque). Le petit roque est impossible : le roi traverserait la case f1, \
         attaquée par le fou en b5.",
        "1. O-O-O (queenside castling). Kingside castling is impossible: the king would cross \
         f1, attacked by the bishop on b5.",
    );
}

#[test]
fn a_note_that_begins_with_a_move_keeps_it_in_lower_case() {
    // « e7 chasse le roi noir… »: a pawn's move is not capitalised as a
    // sentence's first word.
    let promotion = lesson("promotion").expect("lesson");
    let (index, _) = promotion
        .exercises
        .iter()
        .enumerate()
        .find(|(_, e)| e.note.fr.starts_with("e7 chasse"))
        .expect("the note on e7");
    let message = run("promotion", index).solution().message(Lang::Fr);
    assert!(message.contains(". e7 chasse le roi noir"), "{message}");
}
