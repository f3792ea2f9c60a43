//! Where the build's files (the piece images) are, as seen from the page.
//!
//! The app's pages sit next to them, so their addresses stay relative to
//! the page. A board drawn in another site's page (`roque-embed.js`) sets
//! the base once, at start-up: the script's own directory, never the host
//! page's.

use std::cell::RefCell;

thread_local! {
    static BASE: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Makes every later [`url`] start with `base` (a directory's address,
/// ending in `/`; anything else is ignored).
pub fn set_base(base: &str) {
    if base.ends_with('/') {
        BASE.with(|cell| *cell.borrow_mut() = base.to_string());
    }
}

/// The address of the build's file `path` (`pieces/wK.svg`).
pub fn url(path: &str) -> String {
    BASE.with(|cell| format!("{}{path}", cell.borrow()))
}

#[cfg(test)]
mod tests {
    use super::{set_base, url};

    #[test]
    fn addresses_are_relative_until_a_base_is_set() {
        assert_eq!(url("pieces/wK.svg"), "pieces/wK.svg");
        set_base("not a directory");
        assert_eq!(url("pieces/wK.svg"), "pieces/wK.svg");
        set_base("https://example.org/roque/");
        assert_eq!(
            url("pieces/wK.svg"),
            "https://example.org/roque/pieces/wK.svg"
        );
    }
}
