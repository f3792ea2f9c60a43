//! The board's sounds, made in the page with Web Audio: a few short tones
//! shaped by a gain envelope. Nothing is fetched.
//!
//! Browsers let a page make sound only after the player has interacted
//! with it, so the audio context is created (or resumed) on the player's
//! first gesture, never before. Until then, and whenever Web Audio is
//! missing or fails, the board is silent: every call here fails soft.

use std::cell::{Cell, RefCell};

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsValue;
use web_sys::{AudioContext, AudioContextState, OscillatorType};

use crate::browser::frame;
use crate::words::narrator::Cue;

thread_local! {
    /// The page's one audio context, once a gesture allowed it.
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    /// Whether the audio context's creation is scheduled.
    static CREATING: Cell<bool> = const { Cell::new(false) };
    /// The player's mute switch.
    static MUTED: Cell<bool> = const { Cell::new(false) };
}

/// Turns the sound off or on.
pub fn set_muted(muted: bool) {
    // Unmuting does not start the audio itself: the next gesture does
    // (the switch's own click came before the switch changed).
    MUTED.with(|cell| cell.set(muted));
}

/// Creates the audio context, once the frame that answers the gesture is
/// painted: creating one takes tens of milliseconds, which the player's
/// first click must not wait for. The gesture's activation still holds
/// then; where a browser disagrees, the context starts suspended and the
/// next gesture resumes it.
fn create_after_the_frame() {
    if CREATING.with(|flag| flag.replace(true)) {
        return;
    }
    let scheduled = frame::after_paint(|| {
        CREATING.with(|flag| flag.set(false));
        CONTEXT.with(|context| {
            if context.borrow().is_none() {
                *context.borrow_mut() = AudioContext::new().ok();
            }
        });
        unlock();
    });
    if !scheduled {
        CREATING.with(|flag| flag.set(false));
    }
}

/// Creates or resumes the audio context. Called from gestures only.
fn unlock() {
    if MUTED.with(Cell::get) {
        return;
    }
    CONTEXT.with(|context| {
        let context = context.borrow();
        if context.is_none() {
            create_after_the_frame();
        }
        if let Some(context) = context.as_ref() {
            if context.state() == AudioContextState::Suspended {
                if let Ok(promise) = context.resume() {
                    // A refusal must not reach the console as an
                    // unhandled rejection.
                    let ignore = Closure::once(|_: JsValue| {});
                    let _ = promise.catch(&ignore);
                    ignore.forget();
                }
            }
        }
    });
}

/// Listens for the player's gestures, which allow the sound to start, for
/// as long as the returned listeners live. Touch gives its activation on
/// release, a mouse on press, a key on key down.
pub fn listen_for_gestures() -> Vec<EventListener> {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return Vec::new();
    };
    let options = EventListenerOptions::run_in_capture_phase();
    ["pointerup", "pointerdown", "keydown"]
        .into_iter()
        .map(|event| EventListener::new_with_options(&document, event, options, |_| unlock()))
        .collect()
}

/// One tone: a waveform at `frequency` Hz from `start` seconds, rising
/// fast to `volume` and dying away over `length` seconds.
struct Tone {
    wave: OscillatorType,
    frequency: f32,
    start: f64,
    length: f64,
    volume: f32,
}

impl Tone {
    fn play(&self, context: &AudioContext) -> Result<(), JsValue> {
        let now = context.current_time() + self.start;
        let oscillator = context.create_oscillator()?;
        oscillator.set_type(self.wave);
        oscillator
            .frequency()
            .set_value_at_time(self.frequency, now)?;
        let gain = context.create_gain()?;
        let envelope = gain.gain();
        envelope.set_value_at_time(0.0, now)?;
        envelope.linear_ramp_to_value_at_time(self.volume, now + 0.005)?;
        envelope.exponential_ramp_to_value_at_time(0.0001, now + self.length)?;
        oscillator.connect_with_audio_node(&gain)?;
        gain.connect_with_audio_node(&context.destination())?;
        oscillator.start_with_when(now)?;
        oscillator.stop_with_when(now + self.length + 0.02)?;
        Ok(())
    }
}

/// The tones of a cue: a soft knock for a move, a deeper double knock for
/// a capture, two high beeps for check, a rising chord for the end.
fn tones(cue: Cue) -> Vec<Tone> {
    let tone = |wave, frequency, start, length, volume| Tone {
        wave,
        frequency,
        start,
        length,
        volume,
    };
    match cue {
        Cue::Move => vec![tone(OscillatorType::Triangle, 330.0, 0.0, 0.09, 0.35)],
        Cue::Capture => vec![
            tone(OscillatorType::Triangle, 220.0, 0.0, 0.12, 0.45),
            tone(OscillatorType::Triangle, 165.0, 0.05, 0.14, 0.4),
        ],
        Cue::Check => vec![
            tone(OscillatorType::Sine, 880.0, 0.0, 0.09, 0.25),
            tone(OscillatorType::Sine, 880.0, 0.12, 0.09, 0.25),
        ],
        Cue::GameEnd => vec![
            tone(OscillatorType::Sine, 523.25, 0.0, 0.25, 0.22),
            tone(OscillatorType::Sine, 659.25, 0.12, 0.25, 0.22),
            tone(OscillatorType::Sine, 783.99, 0.24, 0.45, 0.22),
        ],
    }
}

/// Plays `cue`, unless the sound is off or not yet allowed.
pub fn play(cue: Cue) {
    if MUTED.with(Cell::get) {
        return;
    }
    CONTEXT.with(|context| {
        let context = context.borrow();
        let Some(context) = context.as_ref() else {
            return;
        };
        if context.state() != AudioContextState::Running {
            return;
        }
        for tone in tones(cue) {
            if tone.play(context).is_err() {
                return;
            }
        }
    });
}
