//! Arbitrary bytes as a UCI move and as a square name: never a panic, and
//! what is accepted writes back as it was read.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    roque_rules_fuzz::check_uci(&String::from_utf8_lossy(data));
});
