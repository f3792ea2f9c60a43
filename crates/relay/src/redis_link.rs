//! The Redis client a relay shares rooms through: `redis://` in the clear,
//! or `rediss://` over TLS (rustls, with the *ring* provider), checked
//! against the system's certificate authorities or a private one, with a
//! client certificate when the server asks for one (Redis's own
//! `tls-auth-clients yes`, its default).

use std::path::{Path, PathBuf};

/// The files a TLS connection to Redis may need, all in PEM.
#[derive(Clone, Debug, Default)]
pub struct RedisTls {
    /// A certificate authority to trust instead of the system's (a
    /// private Redis's own CA).
    pub ca: Option<PathBuf>,
    /// This relay's certificate, for a server that checks its clients.
    pub cert: Option<PathBuf>,
    /// The private key of [`RedisTls::cert`].
    pub key: Option<PathBuf>,
}

impl RedisTls {
    /// Whether any file is given.
    fn is_empty(&self) -> bool {
        self.ca.is_none() && self.cert.is_none() && self.key.is_none()
    }
}

/// Whether `url` asks for TLS (`rediss://`, or Valkey's `valkeys://`).
fn is_tls(url: &str) -> bool {
    let scheme = url.split_once("://").map_or("", |(scheme, _)| scheme);
    scheme.eq_ignore_ascii_case("rediss") || scheme.eq_ignore_ascii_case("valkeys")
}

/// The bytes of `path`, given by `flag`.
fn read(flag: &str, path: &Path) -> Result<Vec<u8>, String> {
    std::fs::read(path).map_err(|e| format!("{flag} {}: {e}", path.display()))
}

/// The client for `url` with the files of `tls`; nothing is connected yet.
///
/// # Errors
/// An English message naming the flag at fault: a URL Redis cannot read,
/// TLS files with a `redis://` URL, a certificate without its key (or the
/// reverse), a file that cannot be read or holds no PEM certificate.
pub fn client(url: &str, tls: &RedisTls) -> Result<redis::Client, String> {
    let at_fault = |e: redis::RedisError| format!("--redis {url}: {e}");
    if !is_tls(url) {
        if !tls.is_empty() {
            return Err(format!(
                "--redis {url}: --redis-ca, --redis-cert and --redis-key need a rediss:// URL"
            ));
        }
        return redis::Client::open(url).map_err(at_fault);
    }
    // One provider for the whole process, installed before any TLS
    // configuration is built. A second call finds it there: not an error.
    // *ring* rather than aws-lc-rs, which rustls now prefers for its
    // post-quantum key exchange: *ring* builds from crates.io with a C
    // compiler in seconds, aws-lc's C library takes minutes of every cold
    // build, and what crosses this link (rooms, moves) is no secret to keep
    // for decades.
    #[allow(deprecated)]
    let provider = rustls::crypto::ring::default_provider();
    let _ = provider.install_default();
    let client_tls = match (&tls.cert, &tls.key) {
        (None, None) => None,
        (Some(cert), Some(key)) => Some(redis::ClientTlsConfig {
            client_cert: read("--redis-cert", cert)?,
            client_key: read("--redis-key", key)?,
        }),
        (Some(_), None) => return Err("--redis-cert needs --redis-key".into()),
        (None, Some(_)) => return Err("--redis-key needs --redis-cert".into()),
    };
    let root_cert = match &tls.ca {
        Some(ca) => {
            let pem = read("--redis-ca", ca)?;
            if !String::from_utf8_lossy(&pem).contains("-----BEGIN CERTIFICATE-----") {
                return Err(format!(
                    "--redis-ca {}: no PEM certificate in it",
                    ca.display()
                ));
            }
            Some(pem)
        }
        None => None,
    };
    if client_tls.is_none() && root_cert.is_none() {
        return redis::Client::open(url).map_err(at_fault);
    }
    redis::Client::build_with_tls(
        url,
        redis::TlsCertificates {
            client_tls,
            root_cert,
        },
    )
    .map_err(at_fault)
}

/// `error` (a failure to reach Redis), with what to do about it when it
/// is a TLS refusal whose remedy is a flag of the relay's.
pub fn explained(error: String) -> String {
    let hint = if error.contains("CertificateRequired") {
        "Redis asks for a client certificate: give the relay one, --redis-cert and --redis-key"
    } else if error.contains("UnknownIssuer") || error.contains("BadSignature") {
        "Redis's certificate was not signed by a trusted authority: give its CA with --redis-ca"
    } else if error.contains("NotValidForName") {
        "Redis's certificate does not name the URL's host: use the host it names in --redis"
    } else if error.contains("InvalidContentType") || error.contains("CorruptMessage") {
        "Redis answered in the clear: its TLS port is another, or use redis://"
    } else {
        return error;
    };
    format!("{error} ({hint})")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tls_files_need_a_tls_url() {
        let tls = RedisTls {
            ca: Some("ca.pem".into()),
            ..RedisTls::default()
        };
        let error = client("redis://127.0.0.1:6379/", &tls).expect_err("refused");
        assert!(error.contains("rediss://"), "{error}");
    }

    #[test]
    fn a_certificate_needs_its_key() {
        let tls = RedisTls {
            cert: Some("client.pem".into()),
            ..RedisTls::default()
        };
        let error = client("rediss://127.0.0.1:6379/", &tls).expect_err("refused");
        assert_eq!(error, "--redis-cert needs --redis-key");
    }

    #[test]
    fn a_missing_or_wrong_file_is_named() {
        let tls = RedisTls {
            ca: Some("/nonexistent/ca.pem".into()),
            ..RedisTls::default()
        };
        let error = client("rediss://127.0.0.1:6379/", &tls).expect_err("refused");
        assert!(
            error.starts_with("--redis-ca /nonexistent/ca.pem"),
            "{error}"
        );
        let tls = RedisTls {
            ca: Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")),
            ..RedisTls::default()
        };
        let error = client("rediss://127.0.0.1:6379/", &tls).expect_err("refused");
        assert!(error.contains("no PEM certificate"), "{error}");
    }

    #[test]
    fn tls_refusals_say_which_flag_mends_them() {
        let said =
            explained("cannot reach Redis: received fatal alert: CertificateRequired".into());
        assert!(said.contains("--redis-cert and --redis-key"), "{said}");
        let said = explained("cannot reach Redis: invalid peer certificate: UnknownIssuer".into());
        assert!(said.contains("--redis-ca"), "{said}");
        let other = "cannot reach Redis: Connection refused (os error 111)";
        assert_eq!(explained(other.into()), other);
    }

    #[test]
    fn plain_and_tls_urls_make_clients() {
        assert!(client("redis://127.0.0.1:6379/", &RedisTls::default()).is_ok());
        assert!(client("rediss://localhost:6380/", &RedisTls::default()).is_ok());
        assert!(client("valkeys://localhost:6380/", &RedisTls::default()).is_ok());
        assert!(client("not a url", &RedisTls::default()).is_err());
    }
}
