//! What a page shown in another page's iframe needs to talk to that host
//! page: the host's name for it, the host's origin, the language of its
//! words. The embedded board reads them among its options
//! (`crate::embed::options`); a lesson of the course embedded bare reads
//! them from its address to tell its host how tall it is.

use roque_rules::Lang;

/// How to reach the host page, in which language.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Frame {
    /// The host page's name for this board, echoed in every message to it.
    pub id: Option<String>,
    /// The host page's origin, where messages are sent (`None`: any).
    pub origin: Option<String>,
    /// The language of the board's words.
    pub lang: Lang,
}

/// One of the frame's options given with a value it cannot take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BadFrameOption {
    /// `lang`: not `fr` or `en`.
    Lang,
    /// `id`: not a name of 64 letters, digits, `- _ . :` at most.
    Id,
    /// `origin`: not an origin such as `https://example.org`.
    Origin,
}

/// The longest origin taken (the embedded board's limit on the option).
pub const MAX_ORIGIN: usize = 200;

impl Frame {
    /// Reads the frame's options `lang`, `id` and `origin` through `get`
    /// (the value given for a name, trimmed; `None` when absent or empty).
    /// A malformed one is left at its default, and named in the list
    /// returned, in that order.
    ///
    /// ```
    /// use roque_app::model::host_page::{BadFrameOption, Frame};
    /// use roque_rules::Lang;
    /// let (frame, bad) = Frame::read(|name| match name {
    ///     "lang" => Some("en"),
    ///     "id" => Some("board 1"),
    ///     _ => None,
    /// });
    /// assert_eq!(frame.lang, Lang::En);
    /// assert_eq!(frame.id, None);
    /// assert_eq!(bad, [BadFrameOption::Id]);
    /// ```
    pub fn read<'a>(get: impl Fn(&str) -> Option<&'a str>) -> (Frame, Vec<BadFrameOption>) {
        let mut frame = Frame::default();
        let mut bad = Vec::new();
        if let Some(lang) = get("lang") {
            match lang.parse() {
                Ok(lang) => frame.lang = lang,
                Err(_) => bad.push(BadFrameOption::Lang),
            }
        }
        if let Some(id) = get("id") {
            if valid_id(id) {
                frame.id = Some(id.to_string());
            } else {
                bad.push(BadFrameOption::Id);
            }
        }
        // A page opened from a file has no origin to give ("null", or
        // "file://" in Chromium): messages then go to any origin (they
        // carry nothing the page did not give).
        if let Some(origin) = get("origin").filter(|o| !matches!(*o, "null" | "file://")) {
            if valid_origin(origin) {
                frame.origin = Some(origin.to_string());
            } else {
                bad.push(BadFrameOption::Origin);
            }
        }
        (frame, bad)
    }
}

fn valid_id(text: &str) -> bool {
    !text.is_empty()
        && text.len() <= 64
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'))
}

/// An origin as `location.origin` gives it: a scheme, `://`, a host and
/// perhaps a port, nothing else.
fn valid_origin(text: &str) -> bool {
    let Some((scheme, rest)) = text.split_once("://") else {
        return false;
    };
    text.len() <= MAX_ORIGIN
        && matches!(scheme, "http" | "https")
        && !rest.is_empty()
        && rest
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | ':' | '[' | ']'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(pairs: &[(&'static str, &'static str)]) -> (Frame, Vec<BadFrameOption>) {
        Frame::read(|name| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| *v))
    }

    #[test]
    fn reads_the_three_options() {
        let (frame, bad) = read(&[
            ("lang", "en"),
            ("id", "a-1"),
            ("origin", "https://example.org:8080"),
        ]);
        assert!(bad.is_empty());
        assert_eq!(frame.lang, Lang::En);
        assert_eq!(frame.id.as_deref(), Some("a-1"));
        assert_eq!(frame.origin.as_deref(), Some("https://example.org:8080"));
    }

    #[test]
    fn names_each_malformed_option_in_order() {
        let (frame, bad) = read(&[
            ("origin", "javascript:alert(1)"),
            ("id", "a b"),
            ("lang", "de"),
        ]);
        assert_eq!(frame, Frame::default());
        assert_eq!(
            bad,
            [
                BadFrameOption::Lang,
                BadFrameOption::Id,
                BadFrameOption::Origin
            ]
        );
        let long = Box::leak(format!("https://{}", "a".repeat(MAX_ORIGIN)).into_boxed_str());
        assert_eq!(read(&[("origin", long)]).1, [BadFrameOption::Origin]);
    }

    #[test]
    fn a_file_page_has_no_origin() {
        for origin in ["null", "file://"] {
            assert_eq!(read(&[("origin", origin)]), (Frame::default(), vec![]));
        }
    }
}
