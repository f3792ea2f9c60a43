//! The relay end to end: `roque-relay` processes on free ports with
//! temporary databases, driven by WebSocket clients speaking
//! roque-protocol.

mod common;

use std::time::Duration;

use futures_util::SinkExt;

use common::{tls_file, Client, RedisProc, RelayProc, TempDir};
use roque_protocol::{
    ClientMsg, ColorChoice, EndReason, ErrorCode, Fen, GameResult, GameState, Id, Name, OfferKind,
    Seat, ServerMsg, Side, TimeControl, Uci,
};
use roque_rules::Move;

fn reason(code: &str) -> EndReason {
    EndReason::parse(code).expect("an outcome code")
}

fn uci(text: &str) -> Uci {
    Uci(Move::from_uci(text).expect("a UCI move"))
}

fn mv(ply: u32, text: &str) -> ClientMsg {
    ClientMsg::Move {
        ply,
        uci: uci(text),
    }
}

/// The messages a player sends to offer `kind`, accept it, decline it.
fn offer_msg(kind: OfferKind) -> ClientMsg {
    ClientMsg::Offer { kind }
}

fn accept(kind: OfferKind) -> ClientMsg {
    ClientMsg::Accept { kind }
}

fn decline(kind: OfferKind) -> ClientMsg {
    ClientMsg::Decline { kind }
}

/// What a welcome says.
struct Welcome {
    room: Id,
    seat: Seat,
    token: Option<Id>,
    state: GameState,
}

async fn welcome(client: &mut Client) -> Welcome {
    match client
        .until(|m| matches!(m, ServerMsg::Welcome { .. }))
        .await
    {
        ServerMsg::Welcome {
            room,
            seat,
            token,
            state,
        } => Welcome {
            room,
            seat,
            token,
            state,
        },
        _ => unreachable!(),
    }
}

async fn moved(client: &mut Client) -> (u32, String) {
    match client.until(|m| matches!(m, ServerMsg::Moved { .. })).await {
        ServerMsg::Moved { ply, uci, .. } => (ply, uci.0.to_uci()),
        _ => unreachable!(),
    }
}

fn tc(base_s: u32, inc_s: u32) -> Option<TimeControl> {
    Some(TimeControl { base_s, inc_s })
}

fn join_msg(room: &Id, token: Option<&Id>) -> ClientMsg {
    ClientMsg::Join {
        room: room.clone(),
        token: token.cloned(),
    }
}

/// Waits until `client` hears that `side`'s player is (not) present.
async fn presence(client: &mut Client, side: Side, present: bool) {
    client
        .until(|m| *m == ServerMsg::Presence { side, present })
        .await;
}

/// `offerer` offers `kind`; `answerer` sees it.
async fn offer(offerer: &mut Client, answerer: &mut Client, kind: OfferKind) {
    offerer.send(offer_msg(kind)).await;
    answerer
        .until(|m| matches!(m, ServerMsg::Offered(o) if o.kind == kind))
        .await;
}

/// `first` plays `line[0]` at `ply`, `second` the next move, and so on;
/// each waits until its opponent has seen the move before playing.
async fn play_line(first: &mut Client, second: &mut Client, ply: u32, line: &[&str]) {
    let (mut mover, mut other) = (first, second);
    for (ply, text) in (ply..).zip(line) {
        mover.send(mv(ply, text)).await;
        assert_eq!(seen_move(other, ply).await, *text);
        core::mem::swap(&mut mover, &mut other);
    }
}

/// Waits for the move at `ply` (skipping the acknowledgements of the
/// client's own earlier moves).
async fn seen_move(client: &mut Client, ply: u32) -> String {
    match client
        .until(|m| matches!(m, ServerMsg::Moved { ply: p, .. } if *p == ply))
        .await
    {
        ServerMsg::Moved { uci, .. } => uci.0.to_uci(),
        _ => unreachable!(),
    }
}

async fn ended(client: &mut Client) -> GameResult {
    match client.until(|m| matches!(m, ServerMsg::Ended { .. })).await {
        ServerMsg::Ended { result, .. } => result,
        _ => unreachable!(),
    }
}

fn create(tc: Option<TimeControl>, fen: Option<&str>) -> ClientMsg {
    ClientMsg::Create {
        tc,
        color: ColorChoice::White,
        fen: fen.map(|f| Fen::parse(f).expect("a FEN").0),
        name: None,
    }
}

/// A relay on a fresh database, in a directory named after the test that
/// lives as long as the returned guard (the relay is dropped, so killed, first).
fn relay_in(name: &str, extra: &[&str]) -> (RelayProc, TempDir) {
    let dir = TempDir::new(name);
    (RelayProc::with_db(&dir, extra), dir)
}

/// A room on `relay` with White seated and Black joined, both through it.
async fn pair_on(
    relay: &RelayProc,
    tc: Option<TimeControl>,
    fen: Option<&str>,
) -> (Client, Welcome, Client, Welcome) {
    let url = relay.ws_url();
    pair(&url, &url, tc, fen).await
}

/// A room on `url_a` with White seated, and Black joined on `url_b`.
async fn pair(
    url_a: &str,
    url_b: &str,
    tc: Option<TimeControl>,
    fen: Option<&str>,
) -> (Client, Welcome, Client, Welcome) {
    let mut white = Client::connect(url_a).await;
    white.send(create(tc, fen)).await;
    let w = welcome(&mut white).await;
    assert_eq!(w.seat, Seat::White);
    assert!(w.token.is_some());
    let mut black = Client::connect(url_b).await;
    black.send(join_msg(&w.room, None)).await;
    let b = welcome(&mut black).await;
    assert_eq!(b.seat, Seat::Black);
    assert!(b.token.is_some());
    assert!(b.state.present.white && b.state.present.black);
    presence(&mut white, Side::Black, true).await;
    (white, w, black, b)
}

#[tokio::test]
async fn create_join_and_play_both_ways_with_refusals() {
    let (relay, _dir) = relay_in("play", &[]);
    let (mut white, w, mut black, _) = pair_on(&relay, None, None).await;
    assert_eq!(w.state.moves, vec![]);
    assert_eq!(w.room.as_str().len(), 32);

    white.send(mv(0, "e2e4")).await;
    assert_eq!(moved(&mut white).await, (0, "e2e4".into()));
    assert_eq!(moved(&mut black).await, (0, "e2e4".into()));

    // Out of turn: White again.
    white.send(mv(1, "d2d4")).await;
    assert_eq!(white.error().await.0, ErrorCode::OutOfTurn);
    // The same move twice (a resend): stale.
    white.send(mv(0, "e2e4")).await;
    let (code, detail) = white.error().await;
    assert_eq!(code, ErrorCode::StalePly);
    assert!(detail.contains("already played"), "{detail}");
    // Illegal, with the rules crate's reason.
    black.send(mv(1, "e8e6")).await;
    let (code, detail) = black.error().await;
    assert_eq!(code, ErrorCode::IllegalMove);
    assert!(!detail.is_empty());

    black.send(mv(1, "e7e5")).await;
    assert_eq!(moved(&mut white).await, (1, "e7e5".into()));
    assert_eq!(moved(&mut black).await, (1, "e7e5".into()));

    // A third visitor watches and cannot play.
    let mut watcher = Client::connect(&relay.ws_url()).await;
    watcher.send(join_msg(&w.room, None)).await;
    let seen = welcome(&mut watcher).await;
    assert_eq!(seen.seat, Seat::Spectator);
    assert_eq!(seen.token, None);
    assert_eq!(seen.state.moves, vec![uci("e2e4"), uci("e7e5")]);
    watcher.send(mv(2, "g1f3")).await;
    assert_eq!(watcher.error().await.0, ErrorCode::Spectator);
    // … but sees the moves.
    white.send(mv(2, "g1f3")).await;
    assert_eq!(moved(&mut watcher).await, (2, "g1f3".into()));

    // Acting before joining, unknown rooms and stale tokens.
    let mut stranger = Client::connect(&relay.ws_url()).await;
    stranger.send(mv(0, "e2e4")).await;
    assert_eq!(stranger.error().await.0, ErrorCode::NotJoined);
    let other = Id::from_bytes([7; 16]);
    stranger.send(join_msg(&other, None)).await;
    assert_eq!(stranger.error().await.0, ErrorCode::UnknownRoom);
    stranger.send(join_msg(&w.room, Some(&other))).await;
    assert_eq!(stranger.error().await.0, ErrorCode::StaleToken);
    // … and watches the game at once (#32).
    let watching = welcome(&mut stranger).await;
    assert_eq!(watching.seat, Seat::Spectator);
    assert_eq!(watching.state.moves.len(), 3);
}

#[tokio::test]
async fn reconnect_with_the_token_takes_the_seat_and_the_game_back() {
    let (relay, _dir) = relay_in("reconnect", &[]);
    let (mut white, w, black, b) = pair_on(&relay, tc(300, 2), None).await;
    white.send(mv(0, "d2d4")).await;
    moved(&mut white).await;
    // Black's network drops.
    drop(black);
    presence(&mut white, Side::Black, false).await;
    let mut black = Client::connect(&relay.ws_url()).await;
    black.send(join_msg(&w.room, b.token.as_ref())).await;
    let again = welcome(&mut black).await;
    assert_eq!(again.seat, Seat::Black);
    assert_eq!(again.token, None);
    assert_eq!(again.state.moves, vec![uci("d2d4")]);
    let clocks = again.state.clocks.expect("clocks");
    assert_eq!(clocks.running, Some(Side::Black));
    assert_eq!(clocks.white_ms, 300_000);
    assert!(clocks.black_ms <= 300_000 && clocks.black_ms > 290_000);
    presence(&mut white, Side::Black, true).await;
    black.send(mv(1, "d7d5")).await;
    assert_eq!(moved(&mut white).await, (1, "d7d5".into()));
}

#[tokio::test]
async fn a_killed_relay_resumes_its_rooms_from_sqlite() {
    let (mut relay, dir) = relay_in("restart", &[]);
    let (mut white, w, mut black, b) = pair_on(&relay, tc(600, 0), None).await;
    play_line(&mut white, &mut black, 0, &["e2e4", "c7c5", "g1f3"]).await;
    relay.kill();
    assert!(white.closed(Duration::from_secs(2)).await);
    let relay = RelayProc::with_db(&dir, &[]);
    let url = relay.ws_url();
    let mut white = Client::connect(&url).await;
    white.send(join_msg(&w.room, w.token.as_ref())).await;
    let again = welcome(&mut white).await;
    assert_eq!(again.seat, Seat::White);
    assert_eq!(
        again.state.moves,
        vec![uci("e2e4"), uci("c7c5"), uci("g1f3")]
    );
    // Black, to move, is not back yet: their time is held (#32).
    assert_eq!(again.state.clocks.and_then(|c| c.running), None);
    let mut black = Client::connect(&url).await;
    black.send(join_msg(&w.room, b.token.as_ref())).await;
    let back = welcome(&mut black).await;
    assert_eq!(back.seat, Seat::Black);
    assert_eq!(back.state.clocks.and_then(|c| c.running), Some(Side::Black));
    black.send(mv(3, "d7d6")).await;
    assert_eq!(moved(&mut white).await, (3, "d7d6".into()));
}

#[tokio::test]
async fn sigterm_tells_the_pages_to_reconnect_flushes_and_exits_cleanly() {
    let (mut relay, dir) = relay_in("sigterm", &[]);
    let health = http(&relay.addr, "GET", "/healthz", &[]).await;
    assert!(health.status.contains("200"), "{}", health.status);
    let ready = http(&relay.addr, "GET", "/readyz", &[]).await;
    assert!(ready.status.contains("200"), "{}", ready.status);
    assert_eq!(ready.body, b"ready\n");
    let (mut white, w, mut black, b) = pair_on(&relay, tc(600, 0), None).await;
    play_line(&mut white, &mut black, 0, &["d2d4", "g8f6", "c2c4"]).await;
    let asked = std::time::Instant::now();
    relay.terminate();
    // Both pages are told to reconnect (1012, "service restart").
    assert_eq!(white.close_code(Duration::from_secs(5)).await, Some(1012));
    assert_eq!(black.close_code(Duration::from_secs(5)).await, Some(1012));
    let status = relay
        .exited_within(Duration::from_secs(10))
        .expect("the relay exits within 10 s");
    assert!(status.success(), "{status:?}");
    assert!(asked.elapsed() < Duration::from_secs(10));
    // Nothing was lost: the next relay on the same file has the game.
    let relay = RelayProc::with_db(&dir, &[]);
    let mut black = Client::connect(&relay.ws_url()).await;
    black.send(join_msg(&w.room, b.token.as_ref())).await;
    let back = welcome(&mut black).await;
    assert_eq!(
        back.state.moves,
        vec![uci("d2d4"), uci("g8f6"), uci("c2c4")]
    );
}

/// The value of the sample `name` (with its labels) in a `/metrics` text.
fn sample(text: &str, name: &str) -> u64 {
    text.lines()
        .find_map(|l| l.strip_prefix(name).and_then(|rest| rest.strip_prefix(' ')))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0)
}

#[tokio::test]
async fn one_address_bursting_is_refused_past_its_limits_while_another_plays() {
    let (relay, _dir) = relay_in(
        "abuse",
        &[
            "--trust-proxy",
            "--metrics-addr",
            "127.0.0.1:0",
            "--max-sockets-per-minute",
            "300",
            "--max-rooms-per-minute",
            "30",
        ],
    );
    let url = relay.ws_url();
    let abuser = "198.51.100.7";
    // 500 sockets in a burst: its minute's worth, then 429s.
    let mut sockets = Vec::new();
    let mut refused_sockets = 0;
    for _ in 0..500 {
        match Client::connect_from(&url, abuser).await {
            Ok(client) => sockets.push(client),
            Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
                assert_eq!(response.status(), 429);
                refused_sockets += 1;
            }
            Err(e) => panic!("unexpected failure: {e}"),
        }
    }
    // The bucket refills 5 a second meanwhile: a few more than 300.
    assert!(
        (300..=320).contains(&sockets.len()),
        "{} sockets",
        sockets.len()
    );
    assert_eq!(refused_sockets, 500 - sockets.len());
    // Meanwhile a second address opens its sockets and plays.
    let (mut white, _, mut black, _) = pair_on(&relay, tc(300, 0), None).await;
    play_line(&mut white, &mut black, 0, &["e2e4", "e7e5", "g1f3"]).await;
    // 200 rooms asked for in a burst: 30, then refusals that say why.
    let mut created = 0;
    let mut refused_rooms = 0;
    for client in sockets.iter_mut().take(200) {
        client.send(create(None, None)).await;
    }
    for client in sockets.iter_mut().take(200) {
        match client
            .until(|m| matches!(m, ServerMsg::Welcome { .. } | ServerMsg::Error { .. }))
            .await
        {
            ServerMsg::Welcome { .. } => created += 1,
            ServerMsg::Error { code, .. } => {
                assert_eq!(code, ErrorCode::TooManyRooms);
                refused_rooms += 1;
            }
            _ => unreachable!(),
        }
    }
    assert!((30..=32).contains(&created), "{created} rooms");
    assert_eq!(refused_rooms, 200 - created);
    // The second address still plays, and creates a room of its own.
    play_line(&mut black, &mut white, 3, &["b8c6"]).await;
    let mut other = Client::connect(&url).await;
    other.send(create(None, None)).await;
    welcome(&mut other).await;
    // The operator sees it all.
    let metrics = relay.metrics.as_deref().expect("a metrics address");
    let text = String::from_utf8(http(metrics, "GET", "/metrics", &[]).await.body).expect("utf-8");
    assert_eq!(
        sample(&text, "roque_relay_refusals_total{reason=\"socket_rate\"}"),
        refused_sockets as u64
    );
    assert_eq!(
        sample(
            &text,
            "roque_relay_refusals_total{reason=\"too_many_rooms\"}"
        ),
        refused_rooms as u64
    );
    assert_eq!(sample(&text, "roque_relay_moves_total"), 4);
    assert!(sample(&text, "roque_relay_sockets") >= sockets.len() as u64 + 3);
    assert_eq!(sample(&text, "roque_relay_rooms"), created as u64 + 2);
    assert!(sample(&text, "roque_relay_store_write_seconds_count") >= created as u64 + 6);
    // Not on the public port.
    let public = http(&relay.addr, "GET", "/metrics", &[]).await;
    assert!(public.status.contains("404"), "{}", public.status);
}

#[tokio::test]
async fn the_log_is_one_json_line_per_event_and_never_a_token() {
    let dir = TempDir::new("log");
    let log = dir.path().join("relay.log");
    let db = dir.path().join("rooms.sqlite");
    let mut relay = RelayProc::start_with(
        &["--db", db.to_str().expect("utf-8"), "--log-format", "json"],
        std::fs::File::create(&log).expect("log file").into(),
    );
    let (mut white, w, mut black, b) = pair_on(&relay, None, None).await;
    play_line(&mut white, &mut black, 0, &["f2f3", "e7e5", "g2g4"]).await;
    white.send(mv(3, "e1f2")).await;
    assert_eq!(white.error().await.0, ErrorCode::OutOfTurn);
    black.send(mv(3, "d8h4")).await;
    ended(&mut white).await;
    relay.terminate();
    assert!(relay.exited_within(Duration::from_secs(10)).is_some());
    let text = std::fs::read_to_string(&log).expect("the log");
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}")))
        .collect();
    let said = |message: &str| {
        lines
            .iter()
            .filter(|l| l["fields"]["message"] == message)
            .collect::<Vec<_>>()
    };
    assert_eq!(said("room created").len(), 1);
    assert_eq!(said("room created")[0]["fields"]["room"], w.room.as_str());
    assert_eq!(said("seat taken").len(), 1);
    let refused = said("refused");
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0]["fields"]["reason"], "out_of_turn");
    assert_eq!(said("game ended")[0]["fields"]["reason"], "checkmate");
    assert_eq!(said("stopped").len(), 1);
    for line in &lines {
        assert!(
            line["level"].is_string() && line["timestamp"].is_string(),
            "{line}"
        );
    }
    // The seats' tokens are secrets: never in the log.
    for token in [&w.token, &b.token].into_iter().flatten() {
        assert!(!text.contains(token.as_str()));
    }
}

#[tokio::test]
async fn the_flag_falls_on_the_relays_clock() {
    let (relay, _dir) = relay_in("flag", &[]);
    let (mut white, _, mut black, _) = pair_on(&relay, tc(1, 0), None).await;
    play_line(&mut white, &mut black, 0, &["e2e4"]).await;
    // Black does not answer: their second runs out on the relay's clock.
    let result = ended(&mut white).await;
    assert_eq!(
        result,
        GameResult {
            reason: reason("timeout"),
            winner: Some(Side::White)
        }
    );
    assert_eq!(ended(&mut black).await, result);
    black.send(mv(1, "e7e5")).await;
    assert_eq!(black.error().await.0, ErrorCode::GameOver);
}

#[tokio::test]
async fn a_flag_against_a_lone_king_is_a_draw() {
    let (relay, _dir) = relay_in("flag69", &[]);
    let (mut white, _, mut black, _) =
        pair_on(&relay, tc(1, 0), Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")).await;
    play_line(&mut white, &mut black, 0, &["a1a2"]).await;
    black.send(mv(1, "e8d8")).await;
    seen_move(&mut white, 1).await;
    // White's time runs out; Black has a lone king (art. 6.9).
    let result = ended(&mut black).await;
    assert_eq!(
        result,
        GameResult {
            reason: reason("timeoutVsInsufficientMaterial"),
            winner: None
        }
    );
}

#[tokio::test]
async fn offers_resignation_takeback_claims_and_rematch() {
    let (relay, _dir) = relay_in("offers", &[]);
    let (mut white, w, mut black, b) = pair_on(&relay, None, None).await;

    // Takeback: White moves, asks to take it back, Black accepts.
    play_line(&mut white, &mut black, 0, &["g1f3"]).await;
    offer(&mut white, &mut black, OfferKind::Takeback).await;
    black.send(accept(OfferKind::Takeback)).await;
    let took = white
        .until(|m| matches!(m, ServerMsg::TookBack { .. }))
        .await;
    assert!(matches!(took, ServerMsg::TookBack { ply: 0, .. }));
    // A declined takeback.
    play_line(&mut white, &mut black, 0, &["g1f3"]).await;
    offer(&mut white, &mut black, OfferKind::Takeback).await;
    black.send(decline(OfferKind::Takeback)).await;
    white.until(|m| matches!(m, ServerMsg::Declined(_))).await;

    // A claim that is not correct, then a threefold repetition claimed.
    black.send(ClientMsg::Claim { uci: None }).await;
    assert_eq!(black.error().await.0, ErrorCode::NotClaimable);
    let shuffle = ["g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"];
    play_line(&mut black, &mut white, 1, &shuffle).await;
    // g1f3 would make the start-after-1.Nf3 position stand a third time.
    white
        .send(ClientMsg::Claim {
            uci: Some(uci("g1f3")),
        })
        .await;
    assert_eq!(
        ended(&mut black).await,
        GameResult {
            reason: reason("threefoldRepetition"),
            winner: None
        }
    );

    // Rematch, colours swapped.
    offer(&mut white, &mut black, OfferKind::Rematch).await;
    black.send(accept(OfferKind::Rematch)).await;
    let again_w = welcome(&mut white).await;
    let again_b = welcome(&mut black).await;
    assert_eq!((again_w.seat, again_b.seat), (Seat::Black, Seat::White));
    assert_eq!(again_w.state.game, 2);
    assert!(again_w.state.moves.is_empty());

    // Draw offer, accepted (the creator now plays Black).
    black.send(mv(0, "e2e4")).await;
    moved(&mut white).await;
    offer(&mut white, &mut black, OfferKind::Draw).await;
    black.send(accept(OfferKind::Draw)).await;
    assert_eq!(ended(&mut white).await.reason, reason("agreement"));

    // Third game: resignation; the tokens still hold the seats.
    // Both offer: the second offer accepts the first.
    white.send(offer_msg(OfferKind::Rematch)).await;
    black.send(offer_msg(OfferKind::Rematch)).await;
    assert_eq!(welcome(&mut white).await.seat, Seat::White);
    assert_eq!(welcome(&mut black).await.state.game, 3);
    black.send(ClientMsg::Resign {}).await;
    assert_eq!(
        ended(&mut white).await,
        GameResult {
            reason: reason("resignation"),
            winner: Some(Side::White)
        }
    );
    let mut back = Client::connect(&relay.ws_url()).await;
    back.send(join_msg(&w.room, b.token.as_ref())).await;
    assert_eq!(welcome(&mut back).await.seat, Seat::Black);
}

#[tokio::test]
async fn bad_input_is_answered_and_survived() {
    let (relay, _dir) = relay_in("bad", &[]);
    let url = relay.ws_url();
    let mut client = Client::connect(&url).await;
    client.send_text("{\"t\":\"move\"".into()).await;
    assert_eq!(client.error().await.0, ErrorCode::Malformed);
    client
        .send_text(r#"{"t":"resign","why":"bored"}"#.into())
        .await;
    assert_eq!(client.error().await.0, ErrorCode::Malformed);
    client.send_text("x".repeat(5000)).await;
    assert_eq!(client.error().await.0, ErrorCode::TooBig);
    client
        .ws
        .send(tokio_tungstenite::tungstenite::Message::binary(vec![
            0u8, 1, 2,
        ]))
        .await
        .expect("sends");
    assert_eq!(client.error().await.0, ErrorCode::Malformed);

    // Rate limit: a burst far over the bucket.
    for n in 0..60 {
        client.send(ClientMsg::Ping { n }).await;
    }
    assert_eq!(client.error().await.0, ErrorCode::RateLimited);

    // A frame over the WebSocket cap closes that connection only.
    let mut huge = Client::connect(&url).await;
    let _ = futures_util::SinkExt::send(
        &mut huge.ws,
        tokio_tungstenite::tungstenite::Message::text("y".repeat(200_000)),
    )
    .await;
    assert!(huge.closed(Duration::from_secs(3)).await);

    // The relay still plays.
    let mut fresh = Client::connect(&url).await;
    fresh.send(create(None, None)).await;
    assert_eq!(welcome(&mut fresh).await.seat, Seat::White);
}

#[tokio::test]
async fn the_origin_is_checked() {
    let (relay, _dir) = relay_in("origin", &["--allow-origin", "https://roque.example"]);
    let url = relay.ws_url();
    let refused = Client::connect_with_origin(&url, Some("https://evil.example")).await;
    match refused {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 403)
        }
        Err(other) => panic!("refused, but how: {other}"),
        Ok(_) => panic!("a foreign origin was let in"),
    }
    let own = format!("http://{}", relay.addr);
    assert!(Client::connect_with_origin(&url, Some(&own)).await.is_ok());
    assert!(
        Client::connect_with_origin(&url, Some("https://roque.example"))
            .await
            .is_ok()
    );
}

/// An HTTP answer: its status line, its headers (names in lower case), its body.
struct Answer {
    status: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    /// The value of header `name` (lower case), or "".
    fn header(&self, name: &str) -> &str {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map_or("", |(_, v)| v.as_str())
    }
}

/// `method` on `path` from `addr`, with the request headers `extra`.
async fn http(addr: &str, method: &str, path: &str, extra: &[(&str, &str)]) -> Answer {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr)
        .await
        .expect("connects");
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for (name, value) in extra {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).await.expect("writes");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.expect("reads");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("headers end");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head.lines().next().unwrap_or_default().to_owned();
    let headers = head
        .lines()
        .skip(1)
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    Answer {
        status,
        headers,
        body: raw[split + 4..].to_vec(),
    }
}

/// GET `path` from `addr`: status line, content type, body.
async fn http_get(addr: &str, path: &str) -> (String, String, Vec<u8>) {
    let answer = http(addr, "GET", path, &[]).await;
    let kind = answer.header("content-type").to_owned();
    (answer.status, kind, answer.body)
}

#[tokio::test]
async fn it_serves_the_app() {
    let dir = TempDir::new("dist");
    let dist = dir.path().join("dist");
    std::fs::create_dir_all(&dist).expect("dist");
    std::fs::write(
        dist.join("index.html"),
        "<!doctype html><title>Roque</title>",
    )
    .expect("write");
    std::fs::write(dist.join("app_bg.wasm"), b"\0asm\x01\0\0\0").expect("write");
    std::fs::write(dist.join("app.js"), "export {};").expect("write");
    let relay = RelayProc::with_db(&dir, &["--dist", dist.to_str().expect("utf-8")]);
    let (status, kind, body) = http_get(&relay.addr, "/").await;
    assert!(status.contains("200"), "{status}");
    assert!(kind.starts_with("text/html"), "{kind}");
    assert!(String::from_utf8_lossy(&body).contains("Roque"));
    let (_, kind, _) = http_get(&relay.addr, "/app_bg.wasm").await;
    assert_eq!(kind, "application/wasm");
    let (_, kind, _) = http_get(&relay.addr, "/app.js").await;
    assert!(kind.contains("javascript"), "{kind}");
    let (status, _, _) = http_get(&relay.addr, "/nothing-here").await;
    assert!(status.contains("404"), "{status}");
}

/// A build as `scripts/post-build.mjs` leaves it: hashed and unhashed
/// files, pages with their policy, and the compressed forms beside them.
fn built_dist(dir: &TempDir) -> std::path::PathBuf {
    let dist = dir.path().join("dist");
    std::fs::create_dir_all(dist.join("icons")).expect("dist");
    let page = |title: &str| {
        format!(
            "<!doctype html><meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self'; base-uri 'self'\" /><title>{title}</title>{}",
            "<p>Roque, les échecs dans le navigateur.</p>".repeat(40)
        )
    };
    let files: Vec<(&str, Vec<u8>)> = vec![
        ("index.html", page("Roque").into_bytes()),
        ("embed.html", page("Échiquier").into_bytes()),
        (
            "roque-app-0123456789abcdef_bg.wasm",
            [b"\0asm\x01\0\0\0".as_slice(), &[0u8; 4000]].concat(),
        ),
        (
            "roque-app-0123456789abcdef.js",
            "export function start() {}\n".repeat(50).into_bytes(),
        ),
        (
            "roque-embed.js",
            "(function () { 'use strict'; })();\n"
                .repeat(30)
                .into_bytes(),
        ),
        (
            "icons/icon.svg",
            b"<svg xmlns='http://www.w3.org/2000/svg'/>".to_vec(),
        ),
    ];
    for (name, bytes) in &files {
        std::fs::write(dist.join(name), bytes).expect("write");
        // Stand-ins for the compressed forms (the relay sends them as they
        // are, and never reads them): each told by its bytes.
        std::fs::write(dist.join(format!("{name}.gz")), format!("gz of {name}")).expect("write");
        std::fs::write(dist.join(format!("{name}.br")), format!("br of {name}")).expect("write");
    }
    dist
}

#[tokio::test]
async fn the_app_is_served_compressed_cached_and_guarded() {
    let dir = TempDir::new("dist-headers");
    let dist = built_dist(&dir);
    let relay = RelayProc::with_db(&dir, &["--dist", dist.to_str().expect("utf-8")]);
    let addr = relay.addr.as_str();
    let browser = [("Accept-Encoding", "gzip, deflate, br, zstd")];

    // The best encoding accepted: Brotli, else gzip, else the file itself.
    let br = http(addr, "GET", "/", &browser).await;
    assert!(br.status.contains("200"), "{}", br.status);
    assert_eq!(br.header("content-encoding"), "br");
    assert_eq!(br.body, b"br of index.html");
    assert_eq!(br.header("vary"), "Accept-Encoding");
    let gz = http(addr, "GET", "/index.html", &[("Accept-Encoding", "gzip")]).await;
    assert_eq!(gz.header("content-encoding"), "gzip");
    assert_eq!(gz.body, b"gz of index.html");
    let plain = http(addr, "GET", "/", &[]).await;
    assert_eq!(plain.header("content-encoding"), "");
    assert!(String::from_utf8_lossy(&plain.body).contains("<title>Roque</title>"));
    let refused = http(addr, "GET", "/", &[("Accept-Encoding", "br;q=0, gzip;q=0")]).await;
    assert_eq!(refused.header("content-encoding"), "");
    assert_eq!(
        refused.header("content-length"),
        plain.body.len().to_string()
    );

    // Hashed names for a year; the rest revalidated against an ETag.
    let wasm = http(addr, "GET", "/roque-app-0123456789abcdef_bg.wasm", &browser).await;
    assert_eq!(
        wasm.header("cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(wasm.header("content-type"), "application/wasm");
    let js = http(addr, "GET", "/roque-app-0123456789abcdef.js", &browser).await;
    assert!(js.header("cache-control").contains("immutable"));
    for path in ["/", "/embed.html", "/roque-embed.js", "/icons/icon.svg"] {
        let answer = http(addr, "GET", path, &browser).await;
        assert_eq!(answer.header("cache-control"), "no-cache", "{path}");
        let etag = answer.header("etag").to_owned();
        assert!(etag.starts_with('"') && etag.len() > 10, "{path}: {etag}");
        let again = http(addr, "GET", path, &[browser[0], ("If-None-Match", &etag)]).await;
        assert!(again.status.contains("304"), "{path}: {}", again.status);
        assert!(again.body.is_empty());
        // Another encoding is another representation: not the same tag.
        let other = http(addr, "GET", path, &[("If-None-Match", &etag)]).await;
        assert!(other.status.contains("200"), "{path}: {}", other.status);
    }

    // Security headers: the page's own policy with frame-ancestors; the
    // embed's page framable by any site, the app's by itself only.
    let csp = br.header("content-security-policy");
    assert!(
        csp.starts_with("default-src 'self'; base-uri 'self'"),
        "{csp}"
    );
    assert!(csp.ends_with("frame-ancestors 'self'"), "{csp}");
    let embed = http(addr, "GET", "/embed.html", &browser).await;
    assert!(embed
        .header("content-security-policy")
        .ends_with("frame-ancestors *"));
    for answer in [&br, &embed, &wasm, &js] {
        assert_eq!(answer.header("x-content-type-options"), "nosniff");
        assert_eq!(
            answer.header("referrer-policy"),
            "strict-origin-when-cross-origin"
        );
    }
    // The board's module may be imported by any page.
    assert_eq!(wasm.header("access-control-allow-origin"), "*");
    assert_eq!(br.header("access-control-allow-origin"), "");

    // HEAD: the headers alone. Other methods, paths outside: refused.
    let head = http(addr, "HEAD", "/roque-embed.js", &browser).await;
    assert!(head.status.contains("200"));
    assert!(head.body.is_empty());
    assert_eq!(head.header("content-encoding"), "br");
    let post = http(addr, "POST", "/", &[]).await;
    assert!(post.status.contains("405"), "{}", post.status);
    for path in [
        "/../Cargo.toml",
        "/%2e%2e/Cargo.toml",
        "/icons/%2E%2E/%2E%2E/x",
        "/index.html.br",
        "/%zz",
    ] {
        let answer = http(addr, "GET", path, &[]).await;
        assert!(
            answer.status.contains("404") || answer.status.contains("400"),
            "{path}: {}",
            answer.status
        );
    }
}

/// Whether the relay's `/readyz` answers `status` within 10 s.
async fn readyz_within(addr: &str, status: &str) -> bool {
    for _ in 0..100 {
        if http(addr, "GET", "/readyz", &[])
            .await
            .status
            .contains(status)
        {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

#[tokio::test]
async fn redis_restarted_mid_game_loses_no_move_and_no_relay() {
    let mut redis = RedisProc::start_persistent();
    let [(mut relay_a, _dir_a), (mut relay_b, _dir_b)] = relays_on(&redis, "redis-restart");
    // White on one relay, Black on the other.
    let mut white = Client::connect(&relay_a.ws_url()).await;
    white.send(create(None, None)).await;
    let w = welcome(&mut white).await;
    let mut black = Client::connect(&relay_b.ws_url()).await;
    black.send(join_msg(&w.room, None)).await;
    let b = welcome(&mut black).await;
    let (mut white, mut black) = if w.seat == Seat::White {
        (white, black)
    } else {
        (black, white)
    };
    let _ = b;
    play_line(&mut white, &mut black, 0, &["e2e4", "e7e5", "f1c4", "b8c6"]).await;

    redis.stop();
    // Redis is gone: a move is refused, said so, and nothing is lost; no
    // relay exits; neither says it is ready.
    white.send(mv(4, "d1h5")).await;
    let (code, _) = white.error().await;
    assert_eq!(code, ErrorCode::Unavailable);
    for relay in [&mut relay_a, &mut relay_b] {
        assert!(
            relay.child.try_wait().expect("status").is_none(),
            "a relay exited"
        );
        let ready = http(&relay.addr, "GET", "/readyz", &[]).await;
        assert!(ready.status.contains("503"), "{}", ready.status);
    }

    redis.restart();
    // Both relays take Redis back by themselves.
    for relay in [&relay_a, &relay_b] {
        assert!(
            readyz_within(&relay.addr, "200").await,
            "the relay is ready again"
        );
    }
    // The subscriptions too: a move made on one relay reaches the other.
    let mut reached = false;
    for _ in 0..50 {
        white.send(mv(4, "d1h5")).await;
        match white
            .until(|m| matches!(m, ServerMsg::Moved { .. } | ServerMsg::Error { .. }))
            .await
        {
            ServerMsg::Moved { .. } => {
                reached = true;
                break;
            }
            _ => tokio::time::sleep(Duration::from_millis(100)).await,
        }
    }
    assert!(reached, "the move is taken once Redis is back");
    assert_eq!(seen_move(&mut black, 4).await, "d1h5");
    play_line(&mut black, &mut white, 5, &["g8f6"]).await;
    white.send(mv(6, "h5f7")).await;
    assert_eq!(seen_move(&mut black, 6).await, "h5f7");
    let result = ended(&mut black).await;
    assert_eq!(result.reason, reason("checkmate"));
    assert_eq!(ended(&mut white).await.reason, reason("checkmate"));
    for relay in [&mut relay_a, &mut relay_b] {
        assert!(
            relay.child.try_wait().expect("status").is_none(),
            "a relay exited"
        );
    }
}

#[tokio::test]
async fn a_crashed_relays_players_are_shown_gone_within_seconds() {
    let redis = RedisProc::start();
    let [(relay_a, _dir_a), (mut relay_b, _dir_b)] = relays_on(&redis, "crash");
    // White on relay A, Black on relay B.
    let (mut white, w, mut black, b) =
        pair(&relay_a.ws_url(), &relay_b.ws_url(), tc(300, 0), None).await;
    play_line(&mut white, &mut black, 0, &["e2e4", "e7e5"]).await;
    // Relay B dies without a word (SIGKILL): its socket to Black is
    // gone, and nobody told Redis.
    relay_b.kill();
    let started = std::time::Instant::now();
    let deadline = started + Duration::from_secs(8);
    let mut shown_gone = false;
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        match white.try_recv(left).await {
            Some(ServerMsg::Presence {
                side: Side::Black,
                present: false,
            }) => {
                shown_gone = true;
                break;
            }
            Some(_) => {}
            None => break,
        }
    }
    assert!(shown_gone, "Black is shown gone within 8 s");
    // Relay A goes on: Black, back through it, is shown present again.
    let mut back = Client::connect(&relay_a.ws_url()).await;
    let _ = &mut black;
    back.send(join_msg(&w.room, b.token.as_ref())).await;
    welcome(&mut back).await;
    white
        .until(|m| {
            matches!(
                m,
                ServerMsg::Presence {
                    side: Side::Black,
                    present: true
                }
            )
        })
        .await;
}

/// Two relays, `name`-a and `name`-b, sharing `redis`.
fn relays_on(redis: &RedisProc, name: &str) -> [(RelayProc, TempDir); 2] {
    ["a", "b"].map(|side| relay_in(&format!("{name}-{side}"), &["--redis", &redis.url]))
}

/// How many connections listen to room `room`'s channel on `redis_url`.
async fn listeners(redis_url: &str, room: &Id) -> i64 {
    let client = redis::Client::open(redis_url).expect("a Redis URL");
    let mut conn = client
        .get_multiplexed_async_connection()
        .await
        .expect("Redis answers");
    let counts: Vec<(String, i64)> = redis::cmd("PUBSUB")
        .arg("NUMSUB")
        .arg(format!("roque:room:{}:events", room.as_str()))
        .query_async(&mut conn)
        .await
        .expect("PUBSUB NUMSUB");
    counts.first().map_or(0, |(_, n)| *n)
}

#[tokio::test]
async fn each_relay_listens_to_the_rooms_it_holds_only() {
    let redis = RedisProc::start();
    let [(relay_a, _dir_a), (relay_b, _dir_b)] = relays_on(&redis, "channels");
    // A room played across both relays, and one held by relay A alone.
    let (mut white, shared, mut black, _) =
        pair(&relay_a.ws_url(), &relay_b.ws_url(), None, None).await;
    let (mut alone, only_a, _, _) = pair_on(&relay_a, None, None).await;
    let settle = |room: Id, want: i64| {
        let url = redis.url.clone();
        async move {
            for _ in 0..50 {
                if listeners(&url, &room).await == want {
                    return true;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            false
        }
    };
    assert!(
        settle(shared.room.clone(), 2).await,
        "both relays listen to the shared room"
    );
    assert!(
        settle(only_a.room.clone(), 1).await,
        "relay B does not listen to A's room"
    );
    play_line(&mut white, &mut black, 0, &["e2e4", "c7c5"]).await;
    alone.send(mv(0, "d2d4")).await;
    // Black leaves relay B: B holds the room no more, and stops listening.
    drop(black);
    assert!(
        settle(shared.room.clone(), 1).await,
        "relay B stopped listening"
    );
    white.send(mv(2, "g1f3")).await;
    assert_eq!(seen_move(&mut white, 2).await, "g1f3");
}

#[tokio::test]
async fn relays_share_rooms_through_redis_over_tls_with_client_certificates() {
    let redis = RedisProc::start_tls();
    let (ca, cert, key) = (
        tls_file("ca.pem"),
        tls_file("client.pem"),
        tls_file("client-key.pem"),
    );
    let tls = [
        "--redis",
        redis.url.as_str(),
        "--redis-ca",
        &ca,
        "--redis-cert",
        &cert,
        "--redis-key",
        &key,
    ];
    let (relay_a, _dir_a) = relay_in("tls-a", &tls);
    let (relay_b, _dir_b) = relay_in("tls-b", &tls);
    let (mut white, _, mut black, _) = pair(&relay_a.ws_url(), &relay_b.ws_url(), None, None).await;
    play_line(&mut white, &mut black, 0, &["e2e4", "e7e5", "g1f3"]).await;
    assert!(readyz_within(&relay_a.addr, "200").await);

    // Refused, each with its reason, and the relay does not start: a
    // server its CA did not sign, no client certificate, a plain URL.
    let other = tls_file("other-ca.pem");
    let plain = redis.url.replacen("rediss://", "redis://", 1);
    let refusals: [(&[&str], &str); 3] = [
        (
            &[
                "--redis",
                &redis.url,
                "--redis-ca",
                &other,
                "--redis-cert",
                &cert,
                "--redis-key",
                &key,
            ],
            "UnknownIssuer (Redis's certificate was not signed by a trusted authority",
        ),
        (
            &["--redis", &redis.url, "--redis-ca", &ca],
            "CertificateRequired (Redis asks for a client certificate",
        ),
        (
            &["--redis", &plain, "--redis-ca", &ca],
            "--redis-ca, --redis-cert and --redis-key need a rediss:// URL",
        ),
    ];
    for (args, reason) in refusals {
        let dir = TempDir::new("tls-refused");
        let output = RelayProc::output_with_db(&dir, args);
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} started");
        assert!(said.contains(reason), "{args:?}: {said}");
    }
}

#[tokio::test]
async fn two_relays_share_rooms_through_redis() {
    let redis = RedisProc::start();
    let [(relay_a, _dir_a), (relay_b, _dir_b)] = relays_on(&redis, "redis");
    let (mut white, w, mut black, b) =
        pair(&relay_a.ws_url(), &relay_b.ws_url(), tc(60, 1), None).await;
    // Moves both ways across the two relays.
    play_line(&mut white, &mut black, 0, &["e2e4", "e7e5", "g1f3", "b8c6"]).await;
    // The same move sent to both relays at once: exactly one is played.
    let mut white_on_b = Client::connect(&relay_b.ws_url()).await;
    white_on_b.send(join_msg(&w.room, w.token.as_ref())).await;
    assert_eq!(welcome(&mut white_on_b).await.seat, Seat::White);
    white.send(mv(4, "f1b5")).await;
    white_on_b.send(mv(4, "f1c4")).await;
    let first = seen_move(&mut black, 4).await;
    let none = black.try_recv(Duration::from_millis(500)).await;
    assert!(
        !matches!(none, Some(ServerMsg::Moved { .. })),
        "a second move at ply 4: {none:?}"
    );
    // A player who switches relays gets the whole game.
    drop(black);
    let mut black = Client::connect(&relay_a.ws_url()).await;
    black.send(join_msg(&w.room, b.token.as_ref())).await;
    let again = welcome(&mut black).await;
    assert_eq!(again.state.moves.len(), 5);
    assert_eq!(again.state.moves[4].0.to_uci(), first);
    // Resignation on relay A reaches White on relay B.
    black.send(ClientMsg::Resign {}).await;
    assert_eq!(ended(&mut white_on_b).await.winner, Some(Side::White));

    // Without Redis a relay cannot hear the others: it stays up, says it
    // is not ready (for the load balancer), and waits for Redis to return
    // (redis_restarted_mid_game_loses_no_move_and_no_relay).
    drop(redis);
    let mut relay_a = relay_a;
    assert!(
        readyz_within(&relay_a.addr, "503").await,
        "the relay says it is not ready"
    );
    assert!(
        relay_a.child.try_wait().expect("try_wait").is_none(),
        "the relay exited"
    );
}

#[tokio::test]
async fn checkmate_ends_the_game_for_both() {
    let (relay, _dir) = relay_in("mate", &[]);
    let (mut white, _, mut black, _) = pair_on(&relay, None, None).await;
    play_line(&mut white, &mut black, 0, &["f2f3", "e7e5", "g2g4", "d8h4"]).await;
    let mate = GameResult {
        reason: reason("checkmate"),
        winner: Some(Side::Black),
    };
    assert_eq!(ended(&mut white).await, mate);
    assert_eq!(ended(&mut black).await, mate);
    white.send(mv(4, "e1f2")).await;
    assert_eq!(white.error().await.0, ErrorCode::GameOver);
}

#[tokio::test]
async fn rooms_expire_after_their_last_move() {
    let (relay, _dir) = relay_in("ttl", &["--room-ttl", "1s"]);
    let url = relay.ws_url();
    let mut creator = Client::connect(&url).await;
    creator.send(create(None, None)).await;
    let w = welcome(&mut creator).await;
    drop(creator);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let mut late = Client::connect(&url).await;
    late.send(join_msg(&w.room, w.token.as_ref())).await;
    let (code, detail) = late.error().await;
    assert_eq!(code, ErrorCode::UnknownRoom);
    assert!(
        detail.contains("expired") || detail.contains("no such room"),
        "{detail}"
    );
}

#[tokio::test]
async fn a_room_takes_64_spectators_and_always_its_players() {
    let (relay, _dir) = relay_in("full", &[]);
    let (_white, w, black, b) = pair_on(&relay, None, None).await;
    let mut watchers = Vec::new();
    for _ in 0..64 {
        let mut watcher = Client::connect(&relay.ws_url()).await;
        watcher.send(join_msg(&w.room, None)).await;
        assert_eq!(welcome(&mut watcher).await.seat, Seat::Spectator);
        watchers.push(watcher);
    }
    let mut one_more = Client::connect(&relay.ws_url()).await;
    one_more.send(join_msg(&w.room, None)).await;
    assert_eq!(one_more.error().await.0, ErrorCode::RoomFull);
    // Spectators cannot lock a player out.
    drop(black);
    let mut black = Client::connect(&relay.ws_url()).await;
    black.send(join_msg(&w.room, b.token.as_ref())).await;
    assert_eq!(welcome(&mut black).await.seat, Seat::Black);
    // A place freed by a spectator is taken again.
    drop(watchers.pop());
    tokio::time::sleep(Duration::from_millis(200)).await;
    one_more.send(join_msg(&w.room, None)).await;
    assert_eq!(welcome(&mut one_more).await.seat, Seat::Spectator);
}

fn name(text: &str) -> Name {
    Name::parse(text).expect("a name")
}

#[tokio::test]
async fn names_are_given_carried_and_kept_across_a_rematch() {
    let (relay, _dir) = relay_in("names", &[]);
    let url = relay.ws_url();
    let mut white = Client::connect(&url).await;
    white
        .send(ClientMsg::Create {
            tc: None,
            color: ColorChoice::White,
            fen: None,
            name: Some(name("Ada")),
        })
        .await;
    let w = welcome(&mut white).await;
    assert_eq!(w.state.names.white, Some(name("Ada")));
    assert_eq!(w.state.names.black, None);
    let mut black = Client::connect(&url).await;
    black.send(join_msg(&w.room, None)).await;
    let b = welcome(&mut black).await;
    assert_eq!(b.state.names.white, Some(name("Ada")));
    black
        .send(ClientMsg::Name {
            name: name("Émile"),
        })
        .await;
    for client in [&mut white, &mut black] {
        let named = client.until(|m| matches!(m, ServerMsg::Named { .. })).await;
        assert_eq!(
            named,
            ServerMsg::Named {
                side: Side::Black,
                name: name("Émile")
            }
        );
    }
    // A spectator sees both names.
    let mut watcher = Client::connect(&url).await;
    watcher.send(join_msg(&w.room, None)).await;
    let seen = welcome(&mut watcher).await;
    assert_eq!(seen.state.names.black, Some(name("Émile")));
    // A name the parser refuses never reaches the room.
    black
        .send_text(r#"{"t":"name","name":"\u0007bell"}"#.to_owned())
        .await;
    assert_eq!(black.error().await.0, ErrorCode::Malformed);
    // A spectator has no name to give.
    watcher.send(ClientMsg::Name { name: name("Eve") }).await;
    assert_eq!(watcher.error().await.0, ErrorCode::Spectator);
    // The seats keep their names when the colours swap.
    white.send(ClientMsg::Resign {}).await;
    ended(&mut black).await;
    white.send(offer_msg(OfferKind::Rematch)).await;
    black.send(accept(OfferKind::Rematch)).await;
    let again = welcome(&mut white).await;
    assert_eq!(again.seat, Seat::Black);
    assert_eq!(again.state.names.white, Some(name("Émile")));
    assert_eq!(again.state.names.black, Some(name("Ada")));
}

/// Issue #32: in a 3+2 game, the time the relay is down is not charged
/// to the player to move, nor the time until they come back to it.
#[tokio::test]
async fn time_while_the_relay_is_down_is_not_charged() {
    let (mut relay, dir) = relay_in("outage", &[]);
    let (mut white, w, mut black, b) = pair_on(&relay, tc(180, 2), None).await;
    // White's clock runs from Black's reply.
    play_line(&mut white, &mut black, 0, &["e2e4", "e7e5"]).await;
    // Past a heartbeat, so that the relay has written when it was alive.
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    relay.kill();
    tokio::time::sleep(Duration::from_secs(4)).await;
    let relay = RelayProc::with_db(&dir, &[]);
    let url = relay.ws_url();
    // Black comes back first: White's time does not run before White does.
    let mut black = Client::connect(&url).await;
    black.send(join_msg(&w.room, b.token.as_ref())).await;
    let seen = welcome(&mut black).await;
    let clocks = seen.state.clocks.expect("clocks");
    assert!(clocks.white_ms >= 177_000, "{clocks:?}");
    tokio::time::sleep(Duration::from_secs(2)).await;
    let mut white = Client::connect(&url).await;
    white.send(join_msg(&w.room, w.token.as_ref())).await;
    let again = welcome(&mut white).await;
    let clocks = again.state.clocks.expect("clocks");
    // White thought 1.2 s before the crash, of which the time up to the
    // last heartbeat (at most a second before it) is charged; not the
    // 7 s the relay and then White were away.
    assert!(
        clocks.white_ms >= 178_500 && clocks.white_ms < 180_000,
        "{clocks:?}"
    );
    assert_eq!(clocks.running, Some(Side::White));
    // From White's return, White's time runs again.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    white.send(mv(2, "g1f3")).await;
    let (_, clocks) = match white.until(|m| matches!(m, ServerMsg::Moved { .. })).await {
        ServerMsg::Moved { ply, clocks, .. } => (ply, clocks.expect("clocks")),
        _ => unreachable!(),
    };
    let before = again.state.clocks.expect("clocks").white_ms;
    assert!(
        clocks.white_ms + 1_000 <= before + 2_000,
        "charged from the return: {before} → {}",
        clocks.white_ms
    );
}

/// Issue #32: one draw offer per turn; a second in the same turn is
/// refused, the next turn may offer again.
#[tokio::test]
async fn a_draw_is_offered_once_a_turn() {
    let (relay, _dir) = relay_in("draw-once", &[]);
    let (mut white, _, mut black, _) = pair_on(&relay, None, None).await;
    play_line(&mut white, &mut black, 0, &["e2e4", "e7e5"]).await;
    offer(&mut white, &mut black, OfferKind::Draw).await;
    black.send(decline(OfferKind::Draw)).await;
    white.until(|m| matches!(m, ServerMsg::Declined(_))).await;
    white.send(offer_msg(OfferKind::Draw)).await;
    assert_eq!(white.error().await.0, ErrorCode::OfferRepeated);
    // Black never saw a second offer; after a move each, White may again.
    play_line(&mut white, &mut black, 2, &["g1f3", "b8c6"]).await;
    offer(&mut white, &mut black, OfferKind::Draw).await;
}

/// Issue #32: the details of refusals are English for people, not Rust's
/// debug text (`EndReason("timeout")`, `Draw`, `1 moves`).
#[tokio::test]
async fn refusals_say_plain_words() {
    let (relay, _dir) = relay_in("details", &[]);
    let (mut white, _, mut black, _) = pair_on(&relay, None, None).await;
    play_line(&mut white, &mut black, 0, &["e2e4"]).await;
    let mut details = Vec::new();
    black.send(accept(OfferKind::Draw)).await;
    details.push(black.error().await.1);
    white.send(mv(0, "e2e4")).await;
    details.push(white.error().await.1);
    black.send(ClientMsg::Resign {}).await;
    ended(&mut white).await;
    white.send(mv(1, "d2d4")).await;
    details.push(white.error().await.1);
    white.send(offer_msg(OfferKind::Draw)).await;
    details.push(white.error().await.1);
    assert_eq!(
        details,
        [
            "there is no draw offer to accept",
            "this move was already played: the game has 1 move",
            "the game is over: resignation, 1-0",
            "the game is over: resignation, 1-0",
        ]
    );
}
