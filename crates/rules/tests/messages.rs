//! The message catalogue: how every end of a game and every draw claim is
//! worded, in French and English.

mod common;

use common::says_in_both;
use roque_rules::{Color, DeadPosition, DrawClaim, DrawReason, Lang, Outcome, Role, WinReason};

fn says(outcome: Outcome, fr: &str, en: &str) {
    says_in_both(|lang| outcome.message(lang), fr, en);
}

fn draw(reason: DrawReason, fr: &str, en: &str) {
    says(Outcome::Draw(reason), fr, en);
    says_in_both(|lang| reason.message(lang), fr, en);
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
        says_in_both(|lang| reason.message(lang), fr, en);
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
    for (claim, fr, en) in [
        (
            DrawClaim::ThreefoldRepetition,
            "Vous pouvez réclamer la nulle : la position s'est répétée trois fois",
            "You may claim a draw: the position has occurred three times",
        ),
        (
            DrawClaim::FiftyMoves,
            "Vous pouvez réclamer la nulle : 50 coups sans prise ni mouvement de pion",
            "You may claim a draw: 50 moves without a capture or a pawn move",
        ),
    ] {
        says_in_both(|lang| claim.message(lang), fr, en);
    }
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

/// The texts for a FEN that `Position::from_fen` refuses.
fn fen_refused(fen: &str, fr: &str, en: &str) {
    match roque_rules::Position::from_fen(fen) {
        Ok(_) => panic!("{fen} was accepted"),
        Err(error) => {
            assert_eq!(error.message(Lang::Fr), fr, "{fen}");
            assert_eq!(error.message(Lang::En), en, "{fen}");
        }
    }
}

#[test]
fn impossible_positions() {
    fen_refused(
        "8/8/8/8/8/8/8/K7 w - - 0 1",
        "Les Noirs n'ont pas de roi.",
        "Black has no king.",
    );
    fen_refused(
        "k7/8/8/8/8/8/8/K6K w - - 0 1",
        "Les Blancs ont plus d'un roi.",
        "White has more than one king.",
    );
    fen_refused(
        "k3P3/8/8/8/8/8/8/K7 w - - 0 1",
        "Un pion en e8 : aucun pion ne peut se trouver sur la première ni sur la dernière rangée.",
        "A pawn on e8: no pawn can stand on the first or the last rank.",
    );
    fen_refused(
        "k7/8/8/8/8/8/8/K6r b - - 0 1",
        "Le roi en a1 est en échec, attaqué depuis h1, alors que son camp n'a pas le trait.",
        "The king on a1 is in check from h1, although it is not its side's turn to move.",
    );
    // Side by side, each king checks the other: that the kings touch is
    // what is wrong, not whose turn it is.
    fen_refused(
        "8/8/8/8/8/8/4k3/4K3 w - - 0 1",
        "Les deux rois sont côte à côte, le blanc en e1 et le noir en e2 : deux rois ne \
         peuvent jamais se trouver sur des cases voisines.",
        "The two kings stand on adjacent squares, White's on e1 and Black's on e2: two kings \
         can never stand next to each other.",
    );
    fen_refused(
        "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
        "La prise en passant en e6 est impossible : aucun pion n'a pu passer par cette case au \
         dernier coup.",
        "En passant on e6 is impossible: no pawn can have crossed that square on the last move.",
    );
    fen_refused(
        "4k3/8/8/8/8/8/8/3K3R w K - 0 1",
        "Les Blancs ont droit au petit roque, mais leur roi n'est pas en e1.",
        "White has the right to castle kingside, but its king is not on e1.",
    );
    fen_refused(
        "r3k3/8/8/8/8/8/8/4K3 w k - 0 1",
        "Les Noirs ont droit au petit roque, mais il n'y a pas de tour en h8.",
        "Black has the right to castle kingside, but there is no rook on h8.",
    );
}

#[test]
fn malformed_fen() {
    let cases = [
        ("", "FEN invalide : le texte est vide.", "Invalid FEN: the text is empty."),
        (
            "8/8/8/8/8/8/8/8",
            "FEN invalide : 1 champ au lieu de 4 à 6 (position, trait, roques, prise en passant, compteurs).",
            "Invalid FEN: 1 field where 4 to 6 are expected (placement, side to move, castling, en passant, clocks).",
        ),
        (
            "8/8/8 w - -",
            "FEN invalide : la position a 3 rangées au lieu de 8.",
            "Invalid FEN: the placement has 3 ranks instead of 8.",
        ),
        (
            "4k3/8/8/8/8/8/8/4X3 w - -",
            "FEN invalide : « X » sur la rangée 1 n'est ni une lettre de pièce (PNBRQK, pnbrqk) ni un chiffre de 1 à 8.",
            "Invalid FEN: 'X' on rank 1 is neither a piece letter (PNBRQK, pnbrqk) nor a digit 1-8.",
        ),
        (
            "4k3/8/8/8/8/8/8/4K2 w - -",
            "FEN invalide : la rangée 1 décrit 7 cases au lieu de 8.",
            "Invalid FEN: rank 1 describes 7 squares instead of 8.",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 x - -",
            "FEN invalide : le trait « x » n'est ni w ni b.",
            "Invalid FEN: the side to move 'x' is neither w nor b.",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w KK -",
            "FEN invalide : le champ des roques « KK » n'est ni - ni des lettres distinctes parmi KQkq.",
            "Invalid FEN: the castling field 'KK' is neither - nor distinct letters among KQkq.",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e9",
            "FEN invalide : le champ de prise en passant « e9 » n'est ni - ni une case.",
            "Invalid FEN: the en passant field 'e9' is neither - nor a square.",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - x 1",
            "FEN invalide : le compteur de demi-coups « x » n'est pas un nombre.",
            "Invalid FEN: the half-move clock 'x' is not a number.",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - - 0 0",
            "FEN invalide : le numéro de coup « 0 » n'est pas un nombre d'au moins 1.",
            "Invalid FEN: the move number '0' is not a number of at least 1.",
        ),
    ];
    for (fen, fr, en) in cases {
        fen_refused(fen, fr, en);
    }
}
