//! Grammar that every crate's sentences share, written once: a sentence's
//! capital letter, nouns that agree with a count (the pieces' names among
//! them, `Role::noun`, of which `Role::name` is the singular), the names of
//! the two castlings, and the table of a value's words in both languages
//! (`fr_en!`). The pieces' genders and articles and the sides' names are in
//! the catalogue (`messages.rs`).

use crate::{CastlingSide, Lang, Role};

/// A value's words in each language, one line per case with its French
/// and its English side by side: `fr_en! { value, lang; Case => "fr",
/// "en"; … }` is the `match` on both that every crate's tables of words
/// would otherwise write as two arms per case. The cases are patterns,
/// with a guard if need be (`Case if test => …`), and may bind what the
/// words use. A longer case continues with its English on the next line,
/// or puts its French and its English each on a line below it.
///
/// ```
/// use roque_rules::{fr_en, Color, Lang};
/// fn side(color: Color, lang: Lang) -> &'static str {
///     fr_en! { color, lang;
///         Color::White => "les Blancs", "White";
///         Color::Black => "les Noirs", "Black";
///     }
/// }
/// assert_eq!(side(Color::Black, Lang::Fr), "les Noirs");
/// assert_eq!(side(Color::White, Lang::En), "White");
/// ```
#[macro_export]
macro_rules! fr_en {
    ($value:expr, $lang:expr; $($case:pat $(if $guard:expr)? => $fr:expr, $en:expr;)+) => {
        match ($value, $lang) {
            $(
                ($case, $crate::Lang::Fr) $(if $guard)? => $fr,
                ($case, $crate::Lang::En) $(if $guard)? => $en,
            )+
        }
    };
}

/// The text with its first letter in upper case: « Le fou », « À vous ».
///
/// ASCII letters and the accented lower-case letters of French are enough
/// for every sentence of Roque, and spare the browser build Unicode's case
/// tables (about 12 kB of wasm).
///
/// ```
/// use roque_rules::capitalize;
/// assert_eq!(capitalize("le petit roque"), "Le petit roque");
/// assert_eq!(capitalize("échec"), "Échec");
/// assert_eq!(capitalize(""), "");
/// ```
pub fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => core::iter::once(upper(first)).chain(chars).collect(),
        None => String::new(),
    }
}

fn upper(c: char) -> char {
    match c {
        'à' => 'À',
        'â' => 'Â',
        'ç' => 'Ç',
        'é' => 'É',
        'è' => 'È',
        'ê' => 'Ê',
        'î' => 'Î',
        'ô' => 'Ô',
        'ù' => 'Ù',
        'û' => 'Û',
        'ë' => 'Ë',
        'ï' => 'Ï',
        'ü' => 'Ü',
        'œ' => 'Œ',
        c => c.to_ascii_uppercase(),
    }
}

/// A countable noun, singular and plural in each language.
///
/// ```
/// use roque_rules::{Lang, Noun};
/// const MOVE: Noun = Noun { fr: ("coup", "coups"), en: ("move", "moves") };
/// assert_eq!(MOVE.count(0, Lang::Fr), "0 coup");
/// assert_eq!(MOVE.count(2, Lang::Fr), "2 coups");
/// assert_eq!(MOVE.count(0, Lang::En), "0 moves");
/// assert_eq!(MOVE.count(1, Lang::En), "1 move");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    /// French: singular, plural.
    pub fr: (&'static str, &'static str),
    /// English: singular, plural.
    pub en: (&'static str, &'static str),
}

impl Noun {
    /// The form that agrees with `n`: the singular up to one in French
    /// (« 0 coup »), for one alone in English ("0 moves").
    pub const fn agreeing(self, n: usize, lang: Lang) -> &'static str {
        match lang {
            Lang::Fr if n < 2 => self.fr.0,
            Lang::Fr => self.fr.1,
            Lang::En if n == 1 => self.en.0,
            Lang::En => self.en.1,
        }
    }

    /// The singular: « cavalier », "knight".
    pub const fn singular(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Fr => self.fr.0,
            Lang::En => self.en.0,
        }
    }

    /// The plural: « cavaliers », "knights".
    pub const fn plural(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Fr => self.fr.1,
            Lang::En => self.en.1,
        }
    }

    /// `n` and the noun that agrees with it: « 2 coups », "1 move".
    pub fn count(self, n: usize, lang: Lang) -> String {
        format!("{n} {}", self.agreeing(n, lang))
    }
}

impl Role {
    /// The piece's name as a noun, singular and plural: « cavalier »,
    /// « cavaliers », "knight", "knights".
    ///
    /// ```
    /// use roque_rules::{Lang, Role};
    /// assert_eq!(Role::Knight.noun().plural(Lang::Fr), "cavaliers");
    /// assert_eq!(Role::Queen.noun().count(2, Lang::En), "2 queens");
    /// ```
    pub const fn noun(self) -> Noun {
        // The one table of the pieces' names: `Role::name` is the singular.
        let (fr, en) = match self {
            Role::Pawn => (("pion", "pions"), ("pawn", "pawns")),
            Role::Knight => (("cavalier", "cavaliers"), ("knight", "knights")),
            Role::Bishop => (("fou", "fous"), ("bishop", "bishops")),
            Role::Rook => (("tour", "tours"), ("rook", "rooks")),
            Role::Queen => (("dame", "dames"), ("queen", "queens")),
            Role::King => (("roi", "rois"), ("king", "kings")),
        };
        Noun { fr, en }
    }
}

impl CastlingSide {
    /// The castling's name, without article: « petit roque », "kingside
    /// castling" (capitalise it to start a sentence: « Le petit roque »
    /// is `capitalize` of « le » and this).
    ///
    /// ```
    /// use roque_rules::{CastlingSide, Lang};
    /// assert_eq!(CastlingSide::QueenSide.name(Lang::Fr), "grand roque");
    /// assert_eq!(CastlingSide::KingSide.name(Lang::En), "kingside castling");
    /// ```
    pub const fn name(self, lang: Lang) -> &'static str {
        crate::fr_en! { self, lang;
            CastlingSide::KingSide => "petit roque", "kingside castling";
            CastlingSide::QueenSide => "grand roque", "queenside castling";
        }
    }

    /// The castling with its article: « le petit roque », "kingside
    /// castling" (English needs none).
    pub fn the_name(self, lang: Lang) -> String {
        match lang {
            Lang::Fr => format!("le {}", self.name(lang)),
            Lang::En => self.name(lang).to_string(),
        }
    }

    /// The right to castle, as a side holds it: « (droit) au petit roque »,
    /// "(the right) to castle kingside".
    pub const fn right_name(self, lang: Lang) -> &'static str {
        crate::fr_en! { self, lang;
            CastlingSide::KingSide => "au petit roque", "to castle kingside";
            CastlingSide::QueenSide => "au grand roque", "to castle queenside";
        }
    }
}
