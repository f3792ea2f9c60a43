//! The name of a game's opening, where a game is shown: beside the move
//! list (the position viewed) and in the history.

use yew::prelude::*;

use crate::model::opening::OpeningName;

/// `opening`'s name, its ECO code in `data-eco`; nothing before the first
/// named position.
pub fn opening_line(opening: Option<OpeningName>) -> Html {
    match opening {
        Some(opening) => html! {
            <p class="opening" data-opening="" data-eco={opening.eco}>{ opening.name }</p>
        },
        None => Html::default(),
    }
}
