//! The stylesheet of a board in a shadow root (the page's boards and the
//! board's own frame page): the app's stylesheet, the game record's and
//! the embed's, compiled
//! into the board's wasm so that it needs no request of its own and no
//! file name to find, and read for a shadow root, where `:root` is the
//! shadow host.

/// The app's stylesheet: its colours, the board, the buttons.
const APP: &str = include_str!("../../../../web/styles/app.css");
/// The game record's: the navigation buttons and the move tree, which the
/// board's game viewer shows.
const RECORD: &str = include_str!("../../../../web/styles/record.css");
/// The embedded board's: its bar, its marks and arrows.
const EMBED: &str = include_str!("../../../../web/styles/embed.css");
/// What a shadow root needs besides: what the app gives its page's
/// `<html>` and `<body>`, and the reset of what a host page passes down.
const SHADOW: &str = include_str!("../../../../web/embed/roque-board.css");

/// The board's stylesheet for a shadow root: the rules written for the
/// document's root apply to the shadow host instead.
pub fn board_css() -> String {
    let mut css = String::with_capacity(APP.len() + RECORD.len() + EMBED.len() + SHADOW.len() + 4);
    for part in [APP, RECORD, EMBED, SHADOW] {
        css.push_str(&part.replace(":root", ":host"));
        css.push('\n');
    }
    css
}

#[cfg(test)]
mod tests {
    use super::board_css;

    #[test]
    fn the_root_rules_apply_to_the_shadow_host() {
        let css = board_css();
        assert!(!css.contains(":root"));
        assert!(css.contains(":host {"));
        assert!(css.contains(".roque-root"));
        assert!(css.contains(".embed-bar"));
        assert!(css.contains(".move-tree"));
    }
}
