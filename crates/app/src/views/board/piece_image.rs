//! The piece set's images (web/pieces/*.svg), compiled into the wasm and
//! handed to `<img>` as `data:` URIs: the one place a piece's image comes
//! from, for every board (the game's, the editor's, the promotion picker,
//! the dragged piece, an embedded board in any page or shadow root).
//!
//! Why not files: twelve requests on a first visit (and twelve preloads)
//! for 7 kB of SVG that gzips to under 1 kB together in the wasm; and no
//! address to resolve, so the one-file build and embedded boards on other
//! sites need nothing of their own to find them.

use std::sync::LazyLock;

use roque_rules::{Color, Piece, Role};

/// The SVG sources, white then black, each in [`Role`] order.
const SOURCES: [[&str; 6]; 2] = [
    [
        include_str!("../../../../../web/pieces/wP.svg"),
        include_str!("../../../../../web/pieces/wN.svg"),
        include_str!("../../../../../web/pieces/wB.svg"),
        include_str!("../../../../../web/pieces/wR.svg"),
        include_str!("../../../../../web/pieces/wQ.svg"),
        include_str!("../../../../../web/pieces/wK.svg"),
    ],
    [
        include_str!("../../../../../web/pieces/bP.svg"),
        include_str!("../../../../../web/pieces/bN.svg"),
        include_str!("../../../../../web/pieces/bB.svg"),
        include_str!("../../../../../web/pieces/bR.svg"),
        include_str!("../../../../../web/pieces/bQ.svg"),
        include_str!("../../../../../web/pieces/bK.svg"),
    ],
];

/// A `data:` URI of an SVG: only `#` (the colours) and `%` need escaping
/// there; the sources have no newline worth keeping.
fn data_uri(svg: &str) -> String {
    let mut uri = String::with_capacity(svg.len() + 40);
    uri.push_str("data:image/svg+xml,");
    for c in svg.trim().chars() {
        match c {
            '#' => uri.push_str("%23"),
            '%' => uri.push_str("%25"),
            '\n' | '\r' => uri.push(' '),
            c => uri.push(c),
        }
    }
    uri
}

/// The twelve URIs, built once on first use.
static URIS: LazyLock<[[String; 6]; 2]> = LazyLock::new(|| SOURCES.map(|side| side.map(data_uri)));

/// The image of `piece`, as a `data:` URI for an `<img src>`.
pub fn src(piece: Piece) -> &'static str {
    let side = match piece.color {
        Color::White => 0,
        Color::Black => 1,
    };
    &URIS[side][piece.role.index()]
}

/// The brand's mark, the white knight.
pub fn brand_mark() -> &'static str {
    src(Piece::new(Color::White, Role::Knight))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_piece_has_its_own_svg_uri() {
        let mut seen = std::collections::HashSet::new();
        for color in [Color::White, Color::Black] {
            for role in Role::ALL {
                let uri = src(Piece::new(color, role));
                assert!(uri.starts_with("data:image/svg+xml,<svg "), "{uri}");
                assert!(uri.ends_with("</svg>"));
                assert!(!uri.contains('#') && !uri.contains('\n'));
                assert!(seen.insert(uri));
            }
        }
    }
}
