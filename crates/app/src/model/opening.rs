//! The name of a game's opening, as the module of openings gives it
//! (`bin/roque-openings.rs`, the `roque-openings` crate's table): the app
//! sends the keys of the game's positions and its language, and reads back
//! one line of text.
//! Both ends are here, so that what one writes the other reads.

use roque_rules::{Game, Position};

/// The bits of `Position::hash` that travel: all of them would not fit a
/// JavaScript number, and the table keeps these 48.
const KEY_MASK: u64 = (1 << 48) - 1;

/// The longest name the app accepts from the module (the data set's
/// longest, in French, is under 150 bytes).
const MAX_NAME: usize = 300;

/// The key the module looks `position` up by.
pub fn key(position: &Position) -> u64 {
    position.hash() & KEY_MASK
}

/// The keys of `game`'s positions from its start to `ply` half-moves, as
/// JavaScript numbers (exact: below 2^48).
pub fn keys(game: &Game, ply: usize) -> Vec<f64> {
    game.positions()
        .take(ply + 1)
        .map(|position| key(position) as f64)
        .collect()
}

/// A key read back from a JavaScript number: `None` unless it is a whole
/// number from 0 to 2^48 − 1.
pub fn key_of_number(number: f64) -> Option<u64> {
    let valid = number.fract() == 0.0 && (0.0..=KEY_MASK as f64).contains(&number);
    valid.then_some(number as u64)
}

/// A named opening, in one language: its ECO code and its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningName {
    /// Its ECO code (`C50`).
    pub eco: String,
    /// Its name (« Partie italienne », "Italian Game").
    pub name: String,
}

impl OpeningName {
    /// It as the module answers: the code, a space, the name.
    pub fn to_answer(&self) -> String {
        format!("{} {}", self.eco, self.name)
    }

    /// The module's answer read back strictly: `None` for no name (an
    /// empty answer) and for anything [`OpeningName::to_answer`] could not
    /// have written.
    pub fn from_answer(answer: &str) -> Option<OpeningName> {
        let (eco, name) = answer.split_once(' ')?;
        let eco_ok = matches!(eco.as_bytes(), [b'A'..=b'E', b'0'..=b'9', b'0'..=b'9']);
        let name_ok = !name.is_empty() && name.len() <= MAX_NAME && !name.bytes().any(|b| b < b' ');
        (eco_ok && name_ok).then(|| OpeningName {
            eco: eco.to_string(),
            name: name.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn italian() -> OpeningName {
        OpeningName {
            eco: "C50".to_string(),
            name: "Partie italienne".to_string(),
        }
    }

    #[test]
    fn an_answer_reads_back_as_written() {
        let name = italian();
        assert_eq!(OpeningName::from_answer(&name.to_answer()), Some(name));
        // Every ECO code the table has is one the reader takes.
        for opening in roque_openings::Opening::all() {
            let eco = opening.eco().to_string();
            let answer = format!("{eco} Nom");
            assert!(OpeningName::from_answer(&answer).is_some(), "{eco}");
        }
    }

    #[test]
    fn a_malformed_answer_is_refused() {
        for answer in [
            "",
            "C50",
            "C50 ",
            "F50 Partie italienne",
            "C5 Partie italienne",
            "C500 Partie italienne",
            " Partie italienne",
            "C50 Partie\nitalienne",
            "C50 Partie\titalienne",
        ] {
            assert_eq!(OpeningName::from_answer(answer), None, "{answer:?}");
        }
        let long = format!("C50 {}", "a".repeat(MAX_NAME + 1));
        assert_eq!(OpeningName::from_answer(&long), None);
    }

    #[test]
    fn keys_travel_as_numbers_exactly() {
        let mut game = Game::new();
        for san in ["e4", "e5", "Nf3"] {
            let mv = game.position().parse_san(san).expect("legal");
            game.play(mv).expect("legal");
        }
        let numbers = keys(&game, 2);
        assert_eq!(numbers.len(), 3, "the start and two moves");
        let back: Vec<u64> = numbers.iter().filter_map(|&n| key_of_number(n)).collect();
        let expected: Vec<u64> = game.positions().take(3).map(key).collect();
        assert_eq!(back, expected);
    }

    #[test]
    fn a_number_that_is_no_key_is_refused() {
        for number in [-1.0, 0.5, f64::NAN, f64::INFINITY, (1u64 << 48) as f64] {
            assert_eq!(key_of_number(number), None, "{number}");
        }
        assert_eq!(key_of_number(0.0), Some(0));
    }
}
