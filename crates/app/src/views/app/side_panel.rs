//! The game's side panel: the status, the move input, the controls, the
//! options, the move list with its opening, the navigation bar, the record
//! card and the history's button.
//!
//! A component of its own, drawn from the state a frame behind the board
//! ([`Shown`], `views/deferred.rs`), and from the few things that answer a
//! click at once (the notice, whether a move may be typed). Its props
//! compare in a few steps whatever the game's length, so that a press,
//! which changes the hand alone, renders the board and not the panel.

use std::rc::Rc;

use roque_rules::Lang;
use yew::prelude::*;

use crate::browser::openings;
use crate::model::navigation::Nav;
use crate::model::opening;
use crate::state::notice::NoticeKind;
use crate::state::session::DrawOffer;
use crate::views::app::handlers::Handlers;
use crate::views::app::live::Shown;
use crate::views::button::action_button;
use crate::views::controls::{Controls, ICON_LINK};
use crate::views::move_input::MoveInput;
use crate::views::move_list::{result_token, MoveList, MoveRow};
use crate::views::navigator::{navigator, viewing, NavigatorProps};
use crate::views::opening::opening_line;
use crate::views::record_card::{record_card, RecordCardProps};
use crate::views::record_views::RecordButtons;
use crate::views::status::{status, StatusProps, Tone};
use crate::words;

/// What the side panel shows.
#[derive(Properties, PartialEq, Clone)]
pub struct SidePanelProps {
    /// The state, a frame behind the board.
    pub shown: Shown,
    /// The notice's words (a refused move, …) as of now: it answers the
    /// click itself, not a frame later.
    pub notice: Option<AttrValue>,
    /// How the notice looks.
    pub notice_kind: NoticeKind,
    /// Whether a move may be typed now.
    pub accepts: bool,
    /// Whether the last typed move was refused.
    pub typed_refused: bool,
    /// Whether the module of openings is there (the opening's name is then
    /// looked up).
    pub openings_loaded: bool,
    /// The app's callbacks.
    pub handlers: Rc<Handlers>,
    /// The record's buttons.
    pub record: Rc<RecordButtons>,
}

/// What the panel draws from the game alone.
struct FromGame {
    rows: Vec<MoveRow>,
    can_claim_with_a_move: bool,
    can_restart: bool,
}

/// The history's button in the side panel: its heading and how many games
/// it holds; the history itself is a dialog of the module of tools.
fn history_button(games: usize, lang: Lang, onclick: Callback<MouseEvent>) -> Html {
    let t = words::persist::texts(lang);
    html! {
        <button type="button" class="panel-card history-entry" data-action="history" data-history-count={games.to_string()} aria-haspopup="dialog" {onclick}>
            <span class="card-title">{ t.history }</span>
            <span class="history-count">{ words::persist::history_count(games, lang) }</span>
        </button>
    }
}

/// The side panel.
#[component]
pub fn SidePanel(props: &SidePanelProps) -> Html {
    let panel = &props.shown;
    let h = &*props.handlers;
    let record = &*props.record;
    // The panel's own language: its moves are written in it.
    let lang = panel.lang();
    let texts = words::ui::texts(lang);
    let position = *panel.position();
    let outcome = panel.outcome();
    let claim = panel.claimable_draw().filter(|_| !panel.computer_to_move());
    // What the panel draws from the game alone, found again only when the
    // game, who plays it or the language changes: the move list's lines,
    // whether some move would make a claimable draw (it tries every legal
    // move), whether the game has a start to go back to.
    let from_game = {
        let game = panel.game();
        let key = (
            *game.start(),
            game.moves().to_vec(),
            panel.opponent(),
            outcome,
            lang,
        );
        let shown = panel.clone();
        use_memo(key, move |(start, ..)| FromGame {
            rows: MoveRow::build(start.fullmove_number(), start.turn(), shown.sans()),
            can_claim_with_a_move: shown.can_claim_with_a_move(),
            can_restart: shown.can_restart_position(),
        })
    };
    // The opening of the position viewed, found again only when the game,
    // the position viewed, the language or the module's presence changes.
    let opening = {
        let keys = opening::keys(panel.game(), panel.shown_ply());
        use_memo((keys, lang, props.openings_loaded), |(keys, lang, _)| {
            openings::of_keys(keys, *lang)
        })
    };
    let claim_with_move = (claim.is_none() && from_game.can_claim_with_a_move)
        .then_some(panel.claim_with_next_move());
    let considering = panel.session().draw_offer() == Some(DrawOffer::Pending) && outcome.is_none();
    let (headline, tone) = match outcome {
        Some(_) => (
            words::ui::outcome_message(panel.game(), lang).unwrap_or_default(),
            Tone::Over,
        ),
        None if considering => (texts.considering_offer.to_string(), Tone::Playing),
        None if panel.computer_thinking() => (texts.thinking.to_string(), Tone::Playing),
        None if position.is_check() => (
            format!(
                "{} {}",
                texts.check,
                words::ui::to_move(position.turn(), lang)
            ),
            Tone::Check,
        ),
        None => (
            words::ui::to_move(position.turn(), lang).to_string(),
            Tone::Playing,
        ),
    };
    let turn = outcome.is_none().then(|| position.turn().char());
    let offer = panel
        .standing_offer()
        .map(|by| AttrValue::from(words::ui::draw_offered(by, lang)));
    let navigator = navigator(&NavigatorProps {
        lang,
        enabled: [Nav::First, Nav::Previous, Nav::Next, Nav::Last]
            .map(|nav| panel.can_navigate(nav)),
        viewing: viewing(panel.game(), panel.shown_ply(), lang, || panel.sans()),
        on_nav: record.on_nav.clone(),
    });
    let card = record_card(&RecordCardProps {
        lang,
        on_import: record.on_import.clone(),
        on_export: record.on_export.clone(),
        on_editor: record.on_editor.clone(),
        on_analyse: (panel.game().is_over() || panel.record().imported.is_some())
            .then(|| record.on_analyse.clone()),
        on_review: (panel.game().is_over() || panel.record().imported.is_some())
            .then(|| record.on_review.clone()),
        annotated: panel
            .record()
            .imported
            .as_ref()
            .is_some_and(|imported| imported.annotated),
    });

    html! {
        <aside class="side-panel">
            { status(&StatusProps {
                headline: headline.into(),
                tone,
                turn,
                notice: props.notice.clone(),
                notice_kind: props.notice_kind,
                claim: claim.map(|c| AttrValue::from(c.message(lang))),
                claim_label: texts.claim_draw.into(),
                on_claim: h.claim_draw.clone(),
                offer,
                accept_label: texts.accept_draw.into(),
                decline_label: texts.decline_draw.into(),
                on_accept: h.accept_draw.clone(),
                on_decline: h.decline_draw.clone(),
                claim_with_move,
                claim_with_move_label: texts.claim_with_move.into(),
                on_claim_with_move: h.on_claim_with_move.clone(),
            }) }
            <MoveInput
                {lang}
                {position}
                accepts={props.accepts}
                refused={props.typed_refused}
                on_submit={h.on_typed.clone()}
            />
            <Controls
                {lang}
                can_undo={!panel.game().moves().is_empty() || outcome.is_some()}
                on_new_game={h.new_game.clone()}
                can_restart={from_game.can_restart}
                on_restart={h.restart.clone()}
                on_undo={h.undo.clone()}
                on_flip={h.flip.clone()}
                offer_draw={Some(panel.can_offer_draw())}
                on_offer_draw={h.offer_draw.clone()}
                can_resign={panel.can_resign()}
                on_resign={h.resign.clone()}
            />
            { action_button("button", "share", false, Some(ICON_LINK), words::persist::texts(lang).share, record.open_share.clone()) }
            <button type="button" class="panel-card game-options" data-action="options" aria-haspopup="dialog" onclick={record.open_options.clone()}>
                <span class="card-title">{ texts.game_options }</span>
                <span class="options-summary">{ words::ui::options_summary(panel.opponent(), panel.settings(), lang) }</span>
            </button>
            <MoveList
                title={texts.moves}
                empty={texts.no_moves}
                rows={from_game.rows.clone()}
                result={outcome.map(|o| AttrValue::from(result_token(o)))}
                shown={panel.viewing_past().then(|| panel.shown_ply())}
                on_select={Some(h.on_select_ply.clone())}
            >
                // An imported game's event, as its PGN names it.
                if let Some(event) = panel.record().imported.as_ref().and_then(|i| i.event.clone()) {
                    <p class="game-event" data-event="">{ event }</p>
                }
                { opening_line((*opening).clone()) }
            </MoveList>
            { navigator }
            { card }
            { history_button(panel.history().len(), lang, record.open_history.clone()) }
        </aside>
    }
}
