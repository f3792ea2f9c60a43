//! The app's entry point, as Trunk builds it for the browser. One wasm for
//! two pages: the app, and with `?embed` in the address, the embeddable
//! board that `roque-embed.js` puts on tutorial pages.

fn main() {
    if roque_app::embed::page::is_embed() {
        yew::Renderer::<roque_app::EmbedBoard>::new().render();
    } else {
        yew::Renderer::<roque_app::App>::new().render();
    }
}
