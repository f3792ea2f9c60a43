//! What is wrong with a PGN, and where, in the interface's language.
//!
//! The rules crate explains PGN errors in English only (its `Display`);
//! the French words are here, next to the other interface texts, until the
//! rules crate's catalogue speaks PGN too.

use roque_rules::{capitalize, Lang, ParseSanError, PgnError, PgnErrorKind, SanError, Unexpected};

use crate::words::grammar::{clause, numbered_move, or_list};

/// « ligne 3, colonne 5 : le coup 4. Cxe5 est illégal », to be set inside
/// a sentence (an embedded board's « La partie pgn est illisible : … »).
pub fn pgn_error_clause(error: &PgnError, lang: Lang) -> String {
    match lang {
        Lang::Fr => format!(
            "ligne {}, colonne {} : {}",
            error.line,
            error.column,
            french_detail(&error.kind)
        ),
        Lang::En => format!(
            "line {}, column {}: {}",
            error.line,
            error.column,
            english_detail(&error.kind)
        ),
    }
}

/// « Ligne 3, colonne 5 : le coup 4. Cxe5 est illégal. »: the clause as a
/// sentence of its own.
pub fn pgn_error_message(error: &PgnError, lang: Lang) -> String {
    format!("{}.", capitalize(&pgn_error_clause(error, lang)))
}

/// The rules crate's English words, but for a character, named as
/// [`shown`] names it.
fn english_detail(kind: &PgnErrorKind) -> String {
    match kind {
        PgnErrorKind::UnexpectedChar(c) => format!("unexpected character '{}'", shown(*c)),
        _ => kind.to_string(),
    }
}

/// A character as the player can find it: itself, or, when it shows as
/// nothing or as a blank (a control character, a space other than the
/// plain one, a zero-width mark), its code point, « U+0000 ».
fn shown(c: char) -> String {
    let invisible = c.is_control()
        || (c.is_whitespace() && c != ' ')
        || matches!(c, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2064}' | '\u{feff}');
    if invisible {
        format!("U+{:04X}", u32::from(c))
    } else {
        c.to_string()
    }
}

fn french_detail(kind: &PgnErrorKind) -> String {
    match kind {
        PgnErrorKind::UnterminatedComment => {
            "le commentaire ouvert par « { » n'est jamais fermé".to_string()
        }
        PgnErrorKind::UnterminatedString => {
            "la valeur ouverte par « \" » n'est pas fermée sur sa ligne".to_string()
        }
        PgnErrorKind::UnexpectedChar(c) => format!("caractère inattendu « {} »", shown(*c)),
        PgnErrorKind::UnexpectedToken(what) => match what {
            Unexpected::EndOfGame => "fin de partie inattendue".to_string(),
            Unexpected::CloseBracket => "« ] » hors d'une paire de balises".to_string(),
            Unexpected::StringOutsideTag => "texte entre guillemets hors d'une balise".to_string(),
        },
        PgnErrorKind::TagWithoutName => "une balise doit avoir un nom après « [ »".to_string(),
        PgnErrorKind::TagWithoutValue(name) => {
            format!("la balise {name} doit avoir une valeur entre guillemets")
        }
        PgnErrorKind::TagNotClosed(name) => format!("la balise {name} n'est pas fermée par « ] »"),
        PgnErrorKind::BadFen(error) => format!(
            "la balise FEN est refusée : {}",
            clause(error.message(Lang::Fr))
        ),
        PgnErrorKind::UnsupportedVariant(variant) => {
            format!("la variante « {variant} » n'est pas le jeu d'échecs classique")
        }
        PgnErrorKind::BadNag(text) => format!("« {text} » n'est pas un signe d'annotation"),
        PgnErrorKind::IllegalMove {
            number,
            turn,
            text,
            error,
        } => {
            let label = numbered_move(*number, *turn, text);
            match error {
                SanError::Illegal => format!("le coup {label} est illégal"),
                SanError::Ambiguous(candidates) => {
                    let list: Vec<String> = candidates.iter().map(ToString::to_string).collect();
                    format!(
                        "le coup {label} est ambigu : ce peut être {}",
                        or_list(&list, Lang::Fr)
                    )
                }
                SanError::MissingPromotion => format!(
                    "le coup {label} doit dire en quelle pièce le pion se transforme, comme e8=D"
                ),
                SanError::NotCanonical(san) => {
                    format!("le coup {label} n'est pas écrit en SAN standard : écrivez {san}")
                }
                SanError::Syntax(syntax) => {
                    format!("le coup {label} est mal écrit : {}", french_syntax(syntax))
                }
            }
        }
        PgnErrorKind::NagWithoutMove => "signe d'annotation sans coup avant lui".to_string(),
        PgnErrorKind::VariationWithoutMove => {
            "variante sans coup avant elle à remplacer".to_string()
        }
        PgnErrorKind::EmptyVariation => "variante sans aucun coup".to_string(),
        PgnErrorKind::UnclosedVariation => {
            "la variante ouverte par « ( » n'est jamais fermée".to_string()
        }
        PgnErrorKind::UnexpectedCloseParen => {
            "« ) » alors qu'aucune variante n'est ouverte".to_string()
        }
        PgnErrorKind::VariationsTooDeep => format!(
            "variantes imbriquées sur plus de {} niveaux",
            roque_rules::MAX_VARIATION_DEPTH
        ),
        PgnErrorKind::CommentTooLong => format!(
            "commentaire de plus de {} caractères",
            roque_rules::MAX_COMMENT_CHARS
        ),
        PgnErrorKind::NoGame => "le texte ne contient aucune partie".to_string(),
        PgnErrorKind::MoreThanOneGame => "une deuxième partie commence ici".to_string(),
    }
}

/// Why a move's text is not algebraic notation, in French.
fn french_syntax(error: &ParseSanError) -> String {
    match error {
        ParseSanError::Empty => "aucun coup n'est écrit".to_string(),
        ParseSanError::BadPieceLetter(c) => format!("« {c} » n'est pas une lettre de pièce"),
        ParseSanError::BadSquare { index } => format!(
            "une case comme e4 est attendue au caractère {}",
            index.saturating_add(1)
        ),
        ParseSanError::BadCastling => "le roque s'écrit O-O ou O-O-O".to_string(),
        ParseSanError::BadPromotion(None) => "la pièce de promotion manque après « = »".to_string(),
        ParseSanError::BadPromotion(Some(c)) => {
            format!("un pion ne peut pas devenir « {c} »")
        }
        ParseSanError::PromotionNotOnLastRank(square) => {
            format!("un pion ne se transforme pas en {square}, seulement sur la dernière rangée")
        }
        ParseSanError::PromotionOfPiece(_) => "seul un pion se transforme".to_string(),
        ParseSanError::MissingPromotion(square) => format!(
            "un pion qui atteint {square} doit se transformer : écrivez {square}=D, par exemple"
        ),
        ParseSanError::Trailing { index, rest } => format!(
            "« {rest} » inattendu au caractère {}",
            index.saturating_add(1)
        ),
        ParseSanError::NonStandard(_) => "ce n'est pas une forme admise".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::PgnGame;

    #[test]
    fn an_illegal_move_is_placed_and_named_in_both_languages() {
        let error = PgnGame::parse("1. e4 e5\n2. Nf3 Nc6\n3. Bb5 Ke7 4. Qxf7 *")
            .expect_err("4. Qxf7 is illegal");
        assert_eq!(
            pgn_error_message(&error, Lang::Fr),
            "Ligne 3, colonne 15 : le coup 4. Qxf7 est illégal."
        );
        assert_eq!(
            pgn_error_message(&error, Lang::En),
            "Line 3, column 15: illegal move 4. Qxf7."
        );
    }

    #[test]
    fn an_unclosed_comment_says_where_it_opens() {
        let error = PgnGame::parse("1. e4 { never closed").expect_err("unclosed");
        let fr = pgn_error_message(&error, Lang::Fr);
        assert!(fr.starts_with("Ligne 1, colonne 7 : "), "{fr}");
        assert!(fr.contains("jamais fermé"), "{fr}");
    }
}
