//! `roque-prerender`: the app's first screen as HTML, rendered natively at
//! build time by Yew's server renderer from the same components as the
//! app, for `scripts/post-build.mjs` to write into `index.html`. The page
//! then paints a whole board before its wasm has even downloaded; the app,
//! once started, puts itself in the prerendered screen's place
//! (`views::prerender`).
//!
//! Usage: `cargo run -p roque-app --features prerender --bin roque-prerender`
//! prints the HTML on stdout.

use roque_app::views::app::{App, AppProps};

fn main() {
    let renderer = yew::LocalServerRenderer::<App>::with_props(AppProps { prerendered: true })
        .hydratable(false);
    let html = futures::executor::block_on(renderer.render());
    println!("{html}");
}
