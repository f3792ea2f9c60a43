//! Small pieces of wording shared by the feedback and the solutions, built
//! on the rules crate's grammar (`Role::the_name`, `Color::name`…).

use roque_rules::{Lang, Move, PieceAt, Position, SanPlus};

/// « la dame en d8 », "the queen on d8".
pub(crate) fn the_at(at: PieceAt, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!("{} en {}", at.piece.role.the_name(lang), at.square),
        Lang::En => format!("{} on {}", at.piece.role.the_name(lang), at.square),
    }
}

/// The text with its first letter in upper case.
pub(crate) fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `mv` in SAN with `lang`'s piece letters: « Txe8# », "Rxe8#".
pub(crate) fn san(position: &Position, mv: Move, lang: Lang) -> String {
    SanPlus::from_move(position, mv).to_string_with(lang.piece_letters())
}

/// The moves from `start`, numbered: « 1. Dh5+ Rg8 2. Dxf7# ».
pub(crate) fn line(start: &Position, moves: &[Move], lang: Lang) -> String {
    let mut position = *start;
    let mut words = Vec::with_capacity(moves.len() * 2);
    for (i, &mv) in moves.iter().enumerate() {
        let number = position.fullmove_number();
        match position.turn() {
            roque_rules::Color::White => words.push(format!("{number}.")),
            roque_rules::Color::Black if i == 0 => words.push(format!("{number}...")),
            roque_rules::Color::Black => {}
        }
        words.push(san(&position, mv, lang));
        if position.play(mv).is_err() {
            break;
        }
    }
    words.join(" ")
}
