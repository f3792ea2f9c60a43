//! # roque-js-explain
//!
//! The optional `roque/explain` entry of the `roque` npm package, in its own
//! WebAssembly module so that the main entry stays small: why a move is
//! illegal by the FIDE rules, as a stable code and the `roque-rules`
//! crate's reason in French and English.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

use roque_rules::{IllegalReason, Lang, Position, Role, Square};
use wasm_bindgen::prelude::*;

/// The stable camelCase code of a reason, for programs to test (the texts
/// are for people and may be reworded).
pub fn code(reason: &IllegalReason) -> &'static str {
    match reason {
        IllegalReason::GameOver { .. } => "gameOver",
        IllegalReason::NoPiece { .. } => "noPiece",
        IllegalReason::NotYourTurn { .. } => "notYourTurn",
        IllegalReason::SameSquare { .. } => "sameSquare",
        IllegalReason::WrongMovement { .. } => "wrongMovement",
        IllegalReason::PawnBackwards { .. } => "pawnBackwards",
        IllegalReason::PawnDoubleStepNotFromStart { .. } => "pawnDoubleStepNotFromStart",
        IllegalReason::OwnPieceOnTarget { .. } => "ownPieceOnTarget",
        IllegalReason::PathBlocked { .. } => "pathBlocked",
        IllegalReason::PawnCapturesDiagonally { .. } => "pawnCapturesDiagonally",
        IllegalReason::PawnDiagonalNeedsCapture { .. } => "pawnDiagonalNeedsCapture",
        IllegalReason::EnPassantTooLate { .. } => "enPassantTooLate",
        IllegalReason::CastlingRookMissing { .. } => "castlingRookMissing",
        IllegalReason::KingHasMoved { .. } => "kingHasMoved",
        IllegalReason::RookHasMoved { .. } => "rookHasMoved",
        IllegalReason::CastlingBlocked { .. } => "castlingBlocked",
        IllegalReason::CastlingInCheck { .. } => "castlingInCheck",
        IllegalReason::CastlingThroughCheck { .. } => "castlingThroughCheck",
        IllegalReason::CastlingIntoCheck { .. } => "castlingIntoCheck",
        IllegalReason::PromotionNotAllowed { .. } => "promotionNotAllowed",
        IllegalReason::PromotionToInvalidPiece { .. } => "promotionToInvalidPiece",
        IllegalReason::KingMovesIntoCheck { .. } => "kingMovesIntoCheck",
        IllegalReason::LeavesKingInCheck { .. } => "leavesKingInCheck",
        IllegalReason::ExposesKing { .. } => "exposesKing",
        IllegalReason::EnPassantExposesKing { .. } => "enPassantExposesKing",
        IllegalReason::PromotionRequired { .. } => "promotionRequired",
    }
}

/// Why the move from `from` to `to` (promoting to `promotion`) is illegal
/// in `position`: `[code, French text, English text]`, or nothing when it
/// is legal.
pub fn explain(
    position: &Position,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Vec<String> {
    match position.explain(from, to, promotion) {
        Ok(_) => Vec::new(),
        Err(reason) => vec![
            code(&reason).to_string(),
            reason.message(Lang::Fr),
            reason.message(Lang::En),
        ],
    }
}

/// The answer on a board the rules cannot play from (a king missing, say).
pub fn unplayable() -> Vec<String> {
    vec![
        "invalidPosition".to_string(),
        "Cette position n'est pas jouable : elle enfreint les règles.".to_string(),
        "This position cannot be played: it breaks the rules.".to_string(),
    ]
}

/// Why the move from `from` to `to` (square names), promoting to
/// `promotion` (a letter, or empty), is illegal by the FIDE rules in the
/// position `fen`: nothing when it is legal, else `[code, French, English]`.
/// A position the rules cannot play from gets the code `invalidPosition`.
///
/// # Errors
/// `Invalid square: ...` or `Invalid promotion: ...` for input that does
/// not name a move at all.
#[wasm_bindgen(js_name = explainMove)]
pub fn explain_move(
    fen: &str,
    from: &str,
    to: &str,
    promotion: &str,
) -> Result<Vec<String>, JsError> {
    let square = |name: &str| {
        name.parse::<Square>()
            .map_err(|_| JsError::new(&format!("Invalid square: {name}")))
    };
    let (from, to) = (square(from)?, square(to)?);
    let promoted = match promotion.as_bytes() {
        [] => None,
        [c] => Some(
            Role::from_char(char::from(c.to_ascii_lowercase()))
                .ok_or_else(|| JsError::new(&format!("Invalid promotion: {promotion}")))?,
        ),
        _ => return Err(JsError::new(&format!("Invalid promotion: {promotion}"))),
    };
    Ok(match Position::from_fen(fen) {
        Ok(position) => explain(&position, from, to, promoted),
        Err(_) => unplayable(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_moves_have_no_reason_and_illegal_ones_three_parts() {
        let start = Position::new();
        assert!(explain(&start, Square::E2, Square::E4, None).is_empty());
        let blocked = explain(&start, Square::F1, Square::C4, None);
        assert_eq!(blocked.first().map(String::as_str), Some("pathBlocked"));
        assert_eq!(blocked.len(), 3);
        assert!(blocked.iter().all(|text| !text.is_empty()));
        assert_ne!(blocked.get(1), blocked.get(2));
    }
}
