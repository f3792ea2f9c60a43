//! The board editor's own reducer: a position being set up by hand.
//!
//! The editor holds a [`Setup`], which may be any arrangement at all; the
//! rules crate says at every step whether it is a legal position and, if
//! not, why ([`Editor::position`]). Castling rights and the en-passant
//! square are only kept while the board allows them, so the choices the
//! editor offers are always ones the rules could accept.

use roque_rules::{
    Board, CastlingRights, CastlingSide, Color, FenError, Piece, Position, PositionError, Rank,
    Role, Setup, Square,
};

use crate::state::reduced_by_apply;

/// What a click on a square does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tool {
    /// Nothing: pieces are moved by dragging them.
    #[default]
    Hand,
    /// Puts this piece on the square (a second click takes it off).
    Place(Piece),
    /// Empties the square.
    Erase,
}

/// A change to the position being set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// Take another tool.
    Choose(Tool),
    /// A click on a square: the tool acts there.
    Click(Square),
    /// A piece from the palette dropped on a square.
    Put {
        /// The piece.
        piece: Piece,
        /// Where it was dropped.
        to: Square,
    },
    /// A piece of the board dragged to another square (taking what was there).
    Move {
        /// Where it was.
        from: Square,
        /// Where it goes.
        to: Square,
    },
    /// Empty a square (a right click, a piece dragged off the board).
    Remove(Square),
    /// Take every piece off.
    ClearBoard,
    /// The position at the start of a game.
    StartPosition,
    /// The side to move.
    SetTurn(Color),
    /// Grant or take away a castling right.
    SetCastling {
        /// Whose.
        color: Color,
        /// Which side.
        side: CastlingSide,
        /// Granted or not.
        allowed: bool,
    },
    /// The square a pawn just skipped, or none.
    SetEnPassant(Option<Square>),
    /// A position typed in FEN: taken if it reads, refused (and kept for
    /// correction) if not.
    SetFen(String),
}

/// Why a side cannot castle at all, as far as the board goes: what is
/// missing from its starting squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingGap {
    /// The side's king is not on its starting square (e1 or e8).
    KingAway(Color),
    /// The king is at home, but neither rook is on its starting square
    /// (a1 and h1, or a8 and h8).
    NoRook(Color),
}

/// A typed FEN that did not read, kept so the player can correct it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenDraft {
    /// The text as typed.
    pub text: String,
    /// Why it was refused.
    pub error: FenError,
}

/// The editor's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The position being set up, legal or not.
    pub setup: Setup,
    /// What a click does.
    pub tool: Tool,
    /// A refused FEN, if the last one typed was.
    pub fen_draft: Option<FenDraft>,
}

impl Editor {
    /// An editor starting from `setup`.
    pub fn new(setup: Setup) -> Editor {
        Editor {
            setup,
            tool: Tool::Hand,
            fen_draft: None,
        }
    }

    /// An editor starting from a position of the game.
    pub fn from_position(position: &Position) -> Editor {
        let mut editor = Editor::new(position.to_setup());
        // Only an en-passant square that matters is worth showing.
        if let Some(ep) = editor.setup.ep_square {
            if !editor.en_passant_candidates().contains(&ep) {
                editor.setup.ep_square = None;
            }
        }
        editor
    }

    /// The editor as it opens: on `position`, with `typed_fen` read as if
    /// typed in its field (a wrong one shown with its reason, the board
    /// unchanged).
    pub fn opening(position: &Position, typed_fen: Option<&str>) -> Editor {
        let mut editor = Editor::from_position(position);
        if let Some(fen) = typed_fen.filter(|f| !f.trim().is_empty()) {
            editor.apply(EditorAction::SetFen(fen.to_string()));
        }
        editor
    }

    /// The position, if the rules accept it; else the first reason they
    /// do not.
    pub fn position(&self) -> Result<Position, PositionError> {
        Position::from_setup(self.setup)
    }

    /// The setup in FEN.
    pub fn fen(&self) -> String {
        self.setup.fen()
    }

    /// Whether `color` may castle on `side` as far as the board goes: its
    /// king and that rook on their starting squares.
    pub fn castling_possible(&self, color: Color, side: CastlingSide) -> bool {
        let board = &self.setup.board;
        board.piece_at(CastlingSide::king_from(color)) == Some(Piece::new(color, Role::King))
            && board.piece_at(side.rook_from(color)) == Some(Piece::new(color, Role::Rook))
    }

    /// For each side that cannot castle at all, what is missing: its king
    /// at home, or (the king being there) both its rooks. Empty when
    /// either side may castle somewhere.
    pub fn castling_gaps(&self) -> Vec<CastlingGap> {
        let board = &self.setup.board;
        Color::ALL
            .into_iter()
            .filter(|&color| {
                !CastlingSide::ALL
                    .into_iter()
                    .any(|side| self.castling_possible(color, side))
            })
            .map(|color| {
                let king = Piece::new(color, Role::King);
                if board.piece_at(CastlingSide::king_from(color)) == Some(king) {
                    CastlingGap::NoRook(color)
                } else {
                    CastlingGap::KingAway(color)
                }
            })
            .collect()
    }

    /// The squares a pawn of the side not to move may just have skipped
    /// with a double step, where a pawn of the side to move stands ready
    /// to take it en passant.
    pub fn en_passant_candidates(&self) -> Vec<Square> {
        let board = &self.setup.board;
        let us = self.setup.turn;
        let their_pawn = Piece::new(!us, Role::Pawn);
        let our_pawn = Piece::new(us, Role::Pawn);
        let forward = us.fold(1, -1);
        Square::ALL
            .into_iter()
            .filter(|&ep| ep.rank() == Rank::Sixth.relative(us))
            .filter(|&ep| board.piece_at(ep).is_none())
            .filter(|&ep| {
                ep.offset(0, forward)
                    .is_some_and(|origin| board.piece_at(origin).is_none())
            })
            .filter(|&ep| {
                ep.offset(0, -forward).is_some_and(|pawn| {
                    board.piece_at(pawn) == Some(their_pawn)
                        && [-1, 1].into_iter().any(|side| {
                            pawn.offset(side, 0)
                                .is_some_and(|beside| board.piece_at(beside) == Some(our_pawn))
                        })
                })
            })
            .collect()
    }

    /// Applies `action`: the editor's one way to change.
    pub fn apply(&mut self, action: EditorAction) {
        match action {
            EditorAction::Choose(tool) => self.tool = tool,
            EditorAction::Click(square) => match self.tool {
                Tool::Hand => {}
                Tool::Erase => self.edit_board(|board| board.set_piece_at(square, None)),
                Tool::Place(piece) => self.edit_board(|board| {
                    let again = board.piece_at(square) == Some(piece);
                    board.set_piece_at(square, (!again).then_some(piece));
                }),
            },
            EditorAction::Put { piece, to } => {
                self.edit_board(|board| board.set_piece_at(to, Some(piece)))
            }
            EditorAction::Move { from, to } => {
                if from != to {
                    self.edit_board(|board| {
                        if let Some(piece) = board.piece_at(from) {
                            board.set_piece_at(from, None);
                            board.set_piece_at(to, Some(piece));
                        }
                    })
                }
            }
            EditorAction::Remove(square) => {
                self.edit_board(|board| board.set_piece_at(square, None))
            }
            EditorAction::ClearBoard => self.edit_board(|board| *board = Board::empty()),
            EditorAction::StartPosition => {
                self.setup = Setup::default();
                self.fen_draft = None;
            }
            EditorAction::SetTurn(color) => {
                self.setup.turn = color;
                self.fen_draft = None;
                self.keep_what_the_board_allows();
            }
            EditorAction::SetCastling {
                color,
                side,
                allowed,
            } => {
                if allowed && self.castling_possible(color, side) {
                    self.setup.castling.add(color, side);
                } else if !allowed {
                    self.setup.castling.remove(color, side);
                }
                self.fen_draft = None;
            }
            EditorAction::SetEnPassant(square) => {
                match square {
                    None => self.setup.ep_square = None,
                    Some(ep) if self.en_passant_candidates().contains(&ep) => {
                        self.setup.ep_square = Some(ep)
                    }
                    Some(_) => {}
                }
                self.fen_draft = None;
            }
            EditorAction::SetFen(text) => match Setup::from_fen(text.trim()) {
                // Taken as typed, even an impossible position: the editor
                // then says what is wrong with it.
                Ok(setup) => {
                    self.setup = setup;
                    self.fen_draft = None;
                }
                Err(error) => self.fen_draft = Some(FenDraft { text, error }),
            },
        }
    }

    /// Changes the board, then drops the rights it no longer allows. A
    /// position set up by hand starts its 50-move count afresh.
    fn edit_board(&mut self, edit: impl FnOnce(&mut Board)) {
        edit(&mut self.setup.board);
        self.setup.halfmove_clock = 0;
        self.fen_draft = None;
        self.keep_what_the_board_allows();
    }

    fn keep_what_the_board_allows(&mut self) {
        let mut rights = CastlingRights::NONE;
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if self.setup.castling.has(color, side) && self.castling_possible(color, side) {
                    rights.add(color, side);
                }
            }
        }
        self.setup.castling = rights;
        if let Some(ep) = self.setup.ep_square {
            if !self.en_passant_candidates().contains(&ep) {
                self.setup.ep_square = None;
            }
        }
    }
}

// The editor's reducer, for the view that owns it (the module of tools).
reduced_by_apply!(Editor, EditorAction);
