//! Arbitrary bytes as PGN: never a panic, and what is read writes back and
//! reads again as the same games.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    roque_rules_fuzz::check_pgn(&String::from_utf8_lossy(data));
});
