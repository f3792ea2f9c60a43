//! The wire messages between Roque's browser client and its relay server
//! (`roque-relay`), for games online with a room link.
//!
//! Every message is one WebSocket text frame holding one JSON object whose
//! `"t"` field names its kind. There is one parser per direction,
//! [`parse_client`] (what the relay reads) and [`parse_server`] (what the
//! browser reads), and one writer, [`ClientMsg::to_text`] and
//! [`ServerMsg::to_text`]. The parsers are strict so that neither end has
//! to trust the other: a frame over its size cap ([`MAX_CLIENT_FRAME`],
//! [`MAX_SERVER_FRAME`]), an unknown kind or field, a duplicate field, a
//! string longer than its bound, a malformed move or FEN are all refused
//! with a [`ProtocolError`], never a panic.
//!
//! Moves travel as UCI text (`e2e4`, `e7e8q`), checked here for their form
//! by the rules crate and for their legality by the relay, which plays
//! them with the rules crate too.
//!
//! The crate has no I/O and no async runtime: it builds for
//! `wasm32-unknown-unknown`, so the browser client uses these very types.
//!
//! ```
//! use roque_protocol::{parse_client, ClientMsg};
//! let msg = parse_client(r#"{"t":"move","ply":0,"uci":"e2e4"}"#)?;
//! assert!(matches!(msg, ClientMsg::Move { ply: 0, .. }));
//! assert_eq!(parse_client(&msg.to_text())?, msg);
//! assert!(parse_client(r#"{"t":"move","ply":0,"uci":"e2e4","x":1}"#).is_err());
//! # Ok::<(), roque_protocol::ProtocolError>(())
//! ```

#![forbid(unsafe_code)]
#![deny(missing_docs)]

use core::fmt;

use roque_rules::{Color, Move, Outcome, Position};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The largest frame a client may send, in bytes.
pub const MAX_CLIENT_FRAME: usize = 4096;
/// The largest frame the relay sends, in bytes: a whole game's state
/// ([`MAX_PLIES`] moves of at most five characters, quoted) fits.
pub const MAX_SERVER_FRAME: usize = 64 * 1024;
/// The most moves a game can hold: the 75-move rule ends any game well
/// before 6,000 plies (every 150 plies need a capture or a pawn move, and
/// there are at most 30 captures and 96 pawn moves).
pub const MAX_PLIES: usize = 6000;
/// The longest FEN accepted, in bytes.
pub const MAX_FEN: usize = 100;
/// The longest error detail, in characters.
pub const MAX_DETAIL: usize = 300;
/// The length of a room id and of a seat token: 128 random bits in
/// lowercase hexadecimal.
pub const ID_LEN: usize = 32;
/// The longest base time: ten hours (as the app's clock).
pub const MAX_BASE_S: u32 = 10 * 3600;
/// The largest increment: ten minutes (as the app's clock).
pub const MAX_INCREMENT_S: u32 = 600;
/// The most offers pending at once (one of each kind for each side).
pub const MAX_OFFERS: usize = 6;
/// The longest player's name, in characters.
pub const MAX_NAME: usize = 40;

/// Why a frame was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProtocolError {
    /// Which rule the frame broke.
    pub kind: ProtocolErrorKind,
    /// What exactly, in English, at most [`MAX_DETAIL`] characters.
    pub detail: String,
}

/// The rule a refused frame broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProtocolErrorKind {
    /// Larger than the direction's cap.
    TooBig,
    /// Not one well-formed message of a known kind with valid fields.
    Malformed,
}

impl ProtocolError {
    /// The [`ErrorCode`] to answer a client with.
    pub const fn code(&self) -> ErrorCode {
        match self.kind {
            ProtocolErrorKind::TooBig => ErrorCode::TooBig,
            ProtocolErrorKind::Malformed => ErrorCode::Malformed,
        }
    }
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.detail)
    }
}

impl std::error::Error for ProtocolError {}

/// `text` cut to at most `max` characters, on a character boundary.
pub fn bounded(text: &str, max: usize) -> String {
    text.chars().take(max).collect()
}

/// Parses one frame from a client, strictly.
///
/// # Errors
/// [`ProtocolErrorKind::TooBig`] over [`MAX_CLIENT_FRAME`] bytes, else
/// [`ProtocolErrorKind::Malformed`] for anything but one valid message.
pub fn parse_client(text: &str) -> Result<ClientMsg, ProtocolError> {
    parse(text, MAX_CLIENT_FRAME)
}

/// Parses one frame from the relay, strictly.
///
/// # Errors
/// [`ProtocolErrorKind::TooBig`] over [`MAX_SERVER_FRAME`] bytes, else
/// [`ProtocolErrorKind::Malformed`] for anything but one valid message.
pub fn parse_server(text: &str) -> Result<ServerMsg, ProtocolError> {
    parse(text, MAX_SERVER_FRAME)
}

fn parse<T: for<'de> Deserialize<'de>>(text: &str, cap: usize) -> Result<T, ProtocolError> {
    if text.len() > cap {
        return Err(ProtocolError {
            kind: ProtocolErrorKind::TooBig,
            detail: format!("frame of {} bytes, over the cap of {cap}", text.len()),
        });
    }
    serde_json::from_str(text).map_err(|e| ProtocolError {
        kind: ProtocolErrorKind::Malformed,
        detail: bounded(&e.to_string(), MAX_DETAIL),
    })
}

/// Writes `value` as JSON. Serialising these types cannot fail: they hold
/// only strings, numbers, options, sequences and structs (no map with
/// non-string keys, no fallible `Serialize`), so the empty fallback is
/// never taken.
fn write<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// A side of the board, on the wire `"white"` or `"black"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<Color> for Side {
    fn from(color: Color) -> Side {
        color.fold(Side::White, Side::Black)
    }
}

impl From<Side> for Color {
    fn from(side: Side) -> Color {
        match side {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

impl core::ops::Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }
}

/// The colour the creator of a room asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColorChoice {
    /// White (the default in the app).
    White,
    /// Black.
    Black,
    /// Drawn at random by the relay.
    Random,
}

/// Where a connection sits in a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// Plays White in the current game.
    White,
    /// Plays Black in the current game.
    Black,
    /// Watches: every move is refused.
    Spectator,
}

impl Seat {
    /// The side this seat plays, if it plays.
    pub const fn side(self) -> Option<Side> {
        match self {
            Seat::White => Some(Side::White),
            Seat::Black => Some(Side::Black),
            Seat::Spectator => None,
        }
    }
}

impl From<Side> for Seat {
    fn from(side: Side) -> Seat {
        match side {
            Side::White => Seat::White,
            Side::Black => Seat::Black,
        }
    }
}

/// A time control: base time and Fischer increment, as the app's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TimeControl {
    /// Each player's time at the start, in seconds: 1 to [`MAX_BASE_S`].
    pub base_s: u32,
    /// Seconds added after each timed move: 0 to [`MAX_INCREMENT_S`].
    pub inc_s: u32,
}

impl<'de> Deserialize<'de> for TimeControl {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Raw {
            base_s: u32,
            inc_s: u32,
        }
        let raw = Raw::deserialize(d)?;
        if raw.base_s == 0 || raw.base_s > MAX_BASE_S {
            return Err(D::Error::custom(format!(
                "base_s must be 1 to {MAX_BASE_S} seconds"
            )));
        }
        if raw.inc_s > MAX_INCREMENT_S {
            return Err(D::Error::custom(format!(
                "inc_s must be 0 to {MAX_INCREMENT_S} seconds"
            )));
        }
        Ok(TimeControl {
            base_s: raw.base_s,
            inc_s: raw.inc_s,
        })
    }
}

/// Serde for a newtype over its checked text: written as the text, read
/// through `parse` (so that nothing unchecked comes in by the wire).
macro_rules! checked_text_serde {
    ($type:ident, |$text:ident| $parse:expr) => {
        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.0)
            }
        }

        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let owned = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                let $text: &str = &owned;
                $parse.map_err(D::Error::custom)
            }
        }
    };
}

/// An identifier of 128 random bits in lowercase hex, checked on parse:
/// a room id or a seat token.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Id(String);

/// A room's id, in its link.
pub type RoomId = Id;
/// A seat's secret token, kept by the browser that holds the seat.
pub type Token = Id;

impl Id {
    /// An id from exactly [`ID_LEN`] lowercase hex digits.
    ///
    /// # Errors
    /// A short English explanation for anything else.
    pub fn parse(text: &str) -> Result<Id, &'static str> {
        if text.len() == ID_LEN && text.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
            Ok(Id(text.to_owned()))
        } else {
            Err("an id is 32 lowercase hexadecimal digits")
        }
    }

    /// The id from 16 random bytes (the caller's secure randomness).
    pub fn from_bytes(bytes: [u8; 16]) -> Id {
        let mut text = String::with_capacity(ID_LEN);
        for b in bytes {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            text.push(char::from(HEX[usize::from(b >> 4)]));
            text.push(char::from(HEX[usize::from(b & 15)]));
        }
        Id(text)
    }

    /// The id's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Tokens are secrets: logs show only their start.
        write!(f, "Id({}…)", &self.0[..6.min(self.0.len())])
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

checked_text_serde!(Id, |text| Id::parse(text));

/// A move in UCI notation, its form checked on parse by the rules crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uci(pub Move);

impl Serialize for Uci {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0.to_uci())
    }
}

impl<'de> Deserialize<'de> for Uci {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        if text.len() > 5 {
            return Err(D::Error::custom("a UCI move is 4 or 5 characters"));
        }
        Move::from_uci(&text)
            .map(Uci)
            .map_err(|e| D::Error::custom(format!("bad UCI move: {e}")))
    }
}

/// A position in FEN, checked on parse by the rules crate (a legal
/// position, at most [`MAX_FEN`] bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fen(String);

impl Fen {
    /// The FEN of `position`.
    pub fn of(position: &Position) -> Fen {
        Fen(position.to_string())
    }

    /// Checks `text` as a legal position.
    ///
    /// # Errors
    /// The rules crate's reason, in English.
    pub fn parse(text: &str) -> Result<(Fen, Position), String> {
        if text.len() > MAX_FEN {
            return Err(format!("a FEN is at most {MAX_FEN} bytes"));
        }
        let position = Position::from_fen(text).map_err(|e| format!("bad FEN: {e}"))?;
        Ok((Fen(text.to_owned()), position))
    }

    /// The FEN's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The position it describes (checked when the FEN was parsed).
    pub fn position(&self) -> Position {
        Position::from_fen(&self.0).unwrap_or_default()
    }
}

checked_text_serde!(Fen, |text| Fen::parse(text).map(|(fen, _)| fen));

/// A player's name, checked on parse: 1 to [`MAX_NAME`] characters, no
/// space at either end, no control character and no bidirectional
/// override (which would turn the text around it on the other player's
/// screen). The page trims what is typed; the relay refuses anything else.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name(String);

impl Name {
    /// `text` as a name.
    ///
    /// # Errors
    /// A short English explanation (for logs; the page says its own words).
    ///
    /// ```
    /// use roque_protocol::Name;
    /// assert!(Name::parse("Alice").is_ok());
    /// assert!(Name::parse(" Alice").is_err());
    /// assert!(Name::parse("A\u{202e}lice").is_err());
    /// assert!(Name::parse(&"x".repeat(41)).is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Name, &'static str> {
        let count = text.chars().count();
        if count == 0 || count > MAX_NAME {
            return Err("a name is 1 to 40 characters");
        }
        if text.trim() != text {
            return Err("a name has no space at either end");
        }
        let forbidden = |c: char| {
            c.is_control()
                || matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        };
        if text.chars().any(forbidden) {
            return Err("a name has no control or direction character");
        }
        Ok(Name(text.to_owned()))
    }

    /// The name's text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

checked_text_serde!(Name, |text| Name::parse(text));

/// The players' names in the current game, by colour (a seat keeps its
/// name across rematches, where the colours swap).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Players {
    /// White's name, once given.
    pub white: Option<Name>,
    /// Black's name, once given.
    pub black: Option<Name>,
}

/// What an offer proposes; the opponent accepts or declines it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OfferKind {
    /// A draw by agreement (art. 9.1.2). Withdrawn when the opponent moves.
    Draw,
    /// Take back the offerer's last move (and the opponent's reply after
    /// it, if any). Withdrawn when the opponent moves.
    Takeback,
    /// A new game in the same room, colours swapped: only once the game
    /// has ended.
    Rematch,
}

impl OfferKind {
    /// Its name on the wire: `draw`, `takeback`, `rematch`.
    pub const fn code(self) -> &'static str {
        match self {
            OfferKind::Draw => "draw",
            OfferKind::Takeback => "takeback",
            OfferKind::Rematch => "rematch",
        }
    }
}

/// A pending offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Offer {
    /// What it proposes.
    pub kind: OfferKind,
    /// Who made it.
    pub by: Side,
}

/// How a game ended: one of the rules crate's stable outcome codes
/// ([`Outcome::code`], the set [`Outcome::CODES`]), such as `checkmate`,
/// `timeout` or `timeoutVsInsufficientMaterial`; any other is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EndReason(&'static str);

impl EndReason {
    /// The reason whose code is `code`, if the rules crate has it.
    pub fn parse(code: &str) -> Option<EndReason> {
        Outcome::CODES
            .iter()
            .find(|&&known| known == code)
            .map(|&known| EndReason(known))
    }

    /// The code.
    pub const fn code(self) -> &'static str {
        self.0
    }
}

impl From<Outcome> for EndReason {
    fn from(outcome: Outcome) -> EndReason {
        EndReason(outcome.code())
    }
}

impl Serialize for EndReason {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

impl<'de> Deserialize<'de> for EndReason {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        EndReason::parse(&text)
            .ok_or_else(|| D::Error::custom("not one of the rules crate's outcome codes"))
    }
}

/// A game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameResult {
    /// Which rule ended it.
    pub reason: EndReason,
    /// The winner; none for a draw.
    pub winner: Option<Side>,
}

impl From<Outcome> for GameResult {
    fn from(outcome: Outcome) -> GameResult {
        GameResult {
            reason: outcome.into(),
            winner: outcome.winner().map(Side::from),
        }
    }
}

/// Both clocks as the relay read them when it sent the message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Clocks {
    /// White's time left, in milliseconds.
    pub white_ms: u64,
    /// Black's time left, in milliseconds.
    pub black_ms: u64,
    /// Whose time runs (none before Black's first move is due, after the
    /// end, and while the mover's time is held after a relay restart,
    /// until they come back).
    pub running: Option<Side>,
}

impl Clocks {
    /// The times `elapsed_ms` after the relay read them (the client's own
    /// clock since the message arrived): the running side's time runs
    /// down, never below zero. The relay's next message is the authority.
    ///
    /// ```
    /// use roque_protocol::{Clocks, Side};
    /// let clocks = Clocks { white_ms: 60_000, black_ms: 5_000, running: Some(Side::Black) };
    /// assert_eq!(clocks.after(7_000).black_ms, 0);
    /// assert_eq!(clocks.after(7_000).white_ms, 60_000);
    /// ```
    pub fn after(self, elapsed_ms: u64) -> Clocks {
        let down = |ms: u64, side| {
            if self.running == Some(side) {
                ms.saturating_sub(elapsed_ms)
            } else {
                ms
            }
        };
        Clocks {
            white_ms: down(self.white_ms, Side::White),
            black_ms: down(self.black_ms, Side::Black),
            running: self.running,
        }
    }
}

/// Which players have at least one connection open to the room.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Present {
    /// White's player is connected.
    pub white: bool,
    /// Black's player is connected.
    pub black: bool,
}

/// A room's whole game, enough for a client that knows nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameState {
    /// The game's number in the room: 1, then 2 after a rematch, ….
    pub game: u32,
    /// The starting position.
    pub start_fen: Fen,
    /// Every move played, in order.
    #[serde(deserialize_with = "bounded_moves")]
    pub moves: Vec<Uci>,
    /// The time control; none for an untimed game.
    pub tc: Option<TimeControl>,
    /// The clocks; none for an untimed game.
    pub clocks: Option<Clocks>,
    /// The offers pending.
    #[serde(deserialize_with = "bounded_offers")]
    pub offers: Vec<Offer>,
    /// The result, once the game has ended.
    pub result: Option<GameResult>,
    /// Who is connected.
    pub present: Present,
    /// The players' names.
    pub names: Players,
}

impl GameState {
    /// The game replayed by the rules crate: its position, legal moves,
    /// claims and outcome, as the relay has them.
    ///
    /// ```
    /// use roque_protocol::{parse_server, ServerMsg};
    /// let text = r#"{"t":"welcome","room":"0123456789abcdef0123456789abcdef","seat":"black","token":null,
    ///   "state":{"game":1,"start_fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ///   "moves":["e2e4"],"tc":null,"clocks":null,"offers":[],"result":null,
    ///   "present":{"white":true,"black":true},"names":{"white":"Ada","black":null}}}"#;
    /// let Ok(ServerMsg::Welcome { state, .. }) = parse_server(text) else { panic!() };
    /// assert_eq!(state.replay()?.ply(), 1);
    /// # Ok::<(), String>(())
    /// ```
    ///
    /// # Errors
    /// A move the rules refuse (a relay never sends one).
    pub fn replay(&self) -> Result<roque_rules::Game, String> {
        let mut game = roque_rules::Game::from_position(self.start_fen.position());
        for (ply, uci) in self.moves.iter().enumerate() {
            game.play(uci.0)
                .map_err(|e| format!("move {} ({}): {e}", ply + 1, uci.0))?;
        }
        Ok(game)
    }
}

fn bounded_moves<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Uci>, D::Error> {
    let moves = Vec::<Uci>::deserialize(d)?;
    if moves.len() > MAX_PLIES {
        return Err(D::Error::custom(format!("more than {MAX_PLIES} moves")));
    }
    Ok(moves)
}

fn bounded_offers<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Offer>, D::Error> {
    let offers = Vec::<Offer>::deserialize(d)?;
    if offers.len() > MAX_OFFERS {
        return Err(D::Error::custom(format!("more than {MAX_OFFERS} offers")));
    }
    Ok(offers)
}

fn bounded_detail<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    let detail = String::deserialize(d)?;
    if detail.chars().count() > MAX_DETAIL {
        return Err(D::Error::custom(format!(
            "a detail is at most {MAX_DETAIL} characters"
        )));
    }
    Ok(detail)
}

/// What a client sends to the relay.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Open a new room and sit in it; answered by [`ServerMsg::Welcome`]
    /// with the seat's token.
    Create {
        /// The time control; none for an untimed game.
        tc: Option<TimeControl>,
        /// The creator's colour in the first game.
        color: ColorChoice,
        /// The starting position; the usual one when absent.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        fen: Option<Fen>,
        /// The creator's name, if they gave one.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<Name>,
    },
    /// Give this seat's name (or change it), shown to everyone in the
    /// room; answered by [`ServerMsg::Named`] to all.
    Name {
        /// The name.
        name: Name,
    },
    /// Enter a room: with a token, take that seat back; without, take the
    /// free seat, or watch when both are taken. Answered by
    /// [`ServerMsg::Welcome`].
    Join {
        /// The room, from its link.
        room: RoomId,
        /// The seat's token, kept from an earlier welcome.
        token: Option<Token>,
    },
    /// Play a move.
    Move {
        /// How many moves the game had before this one: a move sent twice,
        /// or sent before the client saw a takeback, is refused as stale.
        ply: u32,
        /// The move.
        uci: Uci,
    },
    /// Make an offer to the opponent.
    Offer {
        /// What it proposes.
        kind: OfferKind,
    },
    /// Accept the opponent's pending offer of this kind.
    Accept {
        /// What it proposed.
        kind: OfferKind,
    },
    /// Decline the opponent's pending offer of this kind.
    Decline {
        /// What it proposed.
        kind: OfferKind,
    },
    /// Resign the game. (A struct variant, not a unit one, so that
    /// unknown fields are refused here too.)
    Resign {},
    /// Claim a draw (threefold repetition or fifty moves, art. 9.2 and
    /// 9.3) as the player to move: on the position as it stands, or by
    /// announcing `uci`, which is then played.
    Claim {
        /// The announced move, if the claim rests on it.
        uci: Option<Uci>,
    },
    /// Asks for a [`ServerMsg::Pong`] with the same number (the client's
    /// way to see that the connection lives).
    Ping {
        /// Any number.
        n: u32,
    },
    /// Answers the relay's [`ServerMsg::Ping`]: the relay measures the
    /// round trip, which it does not charge to the mover's clock.
    Pong {
        /// The ping's number.
        n: u32,
    },
}

impl ClientMsg {
    /// The message as one text frame.
    pub fn to_text(&self) -> String {
        write(self)
    }
}

/// Why the relay refused something; the `detail` of [`ServerMsg::Error`]
/// says more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// No such room (never created, or expired).
    UnknownRoom,
    /// The token holds no seat of that room.
    StaleToken,
    /// The room has as many spectators as it takes (players always get in).
    RoomFull,
    /// Already in a room on this connection.
    AlreadyJoined,
    /// Create or join first.
    NotJoined,
    /// Spectators cannot act on the game.
    Spectator,
    /// The rules refuse the move; the detail gives the rules crate's reason.
    IllegalMove,
    /// It is the opponent's turn.
    OutOfTurn,
    /// The move's ply is not the game's: a duplicate or a stale move.
    StalePly,
    /// The game has ended.
    GameOver,
    /// The game has not ended (a rematch offer before the end).
    GameNotOver,
    /// Nothing to accept or decline, or an offer that cannot be made now.
    NoOffer,
    /// A draw offered again in the same turn: once a turn.
    OfferRepeated,
    /// The draw claim is not correct; the game goes on.
    NotClaimable,
    /// Too many messages: slow down (the message was dropped).
    RateLimited,
    /// This address has created too many rooms of late: wait a little.
    TooManyRooms,
    /// The relay keeps as many rooms as it may: no new one now (games
    /// under way go on).
    ServerFull,
    /// The frame is over the size cap.
    TooBig,
    /// The frame is not one valid message.
    Malformed,
    /// The relay failed; try again.
    Internal,
    /// The relay cannot reach its store for now (Redis restarting, a disk
    /// full): nothing was changed; try again in a moment.
    Unavailable,
}

/// What the relay sends to a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
pub enum ServerMsg {
    /// You are in the room: your seat and the whole game. Sent after
    /// create and join, and to everyone again when a rematch starts (the
    /// seats swap colours).
    Welcome {
        /// The room's id, for its link.
        room: RoomId,
        /// Your seat in the current game.
        seat: Seat,
        /// Your seat's token when it was just given (keep it to come
        /// back); none when you came with it, or watch.
        token: Option<Token>,
        /// The whole game.
        state: GameState,
    },
    /// A move was played (yours too: it is the acknowledgement).
    Moved {
        /// How many moves the game had before it.
        ply: u32,
        /// The move.
        uci: Uci,
        /// The clocks after it.
        clocks: Option<Clocks>,
    },
    /// An offer was made.
    Offered(Offer),
    /// An offer was declined (or withdrawn by a move).
    Declined(Offer),
    /// Moves were taken back: the game now has `ply` moves.
    TookBack {
        /// How many moves are left.
        ply: u32,
        /// The clocks after it.
        clocks: Option<Clocks>,
    },
    /// The game ended.
    Ended {
        /// How.
        result: GameResult,
        /// The clocks, stopped.
        clocks: Option<Clocks>,
    },
    /// A player gave their name.
    Named {
        /// Whose.
        side: Side,
        /// The name.
        name: Name,
    },
    /// A player connected or lost their last connection.
    Presence {
        /// Whose.
        side: Side,
        /// Connected now.
        present: bool,
    },
    /// Something you sent was refused.
    Error {
        /// Why, as a code.
        code: ErrorCode,
        /// Why, in English, at most [`MAX_DETAIL`] characters.
        #[serde(deserialize_with = "bounded_detail")]
        detail: String,
    },
    /// Answer with [`ClientMsg::Pong`] and the same number.
    Ping {
        /// Any number.
        n: u32,
    },
    /// Answers [`ClientMsg::Ping`].
    Pong {
        /// The ping's number.
        n: u32,
    },
}

impl ServerMsg {
    /// The message as one text frame.
    pub fn to_text(&self) -> String {
        write(self)
    }

    /// An error message, its detail bounded.
    pub fn error(code: ErrorCode, detail: &str) -> ServerMsg {
        ServerMsg::Error {
            code,
            detail: bounded(detail, MAX_DETAIL),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_fields_and_kinds_are_refused() {
        assert_eq!(parse_client(r#"{"t":"resign"}"#), Ok(ClientMsg::Resign {}));
        assert_eq!(ClientMsg::Resign {}.to_text(), r#"{"t":"resign"}"#);
        assert!(parse_client(r#"{"t":"resign","x":1}"#).is_err());
        assert!(parse_client(r#"{"t":"dance"}"#).is_err());
        assert!(parse_client(r#"{"t":"ping","n":1,"n":2}"#).is_err());
        assert!(parse_client(r#"{"t":"offer","kind":"draw","by":"white"}"#).is_err());
        assert!(parse_client(
            r#"{"t":"create","tc":{"base_s":60,"inc_s":0,"z":0},"color":"white"}"#
        )
        .is_err());
        assert!(parse_server(r#"{"t":"offered","kind":"draw","by":"white"}"#).is_ok());
        assert!(parse_server(r#"{"t":"offered","kind":"draw","by":"white","x":0}"#).is_err());
    }

    #[test]
    fn fields_are_checked() {
        let room = "0123456789abcdef0123456789abcdef";
        assert!(parse_client(&format!(r#"{{"t":"join","room":"{room}","token":null}}"#)).is_ok());
        assert!(parse_client(r#"{"t":"join","room":"0123","token":null}"#).is_err());
        assert!(parse_client(&format!(
            r#"{{"t":"join","room":"{}","token":null}}"#,
            room.to_uppercase()
        ))
        .is_err());
        assert!(parse_client(r#"{"t":"move","ply":0,"uci":"e2e9"}"#).is_err());
        assert!(parse_client(r#"{"t":"move","ply":-1,"uci":"e2e4"}"#).is_err());
        assert!(
            parse_client(r#"{"t":"create","tc":{"base_s":0,"inc_s":0},"color":"white"}"#).is_err()
        );
        assert!(parse_client(
            r#"{"t":"create","tc":null,"color":"white","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#
        )
        .is_err());
        assert!(parse_client(
            r#"{"t":"create","tc":null,"color":"random","fen":"4k3/8/8/8/8/8/8/4K2R w K - 0 1"}"#
        )
        .is_ok());
        let long = "x".repeat(MAX_CLIENT_FRAME);
        let too_big = parse_client(&format!(r#"{{"t":"ping","n":1,"pad":"{long}"}}"#));
        assert_eq!(too_big.map_err(|e| e.kind), Err(ProtocolErrorKind::TooBig));
        let detail = "é".repeat(MAX_DETAIL + 1);
        assert!(parse_server(&format!(
            r#"{{"t":"error","code":"malformed","detail":"{detail}"}}"#
        ))
        .is_err());
    }

    #[test]
    fn names_are_checked() {
        let create = |name: &str| {
            parse_client(&format!(
                r#"{{"t":"create","tc":null,"color":"white","name":{}}}"#,
                serde_json::to_string(name).unwrap_or_default()
            ))
        };
        assert!(
            matches!(create("Ada Lovelace"), Ok(ClientMsg::Create { name: Some(n), .. }) if n.as_str() == "Ada Lovelace")
        );
        assert!(create(&"é".repeat(MAX_NAME)).is_ok());
        for bad in [
            "",
            " Ada",
            "Ada ",
            "A\nda",
            "A\u{0}da",
            "A\u{202e}da",
            "A\u{7f}da",
        ] {
            assert!(create(bad).is_err(), "{bad:?}");
        }
        assert!(create(&"é".repeat(MAX_NAME + 1)).is_err());
        assert!(parse_client(r#"{"t":"name","name":"Ada"}"#).is_ok());
        assert!(parse_client(r#"{"t":"name","name":"Ada","side":"white"}"#).is_err());
        assert!(parse_server(r#"{"t":"named","side":"black","name":"\u0007"}"#).is_err());
    }

    #[test]
    fn ids_from_bytes_parse_back() {
        let id = Id::from_bytes([0xab; 16]);
        assert_eq!(Id::parse(id.as_str()), Ok(id.clone()));
        assert_eq!(format!("{id:?}"), "Id(ababab…)");
    }

    #[test]
    fn results_use_the_rules_codes() {
        use roque_rules::{DrawReason, WinReason};
        let outcome = Outcome::Decisive {
            winner: Color::Black,
            reason: WinReason::Timeout,
        };
        let result = GameResult::from(outcome);
        assert_eq!(
            serde_json::to_string(&result).unwrap_or_default(),
            r#"{"reason":"timeout","winner":"black"}"#
        );
        assert_eq!(
            EndReason::parse("seventyFiveMoves"),
            Some(Outcome::Draw(DrawReason::SeventyFiveMoves).into())
        );
        assert_eq!(EndReason::parse("bored"), None);
        assert!(parse_server(
            r#"{"t":"ended","result":{"reason":"bored","winner":null},"clocks":null}"#
        )
        .is_err());
    }
}
