//! A printed sheet of exercises: how many diagrams a page holds and on
//! which paper, as the address says (`&per=12&paper=letter`), and how the
//! exercises fall into pages; a teacher's own sheet, read from a list of
//! positions (FENs, or the games of a PGN).

use core::ops::Range;

use roque_diagram::setup_of;
use roque_rules::{FenError, PgnError, PgnGame, PgnResult, Position};

/// How many diagrams a page holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PerPage {
    /// Six, two by three: large diagrams, room to write.
    #[default]
    Six,
    /// Twelve, three by four: a whole lesson on one page.
    Twelve,
}

impl PerPage {
    /// Both, in the order offered.
    pub const ALL: [PerPage; 2] = [PerPage::Six, PerPage::Twelve];

    /// The number of diagrams.
    pub const fn count(self) -> usize {
        match self {
            PerPage::Six => 6,
            PerPage::Twelve => 12,
        }
    }

    /// Reads `6` or `12`; anything else is the default.
    pub fn parse(text: Option<&str>) -> PerPage {
        match text.map(str::trim) {
            Some("12") => PerPage::Twelve,
            _ => PerPage::Six,
        }
    }
}

/// The paper a sheet is printed on, portrait.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Paper {
    /// ISO A4, 210 × 297 mm: France and most of the world.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Both, in the order offered.
    pub const ALL: [Paper; 2] = [Paper::A4, Paper::Letter];

    /// The name in the address and in CSS's `@page { size }`.
    pub const fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::Letter => "letter",
        }
    }

    /// Reads `a4` or `letter`, in any case; anything else is the default.
    pub fn parse(text: Option<&str>) -> Paper {
        match text.map(|t| t.trim().to_ascii_lowercase()).as_deref() {
            Some("letter") => Paper::Letter,
            _ => Paper::A4,
        }
    }
}

/// How a sheet is laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct SheetLayout {
    /// Diagrams a page.
    pub per_page: PerPage,
    /// The paper.
    pub paper: Paper,
}

impl SheetLayout {
    /// The exercises of each page, in order: `count` exercises in pages of
    /// [`PerPage::count`], the last one maybe shorter; none for none.
    pub fn pages(self, count: usize) -> Vec<Range<usize>> {
        let size = self.per_page.count();
        (0..count.div_ceil(size))
            .map(|page| page * size..((page + 1) * size).min(count))
            .collect()
    }

    /// The address's query for this layout, after the lesson's: `&per=12`
    /// and `&paper=letter` only when they are not the default.
    pub fn query(self) -> String {
        let mut query = String::new();
        if self.per_page == PerPage::Twelve {
            query.push_str("&per=12");
        }
        if self.paper == Paper::Letter {
            query.push_str("&paper=letter");
        }
        query
    }
}

/// One position of a teacher's own sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetPosition {
    /// The position, in FEN.
    pub fen: String,
    /// The question under it (may be empty: the side to move is said then).
    pub caption: String,
    /// The answer, for the last page (may be empty).
    pub solution: String,
}

/// The most positions a sheet takes: ten pages of twelve.
pub const MAX_POSITIONS: usize = 120;

/// Why a list of positions cannot make a sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetTextError {
    /// Nothing but blanks.
    Empty,
    /// A line that is not a FEN: its number (from 1) and why.
    BadFen {
        /// The line, from 1.
        line: usize,
        /// What the FEN reader found.
        error: FenError,
    },
    /// The PGN cannot be read.
    BadPgn(PgnError),
    /// More than [`MAX_POSITIONS`].
    TooMany(usize),
}

/// The positions of a pasted text: a PGN (of several games or positions:
/// each game with a `FEN` tag gives that position, its moves as the
/// solution; a game without one gives the position it ends in), or FENs,
/// one a line, each optionally followed by `;` and its question.
///
/// # Errors
/// A [`SheetTextError`] for the first problem; no sheet then.
pub fn positions_from_text(text: &str) -> Result<Vec<SheetPosition>, SheetTextError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(SheetTextError::Empty);
    }
    let positions = if text.starts_with('[') || text.starts_with("1.") {
        from_pgn(text)?
    } else {
        from_fens(text)?
    };
    if positions.is_empty() {
        return Err(SheetTextError::Empty);
    }
    if positions.len() > MAX_POSITIONS {
        return Err(SheetTextError::TooMany(positions.len()));
    }
    Ok(positions)
}

fn from_fens(text: &str) -> Result<Vec<SheetPosition>, SheetTextError> {
    let mut positions = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (fen, caption) = line.split_once(';').unwrap_or((line, ""));
        // A board's placement alone is a position with White to move.
        let setup = setup_of(fen).map_err(|error| SheetTextError::BadFen {
            line: index + 1,
            error,
        })?;
        positions.push(SheetPosition {
            fen: setup.fen(),
            caption: caption.trim().to_string(),
            solution: String::new(),
        });
        if positions.len() > MAX_POSITIONS {
            break;
        }
    }
    Ok(positions)
}

fn from_pgn(text: &str) -> Result<Vec<SheetPosition>, SheetTextError> {
    let games = PgnGame::parse_all(text).map_err(SheetTextError::BadPgn)?;
    let mut positions = Vec::new();
    for game in games.iter().take(MAX_POSITIONS + 1) {
        let question = game
            .tag("Event")
            .filter(|event| !event.is_empty() && *event != "?")
            .unwrap_or("")
            .to_string();
        let position = if game.tag("FEN").is_some() {
            game.start
        } else {
            let mut position: Position = game.start;
            for mv in game.mainline_moves() {
                // The reader checked every move.
                let _ = position.play(mv);
            }
            position
        };
        let solution = if game.tag("FEN").is_some() {
            let sans: Vec<String> = game.moves.iter().map(|node| node.san.to_string()).collect();
            let mut solution = sans.join(" ");
            if game.result != PgnResult::Unknown && !solution.is_empty() {
                solution.push(' ');
                solution.push_str(game.result.token());
            }
            solution
        } else {
            String::new()
        };
        positions.push(SheetPosition {
            fen: position.fen(),
            caption: question,
            solution,
        });
    }
    Ok(positions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fens_and_pgns_make_positions() {
        let fens = positions_from_text(
            "8/8/8/4k3/8/8/8/4K3 w - - 0 1 ; Nulle ?\n\n  r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3\n8/8/8/3Q4/8/8/8/8",
        )
        .unwrap();
        assert_eq!(fens.len(), 3);
        assert_eq!(fens[0].caption, "Nulle ?");
        assert_eq!(fens[2].fen, "8/8/8/3Q4/8/8/8/8 w - - 0 1");
        let pgn = positions_from_text(
            "[Event \"Mat en 1\"]\n[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n1. Ra8# 1-0\n\n[Event \"?\"]\n\n1. e4 e5 *",
        )
        .unwrap();
        assert_eq!(pgn.len(), 2);
        assert_eq!(pgn[0].caption, "Mat en 1");
        assert_eq!(pgn[0].solution, "Ra8# 1-0");
        assert_eq!(pgn[1].caption, "");
        assert!(pgn[1]
            .fen
            .starts_with("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"));
    }

    #[test]
    fn bad_lists_say_where() {
        assert_eq!(positions_from_text("  \n "), Err(SheetTextError::Empty));
        assert!(matches!(
            positions_from_text("8/8/8/8/8/8/8/8 w - - 0 1\nnot a fen"),
            Err(SheetTextError::BadFen { line: 2, .. })
        ));
        assert!(matches!(
            positions_from_text("1. e4 e5 2. Ke3"),
            Err(SheetTextError::BadPgn(_))
        ));
        let many = "8/8/8/8/8/8/8/8\n".repeat(MAX_POSITIONS + 1);
        assert_eq!(
            positions_from_text(&many),
            Err(SheetTextError::TooMany(MAX_POSITIONS + 1))
        );
    }

    #[test]
    fn exercises_fall_into_pages() {
        let six = SheetLayout::default();
        assert_eq!(six.pages(0), Vec::<Range<usize>>::new());
        assert_eq!(six.pages(5), vec![0..5]);
        assert_eq!(six.pages(6), vec![0..6]);
        assert_eq!(six.pages(13), [0..6, 6..12, 12..13]);
        let twelve = SheetLayout {
            per_page: PerPage::Twelve,
            paper: Paper::Letter,
        };
        assert_eq!(twelve.pages(13), [0..12, 12..13]);
        assert_eq!(twelve.query(), "&per=12&paper=letter");
        assert_eq!(six.query(), "");
    }

    #[test]
    fn the_address_is_read_leniently() {
        assert_eq!(PerPage::parse(Some("12")), PerPage::Twelve);
        assert_eq!(PerPage::parse(Some("7")), PerPage::Six);
        assert_eq!(PerPage::parse(None), PerPage::Six);
        assert_eq!(Paper::parse(Some("LETTER")), Paper::Letter);
        assert_eq!(Paper::parse(Some("<script>")), Paper::A4);
    }
}
