//! A move played once on a copy of the game, while the player holds their
//! first piece: the first time code runs in a WebAssembly module, the
//! browser compiles it, and the player's first move ran most of the move's
//! code for the first time (measured in Chromium: 32 functions compiled in
//! that move's own task, about 5 ms, most of a frame). Played here, on a
//! copy nobody sees, that compiling is done while the player chooses where
//! to put the piece. Not at load: on a slow phone (Lighthouse's mobile
//! emulation) it was a long task of its own there.

use roque_rules::Lang;

use crate::state::app_state::{Action, AppState};
use crate::state::hand::HandAction;
use crate::words;
use crate::words::narrator::{Narrator, Scene};

/// Plays `state`'s first legal move on a copy of it, as a click would (a
/// press and a release on its square, then on its target), and words what
/// the page would say of it. Nothing is kept.
pub fn rehearse_move(state: &AppState, lang: Lang) {
    let Some(mv) = state.position().legal_moves().first().copied() else {
        return;
    };
    let scene = |state: &AppState| Scene {
        lang,
        game: state.game().clone(),
        selected: state.selected(),
        destinations: state.destinations(),
        notice: None,
        notices: state.notices(),
        claim: None,
        outcome: words::ui::outcome_message(state.game(), lang),
    };
    let mut copy = state.clone();
    let mut narrator = Narrator::default();
    narrator.observe(scene(&copy));
    for action in [
        HandAction::Press(mv.from),
        HandAction::Release(mv.from),
        HandAction::Press(mv.to),
        HandAction::Release(mv.to),
    ] {
        copy.apply(Action::Hand(action));
        narrator.observe(scene(&copy));
    }
    let _ = narrator.entries().count();
    let _ = copy.to_saved();
}
