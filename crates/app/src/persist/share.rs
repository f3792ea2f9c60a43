//! A game in a link: its moves, packed into the address's fragment
//! (`#g=…`), which browsers never send to a server.
//!
//! The fragment's value is base64url (no padding) of these bytes, version 1
//! or 2:
//!
//! | bytes | what |
//! | --- | --- |
//! | 1 | the format's version, `1` or `2` |
//! | 1 | flags: bit 0 set when a start position follows; bits 1–3 the declared result ([`Declared::code`], 0 for none); bit 4 (version 2 only) set when the players' names follow; the others zero |
//! | varint + n | only with bit 0: the start position's FEN, its length first |
//! | 2 × (varint + n) | only with bit 4: White's name, then Black's, in UTF-8, each its length first (0 for no name), at most [`MAX_NAME_BYTES`] bytes each |
//! | varint | the number of half-moves |
//! | ⌈…⌉ | the moves, bit-packed: each is its index in the sorted list of the legal moves of its position, in ⌈log₂ n⌉ bits for n legal moves (none when the move is forced), most significant bit first, the last byte padded with zeros |
//! | 4 | CRC-32 of every byte before it, big-endian |
//!
//! Legal moves are sorted by origin square, then target square (a1 = 0 …
//! h8 = 63), then promotion piece (none, knight, bishop, rook, queen): an
//! order that depends on nothing but the position. Varints are LEB128 (7
//! bits a byte, low first).
//!
//! Version 2 is version 1 with the players' names: a game without names is
//! still written as version 1, so its link is the same as before, and
//! every version-1 link still opens.
//!
//! A typical position has 20 to 40 legal moves, so a move takes about 5
//! bits: a 40-move game is a link of about 90 characters. The checksum
//! catches a link that was cut or altered by accident; it is not a
//! signature, and it does not need to be one: whatever the bytes, a move
//! can only be one of the legal moves, and the rules check the result.

use core::fmt;

use roque_rules::{FenError, Game, Move, Position};

use crate::persist::replay::{replay, Declared, ReplayError};

/// The version this build writes for a game without names; it reads it
/// too.
pub const VERSION: u8 = 1;

/// The version this build writes for a game with the players' names; it
/// reads both.
pub const VERSION_NAMES: u8 = 2;

/// The longest name a link carries, in bytes of UTF-8: longer names are
/// cut (at a character's boundary) when written, and refused when read.
pub const MAX_NAME_BYTES: usize = 100;

/// What a link carries: the game, and the players' names when it has them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The game: its start, its moves, its declared result.
    pub game: Game,
    /// White's name, if the link gives one.
    pub white: Option<String>,
    /// Black's name, likewise.
    pub black: Option<String>,
}

impl From<Game> for Shared {
    fn from(game: Game) -> Shared {
        Shared {
            game,
            white: None,
            black: None,
        }
    }
}

/// The fragment's key: `#g=…`.
const KEY: &str = "g=";

/// A link whose game value is longer than this is refused unread.
pub const MAX_CHARS: usize = 16 * 1024;

/// The longest game a link may carry, in half-moves: well beyond the
/// longest possible game under the 75-move rule's automatic end (about
/// 8,850 moves by each side).
pub const MAX_PLIES: u32 = 18_000;

/// Why a link's game could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The game value is longer than [`MAX_CHARS`].
    TooLong {
        /// Its length in characters.
        chars: usize,
    },
    /// A character that base64url does not use, or a length it cannot have.
    NotBase64,
    /// The data ends before the game does.
    Truncated,
    /// The checksum does not match: the link was altered or cut.
    Checksum,
    /// A version of the format this build does not read.
    Version(u8),
    /// Flags this version does not know.
    BadFlags(u8),
    /// The start position is not valid FEN.
    BadStart(Option<FenError>),
    /// More half-moves than [`MAX_PLIES`].
    TooManyMoves(u32),
    /// The move at this ply (counted from 0) is not one of the legal moves,
    /// or comes after the end of the game.
    BadMove {
        /// The half-move's index.
        ply: usize,
    },
    /// Bits or bytes left after the game.
    TrailingData,
    /// A length or a count longer than four bytes.
    BadNumber,
    /// The declared result does not fit the game.
    Replay(ReplayError),
    /// A player's name is longer than [`MAX_NAME_BYTES`] or not UTF-8.
    BadName,
}

/// Terse English for logs and tests; the players' words are in
/// `crate::words::persist`.
impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong { chars } => write!(f, "link too long ({chars} characters)"),
            LinkError::NotBase64 => f.write_str("not base64url"),
            LinkError::Truncated => f.write_str("link truncated"),
            LinkError::Checksum => f.write_str("checksum mismatch"),
            LinkError::Version(version) => write!(f, "unknown link version {version}"),
            LinkError::BadFlags(flags) => write!(f, "unknown flags {flags:#04x}"),
            LinkError::BadStart(Some(error)) => write!(f, "bad start position: {error}"),
            LinkError::BadStart(None) => f.write_str("bad start position"),
            LinkError::TooManyMoves(plies) => write!(f, "too many half-moves ({plies})"),
            LinkError::BadMove { ply } => write!(f, "half-move {} is not legal", ply + 1),
            LinkError::TrailingData => f.write_str("data after the game"),
            LinkError::BadNumber => f.write_str("number too long"),
            LinkError::Replay(error) => write!(f, "the result does not fit: {error}"),
            LinkError::BadName => f.write_str("bad player name"),
        }
    }
}

impl std::error::Error for LinkError {}

/// `position`'s legal moves in the link's order.
fn sorted_moves(position: &Position) -> Vec<Move> {
    let key = |mv: &Move| {
        let promotion = mv.promotion.map_or(0, |role| role.index());
        (mv.from.index(), mv.to.index(), promotion)
    };
    let legal = position.legal_moves();
    let mut moves: Vec<Move> = Vec::with_capacity(legal.len());
    // Each move has its own key, so inserting each at its place gives the
    // one order; a few hundred moves at most, and the wasm carries no
    // general sort's code (about 3 kB).
    for &mv in legal.iter() {
        let at = moves.partition_point(|other| key(other) < key(&mv));
        moves.insert(at, mv);
    }
    moves
}

/// The bits an index among `n` choices takes: ⌈log₂ n⌉, 0 when there is
/// only one.
fn bits_for(n: usize) -> u32 {
    match n {
        0 | 1 => 0,
        n => usize::BITS - (n - 1).leading_zeros(),
    }
}

/// The game's value for the fragment (without `#g=`), without names.
pub fn encode(game: &Game) -> String {
    encode_shared(&Shared::from(game.clone()))
}

/// `name` cut to at most [`MAX_NAME_BYTES`] bytes, at a character's
/// boundary, and trimmed; `None` when nothing is left.
fn link_name(name: Option<&str>) -> Option<&str> {
    let name = name?.trim();
    let mut end = name.len().min(MAX_NAME_BYTES);
    while !name.is_char_boundary(end) {
        end -= 1;
    }
    Some(name.get(..end)?.trim_end()).filter(|n| !n.is_empty())
}

/// The value for the fragment (without `#g=`) of a game and its players'
/// names: version 1 when there is no name, version 2 with them.
pub fn encode_shared(shared: &Shared) -> String {
    let game = &shared.game;
    let start = game.start();
    let with_start = start.fen() != Position::new().fen();
    let declared = Declared::of(game).map_or(0, Declared::code);
    let white = link_name(shared.white.as_deref());
    let black = link_name(shared.black.as_deref());
    let with_names = white.is_some() || black.is_some();
    let version = if with_names { VERSION_NAMES } else { VERSION };
    let flags = u8::from(with_start) | (declared << 1) | (u8::from(with_names) << 4);
    let mut bytes = vec![version, flags];
    if with_start {
        let fen = start.fen();
        push_varint(&mut bytes, fen.len());
        bytes.extend_from_slice(fen.as_bytes());
    }
    if with_names {
        for name in [white, black] {
            let name = name.unwrap_or_default();
            push_varint(&mut bytes, name.len());
            bytes.extend_from_slice(name.as_bytes());
        }
    }
    push_varint(&mut bytes, game.moves().len());
    let mut bits = BitWriter::default();
    for (ply, &mv) in game.moves().iter().enumerate() {
        let Some(position) = game.position_at(ply) else {
            break;
        };
        let moves = sorted_moves(position);
        let index = moves.iter().position(|&m| m == mv).unwrap_or_default();
        bits.push(index, bits_for(moves.len()));
    }
    bytes.extend(bits.finish());
    sealed(bytes)
}

/// The link text of `body`: its checksum appended, in base64url. (Public
/// so that tests can forge bodies and reach the errors behind the
/// checksum.)
pub fn sealed(mut body: Vec<u8>) -> String {
    let checksum = crc32(&body);
    body.extend_from_slice(&checksum.to_be_bytes());
    base64url(&body)
}

/// The bytes [`sealed`] wrote, their checksum checked and taken off.
///
/// # Errors
/// [`LinkError::NotBase64`], [`LinkError::Truncated`] or
/// [`LinkError::Checksum`].
pub fn unsealed(text: &str) -> Result<Vec<u8>, LinkError> {
    let mut bytes = from_base64url(text.trim())?;
    let split = bytes.len().checked_sub(4).ok_or(LinkError::Truncated)?;
    let stored = bytes
        .get(split..)
        .and_then(|sum| sum.try_into().ok())
        .map(u32::from_be_bytes)
        .ok_or(LinkError::Truncated)?;
    bytes.truncate(split);
    if crc32(&bytes) != stored {
        return Err(LinkError::Checksum);
    }
    Ok(bytes)
}

/// The fragment for `game`: `#g=…`.
pub fn fragment(game: &Game) -> String {
    format!("#{KEY}{}", encode(game))
}

/// The fragment for a game and its players' names: `#g=…`.
pub fn fragment_shared(shared: &Shared) -> String {
    format!("#{KEY}{}", encode_shared(shared))
}

/// The game's value in a fragment (`#a=1&g=…` or `#g=…`), if there is one.
/// `None` means the address carries no game, which is not an error.
pub fn value_in(fragment: &str) -> Option<&str> {
    fragment
        .strip_prefix('#')
        .unwrap_or(fragment)
        .split('&')
        .find_map(|part| part.strip_prefix(KEY))
}

/// Reads a game from a fragment's value (what follows `g=`), without its
/// names.
///
/// # Errors
/// A [`LinkError`] saying what is wrong; no half-read game.
pub fn decode(value: &str) -> Result<Game, LinkError> {
    decode_shared(value).map(|shared| shared.game)
}

/// Reads a game and its players' names from a fragment's value (what
/// follows `g=`): version 1 (no names) or 2.
///
/// # Errors
/// A [`LinkError`] saying what is wrong; no half-read game.
pub fn decode_shared(value: &str) -> Result<Shared, LinkError> {
    let chars = value.chars().count();
    if chars > MAX_CHARS {
        return Err(LinkError::TooLong { chars });
    }
    let body = unsealed(value)?;
    let mut reader = ByteReader { bytes: &body };
    let version = reader.byte()?;
    if version != VERSION && version != VERSION_NAMES {
        return Err(LinkError::Version(version));
    }
    let flags = reader.byte()?;
    let known = if version == VERSION { 0x0f } else { 0x1f };
    if flags & !known != 0 {
        return Err(LinkError::BadFlags(flags));
    }
    let with_names = flags & 0x10 != 0;
    let declared = match (flags & 0x0f) >> 1 {
        0 => None,
        code => Some(Declared::from_code(code).ok_or(LinkError::BadFlags(flags))?),
    };
    let start = if flags & 1 == 1 {
        let len = reader.varint()?;
        let fen = reader.take(len)?;
        let fen = core::str::from_utf8(fen).map_err(|_| LinkError::BadStart(None))?;
        Position::from_fen(fen).map_err(|e| LinkError::BadStart(Some(e)))?
    } else {
        Position::new()
    };
    let mut names = [None, None];
    if with_names {
        for name in &mut names {
            let len = reader.varint()?;
            if len > MAX_NAME_BYTES {
                return Err(LinkError::BadName);
            }
            let text = core::str::from_utf8(reader.take(len)?).map_err(|_| LinkError::BadName)?;
            *name = Some(text.to_string()).filter(|n| !n.trim().is_empty());
        }
    }
    let [white, black] = names;
    let plies = reader.varint()?;
    let plies_u32 = u32::try_from(plies).unwrap_or(u32::MAX);
    if plies_u32 > MAX_PLIES {
        return Err(LinkError::TooManyMoves(plies_u32));
    }
    let mut bits = BitReader::new(reader.bytes);
    let mut game = Game::from_position(start);
    let mut moves = Vec::with_capacity(plies);
    for ply in 0..plies {
        let legal = sorted_moves(game.position());
        let index = bits.read(bits_for(legal.len()))?;
        let mv = *legal.get(index).ok_or(LinkError::BadMove { ply })?;
        game.play(mv).map_err(|_| LinkError::BadMove { ply })?;
        moves.push(mv);
    }
    if !bits.rest_is_padding() {
        return Err(LinkError::TrailingData);
    }
    let game = replay(start, moves, declared).map_err(LinkError::Replay)?;
    Ok(Shared { game, white, black })
}

/// LEB128: seven bits a byte, low bits first, the top bit set on all but
/// the last byte.
pub fn push_varint(bytes: &mut Vec<u8>, mut value: usize) {
    loop {
        let low = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            bytes.push(low);
            return;
        }
        bytes.push(low | 0x80);
    }
}

/// The number [`push_varint`] wrote at the front of `bytes` (at most four
/// bytes), and the bytes after it.
pub fn read_varint(bytes: &[u8]) -> Option<(usize, &[u8])> {
    let mut reader = ByteReader { bytes };
    let value = reader.varint().ok()?;
    Some((value, reader.bytes))
}

/// Reads bytes from the front of a slice.
struct ByteReader<'a> {
    bytes: &'a [u8],
}

impl<'a> ByteReader<'a> {
    fn byte(&mut self) -> Result<u8, LinkError> {
        let (&first, rest) = self.bytes.split_first().ok_or(LinkError::Truncated)?;
        self.bytes = rest;
        Ok(first)
    }

    fn take(&mut self, len: usize) -> Result<&'a [u8], LinkError> {
        if len > self.bytes.len() {
            return Err(LinkError::Truncated);
        }
        let (taken, rest) = self.bytes.split_at(len);
        self.bytes = rest;
        Ok(taken)
    }

    /// A LEB128 number of at most four bytes (28 bits): more is never
    /// needed here, and refusing it bounds what a hostile link can ask.
    fn varint(&mut self) -> Result<usize, LinkError> {
        let mut value = 0usize;
        for shift in [0, 7, 14, 21] {
            let byte = self.byte()?;
            value |= usize::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(LinkError::BadNumber)
    }
}

/// Packs numbers into bits, most significant first.
#[derive(Default)]
struct BitWriter {
    bytes: Vec<u8>,
    /// Bits used in the last byte (0 when a new byte is needed).
    used: u32,
}

impl BitWriter {
    fn push(&mut self, value: usize, width: u32) {
        for bit in (0..width).rev() {
            if self.used == 0 {
                self.bytes.push(0);
            }
            let set = (value >> bit) & 1 == 1;
            if let Some(last) = self.bytes.last_mut() {
                *last |= u8::from(set) << (7 - self.used);
            }
            self.used = (self.used + 1) % 8;
        }
    }

    fn finish(self) -> Vec<u8> {
        self.bytes
    }
}

/// Reads numbers back from bits, most significant first.
struct BitReader<'a> {
    bytes: &'a [u8],
    /// The next bit's index from the start.
    at: usize,
}

impl<'a> BitReader<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        BitReader { bytes, at: 0 }
    }

    fn read(&mut self, width: u32) -> Result<usize, LinkError> {
        let mut value = 0usize;
        for _ in 0..width {
            let byte = self.bytes.get(self.at / 8).ok_or(LinkError::Truncated)?;
            let bit = (byte >> (7 - self.at % 8)) & 1;
            value = (value << 1) | usize::from(bit);
            self.at += 1;
        }
        Ok(value)
    }

    /// Whether what is left is only the zero padding of the last byte.
    #[allow(
        clippy::manual_is_multiple_of,
        reason = "`is_multiple_of` costs the app's wasm 146 bytes gzipped here and in clock.rs, at its 200 kB budget"
    )]
    fn rest_is_padding(&self) -> bool {
        let whole = self.at.div_ceil(8);
        if whole != self.bytes.len() {
            return false;
        }
        match self.bytes.last() {
            Some(last) if self.at % 8 != 0 => last & (0xff >> (self.at % 8)) == 0,
            _ => true,
        }
    }
}

/// CRC-32 (IEEE 802.3, as in zip and PNG), bit by bit: the links are short.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            let mask = (crc & 1).wrapping_neg();
            crc = (crc >> 1) ^ (0xEDB8_8320 & mask);
        }
    }
    !crc
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url without padding (RFC 4648, section 5).
fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk.first().copied().unwrap_or(0),
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            let sextet = (n >> (18 - 6 * i)) & 0x3f;
            if let Some(&c) = ALPHABET.get(sextet as usize) {
                out.push(char::from(c));
            }
        }
    }
    out
}

/// Reads base64url without padding. A character outside the alphabet is
/// [`LinkError::NotBase64`]; a length no encoding has is
/// [`LinkError::Truncated`] (a link cut short); bits set in the unused
/// tail, which only a changed last character gives, are
/// [`LinkError::Checksum`]: every character is valid, the link was altered.
fn from_base64url(text: &str) -> Result<Vec<u8>, LinkError> {
    let sextets: Vec<u32> = text
        .bytes()
        .map(|c| {
            ALPHABET
                .iter()
                .position(|&a| a == c)
                .and_then(|p| u32::try_from(p).ok())
        })
        .collect::<Option<_>>()
        .ok_or(LinkError::NotBase64)?;
    let mut out = Vec::with_capacity(sextets.len() * 3 / 4);
    for chunk in sextets.chunks(4) {
        if chunk.len() == 1 {
            return Err(LinkError::Truncated);
        }
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &s)| n | (s << (18 - 6 * i)));
        let [_, a, b, c] = n.to_be_bytes();
        let whole = [a, b, c];
        let kept = chunk.len() - 1;
        // The bits beyond the last whole byte must be zero: one text per
        // link, so that an altered character never goes unnoticed.
        if whole.iter().skip(kept).any(|&byte| byte != 0) {
            return Err(LinkError::Checksum);
        }
        out.extend(whole.iter().take(kept));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorted_moves_are_every_legal_move_in_key_order() {
        // A position with promotions (several moves per from–to pair).
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "1n2k3/P1P5/8/8/8/8/8/4K2R w K - 0 1",
        ] {
            let position = Position::from_fen(fen).unwrap();
            let key = |mv: &Move| {
                let promotion = mv.promotion.map_or(0, |role| role.index());
                (mv.from.index(), mv.to.index(), promotion)
            };
            let mut expected = position.legal_moves().to_vec();
            expected.sort_by_key(key);
            assert_eq!(sorted_moves(&position), expected, "{fen}");
        }
    }

    #[test]
    fn base64url_reads_back_every_length() {
        let data: Vec<u8> = (0..=255u8).collect();
        for len in 0..40 {
            let slice = data.get(200 - len..200).unwrap_or_default();
            let text = base64url(slice);
            assert_eq!(from_base64url(&text).as_deref(), Ok(slice), "{len}");
            assert!(text
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
        }
        // RFC 4648's vectors, without padding, url-safe.
        assert_eq!(base64url(b"foobar"), "Zm9vYmFy");
        assert_eq!(base64url(b"fooba"), "Zm9vYmE");
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
        assert_eq!(from_base64url("Zm9vYmE="), Err(LinkError::NotBase64));
        assert_eq!(from_base64url("Z"), Err(LinkError::Truncated));
        // "Zh" would put a stray bit after the one byte: altered.
        assert_eq!(from_base64url("Zh"), Err(LinkError::Checksum));
    }

    #[test]
    fn crc32_is_the_standard_one() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn varints_and_bits_read_back() {
        for value in [0usize, 1, 127, 128, 300, 16_383, 16_384, 200_000] {
            let mut bytes = Vec::new();
            push_varint(&mut bytes, value);
            assert_eq!(ByteReader { bytes: &bytes }.varint(), Ok(value));
        }
        let mut writer = BitWriter::default();
        let values = [(5usize, 3u32), (0, 0), (200, 8), (1, 1), (17, 5)];
        for (value, width) in values {
            writer.push(value, width);
        }
        let bytes = writer.finish();
        assert_eq!(bytes.len(), 3);
        let mut reader = BitReader::new(&bytes);
        for (value, width) in values {
            assert_eq!(reader.read(width), Ok(value));
        }
        assert!(reader.rest_is_padding());
        assert_eq!(bits_for(1), 0);
        assert_eq!(bits_for(2), 1);
        assert_eq!(bits_for(20), 5);
        assert_eq!(bits_for(32), 5);
        assert_eq!(bits_for(33), 6);
        assert_eq!(bits_for(218), 8);
    }

    #[test]
    fn the_fragment_value_is_found_among_others() {
        assert_eq!(value_in("#g=AQA"), Some("AQA"));
        assert_eq!(value_in("g=AQA"), Some("AQA"));
        assert_eq!(value_in("#x=1&g=AQA"), Some("AQA"));
        assert_eq!(value_in("#section"), None);
        assert_eq!(value_in(""), None);
    }
}
