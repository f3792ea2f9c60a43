//! The app's entry point, as Trunk builds it for the browser.

fn main() {
    yew::Renderer::<roque_app::App>::new().render();
}
