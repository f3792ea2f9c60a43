//! Arbitrary bytes as FEN: the setup and position parsers never panic, and
//! what they accept writes back and reads again as the same thing.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    roque_rules_fuzz::check_fen(&String::from_utf8_lossy(data));
});
