//! The narrator's log, read aloud by screen readers: a polite live region
//! to which each announcement is added as a new line. Hidden from the eye
//! (the board and the status card show the same things).

use yew::prelude::*;

use crate::browser::frame;
use crate::words::narrator::Entry;

/// What the log shows.
#[derive(Properties, PartialEq, Clone)]
pub struct LiveLogProps {
    /// The latest announcements, oldest first.
    pub entries: Vec<Entry>,
    /// The region's accessible name.
    pub label: AttrValue,
}

/// The log. Each line is keyed by its number, so a new announcement is an
/// addition to the region (what `aria-relevant="additions"` reads), never
/// a rewrite of the lines already read.
///
/// A new line is written once the frame that shows what it says is drawn
/// (`frame::after_paint`): laying out its text took half the layout of a
/// click's frame, which the player sees; a screen reader hears it a frame
/// later.
#[component]
pub fn LiveLog(props: &LiveLogProps) -> Html {
    let shown = use_state_eq(|| props.entries.clone());
    {
        let shown = shown.clone();
        use_effect_with(props.entries.clone(), move |entries| {
            let entries = entries.clone();
            let write = {
                let (shown, entries) = (shown.clone(), entries.clone());
                move || shown.set(entries)
            };
            if !frame::after_paint(write) {
                shown.set(entries);
            }
        });
    }
    html! {
        <div
            class="visually-hidden"
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={props.label.clone()}
            data-announcements=""
        >
            { for shown.iter().map(|entry| html! {
                <p key={entry.id}>{ entry.text.clone() }</p>
            }) }
        </div>
    }
}
