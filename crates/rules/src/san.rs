//! Standard algebraic notation (SAN): reading it, strictly or permissively,
//! resolving it against a position, and writing it in English or French
//! piece letters.

use crate::{CastlingSide, File, Move, Position, Rank, Role, Square};
use core::fmt;
use core::str::FromStr;

/// Which letters name the pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceLetters {
    /// `K Q R B N` (and `P`, only in permissive reading).
    #[default]
    English,
    /// `R D T F C` (roi, dame, tour, fou, cavalier; and `P`, pion).
    French,
}

impl PieceLetters {
    /// The uppercase letter of `role`.
    pub const fn letter(self, role: Role) -> char {
        match self {
            PieceLetters::English => role.upper_char(),
            PieceLetters::French => role.french_char(),
        }
    }

    /// The role an uppercase letter names, if any.
    pub const fn role(self, letter: char) -> Option<Role> {
        match self {
            PieceLetters::English if letter.is_ascii_uppercase() => Role::from_char(letter),
            PieceLetters::English => None,
            PieceLetters::French => Role::from_french_char(letter),
        }
    }
}

/// How much freedom the reader gives the text.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Strictness {
    /// Only SAN as the PGN standard writes it.
    Strict,
    /// Also the usual variants people type (see [`San`]).
    #[default]
    Permissive,
}

/// Options for reading SAN: strictness and piece letters.
///
/// ```
/// use roque_rules::{San, SanOptions};
/// assert!(San::parse("Ng1-f3", SanOptions::PERMISSIVE).is_ok());
/// assert!(San::parse("Ng1-f3", SanOptions::STRICT).is_err());
/// assert!(San::parse("Cf3", SanOptions::PERMISSIVE.french()).is_ok());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SanOptions {
    /// Strict or permissive.
    pub strictness: Strictness,
    /// English or French piece letters.
    pub letters: PieceLetters,
}

impl SanOptions {
    /// Strict SAN, English letters.
    pub const STRICT: SanOptions = SanOptions {
        strictness: Strictness::Strict,
        letters: PieceLetters::English,
    };

    /// Permissive SAN, English letters (the default).
    pub const PERMISSIVE: SanOptions = SanOptions {
        strictness: Strictness::Permissive,
        letters: PieceLetters::English,
    };

    /// The same options with French piece letters.
    pub const fn french(self) -> SanOptions {
        SanOptions {
            strictness: self.strictness,
            letters: PieceLetters::French,
        }
    }

    const fn is_strict(self) -> bool {
        matches!(self.strictness, Strictness::Strict)
    }
}

/// A move in algebraic notation, read without a position: what the text
/// says, not yet which legal move it is.
///
/// Reading happens in two steps. [`San::parse`] reads the text alone, with
/// no position: it knows the piece letter, the destination, the hints and
/// the promotion, and rejects what can never be a move (`Nz9`, `e8=K`).
/// [`San::to_move`] then finds the one legal move the text describes in a
/// [`Position`], or says why there is none or more than one.
///
/// **Strict** reading accepts SAN exactly as the PGN standard writes it:
/// `Nf3`, `exd5`, `e8=Q`, `O-O`, `Nbd7`, an optional `+` or `#`, nothing
/// else. Resolved strictly ([`San::to_move_strict`]), the text must also be
/// the *canonical* SAN of the move: the capture mark present exactly when
/// the move captures, and the disambiguation minimal (`Nge2` is refused
/// when `Ne2` is unambiguous, as chess.js does in its strict mode). The
/// check suffix is never checked: a missing or extra `+` is not an error.
///
/// **Permissive** reading ([`SanOptions::PERMISSIVE`], also what
/// [`str::parse`] uses) accepts what people type: `Ng1f3`, `Ng1-f3`, `g1f3`,
/// `0-0`, `e8Q`, `e8q`, `e8(Q)`, `Pe4`, `exd6 e.p.`, surrounding spaces, and
/// annotations `! ? !! ?? !? ?!` after the move. A missing or extra `x` on a
/// piece move is forgiven; a pawn written without its file (`d5`) only
/// moves straight ahead unless an `x` says it captures (`xd5`).
///
/// With [`PieceLetters::French`] the piece letters are French both ways:
/// R roi, D dame, T tour, F fou, C cavalier (and P pion). `R` then means the
/// king, `B` is not a letter, and a promotion is written `e8=D`.
///
/// ```
/// use roque_rules::{File, NormalSan, Role, San, Square};
/// let san: San = "Nbd7".parse()?;
/// assert_eq!(
///     san,
///     San::Normal(NormalSan {
///         role: Role::Knight,
///         file: Some(File::B),
///         rank: None,
///         capture: false,
///         to: Square::D7,
///         promotion: None,
///     })
/// );
/// assert_eq!(san.to_string(), "Nbd7");
/// # Ok::<_, roque_rules::ParseSanError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum San {
    /// A piece (or pawn) going to a square, with optional hints about
    /// where it comes from.
    Normal(NormalSan),
    /// Castling: `O-O` or `O-O-O`.
    Castle(CastlingSide),
    /// Two squares and no piece letter, as in `g1f3` or `e7xd8=Q`: whatever
    /// piece stands on `from` moves (read permissively only).
    Coordinates {
        /// Where the piece starts.
        from: Square,
        /// Whether the text marks a capture (`x`).
        capture: bool,
        /// Where it goes.
        to: Square,
        /// What a promoting pawn becomes.
        promotion: Option<Role>,
    },
}

/// What [`San::Normal`] says: a piece (or pawn) going to a square, with
/// optional hints about where it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NormalSan {
    /// The role that moves (a pawn when the text has no piece letter).
    pub role: Role,
    /// The file it starts on, if written.
    pub file: Option<File>,
    /// The rank it starts on, if written.
    pub rank: Option<Rank>,
    /// Whether the text marks a capture (`x`).
    pub capture: bool,
    /// Where it goes.
    pub to: Square,
    /// What a promoting pawn becomes.
    pub promotion: Option<Role>,
}

/// What follows a move that gives check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `+`: the move gives check.
    Check,
    /// `#`: the move gives checkmate.
    Checkmate,
}

impl Suffix {
    /// `+` or `#`.
    pub const fn char(self) -> char {
        match self {
            Suffix::Check => '+',
            Suffix::Checkmate => '#',
        }
    }
}

/// SAN with its check or checkmate suffix, as a move list shows it
/// (`Qxf7#`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// `+`, `#`, or nothing.
    pub suffix: Option<Suffix>,
}

/// A strict-mode complaint: the text is a move people write, but not SAN as
/// the standard writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NonStandard {
    /// Spaces before or after the move.
    Whitespace,
    /// Castling with zeros (`0-0`) instead of capital letters O (`O-O`).
    ZeroCastling,
    /// A hyphen between the squares (`Ng1-f3`).
    Hyphen,
    /// Two squares without a piece letter (`g1f3`).
    Coordinates,
    /// A promotion not written `=Q` (`e8Q`, `e8q`, `e8(Q)`).
    PromotionForm,
    /// A letter for the pawn (`Pe4`).
    PawnLetter,
    /// A pawn move not written `e4` or `exd5` (`ed5`, `xd5`, `e2e4`).
    PawnForm,
    /// An annotation after the move (`!`, `?`, `!?`, …).
    Annotation,
    /// An en-passant mark (`e.p.`).
    EnPassantMark,
}

impl fmt::Display for NonStandard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NonStandard::Whitespace => "spaces around the move",
            NonStandard::ZeroCastling => "castling is written with the letter O: O-O or O-O-O",
            NonStandard::Hyphen => "no hyphen between the squares",
            NonStandard::Coordinates => "a piece letter is needed, as in Ng1f3",
            NonStandard::PromotionForm => "a promotion is written with =, as in e8=Q",
            NonStandard::PawnLetter => "a pawn has no letter",
            NonStandard::PawnForm => "a pawn move is written e4, or exd5 for a capture",
            NonStandard::Annotation => "annotations such as ! or ? are not part of the move",
            NonStandard::EnPassantMark => "an en-passant capture is written as any pawn capture",
        })
    }
}

/// Why a text is not a move in algebraic notation. Indices count
/// characters from 0 in the text as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseSanError {
    /// Nothing to read.
    Empty,
    /// An uppercase letter that names no piece (`X`, or `B` in French).
    BadPieceLetter(char),
    /// No square where one was expected (`N`, `Nz3`, `e9`).
    BadSquare {
        /// Where the square should start.
        index: usize,
    },
    /// Something like castling that is not `O-O` or `O-O-O`.
    BadCastling,
    /// The promotion letter is missing or names no piece a pawn may become
    /// (`e8=`, `e8=K`, `e8=X`).
    BadPromotion(Option<char>),
    /// A promotion on a square a pawn cannot promote on (`e5=Q`).
    PromotionNotOnLastRank(Square),
    /// A piece other than a pawn promoting (`Ne8=Q`).
    PromotionOfPiece(Role),
    /// A pawn reaching the last rank without saying what it becomes (`e8`).
    MissingPromotion(Square),
    /// Characters left after the move (`e4zz`).
    Trailing {
        /// Where the unread characters start.
        index: usize,
        /// The unread characters.
        rest: String,
    },
    /// Strict reading refused a non-standard form.
    NonStandard(NonStandard),
}

impl fmt::Display for ParseSanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseSanError::Empty => f.write_str("no move written"),
            ParseSanError::BadPieceLetter(c) => write!(f, "'{c}' is not a piece letter"),
            ParseSanError::BadSquare { index } => {
                write!(f, "expected a square such as e4 at character {}", index + 1)
            }
            ParseSanError::BadCastling => f.write_str("castling is written O-O or O-O-O"),
            ParseSanError::BadPromotion(None) => {
                f.write_str("the promotion piece is missing after '='")
            }
            ParseSanError::BadPromotion(Some(c)) => {
                write!(f, "a pawn cannot promote to '{c}'")
            }
            ParseSanError::PromotionNotOnLastRank(sq) => {
                write!(f, "a pawn cannot promote on {sq}, only on the last rank")
            }
            ParseSanError::PromotionOfPiece(role) => {
                write!(f, "only a pawn promotes, not a {role}")
            }
            ParseSanError::MissingPromotion(sq) => {
                write!(
                    f,
                    "a pawn reaching {sq} must promote: write {sq}=Q, for instance"
                )
            }
            ParseSanError::Trailing { index, rest } => {
                write!(f, "unexpected '{rest}' at character {}", index + 1)
            }
            ParseSanError::NonStandard(what) => write!(f, "not standard SAN: {what}"),
        }
    }
}

impl std::error::Error for ParseSanError {}

/// A small cursor over the characters of the move text.
struct Cursor<'a> {
    chars: &'a [char],
    index: usize,
    end: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<char> {
        if self.index < self.end {
            self.chars.get(self.index).copied()
        } else {
            None
        }
    }

    fn peek_at(&self, ahead: usize) -> Option<char> {
        let i = self.index + ahead;
        if i < self.end {
            self.chars.get(i).copied()
        } else {
            None
        }
    }

    fn bump(&mut self) {
        self.index += 1;
    }

    fn file(&mut self) -> Option<File> {
        let file = self.peek().and_then(File::from_char)?;
        self.bump();
        Some(file)
    }

    fn rank(&mut self) -> Option<Rank> {
        let rank = self.peek().and_then(Rank::from_char)?;
        self.bump();
        Some(rank)
    }

    fn rest(&self) -> String {
        self.chars
            .get(self.index..self.end)
            .unwrap_or_default()
            .iter()
            .collect()
    }
}

/// The end of a move text with its decorations taken off: where the move
/// proper ends, and the check suffix if one was written.
struct Decorations {
    end: usize,
    suffix: Option<Suffix>,
}

/// Takes the check suffix, annotations and en-passant mark off the end.
fn strip_decorations(chars: &[char], strict: bool) -> Result<Decorations, ParseSanError> {
    let mut end = chars.len();
    let mut suffix = None;
    loop {
        let before = chars.get(..end).unwrap_or_default();
        match before.last() {
            Some('+') | Some('#') if strict && suffix.is_some() => {
                // A second suffix is left for the body, which rejects it.
                break;
            }
            Some(&c @ ('+' | '#')) => {
                // The strongest suffix wins: `#` means mate even beside `+`.
                if suffix != Some(Suffix::Checkmate) {
                    suffix = Some(if c == '#' {
                        Suffix::Checkmate
                    } else {
                        Suffix::Check
                    });
                }
                end -= 1;
            }
            Some('!') | Some('?') => {
                if strict {
                    return Err(ParseSanError::NonStandard(NonStandard::Annotation));
                }
                end -= 1;
            }
            Some(c) if c.is_whitespace() && !strict => end -= 1,
            Some('.') if before.ends_with(&['e', '.', 'p', '.']) => {
                if strict {
                    return Err(ParseSanError::NonStandard(NonStandard::EnPassantMark));
                }
                end -= 4;
            }
            _ => break,
        }
    }
    Ok(Decorations { end, suffix })
}

/// Reads `O-O` / `O-O-O` (and, permissively, `0-0`, `o-o`): `None` when
/// the text does not look like castling at all.
fn parse_castling(body: &[char], strict: bool) -> Option<Result<San, ParseSanError>> {
    let looks_like_castling = matches!(body.first(), Some('O' | '0' | 'o'))
        && body.iter().all(|c| matches!(c, 'O' | '0' | 'o' | '-'));
    if !looks_like_castling {
        return None;
    }
    let text: String = body.iter().collect();
    let side = match text.as_str() {
        "O-O" => Ok(CastlingSide::KingSide),
        "O-O-O" => Ok(CastlingSide::QueenSide),
        "0-0" | "o-o" | "0-0-0" | "o-o-o" if strict => {
            Err(ParseSanError::NonStandard(NonStandard::ZeroCastling))
        }
        "0-0" | "o-o" => Ok(CastlingSide::KingSide),
        "0-0-0" | "o-o-o" => Ok(CastlingSide::QueenSide),
        _ => Err(ParseSanError::BadCastling),
    };
    Some(side.map(San::Castle))
}

/// Reads a promotion at the cursor: `=Q`, and permissively `Q`, `q`, `(Q)`.
/// Gives the role and whether it was written the standard way (`=Q`).
fn parse_promotion(
    cursor: &mut Cursor<'_>,
    letters: PieceLetters,
) -> Result<Option<(Role, bool)>, ParseSanError> {
    let names_piece = |c: char| letters.role(c.to_ascii_uppercase()).is_some();
    let (letter, standard) = match cursor.peek() {
        Some('=') => {
            cursor.bump();
            match cursor.peek() {
                // Any other character gets the same error just below; ASCII
                // spares the browser build Unicode's letter tables.
                Some(c) if c.is_ascii_alphabetic() => {
                    cursor.bump();
                    (c, c.is_ascii_uppercase())
                }
                _ => return Err(ParseSanError::BadPromotion(cursor.peek())),
            }
        }
        Some('(') => match (cursor.peek_at(1), cursor.peek_at(2)) {
            (Some(c), Some(')')) if names_piece(c) => {
                cursor.bump();
                cursor.bump();
                cursor.bump();
                (c, false)
            }
            _ => return Ok(None),
        },
        // A bare letter is a promotion only if it names a piece; anything
        // else is left over and reported as such.
        Some(c) if names_piece(c) => {
            cursor.bump();
            (c, false)
        }
        _ => return Ok(None),
    };
    let role = letters
        .role(letter.to_ascii_uppercase())
        .filter(|role| Role::PROMOTIONS.contains(role))
        .ok_or(ParseSanError::BadPromotion(Some(letter)))?;
    Ok(Some((role, standard)))
}

fn is_last_rank(sq: Square) -> bool {
    matches!(sq.rank(), Rank::First | Rank::Eighth)
}

impl San {
    /// Reads a move in algebraic notation, with no position.
    ///
    /// ```
    /// use roque_rules::{CastlingSide, ParseSanError, San, SanOptions, NonStandard};
    /// assert_eq!(San::parse("0-0", SanOptions::PERMISSIVE), Ok(San::Castle(CastlingSide::KingSide)));
    /// assert_eq!(
    ///     San::parse("0-0", SanOptions::STRICT),
    ///     Err(ParseSanError::NonStandard(NonStandard::ZeroCastling))
    /// );
    /// assert_eq!(San::parse("e8=K", SanOptions::PERMISSIVE), Err(ParseSanError::BadPromotion(Some('K'))));
    /// ```
    ///
    /// # Errors
    /// [`ParseSanError`], naming what is wrong.
    pub fn parse(text: &str, options: SanOptions) -> Result<San, ParseSanError> {
        SanPlus::parse(text, options).map(|san_plus| san_plus.san)
    }

    /// Reads the move part of the text, once the decorations are off.
    fn parse_body(
        chars: &[char],
        start: usize,
        end: usize,
        options: SanOptions,
    ) -> Result<San, ParseSanError> {
        let strict = options.is_strict();
        let body = chars.get(start..end).unwrap_or_default();
        if body.is_empty() {
            return Err(ParseSanError::Empty);
        }
        if let Some(castle) = parse_castling(body, strict) {
            return castle;
        }
        let mut cursor = Cursor {
            chars,
            index: start,
            end,
        };

        // The piece letter, if any.
        let letter = match cursor.peek() {
            Some(c) if c.is_ascii_uppercase() => {
                let role = options
                    .letters
                    .role(c)
                    .ok_or(ParseSanError::BadPieceLetter(c))?;
                if role == Role::Pawn && strict {
                    return Err(ParseSanError::NonStandard(NonStandard::PawnLetter));
                }
                cursor.bump();
                Some(role)
            }
            _ => None,
        };

        // Up to two squares, the first possibly partial, with an optional
        // separator between them.
        let start = cursor.index;
        let file1 = cursor.file();
        let rank1 = cursor.rank();
        let separator = match cursor.peek() {
            Some(c @ ('x' | '-')) => {
                cursor.bump();
                Some(c)
            }
            _ => None,
        };
        let second_square = separator.is_some()
            || (cursor.peek().and_then(File::from_char).is_some()
                && cursor.peek_at(1).and_then(Rank::from_char).is_some());
        let (from_file, from_rank, to) = if second_square {
            let at = cursor.index;
            match (cursor.file(), cursor.rank()) {
                (Some(file), Some(rank)) => (file1, rank1, Square::new(file, rank)),
                _ => return Err(ParseSanError::BadSquare { index: at }),
            }
        } else {
            match (file1, rank1) {
                (Some(file), Some(rank)) => (None, None, Square::new(file, rank)),
                _ => return Err(ParseSanError::BadSquare { index: start }),
            }
        };
        let promotion = parse_promotion(&mut cursor, options.letters)?;
        if cursor.index < end {
            return Err(ParseSanError::Trailing {
                index: cursor.index,
                rest: cursor.rest(),
            });
        }
        let capture = separator == Some('x');
        let coordinates = letter.is_none() && from_file.is_some() && from_rank.is_some();
        if strict {
            // The most telling complaint first.
            let complaint = if coordinates {
                Some(NonStandard::Coordinates)
            } else if separator == Some('-') {
                Some(NonStandard::Hyphen)
            } else if matches!(promotion, Some((_, false))) {
                Some(NonStandard::PromotionForm)
            } else {
                None
            };
            if let Some(complaint) = complaint {
                return Err(ParseSanError::NonStandard(complaint));
            }
        }
        let promotion = promotion.map(|(role, _)| role);

        let san = match (letter, from_file, from_rank) {
            (None, Some(file), Some(rank)) => San::Coordinates {
                from: Square::new(file, rank),
                capture,
                to,
                promotion,
            },
            _ => San::Normal(NormalSan {
                role: letter.unwrap_or(Role::Pawn),
                file: from_file,
                rank: from_rank,
                capture,
                to,
                promotion,
            }),
        };
        San::check_meaning(san, strict)
    }

    /// Rejects what the syntax allows but no move can be.
    fn check_meaning(san: San, strict: bool) -> Result<San, ParseSanError> {
        match san {
            San::Normal(normal) => {
                let to = normal.to;
                match (normal.role, normal.promotion) {
                    (Role::Pawn, None) if is_last_rank(to) => {
                        return Err(ParseSanError::MissingPromotion(to))
                    }
                    (Role::Pawn, Some(_)) if !is_last_rank(to) => {
                        return Err(ParseSanError::PromotionNotOnLastRank(to))
                    }
                    (Role::Pawn, _) => {}
                    (role, Some(_)) => return Err(ParseSanError::PromotionOfPiece(role)),
                    (_, None) => {}
                }
                let standard_pawn =
                    normal.rank.is_none() && (normal.file.is_some() == normal.capture);
                if strict && normal.role == Role::Pawn && !standard_pawn {
                    return Err(ParseSanError::NonStandard(NonStandard::PawnForm));
                }
            }
            San::Coordinates { to, promotion, .. } => {
                if promotion.is_some() && !is_last_rank(to) {
                    return Err(ParseSanError::PromotionNotOnLastRank(to));
                }
            }
            San::Castle(_) => {}
        }
        Ok(san)
    }

    /// The text with the chosen piece letters (the
    /// [`Display`](fmt::Display) form uses English letters).
    ///
    /// ```
    /// use roque_rules::{PieceLetters, San};
    /// let san: San = "Nxe5".parse()?;
    /// assert_eq!(san.to_string_with(PieceLetters::French), "Cxe5");
    /// # Ok::<_, roque_rules::ParseSanError>(())
    /// ```
    pub fn to_string_with(&self, letters: PieceLetters) -> String {
        let mut text = String::new();
        self.write_with(&mut text, letters);
        text
    }

    fn write_with(&self, out: &mut String, letters: PieceLetters) {
        let promotion = |out: &mut String, promotion: Option<Role>| {
            if let Some(role) = promotion {
                out.push('=');
                out.push(letters.letter(role));
            }
        };
        match *self {
            San::Normal(normal) => {
                // A pawn is written without a letter, except in the
                // non-standard form that names its rank: `a1a4` would read
                // back as coordinates, `Pa1a4` keeps what was read.
                if normal.role != Role::Pawn || normal.rank.is_some() {
                    out.push(letters.letter(normal.role));
                }
                if let Some(file) = normal.file {
                    out.push(file.char());
                }
                if let Some(rank) = normal.rank {
                    out.push(rank.char());
                }
                if normal.capture {
                    out.push('x');
                }
                out.push_str(&normal.to.to_string());
                promotion(out, normal.promotion);
            }
            San::Castle(side) => out.push_str(side.san()),
            San::Coordinates {
                from,
                capture,
                to,
                promotion: promoted,
            } => {
                out.push_str(&from.to_string());
                if capture {
                    out.push('x');
                }
                out.push_str(&to.to_string());
                promotion(out, promoted);
            }
        }
    }
}

/// `Display` and `FromStr` for a notation type with `parse` and
/// `to_string_with`: English letters, read permissively.
macro_rules! english_text {
    ($($notation:ident),+) => {$(
        impl fmt::Display for $notation {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.to_string_with(PieceLetters::English))
            }
        }

        impl FromStr for $notation {
            type Err = ParseSanError;

            /// Reads permissively, with English letters.
            fn from_str(s: &str) -> Result<$notation, ParseSanError> {
                $notation::parse(s, SanOptions::PERMISSIVE)
            }
        }
    )+};
}

english_text!(San, SanPlus);

impl SanPlus {
    /// Reads a move and its check suffix, with no position.
    ///
    /// ```
    /// use roque_rules::{SanOptions, SanPlus, Suffix};
    /// let read = SanPlus::parse("Qxf7#", SanOptions::STRICT)?;
    /// assert_eq!(read.suffix, Some(Suffix::Checkmate));
    /// assert_eq!(read.to_string(), "Qxf7#");
    /// # Ok::<_, roque_rules::ParseSanError>(())
    /// ```
    ///
    /// # Errors
    /// [`ParseSanError`], naming what is wrong.
    pub fn parse(text: &str, options: SanOptions) -> Result<SanPlus, ParseSanError> {
        let strict = options.is_strict();
        if strict && text.trim() != text {
            return Err(ParseSanError::NonStandard(NonStandard::Whitespace));
        }
        let chars: Vec<char> = text.chars().collect();
        // Leading spaces are skipped by starting after them (strict reading
        // has already refused them), so that indices in errors still count
        // from the start of the text as given.
        let skip = chars.iter().take_while(|c| c.is_whitespace()).count();
        let Decorations { end, suffix } = strip_decorations(&chars, strict)?;
        let san = San::parse_body(&chars, skip, end, options)?;
        Ok(SanPlus { san, suffix })
    }

    /// The text with the chosen piece letters, suffix included.
    ///
    /// ```
    /// use roque_rules::{PieceLetters, SanPlus};
    /// let read: SanPlus = "exd8=Q+".parse()?;
    /// assert_eq!(read.to_string_with(PieceLetters::French), "exd8=D+");
    /// # Ok::<_, roque_rules::ParseSanError>(())
    /// ```
    pub fn to_string_with(&self, letters: PieceLetters) -> String {
        let mut text = self.san.to_string_with(letters);
        if let Some(suffix) = self.suffix {
            text.push(suffix.char());
        }
        text
    }
}

impl From<San> for SanPlus {
    fn from(san: San) -> SanPlus {
        SanPlus { san, suffix: None }
    }
}

/// Why a SAN text gives no move in a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// The text is not a move at all.
    Syntax(ParseSanError),
    /// No legal move matches the text.
    Illegal,
    /// Several legal moves match the text: these.
    Ambiguous(Vec<Move>),
    /// A pawn reaches the last rank but the text does not say what it
    /// becomes (`e7e8`).
    MissingPromotion,
    /// Strict reading: the text names one legal move, but standard SAN
    /// writes it like this (`Ne2`, not `Nge2`, when only one knight can go).
    NotCanonical(San),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(error) => error.fmt(f),
            SanError::Illegal => f.write_str("no legal move matches"),
            SanError::Ambiguous(candidates) => {
                f.write_str("ambiguous: ")?;
                write_candidates(f, candidates)
            }
            SanError::MissingPromotion => {
                f.write_str("the pawn must promote: say to which piece, as in e8=Q")
            }
            SanError::NotCanonical(san) => write!(f, "not standard SAN: write {san}"),
        }
    }
}

impl std::error::Error for SanError {}

impl From<ParseSanError> for SanError {
    fn from(error: ParseSanError) -> SanError {
        SanError::Syntax(error)
    }
}

impl San {
    /// The promotion the text asks for.
    const fn promotion(&self) -> Option<Role> {
        match *self {
            San::Normal(NormalSan { promotion, .. }) | San::Coordinates { promotion, .. } => {
                promotion
            }
            San::Castle(_) => None,
        }
    }

    /// Whether `mv`, legal in `position`, is what the text describes,
    /// promotion left aside.
    fn describes(&self, position: &Position, mv: Move) -> bool {
        match *self {
            San::Castle(side) => position.castling_side(mv) == Some(side),
            San::Coordinates { from, to, .. } => mv.from == from && mv.to == to,
            San::Normal(normal) => {
                // SAN's pawn without a file moves straight ahead; only an
                // `x` lets it capture.
                let pawn_file_ok = normal.role != Role::Pawn
                    || normal.file.is_some()
                    || normal.capture
                    || mv.from.file() == normal.to.file();
                mv.to == normal.to
                    && position.moved_role(mv) == Some(normal.role)
                    && normal.file.is_none_or(|file| mv.from.file() == file)
                    && normal.rank.is_none_or(|rank| mv.from.rank() == rank)
                    && pawn_file_ok
            }
        }
    }

    /// The one legal move in `position` the text describes, read
    /// permissively: the capture mark of a piece move is not checked, nor
    /// superfluous disambiguation.
    ///
    /// ```
    /// use roque_rules::{Move, Position, San, SanError, Square};
    /// let position = Position::new();
    /// let san: San = "Ng1-f3".parse()?;
    /// assert_eq!(san.to_move(&position), Ok(Move::new(Square::G1, Square::F3)));
    /// let san: San = "Nxc3".parse()?; // the capture mark is forgiven
    /// assert_eq!(san.to_move(&position), Ok(Move::new(Square::B1, Square::C3)));
    /// let san: San = "Nd4".parse()?;
    /// assert_eq!(san.to_move(&position), Err(SanError::Illegal));
    /// # Ok::<_, roque_rules::ParseSanError>(())
    /// ```
    ///
    /// # Errors
    /// [`SanError::Illegal`], [`SanError::Ambiguous`] or
    /// [`SanError::MissingPromotion`].
    pub fn to_move(&self, position: &Position) -> Result<Move, SanError> {
        let mut found: Vec<Move> = Vec::new();
        let mut promotes = false;
        for mv in position.legal_moves() {
            if self.describes(position, mv) {
                if mv.promotion == self.promotion() {
                    found.push(mv);
                } else {
                    promotes = true;
                }
            }
        }
        match found.as_slice() {
            [mv] => Ok(*mv),
            [] if promotes && self.promotion().is_none() => Err(SanError::MissingPromotion),
            [] => Err(SanError::Illegal),
            _ => Err(SanError::Ambiguous(found)),
        }
    }

    /// The one legal move the text describes, which must moreover be
    /// written exactly as standard SAN writes it (check suffix aside).
    ///
    /// ```
    /// use roque_rules::{Position, San, SanError};
    /// let position = Position::new();
    /// let san: San = "Ng1f3".parse()?;
    /// assert_eq!(san.to_move_strict(&position), Err(SanError::NotCanonical("Nf3".parse()?)));
    /// # Ok::<_, Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`San::to_move`], and [`SanError::NotCanonical`].
    pub fn to_move_strict(&self, position: &Position) -> Result<Move, SanError> {
        let mv = self.to_move(position)?;
        let canonical = San::from_move(position, mv);
        if canonical == *self {
            Ok(mv)
        } else {
            Err(SanError::NotCanonical(canonical))
        }
    }

    /// The SAN of `mv` in `position`, disambiguated as little as possible:
    /// by file if that is enough, else by rank, else by both.
    ///
    /// Meant for legal moves; for a move from an empty square it gives
    /// the two squares ([`San::Coordinates`]).
    ///
    /// ```
    /// use roque_rules::{Move, Position, San, Square};
    /// let position = Position::from_fen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1")?;
    /// assert_eq!(San::from_move(&position, Move::new(Square::A1, Square::D1)).to_string(), "Rad1");
    /// let position = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")?;
    /// assert_eq!(San::from_move(&position, Move::new(Square::E1, Square::C1)).to_string(), "O-O-O");
    /// # Ok::<_, roque_rules::FenError>(())
    /// ```
    pub fn from_move(position: &Position, mv: Move) -> San {
        if let Some(side) = position.castling_side(mv) {
            return San::Castle(side);
        }
        let capture = position.is_capture(mv);
        let Some(role) = position.moved_role(mv) else {
            return San::Coordinates {
                from: mv.from,
                capture,
                to: mv.to,
                promotion: mv.promotion,
            };
        };
        if role == Role::Pawn {
            return San::Normal(NormalSan {
                role,
                file: capture.then_some(mv.from.file()),
                rank: None,
                capture,
                to: mv.to,
                promotion: mv.promotion,
            });
        }
        let mut rivals = position
            .legal_moves()
            .into_iter()
            .filter(|other| {
                other.to == mv.to
                    && other.from != mv.from
                    && position.moved_role(*other) == Some(role)
            })
            .map(|other| other.from)
            .peekable();
        let (file, rank) = if rivals.peek().is_none() {
            (None, None)
        } else {
            let rivals: Vec<Square> = rivals.collect();
            if rivals.iter().all(|sq| sq.file() != mv.from.file()) {
                (Some(mv.from.file()), None)
            } else if rivals.iter().all(|sq| sq.rank() != mv.from.rank()) {
                (None, Some(mv.from.rank()))
            } else {
                (Some(mv.from.file()), Some(mv.from.rank()))
            }
        };
        San::Normal(NormalSan {
            role,
            file,
            rank,
            capture,
            to: mv.to,
            promotion: None,
        })
    }
}

impl SanPlus {
    /// The SAN of `mv` in `position` with `+` or `#` when the move gives
    /// check or checkmate.
    ///
    /// ```
    /// use roque_rules::{Move, PieceLetters, Position, SanPlus, Square};
    /// let position = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
    /// let mate = SanPlus::from_move(&position, Move::new(Square::A1, Square::A8));
    /// assert_eq!(mate.to_string(), "Ra8#");
    /// assert_eq!(mate.to_string_with(PieceLetters::French), "Ta8#");
    /// # Ok::<_, roque_rules::FenError>(())
    /// ```
    pub fn from_move(position: &Position, mv: Move) -> SanPlus {
        let san = San::from_move(position, mv);
        let mut after = *position;
        let suffix = match after.play(mv) {
            Ok(()) if after.is_checkmate() => Some(Suffix::Checkmate),
            Ok(()) if after.is_check() => Some(Suffix::Check),
            _ => None,
        };
        SanPlus { san, suffix }
    }
}

/// The SAN of `mv` in `position`, with `+` or `#`: a shortcut for
/// [`SanPlus::from_move`].
///
/// ```
/// use roque_rules::{to_san, Move, Position, Square};
/// assert_eq!(to_san(&Position::new(), Move::new(Square::E2, Square::E4)), "e4");
/// ```
pub fn to_san(position: &Position, mv: Move) -> String {
    SanPlus::from_move(position, mv).to_string()
}

/// The SAN of `mv` in `position`, with `+` or `#`, in `letters`: a
/// shortcut for [`SanPlus::from_move`] and [`SanPlus::to_string_with`].
///
/// ```
/// use roque_rules::{to_san_with, Move, PieceLetters, Position, Square};
/// let mv = Move::new(Square::G1, Square::F3);
/// assert_eq!(to_san_with(&Position::new(), mv, PieceLetters::French), "Cf3");
/// ```
pub fn to_san_with(position: &Position, mv: Move, letters: PieceLetters) -> String {
    SanPlus::from_move(position, mv).to_string_with(letters)
}

/// The long algebraic notation of `mv` in `position`: the piece letter
/// (none for a pawn), both squares joined by `-` or `x`, the promotion and
/// `+` or `#`, as in `Ng1-f3`, `e7xd8=Q+`, `O-O`. [`Position::parse_san`]
/// reads it back.
///
/// ```
/// use roque_rules::{to_lan, Move, Position, Role, Square};
/// let position = Position::new();
/// assert_eq!(to_lan(&position, Move::new(Square::G1, Square::F3)), "Ng1-f3");
/// assert_eq!(to_lan(&position, Move::new(Square::E2, Square::E4)), "e2-e4");
/// let promotion = Position::from_fen("3r2k1/4P3/8/8/8/8/8/K7 w - - 0 1")?;
/// let mv = Move::with_promotion(Square::E7, Square::D8, Role::Queen);
/// assert_eq!(to_lan(&promotion, mv), "e7xd8=Q+");
/// # Ok::<_, roque_rules::FenError>(())
/// ```
pub fn to_lan(position: &Position, mv: Move) -> String {
    let plus = SanPlus::from_move(position, mv);
    let suffix = plus.suffix.map(Suffix::char);
    let mut lan = match plus.san {
        San::Castle(side) => side.san().to_string(),
        _ => {
            let mut text = String::with_capacity(10);
            match position.moved_role(mv) {
                Some(Role::Pawn) | None => {}
                Some(role) => text.push(role.upper_char()),
            }
            text.push_str(&mv.from.to_string());
            text.push(if position.is_capture(mv) { 'x' } else { '-' });
            text.push_str(&mv.to.to_string());
            if let Some(role) = mv.promotion {
                text.push('=');
                text.push(role.upper_char());
            }
            text
        }
    };
    lan.extend(suffix);
    lan
}

impl Position {
    /// Reads a move in SAN, permissively and with English letters, and
    /// finds it among the legal moves.
    ///
    /// ```
    /// use roque_rules::{Move, Position, Square};
    /// assert_eq!(Position::new().parse_san("Nf3"), Ok(Move::new(Square::G1, Square::F3)));
    /// assert!(Position::new().parse_san("Nf4").is_err());
    /// ```
    ///
    /// # Errors
    /// [`SanError`]: unreadable, illegal, ambiguous.
    pub fn parse_san(&self, text: &str) -> Result<Move, SanError> {
        self.parse_san_with(text, SanOptions::PERMISSIVE)
    }

    /// Reads a move in SAN with the given options and finds it among the
    /// legal moves; strict options also require the canonical form.
    ///
    /// ```
    /// use roque_rules::{Move, Position, SanOptions, Square};
    /// let position = Position::new();
    /// let french = SanOptions::PERMISSIVE.french();
    /// assert_eq!(position.parse_san_with("Cf3", french), Ok(Move::new(Square::G1, Square::F3)));
    /// assert!(position.parse_san_with("Ng1f3", SanOptions::STRICT).is_err());
    /// ```
    ///
    /// # Errors
    /// [`SanError`]: unreadable, illegal, ambiguous, or not canonical.
    pub fn parse_san_with(&self, text: &str, options: SanOptions) -> Result<Move, SanError> {
        let san = San::parse(text, options)?;
        match options.strictness {
            Strictness::Strict => san.to_move_strict(self),
            Strictness::Permissive => san.to_move(self),
        }
    }
}

/// Lists the moves an ambiguous SAN could mean: "it could be g1e2 or c3e2".
pub(crate) fn write_candidates(f: &mut fmt::Formatter<'_>, candidates: &[Move]) -> fmt::Result {
    f.write_str("it could be ")?;
    for (i, mv) in candidates.iter().enumerate() {
        if i > 0 {
            f.write_str(if i + 1 == candidates.len() {
                " or "
            } else {
                ", "
            })?;
        }
        write!(f, "{mv}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn normal(
        role: Role,
        file: Option<File>,
        rank: Option<Rank>,
        capture: bool,
        to: Square,
        promotion: Option<Role>,
    ) -> San {
        San::Normal(NormalSan {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        })
    }

    /// Texts both modes read, and what they mean.
    #[test]
    fn strict_and_permissive_agree_on_standard_san() {
        use Role::*;
        let table = [
            ("e4", normal(Pawn, None, None, false, Square::E4, None)),
            (
                "exd5",
                normal(Pawn, Some(File::E), None, true, Square::D5, None),
            ),
            (
                "e8=Q",
                normal(Pawn, None, None, false, Square::E8, Some(Queen)),
            ),
            (
                "exd1=N",
                normal(Pawn, Some(File::E), None, true, Square::D1, Some(Knight)),
            ),
            ("Nf3", normal(Knight, None, None, false, Square::F3, None)),
            ("Nxf3", normal(Knight, None, None, true, Square::F3, None)),
            (
                "Nbd7",
                normal(Knight, Some(File::B), None, false, Square::D7, None),
            ),
            (
                "R1a3",
                normal(Rook, None, Some(Rank::First), false, Square::A3, None),
            ),
            (
                "Qh4xe1",
                normal(
                    Queen,
                    Some(File::H),
                    Some(Rank::Fourth),
                    true,
                    Square::E1,
                    None,
                ),
            ),
            (
                "Ng1f3",
                normal(
                    Knight,
                    Some(File::G),
                    Some(Rank::First),
                    false,
                    Square::F3,
                    None,
                ),
            ),
            ("Kd2", normal(King, None, None, false, Square::D2, None)),
            ("Bb5", normal(Bishop, None, None, false, Square::B5, None)),
            ("O-O", San::Castle(CastlingSide::KingSide)),
            ("O-O-O", San::Castle(CastlingSide::QueenSide)),
        ];
        for (text, expected) in table {
            for options in [SanOptions::STRICT, SanOptions::PERMISSIVE] {
                assert_eq!(
                    San::parse(text, options),
                    Ok(expected),
                    "{text} {options:?}"
                );
                assert_eq!(expected.to_string(), text);
            }
            for suffix in ["+", "#"] {
                let with = format!("{text}{suffix}");
                let read = SanPlus::parse(&with, SanOptions::STRICT);
                assert_eq!(read.map(|r| r.to_string()), Ok(with));
            }
        }
    }

    /// Texts only permissive reading accepts, what they mean, and the
    /// complaint of strict reading.
    #[test]
    fn permissive_forms() {
        use Role::*;
        let ks = San::Castle(CastlingSide::KingSide);
        let qs = San::Castle(CastlingSide::QueenSide);
        let ng1f3 = normal(
            Knight,
            Some(File::G),
            Some(Rank::First),
            false,
            Square::F3,
            None,
        );
        let nf3 = normal(Knight, None, None, false, Square::F3, None);
        let e8q = normal(Pawn, None, None, false, Square::E8, Some(Queen));
        let g1f3 = San::Coordinates {
            from: Square::G1,
            capture: false,
            to: Square::F3,
            promotion: None,
        };
        let table = [
            ("0-0", ks, NonStandard::ZeroCastling),
            ("0-0-0", qs, NonStandard::ZeroCastling),
            ("o-o", ks, NonStandard::ZeroCastling),
            ("Ng1-f3", ng1f3, NonStandard::Hyphen),
            ("g1f3", g1f3, NonStandard::Coordinates),
            ("g1-f3", g1f3, NonStandard::Coordinates),
            (
                "g1xf3",
                San::Coordinates {
                    from: Square::G1,
                    capture: true,
                    to: Square::F3,
                    promotion: None,
                },
                NonStandard::Coordinates,
            ),
            (
                "e7e8q",
                San::Coordinates {
                    from: Square::E7,
                    capture: false,
                    to: Square::E8,
                    promotion: Some(Queen),
                },
                NonStandard::Coordinates,
            ),
            ("e8Q", e8q, NonStandard::PromotionForm),
            ("e8q", e8q, NonStandard::PromotionForm),
            ("e8(Q)", e8q, NonStandard::PromotionForm),
            ("e8=q", e8q, NonStandard::PromotionForm),
            (
                "e8b",
                normal(Pawn, None, None, false, Square::E8, Some(Bishop)),
                NonStandard::PromotionForm,
            ),
            (
                "Pe4",
                normal(Pawn, None, None, false, Square::E4, None),
                NonStandard::PawnLetter,
            ),
            (
                "ed5",
                normal(Pawn, Some(File::E), None, false, Square::D5, None),
                NonStandard::PawnForm,
            ),
            (
                "xd5",
                normal(Pawn, None, None, true, Square::D5, None),
                NonStandard::PawnForm,
            ),
            ("Nf3!", nf3, NonStandard::Annotation),
            ("Nf3+!?", nf3, NonStandard::Annotation),
            ("Nf3??", nf3, NonStandard::Annotation),
            ("Nf3?!", nf3, NonStandard::Annotation),
            ("Nf3!!", nf3, NonStandard::Annotation),
            (" Nf3", nf3, NonStandard::Whitespace),
            ("Nf3 ", nf3, NonStandard::Whitespace),
            (
                "exd6e.p.",
                normal(Pawn, Some(File::E), None, true, Square::D6, None),
                NonStandard::EnPassantMark,
            ),
        ];
        for (text, expected, complaint) in table {
            assert_eq!(
                San::parse(text, SanOptions::PERMISSIVE),
                Ok(expected),
                "{text}"
            );
            assert_eq!(text.parse::<San>(), Ok(expected), "{text}");
            assert_eq!(
                San::parse(text, SanOptions::STRICT),
                Err(ParseSanError::NonStandard(complaint)),
                "{text}"
            );
        }
        assert_eq!(
            "exd6 e.p.".parse::<San>(),
            Ok(normal(Pawn, Some(File::E), None, true, Square::D6, None))
        );
    }

    #[test]
    fn suffixes_are_read_and_annotations_dropped() {
        let read: SanPlus = "Qxf7#!".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read.suffix, Some(Suffix::Checkmate));
        assert_eq!(read.to_string(), "Qxf7#");
        let read: SanPlus = "e4?!".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read.suffix, None);
        let read: SanPlus = "O-O+".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read.suffix, Some(Suffix::Check));
    }

    #[test]
    fn french_letters() {
        use Role::*;
        let french = SanOptions::PERMISSIVE.french();
        let table = [
            ("Cf3", normal(Knight, None, None, false, Square::F3, None)),
            ("Fxc4", normal(Bishop, None, None, true, Square::C4, None)),
            (
                "Tad1",
                normal(Rook, Some(File::A), None, false, Square::D1, None),
            ),
            ("Dh5", normal(Queen, None, None, false, Square::H5, None)),
            ("Re2", normal(King, None, None, false, Square::E2, None)),
            (
                "e8=D",
                normal(Pawn, None, None, false, Square::E8, Some(Queen)),
            ),
            (
                "bxa1=C",
                normal(Pawn, Some(File::B), None, true, Square::A1, Some(Knight)),
            ),
            (
                "e8=T",
                normal(Pawn, None, None, false, Square::E8, Some(Rook)),
            ),
            ("O-O", San::Castle(CastlingSide::KingSide)),
        ];
        for (text, expected) in table {
            assert_eq!(San::parse(text, french), Ok(expected), "{text}");
            assert_eq!(
                San::parse(text, SanOptions::STRICT.french()),
                Ok(expected),
                "{text}"
            );
            assert_eq!(expected.to_string_with(PieceLetters::French), text);
        }
        // `R` is the king in French, so it cannot be a promotion; `B` is no letter.
        assert_eq!(
            San::parse("e8=R", french),
            Err(ParseSanError::BadPromotion(Some('R')))
        );
        assert_eq!(
            San::parse("Bb5", french),
            Err(ParseSanError::BadPieceLetter('B'))
        );
        assert_eq!(
            San::parse("Nf3", french),
            Err(ParseSanError::BadPieceLetter('N'))
        );
        // French `e8d`: permissive lowercase promotion letter.
        assert_eq!(
            San::parse("e8d", french),
            Ok(normal(Pawn, None, None, false, Square::E8, Some(Queen)))
        );
        // In English, `D` is no piece and `Cf3` no move.
        assert_eq!(
            San::parse("Cf3", SanOptions::PERMISSIVE),
            Err(ParseSanError::BadPieceLetter('C'))
        );
    }

    #[test]
    fn bad_input_gets_its_own_error() {
        use ParseSanError as E;
        let table: [(&str, ParseSanError); 24] = [
            ("", E::Empty),
            ("   ", E::Empty),
            ("+", E::Empty),
            ("!?", E::Empty),
            ("Xf3", E::BadPieceLetter('X')),
            ("N", E::BadSquare { index: 1 }),
            ("Nz3", E::BadSquare { index: 1 }),
            ("e9", E::BadSquare { index: 0 }),
            ("Nxf", E::BadSquare { index: 2 }),
            ("Nf3-", E::BadSquare { index: 4 }),
            ("O-O-O-O", E::BadCastling),
            ("OO", E::BadCastling),
            ("e8=", E::BadPromotion(None)),
            ("e8=K", E::BadPromotion(Some('K'))),
            ("e8=P", E::BadPromotion(Some('P'))),
            ("e8=X", E::BadPromotion(Some('X'))),
            ("e5=Q", E::PromotionNotOnLastRank(Square::E5)),
            ("e2e5q", E::PromotionNotOnLastRank(Square::E5)),
            ("Ne8=Q", E::PromotionOfPiece(Role::Knight)),
            ("e8", E::MissingPromotion(Square::E8)),
            ("dxc1", E::MissingPromotion(Square::C1)),
            (
                "e4zz",
                E::Trailing {
                    index: 2,
                    rest: "zz".into(),
                },
            ),
            (
                "Nf3g",
                E::Trailing {
                    index: 3,
                    rest: "g".into(),
                },
            ),
            (
                "  e4 5",
                E::Trailing {
                    index: 4,
                    rest: " 5".into(),
                },
            ),
        ];
        for (text, expected) in table {
            assert_eq!(
                San::parse(text, SanOptions::PERMISSIVE),
                Err(expected),
                "{text:?}"
            );
        }
        assert_eq!(
            San::parse("e4++", SanOptions::STRICT),
            Err(E::Trailing {
                index: 2,
                rest: "+".into()
            })
        );
        assert_eq!(
            San::parse("é4", SanOptions::PERMISSIVE),
            Err(E::BadSquare { index: 0 })
        );
        assert_eq!(
            San::parse("Ñf3", SanOptions::PERMISSIVE),
            Err(E::BadSquare { index: 0 })
        );
    }

    #[test]
    fn errors_are_readable() {
        let error = San::parse("e8=K", SanOptions::PERMISSIVE).err();
        assert_eq!(
            error.map(|e| e.to_string()),
            Some("a pawn cannot promote to 'K'".to_string())
        );
    }
}
