//! # roque-js
//!
//! The WebAssembly core of the `roque` npm package, a drop-in replacement
//! for chess.js 1.4 built on the `roque-rules` crate. This crate exports one
//! object, [`Core`], with narrow methods (numbers and strings in, strings
//! out); the package's hand-written JavaScript (`js/index.js`) builds
//! chess.js's API and its overloads on top.
//!
//! Nothing here trusts its input: squares arrive as numbers that may be out
//! of range, piece letters as arbitrary characters, texts as anything. Bad
//! input gives an error or an empty answer, never a panic (a panic in wasm
//! would kill the page).

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod board_query;
pub mod fen_check;
pub mod fen_writer;
pub mod notation;
pub mod pgn_load;
pub mod reasons;
pub mod records;
pub mod session;
pub mod status;

use board_query::{attackers, in_chess_js_order, placement};
use notation::letters;
use records::{ordered_moves, push_record, record_list, san_list, MoveFilter, RECORD_SEPARATOR};
use roque_rules::{CastlingSide, Color, Move, Piece, Position, Role, Square};
use session::{PlayError, Session};
use wasm_bindgen::prelude::*;

/// One chess.js object's game: the board now and the moves that led there.
#[wasm_bindgen]
#[derive(Clone, Debug, Default)]
pub struct Core {
    session: Session,
}

/// A square from a number (a1 = 0 ... h8 = 63), if it is one.
fn square(index: u32) -> Option<Square> {
    u8::try_from(index).ok().and_then(Square::from_index)
}

/// `w` or `b` to a color.
fn color(text: &str) -> Option<Color> {
    match text {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    }
}

fn error(message: impl AsRef<str>) -> JsError {
    JsError::new(message.as_ref())
}

#[wasm_bindgen]
impl Core {
    /// A game from the standard starting position.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Core {
        Core::default()
    }

    /// Loads a FEN (chess.js's `load`), filling in missing fields first.
    /// Returns the FEN as completed, for the `FEN` header. With
    /// `skip_validation`, a board the rules refuse is kept for editing, with
    /// impossible castling rights and en-passant square dropped.
    ///
    /// # Errors
    /// `Invalid FEN: ...`; the game is then unchanged.
    pub fn load(&mut self, fen: &str, skip_validation: bool) -> Result<String, JsError> {
        let full = fen_check::with_missing_fields(fen);
        self.session = self.loaded(&full, skip_validation).map_err(error)?;
        Ok(full)
    }

    fn loaded(&self, fen: &str, skip_validation: bool) -> Result<Session, String> {
        if !skip_validation {
            return fen_check::validated_position(fen).map(Session::from_position);
        }
        let setup = fen_check::unchecked_setup(fen)?;
        let mut session = Session::from_setup(setup);
        if session.position().is_none() {
            session.edit(|_| {});
        }
        Ok(session)
    }

    /// Empties the board: White to move, no rights, move 1.
    pub fn clear(&mut self) {
        self.session = Session::empty();
    }

    /// The FEN now. chess.js writes the en-passant square only when a
    /// capture there is legal, unless `force_ep`.
    pub fn fen(&self, force_ep: bool) -> String {
        match self.session.position() {
            Some(position) if !force_ep => fen_writer::fen(position),
            _ => {
                let mut setup = self.session.setup();
                setup.ep_square = if force_ep {
                    self.session.pseudo_ep_square()
                } else {
                    None
                };
                setup.fen()
            }
        }
    }

    /// The legal moves, in chess.js's order: SANs separated by spaces, or
    /// with `verbose` the move records (see the `records` module).
    /// `square` is 0-63 or anything else for every square; `piece` a role
    /// letter or anything else for every piece.
    pub fn moves(&self, square_index: u32, piece: &str, verbose: bool, french: bool) -> String {
        let Some(position) = self.session.position() else {
            return String::new();
        };
        let role = match piece.chars().next() {
            None => None,
            Some(c) if piece.len() == 1 => match Role::from_char(c.to_ascii_lowercase()) {
                Some(role) => Some(role),
                None => return String::new(),
            },
            Some(_) => return String::new(),
        };
        let filter = MoveFilter {
            square: square(square_index),
            role,
        };
        if square_index < 64 && filter.square.is_none() {
            return String::new();
        }
        let (legal, chosen) = ordered_moves(position, filter);
        if verbose {
            record_list(position, &legal, &chosen, letters(french))
        } else {
            san_list(position, &legal, &chosen, letters(french))
        }
    }

    /// Plays a typed move (chess.js's `move` with a string) and returns its
    /// record; `None` when no legal move matches.
    #[wasm_bindgen(js_name = moveText)]
    pub fn move_text(&mut self, text: &str, strict: bool, french: bool) -> Option<String> {
        let position = *self.session.position()?;
        let mv = notation::read_move(&position, text, strict, french)?;
        self.play_recorded(&position, mv, french)
    }

    /// Plays the legal move from `from` to `to` (chess.js's `move` with an
    /// object) and returns its record. `promotion` is a lowercase letter,
    /// required for a promotion and ignored otherwise; `None` when no legal
    /// move matches.
    #[wasm_bindgen(js_name = moveSquares)]
    pub fn move_squares(&mut self, from: u32, to: u32, promotion: &str) -> Option<String> {
        let position = *self.session.position()?;
        let (from, to) = (square(from)?, square(to)?);
        let promoted = match promotion.chars().next() {
            Some(c) if promotion.len() == 1 && c.is_ascii_lowercase() => Role::from_char(c),
            _ => None,
        };
        let candidates = position.legal_moves_from(from);
        let mv = candidates
            .iter()
            .copied()
            .filter(|mv| mv.to == to)
            .find(|mv| mv.promotion.is_none() || mv.promotion == promoted)?;
        self.play_recorded(&position, mv, false)
    }

    fn play_recorded(&mut self, position: &Position, mv: Move, french: bool) -> Option<String> {
        let legal = position.legal_moves();
        let mut record = String::new();
        push_record(
            &mut record,
            position,
            &fen_writer::fen(position),
            Some(mv),
            &legal,
            letters(french),
        );
        self.session.play(mv).ok()?;
        Some(record)
    }

    /// Passes the move (chess.js's `--`) and returns its record.
    ///
    /// # Errors
    /// `Null move not allowed when in check`, or `Invalid move: --` on a
    /// board that cannot be played from.
    #[wasm_bindgen(js_name = nullMove)]
    pub fn null_move(&mut self) -> Result<String, JsError> {
        let before = self.session.position().copied();
        match (self.session.play_null(), before) {
            (Ok(()), Some(before)) => {
                let mut record = String::new();
                push_record(
                    &mut record,
                    &before,
                    &fen_writer::fen(&before),
                    None,
                    &[],
                    letters(false),
                );
                Ok(record)
            }
            (Err(PlayError::NullMoveInCheck), _) => {
                Err(error("Null move not allowed when in check"))
            }
            _ => Err(error("Invalid move: --")),
        }
    }

    /// Takes back the last move and returns its record; `None` when there
    /// is none.
    pub fn undo(&mut self) -> Option<String> {
        let ply = self.session.undo()?;
        let legal = ply.before.legal_moves();
        let mut record = String::new();
        push_record(
            &mut record,
            &ply.before,
            &fen_writer::fen(&ply.before),
            ply.mv,
            &legal,
            letters(false),
        );
        Some(record)
    }

    /// How many half-moves have been played (null moves included).
    #[wasm_bindgen(js_name = plyCount)]
    pub fn ply_count(&self) -> u32 {
        u32::try_from(self.session.plies().len()).unwrap_or(u32::MAX)
    }

    /// The moves played: SANs separated by spaces, or with `verbose` their
    /// records.
    pub fn history(&self, verbose: bool, french: bool) -> String {
        let letters = letters(french);
        let mut out = String::new();
        for (i, ply) in self.session.plies().iter().enumerate() {
            if i > 0 {
                out.push(if verbose { RECORD_SEPARATOR } else { ' ' });
            }
            let legal = ply.before.legal_moves();
            match (verbose, ply.mv) {
                (true, mv) => push_record(
                    &mut out,
                    &ply.before,
                    &fen_writer::fen(&ply.before),
                    mv,
                    &legal,
                    letters,
                ),
                (false, Some(mv)) => out.push_str(
                    &notation::san_among(&ply.before, mv, &legal).to_string_with(letters),
                ),
                (false, None) => out.push_str("--"),
            }
        }
        out
    }

    /// Reads one PGN game (chess.js's `loadPgn`) and replaces the current
    /// game with it. Returns, for the JavaScript side's headers and
    /// comments: the result to set (or empty), the completed FEN tag (or
    /// empty), the number of tags, the tags as name and value, then
    /// `(fen, comment)` pairs.
    ///
    /// # Errors
    /// chess.js's message, or `Invalid PGN: ` with where and what; the game
    /// is then unchanged.
    #[wasm_bindgen(js_name = loadPgn)]
    pub fn load_pgn(&mut self, text: &str, strict: bool) -> Result<Vec<String>, JsError> {
        let loaded = pgn_load::load(text, strict).map_err(error)?;
        let mut out = vec![
            loaded.result.unwrap_or_default(),
            loaded.fen_tag.unwrap_or_default(),
            loaded.tags.len().to_string(),
        ];
        for (name, value) in loaded.tags {
            out.push(name);
            out.push(value);
        }
        for (fen, comment) in loaded.comments {
            out.push(fen);
            out.push(comment);
        }
        self.session = loaded.session;
        Ok(out)
    }

    /// The 64 squares from a8 to h1: FEN letters, `.` for empty.
    pub fn placement(&self) -> String {
        placement(&self.session.setup().board)
    }

    /// Puts a piece (a FEN letter) on a square, as chess.js's `put`: false,
    /// with nothing changed, for a bad letter or square, or for a second
    /// king of one colour.
    pub fn put(&mut self, square_index: u32, letter: &str) -> bool {
        let (Some(sq), Some(piece)) = (square(square_index), single_piece(letter)) else {
            return false;
        };
        let board = self.session.setup().board;
        if piece.role == Role::King && board.king_of(piece.color).is_some_and(|k| k != sq) {
            return false;
        }
        self.session
            .edit(|setup| setup.board.set_piece_at(sq, Some(piece)));
        true
    }

    /// Empties a square and returns the FEN letter of what stood there
    /// (empty if nothing, or not a square).
    pub fn remove(&mut self, square_index: u32) -> String {
        let Some(sq) = square(square_index) else {
            return String::new();
        };
        let removed = self.session.setup().board.piece_at(sq);
        self.session
            .edit(|setup| setup.board.set_piece_at(sq, None));
        removed.map(|p| p.char().to_string()).unwrap_or_default()
    }

    /// The squares of `by`'s pieces attacking a square, in chess.js's order,
    /// separated by spaces.
    pub fn attackers(&self, square_index: u32, by: &str) -> String {
        let (Some(sq), Some(by)) = (square(square_index), color(by)) else {
            return String::new();
        };
        let found = attackers(&self.session.setup().board, sq, by);
        in_chess_js_order(found)
            .iter()
            .map(Square::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Whether a piece of `by` attacks the square.
    #[wasm_bindgen(js_name = isAttacked)]
    pub fn is_attacked(&self, square_index: u32, by: &str) -> bool {
        match (square(square_index), color(by)) {
            (Some(sq), Some(by)) => attackers(&self.session.setup().board, sq, by).any(),
            _ => false,
        }
    }

    /// The side to move, `w` or `b`.
    pub fn turn(&self) -> String {
        status::color_char(self.session.setup().turn).to_string()
    }

    /// The castling rights of `w` or `b`: 1 for the king's side, 2 for the
    /// queen's, added.
    #[wasm_bindgen(js_name = castlingRights)]
    pub fn castling_rights(&self, of: &str) -> u32 {
        let Some(of) = color(of) else {
            return 0;
        };
        let rights = self.session.setup().castling;
        u32::from(rights.has(of, CastlingSide::KingSide))
            + 2 * u32::from(rights.has(of, CastlingSide::QueenSide))
    }

    /// Grants (1) or takes away (0) castling rights of `w` or `b`, leaving
    /// a side alone for any other number; rights the board does not allow
    /// are dropped. Returns the rights afterwards, as
    /// [`Core::castling_rights`]. A change starts a new game from the
    /// edited position.
    #[wasm_bindgen(js_name = setCastlingRights)]
    pub fn set_castling_rights(&mut self, of: &str, king: u32, queen: u32) -> u32 {
        let Some(of) = color(of) else {
            return 0;
        };
        let mut wanted = self.session.setup().castling;
        for (side, value) in [
            (CastlingSide::KingSide, king),
            (CastlingSide::QueenSide, queen),
        ] {
            match value {
                0 => wanted.remove(of, side),
                1 => wanted.add(of, side),
                _ => {}
            }
        }
        if wanted != self.session.setup().castling {
            self.session.edit(|setup| setup.castling = wanted);
        }
        self.castling_rights(status::color_char(of))
    }

    /// The number of the move about to be played.
    #[wasm_bindgen(js_name = moveNumber)]
    pub fn move_number(&self) -> u32 {
        self.session.setup().fullmove_number
    }

    /// Half-moves since the last capture or pawn move.
    #[wasm_bindgen(js_name = halfMoveClock)]
    pub fn half_move_clock(&self) -> u32 {
        self.session.setup().halfmove_clock
    }

    /// The Zobrist hash of the position in hexadecimal (the repetition
    /// rule's sense of "the same position"); empty for a board that cannot
    /// be played from.
    pub fn hash(&self) -> String {
        self.session
            .position()
            .map(|p| format!("{:x}", p.hash()))
            .unwrap_or_default()
    }

    /// Leaf nodes of the move tree `depth` half-moves deep (chess.js counts
    /// the legal moves for a depth below 1).
    pub fn perft(&self, depth: u32) -> f64 {
        self.session
            .position()
            .map_or(0.0, |p| p.perft(depth.max(1)) as f64)
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        status::is_check(&self.session)
    }

    /// Checkmate.
    #[wasm_bindgen(js_name = isCheckmate)]
    pub fn is_checkmate(&self) -> bool {
        status::is_checkmate(&self.session)
    }

    /// Stalemate.
    #[wasm_bindgen(js_name = isStalemate)]
    pub fn is_stalemate(&self) -> bool {
        status::is_stalemate(&self.session)
    }

    /// chess.js's insufficient material.
    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        status::is_insufficient_material(&self.session)
    }

    /// The position has stood three times.
    #[wasm_bindgen(js_name = isThreefoldRepetition)]
    pub fn is_threefold_repetition(&self) -> bool {
        status::is_threefold_repetition(&self.session)
    }

    /// 100 half-moves without capture or pawn move.
    #[wasm_bindgen(js_name = isDrawByFiftyMoves)]
    pub fn is_draw_by_fifty_moves(&self) -> bool {
        status::is_draw_by_fifty_moves(&self.session)
    }

    /// chess.js's `isDraw`.
    #[wasm_bindgen(js_name = isDraw)]
    pub fn is_draw(&self) -> bool {
        status::is_draw(&self.session)
    }

    /// chess.js's `isGameOver`.
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&self) -> bool {
        status::is_game_over(&self.session)
    }

    /// The fifth repetition (FIDE art. 9.6.1).
    #[wasm_bindgen(js_name = isDrawByFivefoldRepetition)]
    pub fn is_draw_by_fivefold_repetition(&self) -> bool {
        status::is_draw_by_fivefold_repetition(&self.session)
    }

    /// The 75-move rule (FIDE art. 9.6.2).
    #[wasm_bindgen(js_name = isDrawBySeventyFiveMoves)]
    pub fn is_draw_by_seventy_five_moves(&self) -> bool {
        status::is_draw_by_seventy_five_moves(&self.session)
    }

    /// Whether the player to move may claim a draw (FIDE art. 9.2, 9.3).
    #[wasm_bindgen(js_name = canClaimDraw)]
    pub fn can_claim_draw(&self) -> bool {
        status::can_claim_draw(&self.session)
    }

    /// Why a move is illegal (Roque's `explain`): nothing when it is legal,
    /// else a reason code and its French and English texts.
    ///
    /// # Errors
    /// `Invalid square: ...` or `Invalid promotion: ...` for input that does
    /// not name a move at all.
    pub fn explain(&self, from: u32, to: u32, promotion: &str) -> Result<Vec<String>, JsError> {
        let (Some(from), Some(to)) = (square(from), square(to)) else {
            return Err(error("Invalid square"));
        };
        let promoted = match promotion {
            "" => None,
            letter => Some(
                single_piece(letter)
                    .map(|piece| piece.role)
                    .ok_or_else(|| error(format!("Invalid promotion: {letter}")))?,
            ),
        };
        Ok(match self.session.position() {
            Some(position) => reasons::explain(position, from, to, promoted),
            None => reasons::unplayable(),
        })
    }

    /// The outcome the rules decide by themselves: `winner,reason,article`
    /// (winner empty for a draw), or empty while the game goes on.
    pub fn outcome(&self) -> String {
        status::outcome(&self.session)
            .map(status::outcome_record)
            .unwrap_or_default()
    }
}

/// A piece from a one-letter FEN text.
fn single_piece(letter: &str) -> Option<Piece> {
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Piece::from_char(c),
        _ => None,
    }
}

/// chess.js's `validateFen`: empty for a FEN `load` accepts, else the error
/// message (`Invalid FEN: ...`).
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(fen: &str) -> String {
    fen_check::validate(fen).unwrap_or_default()
}
