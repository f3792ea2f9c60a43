//! The browser's print dialog, for the course's printable sheets.

/// Opens the print dialog (where "Save as PDF" makes the PDF); nothing
/// where the page has no window.
pub fn print() {
    if let Some(window) = web_sys::window() {
        // A browser that refuses (a sandboxed frame) leaves the page as it is.
        let _ = window.print();
    }
}
