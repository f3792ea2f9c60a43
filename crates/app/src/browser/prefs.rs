//! The player's display and sound preferences: light, dark or automatic
//! theme, the board's colours, sound on or off. Remembered in the
//! browser's local storage under small keys of their own
//! (`roque.v1.theme`, `roque.v1.board`, `roque.v1.sound`), apart from the
//! saved game.
//!
//! Reading and writing fail soft: a browser that refuses storage (private
//! modes, sandboxed frames) only forgets the preferences.

use roque_rules::Lang;

/// The page's colours: light, dark, or as the system says
/// (`prefers-color-scheme`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Follows the system's setting.
    #[default]
    Auto,
    /// Light, whatever the system says.
    Light,
    /// Dark, whatever the system says.
    Dark,
}

impl Theme {
    /// Every theme, in the switch's order.
    pub const ALL: [Theme; 3] = [Theme::Auto, Theme::Light, Theme::Dark];

    /// The stored and `data-theme` value.
    pub fn code(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The theme a stored value names, if any.
    pub fn from_code(code: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|theme| theme.code() == code)
    }

    /// Its name in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Theme::Auto, Lang::Fr) => "Auto",
            (Theme::Auto, Lang::En) => "Auto",
            (Theme::Light, Lang::Fr) => "Clair",
            (Theme::Light, Lang::En) => "Light",
            (Theme::Dark, Lang::Fr) => "Sombre",
            (Theme::Dark, Lang::En) => "Dark",
        }
    }
}

/// The board's colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardColors {
    /// Light and dark wood.
    #[default]
    Wood,
    /// Cream and green, as in tournament boards.
    Green,
    /// Pale and deep blue.
    Blue,
    /// Greys.
    Grey,
}

impl BoardColors {
    /// Every set, in the chooser's order.
    pub const ALL: [BoardColors; 4] = [
        BoardColors::Wood,
        BoardColors::Green,
        BoardColors::Blue,
        BoardColors::Grey,
    ];

    /// The stored and `data-board` value.
    pub fn code(self) -> &'static str {
        match self {
            BoardColors::Wood => "wood",
            BoardColors::Green => "green",
            BoardColors::Blue => "blue",
            BoardColors::Grey => "grey",
        }
    }

    /// The set a stored value names, if any.
    pub fn from_code(code: &str) -> Option<BoardColors> {
        BoardColors::ALL
            .into_iter()
            .find(|colors| colors.code() == code)
    }

    /// Its name in `lang`.
    pub fn label(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (BoardColors::Wood, Lang::Fr) => "Bois",
            (BoardColors::Wood, Lang::En) => "Wood",
            (BoardColors::Green, Lang::Fr) => "Vert",
            (BoardColors::Green, Lang::En) => "Green",
            (BoardColors::Blue, Lang::Fr) => "Bleu",
            (BoardColors::Blue, Lang::En) => "Blue",
            (BoardColors::Grey, Lang::Fr) => "Gris",
            (BoardColors::Grey, Lang::En) => "Grey",
        }
    }
}

/// Everything the player chose.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    /// Light, dark or automatic.
    pub theme: Theme,
    /// The board's colours.
    pub board: BoardColors,
    /// No sound at all.
    pub muted: bool,
}

/// The storage keys.
const THEME_KEY: &str = "roque.v1.theme";
const BOARD_KEY: &str = "roque.v1.board";
const SOUND_KEY: &str = "roque.v1.sound";

impl Prefs {
    /// The preferences from stored values (each `None` when absent);
    /// anything unknown keeps the default.
    pub fn from_stored(theme: Option<&str>, board: Option<&str>, sound: Option<&str>) -> Prefs {
        Prefs {
            theme: theme.and_then(Theme::from_code).unwrap_or_default(),
            board: board.and_then(BoardColors::from_code).unwrap_or_default(),
            muted: sound == Some("off"),
        }
    }

    /// The stored value of the sound setting.
    pub fn sound_code(self) -> &'static str {
        if self.muted {
            "off"
        } else {
            "on"
        }
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The preferences remembered in this browser, or the defaults.
pub fn load() -> Prefs {
    let Some(storage) = storage() else {
        return Prefs::default();
    };
    let get = |key: &str| storage.get_item(key).ok().flatten();
    Prefs::from_stored(
        get(THEME_KEY).as_deref(),
        get(BOARD_KEY).as_deref(),
        get(SOUND_KEY).as_deref(),
    )
}

/// Remembers `prefs` in this browser, if it lets us.
pub fn save(prefs: Prefs) {
    let Some(storage) = storage() else {
        return;
    };
    let _ = storage.set_item(THEME_KEY, prefs.theme.code());
    let _ = storage.set_item(BOARD_KEY, prefs.board.code());
    let _ = storage.set_item(SOUND_KEY, prefs.sound_code());
}

/// Puts the theme and the board's colours on `<html>` as `data-theme`
/// and `data-board`, which the stylesheet reads.
pub fn apply(prefs: Prefs) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let _ = root.set_attribute("data-theme", prefs.theme.code());
    let _ = root.set_attribute("data-board", prefs.board.code());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_values_read_back() {
        for theme in Theme::ALL {
            for board in BoardColors::ALL {
                for muted in [false, true] {
                    let prefs = Prefs {
                        theme,
                        board,
                        muted,
                    };
                    let read = Prefs::from_stored(
                        Some(theme.code()),
                        Some(board.code()),
                        Some(prefs.sound_code()),
                    );
                    assert_eq!(read, prefs);
                }
            }
        }
    }

    #[test]
    fn unknown_or_missing_values_keep_the_defaults() {
        assert_eq!(Prefs::from_stored(None, None, None), Prefs::default());
        let odd = Prefs::from_stored(Some("purple"), Some(""), Some("loud"));
        assert_eq!(odd, Prefs::default());
        assert!(!Prefs::default().muted);
    }
}
