//! Where rooms live between messages: SQLite on one machine (the default),
//! or Redis shared by several relays.
//!
//! SQLite: one thread owns the connection and commits each batch of
//! writes in one transaction (WAL, `synchronous=NORMAL`); a change is
//! committed before the relay sends it to anyone, so a relay killed at any
//! moment loses nothing it has announced.
//!
//! Redis: a room is a hash `roque:room:<id>` with its version `v` and its
//! record `data`; a Lua script writes it only if `v` is still the version
//! the relay read (compare-and-set by version, so two relays receiving
//! moves for one room apply exactly one of them; the loser reloads and
//! tries again) and publishes the change on the room's own channel
//! (`roque:room:<id>:events`, [`channel`]) in the same
//! atomic step, for the relays holding the room's other connections.

use std::sync::mpsc as std_mpsc;
use std::thread;

use rusqlite::{params, Connection, OptionalExtension};
use tokio::sync::oneshot;

use crate::room::RoomRecord;

/// The Redis channel that carries the changes of room `id`: each relay
/// listens to the rooms it holds, not to every room of every relay.
pub fn channel(id: &str) -> String {
    format!("roque:room:{id}:events")
}

/// A store failure, in English.
pub type StoreError = String;

/// The result of a compare-and-set save.
#[derive(Debug, PartialEq, Eq)]
pub enum Saved {
    /// Written.
    Yes,
    /// Somebody else wrote a newer version first: reload and retry.
    Conflict,
}

/// SQLite or Redis.
#[derive(Clone)]
pub enum Store {
    /// One relay, one file.
    Sqlite(SqliteStore),
    /// Several relays, one Redis.
    Redis(RedisStore),
}

impl Store {
    /// The room `id`, if stored and not expired at `now` for `ttl_ms`.
    ///
    /// # Errors
    /// The store failed.
    pub async fn load(&self, id: &str) -> Result<Option<RoomRecord>, StoreError> {
        match self {
            Store::Sqlite(s) => s.load(id).await,
            Store::Redis(r) => r.load(id).await,
        }
    }

    /// The room `id` and, with Redis, the publication of its latest change.
    ///
    /// # Errors
    /// The store failed.
    pub async fn load_latest(
        &self,
        id: &str,
    ) -> Result<Option<(RoomRecord, Option<String>)>, StoreError> {
        match self {
            Store::Sqlite(s) => Ok(s.load(id).await?.map(|rec| (rec, None))),
            Store::Redis(r) => r.load_latest(id).await,
        }
    }

    /// Writes `rec` if the stored version is `rec.version - 1` (Redis; in
    /// SQLite this relay is the only writer), publishing `payload` to the
    /// other relays (Redis).
    ///
    /// # Errors
    /// The store failed.
    pub async fn save(
        &self,
        rec: &RoomRecord,
        ttl_ms: u64,
        payload: &str,
    ) -> Result<Saved, StoreError> {
        match self {
            Store::Sqlite(s) => s.save(rec).await.map(|()| Saved::Yes),
            Store::Redis(r) => r.save(rec, ttl_ms, payload).await,
        }
    }

    /// When this store's relay was last known alive before it started
    /// (its last heartbeat, Unix ms): none for a new database, and none
    /// with Redis, where other relays serve the rooms while one is down.
    pub fn last_heartbeat(&self) -> Option<u64> {
        match self {
            Store::Sqlite(s) => s.last_heartbeat,
            Store::Redis(_) => None,
        }
    }

    /// Writes that the relay is alive at `now_ms` (SQLite; nothing with
    /// Redis). Queued behind the writes before it, never waited for.
    pub fn heartbeat(&self, now_ms: u64) {
        if let Store::Sqlite(s) = self {
            let _ = s.send(Job::Heartbeat(now_ms));
        }
    }

    /// Whether the store answers, for `/readyz`: SQLite writes (behind
    /// every write queued before, so that an answer also says those are
    /// committed: the flush before the relay stops), Redis answers a PING.
    ///
    /// # Errors
    /// Why it does not.
    pub async fn ready(&self, now_ms: u64) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => {
                let (tx, rx) = oneshot::channel();
                s.send(Job::Ready(now_ms, tx))?;
                rx.await
                    .map_err(|_| "the SQLite thread stopped".to_owned())?
            }
            Store::Redis(r) => r.query::<String>(&redis::cmd("PING")).await.map(|_| ()),
        }
    }

    /// The bytes the store takes on disk: the SQLite file and its
    /// write-ahead log; none with Redis (its own `maxmemory` bounds it).
    pub fn disk_bytes(&self) -> Option<u64> {
        let Store::Sqlite(s) = self else { return None };
        let size = |path: &std::path::Path| std::fs::metadata(path).map_or(0, |m| m.len());
        let mut wal = s.path.clone().into_os_string();
        wal.push("-wal");
        Some(size(&s.path) + size(std::path::Path::new(&wal)))
    }

    /// Says that relay `relay` is alive, for [`RELAY_ALIVE_MS`] (Redis;
    /// nothing with SQLite, where one relay holds every room).
    ///
    /// # Errors
    /// The store failed.
    pub async fn relay_heartbeat(&self, relay: u64) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(_) => Ok(()),
            Store::Redis(r) => {
                r.query::<()>(
                    redis::cmd("SET")
                        .arg(relay_key(relay))
                        .arg(1)
                        .arg("PX")
                        .arg(RELAY_ALIVE_MS),
                )
                .await
            }
        }
    }

    /// Whether relay `relay` said it was alive within [`RELAY_ALIVE_MS`]
    /// (always, with SQLite).
    ///
    /// # Errors
    /// The store failed.
    pub async fn relay_alive(&self, relay: u64) -> Result<bool, StoreError> {
        match self {
            Store::Sqlite(_) => Ok(true),
            Store::Redis(r) => {
                r.query::<bool>(redis::cmd("EXISTS").arg(relay_key(relay)))
                    .await
            }
        }
    }

    /// Deletes rooms whose last move is older than `cutoff_ms` (Redis
    /// expires its keys by itself); returns how many.
    ///
    /// # Errors
    /// The store failed.
    pub async fn prune(&self, cutoff_ms: u64) -> Result<usize, StoreError> {
        match self {
            Store::Sqlite(s) => s.prune(cutoff_ms).await,
            Store::Redis(_) => Ok(0),
        }
    }
}

enum Job {
    Load(String, oneshot::Sender<Result<Option<String>, StoreError>>),
    /// Id, version, last move, record as JSON.
    Save(
        String,
        u64,
        u64,
        String,
        oneshot::Sender<Result<(), StoreError>>,
    ),
    Prune(u64, oneshot::Sender<Result<usize, StoreError>>),
    /// The relay is alive at this Unix time (ms).
    Heartbeat(u64),
    /// The same, answered: the store writes.
    Ready(u64, oneshot::Sender<Result<(), StoreError>>),
}

/// The SQLite store: a handle on its writer thread.
#[derive(Clone)]
pub struct SqliteStore {
    jobs: std_mpsc::Sender<Job>,
    /// The database file.
    path: std::path::PathBuf,
    /// The heartbeat the database held when it was opened.
    last_heartbeat: Option<u64>,
}

impl SqliteStore {
    /// Opens (or creates) the database at `path`.
    ///
    /// # Errors
    /// The file cannot be opened or its table created.
    pub fn open(path: &std::path::Path) -> Result<SqliteStore, StoreError> {
        let conn =
            Connection::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        conn.execute_batch(
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;
             CREATE TABLE IF NOT EXISTS rooms (
                 id TEXT PRIMARY KEY,
                 version INTEGER NOT NULL,
                 last_move_ms INTEGER NOT NULL,
                 data TEXT NOT NULL
             );
             CREATE INDEX IF NOT EXISTS rooms_last_move ON rooms(last_move_ms);
             CREATE TABLE IF NOT EXISTS meta (
                 key TEXT PRIMARY KEY,
                 value INTEGER NOT NULL
             );",
        )
        .map_err(|e| format!("cannot prepare {}: {e}", path.display()))?;
        // The relay writes a heartbeat every second (lib.rs): the last one
        // says when a relay that stopped was last alive, and so the time
        // it was down, which is not charged to anyone's clock.
        let last_heartbeat = conn
            .query_row(
                "SELECT value FROM meta WHERE key = 'heartbeat'",
                [],
                |row| row.get::<_, i64>(0),
            )
            .optional()
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?
            .and_then(|ms| u64::try_from(ms).ok());
        // Checkpoints (copying the WAL back into the database, with an
        // fsync) run on a connection of their own, off the writer's path:
        // done by the writer every thousand pages, they held every move
        // queued behind them (the bench's p99 and max).
        conn.execute_batch("PRAGMA wal_autocheckpoint=0; PRAGMA journal_size_limit=67108864;")
            .map_err(|e| format!("cannot prepare {}: {e}", path.display()))?;
        let checkpointer =
            Connection::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        thread::Builder::new()
            .name("roque-sqlite-checkpoint".into())
            .spawn(move || loop {
                thread::sleep(std::time::Duration::from_secs(1));
                if let Err(e) = checkpointer.execute_batch("PRAGMA wal_checkpoint(PASSIVE);") {
                    tracing::warn!(error = %e, "SQLite checkpoint failed");
                }
            })
            .map_err(|e| format!("cannot start the SQLite checkpoint thread: {e}"))?;
        let (jobs, rx) = std_mpsc::channel();
        thread::Builder::new()
            .name("roque-sqlite".into())
            .spawn(move || run_sqlite(conn, &rx))
            .map_err(|e| format!("cannot start the SQLite thread: {e}"))?;
        Ok(SqliteStore {
            jobs,
            path: path.to_owned(),
            last_heartbeat,
        })
    }

    async fn load(&self, id: &str) -> Result<Option<RoomRecord>, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::Load(id.to_owned(), tx))?;
        let data = rx
            .await
            .map_err(|_| "the SQLite thread stopped".to_owned())??;
        data.map(|text| {
            let mut rec: RoomRecord =
                serde_json::from_str(&text).map_err(|e| format!("stored room {id}: {e}"))?;
            // No connection outlives the process that held it.
            rec.present = [0, 0];
            rec.present_on.clear();
            Ok(rec)
        })
        .transpose()
    }

    async fn save(&self, rec: &RoomRecord) -> Result<(), StoreError> {
        let data = serde_json::to_string(rec).map_err(|e| e.to_string())?;
        let (tx, rx) = oneshot::channel();
        self.send(Job::Save(
            rec.id.clone(),
            rec.version,
            rec.last_move_ms,
            data,
            tx,
        ))?;
        rx.await
            .map_err(|_| "the SQLite thread stopped".to_owned())?
    }

    async fn prune(&self, cutoff_ms: u64) -> Result<usize, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.send(Job::Prune(cutoff_ms, tx))?;
        rx.await
            .map_err(|_| "the SQLite thread stopped".to_owned())?
    }

    fn send(&self, job: Job) -> Result<(), StoreError> {
        self.jobs
            .send(job)
            .map_err(|_| "the SQLite thread stopped".to_owned())
    }
}

fn ms_i64(ms: u64) -> i64 {
    i64::try_from(ms).unwrap_or(i64::MAX)
}

/// A save waiting for its batch's commit: id, version, last move, record
/// as JSON, and who waits for the answer.
type PendingSave = (
    String,
    u64,
    u64,
    String,
    oneshot::Sender<Result<(), StoreError>>,
);

/// Writes that the relay is alive at `ms`.
fn write_heartbeat(conn: &Connection, ms: u64) -> rusqlite::Result<usize> {
    conn.execute(
        "INSERT INTO meta (key, value) VALUES ('heartbeat', ?1)
         ON CONFLICT(key) DO UPDATE SET value = ?1",
        params![ms_i64(ms)],
    )
}

/// The SQLite thread: answers jobs, committing the saves that queued up
/// meanwhile in one transaction.
fn run_sqlite(mut conn: Connection, jobs: &std_mpsc::Receiver<Job>) {
    while let Ok(first) = jobs.recv() {
        let mut batch = vec![first];
        while batch.len() < 256 {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let mut saves = Vec::new();
        let mut readies = Vec::new();
        for job in batch {
            match job {
                Job::Load(id, reply) => {
                    let row = conn
                        .query_row("SELECT data FROM rooms WHERE id = ?1", params![id], |row| {
                            row.get(0)
                        })
                        .optional()
                        .map_err(|e| e.to_string());
                    let _ = reply.send(row);
                }
                Job::Prune(cutoff, reply) => {
                    let n = conn
                        .execute(
                            "DELETE FROM rooms WHERE last_move_ms < ?1",
                            params![ms_i64(cutoff)],
                        )
                        .map_err(|e| e.to_string());
                    let _ = reply.send(n);
                }
                Job::Save(id, version, last_move_ms, data, reply) => {
                    saves.push((id, version, last_move_ms, data, reply));
                }
                Job::Heartbeat(ms) => {
                    if let Err(e) = write_heartbeat(&conn, ms) {
                        tracing::warn!(error = %e, "heartbeat not written");
                    }
                }
                // Answered once the batch's saves are committed.
                Job::Ready(ms, reply) => {
                    readies.push((
                        write_heartbeat(&conn, ms)
                            .map(|_| ())
                            .map_err(|e| e.to_string()),
                        reply,
                    ));
                }
            }
        }
        if !saves.is_empty() {
            commit(&mut conn, saves);
        }
        for (result, reply) in readies {
            let _ = reply.send(result);
        }
    }
}

/// Commits `saves` in one transaction and answers each.
fn commit(conn: &mut Connection, saves: Vec<PendingSave>) {
    let result = (|| -> rusqlite::Result<()> {
        let tx = conn.transaction()?;
        {
            let mut stmt = tx.prepare_cached(
                "INSERT INTO rooms (id, version, last_move_ms, data) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT(id) DO UPDATE SET version = ?2, last_move_ms = ?3, data = ?4",
            )?;
            for (id, version, last_move_ms, data, _) in &saves {
                stmt.execute(params![id, ms_i64(*version), ms_i64(*last_move_ms), data])?;
            }
        }
        tx.commit()
    })()
    .map_err(|e| e.to_string());
    for (_, _, _, _, reply) in saves {
        let _ = reply.send(result.clone());
    }
}

/// The Redis store: one multiplexed connection, opened again after a
/// failure (Redis restarted, the network cut): the command that failed is
/// refused (`unavailable`), the next one reconnects.
#[derive(Clone)]
pub struct RedisStore {
    client: redis::Client,
    conn: std::sync::Arc<tokio::sync::Mutex<Option<redis::aio::MultiplexedConnection>>>,
    script: std::sync::Arc<redis::Script>,
}

/// How long a (re)connection to Redis may take before the command fails.
const REDIS_CONNECT: std::time::Duration = std::time::Duration::from_secs(2);

/// Writes the room if its version is the expected one, keeps the change's
/// publication beside it (`ev`, for a relay that lost the race and must
/// catch up in order), sets its expiry and publishes the change,
/// atomically.
const CAS: &str = r"
local v = tonumber(redis.call('HGET', KEYS[1], 'v') or '0')
if v ~= tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'data', ARGV[3], 'ev', ARGV[6])
redis.call('PEXPIREAT', KEYS[1], ARGV[4])
redis.call('PUBLISH', ARGV[5], ARGV[6])
return 1
";

/// How long a relay's heartbeat on Redis lasts: it writes one every
/// second, so a relay silent this long has stopped.
pub const RELAY_ALIVE_MS: u64 = 4_000;

fn relay_key(relay: u64) -> String {
    format!("roque:relay:{relay:016x}")
}

fn key(id: &str) -> String {
    format!("roque:room:{id}")
}

impl RedisStore {
    /// Connects to `client`.
    ///
    /// # Errors
    /// Redis cannot be reached.
    pub async fn connect(client: &redis::Client) -> Result<RedisStore, StoreError> {
        let store = RedisStore {
            client: client.clone(),
            conn: std::sync::Arc::new(tokio::sync::Mutex::new(None)),
            script: std::sync::Arc::new(redis::Script::new(CAS)),
        };
        store.conn().await?;
        Ok(store)
    }

    /// The connection, opened again if the last one failed.
    async fn conn(&self) -> Result<redis::aio::MultiplexedConnection, StoreError> {
        let mut held = self.conn.lock().await;
        if let Some(conn) = held.as_ref() {
            return Ok(conn.clone());
        }
        let conn = tokio::time::timeout(
            REDIS_CONNECT,
            self.client.get_multiplexed_async_connection(),
        )
        .await
        .map_err(|_| "cannot reach Redis: no answer".to_owned())?
        .map_err(|e| format!("cannot reach Redis: {e}"))?;
        *held = Some(conn.clone());
        Ok(conn)
    }

    /// `error`, in English; a connection that failed is dropped, so that
    /// the next command opens a new one.
    async fn failed(&self, error: &redis::RedisError) -> StoreError {
        if error.is_io_error()
            || error.is_connection_dropped()
            || error.is_connection_refusal()
            || error.is_timeout()
        {
            *self.conn.lock().await = None;
        }
        format!("Redis: {error}")
    }

    /// Runs `cmd`, as [`RedisStore::failed`] says on failure.
    async fn query<T: redis::FromRedisValue>(&self, cmd: &redis::Cmd) -> Result<T, StoreError> {
        let mut conn = self.conn().await?;
        match cmd.query_async(&mut conn).await {
            Ok(value) => Ok(value),
            Err(e) => Err(self.failed(&e).await),
        }
    }

    async fn load(&self, id: &str) -> Result<Option<RoomRecord>, StoreError> {
        let data: Option<String> = self
            .query(redis::cmd("HGET").arg(key(id)).arg("data"))
            .await?;
        data.map(|text| serde_json::from_str(&text).map_err(|e| format!("stored room {id}: {e}")))
            .transpose()
    }

    async fn load_latest(
        &self,
        id: &str,
    ) -> Result<Option<(RoomRecord, Option<String>)>, StoreError> {
        let (data, ev): (Option<String>, Option<String>) = self
            .query(redis::cmd("HMGET").arg(key(id)).arg("data").arg("ev"))
            .await?;
        let Some(text) = data else { return Ok(None) };
        let rec = serde_json::from_str(&text).map_err(|e| format!("stored room {id}: {e}"))?;
        Ok(Some((rec, ev)))
    }

    async fn save(
        &self,
        rec: &RoomRecord,
        ttl_ms: u64,
        payload: &str,
    ) -> Result<Saved, StoreError> {
        let data = serde_json::to_string(rec).map_err(|e| e.to_string())?;
        let mut conn = self.conn().await?;
        let written: i64 = match self
            .script
            .key(key(&rec.id))
            .arg(rec.version.saturating_sub(1))
            .arg(rec.version)
            .arg(data)
            .arg(rec.last_move_ms.saturating_add(ttl_ms))
            .arg(channel(&rec.id))
            .arg(payload)
            .invoke_async(&mut conn)
            .await
        {
            Ok(written) => written,
            Err(e) => return Err(self.failed(&e).await),
        };
        Ok(if written == 1 {
            Saved::Yes
        } else {
            Saved::Conflict
        })
    }
}
