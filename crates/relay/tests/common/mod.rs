//! What the relay's integration tests share: a relay process on a free
//! port with a temporary database, a Redis server, and a WebSocket client
//! speaking roque-protocol.

#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use roque_protocol::{parse_server, ClientMsg, ErrorCode, ServerMsg};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// A directory of its own under the system's temporary directory, removed
/// on drop.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir = std::env::temp_dir().join(format!(
            "roque-relay-test-{name}-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        TempDir(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A `roque-relay` process; killed (SIGKILL) on drop.
pub struct RelayProc {
    pub child: Child,
    pub addr: String,
    /// Where it serves `/metrics`, when started with `--metrics-addr`.
    pub metrics: Option<String>,
}

impl RelayProc {
    /// Starts the relay binary with `args` on 127.0.0.1:0 and reads back
    /// its address.
    pub fn start(args: &[&str]) -> RelayProc {
        RelayProc::start_with(args, Stdio::inherit())
    }

    /// As [`RelayProc::start`], its log (stderr) going to `stderr`.
    pub fn start_with(args: &[&str], stderr: Stdio) -> RelayProc {
        let mut child = Command::new(env!("CARGO_BIN_EXE_roque-relay"))
            .args(["--addr", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("roque-relay starts");
        let stdout = child.stdout.take().expect("stdout");
        let mut line = String::new();
        BufReader::new(stdout).read_line(&mut line).expect("a line");
        let rest = line
            .trim()
            .strip_prefix("roque-relay listening on http://")
            .unwrap_or_else(|| panic!("unexpected first line {line:?}"));
        let addr = rest
            .split_whitespace()
            .next()
            .unwrap_or_default()
            .to_owned();
        let metrics = rest
            .split_once("(metrics on http://")
            .and_then(|(_, m)| m.split('/').next())
            .map(str::to_owned);
        RelayProc {
            child,
            addr,
            metrics,
        }
    }

    /// With a database file in `dir`.
    pub fn with_db(dir: &TempDir, extra: &[&str]) -> RelayProc {
        let db = RelayProc::db_file(dir);
        let mut args = vec!["--db", &db];
        args.extend_from_slice(extra);
        RelayProc::start(&args)
    }

    /// A relay with a database file in `dir` that is expected not to
    /// start: its exit status and output, once it has exited.
    pub fn output_with_db(dir: &TempDir, extra: &[&str]) -> std::process::Output {
        Command::new(env!("CARGO_BIN_EXE_roque-relay"))
            .args(["--addr", "127.0.0.1:0", "--db", &RelayProc::db_file(dir)])
            .args(extra)
            .output()
            .expect("roque-relay runs")
    }

    fn db_file(dir: &TempDir) -> String {
        let db = dir.path().join("rooms.sqlite");
        db.to_str().expect("utf-8 path").to_owned()
    }

    pub fn ws_url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// Sends SIGTERM, as a service manager stops a service.
    pub fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("kill runs");
        assert!(status.success(), "kill -TERM failed");
    }

    /// Waits up to `wait` for the process to exit: its status, or none.
    pub fn exited_within(&mut self, wait: Duration) -> Option<std::process::ExitStatus> {
        let deadline = std::time::Instant::now() + wait;
        while std::time::Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        None
    }

    /// Kills the process at once, as a crash would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for RelayProc {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Debian's redis-server on a free port, without persistence (or with its
/// append-only file, to be stopped and started again); stopped on drop.
pub struct RedisProc {
    child: Child,
    pub url: String,
    port: u16,
    persistent: bool,
    tls: bool,
    dir: TempDir,
}

/// The test certificates (tests/data/tls/README.md): `name`'s path.
pub fn tls_file(name: &str) -> String {
    format!("{}/tests/data/tls/{name}", env!("CARGO_MANIFEST_DIR"))
}

impl RedisProc {
    pub fn start() -> RedisProc {
        RedisProc::launch(false, false)
    }

    /// With every write in its append-only file, as a production Redis
    /// keeps its data across a restart.
    pub fn start_persistent() -> RedisProc {
        RedisProc::launch(true, false)
    }

    /// Over TLS only (`rediss://localhost:port/`), with the test CA's
    /// server certificate, asking every client for a certificate of that
    /// CA (Redis's default, `tls-auth-clients yes`).
    pub fn start_tls() -> RedisProc {
        RedisProc::launch(false, true)
    }

    fn launch(persistent: bool, tls: bool) -> RedisProc {
        let found = Command::new("redis-server").arg("--version").output();
        assert!(
            found.is_ok_and(|o| o.status.success()),
            "redis-server is not installed: the test of relays sharing Redis needs Debian's redis-server \
             (apt-get install -y redis-server, or scripts/install-tools.sh)"
        );
        let dir = TempDir::new("redis");
        let port = {
            let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
            listener.local_addr().expect("addr").port()
        };
        let child = RedisProc::spawn(port, persistent, tls, &dir);
        let url = if tls {
            format!("rediss://localhost:{port}/")
        } else {
            format!("redis://127.0.0.1:{port}/")
        };
        RedisProc {
            child,
            url,
            port,
            persistent,
            tls,
            dir,
        }
    }

    fn spawn(port: u16, persistent: bool, tls: bool, dir: &TempDir) -> Child {
        let (append, fsync) = if persistent {
            ("yes", "always")
        } else {
            ("no", "everysec")
        };
        let mut command = Command::new("redis-server");
        if tls {
            command.args(["--port", "0", "--tls-port", &port.to_string()]);
            command
                .arg("--tls-cert-file")
                .arg(tls_file("server.pem"))
                .arg("--tls-key-file")
                .arg(tls_file("server-key.pem"))
                .arg("--tls-ca-cert-file")
                .arg(tls_file("ca.pem"));
        } else {
            command.args(["--port", &port.to_string()]);
        }
        let child = command
            .args([
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                append,
                "--appendfsync",
                fsync,
            ])
            .arg("--dir")
            .arg(dir.path())
            .stdout(Stdio::null())
            .spawn()
            .expect("redis-server starts");
        // Ready when it accepts connections.
        for _ in 0..250 {
            if std::net::TcpStream::connect(("127.0.0.1", port)).is_ok() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        child
    }

    /// Stops it (SIGTERM, as an operator would), and waits until it is gone.
    pub fn stop(&mut self) {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let _ = self.child.wait();
    }

    /// Starts it again on the same port, with its data if persistent.
    pub fn restart(&mut self) {
        self.child = RedisProc::spawn(self.port, self.persistent, self.tls, &self.dir);
    }
}

impl Drop for RedisProc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A client of the relay.
pub struct Client {
    pub ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

pub const WAIT: Duration = Duration::from_secs(5);

impl Client {
    pub async fn connect(url: &str) -> Client {
        Client::connect_with_origin(url, None)
            .await
            .expect("connects")
    }

    pub async fn connect_with_origin(
        url: &str,
        origin: Option<&str>,
    ) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
        let mut request = url.into_client_request()?;
        if let Some(origin) = origin {
            request
                .headers_mut()
                .insert("Origin", origin.parse().expect("header value"));
        }
        let (ws, _) = tokio_tungstenite::connect_async(request).await?;
        Ok(Client { ws })
    }

    /// Connects as a client at address `ip` behind the relay's trusted
    /// proxy (`X-Forwarded-For`).
    pub async fn connect_from(
        url: &str,
        ip: &str,
    ) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
        let mut request = url.into_client_request()?;
        request
            .headers_mut()
            .insert("X-Forwarded-For", ip.parse().expect("header value"));
        let (ws, _) = tokio_tungstenite::connect_async(request).await?;
        Ok(Client { ws })
    }

    pub async fn send(&mut self, msg: ClientMsg) {
        self.send_text(msg.to_text()).await;
    }

    pub async fn send_text(&mut self, text: String) {
        self.ws.send(Message::text(text)).await.expect("sends");
    }

    /// The next message but pings (answered) and pongs.
    pub async fn recv(&mut self) -> ServerMsg {
        self.try_recv(WAIT).await.expect("a message in time")
    }

    /// The next message within `wait`, if any (pings answered).
    pub async fn try_recv(&mut self, wait: Duration) -> Option<ServerMsg> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let frame = tokio::time::timeout_at(deadline, self.ws.next())
                .await
                .ok()??;
            let Ok(Message::Text(text)) = frame else {
                match frame {
                    Ok(Message::Close(_)) | Err(_) => return None,
                    _ => continue,
                }
            };
            let msg = parse_server(text.as_str()).expect("the relay's frames parse");
            match msg {
                ServerMsg::Ping { n } => self.send(ClientMsg::Pong { n }).await,
                ServerMsg::Pong { .. } => {}
                other => return Some(other),
            }
        }
    }

    /// Skips messages until one satisfies `pred`.
    pub async fn until(&mut self, pred: impl Fn(&ServerMsg) -> bool) -> ServerMsg {
        loop {
            let msg = self.recv().await;
            if pred(&msg) {
                return msg;
            }
        }
    }

    /// The next error's code.
    pub async fn error(&mut self) -> (ErrorCode, String) {
        match self.until(|m| matches!(m, ServerMsg::Error { .. })).await {
            ServerMsg::Error { code, detail } => (code, detail),
            _ => unreachable!(),
        }
    }

    /// The code of the close frame the relay sends within `wait`, if it
    /// closes with one (pings answered, other messages skipped).
    pub async fn close_code(&mut self, wait: Duration) -> Option<u16> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.ws.next()).await {
                Ok(Some(Ok(Message::Close(frame)))) => return frame.map(|f| u16::from(f.code)),
                Err(_) | Ok(None | Some(Err(_))) => return None,
                Ok(Some(Ok(Message::Text(text)))) => {
                    if let Ok(ServerMsg::Ping { n }) = parse_server(text.as_str()) {
                        self.send(ClientMsg::Pong { n }).await;
                    }
                }
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    /// Whether the connection was closed by the relay within `wait`.
    pub async fn closed(&mut self, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            match tokio::time::timeout_at(deadline, self.ws.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_) | Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }
}
