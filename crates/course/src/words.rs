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
        // A castling is named too: the prompts and notes say « grand
        // roque », which « O-O-O » alone does not tell a beginner.
        words.push(match position.castling_side(mv) {
            Some(side) => format!("{} ({})", san(&position, mv, lang), side.name(lang)),
            None => san(&position, mv, lang),
        });
        if position.play(mv).is_err() {
            break;
        }
    }
    words.join(" ")
}
