//! How the game is looked at: which side is at the bottom, in which
//! language, and which of its positions is shown.
//!
//! `viewing` holds the number of moves (plies) after which the shown
//! position stands, or `None` for the live position. The game itself is
//! never touched here: navigating only changes what the board shows.
//! While an earlier position is shown the board takes no moves; any action
//! that changes the game goes back to the live position first.

use roque_rules::{to_san_with, Color, Game, Lang, Move, Position};

use crate::model::navigation::Nav;

/// The way the game is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct View {
    /// The side shown at the bottom of the board.
    pub(super) orientation: Color,
    /// The language of the interface.
    pub(super) lang: Lang,
    /// The earlier position shown instead of the live one, if any.
    pub(super) viewing: Option<usize>,
}

impl View {
    /// A view of the live position.
    pub fn new(orientation: Color, lang: Lang) -> View {
        View {
            orientation,
            lang,
            viewing: None,
        }
    }

    /// The side shown at the bottom.
    pub fn orientation(&self) -> Color {
        self.orientation
    }

    /// The language of the interface.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The number of moves after which the shown position of `game` stands:
    /// the viewed one, or all of them.
    pub fn shown_ply(&self, game: &Game) -> usize {
        self.viewing
            .filter(|&ply| ply < game.ply())
            .unwrap_or_else(|| game.ply())
    }

    /// Whether an earlier position than the live one is shown.
    pub fn viewing_past(&self, game: &Game) -> bool {
        self.shown_ply(game) < game.ply()
    }

    /// The position the board shows.
    pub fn shown_position<'g>(&self, game: &'g Game) -> &'g Position {
        game.position_at(self.shown_ply(game))
            .unwrap_or_else(|| game.position())
    }

    /// The move that led to the shown position, to highlight it.
    pub fn shown_last_move(&self, game: &Game) -> Option<Move> {
        let ply = self.shown_ply(game);
        ply.checked_sub(1)
            .and_then(|index| game.moves().get(index))
            .copied()
    }

    /// The moves of `game` in SAN, with this view's language's piece
    /// letters.
    pub fn sans(&self, game: &Game) -> Vec<String> {
        let letters = self.lang.piece_letters();
        game.moves()
            .iter()
            .enumerate()
            .filter_map(|(ply, &mv)| {
                let before = game.position_at(ply)?;
                Some(to_san_with(before, mv, letters))
            })
            .collect()
    }

    /// Whether `nav` leads anywhere from the shown position.
    pub fn can_navigate(&self, nav: Nav, game: &Game) -> bool {
        nav.target(self.shown_ply(game), game.ply()) != self.shown_ply(game)
    }

    /// Shows the position `nav` leads to; whether an earlier one is shown
    /// now.
    pub(super) fn navigate(&mut self, nav: Nav, game: &Game) -> bool {
        let target = nav.target(self.shown_ply(game), game.ply());
        self.viewing = (target < game.ply()).then_some(target);
        self.viewing.is_some()
    }

    /// Back to the live position.
    pub(super) fn show_live(&mut self) {
        self.viewing = None;
    }
}

/// How the game is looked at: the side at the bottom, the language, the
/// position shown.
#[derive(Clone, Debug, PartialEq)]
pub enum ViewAction {
    /// Turn the board around.
    Flip,
    /// Speak another language.
    SetLang(Lang),
    /// Show another position of the game (the game is not changed).
    Navigate(Nav),
}
