//! Numeric annotation glyphs (NAGs): `$1` to `$255`, and the symbols that
//! stand for the common ones.
//!
//! The numbers are the PGN standard's (section 10); the symbols are those
//! of printed chess (the Informator's) as lichess and ChessBase show them.
//! PGN keeps the number (`$16`); the symbol is for showing the glyph, and
//! for reading it when an annotator wrote `e4!?` or `±`.

/// The glyphs that have a symbol: the number and the symbol. Where a glyph
/// has a White and a Black form (`$22` / `$23`, zugzwang), both show the
/// same symbol, and reading the symbol gives White's number.
const SYMBOLS: [(u8, &str); 27] = [
    (1, "!"),
    (2, "?"),
    (3, "!!"),
    (4, "??"),
    (5, "!?"),
    (6, "?!"),
    (7, "□"),
    (10, "="),
    (13, "∞"),
    (14, "⩲"),
    (15, "⩱"),
    (16, "±"),
    (17, "∓"),
    (18, "+-"),
    (19, "-+"),
    (22, "⨀"),
    (23, "⨀"),
    (32, "⟳"),
    (33, "⟳"),
    (36, "↑"),
    (37, "↑"),
    (40, "→"),
    (41, "→"),
    (132, "⇆"),
    (133, "⇆"),
    (140, "∆"),
    (146, "N"),
];

/// Other ways annotators write a glyph, read but never written: the ASCII
/// forms of the advantage symbols.
const ASCII_FORMS: [(u8, &str); 4] = [(14, "+="), (15, "=+"), (16, "+/-"), (17, "-/+")];

/// The symbol of glyph `nag`, if it has one: `!` for `$1`, `±` for `$16`.
///
/// ```
/// use roque_rules::nag_symbol;
/// assert_eq!(nag_symbol(5), Some("!?"));
/// assert_eq!(nag_symbol(16), Some("±"));
/// assert_eq!(nag_symbol(18), Some("+-"));
/// assert_eq!(nag_symbol(200), None);
/// ```
pub fn nag_symbol(nag: u8) -> Option<&'static str> {
    SYMBOLS
        .iter()
        .find(|(number, _)| *number == nag)
        .map(|(_, symbol)| *symbol)
}

/// The glyph a symbol stands for, as read after a move: `!?` is `$5`,
/// `±` and `+/-` are `$16`. `N` (a novelty) is not read, since it would be
/// taken for a knight.
///
/// ```
/// use roque_rules::nag_of_symbol;
/// assert_eq!(nag_of_symbol("?!"), Some(6));
/// assert_eq!(nag_of_symbol("∞"), Some(13));
/// assert_eq!(nag_of_symbol("+="), Some(14));
/// assert_eq!(nag_of_symbol("!!!"), None);
/// ```
pub fn nag_of_symbol(symbol: &str) -> Option<u8> {
    if symbol == "N" {
        return None;
    }
    SYMBOLS
        .iter()
        .chain(&ASCII_FORMS)
        .find(|(_, written)| *written == symbol)
        .map(|(number, _)| *number)
}

/// Whether `c` can be part of a glyph written as a symbol: the lexer reads
/// a run of these as one glyph.
pub(crate) fn is_symbol_char(c: char) -> bool {
    matches!(
        c,
        '!' | '?'
            | '+'
            | '-'
            | '='
            | '/'
            | '□'
            | '∞'
            | '⩲'
            | '⩱'
            | '±'
            | '∓'
            | '⨀'
            | '⟳'
            | '↑'
            | '→'
            | '⇆'
            | '∆'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_reads_back_to_a_glyph_showing_it() {
        for (nag, symbol) in SYMBOLS {
            if symbol == "N" {
                continue;
            }
            let read = nag_of_symbol(symbol).expect("a symbol reads");
            assert_eq!(nag_symbol(read), Some(symbol), "${nag}");
            assert!(symbol.chars().all(is_symbol_char), "{symbol}");
        }
        for (_, symbol) in ASCII_FORMS {
            assert!(symbol.chars().all(is_symbol_char), "{symbol}");
        }
    }
}
