//! Decimal numbers as text, written and read with integers.
//!
//! Why not `format!("{:.3}", x)` and `str::parse::<f64>`: core's float
//! formatting (Grisu and Dragon, with their tables) and parsing (Eisel-Lemire,
//! with a 20 kB table of powers of five) weighed about 40 kB of the app's
//! wasm, for a handful of numbers that never need more than a few decimals.
//! Nothing in the app may format or parse an `f64` any other way.

/// `value` with exactly `decimals` digits after the point (at most 6),
/// rounded to the nearest, ties to even: `fixed(0.5, 3)` is "0.500",
/// `fixed(-1.25, 1)` is "-1.2". Not finite, or too large to be a length on
/// screen or a time, it is written as 0.
pub fn fixed(value: f64, decimals: u32) -> String {
    let decimals = decimals.min(6);
    let scale = 10u64.pow(decimals);
    let scaled = value * scale as f64;
    // Beyond 2^53 an f64 has no fraction left to round; far beyond anything
    // the app writes (pixels, milliseconds).
    let units = if scaled.is_finite() && scaled.abs() < 9.0e15 {
        scaled.round_ties_even()
    } else {
        0.0
    };
    let negative = units < 0.0;
    // Exact: a whole number under 2^53.
    let units = units.abs() as u64;
    let mut text = String::new();
    if negative {
        text.push('-');
    }
    text.push_str(&(units / scale).to_string());
    if decimals > 0 {
        let fraction = (units % scale).to_string();
        text.push('.');
        for _ in fraction.len()..decimals as usize {
            text.push('0');
        }
        text.push_str(&fraction);
    }
    text
}

/// `value` rounded to a whole number (ties away from zero, as
/// [`f64::round`]), as text: "180000", "-3"; 0 when not finite.
pub fn whole(value: f64) -> String {
    fixed(value.round(), 0)
}

/// A number as a person or a saved file writes it, read as `str::parse`
/// reads an `f64`: an optional sign, digits with an optional fraction
/// ("10", "1.5", "-0.25", ".5", "5."), an optional exponent ("1e3"), or
/// "inf", "infinity", "NaN" in any case. `None` for anything else (an empty
/// text, a lone point, a comma, spaces). Exact for up to 15 significant
/// digits and small exponents; beyond, the last digit may differ from
/// core's correctly rounded reading, which no player's number needs.
pub fn parse(text: &str) -> Option<f64> {
    let (negative, rest) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let value = if ["inf", "infinity"]
        .iter()
        .any(|w| rest.eq_ignore_ascii_case(w))
    {
        f64::INFINITY
    } else if rest.eq_ignore_ascii_case("nan") {
        f64::NAN
    } else {
        unsigned(rest)?
    };
    Some(if negative { -value } else { value })
}

/// Digits, an optional fraction and an optional exponent, no sign.
fn unsigned(text: &str) -> Option<f64> {
    let (number, exponent) = match text.find(['e', 'E']) {
        Some(at) => (&text[..at], exponent(&text[at + 1..])?),
        None => (text, 0),
    };
    let (whole_part, fraction) = number.split_once('.').unwrap_or((number, ""));
    if whole_part.is_empty() && fraction.is_empty() {
        return None;
    }
    let mut mantissa: u64 = 0;
    let mut exponent = exponent;
    let mut significant = 0;
    for (in_fraction, part) in [(false, whole_part), (true, fraction)] {
        for byte in part.bytes() {
            let digit = match byte {
                b'0'..=b'9' => u64::from(byte - b'0'),
                _ => return None,
            };
            if significant < 18 {
                mantissa = mantissa * 10 + digit;
                if mantissa > 0 {
                    significant += 1;
                }
                if in_fraction {
                    exponent -= 1;
                }
            } else if !in_fraction {
                // A digit past what a u64 holds: the number is ten times larger.
                exponent += 1;
            }
        }
    }
    // 10^k is exact in an f64 up to k = 22, and so is the mantissa up to
    // 2^53: one correctly rounded operation (Clinger's fast path). Past
    // ±400 the result is 0 or infinite anyway.
    let mut power = 1.0;
    for _ in 0..exponent.unsigned_abs().min(400) {
        power *= 10.0;
    }
    let value = mantissa as f64;
    Some(if exponent < 0 {
        value / power
    } else {
        value * power
    })
}

/// An exponent's digits, with an optional sign, saturating far beyond any
/// that makes a difference.
fn exponent(text: &str) -> Option<i32> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    if digits.is_empty() {
        return None;
    }
    let mut value: i32 = 0;
    for byte in digits.bytes() {
        if !byte.is_ascii_digit() {
            return None;
        }
        value = (value * 10 + i32::from(byte - b'0')).min(100_000);
    }
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_writes_as_many_decimals_as_asked() {
        assert_eq!(fixed(0.5, 3), "0.500");
        assert_eq!(fixed(7.0, 0), "7");
        assert_eq!(fixed(4.56789, 2), "4.57");
        assert_eq!(fixed(0.0625, 3), "0.062");
        assert_eq!(fixed(-1.25, 1), "-1.2");
        assert_eq!(fixed(-0.0004, 3), "0.000");
        assert_eq!(fixed(-0.04, 1), "0.0");
        assert_eq!(fixed(61.333333, 2), "61.33");
        assert_eq!(fixed(1.05, 6), "1.050000");
        assert_eq!(fixed(f64::NAN, 2), "0.00");
        assert_eq!(fixed(f64::INFINITY, 0), "0");
    }

    #[test]
    fn fixed_matches_core_away_from_ties() {
        for i in -2000..2000 {
            let value = f64::from(i) * 0.0137;
            for decimals in 0..4 {
                let ours = fixed(value, decimals);
                let core = format!("{value:.prec$}", prec = decimals as usize);
                let core = if core.starts_with("-") && core.trim_matches(['-', '0', '.']).is_empty()
                {
                    core[1..].to_string()
                } else {
                    core
                };
                let tie = (value * 10f64.powi(decimals as i32)).fract().abs() - 0.5;
                if tie.abs() > 1e-6 {
                    assert_eq!(ours, core, "{value} to {decimals}");
                }
            }
        }
    }

    #[test]
    fn whole_rounds_like_round() {
        assert_eq!(whole(179_999.6), "180000");
        assert_eq!(whole(2.5), "3");
        assert_eq!(whole(-2.5), "-3");
        assert_eq!(whole(f64::NAN), "0");
    }

    #[test]
    fn parse_reads_plain_decimals() {
        assert_eq!(parse("10"), Some(10.0));
        assert_eq!(parse("1.5"), Some(1.5));
        assert_eq!(parse("-0.25"), Some(-0.25));
        assert_eq!(parse("+3"), Some(3.0));
        assert_eq!(parse(".5"), Some(0.5));
        assert_eq!(parse("5."), Some(5.0));
        assert_eq!(parse("0.1"), Some(0.1));
        assert_eq!(parse("179998"), Some(179_998.0));
        assert_eq!(parse("007"), Some(7.0));
        assert_eq!(parse("1.0000000000000000000001"), Some(1.0));
        let long = parse("123456789012345678901234").unwrap_or(0.0);
        assert!((long / 123_456_789_012_345_678_901_234.0 - 1.0).abs() < 1e-15);
    }

    #[test]
    fn parse_refuses_what_is_not_a_number() {
        for text in [
            "", ".", "-", "+", "e3", "1e", "1e+", "in", "1,5", " 1", "1 ", "--1", "1.2.3", "0x10",
            ".e1",
        ] {
            assert_eq!(parse(text), None, "{text:?}");
            assert_eq!(text.parse::<f64>().ok(), None, "{text:?}");
        }
    }

    #[test]
    fn parse_agrees_with_core_on_short_numbers() {
        for i in 0..5000u32 {
            for text in [
                format!("{i}"),
                format!("{}.{:03}", i / 7, i % 1000),
                format!("-{}.{}", i, i % 10),
                format!("{}e{}", i % 100, i % 7),
                format!("{}.5E-{}", i % 10, i % 5),
            ] {
                assert_eq!(parse(&text), text.parse::<f64>().ok(), "{text}");
            }
        }
    }

    #[test]
    fn parse_reads_the_special_values_as_core_does() {
        for text in [
            "inf",
            "-inf",
            "+Infinity",
            "INF",
            "nan",
            "NaN",
            "1e400",
            "-1e999999",
            "1e-400",
        ] {
            let core = text.parse::<f64>().ok();
            let ours = parse(text);
            assert_eq!(ours.map(f64::to_bits), core.map(f64::to_bits), "{text}");
        }
    }
}
