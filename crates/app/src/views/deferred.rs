//! A value shown one step behind: what the player reads beside the board
//! (the side panel: the status, the move list, the controls) follows the
//! board once the frame that answers the click is drawn, as an urgent
//! update and a deferred one do in React (`useDeferredValue`).
//!
//! Measured in Chromium on a slow machine: a move's side panel (its new
//! line in the move list, the status, the buttons) took more of the click's
//! time than the board itself, in script and in layout alike. Shown a frame
//! later, it leaves the frame that answers the click to the board.

use std::rc::Rc;

use yew::prelude::*;

use crate::browser::frame;

/// `value` as it was at the last render the page was idle after: the
/// same as `value` at the first render, then following it once each
/// frame that shows a change is drawn. `same` says when two values show
/// the same (a value that only differs in what the deferred view does not
/// show brings no second render).
#[hook]
pub fn use_deferred<T: Clone + 'static>(value: &T, same: fn(&T, &T) -> bool) -> Rc<T> {
    let shown = use_state(|| Rc::new(value.clone()));
    // The newest value, for the update once the page is idle; and whether
    // that update is already on its way (one for any number of renders).
    let latest = use_mut_ref(|| None::<T>);
    let pending = use_mut_ref(|| false);
    if same(&shown, value) {
        // Caught up (or back where it was): an update on its way has
        // nothing to bring.
        latest.borrow_mut().take();
        return (*shown).clone();
    }
    *latest.borrow_mut() = Some(value.clone());
    if !*pending.borrow() {
        let scheduled = {
            let (setter, latest, pending) = (shown.setter(), latest.clone(), pending.clone());
            frame::when_idle(move || {
                *pending.borrow_mut() = false;
                if let Some(newest) = latest.borrow_mut().take() {
                    setter.set(Rc::new(newest));
                }
            })
        };
        if !scheduled {
            // No browser to wait for (the build-time renderer), or no idle
            // callbacks (Safari): shown at once, as without this hook.
            return Rc::new(value.clone());
        }
        *pending.borrow_mut() = true;
    }
    (*shown).clone()
}
