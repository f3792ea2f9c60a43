//! Property tests of the protocol's parsers: whatever the bytes, they
//! return a value or an error and never panic; every message written
//! parses back to itself; mutated valid frames never panic either.

use proptest::prelude::*;
use roque_protocol::*;
use roque_rules::{Move, Position};

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![Just(Side::White), Just(Side::Black)]
}

fn id() -> impl Strategy<Value = Id> {
    any::<[u8; 16]>().prop_map(Id::from_bytes)
}

fn uci() -> impl Strategy<Value = Uci> {
    (0u8..64, 0u8..64, 0usize..5).prop_filter_map("same square", |(from, to, promo)| {
        if from == to {
            return None;
        }
        let sq = |i: u8| format!("{}{}", char::from(b'a' + i % 8), char::from(b'1' + i / 8));
        let promo = ["", "q", "r", "b", "n"][promo];
        Move::from_uci(&format!("{}{}{promo}", sq(from), sq(to)))
            .ok()
            .map(Uci)
    })
}

fn tc() -> impl Strategy<Value = Option<TimeControl>> {
    proptest::option::of(
        (1..=MAX_BASE_S, 0..=MAX_INCREMENT_S)
            .prop_map(|(base_s, inc_s)| TimeControl { base_s, inc_s }),
    )
}

fn kind() -> impl Strategy<Value = OfferKind> {
    prop_oneof![
        Just(OfferKind::Draw),
        Just(OfferKind::Takeback),
        Just(OfferKind::Rematch)
    ]
}

fn fen() -> impl Strategy<Value = Fen> {
    prop_oneof![
        Just("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        Just("4k3/8/8/8/8/8/8/4K2R w K - 0 1"),
        Just("8/8/8/8/8/5k2/8/5K2 b - - 12 40"),
    ]
    .prop_map(|text| {
        Fen::parse(text)
            .map(|(f, _)| f)
            .unwrap_or_else(|_| Fen::of(&Position::new()))
    })
}

/// A name: any text the parser takes (random text, kept when it is one).
fn name() -> impl Strategy<Value = Name> {
    prop_oneof![
        Just("Ada".to_owned()),
        Just("Émile Zola".to_owned()),
        "\\PC{1,40}".prop_map(|text| text.trim().to_owned()),
    ]
    .prop_filter_map("a valid name", |text| Name::parse(&text).ok())
}

fn client_msg() -> impl Strategy<Value = ClientMsg> {
    prop_oneof![
        (
            tc(),
            prop_oneof![
                Just(ColorChoice::White),
                Just(ColorChoice::Black),
                Just(ColorChoice::Random)
            ],
            proptest::option::of(fen()),
            proptest::option::of(name())
        )
            .prop_map(|(tc, color, fen, name)| ClientMsg::Create {
                tc,
                color,
                fen,
                name
            }),
        name().prop_map(|name| ClientMsg::Name { name }),
        (id(), proptest::option::of(id()))
            .prop_map(|(room, token)| ClientMsg::Join { room, token }),
        (any::<u32>(), uci()).prop_map(|(ply, uci)| ClientMsg::Move { ply, uci }),
        kind().prop_map(|kind| ClientMsg::Offer { kind }),
        kind().prop_map(|kind| ClientMsg::Accept { kind }),
        kind().prop_map(|kind| ClientMsg::Decline { kind }),
        Just(ClientMsg::Resign {}),
        proptest::option::of(uci()).prop_map(|uci| ClientMsg::Claim { uci }),
        any::<u32>().prop_map(|n| ClientMsg::Ping { n }),
        any::<u32>().prop_map(|n| ClientMsg::Pong { n }),
    ]
}

fn clocks() -> impl Strategy<Value = Option<Clocks>> {
    proptest::option::of(
        (any::<u32>(), any::<u32>(), proptest::option::of(side())).prop_map(|(w, b, running)| {
            Clocks {
                white_ms: u64::from(w),
                black_ms: u64::from(b),
                running,
            }
        }),
    )
}

fn result() -> impl Strategy<Value = GameResult> {
    (
        proptest::sample::select(roque_rules::Outcome::CODES.to_vec())
            .prop_filter_map("a code", EndReason::parse),
        proptest::option::of(side()),
    )
        .prop_map(|(reason, winner)| GameResult { reason, winner })
}

fn state() -> impl Strategy<Value = GameState> {
    (
        1u32..100,
        fen(),
        proptest::collection::vec(uci(), 0..60),
        tc(),
        clocks(),
        proptest::collection::vec(
            (kind(), side()).prop_map(|(kind, by)| Offer { kind, by }),
            0..3,
        ),
        proptest::option::of(result()),
        (any::<bool>(), any::<bool>()),
        (proptest::option::of(name()), proptest::option::of(name())),
    )
        .prop_map(
            |(game, start_fen, moves, tc, clocks, offers, result, (white, black), names)| {
                GameState {
                    game,
                    start_fen,
                    moves,
                    tc,
                    clocks,
                    offers,
                    result,
                    present: Present { white, black },
                    names: Players {
                        white: names.0,
                        black: names.1,
                    },
                }
            },
        )
}

fn server_msg() -> impl Strategy<Value = ServerMsg> {
    prop_oneof![
        (
            id(),
            prop_oneof![Just(Seat::White), Just(Seat::Black), Just(Seat::Spectator)],
            proptest::option::of(id()),
            state()
        )
            .prop_map(|(room, seat, token, state)| ServerMsg::Welcome {
                room,
                seat,
                token,
                state
            }),
        (any::<u32>(), uci(), clocks()).prop_map(|(ply, uci, clocks)| ServerMsg::Moved {
            ply,
            uci,
            clocks
        }),
        (kind(), side()).prop_map(|(kind, by)| ServerMsg::Offered(Offer { kind, by })),
        (kind(), side()).prop_map(|(kind, by)| ServerMsg::Declined(Offer { kind, by })),
        (any::<u32>(), clocks()).prop_map(|(ply, clocks)| ServerMsg::TookBack { ply, clocks }),
        (result(), clocks()).prop_map(|(result, clocks)| ServerMsg::Ended { result, clocks }),
        (side(), any::<bool>()).prop_map(|(side, present)| ServerMsg::Presence { side, present }),
        (side(), name()).prop_map(|(side, name)| ServerMsg::Named { side, name }),
        ".{0,400}".prop_map(|detail| ServerMsg::error(ErrorCode::IllegalMove, &detail)),
        any::<u32>().prop_map(|n| ServerMsg::Ping { n }),
        any::<u32>().prop_map(|n| ServerMsg::Pong { n }),
    ]
}

/// One to three edits of a frame, each as [`mutate`] takes it.
fn edits() -> impl Strategy<Value = Vec<(usize, u8, u8)>> {
    proptest::collection::vec((any::<usize>(), any::<u8>(), any::<u8>()), 1..4)
}

/// `text` after every edit of `edits`, in order.
fn mutate_all(text: String, edits: Vec<(usize, u8, u8)>) -> String {
    edits
        .into_iter()
        .fold(text, |text, (at, byte, how)| mutate(&text, at, byte, how))
}

/// One random edit of `text`: a byte flipped, removed, or inserted.
fn mutate(text: &str, at: usize, byte: u8, how: u8) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let at = at % (bytes.len() + 1);
    match how % 3 {
        0 if at < bytes.len() => bytes[at] ^= byte | 1,
        1 if at < bytes.len() => {
            bytes.remove(at);
        }
        _ => bytes.insert(at, byte),
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn client_messages_round_trip(msg in client_msg()) {
        let text = msg.to_text();
        prop_assert!(text.len() <= MAX_CLIENT_FRAME);
        prop_assert_eq!(parse_client(&text), Ok(msg));
    }

    #[test]
    fn server_messages_round_trip(msg in server_msg()) {
        let text = msg.to_text();
        prop_assert!(text.len() <= MAX_SERVER_FRAME);
        prop_assert_eq!(parse_server(&text), Ok(msg));
    }

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = parse_client(&text);
        let _ = parse_server(&text);
    }

    #[test]
    fn json_like_text_never_panics(text in r#"\{("t":"[a-z_]{1,10}",?|"[a-z_]{1,8}":(null|-?[0-9]{1,22}|"[^"]{0,40}"|\{[^}]{0,40}\}|\[[^\]]{0,40}\]|true),?){0,6}\}"#) {
        let _ = parse_client(&text);
        let _ = parse_server(&text);
    }

    #[test]
    fn mutated_client_frames_never_panic(msg in client_msg(), edits in edits()) {
        let text = mutate_all(msg.to_text(), edits);
        if let Ok(parsed) = parse_client(&text) {
            // Whatever parses writes and parses back the same.
            prop_assert_eq!(parse_client(&parsed.to_text()), Ok(parsed));
        }
    }

    #[test]
    fn mutated_server_frames_never_panic(msg in server_msg(), edits in edits()) {
        let text = mutate_all(msg.to_text(), edits);
        if let Ok(parsed) = parse_server(&text) {
            prop_assert_eq!(parse_server(&parsed.to_text()), Ok(parsed));
        }
    }
}
