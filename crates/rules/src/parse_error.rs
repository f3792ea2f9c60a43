//! The errors of the crate's small readers (a square's name, a side's, a
//! language's): each says that the text is not one, in one fixed sentence.

/// Declares a reader's error: a unit struct (its doc comment given first),
/// its `Display`, the one sentence that says what was expected, and its
/// `std::error::Error`.
macro_rules! parse_error {
    ($(#[$attr:meta])* $name:ident, $message:literal) => {
        $(#[$attr])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $name;

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str($message)
            }
        }

        impl std::error::Error for $name {}
    };
}

pub(crate) use parse_error;
