//! Grammar the app's sentences share; what belongs to the pieces and the
//! sides (genders, names, articles) is in the rules crate's catalogue.

use roque_rules::Lang;

/// « ou », "or" between the last two of a list: « Cbd7 ou Cfd7 ».
pub fn or_list(items: &[String], lang: Lang) -> String {
    let or = match lang {
        Lang::Fr => " ou ",
        Lang::En => " or ",
    };
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{}{or}{last}", rest.join(", ")),
    }
}

/// A countable noun, singular and plural in each language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// French: singular, plural.
    pub fr: (&'static str, &'static str),
    /// English: singular, plural.
    pub en: (&'static str, &'static str),
}

/// `n` and the noun that agrees with it: « 0 coup », « 1 coup », « 2
/// coups » in French (the singular up to one), "1 move", "0 moves" in
/// English.
pub fn count(n: usize, noun: Noun, lang: Lang) -> String {
    let word = match lang {
        Lang::Fr if n < 2 => noun.fr.0,
        Lang::Fr => noun.fr.1,
        Lang::En if n == 1 => noun.en.0,
        Lang::En => noun.en.1,
    };
    format!("{n} {word}")
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
        assert_eq!(or_list(&[], Lang::En), "");
    }

    #[test]
    fn counts_agree_with_their_noun() {
        let moves = Noun {
            fr: ("coup", "coups"),
            en: ("move", "moves"),
        };
        assert_eq!(count(1, moves, Lang::Fr), "1 coup");
        assert_eq!(count(0, moves, Lang::Fr), "0 coup");
        assert_eq!(count(2, moves, Lang::Fr), "2 coups");
        assert_eq!(count(1, moves, Lang::En), "1 move");
        assert_eq!(count(0, moves, Lang::En), "0 moves");
    }
}
