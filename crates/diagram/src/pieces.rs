//! Roque's pieces (`web/pieces/`, one 45 × 45 SVG a piece, drawn for the
//! app) as the symbols a diagram uses: the same drawings on screen, in a
//! downloaded diagram and on paper.

use roque_rules::{Color, Piece, Role};

/// The twelve files, in the order of [`index`].
const FILES: [&str; 12] = [
    include_str!("../../../web/pieces/wP.svg"),
    include_str!("../../../web/pieces/wN.svg"),
    include_str!("../../../web/pieces/wB.svg"),
    include_str!("../../../web/pieces/wR.svg"),
    include_str!("../../../web/pieces/wQ.svg"),
    include_str!("../../../web/pieces/wK.svg"),
    include_str!("../../../web/pieces/bP.svg"),
    include_str!("../../../web/pieces/bN.svg"),
    include_str!("../../../web/pieces/bB.svg"),
    include_str!("../../../web/pieces/bR.svg"),
    include_str!("../../../web/pieces/bQ.svg"),
    include_str!("../../../web/pieces/bK.svg"),
];

/// The piece's place in [`FILES`].
fn index(piece: Piece) -> usize {
    let role = match piece.role {
        Role::Pawn => 0,
        Role::Knight => 1,
        Role::Bishop => 2,
        Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
    };
    role + if piece.color == Color::White { 0 } else { 6 }
}

/// The piece's name in a diagram: `wN`, `bK` (its file's name, and the
/// value of `data-piece`).
pub fn name(piece: Piece) -> String {
    let mut name = String::with_capacity(2);
    name.push(if piece.color == Color::White {
        'w'
    } else {
        'b'
    });
    name.push(piece.role.upper_char());
    name
}

/// The drawing of a piece: its file without the `<svg>` element around
/// it, in the file's 45 × 45 units.
pub fn drawing(piece: Piece) -> &'static str {
    let file = FILES[index(piece)];
    let start = file.find('>').map_or(0, |end| end + 1);
    let end = file.rfind("</svg>").unwrap_or(file.len());
    file.get(start..end).unwrap_or("").trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_has_its_own_drawing() {
        let mut seen = Vec::new();
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let piece = Piece::new(color, role);
                let drawing = drawing(piece);
                assert!(drawing.starts_with("<g "), "{}", name(piece));
                assert!(!drawing.contains("<svg"), "{}", name(piece));
                assert!(!seen.contains(&drawing), "{} drawn twice", name(piece));
                seen.push(drawing);
            }
        }
        assert_eq!(name(Piece::new(Color::Black, Role::Knight)), "bN");
    }
}
