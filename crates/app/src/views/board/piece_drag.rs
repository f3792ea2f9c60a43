//! Dragging a piece in the board editor, from the palette or from a
//! square, to a square or off the board, with the boards' one gesture
//! ([`crate::views::board::drag`]).
//!
//! The element given at the press captures the pointer, so the moves and
//! the release reach it wherever the pointer goes; the square under the
//! release is found from the document (`elementFromPoint`), so a drag can
//! cross from the palette to the board. The dragged image follows the
//! pointer straight in the DOM, without a render per move.

use std::cell::RefCell;
use std::rc::Rc;

use roque_rules::{Piece, Square};
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use crate::views::board::drag::{ghost_image, on_pointer_move, point, Gesture, Ghost};

/// Where a dragged piece comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The palette: a new piece.
    Palette(Piece),
    /// A square of the board, with the piece on it, if any.
    Board(Square, Option<Piece>),
}

impl Source {
    fn piece(self) -> Option<Piece> {
        match self {
            Source::Palette(piece) => Some(piece),
            Source::Board(_, piece) => piece,
        }
    }
}

/// A finished gesture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DragEnd {
    /// Where it started.
    pub source: Source,
    /// Whether it was a drag (else a click).
    pub dragged: bool,
    /// The square of the editor's board under the release, if any.
    pub target: Option<Square>,
}

/// The editor board's square at the viewport point (`x`, `y`), if any.
pub fn square_under(x: f64, y: f64) -> Option<Square> {
    // In range for any real screen; `as` saturates anyway.
    let element = web_sys::window()?
        .document()?
        .element_from_point(x as f32, y as f32)?;
    let square = element.closest("[data-edit-square]").ok()??;
    square.get_attribute("data-edit-square")?.parse().ok()
}

/// Starts a gesture from a `pointerdown`, its source, and the element
/// that takes the pointer.
pub type StartGesture = Rc<dyn Fn(&PointerEvent, Source, &Element)>;

/// The handlers to put on the element that starts gestures, and the
/// dragged image to render.
pub struct PieceDrag {
    /// Starts a gesture: call from `pointerdown` with its source and the
    /// element that takes the pointer (and has the three handlers below).
    pub start: StartGesture,
    /// `pointermove` on the same element.
    pub onpointermove: Callback<PointerEvent>,
    /// `pointerup` on the same element.
    pub onpointerup: Callback<PointerEvent>,
    /// `pointercancel` on the same element.
    pub onpointercancel: Callback<PointerEvent>,
    /// The dragged piece's image, if a drag is on.
    pub ghost: Html,
}

/// Gestures that end in `on_end`.
#[hook]
pub fn use_piece_drag(on_end: Callback<DragEnd>) -> PieceDrag {
    let gesture: Rc<RefCell<Option<Gesture<Source>>>> = use_mut_ref(|| None);
    let ghost = use_state_eq(|| None::<Ghost<Source>>);
    let ghost_ref = use_node_ref();

    let start: StartGesture = {
        let gesture = gesture.clone();
        Rc::new(move |e: &PointerEvent, source: Source, capture: &Element| {
            // The image is as large as a square of the editor's board.
            let size = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".editor-board").ok().flatten())
                .map(|board| board.get_bounding_client_rect().width() / 8.0)
                .filter(|size| *size > 0.0)
                .unwrap_or(56.0);
            // Only the main button of a mouse; any finger or pen.
            let Some(next) = Gesture::press(e, source, source.piece(), size) else {
                return;
            };
            e.prevent_default();
            let _ = capture.set_pointer_capture(e.pointer_id());
            *gesture.borrow_mut() = Some(next);
        })
    };

    let onpointermove = on_pointer_move(gesture.clone(), ghost.clone(), ghost_ref.clone());

    let finish = {
        let (gesture, ghost) = (gesture.clone(), ghost.clone());
        move |e: &PointerEvent, cancelled: bool| {
            let Some(g) = gesture.borrow_mut().take_if(|g| g.is_of(e)) else {
                return;
            };
            ghost.set(None);
            // The browser lets the pointer go by itself after this event.
            if cancelled {
                return;
            }
            let (x, y) = point(e);
            on_end.emit(DragEnd {
                source: g.source,
                dragged: g.dragging(),
                target: square_under(x, y),
            });
        }
    };
    let onpointerup = {
        let finish = finish.clone();
        Callback::from(move |e: PointerEvent| finish(&e, false))
    };
    let onpointercancel = Callback::from(move |e: PointerEvent| finish(&e, true));

    let ghost = ghost_image(ghost.as_ref(), &ghost_ref);
    PieceDrag {
        start,
        onpointermove,
        onpointerup,
        onpointercancel,
        ghost,
    }
}
