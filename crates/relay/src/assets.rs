//! The built app, served as a public server should (`--dist`): every file
//! read once at start, with the compressed forms the build wrote beside it
//! (`.br`, `.gz`: `scripts/post-build.mjs`), so that the relay never
//! compresses what it serves often.
//!
//! Each answer carries:
//! - the best encoding the browser accepts (`Content-Encoding`, and
//!   `Vary: Accept-Encoding` where there is a choice);
//! - its cache policy: names with a content hash (`roque-app-3718…e17.js`)
//!   are `immutable` for a year; everything else (the pages, `sw.js`, the
//!   manifest, `roque-embed.js`, the board's unhashed module) is revalidated
//!   (`no-cache`) against a strong `ETag`, answered `304` when unchanged;
//! - security headers: `X-Content-Type-Options: nosniff`, a
//!   `Referrer-Policy`; for a page, its own Content-Security-Policy (read
//!   from its `<meta>`) as a header with `frame-ancestors`, which a
//!   `<meta>` cannot carry: the embed's pages (`embed.html`, `learn.html`)
//!   framable by any page, as docs/embed.md promises, the others by their
//!   own origin only; for the other files, `Access-Control-Allow-Origin: *`,
//!   so that any page may import the board's module and its wasm.

use std::collections::HashMap;
use std::path::Path;

use axum::body::{Body, Bytes};
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use axum::http::{Method, Response, StatusCode};
use sha2::{Digest, Sha256};

/// The pages other sites may frame (docs/embed.md): the board's own page
/// and the course's (a lesson embedded in a teacher's page).
const FRAMABLE: [&str; 2] = ["embed.html", "learn.html"];

/// The files a relay serves, each with its encodings and headers.
pub struct Assets {
    files: HashMap<String, Asset>,
}

/// One file, as it is sent.
struct Asset {
    /// Its bytes, identity-encoded.
    identity: Bytes,
    /// Its Brotli form, when the build wrote one that is smaller.
    br: Option<Bytes>,
    /// Its gzip form, likewise.
    gzip: Option<Bytes>,
    /// The hash of its bytes: each encoding's `ETag` is built from it.
    tag: String,
    /// The headers every answer for it carries (type, cache, security).
    headers: HeaderMap,
}

/// An encoding a file may be sent in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Encoding {
    Identity,
    Gzip,
    Br,
}

impl Encoding {
    /// The suffix of its `ETag`: a strong tag names one representation.
    fn tag_suffix(self) -> &'static str {
        match self {
            Encoding::Identity => "",
            Encoding::Gzip => "-gz",
            Encoding::Br => "-br",
        }
    }
}

impl Assets {
    /// Reads every file under `dir`, and the compressed forms beside them.
    ///
    /// # Errors
    /// A file or directory that cannot be read, with its path.
    pub fn load(dir: &Path) -> Result<Assets, String> {
        let mut paths = Vec::new();
        walk(dir, dir, &mut paths)?;
        let mut files = HashMap::new();
        for rel in &paths {
            if rel.ends_with(".br") || rel.ends_with(".gz") {
                continue;
            }
            let read = |name: &str| {
                std::fs::read(dir.join(name))
                    .map_err(|e| format!("{}: {e}", dir.join(name).display()))
            };
            let identity = read(rel)?;
            // A compressed form is used only if the build wrote it, and only
            // where it is smaller than the file itself.
            let smaller = |suffix: &str| -> Result<Option<Bytes>, String> {
                let name = format!("{rel}{suffix}");
                if !paths.contains(&name) {
                    return Ok(None);
                }
                let bytes = read(&name)?;
                Ok((bytes.len() < identity.len()).then(|| Bytes::from(bytes)))
            };
            let br = smaller(".br")?;
            let gzip = smaller(".gz")?;
            let digest = Sha256::digest(&identity);
            let tag = digest[..8].iter().map(|b| format!("{b:02x}")).collect();
            let headers = headers_for(rel, &identity);
            files.insert(
                rel.clone(),
                Asset {
                    identity: Bytes::from(identity),
                    br,
                    gzip,
                    tag,
                    headers,
                },
            );
        }
        Ok(Assets { files })
    }

    /// How many files it serves.
    pub fn len(&self) -> usize {
        self.files.len()
    }

    /// Whether it serves none.
    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// The answer to `method` on `path` (the request's path, still
    /// percent-encoded) given the request's `headers`.
    pub fn answer(&self, method: &Method, path: &str, headers: &HeaderMap) -> Response<Body> {
        if method != Method::GET && method != Method::HEAD {
            let mut response = plain(StatusCode::METHOD_NOT_ALLOWED, "GET and HEAD only\n");
            response
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            return response;
        }
        let Some(asset) = file_name(path).and_then(|name| self.files.get(&name)) else {
            return plain(StatusCode::NOT_FOUND, "not found\n");
        };
        let accepted = accepted_encodings(headers);
        let (encoding, body) = match (&asset.br, &asset.gzip) {
            (Some(br), _) if accepted.br => (Encoding::Br, br.clone()),
            (_, Some(gzip)) if accepted.gzip => (Encoding::Gzip, gzip.clone()),
            _ => (Encoding::Identity, asset.identity.clone()),
        };
        let etag = format!("\"{}{}\"", asset.tag, encoding.tag_suffix());
        let mut response = Response::new(Body::empty());
        let out = response.headers_mut();
        out.extend(asset.headers.clone());
        if let Ok(value) = HeaderValue::from_str(&etag) {
            out.insert(header::ETAG, value);
        }
        if asset.br.is_some() || asset.gzip.is_some() {
            out.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
        }
        if unchanged(headers, &etag) {
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            return response;
        }
        match encoding {
            Encoding::Br => out.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br")),
            Encoding::Gzip => {
                out.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"))
            }
            Encoding::Identity => None,
        };
        out.insert(header::CONTENT_LENGTH, HeaderValue::from(body.len()));
        if method == Method::GET {
            *response.body_mut() = Body::from(body);
        }
        response
    }
}

/// Every file under `dir`, as '/'-separated paths relative to `root`.
fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) -> Result<(), String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        let path = entry.path();
        let kind = entry
            .file_type()
            .map_err(|e| format!("{}: {e}", path.display()))?;
        if kind.is_dir() {
            walk(root, &path, out)?;
        } else if kind.is_file() {
            let rel = path.strip_prefix(root).map_err(|e| e.to_string())?;
            let parts: Option<Vec<&str>> =
                rel.components().map(|c| c.as_os_str().to_str()).collect();
            if let Some(parts) = parts {
                out.push(parts.join("/"));
            }
        }
    }
    Ok(())
}

/// The file a request's path names: percent-decoded, `index.html` for a
/// directory, never outside the served directory (no `..`, `.`, empty or
/// backslashed segment).
fn file_name(path: &str) -> Option<String> {
    let decoded = percent_decode(path)?;
    let mut name = decoded.strip_prefix('/')?.to_owned();
    if name.is_empty() || name.ends_with('/') {
        name.push_str("index.html");
    }
    let clean = name.split('/').all(|part| {
        !part.is_empty() && part != "." && part != ".." && !part.contains(['\\', '\0'])
    });
    clean.then_some(name)
}

/// `%XX` escapes decoded; `None` for a broken escape or bytes that are not
/// UTF-8.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Which compressed encodings the request accepts (`Accept-Encoding`,
/// with its `q` weights: `q=0` refuses one; `*` stands for the others).
#[derive(Debug, Default, PartialEq, Eq)]
struct Accepted {
    br: bool,
    gzip: bool,
}

fn accepted_encodings(headers: &HeaderMap) -> Accepted {
    let mut named = HashMap::new();
    let mut any = None;
    for value in headers.get_all(header::ACCEPT_ENCODING) {
        let Ok(value) = value.to_str() else { continue };
        for item in value.split(',') {
            let mut parts = item.split(';');
            let coding = parts.next().unwrap_or_default().trim().to_ascii_lowercase();
            let weight = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .filter_map(|q| q.trim().parse::<f32>().ok())
                .next()
                .unwrap_or(1.0);
            if coding == "*" {
                any = Some(weight > 0.0);
            } else {
                named.insert(coding, weight > 0.0);
            }
        }
    }
    let accepts = |coding: &str| named.get(coding).copied().or(any).unwrap_or(false);
    Accepted {
        br: accepts("br"),
        gzip: accepts("gzip") || named.get("x-gzip").copied().unwrap_or(false),
    }
}

/// Whether the request's `If-None-Match` names `etag` (or is `*`).
fn unchanged(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(|t| t.trim().trim_start_matches("W/"))
        .any(|t| t == etag || t == "*")
}

/// Whether a file's name carries a hash of its content (Trunk's
/// `name-0123456789abcdef.ext`, `name-0123456789abcdef_bg.wasm`): then it
/// never changes under that name. Trunk writes the hash, a 64-bit number,
/// in hexadecimal without leading zeros: 16 digits, or fewer one time in
/// sixteen.
fn is_hashed(name: &str) -> bool {
    let file = name.rsplit('/').next().unwrap_or(name);
    let stem = file.split('.').next().unwrap_or(file);
    let stem = stem.strip_suffix("_bg").unwrap_or(stem);
    stem.rsplit_once('-').is_some_and(|(_, hash)| {
        (12..=16).contains(&hash.len()) && hash.bytes().all(|b| b.is_ascii_hexdigit())
    })
}

/// The content type of a file by its extension.
fn content_type(name: &str) -> &'static str {
    match name.rsplit_once('.').map(|(_, ext)| ext) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("json") => "application/json",
        Some("webmanifest") => "application/manifest+json",
        Some("txt" | "md") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The headers every answer for the file `name` carries.
fn headers_for(name: &str, body: &[u8]) -> HeaderMap {
    let mut headers = HeaderMap::new();
    let set = |headers: &mut HeaderMap, key: HeaderName, value: &'static str| {
        headers.insert(key, HeaderValue::from_static(value));
    };
    set(&mut headers, header::CONTENT_TYPE, content_type(name));
    set(
        &mut headers,
        header::CACHE_CONTROL,
        if is_hashed(name) {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        },
    );
    set(&mut headers, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(
        &mut headers,
        header::REFERRER_POLICY,
        "strict-origin-when-cross-origin",
    );
    if name.ends_with(".html") {
        let ancestors = if FRAMABLE.contains(&name) {
            "frame-ancestors *"
        } else {
            "frame-ancestors 'self'"
        };
        let policy = match page_policy(body) {
            Some(policy) => format!("{policy}; {ancestors}"),
            None => ancestors.to_owned(),
        };
        if let Ok(value) = HeaderValue::from_str(&policy) {
            headers.insert(header::CONTENT_SECURITY_POLICY, value);
        }
    } else {
        set(&mut headers, header::ACCESS_CONTROL_ALLOW_ORIGIN, "*");
    }
    headers
}

/// The Content-Security-Policy a page declares in its `<meta>`, as
/// `scripts/csp.mjs` writes it.
fn page_policy(html: &[u8]) -> Option<String> {
    let text = std::str::from_utf8(html).ok()?;
    let start = text.find("http-equiv=\"Content-Security-Policy\"")?;
    let rest = &text[start..];
    let content = rest.find("content=\"")? + "content=\"".len();
    let end = rest[content..].find('"')?;
    Some(rest[content..content + end].replace("&quot;", "\""))
}

/// A short plain-text answer.
fn plain(status: StatusCode, text: &'static str) -> Response<Body> {
    let mut response = Response::new(Body::from(text));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/plain; charset=utf-8"),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(value: &str) -> Accepted {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(value).expect("header"),
        );
        accepted_encodings(&headers)
    }

    #[test]
    fn encodings_by_their_weights() {
        assert_eq!(
            accept("gzip, deflate, br, zstd"),
            Accepted {
                br: true,
                gzip: true
            }
        );
        assert_eq!(
            accept("gzip"),
            Accepted {
                br: false,
                gzip: true
            }
        );
        assert_eq!(
            accept("br;q=0, gzip;q=0.5"),
            Accepted {
                br: false,
                gzip: true
            }
        );
        assert_eq!(
            accept("*"),
            Accepted {
                br: true,
                gzip: true
            }
        );
        assert_eq!(
            accept("*;q=0, identity"),
            Accepted {
                br: false,
                gzip: false
            }
        );
        assert_eq!(
            accept("br, *;q=0"),
            Accepted {
                br: true,
                gzip: false
            }
        );
        assert_eq!(accept("identity"), Accepted::default());
        assert_eq!(accepted_encodings(&HeaderMap::new()), Accepted::default());
    }

    #[test]
    fn paths_stay_inside() {
        assert_eq!(file_name("/").as_deref(), Some("index.html"));
        assert_eq!(
            file_name("/icons/icon.svg").as_deref(),
            Some("icons/icon.svg")
        );
        assert_eq!(
            file_name("/r%C3%A8gles.html").as_deref(),
            Some("règles.html")
        );
        assert_eq!(file_name("/icons/").as_deref(), Some("icons/index.html"));
        for bad in [
            "/../Cargo.toml",
            "/icons/%2E%2E/%2E%2E/x",
            "/%2e%2e/x",
            "/a//b",
            "/./x",
            "/a%5Cb",
            "/%zz",
            "/%C3",
            "x",
        ] {
            assert_eq!(file_name(bad), None, "{bad}");
        }
    }

    #[test]
    fn hashed_names_are_told() {
        assert!(is_hashed("roque-app-3718399419d80e17.js"));
        assert!(is_hashed("roque-app-3718399419d80e17_bg.wasm"));
        // A hash whose first hex digit was 0, written without it.
        assert!(is_hashed("roque-app-d941f2442e9da7b_bg.wasm"));
        assert!(is_hashed("roque-0ab2c3082526e101.css"));
        assert!(!is_hashed("roque-board.js"));
        assert!(!is_hashed("roque-board_bg.wasm"));
        assert!(!is_hashed("index.html"));
        assert!(!is_hashed("roque-embed.js"));
        assert!(!is_hashed("icons/icon-192.png"));
    }

    #[test]
    fn a_page_policy_is_read_from_its_meta() {
        let page = br#"<meta http-equiv="Content-Security-Policy" content="default-src 'self'; base-uri 'self'" />"#;
        assert_eq!(
            page_policy(page).as_deref(),
            Some("default-src 'self'; base-uri 'self'")
        );
        assert_eq!(page_policy(b"<p>no policy</p>"), None);
    }
}
