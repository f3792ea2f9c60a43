//! The piece in the player's hand, and its own small reducer.
//!
//! A [`Hand`] is what the player holds: a piece picked up, a pawn waiting
//! for the player to choose what it becomes, and the touch-move rule that
//! keeps a touched piece in hand. [`Hand::apply`] takes a gesture
//! ([`HandAction`]) and the game it is made on, and answers with a typed
//! [`HandOutcome`]: picked up, put down, promotion asked, held by
//! touch-move, refused (the rules crate's reason, a value), or **move
//! attempted** with the legal [`Move`]. It never plays the move: each page
//! that owns a hand decides what an attempted move means for it (the app
//! plays it, the course judges it, online play sends it, the embed checks
//! it against its answers). Nothing here knows about notices, words or the
//! browser: tested natively (`tests/hand.rs`).

use roque_rules::{Color, Game, IllegalReason, Lang, Move, Role, Square};

use crate::model::typed_move::{self, TypedMoveError};

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

/// What the player holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hand {
    /// The square of the piece picked up, if any.
    selected: Option<Square>,
    /// Set when the player pressed the piece that was already selected:
    /// releasing it without dragging then puts it down.
    deselect_on_release: bool,
    /// A promotion waiting for the player's choice of piece.
    promotion: Option<PendingPromotion>,
}

/// The rules the hand follows besides the game's: set by the page that
/// owns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandRules {
    /// Touch-move (art. 4.3): a piece picked up that has a legal move must
    /// be moved.
    pub touch_move: bool,
    /// The language typed moves are read in (either letters are taken).
    pub lang: Lang,
}

impl HandRules {
    /// No touch-move, moves typed in `lang`.
    pub fn free(lang: Lang) -> HandRules {
        HandRules {
            touch_move: false,
            lang,
        }
    }
}

/// Why the hand refused a gesture.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The move breaks a rule, or the game is over: the rules crate's
    /// reason.
    Illegal(IllegalReason),
    /// The typed text gives no move.
    Typed(TypedMoveError),
}

/// What a gesture did: the hand's answer, for the page to act on.
#[derive(Clone, Debug, PartialEq)]
pub enum HandOutcome {
    /// Nothing changed.
    Nothing,
    /// The piece on this square is now in hand (first pick, or another
    /// piece of one's own instead of the one held).
    PickedUp(Square),
    /// The hand is empty: the piece put back, or a press on an empty
    /// square with nothing held.
    PutDown,
    /// A pawn reaches the last rank: the player chooses its piece.
    PromotionAsked(PendingPromotion),
    /// Touch-move keeps the piece on this square in hand.
    Held(Square),
    /// The player attempted this legal move (already explained by the
    /// game): the page plays, judges or sends it. The hand is empty.
    Attempted(Move),
    /// The gesture was refused; `attempted` is the move tried, when it had
    /// a target square (the course counts it, the embed reports it).
    Refused {
        /// The move tried, if any.
        attempted: Option<Move>,
        /// Why not.
        reason: Refusal,
    },
}

impl Hand {
    /// The square of the piece picked up, if any.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The promotion waiting for a choice, if any.
    pub fn promotion(&self) -> Option<PendingPromotion> {
        self.promotion
    }

    /// Where the selected piece may go in `game`: each square once, even
    /// when a pawn has four ways (promotions) to reach it.
    pub fn destinations(&self, game: &Game) -> Vec<Square> {
        let Some(from) = self.selected else {
            return Vec::new();
        };
        let mut squares: Vec<Square> = Vec::new();
        for mv in game.position().legal_moves_from(from).iter() {
            if !squares.contains(&mv.to) {
                squares.push(mv.to);
            }
        }
        squares
    }

    /// The square of a touched piece that must be moved, if touch-move holds
    /// the player to one.
    pub fn touched(&self, game: &Game, rules: HandRules) -> Option<Square> {
        let from = self.selected?;
        (rules.touch_move
            && game.outcome().is_none()
            && !game.position().legal_moves_from(from).is_empty())
        .then_some(from)
    }

    /// Empties the hand: no piece, no promotion (a new game, a move played
    /// by someone else, a position shown afresh).
    pub fn reset(&mut self) {
        *self = Hand::default();
    }

    /// Puts the piece back, closing the promotion picker, unless touch-move
    /// holds it.
    pub fn put_down(&mut self) {
        self.selected = None;
        self.deselect_on_release = false;
    }

    fn pick_up(&mut self, square: Square) -> HandOutcome {
        self.selected = Some(square);
        self.deselect_on_release = false;
        HandOutcome::PickedUp(square)
    }

    /// Puts the piece back unless touch-move holds it.
    fn let_go(&mut self, game: &Game, rules: HandRules) -> HandOutcome {
        match self.touched(game, rules) {
            Some(touched) => HandOutcome::Held(touched),
            None => {
                self.put_down();
                HandOutcome::PutDown
            }
        }
    }

    /// The hand's answer to `action` on `game`, under `rules`: the one way
    /// the hand changes. The page decides beforehand whether its board
    /// takes gestures at all (the computer's turn, a position of the past).
    pub fn apply(&mut self, action: HandAction, game: &Game, rules: HandRules) -> HandOutcome {
        match action {
            HandAction::Press(square) => self.press(square, game, rules),
            HandAction::Release(square) => {
                let outcome = if self.deselect_on_release && self.selected == Some(square) {
                    self.let_go(game, rules)
                } else {
                    HandOutcome::Nothing
                };
                self.deselect_on_release = false;
                outcome
            }
            HandAction::Drop { from, to } => {
                if self.promotion.is_some() || self.selected != Some(from) {
                    HandOutcome::Nothing
                } else if from == to {
                    // Dropped where it was lifted: it stays selected, as
                    // after a click, so the player may click the target.
                    self.deselect_on_release = false;
                    HandOutcome::Nothing
                } else {
                    self.attempt(from, to, game, rules)
                }
            }
            HandAction::Deselect => {
                self.promotion = None;
                self.let_go(game, rules)
            }
            HandAction::Promote(role) => match self.promotion {
                Some(pending) => self.explain(
                    Move::with_promotion(pending.from, pending.to, role),
                    game,
                    rules,
                ),
                None => HandOutcome::Nothing,
            },
            HandAction::CancelPromotion => {
                self.promotion = None;
                // A touched piece stays in hand, silently: the player only
                // closed the picker.
                if self.touched(game, rules).is_some() {
                    HandOutcome::Nothing
                } else {
                    self.put_down();
                    HandOutcome::PutDown
                }
            }
            HandAction::PlayTyped(text) => self.typed(&text, game, rules),
        }
    }

    fn press(&mut self, square: Square, game: &Game, rules: HandRules) -> HandOutcome {
        if self.promotion.is_some() {
            return HandOutcome::Nothing;
        }
        let position = game.position();
        if let Some(outcome) = game.outcome() {
            self.put_down();
            return match position.piece_at(square) {
                Some(_) => HandOutcome::Refused {
                    attempted: None,
                    reason: Refusal::Illegal(IllegalReason::GameOver { outcome }),
                },
                None => HandOutcome::PutDown,
            };
        }
        let own = position
            .piece_at(square)
            .filter(|piece| piece.color == position.turn());
        match self.selected {
            Some(from) if from == square => {
                // Pressing the selected piece again: it is put down on
                // release, unless the press turns into a drag.
                self.deselect_on_release = true;
                HandOutcome::Nothing
            }
            Some(from) => {
                let is_destination = self.destinations(game).contains(&square);
                if !is_destination && own.is_some() {
                    if let Some(touched) = self.touched(game, rules) {
                        return HandOutcome::Held(touched);
                    }
                    // Another piece of one's own: pick that one up instead.
                    self.pick_up(square)
                } else {
                    self.attempt(from, square, game, rules)
                }
            }
            None => match position.piece_at(square) {
                Some(_) if own.is_some() => self.pick_up(square),
                Some(piece) => HandOutcome::Refused {
                    attempted: None,
                    reason: Refusal::Illegal(IllegalReason::NotYourTurn { square, piece }),
                },
                None => HandOutcome::PutDown,
            },
        }
    }

    /// The player asks for the move `from` → `to`: a promotion picker
    /// opens, or the game explains it.
    fn attempt(&mut self, from: Square, to: Square, game: &Game, rules: HandRules) -> HandOutcome {
        let promotes = game.outcome().is_none()
            && game
                .position()
                .legal_moves_from(from)
                .iter()
                .any(|mv| mv.to == to && mv.promotion.is_some());
        if promotes {
            self.pick_up(from);
            let pending = PendingPromotion {
                from,
                to,
                color: game.position().turn(),
            };
            self.promotion = Some(pending);
            return HandOutcome::PromotionAsked(pending);
        }
        self.explain(Move::new(from, to), game, rules)
    }

    /// The game explains `mv` (it knows what the position alone does not:
    /// the end of the game, which piece lost a castling right): attempted,
    /// or refused with a touched piece kept in hand.
    fn explain(&mut self, mv: Move, game: &Game, rules: HandRules) -> HandOutcome {
        let touched = self.touched(game, rules);
        self.reset();
        match game.explain(mv.from, mv.to, mv.promotion) {
            Ok(legal) => HandOutcome::Attempted(legal),
            Err(reason) => {
                if let Some(touched) = touched {
                    self.pick_up(touched);
                }
                HandOutcome::Refused {
                    attempted: Some(mv),
                    reason: Refusal::Illegal(reason),
                }
            }
        }
    }

    /// A typed move: read in the rules' language (either letters), then
    /// explained as a click's.
    fn typed(&mut self, text: &str, game: &Game, rules: HandRules) -> HandOutcome {
        if self.promotion.is_some() {
            return HandOutcome::Nothing;
        }
        if let Some(outcome) = game.outcome() {
            return HandOutcome::Refused {
                attempted: None,
                reason: Refusal::Illegal(IllegalReason::GameOver { outcome }),
            };
        }
        match typed_move::read(text, game.position(), rules.lang) {
            // Touch-move: a typed move must move the touched piece too.
            Ok(mv) => match self.touched(game, rules) {
                Some(touched) if touched != mv.from => HandOutcome::Held(touched),
                _ => self.explain(mv, game, rules),
            },
            Err(error) => {
                self.put_down();
                HandOutcome::Refused {
                    attempted: None,
                    reason: Refusal::Typed(error),
                }
            }
        }
    }
}

/// What the player does with the pieces: press, release, drag, promote,
/// put back, or type a move.
#[derive(Clone, Debug, PartialEq)]
pub enum HandAction {
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
    /// A move typed in algebraic notation (`Cf3`, `Nf3`, `O-O`, `e8=D`),
    /// attempted as a click's if it is legal; else refused with why.
    PlayTyped(String),
}
