//! The player's display and sound preferences as values: light, dark or
//! automatic theme, the board's colours, sound on or off, and the short
//! codes they are stored and set on the page as.

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
