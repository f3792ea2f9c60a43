//! The judge: one run of one exercise. It takes the player's attempts and
//! answers each with a [`Verdict`], computing what is true with the rules
//! crate rather than trusting the content.

use crate::exercise::{answer_move, Goal, Marks, Question, Task};
use crate::feedback::{Claiming, Feedback, Solution, SolutionBody};
use crate::principles::{given_away, hanging, mate_allowed, GivenAway, Hanging};
use crate::{CourseError, Exercise, Kind, NumberedMove};
use roque_rules::{
    can_checkmate, Bitboard, CastlingSide, ClaimError, Color, DrawClaim, Game, IllegalReason, Lang,
    Move, Outcome, PieceAt, Position, Role, Square,
};

/// After how many wrong or illegal attempts the solution may be shown.
const TRIES_BEFORE_SOLUTION: u32 = 2;

/// What the judge says of an attempt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move is illegal, for this reason (word it with
    /// [`IllegalReason::message`]); the board does not change.
    Illegal(IllegalReason),
    /// Legal, but not the answer (or a wrong choice, claim or set of
    /// squares); the board is as it was.
    Wrong(Feedback),
    /// Right so far: the board has played `reply` (scripted by the
    /// exercise) and waits for the next move.
    Continue {
        /// The board's answer, already played.
        reply: Option<Move>,
    },
    /// Solved, with a last board move if any.
    Solved {
        /// The board's last answer, already played.
        reply: Option<Move>,
    },
}

impl Verdict {
    /// The verdict in `lang`: the reason, the feedback, or a word of
    /// encouragement.
    ///
    /// ```
    /// use roque_course::Verdict;
    /// use roque_rules::Lang;
    /// assert_eq!(Verdict::Solved { reply: None }.message(Lang::Fr), "Bravo, c'est résolu !");
    /// ```
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (Verdict::Illegal(reason), _) => reason.message(lang),
            (Verdict::Wrong(feedback), _) => feedback.message(lang),
            (Verdict::Continue { .. }, Lang::Fr) => "Bien. Continuez.".into(),
            (Verdict::Continue { .. }, Lang::En) => "Good. Go on.".into(),
            (Verdict::Solved { .. }, Lang::Fr) => "Bravo, c'est résolu !".into(),
            (Verdict::Solved { .. }, Lang::En) => "Well done, solved!".into(),
        }
    }

    /// Whether the attempt was right (the exercise goes on or is solved).
    pub const fn is_right(&self) -> bool {
        matches!(self, Verdict::Continue { .. } | Verdict::Solved { .. })
    }
}

/// One run of one exercise: the board, the attempts so far, whether it is
/// solved. Plain state, cheap to clone.
///
/// The solution may be shown after two wrong or illegal attempts, and
/// once the exercise is solved ([`Run::can_show_solution`]).
///
/// ```
/// use roque_course::{lesson, Run, Verdict};
/// use roque_rules::Square;
/// let exercise = &lesson("rook").expect("lesson").exercises[1];
/// let mut run = Run::new(exercise)?;
/// // A rook does not move diagonally: the rules crate says why.
/// assert!(matches!(run.play(Square::D4, Square::E5, None), Verdict::Illegal(_)));
/// assert_eq!(run.tries(), 1);
/// for mv in run.solution().moves() {
///     let verdict = run.play(mv.from, mv.to, mv.promotion);
///     assert!(verdict.is_right());
/// }
/// assert!(run.is_solved());
/// # Ok::<_, roque_course::CourseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    exercise: &'static Exercise,
    start: Game,
    game: Game,
    /// The index in the line of the player's next move.
    step: usize,
    tries: u32,
    marked: Bitboard,
    solved: bool,
}

impl Run {
    /// A fresh run of `exercise`.
    ///
    /// # Errors
    /// [`CourseError`] when the exercise's data is broken.
    pub fn new(exercise: &'static Exercise) -> Result<Run, CourseError> {
        let start = exercise.start()?;
        Ok(Run {
            exercise,
            game: start.clone(),
            start,
            step: 0,
            tries: 0,
            marked: Bitboard::EMPTY,
            solved: false,
        })
    }

    /// The exercise being run.
    pub fn exercise(&self) -> &'static Exercise {
        self.exercise
    }

    /// The board to show.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the exercise is solved.
    pub fn is_solved(&self) -> bool {
        self.solved
    }

    /// The wrong or illegal attempts so far.
    pub fn tries(&self) -> u32 {
        self.tries
    }

    /// Whether the solution may be shown: after two wrong or illegal
    /// attempts, or once solved.
    pub fn can_show_solution(&self) -> bool {
        self.solved || self.tries >= TRIES_BEFORE_SOLUTION
    }

    /// Starts again from the exercise's position, keeping nothing.
    pub fn restart(&mut self) {
        self.game = self.start.clone();
        self.step = 0;
        self.tries = 0;
        self.marked = Bitboard::EMPTY;
        self.solved = false;
    }

    /// The squares marked so far (`Squares` exercises).
    pub fn marked(&self) -> Bitboard {
        self.marked
    }

    /// Marks `sq`, or unmarks it if it was marked (`Squares` exercises;
    /// ignored otherwise and once solved).
    pub fn toggle_square(&mut self, sq: Square) {
        if self.exercise.kind() == Kind::Squares && !self.solved {
            self.marked ^= sq;
        }
    }

    /// Plays `from`→`to` (`Play` exercises, and the moves before a claim in
    /// `Claim` exercises).
    pub fn play(&mut self, from: Square, to: Square, promotion: Option<Role>) -> Verdict {
        if self.solved {
            return Verdict::Wrong(Feedback::AlreadySolved);
        }
        let task = &self.exercise.task;
        if let Task::Squares(_) | Task::Choose(_) = task {
            return Verdict::Wrong(Feedback::NotHere);
        }
        // An illegal move, or not the touched piece's: refused alike in
        // every task that plays.
        let mv = match self.legal(from, to, promotion) {
            Ok(mv) => mv,
            Err(verdict) => return verdict,
        };
        match *task {
            Task::Play { line, goal } => self.play_line(mv, line, goal),
            Task::Stars { .. } => self.play_star(mv),
            Task::Claim { line, announce, .. } => self.play_before_claim(mv, line, announce),
            Task::Squares(_) | Task::Choose(_) => Verdict::Wrong(Feedback::NotHere),
        }
    }

    /// Checks the marked squares (`Squares` exercises).
    pub fn check_squares(&mut self) -> Verdict {
        let Task::Squares(marks) = self.exercise.task else {
            return Verdict::Wrong(Feedback::NotHere);
        };
        if self.solved {
            return Verdict::Wrong(Feedback::AlreadySolved);
        }
        if self.marked.is_empty() {
            return Verdict::Wrong(Feedback::NothingMarked);
        }
        let position = self.game.position();
        let answer = squares_of(marks, position);
        if let Some(square) = (self.marked - answer).first() {
            self.tries += 1;
            let reason = match marks {
                Marks::Moves(from) => from
                    .parse::<Square>()
                    .ok()
                    .and_then(|from| position.explain(from, square, None).err()),
                _ => None,
            };
            return Verdict::Wrong(Feedback::ExtraSquare { square, reason });
        }
        let missing = (answer - self.marked).count();
        if missing > 0 {
            self.tries += 1;
            return Verdict::Wrong(Feedback::MissingSquares {
                missing,
                pieces: !matches!(marks, Marks::Moves(_)),
            });
        }
        self.solved = true;
        Verdict::Solved { reply: None }
    }

    /// Picks the answer at `answer` (`Choose` exercises); an index out of
    /// range is a wrong answer.
    pub fn choose(&mut self, answer: usize) -> Verdict {
        let Task::Choose(question) = self.exercise.task else {
            return Verdict::Wrong(Feedback::NotHere);
        };
        if self.solved {
            return Verdict::Wrong(Feedback::AlreadySolved);
        }
        if answer == right_answer(question, &self.game) {
            self.solved = true;
            return Verdict::Solved { reply: None };
        }
        self.tries += 1;
        let feedback = match (self.exercise.hint_for(&answer.to_string()), question) {
            (Some(text), _) => Feedback::Hint(text),
            (None, Question::Moves { moves, .. }) => {
                let position = self.game.position();
                moves
                    .get(answer)
                    .and_then(|&label| answer_move(position, label))
                    .and_then(|mv| allows_mate(position, mv).or_else(|| broken(position, mv)))
                    .unwrap_or(Feedback::WrongAnswer)
            }
            (None, _) => why_not(question, &self.game),
        };
        Verdict::Wrong(feedback)
    }

    /// Claims a draw on the current position (`Claim` exercises).
    pub fn claim(&mut self) -> Verdict {
        let Task::Claim { rule, .. } = self.exercise.task else {
            return Verdict::Wrong(Feedback::NotHere);
        };
        if self.solved {
            return Verdict::Wrong(Feedback::AlreadySolved);
        }
        let result = self.game.claim_draw();
        self.judge_claim(result, rule, None)
    }

    /// Announces `from`→`to` without playing it and claims a draw (art.
    /// 9.2.1.1, 9.3.1; `Claim` exercises). A correct claim records the
    /// move and ends the game; a wrong one leaves the board as it was.
    pub fn claim_with(&mut self, from: Square, to: Square, promotion: Option<Role>) -> Verdict {
        let Task::Claim { rule, .. } = self.exercise.task else {
            return Verdict::Wrong(Feedback::NotHere);
        };
        if self.solved {
            return Verdict::Wrong(Feedback::AlreadySolved);
        }
        let mv = match self.game.explain(from, to, promotion) {
            Ok(mv) => mv,
            Err(reason) => {
                self.tries += 1;
                return Verdict::Illegal(reason);
            }
        };
        let result = self.game.claim_draw_with(mv);
        self.judge_claim(result, rule, Some(mv))
    }

    /// The verdict on a claim of `rule` the game answered with `result`,
    /// `announced` being the move announced with it, if any.
    fn judge_claim(
        &mut self,
        result: Result<DrawClaim, ClaimError>,
        rule: DrawClaim,
        announced: Option<Move>,
    ) -> Verdict {
        match result {
            Ok(_) => {
                self.solved = true;
                Verdict::Solved { reply: None }
            }
            Err(ClaimError::GameOver(outcome)) => Verdict::Wrong(Feedback::Over {
                outcome: Some(outcome),
            }),
            Err(_) => {
                self.tries += 1;
                // Words written for the announced move say what the count
                // cannot: why that move was the wrong one to announce.
                if let Some(hint) = announced.and_then(|mv| self.hint(self.game.position(), mv)) {
                    return Verdict::Wrong(hint);
                }
                // The count is the one the claim was about: after the
                // announced move, when there is one.
                let mut after = self.game.clone();
                if let Some(mv) = announced {
                    if after.play(mv).is_err() {
                        return Verdict::Wrong(Feedback::NotTheMove);
                    }
                }
                Verdict::Wrong(too_early(rule, &after))
            }
        }
    }

    /// The answer, explained, with the moves to show.
    pub fn solution(&self) -> Solution {
        let start = *self.start.position();
        let body = match self.exercise.task {
            Task::Play { line, .. } => SolutionBody::Line {
                start,
                moves: line_moves(&self.start, line),
                claim: None,
            },
            Task::Stars { line } => SolutionBody::Stars {
                start,
                moves: star_moves(start, line),
            },
            Task::Claim { line, announce, .. } => SolutionBody::Line {
                start,
                moves: line_moves(&self.start, line),
                claim: Some(if announce {
                    Claiming::Announce
                } else {
                    Claiming::Now
                }),
            },
            Task::Squares(marks) => SolutionBody::Squares(squares_of(marks, &start)),
            Task::Choose(question) => {
                let right = right_answer(question, &self.start);
                SolutionBody::Answer(
                    question
                        .answers()
                        .get(right)
                        .copied()
                        .unwrap_or(crate::Text::EMPTY),
                )
            }
        };
        Solution {
            body,
            note: self.exercise.note,
        }
    }

    /// A `Play` exercise's move, legal.
    fn play_line(&mut self, mv: Move, line: &'static [&'static str], goal: Goal) -> Verdict {
        let position = *self.game.position();
        let entry = line.get(self.step).copied().unwrap_or("");
        let expected = first_move(&position, entry);
        let is_expected = alternatives(&position, entry).contains(&mv);
        let last = self.step + 2 >= line.len();
        let mut after = position;
        after.play_unchecked(mv);
        let mates = after.is_checkmate();
        let right = is_expected
            || (last && reaches(goal, &self.game, mv, &after))
            || (mates
                && (goal == Goal::Mate
                    || (last && expected.is_some_and(|e| mates_with(&position, e)))));
        if !right {
            self.tries += 1;
            let feedback = if goal == Goal::Book {
                self.off_book(&position, mv, expected)
            } else {
                self.hint(&position, mv)
                    .unwrap_or_else(|| computed_feedback(goal, &self.game, mv, &after, expected))
            };
            return Verdict::Wrong(feedback);
        }
        if self.game.play(mv).is_err() {
            return Verdict::Wrong(Feedback::NotTheMove);
        }
        self.step += 1;
        let finished =
            self.step >= line.len() || self.game.is_over() || (mates && goal == Goal::Mate);
        if finished || (last && !is_expected) {
            self.solved = true;
            return Verdict::Solved { reply: None };
        }
        let reply = self.reply(line);
        if self.step >= line.len() || self.game.is_over() {
            self.solved = true;
            Verdict::Solved { reply }
        } else {
            Verdict::Continue { reply }
        }
    }

    /// A legal move of a stars exercise: any capture is right; then the
    /// opponent passes, or, when nothing is left to take, it is solved.
    fn play_star(&mut self, mv: Move) -> Verdict {
        let position = *self.game.position();
        if !position.is_capture(mv) {
            self.tries += 1;
            return Verdict::Wrong(self.hint(&position, mv).unwrap_or(Feedback::NoCapture));
        }
        if self.game.play(mv).is_err() {
            return Verdict::Wrong(Feedback::NotTheMove);
        }
        self.step += 1;
        if targets(self.game.position()).is_empty() || self.game.is_over() {
            self.solved = true;
            return Verdict::Solved { reply: None };
        }
        // The opponent passes: the same side moves again.
        if let Some(passed) = self.game.position().null_move() {
            self.game = Game::from_position(passed);
        }
        Verdict::Continue { reply: None }
    }

    /// A legal move before the claim of a `Claim` exercise.
    fn play_before_claim(
        &mut self,
        mv: Move,
        line: &'static [&'static str],
        announce: bool,
    ) -> Verdict {
        if let Some(claim) = self.game.claimable_draw() {
            self.tries += 1;
            return Verdict::Wrong(Feedback::ClaimNow(claim));
        }
        if let Some(claim) = self.game.claimable_with(mv) {
            self.tries += 1;
            return Verdict::Wrong(Feedback::AnnounceFirst(claim));
        }
        let position = *self.game.position();
        let expected = first_move(&position, line.get(self.step).copied().unwrap_or(""));
        // With `announce`, the line's last move is announced, never played.
        let playable = if announce {
            self.step + 1 < line.len()
        } else {
            self.step < line.len()
        };
        if !playable || Some(mv) != expected {
            self.tries += 1;
            return Verdict::Wrong(self.hint(&position, mv).unwrap_or(Feedback::NotTheMove));
        }
        if self.game.play(mv).is_err() {
            return Verdict::Wrong(Feedback::NotTheMove);
        }
        self.step += 1;
        let reply = self.reply(line);
        Verdict::Continue { reply }
    }

    /// The move, if legal and allowed by the touched pieces; otherwise the
    /// verdict refusing it (counted as a try).
    fn legal(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, Verdict> {
        let mv = match self.game.explain(from, to, promotion) {
            Ok(mv) => mv,
            Err(reason) => {
                self.tries += 1;
                return Err(Verdict::Illegal(reason));
            }
        };
        if let Some((allowed, feedback)) = touch_rule(self.exercise, self.game.position()) {
            if !allowed.contains(&mv) {
                self.tries += 1;
                return Err(Verdict::Wrong(feedback));
            }
        }
        Ok(mv)
    }

    /// Plays the line's scripted reply, if there is one.
    fn reply(&mut self, line: &'static [&'static str]) -> Option<Move> {
        let mv = first_move(self.game.position(), line.get(self.step)?)?;
        self.game.play(mv).ok()?;
        self.step += 1;
        Some(mv)
    }

    /// Why `mv` is not the move of an opening's line: the mate it allows
    /// (the board plays it), the exercise's hint, the principle it breaks,
    /// or else the line's move and its idea.
    fn off_book(&self, position: &Position, mv: Move, expected: Option<Move>) -> Feedback {
        allows_mate(position, mv)
            .or_else(|| self.hint(position, mv))
            .or_else(|| broken(position, mv))
            .or_else(|| {
                expected.map(|book| Feedback::Book {
                    book: NumberedMove::new(position, book),
                    idea: self.exercise.note,
                })
            })
            .unwrap_or(Feedback::NotTheMove)
    }

    /// The exercise's hint for `mv` in `position`, if one is written.
    fn hint(&self, position: &Position, mv: Move) -> Option<Feedback> {
        self.exercise
            .hints
            .iter()
            .find(|hint| hint.move_in(position) == Some(mv))
            .map(|hint| Feedback::Hint(hint.text))
    }
}

/// The moves of `line` from `start`, as far as they are legal.
fn line_moves(start: &Game, line: &'static [&'static str]) -> Vec<Move> {
    let mut position = *start.position();
    let mut moves = Vec::with_capacity(line.len());
    for entry in line {
        let Some(mv) = first_move(&position, entry) else {
            break;
        };
        if position.play(mv).is_err() {
            break;
        }
        moves.push(mv);
    }
    moves
}

/// What a stars exercise has left to capture, seen right after a capture:
/// the men but the king of the side to move (the one that passes).
pub(crate) fn targets(position: &Position) -> Bitboard {
    let board = position.board();
    board.by_color(position.turn()) - board.by_role(Role::King)
}

/// The moves of a stars exercise's line from `start`, the opponent
/// passing after each.
fn star_moves(start: Position, line: &'static [&'static str]) -> Vec<Move> {
    let mut position = start;
    let mut moves = Vec::with_capacity(line.len());
    for entry in line {
        let Some(mv) = first_move(&position, entry) else {
            break;
        };
        position.play_unchecked(mv);
        moves.push(mv);
        match position.null_move() {
            Some(passed) => position = passed,
            None => break,
        }
    }
    moves
}

/// The move a line's entry names first (an entry may list alternatives
/// for the player, `"Ra7+|Rb7+"`; the first is the solution's).
fn first_move(position: &Position, entry: &str) -> Option<Move> {
    entry
        .split('|')
        .next()
        .and_then(|san| position.parse_san(san).ok())
}

/// Every move a line's entry names.
pub(crate) fn alternatives(position: &Position, entry: &str) -> Vec<Move> {
    entry
        .split('|')
        .filter_map(|san| position.parse_san(san).ok())
        .collect()
}

/// Whether `mv` gives checkmate in `position`.
fn mates_with(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    after.play(mv).is_ok() && after.is_checkmate()
}

/// Whether `mv`, played in `before` to give `after`, reaches `goal` (for
/// the tests: every written solution must).
#[cfg(test)]
pub(crate) fn reaches_goal(goal: Goal, game: &Game, mv: Move, after: &Position) -> bool {
    reaches(goal, game, mv, after)
}

/// Whether `mv`, played in `game` to give the position `after`, reaches
/// `goal`. The game, not only its position: a repetition needs the history.
fn reaches(goal: Goal, game: &Game, mv: Move, after: &Position) -> bool {
    let before = game.position();
    match goal {
        Goal::Exact => false,
        Goal::Mate => after.is_checkmate(),
        Goal::Check => after.is_check(),
        Goal::Capture => before.is_capture(mv),
        Goal::KingMove => before.moved_role(mv) == Some(Role::King),
        Goal::Block => {
            before.moved_role(mv) != Some(Role::King) && !before.is_capture(mv) && before.is_check()
        }
        Goal::Promotion => mv.promotion.is_some(),
        Goal::Castle => before.castling_side(mv).is_some(),
        Goal::AvoidStalemate => !after.is_stalemate(),
        Goal::Ends => ends(game, mv).is_some(),
        Goal::GoesOn => ends(game, mv).is_none(),
        Goal::Any => true,
        Goal::Book => false,
    }
}

/// Why `mv` is not the answer, computed from the position and, for an
/// exact move, from what the expected move does that `mv` does not.
fn computed_feedback(
    goal: Goal,
    game: &Game,
    mv: Move,
    after: &Position,
    expected: Option<Move>,
) -> Feedback {
    let before = game.position();
    let checking = expected.is_some_and(|e| gives_check(before, e));
    if after.is_stalemate() && !matches!(goal, Goal::Ends | Goal::GoesOn) {
        return Feedback::Stalemate {
            color: after.turn(),
        };
    }
    if after.is_check() && (goal == Goal::Mate || goal == Goal::Exact && checking) {
        if let Some(feedback) = check_but(after) {
            return feedback;
        }
    }
    // A goal says what was asked: its own words come first.
    let asked = match goal {
        Goal::Mate | Goal::Check => Some(Feedback::NoCheck),
        Goal::Capture => Some(Feedback::NoCapture),
        Goal::KingMove => Some(Feedback::NotKingMove),
        Goal::Block => Some(Feedback::NotBlock),
        Goal::Promotion => Some(Feedback::NoPromotion),
        Goal::Castle => Some(Feedback::NotCastling),
        Goal::Ends => Some(Feedback::GameGoesOn),
        Goal::GoesOn => Some(ends(game, mv).map_or(Feedback::NotTheMove, Feedback::GameEnds)),
        Goal::Exact | Goal::AvoidStalemate | Goal::Any | Goal::Book => None,
    };
    asked
        .or_else(|| expected.and_then(|e| wrong_piece(e, mv)))
        .or_else(|| hangs(before, mv, after))
        .or_else(|| expected.and_then(|e| unlike(before, e, mv)))
        .unwrap_or(Feedback::NotTheMove)
}

/// How the game ends by itself if `mv` is played in it, if it does.
fn ends(game: &Game, mv: Move) -> Option<Outcome> {
    let mut game = game.clone();
    game.play(mv).ok()?;
    game.outcome()
}

/// The piece chosen and the one asked, when `mv` promotes on the expected
/// move's square to another piece than `e`'s: the player found the move
/// and only picked the wrong piece, which is all there is to say.
fn wrong_piece(e: Move, mv: Move) -> Option<Feedback> {
    match (e.promotion, mv.promotion) {
        (Some(asked), Some(chosen)) if e.from == mv.from && e.to == mv.to && asked != chosen => {
            Some(Feedback::WrongPromotion { chosen, asked })
        }
        _ => None,
    }
}

/// What the expected move `e` does that `mv` does not: castle, promote,
/// capture, check.
fn unlike(before: &Position, e: Move, mv: Move) -> Option<Feedback> {
    if before.castling_side(e).is_some() && before.castling_side(mv).is_none() {
        Some(Feedback::NotCastling)
    } else if e.promotion.is_some() && mv.promotion.is_none() {
        Some(Feedback::NoPromotion)
    } else if before.is_capture(e) && !before.is_capture(mv) {
        Some(Feedback::NoCapture)
    } else if gives_check(before, e) && !gives_check(before, mv) {
        Some(Feedback::NoCheck)
    } else {
        None
    }
}

/// Whether `mv` gives check in `position`.
fn gives_check(position: &Position, mv: Move) -> bool {
    let mut after = *position;
    after.play(mv).is_ok() && after.is_check()
}

/// How the side in check in `after` gets out of it, if it can.
fn check_but(after: &Position) -> Option<Feedback> {
    let us = after.turn();
    let king = after.king_square(us);
    let checker = after.checkers().first()?;
    // A flight first; the king taking the checking piece is a capture.
    let flight = after
        .legal_moves_from(king)
        .into_iter()
        .find(|mv| mv.to != checker);
    if let Some(mv) = flight {
        return Some(Feedback::CheckButEscape { king, to: mv.to });
    }
    let moves = after.legal_moves();
    let at = |mv: &Move| {
        after
            .piece_at(mv.from)
            .map(|piece| PieceAt::new(piece, mv.from))
    };
    if let Some(by) = moves.iter().filter(|mv| mv.to == checker).find_map(at) {
        return Some(Feedback::CheckButCapture { by });
    }
    let mv = moves.first()?;
    Some(Feedback::CheckButBlock {
        by: at(mv)?,
        on: mv.to,
    })
}

/// The piece `mv` leaves en prise, as feedback.
fn hangs(before: &Position, mv: Move, after: &Position) -> Option<Feedback> {
    hanging(before, mv, after).map(hangs_feedback)
}

fn hangs_feedback(Hanging { capture, piece, by }: Hanging) -> Feedback {
    Feedback::Hangs { capture, piece, by }
}

/// The mate `mv` allows, as feedback the board shows played.
pub(crate) fn allows_mate(before: &Position, mv: Move) -> Option<Feedback> {
    mate_allowed(before, mv).map(|(after, reply)| Feedback::AllowsMate {
        played: mv,
        reply,
        noted: NumberedMove::new(&after, reply),
    })
}

/// What `mv` gives away by the principles of the opening, as feedback.
pub(crate) fn broken(before: &Position, mv: Move) -> Option<Feedback> {
    given_away(before, mv).map(|given| match given {
        GivenAway::Piece(hanging) => hangs_feedback(hanging),
        GivenAway::Principle(principle) => Feedback::Principle(principle),
    })
}

/// The moves the touched pieces allow (art. 4.3, 4.4), with the feedback
/// for any other; `None` when nothing was touched or no touched piece can
/// be moved or captured (art. 4.5: any move then).
fn touch_rule(exercise: &Exercise, position: &Position) -> Option<(Vec<Move>, Feedback)> {
    let touched = exercise.touched();
    if touched.is_empty() {
        return None;
    }
    let us = position.turn();
    let moves = position.legal_moves();
    let at = |sq: Square| position.piece_at(sq).map(|piece| PieceAt::new(piece, sq));
    let own: Vec<PieceAt> = touched
        .iter()
        .filter_map(|&sq| at(sq))
        .filter(|p| p.piece.color == us)
        .collect();
    let theirs: Vec<PieceAt> = touched
        .iter()
        .filter_map(|&sq| at(sq))
        .filter(|p| p.piece.color != us)
        .collect();
    // Art. 4.4.1: the king touched, then a rook: castle on that side if it
    // is legal; art. 4.4.3: if not, another move of the king. (A rook
    // touched first, art. 4.4.2, is an ordinary touched rook: 4.3.1.)
    if let Some(king) = own.first().filter(|p| p.piece.role == Role::King) {
        let rook_side = own.iter().skip(1).find_map(|p| {
            CastlingSide::ALL
                .into_iter()
                .find(|side| p.piece.role == Role::Rook && p.square == side.rook_from(us))
        });
        if let Some(side) = rook_side {
            let castle = Move::new(CastlingSide::king_from(us), side.king_to(us));
            if moves.contains(&castle) {
                return Some((vec![castle], Feedback::TouchCastle { side }));
            }
            let king_moves: Vec<Move> = moves
                .iter()
                .copied()
                .filter(|mv| mv.from == king.square)
                .collect();
            if !king_moves.is_empty() {
                return Some((king_moves, Feedback::TouchMove { piece: *king }));
            }
        }
    }
    // Art. 4.3.3: one's own piece and an opponent's: capture it with it.
    if let (Some(mine), Some(target)) = (own.first(), theirs.first()) {
        let captures: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| mv.from == mine.square && mv.to == target.square)
            .collect();
        if !captures.is_empty() {
            return Some((captures, Feedback::TouchCapture { piece: *target }));
        }
    }
    // Art. 4.3.1, 4.3.2: the first touched piece that can be moved or captured.
    for &square in &touched {
        let Some(piece) = at(square) else { continue };
        let allowed: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|mv| {
                if piece.piece.color == us {
                    mv.from == square
                } else {
                    mv.to == square
                }
            })
            .collect();
        if !allowed.is_empty() {
            let feedback = if piece.piece.color == us {
                Feedback::TouchMove { piece }
            } else {
                Feedback::TouchCapture { piece }
            };
            return Some((allowed, feedback));
        }
    }
    None
}

/// The squares a `Squares` exercise asks for.
pub(crate) fn squares_of(marks: Marks, position: &Position) -> Bitboard {
    match marks {
        Marks::Moves(from) => match from.parse::<Square>() {
            Ok(from) => position
                .legal_moves_from(from)
                .iter()
                .map(|mv| mv.to)
                .collect(),
            Err(_) => Bitboard::EMPTY,
        },
        Marks::Captures => position
            .legal_moves()
            .iter()
            .filter(|mv| position.is_capture(**mv))
            .map(|mv| {
                if position.is_en_passant(*mv) {
                    Square::new(mv.to.file(), mv.from.rank())
                } else {
                    mv.to
                }
            })
            .collect(),
        Marks::Checkers => position.checkers(),
        Marks::Attackers(square) => match square.parse::<Square>() {
            Ok(square) => position.attackers_to(square, !position.turn()),
            Err(_) => Bitboard::EMPTY,
        },
    }
}

/// The index of the right answer to `question` on `game`.
pub(crate) fn right_answer(question: Question, game: &Game) -> usize {
    let position = game.position();
    match question {
        Question::Status => {
            if position.is_checkmate() {
                0
            } else if position.is_stalemate() {
                1
            } else {
                2
            }
        }
        Question::Over => usize::from(!game.is_over()),
        Question::Flag(loser) => usize::from(matches!(flag(game, loser), Outcome::Draw(_))),
        Question::Claimable => usize::from(game.claimable_draw().is_none()),
        Question::CanCastle(side) => usize::from(castle(position, side).is_err()),
        Question::Legal(uci) => usize::from(legal_uci(game, uci).is_err()),
        Question::Fixed { right, .. } | Question::Moves { right, .. } => right,
    }
}

/// What the rules decide when `loser`'s flag falls (art. 6.9).
fn flag(game: &Game, loser: Color) -> Outcome {
    let mut game = game.clone();
    game.flag(loser).unwrap_or_else(|_| {
        if can_checkmate(game.position(), !loser) {
            Outcome::Decisive {
                winner: !loser,
                reason: roque_rules::WinReason::Timeout,
            }
        } else {
            Outcome::Draw(roque_rules::DrawReason::TimeoutVsInsufficientMaterial)
        }
    })
}

/// The side to move's castling on `side`, or why it is illegal.
fn castle(position: &Position, side: CastlingSide) -> Result<Move, IllegalReason> {
    let us = position.turn();
    position.explain(CastlingSide::king_from(us), side.king_to(us), None)
}

/// The move `uci` in `game`, or why it is illegal (`None`: unreadable).
fn legal_uci(game: &Game, uci: &str) -> Result<Move, Option<IllegalReason>> {
    let mv = uci.parse::<Move>().map_err(|_| None)?;
    game.explain(mv.from, mv.to, mv.promotion).map_err(Some)
}

/// Why a wrong answer to `question` is wrong.
fn why_not(question: Question, game: &Game) -> Feedback {
    let position = game.position();
    let color = position.turn();
    match question {
        Question::Status => {
            if position.is_checkmate() {
                Feedback::IsMate { color }
            } else if position.is_stalemate() {
                Feedback::IsStalemate { color }
            } else {
                let king = position.king_square(color);
                let moves = position.legal_moves();
                let mv = moves.iter().find(|mv| mv.from == king).or(moves.first());
                match mv.and_then(|mv| position.piece_at(mv.from).map(|p| (p, mv))) {
                    Some((piece, mv)) => Feedback::HasMove {
                        color,
                        check: position.is_check(),
                        piece: PieceAt::new(piece, mv.from),
                        to: mv.to,
                    },
                    None => Feedback::WrongAnswer,
                }
            }
        }
        Question::Over => Feedback::Over {
            outcome: game.outcome(),
        },
        Question::Flag(loser) => Feedback::Flag {
            loser,
            outcome: flag(game, loser),
        },
        Question::Claimable => match game.claimable_draw() {
            Some(claim) => Feedback::Claimable(claim),
            None => too_early(
                if position.halfmove_clock() >= 60 {
                    DrawClaim::FiftyMoves
                } else {
                    DrawClaim::ThreefoldRepetition
                },
                game,
            ),
        },
        Question::CanCastle(side) => match castle(position, side) {
            Ok(_) => Feedback::Allowed,
            Err(reason) => Feedback::NotAllowed(reason),
        },
        Question::Legal(uci) => match legal_uci(game, uci) {
            Ok(_) => Feedback::Allowed,
            Err(Some(reason)) => Feedback::NotAllowed(reason),
            Err(None) => Feedback::WrongAnswer,
        },
        Question::Fixed { .. } | Question::Moves { .. } => Feedback::WrongAnswer,
    }
}

/// The refusal of a claim of `rule` on `game`'s current position.
fn too_early(rule: DrawClaim, game: &Game) -> Feedback {
    Feedback::ClaimTooEarly {
        rule,
        repetitions: game.repetitions(),
        moves: game.position().halfmove_clock() / 2,
    }
}
