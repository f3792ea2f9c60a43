//! A teacher's own sheet of exercises as text, kept in localStorage
//! (`roque.v1.sheet`) between the editor, which writes it, and the course's
//! page, which prints it: a first line `roque-sheet 1`, then one line a
//! position, its FEN, question and solution separated by tabs.

use crate::model::sheet::{SheetPosition, MAX_POSITIONS};

/// The first line of the format.
const HEADER: &str = "roque-sheet 1";

/// Why a stored sheet cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetReadError {
    /// Not this format, or another version.
    NotASheet,
    /// A line without its three fields, from 1 after the header.
    BadLine(usize),
}

/// The text of `positions`. Tabs and line breaks inside a question or a
/// solution become spaces: they separate the fields.
pub fn write(positions: &[SheetPosition]) -> String {
    let clean = |text: &str| text.replace(['\t', '\n', '\r'], " ");
    let mut text = String::from(HEADER);
    for position in positions.iter().take(MAX_POSITIONS) {
        text.push('\n');
        text.push_str(&clean(&position.fen));
        text.push('\t');
        text.push_str(&clean(&position.caption));
        text.push('\t');
        text.push_str(&clean(&position.solution));
    }
    text
}

/// The positions of a stored sheet; the FENs are checked by the page that
/// draws them.
///
/// # Errors
/// [`SheetReadError`] for a text this format did not write.
pub fn read(text: &str) -> Result<Vec<SheetPosition>, SheetReadError> {
    let mut lines = text.lines();
    if lines.next() != Some(HEADER) {
        return Err(SheetReadError::NotASheet);
    }
    lines
        .take(MAX_POSITIONS)
        .enumerate()
        .map(|(index, line)| {
            let mut fields = line.split('\t');
            match (fields.next(), fields.next(), fields.next(), fields.next()) {
                (Some(fen), Some(caption), Some(solution), None) => Ok(SheetPosition {
                    fen: fen.to_string(),
                    caption: caption.to_string(),
                    solution: solution.to_string(),
                }),
                _ => Err(SheetReadError::BadLine(index + 1)),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sheet_reads_back_as_written() {
        let positions = vec![
            SheetPosition {
                fen: "8/8/8/4k3/8/8/8/4K3 w - - 0 1".into(),
                caption: "Nulle\t?".into(),
                solution: String::new(),
            },
            SheetPosition {
                fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".into(),
                caption: "Mat en 1".into(),
                solution: "Ra8#\n1-0".into(),
            },
        ];
        let back = read(&write(&positions)).unwrap();
        assert_eq!(back[0].caption, "Nulle ?");
        assert_eq!(back[1].solution, "Ra8# 1-0");
        assert_eq!(back[1].fen, positions[1].fen);
    }

    #[test]
    fn other_texts_are_refused() {
        assert_eq!(read(""), Err(SheetReadError::NotASheet));
        assert_eq!(
            read("roque-sheet 2\na\tb\tc"),
            Err(SheetReadError::NotASheet)
        );
        assert_eq!(
            read("roque-sheet 1\nonly\ttwo"),
            Err(SheetReadError::BadLine(1))
        );
        assert_eq!(read("roque-sheet 1"), Ok(vec![]));
    }
}
