//! A move played once on a copy of the game, while the player holds their
//! first piece: the first time code runs in a WebAssembly module, the
//! browser compiles it, and the player's first move ran most of the move's
//! code for the first time (measured in Chromium: 32 functions compiled in
//! that move's own task, about 5 ms, most of a frame). Played here, on a
//! copy nobody sees, that compiling is done while the player chooses where
//! to put the piece. Not at load: on a slow phone (Lighthouse's mobile
//! emulation) it was a long task of its own there.

use std::hint::black_box;

use roque_rules::Lang;

use super::scene;
use crate::state::app_state::{Action, AppState};
use crate::state::hand::HandAction;
use crate::words::narrator::Narrator;

/// Plays `state`'s first legal move on a copy of it, as a click would (a
/// press and a release on its square, then on its target), with what the
/// page does after each (the narrator's scene) and after the move (the
/// copy that is saved). Nothing is kept; what is computed goes through
/// `black_box`, so that the compiler does not drop the calls whose results
/// nobody reads.
pub fn rehearse_move(state: &AppState, lang: Lang) {
    let Some(mv) = state.position().legal_moves().first().copied() else {
        return;
    };
    let mut copy = state.clone();
    let mut narrator = Narrator::default();
    narrator.observe(scene(&copy, lang));
    for action in [
        HandAction::Press(mv.from),
        HandAction::Release(mv.from),
        HandAction::Press(mv.to),
        HandAction::Release(mv.to),
    ] {
        copy.apply(Action::Hand(action));
        narrator.observe(scene(&copy, lang));
    }
    black_box(narrator.cue());
    black_box(narrator.entries().count());
    black_box(copy.to_saved());
}
