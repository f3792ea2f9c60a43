//! The app's entry point, as Trunk builds it for the browser. One wasm for
//! three pages: the app; with `?learn` in the address, the course
//! (« Apprendre », its own page so that it never disturbs the game in
//! progress); with `?embed`, the embeddable board that `roque-embed.js`
//! puts on tutorial pages.

fn main() {
    if roque_app::views::learn::page::is_learn() {
        yew::Renderer::<roque_app::LearnPage>::new().render();
    } else if roque_app::embed::page::is_embed() {
        yew::Renderer::<roque_app::EmbedBoard>::new().render();
    } else {
        yew::Renderer::<roque_app::App>::new().render();
    }
}
