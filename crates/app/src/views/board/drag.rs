//! Dragging a piece, for every board (the game's, the embedded one, the
//! editor's with its palette): telling a click from a drag, and drawing the
//! dragged piece under the pointer. Kept outside Yew's state: the pointer
//! moves far more often than the board changes, so the image follows it
//! straight in the DOM, without a render per move.

use std::cell::RefCell;
use std::rc::Rc;

use roque_rules::{Piece, ShapeColor};
use web_sys::{Element, PointerEvent};
use yew::prelude::*;

use crate::model::decimal;
use crate::views::board::geometry;
use crate::views::board::square::piece_classes;

/// A gesture from pointer down to pointer up, started on `source` (a
/// square, or the editor's palette).
#[derive(Clone, Debug)]
pub struct Gesture<S> {
    pointer_id: i32,
    /// The element to keep the pointer's events on once the gesture needs
    /// it (see [`Gesture::capture_later`]); `None` once it has them, or
    /// when the caller captured at the press.
    capture: Option<Element>,
    /// Where it started.
    pub source: S,
    /// The piece that may be dragged, if any.
    piece: Option<Piece>,
    start: (f64, f64),
    threshold: f64,
    dragging: bool,
    /// The side of the dragged image, a square's, in CSS pixels.
    pub size: f64,
    /// A drawing (`drawing.rs`), in this colour, rather than a move: it
    /// drags no piece, and its release draws.
    pub draws: Option<ShapeColor>,
}

/// What a pointer move did to a gesture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// Not a drag (yet): too short, or nothing to drag.
    Still,
    /// The drag starts now, with this piece.
    Started(Piece),
    /// The drag goes on.
    Dragging,
}

/// Where the pointer of `e` is, in the viewport's CSS pixels.
pub fn point(e: &PointerEvent) -> (f64, f64) {
    (f64::from(e.client_x()), f64::from(e.client_y()))
}

impl<S: Copy> Gesture<S> {
    /// A press of `e` on `source`, which may drag `piece` in an image of
    /// `size` pixels; `None` for a press that starts no gesture (a mouse
    /// button other than the main one, a second finger).
    pub fn press(e: &PointerEvent, source: S, piece: Option<Piece>, size: f64) -> Option<Self> {
        // Read once: each read copies the browser's string into the wasm.
        let kind = e.pointer_type();
        if !e.is_primary() || (kind == "mouse" && e.button() != 0) {
            return None;
        }
        Some(Gesture {
            pointer_id: e.pointer_id(),
            capture: None,
            source,
            piece,
            start: point(e),
            threshold: geometry::drag_threshold(kind == "touch"),
            dragging: false,
            size,
            draws: None,
        })
    }

    /// A drawing started by the press `e` on `source`, in `color`: it drags
    /// no piece, and captures the pointer as a piece's drag does.
    pub fn drawing(e: &PointerEvent, source: S, color: ShapeColor) -> Self {
        Gesture {
            pointer_id: e.pointer_id(),
            capture: None,
            source,
            piece: None,
            start: point(e),
            threshold: 0.0,
            dragging: false,
            size: 0.0,
            draws: Some(color),
        }
    }

    /// Keeps the pointer's later events (its moves and its release) on
    /// `element`, even off it, from the moment the gesture needs them: when
    /// the drag starts, or when the pointer leaves `element` still pressed
    /// ([`on_pointer_leave`]). Not at the press: a click, released where it
    /// was pressed, never needs them, and capturing cost each press a
    /// quarter of a millisecond in Chromium, and releasing as much (the
    /// browser lets go by itself after the release or a cancel).
    pub fn capture_later(mut self, element: Element) -> Self {
        self.capture = Some(element);
        self
    }

    /// Captures the pointer now, if the gesture was to capture it later.
    fn hold(&mut self) {
        if let Some(element) = self.capture.take() {
            // Without it, a release off the element is not heard: the
            // next press starts a new gesture all the same.
            let _ = element.set_pointer_capture(self.pointer_id);
        }
    }

    /// Whether `e` belongs to this gesture's pointer.
    pub fn is_of(&self, e: &PointerEvent) -> bool {
        self.pointer_id == e.pointer_id()
    }

    /// Whether the gesture became a drag.
    pub fn dragging(&self) -> bool {
        self.dragging
    }

    /// Whether a release at (`x`, `y`) ends a click where it started: no
    /// drag, and the pointer still within the drag threshold of the press
    /// (the square pressed, without reading the board's geometry again).
    pub fn click_at(&self, (x, y): (f64, f64)) -> bool {
        !self.dragging && (x - self.start.0).hypot(y - self.start.1) < self.threshold
    }

    /// The pointer moved to (`x`, `y`).
    pub fn moved(&mut self, (x, y): (f64, f64)) -> Motion {
        if self.dragging {
            return Motion::Dragging;
        }
        match self.piece {
            Some(piece) if (x - self.start.0).hypot(y - self.start.1) >= self.threshold => {
                self.dragging = true;
                self.hold();
                Motion::Started(piece)
            }
            _ => Motion::Still,
        }
    }
}

/// The piece being dragged from `source`, as drawn under the pointer when
/// the drag began (later moves go straight to the DOM).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost<S> {
    /// Where the drag started.
    pub source: S,
    piece: Piece,
    x: f64,
    y: f64,
    size: f64,
}

/// The one `pointermove` handler of every board: past the threshold, the
/// drag starts and `ghost` shows the piece; then the image follows the
/// pointer.
pub fn on_pointer_move<S: Copy + PartialEq + 'static>(
    gesture: Rc<RefCell<Option<Gesture<S>>>>,
    ghost: UseStateHandle<Option<Ghost<S>>>,
    ghost_ref: NodeRef,
) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        let mut current = gesture.borrow_mut();
        let Some(g) = current.as_mut().filter(|g| g.is_of(&e)) else {
            return;
        };
        let (x, y) = point(&e);
        match g.moved((x, y)) {
            Motion::Still => return,
            Motion::Started(piece) => ghost.set(Some(Ghost {
                source: g.source,
                piece,
                x,
                y,
                size: g.size,
            })),
            Motion::Dragging => {}
        }
        e.prevent_default();
        place_ghost(&ghost_ref, g.size, x, y);
    })
}

/// The `pointerleave` handler of a board whose gestures capture later: a
/// pointer leaving it still pressed keeps its events (the release off the
/// board ends the gesture there).
pub fn on_pointer_leave<S: Copy + 'static>(
    gesture: Rc<RefCell<Option<Gesture<S>>>>,
) -> Callback<PointerEvent> {
    Callback::from(move |e: PointerEvent| {
        if let Some(g) = gesture.borrow_mut().as_mut().filter(|g| g.is_of(&e)) {
            g.hold();
        }
    })
}

/// The dragged piece's image, if a drag is on.
pub fn ghost_image<S>(ghost: Option<&Ghost<S>>, ghost_ref: &NodeRef) -> Html {
    match ghost {
        Some(g) => html! {
            <span
                class={format!("drag-ghost {}", piece_classes(g.piece))}
                ref={ghost_ref.clone()}
                style={ghost_style(g.size, g.x, g.y)}
                aria-hidden="true"
            ></span>
        },
        None => Html::default(),
    }
}

/// The style that puts a square-sized image centred on (`x`, `y`).
fn ghost_style(size: f64, x: f64, y: f64) -> String {
    let size_px = decimal::fixed(size, 2);
    format!(
        "width:{size_px}px;height:{size_px}px;transform:translate({}px,{}px)",
        decimal::fixed(x - size / 2.0, 2),
        decimal::fixed(y - size / 2.0, 2)
    )
}

/// Moves the dragged image straight in the DOM, without a render.
fn place_ghost(ghost: &NodeRef, size: f64, x: f64, y: f64) {
    if let Some(ghost) = ghost.cast::<Element>() {
        // Failing to move the image only leaves it behind for a moment.
        let _ = ghost.set_attribute("style", &ghost_style(size, x, y));
    }
}
