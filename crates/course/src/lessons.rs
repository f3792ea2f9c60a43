//! The content: one module per lesson (`lessons/<id>.rs`, with `_` for
//! `-`), each a declarative `LESSON`, listed here in the course's order.

mod agreement;
mod bishop;
mod capture;
mod castling;
mod check;
mod checkmate;
mod en_passant;
mod fifty_moves;
mod fivefold;
mod flag;
mod insufficient_material;
mod king;
mod knight;
mod out_of_check;
mod pawn;
mod promotion;
mod queen;
mod rook;
mod seventy_five_moves;
mod stalemate;
mod threefold;
mod touch_move;

use crate::Lesson;

/// Every lesson, in the course's order.
pub(crate) static ALL: &[Lesson] = &[
    rook::LESSON,
    bishop::LESSON,
    queen::LESSON,
    king::LESSON,
    knight::LESSON,
    pawn::LESSON,
    capture::LESSON,
    check::LESSON,
    out_of_check::LESSON,
    checkmate::LESSON,
    stalemate::LESSON,
    castling::LESSON,
    en_passant::LESSON,
    promotion::LESSON,
    threefold::LESSON,
    fifty_moves::LESSON,
    fivefold::LESSON,
    seventy_five_moves::LESSON,
    insufficient_material::LESSON,
    agreement::LESSON,
    touch_move::LESSON,
    flag::LESSON,
];
