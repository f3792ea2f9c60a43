//! The app's entry point, as Trunk builds it for the browser. The embedded
//! board and the course are wasm modules of their own
//! (`src/bin/roque-board.rs` with its page `embed.html`,
//! `src/bin/roque-learn.rs` with its page `learn.html`), so that the app
//! carries neither: an `index.html?embed&…` or `index.html?learn…` address
//! that reaches the app is sent to their page. (The one-file build starts
//! the course itself for `?learn`, before the app: scripts/single-file.mjs.)
//! Online play (`roque-online`, `online.html`) likewise; the one-file build
//! cannot play online and says so for `?online`.

fn main() {
    if roque_app::browser::address::forward_to_own_page() {
        return;
    }
    // Online play needs the relay that serves the app: the one-file build
    // (a file: page) says so instead, as the page's only text (no
    // component: the app's download stays as it was).
    if roque_app::browser::address::has_param("online") {
        let lang = roque_app::browser::address::start_options().lang;
        roque_app::browser::address::show_only(roque_app::words::online::needs_server(lang));
        return;
    }
    // Its own element (index.html's #app), so that the module of tools,
    // drawn beside it, is out of reach of its event handlers. While the
    // screen prerendered beside it is shown, the app builds its own out of
    // the page, a part per task, and puts it in the prerendered screen's
    // place with the last (views/prerender.rs): no frame shows both, or
    // neither. Without it, the app draws its screen at once.
    let root = roque_app::browser::tools::app_root();
    if !root.as_ref().is_some_and(roque_app::views::prerender::hold) {
        roque_app::views::prerender::remove_screen();
    }
    match root {
        Some(root) => yew::Renderer::<roque_app::App>::with_root(root).render(),
        None => yew::Renderer::<roque_app::App>::new().render(),
    };
}
