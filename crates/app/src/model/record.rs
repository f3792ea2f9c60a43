//! The game's record beyond its moves, as plain values: the players' names,
//! what an imported PGN said, the day a game is dated.

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

/// The game in PGN with what its moves alone do not say: what an imported
/// PGN said (its tags, comments, glyphs, variations, drawings) and what the
/// analysis board added, kept for the export and the analysis.
///
/// The PGN stays text here: the module of tools reads and writes it (the
/// import and export dialogs, the analysis board), and the app's first
/// download carries no PGN reader. What of it still holds is decided there,
/// move by move, against the game's moves (`persist::pgn_export`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedRecord {
    /// The game, in PGN, written by the rules crate's writer (so the first
    /// game of a pasted text alone).
    pub pgn: String,
    /// Whether it has more than its moves (variations, comments, glyphs,
    /// drawings): the analysis board shows them.
    pub annotated: bool,
    /// Its `Event` tag, shown beside the moves; `None` for none or `?`.
    pub event: Option<String>,
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
    /// The day the PGN form writes, `2026.11.30`; `None` for any other
    /// text.
    pub fn from_pgn(text: &str) -> Option<Day> {
        let mut parts = text.split('.');
        let mut part = |len: usize| {
            let part = parts
                .next()
                .filter(|p| p.len() == len && p.bytes().all(|b| b.is_ascii_digit()))?;
            part.parse::<u32>().ok()
        };
        let day = Day {
            year: part(4)?,
            month: part(2)?,
            day: part(2)?,
        };
        let whole = parts.next().is_none();
        (whole && (1..=12).contains(&day.month) && (1..=31).contains(&day.day)).then_some(day)
    }

    /// The PGN form: `2026.11.30`.
    pub fn pgn(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// The file-name form: `2026-11-30`.
    pub fn iso(self) -> String {
        format!("{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// A name made safe for a file name: letters and digits, lower case,
/// dashes between words, accents kept out.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    // Lower case by hand, ASCII and the accented Latin letters, rather than
    // with char::to_lowercase: its Unicode tables weigh about 11 kB of wasm,
    // and every other letter becomes a dash anyway.
    for c in name.chars() {
        let c = match c {
            'à' | 'â' | 'ä' | 'á' | 'À' | 'Â' | 'Ä' | 'Á' => 'a',
            'é' | 'è' | 'ê' | 'ë' | 'É' | 'È' | 'Ê' | 'Ë' => 'e',
            'î' | 'ï' | 'í' | 'Î' | 'Ï' | 'Í' => 'i',
            'ô' | 'ö' | 'ó' | 'Ô' | 'Ö' | 'Ó' => 'o',
            'ù' | 'û' | 'ü' | 'ú' | 'Ù' | 'Û' | 'Ü' | 'Ú' => 'u',
            'ç' | 'Ç' => 'c',
            c => c.to_ascii_lowercase(),
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
