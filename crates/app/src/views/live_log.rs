//! The narrator's log, read aloud by screen readers: a polite live region
//! to which each announcement is added as a new line. Hidden from the eye
//! (the board and the status card show the same things).

use yew::prelude::*;

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
#[component]
pub fn LiveLog(props: &LiveLogProps) -> Html {
    html! {
        <div
            class="visually-hidden"
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={props.label.clone()}
            data-announcements=""
        >
            { for props.entries.iter().map(|entry| html! {
                <p key={entry.id}>{ entry.text.clone() }</p>
            }) }
        </div>
    }
}
