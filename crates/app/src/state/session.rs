//! The game session: the game with its players, clock, offers and claims,
//! and what the computer is asked. Everything here is about the game
//! itself, not about how it is shown or what the player holds.

use roque_rules::{Color, DrawClaim, Game, Move, Outcome, Position, Square};
use roque_worker::{ClockTime, Request, Task, Ticket};

use crate::model::clock::ChessClock;
use crate::model::clock::TimeControl;
use crate::model::drawings::Drawings;
use crate::model::options::{Opponent, Settings};
use crate::model::record::Record;
use roque_worker::Reply;

/// Where a draw offer stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawOffer {
    /// Between two players: `by` offered a draw (after moving, art.
    /// 9.1.2.2); the opponent accepts, declines, or declines by moving.
    Standing {
        /// The side that offered.
        by: Color,
    },
    /// Offered; the computer is thinking about it.
    Pending,
    /// Declined when the game had this many moves: no new offer until a
    /// move is played.
    Declined {
        /// The number of moves (plies) played when it was declined.
        ply: usize,
    },
}

/// The game and everything that goes with it.
#[derive(Clone, Debug, PartialEq)]
pub struct Session {
    /// The game: its start, its moves, its outcome.
    pub(super) game: Game,
    /// Who plays against whom.
    pub(super) opponent: Opponent,
    /// The players' lasting choices.
    pub(super) settings: Settings,
    /// The game's clock, when it is played with one.
    pub(super) clock: Option<ChessClock>,
    /// Where a draw offer stands, if one was made.
    pub(super) draw_offer: Option<DrawOffer>,
    /// The player to move will claim a draw with the next move (art.
    /// 9.2.1.1, 9.3.1).
    pub(super) claim_with_next_move: bool,
    /// The computer failed and will not be asked again until a new game or
    /// a change of opponent.
    pub(super) computer_failed: bool,
    /// Numbers the situations the computer is asked about: it changes
    /// whenever the game, the opponent or an offer changes, so that an
    /// answer about an older situation is recognised and dropped.
    pub(super) ticket: Ticket,
    /// The players' names and what an imported PGN said.
    pub(super) record: Record,
    /// The game was brought back from the history: its result is the
    /// history's, and a takeback leaves that entry where it is.
    pub(super) reopened: bool,
    /// The arrows and circles drawn on the game's positions.
    pub(super) drawings: Drawings,
}

impl Session {
    /// A session of `game` between two players, with default settings.
    pub fn new(game: Game) -> Session {
        Session {
            game,
            opponent: Opponent::Human,
            settings: Settings::default(),
            clock: None,
            draw_offer: None,
            claim_with_next_move: false,
            computer_failed: false,
            ticket: Ticket(0),
            record: Record::default(),
            reopened: false,
            drawings: Drawings::default(),
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Who plays against whom.
    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    /// The players' lasting choices.
    pub fn settings(&self) -> Settings {
        self.settings
    }

    /// The clock, when the game has one.
    pub fn clock(&self) -> Option<&ChessClock> {
        self.clock.as_ref()
    }

    /// Where a draw offer stands.
    pub fn draw_offer(&self) -> Option<DrawOffer> {
        self.draw_offer
    }

    /// Whether the next move is announced as a draw claim.
    pub fn claim_with_next_move(&self) -> bool {
        self.claim_with_next_move
    }

    /// Whether the computer failed.
    pub fn computer_failed(&self) -> bool {
        self.computer_failed
    }

    /// The current situation's number, for the computer's answers.
    pub fn ticket(&self) -> Ticket {
        self.ticket
    }

    /// The players' names and what an imported PGN said.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The arrows and circles drawn on the game's positions.
    pub fn drawings(&self) -> &Drawings {
        &self.drawings
    }

    /// The position on the board now.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// The draw the player to move may claim now, if any.
    pub fn claimable_draw(&self) -> Option<DrawClaim> {
        self.game.claimable_draw()
    }

    /// The last move played.
    pub fn last_move(&self) -> Option<Move> {
        self.game.moves().last().copied()
    }

    /// The square of the king in check, if the side to move is in check.
    pub fn king_in_check(&self) -> Option<Square> {
        let position = self.position();
        position
            .is_check()
            .then(|| position.king_square(position.turn()))
    }

    /// The side that offered a draw the player to move may accept, if any.
    pub fn standing_offer(&self) -> Option<Color> {
        match self.draw_offer {
            Some(DrawOffer::Standing { by }) if self.outcome().is_none() => Some(by),
            _ => None,
        }
    }

    /// Whether the computer plays the side to move (and the game goes on).
    pub fn computer_to_move(&self) -> bool {
        self.outcome().is_none() && self.opponent.computer() == Some(self.position().turn())
    }

    /// Whether some legal move would give the player to move a draw to
    /// claim (a third repetition, or the 50th move): then the player may
    /// announce it and claim with it.
    pub fn can_claim_with_a_move(&self) -> bool {
        self.outcome().is_none()
            && !self.computer_to_move()
            && self
                .position()
                .legal_moves()
                .iter()
                .any(|&mv| self.game.claimable_with(mv).is_some())
    }

    /// What the computer should be doing at `now_ms`, if anything: choosing
    /// its move, or judging the player's draw offer.
    pub fn computer_request(&self, now_ms: f64) -> Option<Request> {
        let Opponent::Computer { computer, level } = self.opponent else {
            return None;
        };
        if self.computer_failed || self.outcome().is_some() {
            return None;
        }
        let task = if self.draw_offer == Some(DrawOffer::Pending) {
            Task::DrawOffer
        } else if self.position().turn() == computer {
            Task::Move
        } else {
            return None;
        };
        let clock = self.clock.as_ref().map(|clock| ClockTime {
            // Whole milliseconds; the time at the question is close enough.
            remaining_ms: clock
                .remaining(computer, now_ms)
                .clamp(0.0, f64::from(u32::MAX)) as u32,
            increment_ms: clock.control().increment_s.saturating_mul(1000),
        });
        Some(Request::from_game(self.ticket, task, level, computer, &self.game).with_clock(clock))
    }

    /// Whether the player may offer a draw now: against the computer on the
    /// player's turn, once per move; between two players, the side that has
    /// just moved.
    pub fn can_offer_draw(&self) -> bool {
        let Some(computer) = self.opponent.computer() else {
            return self.outcome().is_none()
                && !self.game.moves().is_empty()
                && self.draw_offer.is_none();
        };
        let declined_now = self.draw_offer
            == Some(DrawOffer::Declined {
                ply: self.game.ply(),
            });
        self.outcome().is_none()
            && !self.computer_failed
            && self.position().turn() != computer
            && self.draw_offer != Some(DrawOffer::Pending)
            && !declined_now
    }

    /// Whether the player may resign now: while the game goes on, once
    /// there is a game to lose — a move played, or a position set up.
    pub fn can_resign(&self) -> bool {
        self.outcome().is_none()
            && (!self.game.moves().is_empty() || *self.game.start() != Position::new())
    }

    /// The one reset of a session: `game` on the board, no offer, no claim,
    /// the computer asked again, a fresh clock by the settings. The
    /// opponent, the settings and the players' names stay.
    pub(super) fn start(&mut self, game: Game) {
        self.game = game;
        self.draw_offer = None;
        self.claim_with_next_move = false;
        self.computer_failed = false;
        self.reopened = false;
        self.drawings = Drawings::default();
        self.clock = self.settings.time_control.map(ChessClock::new);
    }

    /// Takes back the last move; against the computer, back to the
    /// player's turn (the computer's reply and the player's move). A result
    /// declared without a move (resignation, agreement, a claim) is
    /// withdrawn first, keeping the moves.
    pub(super) fn take_back(&mut self) {
        self.draw_offer = None;
        if self.game.withdraw_result().is_some() {
            return;
        }
        if self.game.undo().is_none() {
            return;
        }
        if let Some(computer) = self.opponent.computer() {
            if self.position().turn() == computer && !self.game.moves().is_empty() {
                self.game.undo();
            }
        }
        // The positions taken back take their drawings with them.
        self.drawings.truncate(self.game.ply());
    }

    /// What follows any change of the game at `now`: the clock, the
    /// automatic draws of the "online" setting, a draw offer declined by a
    /// move. `ply`, `was_over` and `mover` describe the game before.
    pub(super) fn after_change(&mut self, now: f64, ply: usize, was_over: bool, mover: Color) {
        let moves = self.game.moves().len();
        if moves > ply {
            // A move (by either side): a draw offer by the other side is
            // declined by it (art. 9.1.2.3); the offerer's own move keeps it.
            if matches!(self.draw_offer, Some(DrawOffer::Standing { by }) if by != mover) {
                self.draw_offer = None;
            }
            self.claim_with_next_move = false;
        }
        if self.settings.auto_draw
            && self.outcome().is_none()
            && self.game.claimable_draw().is_some()
        {
            let _ = self.game.claim_draw();
        }
        let over = self.outcome().is_some();
        let turn = self.position().turn();
        if let Some(clock) = &mut self.clock {
            for _ in ply..moves {
                clock.moved(mover, now);
            }
            for _ in moves..ply {
                clock.take_back(turn, now);
            }
            if over && !was_over {
                clock.stop(now);
            } else if was_over && !over {
                clock.resume(turn, now);
            }
        }
    }

    /// A new number for the situation, when it differs from `before`:
    /// whatever the computer was asked then is moot.
    pub(super) fn renumber_since(&mut self, before: &Session) {
        let changed = self.game != before.game
            || self.opponent != before.opponent
            || self.draw_offer != before.draw_offer
            || self.computer_failed != before.computer_failed;
        if changed {
            self.ticket = Ticket(self.ticket.0.wrapping_add(1));
        }
    }
}

/// What changes the game session: moves taken back, new games, offers,
/// claims, resignation, the opponent and the settings, the computer's
/// answers, the players' names.
#[derive(Clone, Debug, PartialEq)]
pub enum GameAction {
    /// Take back the last move.
    Undo,
    /// Start a new game from the initial position.
    NewGame,
    /// Start a new game from the position this game started from (a
    /// position given in the address, set up in the editor, imported):
    /// what a teacher sending a position expects « Nouvelle partie » to
    /// offer too. Nothing happens when the game started from the initial
    /// position.
    RestartPosition,
    /// The player to move claims the draw that is available (threefold
    /// repetition or the 50-move rule).
    ClaimDraw,
    /// The player offers the computer a draw.
    OfferDraw,
    /// The player resigns: against the computer, the player's side; between
    /// two players, the side to move.
    Resign,
    /// The player to move accepts the standing draw offer.
    AcceptDraw,
    /// The player to move declines the standing draw offer.
    DeclineDraw,
    /// Claim a draw with the next move, or no longer.
    ClaimWithNextMove(bool),
    /// Play against another person, or against the computer: takes effect
    /// at once, in the game in progress.
    SetOpponent(Opponent),
    /// The clock for new games (`None`: no clock). Starts a new clock at
    /// once when no move has been played yet.
    SetTimeControl(Option<TimeControl>),
    /// Turn « pièce touchée, pièce jouée » on or off.
    SetTouchMove(bool),
    /// Turn the automatic end at threefold repetition and 50 moves on or off.
    SetAutoDraw(bool),
    /// A player's name for the record; empty for the default name.
    SetPlayerName(Color, String),
    /// The game as the analysis board left it, in PGN, with its main
    /// line's game: kept as the game's record (for the export) while that
    /// main line is the game's.
    Annotate {
        /// The analysis's main line.
        mainline: Game,
        /// The analysis's tree, in PGN.
        pgn: String,
        /// Whether the tree has more than its moves.
        annotated: bool,
        /// The drawings of its main line.
        drawings: Drawings,
    },
    /// The computer's worker answered.
    Computer(Reply),
    /// The computer's worker could not be started, or died.
    ComputerUnavailable,
    /// A move the board plays by itself (an exercise's scripted reply):
    /// played if it is legal, whoever's turn it is.
    AutoPlay(Move),
}
