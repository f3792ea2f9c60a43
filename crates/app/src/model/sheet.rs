//! A printed sheet of exercises: how many diagrams a page holds and on
//! which paper, as the address says (`&per=12&paper=letter`), and how the
//! exercises fall into pages.

use core::ops::Range;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exercises_fall_into_pages() {
        let six = SheetLayout::default();
        assert_eq!(six.pages(0), Vec::<Range<usize>>::new());
        assert_eq!(six.pages(5), [0..5]);
        assert_eq!(six.pages(6), [0..6]);
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
