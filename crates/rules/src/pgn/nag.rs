//! Numeric annotation glyphs (NAGs): `$1` to `$255`, and the symbols that
//! stand for the common ones.
//!
//! The numbers are the PGN standard's (section 10); the symbols are those
//! of printed chess (the Informator's) as lichess and ChessBase show them.
//! PGN keeps the number (`$16`); the symbol is for showing the glyph, and
//! for reading it when an annotator wrote `e4!?` or `±`.

/// The glyphs that have a symbol, one for one with the words of
/// [`SYMBOLS`]. Where a glyph has a White and a Black form (`$22` / `$23`,
/// zugzwang), both show the same symbol, and reading the symbol gives
/// White's number.
const NUMBERS: [u8; 27] = [
    1, 2, 3, 4, 5, 6, 7, 10, 13, 14, 15, 16, 17, 18, 19, 22, 23, 32, 33, 36, 37, 40, 41, 132, 133,
    140, 146,
];

/// The symbols of [`NUMBERS`], separated by spaces. (One string and a
/// table of bytes rather than a table of pairs: the browser's wasm then
/// holds the symbols' bytes, not a pointer and a length for each.)
const SYMBOLS: &str = "! ? !! ?? !? ?! □ = ∞ ⩲ ⩱ ± ∓ +- -+ ⨀ ⨀ ⟳ ⟳ ↑ ↑ → → ⇆ ⇆ ∆ N";

/// Other ways annotators write a glyph, read but never written: the ASCII
/// forms of the advantage symbols, `$14` to `$17`.
const ASCII_FORMS: &str = "+= =+ +/- -/+";

/// Every glyph with a symbol, and its symbol.
fn symbols() -> impl Iterator<Item = (u8, &'static str)> {
    NUMBERS.into_iter().zip(SYMBOLS.split(' '))
}

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
    symbols()
        .find(|(number, _)| *number == nag)
        .map(|(_, symbol)| symbol)
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
    symbols()
        .chain((14..).zip(ASCII_FORMS.split(' ')))
        .find(|(_, written)| *written == symbol)
        .map(|(number, _)| number)
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
        assert_eq!(SYMBOLS.split(' ').count(), NUMBERS.len());
        for (nag, symbol) in symbols() {
            if symbol == "N" {
                continue;
            }
            let read = nag_of_symbol(symbol).expect("a symbol reads");
            assert_eq!(nag_symbol(read), Some(symbol), "${nag}");
            assert!(symbol.chars().all(is_symbol_char), "{symbol}");
        }
        for (nag, symbol) in (14..).zip(ASCII_FORMS.split(' ')) {
            assert!(symbol.chars().all(is_symbol_char), "{symbol}");
            assert_eq!(nag_of_symbol(symbol), Some(nag));
            assert_eq!(nag_symbol(nag).and_then(nag_of_symbol), Some(nag));
        }
    }
}
