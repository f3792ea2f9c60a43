//! `roque-prerender`: the app's first screen as HTML, rendered natively at
//! build time by Yew's server renderer from the same components as the
//! app, for `scripts/post-build.mjs` to write into `index.html`. The page
//! then paints a whole board before its wasm has even downloaded; the app,
//! once started, puts itself in the prerendered screen's place
//! (`views::prerender`).
//!
//! It also writes, for each piece that can move, the squares it can go to,
//! as the app's reducer answers a click on it: `index.html`'s inline script
//! shows them on the prerendered board when the player taps a piece before
//! the wasm has started (the app then replays that tap). The script only
//! shows what the rules crate computed here; it decides nothing.
//!
//! Usage: `cargo run -p roque-app --features prerender --bin roque-prerender`
//! prints the HTML on stdout.

use roque_app::state::app_state::Action;
use roque_app::state::hand::HandAction;
use roque_app::views::app::{prerendered_state, App, AppProps};
use roque_rules::Square;

/// Each square whose piece can move, with where it can go, as the
/// prerendered page reads it: `e2:e3 e4;g1:f3 h3;…`.
fn start_moves() -> String {
    let start = prerendered_state();
    let mut entries = Vec::new();
    for square in Square::ALL {
        let mut state = start.clone();
        state.apply(Action::Hand(HandAction::Press(square)));
        state.apply(Action::Hand(HandAction::Release(square)));
        let destinations: Vec<String> =
            state.destinations().iter().map(Square::to_string).collect();
        if !destinations.is_empty() {
            entries.push(format!("{square}:{}", destinations.join(" ")));
        }
    }
    entries.join(";")
}

fn main() {
    let renderer = yew::LocalServerRenderer::<App>::with_props(AppProps { prerendered: true })
        .hydratable(false);
    let html = futures::executor::block_on(renderer.render());
    println!("{html}");
    println!("<div hidden data-start-moves=\"{}\"></div>", start_moves());
}
