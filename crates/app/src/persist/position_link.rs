//! Ways to hand a position to someone else: a link that opens it, and the
//! snippet that puts it on a tutorial page. Pure text; the page's address
//! is given by the caller.

/// A link to the app at `page` (its address, any query and fragment
/// dropped) that starts from `fen`: `…/?fen=…`.
pub fn fen_link(page: &str, fen: &str) -> String {
    format!("{}?fen={}", app_address(page), encode_component(fen))
}

/// A link that opens the board editor on `fen` (a position not yet legal
/// may be shared to be finished there).
pub fn editor_link(page: &str, fen: &str) -> String {
    format!("{}?edit&fen={}", app_address(page), encode_component(fen))
}

/// The HTML to paste into a page to show `fen` on a live board: the embed
/// script's format (one `data-roque` element, the script next to the app
/// at `page`). The one place the snippet is written, to follow the embed
/// script's format.
pub fn embed_snippet(page: &str, fen: &str) -> String {
    let base = app_directory(page);
    format!(
        "<div data-roque data-fen=\"{}\"></div>\n<script src=\"{base}roque-embed.js\" defer></script>",
        escape_attribute(fen)
    )
}

/// The page's address without its query or fragment.
fn app_address(page: &str) -> &str {
    let end = page.find(['?', '#']).unwrap_or(page.len());
    page.get(..end).unwrap_or(page)
}

/// The directory of the page's address, with its final `/`.
fn app_directory(page: &str) -> &str {
    let address = app_address(page);
    match address.rfind('/') {
        Some(slash) => address.get(..=slash).unwrap_or(address),
        None => address,
    }
}

/// Percent-encodes everything but the characters a query value may carry
/// as they are (RFC 3986 unreserved): a FEN's `/` and spaces included.
fn encode_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Escapes what would end or break an HTML attribute value.
fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";

    #[test]
    fn a_link_carries_the_fen_encoded() {
        assert_eq!(
            fen_link("https://example.org/roque/?edit#x", FEN),
            "https://example.org/roque/?fen=4k3%2F8%2F8%2F8%2F8%2F8%2F8%2F4K2R%20w%20K%20-%200%201"
        );
        assert!(editor_link("http://127.0.0.1/roque/index.html", FEN)
            .starts_with("http://127.0.0.1/roque/index.html?edit&fen=4k3%2F"));
    }

    #[test]
    fn the_snippet_points_at_the_embed_script_next_to_the_app() {
        assert_eq!(
            embed_snippet("https://example.org/roque/index.html?edit", FEN),
            "<div data-roque data-fen=\"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"></div>\n\
             <script src=\"https://example.org/roque/roque-embed.js\" defer></script>"
        );
    }

    #[test]
    fn attributes_are_escaped() {
        assert_eq!(escape_attribute("a\"<b>&"), "a&quot;&lt;b&gt;&amp;");
    }
}
