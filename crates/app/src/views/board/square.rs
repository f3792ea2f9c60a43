//! One square of the board, with its piece and its markers.

use roque_rules::{Lang, Piece, Square};
use yew::prelude::*;

use crate::model::marks::MarkColor;
use crate::views::board::piece_image;
use crate::words;
use crate::words::announce;

/// The name of a piece's image and of its `data-piece` value: `wK`, `bP`.
pub fn piece_code(piece: Piece) -> String {
    let colour = piece.color.char();
    let role = piece.role.upper_char();
    format!("{colour}{role}")
}

/// A piece's image for an `<img src>`: a `data:` URI of its SVG, compiled
/// into the wasm (`views/board/piece_image.rs`, the one place).
pub fn piece_src(piece: Piece) -> &'static str {
    piece_image::src(piece)
}

/// What a square shows.
#[derive(Properties, PartialEq, Clone)]
pub struct SquareProps {
    /// Which square.
    pub square: Square,
    /// The piece on it, if any.
    pub piece: Option<Piece>,
    /// The language of its accessible name (« e4, pion blanc »), written
    /// here so that only the squares that change write theirs again.
    pub lang: Lang,
    /// The piece on it is picked up.
    #[prop_or_default]
    pub selected: bool,
    /// One of the two squares of the last move.
    #[prop_or_default]
    pub last_move: bool,
    /// Its king is in check.
    #[prop_or_default]
    pub check: bool,
    /// The selected piece may go here.
    #[prop_or_default]
    pub legal: bool,
    /// Its piece is being dragged away: show it faded in place.
    #[prop_or_default]
    pub lifted: bool,
    /// The one square of the board in the tab order (the keyboard's).
    #[prop_or_default]
    pub focusable: bool,
    /// A highlight a tutorial page asked for, in one of the mark colours.
    #[prop_or_default]
    pub mark: Option<MarkColor>,
    /// Marked by the player (a course's exercise): a selected cell.
    #[prop_or_default]
    pub marked: bool,
}

/// A square: a grid cell carrying `data-square`, its piece's `data-piece`
/// and, when the selected piece may go there, `data-legal`.
#[component]
pub fn SquareView(props: &SquareProps) -> Html {
    let mut class = classes!(
        "square",
        if props.square.is_light() {
            "light"
        } else {
            "dark"
        }
    );
    if props.selected {
        class.push("selected");
    }
    if props.last_move {
        class.push("last-move");
    }
    if props.check {
        class.push("check");
    }
    if props.piece.is_some() {
        class.push("occupied");
    }
    let mut label = words::ui::square_label(props.square, props.piece, props.lang);
    if let Some(state) = announce::square_state_words(props.legal, props.check, props.lang) {
        label.push_str(", ");
        label.push_str(state);
    }
    if props.marked {
        class.push("marked");
        label.push_str(", ");
        label.push_str(words::learn::texts(props.lang).marked);
    }
    html! {
        <div
            {class}
            role="gridcell"
            data-square={props.square.to_string()}
            data-legal={props.legal.then_some("")}
            aria-label={label}
            aria-selected={(props.selected || props.marked).then_some("true")}
            data-marked={props.marked.then_some("")}
            tabindex={if props.focusable { "0" } else { "-1" }}
            data-mark={props.mark.map(MarkColor::name)}
        >
            if let Some(piece) = props.piece {
                <img
                    class={classes!("piece", props.lifted.then_some("lifted"))}
                    src={piece_src(piece)}
                    data-piece={piece_code(piece)}
                    alt=""
                    draggable="false"
                />
            }
        </div>
    }
}
