//! Arbitrary bytes as SAN, read alone and in a position, with every option:
//! never a panic, and a move found is legal.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    roque_rules_fuzz::check_san(data);
});
