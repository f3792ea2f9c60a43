//! The room link's QR code, as the path of an SVG drawing: one unit square
//! per dark module, on a grid with the standard four-module quiet zone.
//! The encoder is the `qrcodegen` crate (pure Rust); medium error
//! correction, enough for a screen.

use qrcodegen::{QrCode, QrCodeEcc};

/// The quiet zone around the code, in modules.
pub const BORDER: i32 = 4;

/// `text`'s QR code: the side of the drawing (with the quiet zone) and the
/// SVG path of its dark modules; `None` when the text does not fit.
pub fn svg_path(text: &str) -> Option<(i32, String)> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let size = code.size();
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path.push_str(&format!("M{},{}h1v1h-1z", x + BORDER, y + BORDER));
            }
        }
    }
    Some((size + 2 * BORDER, path))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_link_fits() {
        let (side, path) =
            svg_path("https://roque.example/online.html?online=0123456789abcdef0123456789abcdef")
                .expect("a code");
        assert!(side > 2 * BORDER);
        assert!(path.starts_with('M'));
        assert!(svg_path(&"x".repeat(10_000)).is_none());
    }
}
