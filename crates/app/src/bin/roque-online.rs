//! Online play by room link (« Jouer en ligne », `?online`) as a wasm of its
//! own: the page, its socket to the relay and the protocol's parser, so that
//! the app's own download carries none of them. Trunk builds it as an ES
//! module (`roque-online.js` and `roque-online_bg.wasm`, next to
//! index.html), which `online.html` starts.

fn main() {
    yew::Renderer::<roque_app::OnlinePage>::new().render();
}
