//! The embedded board's reducer: the board as the page configured it, what
//! the reader does with it, and what the host page is told.
//!
//! It holds its game and a [`Hand`] of its own, which answers the
//! reader's gestures (picking up, dragging, promoting, explaining illegal
//! moves), and decides what an attempted move means here: a view-only board
//! takes no move, an exercise takes back any legal move that is not an
//! answer, and each change is reported as an [`EmbedEvent`] for the host
//! page. A board given a game (moves or a PGN, in view or play mode) walks
//! it with its [`Viewer`]; in free play the reader may leave the game to
//! try moves of their own, and come back to it. No browser code: it is
//! tested natively.

use std::rc::Rc;

use roque_rules::{
    to_san_with, Color, Game, IllegalReason, Lang, Move, Outcome, PieceLetters, Position,
};

use crate::embed::options::{BoardConfig, EmbedOptions, Frame, Mode, OptionError};
use crate::embed::viewer::{Viewer, ViewerAction};
use crate::state::hand::{Hand, HandAction, HandOutcome, HandRules, Refusal};
use crate::state::reduced_by_apply;

/// What the board tells the host page. The page receives each one as a DOM
/// event `roque:<kind>` on the board's element (see docs/embed.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmbedEvent {
    /// The board is drawn and ready.
    Ready {
        /// The position shown, in FEN.
        fen: String,
    },
    /// The options are invalid: the board shows these problems instead.
    Invalid {
        /// Each problem.
        errors: Vec<OptionError>,
    },
    /// A move was played on the board.
    Move {
        /// In SAN with English letters.
        san: String,
        /// In UCI.
        uci: String,
        /// The position after it, in FEN.
        fen: String,
        /// Played by the board itself (an exercise's reply), not the reader.
        auto: bool,
    },
    /// The reader found an exercise's answer.
    Solved {
        /// The answer, in SAN with English letters.
        san: String,
        /// In UCI.
        uci: String,
    },
    /// The board refused a move: illegal, or legal but not an exercise's answer.
    Wrong {
        /// The attempted move in UCI, when it had a target square.
        uci: Option<String>,
        /// In SAN, when the move was legal.
        san: Option<String>,
        /// Whether the move was legal (then it was not the answer).
        legal: bool,
        /// Why it was refused.
        why: WrongMove,
    },
    /// The game ended on the board.
    GameOver {
        /// `1-0`, `0-1` or `1/2-1/2`.
        result: &'static str,
        /// The rule, as Roque's stable code ([`Outcome::code`]):
        /// `checkmate`, `stalemate`, `deadPosition`, …
        reason: &'static str,
        /// How the game ended.
        outcome: Outcome,
    },
}

/// Why the board refused a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WrongMove {
    /// The rules forbid it.
    Illegal(IllegalReason),
    /// Legal, but not the exercise's answer: the move in SAN, with the
    /// board's piece letters.
    NotTheAnswer(String),
}

/// What the reader can do on an embedded board.
#[derive(Clone, Debug, PartialEq)]
pub enum EmbedAction {
    /// A gesture on the board, answered by the board's hand.
    Board(HandAction),
    /// Put the board back as the page set it.
    Restart,
    /// Take back the reader's last move (free play; never past the
    /// moves the page gave).
    Undo,
    /// Claim the draw that is available (free play).
    ClaimDraw,
    /// Walk the game given (its viewer); in free play, away from it, this
    /// also comes back to it.
    Viewer(ViewerAction),
    /// Come back to the game given, where the reader left it (free play).
    BackToGame,
}

/// What the board says under it, beside the rules' own notices.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// A legal move that is not the exercise's answer, in SAN.
    Wrong(String),
    /// The exercise is solved: the answer and the reply line, in SAN.
    Solved {
        /// The answer.
        answer: String,
        /// The moves the board played after it.
        reply: Vec<String>,
    },
}

/// The whole state of an embedded board.
#[derive(Clone, Debug, PartialEq)]
pub struct EmbedState {
    /// The host page's name for the board, its origin, the language.
    pub frame: Frame,
    /// The valid configuration, or every problem with the options.
    pub board: Result<Rc<BoardConfig>, Rc<Vec<OptionError>>>,
    /// The game on the board.
    pub game: Game,
    /// The piece in the reader's hand.
    pub hand: Hand,
    /// The side at the bottom.
    pub orientation: Color,
    /// Why the board refused the reader's last attempt, if it did.
    pub refusal: Option<IllegalReason>,
    /// The exercise has been solved: the board takes no more moves.
    pub solved: bool,
    /// What to tell the reader about their last attempt.
    pub feedback: Option<Feedback>,
    /// What the board has to tell the host page: its latest events,
    /// oldest first (at most [`EVENTS_KEPT`]).
    pub events: Vec<EmbedEvent>,
    /// The game given and the position shown in it, when the board shows
    /// a game.
    pub viewer: Option<Viewer>,
    /// How many events the board has produced since it was made. A view
    /// sends each event once, from [`EmbedState::events_after`] the count
    /// it has sent: several actions may come between two of its renders
    /// (a press and its release, on a busy page), and the events of the
    /// first must not be lost to the second.
    pub told: u64,
}

/// How many of its latest events a board keeps for its view to send: far
/// more than the few (a move, the replies, the end) that an action makes.
pub const EVENTS_KEPT: usize = 16;

fn game_over_event(outcome: Outcome) -> EmbedEvent {
    EmbedEvent::GameOver {
        result: outcome.result_token(),
        reason: outcome.code(),
        outcome,
    }
}

impl EmbedState {
    /// The board the options describe, announcing itself (ready, or invalid).
    pub fn new(options: EmbedOptions) -> EmbedState {
        // The page's moves stay in the game's history: castling rights
        // lost by a rook's move and repetitions are explained from it.
        let (board, game, orientation, event) = match options.board {
            Ok(config) => {
                let fen = config.game.position().fen();
                let (game, orientation) = (config.game.clone(), config.orientation);
                (
                    Ok(Rc::new(config)),
                    game,
                    orientation,
                    EmbedEvent::Ready { fen },
                )
            }
            Err(errors) => {
                let listed = errors.clone();
                (
                    Err(Rc::new(errors)),
                    Game::new(),
                    Color::White,
                    EmbedEvent::Invalid { errors: listed },
                )
            }
        };
        let viewer = board
            .as_ref()
            .ok()
            .and_then(|config| config.record.clone())
            .map(Viewer::new);
        EmbedState {
            frame: options.frame,
            board,
            game,
            hand: Hand::default(),
            orientation,
            refusal: None,
            solved: false,
            feedback: None,
            events: vec![event],
            viewer,
            told: 1,
        }
    }

    /// The board's language.
    pub fn lang(&self) -> Lang {
        self.frame.lang
    }

    /// The mode, once the options are valid.
    pub fn mode(&self) -> Option<Mode> {
        self.board.as_ref().ok().map(|config| config.mode)
    }

    /// Whether the reader may move pieces now.
    pub fn accepts_moves(&self) -> bool {
        match self.mode() {
            Some(Mode::Play) => self.takes_moves(),
            Some(Mode::Exercise) => !self.solved && self.takes_moves(),
            Some(Mode::View) | None => false,
        }
    }

    /// The game goes on and no promotion waits for its piece.
    fn takes_moves(&self) -> bool {
        self.game.outcome().is_none() && self.hand.promotion().is_none()
    }

    /// Whether the reader has moves of their own to take back.
    pub fn can_undo(&self) -> bool {
        match (&self.board, &self.viewer) {
            (Ok(_), Some(_)) => self.away(),
            (Ok(config), None) => config.mode == Mode::Play && self.game.ply() > config.game.ply(),
            (Err(_), _) => false,
        }
    }

    /// Whether the board differs from the page's setting. (A game's
    /// viewer has its own ways back: its buttons, « back to the game ».)
    pub fn can_restart(&self) -> bool {
        match &self.board {
            Ok(config) => {
                config.mode != Mode::View && self.viewer.is_none() && self.game != config.game
            }
            Err(_) => false,
        }
    }

    /// Whether the reader has left the game given with moves of their own
    /// (free play): the board's game goes on past the position shown.
    pub fn away(&self) -> bool {
        self.viewer
            .as_ref()
            .is_some_and(|viewer| self.game.moves().len() != viewer.walk().line().moves().len())
    }

    /// Puts the viewer's position on the board, leaving any move of the
    /// reader's.
    fn show_viewer(&mut self) {
        if let Some(viewer) = &self.viewer {
            self.game = viewer.walk().line().clone();
        }
        self.hand.reset();
        self.refusal = None;
        self.feedback = None;
    }

    /// The events produced after the first `sent` (those still kept).
    pub fn events_after(&self, sent: u64) -> &[EmbedEvent] {
        let new = usize::try_from(self.told.saturating_sub(sent)).unwrap_or(usize::MAX);
        &self.events[self.events.len().saturating_sub(new)..]
    }

    /// Applies `action`; the events it makes join `events`.
    pub fn apply(&mut self, action: EmbedAction) {
        let Ok(config) = self.board.clone() else {
            return;
        };
        let kept = self.events.len();
        match action {
            EmbedAction::Board(action) => self.gesture(&config, action),
            EmbedAction::Viewer(action) => {
                let away = self.away();
                let moved = self.viewer.as_mut().is_some_and(|v| v.apply(action));
                if moved || away {
                    self.show_viewer();
                }
            }
            EmbedAction::BackToGame => {
                if self.away() {
                    self.show_viewer();
                }
            }
            EmbedAction::Restart => {
                if let Some(record) = &config.record {
                    self.viewer = Some(Viewer::new(record.clone()));
                }
                self.game = config.game.clone();
                self.hand.reset();
                self.refusal = None;
                self.solved = false;
                self.feedback = None;
            }
            EmbedAction::Undo => {
                if self.can_undo() {
                    self.game.undo();
                    self.hand.reset();
                    self.refusal = None;
                    self.feedback = None;
                }
            }
            EmbedAction::ClaimDraw => {
                if config.mode == Mode::Play && self.game.outcome().is_none() {
                    self.hand.reset();
                    // A claim that is not correct changes nothing; the
                    // button is only shown when it is.
                    if self.game.claim_draw().is_ok() {
                        if let Some(outcome) = self.game.outcome() {
                            self.events.push(game_over_event(outcome));
                        }
                    }
                }
            }
        }
        self.told += (self.events.len() - kept) as u64;
        let old = self.events.len().saturating_sub(EVENTS_KEPT);
        self.events.drain(..old);
    }

    fn gesture(&mut self, config: &BoardConfig, action: HandAction) {
        if config.mode == Mode::View || self.solved {
            // Nothing moves on a view or a solved exercise. (A finished
            // game in free play still explains why, through the hand.)
            return;
        }
        let attempt = matches!(
            action,
            HandAction::Press(_) | HandAction::Drop { .. } | HandAction::Promote(_)
        );
        if attempt {
            // Each attempt is judged afresh: an old refusal says nothing
            // about this one.
            self.refusal = None;
        }
        let rules = HandRules::free(self.lang());
        match self.hand.apply(action, &self.game, rules) {
            HandOutcome::Attempted(mv) => {
                let before = *self.game.position();
                let on_game = !self.away();
                if self.game.play(mv).is_ok() {
                    if on_game {
                        // The game's own next move (or one of its
                        // variations) keeps the reader in the game.
                        if let Some(viewer) = &mut self.viewer {
                            viewer.follow(mv);
                        }
                    }
                    self.feedback = None;
                    self.moved(config, before, mv);
                }
            }
            HandOutcome::Refused {
                attempted,
                reason: Refusal::Illegal(reason),
            } => {
                self.refusal = Some(reason);
                if attempt {
                    self.feedback = None;
                    self.events.push(EmbedEvent::Wrong {
                        uci: attempted.filter(|m| m.from != m.to).map(|m| m.to_string()),
                        san: None,
                        legal: false,
                        why: WrongMove::Illegal(reason),
                    });
                }
            }
            _ => {}
        }
    }

    /// The reader played `mv` from `position`: an exercise checks it, and
    /// the host page hears of it.
    fn moved(&mut self, config: &BoardConfig, position: Position, mv: Move) {
        let lang = self.lang();
        let letters = lang.piece_letters();
        let english = to_san_with(&position, mv, PieceLetters::English);
        if config.mode == Mode::Exercise {
            let Some(solution) = config.solutions.iter().find(|s| s.answer == mv) else {
                // Legal, but not the answer: the move is taken back at once.
                let said = to_san_with(&position, mv, letters);
                self.game.undo();
                self.hand.reset();
                self.events.push(EmbedEvent::Wrong {
                    uci: Some(mv.to_string()),
                    san: Some(english),
                    legal: true,
                    why: WrongMove::NotTheAnswer(said.clone()),
                });
                self.feedback = Some(Feedback::Wrong(said));
                return;
            };
            self.push_move(mv, english.clone(), false);
            let mut reply = Vec::new();
            for &next in &solution.reply {
                let at = *self.game.position();
                if self.game.play(next).is_err() {
                    break;
                }
                reply.push(to_san_with(&at, next, letters));
                self.push_move(next, to_san_with(&at, next, PieceLetters::English), true);
            }
            self.solved = true;
            self.feedback = Some(Feedback::Solved {
                answer: to_san_with(&position, mv, letters),
                reply,
            });
            self.events.push(EmbedEvent::Solved {
                san: english,
                uci: mv.to_string(),
            });
        } else {
            self.push_move(mv, english, false);
        }
        if let Some(outcome) = self.game.outcome() {
            self.events.push(game_over_event(outcome));
        }
    }

    fn push_move(&mut self, mv: Move, san: String, auto: bool) {
        self.events.push(EmbedEvent::Move {
            san,
            uci: mv.to_string(),
            fen: self.game.position().fen(),
            auto,
        });
    }

    /// The game now.
    pub fn game(&self) -> &Game {
        &self.game
    }
}

reduced_by_apply!(EmbedState, EmbedAction);
