//! The message catalogue: how every end of a game and every draw claim is
//! worded, in French and English.

use roque_rules::{Color, DeadPosition, DrawClaim, DrawReason, Lang, Outcome, Role, WinReason};

fn says(outcome: Outcome, fr: &str, en: &str) {
    assert_eq!(outcome.message(Lang::Fr), fr);
    assert_eq!(outcome.message(Lang::En), en);
}

fn draw(reason: DrawReason, fr: &str, en: &str) {
    says(Outcome::Draw(reason), fr, en);
    assert_eq!(reason.message(Lang::Fr), fr);
    assert_eq!(reason.message(Lang::En), en);
}

#[test]
fn checkmate() {
    says(
        Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Checkmate,
        },
        "Échec et mat — les Blancs gagnent",
        "Checkmate — White wins",
    );
    says(
        Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Checkmate,
        },
        "Échec et mat — les Noirs gagnent",
        "Checkmate — Black wins",
    );
}

#[test]
fn resignation() {
    says(
        Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Resignation,
        },
        "Les Blancs abandonnent — les Noirs gagnent",
        "White resigns — Black wins",
    );
}

#[test]
fn timeout() {
    says(
        Outcome::Decisive {
            winner: Color::White,
            reason: WinReason::Timeout,
        },
        "Temps écoulé pour les Noirs — les Blancs gagnent",
        "Black ran out of time — White wins",
    );
}

#[test]
fn win_reasons_alone() {
    let cases = [
        (WinReason::Checkmate, "Échec et mat", "Checkmate"),
        (WinReason::Resignation, "Abandon", "Resignation"),
        (WinReason::Timeout, "Temps écoulé", "Loss on time"),
    ];
    for (reason, fr, en) in cases {
        assert_eq!(reason.message(Lang::Fr), fr);
        assert_eq!(reason.message(Lang::En), en);
    }
}

#[test]
fn stalemate() {
    draw(
        DrawReason::Stalemate,
        "Pat — partie nulle",
        "Stalemate — draw",
    );
}

#[test]
fn dead_positions() {
    let cases = [
        (
            DeadPosition::KingVsKing,
            "Nulle par position morte : roi contre roi",
            "Draw by dead position: king against king",
        ),
        (
            DeadPosition::KingBishopVsKing,
            "Nulle par position morte : roi et fou contre roi",
            "Draw by dead position: king and bishop against king",
        ),
        (
            DeadPosition::KingKnightVsKing,
            "Nulle par position morte : roi et cavalier contre roi",
            "Draw by dead position: king and knight against king",
        ),
        (
            DeadPosition::SameColoredBishops,
            "Nulle par position morte : il ne reste que des fous, tous sur des cases de la même couleur",
            "Draw by dead position: only bishops are left, all on squares of the same colour",
        ),
    ];
    for (dead, fr, en) in cases {
        draw(DrawReason::DeadPosition(dead), fr, en);
    }
}

#[test]
fn fivefold_repetition() {
    draw(
        DrawReason::FivefoldRepetition,
        "Nulle automatique : la même position s'est répétée cinq fois",
        "Automatic draw: the same position has occurred five times",
    );
}

#[test]
fn seventy_five_moves() {
    draw(
        DrawReason::SeventyFiveMoves,
        "Nulle : 75 coups sans prise ni mouvement de pion",
        "Draw: 75 moves without a capture or a pawn move",
    );
}

#[test]
fn threefold_repetition_claimed() {
    draw(
        DrawReason::ThreefoldRepetition,
        "Nulle par répétition : la même position s'est répétée trois fois",
        "Draw by repetition: the same position has occurred three times",
    );
}

#[test]
fn fifty_moves_claimed() {
    draw(
        DrawReason::FiftyMoves,
        "Nulle : 50 coups sans prise ni mouvement de pion",
        "Draw: 50 moves without a capture or a pawn move",
    );
}

#[test]
fn agreement() {
    draw(
        DrawReason::Agreement,
        "Nulle par accord mutuel",
        "Draw by agreement",
    );
}

#[test]
fn timeout_against_insufficient_material() {
    draw(
        DrawReason::TimeoutVsInsufficientMaterial,
        "Nulle : le temps est écoulé, mais l'adversaire ne pouvait plus mater",
        "Draw: time ran out, but the opponent could no longer checkmate",
    );
}

#[test]
fn draw_claims() {
    assert_eq!(
        DrawClaim::ThreefoldRepetition.message(Lang::Fr),
        "Vous pouvez réclamer la nulle : la position s'est répétée trois fois"
    );
    assert_eq!(
        DrawClaim::ThreefoldRepetition.message(Lang::En),
        "You may claim a draw: the position has occurred three times"
    );
    assert_eq!(
        DrawClaim::FiftyMoves.message(Lang::Fr),
        "Vous pouvez réclamer la nulle : 50 coups sans prise ni mouvement de pion"
    );
    assert_eq!(
        DrawClaim::FiftyMoves.message(Lang::En),
        "You may claim a draw: 50 moves without a capture or a pawn move"
    );
}

#[test]
fn piece_and_side_names() {
    let french: Vec<_> = Role::ALL.iter().map(|r| r.name(Lang::Fr)).collect();
    assert_eq!(french, ["pion", "cavalier", "fou", "tour", "dame", "roi"]);
    let english: Vec<_> = Role::ALL.iter().map(|r| r.name(Lang::En)).collect();
    assert_eq!(
        english,
        ["pawn", "knight", "bishop", "rook", "queen", "king"]
    );
    assert_eq!(Color::White.name(Lang::Fr), "les Blancs");
    assert_eq!(Color::White.name(Lang::En), "White");
}

#[test]
fn languages_parse() {
    assert_eq!("fr".parse(), Ok(Lang::Fr));
    assert_eq!("FR".parse(), Ok(Lang::Fr));
    assert_eq!("fr-CA".parse(), Ok(Lang::Fr));
    assert_eq!("en".parse(), Ok(Lang::En));
    assert_eq!("en_US".parse(), Ok(Lang::En));
    for bad in ["", "de", "f", "french", "-fr", "é"] {
        assert!(bad.parse::<Lang>().is_err(), "{bad:?}");
    }
    for lang in Lang::ALL {
        assert_eq!(lang.code().parse(), Ok(lang));
        assert_eq!(lang.to_string(), lang.code());
    }
}
