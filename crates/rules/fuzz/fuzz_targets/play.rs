//! Arbitrary bytes as a starting position and a sequence of moves, legal
//! or not: `play` never panics and a refused move changes nothing.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    roque_rules_fuzz::check_play(data);
});
