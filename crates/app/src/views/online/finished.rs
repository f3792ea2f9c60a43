//! A finished online game leaves with its record: « Exporter » (the PGN
//! as a file), « Copier le PGN », and « Revoir dans l'app » (the app's own
//! game link, `#g=…`, with the players' names: the app opens the game to
//! walk through it, as any shared game). The PGN is the one exporter's
//! (`persist::pgn_export`, through `words::record`).

use yew::prelude::*;

use crate::browser::{address, clipboard, download};
use crate::persist::share::{fragment_shared, Shared};
use crate::views::online::handle::OnlineHandle;
use crate::words;

/// What the finished game's actions need.
#[derive(Properties, PartialEq)]
pub struct FinishedProps {
    /// The game in PGN.
    pub pgn: AttrValue,
    /// The PGN file's name.
    pub file_name: AttrValue,
    /// The app's address with the game in its fragment.
    pub review: AttrValue,
    /// The language.
    pub lang: roque_rules::Lang,
}

/// The actions, with what copying said.
#[component]
pub fn Finished(props: &FinishedProps) -> Html {
    // What the last copy or download said: true when it worked.
    let said = use_state(|| None::<bool>);
    let texts = words::online::texts(props.lang);
    let persist = words::persist::texts(props.lang);
    let on_export = {
        let (said, pgn, name) = (said.clone(), props.pgn.clone(), props.file_name.clone());
        Callback::from(move |_: MouseEvent| {
            if !download::download(&name, &pgn, "application/x-chess-pgn") {
                said.set(Some(false));
            }
        })
    };
    let on_copy = {
        let (said, pgn) = (said.clone(), props.pgn.to_string());
        Callback::from(move |_: MouseEvent| {
            let said = said.clone();
            clipboard::copy(pgn.clone(), move |ok| said.set(Some(ok)));
        })
    };
    html! {
        <section class="online-finished panel-card" data-online="finished" aria-label={texts.export}>
            <div class="online-actions">
                <button type="button" class="button" data-action="export-pgn" onclick={on_export}>{ texts.export }</button>
                <button type="button" class="button" data-action="copy-pgn" onclick={on_copy}>{ persist.copy_pgn }</button>
                <a class="button" href={props.review.clone()} data-action="review-in-app">{ texts.review_in_app }</a>
            </div>
            <p class="online-copied" role="status">
                { match *said { Some(true) => persist.pgn_copied, Some(false) => persist.copy_pgn_by_hand, None => "" } }
            </p>
            if *said == Some(false) {
                <textarea class="text-field" readonly=true rows="6" aria-label={persist.copy_pgn} data-pgn="" value={props.pgn.clone()} />
            }
        </section>
    }
}

/// The finished game's actions, once the game is over.
pub fn finished_view(state: &OnlineHandle) -> Html {
    let online = &state.0;
    if online.result().is_none() {
        return Html::default();
    }
    let lang = online.lang();
    let (pgn, file_name) = words::online::game_pgn(online, download::today());
    let name = |side| online.player_name(side).map(|n| n.as_str().to_owned());
    let shared = Shared {
        game: online.game().clone(),
        white: name(roque_protocol::Side::White),
        black: name(roque_protocol::Side::Black),
    };
    let review = format!("{}{}", address::game_page(lang), fragment_shared(&shared));
    html! {
        <Finished pgn={AttrValue::from(pgn)} file_name={AttrValue::from(file_name)} review={AttrValue::from(review)} {lang} />
    }
}
