//! Every callback the app hands its views, built once from the one
//! dispatch path.

use roque_rules::{Lang, Shape};
use yew::prelude::*;

use crate::model::navigation::Nav;
use crate::state::app_state::Action;
use crate::state::drawing::DrawAction;
use crate::state::hand::HandAction;
use crate::state::session::GameAction;
use crate::state::view::ViewAction;
use crate::views::board::hand_board::HandCallbacks;

/// Every callback the app hands its views, built once from the one
/// dispatch path, so that they compare equal from one render to the next.
pub struct Handlers {
    /// The one path every action takes to the reducer.
    pub dispatch: Callback<Action>,
    /// The board's gestures.
    pub hand: HandCallbacks,
    /// A move typed in the move input.
    pub on_typed: Callback<String>,
    /// The language switch.
    pub on_lang: Callback<Lang>,
    /// Claim a draw with the next move, or not.
    pub on_claim_with_move: Callback<bool>,
    /// A move of the list clicked: show the position after it.
    pub on_select_ply: Callback<usize>,
    /// The draw claim button.
    pub claim_draw: Callback<()>,
    /// Accept the draw offered.
    pub accept_draw: Callback<()>,
    /// Decline the draw offered.
    pub decline_draw: Callback<()>,
    /// A new game.
    pub new_game: Callback<()>,
    /// The game again from its start position.
    pub restart: Callback<()>,
    /// Take a move back.
    pub undo: Callback<()>,
    /// Turn the board.
    pub flip: Callback<()>,
    /// Offer a draw.
    pub offer_draw: Callback<()>,
    /// Resign.
    pub resign: Callback<()>,
    /// A drawing made on the board.
    pub on_draw: Callback<Shape>,
    /// The drawings of the position shown rubbed out.
    pub clear_drawings: Callback<()>,
}

/// Built once: two are the same when they send to the same place.
impl PartialEq for Handlers {
    fn eq(&self, other: &Handlers) -> bool {
        self.dispatch == other.dispatch
    }
}

impl Handlers {
    /// Every callback, each sending its action through `dispatch`.
    pub fn new(dispatch: Callback<Action>) -> Handlers {
        let action = |action: Action| {
            let dispatch = dispatch.clone();
            Callback::from(move |_: ()| dispatch.emit(action.clone()))
        };
        fn part<T: 'static, P: 'static>(
            dispatch: &Callback<Action>,
            wrap: fn(P) -> Action,
            make: fn(T) -> P,
        ) -> Callback<T> {
            dispatch.reform(move |value| wrap(make(value)))
        }
        Handlers {
            hand: HandCallbacks::new(&dispatch.reform(Action::Hand)),
            on_typed: part(&dispatch, Action::Hand, HandAction::PlayTyped),
            on_lang: dispatch.reform(|value| Action::View(ViewAction::SetLang(value))),
            on_claim_with_move: part(&dispatch, Action::Game, GameAction::ClaimWithNextMove),
            on_select_ply: dispatch
                .reform(|ply: usize| Action::View(ViewAction::Navigate(Nav::Ply(ply)))),
            claim_draw: action(Action::Game(GameAction::ClaimDraw)),
            accept_draw: action(Action::Game(GameAction::AcceptDraw)),
            decline_draw: action(Action::Game(GameAction::DeclineDraw)),
            new_game: action(Action::Game(GameAction::NewGame)),
            restart: action(Action::Game(GameAction::RestartPosition)),
            undo: action(Action::Game(GameAction::Undo)),
            flip: action(Action::View(ViewAction::Flip)),
            offer_draw: action(Action::Game(GameAction::OfferDraw)),
            resign: action(Action::Game(GameAction::Resign)),
            on_draw: part(&dispatch, Action::Draw, DrawAction::Draw),
            clear_drawings: action(Action::Draw(DrawAction::Clear)),
            dispatch,
        }
    }
}
