//! The content: one module per lesson (`lessons/<id>.rs`, with `_` for
//! `-`), each a declarative `LESSON`, listed here in the course's order.

mod agreement;
mod bishop;
mod capture;
mod caro_kann_defence;
mod castling;
mod check;
mod checkmate;
mod en_passant;
mod fifty_moves;
mod fivefold;
mod flag;
mod french_defence;
mod insufficient_material;
mod italian_game;
mod king;
mod knight;
mod london_system;
mod opening_principles;
mod out_of_check;
mod pawn;
mod promotion;
mod queen;
mod queens_gambit;
mod rook;
mod ruy_lopez;
mod scandinavian_defence;
mod scholars_mate;
mod seventy_five_moves;
mod sicilian_defence;
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
    opening_principles::LESSON,
    scholars_mate::LESSON,
    italian_game::LESSON,
    ruy_lopez::LESSON,
    queens_gambit::LESSON,
    london_system::LESSON,
    sicilian_defence::LESSON,
    french_defence::LESSON,
    caro_kann_defence::LESSON,
    scandinavian_defence::LESSON,
];
