//! `explain` for JavaScript: the rules crate's reason why a move is
//! illegal, as a stable code and its French and English texts.

use roque_rules::{IllegalReason, Lang, Position, Role, Square};

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
