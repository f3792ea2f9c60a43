//! The brand at the left of a page's top bar: the mark, « Roque », and the
//! page's tagline under it. The course's, online play's and the editor's
//! pages show it so.

use yew::prelude::*;

use crate::views::board::square::BRAND_MARK_CLASSES;

/// The brand, with `tagline` under the name: a `<p class="brand-tagline">`,
/// or the page's `<h1>` where the tagline is the page's title. A function,
/// not a component: it has no state, and a component type costs its own
/// lifecycle code in the wasm.
pub fn brand(tagline: Html) -> Html {
    html! {
        <div class="brand">
            <span class={BRAND_MARK_CLASSES} aria-hidden="true"></span>
            <div>
                <p class="brand-name">{ "Roque" }</p>
                { tagline }
            </div>
        </div>
    }
}
