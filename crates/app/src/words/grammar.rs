//! Grammar the app's sentences share that the rules crate does not hold:
//! lists, the colon, a move with its number, another catalogue's message
//! inside a sentence. What belongs to the pieces and the sides (genders, names,
//! articles), nouns that agree with a count (`Noun`), a sentence's capital
//! letter (`capitalize`) and the castlings' names are the rules crate's,
//! for every crate.

use roque_rules::{Color, Lang};

/// « ou », "or" between the last two of a list: « Cbd7 ou Cfd7 ».
pub fn or_list(items: &[String], lang: Lang) -> String {
    let or = match lang {
        Lang::Fr => " ou ",
        Lang::En => " or ",
    };
    list(items, or)
}

/// « et », "and" between the last two of a list: « le roi et la tour ».
pub fn and_list(items: &[String], lang: Lang) -> String {
    let and = match lang {
        Lang::Fr => " et ",
        Lang::En => " and ",
    };
    list(items, and)
}

/// `items` joined by commas, `last` before the last of them.
fn list(items: &[String], last: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((end, [])) => end.clone(),
        Some((end, rest)) => format!("{}{last}{end}", rest.join(", ")),
    }
}

/// A move with its number, as a reader names it in either language:
/// « 12… Cf6 », "3. e4" (the record's labels, the analysis board's live
/// region, a PGN error's move).
pub fn numbered_move(number: u32, color: Color, san: &str) -> String {
    match color {
        Color::White => format!("{number}. {san}"),
        Color::Black => format!("{number}… {san}"),
    }
}

/// A message of another catalogue (a rule's reason, a FEN's fault), to be
/// set inside a sentence: its final full stop dropped.
pub fn clause(message: String) -> String {
    message.trim_end_matches('.').to_string()
}

/// A colon between a label and what it labels: French sets it apart with
/// a space, « Blancs : e4 »; English does not, "White: e4".
pub fn colon(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => " : ",
        Lang::En => ": ",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_end_with_or() {
        let items = ["a".to_string(), "b".to_string(), "c".to_string()];
        assert_eq!(or_list(&items, Lang::Fr), "a, b ou c");
        assert_eq!(or_list(&items[..2], Lang::En), "a or b");
        assert_eq!(or_list(&items[..1], Lang::Fr), "a");
        assert_eq!(and_list(&items, Lang::Fr), "a, b et c");
        assert_eq!(and_list(&items[..2], Lang::En), "a and b");
        assert_eq!(or_list(&[], Lang::En), "");
    }
}
