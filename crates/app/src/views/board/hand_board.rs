//! The one wiring of a board played through a [`Hand`]: its props (the
//! position shown, the piece held and where it may go, the promotion
//! picker) and its callbacks, each sending the [`HandAction`] it stands
//! for to the page's dispatch. The game's page, the course, online play
//! and the embed each build their board here, and add only what is theirs
//! (marks, arrows, coordinates).

use roque_rules::{Color, Game, Lang, Role, Shape, Square};
use yew::{html, Callback};

use crate::state::hand::{Hand, HandAction};
use crate::views::board::chessboard::BoardProps;
use crate::views::promotion::PromotionPicker;

/// What a board's gestures and its promotion picker send.
#[derive(Clone, PartialEq)]
pub struct HandCallbacks {
    /// A square pressed.
    pub on_press: Callback<Square>,
    /// A square released.
    pub on_release: Callback<Square>,
    /// A piece dragged from one square to another.
    pub on_drop: Callback<(Square, Square)>,
    /// The selection put back.
    pub on_cancel: Callback<()>,
    /// A promotion piece chosen.
    pub on_choose: Callback<Role>,
    /// The promotion picker closed without a choice.
    pub cancel_promotion: Callback<()>,
}

impl HandCallbacks {
    /// Every callback, each sending its action to `send`. A page that
    /// renders often builds them once (`use_memo`), so that the board's
    /// props compare equal from one render to the next.
    pub fn new(send: &Callback<HandAction>) -> HandCallbacks {
        HandCallbacks {
            on_press: send.reform(HandAction::Press),
            on_release: send.reform(HandAction::Release),
            on_drop: send.reform(|(from, to)| HandAction::Drop { from, to }),
            on_cancel: send.reform(|()| HandAction::Deselect),
            on_choose: send.reform(HandAction::Promote),
            cancel_promotion: send.reform(|()| HandAction::CancelPromotion),
        }
    }
}

/// A board played through a hand, as a page holds it: the live position,
/// answering gestures and moving pieces, unless the page says otherwise.
pub struct HandBoard<'a> {
    game: &'a Game,
    shown_ply: usize,
    hand: &'a Hand,
    orientation: Color,
    lang: Lang,
    interactive: bool,
    movable: bool,
    callbacks: &'a HandCallbacks,
    drawing: Option<Drawing>,
}

/// What a board that draws is given: the shapes of the position shown,
/// where its drawings go, and whether a drag draws.
pub struct Drawing {
    /// The shapes on the position shown.
    pub shapes: Vec<Shape>,
    /// A drawing made.
    pub on_draw: Callback<Shape>,
    /// The position's drawings rubbed out.
    pub on_clear: Callback<()>,
    /// Whether the main button, a finger or a pen draws (« Dessiner »).
    pub draw_mode: bool,
}

impl<'a> HandBoard<'a> {
    /// The board of `game` (the live game the hand plays on) and `hand`,
    /// seen from `orientation`, in `lang`, its gestures sent to
    /// `callbacks`.
    pub fn new(
        game: &'a Game,
        hand: &'a Hand,
        orientation: Color,
        lang: Lang,
        callbacks: &'a HandCallbacks,
    ) -> HandBoard<'a> {
        HandBoard {
            game,
            shown_ply: game.ply(),
            hand,
            orientation,
            lang,
            interactive: true,
            movable: true,
            callbacks,
            drawing: None,
        }
    }

    /// Shows drawings, and draws.
    pub fn drawing(self, drawing: Drawing) -> Self {
        HandBoard {
            drawing: Some(drawing),
            ..self
        }
    }

    /// Shows the position after `ply` moves (an earlier one being looked at).
    pub fn shown(self, ply: usize) -> Self {
        HandBoard {
            shown_ply: ply,
            ..self
        }
    }

    /// Whether the board answers gestures (selection, keys); the
    /// promotion picker, when open, stops them anyway.
    pub fn interactive(self, interactive: bool) -> Self {
        HandBoard {
            interactive,
            ..self
        }
    }

    /// Whether the pieces may be moved now.
    pub fn movable(self, movable: bool) -> Self {
        HandBoard { movable, ..self }
    }
}

impl HandBoard<'_> {
    /// The board's props: the page adds its own marks, arrows or
    /// coordinates, then renders `<Board ..props />`.
    pub fn props(self) -> BoardProps {
        let game = self.game;
        let shown = self.shown_ply.min(game.ply());
        let position = *game.position_at(shown).unwrap_or_else(|| game.position());
        let last_move = shown
            .checked_sub(1)
            .and_then(|index| game.moves().get(index))
            .copied();
        let check = position
            .is_check()
            .then(|| position.king_square(position.turn()));
        let callbacks = self.callbacks;
        let lang = self.lang;
        let promotion = self.hand.promotion();
        let children = match promotion {
            Some(pending) => html! {
                <PromotionPicker
                    color={pending.color}
                    {lang}
                    on_choose={callbacks.on_choose.clone()}
                    on_cancel={callbacks.cancel_promotion.clone()}
                />
            },
            None => html! {},
        };
        let (shapes, on_draw, on_clear_drawings, draw_mode) = match self.drawing {
            Some(d) => (d.shapes, Some(d.on_draw), d.on_clear, d.draw_mode),
            None => (Vec::new(), None, Callback::noop(), false),
        };
        BoardProps {
            position,
            orientation: self.orientation,
            selected: self.hand.selected(),
            destinations: self.hand.destinations(game),
            last_move,
            check,
            interactive: self.interactive && promotion.is_none(),
            movable: self.movable,
            lang,
            on_press: callbacks.on_press.clone(),
            on_release: callbacks.on_release.clone(),
            on_drop: callbacks.on_drop.clone(),
            on_cancel: callbacks.on_cancel.clone(),
            children,
            marks: Vec::new(),
            shapes,
            on_draw,
            on_clear_drawings,
            draw_mode,
            coordinates: true,
            marked: Vec::new(),
        }
    }
}
