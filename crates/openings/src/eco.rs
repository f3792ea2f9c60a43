//! The ECO code of an opening: a volume letter, A to E, and a number, 00 to
//! 99 (the *Encyclopaedia of Chess Openings*' classification).

use std::fmt;

/// An ECO code, such as `C50` (the Italian Game).
///
/// ```
/// use roque_openings::Eco;
/// let eco: Eco = "C50".parse()?;
/// assert_eq!(eco.to_string(), "C50");
/// assert!("F00".parse::<Eco>().is_err());
/// # Ok::<_, roque_openings::ParseEcoError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Eco {
    /// `b'A'` to `b'E'`.
    volume: u8,
    /// 0 to 99.
    number: u8,
}

impl Eco {
    /// The code of `volume` (`b'A'`..=`b'E'`) and `number` (0..=99), for the
    /// generated table, which build.rs has checked.
    pub(crate) const fn new(volume: u8, number: u8) -> Eco {
        Eco { volume, number }
    }

    /// The volume letter, `'A'` to `'E'`.
    pub fn volume(self) -> char {
        self.volume as char
    }

    /// The number within the volume, 0 to 99.
    pub fn number(self) -> u8 {
        self.number
    }
}

impl fmt::Display for Eco {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{:02}", self.volume as char, self.number)
    }
}

/// A text that is not an ECO code (a letter A to E, then two digits).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseEcoError;

impl fmt::Display for ParseEcoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not an ECO code (a letter from A to E, then two digits)")
    }
}

impl std::error::Error for ParseEcoError {}

impl std::str::FromStr for Eco {
    type Err = ParseEcoError;

    fn from_str(text: &str) -> Result<Eco, ParseEcoError> {
        match text.as_bytes() {
            [volume @ b'A'..=b'E', tens @ b'0'..=b'9', units @ b'0'..=b'9'] => {
                Ok(Eco::new(*volume, (tens - b'0') * 10 + (units - b'0')))
            }
            _ => Err(ParseEcoError),
        }
    }
}
