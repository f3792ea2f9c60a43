//! Every line of the data set, played at run time with the rules crate (in
//! the build the tests use, with whatever features the workspace turns on),
//! reaches a position the table names with that line's own ECO code and
//! name: the build's keys and the run's agree, and no line is lost.

use roque_openings::Opening;
use roque_rules::{Lang, Position};

/// (file, line number, eco, name, moves) of every row of the data set.
fn rows() -> Vec<(
    &'static str,
    usize,
    &'static str,
    &'static str,
    &'static str,
)> {
    let files = [
        ("a.tsv", include_str!("../data/a.tsv")),
        ("b.tsv", include_str!("../data/b.tsv")),
        ("c.tsv", include_str!("../data/c.tsv")),
        ("d.tsv", include_str!("../data/d.tsv")),
        ("e.tsv", include_str!("../data/e.tsv")),
    ];
    let mut rows = Vec::new();
    for (file, text) in files {
        for (index, row) in text.lines().enumerate().skip(1) {
            let mut columns = row.split('\t');
            let (Some(eco), Some(name), Some(pgn)) =
                (columns.next(), columns.next(), columns.next())
            else {
                panic!("{file}:{}: not three columns", index + 1);
            };
            rows.push((file, index + 1, eco, name, pgn));
        }
    }
    rows
}

/// The positions after each move of `pgn`, the start excluded.
fn positions(pgn: &str) -> Vec<Position> {
    let mut position = Position::new();
    let mut seen = Vec::new();
    for token in pgn.split_whitespace().filter(|token| !token.ends_with('.')) {
        let mv = position.parse_san(token);
        assert!(mv.is_ok(), "{token} in {pgn}");
        let played = mv.map(|mv| position.play(mv));
        assert!(matches!(played, Ok(Ok(()))), "{token} in {pgn}");
        seen.push(position);
    }
    seen
}

#[test]
fn every_line_of_the_data_set_is_named_by_its_position() {
    let rows = rows();
    assert_eq!(rows.len(), 3_807, "the data set's lines");
    for (file, line, eco, name, pgn) in &rows {
        let seen = positions(pgn);
        let last = seen.last();
        assert!(last.is_some(), "{file}:{line}: no moves");
        let opening = last.and_then(Opening::of_position);
        assert!(opening.is_some(), "{file}:{line}: {name} not found");
        if let Some(opening) = opening {
            assert_eq!(opening.eco().to_string(), *eco, "{file}:{line}");
            assert_eq!(opening.english(), *name, "{file}:{line}");
            assert_eq!(opening.name(Lang::En), *name, "{file}:{line}");
            // And the game along that line is named so at its end.
            assert_eq!(Opening::of_positions(&seen), Some(opening), "{file}:{line}");
        }
    }
    assert_eq!(Opening::all().count(), 3_807);
}

#[test]
fn a_transposition_has_the_name_of_the_position_it_reaches() {
    // The Italian Game, 1.e4 e5 2.Nf3 Nc6 3.Bc4, reached by 2.Bc4 Nc6 3.Nf3.
    let direct = positions("1. e4 e5 2. Nf3 Nc6 3. Bc4");
    let transposed = positions("1. e4 e5 2. Bc4 Nc6 3. Nf3");
    let named = Opening::of_positions(&direct);
    assert_eq!(
        named.map(|opening| opening.english()),
        Some("Italian Game".to_string())
    );
    assert_eq!(
        named.map(|opening| opening.eco().to_string()),
        Some("C50".to_string())
    );
    assert_eq!(Opening::of_positions(&transposed), named);
}

#[test]
fn leaving_the_book_keeps_the_last_name_and_no_move_names_nothing() {
    assert_eq!(Opening::of_positions(&[]), None);
    assert_eq!(Opening::of_positions(&[Position::new()]), None);
    let game = positions("1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Nb1 Ng8");
    let named = Opening::of_positions(&game);
    assert_eq!(
        named.map(|opening| opening.family()),
        Some("Sicilian Defense")
    );
    assert_eq!(
        named.map(|opening| opening.english()),
        Some("Sicilian Defense: Najdorf Variation".to_string())
    );
}

#[test]
fn every_french_name_is_french() {
    // No English kind of line or way of meeting it is left in a French name.
    let english_words = [
        "Variation",
        "Defense",
        "Attack",
        "Opening",
        "Game",
        "Line",
        "System",
        "Accepted",
        "Declined",
        "Countergambit",
        "Counterattack",
        "Trap",
        "Classical",
        "Exchange",
        "Main",
        "Closed",
        "Modern",
        "with",
        // Words a glossary that took them for proper names once kept.
        "Mate",
        "Queen",
        "Pawns",
        "Storm",
        "Push",
        "Plan",
        "Offer",
        "Invitation",
        "Transfer",
        "Connection",
        "Check",
        "Castling",
        "Flexible",
        "Standard",
        "Full",
        "The",
        "Polish",
        "Chinese",
        "American",
        "Ukrainian",
        "Warsaw",
    ];
    for opening in Opening::all() {
        let french = opening.name(Lang::Fr);
        assert!(!french.is_empty());
        // A plural kind takes plural adjectives: « variantes modernes ».
        for part in french.split([':', ',']) {
            let mut words = part.split_whitespace();
            if let (Some(kind @ ("variantes" | "défenses" | "attaques" | "lignes")), Some(next)) =
                (words.next(), words.next())
            {
                let adjective = next.chars().next().is_some_and(char::is_lowercase);
                assert!(
                    !adjective || next.ends_with('s'),
                    "« {kind} {next} » in « {french} »"
                );
            }
        }
        for word in french.split([' ', ',', ':']) {
            assert!(
                !english_words.contains(&word),
                "{:?} in « {french} » ({})",
                word,
                opening.english()
            );
        }
    }
}
