//! FEN as chess.js reads it: the missing fields it fills in, and the checks
//! it makes, in its order and with its messages. Nothing more: chess.js
//! accepts boards the rules of chess do not (see `validatePosition`).

/// The prefix of every FEN error, as chess.js words it.
const INVALID: &str = "Invalid FEN: ";

/// Splits as JavaScript's `text.split(/\s+/)` does: runs of white space
/// separate fields, and white space at either end gives an empty field there.
pub fn js_fields(text: &str) -> Vec<&str> {
    let mut fields = Vec::new();
    let mut rest = text;
    loop {
        match rest.find(char::is_whitespace) {
            None => {
                fields.push(rest);
                return fields;
            }
            Some(at) => {
                fields.push(&rest[..at]);
                rest = rest[at..].trim_start_matches(char::is_whitespace);
            }
        }
    }
}

/// The FEN with its commonly omitted fields filled in, as chess.js's `load`
/// does: from 2 to 5 fields get `-`, `-`, `0`, `1` for what is missing. Other
/// texts are returned as they are.
pub fn with_missing_fields(fen: &str) -> String {
    let fields = js_fields(fen);
    let n = fields.len();
    if !(2..6).contains(&n) {
        return fen.to_string();
    }
    const DEFAULTS: [&str; 4] = ["-", "-", "0", "1"];
    let mut all = fields;
    all.extend(DEFAULTS.iter().skip(n - 2));
    all.join(" ")
}

/// JavaScript's `parseInt(text, 10)`: an optional sign and the leading
/// digits, `None` where JavaScript gives `NaN`.
fn js_parse_int(text: &str) -> Option<i64> {
    let trimmed = text.trim_start();
    let (negative, digits) = match trimmed.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, trimmed.strip_prefix('+').unwrap_or(trimmed)),
    };
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    let leading = digits.get(..end).filter(|d| !d.is_empty())?;
    // Saturate: only the sign and "more than zero" matter to the checks.
    let value = leading.parse::<i64>().unwrap_or(i64::MAX);
    Some(if negative { -value } else { value })
}

/// chess.js's own checks, in its order, with its messages.
pub fn chess_js_checks(fields: &[&str]) -> Result<(), &'static str> {
    let &[placement, side, castling, ep, halfmoves, fullmoves] = fields else {
        return Err("must contain six space-delimited fields");
    };
    if js_parse_int(fullmoves).is_none_or(|n| n <= 0) {
        return Err("move number must be a positive integer");
    }
    if js_parse_int(halfmoves).is_none_or(|n| n < 0) {
        return Err("half move counter number must be a non-negative integer");
    }
    let ep_ok = ep == "-" || matches!(ep.as_bytes(), [b'a'..=b'h', b'3' | b'6']);
    if !ep_ok {
        return Err("en-passant square is invalid");
    }
    if castling.chars().any(|c| !"kKqQ-".contains(c)) {
        return Err("castling availability is invalid");
    }
    if side != "w" && side != "b" {
        return Err("side-to-move is invalid");
    }
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() != 8 {
        return Err("piece data does not contain 8 '/'-delimited rows");
    }
    for row in &rows {
        let mut squares = 0u32;
        let mut after_digit = false;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if after_digit {
                    return Err("piece data is invalid (consecutive number)");
                }
                squares = squares.saturating_add(d);
                after_digit = true;
            } else if "prnbqkPRNBQK".contains(c) {
                squares = squares.saturating_add(1);
                after_digit = false;
            } else {
                return Err("piece data is invalid (invalid piece)");
            }
        }
        if squares != 8 {
            return Err("piece data is invalid (too many squares in rank)");
        }
    }
    if (ep.ends_with('3') && side == "w") || (ep.ends_with('6') && side == "b") {
        return Err("illegal en-passant square");
    }
    for (king, missing, too_many) in [
        ('K', "missing white king", "too many white kings"),
        ('k', "missing black king", "too many black kings"),
    ] {
        match placement.chars().filter(|&c| c == king).count() {
            0 => return Err(missing),
            1 => {}
            _ => return Err(too_many),
        }
    }
    let edge_rows = rows.first().into_iter().chain(rows.last());
    if edge_rows
        .flat_map(|row| row.chars())
        .any(|c| c == 'p' || c == 'P')
    {
        return Err("some pawns are on the edge rows");
    }
    Ok(())
}

/// chess.js's `validateFen`: `None` for a FEN that chess.js's `load`
/// accepts, else the message it would throw. All six fields are required.
pub fn validate(fen: &str) -> Option<String> {
    chess_js_checks(&js_fields(fen))
        .err()
        .map(|e| format!("{INVALID}{e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn fields_split_as_javascript_does() {
        assert_eq!(js_fields("a  b\tc"), ["a", "b", "c"]);
        assert_eq!(js_fields(" a b "), ["", "a", "b", ""]);
        assert_eq!(js_fields(""), [""]);
    }

    #[test]
    fn missing_fields_are_filled_in() {
        assert_eq!(with_missing_fields("8/8 w"), "8/8 w - - 0 1");
        assert_eq!(with_missing_fields("8/8 w KQ e3"), "8/8 w KQ e3 0 1");
        assert_eq!(with_missing_fields("8/8 w KQ e3 4"), "8/8 w KQ e3 4 1");
        assert_eq!(with_missing_fields("8/8"), "8/8");
        assert_eq!(with_missing_fields(START), START);
    }

    #[test]
    fn parse_int_reads_leading_digits_only() {
        assert_eq!(js_parse_int("12abc"), Some(12));
        assert_eq!(js_parse_int("-3"), Some(-3));
        assert_eq!(js_parse_int("x"), None);
        assert_eq!(js_parse_int(""), None);
        assert_eq!(js_parse_int("99999999999999999999999"), Some(i64::MAX));
    }

    #[test]
    fn chess_js_messages_come_first() {
        let cases = [
            (
                "8/8/8/8/8/8/8/8 w - - 0",
                "Invalid FEN: must contain six space-delimited fields",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
                "Invalid FEN: move number must be a positive integer",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - - -1 1",
                "Invalid FEN: half move counter number must be a non-negative integer",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e4 0 1",
                "Invalid FEN: en-passant square is invalid",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w X - 0 1",
                "Invalid FEN: castling availability is invalid",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
                "Invalid FEN: side-to-move is invalid",
            ),
            (
                "4k3/8/8/8/8/8/4K3 w - - 0 1",
                "Invalid FEN: piece data does not contain 8 '/'-delimited rows",
            ),
            (
                "4k3/8/8/8/8/8/44/4K3 w - - 0 1",
                "Invalid FEN: piece data is invalid (consecutive number)",
            ),
            (
                "4k3/8/8/8/8/8/7x/4K3 w - - 0 1",
                "Invalid FEN: piece data is invalid (invalid piece)",
            ),
            (
                "4k3/8/8/8/8/8/7/4K3 w - - 0 1",
                "Invalid FEN: piece data is invalid (too many squares in rank)",
            ),
            (
                "4k3/8/8/8/8/8/8/4K3 w - e3 0 1",
                "Invalid FEN: illegal en-passant square",
            ),
            (
                "8/8/8/8/8/8/8/4K3 w - - 0 1",
                "Invalid FEN: missing black king",
            ),
            (
                "4k3/8/8/8/8/8/8/4KK2 w - - 0 1",
                "Invalid FEN: too many white kings",
            ),
            (
                "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
                "Invalid FEN: some pawns are on the edge rows",
            ),
        ];
        for (fen, message) in cases {
            assert_eq!(validate(fen).as_deref(), Some(message), "{fen}");
        }
        assert_eq!(validate(START), None);
    }
}
