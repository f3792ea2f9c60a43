//! The six kinds of piece.

use core::fmt;

/// A kind of piece, regardless of its colour.
///
/// ```
/// use roque_rules::Role;
/// assert_eq!(Role::from_char('N'), Some(Role::Knight));
/// assert_eq!(Role::Queen.upper_char(), 'Q');
/// assert_eq!(Role::Rook.french_char(), 'T');
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Role {
    /// Pawn (pion).
    Pawn = 0,
    /// Knight (cavalier).
    Knight = 1,
    /// Bishop (fou).
    Bishop = 2,
    /// Rook (tour).
    Rook = 3,
    /// Queen (dame).
    Queen = 4,
    /// King (roi).
    King = 5,
}

impl Role {
    /// Every role, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// 0 (pawn) to 5 (king).
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase English letter: `p n b r q k`.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The points a player counts the piece as, the textbook scale: pawn
    /// 1, knight and bishop 3, rook 5, queen 9; the king, never taken,
    /// counts 0.
    ///
    /// ```
    /// use roque_rules::Role;
    /// assert_eq!(Role::Rook.points() - Role::Bishop.points(), 2);
    /// assert_eq!(Role::King.points(), 0);
    /// ```
    pub const fn points(self) -> u32 {
        match self {
            Role::Pawn => 1,
            Role::Knight | Role::Bishop => 3,
            Role::Rook => 5,
            Role::Queen => 9,
            Role::King => 0,
        }
    }

    /// The uppercase English letter used in SAN: `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        self.char().to_ascii_uppercase()
    }

    /// The French letter used in French notation: `P C F T D R`.
    pub const fn french_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'C',
            Role::Bishop => 'F',
            Role::Rook => 'T',
            Role::Queen => 'D',
            Role::King => 'R',
        }
    }

    /// Reads an English letter, either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_lowercase() {
            'p' => Some(Role::Pawn),
            'n' => Some(Role::Knight),
            'b' => Some(Role::Bishop),
            'r' => Some(Role::Rook),
            'q' => Some(Role::Queen),
            'k' => Some(Role::King),
            _ => None,
        }
    }

    /// Reads an uppercase French letter (`P C F T D R`).
    pub const fn from_french_char(c: char) -> Option<Role> {
        match c {
            'P' => Some(Role::Pawn),
            'C' => Some(Role::Knight),
            'F' => Some(Role::Bishop),
            'T' => Some(Role::Rook),
            'D' => Some(Role::Queen),
            'R' => Some(Role::King),
            _ => None,
        }
    }

    /// The role for an index 0..6, if any.
    pub const fn from_index(index: usize) -> Option<Role> {
        if index < 6 {
            Some(Role::ALL[index])
        } else {
            None
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The English name, from the one catalogue of words.
        f.write_str(self.name(crate::Lang::En))
    }
}
