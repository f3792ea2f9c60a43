//! The rooms a relay holds in memory while they have connections here:
//! every change goes rules → store → connections, under the room's lock.
//!
//! A room's change is applied to a copy, saved (SQLite commits it; Redis
//! writes it only if nobody wrote a newer version, and publishes it), and
//! only then sent to the room's connections here; the other relays send it
//! to theirs from Redis's publication. A room with no connection left is
//! dropped from memory; its record stays in the store.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex as StdMutex, Weak};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use axum::extract::ws::{Message, Utf8Bytes};
use roque_protocol::{ErrorCode, Id, Seat, ServerMsg};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use tokio::sync::{mpsc, watch, Mutex, Notify};

use crate::metrics::Metrics;
use crate::room::{Action, Effects, Refusal, Room, RoomRecord};
use crate::store::{Saved, Store};

/// The most spectators' connections a room takes (its players always get
/// in with their tokens).
pub const MAX_SPECTATORS: usize = 64;

/// Unix time in milliseconds (the wall clock: shared by every relay and
/// kept across restarts).
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// 16 bytes from the operating system's secure generator.
///
/// # Errors
/// The generator failed.
pub fn random_id() -> Result<Id, Refusal> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes)
        .map_err(|e| (ErrorCode::Internal, format!("no randomness: {e}")))?;
    Ok(Id::from_bytes(bytes))
}

/// The stored form of a token: its SHA-256 in hex.
pub fn token_hash(token: &Id) -> String {
    let digest = Sha256::digest(token.as_str().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// A connection as a room knows it.
#[derive(Clone)]
pub struct ConnRef {
    /// Unique in this relay.
    pub id: u64,
    /// Seat 0 (creator) or 1 (friend); none for a spectator.
    pub seat: Option<usize>,
    /// Its outgoing frames.
    pub tx: mpsc::Sender<Message>,
    /// Told when its queue is full: the connection closes, and the client
    /// catches up with a welcome when it rejoins.
    pub overflow: Arc<Notify>,
}

/// A room in memory.
pub struct Cell {
    id: String,
    slot: Mutex<Slot>,
}

struct Slot {
    room: Option<Room>,
    conns: Vec<ConnRef>,
    /// Dropped from the hub: whoever still holds it must look again.
    dead: bool,
    /// The last version whose messages this relay's connections got.
    seen: u64,
    /// When the running flag falls (Unix ms), for the room's timer task.
    deadline: watch::Sender<Option<u64>>,
}

/// What a relay publishes on Redis with each change.
#[derive(Serialize, Deserialize)]
struct Published {
    origin: u64,
    rec: RoomRecord,
    events: Vec<String>,
    rematch: bool,
}

/// Every room this relay holds, and its store.
pub struct Hub {
    rooms: StdMutex<HashMap<String, Arc<Cell>>>,
    store: Store,
    ttl_ms: u64,
    /// This relay's id on Redis, to skip its own publications.
    relay_id: u64,
    next_conn: AtomicU64,
    /// The relay's last outage, from its last heartbeat to its start (Unix
    /// ms), credited to the clocks of the rooms it loads.
    outage: Option<(u64, u64)>,
    /// The sockets open now.
    open: AtomicUsize,
    /// Set when the relay stops (SIGTERM): every connection is told to
    /// reconnect elsewhere and closes.
    closing: watch::Sender<bool>,
    /// What an operator watches.
    metrics: Metrics,
    /// With Redis, where to say which rooms this relay holds, so that it
    /// listens to their channels only (lib.rs's follower).
    watching: std::sync::OnceLock<mpsc::UnboundedSender<Watch>>,
}

/// A room this relay starts or stops holding, for the follower of the
/// other relays' changes.
#[derive(Debug)]
pub enum Watch {
    /// Listen to this room's channel (and catch up with it).
    Hold(String),
    /// Stop listening to it.
    Drop(String),
}

/// An open socket, counted while it lives.
pub struct OpenSocket(Arc<Hub>);

impl Drop for OpenSocket {
    fn drop(&mut self) {
        self.0.open.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Hub {
    /// A hub over `store`, rooms expiring `ttl_ms` after their last move.
    pub fn new(store: Store, ttl_ms: u64) -> Arc<Hub> {
        let mut bytes = [0u8; 8];
        let _ = getrandom::fill(&mut bytes);
        let started = now_ms();
        let outage = store
            .last_heartbeat()
            .filter(|&down| down < started)
            .map(|down| (down, started));
        Arc::new(Hub {
            rooms: StdMutex::new(HashMap::new()),
            store,
            ttl_ms,
            relay_id: u64::from_le_bytes(bytes),
            next_conn: AtomicU64::new(1),
            outage,
            open: AtomicUsize::new(0),
            closing: watch::channel(false).0,
            metrics: Metrics::default(),
            watching: std::sync::OnceLock::new(),
        })
    }

    /// Says from now on, through `to`, which rooms this relay holds.
    pub fn watch_rooms(&self, to: mpsc::UnboundedSender<Watch>) {
        let _ = self.watching.set(to);
    }

    fn watch(&self, what: Watch) {
        if let Some(to) = self.watching.get() {
            let _ = to.send(what);
        }
    }

    /// The rooms held here, locked (a lock poisoned by a panic elsewhere
    /// still holds a sound map: it is only ever inserted into and removed
    /// from whole).
    fn held(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Cell>>> {
        match self.rooms.lock() {
            Ok(rooms) => rooms,
            Err(poisoned) => poisoned.into_inner(),
        }
    }

    /// The ids of the rooms held here.
    pub fn room_ids(&self) -> Vec<String> {
        self.held().keys().cloned().collect()
    }

    /// Its counters.
    pub fn metrics(&self) -> &Metrics {
        &self.metrics
    }

    /// How many rooms it holds in memory.
    pub fn rooms_in_memory(&self) -> usize {
        self.held().len()
    }

    /// Writes `rec` to the store, timed for the metrics.
    async fn save(&self, rec: &RoomRecord, payload: &str) -> Result<Saved, String> {
        let started = std::time::Instant::now();
        let saved = self.store.save(rec, self.ttl_ms, payload).await;
        self.metrics.wrote(started.elapsed());
        saved
    }

    /// Counts a socket as open until the value returned is dropped.
    pub fn socket_opened(self: &Arc<Self>) -> OpenSocket {
        self.open.fetch_add(1, Ordering::Relaxed);
        OpenSocket(self.clone())
    }

    /// How many sockets are open.
    pub fn open_sockets(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }

    /// What a connection watches to know the relay is stopping.
    pub fn closing(&self) -> watch::Receiver<bool> {
        self.closing.subscribe()
    }

    /// Tells every connection the relay is stopping.
    pub fn close_all(&self) {
        self.closing.send_replace(true);
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// A fresh connection id.
    pub fn conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    fn cell(self: &Arc<Self>, id: &str) -> Arc<Cell> {
        let mut rooms = self.held();
        if let Some(cell) = rooms.get(id) {
            return cell.clone();
        }
        let (deadline, rx) = watch::channel(None);
        let cell = Arc::new(Cell {
            id: id.to_owned(),
            slot: Mutex::new(Slot {
                room: None,
                conns: Vec::new(),
                dead: false,
                seen: 0,
                deadline,
            }),
        });
        rooms.insert(id.to_owned(), cell.clone());
        drop(rooms);
        self.watch(Watch::Hold(id.to_owned()));
        tokio::spawn(flag_timer(self.clone(), Arc::downgrade(&cell), rx));
        cell
    }

    fn existing(&self, id: &str) -> Option<Arc<Cell>> {
        self.rooms.lock().ok()?.get(id).cloned()
    }

    /// Opens a room for `conn`'s creator, in seat 0: the welcome is sent.
    ///
    /// # Errors
    /// What to answer.
    pub async fn create(
        self: &Arc<Self>,
        mut conn: ConnRef,
        tc: Option<roque_protocol::TimeControl>,
        color: roque_protocol::ColorChoice,
        fen: Option<roque_protocol::Fen>,
        name: Option<roque_protocol::Name>,
    ) -> Result<Arc<Cell>, Refusal> {
        let id = random_id()?;
        let token = random_id()?;
        let creator_white = match color {
            roque_protocol::ColorChoice::White => true,
            roque_protocol::ColorChoice::Black => false,
            roque_protocol::ColorChoice::Random => {
                token.as_str().ends_with(|c: char| "02468ace".contains(c))
            }
        };
        let start = fen.map_or_else(roque_rules::Position::new, |f| f.position());
        let mut room = Room::create(
            id.to_string(),
            token_hash(&token),
            creator_white,
            tc,
            start,
            now_ms(),
        );
        room.rec.present = [1, 0];
        room.rec.present_on = vec![crate::room::PresentOn {
            relay: self.relay_id,
            seats: [1, 0],
        }];
        room.rec.names[0] = name.map(|n| n.as_str().to_owned());
        room.rec.version = 1;
        let cell = self.cell(id.as_str());
        let mut slot = cell.slot.lock().await;
        if let Err(e) = self.save(&room.rec, "{}").await {
            drop(slot);
            self.evict_if_empty(&cell).await;
            return Err((ErrorCode::Unavailable, e));
        }
        slot.seen = room.rec.version;
        conn.seat = Some(0);
        tracing::info!(room = %id, "room created");
        send(&conn, &welcome(&room, &id, &conn, Some(token)));
        slot.room = Some(room);
        slot.conns.push(conn);
        Ok(cell.clone())
    }

    /// `conn` enters room `id`, with its seat's token or none: the welcome
    /// is sent. Returns the room and the seat taken.
    ///
    /// # Errors
    /// What to answer (unknown room, stale token, room full).
    pub async fn join(
        self: &Arc<Self>,
        conn: ConnRef,
        id: &Id,
        token: Option<&Id>,
    ) -> Result<(Arc<Cell>, Option<usize>), Refusal> {
        loop {
            let cell = self.cell(id.as_str());
            let mut slot = cell.slot.lock().await;
            if slot.dead {
                continue;
            }
            let joined = self.seat(&cell, &mut slot, conn, id, token).await;
            drop(slot);
            return match joined {
                Ok(seat) => Ok((cell, seat)),
                Err(refusal) => {
                    // A room loaded for nobody leaves memory again.
                    self.evict_if_empty(&cell).await;
                    Err(refusal)
                }
            };
        }
    }

    /// [`Hub::join`] under the room's lock.
    async fn seat(
        self: &Arc<Self>,
        cell: &Arc<Cell>,
        slot: &mut Slot,
        mut conn: ConnRef,
        id: &Id,
        token: Option<&Id>,
    ) -> Result<Option<usize>, Refusal> {
        self.ensure_loaded(cell, slot).await?;
        let hashes = match slot.room.as_ref() {
            Some(room) => room.rec.token_hashes.clone(),
            None => return Err((ErrorCode::Internal, "room not loaded".into())),
        };
        let mut new_token = None;
        conn.seat = match token {
            Some(token) => {
                let hash = token_hash(token);
                let seat = hashes
                    .iter()
                    .position(|h| h.as_deref() == Some(hash.as_str()));
                if seat.is_none() {
                    // Said, and the game shown at once: the connection
                    // watches (#32), rather than leaving its page with no
                    // board until a reload.
                    send(
                        &conn,
                        &ServerMsg::error(
                            ErrorCode::StaleToken,
                            "this token holds no seat in this room: you watch the game",
                        ),
                    );
                }
                seat
            }
            None if hashes[1].is_none() => {
                let token = random_id()?;
                match self
                    .change(cell, slot, 1, Action::Sit(token_hash(&token)))
                    .await
                {
                    Ok(()) => {
                        new_token = Some(token);
                        Some(1)
                    }
                    // Another relay seated someone first: watch.
                    Err((ErrorCode::RoomFull, _)) => None,
                    Err(other) => return Err(other),
                }
            }
            None => None,
        };
        match conn.seat {
            Some(seat) => {
                self.change(
                    cell,
                    slot,
                    seat,
                    Action::Presence {
                        open: true,
                        relay: self.relay_id,
                    },
                )
                .await?
            }
            None if slot.conns.iter().filter(|c| c.seat.is_none()).count() >= MAX_SPECTATORS => {
                return Err((
                    ErrorCode::RoomFull,
                    format!("a room takes {MAX_SPECTATORS} spectators"),
                ));
            }
            None => {}
        }
        if let Some(room) = slot.room.as_ref() {
            send(&conn, &welcome(room, id, &conn, new_token));
        }
        let seat = conn.seat;
        slot.conns.push(conn);
        Ok(seat)
    }

    /// Loads the room into `slot` if it is not there, and lets a flag that
    /// fell meanwhile fall.
    async fn ensure_loaded(
        self: &Arc<Self>,
        cell: &Arc<Cell>,
        slot: &mut Slot,
    ) -> Result<(), Refusal> {
        if slot.room.is_some() {
            return Ok(());
        }
        let rec = self
            .store
            .load(&cell.id)
            .await
            .map_err(|e| (ErrorCode::Unavailable, e))?
            .ok_or((
                ErrorCode::UnknownRoom,
                "no such room: it never existed or has expired".to_owned(),
            ))?;
        if rec.last_move_ms.saturating_add(self.ttl_ms) < now_ms() {
            return Err((ErrorCode::UnknownRoom, "this room has expired".into()));
        }
        slot.seen = rec.version;
        slot.room = Some(Room::from_record(rec).map_err(|e| (ErrorCode::Internal, e))?);
        if let Some((down, up)) = self.outage {
            self.change(cell, slot, 0, Action::Resume { down, up })
                .await?;
        }
        self.change(cell, slot, 0, Action::Tick).await?;
        self.rearm(slot);
        Ok(())
    }

    /// A seated connection acts on the game.
    ///
    /// # Errors
    /// What to answer.
    pub async fn act(
        self: &Arc<Self>,
        cell: &Arc<Cell>,
        seat: usize,
        action: Action,
    ) -> Result<(), Refusal> {
        let mut slot = cell.slot.lock().await;
        if slot.room.is_none() {
            return Err((ErrorCode::UnknownRoom, "the room has gone".into()));
        }
        self.change(cell, &mut slot, seat, action).await
    }

    /// The seat's last measured round trip.
    pub async fn set_rtt(&self, cell: &Arc<Cell>, seat: usize, rtt_ms: u64) {
        let mut slot = cell.slot.lock().await;
        if let Some(room) = slot.room.as_mut() {
            room.rtt[seat.min(1)] = Some(rtt_ms);
        }
    }

    /// Connection `conn_id` left the room.
    pub async fn leave(self: &Arc<Self>, cell: &Arc<Cell>, conn_id: u64) {
        let mut slot = cell.slot.lock().await;
        let Some(at) = slot.conns.iter().position(|c| c.id == conn_id) else {
            return;
        };
        let conn = slot.conns.remove(at);
        if let (Some(seat), Some(_)) = (conn.seat, slot.room.as_ref()) {
            let _ = self
                .change(
                    cell,
                    &mut slot,
                    seat,
                    Action::Presence {
                        open: false,
                        relay: self.relay_id,
                    },
                )
                .await;
        }
        drop(slot);
        self.evict_if_empty(cell).await;
    }

    async fn evict_if_empty(&self, cell: &Arc<Cell>) {
        let mut slot = cell.slot.lock().await;
        if !slot.conns.is_empty() || slot.dead {
            return;
        }
        slot.dead = true;
        slot.room = None;
        let _ = slot.deadline.send(None);
        if let Ok(mut rooms) = self.rooms.lock() {
            if rooms.get(&cell.id).is_some_and(|c| Arc::ptr_eq(c, cell)) {
                rooms.remove(&cell.id);
                drop(rooms);
                self.watch(Watch::Drop(cell.id.clone()));
            }
        }
    }

    /// Applies `action` by `seat`, saves, and tells the room.
    async fn change(
        self: &Arc<Self>,
        cell: &Arc<Cell>,
        slot: &mut Slot,
        seat: usize,
        action: Action,
    ) -> Result<(), Refusal> {
        for _ in 0..8 {
            let Some(room) = slot.room.as_ref() else {
                return Err((ErrorCode::UnknownRoom, "the room has gone".into()));
            };
            let mut next = room.clone();
            let now = now_ms();
            let fx = next.apply(seat, action.clone(), now)?;
            if fx.is_empty() {
                return Ok(());
            }
            next.rec.version += 1;
            let payload = match self.store {
                Store::Redis(_) => serde_json::to_string(&Published {
                    origin: self.relay_id,
                    rec: next.rec.clone(),
                    events: fx.events.iter().map(ServerMsg::to_text).collect(),
                    rematch: fx.rematch,
                })
                .unwrap_or_default(),
                Store::Sqlite(_) => String::new(),
            };
            match self.save(&next.rec, &payload).await {
                Ok(Saved::Yes) => {
                    if matches!(action, Action::Move(..)) {
                        self.metrics.moved();
                    }
                    if let Action::Sit(_) = action {
                        tracing::info!(room = %cell.id, "seat taken");
                    }
                    if let (None, Some(result)) = (room.rec.result, next.rec.result) {
                        tracing::info!(room = %cell.id, reason = result.reason.code(), "game ended");
                    }
                    slot.seen = next.rec.version;
                    slot.room = Some(next);
                    deliver(cell, slot, &fx);
                    self.rearm(slot);
                    return Ok(());
                }
                Ok(Saved::Conflict) => {
                    // Another relay changed the room first: catch up with
                    // its change (its messages, in order, when it is the
                    // very next version; else the whole state), then try
                    // again on it.
                    let (rec, ev) = self
                        .store
                        .load_latest(&cell.id)
                        .await
                        .map_err(|e| (ErrorCode::Unavailable, e))?
                        .ok_or((ErrorCode::UnknownRoom, "the room has expired".to_owned()))?;
                    let events = ev
                        .and_then(|ev| serde_json::from_str::<Published>(&ev).ok())
                        .filter(|p| p.rec.version == rec.version)
                        .map(|p| (p.events, p.rematch));
                    self.adopt(cell, slot, rec, events);
                }
                Err(e) => return Err((ErrorCode::Unavailable, e)),
            }
        }
        Err((
            ErrorCode::Internal,
            "the room changed too often at once; try again".into(),
        ))
    }

    fn rearm(&self, slot: &Slot) {
        let deadline = slot.room.as_ref().and_then(Room::flag_deadline);
        slot.deadline.send_if_modified(|d| {
            let changed = *d != deadline;
            *d = deadline;
            changed
        });
    }

    /// Another relay's change, from Redis: applied to the room if this
    /// relay holds it, and sent to its connections here.
    /// This relay's id (its heartbeat's key on Redis).
    pub fn relay_id(&self) -> u64 {
        self.relay_id
    }

    /// Takes out of every room held here the connections of relays that
    /// stopped without a word (their heartbeat expired on Redis): their
    /// players are shown gone within seconds rather than never.
    pub async fn sweep_gone_relays(self: &Arc<Self>) {
        let cells: Vec<Arc<Cell>> = self.held().values().cloned().collect();
        let mut known: HashMap<u64, bool> = HashMap::new();
        for cell in cells {
            let others: Vec<u64> = {
                let slot = cell.slot.lock().await;
                let Some(room) = slot.room.as_ref() else {
                    continue;
                };
                room.rec
                    .present_on
                    .iter()
                    .map(|p| p.relay)
                    .filter(|&relay| relay != self.relay_id)
                    .collect()
            };
            let mut gone = Vec::new();
            for relay in others {
                let alive = match known.get(&relay) {
                    Some(&alive) => alive,
                    None => {
                        // A store that cannot answer says nothing: nobody
                        // is taken out on a doubt.
                        let Ok(alive) = self.store.relay_alive(relay).await else {
                            return;
                        };
                        known.insert(relay, alive);
                        alive
                    }
                };
                if !alive {
                    gone.push(relay);
                }
            }
            if !gone.is_empty() {
                let mut slot = cell.slot.lock().await;
                if slot.room.is_some() {
                    tracing::warn!(room = %cell.id, relays = ?gone, "connections of stopped relays taken out");
                    let _ = self.change(&cell, &mut slot, 0, Action::Gone(gone)).await;
                }
            }
        }
    }

    /// Catches every room held here up with the store: after the
    /// subscription to the other relays' changes was lost (Redis
    /// restarted), the changes published meanwhile never came. A room that
    /// moved on is sent whole to its connections, as a reconnection is.
    pub async fn resync(self: &Arc<Self>) {
        for id in self.room_ids() {
            self.resync_room(&id).await;
        }
    }

    /// Catches room `id`, if held here, up with the store.
    pub async fn resync_room(self: &Arc<Self>, id: &str) {
        let Some(cell) = self.existing(id) else {
            return;
        };
        let Ok(Some((rec, ev))) = self.store.load_latest(&cell.id).await else {
            return;
        };
        let mut slot = cell.slot.lock().await;
        let events = ev
            .and_then(|ev| serde_json::from_str::<Published>(&ev).ok())
            .filter(|p| p.rec.version == rec.version && rec.version == slot.seen + 1)
            .map(|p| (p.events, p.rematch));
        self.adopt(&cell, &mut slot, rec, events);
    }

    /// A change another relay published.
    pub async fn published(self: &Arc<Self>, payload: &str) {
        let Ok(msg) = serde_json::from_str::<Published>(payload) else {
            return;
        };
        if msg.origin == self.relay_id {
            return;
        }
        let Some(cell) = self.existing(&msg.rec.id) else {
            return;
        };
        let mut slot = cell.slot.lock().await;
        self.adopt(&cell, &mut slot, msg.rec, Some((msg.events, msg.rematch)));
    }

    /// Takes another relay's newer version of the room, with the messages
    /// of its change when known: they go to the connections here if the
    /// version is the next one; otherwise each connection gets the whole
    /// state again.
    fn adopt(
        &self,
        cell: &Cell,
        slot: &mut Slot,
        rec: RoomRecord,
        events: Option<(Vec<String>, bool)>,
    ) {
        let Some(room) = slot.room.as_ref() else {
            return;
        };
        let version = rec.version;
        if version <= slot.seen {
            return;
        }
        let rtt = room.rtt;
        let Ok(mut fresh) = Room::from_record(rec) else {
            return;
        };
        fresh.rtt = rtt;
        let next = version == slot.seen + 1;
        slot.seen = version;
        slot.room = Some(fresh);
        match events {
            Some((events, rematch)) if next => {
                for text in &events {
                    let frame = Message::Text(Utf8Bytes::from(text.as_str()));
                    for conn in &slot.conns {
                        push(conn, frame.clone());
                    }
                }
                if rematch {
                    resync(cell, slot);
                }
            }
            _ => resync(cell, slot),
        }
        self.rearm(slot);
    }
}

/// The welcome for `conn`.
fn welcome(room: &Room, id: &Id, conn: &ConnRef, token: Option<Id>) -> ServerMsg {
    ServerMsg::Welcome {
        room: id.clone(),
        seat: conn
            .seat
            .map_or(Seat::Spectator, |s| Seat::from(room.side_of(s))),
        token,
        state: room.state(now_ms()),
    }
}

/// Sends `msg` to one connection.
pub fn send(conn: &ConnRef, msg: &ServerMsg) {
    push(conn, Message::Text(Utf8Bytes::from(msg.to_text())));
}

/// Queues `frame` for `conn`; a connection whose queue is full is too slow
/// to follow: it is closed, and its client catches up with a welcome when
/// it rejoins.
fn push(conn: &ConnRef, frame: Message) {
    if let Err(mpsc::error::TrySendError::Full(_)) = conn.tx.try_send(frame) {
        conn.overflow.notify_one();
    }
}

/// Sends a change's messages to the room's connections here.
fn deliver(cell: &Cell, slot: &Slot, fx: &Effects) {
    for event in &fx.events {
        let frame = Message::Text(Utf8Bytes::from(event.to_text()));
        for conn in &slot.conns {
            push(conn, frame.clone());
        }
    }
    if fx.rematch {
        resync(cell, slot);
    }
}

/// Sends every connection here its welcome (the whole game again).
fn resync(cell: &Cell, slot: &Slot) {
    let (Some(room), Ok(id)) = (slot.room.as_ref(), Id::parse(&cell.id)) else {
        return;
    };
    for conn in &slot.conns {
        send(conn, &welcome(room, &id, conn, None));
    }
}

/// A room's flag timer: sleeps until the running side's flag falls, then
/// lets the room check it; follows every change of the deadline; ends
/// with the room.
async fn flag_timer(hub: Arc<Hub>, cell: Weak<Cell>, mut deadline: watch::Receiver<Option<u64>>) {
    loop {
        let due = *deadline.borrow_and_update();
        match due {
            None => {
                if deadline.changed().await.is_err() {
                    return;
                }
            }
            Some(at) => {
                let wait = Duration::from_millis(at.saturating_sub(now_ms()));
                tokio::select! {
                    changed = deadline.changed() => if changed.is_err() { return },
                    () = tokio::time::sleep(wait) => {
                        let Some(cell) = cell.upgrade() else { return };
                        let mut slot = cell.slot.lock().await;
                        if slot.dead {
                            return;
                        }
                        let _ = hub.change(&cell, &mut slot, 0, Action::Tick).await;
                        // Still due (a store failure): look again shortly.
                        if slot.room.as_ref().and_then(Room::flag_deadline) == Some(at) {
                            drop(slot);
                            tokio::time::sleep(Duration::from_millis(200)).await;
                        }
                    }
                }
            }
        }
    }
}
