//! The course's reducer (« Apprendre »): the list of lessons, one lesson
//! with its exercises, the progress, and what the page tells the learner.
//!
//! The course is a page of its own (`?learn`), with this reducer of its
//! own, as the embedded board has its own: it never touches the game in
//! progress, its clock or its saved game, which the app's page keeps. The
//! judge is the course crate's [`Run`]; the board's gestures (picking up,
//! dragging, the promotion picker) go through a [`Hand`] of the course's
//! own, whose attempted move is then handed to the judge instead of being
//! played. No browser code: tested natively.

use roque_course::{CourseError, Exercise, Kind, Lesson, Run, Solution, Verdict};
use roque_rules::{Color, Game, IllegalReason, Lang, Move, Position};

use crate::persist::progress::{Progress, ProgressError, Solve};
use crate::state::hand::{Hand, HandAction, HandOutcome, HandRules, Refusal};
use crate::state::reduced_by_apply;

/// A lesson id or an exercise number is shown back at most this long.
const SHOWN_CHARS: usize = 40;

/// What the address asked for that the course does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadLink {
    /// No lesson has this id (shortened to 40 characters).
    Lesson(String),
    /// The lesson has no exercise with this number (as given, shortened);
    /// the lesson opens on its first exercise.
    Exercise {
        /// What the address gave.
        given: String,
        /// How many exercises the lesson has.
        count: usize,
    },
}

/// What the address asks for: `?learn`, `?learn=castling`,
/// `?learn=castling&n=3`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Route {
    /// The lesson, if one is asked for and exists.
    pub lesson: Option<&'static Lesson>,
    /// The exercise, from 0; `None` when the address names none: the
    /// lesson opens where the learner left off (its first exercise not
    /// solved yet).
    pub index: Option<usize>,
    /// What was asked for and does not exist.
    pub bad: Option<BadLink>,
}

fn shown(text: &str) -> String {
    text.chars().take(SHOWN_CHARS).collect()
}

impl Route {
    /// Reads the `learn` and `n` parameters (decoded, untrusted).
    pub fn from_params(learn: Option<&str>, n: Option<&str>) -> Route {
        let id = learn.map(str::trim).unwrap_or_default();
        if id.is_empty() {
            return Route {
                lesson: None,
                index: None,
                bad: None,
            };
        }
        // `?learn=Castling` as written by hand finds the lesson too.
        let Some(lesson) = roque_course::lesson(&id.to_ascii_lowercase()) else {
            return Route {
                lesson: None,
                index: None,
                bad: Some(BadLink::Lesson(shown(id))),
            };
        };
        let count = lesson.exercises.len();
        let given = n.map(str::trim).filter(|n| !n.is_empty());
        let (index, bad) = match given {
            None => (None, None),
            Some(text) => match text.parse::<usize>() {
                Ok(n) if (1..=count).contains(&n) => (Some(n - 1), None),
                _ => (
                    Some(0),
                    Some(BadLink::Exercise {
                        given: shown(text),
                        count,
                    }),
                ),
            },
        };
        Route {
            lesson: Some(lesson),
            index,
            bad,
        }
    }

    /// The address's query for a lesson's exercise (`learn=castling&n=3`),
    /// or for the list.
    pub fn query(lesson: Option<&Lesson>, index: usize) -> String {
        match lesson {
            None => "learn".to_string(),
            Some(lesson) if index == 0 => format!("learn={}", lesson.id),
            Some(lesson) => format!("learn={}&n={}", lesson.id, index + 1),
        }
    }
}

/// The progress as it was found in storage, when it could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressProblem {
    /// Why it could not be read.
    pub error: ProgressError,
    /// The key it was copied to; `None` when even that failed (then it is
    /// left in place and not written over).
    pub backup: Option<String>,
}

/// What the page says about the learner's last attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Said {
    /// The judge's answer to a move, a choice, a claim or marked squares.
    Verdict(Verdict),
    /// The board refused a gesture before any attempt (a piece of the
    /// side not to move).
    Board(IllegalReason),
    /// The solution, asked for.
    Solution(Solution),
}

/// One exercise being worked on.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// The judge, or why the exercise cannot be set up.
    pub run: Result<Run, CourseError>,
    /// The game the board shows: the judge's, or a refutation played on it.
    game: Game,
    /// The piece in the learner's hand.
    hand: Hand,
    /// The side shown at the bottom.
    orientation: Color,
    /// What to say about the last attempt.
    pub said: Option<Said>,
    /// Counts the things said, so that the same refusal twice is
    /// announced twice.
    pub said_count: u32,
    /// The solution was shown: solving now is not a first try.
    pub helped: bool,
    /// The next move on the board is announced with a draw claim.
    pub claim_next: bool,
    /// The board shows a wrong move and the board's answer that refutes
    /// it (a mate allowed), until the learner takes it back.
    refuted: bool,
}

impl Attempt {
    /// The judge while the exercise is still to solve: `None` once it is
    /// solved, or when it could not be set up.
    fn open_run(&mut self) -> Option<&mut Run> {
        self.run.as_mut().ok().filter(|run| !run.is_solved())
    }

    fn new(exercise: &'static Exercise) -> Attempt {
        let run = Run::new(exercise);
        let (game, orientation) = match &run {
            Ok(run) => (run.game().clone(), exercise.orientation()),
            Err(_) => (Game::new(), Color::White),
        };
        Attempt {
            run,
            game,
            hand: Hand::default(),
            orientation,
            said: None,
            said_count: 0,
            helped: false,
            claim_next: false,
            refuted: false,
        }
    }

    /// The game the board shows.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The piece in the learner's hand: selection, destinations, promotion.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// The side shown at the bottom.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// Whether the exercise is solved.
    pub fn is_solved(&self) -> bool {
        self.run.as_ref().is_ok_and(Run::is_solved)
    }

    /// Whether the page offers the next exercise: once this one is solved,
    /// once its solution has been shown (the learner need not play it to
    /// go on), or when it cannot be set up.
    pub fn can_go_on(&self) -> bool {
        self.is_solved() || self.helped || self.run.is_err()
    }

    fn say(&mut self, said: Said) {
        self.said = Some(said);
        self.said_count = self.said_count.wrapping_add(1);
    }

    /// Puts the board back on the judge's game, with an empty hand.
    fn sync(&mut self) {
        if let Ok(run) = &self.run {
            self.game = run.game().clone();
        }
        self.hand.reset();
        self.refuted = false;
    }

    /// Shows on the board the wrong move `played` and the `reply` that
    /// refutes it, played from the judge's game (which stays as it was).
    fn show_refutation(&mut self, played: Move, reply: Move) {
        let Ok(run) = &self.run else {
            return;
        };
        let mut game = run.game().clone();
        if game.play(played).is_err() || game.play(reply).is_err() {
            return;
        }
        self.game = game;
        self.hand.reset();
        self.refuted = true;
    }

    /// Whether the board shows a refuted move (taken back with
    /// [`LearnAction::TakeBack`]).
    pub fn refuted(&self) -> bool {
        self.refuted
    }

    /// The refuting move the board shows, if it shows one.
    pub fn refutation(&self) -> Option<Move> {
        match &self.said {
            Some(Said::Verdict(Verdict::Wrong(feedback))) if self.refuted => {
                feedback.refutation().map(|(_, reply)| reply)
            }
            _ => None,
        }
    }

    /// The last move the board played after the learner's (a reply), with
    /// the position before it, when the last verdict had one.
    pub fn reply(&self) -> Option<(Position, Move)> {
        let reply = match &self.said {
            Some(Said::Verdict(Verdict::Continue { reply }))
            | Some(Said::Verdict(Verdict::Solved { reply })) => (*reply)?,
            _ => return None,
        };
        let game = self.run.as_ref().ok()?.game();
        let before = game.position_at(game.ply().checked_sub(1)?)?;
        (game.moves().last() == Some(&reply)).then_some((*before, reply))
    }
}

/// What the learner can do.
#[derive(Clone, Debug, PartialEq)]
pub enum LearnAction {
    /// Show the list of lessons.
    OpenList,
    /// Follow a link or the browser's back button: the list, or a lesson
    /// on one of its exercises.
    Follow(Route),
    /// Go to exercise `index` (from 0) of the open lesson.
    GoTo(usize),
    /// A gesture on the board (press, release, drop, promotion, put back).
    Board(HandAction),
    /// Answer number `index` (from 0) of a `Choose` exercise.
    Choose(usize),
    /// Check the marked squares of a `Squares` exercise.
    CheckSquares,
    /// Claim the draw on the board's position.
    Claim,
    /// Announce the next move on the board with a draw claim (or not).
    ClaimWithNextMove(bool),
    /// Show the solution (when the judge allows it).
    ShowSolution,
    /// Go to the next exercise (or back to the list after the last).
    Next,
    /// Start the exercise again.
    Restart,
    /// Take back the wrong move the board shows refuted.
    TakeBack,
    /// Forget the whole course's progress.
    ResetProgress,
    /// The interface's language.
    SetLang(Lang),
    /// Forget the notice about unreadable progress.
    DismissProblem,
}

/// The whole state of the course's page.
#[derive(Clone, Debug, PartialEq)]
pub struct LearnState {
    lang: Lang,
    /// The open lesson and exercise, or the list.
    lesson: Option<&'static Lesson>,
    index: usize,
    /// The exercise being worked on (with the lesson open).
    attempt: Option<Attempt>,
    /// What the address asked for that does not exist.
    bad: Option<BadLink>,
    /// Which exercises are solved.
    progress: Progress,
    /// The stored progress could not be read.
    problem: Option<ProgressProblem>,
    /// The page shows the lesson alone (an embedded lesson).
    bare: bool,
}

impl LearnState {
    /// The page as the address asks for it, with the stored progress.
    pub fn new(
        route: Route,
        lang: Lang,
        bare: bool,
        progress: Progress,
        problem: Option<ProgressProblem>,
    ) -> LearnState {
        let mut state = LearnState {
            lang,
            lesson: None,
            index: 0,
            attempt: None,
            bad: route.bad,
            progress,
            problem,
            bare,
        };
        if let Some(lesson) = route.lesson {
            let index = state.resolve(lesson, route.index);
            state.open(lesson, index);
        }
        state
    }

    /// The exercise a route opens: the one it names, or the lesson's first
    /// not solved yet (the first when all are).
    fn resolve(&self, lesson: &'static Lesson, index: Option<usize>) -> usize {
        index.unwrap_or_else(|| {
            (1..=lesson.exercises.len())
                .find(|&n| self.progress.solve(lesson.id, n).is_none())
                .map_or(0, |n| n - 1)
        })
    }

    fn open(&mut self, lesson: &'static Lesson, index: usize) {
        let index = index.min(lesson.exercises.len().saturating_sub(1));
        self.lesson = Some(lesson);
        self.index = index;
        self.attempt = lesson.exercises.get(index).map(Attempt::new);
    }

    /// The interface's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The open lesson, if any.
    pub fn lesson(&self) -> Option<&'static Lesson> {
        self.lesson
    }

    /// The current exercise's index (from 0).
    pub fn index(&self) -> usize {
        self.index
    }

    /// The current exercise.
    pub fn exercise(&self) -> Option<&'static Exercise> {
        self.lesson?.exercises.get(self.index)
    }

    /// The exercise being worked on.
    pub fn attempt(&self) -> Option<&Attempt> {
        self.attempt.as_ref()
    }

    /// What the address asked for that does not exist.
    pub fn bad_link(&self) -> Option<&BadLink> {
        self.bad.as_ref()
    }

    /// The progress.
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The stored progress that could not be read.
    pub fn problem(&self) -> Option<&ProgressProblem> {
        self.problem.as_ref()
    }

    /// Whether the page shows the lesson alone (embedded).
    pub fn bare(&self) -> bool {
        self.bare
    }

    /// The address's query for what is shown.
    pub fn query(&self) -> String {
        Route::query(self.lesson, self.index)
    }

    /// Whether the board takes moves now.
    pub fn board_takes_moves(&self) -> bool {
        let Some(attempt) = &self.attempt else {
            return false;
        };
        let kind = self.exercise().map(Exercise::kind);
        matches!(kind, Some(Kind::Play | Kind::Claim))
            && attempt.run.as_ref().is_ok_and(|run| !run.is_solved())
            && !attempt.refuted
            && attempt.game.outcome().is_none()
            && attempt.hand.promotion().is_none()
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: LearnAction) {
        match action {
            LearnAction::OpenList => {
                self.lesson = None;
                self.attempt = None;
                self.index = 0;
                self.bad = None;
            }
            LearnAction::Follow(route) => {
                let index = route.lesson.map(|lesson| self.resolve(lesson, route.index));
                let same = self.lesson.map(|l| l.id) == route.lesson.map(|l| l.id)
                    && Some(self.index) == index;
                self.bad = route.bad;
                match route.lesson {
                    // The exercise shown already: kept as it is.
                    Some(_) if same => {}
                    Some(lesson) => self.open(lesson, index.unwrap_or(0)),
                    None => {
                        self.lesson = None;
                        self.attempt = None;
                        self.index = 0;
                    }
                }
            }
            LearnAction::GoTo(index) => {
                if let Some(lesson) = self.lesson {
                    if index < lesson.exercises.len() {
                        self.bad = None;
                        self.open(lesson, index);
                    }
                }
            }
            LearnAction::Next => {
                if let Some(lesson) = self.lesson {
                    if self.index + 1 < lesson.exercises.len() {
                        self.open(lesson, self.index + 1);
                    } else {
                        self.apply(LearnAction::OpenList);
                    }
                }
            }
            LearnAction::Restart => {
                if let (Some(lesson), Some(_)) = (self.lesson, &self.attempt) {
                    self.open(lesson, self.index);
                }
            }
            LearnAction::TakeBack => {
                if let Some(attempt) = &mut self.attempt {
                    if attempt.refuted {
                        attempt.sync();
                    }
                }
            }
            LearnAction::ResetProgress => self.progress = Progress::new(),
            LearnAction::SetLang(lang) => self.lang = lang,
            LearnAction::DismissProblem => self.problem = None,
            LearnAction::Board(gesture) => self.gesture(gesture),
            LearnAction::Choose(answer) => self.judge(|run| run.choose(answer)),
            LearnAction::CheckSquares => self.judge(Run::check_squares),
            LearnAction::Claim => self.judge(Run::claim),
            LearnAction::ClaimWithNextMove(on) => {
                if let Some(attempt) = &mut self.attempt {
                    attempt.claim_next = on;
                }
            }
            LearnAction::ShowSolution => {
                if let Some(attempt) = &mut self.attempt {
                    if let Ok(run) = &attempt.run {
                        if run.can_show_solution() {
                            let solution = run.solution();
                            // Once solved, the solution only explains.
                            attempt.helped |= !run.is_solved();
                            attempt.say(Said::Solution(solution));
                        }
                    }
                }
            }
        }
    }

    /// Hands the attempt to the judge, then records a solve.
    fn judge(&mut self, judge: impl FnOnce(&mut Run) -> Verdict) {
        let Some(attempt) = &mut self.attempt else {
            return;
        };
        let Some(run) = attempt.open_run() else {
            return;
        };
        let verdict = judge(run);
        attempt.claim_next = false;
        attempt.sync();
        // A move refuted by a mate is shown played, with the mate.
        if let Verdict::Wrong(feedback) = &verdict {
            if let Some((played, reply)) = feedback.refutation() {
                attempt.show_refutation(played, reply);
            }
        }
        attempt.say(Said::Verdict(verdict));
        self.record();
    }

    /// Records the current exercise in the progress once it is solved.
    fn record(&mut self) {
        let (Some(lesson), Some(attempt)) = (self.lesson, &self.attempt) else {
            return;
        };
        let Ok(run) = &attempt.run else {
            return;
        };
        if run.is_solved() {
            let solve = if run.tries() == 0 && !attempt.helped {
                Solve::FirstTry
            } else {
                Solve::Later
            };
            self.progress.record(lesson.id, self.index + 1, solve);
        }
    }

    /// A gesture on the board: squares to mark, or a move for the judge.
    fn gesture(&mut self, gesture: HandAction) {
        let kind = self.exercise().map(Exercise::kind);
        let Some(attempt) = &mut self.attempt else {
            return;
        };
        // The refutation shown is taken back first.
        if attempt.refuted {
            return;
        }
        let Some(run) = attempt.open_run() else {
            return;
        };
        match kind {
            Some(Kind::Squares) => {
                // A press marks or unmarks the square; nothing moves.
                if let HandAction::Press(square) = gesture {
                    run.toggle_square(square);
                    attempt.said = None;
                }
                return;
            }
            Some(Kind::Play | Kind::Claim) => {}
            Some(Kind::Choose) | None => return,
        }
        let outcome = attempt
            .hand
            .apply(gesture, &attempt.game, HandRules::free(self.lang));
        match outcome {
            HandOutcome::Attempted(mv) => self.judge_move(mv),
            // The board refused the move: the judge hears of it too,
            // counts it and says why in its own words.
            HandOutcome::Refused {
                attempted: Some(mv),
                ..
            } if mv.from != mv.to => self.judge_move(mv),
            HandOutcome::Refused {
                reason: Refusal::Illegal(reason),
                ..
            } => attempt.say(Said::Board(reason)),
            // A selection, a promotion picker opening, a piece put back.
            _ => {}
        }
    }

    fn judge_move(
        &mut self,
        Move {
            from,
            to,
            promotion,
        }: Move,
    ) {
        let claim = self.attempt.as_ref().is_some_and(|a| a.claim_next);
        self.judge(|run| {
            if claim {
                run.claim_with(from, to, promotion)
            } else {
                run.play(from, to, promotion)
            }
        });
    }
}

reduced_by_apply!(LearnState, LearnAction);

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Square;

    fn open(id: &str, n: Option<&str>) -> LearnState {
        LearnState::new(
            Route::from_params(Some(id), n),
            Lang::Fr,
            false,
            Progress::new(),
            None,
        )
    }

    fn press(state: &mut LearnState, square: Square) {
        state.apply(LearnAction::Board(HandAction::Press(square)));
        state.apply(LearnAction::Board(HandAction::Release(square)));
    }

    /// Asserts that the exercise is solved, and recorded in the progress
    /// as `solve` for `lesson`'s exercise `index` (from 0).
    fn assert_solved(state: &LearnState, lesson: &str, index: usize, solve: Solve) {
        assert!(state.attempt().is_some_and(Attempt::is_solved));
        assert_eq!(state.progress().solve(lesson, index + 1), Some(solve));
    }

    fn said(state: &LearnState) -> Option<&Said> {
        state.attempt().and_then(|a| a.said.as_ref())
    }

    #[test]
    fn routes_read_lessons_and_exercises() {
        let list = Route::from_params(None, None);
        assert_eq!((list.lesson, list.bad), (None, None));
        assert_eq!(Route::from_params(Some(""), Some("4")).lesson, None);
        let rook = Route::from_params(Some(" Rook "), Some("3"));
        assert_eq!(rook.lesson.map(|l| l.id), Some("rook"));
        assert_eq!((rook.index, rook.bad), (Some(2), None));
        assert_eq!(Route::query(rook.lesson, 2), "learn=rook&n=3");
        assert_eq!(Route::query(rook.lesson, 0), "learn=rook");
        assert_eq!(Route::query(None, 0), "learn");
        let unknown = Route::from_params(Some("<b>nope</b>"), None);
        assert_eq!(unknown.bad, Some(BadLink::Lesson("<b>nope</b>".into())));
        let long = Route::from_params(Some(&"x".repeat(500)), None);
        assert_eq!(long.bad, Some(BadLink::Lesson("x".repeat(SHOWN_CHARS))));
        for n in ["0", "-1", "999999999999999999999", "abc"] {
            let bad = Route::from_params(Some("rook"), Some(n));
            assert_eq!(bad.index, Some(0));
            assert!(
                matches!(bad.bad, Some(BadLink::Exercise { ref given, .. }) if given == n),
                "{n}"
            );
        }
    }

    #[test]
    fn a_right_move_solves_at_the_first_try() {
        // The rook's second exercise: Rxb4.
        let mut state = open("rook", Some("2"));
        press(&mut state, Square::D4);
        assert_eq!(
            state.attempt().and_then(|a| a.hand().selected()),
            Some(Square::D4)
        );
        press(&mut state, Square::B4);
        assert!(state.attempt().is_some_and(Attempt::is_solved));
        assert!(matches!(
            said(&state),
            Some(Said::Verdict(Verdict::Solved { .. }))
        ));
        assert_eq!(state.progress().solve("rook", 2), Some(Solve::FirstTry));
        // Solved: the board takes no more moves.
        assert!(!state.board_takes_moves());
        state.apply(LearnAction::Next);
        assert_eq!(state.index(), 2);
        assert_eq!(state.query(), "learn=rook&n=3");
    }

    #[test]
    fn an_illegal_move_is_explained_and_counted() {
        let mut state = open("rook", Some("2"));
        let fen = state.attempt().map(|a| a.game().position().fen());
        state.apply(LearnAction::Board(HandAction::Press(Square::D4)));
        state.apply(LearnAction::Board(HandAction::Drop {
            from: Square::D4,
            to: Square::C5,
        }));
        assert!(matches!(
            said(&state),
            Some(Said::Verdict(Verdict::Illegal(_)))
        ));
        assert_eq!(state.attempt().map(|a| a.game().position().fen()), fen);
        // Solving now is not a first try.
        press(&mut state, Square::D4);
        press(&mut state, Square::B4);
        assert_eq!(state.progress().solve("rook", 2), Some(Solve::Later));
    }

    #[test]
    fn squares_are_marked_by_presses() {
        let mut state = open("rook", None);
        press(&mut state, Square::D8);
        let marked = state
            .attempt()
            .and_then(|a| a.run.as_ref().ok())
            .map(|run| run.marked().into_iter().collect::<Vec<_>>());
        assert_eq!(marked, Some(vec![Square::D8]));
        state.apply(LearnAction::CheckSquares);
        assert!(matches!(
            said(&state),
            Some(Said::Verdict(Verdict::Wrong(_)))
        ));
        assert!(state.progress().is_empty());
    }

    #[test]
    fn following_links_and_restarting() {
        let mut state = open("nope", None);
        assert!(state.lesson().is_none());
        assert!(matches!(state.bad_link(), Some(BadLink::Lesson(_))));
        state.apply(LearnAction::Follow(Route::from_params(
            Some("rook"),
            Some("2"),
        )));
        assert_eq!(state.lesson().map(|l| l.id), Some("rook"));
        assert_eq!(state.bad_link(), None);
        press(&mut state, Square::D4);
        state.apply(LearnAction::Restart);
        assert_eq!(state.attempt().and_then(|a| a.hand().selected()), None);
        state.apply(LearnAction::Follow(Route::from_params(None, None)));
        assert!(state.lesson().is_none() && state.attempt().is_none());
        state.apply(LearnAction::GoTo(3));
        assert!(state.lesson().is_none());
    }

    /// The lesson `id` opened at its first exercise that starts on `fen`,
    /// and that exercise's index (from 0).
    fn open_at(id: &str, fen: &str) -> (LearnState, usize) {
        let index = roque_course::lesson(id)
            .and_then(|lesson| {
                lesson.exercises.iter().position(|exercise| {
                    exercise
                        .start()
                        .is_ok_and(|game| game.position().fen() == fen)
                })
            })
            .unwrap_or_else(|| panic!("no exercise of {id} on {fen}"));
        (open(id, Some(&(index + 1).to_string())), index)
    }

    #[test]
    fn a_draw_is_claimed_with_an_announced_move() {
        let (mut state, index) = open_at(
            "threefold",
            "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4",
        );
        state.apply(LearnAction::ClaimWithNextMove(true));
        assert!(state.attempt().is_some_and(|a| a.claim_next));
        press(&mut state, Square::F6);
        press(&mut state, Square::G8);
        assert_solved(&state, "threefold", index, Solve::FirstTry);
    }

    #[test]
    fn answers_are_chosen_and_the_solution_costs_the_first_try() {
        let (mut state, index) = open_at("bishop", "4k3/p7/8/8/8/8/8/2B1K3 w - - 0 1");
        // The board of a question takes no move.
        press(&mut state, Square::C1);
        assert_eq!(state.attempt().and_then(|a| a.hand().selected()), None);
        state.apply(LearnAction::Choose(0));
        assert!(matches!(
            said(&state),
            Some(Said::Verdict(Verdict::Wrong(_)))
        ));
        state.apply(LearnAction::Choose(0));
        assert!(!state.attempt().is_some_and(Attempt::can_go_on));
        state.apply(LearnAction::ShowSolution);
        assert!(matches!(said(&state), Some(Said::Solution(_))));
        // The solution shown, the next exercise is offered, even before
        // this one is played, and still after another wrong answer.
        assert!(state.attempt().is_some_and(Attempt::can_go_on));
        state.apply(LearnAction::Choose(0));
        assert!(state.attempt().is_some_and(Attempt::can_go_on));
        state.apply(LearnAction::Choose(1));
        assert_solved(&state, "bishop", index, Solve::Later);
        // Out of range: nothing breaks.
        state.apply(LearnAction::Choose(usize::MAX));
        state.apply(LearnAction::GoTo(usize::MAX));
        assert_eq!(state.index(), index);
    }

    #[test]
    fn a_defence_that_allows_mate_is_shown_refuted_then_taken_back() {
        let (mut state, index) = open_at(
            "scholars-mate",
            "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3",
        );
        let start = state.attempt().map(|a| a.game().position().fen());
        press(&mut state, Square::G8);
        press(&mut state, Square::F6);
        // The board shows 3...Nf6 and 4.Qxf7#, and takes no move.
        let attempt = state.attempt().expect("attempt");
        assert!(attempt.refuted());
        assert_eq!(
            attempt.refutation(),
            Some(Move::new(Square::H5, Square::F7))
        );
        assert!(attempt.game().position().is_checkmate());
        assert!(!state.board_takes_moves());
        assert!(matches!(
            said(&state),
            Some(Said::Verdict(Verdict::Wrong(_)))
        ));
        press(&mut state, Square::G7);
        assert!(state.attempt().is_some_and(Attempt::refuted));
        // Taken back: the exercise's position, and the right defence.
        state.apply(LearnAction::TakeBack);
        let attempt = state.attempt().expect("attempt");
        assert!(!attempt.refuted() && attempt.refutation().is_none());
        assert_eq!(Some(attempt.game().position().fen()), start);
        press(&mut state, Square::G7);
        press(&mut state, Square::G6);
        assert_solved(&state, "scholars-mate", index, Solve::Later);
    }

    #[test]
    fn a_lesson_opens_where_the_learner_left_off() {
        let mut progress = Progress::new();
        progress.record("rook", 1, Solve::FirstTry);
        progress.record("rook", 2, Solve::Later);
        let route = Route::from_params(Some("rook"), None);
        let mut state = LearnState::new(route, Lang::Fr, false, progress, None);
        assert_eq!(state.index(), 2);
        // A named exercise wins.
        state.apply(LearnAction::Follow(Route::from_params(
            Some("rook"),
            Some("1"),
        )));
        assert_eq!(state.index(), 0);
        state.apply(LearnAction::Follow(Route::from_params(
            Some("bishop"),
            None,
        )));
        assert_eq!(state.index(), 0);
    }

    #[test]
    fn the_progress_is_erased_on_request() {
        let mut progress = Progress::new();
        progress.record("rook", 1, Solve::FirstTry);
        let mut state = LearnState::new(
            Route::from_params(None, None),
            Lang::En,
            true,
            progress,
            None,
        );
        assert!(state.bare());
        state.apply(LearnAction::ResetProgress);
        assert!(state.progress().is_empty());
    }
}
