//! Every shipped exercise, checked against the rules: it starts, its
//! solution solves it, its hints and replies are legal, it is not trivial.

use roque_course::{lessons, Exercise, Kind, Run, Verdict};
use roque_rules::Lang;

fn all() -> impl Iterator<Item = (&'static str, usize, &'static Exercise)> {
    lessons().iter().flat_map(|l| {
        l.exercises
            .iter()
            .enumerate()
            .map(move |(i, e)| (l.id, i, e))
    })
}

/// Solves `run` with its own solution; panics (test failure) if it cannot.
fn solve(run: &mut Run, name: &str) {
    let solution = run.solution();
    match run.exercise().kind() {
        Kind::Play => {
            let moves = solution.moves();
            assert!(!moves.is_empty(), "{name}: no solution moves");
            let mut i = 0;
            while i < moves.len() {
                let mv = moves[i];
                let verdict = run.play(mv.from, mv.to, mv.promotion);
                match verdict {
                    // The board answered with the line's next move.
                    Verdict::Continue { reply: Some(reply) } => {
                        assert_eq!(Some(reply), moves.get(i + 1).copied(), "{name}: reply {i}");
                        i += 2;
                    }
                    // The opponent passed (stars): the same side moves again.
                    Verdict::Continue { reply: None } => i += 1,
                    Verdict::Solved { .. } => {
                        i = moves.len();
                    }
                    other => panic!(
                        "{name}: move {i} {mv} refused: {other:?} {}",
                        other.message(Lang::Fr)
                    ),
                }
            }
        }
        Kind::Squares => {
            let target = solution.squares();
            for sq in target {
                run.toggle_square(sq);
            }
            let verdict = run.check_squares();
            assert!(
                matches!(verdict, Verdict::Solved { .. }),
                "{name}: {verdict:?}"
            );
        }
        Kind::Choose => {
            let n = run.exercise().answers().len();
            assert!(n >= 2, "{name}: fewer than two answers");
            let right: Vec<usize> = (0..n)
                .filter(|&a| {
                    let mut probe = run.clone();
                    probe.choose(a).is_right()
                })
                .collect();
            assert_eq!(
                right.len(),
                1,
                "{name}: exactly one right answer, got {right:?}"
            );
            assert!(run.choose(right[0]).is_right());
        }
        Kind::Claim => {
            let moves = solution.moves();
            let announce = solution.announced().is_some();
            let played = if announce {
                moves.len().saturating_sub(1)
            } else {
                moves.len()
            };
            let mut i = 0;
            while i < played {
                let mv = moves[i];
                match run.play(mv.from, mv.to, mv.promotion) {
                    Verdict::Continue { .. } => i += 2,
                    other => panic!(
                        "{name}: move {i} {mv} refused: {other:?} {}",
                        other.message(Lang::Fr)
                    ),
                }
            }
            let verdict = if announce {
                let mv = moves[moves.len() - 1];
                run.claim_with(mv.from, mv.to, mv.promotion)
            } else {
                run.claim()
            };
            assert!(
                matches!(verdict, Verdict::Solved { .. }),
                "{name}: claim {verdict:?} {}",
                verdict.message(Lang::Fr)
            );
        }
    }
    assert!(run.is_solved(), "{name}: not solved");
}

#[test]
fn every_exercise_starts_and_its_solution_solves_it() {
    let failures: Vec<String> = all()
        .filter_map(|(id, i, exercise)| {
            let name = format!("{id}#{i}");
            std::panic::catch_unwind(|| {
                let mut run = Run::new(exercise).unwrap_or_else(|e| panic!("{name}: {e}"));
                solve(&mut run, &name);
                assert!(run.can_show_solution());
                for lang in Lang::ALL {
                    assert!(!run.solution().message(lang).is_empty());
                    assert!(!exercise.prompt.get(lang).is_empty(), "{name}: prompt");
                }
            })
            .err()
            .map(|_| format!("{id}#{i}"))
        })
        .collect();
    assert!(failures.is_empty(), "failing exercises: {failures:?}");
}
