//! Move ordering: alpha-beta prunes most when the best move comes first.
//!
//! Order: the transposition table's move, then captures that do not lose
//! material (most valuable victim first, least valuable attacker first) and
//! queen promotions, then the killer moves of this ply, the move that last
//! refuted the opponent's previous move, the other quiet moves by history
//! (of the move itself, and of the move as an answer to the opponent's
//! previous one), losing captures, and under-promotions last.

use crate::eval::SIMPLE_VALUE;
use crate::see::see;
use roque_rules::{Color, Move, Position, Role, Square};

/// The deepest ply the search tables cover.
pub(crate) const MAX_PLY: usize = 128;

/// A move with what the ordering needs to know about it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ScoredMove {
    pub mv: Move,
    /// The role of the moving piece.
    pub role: Role,
    /// Whether it captures (en passant included).
    pub capture: bool,
    pub score: i32,
}

/// The legal moves of a node, scored, handed out best first.
pub(crate) struct MoveList {
    moves: Vec<ScoredMove>,
    next: usize,
}

impl MoveList {
    /// Generates the legal moves of `position`: all of them, or only the
    /// captures and queen promotions (for the quiescence search).
    #[cfg(test)]
    pub fn generate(position: &Position, tactical_only: bool) -> MoveList {
        MoveList::generate_in(position, tactical_only, Vec::new())
    }

    /// As `generate`, reusing `buffer`'s memory (the search recycles the
    /// buffers of finished nodes rather than allocating at every node).
    pub fn generate_in(
        position: &Position,
        tactical_only: bool,
        mut buffer: Vec<ScoredMove>,
    ) -> MoveList {
        buffer.clear();
        let theirs = position.board().by_color(!position.turn());
        let ep = position.legal_ep_square();
        position.for_each_piece_moves(|piece_moves| {
            let role = piece_moves.role;
            let mut targets = piece_moves.to;
            if tactical_only && !piece_moves.promotion {
                let mut wanted = theirs;
                if role == Role::Pawn {
                    if let Some(ep) = ep {
                        wanted = wanted.with(ep);
                    }
                }
                targets &= wanted;
            }
            let restricted = roque_rules::PieceMoves {
                to: targets,
                ..piece_moves
            };
            for mv in restricted {
                if tactical_only && matches!(mv.promotion, Some(r) if r != Role::Queen) {
                    continue;
                }
                let capture = theirs.contains(mv.to)
                    || (role == Role::Pawn && Some(mv.to) == ep && mv.from.file() != mv.to.file());
                buffer.push(ScoredMove {
                    mv,
                    role,
                    capture,
                    score: 0,
                });
            }
            false
        });
        MoveList {
            moves: buffer,
            next: 0,
        }
    }

    /// Gives the memory back, for the next node.
    pub fn into_buffer(self) -> Vec<ScoredMove> {
        self.moves
    }

    /// How many moves there are.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// The moves, in their current order.
    #[cfg(test)]
    pub fn as_slice(&self) -> &[ScoredMove] {
        &self.moves
    }

    /// Scores every move for ordering.
    pub fn score(
        &mut self,
        position: &Position,
        hash_move: Option<Move>,
        tables: &OrderingTables,
        ply: usize,
        previous: Option<(Role, Square)>,
    ) {
        let us = position.turn();
        let killers = tables.killers(ply);
        let counter = previous.and_then(|p| tables.counter(p));
        for scored in &mut self.moves {
            let mv = scored.mv;
            scored.score = if Some(mv) == hash_move {
                1_000_000_000
            } else if let Some(promotion) = mv.promotion {
                if promotion == Role::Queen {
                    200_000_000 + i32::from(scored.capture) * 1_000
                } else {
                    -200_000_000
                }
            } else if scored.capture {
                let victim = position.captured(mv).map_or(0, |r| SIMPLE_VALUE[r.index()]);
                let mvv_lva = victim * 16 - scored.role.index() as i32;
                // Taking a piece worth at least the taker's never loses material.
                if victim >= SIMPLE_VALUE[scored.role.index()] || see(position, mv) >= 0 {
                    100_000_000 + mvv_lva
                } else {
                    -100_000_000 + mvv_lva
                }
            } else if Some(mv) == killers[0] {
                90_000_000
            } else if Some(mv) == killers[1] {
                89_000_000
            } else if Some(mv) == counter {
                88_000_000
            } else {
                tables.quiet_history(us, scored.role, mv, previous)
            };
        }
    }

    /// Scores captures by most valuable victim, least valuable attacker only
    /// (the quiescence search's cheap ordering).
    pub fn score_captures(&mut self, position: &Position) {
        for scored in &mut self.moves {
            let victim = position
                .captured(scored.mv)
                .map_or(0, |r| SIMPLE_VALUE[r.index()]);
            let promotion = scored.mv.promotion.map_or(0, |r| SIMPLE_VALUE[r.index()]);
            scored.score = (victim + promotion) * 16 - scored.role.index() as i32;
        }
    }

    /// The best-scored move not handed out yet (a selection sort done
    /// lazily: after a cut-off the rest is never sorted).
    pub fn next_best(&mut self) -> Option<ScoredMove> {
        let start = self.next;
        let rest = self.moves.get(start..)?;
        let (offset, _) = rest
            .iter()
            .enumerate()
            .max_by_key(|(i, m)| (m.score, core::cmp::Reverse(*i)))?;
        self.moves.swap(start, start + offset);
        self.next += 1;
        self.moves.get(start).copied()
    }
}

/// What the search learns about quiet moves as it goes: killers per ply,
/// history per colour and from-to squares, counter-moves, and the
/// continuation history (how a quiet move, by its piece and square, fared
/// as the answer to the opponent's previous move, by its piece and square).
pub(crate) struct OrderingTables {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    counters: Vec<Option<Move>>,
    continuation: Vec<i32>,
}

/// A quiet move and the role of its piece, as the search tried it.
pub(crate) type TriedQuiet = (Move, Role);

/// History scores stay within this bound (quiet moves sort below killers).
const HISTORY_MAX: i32 = 16_384;

impl OrderingTables {
    pub fn new() -> OrderingTables {
        OrderingTables {
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; 2 * 64 * 64],
            counters: vec![None; 6 * 64],
            continuation: vec![0; 6 * 64 * 6 * 64],
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.killers.fill([None; 2]);
        self.history.fill(0);
        self.counters.fill(None);
        self.continuation.fill(0);
    }

    /// Keeps the history but forgets the killers, which belong to the last
    /// search's plies.
    pub fn new_search(&mut self) {
        self.killers.fill([None; 2]);
        for h in &mut self.history {
            *h /= 2;
        }
        for h in &mut self.continuation {
            *h /= 2;
        }
    }

    fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers.get(ply).copied().unwrap_or([None; 2])
    }

    fn history_index(color: Color, mv: Move) -> usize {
        color.index() * 4096 + mv.from as usize * 64 + mv.to as usize
    }

    fn history(&self, color: Color, mv: Move) -> i32 {
        self.history
            .get(Self::history_index(color, mv))
            .copied()
            .unwrap_or(0)
    }

    /// A move's index by its piece and destination: where the opponent's
    /// previous move files its counter-move and its row of the continuation
    /// history, and a quiet move its column.
    fn piece_square_index((role, to): (Role, Square)) -> usize {
        role.index() * 64 + to as usize
    }

    fn continuation_index(previous: (Role, Square), role: Role, to: Square) -> usize {
        Self::piece_square_index(previous) * 384 + Self::piece_square_index((role, to))
    }

    /// A quiet move's history: its own, and as an answer to `previous`.
    /// Within ±2 × 16 384, below the killers and the counter-move.
    pub fn quiet_history(
        &self,
        color: Color,
        role: Role,
        mv: Move,
        previous: Option<(Role, Square)>,
    ) -> i32 {
        let answer = previous.map_or(0, |previous| {
            self.continuation
                .get(Self::continuation_index(previous, role, mv.to))
                .copied()
                .unwrap_or(0)
        });
        self.history(color, mv) + answer
    }

    fn counter(&self, previous: (Role, Square)) -> Option<Move> {
        self.counters
            .get(Self::piece_square_index(previous))
            .copied()
            .flatten()
    }

    /// A quiet move caused a beta cut-off: remember it, and count against
    /// the quiet moves tried before it in vain.
    pub fn reward_quiet(
        &mut self,
        color: Color,
        ply: usize,
        depth: i32,
        best: TriedQuiet,
        tried: &[TriedQuiet],
        previous: Option<(Role, Square)>,
    ) {
        let mv = best.0;
        if let Some(slot) = self.killers.get_mut(ply) {
            if slot[0] != Some(mv) {
                slot[1] = slot[0];
                slot[0] = Some(mv);
            }
        }
        let bonus = (depth * depth).min(400) * 8;
        self.update_histories(color, best, previous, bonus);
        for &other in tried {
            if other.0 != mv {
                self.update_histories(color, other, previous, -bonus);
            }
        }
        if let Some(previous) = previous {
            if let Some(slot) = self.counters.get_mut(Self::piece_square_index(previous)) {
                *slot = Some(mv);
            }
        }
    }

    fn update_histories(
        &mut self,
        color: Color,
        (mv, role): TriedQuiet,
        previous: Option<(Role, Square)>,
        bonus: i32,
    ) {
        let own = self.history.get_mut(Self::history_index(color, mv));
        gravity(own, bonus);
        if let Some(previous) = previous {
            let index = Self::continuation_index(previous, role, mv.to);
            gravity(self.continuation.get_mut(index), bonus);
        }
    }
}

/// Moves a history score towards the bound in proportion to the distance
/// left, so that scores stay bounded and recent results weigh more.
fn gravity(score: Option<&mut i32>, bonus: i32) {
    if let Some(h) = score {
        *h += bonus - *h * bonus.abs() / HISTORY_MAX;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tactical_generation_keeps_captures_and_queen_promotions() {
        let position =
            Position::from_fen("r3k3/1P6/8/3p4/4P3/8/8/4K3 w - - 0 1").expect("test FEN");
        let list = MoveList::generate(&position, true);
        let mut moves: Vec<String> = list.as_slice().iter().map(|m| m.mv.to_string()).collect();
        moves.sort();
        assert_eq!(moves, ["b7a8q", "b7b8q", "e4d5"]);
        let all = MoveList::generate(&position, false);
        assert_eq!(all.len(), position.legal_moves().len());
    }

    #[test]
    fn en_passant_counts_as_a_capture() {
        let position = Position::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1").expect("test FEN");
        let list = MoveList::generate(&position, true);
        assert_eq!(list.len(), 1);
        assert!(list.as_slice()[0].capture);
    }

    #[test]
    fn a_quiet_move_is_remembered_as_the_answer_to_the_previous_one() {
        let position = Position::new();
        let mv = |text: &str| {
            position
                .legal_moves()
                .into_iter()
                .find(|m| m.to_string() == text)
                .expect("a legal move")
        };
        let (cut, tried) = ((mv("g1f3"), Role::Knight), (mv("a2a3"), Role::Pawn));
        let after_e5 = Some((Role::Pawn, Square::E5));
        let mut tables = OrderingTables::new();
        tables.reward_quiet(Color::White, 3, 6, cut, &[tried], after_e5);
        let history =
            |(m, role): TriedQuiet, previous| tables.quiet_history(Color::White, role, m, previous);
        // The move that cut off gains, as itself and as the answer to e5;
        // the move tried before it in vain loses both.
        assert!(history(cut, after_e5) > history(cut, None));
        assert!(history(cut, None) > 0);
        assert!(history(tried, after_e5) < history(tried, None));
        assert!(history(tried, None) < 0);
        // As the answer to another move, only its own history counts.
        let after_d5 = Some((Role::Pawn, Square::D5));
        assert_eq!(history(cut, after_d5), history(cut, None));
    }

    #[test]
    fn best_first() {
        // The queen can take a defended pawn or a free rook: the rook first;
        // the losing capture after the quiet moves.
        let position =
            Position::from_fen("4k3/8/2p5/1p2r3/8/8/4Q3/7K w - - 0 1").expect("test FEN");
        let mut list = MoveList::generate(&position, false);
        let tables = OrderingTables::new();
        list.score(&position, None, &tables, 0, None);
        let first = list.next_best().expect("moves");
        assert_eq!(first.mv.to_string(), "e2e5");
        let mut last = first;
        while let Some(m) = list.next_best() {
            last = m;
        }
        assert_eq!(last.mv.to_string(), "e2b5");
    }
}
