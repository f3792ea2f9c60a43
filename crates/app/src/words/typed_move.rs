//! The players' words for a typed move that was not played.

use roque_rules::{capitalize, fr_en, Lang, ParseSanError};

use crate::model::typed_move::TypedMoveError;
use crate::words::grammar::or_list;

/// Why `ParseSanError` refused the text, in `lang`.
fn syntax_message(error: &ParseSanError, lang: Lang) -> String {
    let example = match lang {
        Lang::Fr => "Exemples : e4, Cf3, Fxc6, O-O, e8=D.",
        Lang::En => "Examples: e4, Nf3, Bxc6, O-O, e8=Q.",
    };
    let what = fr_en! { error, lang;
        ParseSanError::Empty => "Aucun coup écrit.".to_string(), "No move written.".to_string();
        ParseSanError::BadPieceLetter(c) =>
            format!("« {c} » ne désigne aucune pièce (R roi, D dame, T tour, F fou, C cavalier)."),
            format!("'{c}' names no piece (K king, Q queen, R rook, B bishop, N knight).");
        ParseSanError::BadSquare { index } =>
            format!("Une case comme e4 est attendue au caractère {}.", index + 1),
            format!("A square such as e4 is expected at character {}.", index + 1);
        ParseSanError::BadCastling => "Le roque s'écrit O-O ou O-O-O.".to_string(),
            "Castling is written O-O or O-O-O.".to_string();
        ParseSanError::BadPromotion(None) =>
            "La pièce de la promotion manque après « = ».".to_string(),
            "The promotion piece is missing after '='.".to_string();
        ParseSanError::BadPromotion(Some(c)) =>
            format!("Un pion ne peut pas devenir « {c} » : D, T, F ou C."),
            format!("A pawn cannot become '{c}': Q, R, B or N.");
        ParseSanError::PromotionNotOnLastRank(sq) =>
            format!("Un pion ne peut pas être promu en {sq}, seulement sur la dernière rangée."),
            format!("A pawn cannot promote on {sq}, only on the last rank.");
        ParseSanError::PromotionOfPiece(role) =>
            format!("Seul un pion est promu, pas un {}.", role.name(lang)),
            format!("Only a pawn promotes, not a {}.", role.name(lang));
        ParseSanError::MissingPromotion(sq) =>
            format!("Un pion qui arrive en {sq} doit être promu : écrivez {sq}=D, par exemple."),
            format!("A pawn reaching {sq} must promote: write {sq}=Q, for instance.");
        ParseSanError::Trailing { index, rest } =>
            format!("« {rest} » inattendu au caractère {}.", index + 1),
            format!("Unexpected '{rest}' at character {}.", index + 1);
        // Permissive reading never complains about the form.
        ParseSanError::NonStandard(_) => "Notation non standard.".to_string(),
            "Not standard notation.".to_string();
    };
    format!("{what} {example}")
}

impl TypedMoveError {
    /// What went wrong, as a sentence in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (self, lang) {
            (TypedMoveError::Empty, Lang::Fr) => {
                "Écrivez un coup, par exemple e4 ou Cf3.".to_string()
            }
            (TypedMoveError::Empty, Lang::En) => "Type a move, for instance e4 or Nf3.".to_string(),
            (TypedMoveError::Syntax(error), _) => syntax_message(error, lang),
            (TypedMoveError::Illegal(reason), _) => reason.message(lang),
            (TypedMoveError::NoSuchMove { role, to }, Lang::Fr) => {
                let article = role.gender().pick("Aucun", "Aucune");
                format!("{article} {} ne peut aller en {to}.", role.name(lang))
            }
            (TypedMoveError::NoSuchMove { role, to }, Lang::En) => {
                format!("No {} can go to {to}.", role.name(lang))
            }
            (TypedMoveError::NoCastling(side), Lang::Fr) => {
                format!("{} n'est pas possible.", capitalize(&side.the_name(lang)))
            }
            (TypedMoveError::NoCastling(side), Lang::En) => {
                format!("{} is not possible.", capitalize(&side.the_name(lang)))
            }
            (
                TypedMoveError::Ambiguous {
                    role,
                    to,
                    candidates,
                },
                _,
            ) => {
                let froms: Vec<String> = candidates.iter().map(|(sq, _)| sq.to_string()).collect();
                let sans: Vec<String> = candidates.iter().map(|(_, san)| san.clone()).collect();
                match lang {
                    Lang::Fr => format!(
                        "Coup ambigu : plusieurs {} peuvent aller en {to} (depuis {}). Écrivez {}.",
                        role.noun().plural(lang),
                        or_list(&froms, lang),
                        or_list(&sans, lang)
                    ),
                    Lang::En => format!(
                        "Ambiguous move: more than one {} can go to {to} (from {}). Write {}.",
                        role.name(lang),
                        or_list(&froms, lang),
                        or_list(&sans, lang)
                    ),
                }
            }
            (TypedMoveError::MissingPromotion, Lang::Fr) => {
                "Le pion doit être promu : précisez la pièce, par exemple e8=D.".to_string()
            }
            (TypedMoveError::MissingPromotion, Lang::En) => {
                "The pawn must promote: name the piece, for instance e8=Q.".to_string()
            }
            (TypedMoveError::NotYourTurn, Lang::Fr) => {
                "C'est à l'ordinateur de jouer : attendez son coup.".to_string()
            }
            (TypedMoveError::NotYourTurn, Lang::En) => {
                "It is the computer's move: wait for it.".to_string()
            }
        }
    }
}
