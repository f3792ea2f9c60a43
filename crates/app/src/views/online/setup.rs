//! The form that creates a room (time control, colour, the button), and,
//! once the room is open, its link to send: as a link, « Copier le lien »,
//! the system's share sheet where there is one, and a QR code.

use roque_protocol::ColorChoice;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::browser::clipboard;
use crate::model::clock::TimeControl;
use crate::model::qr;
use crate::state::online::{Connection, OnlineAction};
use crate::views::online::handle::{room_link, seat_link, OnlineHandle};
use crate::views::segment::segment;
use crate::words;

fn send(state: &OnlineHandle, action: OnlineAction) -> Callback<MouseEvent> {
    let state = state.clone();
    Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
}

/// The form that creates a room.
pub fn setup_view(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let lang = online.lang();
    let texts = words::online::texts(lang);
    let control = online.control();
    let controls = TimeControl::PRESETS
        .into_iter()
        .map(Some)
        .chain([None])
        .map(|choice| {
            let label = match choice {
                Some(c) => words::ui::time_control(c, lang),
                None => texts.untimed.to_string(),
            };
            let value = choice.map_or("none".to_string(), |c| {
                format!("{}+{}", c.base_s, c.increment_s)
            });
            segment(
                label,
                control == choice,
                ("control", value),
                send(state, OnlineAction::SetControl(choice)),
                None,
            )
        });
    let colors = [
        (ColorChoice::White, texts.white, "white"),
        (ColorChoice::Black, texts.black, "black"),
        (ColorChoice::Random, texts.random, "random"),
    ]
    .into_iter()
    .map(|(choice, label, value)| {
        segment(
            label,
            online.color() == choice,
            ("color", value),
            send(state, OnlineAction::SetColor(choice)),
            None,
        )
    });
    let ready = online.connection() == Connection::Open
        && !online.creating()
        && !matches!(online.typed_name(), Some(Err(())));
    html! {
        <section class="online-setup panel-card" data-online="setup">
            <p class="online-intro">{ texts.intro }</p>
            <div class="segments" role="group" aria-label={texts.time_control}>
                <p class="segments-label">{ texts.time_control }</p>
                { for controls }
            </div>
            <div class="segments" role="group" aria-label={texts.color}>
                <p class="segments-label">{ texts.color }</p>
                { for colors }
            </div>
            { name_field(state) }
            <button type="button" class="button primary" data-action="create-room" disabled={!ready} onclick={send(state, OnlineAction::Create)}>
                { if online.creating() { texts.creating } else { texts.create } }
            </button>
        </section>
    }
}

/// The player's name, as typed: when creating the room, and for a player
/// seated by the link; a name the relay would refuse is said at once.
pub fn name_field(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let texts = words::online::texts(online.lang());
    let oninput = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                state.dispatch(OnlineAction::SetName(input.value()));
            }
        })
    };
    let bad = matches!(online.typed_name(), Some(Err(())));
    html! {
        <div class="field">
            <label class="field-label" for="online-name">{ texts.your_name }</label>
            <input
                id="online-name"
                type="text"
                class="text-field"
                maxlength={roque_protocol::MAX_NAME.to_string()}
                autocomplete="nickname"
                data-field="name"
                value={online.name().to_owned()}
                aria-invalid={bad.then_some("true")}
                aria-describedby={bad.then_some("online-name-error")}
                {oninput}
            />
            if bad {
                <p id="online-name-error" class="notice error" data-said="bad-name">{ texts.bad_name }</p>
            }
        </div>
    }
}

/// What the link's copy button said.
#[derive(Properties, PartialEq)]
pub struct RoomLinkProps {
    /// The link.
    pub link: AttrValue,
    /// The language.
    pub lang: roque_rules::Lang,
    /// Who plays which colour, above the link (the waiting screen).
    #[prop_or_default]
    pub colors: Option<AttrValue>,
    /// The seat's own link (to continue on another device), not the
    /// room's: other words and other `data-` names.
    #[prop_or_default]
    pub seat: bool,
}

/// The room's link to send: the link, copy, share, and its QR code.
#[component]
pub fn RoomLink(props: &RoomLinkProps) -> Html {
    let copied = use_state(|| None::<bool>);
    let texts = words::online::texts(props.lang);
    let on_copy = {
        let (copied, link) = (copied.clone(), props.link.to_string());
        Callback::from(move |_: MouseEvent| {
            let copied = copied.clone();
            clipboard::copy(link.clone(), move |ok| copied.set(Some(ok)));
        })
    };
    let on_share = {
        let link = props.link.to_string();
        let title = texts.play_online;
        Callback::from(move |_: MouseEvent| clipboard::share(&link, title))
    };
    let code = use_memo(props.link.clone(), |link| qr::svg_path(link));
    let seat = props.seat;
    html! {
        <section class="online-link panel-card" data-online={if seat { "seat-link" } else { "link" }}>
            if let Some(colors) = &props.colors {
                <p data-colors="">{ colors.clone() }</p>
            }
            <p>{ if seat { texts.other_device_intro } else { texts.send_link } }</p>
            <p><a href={props.link.clone()} data-room-link={(!seat).then_some("")} data-seat-link={seat.then_some("")} class="room-link">{ props.link.clone() }</a></p>
            <div class="online-actions">
                <button type="button" class="button" data-action={if seat { "copy-seat-link" } else { "copy-room-link" }} onclick={on_copy}>{ texts.copy_link }</button>
                if clipboard::can_share() {
                    <button type="button" class="button" data-action={if seat { "share-seat-link" } else { "share-room-link" }} onclick={on_share}>{ texts.share }</button>
                }
            </div>
            <p class="online-copied" role="status">
                { match *copied { Some(true) => texts.copied, Some(false) => texts.copy_failed, None => "" } }
            </p>
            if let Some((side, path)) = (*code).clone() {
                <svg class="room-qr" data-room-qr={(!seat).then_some("")} data-seat-qr={seat.then_some("")} role="img" aria-label={texts.qr} viewBox={format!("0 0 {side} {side}")} width="176" height="176" shape-rendering="crispEdges">
                    <rect width={side.to_string()} height={side.to_string()} fill="#fff" />
                    <path d={path} fill="#000" />
                </svg>
            }
        </section>
    }
}

/// The link to send for the page's room, shown while the friend has not
/// come.
pub fn link_view(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let Some(room) = online.room() else {
        return Html::default();
    };
    let link = room_link(room.as_str(), online.lang());
    let colors = online
        .side()
        .map(|side| AttrValue::from(words::online::colors(side, online.lang())));
    html! { <RoomLink link={AttrValue::from(link)} lang={online.lang()} {colors} /> }
}

/// « Continuer sur un autre appareil »: the seat's link (its token in the
/// fragment) and QR code, folded, for a player who holds a seat here.
pub fn seat_link_view(state: &OnlineHandle) -> Html {
    let online = &state.0;
    let (Some(room), Some(token), Some(_)) = (online.room(), online.token(), online.side()) else {
        return Html::default();
    };
    let lang = online.lang();
    let link = seat_link(room.as_str(), token.as_str(), lang);
    html! {
        <details class="online-other-device" data-online="other-device">
            <summary data-action="other-device">{ words::online::texts(lang).other_device }</summary>
            <RoomLink link={AttrValue::from(link)} {lang} seat=true />
        </details>
    }
}
