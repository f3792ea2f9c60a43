//! What one address may do, and what the relay takes in all: a public
//! server's defence against a burst from one machine (a script, a loop
//! gone wrong), which would otherwise fill memory and disk for everybody.
//!
//! - Per address, token buckets: sockets opened (`--max-sockets-per-minute`,
//!   refused with `429` before the upgrade) and rooms created
//!   (`--max-rooms-per-minute`, refused with `too_many_rooms`). Each allows
//!   its whole minute's worth at once, then refills evenly.
//! - In all: rooms held in this relay's memory (`--max-rooms`) and, with
//!   SQLite, the size of its files (`--max-db-mb`): past either, new rooms
//!   are refused with `server_full`; games under way go on.
//!
//! Behind a proxy every connection comes from the proxy: `--trust-proxy`
//! reads the client's address from the last hop of `X-Forwarded-For`,
//! the one the proxy itself added (earlier ones are the client's say).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::Instant;

use axum::http::HeaderMap;

/// A token bucket: `burst` tokens at once, refilled at `per_second`.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    at: Instant,
    burst: f64,
    per_second: f64,
}

impl Bucket {
    /// A full bucket.
    pub fn new(burst: f64, per_second: f64) -> Bucket {
        Bucket {
            tokens: burst,
            at: Instant::now(),
            burst,
            per_second,
        }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self) -> bool {
        self.take_at(Instant::now())
    }

    fn take_at(&mut self, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn refill(&mut self, now: Instant) {
        let elapsed = now.saturating_duration_since(self.at).as_secs_f64();
        self.tokens = (self.tokens + elapsed * self.per_second).min(self.burst);
        self.at = now;
    }

    /// Whether it is full again (its address has been quiet).
    fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.burst
    }
}

/// A bucket per address, at `per_minute`.
pub struct PerAddress {
    per_minute: u32,
    buckets: Mutex<HashMap<IpAddr, Bucket>>,
}

/// Addresses remembered before the full buckets (quiet addresses) are
/// forgotten.
const REMEMBERED: usize = 100_000;

impl PerAddress {
    /// `per_minute` a minute for each address; 0 for no limit.
    pub fn new(per_minute: u32) -> PerAddress {
        PerAddress {
            per_minute,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `ip` may go on (and a token is taken).
    pub fn allow(&self, ip: IpAddr) -> bool {
        if self.per_minute == 0 {
            return true;
        }
        let mut buckets = match self.buckets.lock() {
            Ok(buckets) => buckets,
            Err(poisoned) => poisoned.into_inner(),
        };
        let now = Instant::now();
        if buckets.len() >= REMEMBERED {
            buckets.retain(|_, bucket| !bucket.is_full(now));
        }
        let burst = f64::from(self.per_minute);
        buckets
            .entry(ip)
            .or_insert_with(|| Bucket::new(burst, burst / 60.0))
            .take_at(now)
    }
}

/// The relay's limits.
pub struct Limits {
    /// Sockets opened, per address.
    pub sockets: PerAddress,
    /// Rooms created, per address.
    pub rooms: PerAddress,
    /// Rooms held in memory, at most.
    pub max_rooms: usize,
    /// The SQLite files' size, at most, in bytes.
    pub max_db_bytes: u64,
    /// Whether the client's address is read from `X-Forwarded-For`.
    pub trust_proxy: bool,
}

impl Limits {
    /// The address a request comes from: its peer's, or behind a trusted
    /// proxy the last address of `X-Forwarded-For`.
    pub fn client(&self, peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
        if self.trust_proxy {
            let forwarded = headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|v| v.to_str().ok())
                .flat_map(|v| v.split(','))
                .filter_map(|a| a.trim().parse::<IpAddr>().ok())
                .next_back();
            if let Some(ip) = forwarded {
                return ip;
            }
        }
        peer.ip()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let start = Instant::now();
        let mut bucket = Bucket::new(3.0, 2.0);
        bucket.at = start;
        assert!((0..3).all(|_| bucket.take_at(start)));
        assert!(!bucket.take_at(start));
        assert!(bucket.take_at(start + Duration::from_millis(500)));
        assert!(!bucket.take_at(start + Duration::from_millis(600)));
        assert!(bucket.is_full(start + Duration::from_secs(10)));
    }

    #[test]
    fn each_address_has_its_own() {
        let limit = PerAddress::new(5);
        let a: IpAddr = "10.0.0.1".parse().expect("ip");
        let b: IpAddr = "10.0.0.2".parse().expect("ip");
        assert_eq!((0..10).filter(|_| limit.allow(a)).count(), 5);
        assert!(limit.allow(b));
        assert!((0..100).all(|_| PerAddress::new(0).allow(a)));
    }

    #[test]
    fn behind_a_trusted_proxy_the_last_hop_is_the_client() {
        let mut headers = HeaderMap::new();
        headers.insert(
            "x-forwarded-for",
            "1.2.3.4, 203.0.113.9".parse().expect("header"),
        );
        let peer: SocketAddr = "127.0.0.1:5000".parse().expect("addr");
        let limits = |trust_proxy| Limits {
            sockets: PerAddress::new(0),
            rooms: PerAddress::new(0),
            max_rooms: 0,
            max_db_bytes: 0,
            trust_proxy,
        };
        assert_eq!(
            limits(true).client(peer, &headers),
            "203.0.113.9".parse::<IpAddr>().expect("ip")
        );
        assert_eq!(limits(false).client(peer, &headers), peer.ip());
        assert_eq!(limits(true).client(peer, &HeaderMap::new()), peer.ip());
    }
}
