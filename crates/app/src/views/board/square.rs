//! One square of the board, with its piece and its markers.

use roque_rules::{Color, Lang, Piece, Role, ShapeColor, Square};
use yew::prelude::*;

use crate::words;
use crate::words::announce;

/// The name of a piece's image and of its `data-piece` value: `wK`, `bP`.
/// Static text, the end of [`square_piece_class`]'s: a square that shows a
/// piece writes no string for it.
pub fn piece_code(piece: Piece) -> &'static str {
    &square_piece_class(piece)["piece pc pc-".len()..]
}

/// The brand's mark, the white knight.
pub const BRAND_MARK: Piece = Piece::new(Color::White, Role::Knight);

/// The classes of the brand's mark: `brand-mark`, then the
/// [`piece_classes`] of [`BRAND_MARK`] (a test holds them equal).
pub const BRAND_MARK_CLASSES: &str = "brand-mark pc pc-wN";

/// The classes that draw a piece, the one way every place shows one (the
/// squares, the dragged piece, the promotion picker, the editor's palette,
/// the brand's mark): `pc` (sizing) and `pc-wK`, whose background is the
/// piece's SVG as a `data:` URI, generated into `web/styles/app.css` from
/// `web/pieces/` by `scripts/pieces-css.mjs`. A CSS background rather than
/// an `<img>`: Chromium makes each new SVG `<img>` a document of its own,
/// decoded a frame after the move that created it.
pub fn piece_classes(piece: Piece) -> &'static str {
    &square_piece_class(piece)["piece ".len()..]
}

/// The classes of a piece on a square, `piece` then [`piece_classes`]:
/// the one table of the pieces' names, which the two others end.
pub(crate) fn square_piece_class(piece: Piece) -> &'static str {
    const CLASSES: [[&str; 6]; 2] = [
        [
            "piece pc pc-wP",
            "piece pc pc-wN",
            "piece pc pc-wB",
            "piece pc pc-wR",
            "piece pc pc-wQ",
            "piece pc pc-wK",
        ],
        [
            "piece pc pc-bP",
            "piece pc pc-bN",
            "piece pc pc-bB",
            "piece pc pc-bR",
            "piece pc pc-bQ",
            "piece pc pc-bK",
        ],
    ];
    CLASSES[piece.color.fold(0, 1)][piece.role as usize]
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
    pub mark: Option<ShapeColor>,
    /// Marked by the player (a course's exercise): a selected cell.
    #[prop_or_default]
    pub marked: bool,
}

/// A square: a grid cell carrying `data-square`, its piece's `data-piece`
/// and, when the selected piece may go there, `data-legal`.
#[component]
pub fn SquareView(props: &SquareProps) -> Html {
    // One string, not a `Classes` set: a square renders at every click
    // that changes it, and its classes are few and never repeated.
    let mut class = String::with_capacity(48);
    class.push_str(if props.square.is_light() {
        "square light"
    } else {
        "square dark"
    });
    for (on, name) in [
        (props.selected, " selected"),
        (props.last_move, " last-move"),
        (props.check, " check"),
        (props.piece.is_some(), " occupied"),
        (props.marked, " marked"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    let mut label = words::ui::square_label(props.square, props.piece, props.lang);
    if let Some(state) = announce::square_state_words(props.legal, props.check, props.lang) {
        label.push_str(", ");
        label.push_str(state);
    }
    if props.marked {
        label.push_str(", ");
        label.push_str(words::learn::texts(props.lang).marked);
    }
    html! {
        <div
            {class}
            role="gridcell"
            data-square={props.square.name()}
            data-legal={props.legal.then_some("")}
            aria-label={label}
            aria-selected={(props.selected || props.marked).then_some("true")}
            data-marked={props.marked.then_some("")}
            tabindex={if props.focusable { "0" } else { "-1" }}
            data-mark={props.mark.map(ShapeColor::name)}
        >
            if let Some(piece) = props.piece {
                <span
                    class={if props.lifted {
                        AttrValue::from(format!("piece {} lifted", piece_classes(piece)))
                    } else {
                        AttrValue::Static(square_piece_class(piece))
                    }}
                    data-piece={piece_code(piece)}
                    aria-hidden="true"
                ></span>
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_brand_mark_is_drawn_as_its_piece() {
        assert_eq!(
            BRAND_MARK_CLASSES,
            format!("brand-mark {}", piece_classes(BRAND_MARK))
        );
    }

    /// Every piece's class has the pieces' sprite for background, and its
    /// own place in it (generated by `scripts/pieces-css.mjs`; `make lint`
    /// checks it is up to date): White's row above Black's, pawn to king.
    #[test]
    fn every_piece_class_has_its_image_in_the_stylesheet() {
        let css = include_str!("../../../../../web/styles/app.css");
        let sprite = css
            .find("background-image: url('data:image/svg+xml,<svg ")
            .expect("the pieces' sprite");
        let selectors = &css[css[..sprite].rfind("*/").expect("the block's marker")..sprite];
        for color in [Color::White, Color::Black] {
            for (column, role) in Role::ALL.into_iter().enumerate() {
                let piece = Piece::new(color, role);
                let class = piece_classes(piece);
                assert_eq!(class, format!("pc pc-{}", piece_code(piece)));
                assert_eq!(square_piece_class(piece), format!("piece {class}"));
                let name = format!(".pc-{}", piece_code(piece));
                assert!(selectors.contains(&name), "{name} has no sprite");
                let row = color.fold(0, 100);
                let place = format!(
                    "{name} {{\n  background-position: {}% {row}%;\n}}",
                    column * 20
                );
                assert!(css.contains(&place), "{place}");
            }
        }
    }
}
