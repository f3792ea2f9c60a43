//! An exercise: a position, what is asked on it, and the hints written for
//! particular wrong attempts. Declarative data; the judge is in `judge.rs`.

use crate::{t, CourseError, Text};
use roque_rules::{CastlingSide, Color, DrawClaim, Game, Position, Square};

/// The starting position: where the openings' exercises start (their
/// moves before, `.after`, lead to the position asked about), and every
/// other exercise set from it.
pub(crate) const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Which controls an exercise needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Play moves on the board (one, or several with the board answering).
    Play,
    /// Mark squares on the board, then check them.
    Squares,
    /// Pick one of the answers ([`Exercise::answers`]).
    Choose,
    /// Play on if needed, then claim a draw (with or without announcing a
    /// move) at the right moment.
    Claim,
}

/// One exercise of a lesson.
///
/// The fields besides the prompt are the course's own business: use the
/// methods ([`Exercise::kind`], [`Exercise::start`], …) and a
/// [`Run`](crate::Run) to play it.
///
/// ```
/// use roque_course::{lesson, Kind};
/// let exercise = &lesson("checkmate").expect("lesson").exercises[0];
/// assert_eq!(exercise.kind(), Kind::Play);
/// assert!(exercise.start().is_ok());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Exercise {
    /// The instruction: « Les Blancs jouent et font mat en un coup ».
    pub prompt: Text,
    /// The position, as a FEN.
    pub(crate) fen: &'static str,
    /// Moves in SAN, separated by spaces, played from `fen` before the
    /// exercise starts: the history a repetition or an en-passant capture
    /// needs.
    pub(crate) before: &'static str,
    /// What is asked.
    pub(crate) task: Task,
    /// The exercise's own words for particular wrong attempts.
    pub(crate) hints: &'static [Hint],
    /// Why the answer is right, said with the solution.
    pub(crate) note: Text,
    /// Squares of pieces the player has touched (art. 4.3, 4.4), in the
    /// order touched: the move must honour them.
    pub(crate) touched: &'static [&'static str],
    /// The side seen at the bottom, when not the natural one (none of
    /// the shipped exercises needs one yet).
    pub(crate) view: Option<Color>,
    /// The opening the exercise's line reaches, when it names one (the
    /// tests check the name against the openings' table).
    pub(crate) opening: Option<OpeningName>,
}

/// The name of an opening an exercise plays to: its ECO code and its name
/// as the openings' table gives it (the course does not carry the table;
/// its tests check every name against it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpeningName {
    /// The ECO code: `"C50"`.
    pub eco: &'static str,
    /// The name: « Partie italienne », "Italian Game".
    pub name: Text,
}

/// What an exercise asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Task {
    /// Play `line`: the player's moves in SAN, each followed by the board's
    /// scripted reply when there is one. A player's entry may list moves
    /// that are all right, `"Ra7+|Rb7+"` (the first is shown as the
    /// solution; the reply must suit them all). The last move of the player is
    /// also accepted when it reaches `goal`.
    Play {
        line: &'static [&'static str],
        goal: Goal,
    },
    /// lichess's "stars": capture every enemy man but the king, one
    /// capture after another, while the opponent passes. `line` is one
    /// order that works (any capture is accepted; the tests check that
    /// every order gets there). The opponent passing is a setup edit on a
    /// legal position — the turn handed back by a null move, legal because
    /// no capture of the exercise gives check (the tests check that too).
    Stars { line: &'static [&'static str] },
    /// Mark the squares `marks` computes.
    Squares(Marks),
    /// Answer `question`.
    Choose(Question),
    /// Play the player's moves of `line` (with replies), then claim `rule`:
    /// announcing the last move of `line` when `announce`, otherwise on the
    /// position reached.
    Claim {
        rule: DrawClaim,
        line: &'static [&'static str],
        announce: bool,
    },
}

/// Which other moves than the written one are right, judged by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    /// Only the written move.
    Exact,
    /// Any checkmate.
    Mate,
    /// Any move giving check.
    Check,
    /// Any capture.
    Capture,
    /// Any move of the king (out of check by moving away).
    KingMove,
    /// Any move putting a piece between the checking piece and the king.
    Block,
    /// Any promotion.
    Promotion,
    /// Any castling.
    Castle,
    /// Any move that does not stalemate the opponent.
    AvoidStalemate,
    /// Any move after which the game is over by itself (mate, stalemate,
    /// dead position, fivefold repetition, seventy-five moves).
    Ends,
    /// Any move after which the game goes on (not ended by itself).
    GoesOn,
    /// Any legal move (the exercise is about which piece may move: see
    /// `touched`).
    Any,
    /// Only the written move (or its alternatives), as `Exact`, in an
    /// opening's line; any other is answered with the mate it allows, the
    /// exercise's hint, the principle of the opening it breaks, or else
    /// the line's move and its idea (the exercise's note).
    Book,
}

/// Which squares a `Squares` exercise asks for, computed by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Marks {
    /// Every square the piece on this square can move to.
    Moves(&'static str),
    /// Every piece the side to move can capture.
    Captures,
    /// Every piece giving check to the side to move.
    Checkers,
    /// Every piece of the side not to move that attacks this square.
    Attackers(&'static str),
}

/// What a `Choose` exercise asks, and how the right answer is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Question {
    /// Is the side to move checkmated, stalemated, or neither? (computed)
    Status,
    /// Does the game go on, or is it over by itself? (computed: the game's
    /// outcome, e.g. a dead position or a fivefold repetition)
    Over,
    /// The flag of `Color` falls: does the opponent win or is it a draw?
    /// (computed by `Game::flag`)
    Flag(Color),
    /// May the side to move claim a draw now? (computed)
    Claimable,
    /// May the side to move castle on that side now? (computed)
    CanCastle(CastlingSide),
    /// Is this move (UCI) legal now? (computed)
    Legal(&'static str),
    /// A question on a rule the position cannot show (offering a draw,
    /// touching a piece): the answers and the right one, written.
    Fixed {
        answers: &'static [Text],
        right: usize,
    },
    /// Which of these moves is sound? Each answer is a move numbered as a
    /// move list writes it, in both languages' letters (« 3.Cc3 »,
    /// "3.Nc3"; the tests check both against the rules); a wrong one is
    /// answered with the mate it allows or the principle it breaks,
    /// computed from the English SAN.
    Moves {
        moves: &'static [Text],
        right: usize,
    },
}

/// The answers of [`Question::Status`].
pub(crate) const STATUS_ANSWERS: &[Text] = &[
    t("Échec et mat", "Checkmate"),
    t("Pat", "Stalemate"),
    t("Ni l'un ni l'autre", "Neither"),
];

/// The answers of [`Question::Over`].
pub(crate) const OVER_ANSWERS: &[Text] = &[
    t("La partie est terminée", "The game is over"),
    t("La partie continue", "The game goes on"),
];

/// The answers of [`Question::Flag`] when White's flag falls: the winner
/// named, since « l'adversaire » leaves the player to work out who it is.
pub(crate) const FLAG_WHITE_FALLS: &[Text] = &[
    t("Les Noirs gagnent", "Black wins"),
    t("Partie nulle", "Draw"),
];

/// The answers of [`Question::Flag`] when Black's flag falls.
pub(crate) const FLAG_BLACK_FALLS: &[Text] = &[
    t("Les Blancs gagnent", "White wins"),
    t("Partie nulle", "Draw"),
];

/// The answers of yes-or-no questions.
pub(crate) const YES_NO: &[Text] = &[t("Oui", "Yes"), t("Non", "No")];

/// A wrong attempt the exercise has its own words for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Hint {
    /// The attempt: a move in SAN, or an answer's index as a decimal
    /// (`"1"`) for a `Choose` exercise. A move may carry its number,
    /// `"3.Bb5"`, `"1...e5"`: the hint is then for that move only.
    pub(crate) attempt: &'static str,
    /// What to tell the player.
    pub(crate) text: Text,
}

/// A hint for the move (SAN) or the answer index `attempt`.
pub(crate) const fn hint(attempt: &'static str, fr: &'static str, en: &'static str) -> Hint {
    Hint {
        attempt,
        text: t(fr, en),
    }
}

impl Exercise {
    const fn new(prompt: Text, fen: &'static str, task: Task) -> Exercise {
        Exercise {
            prompt,
            fen,
            before: "",
            task,
            hints: &[],
            note: Text::EMPTY,
            touched: &[],
            view: None,
            opening: None,
        }
    }

    /// Play exactly `line` (the player's moves and the board's replies).
    pub(crate) const fn play(
        prompt: Text,
        fen: &'static str,
        line: &'static [&'static str],
    ) -> Exercise {
        Exercise::new(
            prompt,
            fen,
            Task::Play {
                line,
                goal: Goal::Exact,
            },
        )
    }

    /// Play `line`, whose last move of the player may be any that reaches `goal`.
    pub(crate) const fn reach(
        prompt: Text,
        fen: &'static str,
        goal: Goal,
        line: &'static [&'static str],
    ) -> Exercise {
        Exercise::new(prompt, fen, Task::Play { line, goal })
    }

    /// Play an opening's `line` from the starting position (after the
    /// moves of `.after`): its moves only, any other answered as
    /// [`Goal::Book`] says.
    pub(crate) const fn book(prompt: Text, line: &'static [&'static str]) -> Exercise {
        Exercise::reach(prompt, START, Goal::Book, line)
    }

    /// Choose the sound move among `moves` (numbered, in both languages'
    /// letters), from the starting position after the moves of `.after`.
    pub(crate) const fn sound(prompt: Text, moves: &'static [Text], right: usize) -> Exercise {
        Exercise::choose(prompt, START, Question::Moves { moves, right })
    }

    /// Capture every enemy man but the king, the opponent passing.
    pub(crate) const fn stars(
        prompt: Text,
        fen: &'static str,
        line: &'static [&'static str],
    ) -> Exercise {
        Exercise::new(prompt, fen, Task::Stars { line })
    }

    /// Mark the squares `marks` computes.
    pub(crate) const fn squares(prompt: Text, fen: &'static str, marks: Marks) -> Exercise {
        Exercise::new(prompt, fen, Task::Squares(marks))
    }

    /// Answer `question`.
    pub(crate) const fn choose(prompt: Text, fen: &'static str, question: Question) -> Exercise {
        Exercise::new(prompt, fen, Task::Choose(question))
    }

    /// Play `line`, then claim `rule` (announcing the last move when `announce`).
    pub(crate) const fn claim(
        prompt: Text,
        fen: &'static str,
        rule: DrawClaim,
        line: &'static [&'static str],
        announce: bool,
    ) -> Exercise {
        Exercise::new(
            prompt,
            fen,
            Task::Claim {
                rule,
                line,
                announce,
            },
        )
    }

    /// With `moves` (SAN, space-separated) played before the exercise starts.
    pub(crate) const fn after(mut self, moves: &'static str) -> Exercise {
        self.before = moves;
        self
    }

    /// With hints for particular wrong attempts.
    pub(crate) const fn hints(mut self, hints: &'static [Hint]) -> Exercise {
        self.hints = hints;
        self
    }

    /// With a note explaining the answer.
    pub(crate) const fn note(mut self, fr: &'static str, en: &'static str) -> Exercise {
        self.note = t(fr, en);
        self
    }

    /// Naming the opening its line reaches.
    pub(crate) const fn opening(
        mut self,
        eco: &'static str,
        fr: &'static str,
        en: &'static str,
    ) -> Exercise {
        self.opening = Some(OpeningName {
            eco,
            name: t(fr, en),
        });
        self
    }

    /// With pieces already touched (art. 4.3).
    pub(crate) const fn having_touched(mut self, squares: &'static [&'static str]) -> Exercise {
        self.touched = squares;
        self
    }

    /// Which controls the exercise needs.
    pub fn kind(&self) -> Kind {
        match self.task {
            Task::Play { .. } | Task::Stars { .. } => Kind::Play,
            Task::Squares(_) => Kind::Squares,
            Task::Choose(_) => Kind::Choose,
            Task::Claim { .. } => Kind::Claim,
        }
    }

    /// For a `Choose` exercise, the labels of the answers in order; empty
    /// otherwise.
    pub fn answers(&self) -> &'static [Text] {
        match self.task {
            Task::Choose(question) => question.answers(),
            _ => &[],
        }
    }

    /// The game the exercise starts from: the position, with the moves
    /// played before it (for repetitions, castling rights, en passant).
    ///
    /// # Errors
    /// [`CourseError`] when the exercise's data is broken: the tests check
    /// that this never happens for a shipped exercise.
    pub fn start(&self) -> Result<Game, CourseError> {
        let position = Position::from_fen(self.fen).map_err(|error| CourseError::Fen {
            fen: self.fen,
            error,
        })?;
        let mut game = Game::from_position(position);
        for san in self.before.split_whitespace() {
            play_san(&mut game, san)?;
        }
        Ok(game)
    }

    /// The side seen at the bottom of the board: the player's, or for a
    /// `Squares` exercise on a piece, that piece's side; White for a
    /// question on a position.
    pub fn orientation(&self) -> Color {
        if let Some(color) = self.view {
            return color;
        }
        let Ok(game) = self.start() else {
            return Color::White;
        };
        let position = game.position();
        match self.task {
            Task::Play { .. } | Task::Stars { .. } | Task::Claim { .. } => position.turn(),
            Task::Squares(Marks::Moves(square)) => square
                .parse::<Square>()
                .ok()
                .and_then(|sq| position.piece_at(sq))
                .map_or(position.turn(), |piece| piece.color),
            Task::Squares(_) | Task::Choose(Question::Moves { .. }) => position.turn(),
            Task::Choose(_) => Color::White,
        }
    }

    /// The squares of the pieces the player has already touched, in the
    /// order touched (touch-move exercises, art. 4.3 and 4.4): the board
    /// may show them; the judge makes the move honour them.
    pub fn touched(&self) -> Vec<Square> {
        self.touched
            .iter()
            .filter_map(|sq| sq.parse().ok())
            .collect()
    }

    /// The opening the exercise's line reaches, when it names one.
    pub fn opening_name(&self) -> Option<OpeningName> {
        self.opening
    }

    /// The hint written for `attempt`, if any.
    pub(crate) fn hint_for(&self, attempt: &str) -> Option<Text> {
        self.hints
            .iter()
            .find(|hint| hint.attempt == attempt)
            .map(|hint| hint.text)
    }
}

impl Hint {
    /// The move the hint is written for, in `position`: its SAN, if the
    /// move is legal there and its number, when written, is the
    /// position's (`"3.Bb5"` is White's third move, `"1...e5"` Black's
    /// first).
    pub(crate) fn move_in(&self, position: &Position) -> Option<roque_rules::Move> {
        let (number, san) = match self.attempt.split_once('.') {
            Some((number, rest)) => (Some(number), rest.trim_start_matches('.')),
            None => (None, self.attempt),
        };
        if let Some(number) = number {
            let black = self.attempt.contains("...");
            let turn = if black { Color::Black } else { Color::White };
            if number.parse::<u32>().ok() != Some(position.fullmove_number())
                || position.turn() != turn
            {
                return None;
            }
        }
        position.parse_san(san).ok()
    }
}

impl Question {
    /// The answers' labels.
    pub(crate) const fn answers(&self) -> &'static [Text] {
        match self {
            Question::Status => STATUS_ANSWERS,
            Question::Over => OVER_ANSWERS,
            Question::Flag(Color::White) => FLAG_WHITE_FALLS,
            Question::Flag(Color::Black) => FLAG_BLACK_FALLS,
            Question::Claimable | Question::CanCastle(_) | Question::Legal(_) => YES_NO,
            Question::Fixed { answers, .. } | Question::Moves { moves: answers, .. } => answers,
        }
    }
}

/// The move an answer of [`Question::Moves`] names: its English text
/// without the number (« 3.Nc3 » → `Nc3`, « 3...Nc6 » → `Nc6`).
pub(crate) fn answer_move(position: &Position, answer: Text) -> Option<roque_rules::Move> {
    let san = answer.en.rsplit('.').next()?;
    position.parse_san(san).ok()
}

/// Plays `san` (a move of the course's data) in `game`.
pub(crate) fn play_san(
    game: &mut Game,
    san: &'static str,
) -> Result<roque_rules::Move, CourseError> {
    let mv = game
        .position()
        .parse_san(san)
        .map_err(|_| CourseError::Move {
            san,
            fen: game.position().fen(),
        })?;
    game.play(mv).map_err(|_| CourseError::Move {
        san,
        fen: game.position().fen(),
    })?;
    Ok(mv)
}
