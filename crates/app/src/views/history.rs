//! The history, in a dialog of the module of tools: finished games (and
//! games set aside), newest first, each with its result, date and length,
//! and its opening, to reopen on the board, copy as PGN, or delete.

use roque_rules::{Lang, PgnResult};
use yew::prelude::*;

use super::button::{action_button, click};
use super::opening::opening_line;

use crate::browser::modal::use_modal;
use crate::browser::{clipboard, openings};
use crate::persist::archive::Archive;
use crate::words;
use crate::words::persist::texts;

/// What the history shows.
#[derive(Properties, PartialEq, Clone)]
pub struct HistoryProps {
    /// The games.
    pub archive: Archive,
    /// The language of the labels.
    pub lang: Lang,
    /// Bring a game back to the board.
    pub on_reopen: Callback<usize>,
    /// Delete a game.
    pub on_delete: Callback<usize>,
    /// Close the dialog.
    pub on_close: Callback<()>,
}

/// The PGN of a game shown after "copy": whether the clipboard took it.
#[derive(Clone, PartialEq)]
struct Shown {
    index: usize,
    pgn: String,
    copied: Option<bool>,
}

/// The history, modal over the page.
#[component]
pub fn History(props: &HistoryProps) -> Html {
    let dialog = use_modal(props.on_close.clone());
    let t = texts(props.lang);
    let shown = use_state(|| None::<Shown>);
    let lang = props.lang;
    // Each game's opening, once the module of openings is there.
    let redraw = use_force_update();
    use_effect_with((), move |_| openings::load(move || redraw.force_update()));
    let items = props.archive.games().iter().enumerate().map(|(index, game)| {
        let outcome = game.game.outcome();
        let result = PgnResult::of(game.game.outcome()).token();
        let reason = crate::words::ui::outcome_message(&game.game, lang)
            .unwrap_or_else(|| t.unfinished.to_string());
        let winner = outcome.and_then(|o| o.winner());
        // Reopening or deleting a game hides the PGN shown.
        let this_game = |callback: &Callback<usize>| {
            let (callback, shown) = (callback.clone(), shown.clone());
            Callback::from(move |_: MouseEvent| {
                shown.set(None);
                callback.emit(index);
            })
        };
        let on_reopen = this_game(&props.on_reopen);
        let on_delete = this_game(&props.on_delete);
        let opening = openings::of_game(&game.game, game.game.ply(), lang);
        let on_copy = {
            let (shown, game, opening) = (shown.clone(), game.clone(), opening.clone());
            // Written at the click, not for every game at every render.
            Callback::from(move |_: MouseEvent| {
                let pgn = words::record::archived_pgn(&game, opening.as_ref(), lang);
                shown.set(Some(Shown {
                    index,
                    pgn: pgn.clone(),
                    copied: None,
                }));
                let shown = shown.clone();
                clipboard::copy(pgn.clone(), move |copied| {
                    shown.set(Some(Shown {
                        index,
                        pgn,
                        copied: Some(copied),
                    }))
                });
            })
        };
        let feedback = shown.as_ref().filter(|s| s.index == index).map(|s| {
            let message = match s.copied {
                Some(true) => t.pgn_copied,
                _ => t.copy_pgn_by_hand,
            };
            html! {
                <div class="history-pgn">
                    <p class="history-feedback" data-feedback={match s.copied { Some(true) => "copied", Some(false) => "by-hand", None => "pending" }}>{ message }</p>
                    <textarea class="history-pgn-text" readonly=true rows="6" data-pgn="" aria-label={t.copy_pgn} value={s.pgn.clone()} />
                </div>
            }
        });
        html! {
            <li class="history-item" data-history-item={index.to_string()} key={index}>
                <div class="history-summary">
                    <span
                        class={match winner {
                            None => "history-result",
                            Some(c) => c.fold("history-result white-won", "history-result black-won"),
                        }}
                        data-result={result}
                    >
                        { match outcome { None => "*", Some(_) if result == "1/2-1/2" => "½-½", Some(_) => result } }
                    </span>
                    <span class="history-reason">{ reason }</span>
                </div>
                <p class="history-details">{ words::persist::history_details(game, lang) }</p>
                { opening_line(opening.clone()) }
                <div class="history-actions">
                    { action_button("button small", "reopen", false, None, t.reopen, on_reopen) }
                    { action_button("button small", "copy-pgn", false, None, t.copy_pgn, on_copy) }
                    { action_button("button small history-delete", "delete", false, None, t.delete, on_delete) }
                </div>
                { for feedback }
            </li>
        }
    });

    let close = click(&props.on_close);
    html! {
        <div class="dialog-backdrop">
            <section class="dialog history" role="dialog" aria-modal="true" aria-labelledby="history-title" tabindex="-1" ref={dialog} data-history="" data-dialog="history">
                <h2 id="history-title" class="dialog-title">{ t.history }</h2>
                if props.archive.is_empty() {
                    <p class="history-empty">{ t.no_history }</p>
                } else {
                    <ol class="history-list">{ for items }</ol>
                }
                <div class="dialog-actions">
                    { action_button("button", "close-history", false, None, t.close, close) }
                </div>
            </section>
        </div>
    }
}
