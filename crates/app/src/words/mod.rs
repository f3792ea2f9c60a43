//! Every sentence of the app, French and English side by side. Uses the
//! layers below to know what to say; no browser.

pub mod analysis;
pub mod announce;
pub mod diagram;
pub mod grammar;
pub mod learn;
pub mod narrator;
pub mod online;
pub mod persist;
pub mod pgn;
pub mod record;
pub mod review;
pub mod sheet;
pub mod typed_move;
pub mod ui;

/// A screen's table of fixed labels, each entry with its French and its
/// English side by side: writes the struct (one documented `&'static str`
/// field per entry), its two values, and the function that gives the
/// table in a language. Every words file with fixed labels uses it.
///
/// ```ignore
/// texts_table! {
///     /// The page's fixed labels in one language.
///     pub struct PageTexts;
///     /// The page's labels in `lang`.
///     pub fn texts;
///     /// The button that starts again.
///     restart: "Recommencer", "Start again";
/// }
/// ```
macro_rules! texts_table {
    (
        $(#[$table_meta:meta])*
        pub struct $table:ident;
        $(#[$fn_meta:meta])*
        pub fn $texts:ident;
        $(
            $(#[$entry_meta:meta])*
            $entry:ident: $fr:expr, $en:expr;
        )*
    ) => {
        $(#[$table_meta])*
        #[derive(Debug, PartialEq, Eq)]
        pub struct $table {
            $(
                $(#[$entry_meta])*
                pub $entry: &'static str,
            )*
        }

        $(#[$fn_meta])*
        pub fn $texts(lang: ::roque_rules::Lang) -> &'static $table {
            const FR: $table = $table { $($entry: $fr,)* };
            const EN: $table = $table { $($entry: $en,)* };
            match lang {
                ::roque_rules::Lang::Fr => &FR,
                ::roque_rules::Lang::En => &EN,
            }
        }
    };
}
pub(crate) use texts_table;
