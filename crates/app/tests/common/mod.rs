//! What the app's integration tests share. Each test binary compiles this
//! module and may use only part of it.
#![allow(dead_code)]

/// Scholar's mate from the start, as (from, to) square names: White mates
/// on f7 at the seventh ply.
pub const SCHOLARS_MATE: [(&str, &str); 7] = [
    ("e2", "e4"),
    ("e7", "e5"),
    ("f1", "c4"),
    ("b8", "c6"),
    ("d1", "h5"),
    ("g8", "f6"),
    ("h5", "f7"),
];
