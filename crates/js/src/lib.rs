//! # roque-js
//!
//! The WebAssembly core of the `roque` npm package, a drop-in replacement
//! for chess.js 1.4. The game itself follows chess.js's definitions on any
//! board chess.js accepts (module `game`, written for this crate); the
//! `roque-rules` crate adds what chess.js lacks: FIDE validation of a
//! position, explanations of illegal moves in French and English, and a
//! fast `perft` on legal positions.
//!
//! This crate exports one object, [`Core`], with narrow methods (numbers and
//! strings in, strings out); the package's hand-written JavaScript
//! (`js/index.js`) builds chess.js's API on top, one call per method.
//!
//! Nothing here trusts its input: squares arrive as numbers that may be out
//! of range, texts as anything. Bad input gives an error or an empty answer,
//! never a panic (a panic in wasm would kill the page), and an error leaves
//! the game as it was.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod fen_check;
mod game;
mod pgn;
mod san_read;

use game::{
    from_index64, push_flags, push_js_number, push_square, type_char, type_of, Game, Letters, Mv,
    PieceFilter, BLACK, KSIDE, NULL_MOVE, QSIDE, WHITE,
};
use roque_rules::{
    CastlingSide, Color, DeadPosition, DrawReason, Lang, Outcome, PositionError, Square, WinReason,
};
use san_read::Reading;
use wasm_bindgen::prelude::*;

/// One chess.js object's game.
#[wasm_bindgen]
#[derive(Clone, Debug)]
pub struct Core {
    game: Game,
}

impl Default for Core {
    fn default() -> Core {
        let mut core = Core {
            game: Game::default(),
        };
        let _ = core.load(START, false);
        core
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn error(message: impl AsRef<str>) -> JsError {
    JsError::new(message.as_ref())
}

fn letters(french: bool) -> Letters {
    if french {
        Letters::French
    } else {
        Letters::English
    }
}

/// A square from a8 = 0 ... h1 = 63, as 0x88.
fn square64(index: i32) -> Option<i32> {
    u32::try_from(index)
        .ok()
        .filter(|&i| i < 64)
        .map(from_index64)
}

fn color_code(text: &str) -> Option<u8> {
    match text {
        "w" => Some(WHITE),
        "b" => Some(BLACK),
        _ => None,
    }
}

fn color_char(color: u8) -> char {
    if color == WHITE {
        'w'
    } else {
        'b'
    }
}

/// The record separator of move lists; neither SAN nor FEN contains it.
const SEPARATOR: char = ';';

impl Core {
    /// Appends a move record for JavaScript's `Move`:
    /// `color,from,to,piece,captured,promotion,flags,san,before,after`.
    fn push_record(
        &mut self,
        out: &mut String,
        m: Mv,
        legal: &[Mv],
        letters: Letters,
        before: &str,
    ) {
        // chess.js writes the SAN first, then the FEN before: on an edited
        // board, writing the SAN can change the board (see
        // `Game::consistent`).
        let consistent = self.game.consistent(m);
        let mut san = String::with_capacity(8);
        self.game.push_san(&mut san, m, legal, letters);
        out.push(color_char(m.color));
        out.push(',');
        push_square(out, m.from);
        out.push(',');
        push_square(out, m.to);
        out.push(',');
        out.push(type_char(m.piece));
        out.push(',');
        if m.captured != 0 {
            out.push(type_char(m.captured));
        }
        out.push(',');
        if m.promotion != 0 {
            out.push(type_char(m.promotion));
        }
        out.push(',');
        push_flags(out, m.flags);
        out.push(',');
        out.push_str(&san);
        out.push(',');
        if consistent {
            out.push_str(before);
        } else {
            self.game.push_fen(out, false);
        }
        out.push(',');
        self.game.make(m);
        self.game.push_fen(out, false);
        self.game.undo_raw();
    }

    fn record(&mut self, m: Mv, letters: Letters) -> String {
        // SAN disambiguates among the moves of the same piece type only.
        let legal = if m.flags & NULL_MOVE != 0 {
            Vec::new()
        } else {
            self.game
                .legal_moves(PieceFilter::Letter(type_char(m.piece) as u8), None)
        };
        let before = self.game.fen(false);
        let mut out = String::with_capacity(200);
        self.push_record(&mut out, m, &legal, letters, &before);
        out
    }

    fn play(&mut self, m: Mv, letters: Letters) -> String {
        let record = self.record(m, letters);
        self.game.make(m);
        self.game.inc_count();
        record
    }

    fn load_text(game: &mut Game, fen: &str, skip_validation: bool) -> Result<String, String> {
        let full = fen_check::with_missing_fields(fen);
        let fields = fen_check::js_fields(&full);
        if !skip_validation {
            if let Some(message) = fen_check::validate(&full) {
                return Err(message);
            }
        } else if fields.len() < 6 {
            return Err("Invalid FEN: must contain six space-delimited fields".to_string());
        }
        game.load_fields(&fields);
        Ok(full)
    }

    /// Why the board is not a legal chess position by the FIDE rules, if
    /// it is not one: the `roque-rules` crate's checks, in its order.
    fn position_error(&self) -> Option<PositionError> {
        let g = &self.game;
        for (code, king) in [(WHITE, 'K'), (BLACK, 'k')] {
            // chess.js never holds two kings of one colour.
            if !(0..64).any(|i| g.letter(from_index64(i)) == king) {
                return Some(PositionError::MissingKing(color(code)));
            }
        }
        // From a1 along the first rank, then the eighth.
        let back_ranks = (112..120).chain(0..8);
        if let Some(sq) = back_ranks
            .into_iter()
            .find(|&sq| matches!(g.letter(sq), 'p' | 'P'))
        {
            return Some(PositionError::PawnOnBackRank(square(sq)));
        }
        for code in [WHITE, BLACK] {
            let bits = g.castling(code);
            let (king, rook, rank) = if code == WHITE {
                ('K', 'R', 112)
            } else {
                ('k', 'r', 0)
            };
            for (bit, rook_file) in [(KSIDE, 7), (QSIDE, 0)] {
                if bits & bit == 0 {
                    continue;
                }
                if g.letter(rank + 4) != king {
                    return Some(PositionError::CastlingWithoutKing(color(code), side(bit)));
                }
                if g.letter(rank + rook_file) != rook {
                    return Some(PositionError::CastlingWithoutRook(color(code), side(bit)));
                }
            }
        }
        let us = g.turn();
        let ep = g.ep_square();
        if ep != game::NO_SQUARE {
            // The pawn that made it went from beyond `ep` to its near side.
            let toward_pawn = if us == WHITE { 16 } else { -16 };
            let pawn = if us == WHITE { 'p' } else { 'P' };
            let ok = (ep >> 4) == if us == WHITE { 2 } else { 5 }
                && g.letter(ep) == '.'
                && g.letter(ep - toward_pawn) == '.'
                && g.letter(ep + toward_pawn) == pawn;
            if !ok {
                return Some(PositionError::ImpossibleEnPassant(square(ep)));
            }
        }
        let king_of = |letter: char| (0..64).map(from_index64).find(|&sq| g.letter(sq) == letter);
        let (white, black) = (king_of('K')?, king_of('k')?);
        // As the rules crate: kings side by side are said before whose turn it is.
        if ((white & 7) - (black & 7)).abs() <= 1 && ((white >> 4) - (black >> 4)).abs() <= 1 {
            return Some(PositionError::AdjacentKings {
                white: square(white),
                black: square(black),
            });
        }
        let king = if us == WHITE { black } else { white };
        // The attacker nearest a1, as the rules crate names it.
        let attacker = g
            .attackers(us, king)
            .into_iter()
            .min_by_key(|&sq| (7 - (sq >> 4)) * 8 + (sq & 7))?;
        Some(PositionError::OppositeCheck {
            king: square(king),
            attacker: square(attacker),
        })
    }
}

/// A 0x88 square of chess.js's board as the rules crate's.
fn square(sq: i32) -> Square {
    let index = (7 - (sq >> 4)) * 8 + (sq & 7);
    // Every 0x88 square on the board maps to one of the 64; the others are
    // never passed.
    Square::from_index(index as u8).unwrap_or(Square::A1)
}

/// chess.js's colour code as the rules crate's side.
fn color(code: u8) -> Color {
    if code == WHITE {
        Color::White
    } else {
        Color::Black
    }
}

/// chess.js's castling bit as the rules crate's side of the board.
fn side(bit: u8) -> CastlingSide {
    if bit == KSIDE {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    }
}

#[wasm_bindgen]
impl Core {
    /// A game from the standard starting position.
    #[wasm_bindgen(constructor)]
    pub fn new() -> Core {
        Core::default()
    }

    /// chess.js's `load`: fills in missing fields, checks the FEN as
    /// chess.js does (unless `skip_validation`), and returns the FEN as
    /// completed, for the `FEN` header.
    ///
    /// # Errors
    /// chess.js's `Invalid FEN: ...`; the game is then unchanged.
    pub fn load(&mut self, fen: &str, skip_validation: bool) -> Result<String, JsError> {
        let mut game = Game::default();
        let full = Core::load_text(&mut game, fen, skip_validation).map_err(error)?;
        self.game = game;
        Ok(full)
    }

    /// chess.js's `clear`.
    pub fn clear(&mut self) {
        self.game.clear();
    }

    /// chess.js's `fen`.
    pub fn fen(&mut self, force_ep: bool) -> String {
        self.game.fen(force_ep)
    }

    /// chess.js's `moves`: SANs separated by spaces, or with `verbose` move
    /// records separated by `;`. `square` is a8 = 0 ... h1 = 63, -1 for
    /// none and anything else for a square that does not exist; `piece` is
    /// 0 for none, 1 for the empty text, 2 for a text that names no piece,
    /// else a letter's code.
    pub fn moves(&mut self, square: i32, piece: u32, verbose: bool, french: bool) -> String {
        let square = match square {
            -1 => None,
            s => match square64(s) {
                Some(sq) => Some(sq),
                None => return String::new(),
            },
        };
        let filter = match piece {
            0 => PieceFilter::Any,
            1 => PieceFilter::Empty,
            c => PieceFilter::Letter(u8::try_from(c).unwrap_or(0)),
        };
        let letters = letters(french);
        let moves = self.game.legal_moves(filter, square);
        let mut out = String::with_capacity(moves.len() * if verbose { 150 } else { 6 });
        if verbose {
            let all = if square.is_none() && filter == PieceFilter::Any {
                moves.clone()
            } else {
                self.game.legal_moves(PieceFilter::Any, None)
            };
            let before = self.game.fen(false);
            for (i, &m) in moves.iter().enumerate() {
                if i > 0 {
                    out.push(SEPARATOR);
                }
                self.push_record(&mut out, m, &all, letters, &before);
            }
        } else {
            for (i, &m) in moves.iter().enumerate() {
                if i > 0 {
                    out.push(' ');
                }
                self.game.push_san(&mut out, m, &moves, letters);
            }
        }
        out
    }

    /// chess.js's `move` with a text: plays it and returns its record.
    ///
    /// # Errors
    /// `Invalid move: ...`, or `Null move not allowed when in check`; the
    /// game is then unchanged.
    #[wasm_bindgen(js_name = moveText)]
    pub fn move_text(&mut self, text: &str, strict: bool, french: bool) -> Result<String, JsError> {
        let letters = letters(french);
        match san_read::read(&mut self.game, text, strict, letters) {
            Reading::Move(m) => Ok(self.play(m, letters)),
            Reading::Null if self.game.is_check() => {
                Err(error("Null move not allowed when in check"))
            }
            Reading::Null => Ok(self.play(Mv::null(self.game.turn()), letters)),
            Reading::NoMove => Err(error(format!("Invalid move: {text}"))),
        }
    }

    /// chess.js's `move` with an object: the first legal move from `from`
    /// to `to` (a8 = 0 ... h1 = 63) whose promotion, if it has one, is the
    /// letter `promotion`; its record, or nothing when there is none.
    #[wasm_bindgen(js_name = moveSquares)]
    pub fn move_squares(&mut self, from: i32, to: i32, promotion: u32) -> Option<String> {
        let (from, to) = (square64(from)?, square64(to)?);
        let promoted = u8::try_from(promotion).map(type_of).unwrap_or(0);
        let m = self
            .game
            .legal_moves(PieceFilter::Any, None)
            .into_iter()
            .find(|m| {
                m.from == from && m.to == to && (m.promotion == 0 || m.promotion == promoted)
            })?;
        Some(self.play(m, Letters::English))
    }

    /// chess.js's `undo`: the record of the move taken back, or nothing.
    pub fn undo(&mut self, french: bool) -> Option<String> {
        let hash = self.game.hash();
        let m = self.game.undo_raw()?;
        let record = self.record(m, letters(french));
        self.game.dec_count(hash);
        Some(record)
    }

    /// How many moves have been made.
    #[wasm_bindgen(js_name = plyCount)]
    pub fn ply_count(&self) -> u32 {
        u32::try_from(self.game.ply_count()).unwrap_or(u32::MAX)
    }

    /// chess.js's `history`: SANs separated by spaces, or with `verbose`
    /// move records separated by `;`.
    pub fn history(&mut self, verbose: bool, french: bool) -> String {
        let letters = letters(french);
        let mut out = String::new();
        let mut first = true;
        let mut game = std::mem::take(&mut self.game);
        game.replay(|game, m| {
            if !first {
                out.push(if verbose { SEPARATOR } else { ' ' });
            }
            first = false;
            let mut core = Core {
                game: std::mem::take(game),
            };
            if verbose {
                out.push_str(&core.record(m, letters));
            } else {
                let legal = core.game.legal_moves(PieceFilter::Any, None);
                core.game.push_san(&mut out, m, &legal, letters);
            }
            *game = core.game;
        });
        self.game = game;
        out
    }

    /// The game walked from its start, as chess.js's `pgn()` and its
    /// comment functions walk it: one line per move, `fen|color|number|san`
    /// (the SAN only `with_san`), then the FEN now.
    pub fn replay(&mut self, with_san: bool, french: bool) -> String {
        let letters = letters(french);
        let mut out = String::new();
        let mut game = std::mem::take(&mut self.game);
        game.replay(|game, m| {
            game.push_fen(&mut out, false);
            out.push('|');
            out.push(color_char(m.color));
            out.push('|');
            push_js_number(&mut out, game.move_number());
            out.push('|');
            if with_san {
                let legal = game.legal_moves(PieceFilter::Any, None);
                game.push_san(&mut out, m, &legal, letters);
            }
            out.push('\n');
        });
        game.push_fen(&mut out, false);
        self.game = game;
        out
    }

    /// chess.js's `loadPgn`, all or nothing. Returns, for JavaScript's
    /// headers and comments: the result marker (or empty), the FEN loaded
    /// from the tags (or empty), the number of tags, the tags as name and
    /// value, then `(fen, comment)` pairs in the order chess.js sets them.
    ///
    /// # Errors
    /// chess.js's messages (`Invalid move in PGN: ...`, `Invalid FEN: ...`,
    /// `Invalid PGN: FEN tag must be supplied with SetUp tag`), or a syntax
    /// error with its place; the game is then unchanged.
    #[wasm_bindgen(js_name = loadPgn)]
    pub fn load_pgn(&mut self, text: &str, strict: bool) -> Result<Vec<String>, JsError> {
        let parsed = pgn::parse(text).map_err(|e| {
            let before = text.get(..e.offset).unwrap_or("");
            let line = before.matches('\n').count() + 1;
            let column = before.chars().count()
                - before
                    .rfind('\n')
                    .map_or(0, |i| before[..=i].chars().count())
                + 1;
            let found = e
                .found
                .map_or("end of input".to_string(), |c| format!("\"{c}\""));
            error(format!(
                "Invalid PGN: unexpected {found} at line {line}, column {column}"
            ))
        })?;
        let mut game = Game::default();
        Core::load_text(&mut game, START, false).map_err(error)?;
        let tag = |name: &str| {
            parsed
                .tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.as_str())
        };
        let fen_tag = if strict {
            match tag("SetUp") {
                Some("1") => Some(tag("FEN").ok_or_else(|| {
                    error("Invalid PGN: FEN tag must be supplied with SetUp tag")
                })?),
                _ => None,
            }
        } else {
            parsed
                .tags
                .iter()
                .rev()
                .find(|(n, _)| n.eq_ignore_ascii_case("fen"))
                .map(|(_, v)| v.as_str())
                .filter(|v| !v.is_empty())
        };
        let loaded = match fen_tag {
            Some(fen) => Core::load_text(&mut game, fen, false).map_err(error)?,
            None => String::new(),
        };
        let mut comments: Vec<String> = Vec::new();
        if let Some(comment) = &parsed.root_comment {
            comments.push(game.fen(false));
            comments.push(comment.clone());
        }
        for node in &parsed.moves {
            let m = match san_read::read(&mut game, &node.san, strict, Letters::English) {
                Reading::Move(m) => m,
                Reading::Null => Mv::null(game.turn()),
                Reading::NoMove => return Err(error(format!("Invalid move in PGN: {}", node.san))),
            };
            game.make(m);
            game.inc_count();
            if let Some(comment) = &node.comment {
                comments.push(game.fen(false));
                comments.push(comment.clone());
            }
        }
        let mut out = vec![
            parsed.result.clone().unwrap_or_default(),
            loaded,
            parsed.tags.len().to_string(),
        ];
        for (name, value) in parsed.tags {
            out.push(name);
            out.push(value);
        }
        out.extend(comments);
        self.game = game;
        Ok(out)
    }

    /// The 64 squares from a8 to h1: FEN letters, `.` for empty.
    pub fn placement(&self) -> String {
        (0..64).map(|i| self.game.letter(from_index64(i))).collect()
    }

    /// chess.js's `put` of a piece type letter and colour (`w`/`b`) on a
    /// square (a8 = 0 ... h1 = 63): false, with nothing changed, for a bad
    /// square or letter, or a second king of one colour.
    pub fn put(&mut self, letter: &str, color: &str, square: i32) -> bool {
        let t = match letter.as_bytes() {
            [c] => type_of(c.to_ascii_lowercase()),
            _ => 0,
        };
        match (t, color_code(color), square64(square)) {
            (1..=6, Some(color), Some(sq)) => self.game.put(t, color, sq),
            _ => false,
        }
    }

    /// chess.js's `remove`: the FEN letter of what stood on the square
    /// (a8 = 0 ... h1 = 63), or empty. Castling rights and the en-passant
    /// square are brought up to date even for a square that does not exist,
    /// as chess.js does.
    pub fn remove(&mut self, square: i32) -> String {
        match self.game.remove(square64(square)) {
            Some((t, color)) => {
                let c = type_char(t);
                if color == WHITE {
                    c.to_ascii_uppercase().to_string()
                } else {
                    c.to_string()
                }
            }
            None => String::new(),
        }
    }

    /// chess.js's `attackers`: square indices (a8 = 0 ... h1 = 63)
    /// separated by spaces.
    pub fn attackers(&self, square: i32, by: &str) -> String {
        let (Some(sq), Some(by)) = (square64(square), color_code(by)) else {
            return String::new();
        };
        let mut out = String::new();
        for (i, from) in self.game.attackers(by, sq).into_iter().enumerate() {
            if i > 0 {
                out.push(' ');
            }
            push_square(&mut out, from);
        }
        out
    }

    /// chess.js's `isAttacked`.
    #[wasm_bindgen(js_name = isAttacked)]
    pub fn is_attacked(&self, square: i32, by: &str) -> bool {
        match (square64(square), color_code(by)) {
            (Some(sq), Some(by)) => self.game.attacked(by, sq),
            _ => false,
        }
    }

    /// The side to move, `w` or `b`.
    pub fn turn(&self) -> String {
        color_char(self.game.turn()).to_string()
    }

    /// The castling rights of `w` or `b`: 1 for the king's side, 2 for the
    /// queen's, added.
    #[wasm_bindgen(js_name = castlingRights)]
    pub fn castling_rights(&self, of: &str) -> u32 {
        let Some(of) = color_code(of) else {
            return 0;
        };
        let bits = self.game.castling(of);
        u32::from(bits & KSIDE != 0) + 2 * u32::from(bits & QSIDE != 0)
    }

    /// chess.js's `setCastlingRights` for `w` or `b`: for each side 1 to
    /// grant, 0 to take away, anything else to leave alone; rights whose
    /// king and rook are not at home are then dropped.
    #[wasm_bindgen(js_name = setCastlingRights)]
    pub fn set_castling_rights(&mut self, of: &str, king: u32, queen: u32) {
        let want = |v: u32| match v {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        };
        if let Some(of) = color_code(of) {
            self.game.set_castling(of, want(king), want(queen));
        }
    }

    /// The number of the move about to be played.
    #[wasm_bindgen(js_name = moveNumber)]
    pub fn move_number(&self) -> f64 {
        self.game.move_number()
    }

    /// Half-moves since the last capture or pawn move.
    #[wasm_bindgen(js_name = halfMoveClock)]
    pub fn half_move_clock(&self) -> f64 {
        self.game.half_moves()
    }

    /// chess.js's hash, in hexadecimal.
    pub fn hash(&self) -> String {
        format!("{:x}", self.game.hash())
    }

    /// chess.js's `isCheck`.
    #[wasm_bindgen(js_name = isCheck)]
    pub fn is_check(&self) -> bool {
        self.game.is_check()
    }

    /// chess.js's `isCheckmate`.
    #[wasm_bindgen(js_name = isCheckmate)]
    pub fn is_checkmate(&mut self) -> bool {
        self.game.is_checkmate()
    }

    /// chess.js's `isStalemate`.
    #[wasm_bindgen(js_name = isStalemate)]
    pub fn is_stalemate(&mut self) -> bool {
        self.game.is_stalemate()
    }

    /// chess.js's `isInsufficientMaterial`.
    #[wasm_bindgen(js_name = isInsufficientMaterial)]
    pub fn is_insufficient_material(&self) -> bool {
        self.game.is_insufficient_material()
    }

    /// chess.js's `isThreefoldRepetition`.
    #[wasm_bindgen(js_name = isThreefoldRepetition)]
    pub fn is_threefold_repetition(&self) -> bool {
        self.game.is_threefold_repetition()
    }

    /// chess.js's `isDrawByFiftyMoves`.
    #[wasm_bindgen(js_name = isDrawByFiftyMoves)]
    pub fn is_draw_by_fifty_moves(&self) -> bool {
        self.game.is_draw_by_fifty_moves()
    }

    /// chess.js's `isDraw`.
    #[wasm_bindgen(js_name = isDraw)]
    pub fn is_draw(&mut self) -> bool {
        self.game.is_draw()
    }

    /// chess.js's `isGameOver`.
    #[wasm_bindgen(js_name = isGameOver)]
    pub fn is_game_over(&mut self) -> bool {
        self.game.is_game_over()
    }

    /// The position has been counted five times (FIDE art. 9.6.1).
    #[wasm_bindgen(js_name = isDrawByFivefoldRepetition)]
    pub fn is_draw_by_fivefold_repetition(&self) -> bool {
        self.game.count_of(self.game.hash()) >= 5
    }

    /// 75 moves each without capture or pawn move, no mate (FIDE art. 9.6.2).
    #[wasm_bindgen(js_name = isDrawBySeventyFiveMoves)]
    pub fn is_draw_by_seventy_five_moves(&mut self) -> bool {
        self.game.half_moves() >= 150.0 && !self.game.is_checkmate()
    }

    /// Whether the player to move may claim a draw (FIDE art. 9.2, 9.3):
    /// threefold repetition or fifty moves, now or after a move they
    /// announce; never once the game has ended by itself.
    #[wasm_bindgen(js_name = canClaimDraw)]
    pub fn can_claim_draw(&mut self) -> bool {
        if !self.outcome().is_empty() {
            return false;
        }
        if self.game.is_threefold_repetition() || self.game.is_draw_by_fifty_moves() {
            return true;
        }
        let moves = self.game.legal_moves(PieceFilter::Any, None);
        moves.into_iter().any(|m| {
            self.game.make(m);
            let claim =
                self.game.count_of(self.game.hash()) + 1 >= 3 || self.game.is_draw_by_fifty_moves();
            self.game.undo_raw();
            claim
        })
    }

    /// How the game has ended by itself: `winner,reason,article` (winner
    /// empty for a draw), or empty while it goes on.
    pub fn outcome(&mut self) -> String {
        let g = &mut self.game;
        let outcome = if g.is_checkmate() {
            Outcome::Decisive {
                winner: color(g.turn() ^ 1),
                reason: WinReason::Checkmate,
            }
        } else if g.is_stalemate() {
            Outcome::Draw(DrawReason::Stalemate)
        } else if g.is_insufficient_material() {
            // Every dead position has one code and one article; chess.js
            // does not say which material it is.
            Outcome::Draw(DrawReason::DeadPosition(DeadPosition::KingVsKing))
        } else if g.count_of(g.hash()) >= 5 {
            Outcome::Draw(DrawReason::FivefoldRepetition)
        } else if g.half_moves() >= 150.0 {
            Outcome::Draw(DrawReason::SeventyFiveMoves)
        } else {
            return String::new();
        };
        let mut text = String::new();
        if let Some(winner) = outcome.winner() {
            text.push(winner.char());
        }
        text.push(',');
        text.push_str(outcome.code());
        text.push(',');
        text.push_str(outcome.article());
        text
    }

    /// chess.js's `perft`, on any board chess.js accepts.
    pub fn perft(&mut self, depth: f64) -> f64 {
        let levels = if depth > 1.0 {
            depth.ceil().min(64.0) as u32
        } else {
            1
        };
        self.game.perft(levels) as f64
    }

    /// Whether the board is a legal position by the FIDE rules (chess.js
    /// accepts more): empty if so, else the reason in French and in
    /// English.
    #[wasm_bindgen(js_name = validatePosition)]
    pub fn validate_position(&mut self) -> Vec<String> {
        match self.position_error() {
            None => Vec::new(),
            Some(e) => vec![e.message(Lang::Fr), e.message(Lang::En)],
        }
    }
}

/// chess.js's `validateFen`: empty for a FEN chess.js's `load` accepts,
/// else its error message (`Invalid FEN: ...`).
#[wasm_bindgen(js_name = validateFen)]
pub fn validate_fen(fen: &str) -> String {
    fen_check::validate(fen).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Position;

    #[test]
    fn outcome_codes_are_the_rules_crates() {
        let cases = [
            (
                "R3k3/8/4K3/8/8/8/8/8 b - - 0 1",
                Outcome::Decisive {
                    winner: Color::White,
                    reason: WinReason::Checkmate,
                },
            ),
            (
                "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
                Outcome::Draw(DrawReason::Stalemate),
            ),
            (
                "8/8/4k3/8/8/2N5/8/4K3 w - - 0 1",
                Outcome::Draw(DrawReason::DeadPosition(DeadPosition::KingKnightVsKing)),
            ),
            (
                "4k3/8/8/8/8/8/8/R3K3 w - - 150 90",
                Outcome::Draw(DrawReason::SeventyFiveMoves),
            ),
        ];
        for (fen, outcome) in cases {
            let mut core = Core::new();
            core.load(fen, false).unwrap_or_else(|_| panic!("{fen}"));
            let winner = match outcome {
                Outcome::Decisive {
                    winner: Color::White,
                    ..
                } => "w",
                Outcome::Decisive { .. } => "b",
                Outcome::Draw(_) => "",
            };
            let expected = format!("{winner},{},{}", outcome.code(), outcome.article());
            assert_eq!(core.outcome(), expected, "{fen}");
        }
    }

    #[test]
    fn position_verdicts_are_the_rules_crates() {
        for fen in [
            "8/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/8 b - - 0 1",
            "4k2P/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
            "4k3/8/8/8/8/8/8/R2QK2r b - - 0 1",
            "4k3/8/8/8/8/8/8/R3K3 w K - 0 1",
            "4k3/8/8/8/8/8/8/R4K2 w Q - 0 1",
            "r3k3/8/8/8/8/8/8/4K3 w q - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
            "4k3/8/8/8/4p3/8/8/4K3 b - e3 0 1",
            // Kings side by side, whoever is to move, straight or diagonal.
            "8/8/8/8/8/8/4k3/4K3 w - - 0 1",
            "8/8/8/3kK3/8/8/8/8 b - - 0 1",
            "8/8/8/8/8/5k2/4K3/8 w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            let mut core = Core::new();
            core.load(fen, true).unwrap_or_else(|_| panic!("{fen}"));
            let ours = core.validate_position();
            let theirs = match Position::from_fen(fen) {
                Ok(_) => Vec::new(),
                Err(roque_rules::FenError::Position(e)) => {
                    vec![e.message(Lang::Fr), e.message(Lang::En)]
                }
                Err(e) => panic!("{fen}: {e}"),
            };
            assert_eq!(ours, theirs, "{fen}");
        }
    }
}
