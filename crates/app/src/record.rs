//! The game's record beyond its moves: the players' names, the tags a PGN
//! brought in, and the game written out as PGN with them.

use roque_rules::{Color, Lang, Move, Outcome, PgnGame, PgnNode, PgnResult};

use crate::i18n;
use crate::state::{AppState, Opponent};

/// What the record knows besides the moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// White's name as the players typed it (or a PGN gave it); `None`
    /// for the default name.
    pub white: Option<String>,
    /// Black's name, likewise.
    pub black: Option<String>,
    /// What an imported PGN said, kept for the export.
    pub imported: Option<ImportedRecord>,
}

/// What an imported PGN said beyond its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedRecord {
    /// Its tags, in its order.
    pub tags: Vec<(String, String)>,
    /// Its main line, with comments, glyphs and variations.
    pub nodes: Vec<PgnNode>,
    /// Comments that belong to no move.
    pub comments: Vec<String>,
    /// Its result, which the rules cannot always see (a resignation, a
    /// loss on time): it stands for as long as the moves are the PGN's.
    pub result: PgnResult,
}

impl ImportedRecord {
    /// What `pgn` says beyond its moves.
    pub fn from_pgn(pgn: &PgnGame) -> ImportedRecord {
        ImportedRecord {
            tags: pgn.tags.clone(),
            nodes: pgn.moves.clone(),
            comments: pgn.comments.clone(),
            result: pgn.result,
        }
    }

    fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag == name)
            .map(|(_, value)| value.as_str())
    }

    /// Whether the game's moves are still exactly the PGN's.
    fn same_moves(&self, moves: &[Move]) -> bool {
        self.nodes.len() == moves.len() && self.nodes.iter().zip(moves).all(|(n, m)| n.mv == *m)
    }
}

/// A name from a PGN tag: `None` for the unknown (`?`) or an empty one.
pub fn name_from_tag(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|v| !v.is_empty() && *v != "?")
        .map(str::to_string)
}

/// A calendar day, as the PGN `Date` tag writes it (`2026.11.30`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    /// The year.
    pub year: u32,
    /// The month, 1 to 12.
    pub month: u32,
    /// The day of the month, 1 to 31.
    pub day: u32,
}

impl Day {
    /// The PGN form: `2026.11.30`.
    pub fn pgn(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// The file-name form: `2026-11-30`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The PGN result of an outcome.
pub fn pgn_result(outcome: Outcome) -> PgnResult {
    match outcome.winner() {
        Some(Color::White) => PgnResult::WhiteWins,
        Some(Color::Black) => PgnResult::BlackWins,
        None => PgnResult::Draw,
    }
}

impl AppState {
    /// A player's name: the one typed, else the computer's name for the
    /// computer's side, else the side's name (« Blancs »).
    pub fn player_name(&self, color: Color) -> String {
        let typed = color.fold(&self.record.white, &self.record.black);
        match typed.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
            Some(name) => name.to_string(),
            None => self.default_player_name(color),
        }
    }

    /// The name a side has when none is typed: the computer's name for its
    /// side, else the side's name.
    pub fn default_player_name(&self, color: Color) -> String {
        match self.opponent {
            Opponent::Computer { computer, level } if computer == color => {
                i18n::computer_name(level.number(), self.lang)
            }
            _ => i18n::side_name(color, self.lang).to_string(),
        }
    }

    /// The game's result for the record: the rules' outcome, else the
    /// imported PGN's while the moves are still its own, else unknown.
    pub fn record_result(&self) -> PgnResult {
        if let Some(outcome) = self.outcome() {
            return pgn_result(outcome);
        }
        match &self.record.imported {
            Some(imported) if imported.same_moves(self.game.moves()) => imported.result,
            _ => PgnResult::Unknown,
        }
    }

    /// The game as a PGN record, with the seven tags (Event, Site, Date,
    /// Round, White, Black, Result) and whatever else an imported PGN
    /// carried. `today` dates a game that has no date of its own. The
    /// moves an imported PGN annotated keep their comments and variations.
    pub fn pgn_game(&self, today: Day) -> PgnGame {
        let mut pgn = PgnGame::new(*self.game.start());
        let imported = self.record.imported.as_ref();
        if let Some(imported) = imported {
            pgn.tags = imported.tags.clone();
        }
        let kept = |name: &str| imported.and_then(|i| name_from_tag(i.tag(name)));
        let event = kept("Event").unwrap_or_else(|| default_event(self.lang).to_string());
        let site = kept("Site").unwrap_or_else(|| "Roque".to_string());
        let date = kept("Date").unwrap_or_else(|| today.pgn());
        let round = kept("Round").unwrap_or_else(|| "-".to_string());
        pgn.set_tag("Event", &event);
        pgn.set_tag("Site", &site);
        pgn.set_tag("Date", &date);
        pgn.set_tag("Round", &round);
        pgn.set_tag("White", &self.player_name(Color::White));
        pgn.set_tag("Black", &self.player_name(Color::Black));

        let moves = self.game.moves();
        // The imported nodes hold as long as the moves agree from the start.
        let agreeing = imported.map_or(0, |i| {
            i.nodes
                .iter()
                .zip(moves)
                .take_while(|(node, mv)| node.mv == **mv)
                .count()
        });
        for (ply, &mv) in moves.iter().enumerate() {
            let node = match imported.and_then(|i| i.nodes.get(ply)) {
                Some(node) if ply < agreeing => Some(node.clone()),
                _ => self
                    .game
                    .position_at(ply)
                    .map(|before| PgnNode::from_move(before, mv)),
            };
            if let Some(node) = node {
                pgn.moves.push(node);
            }
        }
        if let Some(imported) = imported.filter(|i| i.same_moves(moves)) {
            pgn.comments = imported.comments.clone();
        }
        pgn.result = self.record_result();
        pgn
    }

    /// The game in PGN, ready to copy or save.
    pub fn pgn_text(&self, today: Day) -> String {
        self.pgn_game(today).to_pgn()
    }

    /// A file name for the PGN: `roque-2026-11-30-blancs-noirs.pgn`.
    pub fn pgn_file_name(&self, today: Day) -> String {
        let names = [Color::White, Color::Black]
            .map(|color| slug(&self.player_name(color)))
            .join("-");
        format!("roque-{}-{names}.pgn", today.iso())
    }
}

/// The event of a game played here.
fn default_event(lang: Lang) -> &'static str {
    match lang {
        Lang::Fr => "Partie amicale",
        Lang::En => "Casual game",
    }
}

/// A name made safe for a file name: letters and digits, lower case,
/// dashes between words, accents kept out.
fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let c = match c {
            'à' | 'â' | 'ä' | 'á' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' | 'í' => 'i',
            'ô' | 'ö' | 'ó' => 'o',
            'ù' | 'û' | 'ü' | 'ú' => 'u',
            'ç' => 'c',
            c => c,
        };
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let trimmed = out.trim_end_matches('-');
    if trimmed.is_empty() {
        "partie".to_string()
    } else {
        trimmed.chars().take(40).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs_are_file_safe() {
        assert_eq!(slug("Blancs"), "blancs");
        assert_eq!(slug("Ordinateur · niveau 3"), "ordinateur-niveau-3");
        assert_eq!(slug("  Élodie d'Orléans "), "elodie-d-orleans");
        assert_eq!(slug("///"), "partie");
    }

    #[test]
    fn days_are_written_both_ways() {
        let day = Day {
            year: 2026,
            month: 3,
            day: 7,
        };
        assert_eq!(day.pgn(), "2026.03.07");
        assert_eq!(day.iso(), "2026-03-07");
    }
}
