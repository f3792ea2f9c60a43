//! What an operator watches (`GET /metrics` on `--metrics-addr`, in the
//! Prometheus text format): sockets open, rooms in memory, moves relayed,
//! refusals by reason, and the store's write latency. Counted with
//! atomics on the paths that already do the work; written out on demand.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use roque_protocol::ErrorCode;

/// The store write latency buckets' upper bounds, in seconds.
const BUCKETS: [f64; 10] = [
    0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1.0,
];

/// The relay's counters.
#[derive(Default)]
pub struct Metrics {
    moves: AtomicU64,
    refusals: Mutex<Vec<(&'static str, u64)>>,
    writes: [AtomicU64; BUCKETS.len()],
    writes_over: AtomicU64,
    write_micros: AtomicU64,
    redis_reconnections: AtomicU64,
}

/// A refusal's name for the metrics: the protocol's code, or the relay's
/// own reasons before any message (`socket_rate`, `origin`).
pub fn refusal_name(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::UnknownRoom => "unknown_room",
        ErrorCode::StaleToken => "stale_token",
        ErrorCode::RoomFull => "room_full",
        ErrorCode::AlreadyJoined => "already_joined",
        ErrorCode::NotJoined => "not_joined",
        ErrorCode::Spectator => "spectator",
        ErrorCode::IllegalMove => "illegal_move",
        ErrorCode::OutOfTurn => "out_of_turn",
        ErrorCode::StalePly => "stale_ply",
        ErrorCode::GameOver => "game_over",
        ErrorCode::GameNotOver => "game_not_over",
        ErrorCode::NoOffer => "no_offer",
        ErrorCode::OfferRepeated => "offer_repeated",
        ErrorCode::NotClaimable => "not_claimable",
        ErrorCode::RateLimited => "rate_limited",
        ErrorCode::TooManyRooms => "too_many_rooms",
        ErrorCode::ServerFull => "server_full",
        ErrorCode::TooBig => "too_big",
        ErrorCode::Malformed => "malformed",
        ErrorCode::Internal => "internal",
        ErrorCode::Unavailable => "unavailable",
    }
}

impl Metrics {
    /// A move was played and relayed.
    pub fn moved(&self) {
        self.moves.fetch_add(1, Ordering::Relaxed);
    }

    /// Something was refused, for `reason`.
    pub fn refused(&self, reason: &'static str) {
        let mut refusals = match self.refusals.lock() {
            Ok(refusals) => refusals,
            Err(poisoned) => poisoned.into_inner(),
        };
        match refusals.iter_mut().find(|(name, _)| *name == reason) {
            Some((_, n)) => *n += 1,
            None => refusals.push((reason, 1)),
        }
    }

    /// The subscription to Redis was made again after it was lost.
    pub fn redis_reconnected(&self) {
        self.redis_reconnections.fetch_add(1, Ordering::Relaxed);
    }

    /// A store write took `took`.
    pub fn wrote(&self, took: Duration) {
        let seconds = took.as_secs_f64();
        match BUCKETS.iter().position(|&bound| seconds <= bound) {
            Some(i) => self.writes[i].fetch_add(1, Ordering::Relaxed),
            None => self.writes_over.fetch_add(1, Ordering::Relaxed),
        };
        self.write_micros.fetch_add(
            u64::try_from(took.as_micros()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
    }

    /// The text format, with the gauges read by the caller.
    pub fn render(&self, sockets: usize, rooms: usize) -> String {
        let mut out = String::new();
        let mut gauge = |name: &str, help: &str, kind: &str, value: String| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}"
            );
        };
        gauge(
            "roque_relay_sockets",
            "WebSocket connections open.",
            "gauge",
            sockets.to_string(),
        );
        gauge(
            "roque_relay_rooms",
            "Rooms held in memory.",
            "gauge",
            rooms.to_string(),
        );
        gauge(
            "roque_relay_redis_reconnections_total",
            "Subscriptions to Redis made again after they were lost.",
            "counter",
            self.redis_reconnections.load(Ordering::Relaxed).to_string(),
        );
        gauge(
            "roque_relay_moves_total",
            "Moves played and relayed.",
            "counter",
            self.moves.load(Ordering::Relaxed).to_string(),
        );
        let _ = writeln!(
            out,
            "# HELP roque_relay_refusals_total Requests refused, by reason.\n# TYPE roque_relay_refusals_total counter"
        );
        let refusals = match self.refusals.lock() {
            Ok(refusals) => refusals.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        };
        for (reason, n) in refusals {
            let _ = writeln!(out, "roque_relay_refusals_total{{reason=\"{reason}\"}} {n}");
        }
        let _ = writeln!(
            out,
            "# HELP roque_relay_store_write_seconds Time to write a room to the store.\n# TYPE roque_relay_store_write_seconds histogram"
        );
        let mut cumulative = 0;
        for (bound, count) in BUCKETS.iter().zip(&self.writes) {
            cumulative += count.load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "roque_relay_store_write_seconds_bucket{{le=\"{bound}\"}} {cumulative}"
            );
        }
        cumulative += self.writes_over.load(Ordering::Relaxed);
        let micros = self.write_micros.load(Ordering::Relaxed);
        let _ = writeln!(
            out,
            "roque_relay_store_write_seconds_bucket{{le=\"+Inf\"}} {cumulative}\nroque_relay_store_write_seconds_sum {}\nroque_relay_store_write_seconds_count {cumulative}",
            Duration::from_micros(micros).as_secs_f64()
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_format() {
        let metrics = Metrics::default();
        metrics.moved();
        metrics.moved();
        metrics.refused("socket_rate");
        metrics.refused("socket_rate");
        metrics.refused(refusal_name(ErrorCode::IllegalMove));
        metrics.wrote(Duration::from_micros(700));
        metrics.wrote(Duration::from_secs(3));
        let text = metrics.render(4, 2);
        assert!(text.contains("\nroque_relay_sockets 4\n"));
        assert!(text.contains("\nroque_relay_rooms 2\n"));
        assert!(text.contains("\nroque_relay_moves_total 2\n"));
        assert!(text.contains("roque_relay_refusals_total{reason=\"socket_rate\"} 2\n"));
        assert!(text.contains("roque_relay_refusals_total{reason=\"illegal_move\"} 1\n"));
        assert!(text.contains("roque_relay_store_write_seconds_bucket{le=\"0.0005\"} 0\n"));
        assert!(text.contains("roque_relay_store_write_seconds_bucket{le=\"0.001\"} 1\n"));
        assert!(text.contains("roque_relay_store_write_seconds_bucket{le=\"1\"} 1\n"));
        assert!(text.contains("roque_relay_store_write_seconds_bucket{le=\"+Inf\"} 2\n"));
        assert!(text.contains("roque_relay_store_write_seconds_count 2\n"));
        // Every sample line is a name, maybe labels, and a number.
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let value = line.rsplit(' ').next().expect("a value");
            assert!(value.parse::<f64>().is_ok(), "{line}");
        }
    }
}
