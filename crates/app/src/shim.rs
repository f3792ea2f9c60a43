//! TEMPORARY stand-ins for the parts of the rules crate that are still being
//! written on other branches (`Game`, `Position::explain`, the message
//! catalogue, SAN). Each has the contract's shape, so that swapping in the
//! real one is a change of `use` lines. Delete this file when they land.

#![allow(clippy::result_unit_err)]

use roque_rules::{Color, DrawClaim, DrawReason, Move, Outcome, Position, Square, WinReason};

/// The languages the UI speaks (the real one is `roque_rules::Lang`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// French, first.
    #[default]
    Fr,
    /// English.
    En,
}

impl Lang {
    /// The language code.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Fr => "fr",
            Lang::En => "en",
        }
    }
}

impl core::str::FromStr for Lang {
    type Err = ();
    fn from_str(s: &str) -> Result<Lang, ()> {
        match s.get(..2).map(str::to_ascii_lowercase).as_deref() {
            Some("fr") => Ok(Lang::Fr),
            Some("en") => Ok(Lang::En),
            _ => Err(()),
        }
    }
}

/// Why a move is illegal (the real one has a variant per rule).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// Not your turn.
    NotYourTurn {
        /// Where.
        square: Square,
        /// What.
        piece: roque_rules::Piece,
    },
    /// Any rule.
    Illegal {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
}

impl IllegalReason {
    /// The reason, in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        match (*self, lang) {
            (IllegalReason::NotYourTurn { .. }, Lang::Fr) => "Ce n'est pas votre tour".into(),
            (IllegalReason::NotYourTurn { .. }, Lang::En) => "Not your turn".into(),
            (IllegalReason::Illegal { from, to }, Lang::Fr) => format!("Le coup {from}-{to} est illégal"),
            (IllegalReason::Illegal { from, to }, Lang::En) => format!("The move {from}-{to} is illegal"),
        }
    }
}

/// `Position::explain` as the contract has it.
pub fn explain(position: &Position, mv: Move) -> Result<Move, IllegalReason> {
    if position.is_legal(mv) {
        Ok(mv)
    } else {
        Err(IllegalReason::Illegal {
            from: mv.from,
            to: mv.to,
        })
    }
}

/// The outcome's announcement.
pub fn outcome_message(outcome: Outcome, lang: Lang) -> String {
    match (outcome, lang) {
        (Outcome::Decisive { winner, .. }, Lang::Fr) => format!(
            "Échec et mat — les {} gagnent",
            winner.fold("Blancs", "Noirs")
        ),
        (Outcome::Decisive { winner, .. }, Lang::En) => {
            format!("Checkmate — {} wins", winner.fold("White", "Black"))
        }
        (Outcome::Draw(DrawReason::Stalemate), Lang::Fr) => "Pat — partie nulle".into(),
        (Outcome::Draw(DrawReason::Stalemate), Lang::En) => "Stalemate — draw".into(),
        (Outcome::Draw(_), Lang::Fr) => "Partie nulle".into(),
        (Outcome::Draw(_), Lang::En) => "Draw".into(),
    }
}

/// The claim's announcement.
pub fn claim_message(claim: DrawClaim, lang: Lang) -> &'static str {
    match (claim, lang) {
        (DrawClaim::ThreefoldRepetition, Lang::Fr) => {
            "Vous pouvez réclamer la nulle : la position s'est répétée trois fois"
        }
        (DrawClaim::FiftyMoves, Lang::Fr) => {
            "Vous pouvez réclamer la nulle : 50 coups sans prise ni mouvement de pion"
        }
        (DrawClaim::ThreefoldRepetition, Lang::En) => {
            "You may claim a draw: the position has occurred three times"
        }
        (DrawClaim::FiftyMoves, Lang::En) => {
            "You may claim a draw: 50 moves without a capture or a pawn move"
        }
    }
}

/// SAN stand-in: UCI.
pub fn san(_position: &Position, mv: Move, _lang: Lang) -> String {
    mv.to_string()
}

/// A game: positions and moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    start: Position,
    before: Vec<Position>,
    moves: Vec<Move>,
    current: Position,
    declared: Option<Outcome>,
}

impl Game {
    /// From a position.
    pub fn from_position(start: Position) -> Game {
        Game {
            start,
            before: Vec::new(),
            moves: Vec::new(),
            current: start,
            declared: None,
        }
    }
    /// Start.
    pub fn start(&self) -> &Position {
        &self.start
    }
    /// Now.
    pub fn position(&self) -> &Position {
        &self.current
    }
    /// Moves.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
    /// Position before `moves[i]`.
    pub fn position_at(&self, ply: usize) -> Option<&Position> {
        if ply == self.moves.len() {
            Some(&self.current)
        } else {
            self.before.get(ply)
        }
    }
    /// Outcome.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.declared.is_some() {
            return self.declared;
        }
        if self.current.is_checkmate() {
            Some(Outcome::Decisive {
                winner: !self.current.turn(),
                reason: WinReason::Checkmate,
            })
        } else if self.current.is_stalemate() {
            Some(Outcome::Draw(DrawReason::Stalemate))
        } else {
            None
        }
    }
    /// Play.
    pub fn play(&mut self, mv: Move) -> Result<(), ()> {
        if self.outcome().is_some() || !self.current.is_legal(mv) {
            return Err(());
        }
        self.before.push(self.current);
        self.current.play_unchecked(mv);
        self.moves.push(mv);
        Ok(())
    }
    /// Undo.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.current = self.before.pop()?;
        self.declared = None;
        Some(mv)
    }
    /// Claimable draw.
    pub fn claimable_draw(&self) -> Option<DrawClaim> {
        if self.outcome().is_some() {
            return None;
        }
        let same = self
            .before
            .iter()
            .filter(|p| p.hash() == self.current.hash())
            .count();
        if same >= 2 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if self.current.halfmove_clock() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }
    /// Claim.
    pub fn claim_draw(&mut self) -> Result<DrawClaim, ()> {
        let claim = self.claimable_draw().ok_or(())?;
        self.declared = Some(Outcome::Draw(claim.into()));
        Ok(claim)
    }
}

#[allow(dead_code)]
fn _uses(_: Color) {}
