//! Roque's relay server: one process serves the built app (`--dist`) and
//! its online rooms (WebSocket at `/ws`), checks every move with the rules
//! crate, and keeps every room in SQLite, or in Redis shared by several
//! relays. The protocol is `roque-protocol`'s; docs/online.md describes
//! the rules this server keeps (clock, lag, persistence, expiry).
//!
//! A move's way: a client's frame → [`ws`] (size cap, rate limit, strict
//! parse) → [`hub`] (the room's lock) → [`room`] (the rules crate and the
//! clock) → [`store`] (committed, or compare-and-set and published on
//! Redis) → the room's connections here, and through Redis, elsewhere.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod assets;
pub mod hub;
pub mod limits;
pub mod metrics;
pub mod redis_link;
pub mod room;
pub mod store;
pub mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use tokio::net::TcpListener;

use crate::assets::Assets;
use crate::hub::Hub;
use crate::limits::{Limits, PerAddress};
use crate::redis_link::RedisTls;
use crate::store::{RedisStore, SqliteStore, Store};

/// The default room expiry: seven days after the last move.
pub const DEFAULT_ROOM_TTL: Duration = Duration::from_secs(7 * 24 * 3600);

/// How the relay runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The built app to serve, if any.
    pub dist: Option<PathBuf>,
    /// Where to listen.
    pub addr: String,
    /// The SQLite file.
    pub db: PathBuf,
    /// Redis's URL, to share rooms with other relays.
    pub redis: Option<String>,
    /// The TLS files for a `rediss://` URL.
    pub redis_tls: RedisTls,
    /// Rooms expire this long after their last move.
    pub room_ttl: Duration,
    /// Origins allowed besides the relay's own host (`http://host:port`).
    pub allow_origins: Vec<String>,
    /// Sockets one address may open a minute (0: no limit).
    pub max_sockets_per_minute: u32,
    /// Rooms one address may create a minute (0: no limit).
    pub max_rooms_per_minute: u32,
    /// Rooms held in memory, at most.
    pub max_rooms: usize,
    /// The SQLite files' size, at most, in MiB.
    pub max_db_mb: u64,
    /// Read the client's address from `X-Forwarded-For` (behind a proxy).
    pub trust_proxy: bool,
    /// Where to serve `/metrics`, if anywhere (never on the public port).
    pub metrics_addr: Option<String>,
    /// Log lines as JSON rather than for people.
    pub json_logs: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            dist: None,
            addr: "127.0.0.1:8080".into(),
            db: PathBuf::from("roque-relay.sqlite"),
            redis: None,
            redis_tls: RedisTls::default(),
            room_ttl: DEFAULT_ROOM_TTL,
            allow_origins: Vec::new(),
            max_sockets_per_minute: 120,
            max_rooms_per_minute: 30,
            max_rooms: 100_000,
            max_db_mb: 4096,
            trust_proxy: false,
            metrics_addr: None,
            json_logs: false,
        }
    }
}

/// What the WebSocket handler needs.
#[derive(Clone)]
pub struct AppState {
    /// The rooms.
    pub hub: Arc<Hub>,
    /// Extra origins allowed.
    pub allow_origins: Arc<Vec<String>>,
    /// What one address may do, and the relay in all.
    pub limits: Arc<Limits>,
}

/// Parses a duration such as `7d`, `12h`, `30m`, `90s` or `1500ms`.
///
/// # Errors
/// An English message for anything else.
pub fn parse_duration(text: &str) -> Result<Duration, String> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let (number, unit) = text.split_at(digits);
    let n: u64 = number
        .parse()
        .map_err(|_| format!("{text:?}: a duration is a number and a unit (ms, s, m, h, d)"))?;
    let ms = match unit {
        "ms" => Some(n),
        "s" | "" => n.checked_mul(1000),
        "m" => n.checked_mul(60_000),
        "h" => n.checked_mul(3_600_000),
        "d" => n.checked_mul(86_400_000),
        _ => None,
    }
    .ok_or_else(|| format!("{text:?}: a duration is a number and a unit (ms, s, m, h, d)"))?;
    Ok(Duration::from_millis(ms))
}

/// A running relay.
pub struct Relay {
    /// The address it listens on.
    pub addr: SocketAddr,
    /// Where it serves `/metrics`, if anywhere.
    pub metrics_addr: Option<SocketAddr>,
    /// Its rooms.
    pub hub: Arc<Hub>,
    server: tokio::task::JoinHandle<()>,
    subscription: Option<tokio::task::JoinHandle<()>>,
    /// Set to stop accepting connections.
    stop_accepting: tokio::sync::watch::Sender<bool>,
}

/// How long a stopping relay waits for its sockets to close.
pub const CLOSE_GRACE: Duration = Duration::from_secs(5);

impl Relay {
    /// Waits until the relay cannot go on: the server failed, or (with
    /// Redis) the subscription to the other relays' changes ended. Says
    /// which.
    pub async fn wait(&mut self) -> String {
        match &mut self.subscription {
            None => {
                let _ = (&mut self.server).await;
                "the server stopped".into()
            }
            Some(subscription) => tokio::select! {
                _ = &mut self.server => "the server stopped".into(),
                _ = subscription => "the follower of the other relays' changes stopped".into(),
            },
        }
    }

    /// Stops as a service should (SIGTERM): accepts no new connection,
    /// tells every connected page to reconnect (close code 1012, which
    /// sends it to whichever relay answers the address), waits up to
    /// [`CLOSE_GRACE`] for the sockets to close, then flushes the store
    /// (every write queued is committed, and the heartbeat is the time of
    /// the stop).
    ///
    /// # Errors
    /// The store could not be flushed.
    pub async fn shutdown(self) -> Result<(), String> {
        self.stop_accepting.send_replace(true);
        self.hub.close_all();
        let deadline = tokio::time::Instant::now() + CLOSE_GRACE;
        while self.hub.open_sockets() > 0 && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let _ = tokio::time::timeout(Duration::from_secs(1), self.server).await;
        if let Some(subscription) = self.subscription {
            subscription.abort();
        }
        self.hub.store().ready(hub::now_ms()).await
    }
}

/// Opens the store, binds, and starts serving in the background.
///
/// # Errors
/// The store or the address cannot be opened.
pub async fn start(config: Config) -> Result<Relay, String> {
    let ttl_ms = u64::try_from(config.room_ttl.as_millis()).unwrap_or(u64::MAX);
    let (store, redis_client) = match &config.redis {
        Some(url) => {
            let client = redis_link::client(url, &config.redis_tls)?;
            (
                Store::Redis(
                    RedisStore::connect(&client)
                        .await
                        .map_err(redis_link::explained)?,
                ),
                Some(client),
            )
        }
        None => (Store::Sqlite(SqliteStore::open(&config.db)?), None),
    };
    let hub = Hub::new(store, ttl_ms);
    let mut subscription = None;
    if let Some(client) = redis_client {
        // Redis's pub/sub answers before the relay answers anyone; a lost
        // connection is made again, with backoff, for as long as it takes.
        let first = pubsub(&client).await?;
        let (rooms, watches) = tokio::sync::mpsc::unbounded_channel();
        hub.watch_rooms(rooms);
        subscription = Some(tokio::spawn(follow(client, first, hub.clone(), watches)));
    }
    // The heartbeat: when this relay was last alive, for the next start
    // to know how long it was down (store.rs, room.rs's Resume).
    {
        let hub = hub.clone();
        hub.store().heartbeat(hub::now_ms());
        tokio::spawn(async move {
            let mut every = tokio::time::interval(Duration::from_secs(1));
            let mut beats = 0u64;
            loop {
                every.tick().await;
                hub.store().heartbeat(hub::now_ms());
                // With Redis: this relay is alive, and every other second
                // the connections of relays that stopped without a word
                // are taken out of the rooms held here.
                let _ = hub.store().relay_heartbeat(hub.relay_id()).await;
                beats += 1;
                if matches!(hub.store(), Store::Redis(_)) && beats.is_multiple_of(2) {
                    hub.sweep_gone_relays().await;
                }
            }
        });
    }
    // Prune expired rooms now and then (Redis expires its keys itself).
    {
        let hub = hub.clone();
        let every = (config.room_ttl / 10).clamp(Duration::from_secs(1), Duration::from_secs(3600));
        tokio::spawn(async move {
            loop {
                let cutoff = hub::now_ms().saturating_sub(ttl_ms);
                if let Err(e) = hub.store().prune(cutoff).await {
                    tracing::error!(error = %e, "pruning expired rooms failed");
                }
                tokio::time::sleep(every).await;
            }
        });
    }
    let state = AppState {
        hub: hub.clone(),
        allow_origins: Arc::new(config.allow_origins.clone()),
        limits: Arc::new(Limits {
            sockets: PerAddress::new(config.max_sockets_per_minute),
            rooms: PerAddress::new(config.max_rooms_per_minute),
            max_rooms: config.max_rooms,
            max_db_bytes: config.max_db_mb.saturating_mul(1 << 20),
            trust_proxy: config.trust_proxy,
        }),
    };
    let metrics_addr = match &config.metrics_addr {
        Some(addr) => Some(serve_metrics(addr, hub.clone()).await?),
        None => None,
    };
    let assets = match &config.dist {
        Some(dir) => Some(Arc::new(
            Assets::load(dir).map_err(|e| format!("--dist: {e}"))?,
        )),
        None => None,
    };
    let app = router(state, assets);
    let listener = TcpListener::bind(&config.addr)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.addr))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let (stop_accepting, mut stopping) = tokio::sync::watch::channel(false);
    let server = tokio::spawn(async move {
        let stopped = async move {
            let _ = stopping.wait_for(|stop| *stop).await;
        };
        if let Err(e) = axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(stopped)
        .await
        {
            tracing::error!(error = %e, "the server stopped");
        }
    });
    Ok(Relay {
        addr,
        metrics_addr,
        hub,
        server,
        subscription,
        stop_accepting,
    })
}

/// A connection for Redis's pub/sub.
async fn pubsub(client: &redis::Client) -> Result<redis::aio::PubSub, String> {
    tokio::time::timeout(Duration::from_secs(2), client.get_async_pubsub())
        .await
        .map_err(|_| "Redis pub/sub: no answer".to_owned())?
        .map_err(|e| format!("Redis pub/sub: {e}"))
}

/// Follows the other relays' changes to the rooms held here, for as long
/// as the relay runs: it listens to each room's own channel while the
/// room is held (`Watch` from the hub), catching the room up once
/// listening; when the connection is lost (Redis restarted, the network
/// cut), it is made again after a growing, jittered delay (0.1 s to 5 s),
/// every held room listened to again and caught up with what it missed.
async fn follow(
    client: redis::Client,
    first: redis::aio::PubSub,
    hub: Arc<Hub>,
    mut watches: tokio::sync::mpsc::UnboundedReceiver<hub::Watch>,
) {
    use futures_util::StreamExt;
    let mut connection = Some(first);
    let mut delay = Duration::from_millis(100);
    let mut lost = false;
    loop {
        if let Some(current) = connection.take() {
            let (mut sink, mut stream) = current.split();
            let mut listening = true;
            for id in hub.room_ids() {
                if sink.subscribe(store::channel(&id)).await.is_err() {
                    listening = false;
                    break;
                }
            }
            if listening {
                delay = Duration::from_millis(100);
                if lost {
                    hub.metrics().redis_reconnected();
                    tracing::info!("listening to Redis again");
                    hub.resync().await;
                }
            }
            while listening {
                tokio::select! {
                    message = stream.next() => match message {
                        Some(message) => {
                            if let Ok(payload) = message.get_payload::<String>() {
                                hub.published(&payload).await;
                            }
                        }
                        None => listening = false,
                    },
                    watch = watches.recv() => match watch {
                        Some(hub::Watch::Hold(id)) => {
                            if sink.subscribe(store::channel(&id)).await.is_err() {
                                listening = false;
                            }
                            // Changes published before listening began.
                            hub.resync_room(&id).await;
                        }
                        Some(hub::Watch::Drop(id)) => {
                            if sink.unsubscribe(store::channel(&id)).await.is_err() {
                                listening = false;
                            }
                        }
                        None => return,
                    },
                }
            }
            tracing::warn!("the Redis subscription was lost; subscribing again");
            lost = true;
        }
        let mut jitter = [0u8; 1];
        let _ = getrandom::fill(&mut jitter);
        tokio::time::sleep(delay.mul_f64(0.5 + f64::from(jitter[0]) / 510.0)).await;
        match pubsub(&client).await {
            Ok(again) => connection = Some(again),
            Err(_) => delay = (delay * 2).min(Duration::from_secs(5)),
        }
    }
}

/// `/ws` for rooms; the built app for everything else.
fn router(state: AppState, assets: Option<Arc<Assets>>) -> Router {
    let app = Router::new()
        .route("/ws", axum::routing::get(ws::upgrade))
        .route("/healthz", axum::routing::get(healthz))
        .route("/readyz", axum::routing::get(readyz))
        .with_state(state);
    match assets {
        Some(assets) => app.fallback(
            move |method: axum::http::Method,
                  uri: axum::http::Uri,
                  headers: axum::http::HeaderMap| {
                let assets = assets.clone();
                async move { assets.answer(&method, uri.path(), &headers) }
            },
        ),
        None => app.fallback(|| async {
            (
                axum::http::StatusCode::NOT_FOUND,
                "roque-relay: no app to serve (start it with --dist DIR)\n",
            )
        }),
    }
}

/// Serves `GET /metrics` on `addr`, a listener of its own: an operator's
/// port, not the public one.
async fn serve_metrics(addr: &str, hub: Arc<Hub>) -> Result<SocketAddr, String> {
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|e| format!("--metrics-addr {addr}: {e}"))?;
    let bound = listener.local_addr().map_err(|e| e.to_string())?;
    let app = Router::new().route(
        "/metrics",
        axum::routing::get(move || {
            let hub = hub.clone();
            async move {
                (
                    [(
                        axum::http::header::CONTENT_TYPE,
                        "text/plain; version=0.0.4; charset=utf-8",
                    )],
                    hub.metrics()
                        .render(hub.open_sockets(), hub.rooms_in_memory()),
                )
            }
        }),
    );
    tokio::spawn(async move {
        if let Err(e) = axum::serve(listener, app).await {
            tracing::error!(error = %e, "the metrics server stopped");
        }
    });
    Ok(bound)
}

/// `GET /healthz`: the process answers.
async fn healthz() -> &'static str {
    "ok\n"
}

/// `GET /readyz`: the store answers too (SQLite writes, Redis answers a
/// PING) and the relay is not stopping; else 503 and why, for a load
/// balancer to send players elsewhere.
async fn readyz(
    axum::extract::State(state): axum::extract::State<AppState>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let unavailable = axum::http::StatusCode::SERVICE_UNAVAILABLE;
    if *state.hub.closing().borrow() {
        return (unavailable, "stopping\n".to_owned()).into_response();
    }
    match state.hub.store().ready(hub::now_ms()).await {
        Ok(()) => "ready\n".into_response(),
        Err(e) => (unavailable, format!("store: {e}\n")).into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::parse_duration;
    use std::time::Duration;

    #[test]
    fn durations() {
        assert_eq!(parse_duration("7d"), Ok(Duration::from_secs(7 * 86_400)));
        assert_eq!(parse_duration("90m"), Ok(Duration::from_secs(5_400)));
        assert_eq!(parse_duration("1500ms"), Ok(Duration::from_millis(1_500)));
        assert_eq!(parse_duration("12"), Ok(Duration::from_secs(12)));
        assert!(parse_duration("d").is_err());
        assert!(parse_duration("3w").is_err());
        assert!(parse_duration("99999999999999999999d").is_err());
    }
}
