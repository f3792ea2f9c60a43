//! The board editor's board: the setup's pieces, clicks for the tool,
//! drags to move a piece or take it off, a right click to empty a square.

use roque_rules::{Board, Color, Lang, Square};
use web_sys::{Element, MouseEvent, PointerEvent};
use yew::prelude::*;

use crate::views::board::chessboard::coordinates;
use crate::views::board::geometry::display_rows;
use crate::views::board::piece_drag::{square_under, DragEnd, Source};
use crate::views::board::square::{piece_code, square_piece_class};
use crate::words;

/// What the editor's board shows.
#[derive(Properties, PartialEq, Clone)]
pub struct EditorBoardProps {
    /// The pieces.
    pub board: Board,
    /// The side at the bottom.
    pub orientation: Color,
    /// The language of the squares' labels.
    pub lang: Lang,
    /// A gesture started on a square, on this element (the board).
    pub on_start: Callback<(PointerEvent, Source, Element)>,
    /// `pointermove`, `pointerup`, `pointercancel` of the gesture.
    pub on_move: Callback<PointerEvent>,
    /// The gesture's release.
    pub on_up: Callback<PointerEvent>,
    /// The gesture was interrupted.
    pub on_cancel: Callback<PointerEvent>,
    /// A right click on a square: empty it.
    pub on_remove: Callback<Square>,
}

/// How a finished gesture on the board or from the palette reads.
pub fn gesture_action(end: DragEnd) -> Option<crate::state::editor::EditorAction> {
    use crate::state::editor::{EditorAction, Tool};
    match (end.source, end.dragged, end.target) {
        (Source::Palette(piece), false, _) => Some(EditorAction::Choose(Tool::Place(piece))),
        (Source::Palette(piece), true, Some(to)) => Some(EditorAction::Put { piece, to }),
        (Source::Palette(_), true, None) => None,
        (Source::Board(from, _), false, Some(to)) if to == from => Some(EditorAction::Click(from)),
        (Source::Board(_, _), false, _) => None,
        (Source::Board(from, _), true, Some(to)) => Some(EditorAction::Move { from, to }),
        (Source::Board(from, _), true, None) => Some(EditorAction::Remove(from)),
    }
}

/// The board.
#[component]
pub fn EditorBoard(props: &EditorBoardProps) -> Html {
    let grid = use_node_ref();
    let onpointerdown = {
        let (board, on_start, grid) = (props.board, props.on_start.clone(), grid.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(square) = square_under(f64::from(e.client_x()), f64::from(e.client_y()))
            else {
                return;
            };
            if let Some(element) = grid.cast::<Element>() {
                on_start.emit((e, Source::Board(square, board.piece_at(square)), element));
            }
        })
    };
    let oncontextmenu = {
        let on_remove = props.on_remove.clone();
        Callback::from(move |e: MouseEvent| {
            e.prevent_default();
            if let Some(square) = square_under(f64::from(e.client_x()), f64::from(e.client_y())) {
                on_remove.emit(square);
            }
        })
    };
    let rows = display_rows(props.orientation).into_iter().map(|row| {
        let cells = row.into_iter().map(|sq| {
            let piece = props.board.piece_at(sq);
            html! {
                <div
                    key={sq.to_string()}
                    class={match (sq.is_light(), piece.is_some()) {
                        (true, false) => "square light",
                        (true, true) => "square light occupied",
                        (false, false) => "square dark",
                        (false, true) => "square dark occupied",
                    }}
                    role="gridcell"
                    data-edit-square={sq.to_string()}
                >
                    // The name comes from this text, not an aria-label: the
                    // printed coordinates are then no mismatch with it.
                    <span class="visually-hidden">{ words::ui::square_label(sq, piece, props.lang) }</span>
                    if let Some(piece) = piece {
                        <span class={square_piece_class(piece)} data-piece={piece_code(piece)} aria-hidden="true"></span>
                    }
                </div>
            }
        });
        html! { <div class="board-row" role="row">{ for cells }</div> }
    });
    html! {
        <div class="board-frame">
            <div
                class="board editor-board"
                ref={grid}
                role="grid"
                aria-label={words::ui::texts(props.lang).board}
                data-orientation={props.orientation.fold("white", "black")}
                {onpointerdown}
                onpointermove={props.on_move.clone()}
                onpointerup={props.on_up.clone()}
                onpointercancel={props.on_cancel.clone()}
                {oncontextmenu}
            >
                { for rows }
            </div>
            // The coordinates as on the game's board: a layer over the
            // grid, in the corners of the edge squares, under nothing.
            { coordinates(props.orientation) }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::editor::{EditorAction, Tool};
    use roque_rules::{Piece, Role};

    const ROOK: Piece = Piece::new(Color::White, Role::Rook);

    #[test]
    fn gestures_read_as_editor_actions() {
        let end = |source, dragged, target| {
            gesture_action(DragEnd {
                source,
                dragged,
                target,
            })
        };
        assert_eq!(
            end(Source::Palette(ROOK), false, None),
            Some(EditorAction::Choose(Tool::Place(ROOK)))
        );
        assert_eq!(
            end(Source::Palette(ROOK), true, Some(Square::D4)),
            Some(EditorAction::Put {
                piece: ROOK,
                to: Square::D4
            })
        );
        assert_eq!(end(Source::Palette(ROOK), true, None), None);
        let on_a1 = Source::Board(Square::A1, Some(ROOK));
        assert_eq!(
            end(on_a1, false, Some(Square::A1)),
            Some(EditorAction::Click(Square::A1))
        );
        assert_eq!(end(on_a1, false, Some(Square::B1)), None);
        assert_eq!(
            end(on_a1, true, Some(Square::A8)),
            Some(EditorAction::Move {
                from: Square::A1,
                to: Square::A8
            })
        );
        assert_eq!(
            end(on_a1, true, None),
            Some(EditorAction::Remove(Square::A1))
        );
        assert_eq!(display_rows(Color::Black)[0][0], Square::H1);
    }
}
