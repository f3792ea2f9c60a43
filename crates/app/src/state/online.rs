//! Online play by room link (`?online`, the page `online.html`): the one
//! reducer of the page. It holds the one game (the relay's, the authority,
//! with the player's move not yet confirmed on top), the piece in the
//! player's [`Hand`], which position is shown, the offers and the
//! connection's state, and it says what to send: the messages it queues in
//! its outbox, which the page's socket (`browser::socket`) sends. No
//! browser code: its tests run natively.
//!
//! A move flows: a gesture on the board → the hand attempts a legal move
//! → played on the game at once (`pending`) and queued as `move` → the
//! relay plays it and sends `moved` to both players (the mover's
//! acknowledgement) → the pending move is confirmed; an `error` instead
//! undoes it and says why. Each move the relay tells is played on the game
//! once, as it comes: the game is replayed only from a `welcome` (joining,
//! reconnecting, a rematch).

use roque_protocol::{
    ClientMsg, Clocks, ColorChoice, EndReason, ErrorCode, GameResult, GameState, Name, Offer,
    OfferKind, RoomId, Seat, ServerMsg, Side, TimeControl as WireControl, Token, Uci,
};
use roque_rules::{Color, DrawReason, Game, Lang, Move, Outcome, WinReason};

use crate::model::clock::TimeControl;
use crate::model::navigation::Nav;
use crate::model::record::Record;
use crate::state::hand::{Hand, HandAction, HandOutcome, HandRules};
use crate::state::view::View;

/// At most this many characters of a bad room link are kept to be shown.
const SHOWN_CHARS: usize = 40;

/// How many messages the outbox keeps (the page sends them as they come;
/// older ones are long gone).
const OUTBOX_KEPT: usize = 64;

/// What the address asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `?online`: the form that creates a room.
    Create,
    /// `?online=<room>`: that room.
    Room(RoomId),
    /// `?online=<anything else>`: not a room link (its start, bounded).
    Bad(String),
}

impl Route {
    /// The route of the `online` parameter's value.
    pub fn from_param(value: Option<&str>) -> Route {
        let value = value.unwrap_or_default().trim();
        if value.is_empty() {
            return Route::Create;
        }
        match RoomId::parse(value) {
            Ok(room) => Route::Room(room),
            Err(_) => Route::Bad(value.chars().take(SHOWN_CHARS).collect()),
        }
    }
}

/// The state of the page's connection to the relay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Connection {
    /// Opening (the first time, or again after a loss).
    Connecting,
    /// Open: messages flow.
    Open,
    /// Lost: the page tries again by itself.
    Lost,
    /// No relay at all: the socket's address answered 404 (a static
    /// host). The page says so and stops trying.
    Absent,
}

impl Connection {
    /// The value of `data-connection`.
    pub fn code(self) -> &'static str {
        match self {
            Connection::Connecting => "connecting",
            Connection::Open => "open",
            Connection::Lost => "lost",
            Connection::Absent => "absent",
        }
    }
}

/// Where the room stands, as `data-room-state` says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoomState {
    /// Not both players there yet (no room yet, or the link not yet opened
    /// by the friend).
    Waiting,
    /// Both players came: the game is on.
    Playing,
    /// The game has ended.
    Over,
}

impl RoomState {
    /// The value of `data-room-state`.
    pub fn code(self) -> &'static str {
        match self {
            RoomState::Waiting => "waiting",
            RoomState::Playing => "playing",
            RoomState::Over => "over",
        }
    }
}

/// Something the page must say as an alert.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The relay refused something (a move, an offer, the room itself).
    Refused(ErrorCode),
    /// The address is not a room link.
    BadLink(String),
    /// The relay sent what this page cannot read (another version).
    Unreadable,
}

/// What the player and the page do.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineAction {
    /// The time control of the room to create; `None` for an untimed game.
    SetControl(Option<TimeControl>),
    /// The colour of the room's creator.
    SetColor(ColorChoice),
    /// The player's name as typed (sent with the creation, or by
    /// [`OnlineAction::GiveName`]).
    SetName(String),
    /// Give the typed name to the room (a player who joined by the link).
    GiveName,
    /// Show another position of the game (the move list, the navigator).
    Navigate(Nav),
    /// Create the room.
    Create,
    /// A gesture on the board.
    Board(HandAction),
    /// The socket opened: join the room (or wait for the creation).
    Opened,
    /// The socket was lost: the page tries again.
    Lost,
    /// The socket's address answered 404: no relay serves this page.
    NoRelay,
    /// A text frame from the relay, read by the page at `now` (ms).
    Received(String, f64),
    /// Make an offer (draw, takeback, rematch).
    Offer(OfferKind),
    /// Accept the opponent's offer.
    Accept(OfferKind),
    /// Decline the opponent's offer.
    Decline(OfferKind),
    /// Ask to resign (`true`), or think better of it (`false`).
    AskResign(bool),
    /// Resign, confirmed.
    Resign,
    /// Claim a draw on the position (threefold repetition, fifty moves).
    Claim,
    /// Announce the next move as a draw claim (art. 9.2.1.1), or not.
    ClaimWithNextMove(bool),
    /// The page's clock, to run the clocks between the relay's messages.
    Tick(f64),
    /// The interface's language.
    SetLang(Lang),
    /// Forget the alert.
    Dismiss,
}

/// The whole state of the online page.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineState {
    lang: Lang,
    route: Route,
    /// The creation form's choices.
    control: Option<TimeControl>,
    color: ColorChoice,
    /// The player's name as typed.
    name: String,
    /// Asked to create a room, waiting for the relay's welcome.
    creating: bool,
    room: Option<RoomId>,
    seat: Option<Seat>,
    token: Option<Token>,
    /// The relay's state of the room's game, as last told, but its moves:
    /// those are played on `game` as they come (taken out on arrival, so
    /// that the game is held once).
    relay: Option<GameState>,
    /// The one game: the relay's moves, and the pending move on top.
    game: Game,
    /// The move played on `game` before the relay confirms it.
    pending: Option<Move>,
    /// The message of a move the connection was lost with before the
    /// relay confirmed it, and the ply it was played at: sent again after
    /// the welcome on return if the relay does not have it and the player
    /// is still to move there (a relay that died with it never had it).
    unsent: Option<(usize, ClientMsg)>,
    /// The piece in the player's hand.
    hand: Hand,
    /// The side at the bottom and the position shown.
    view: View,
    connection: Connection,
    /// The page's time when the clocks were last told, and now.
    clocks_at: f64,
    now: f64,
    problem: Option<Problem>,
    said: u32,
    asking_resign: bool,
    /// The next move is announced as a draw claim.
    claim_next: bool,
    /// The messages to send, numbered from 1 (the page sends those above
    /// the last number it sent).
    outbox: Vec<(u32, ClientMsg)>,
    sent_count: u32,
    /// Counts the times the page must reconnect to take the whole state.
    resyncs: u32,
    /// The relay did not know the kept token: the page forgets it.
    token_refused: bool,
    /// The game (its number) and ply at which this player last offered a
    /// draw: once a turn, as the relay keeps it.
    drew_at: Option<(u32, usize)>,
}

/// The outcome a relay's result names, on the relay's game: the game's own
/// when the rules end it themselves (checkmate, stalemate, …), else the
/// result put on it (resignation, agreement, flag, claim).
pub fn outcome_on(game: &mut Game, result: GameResult) -> Option<Outcome> {
    if game.outcome().is_none() {
        let loser = result.winner.map(|side| !Color::from(side));
        let _ = match (result.reason.code(), loser) {
            ("resignation", Some(loser)) => game.resign(loser).map(drop).map_err(drop),
            ("timeout", Some(loser)) => game.flag(loser).map(drop).map_err(drop),
            ("timeoutVsInsufficientMaterial", _) => {
                game.flag(game.position().turn()).map(drop).map_err(drop)
            }
            ("agreement", _) => game.agree_draw().map(drop).map_err(drop),
            ("threefoldRepetition" | "fiftyMoves", _) => game.claim_draw().map(drop).map_err(drop),
            _ => Ok(()),
        };
    }
    game.outcome().or_else(|| plain_outcome(result))
}

/// The outcome of a result without its game (a claim the position alone
/// does not show, a reason whose details the game would give).
fn plain_outcome(result: GameResult) -> Option<Outcome> {
    let code = result.reason.code();
    if let Some(winner) = result.winner {
        let reason = match code {
            "checkmate" => WinReason::Checkmate,
            "resignation" => WinReason::Resignation,
            "timeout" => WinReason::Timeout,
            _ => return None,
        };
        return Some(Outcome::Decisive {
            winner: winner.into(),
            reason,
        });
    }
    let reason = match code {
        "stalemate" => DrawReason::Stalemate,
        "fivefoldRepetition" => DrawReason::FivefoldRepetition,
        "seventyFiveMoves" => DrawReason::SeventyFiveMoves,
        "threefoldRepetition" => DrawReason::ThreefoldRepetition,
        "fiftyMoves" => DrawReason::FiftyMoves,
        "agreement" => DrawReason::Agreement,
        "timeoutVsInsufficientMaterial" => DrawReason::TimeoutVsInsufficientMaterial,
        _ => return None,
    };
    Some(Outcome::Draw(reason))
}

impl OnlineState {
    /// The page for `route`, in `lang`; `token` is the seat's token kept
    /// for that room, if any.
    pub fn new(route: Route, token: Option<Token>, lang: Lang) -> OnlineState {
        let (room, problem) = match &route {
            Route::Room(room) => (Some(room.clone()), None),
            Route::Bad(given) => (None, Some(Problem::BadLink(given.clone()))),
            Route::Create => (None, None),
        };
        let said = u32::from(problem.is_some());
        OnlineState {
            lang,
            route,
            control: Some(TimeControl::PRESETS[1]),
            // The creator plays White unless they choose otherwise (the
            // README and docs/online.md say so too).
            color: ColorChoice::White,
            name: String::new(),
            creating: false,
            room,
            seat: None,
            token,
            relay: None,
            game: Game::new(),
            pending: None,
            unsent: None,
            hand: Hand::default(),
            view: View::new(Color::White, lang),
            connection: Connection::Connecting,
            clocks_at: 0.0,
            now: 0.0,
            problem,
            said,
            asking_resign: false,
            claim_next: false,
            outbox: Vec::new(),
            sent_count: 0,
            resyncs: 0,
            token_refused: false,
            drew_at: None,
        }
    }

    // --- Reading ------------------------------------------------------------

    /// The interface's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }
    /// What the address asked for.
    pub fn route(&self) -> &Route {
        &self.route
    }
    /// The time control chosen for the room to create.
    pub fn control(&self) -> Option<TimeControl> {
        self.control
    }
    /// The colour chosen for the room to create.
    pub fn color(&self) -> ColorChoice {
        self.color
    }
    /// The player's name as typed.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The typed name as the protocol takes it: `None` when nothing is
    /// typed, `Some(Err(()))` when it is not a name (too long, a control
    /// character).
    pub fn typed_name(&self) -> Option<Result<Name, ()>> {
        let typed = self.name.trim();
        (!typed.is_empty()).then(|| Name::parse(typed).map_err(drop))
    }
    /// Whether this player may give their name to the room now: seated,
    /// connected, with no name yet (a name once given stays).
    pub fn can_give_name(&self) -> bool {
        let Some(side) = self.side() else {
            return false;
        };
        self.connection == Connection::Open && self.player_name(side).is_none()
    }
    /// The name `side`'s player gave, if any.
    pub fn player_name(&self, side: Side) -> Option<&Name> {
        let names = &self.relay.as_ref()?.names;
        match side {
            Side::White => names.white.as_ref(),
            Side::Black => names.black.as_ref(),
        }
    }
    /// Waiting for the relay to open the room asked for.
    pub fn creating(&self) -> bool {
        self.creating
    }
    /// The room, once known.
    pub fn room(&self) -> Option<&RoomId> {
        self.room.as_ref()
    }
    /// This page's seat, once welcomed.
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }
    /// The seat's token, to keep for this room.
    pub fn token(&self) -> Option<&Token> {
        self.token.as_ref()
    }
    /// The relay refused the token kept for this room: forget it.
    pub fn token_refused(&self) -> bool {
        self.token_refused
    }
    /// The relay's state of the game (its moves are in [`OnlineState::game`]),
    /// once welcomed.
    pub fn relay(&self) -> Option<&GameState> {
        self.relay.as_ref()
    }

    /// The game: the relay's moves, and the player's pending move.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The piece in the player's hand.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    /// The side at the bottom and the position shown.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// The players' names as a game record: the PGN export and the link
    /// into the app carry them.
    pub fn record(&self) -> Record {
        let names = self.relay.as_ref().map(|state| &state.names);
        let name = |side: Side| {
            names
                .and_then(|names| match side {
                    Side::White => names.white.as_ref(),
                    Side::Black => names.black.as_ref(),
                })
                .map(|name| name.as_str().to_owned())
        };
        Record {
            white: name(Side::White),
            black: name(Side::Black),
            ..Record::default()
        }
    }

    /// The moves played, in SAN, with the interface language's piece letters.
    pub fn sans(&self) -> Vec<String> {
        self.view.sans(&self.game)
    }

    /// The connection's state.
    pub fn connection(&self) -> Connection {
        self.connection
    }
    /// What to say as an alert, with its count (each new one is said,
    /// even when it repeats).
    pub fn problem(&self) -> Option<(&Problem, u32)> {
        self.problem.as_ref().map(|p| (p, self.said))
    }
    /// The resignation waits for its confirmation.
    pub fn asking_resign(&self) -> bool {
        self.asking_resign
    }
    /// A move shown, not yet confirmed by the relay.
    pub fn pending(&self) -> Option<Move> {
        self.pending
    }

    /// The messages queued after the `after`-th one, with their numbers.
    pub fn outbox_after(&self, after: u32) -> impl Iterator<Item = &(u32, ClientMsg)> {
        self.outbox.iter().filter(move |(n, _)| *n > after)
    }

    /// Counts the times the page must reconnect to take the whole state
    /// again (a message out of step).
    pub fn resyncs(&self) -> u32 {
        self.resyncs
    }

    /// The number of the last message queued.
    pub fn last_queued(&self) -> u32 {
        self.sent_count
    }

    /// The side this page plays, if it plays.
    pub fn side(&self) -> Option<Side> {
        self.seat.and_then(Seat::side)
    }

    /// Where the room stands.
    pub fn room_state(&self) -> RoomState {
        let Some(game) = &self.relay else {
            return RoomState::Waiting;
        };
        if game.result.is_some() {
            RoomState::Over
        } else if (game.present.white && game.present.black) || self.game.ply() > 0 {
            RoomState::Playing
        } else {
            RoomState::Waiting
        }
    }

    /// Whether the opponent (of a player) has no connection to the room
    /// while the game is on.
    pub fn opponent_away(&self) -> bool {
        match (&self.relay, self.side()) {
            (Some(game), Some(side)) => {
                let present = match !side {
                    Side::White => game.present.white,
                    Side::Black => game.present.black,
                };
                !present && self.room_state() != RoomState::Waiting
            }
            _ => false,
        }
    }

    /// The game's result and outcome, once it ended.
    pub fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    /// Whether the board takes this player's moves now.
    pub fn takes_moves(&self) -> bool {
        self.connection == Connection::Open
            && self.pending.is_none()
            && !self.view.viewing_past(&self.game)
            && self.room_state() == RoomState::Playing
            && self.side().map(Color::from) == Some(self.game.position().turn())
            && self.game.outcome().is_none()
    }

    /// The clocks now: the relay's last values, the running side's run down
    /// by the page's time since.
    pub fn clocks(&self) -> Option<Clocks> {
        let clocks = self.relay.as_ref()?.clocks?;
        if self.relay.as_ref()?.result.is_some() {
            return Some(clocks);
        }
        let elapsed = (self.now - self.clocks_at).max(0.0);
        // Milliseconds of a page's clock fit a u64.
        Some(clocks.after(elapsed as u64))
    }

    /// The pending offer of `kind` made by `by`.
    fn offer(&self, kind: OfferKind, by: Side) -> bool {
        self.relay
            .as_ref()
            .is_some_and(|g| g.offers.contains(&Offer { kind, by }))
    }

    /// The opponent's offers waiting for this player's answer.
    pub fn offers_to_me(&self) -> Vec<OfferKind> {
        let Some(side) = self.side() else {
            return Vec::new();
        };
        [OfferKind::Draw, OfferKind::Takeback, OfferKind::Rematch]
            .into_iter()
            .filter(|&kind| self.offer(kind, !side))
            .collect()
    }

    /// This player's offers waiting for the opponent.
    pub fn offers_by_me(&self) -> Vec<OfferKind> {
        let Some(side) = self.side() else {
            return Vec::new();
        };
        [OfferKind::Draw, OfferKind::Takeback, OfferKind::Rematch]
            .into_iter()
            .filter(|&kind| self.offer(kind, side))
            .collect()
    }

    /// Whether this player may make an offer of `kind` now.
    pub fn can_offer(&self, kind: OfferKind) -> bool {
        let Some(side) = self.side() else {
            return false;
        };
        if self.connection != Connection::Open || self.offer(kind, side) {
            return false;
        }
        let state = self.room_state();
        match kind {
            OfferKind::Draw => state == RoomState::Playing && !self.drew_this_turn(),
            OfferKind::Takeback => {
                state == RoomState::Playing && self.moves_by(side) > 0 && self.pending.is_none()
            }
            OfferKind::Rematch => state == RoomState::Over,
        }
    }

    /// Whether this player offered a draw in this turn already (the
    /// relay refuses a second: the button is disabled).
    pub fn drew_this_turn(&self) -> bool {
        let now = self.relay.as_ref().map(|g| (g.game, self.game.ply()));
        now.is_some() && self.drew_at == now
    }

    /// How many moves `side` played in this game.
    fn moves_by(&self, side: Side) -> usize {
        let game = &self.game;
        (0..game.ply())
            .filter(|&ply| {
                game.position_at(ply)
                    .is_some_and(|p| Side::from(p.turn()) == side)
            })
            .count()
    }

    /// Whether this player may resign now.
    pub fn can_resign(&self) -> bool {
        self.side().is_some()
            && self.connection == Connection::Open
            && self.room_state() == RoomState::Playing
    }

    /// Whether this player, to move, may claim a draw on the position.
    pub fn can_claim(&self) -> bool {
        self.takes_moves() && self.game.claimable_draw().is_some()
    }

    /// Whether this player, to move, has a move that a draw claim could be
    /// announced with.
    pub fn can_claim_with_move(&self) -> bool {
        self.takes_moves() && self.can_claim_with_a_move()
    }

    /// Whether the next move is announced as a draw claim.
    pub fn claim_next(&self) -> bool {
        self.claim_next && self.can_claim_with_move()
    }

    // --- Changing -------------------------------------------------------------

    fn say(&mut self, problem: Problem) {
        self.problem = Some(problem);
        self.said = self.said.wrapping_add(1);
    }

    fn send(&mut self, msg: ClientMsg) {
        self.sent_count = self.sent_count.wrapping_add(1);
        self.outbox.push((self.sent_count, msg));
        if self.outbox.len() > OUTBOX_KEPT {
            self.outbox.remove(0);
        }
    }

    /// Whether the player to move has a move that a draw claim could be
    /// announced with (as in the app: some legal move makes the draw
    /// claimable).
    fn can_claim_with_a_move(&self) -> bool {
        self.game.outcome().is_none()
            && self
                .game
                .position()
                .legal_moves()
                .iter()
                .any(|&mv| self.game.claimable_with(mv).is_some())
    }

    /// The last move message in the outbox, with the ply it was played at.
    fn last_sent_move(&self) -> Option<(usize, ClientMsg)> {
        let ply = self.game.ply().checked_sub(1)?;
        self.outbox
            .iter()
            .rev()
            .map(|(_, msg)| msg)
            .find(|msg| {
                matches!(
                    msg,
                    ClientMsg::Move { .. } | ClientMsg::Claim { uci: Some(_) }
                )
            })
            .map(|msg| (ply, msg.clone()))
    }

    /// Sends the move lost with the connection again, on the game as the
    /// relay now tells it, if it still stands there.
    fn send_unsent(&mut self) {
        let Some((ply, msg)) = self.unsent.take() else {
            return;
        };
        let mv = match &msg {
            ClientMsg::Move { uci, .. } | ClientMsg::Claim { uci: Some(uci) } => uci.0,
            _ => return,
        };
        if self.game.ply() != ply || !self.takes_moves() || self.game.play(mv).is_err() {
            return;
        }
        self.pending = Some(mv);
        self.send(msg);
    }

    /// Takes the pending move back off the game, if there is one: the
    /// relay did not (or not yet) play it.
    fn withdraw_pending(&mut self) {
        if self.pending.take().is_some() {
            self.game.undo();
        }
        self.hand.reset();
    }

    /// The game from a relay's whole state (joining, reconnecting, a
    /// rematch): its moves replayed once, its result put on it.
    fn take_state(&mut self, mut state: GameState) {
        self.pending = None;
        self.hand.reset();
        self.game = match state.replay() {
            Ok(game) => game,
            Err(_) => {
                self.say(Problem::Unreadable);
                Game::new()
            }
        };
        state.moves = Vec::new();
        if let Some(result) = state.result {
            outcome_on(&mut self.game, result);
        }
        self.relay = Some(state);
    }

    /// Applies `action`.
    pub fn apply(&mut self, action: OnlineAction) {
        match action {
            OnlineAction::SetControl(control) => self.control = control,
            OnlineAction::SetColor(color) => self.color = color,
            OnlineAction::SetName(name) => self.name = name,
            OnlineAction::GiveName => {
                if let (true, Some(Ok(name))) = (self.can_give_name(), self.typed_name()) {
                    self.send(ClientMsg::Name { name });
                }
            }
            OnlineAction::Navigate(nav) => {
                if self.view.navigate(nav, &self.game) {
                    self.hand.reset();
                }
            }
            OnlineAction::Create => {
                let name = match self.typed_name() {
                    None => Some(None),
                    Some(Ok(name)) => Some(Some(name)),
                    Some(Err(())) => None,
                };
                if let (Some(name), true) = (
                    name,
                    self.room.is_none() && !self.creating && self.connection == Connection::Open,
                ) {
                    self.creating = true;
                    let tc = self.control.map(|c| WireControl {
                        base_s: c.base_s,
                        inc_s: c.increment_s,
                    });
                    self.send(ClientMsg::Create {
                        tc,
                        color: self.color,
                        fen: None,
                        name,
                    });
                }
            }
            OnlineAction::NoRelay => {
                self.connection = Connection::Absent;
                self.creating = false;
            }
            OnlineAction::Opened => {
                self.connection = Connection::Open;
                if let Some(room) = self.room.clone() {
                    let token = self.token.clone();
                    self.send(ClientMsg::Join { room, token });
                } else {
                    self.creating = false;
                }
            }
            OnlineAction::Lost => {
                if self.connection == Connection::Absent {
                    return;
                }
                self.connection = Connection::Lost;
                // A move not confirmed is undone: the welcome on return
                // says whether the relay had it, and it is sent again if
                // not.
                if self.pending.is_some() {
                    self.unsent = self.last_sent_move();
                }
                self.withdraw_pending();
                self.asking_resign = false;
            }
            OnlineAction::Received(text, now) => {
                self.now = now;
                match roque_protocol::parse_server(&text) {
                    Ok(msg) => self.receive(msg, now),
                    Err(_) => self.say(Problem::Unreadable),
                }
            }
            OnlineAction::Board(gesture) => self.gesture(gesture),
            OnlineAction::Offer(kind) => {
                if self.can_offer(kind) {
                    if kind == OfferKind::Draw {
                        self.drew_at = self.relay.as_ref().map(|g| (g.game, self.game.ply()));
                    }
                    self.send(ClientMsg::Offer { kind });
                }
            }
            OnlineAction::Accept(kind) => {
                if self.offers_to_me().contains(&kind) {
                    self.send(ClientMsg::Accept { kind });
                }
            }
            OnlineAction::Decline(kind) => {
                if self.offers_to_me().contains(&kind) {
                    self.send(ClientMsg::Decline { kind });
                }
            }
            OnlineAction::AskResign(ask) => self.asking_resign = ask && self.can_resign(),
            OnlineAction::Resign => {
                if self.asking_resign && self.can_resign() {
                    self.send(ClientMsg::Resign {});
                }
                self.asking_resign = false;
            }
            OnlineAction::Claim => {
                if self.can_claim() {
                    self.send(ClientMsg::Claim { uci: None });
                }
            }
            OnlineAction::ClaimWithNextMove(on) => self.claim_next = on,
            OnlineAction::Tick(now) => self.now = now,
            OnlineAction::SetLang(lang) => {
                self.lang = lang;
                self.view.lang = lang;
            }
            OnlineAction::Dismiss => self.problem = None,
        }
    }

    fn gesture(&mut self, gesture: HandAction) {
        if !self.takes_moves() {
            if matches!(gesture, HandAction::Deselect | HandAction::CancelPromotion) {
                self.hand.reset();
            }
            return;
        }
        let rules = HandRules::free(self.lang);
        let HandOutcome::Attempted(mv) = self.hand.apply(gesture, &self.game, rules) else {
            // A selection, a picker, a piece put back, or a refusal: the
            // board shows it, nothing is sent.
            return;
        };
        let ply = self.game.ply();
        if self.game.play(mv).is_err() {
            return;
        }
        self.pending = Some(mv);
        let msg = if std::mem::take(&mut self.claim_next) {
            ClientMsg::Claim { uci: Some(Uci(mv)) }
        } else {
            ClientMsg::Move {
                ply: u32::try_from(ply).unwrap_or(u32::MAX),
                uci: Uci(mv),
            }
        };
        self.send(msg);
    }

    fn receive(&mut self, msg: ServerMsg, now: f64) {
        match msg {
            ServerMsg::Welcome {
                room,
                seat,
                token,
                state,
            } => {
                if token.is_some() {
                    self.token = token;
                }
                self.room = Some(room.clone());
                self.route = Route::Room(room);
                self.seat = Some(seat);
                self.view.orientation = match seat {
                    Seat::Black => Color::Black,
                    _ => Color::White,
                };
                self.creating = false;
                self.take_state(state);
                self.clocks_at = now;
                self.send_unsent();
                self.asking_resign = false;
                // A refusal is over once welcomed, but for the stale token:
                // the page watches because of it, and says why.
                if matches!(self.problem, Some(Problem::Refused(code)) if code != ErrorCode::StaleToken)
                {
                    self.problem = None;
                }
            }
            ServerMsg::Moved { ply, uci, clocks } => {
                if self.relay.is_none() {
                    return;
                }
                let confirmed = self.game.ply() - usize::from(self.pending.is_some());
                if usize::try_from(ply).ok() != Some(confirmed) {
                    // Out of step: the whole state again.
                    self.resync();
                    return;
                }
                // The player's own move, acknowledged, is the game's
                // already; any other is played on it now, once.
                if self.pending.take() != Some(uci.0) {
                    if self.game.ply() > confirmed {
                        self.game.undo();
                    }
                    if self.game.play(uci.0).is_err() {
                        self.resync();
                        return;
                    }
                    self.hand.reset();
                }
                if let Some(relay) = &mut self.relay {
                    relay.clocks = clocks;
                    // A move withdraws the pending draw and takeback offers.
                    relay.offers.retain(|o| o.kind == OfferKind::Rematch);
                }
                self.clocks_at = now;
            }
            ServerMsg::Offered(offer) => {
                if offer.kind == OfferKind::Draw && Some(offer.by) == self.side() {
                    self.drew_at = self.relay.as_ref().map(|g| (g.game, self.game.ply()));
                }
                if let Some(relay) = &mut self.relay {
                    if !relay.offers.contains(&offer) {
                        relay.offers.push(offer);
                    }
                }
            }
            ServerMsg::Declined(offer) => {
                if let Some(relay) = &mut self.relay {
                    relay.offers.retain(|o| *o != offer);
                }
            }
            ServerMsg::TookBack { ply, clocks } => {
                self.withdraw_pending();
                if let Some(relay) = &mut self.relay {
                    let ply = usize::try_from(ply).unwrap_or(usize::MAX);
                    while self.game.ply() > ply {
                        self.game.undo();
                    }
                    relay.clocks = clocks;
                    relay.offers.retain(|o| o.kind != OfferKind::Takeback);
                }
                self.clocks_at = now;
            }
            ServerMsg::Ended { result, clocks } => {
                self.withdraw_pending();
                if let Some(relay) = &mut self.relay {
                    relay.result = Some(result);
                    relay.clocks = clocks;
                    relay.offers.clear();
                    outcome_on(&mut self.game, result);
                }
                self.clocks_at = now;
                self.asking_resign = false;
            }
            ServerMsg::Named { side, name } => {
                if let Some(relay) = &mut self.relay {
                    match side {
                        Side::White => relay.names.white = Some(name),
                        Side::Black => relay.names.black = Some(name),
                    }
                }
            }
            ServerMsg::Presence { side, present } => {
                if let Some(relay) = &mut self.relay {
                    match side {
                        Side::White => relay.present.white = present,
                        Side::Black => relay.present.black = present,
                    }
                }
            }
            ServerMsg::Error { code, .. } => {
                if code == ErrorCode::StaleToken {
                    // Not this room's seat (another room's, or forgotten by
                    // the relay): forget it, the page says so.
                    self.token = None;
                    self.token_refused = true;
                }
                if matches!(code, ErrorCode::UnknownRoom | ErrorCode::StaleToken) {
                    self.creating = false;
                }
                if self.pending.is_some() {
                    self.withdraw_pending();
                }
                self.say(Problem::Refused(code));
            }
            ServerMsg::Ping { n } => self.send(ClientMsg::Pong { n }),
            ServerMsg::Pong { .. } => {}
        }
    }

    /// Asks the relay for the whole state again: the page reconnects (a
    /// connection joins once).
    fn resync(&mut self) {
        self.resyncs = self.resyncs.wrapping_add(1);
        self.connection = Connection::Lost;
        self.withdraw_pending();
    }

    /// The result of the game, once it ended.
    pub fn result(&self) -> Option<GameResult> {
        self.relay.as_ref()?.result
    }

    /// The reason code of the result, once the game ended.
    pub fn result_code(&self) -> Option<&'static str> {
        self.result().map(|r| EndReason::code(r.reason))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_protocol::{Fen, Players, Present};
    use roque_rules::Square;

    const ROOM: &str = "0123456789abcdef0123456789abcdef";
    const TOKEN: &str = "fedcba9876543210fedcba9876543210";

    fn room() -> RoomId {
        RoomId::parse(ROOM).expect("a room id")
    }

    fn state(moves: &[&str], both: bool) -> GameState {
        GameState {
            game: 1,
            start_fen: Fen::of(Game::new().position()),
            moves: moves
                .iter()
                .map(|m| Uci(m.parse().expect("a move")))
                .collect(),
            tc: Some(WireControl {
                base_s: 300,
                inc_s: 0,
            }),
            clocks: Some(Clocks {
                white_ms: 300_000,
                black_ms: 300_000,
                running: None,
            }),
            offers: Vec::new(),
            result: None,
            present: Present {
                white: true,
                black: both,
            },
            names: Players::default(),
        }
    }

    fn welcome(seat: Seat, state: GameState) -> String {
        ServerMsg::Welcome {
            room: room(),
            seat,
            token: Some(Token::parse(TOKEN).expect("a token")),
            state,
        }
        .to_text()
    }

    fn receive(s: &mut OnlineState, msg: ServerMsg) {
        s.apply(OnlineAction::Received(msg.to_text(), 1000.0));
    }

    fn joined(seat: Seat, moves: &[&str]) -> OnlineState {
        let mut s = OnlineState::new(Route::Room(room()), None, Lang::Fr);
        s.apply(OnlineAction::Opened);
        s.apply(OnlineAction::Received(
            welcome(seat, state(moves, true)),
            0.0,
        ));
        s
    }

    fn play(s: &mut OnlineState, from: Square, to: Square) {
        s.apply(OnlineAction::Board(HandAction::Press(from)));
        s.apply(OnlineAction::Board(HandAction::Drop { from, to }));
    }

    fn last_sent(s: &OnlineState) -> Option<ClientMsg> {
        s.outbox.last().map(|(_, m)| m.clone())
    }

    #[test]
    fn a_pawn_is_promoted_through_the_picker() {
        let mut s = OnlineState::new(Route::Room(room()), None, Lang::Fr);
        s.apply(OnlineAction::Opened);
        let mut start = state(&[], true);
        let position = roque_rules::Position::from_fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
        start.start_fen = Fen::of(&position.expect("a FEN"));
        s.apply(OnlineAction::Received(welcome(Seat::White, start), 0.0));
        play(&mut s, Square::B7, Square::B8);
        assert!(s.hand().promotion().is_some(), "the picker opens");
        assert!(s.takes_moves(), "and its choice is taken");
        let queen = roque_rules::Role::Queen;
        s.apply(OnlineAction::Board(HandAction::Promote(queen)));
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Move { ply: 0, uci }) if uci.0.promotion == Some(queen)
        ));
        assert_eq!(s.game().ply(), 1);
        assert_eq!(s.pending().map(|mv| mv.promotion), Some(Some(queen)));
    }

    #[test]
    fn routes_read_room_links() {
        assert_eq!(Route::from_param(None), Route::Create);
        assert_eq!(Route::from_param(Some(" ")), Route::Create);
        assert_eq!(Route::from_param(Some(ROOM)), Route::Room(room()));
        let bad = Route::from_param(Some(&"<script>".repeat(20)));
        assert!(matches!(bad, Route::Bad(ref s) if s.chars().count() == SHOWN_CHARS));
        let s = OnlineState::new(bad, None, Lang::En);
        assert!(matches!(s.problem(), Some((Problem::BadLink(_), _))));
    }

    #[test]
    fn create_then_welcome_gives_the_room_and_token() {
        let mut s = OnlineState::new(Route::Create, None, Lang::Fr);
        s.apply(OnlineAction::Create);
        assert!(s.outbox.is_empty(), "nothing sent before the socket opens");
        s.apply(OnlineAction::Opened);
        s.apply(OnlineAction::SetColor(ColorChoice::Black));
        s.apply(OnlineAction::Create);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Create {
                color: ColorChoice::Black,
                tc: Some(WireControl {
                    base_s: 300,
                    inc_s: 0
                }),
                ..
            })
        ));
        s.apply(OnlineAction::Create);
        assert_eq!(s.last_queued(), 1, "one room at a time");
        s.apply(OnlineAction::Received(
            welcome(Seat::Black, state(&[], false)),
            0.0,
        ));
        assert_eq!(s.room(), Some(&room()));
        assert_eq!(s.token().map(Token::as_str), Some(TOKEN));
        assert_eq!(s.room_state(), RoomState::Waiting);
        assert_eq!(s.view().orientation(), Color::Black);
        // A reconnection joins with the token.
        s.apply(OnlineAction::Lost);
        s.apply(OnlineAction::Opened);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Join { token: Some(_), .. })
        ));
    }

    #[test]
    fn names_are_sent_checked_and_shown() {
        let mut s = OnlineState::new(Route::Create, None, Lang::Fr);
        s.apply(OnlineAction::Opened);
        s.apply(OnlineAction::SetName("Ada\u{7}".into()));
        s.apply(OnlineAction::Create);
        assert_eq!(s.last_queued(), 0, "not a name: nothing sent");
        s.apply(OnlineAction::SetName("  Ada Lovelace ".into()));
        s.apply(OnlineAction::Create);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Create { name: Some(ref n), .. }) if n.as_str() == "Ada Lovelace"
        ));
        // The friend, seated by the link, gives a name once.
        let mut s = joined(Seat::Black, &[]);
        assert!(s.can_give_name());
        s.apply(OnlineAction::SetName("Émile".into()));
        s.apply(OnlineAction::GiveName);
        assert!(
            matches!(last_sent(&s), Some(ClientMsg::Name { ref name }) if name.as_str() == "Émile")
        );
        let name = Name::parse("Émile").expect("a name");
        receive(
            &mut s,
            ServerMsg::Named {
                side: Side::Black,
                name: name.clone(),
            },
        );
        assert_eq!(s.player_name(Side::Black), Some(&name));
        assert!(!s.can_give_name());
        assert_eq!(s.record().black.as_deref(), Some("Émile"));
        // A spectator has no name to give.
        assert!(!joined(Seat::Spectator, &[]).can_give_name());
    }

    #[test]
    fn the_creator_plays_white_unless_they_choose() {
        let mut s = OnlineState::new(Route::Create, None, Lang::Fr);
        assert_eq!(s.color(), ColorChoice::White);
        s.apply(OnlineAction::Opened);
        s.apply(OnlineAction::Create);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Create {
                color: ColorChoice::White,
                ..
            })
        ));
    }

    #[test]
    fn a_draw_is_offered_once_a_turn() {
        let mut s = joined(Seat::White, &["e2e4", "e7e5"]);
        s.apply(OnlineAction::Offer(OfferKind::Draw));
        assert_eq!(s.last_queued(), 2);
        let declined = Offer {
            kind: OfferKind::Draw,
            by: Side::White,
        };
        receive(&mut s, ServerMsg::Offered(declined));
        receive(&mut s, ServerMsg::Declined(declined));
        assert!(s.drew_this_turn());
        assert!(!s.can_offer(OfferKind::Draw));
        s.apply(OnlineAction::Offer(OfferKind::Draw));
        assert_eq!(s.last_queued(), 2, "not sent again this turn");
        for (ply, uci) in [(2, "g1f3"), (3, "b8c6")] {
            receive(
                &mut s,
                ServerMsg::Moved {
                    ply,
                    uci: Uci(uci.parse().expect("a move")),
                    clocks: None,
                },
            );
        }
        assert!(s.can_offer(OfferKind::Draw), "a new turn");
    }

    #[test]
    fn a_move_lost_with_its_relay_is_sent_again_if_the_relay_never_had_it() {
        let mut s = joined(Seat::White, &["e2e4", "e7e5"]);
        play(&mut s, Square::G1, Square::F3);
        assert_eq!(s.pending(), Some("g1f3".parse().expect("a move")));
        // The relay dies with the move unconfirmed: it is undone...
        s.apply(OnlineAction::Lost);
        assert_eq!(s.pending(), None);
        assert_eq!(s.game().ply(), 2);
        // ...and, the relay that answers now not having it, sent again.
        s.apply(OnlineAction::Opened);
        s.apply(OnlineAction::Received(
            welcome(Seat::White, state(&["e2e4", "e7e5"], true)),
            0.0,
        ));
        assert_eq!(s.game().ply(), 3);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Move { ply: 2, ref uci }) if uci.0.to_string() == "g1f3"
        ));
        // Had the relay played it, it is in the welcome: nothing again.
        let mut s = joined(Seat::White, &["e2e4", "e7e5"]);
        play(&mut s, Square::G1, Square::F3);
        s.apply(OnlineAction::Lost);
        s.apply(OnlineAction::Opened);
        let sent = s.last_queued();
        s.apply(OnlineAction::Received(
            welcome(Seat::White, state(&["e2e4", "e7e5", "g1f3", "b8c6"], true)),
            0.0,
        ));
        assert_eq!(s.game().ply(), 4);
        assert_eq!(s.pending(), None);
        assert_eq!(s.last_queued(), sent, "nothing sent again");
    }

    #[test]
    fn a_host_without_a_relay_is_said_once_and_for_all() {
        let mut s = OnlineState::new(Route::Create, None, Lang::Fr);
        s.apply(OnlineAction::Lost);
        s.apply(OnlineAction::NoRelay);
        assert_eq!(s.connection(), Connection::Absent);
        s.apply(OnlineAction::Lost);
        assert_eq!(s.connection(), Connection::Absent);
        s.apply(OnlineAction::Create);
        assert_eq!(s.last_queued(), 0);
    }

    #[test]
    fn an_earlier_position_stays_shown_and_takes_no_move() {
        let mut s = joined(Seat::White, &["e2e4", "e7e5"]);
        s.apply(OnlineAction::Navigate(Nav::First));
        assert_eq!(s.view().shown_ply(s.game()), 0);
        assert!(!s.takes_moves(), "not while the past is shown");
        receive(
            &mut s,
            ServerMsg::Presence {
                side: Side::Black,
                present: true,
            },
        );
        assert_eq!(s.view().shown_ply(s.game()), 0, "kept across a message");
        s.apply(OnlineAction::Navigate(Nav::Last));
        assert!(s.takes_moves());
        assert_eq!(s.game().ply(), 2);
    }

    #[test]
    fn a_move_is_shown_at_once_and_confirmed() {
        let mut s = joined(Seat::White, &[]);
        assert_eq!(s.room_state(), RoomState::Playing);
        assert!(s.takes_moves());
        play(&mut s, Square::E2, Square::E4);
        assert_eq!(s.game().ply(), 1);
        assert!(s.pending().is_some());
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Move { ply: 0, .. })
        ));
        assert!(!s.takes_moves(), "one move at a time");
        receive(
            &mut s,
            ServerMsg::Moved {
                ply: 0,
                uci: Uci("e2e4".parse().expect("a move")),
                clocks: None,
            },
        );
        assert_eq!(s.pending(), None);
        assert_eq!(s.game().ply(), 1);
        assert!(!s.takes_moves(), "Black's turn");
    }

    #[test]
    fn a_refused_move_is_undone_and_said() {
        let mut s = joined(Seat::White, &[]);
        play(&mut s, Square::E2, Square::E4);
        receive(
            &mut s,
            ServerMsg::error(ErrorCode::OutOfTurn, "not your turn"),
        );
        assert_eq!(s.game().ply(), 0);
        assert_eq!(s.pending(), None);
        assert!(matches!(
            s.problem(),
            Some((Problem::Refused(ErrorCode::OutOfTurn), _))
        ));
        assert!(s.takes_moves());
    }

    #[test]
    fn illegal_and_out_of_turn_moves_are_not_sent() {
        let mut s = joined(Seat::Black, &[]);
        play(&mut s, Square::E7, Square::E5);
        assert_eq!(s.last_queued(), 1, "only the join");
        let mut s = joined(Seat::White, &[]);
        play(&mut s, Square::E2, Square::E5);
        assert_eq!(s.last_queued(), 1);
        let mut spectator = joined(Seat::Spectator, &[]);
        play(&mut spectator, Square::E2, Square::E4);
        assert_eq!(spectator.game().ply(), 0);
    }

    #[test]
    fn opponents_moves_and_presence() {
        let mut s = joined(Seat::Black, &[]);
        receive(
            &mut s,
            ServerMsg::Moved {
                ply: 0,
                uci: Uci("d2d4".parse().expect("a move")),
                clocks: Some(Clocks {
                    white_ms: 300_000,
                    black_ms: 300_000,
                    running: Some(Side::Black),
                }),
            },
        );
        assert!(s.takes_moves());
        s.apply(OnlineAction::Tick(3_500.0));
        assert_eq!(s.clocks().map(|c| c.black_ms), Some(297_500));
        receive(
            &mut s,
            ServerMsg::Presence {
                side: Side::White,
                present: false,
            },
        );
        assert!(s.opponent_away());
        // A move out of step asks for the whole state again.
        receive(
            &mut s,
            ServerMsg::Moved {
                ply: 5,
                uci: Uci("e7e5".parse().expect("a move")),
                clocks: None,
            },
        );
        assert_eq!(s.connection(), Connection::Lost);
    }

    #[test]
    fn offers_answers_and_the_end() {
        let mut s = joined(Seat::White, &["e2e4", "e7e5"]);
        assert!(s.can_offer(OfferKind::Draw));
        assert!(s.can_offer(OfferKind::Takeback));
        assert!(!s.can_offer(OfferKind::Rematch));
        s.apply(OnlineAction::Offer(OfferKind::Draw));
        receive(
            &mut s,
            ServerMsg::Offered(Offer {
                kind: OfferKind::Draw,
                by: Side::White,
            }),
        );
        assert_eq!(s.offers_by_me(), vec![OfferKind::Draw]);
        receive(
            &mut s,
            ServerMsg::Offered(Offer {
                kind: OfferKind::Takeback,
                by: Side::Black,
            }),
        );
        assert_eq!(s.offers_to_me(), vec![OfferKind::Takeback]);
        s.apply(OnlineAction::Accept(OfferKind::Takeback));
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Accept {
                kind: OfferKind::Takeback
            })
        ));
        receive(
            &mut s,
            ServerMsg::TookBack {
                ply: 1,
                clocks: None,
            },
        );
        assert_eq!(s.game().ply(), 1);
        s.apply(OnlineAction::Resign);
        assert!(
            !matches!(last_sent(&s), Some(ClientMsg::Resign {})),
            "confirmed first"
        );
        s.apply(OnlineAction::AskResign(true));
        s.apply(OnlineAction::Resign);
        assert!(matches!(last_sent(&s), Some(ClientMsg::Resign {})));
        receive(
            &mut s,
            ServerMsg::Ended {
                result: GameResult {
                    reason: EndReason::parse("resignation").expect("a code"),
                    winner: Some(Side::Black),
                },
                clocks: None,
            },
        );
        assert_eq!(s.room_state(), RoomState::Over);
        assert_eq!(
            s.outcome(),
            Some(Outcome::Decisive {
                winner: Color::Black,
                reason: WinReason::Resignation
            })
        );
        assert!(s.can_offer(OfferKind::Rematch));
        assert!(!s.takes_moves());
    }

    #[test]
    fn results_become_outcomes() {
        let mut game = Game::new();
        let result = GameResult {
            reason: EndReason::parse("agreement").expect("a code"),
            winner: None,
        };
        assert_eq!(
            outcome_on(&mut game, result),
            Some(Outcome::Draw(DrawReason::Agreement))
        );
        let claim = GameResult {
            reason: EndReason::parse("threefoldRepetition").expect("a code"),
            winner: None,
        };
        assert_eq!(
            outcome_on(&mut Game::new(), claim),
            Some(Outcome::Draw(DrawReason::ThreefoldRepetition))
        );
    }

    #[test]
    fn a_claim_announced_with_the_next_move() {
        // The knights out and back twice: Black's Ng8 would bring the
        // start position a third time.
        let line = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"];
        let mut s = joined(Seat::Black, &line);
        assert!(!s.can_claim(), "not on the position as it stands");
        assert!(s.can_claim_with_move());
        s.apply(OnlineAction::ClaimWithNextMove(true));
        assert!(s.claim_next());
        play(&mut s, Square::F6, Square::G8);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Claim { uci: Some(_) })
        ));
        assert!(!s.claim_next());
        // Without the announcement, a plain move.
        let mut s = joined(Seat::Black, &line);
        play(&mut s, Square::F6, Square::G8);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Move { ply: 7, .. })
        ));
    }

    #[test]
    fn a_stale_token_is_forgotten() {
        let token = Token::parse(TOKEN).ok();
        let mut s = OnlineState::new(Route::Room(room()), token, Lang::En);
        s.apply(OnlineAction::Opened);
        assert!(matches!(
            last_sent(&s),
            Some(ClientMsg::Join { token: Some(_), .. })
        ));
        receive(
            &mut s,
            ServerMsg::error(ErrorCode::StaleToken, "no such seat"),
        );
        assert!(s.token().is_none() && s.token_refused());
        assert!(matches!(
            s.problem(),
            Some((Problem::Refused(ErrorCode::StaleToken), _))
        ));
        assert_eq!(s.seat(), None);
        // The relay seats the page as a spectator at once: the game is
        // shown, and the reason stays said.
        let mut watching = state(&["e2e4"], true);
        watching.game = 1;
        receive(
            &mut s,
            ServerMsg::Welcome {
                room: room(),
                seat: Seat::Spectator,
                token: None,
                state: watching,
            },
        );
        assert_eq!(s.seat(), Some(Seat::Spectator));
        assert_eq!(s.game().ply(), 1);
        assert!(matches!(
            s.problem(),
            Some((Problem::Refused(ErrorCode::StaleToken), _))
        ));
    }

    #[test]
    fn garbage_from_the_relay_is_said_not_panicked() {
        let mut s = joined(Seat::White, &[]);
        for text in ["", "{", "\u{0}", r#"{"t":"moved"}"#, &"x".repeat(100_000)] {
            s.apply(OnlineAction::Received(text.to_string(), 0.0));
            assert!(matches!(s.problem(), Some((Problem::Unreadable, _))));
        }
        receive(&mut s, ServerMsg::Ping { n: 7 });
        assert!(matches!(last_sent(&s), Some(ClientMsg::Pong { n: 7 })));
    }
}
