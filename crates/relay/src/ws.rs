//! One WebSocket connection: the `Origin` check on the upgrade, then each
//! frame through the size cap, the rate limit and the strict parser before
//! the hub sees it; pings to measure the round trip the clock forgives.

use std::collections::VecDeque;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use roque_protocol::{parse_client, ClientMsg, ErrorCode, ServerMsg, MAX_CLIENT_FRAME};
use tokio::sync::{mpsc, Notify};

use crate::hub::{send, Cell, ConnRef, Hub};
use crate::limits::Bucket;
use crate::metrics::refusal_name;
use crate::room::Action;
use crate::AppState;

/// Frames larger than this close the connection; between
/// [`MAX_CLIENT_FRAME`] and this, they are answered `too_big`.
pub const MAX_WS_MESSAGE: usize = 64 * 1024;
/// The token bucket: this many messages at once …
pub const BURST: f64 = 20.0;
/// … refilled at this many a second.
pub const RATE_PER_S: f64 = 10.0;
/// How often the relay pings each connection.
pub const PING_EVERY: Duration = Duration::from_secs(3);
/// Bytes read from the socket at a time.
const READ_BUFFER: usize = 4096;
/// A connection that sends nothing (not even a pong) for this long is
/// closed.
pub const SILENCE_LIMIT: Duration = Duration::from_secs(10);
/// Frames queued for a connection before it counts as too slow.
const QUEUE: usize = 512;

/// Whether a browser page at `origin` may open a socket on `host`: the
/// same host, or one of `allowed`. Clients that send no `Origin` (not
/// browsers) are let in: the check protects players from other sites'
/// pages, not the relay from programs.
pub fn origin_allowed(origin: Option<&str>, host: Option<&str>, allowed: &[String]) -> bool {
    let Some(origin) = origin else { return true };
    if allowed.iter().any(|a| a == origin) {
        return true;
    }
    let Some(host) = host else { return false };
    origin
        .strip_prefix("http://")
        .or_else(|| origin.strip_prefix("https://"))
        .is_some_and(|rest| rest.eq_ignore_ascii_case(host))
}

/// `GET /ws`: checks the origin and the address's rate of new sockets,
/// then upgrades.
pub async fn upgrade(
    State(state): State<AppState>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    let text = |name| {
        headers
            .get(name)
            .and_then(|v: &header::HeaderValue| v.to_str().ok())
    };
    if !origin_allowed(
        text(header::ORIGIN),
        text(header::HOST),
        &state.allow_origins,
    ) {
        state.hub.metrics().refused("origin");
        return (
            StatusCode::FORBIDDEN,
            "roque-relay: this page's origin may not open a room socket (see --allow-origin)\n",
        )
            .into_response();
    }
    let client = state.limits.client(peer, &headers);
    if !state.limits.sockets.allow(client) {
        state.hub.metrics().refused("socket_rate");
        return (
            StatusCode::TOO_MANY_REQUESTS,
            [(header::RETRY_AFTER, "10")],
            "roque-relay: too many connections from this address; try again in a moment\n",
        )
            .into_response();
    }
    // Tungstenite's default read buffer is 128 KiB, allocated up front
    // for every connection: nearly all of a room's memory. Frames are
    // small; a larger one is simply read in several chunks.
    ws.read_buffer_size(READ_BUFFER)
        .write_buffer_size(0)
        .max_message_size(MAX_WS_MESSAGE)
        .max_frame_size(MAX_WS_MESSAGE)
        .on_upgrade(move |socket| connection(socket, state, client))
}

/// Where the connection sits.
struct Joined {
    cell: Arc<Cell>,
    seat: Option<usize>,
}

/// The close code that tells the page to reconnect, to this relay or
/// another behind the same address: 1012, "service restart".
pub const CLOSE_RESTART: u16 = 1012;

async fn connection(socket: WebSocket, state: AppState, client: IpAddr) {
    let hub = state.hub.clone();
    let _open = hub.socket_opened();
    let mut closing = hub.closing();
    // Stopping already: not a socket more (the relay accepts none then).
    if *closing.borrow_and_update() {
        return;
    }
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::channel::<Message>(QUEUE);
    let writer = tokio::spawn(async move {
        while let Some(frame) = rx.recv().await {
            if sink.send(frame).await.is_err() {
                break;
            }
        }
        let _ = sink.close().await;
    });
    let overflow = Arc::new(Notify::new());
    let me = ConnRef {
        id: hub.conn_id(),
        seat: None,
        tx,
        overflow: overflow.clone(),
    };
    let mut last_heard = Instant::now();
    let mut joined: Option<Joined> = None;
    let mut bucket = Bucket::new(BURST, RATE_PER_S);
    let mut pings: VecDeque<(u32, Instant)> = VecDeque::new();
    let mut next_ping = 0u32;
    let mut ticker = tokio::time::interval(PING_EVERY);
    loop {
        tokio::select! {
            frame = stream.next() => {
                last_heard = Instant::now();
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        refuse(&hub, &me, ErrorCode::Malformed, "frames are text (JSON), not binary");
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // Closed, or broken (a frame over MAX_WS_MESSAGE).
                    Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                };
                if !bucket.take() {
                    refuse(&hub, &me, ErrorCode::RateLimited, "too many messages: this one was dropped");
                    continue;
                }
                if text.len() > MAX_CLIENT_FRAME {
                    refuse(&hub, &me, ErrorCode::TooBig, &format!("a frame is at most {MAX_CLIENT_FRAME} bytes"));
                    continue;
                }
                let msg = match parse_client(text.as_str()) {
                    Ok(msg) => msg,
                    Err(e) => {
                        refuse(&hub, &me, e.code(), &e.detail);
                        continue;
                    }
                };
                if let ClientMsg::Pong { n } = msg {
                    while let Some(&(sent_n, at)) = pings.front() {
                        pings.pop_front();
                        if sent_n == n {
                            let rtt = u64::try_from(at.elapsed().as_millis()).unwrap_or(u64::MAX);
                            if let Some(Joined { cell, seat: Some(seat) }) = &joined {
                                hub.set_rtt(cell, *seat, rtt).await;
                            }
                            break;
                        }
                    }
                    continue;
                }
                if let Err((code, detail)) = handle(&state, client, &me, &mut joined, msg).await {
                    refuse(&hub, &me, code, &detail);
                }
            }
            () = overflow.notified() => break,
            // The relay is stopping: the page reconnects (docs/online.md).
            Ok(()) = closing.changed() => {
                let _ = me.tx.try_send(Message::Close(Some(CloseFrame {
                    code: CLOSE_RESTART,
                    reason: Utf8Bytes::from_static("the relay restarts: reconnect"),
                })));
                break;
            }
            _ = ticker.tick() => {
                // A connection silent through several pings is gone (a
                // network lost without a goodbye): the opponent is told.
                if last_heard.elapsed() > SILENCE_LIMIT {
                    break;
                }
                next_ping = next_ping.wrapping_add(1);
                pings.push_back((next_ping, Instant::now()));
                if pings.len() > 8 {
                    pings.pop_front();
                }
                send(&me, &ServerMsg::Ping { n: next_ping });
            }
        }
    }
    if let Some(Joined { cell, .. }) = joined {
        hub.leave(&cell, me.id).await;
    }
    drop(me);
    let _ = writer.await;
}

/// Answers `me` an error, counted in the metrics by its reason.
fn refuse(hub: &Hub, me: &ConnRef, code: ErrorCode, detail: &str) {
    hub.metrics().refused(refusal_name(code));
    send(me, &ServerMsg::error(code, detail));
}

/// One parsed message, from a connection of address `client`.
async fn handle(
    state: &AppState,
    client: IpAddr,
    me: &ConnRef,
    joined: &mut Option<Joined>,
    msg: ClientMsg,
) -> Result<(), (ErrorCode, String)> {
    let hub = &state.hub;
    let action = match msg {
        ClientMsg::Ping { n } => {
            send(me, &ServerMsg::Pong { n });
            return Ok(());
        }
        ClientMsg::Pong { .. } => return Ok(()),
        ClientMsg::Create {
            tc,
            color,
            fen,
            name,
        } => {
            if joined.is_some() {
                return Err((
                    ErrorCode::AlreadyJoined,
                    "this connection is already in a room".into(),
                ));
            }
            let limits = &state.limits;
            if !limits.rooms.allow(client) {
                return Err((
                    ErrorCode::TooManyRooms,
                    "too many rooms created from this address of late; wait a little".into(),
                ));
            }
            let disk_full = hub
                .store()
                .disk_bytes()
                .is_some_and(|bytes| bytes >= limits.max_db_bytes);
            if hub.rooms_in_memory() >= limits.max_rooms || disk_full {
                return Err((
                    ErrorCode::ServerFull,
                    "the relay holds as many rooms as it may; games under way go on".into(),
                ));
            }
            let cell = hub.create(me.clone(), tc, color, fen, name).await?;
            *joined = Some(Joined {
                cell,
                seat: Some(0),
            });
            return Ok(());
        }
        ClientMsg::Join { room, token } => {
            if joined.is_some() {
                return Err((
                    ErrorCode::AlreadyJoined,
                    "this connection is already in a room".into(),
                ));
            }
            let (cell, seat) = hub.join(me.clone(), &room, token.as_ref()).await?;
            *joined = Some(Joined { cell, seat });
            return Ok(());
        }
        ClientMsg::Move { ply, uci } => Action::Move(ply, uci.0),
        ClientMsg::Offer { kind } => Action::Offer(kind),
        ClientMsg::Accept { kind } => Action::Accept(kind),
        ClientMsg::Decline { kind } => Action::Decline(kind),
        ClientMsg::Resign {} => Action::Resign,
        ClientMsg::Claim { uci } => Action::Claim(uci.map(|u| u.0)),
        ClientMsg::Name { name } => Action::Name(name),
    };
    let Some(Joined { cell, seat }) = joined else {
        return Err((ErrorCode::NotJoined, "create or join a room first".into()));
    };
    let Some(seat) = *seat else {
        return Err((
            ErrorCode::Spectator,
            "spectators watch: they cannot play".into(),
        ));
    };
    hub.act(cell, seat, action).await
}

#[cfg(test)]
mod tests {
    use super::origin_allowed;

    #[test]
    fn origins() {
        let extra = vec!["https://roque.example".to_owned()];
        assert!(origin_allowed(None, Some("127.0.0.1:8080"), &[]));
        assert!(origin_allowed(
            Some("http://127.0.0.1:8080"),
            Some("127.0.0.1:8080"),
            &[]
        ));
        assert!(origin_allowed(
            Some("https://Play.Example"),
            Some("play.example"),
            &[]
        ));
        assert!(!origin_allowed(
            Some("http://127.0.0.1:9999"),
            Some("127.0.0.1:8080"),
            &[]
        ));
        assert!(!origin_allowed(
            Some("https://evil.example"),
            Some("play.example"),
            &extra
        ));
        assert!(origin_allowed(
            Some("https://roque.example"),
            Some("play.example"),
            &extra
        ));
        assert!(!origin_allowed(Some("null"), Some("play.example"), &[]));
        assert!(!origin_allowed(Some("http://play.example"), None, &[]));
    }
}
