//! The state behind one `Chess` object: where the game started, the moves
//! played from there (null moves included, since chess.js allows them), and
//! the board now, which may be a position the rules cannot play from while
//! someone is still setting it up.

use roque_rules::{CastlingSide, Color, Move, Piece, Position, Role, Setup, Square};

/// The board now.
#[derive(Clone, Debug)]
pub enum Now {
    /// A legal position: moves can be listed and played.
    Playable(Position),
    /// A board being set up that breaks the rules (no king yet, say): it can
    /// be shown, edited and written as FEN, but not played from.
    Unplayable(Setup),
}

/// One half-move of the history: the position it was played in and the move,
/// `None` standing for a null move (`--`, the side to move passes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The position before the move.
    pub before: Position,
    /// The move, or `None` for a null move.
    pub mv: Option<Move>,
}

/// Why a move could not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The board is not a legal position, so nothing can be played.
    Unplayable,
    /// The move is not legal here.
    Illegal,
    /// A null move while in check (chess.js refuses it too).
    NullMoveInCheck,
}

/// A game as a chess.js object holds it.
#[derive(Clone, Debug)]
pub struct Session {
    plies: Vec<Ply>,
    now: Now,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

impl Session {
    /// A game from the standard starting position.
    pub fn new() -> Session {
        Session::from_position(Position::new())
    }

    /// A game starting from `position`.
    pub fn from_position(position: Position) -> Session {
        Session {
            plies: Vec::new(),
            now: Now::Playable(position),
        }
    }

    /// A game starting from `setup`, playable if the rules accept it.
    pub fn from_setup(setup: Setup) -> Session {
        Session {
            plies: Vec::new(),
            now: match Position::from_setup(setup) {
                Ok(position) => Now::Playable(position),
                Err(_) => Now::Unplayable(setup),
            },
        }
    }

    /// An empty board, White to move: the board editor's blank sheet.
    pub fn empty() -> Session {
        Session::from_setup(Setup::empty())
    }

    /// The board now.
    pub fn now(&self) -> &Now {
        &self.now
    }

    /// The position now, if it is playable.
    pub fn position(&self) -> Option<&Position> {
        match &self.now {
            Now::Playable(position) => Some(position),
            Now::Unplayable(_) => None,
        }
    }

    /// The board now as an editable setup.
    pub fn setup(&self) -> Setup {
        match &self.now {
            Now::Playable(position) => position.to_setup(),
            Now::Unplayable(setup) => *setup,
        }
    }

    /// The half-moves played, oldest first.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The position the game started from, if it is playable.
    pub fn start(&self) -> Option<&Position> {
        match self.plies.first() {
            Some(ply) => Some(&ply.before),
            None => self.position(),
        }
    }

    /// Every position of the game, from the start to now (none while the
    /// board is unplayable).
    pub fn positions(&self) -> impl Iterator<Item = &Position> + '_ {
        self.plies
            .iter()
            .map(|ply| &ply.before)
            .chain(self.position())
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    /// [`PlayError::Unplayable`] or [`PlayError::Illegal`]; nothing changes.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        let before = *self.position().ok_or(PlayError::Unplayable)?;
        let mut after = before;
        after.play(mv).map_err(|_| PlayError::Illegal)?;
        self.plies.push(Ply {
            before,
            mv: Some(mv),
        });
        self.now = Now::Playable(after);
        Ok(())
    }

    /// Passes the move to the other side, as chess.js's `--` does: the
    /// en-passant right lapses, the half-move clock runs on, and the move
    /// number goes up after Black.
    ///
    /// # Errors
    /// [`PlayError::Unplayable`], or [`PlayError::NullMoveInCheck`] when the
    /// side to move is in check (passing would leave its king en prise).
    pub fn play_null(&mut self) -> Result<(), PlayError> {
        let before = *self.position().ok_or(PlayError::Unplayable)?;
        let after = null_move(&before)?;
        self.plies.push(Ply { before, mv: None });
        self.now = Now::Playable(after);
        Ok(())
    }

    /// Takes back the last half-move and returns it.
    pub fn undo(&mut self) -> Option<Ply> {
        let ply = self.plies.pop()?;
        self.now = Now::Playable(ply.before);
        Some(ply)
    }

    /// How many times the position now has stood in this game, this time
    /// included, "the same position" as the repetition rule means it
    /// (FIDE art. 9.2.2). Zero while the board is unplayable.
    pub fn repetitions(&self) -> usize {
        match self.position() {
            Some(now) => self.occurrences(now),
            None => 0,
        }
    }

    /// How many positions of this game are the same as `position`.
    pub fn occurrences(&self, position: &Position) -> usize {
        self.positions()
            .filter(|p| p.hash() == position.hash() && p.same_position(position))
            .count()
    }

    /// Edits the board now, as chess.js's `put`, `remove` and
    /// `setCastlingRights` do, then keeps only what still makes sense: the
    /// castling rights whose king and rook stand at home, and the en-passant
    /// square only if a pawn could take there. The edited board becomes the
    /// start of a new game: the old moves do not lead to it.
    pub fn edit(&mut self, change: impl FnOnce(&mut Setup)) {
        let mut setup = self.setup();
        change(&mut setup);
        keep_possible_castling(&mut setup);
        if !ep_capturable(&setup) {
            setup.ep_square = None;
        }
        *self = Session::from_setup(setup);
    }

    /// The en-passant square as chess.js keeps it internally (and writes it
    /// with `forceEnpassantSquare`): as loaded for the starting position;
    /// after a double step, only when an enemy pawn stands beside the pawn
    /// that moved, whether or not taking would be legal.
    pub fn pseudo_ep_square(&self) -> Option<Square> {
        let setup = self.setup();
        if self.plies.is_empty() {
            setup.ep_square
        } else {
            setup.ep_square.filter(|_| ep_capturable(&setup))
        }
    }
}

/// The position after the side to move passes.
fn null_move(position: &Position) -> Result<Position, PlayError> {
    if position.is_check() {
        return Err(PlayError::NullMoveInCheck);
    }
    let mut setup = position.to_setup();
    let mover = setup.turn;
    setup.turn = !mover;
    setup.ep_square = None;
    setup.halfmove_clock = setup.halfmove_clock.saturating_add(1);
    if mover == Color::Black {
        setup.fullmove_number = setup.fullmove_number.saturating_add(1);
    }
    // The passing side was not in check, so the result is legal; should it
    // ever not be, the null move is refused rather than trusted.
    Position::from_setup(setup).map_err(|_| PlayError::Illegal)
}

/// Drops each castling right whose king or rook is not on its home square.
fn keep_possible_castling(setup: &mut Setup) {
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            let king_home = setup.board.piece_at(CastlingSide::king_from(color))
                == Some(Piece::new(color, Role::King));
            let rook_home =
                setup.board.piece_at(side.rook_from(color)) == Some(Piece::new(color, Role::Rook));
            if !(king_home && rook_home) {
                setup.castling.remove(color, side);
            }
        }
    }
}

/// Whether the en-passant square of `setup` has the pawn that skipped it in
/// front of it, nothing on it or behind it, and a pawn of the side to move
/// beside that pawn, ready to take.
fn ep_capturable(setup: &Setup) -> bool {
    let Some(ep) = setup.ep_square else {
        return false;
    };
    let us = setup.turn;
    // The pawn that moved belongs to the other side and went past `ep`.
    let forward = us.fold(-1, 1);
    let (Some(pawn), Some(origin)) = (ep.offset(0, forward), ep.offset(0, -forward)) else {
        return false;
    };
    let board = &setup.board;
    board.piece_at(pawn) == Some(Piece::new(!us, Role::Pawn))
        && board.piece_at(ep).is_none()
        && board.piece_at(origin).is_none()
        && [-1, 1].into_iter().any(|df| {
            pawn.offset(df, 0)
                .is_some_and(|sq| board.piece_at(sq) == Some(Piece::new(us, Role::Pawn)))
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uci(text: &str) -> Move {
        Move::from_uci(text).unwrap_or_else(|_| panic!("bad test move {text}"))
    }

    #[test]
    fn play_and_undo_restore_the_position() {
        let mut session = Session::new();
        session.play(uci("e2e4")).expect("legal");
        assert_eq!(session.plies().len(), 1);
        assert_eq!(session.play(uci("e2e4")), Err(PlayError::Illegal));
        let ply = session.undo().expect("one move");
        assert_eq!(ply.mv, Some(uci("e2e4")));
        assert_eq!(session.position(), Some(&Position::new()));
        assert!(session.undo().is_none());
    }

    #[test]
    fn null_moves_pass_the_turn_and_count_the_clocks() {
        let mut session = Session::new();
        session.play(uci("e2e4")).expect("legal");
        session.play_null().expect("not in check");
        let fen = session.position().map(Position::fen);
        assert_eq!(
            fen.as_deref(),
            Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2")
        );
        let mut checked = Session::from_position(
            Position::from_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1").expect("valid"),
        );
        assert_eq!(checked.play_null(), Err(PlayError::NullMoveInCheck));
        assert!(checked.plies().is_empty());
    }

    #[test]
    fn repetitions_count_the_start_too() {
        let mut session = Session::new();
        assert_eq!(session.repetitions(), 1);
        for _ in 0..2 {
            for mv in ["g1f3", "g8f6", "f3g1", "f6g8"] {
                session.play(uci(mv)).expect("legal");
            }
        }
        assert_eq!(session.repetitions(), 3);
    }

    #[test]
    fn editing_drops_impossible_rights_and_starts_over() {
        let mut session = Session::new();
        session.play(uci("e2e4")).expect("legal");
        session.edit(|setup| setup.board.set_piece_at(Square::H1, None));
        assert!(session.plies().is_empty());
        let rights = session.setup().castling;
        assert!(!rights.has(Color::White, CastlingSide::KingSide));
        assert!(rights.has(Color::White, CastlingSide::QueenSide));
        assert_eq!(session.setup().ep_square, None);
    }

    #[test]
    fn an_empty_board_is_unplayable_until_both_kings_stand() {
        let mut session = Session::empty();
        assert!(session.position().is_none());
        assert_eq!(session.play(uci("e1e2")), Err(PlayError::Unplayable));
        session.edit(|s| {
            s.board
                .set_piece_at(Square::E1, Some(Piece::new(Color::White, Role::King)))
        });
        assert!(session.position().is_none());
        session.edit(|s| {
            s.board
                .set_piece_at(Square::E8, Some(Piece::new(Color::Black, Role::King)))
        });
        assert!(session.position().is_some());
    }

    #[test]
    fn the_pseudo_ep_square_needs_a_neighbouring_pawn() {
        let mut session = Session::new();
        session.play(uci("e2e4")).expect("legal");
        assert_eq!(session.pseudo_ep_square(), None);
        for mv in ["d7d5", "e4e5", "f7f5"] {
            session.play(uci(mv)).expect("legal");
        }
        assert_eq!(session.pseudo_ep_square(), Some(Square::F6));
    }
}
