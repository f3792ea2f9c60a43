//! The app's one reducer: the game, and what the player is doing with it.
//!
//! Everything the board shows is derived from [`AppState`], and the only way
//! to change it is an [`Action`], through [`AppState::apply`]. The state is
//! nested by concern, each part with its own file and its own reset:
//! the game [`Session`], the piece in the [`Hand`], the [`View`] (side,
//! language, the position shown) and the [`Screen`] (game, import dialog,
//! editor); the notice, the history and the time sit beside them. No field
//! is written from outside this module. The rules crate is called from
//! here and nowhere else, so the views never decide what is legal. Nothing
//! here touches the browser: the reducer is tested natively.

use roque_engine::Level;
use roque_rules::{Color, Game, Lang, Move, Outcome, Position, Square};
use roque_worker::{Request, Task, Ticket};

use crate::model::clock::ChessClock;
use crate::model::navigation::Nav;
use crate::model::options::{Opponent, Settings};
use crate::model::record::{ImportedRecord, Record};
use crate::persist::archive::Archive;
use crate::persist::saved::Saved;
use crate::state::drawing::DrawAction;
use crate::state::hand::{Hand, HandAction, PendingPromotion};
use crate::state::notice::Notice;
use crate::state::resume::StartOptions;
use crate::state::screen::ScreenAction;
use crate::state::screen::{EditorOpening, ImportDialog, Screen};
use crate::state::session::GameAction;
use crate::state::session::{DrawOffer, Session};
use crate::state::view::View;
use crate::state::view::ViewAction;

mod arrivals;
mod computer;
mod play;

/// What the player can do, by the part of the state it changes; the views
/// send these, and only the app dispatches. A new action goes in the
/// sub-enum of its part, and the compiler then asks where it is handled.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The piece in hand.
    Hand(HandAction),
    /// The game session.
    Game(GameAction),
    /// How the game is shown.
    View(ViewAction),
    /// The screen.
    Screen(ScreenAction),
    /// The history.
    History(HistoryAction),
    /// Drawing on the position shown.
    Draw(DrawAction),
    /// The time is now this, in milliseconds of the page's monotonic
    /// clock: sent before every action and when a flag may fall.
    Tick(f64),
    /// Forget the notice shown (an embedded board judges each attempt
    /// afresh).
    ClearNotice,
}

/// The history of finished games.
#[derive(Clone, Debug, PartialEq)]
pub enum HistoryAction {
    /// Bring the history's game at this index (0 is the newest) back to
    /// the board; the game in progress, if any, goes to the history.
    Reopen(usize),
    /// Delete the history's game at this index.
    DeleteArchived(usize),
}

/// The whole state of the app.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    /// The game and what goes with it.
    session: Session,
    /// The piece in the player's hand.
    hand: Hand,
    /// How the game is shown.
    view: View,
    /// What fills the screen besides the board.
    screen: Screen,
    /// The latest thing to tell the player, if any.
    notice: Option<Notice>,
    /// Counts the notices given in answer to the player, so that the same
    /// refusal twice is announced twice.
    notices: u32,
    /// The finished games (and those set aside), newest first.
    history: Archive,
    /// The latest time the page gave ([`Action::Tick`]), in milliseconds
    /// of its monotonic clock: the time of the next action.
    now_ms: f64,
    /// The wall clock's time (milliseconds since 1970, UTC) when `now_ms`
    /// was 0: dates the games put in the history.
    wall_offset_ms: f64,
}

/// How an action relates to an earlier position being shown.
enum WhileViewing {
    /// A move on the board: refused, that position is not the one to play from.
    Refused,
    /// It changes the game: the live position is shown first.
    BackToLive,
    /// Looking (flipping, the language, dialogs, names, navigating) or the
    /// computer's answers, which must not pull the player away from the
    /// position they are studying.
    Kept,
}

impl Action {
    fn while_viewing(&self) -> WhileViewing {
        match self {
            Action::Hand(HandAction::Press(_))
            | Action::Hand(HandAction::Release(_))
            | Action::Hand(HandAction::Drop { .. })
            | Action::Hand(HandAction::Promote(_)) => WhileViewing::Refused,
            Action::Game(GameAction::Undo)
            | Action::Game(GameAction::NewGame)
            | Action::Game(GameAction::RestartPosition)
            | Action::Game(GameAction::ClaimDraw)
            | Action::Game(GameAction::SetOpponent(_))
            | Action::Game(GameAction::OfferDraw)
            | Action::Game(GameAction::Resign)
            | Action::Screen(ScreenAction::PlayFromEditor { .. } | ScreenAction::PlayOn(_)) => {
                WhileViewing::BackToLive
            }
            Action::Hand(HandAction::Deselect)
            | Action::Hand(HandAction::CancelPromotion)
            | Action::View(ViewAction::Flip)
            | Action::View(ViewAction::SetLang(_))
            | Action::Game(GameAction::Computer(_))
            | Action::Game(GameAction::ComputerUnavailable)
            | Action::Hand(HandAction::PlayTyped(_))
            | Action::Game(GameAction::AutoPlay(_))
            | Action::Tick(_)
            | Action::Game(GameAction::SetTimeControl(_))
            | Action::Game(GameAction::SetTouchMove(_))
            | Action::Game(GameAction::SetAutoDraw(_))
            | Action::Game(GameAction::AcceptDraw)
            | Action::Game(GameAction::DeclineDraw)
            | Action::Game(GameAction::ClaimWithNextMove(_))
            | Action::History(HistoryAction::Reopen(_))
            | Action::History(HistoryAction::DeleteArchived(_))
            | Action::View(ViewAction::Navigate(_))
            | Action::Game(GameAction::SetPlayerName(..))
            | Action::Game(GameAction::Annotate { .. })
            | Action::Screen(ScreenAction::OpenImport)
            | Action::Screen(ScreenAction::CloseImport)
            | Action::Screen(ScreenAction::Import(_))
            | Action::Screen(ScreenAction::OpenEditor)
            | Action::Screen(ScreenAction::OpenEditorWith(_))
            | Action::Screen(ScreenAction::CloseEditor)
            | Action::Draw(_)
            | Action::ClearNotice => WhileViewing::Kept,
        }
    }

    /// Whether the action is the player's attempt at a move, which always
    /// gets a fresh answer (even one worded as the last): typed, or on the
    /// board when it takes moves.
    fn is_attempt(&self, board_takes_moves: bool) -> bool {
        match self {
            Action::Hand(HandAction::PlayTyped(_)) => true,
            Action::Hand(HandAction::Press(_)) | Action::Hand(HandAction::Drop { .. }) => {
                board_takes_moves
            }
            _ => false,
        }
    }
}

impl AppState {
    /// A new game from `options`.
    pub fn new(options: StartOptions) -> AppState {
        AppState::with_game(
            Game::from_position(options.position),
            options.lang,
            options.orientation,
            options.notice,
        )
    }

    /// The app on `game` (its moves kept: castling rights lost by a rook's
    /// move and repetitions are explained from them), seen from
    /// `orientation` in `lang`.
    pub fn with_game(
        game: Game,
        lang: Lang,
        orientation: Color,
        notice: Option<Notice>,
    ) -> AppState {
        AppState {
            session: Session::new(game),
            hand: Hand::default(),
            view: View::new(orientation, lang),
            screen: Screen::Game,
            notice,
            notices: 0,
            history: Archive::new(),
            now_ms: 0.0,
            wall_offset_ms: 0.0,
        }
    }

    // --- Reading the state ------------------------------------------------

    /// The game session.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The piece in the player's hand.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// How the game is shown.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// What fills the screen besides the board.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The game.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The position on the board now.
    pub fn position(&self) -> &Position {
        self.session.position()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.session.outcome()
    }

    /// Who plays against whom.
    pub fn opponent(&self) -> Opponent {
        self.session.opponent()
    }

    /// The players' lasting choices.
    pub fn settings(&self) -> Settings {
        self.session.settings()
    }

    /// The clock, when the game has one.
    pub fn clock(&self) -> Option<&ChessClock> {
        self.session.clock()
    }

    /// The players' names and what an imported PGN said.
    pub fn record(&self) -> &Record {
        self.session.record()
    }

    /// The square of the piece picked up, if any.
    pub fn selected(&self) -> Option<Square> {
        self.hand.selected()
    }

    /// The promotion waiting for the player's choice, if any.
    pub fn promotion(&self) -> Option<PendingPromotion> {
        self.hand.promotion()
    }

    /// The side shown at the bottom.
    pub fn orientation(&self) -> Color {
        self.view.orientation()
    }

    /// The language of the interface.
    pub fn lang(&self) -> Lang {
        self.view.lang()
    }

    /// The latest thing to tell the player.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// How many notices answered the player so far.
    pub fn notices(&self) -> u32 {
        self.notices
    }

    /// The finished games, newest first.
    pub fn history(&self) -> &Archive {
        &self.history
    }

    /// The page's time at the last action, in milliseconds.
    pub fn now_ms(&self) -> f64 {
        self.now_ms
    }

    /// The wall clock's time when the page's clock was 0.
    pub fn wall_offset_ms(&self) -> f64 {
        self.wall_offset_ms
    }

    /// The import dialog, when open.
    pub fn import(&self) -> Option<&ImportDialog> {
        self.screen.import()
    }

    /// The board editor, when it is the screen shown.
    pub fn editor(&self) -> Option<&EditorOpening> {
        self.screen.editor()
    }

    /// The side that offered a draw the player to move may accept, if any.
    pub fn standing_offer(&self) -> Option<Color> {
        self.session.standing_offer()
    }

    /// Whether the player to move may announce a move as a draw claim.
    pub fn can_claim_with_a_move(&self) -> bool {
        self.session.can_claim_with_a_move()
    }

    /// Whether the next move is announced as a draw claim.
    pub fn claim_with_next_move(&self) -> bool {
        self.session.claim_with_next_move()
    }

    /// The square of a touched piece that must be moved, if touch-move holds
    /// the player to one.
    pub fn touched(&self) -> Option<Square> {
        self.hand.touched(self.game(), self.hand_rules())
    }

    /// Whether the computer plays the side to move (and the game goes on).
    pub fn computer_to_move(&self) -> bool {
        self.session.computer_to_move()
    }

    /// What the computer should be doing now, if anything.
    pub fn computer_request(&self) -> Option<Request> {
        self.session.computer_request(self.now_ms)
    }

    /// Whether the computer is choosing its move now.
    pub fn computer_thinking(&self) -> bool {
        self.computer_request()
            .is_some_and(|request| request.task == Task::Move)
    }

    /// The current situation's number, for the computer's answers.
    pub fn ticket(&self) -> Ticket {
        self.session.ticket()
    }

    /// Whether the player may offer a draw now.
    pub fn can_offer_draw(&self) -> bool {
        self.session.can_offer_draw()
    }

    /// Whether the game started from a position of its own, not the
    /// initial one: then it may start again from there
    /// ([`Action::Game(GameAction::RestartPosition)`]).
    pub fn can_restart_position(&self) -> bool {
        self.game().start().fen() != Position::new().fen()
    }

    /// Whether the player may resign now.
    pub fn can_resign(&self) -> bool {
        self.session.can_resign()
    }

    /// The draw the player to move may claim now, if any.
    pub fn claimable_draw(&self) -> Option<roque_rules::DrawClaim> {
        self.session.claimable_draw()
    }

    /// Where the selected piece may go: each square once, even when a
    /// pawn has four ways (promotions) to reach it.
    pub fn destinations(&self) -> Vec<Square> {
        self.hand.destinations(self.game())
    }

    /// The moves played, in SAN, with the interface language's piece letters.
    pub fn sans(&self) -> Vec<String> {
        self.view.sans(self.game())
    }

    /// The arrows and circles drawn on the position shown.
    pub fn shown_shapes(&self) -> Vec<roque_rules::Shape> {
        self.session.drawings.at(self.shown_ply())
    }

    /// The last move played, to highlight its two squares.
    pub fn last_move(&self) -> Option<Move> {
        self.session.last_move()
    }

    /// The square of the king in check, if the side to move is in check.
    pub fn king_in_check(&self) -> Option<Square> {
        self.session.king_in_check()
    }

    /// Whether the board accepts moves now: not while the computer plays
    /// or judges an offer.
    pub fn accepts_moves(&self) -> bool {
        self.outcome().is_none()
            && self.hand.promotion().is_none()
            && !self.computer_to_move()
            && self.session.draw_offer() != Some(DrawOffer::Pending)
    }

    /// The number of moves after which the shown position stands.
    pub fn shown_ply(&self) -> usize {
        self.view.shown_ply(self.game())
    }

    /// Whether an earlier position than the live one is shown.
    pub fn viewing_past(&self) -> bool {
        self.view.viewing_past(self.game())
    }

    /// The position the board shows.
    pub fn shown_position(&self) -> &Position {
        self.view.shown_position(self.game())
    }

    /// The move that led to the shown position.
    pub fn shown_last_move(&self) -> Option<Move> {
        self.view.shown_last_move(self.game())
    }

    /// The king in check in the shown position, if any.
    pub fn shown_king_in_check(&self) -> Option<Square> {
        let position = self.shown_position();
        position
            .is_check()
            .then(|| position.king_square(position.turn()))
    }

    /// Whether `nav` leads anywhere from the shown position.
    pub fn can_navigate(&self, nav: Nav) -> bool {
        self.view.can_navigate(nav, self.game())
    }

    /// Everything to save about the game in progress.
    pub fn to_saved(&self) -> Saved {
        Saved {
            game: self.game().clone(),
            record: self.record().clone(),
            opponent: self.opponent(),
            lang: self.lang(),
            orientation: self.orientation(),
            settings: self.settings(),
            clock: self.clock().cloned(),
            stamp: None,
            drawings: self.session.drawings.clone(),
        }
    }

    // --- The one way the state changes -------------------------------------

    /// Applies `action`, the one way the state changes. Around the action
    /// itself (`act`): an earlier position shown refuses a move
    /// on the board and gives way to the live one for an action that
    /// changes the game; afterwards, whatever follows a change of the game
    /// (the clock, automatic draws, a finished game to the history), a new
    /// number for the computer's situation, and the count of notices.
    pub fn apply(&mut self, action: Action) {
        match action.while_viewing() {
            WhileViewing::Refused if self.viewing_past() => return,
            WhileViewing::BackToLive => self.view.show_live(),
            WhileViewing::Refused | WhileViewing::Kept => {}
        }
        let attempt = action.is_attempt(self.accepts_moves());
        let notice_before = self.notice.clone();
        let before = self.session.clone();
        let was_over = self.outcome().is_some();
        // A game brought back from the history comes with its own clock and
        // is already in the history: nothing follows from it.
        let follows = self.act(action);
        if follows {
            self.session.after_change(
                self.now_ms,
                before.game().moves().len(),
                was_over,
                before.position().turn(),
            );
            if !was_over && self.outcome().is_some() {
                // Every finished game goes to the history at once; this
                // result is now this session's own.
                self.archive_current();
                self.session.reopened = false;
            }
        }
        self.session.renumber_since(&before);
        if self.notice.is_some() && (attempt || self.notice != notice_before) {
            self.notices = self.notices.wrapping_add(1);
        }
    }

    /// The action itself, handed to its part; `false` when it replaced the
    /// whole game (a game reopened from the history), so that nothing
    /// follows from it.
    fn act(&mut self, action: Action) -> bool {
        match action {
            Action::Hand(action) => self.act_hand(action),
            Action::Game(action) => self.act_game(action),
            Action::View(action) => self.act_view(action),
            Action::Screen(action) => self.act_screen(action),
            Action::History(action) => return self.act_history(action),
            Action::Draw(action) => self
                .session
                .draw(action, self.view.shown_ply(&self.session.game)),
            Action::Tick(now) => {
                if now.is_finite() && now >= self.now_ms {
                    self.now_ms = now;
                }
                let flag = self.clock().and_then(|clock| clock.flag(self.now_ms));
                // A loss, or a draw if the opponent cannot mate (art. 6.9).
                if let Some(loser) = flag {
                    if self.session.game.flag(loser).is_ok() {
                        self.hand.reset();
                        self.session.draw_offer = None;
                    }
                }
            }
            Action::ClearNotice => self.notice = None,
        }
        true
    }

    /// The game session.
    fn act_game(&mut self, action: GameAction) {
        match action {
            GameAction::Undo => {
                self.hand.reset();
                self.notice = None;
                let ended = self.game().is_over().then(|| self.game().clone());
                self.session.take_back();
                // The result this game put in the history when it ended is
                // withdrawn with it (a new one goes there if it ends
                // again); a game reopened from the history leaves its
                // entry as it was.
                if let Some(ended) = ended {
                    if !self.game().is_over() && !self.session.reopened {
                        self.history.remove_game(&ended);
                    }
                }
            }
            GameAction::NewGame => {
                self.start_from(Game::from_position(Position::new()));
                // An imported PGN's tags describe the game it brought, not the next.
                self.session.record.imported = None;
                self.notice = None;
            }
            GameAction::RestartPosition => {
                if self.can_restart_position() {
                    let start = *self.game().start();
                    self.start_from(Game::from_position(start));
                    self.session.record.imported = None;
                    self.notice = None;
                }
            }
            GameAction::ClaimDraw => {
                self.hand.reset();
                // A claim that is not (or no longer) correct changes
                // nothing; the button is only shown when it is.
                let _ = self.session.game.claim_draw();
            }
            GameAction::SetOpponent(opponent) => self.set_opponent(opponent),
            GameAction::OfferDraw => {
                if self.can_offer_draw() {
                    self.notice = None;
                    self.session.draw_offer = Some(match self.opponent() {
                        // The side that has just moved offers.
                        Opponent::Human => DrawOffer::Standing {
                            by: !self.position().turn(),
                        },
                        Opponent::Computer { .. } => {
                            self.hand.put_down();
                            DrawOffer::Pending
                        }
                    });
                }
            }
            GameAction::Resign if !self.can_resign() => {}
            GameAction::Resign => {
                let loser = self
                    .opponent()
                    .computer()
                    .map_or(self.position().turn(), |computer| !computer);
                self.hand.reset();
                self.session.draw_offer = None;
                if self.session.game.resign(loser).is_ok() {
                    self.notice = None;
                }
            }
            GameAction::Computer(reply) => self.computer_answered(reply),
            GameAction::ComputerUnavailable => {
                if self.opponent().computer().is_some() {
                    self.session.computer_failed = true;
                    self.session.draw_offer = None;
                    self.notice = Some(Notice::ComputerUnavailable);
                }
            }
            GameAction::SetTimeControl(control) => {
                self.session.settings.time_control = control;
                if self.game().moves().is_empty() && self.outcome().is_none() {
                    self.session.clock = control.map(ChessClock::new);
                } else if self.clock().map(ChessClock::control) != control {
                    self.notice = Some(Notice::TimeControlNextGame);
                }
            }
            GameAction::SetTouchMove(on) => self.session.settings.touch_move = on,
            GameAction::SetAutoDraw(on) => self.session.settings.auto_draw = on,
            GameAction::AcceptDraw => {
                if self.standing_offer().is_some() {
                    self.session.draw_offer = None;
                    self.hand.reset();
                    let _ = self.session.game.agree_draw();
                }
            }
            GameAction::DeclineDraw => {
                if self.standing_offer().is_some() {
                    self.session.draw_offer = None;
                }
            }
            GameAction::ClaimWithNextMove(on) => {
                self.session.claim_with_next_move = on && self.can_claim_with_a_move();
            }
            GameAction::SetPlayerName(color, name) => {
                let name = Some(name).filter(|n| !n.trim().is_empty());
                let record = &mut self.session.record;
                *color.fold(&mut record.white, &mut record.black) = name;
            }
            GameAction::Annotate {
                mainline,
                pgn,
                annotated,
                drawings,
            } => {
                let game = &self.session.game;
                if mainline.start() == game.start() && mainline.moves() == game.moves() {
                    self.session.drawings = drawings;
                    let record = &mut self.session.record;
                    // The analysis keeps the tags: the event stays.
                    let event = record.imported.take().and_then(|imported| imported.event);
                    record.imported = Some(ImportedRecord {
                        pgn,
                        annotated,
                        event,
                    });
                }
            }
            GameAction::AutoPlay(mv) => {
                if self.session.game.play(mv).is_ok() {
                    self.hand.reset();
                }
            }
        }
    }

    /// How the game is shown.
    fn act_view(&mut self, action: ViewAction) {
        match action {
            ViewAction::Flip => self.view.orientation = !self.view.orientation,
            ViewAction::SetLang(lang) => self.view.lang = lang,
            ViewAction::Navigate(nav) => {
                if self.view.navigate(nav, &self.session.game) {
                    self.hand.reset();
                }
            }
        }
    }

    /// The screen: the import dialog and the editor.
    fn act_screen(&mut self, action: ScreenAction) {
        match action {
            // A new import: what the app said of the last one (« Partie
            // importée », …) no longer holds, and would stand beside the
            // dialog's answer to this one.
            ScreenAction::OpenImport => {
                self.screen = Screen::Import(ImportDialog);
                self.notice = None;
            }
            ScreenAction::CloseImport => {
                if self.import().is_some() {
                    self.screen = Screen::Game;
                }
            }
            ScreenAction::Import(imported) => self.load(imported),
            ScreenAction::OpenEditor => {
                self.screen = Screen::Editor(EditorOpening {
                    position: *self.shown_position(),
                    typed_fen: None,
                });
            }
            ScreenAction::OpenEditorWith(fen) => {
                self.screen = Screen::Editor(EditorOpening {
                    position: *self.shown_position(),
                    typed_fen: Some(fen),
                });
            }
            ScreenAction::CloseEditor => {
                if self.editor().is_some() {
                    self.screen = Screen::Game;
                }
            }
            ScreenAction::PlayFromEditor {
                position,
                against_computer,
            } => {
                if self.editor().is_some() {
                    self.play_from(position, against_computer);
                }
            }
            ScreenAction::PlayOn(position) => self.play_from(position, true),
        }
    }

    /// The history; `false` when a game reopened from it replaced the game on the board.
    fn act_history(&mut self, action: HistoryAction) -> bool {
        match action {
            HistoryAction::Reopen(index) => {
                self.reopen(index);
                return false;
            }
            HistoryAction::DeleteArchived(index) => {
                self.history.remove(index);
            }
        }
        true
    }

    /// A new game from `position`: between two players, or against the
    /// computer, the player taking the side to move (at the computer's
    /// last level, else level 3).
    fn play_from(&mut self, position: Position, against_computer: bool) {
        self.start_from(Game::from_position(position));
        self.session.record.imported = None;
        self.notice = None;
        let opponent = if against_computer {
            let level = match self.opponent() {
                Opponent::Computer { level, .. } => level,
                Opponent::Human => Level::new(3).unwrap_or_default(),
            };
            Opponent::Computer {
                computer: !position.turn(),
                level,
            }
        } else {
            Opponent::Human
        };
        self.set_opponent(opponent);
    }

    /// A new game in place of the current one, everything about the old
    /// one put away: the one reset of a game (the players' names, the
    /// opponent and the settings stay).
    fn start_from(&mut self, game: Game) {
        self.session.start(game);
        self.hand.reset();
        self.view.show_live();
        self.screen = Screen::Game;
    }

    /// Plays against another person or the computer, in the game in
    /// progress.
    fn set_opponent(&mut self, opponent: Opponent) {
        if let Opponent::Computer { computer, .. } = opponent {
            // The player sits on the near side.
            self.view.orientation = !computer;
        }
        self.session.opponent = opponent;
        self.session.draw_offer = None;
        self.session.computer_failed = false;
        self.hand.reset();
        self.notice = None;
    }
}

impl AppState {
    /// Whether `self` and `other` differ at most in the time they were last
    /// given ([`Action::Tick`]): the same screen, which the app need not
    /// render again (a click on a square that changes nothing, the time
    /// stamped before every action).
    pub fn same_but_time(&self, other: &AppState) -> bool {
        self.hand == other.hand && self.same_but_hand_and_time(other)
    }

    /// Whether `other` differs from this state in nothing but the time
    /// and the hand (the piece picked up, where it may go, the promotion
    /// picker): what the side panel shows is the same in both.
    pub fn same_but_hand_and_time(&self, other: &AppState) -> bool {
        self.session == other.session
            && self.view == other.view
            && self.screen == other.screen
            && self.notice == other.notice
            && self.notices == other.notices
            && self.wall_offset_ms == other.wall_offset_ms
            && self.history == other.history
    }
}
