//! The app's entry point, as Trunk builds it for the browser. The embedded
//! board is a wasm of its own (`src/bin/roque-board.rs`, its page
//! `embed.html`): an older `index.html?embed&…` address is sent there.

fn main() {
    if roque_app::browser::address::forward_embed() {
        return;
    }
    yew::Renderer::<roque_app::App>::new().render();
}
