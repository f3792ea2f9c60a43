//! The online page: its reducer, its socket to the relay, and what it keeps
//! in step with the browser — the seat's token in storage, the room in the
//! address, the page's language and title, the clocks' ticks.

use gloo::timers::callback::Interval;
use roque_rules::Lang;
use yew::prelude::*;

use crate::browser::socket::{self, Socket, SocketEvent};
use crate::browser::{address, prefs, storage};
use crate::state::online::{Connection, OnlineAction, OnlineState, Route};
use crate::views::brand::brand;
use crate::views::controls::LangSwitch;
use crate::views::online::handle::{Reduced, SEAT_KEY};
use crate::views::online::room::room_view;
use crate::views::online::setup::setup_view;
use crate::words;

/// Whether the page was opened for online play (`?online`).
pub fn is_online() -> bool {
    address::has_param("online")
}

/// The online page.
#[component]
pub fn OnlinePage() -> Html {
    let state = use_reducer(|| {
        let route = Route::from_param(address::param("online").as_deref());
        // A seat's token in the fragment (« Continuer sur un autre
        // appareil ») comes first: it is taken out of the address, kept in
        // this browser's storage like any seat's token, and joins with it.
        let given = address::fragment()
            .strip_prefix('#')
            .and_then(|f| f.strip_prefix(SEAT_KEY))
            .and_then(|t| roque_protocol::Token::parse(t).ok());
        if given.is_some() {
            address::clear_fragment();
        }
        let token = match &route {
            Route::Room(room) => given.or_else(|| {
                storage::seat_token(room.as_str())
                    .and_then(|t| roque_protocol::Token::parse(&t).ok())
            }),
            _ => None,
        };
        Reduced(OnlineState::new(route, token, address::lang()))
    });
    let online = &state.0;
    let lang = online.lang();
    let socket = use_mut_ref(|| None::<Socket>);
    let sent = use_mut_ref(|| 0u32);

    // The socket: opened once, for as long as the page lives.
    {
        let (state, socket) = (state.clone(), socket.clone());
        use_effect_with((), move |_| {
            let served = socket::served();
            if let Some(url) = socket::relay_url().filter(|_| served) {
                let dispatcher = state.dispatcher();
                // The first loss asks whether there is a relay at all (a
                // static host answers 404): then the page says so.
                let probed = std::cell::Cell::new(false);
                *socket.borrow_mut() = Some(Socket::open(url, move |event| match event {
                    SocketEvent::Open => dispatcher.dispatch(OnlineAction::Opened),
                    SocketEvent::Lost => {
                        if !probed.replace(true) {
                            let dispatcher = dispatcher.clone();
                            socket::probe_relay(move || dispatcher.dispatch(OnlineAction::NoRelay));
                        }
                        dispatcher.dispatch(OnlineAction::Lost)
                    }
                    SocketEvent::Text(text) => {
                        dispatcher.dispatch(OnlineAction::Received(text, address::now_ms()))
                    }
                }));
            }
            move || drop(socket.borrow_mut().take())
        });
    }

    // The messages the reducer queued, sent in order; a message queued
    // while the socket is down is dropped (the welcome on return brings the
    // whole state, and the join is queued when it opens).
    {
        let socket = socket.clone();
        let last = online.last_queued();
        let queued: Vec<(u32, String)> = online
            .outbox_after(*sent.borrow())
            .map(|(n, msg)| (*n, msg.to_text()))
            .collect();
        use_effect_with(last, move |_| {
            if let Some(socket) = socket.borrow().as_ref() {
                for (n, text) in queued {
                    socket.send(&text);
                    *sent.borrow_mut() = n;
                }
            }
        });
    }

    // No relay: stop trying.
    {
        let socket = socket.clone();
        let absent = online.connection() == Connection::Absent;
        use_effect_with(absent, move |absent| {
            if *absent {
                drop(socket.borrow_mut().take());
            }
        });
    }

    // A move out of step: take the whole state again on a new connection.
    {
        let socket = socket.clone();
        use_effect_with(online.resyncs(), move |resyncs| {
            if *resyncs > 0 {
                if let Some(socket) = socket.borrow().as_ref() {
                    socket.reconnect();
                }
            }
        });
    }

    // The seat's token, kept for its room (forgotten when the relay did
    // not know it); the room in the address.
    {
        let room = online.room().map(|r| r.as_str().to_string());
        let token = online.token().map(|t| t.as_str().to_string());
        let refused = online.token_refused();
        use_effect_with((room, token, refused), move |(room, token, refused)| {
            if let Some(room) = room {
                if token.is_some() || *refused {
                    storage::keep_seat_token(room, token.as_deref());
                }
                let query = match lang {
                    Lang::Fr => format!("online={room}"),
                    Lang::En => format!("online={room}&lang=en"),
                };
                address::replace_query(&query);
            }
        });
    }

    // The clocks run between the relay's messages.
    {
        let dispatcher = state.dispatcher();
        let running = online.clocks().is_some_and(|c| c.running.is_some());
        use_effect_with(running, move |running| {
            let interval = running.then(|| {
                Interval::new(200, move || {
                    dispatcher.dispatch(OnlineAction::Tick(address::now_ms()))
                })
            });
            move || drop(interval)
        });
    }

    // The player's display preferences (theme, board colours).
    use_effect_with((), |_| prefs::apply(prefs::load()));

    // The page's language and title.
    use_effect_with(lang, |lang| {
        address::set_document_lang(*lang);
        address::set_title(&format!(
            "{} — Roque",
            words::online::texts(*lang).play_online
        ));
    });

    let texts = words::online::texts(lang);
    let on_lang = {
        let state = state.clone();
        Callback::from(move |lang: Lang| state.dispatch(OnlineAction::SetLang(lang)))
    };
    let problem = online.problem().map(|(problem, count)| {
        html! {
            <p key={count} class="notice error">{ words::online::problem(problem, lang) }</p>
        }
    });
    let body = if !socket::served() {
        html! { <p class="notice warning" data-notice="needs-server">{ words::online::needs_server(lang) }</p> }
    } else if online.connection() == Connection::Absent {
        html! { <p class="notice warning" data-notice="needs-relay">{ words::online::needs_relay(lang) }</p> }
    } else if online.room().is_some() {
        room_view(&state)
    } else {
        setup_view(&state)
    };
    html! {
        <div class="online app" data-lang={lang.code()} data-connection={online.connection().code()} data-room-state={online.room_state().code()}>
            <header class="topbar">
                { brand(html! { <p class="brand-tagline">{ texts.play_online }</p> }) }
                <nav class="topbar-tools" aria-label={texts.play_online}>
                    <a class="button" href={address::game_page(lang)} data-action="back-to-game">{ words::learn::texts(lang).back_to_game }</a>
                    <LangSwitch {lang} on_change={on_lang} />
                </nav>
            </header>
            <main class="online-main">
                <h1 class="online-title">{ texts.play_online }</h1>
                <div class="online-said" role="alert" data-said="problem">{ for problem }</div>
                <div class="online-said" role="status" data-said="connection">
                    if let Some(text) = words::online::connection(online.connection(), lang) {
                        <p class="notice information">{ text }</p>
                    }
                </div>
                { body }
            </main>
        </div>
    }
}
