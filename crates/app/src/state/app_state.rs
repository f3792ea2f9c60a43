//! The app's one reducer: the game, and what the player is doing with it.
//!
//! Everything the board shows is derived from [`AppState`], and the only way
//! to change it is an [`Action`]. The rules crate is called from here and
//! nowhere else, so the views never decide what is legal. Nothing here
//! touches the browser: the reducer is tested natively.

use std::rc::Rc;

use roque_rules::{
    Color, DrawClaim, FenError, Game, IllegalReason, Lang, Move, Outcome, Piece, Position, Role,
    SanPlus, Square,
};
use roque_worker::{ClockTime, OfferVerdict, Reply, Request, Task, Ticket};
use yew::Reducible;

use crate::model::clock::{ChessClock, TimeControl};
use crate::model::import::{ImportError, Imported};
use crate::model::options::{Opponent, Settings};
use crate::model::record::{ImportedRecord, Record};
use crate::model::typed_move::{self, TypedMoveError};
use crate::persist::archive::Archive;
use crate::persist::saved::SavedError;
use crate::persist::share::LinkError;
use crate::state::editor::{Editor, EditorAction};
use crate::state::navigation::{self, Nav};

/// Something the app tells the player beside the position itself: why a
/// move was refused, or why the starting position given in the address was
/// not used.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The attempted move breaks a rule, or the game is over; the rules
    /// crate says which.
    Illegal(IllegalReason),
    /// The `fen` given in the address is not a legal position; the game
    /// started from the initial position instead.
    BadFen(FenError),
    /// The computer answered the player's draw offer (accepted when the
    /// verdict says so).
    DrawOfferAnswer(OfferVerdict),
    /// The computer claimed a draw (the outcome says which).
    ComputerClaimed(DrawClaim),
    /// The computer could not be started or failed; the game can go on
    /// between two players, or start again.
    ComputerUnavailable,
    /// A move typed in the text box was not played: why.
    TypedMove(TypedMoveError),
    /// Touch-move is on: the touched piece must be moved (art. 4.3).
    TouchMove {
        /// Where the touched piece stands.
        square: Square,
        /// The piece.
        piece: Piece,
    },
    /// A draw claimed with a move was not correct (art. 9.5.3): the move
    /// was played and the game goes on.
    IncorrectClaim,
    /// The new time control applies from the next game.
    TimeControlNextGame,
    /// The saved game could not be read: a new game started, and the
    /// unreadable data was kept under `backup` (or, when even that failed,
    /// left where it was and not written over).
    SavedUnreadable {
        /// Why it could not be read.
        error: SavedError,
        /// The key it was copied to.
        backup: Option<String>,
    },
    /// Some games of the history could not be read; the others are there,
    /// and the whole history as it was is kept under `backup`.
    HistoryUnreadable {
        /// How many parts could not be read.
        unreadable: usize,
        /// The key it was copied to.
        backup: Option<String>,
    },
    /// This browser does not let the page store anything (private mode,
    /// storage disabled or full): the game will not survive a reload.
    StorageUnavailable,
    /// The game in the address's link could not be read; nothing changed.
    LinkRefused(LinkError),
    /// The game in the address's link is on the board.
    LinkOpened {
        /// The game that was in progress went to the history.
        set_aside: bool,
    },
    /// A pasted position or game was imported.
    Imported(ImportSummary),
}

/// What an import brought in, to confirm it to the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImportSummary {
    /// A position (FEN).
    Position,
    /// A game (PGN) of this many half-moves; `more_games` when the text
    /// held others after it, which were left out.
    Game {
        /// Its half-moves.
        plies: usize,
        /// Whether other games followed it in the text.
        more_games: bool,
    },
}

/// The import dialog: open, with the reason the last text was refused.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ImportDialog {
    /// Why the last pasted text was refused, if it was.
    pub error: Option<ImportError>,
}

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

/// A pawn move to the last rank waiting for the player to choose the piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PendingPromotion {
    /// The pawn's square.
    pub from: Square,
    /// The square on the last rank.
    pub to: Square,
    /// The promoting side, whose pieces the picker shows.
    pub color: Color,
}

/// How the app starts: the position, the language and the orientation,
/// as read from the address.
#[derive(Clone, Debug, PartialEq)]
pub struct StartOptions {
    /// The position to start from.
    pub position: Position,
    /// The language of the interface.
    pub lang: Lang,
    /// The side shown at the bottom.
    pub orientation: Color,
    /// Why a requested position was refused, if it was.
    pub notice: Option<Notice>,
}

impl Default for StartOptions {
    fn default() -> StartOptions {
        StartOptions {
            position: Position::new(),
            lang: Lang::Fr,
            orientation: Color::White,
            notice: None,
        }
    }
}

impl StartOptions {
    /// Reads the options from the address's query parameters, already
    /// decoded: `fen` (a position in FEN), `lang` (`fr` or `en`) and
    /// `orientation` (`white` or `black`).
    ///
    /// Every value is untrusted: a bad FEN keeps the initial position and
    /// says why; an unknown language or orientation is ignored.
    pub fn from_params(fen: Option<&str>, lang: Option<&str>, orientation: Option<&str>) -> Self {
        let mut options = StartOptions::default();
        if let Some(lang) = lang.and_then(|l| l.trim().parse::<Lang>().ok()) {
            options.lang = lang;
        }
        match orientation
            .map(|o| o.trim().to_ascii_lowercase())
            .as_deref()
        {
            Some("black" | "b" | "noirs" | "noir") => options.orientation = Color::Black,
            Some("white" | "w" | "blancs" | "blanc") => options.orientation = Color::White,
            _ => {}
        }
        if let Some(fen) = fen.filter(|f| !f.trim().is_empty()) {
            match Position::from_fen(fen.trim()) {
                Ok(position) => options.position = position,
                Err(error) => options.notice = Some(Notice::BadFen(error)),
            }
        }
        options
    }
}

/// The whole state of the app.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The game: its start, its moves, its outcome.
    pub game: Game,
    /// The square of the piece the player has picked up, if any.
    pub selected: Option<Square>,
    /// Set when the player pressed the piece that was already selected:
    /// releasing it without dragging then puts it down (deselects).
    deselect_on_release: bool,
    /// A promotion waiting for the player's choice of piece.
    pub promotion: Option<PendingPromotion>,
    /// The latest thing to tell the player, if any.
    pub notice: Option<Notice>,
    /// The side shown at the bottom of the board.
    pub orientation: Color,
    /// The language of the interface.
    pub lang: Lang,
    /// Who plays against whom.
    pub opponent: Opponent,
    /// The player's draw offer to the computer, if any.
    pub draw_offer: Option<DrawOffer>,
    /// The computer failed and will not be asked again until a new game or
    /// a change of opponent.
    pub computer_failed: bool,
    /// Numbers the situations the computer is asked about: it changes
    /// whenever the game, the opponent or an offer changes, so that an
    /// answer about an older situation is recognised and dropped.
    pub ticket: Ticket,
    /// Counts the notices given in answer to the player, so that the same
    /// refusal twice is announced twice.
    pub notices: u32,
    /// The players' lasting choices.
    pub settings: Settings,
    /// The game's clock, when it is played with one.
    pub clock: Option<ChessClock>,
    /// The latest time the page gave ([`Action::Tick`]), in milliseconds
    /// of its monotonic clock: the time of the next action.
    pub now_ms: f64,
    /// The player to move will claim a draw with the next move (art.
    /// 9.2.1.1, 9.3.1).
    pub claim_with_next_move: bool,
    /// The finished games (and those set aside), newest first.
    pub history: Archive,
    /// The wall clock's time (milliseconds since 1970, UTC) when `now_ms`
    /// was 0: dates the games put in the history.
    pub wall_offset_ms: f64,
    /// The earlier position shown instead of the live one: the number of
    /// moves after which it stands (see [`crate::state::navigation`]).
    pub viewing: Option<usize>,
    /// The players' names and what an imported PGN said.
    pub record: Record,
    /// The import dialog, when open.
    pub import: Option<ImportDialog>,
    /// The board editor, when it is the screen shown.
    pub editor: Option<Editor>,
}

/// What the player can do. The views send these; only the app dispatches.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The pointer went down on a square (mouse button, finger, pen):
    /// picks a piece up, or plays the selected piece there.
    Press(Square),
    /// The pointer came up on the square it went down on, without
    /// dragging: a second press on a selected piece puts it back down.
    Release(Square),
    /// A piece dragged from `from` was dropped on `to`.
    Drop {
        /// Where the drag started.
        from: Square,
        /// Where the piece was dropped.
        to: Square,
    },
    /// Put the selected piece back without moving, closing the promotion
    /// picker if it is open (Escape, a drop off the board).
    Deselect,
    /// The piece chosen in the promotion picker.
    Promote(Role),
    /// The promotion picker was closed without a choice: nothing is played.
    CancelPromotion,
    /// Take back the last move.
    Undo,
    /// Start a new game from the initial position.
    NewGame,
    /// Turn the board around.
    Flip,
    /// Speak another language.
    SetLang(Lang),
    /// The player to move claims the draw that is available (threefold
    /// repetition or the 50-move rule).
    ClaimDraw,
    /// Play against another person, or against the computer: takes effect
    /// at once, in the game in progress.
    SetOpponent(Opponent),
    /// The player offers the computer a draw.
    OfferDraw,
    /// The player resigns: against the computer, the player's side; between
    /// two players, the side to move.
    Resign,
    /// The computer's worker answered.
    Computer(Reply),
    /// The computer's worker could not be started, or died.
    ComputerUnavailable,
    /// A move typed in algebraic notation (`Cf3`, `Nf3`, `O-O`, `e8=D`),
    /// played through the same path as a click if it is legal and the
    /// board accepts moves now; else the notice says why.
    PlayTyped(String),
    /// The time is now this, in milliseconds of the page's monotonic
    /// clock: sent before every action and when a flag may fall.
    Tick(f64),
    /// The clock for new games (`None`: no clock). Starts a new clock at
    /// once when no move has been played yet.
    SetTimeControl(Option<TimeControl>),
    /// Turn « pièce touchée, pièce jouée » on or off.
    SetTouchMove(bool),
    /// Turn the automatic end at threefold repetition and 50 moves on or off.
    SetAutoDraw(bool),
    /// The player to move accepts the standing draw offer.
    AcceptDraw,
    /// The player to move declines the standing draw offer.
    DeclineDraw,
    /// Claim a draw with the next move, or no longer.
    ClaimWithNextMove(bool),
    /// Bring the history's game at this index (0 is the newest) back to
    /// the board; the game in progress, if any, goes to the history.
    Reopen(usize),
    /// Delete the history's game at this index.
    DeleteArchived(usize),
    /// Show another position of the game (the game is not changed).
    Navigate(Nav),
    /// A player's name for the record; empty for the default name.
    SetPlayerName(Color, String),
    /// Open the dialog to paste a FEN or a PGN.
    OpenImport,
    /// Close it without importing.
    CloseImport,
    /// Import a pasted FEN or PGN: replaces the game if it reads, changes
    /// nothing but the dialog's message if not.
    Import(String),
    /// Open the board editor on the position shown.
    OpenEditor,
    /// Leave the editor for the game, unchanged.
    CloseEditor,
    /// A change in the editor.
    Editor(EditorAction),
    /// Start a new game from the editor's position, if the rules accept it.
    PlayFromEditor,
}

impl AppState {
    /// A new game from `options`.
    pub fn new(options: StartOptions) -> AppState {
        AppState {
            game: Game::from_position(options.position),
            selected: None,
            deselect_on_release: false,
            promotion: None,
            notice: options.notice,
            orientation: options.orientation,
            lang: options.lang,
            opponent: Opponent::Human,
            draw_offer: None,
            computer_failed: false,
            ticket: Ticket(0),
            notices: 0,
            settings: Settings::default(),
            clock: None,
            now_ms: 0.0,
            claim_with_next_move: false,
            history: Archive::new(),
            wall_offset_ms: 0.0,
            viewing: None,
            record: Record::default(),
            import: None,
            editor: None,
        }
    }

    /// The side that offered a draw the player to move may accept, if any.
    pub fn standing_offer(&self) -> Option<Color> {
        match self.draw_offer {
            Some(DrawOffer::Standing { by }) if self.outcome().is_none() => Some(by),
            _ => None,
        }
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

    /// The square of a touched piece that must be moved, if touch-move holds
    /// the player to one.
    pub fn touched(&self) -> Option<Square> {
        let from = self.selected?;
        (self.settings.touch_move
            && self.outcome().is_none()
            && !self.position().legal_moves_from(from).is_empty())
        .then_some(from)
    }

    /// Says that touch-move forbids putting the piece down.
    fn hold_to_touched(&mut self, from: Square) {
        if let Some(piece) = self.position().piece_at(from) {
            self.notice = Some(Notice::TouchMove {
                square: from,
                piece,
            });
        }
    }

    /// Whether the computer plays the side to move (and the game goes on).
    pub fn computer_to_move(&self) -> bool {
        self.outcome().is_none() && self.opponent.computer() == Some(self.position().turn())
    }

    /// What the computer should be doing now, if anything: choosing its
    /// move, or judging the player's draw offer.
    pub fn computer_request(&self) -> Option<Request> {
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
                .remaining(computer, self.now_ms)
                .clamp(0.0, f64::from(u32::MAX)) as u32,
            increment_ms: clock.control().increment_s.saturating_mul(1000),
        });
        Some(Request::from_game(self.ticket, task, level, computer, &self.game).with_clock(clock))
    }

    /// Whether the computer is choosing its move now.
    pub fn computer_thinking(&self) -> bool {
        self.computer_request()
            .is_some_and(|request| request.task == Task::Move)
    }

    /// Whether the player may offer the computer a draw now: on the
    /// player's turn, once per move.
    pub fn can_offer_draw(&self) -> bool {
        let Some(computer) = self.opponent.computer() else {
            // Between two players, the side that has just moved offers.
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

    /// Whether the player may resign now.
    pub fn can_resign(&self) -> bool {
        self.outcome().is_none()
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

    /// Where the selected piece may go: each square once, even when a
    /// pawn has four ways (promotions) to reach it.
    pub fn destinations(&self) -> Vec<Square> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut squares: Vec<Square> = Vec::new();
        for mv in self.position().legal_moves_from(from).iter() {
            if !squares.contains(&mv.to) {
                squares.push(mv.to);
            }
        }
        squares
    }

    /// The moves played, in SAN, with the interface language's piece letters.
    pub fn sans(&self) -> Vec<String> {
        self.game
            .moves()
            .iter()
            .enumerate()
            .filter_map(|(ply, &mv)| {
                let before = self.game.position_at(ply)?;
                let san = SanPlus::from_move(before, mv);
                Some(san.to_string_with(self.lang.piece_letters()))
            })
            .collect()
    }

    /// The last move played, to highlight its two squares.
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

    /// Whether the board accepts moves now: not while the computer plays
    /// or judges an offer.
    pub fn accepts_moves(&self) -> bool {
        self.outcome().is_none()
            && self.promotion.is_none()
            && !self.computer_to_move()
            && self.draw_offer != Some(DrawOffer::Pending)
    }

    fn own_piece_at(&self, sq: Square) -> Option<Piece> {
        let position = self.position();
        position
            .piece_at(sq)
            .filter(|piece| piece.color == position.turn())
    }

    /// Puts the piece in hand back.
    pub(crate) fn put_down(&mut self) {
        self.selected = None;
        self.deselect_on_release = false;
    }

    fn press(&mut self, sq: Square) {
        if self.promotion.is_some() {
            return;
        }
        if self.outcome().is_none() && !self.accepts_moves() {
            // The computer has the move (or the offer): the board waits.
            self.put_down();
            return;
        }
        if let Some(outcome) = self.outcome() {
            self.put_down();
            if self.position().piece_at(sq).is_some() {
                self.notice = Some(Notice::Illegal(IllegalReason::GameOver { outcome }));
            }
            return;
        }
        match self.selected {
            Some(from) if from == sq => {
                // Pressing the selected piece again: it is put down on
                // release, unless the press turns into a drag.
                self.deselect_on_release = true;
            }
            Some(from) => {
                let is_destination = self.destinations().contains(&sq);
                if !is_destination && self.own_piece_at(sq).is_some() {
                    if let Some(touched) = self.touched() {
                        self.hold_to_touched(touched);
                        return;
                    }
                    // Another piece of one's own: pick that one up instead.
                    self.select(sq);
                } else {
                    self.attempt(from, sq);
                }
            }
            None => {
                let position = self.position();
                match position.piece_at(sq) {
                    Some(piece) if piece.color == position.turn() => self.select(sq),
                    Some(piece) => {
                        self.notice = Some(Notice::Illegal(IllegalReason::NotYourTurn {
                            square: sq,
                            piece,
                        }))
                    }
                    None => self.notice = None,
                }
            }
        }
    }

    fn select(&mut self, sq: Square) {
        self.selected = Some(sq);
        self.deselect_on_release = false;
        self.notice = None;
    }

    /// The player asks for the move `from` → `to`: it is played, or a
    /// promotion picker opens, or the rules crate says why not.
    fn attempt(&mut self, from: Square, to: Square) {
        let position = *self.position();
        let promotes = self.outcome().is_none()
            && position
                .legal_moves_from(from)
                .iter()
                .any(|mv| mv.to == to && mv.promotion.is_some());
        if promotes {
            self.selected = Some(from);
            self.deselect_on_release = false;
            self.promotion = Some(PendingPromotion {
                from,
                to,
                color: position.turn(),
            });
            self.notice = None;
            return;
        }
        self.play(Move::new(from, to));
    }

    fn play(&mut self, mv: Move) {
        let touched = self.touched();
        self.put_down();
        self.promotion = None;
        // The game explains first: it knows what the position alone does
        // not (the end of the game, which piece lost a castling right).
        let legal = match self.game.explain(mv.from, mv.to, mv.promotion) {
            Ok(legal) => legal,
            Err(reason) => {
                self.notice = Some(Notice::Illegal(reason));
                // A touched piece stays in hand.
                self.selected = touched;
                return;
            }
        };
        self.notice = None;
        if std::mem::take(&mut self.claim_with_next_move) {
            match self.game.claim_draw_with(legal) {
                Ok(_) => return,
                // Not a correct claim: the announced move is still made
                // (art. 9.5.3).
                Err(_) => self.notice = Some(Notice::IncorrectClaim),
            }
        }
        // `explain` accepted it, so `play` cannot refuse it; should the two
        // ever disagree, the position stays as it was.
        let _ = self.game.play(legal);
    }

    /// Applies `action`, the one way the state changes.
    pub fn apply(&mut self, action: Action) {
        if self.viewing_past() && navigation::blocked_while_viewing(&action) {
            return;
        }
        if navigation::returns_to_live(&action) {
            self.viewing = None;
        }
        if action == Action::NewGame {
            // An imported PGN's tags describe the game it brought, not the next.
            self.record.imported = None;
        }
        // A move the board accepts to consider always gets a fresh answer,
        // even one worded as the last.
        let answers_player = matches!(action, Action::PlayTyped(_))
            || (self.accepts_moves() && matches!(action, Action::Press(_) | Action::Drop { .. }));
        let notice_before = self.notice.clone();
        let before = (
            self.game.clone(),
            self.opponent,
            self.draw_offer,
            self.computer_failed,
        );
        let ply = self.game.moves().len();
        let was_over = self.outcome().is_some();
        let mover = self.position().turn();
        // A game brought back from the history comes with its own clock and
        // is already in the history: nothing follows from it.
        let replaces_game = matches!(action, Action::Reopen(_));
        self.apply_inner(action);
        if !replaces_game {
            self.after_change(ply, was_over, mover);
            if !was_over && self.outcome().is_some() {
                // Every finished game goes to the history at once.
                self.archive_current();
            }
        }
        // A new situation: whatever the computer was asked before is moot.
        if (
            &self.game,
            self.opponent,
            self.draw_offer,
            self.computer_failed,
        ) != (&before.0, before.1, before.2, before.3)
        {
            self.ticket = Ticket(self.ticket.0.wrapping_add(1));
        }
        if self.notice.is_some() && (answers_player || self.notice != notice_before) {
            self.notices = self.notices.wrapping_add(1);
        }
    }

    /// What follows any change of the game: the clock, the automatic
    /// draws of the "online" setting, a draw offer declined by a move.
    fn after_change(&mut self, ply: usize, was_over: bool, mover: Color) {
        let now = self.now_ms;
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

    /// The clock of a new game, by the settings.
    fn new_clock(&mut self) {
        self.clock = self.settings.time_control.map(ChessClock::new);
    }

    fn apply_inner(&mut self, action: Action) {
        match action {
            Action::Press(sq) => self.press(sq),
            Action::Release(sq) => {
                if self.deselect_on_release && self.selected == Some(sq) {
                    match self.touched() {
                        Some(touched) => self.hold_to_touched(touched),
                        None => self.put_down(),
                    }
                }
                self.deselect_on_release = false;
            }
            Action::Drop { from, to } => {
                if self.promotion.is_some() || self.selected != Some(from) {
                    return;
                }
                if from == to {
                    // Dropped where it was lifted: it stays selected, as
                    // after a click, so the player may click the target.
                    self.deselect_on_release = false;
                } else {
                    self.attempt(from, to);
                }
            }
            Action::Deselect => {
                self.promotion = None;
                match self.touched() {
                    Some(touched) => self.hold_to_touched(touched),
                    None => self.put_down(),
                }
            }
            Action::Promote(role) => {
                if let Some(pending) = self.promotion {
                    self.play(Move::with_promotion(pending.from, pending.to, role));
                }
            }
            Action::CancelPromotion => {
                self.promotion = None;
                if self.touched().is_none() {
                    self.put_down();
                }
            }
            Action::Undo => {
                self.promotion = None;
                self.put_down();
                self.notice = None;
                self.draw_offer = None;
                self.take_back();
            }
            Action::NewGame => {
                self.game = Game::from_position(Position::new());
                self.promotion = None;
                self.put_down();
                self.notice = None;
                self.draw_offer = None;
                self.computer_failed = false;
                self.claim_with_next_move = false;
                self.new_clock();
            }
            Action::Flip => self.orientation = !self.orientation,
            Action::SetLang(lang) => self.lang = lang,
            Action::ClaimDraw => {
                self.put_down();
                self.promotion = None;
                // A claim that is not (or no longer) correct changes
                // nothing; the button is only shown when it is.
                let _ = self.game.claim_draw();
            }
            Action::SetOpponent(opponent) => {
                if let Opponent::Computer { computer, .. } = opponent {
                    // The player sits on the near side.
                    self.orientation = !computer;
                }
                self.opponent = opponent;
                self.draw_offer = None;
                self.computer_failed = false;
                self.promotion = None;
                self.put_down();
                self.notice = None;
            }
            Action::OfferDraw => {
                if self.can_offer_draw() {
                    self.notice = None;
                    self.draw_offer = Some(match self.opponent {
                        // The side that has just moved offers.
                        Opponent::Human => DrawOffer::Standing {
                            by: !self.position().turn(),
                        },
                        Opponent::Computer { .. } => {
                            self.put_down();
                            DrawOffer::Pending
                        }
                    });
                }
            }
            Action::Resign => {
                let loser = self
                    .opponent
                    .computer()
                    .map_or(self.position().turn(), |computer| !computer);
                self.promotion = None;
                self.put_down();
                self.draw_offer = None;
                if self.game.resign(loser).is_ok() {
                    self.notice = None;
                }
            }
            Action::Computer(reply) => self.computer_answered(reply),
            Action::ComputerUnavailable => {
                if self.opponent.computer().is_some() {
                    self.computer_failed = true;
                    self.draw_offer = None;
                    self.notice = Some(Notice::ComputerUnavailable);
                }
            }
            Action::Tick(now) => {
                if now.is_finite() && now >= self.now_ms {
                    self.now_ms = now;
                }
                let flag = self
                    .clock
                    .as_ref()
                    .and_then(|clock| clock.flag(self.now_ms));
                if let Some(loser) = flag {
                    // A loss, or a draw if the opponent cannot mate (art. 6.9).
                    if self.game.flag(loser).is_ok() {
                        self.promotion = None;
                        self.put_down();
                        self.draw_offer = None;
                    }
                }
            }
            Action::SetTimeControl(control) => {
                self.settings.time_control = control;
                if self.game.moves().is_empty() && self.outcome().is_none() {
                    self.new_clock();
                } else if self.clock.as_ref().map(ChessClock::control) != control {
                    self.notice = Some(Notice::TimeControlNextGame);
                }
            }
            Action::SetTouchMove(on) => self.settings.touch_move = on,
            Action::SetAutoDraw(on) => self.settings.auto_draw = on,
            Action::AcceptDraw => {
                if self.standing_offer().is_some() {
                    self.draw_offer = None;
                    self.put_down();
                    self.promotion = None;
                    let _ = self.game.agree_draw();
                }
            }
            Action::DeclineDraw => {
                if self.standing_offer().is_some() {
                    self.draw_offer = None;
                }
            }
            Action::ClaimWithNextMove(on) => {
                self.claim_with_next_move = on && self.can_claim_with_a_move();
            }
            Action::Reopen(index) => self.reopen(index),
            Action::DeleteArchived(index) => {
                self.history.remove(index);
            }
            Action::Navigate(nav) => self.navigate(nav),
            Action::SetPlayerName(color, name) => {
                let name = Some(name).filter(|n| !n.trim().is_empty());
                *color.fold(&mut self.record.white, &mut self.record.black) = name;
            }
            Action::OpenImport => self.import = Some(ImportDialog::default()),
            Action::CloseImport => self.import = None,
            Action::Import(text) => match crate::model::import::import(&text) {
                Ok(imported) => self.load(imported),
                Err(error) => {
                    self.import = Some(ImportDialog { error: Some(error) });
                }
            },
            Action::OpenEditor => {
                self.editor = Some(Editor::from_position(self.shown_position()));
                self.import = None;
            }
            Action::CloseEditor => self.editor = None,
            Action::Editor(change) => {
                if let Some(editor) = &mut self.editor {
                    editor.apply(change);
                }
            }
            Action::PlayFromEditor => {
                if let Some(Ok(position)) = self.editor.as_ref().map(Editor::position) {
                    self.start_from(Game::from_position(position));
                    self.record.imported = None;
                    self.editor = None;
                    self.notice = None;
                }
            }
            Action::PlayTyped(text) => self.play_typed(&text),
        }
    }

    /// A typed move: read in the interface's language (either letters),
    /// then played as a click would play it.
    fn play_typed(&mut self, text: &str) {
        if self.promotion.is_some() {
            return;
        }
        if let Some(outcome) = self.outcome() {
            self.notice = Some(Notice::Illegal(IllegalReason::GameOver { outcome }));
            return;
        }
        if !self.accepts_moves() {
            self.notice = Some(Notice::TypedMove(TypedMoveError::NotYourTurn));
            return;
        }
        match typed_move::read(text, self.position(), self.lang) {
            // Touch-move: a typed move must move the touched piece too.
            Ok(mv) if self.touched().is_some_and(|touched| touched != mv.from) => {
                if let Some(touched) = self.touched() {
                    self.hold_to_touched(touched);
                }
            }
            Ok(mv) => self.play(mv),
            Err(error) => {
                self.put_down();
                self.notice = Some(Notice::TypedMove(error));
            }
        }
    }

    /// A new game in place of the current one, everything about the old
    /// one put away (the players' names stay).
    fn start_from(&mut self, game: Game) {
        self.game = game;
        self.viewing = None;
        self.promotion = None;
        self.put_down();
        self.draw_offer = None;
        self.computer_failed = false;
        self.claim_with_next_move = false;
        // A new game on the board: a fresh clock, by the settings.
        self.new_clock();
    }

    /// Replaces the game with an imported position or game.
    fn load(&mut self, imported: Imported) {
        let summary = match imported {
            Imported::Position(position) => {
                self.start_from(Game::from_position(position));
                self.record.imported = None;
                ImportSummary::Position
            }
            Imported::Game(imported) => {
                let plies = imported.game.ply();
                self.start_from(imported.game);
                self.record = Record {
                    white: imported.white,
                    black: imported.black,
                    imported: Some::<ImportedRecord>(imported.record),
                };
                ImportSummary::Game {
                    plies,
                    more_games: imported.more_games,
                }
            }
        };
        self.import = None;
        self.notice = Some(Notice::Imported(summary));
    }

    /// Takes back the last move; against the computer, back to the
    /// player's turn (the computer's reply and the player's move). A result
    /// declared without a move (resignation, agreement, a claim) is
    /// withdrawn first, keeping the moves.
    fn take_back(&mut self) {
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
    }

    /// The computer's answer, if it answers the question now asked.
    fn computer_answered(&mut self, reply: Reply) {
        let Some(request) = self.computer_request() else {
            return;
        };
        if reply.ticket() != Some(request.ticket) {
            return;
        }
        match (request.task, reply) {
            (Task::Move, Reply::Move { report, .. }) => {
                if self.game.play(report.mv).is_err() {
                    self.computer_failed = true;
                    self.notice = Some(Notice::ComputerUnavailable);
                } else {
                    self.notice = None;
                }
            }
            (Task::Move, Reply::Claim { with, .. }) => {
                let claimed = match with {
                    Some(mv) => self.game.claim_draw_with(mv),
                    None => self.game.claim_draw(),
                };
                self.notice = match claimed {
                    Ok(claim) => Some(Notice::ComputerClaimed(claim)),
                    Err(_) => {
                        self.computer_failed = true;
                        Some(Notice::ComputerUnavailable)
                    }
                };
            }
            (Task::DrawOffer, Reply::DrawOffer { verdict, .. }) => {
                if verdict.accepted() {
                    self.draw_offer = None;
                    let _ = self.game.agree_draw();
                } else {
                    self.draw_offer = Some(DrawOffer::Declined {
                        ply: self.game.ply(),
                    });
                }
                self.notice = Some(Notice::DrawOfferAnswer(verdict));
            }
            // A failure, or an answer to another question.
            _ => {
                self.computer_failed = true;
                self.draw_offer = None;
                self.notice = Some(Notice::ComputerUnavailable);
            }
        }
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        next.apply(action);
        Rc::new(next)
    }
}
