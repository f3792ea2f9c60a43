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
use yew::Reducible;

use crate::i18n;

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
}

/// What the player can do. The views send these; only the app dispatches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
        }
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
                Some(san.to_string_with(i18n::piece_letters(self.lang)))
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

    /// Whether the board accepts moves now.
    pub fn accepts_moves(&self) -> bool {
        self.outcome().is_none() && self.promotion.is_none()
    }

    fn own_piece_at(&self, sq: Square) -> Option<Piece> {
        let position = self.position();
        position
            .piece_at(sq)
            .filter(|piece| piece.color == position.turn())
    }

    fn put_down(&mut self) {
        self.selected = None;
        self.deselect_on_release = false;
    }

    fn press(&mut self, sq: Square) {
        if self.promotion.is_some() {
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
        self.put_down();
        self.promotion = None;
        // The game explains first: it knows what the position alone does
        // not (the end of the game, which piece lost a castling right).
        self.notice = match self
            .game
            .explain(mv.from, mv.to, mv.promotion)
            .map(|legal| self.game.play(legal))
        {
            Ok(Ok(())) => None,
            Err(reason) => Some(Notice::Illegal(reason)),
            // `explain` accepted it, so `play` cannot refuse it; should the
            // two ever disagree, the position stays as it was, silently.
            Ok(Err(_)) => None,
        };
    }

    /// Applies `action`, the one way the state changes.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Press(sq) => self.press(sq),
            Action::Release(sq) => {
                if self.deselect_on_release && self.selected == Some(sq) {
                    self.put_down();
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
                self.put_down();
            }
            Action::Promote(role) => {
                if let Some(pending) = self.promotion {
                    self.play(Move::with_promotion(pending.from, pending.to, role));
                }
            }
            Action::CancelPromotion => {
                self.promotion = None;
                self.put_down();
            }
            Action::Undo => {
                self.promotion = None;
                self.put_down();
                self.notice = None;
                self.game.undo();
            }
            Action::NewGame => {
                self.game = Game::from_position(Position::new());
                self.promotion = None;
                self.put_down();
                self.notice = None;
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
