//! One room's game as the relay keeps it: the record it stores (SQLite or
//! Redis) and the rules crate's [`Game`] replayed from it, with what each
//! player's message does to them. Pure: every function takes the time
//! "now" (Unix milliseconds), so the clock rules are tested with made-up
//! instants.
//!
//! Clock rule (docs/online.md): the first move of a game is not timed (as
//! in the app); after it the side to move runs. A mover is charged the time
//! from the start of their turn at the relay to the relay's receipt of the
//! move, minus their measured round trip (the opponent's move travelled to
//! them and theirs back), that compensation capped at [`MAX_LAG_MS`].

use roque_protocol::{
    Clocks, ErrorCode, Fen, GameResult, GameState, Name, Offer, OfferKind, Players, Present, Side,
    TimeControl, Uci,
};
use roque_rules::{ClaimError, Game, Move, PlayError, Position};
use serde::{Deserialize, Serialize};

/// The most network delay not charged to a mover, per move.
pub const MAX_LAG_MS: u64 = 500;

/// After a relay restart, how long the player to move may take to come
/// back before their time runs again: the page tries again at most 8 s
/// apart (browser/socket.rs), and a little more for the welcome.
pub const RETURN_GRACE_MS: u64 = 10_000;

/// A relay's open connections to a room, per seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PresentOn {
    /// The relay's id (its heartbeat's key on Redis).
    pub relay: u64,
    /// Its connections for seat 0 and seat 1.
    pub seats: [u32; 2],
}

/// A room as stored: everything needed to resume it after a restart or
/// on another relay.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomRecord {
    /// The room's id (32 hex digits).
    pub id: String,
    /// Incremented on every change: the compare-and-set key in Redis.
    pub version: u64,
    /// When the last move was played (or the room or its game created),
    /// Unix ms: the room expires a TTL after it.
    pub last_move_ms: u64,
    /// The time control, none for an untimed game.
    pub tc: Option<TimeControl>,
    /// The SHA-256 of each seat's token, seat 0 being the creator's.
    pub token_hashes: [Option<String>; 2],
    /// Whether the creator (seat 0) plays White in the current game.
    pub creator_white: bool,
    /// The game's number in the room.
    pub game: u32,
    /// The starting position of every game in the room.
    pub start_fen: String,
    /// The current game's moves, in UCI.
    pub moves: Vec<String>,
    /// The clock, for a timed game.
    pub clock: Option<ClockRecord>,
    /// Offers pending.
    pub offers: Vec<Offer>,
    /// The result, once the game has ended.
    pub result: Option<GameResult>,
    /// Open connections per seat, across relays: the sum of
    /// [`RoomRecord::present_on`].
    pub present: [u32; 2],
    /// Open connections per seat on each relay holding some (with Redis),
    /// so that a relay that stops without a word (crashed: its heartbeat
    /// expires) can be taken out by the others.
    #[serde(default)]
    pub present_on: Vec<PresentOn>,
    /// Each seat's name, once given (checked by the protocol's parser);
    /// absent from records written before names.
    #[serde(default)]
    pub names: [Option<String>; 2],
    /// When the relay last came back from being down with this room's
    /// clock running (Unix ms): that outage is credited, once.
    #[serde(default)]
    pub credited_up_ms: u64,
    /// The ply at which White and Black last offered a draw in the
    /// current game: once a turn.
    #[serde(default)]
    pub draw_offered_at: [Option<usize>; 2],
}

/// The clock as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockRecord {
    /// White's and Black's time left when `running` last started, ms.
    pub remaining: [i64; 2],
    /// Whose time runs.
    pub running: Option<Side>,
    /// When the running time started (Unix ms, wall clock: it runs on
    /// across a restart and is the same for every relay).
    pub since_ms: u64,
    /// The times before each timed move, for takebacks.
    pub before: Vec<[i64; 2]>,
    /// After an outage, the running side's time is held until they come
    /// back or until this time (Unix ms), whichever is first; meanwhile
    /// `since_ms` is this time, in the future, and nothing is charged.
    #[serde(default)]
    pub held_until_ms: Option<u64>,
}

fn idx(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 1,
    }
}

impl ClockRecord {
    fn new(tc: TimeControl) -> ClockRecord {
        let base = i64::from(tc.base_s) * 1000;
        ClockRecord {
            remaining: [base, base],
            running: None,
            since_ms: 0,
            before: Vec::new(),
            held_until_ms: None,
        }
    }

    /// `side`'s time left at `now`, less `lag` not charged, unclamped.
    fn left(&self, side: Side, now: u64, lag: u64) -> i64 {
        let mut left = self.remaining[idx(side)];
        if self.running == Some(side) {
            let used = now.saturating_sub(self.since_ms).saturating_sub(lag);
            left -= i64::try_from(used).unwrap_or(i64::MAX);
        }
        left
    }

    fn snapshot(&self, now: u64) -> Clocks {
        let ms = |side| u64::try_from(self.left(side, now, 0).max(0)).unwrap_or(0);
        Clocks {
            white_ms: ms(Side::White),
            black_ms: ms(Side::Black),
            // A time held after an outage does not run (yet).
            running: self.running.filter(|_| now >= self.since_ms),
        }
    }

    fn stop(&mut self, now: u64) {
        if let Some(side) = self.running {
            self.remaining[idx(side)] = self.left(side, now, 0).max(0);
        }
        self.running = None;
        self.held_until_ms = None;
    }
}

/// Why an action was refused.
pub type Refusal = (ErrorCode, String);

/// What a player's action did: messages for everyone in the room, and
/// whether a new game began (each connection then gets its own welcome).
#[derive(Debug, Default)]
pub struct Effects {
    /// For every connection of the room, in order.
    pub events: Vec<roque_protocol::ServerMsg>,
    /// A rematch started.
    pub rematch: bool,
    /// The record changed without a message for the room (a seat taken).
    pub changed: bool,
}

impl Effects {
    /// Nothing changed.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty() && !self.rematch && !self.changed
    }
}

/// What a seated player (or the relay's timer) does to the game.
#[derive(Clone, Debug)]
pub enum Action {
    /// A move at a ply.
    Move(u32, Move),
    /// An offer.
    Offer(OfferKind),
    /// Accept the opponent's offer.
    Accept(OfferKind),
    /// Decline the opponent's offer.
    Decline(OfferKind),
    /// Resign.
    Resign,
    /// Claim a draw, maybe with a move.
    Claim(Option<Move>),
    /// Nothing but the flag check that precedes every action (the timer).
    Tick,
    /// A connection of the seat opened (`open`) or closed, on `relay`.
    Presence {
        /// Opened, or closed.
        open: bool,
        /// The relay holding it.
        relay: u64,
    },
    /// These relays stopped without closing their connections (their
    /// heartbeat expired): those are gone.
    Gone(Vec<u64>),
    /// The friend takes the free seat (seat 1) with this token hash.
    Sit(String),
    /// The relay came back at `up` from being down since `down` (its
    /// last heartbeat), Unix ms: credit the running side's time.
    Resume {
        /// The last heartbeat before the outage.
        down: u64,
        /// When the relay started again.
        up: u64,
    },
    /// The seat's player gives their name.
    Name(Name),
}

/// A room: its record and the game replayed from it.
#[derive(Clone, Debug)]
pub struct Room {
    /// What is stored.
    pub rec: RoomRecord,
    /// The rules crate's game, always the record's moves.
    pub game: Game,
    /// Each seat's last round trip measured by this relay, ms (not
    /// stored). Unknown (after a restart, or a player on another relay)
    /// counts as the whole allowance, [`MAX_LAG_MS`]: the relay that
    /// knows the round trip flags first, the others are lenient.
    pub rtt: [Option<u64>; 2],
}

impl Room {
    /// A new room: seat 0's token hash, the creator's colour, the time
    /// control and the start.
    pub fn create(
        id: String,
        creator_hash: String,
        creator_white: bool,
        tc: Option<TimeControl>,
        start: Position,
        now: u64,
    ) -> Room {
        Room {
            rec: RoomRecord {
                id,
                version: 0,
                last_move_ms: now,
                tc,
                token_hashes: [Some(creator_hash), None],
                creator_white,
                game: 1,
                start_fen: Fen::of(&start).as_str().to_owned(),
                moves: Vec::new(),
                clock: tc.map(ClockRecord::new),
                offers: Vec::new(),
                result: None,
                present: [0, 0],
                present_on: Vec::new(),
                names: [None, None],
                credited_up_ms: 0,
                draw_offered_at: [None, None],
            },
            game: Game::from_position(start),
            rtt: [None, None],
        }
    }

    /// The room from its record, its moves replayed by the rules crate.
    ///
    /// # Errors
    /// A record whose FEN or moves the rules refuse (a corrupt store).
    pub fn from_record(rec: RoomRecord) -> Result<Room, String> {
        let (_, start) = Fen::parse(&rec.start_fen)?;
        let mut game = Game::from_position(start);
        for uci in &rec.moves {
            let mv = Move::from_uci(uci).map_err(|e| format!("stored move {uci}: {e}"))?;
            game.play(mv)
                .map_err(|e| format!("stored move {uci}: {e}"))?;
        }
        Ok(Room {
            rec,
            game,
            rtt: [None, None],
        })
    }

    /// The side `seat` plays in the current game.
    pub fn side_of(&self, seat: usize) -> Side {
        if (seat == 0) == self.rec.creator_white {
            Side::White
        } else {
            Side::Black
        }
    }

    fn seat_of(&self, side: Side) -> usize {
        usize::from(self.side_of(0) != side)
    }

    /// The clocks at `now`.
    pub fn clocks(&self, now: u64) -> Option<Clocks> {
        self.rec.clock.as_ref().map(|c| c.snapshot(now))
    }

    /// The whole game for a client.
    pub fn state(&self, now: u64) -> GameState {
        let start = self.game.start();
        GameState {
            game: self.rec.game,
            start_fen: Fen::of(start),
            moves: self.game.moves().iter().map(|&mv| Uci(mv)).collect(),
            tc: self.rec.tc,
            clocks: self.clocks(now),
            offers: self.rec.offers.clone(),
            result: self.rec.result,
            present: Present {
                white: self.rec.present[self.seat_of(Side::White)] > 0,
                black: self.rec.present[self.seat_of(Side::Black)] > 0,
            },
            names: Players {
                white: self.name(Side::White),
                black: self.name(Side::Black),
            },
        }
    }

    /// The name of `side`'s player, if given (a stored one that the
    /// parser would refuse is left out).
    fn name(&self, side: Side) -> Option<Name> {
        self.rec.names[self.seat_of(side)]
            .as_deref()
            .and_then(|text| Name::parse(text).ok())
    }

    /// Credits the relay's outage from `down` to `up` to the side whose
    /// time ran through it (once per outage): nothing from `down` on is
    /// charged until they come back, or until [`RETURN_GRACE_MS`] after
    /// `up`. Returns whether the clock changed.
    fn credit_outage(&mut self, down: u64, up: u64) -> bool {
        if self.rec.result.is_some() || self.rec.credited_up_ms >= up {
            return false;
        }
        let Some(clock) = &mut self.rec.clock else {
            return false;
        };
        let Some(side) = clock.running.filter(|_| clock.since_ms < up) else {
            return false;
        };
        // Charged up to the last heartbeat (or a move saved after it: the
        // relay was up then), and then held: `since_ms` in the future.
        let down = down.max(clock.since_ms);
        clock.remaining[idx(side)] = clock.left(side, down, 0);
        let hold_end = up.saturating_add(RETURN_GRACE_MS);
        clock.since_ms = hold_end;
        clock.held_until_ms = Some(hold_end);
        self.rec.credited_up_ms = up;
        true
    }

    /// `seat` connected at `now`: if their time is held after an outage,
    /// it runs from now.
    fn returned(&mut self, seat: usize, now: u64) -> bool {
        let side = self.side_of(seat);
        let Some(clock) = &mut self.rec.clock else {
            return false;
        };
        match clock.held_until_ms {
            // The opponent's return does not end the mover's hold.
            Some(_) if clock.running == Some(side) => {
                // Held until now (or run since the hold's end already).
                clock.held_until_ms = None;
                clock.since_ms = clock.since_ms.min(now);
                true
            }
            _ => false,
        }
    }

    /// When the running side's flag falls, with their lag allowance (Unix
    /// ms); none when no time runs.
    pub fn flag_deadline(&self) -> Option<u64> {
        if self.rec.result.is_some() {
            return None;
        }
        let clock = self.rec.clock.as_ref()?;
        let side = clock.running?;
        let left = u64::try_from(clock.remaining[idx(side)].max(0)).unwrap_or(0);
        Some(
            clock
                .since_ms
                .saturating_add(left)
                .saturating_add(self.lag(side) + 1),
        )
    }

    fn lag(&self, side: Side) -> u64 {
        self.rtt[self.seat_of(side)].map_or(MAX_LAG_MS, |rtt| rtt.min(MAX_LAG_MS))
    }

    /// Ends the game with `result`, stopping the clock.
    /// Sums [`RoomRecord::present_on`] into `present`, dropping relays
    /// with no connection left, and tells the room of each seat whose
    /// presence changed.
    fn recount(&mut self, fx: &mut Effects) {
        self.rec.present_on.retain(|p| p.seats != [0, 0]);
        let mut present = [0, 0];
        for on in &self.rec.present_on {
            present[0] += on.seats[0];
            present[1] += on.seats[1];
        }
        for (seat, (&was, &is)) in self.rec.present.iter().zip(&present).enumerate() {
            let (before, after) = (was > 0, is > 0);
            if before != after {
                fx.events.push(roque_protocol::ServerMsg::Presence {
                    side: self.side_of(seat),
                    present: after,
                });
            }
        }
        self.rec.present = present;
    }

    fn end(&mut self, result: GameResult, now: u64, fx: &mut Effects) {
        if let Some(clock) = &mut self.rec.clock {
            clock.stop(now);
        }
        self.rec.result = Some(result);
        self.rec.offers.retain(|o| o.kind == OfferKind::Rematch);
        fx.events.push(roque_protocol::ServerMsg::Ended {
            result,
            clocks: self.clocks(now),
        });
    }

    /// Flags the running side if their time, lag allowance included, is
    /// out (art. 6.9 through the rules crate's [`Game::flag`]).
    fn check_flag(&mut self, now: u64, fx: &mut Effects) {
        if self.rec.result.is_some() {
            return;
        }
        let Some(clock) = &self.rec.clock else { return };
        let Some(side) = clock.running else { return };
        if clock.left(side, now, self.lag(side)) > 0 {
            return;
        }
        if let Some(clock) = &mut self.rec.clock {
            clock.remaining[idx(side)] = 0;
            clock.since_ms = now;
        }
        if let Ok(outcome) = self.game.flag(side.into()) {
            self.end(outcome.into(), now, fx);
        }
    }

    /// What `seat` (0 or 1) doing `action` at `now` changes.
    ///
    /// # Errors
    /// The code and English detail to answer with; nothing changed then
    /// (apart from a flag that fell before the action, whose effects the
    /// caller gets by a [`Action::Tick`] first).
    pub fn apply(&mut self, seat: usize, action: Action, now: u64) -> Result<Effects, Refusal> {
        let mut fx = Effects::default();
        if let Action::Sit(hash) = &action {
            if self.rec.token_hashes[1].is_some() {
                return Err((ErrorCode::RoomFull, "both seats are taken".into()));
            }
            self.rec.token_hashes[1] = Some(hash.clone());
            fx.changed = true;
            return Ok(fx);
        }
        if let Action::Name(name) = &action {
            // A name is the seat's, whatever the game's state.
            let seat = seat.min(1);
            if self.rec.names[seat].as_deref() != Some(name.as_str()) {
                self.rec.names[seat] = Some(name.as_str().to_owned());
                fx.events.push(roque_protocol::ServerMsg::Named {
                    side: self.side_of(seat),
                    name: name.clone(),
                });
            }
            return Ok(fx);
        }
        if let Action::Resume { down, up } = action {
            fx.changed = self.credit_outage(down, up);
            return Ok(fx);
        }
        if let Action::Presence { open, relay } = action {
            if open && self.returned(seat, now) {
                fx.changed = true;
            }
            let seat = seat.min(1);
            let at = match self.rec.present_on.iter().position(|p| p.relay == relay) {
                Some(at) => at,
                None => {
                    self.rec.present_on.push(PresentOn {
                        relay,
                        seats: [0, 0],
                    });
                    self.rec.present_on.len() - 1
                }
            };
            let count = &mut self.rec.present_on[at].seats[seat];
            let before = *count;
            *count = if open {
                *count + 1
            } else {
                count.saturating_sub(1)
            };
            // Every count is kept, for the other relays and a sweep.
            fx.changed |= *count != before;
            self.recount(&mut fx);
            return Ok(fx);
        }
        if let Action::Gone(relays) = action {
            let before = self.rec.present_on.len();
            self.rec.present_on.retain(|p| !relays.contains(&p.relay));
            fx.changed |= self.rec.present_on.len() != before;
            self.recount(&mut fx);
            return Ok(fx);
        }
        self.check_flag(now, &mut fx);
        if !fx.events.is_empty() {
            // The flag fell first: that is this action's whole effect,
            // and the action itself comes too late.
            return Ok(fx);
        }
        let me = self.side_of(seat);
        let turn = Side::from(self.game.position().turn());
        match action {
            Action::Tick
            | Action::Presence { .. }
            | Action::Gone(_)
            | Action::Sit(_)
            | Action::Name(_)
            | Action::Resume { .. } => {}
            Action::Move(ply, mv) => {
                self.playable(ply, mv, me, turn)?;
                self.play(mv, me, now, &mut fx)?;
            }
            Action::Resign => {
                self.running()?;
                if let Ok(outcome) = self.game.resign(me.into()) {
                    self.end(outcome.into(), now, &mut fx);
                }
            }
            Action::Claim(mv) => {
                self.running()?;
                if me != turn {
                    return Err((
                        ErrorCode::OutOfTurn,
                        "only the player to move may claim a draw".into(),
                    ));
                }
                let mut game = self.game.clone();
                let claimed = match mv {
                    None => game.claim_draw(),
                    Some(mv) => game.claim_draw_with(mv),
                };
                match claimed {
                    Ok(_) => {
                        if let Some(mv) = mv {
                            self.charge(me, now);
                            self.push_move(mv, &mut fx, now);
                        }
                        self.game = game;
                        if let Some(outcome) = self.game.outcome() {
                            self.end(outcome.into(), now, &mut fx);
                        }
                    }
                    Err(ClaimError::NotClaimable) => {
                        return Err((
                            ErrorCode::NotClaimable,
                            ClaimError::NotClaimable.to_string(),
                        ))
                    }
                    Err(e @ ClaimError::Illegal(_)) => {
                        return Err((ErrorCode::IllegalMove, e.to_string()))
                    }
                    Err(e @ ClaimError::GameOver(_)) => {
                        return Err((ErrorCode::GameOver, e.to_string()))
                    }
                }
            }
            Action::Offer(kind) => self.offer(kind, me, now, &mut fx)?,
            Action::Accept(kind) => {
                self.answer_offer(kind, me, "accept")?;
                self.accept(kind, !me, now, &mut fx)?;
            }
            Action::Decline(kind) => {
                let theirs = self.answer_offer(kind, me, "decline")?;
                fx.events.push(roque_protocol::ServerMsg::Declined(theirs));
            }
        }
        Ok(fx)
    }

    fn running(&self) -> Result<(), Refusal> {
        match self.rec.result {
            Some(result) => Err((
                ErrorCode::GameOver,
                format!(
                    "the game is over: {}, {}",
                    result.reason.code(),
                    match result.winner {
                        Some(Side::White) => "1-0",
                        Some(Side::Black) => "0-1",
                        None => "1/2-1/2",
                    }
                ),
            )),
            None => Ok(()),
        }
    }

    /// Whether `me` may play `mv` at `ply`: the game goes on, the ply is
    /// the game's, it is their turn, the rules allow it.
    fn playable(&self, ply: u32, mv: Move, me: Side, turn: Side) -> Result<(), Refusal> {
        self.running()?;
        let now_ply = self.game.ply();
        if usize::try_from(ply).ok() != Some(now_ply) {
            let seen = usize::try_from(ply)
                .ok()
                .and_then(|p| self.game.moves().get(p))
                .is_some_and(|&played| played == mv);
            let why = if seen {
                "this move was already played"
            } else {
                "the game is not at that ply"
            };
            return Err((
                ErrorCode::StalePly,
                format!(
                    "{why}: the game has {now_ply} move{}",
                    if now_ply == 1 { "" } else { "s" }
                ),
            ));
        }
        if me != turn {
            return Err((ErrorCode::OutOfTurn, "it is your opponent's turn".into()));
        }
        self.game
            .explain(mv.from, mv.to, mv.promotion)
            .map_err(|reason| (ErrorCode::IllegalMove, reason.to_string()))?;
        Ok(())
    }

    /// Charges `mover`'s clock for the move received at `now`.
    fn charge(&mut self, mover: Side, now: u64) {
        let lag = self.lag(mover);
        let tc = self.rec.tc;
        if let (Some(clock), Some(tc)) = (&mut self.rec.clock, tc) {
            clock.before.push(clock.remaining);
            if clock.running == Some(mover) {
                let left = clock.left(mover, now, lag).max(0);
                clock.remaining[idx(mover)] = left + i64::from(tc.inc_s) * 1000;
            }
            clock.running = Some(!mover);
            clock.since_ms = now;
            clock.held_until_ms = None;
        }
    }

    fn push_move(&mut self, mv: Move, fx: &mut Effects, now: u64) {
        let ply = u32::try_from(self.rec.moves.len()).unwrap_or(u32::MAX);
        self.rec.moves.push(mv.to_uci());
        self.rec.last_move_ms = now;
        fx.events.push(roque_protocol::ServerMsg::Moved {
            ply,
            uci: Uci(mv),
            clocks: self.clocks(now),
        });
    }

    fn play(&mut self, mv: Move, me: Side, now: u64, fx: &mut Effects) -> Result<(), Refusal> {
        match self.game.play(mv) {
            Ok(()) => {}
            Err(e @ PlayError::Illegal(_)) => return Err((ErrorCode::IllegalMove, e.to_string())),
            Err(e @ PlayError::GameOver(_)) => return Err((ErrorCode::GameOver, e.to_string())),
        }
        self.charge(me, now);
        // A move answers the opponent's pending draw or takeback offer.
        let (withdrawn, kept): (Vec<Offer>, Vec<Offer>) = self
            .rec
            .offers
            .iter()
            .partition(|o| o.by != me && o.kind != OfferKind::Rematch);
        self.rec.offers = kept;
        self.push_move(mv, fx, now);
        for offer in withdrawn {
            fx.events.push(roque_protocol::ServerMsg::Declined(offer));
        }
        if let Some(outcome) = self.game.outcome() {
            self.end(outcome.into(), now, fx);
        }
        Ok(())
    }

    /// Takes the opponent's pending offer of `kind` off the table, for
    /// `me` to `answer` it (accept or decline); refused when there is none.
    fn answer_offer(&mut self, kind: OfferKind, me: Side, answer: &str) -> Result<Offer, Refusal> {
        let theirs = Offer { kind, by: !me };
        if !self.rec.offers.contains(&theirs) {
            return Err((
                ErrorCode::NoOffer,
                format!("there is no {} offer to {answer}", kind.code()),
            ));
        }
        self.rec.offers.retain(|o| *o != theirs);
        Ok(theirs)
    }

    fn offer(
        &mut self,
        kind: OfferKind,
        me: Side,
        now: u64,
        fx: &mut Effects,
    ) -> Result<(), Refusal> {
        match kind {
            OfferKind::Rematch => {
                if self.rec.result.is_none() {
                    return Err((
                        ErrorCode::GameNotOver,
                        "a rematch is offered once the game has ended".into(),
                    ));
                }
            }
            OfferKind::Draw => self.running()?,
            OfferKind::Takeback => {
                self.running()?;
                if self.takeback_plies(me).is_none() {
                    return Err((ErrorCode::NoOffer, "you have no move to take back".into()));
                }
            }
        }
        let mine = Offer { kind, by: me };
        let theirs = Offer { kind, by: !me };
        if self.rec.offers.contains(&theirs) && kind != OfferKind::Takeback {
            // Offering what the opponent offers is accepting it.
            self.rec.offers.retain(|o| *o != theirs);
            return self.accept(kind, !me, now, fx);
        }
        let ply = self.game.ply();
        if kind == OfferKind::Draw && self.rec.draw_offered_at[idx(me)] == Some(ply) {
            return Err((
                ErrorCode::OfferRepeated,
                "a draw is offered once a turn".into(),
            ));
        }
        if !self.rec.offers.contains(&mine) {
            if kind == OfferKind::Draw {
                self.rec.draw_offered_at[idx(me)] = Some(ply);
            }
            self.rec.offers.push(mine);
            fx.events.push(roque_protocol::ServerMsg::Offered(mine));
        }
        Ok(())
    }

    /// How many plies `side`'s takeback undoes: their last move and the
    /// reply to it, if any. None when they have not moved.
    fn takeback_plies(&self, side: Side) -> Option<usize> {
        let turn = Side::from(self.game.position().turn());
        let plies = if turn == side { 2 } else { 1 };
        (self.game.ply() >= plies).then_some(plies)
    }

    /// `offerer`'s offer of `kind` was accepted.
    fn accept(
        &mut self,
        kind: OfferKind,
        offerer: Side,
        now: u64,
        fx: &mut Effects,
    ) -> Result<(), Refusal> {
        match kind {
            OfferKind::Draw => {
                self.running()?;
                if let Ok(outcome) = self.game.agree_draw() {
                    self.end(outcome.into(), now, fx);
                }
            }
            OfferKind::Takeback => {
                self.running()?;
                let plies = self
                    .takeback_plies(offerer)
                    .ok_or((ErrorCode::NoOffer, "no move to take back".to_owned()))?;
                for _ in 0..plies {
                    self.game.undo();
                    self.rec.moves.pop();
                    if let Some(clock) = &mut self.rec.clock {
                        if let Some(before) = clock.before.pop() {
                            clock.remaining = before;
                        }
                    }
                }
                let to_move = Side::from(self.game.position().turn());
                if let Some(clock) = &mut self.rec.clock {
                    clock.running = (!clock.before.is_empty()).then_some(to_move);
                    clock.since_ms = now;
                    clock.held_until_ms = None;
                }
                self.rec.offers.retain(|o| o.kind == OfferKind::Rematch);
                fx.events.push(roque_protocol::ServerMsg::TookBack {
                    ply: u32::try_from(self.game.ply()).unwrap_or(u32::MAX),
                    clocks: self.clocks(now),
                });
            }
            OfferKind::Rematch => {
                let start = self.game.start().to_owned();
                self.game = Game::from_position(start);
                self.rec.game += 1;
                self.rec.creator_white = !self.rec.creator_white;
                self.rec.moves.clear();
                self.rec.draw_offered_at = [None, None];
                self.rec.clock = self.rec.tc.map(ClockRecord::new);
                self.rec.offers.clear();
                self.rec.result = None;
                self.rec.last_move_ms = now;
                fx.rematch = true;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_protocol::{EndReason, ServerMsg};

    fn room(tc: Option<TimeControl>) -> Room {
        Room::create("r".into(), "h".into(), true, tc, Position::new(), 0)
    }

    fn reason(code: &str) -> EndReason {
        EndReason::parse(code).unwrap_or_else(|| unreachable!())
    }

    fn won_by(result: Option<GameResult>, side: Side, why: EndReason) -> bool {
        result
            == Some(GameResult {
                reason: why,
                winner: Some(side),
            })
    }

    fn mv(uci: &str) -> Move {
        Move::from_uci(uci).unwrap_or_else(|_| unreachable!())
    }

    /// A 3+`inc_s` game where White is to move from t = 10 s.
    fn white_to_move_at_ten_seconds(inc_s: u32) -> Room {
        let mut r = room(Some(TimeControl { base_s: 180, inc_s }));
        r.apply(0, Action::Move(0, mv("e2e4")), 0).ok();
        r.apply(1, Action::Move(1, mv("e7e5")), 10_000).ok();
        r
    }

    #[test]
    fn an_outage_is_not_charged_to_the_player_to_move() {
        // The issue's 3+2 game: White to move from t = 10 s with 2:52.
        let mut r = white_to_move_at_ten_seconds(2);
        if let Some(clock) = &mut r.rec.clock {
            clock.remaining = [172_000, 180_000];
        }
        // Alive until 20 s, back at 34 s; Black returns first, White at 36 s.
        let fx = r.apply(
            0,
            Action::Resume {
                down: 20_000,
                up: 34_000,
            },
            34_000,
        );
        assert!(fx.is_ok_and(|fx| fx.changed));
        r.apply(
            1,
            Action::Presence {
                open: true,
                relay: 1,
            },
            35_000,
        )
        .ok();
        let held = r.clocks(35_500);
        assert_eq!(held.map(|c| (c.white_ms, c.running)), Some((162_000, None)));
        r.apply(
            0,
            Action::Presence {
                open: true,
                relay: 1,
            },
            36_000,
        )
        .ok();
        // 10 s before the outage, 4 s after White's return: 2:52 → 2:38 is
        // now 2:52 → 2:38 only after 14 s of White's own thinking.
        assert_eq!(r.clocks(40_000).map(|c| c.white_ms), Some(158_000));
        // The same outage is credited once.
        let again = r.apply(
            0,
            Action::Resume {
                down: 20_000,
                up: 34_000,
            },
            41_000,
        );
        assert!(again.is_ok_and(|fx| fx.is_empty()));
        // A player who never comes back is charged from the grace's end.
        let mut r = white_to_move_at_ten_seconds(0);
        r.apply(
            0,
            Action::Resume {
                down: 20_000,
                up: 34_000,
            },
            34_000,
        )
        .ok();
        let late = 34_000 + RETURN_GRACE_MS + 5_000;
        assert_eq!(r.clocks(late).map(|c| c.white_ms), Some(165_000));
    }

    #[test]
    fn moves_clocks_and_lag() {
        let mut r = room(Some(TimeControl {
            base_s: 60,
            inc_s: 2,
        }));
        r.apply(0, Action::Move(0, mv("e2e4")), 1_000).ok();
        // White's first move is not timed: no increment either.
        assert_eq!(
            r.clocks(1_000).map(|c| (c.white_ms, c.running)),
            Some((60_000, Some(Side::Black)))
        );
        r.rtt = [Some(30), Some(800)]; // Black's capped at 500
        r.apply(1, Action::Move(1, mv("e7e5")), 11_000).ok();
        // 10 s at the relay, 0.5 s of it lag: 60 − 9.5 + 2.
        assert_eq!(r.clocks(11_000).map(|c| c.black_ms), Some(52_500));
        assert_eq!(r.flag_deadline(), Some(11_000 + 60_000 + 30 + 1));
        let out_of_turn = r.apply(1, Action::Move(2, mv("d7d5")), 12_000);
        assert_eq!(
            out_of_turn.map(|_| ()).map_err(|e| e.0),
            Err(ErrorCode::OutOfTurn)
        );
        let stale = r.apply(0, Action::Move(1, mv("e7e5")), 12_000);
        assert_eq!(stale.map(|_| ()).map_err(|e| e.0), Err(ErrorCode::StalePly));
        let illegal = r.apply(0, Action::Move(2, mv("e1e3")), 12_000);
        assert_eq!(
            illegal.map(|_| ()).map_err(|e| e.0),
            Err(ErrorCode::IllegalMove)
        );
    }

    #[test]
    fn a_flag_against_a_lone_king_is_a_draw() {
        let start = Position::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap_or_default();
        let mut r = Room::create(
            "r".into(),
            "h".into(),
            true,
            Some(TimeControl {
                base_s: 1,
                inc_s: 0,
            }),
            start,
            0,
        );
        r.apply(0, Action::Move(0, mv("a1a2")), 0).ok();
        r.apply(1, Action::Move(1, mv("e8d8")), 100).ok();
        // White's time runs out (with the allowance for an unknown round
        // trip): Black has a lone king.
        assert!(r
            .apply(0, Action::Tick, 1_500)
            .unwrap_or_default()
            .is_empty());
        let fx = r.apply(0, Action::Tick, 1_700).unwrap_or_default();
        assert!(matches!(fx.events.as_slice(), [ServerMsg::Ended { .. }]));
        assert_eq!(
            r.rec.result.map(|g| g.reason),
            Some(reason("timeoutVsInsufficientMaterial"))
        );
    }

    #[test]
    fn takeback_and_rematch() {
        let mut r = room(None);
        r.apply(0, Action::Move(0, mv("e2e4")), 0).ok();
        r.apply(1, Action::Move(1, mv("e7e5")), 0).ok();
        // Black takes back their reply: one ply.
        r.apply(1, Action::Offer(OfferKind::Takeback), 0).ok();
        r.apply(0, Action::Accept(OfferKind::Takeback), 0).ok();
        assert_eq!(r.rec.moves, vec!["e2e4".to_owned()]);
        assert_eq!(r.game.ply(), 1);
        r.apply(0, Action::Resign, 0).ok();
        assert!(won_by(r.rec.result, Side::Black, reason("resignation")));
        r.apply(0, Action::Offer(OfferKind::Rematch), 0).ok();
        let fx = r
            .apply(1, Action::Offer(OfferKind::Rematch), 0)
            .unwrap_or_default();
        assert!(fx.rematch);
        assert_eq!(r.side_of(0), Side::Black);
        assert_eq!(r.rec.game, 2);
        let again = Room::from_record(r.rec.clone()).map(|r| r.game.ply());
        assert_eq!(again, Ok(0));
    }
}
