//! The course, « Apprendre », as a wasm of its own: the lessons, their judge
//! (the `roque-course` crate) and the course's page, so that the app's own
//! download carries none of them. Trunk builds it as an ES module
//! (`roque-learn.js` and `roque-learn_bg.wasm`, next to index.html), which
//! `learn.html` starts (and the one-file build, for `?learn`).

fn main() {
    // A lesson's printable sheet (`?learn=<id>&print`) is a page of its own.
    if roque_app::is_print_sheet() {
        yew::Renderer::<roque_app::PrintSheet>::new().render();
    } else {
        yew::Renderer::<roque_app::LearnPage>::new().render();
    }
}
