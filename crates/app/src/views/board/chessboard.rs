//! The board: 64 squares, and the pointer gestures on them.
//!
//! It knows no rules. It shows what it is given (a position, the selected
//! square, the legal destinations, highlights) and turns mouse, touch and
//! pen gestures into intents for the app: a press, a release, a drop, and
//! on a board that draws, a drawing (`drawing.rs`) or a left click that
//! rubs the drawings out.

use std::cell::RefCell;
use std::rc::Rc;

use roque_rules::{Color, Lang, Move, Position, Shape, ShapeColor, Square};
use web_sys::{DomRect, Element, HtmlElement, KeyboardEvent, MouseEvent, PointerEvent};
use yew::prelude::*;

use crate::browser::focus;
use crate::model::marks::SquareMark;
use crate::views::board::drag::{
    ghost_image, on_pointer_leave, on_pointer_move, point, Gesture, Ghost,
};
use crate::views::board::drawing;
use crate::views::board::geometry::{self, display_rows};
use crate::views::board::keyboard::{self, Step};
use crate::views::board::shapes::ShapeLayer;
use crate::views::board::square::SquareView;
use crate::words;

/// What the board shows.
#[derive(Properties, PartialEq, Clone)]
pub struct BoardProps {
    /// The position on the board.
    pub position: Position,
    /// The side at the bottom.
    pub orientation: Color,
    /// The square of the picked-up piece.
    #[prop_or_default]
    pub selected: Option<Square>,
    /// Where the picked-up piece may go.
    #[prop_or_default]
    pub destinations: Vec<Square>,
    /// The last move, highlighted.
    #[prop_or_default]
    pub last_move: Option<Move>,
    /// The square of a king in check.
    #[prop_or_default]
    pub check: Option<Square>,
    /// Whether the board reports presses at all (not under a dialog).
    #[prop_or(true)]
    pub interactive: bool,
    /// Whether pieces may be dragged (not once the game is over).
    #[prop_or(true)]
    pub movable: bool,
    /// The language of the squares' labels.
    pub lang: Lang,
    /// The pointer went down on a square.
    pub on_press: Callback<Square>,
    /// The pointer came up, without dragging, on the square it went down on.
    pub on_release: Callback<Square>,
    /// A piece was dragged from the first square and dropped on the second.
    pub on_drop: Callback<(Square, Square)>,
    /// A drag ended off the board, or the gesture was interrupted.
    pub on_cancel: Callback<()>,
    /// Things laid over the board (the promotion picker).
    #[prop_or_default]
    pub children: Html,
    /// Squares highlighted by a tutorial page.
    #[prop_or_default]
    pub marks: Vec<SquareMark>,
    /// The arrows and circles drawn over the board: the player's, those of
    /// a PGN, or a tutorial page's.
    #[prop_or_default]
    pub shapes: Vec<Shape>,
    /// A drawing made on the board; `None` for a board that does not draw.
    #[prop_or_default]
    pub on_draw: Option<Callback<Shape>>,
    /// A left click on a board that draws and shows drawings: rub them out.
    #[prop_or_default]
    pub on_clear_drawings: Callback<()>,
    /// Whether the main button, a finger or a pen draws instead of moving
    /// (the « Dessiner » switch, for touch screens).
    #[prop_or_default]
    pub draw_mode: bool,
    /// Whether the files and ranks are printed in the squares' corners.
    #[prop_or(true)]
    pub coordinates: bool,
    /// Squares the player marked (a course's « find all the squares »):
    /// selected cells of the grid, said as marked.
    #[prop_or_default]
    pub marked: Vec<Square>,
}

/// The square under the point (`x`, `y`) of the viewport, if it is on the
/// board whose box is `rect`.
fn square_at(rect: &DomRect, orientation: Color, x: f64, y: f64) -> Option<Square> {
    if rect.width() <= 0.0 || rect.height() <= 0.0 {
        return None;
    }
    geometry::square_at_fraction(
        (x - rect.left()) / rect.width(),
        (y - rect.top()) / rect.height(),
        orientation,
    )
}

/// Whether the keyboard focus is inside `element`.
fn holds_focus(element: &Element) -> bool {
    focus::active_element().is_some_and(|active| element.contains(Some(&active)))
}

/// Whether the keyboard focus is nowhere in particular: on the page's
/// body, as after the promotion picker that held it closes.
fn focus_is_lost() -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    match (focus::active_element(), document.body()) {
        (None, _) => true,
        (Some(active), Some(body)) => active == *body.as_ref(),
        (Some(_), None) => false,
    }
}

/// Gives the keyboard focus to `square`'s cell on `board`.
fn focus_square(board: &Element, square: Square) {
    let cell = board
        .query_selector(&format!("[data-square=\"{square}\"]"))
        .ok()
        .flatten();
    if let Some(cell) =
        cell.and_then(|cell| wasm_bindgen::JsCast::dyn_into::<HtmlElement>(cell).ok())
    {
        let _ = cell.focus();
    }
}

/// The files and ranks printed along the bottom row and the left column,
/// in a layer over the grid rather than in its cells: a cell's name (« a8,
/// tour noire ») then stays all that a screen reader reads of it. Every
/// board that prints coordinates (the game's, the editor's) uses this one
/// layer, so they sit in the same place on each.
pub(crate) fn coordinates(orientation: Color) -> Html {
    // Where each label sits: the ranks down the first column, the files
    // along the last row (static text, no style written at each render).
    const RANK_PLACES: [&str; 8] = [
        "grid-row:1;grid-column:1",
        "grid-row:2;grid-column:1",
        "grid-row:3;grid-column:1",
        "grid-row:4;grid-column:1",
        "grid-row:5;grid-column:1",
        "grid-row:6;grid-column:1",
        "grid-row:7;grid-column:1",
        "grid-row:8;grid-column:1",
    ];
    const FILE_PLACES: [&str; 8] = [
        "grid-row:8;grid-column:1",
        "grid-row:8;grid-column:2",
        "grid-row:8;grid-column:3",
        "grid-row:8;grid-column:4",
        "grid-row:8;grid-column:5",
        "grid-row:8;grid-column:6",
        "grid-row:8;grid-column:7",
        "grid-row:8;grid-column:8",
    ];
    let rows = display_rows(orientation);
    let mut labels = Vec::with_capacity(16);
    for (row, squares) in rows.iter().enumerate() {
        for (col, sq) in squares.iter().enumerate() {
            let light = sq.is_light();
            if col == 0 {
                let class = if light {
                    "coord rank light"
                } else {
                    "coord rank dark"
                };
                labels.push(html! {
                    <span {class} style={RANK_PLACES[row]}>{ sq.rank().char() }</span>
                });
            }
            if row == 7 {
                let class = if light {
                    "coord file light"
                } else {
                    "coord file dark"
                };
                labels.push(html! {
                    <span {class} style={FILE_PLACES[col]}>{ sq.file().char() }</span>
                });
            }
        }
    }
    html! { <div class="coords" aria-hidden="true">{ for labels }</div> }
}

/// The board.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let board_ref = use_node_ref();
    let ghost_ref = use_node_ref();
    let gesture: Rc<RefCell<Option<Gesture<Square>>>> = use_mut_ref(|| None);
    // The dragged piece, to draw it under the pointer and fade its square.
    let dragged = use_state_eq(|| None::<Ghost<Square>>);
    // The square the keyboard is on: the only one in the tab order (a
    // roving tab index), so that Tab crosses the board in one step.
    let cursor = use_state_eq(|| keyboard::home(props.orientation));
    // The keyboard's drawing, started on this square.
    let pending = use_state_eq(|| None::<Square>);

    // The focus follows the cursor, when the board has it.
    {
        let board_ref = board_ref.clone();
        use_effect_with(*cursor, move |square| {
            if let Some(board) = board_ref.cast::<Element>() {
                if holds_focus(&board) {
                    focus_square(&board, *square);
                }
            }
        });
    }
    // When the promotion picker closes, the focus it held comes back to
    // the board's cursor.
    {
        let board_ref = board_ref.clone();
        let cursor = *cursor;
        let was_interactive = use_mut_ref(|| props.interactive);
        use_effect_with(props.interactive, move |interactive| {
            let reopened = *interactive && !*was_interactive.borrow();
            *was_interactive.borrow_mut() = *interactive;
            if reopened && focus_is_lost() {
                if let Some(board) = board_ref.cast::<Element>() {
                    focus_square(&board, cursor);
                }
            }
        });
    }

    let onkeydown = {
        let (cursor, pending) = (cursor.clone(), pending.clone());
        let (orientation, interactive) = (props.orientation, props.interactive);
        let (on_press, on_release) = (props.on_press.clone(), props.on_release.clone());
        let on_draw = props.on_draw.clone();
        Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if let Some(on_draw) = on_draw.as_ref().filter(|_| !e.ctrl_key() && !e.meta_key()) {
                if drawing::is_draw_key(&key) {
                    e.prevent_default();
                    match *pending {
                        None => pending.set(Some(*cursor)),
                        Some(from) => {
                            pending.set(None);
                            let color = drawing::color_of(e.shift_key(), e.alt_key());
                            on_draw.emit(drawing::shape_of(from, *cursor, color));
                        }
                    }
                    return;
                }
                // Escape gives up a drawing started.
                if key == "Escape" {
                    pending.set(None);
                }
            }
            if e.alt_key() || e.meta_key() {
                return;
            }
            if let Some(step) = Step::from_key(&key, e.ctrl_key()) {
                e.prevent_default();
                cursor.set(keyboard::step(*cursor, step, orientation));
                return;
            }
            // Enter or Space on a square: a click, press and release.
            if matches!(key.as_str(), "Enter" | " ") && !e.ctrl_key() {
                e.prevent_default();
                if interactive {
                    on_press.emit(*cursor);
                    on_release.emit(*cursor);
                }
            }
        })
    };

    let onpointerdown = {
        let (board_ref, gesture, cursor) = (board_ref.clone(), gesture.clone(), cursor.clone());
        let (position, orientation) = (props.position, props.orientation);
        let (interactive, movable) = (props.interactive, props.movable);
        let on_press = props.on_press.clone();
        let (draws, draw_mode) = (props.on_draw.is_some(), props.draw_mode);
        let drawn = !props.shapes.is_empty();
        let on_clear = props.on_clear_drawings.clone();
        Callback::from(move |e: PointerEvent| {
            let Some(board) = board_ref.cast::<Element>() else {
                return;
            };
            // The board's box, read once: the layout is still the one the
            // last frame painted, so reading it costs nothing.
            let rect = board.get_bounding_client_rect();
            let (x, y) = point(&e);
            let Some(sq) = square_at(&rect, orientation, x, y) else {
                return;
            };
            if draws {
                if let Some(color) = drawing::press_draws(&e, draw_mode) {
                    e.prevent_default();
                    // Its later moves and its release reach the board as a
                    // drag's do.
                    *gesture.borrow_mut() =
                        Some(Gesture::drawing(&e, sq, color).capture_later(board));
                    return;
                }
                // A left click rubs the position's drawings out.
                if drawn && e.button() == 0 {
                    on_clear.emit(());
                }
            }
            let piece = position
                .piece_at(sq)
                .filter(|piece| movable && piece.color == position.turn());
            let size = rect.width() / 8.0;
            // Only the main button of a mouse; any finger or pen.
            let Some(next) = Gesture::press(&e, sq, piece, size).filter(|_| interactive) else {
                return;
            };
            // Keeps the browser from selecting text or starting its own drag.
            e.prevent_default();
            // Later moves and the release reach the board even off it, once
            // the piece is dragged or the pointer leaves the board.
            *gesture.borrow_mut() = Some(next.capture_later(board));
            // The keyboard takes up where the pointer left.
            cursor.set(sq);
            on_press.emit(sq);
        })
    };

    let onpointermove = on_pointer_move(gesture.clone(), dragged.clone(), ghost_ref.clone());
    let onpointerleave = on_pointer_leave(gesture.clone());

    let finish = {
        let (board_ref, gesture, dragged) = (board_ref.clone(), gesture.clone(), dragged.clone());
        let orientation = props.orientation;
        let (on_release, on_drop, on_cancel) = (
            props.on_release.clone(),
            props.on_drop.clone(),
            props.on_cancel.clone(),
        );
        let on_draw = props.on_draw.clone();
        move |e: &PointerEvent, cancelled: bool| {
            let Some(g) = gesture.borrow_mut().take_if(|g| g.is_of(e)) else {
                return;
            };
            dragged.set(None);
            let Some(board) = board_ref.cast::<Element>() else {
                return;
            };
            if cancelled {
                if g.dragging() {
                    on_cancel.emit(());
                }
                return;
            }
            // A click released where it was pressed is on the square
            // pressed: no geometry to read, so no layout forced after the
            // press's render (the frame lays the page out once).
            let (x, y) = point(e);
            let target = if g.click_at((x, y)) {
                Some(g.source)
            } else {
                square_at(&board.get_bounding_client_rect(), orientation, x, y)
            };
            // A drawing released on the board draws; off it, nothing.
            if let Some(color) = g.draws {
                if let (Some(to), Some(on_draw)) = (target, &on_draw) {
                    on_draw.emit(drawing::shape_of(g.source, to, color));
                }
                return;
            }
            match (g.dragging(), target) {
                (true, Some(to)) => on_drop.emit((g.source, to)),
                (true, None) => on_cancel.emit(()),
                (false, Some(to)) if to == g.source => on_release.emit(to),
                // A press that slid to another square without a piece to
                // drag: nothing more to do.
                (false, _) => {}
            }
        }
    };
    let onpointerup = {
        let finish = finish.clone();
        Callback::from(move |e: PointerEvent| finish(&e, false))
    };
    let onpointercancel = Callback::from(move |e: PointerEvent| finish(&e, true));
    // No browser menu over a board that draws with the right button.
    let oncontextmenu = props
        .on_draw
        .is_some()
        .then(|| Callback::from(|e: MouseEvent| e.prevent_default()));

    let dests = &props.destinations;
    let last = props.last_move;
    let lifted = dragged.map(|d| d.source);
    // A tutorial page's marks; the keyboard's drawing, started on its
    // square, marks it in the drawing's green.
    let mark_on = |sq: Square| {
        let pending = (*pending == Some(sq)).then_some(ShapeColor::Green);
        props
            .marks
            .iter()
            .rev()
            .find(|m| m.square == sq)
            .map(|m| m.color)
            .or(pending)
    };
    let rows = display_rows(props.orientation).into_iter().map(|row| {
        let cells = row.into_iter().map(|sq| {
            let piece = props.position.piece_at(sq);
            let legal = dests.contains(&sq);
            let check = props.check == Some(sq);
            let marked = props.marked.contains(&sq);
            html! {
                <SquareView
                    key={sq.name()}
                    square={sq}
                    {piece}
                    lang={props.lang}
                    focusable={*cursor == sq}
                    selected={props.selected == Some(sq)}
                    last_move={last.is_some_and(|m| m.from == sq || m.to == sq)}
                    {check}
                    {legal}
                    lifted={lifted == Some(sq)}
                    mark={mark_on(sq)}
                    {marked}
                />
            }
        });
        html! { <div class="board-row" role="row">{ for cells }</div> }
    });

    let class = match (props.interactive && props.movable, dragged.is_some()) {
        (true, true) => "board interactive dragging",
        (true, false) => "board interactive",
        (false, true) => "board dragging",
        (false, false) => "board",
    };
    html! {
        <div class="board-frame">
            <div
                {class}
                ref={board_ref}
                role="grid"
                aria-label={words::ui::texts(props.lang).board}
                data-orientation={props.orientation.fold("white", "black")}
                aria-keyshortcuts={props.on_draw.as_ref().map(|_| "D")}
                {onkeydown}
                {onpointerdown}
                {onpointermove}
                {onpointerleave}
                {onpointerup}
                {onpointercancel}
                {oncontextmenu}
            >
                { for rows }
            </div>
            if props.coordinates {
                { coordinates(props.orientation) }
            }
            if !props.shapes.is_empty() {
                <ShapeLayer shapes={props.shapes.clone()} orientation={props.orientation} />
            }
            { props.children.clone() }
            { ghost_image(dragged.as_ref(), &ghost_ref) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_follow_the_orientation() {
        let white = display_rows(Color::White);
        assert_eq!(white[0][0], Square::A8);
        assert_eq!(white[7][7], Square::H1);
        let black = display_rows(Color::Black);
        assert_eq!(black[0][0], Square::H1);
        assert_eq!(black[7][7], Square::A8);
        assert_eq!(white.iter().flatten().count(), 64);
    }
}
