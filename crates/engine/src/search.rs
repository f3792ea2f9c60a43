//! The search: iterative deepening of a principal-variation alpha-beta
//! search (negamax), with a quiescence search at the leaves.
//!
//! Pruning and reductions: transposition-table cut-offs, null move, reverse
//! futility, futility and late-move pruning of quiet moves near the leaves
//! (on the static evaluation as the correction history corrects it),
//! late-move reductions (more at nodes expected to fail high),
//! static-exchange pruning of losing captures. Checks are extended. Draws
//! by repetition (against the game's earlier positions and within the
//! search), by the 50-move rule and by insufficient material score zero;
//! mates score by their distance from the root.
//!
//! The search owns no thread and does no I/O: it polls a stop flag and a
//! caller-given clock every few nodes, and reports each finished iteration
//! through a callback.

use crate::correction::CorrectionHistory;
use crate::eval::{evaluate, has_non_pawn_material, SIMPLE_VALUE};
use crate::human;
use crate::level::{Level, LevelSettings};
use crate::ordering::{MoveList, OrderingTables, ScoredMove, TriedQuiet, MAX_PLY};
use crate::random::Rng;
use crate::score::{is_mate, mated_in, Score, DRAW, INFINITY, MATE, MATE_BOUND};
use crate::see::see;
use crate::time::{Budget, Clock, Limits, TimeControl, MAX_DEPTH};
use crate::tt::{Bound, Hit, TranspositionTable};
use roque_rules::{Game, Move, Position, Role, Square};
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};

/// The clock and the stop flag a search polls (every 1024 nodes).
pub struct Control<'a> {
    /// Set it (from another thread, or an interrupt handler) to stop the
    /// search; it then returns the best move found so far.
    pub stop: &'a AtomicBool,
    /// The time source for the time limits.
    pub clock: &'a dyn Clock,
}

impl Control<'static> {
    /// The control of a search that only its node or depth limit ends:
    /// nothing stops it, and its clock stands still (a time limit would
    /// never be reached). For judgements, tests and tools.
    ///
    /// ```
    /// use roque_engine::{search, Control, Limits};
    /// use roque_rules::Position;
    /// let result = search(&Position::default(), &[], Limits::depth(2), &Control::limits_only(), &mut |_| {});
    /// assert!(result.best_move.is_some());
    /// ```
    pub fn limits_only() -> Control<'static> {
        static NEVER: AtomicBool = AtomicBool::new(false);
        const STILL: fn() -> f64 = || 0.0;
        Control {
            stop: &NEVER,
            clock: &STILL,
        }
    }
}

/// What to search.
#[derive(Clone, Debug)]
pub struct SearchRequest<'a> {
    /// The position to find a move in.
    pub position: Position,
    /// The Zobrist hashes ([`Position::hash`]) of the game's earlier
    /// positions, oldest first, not including `position`: a move back into
    /// one of them counts as a draw by repetition.
    pub history: &'a [u64],
    /// When to stop.
    pub limits: Limits,
    /// The playing strength.
    pub level: Level,
    /// Seeds the weaker levels' randomness (any value; the same seed, the same choice).
    pub seed: u64,
}

/// The hashes of the positions of `game` before the current one, oldest
/// first: the `history` a [`SearchRequest`] wants.
///
/// ```
/// use roque_engine::history;
/// use roque_rules::{Game, Position};
/// let mut game = Game::new();
/// game.play("e2e4".parse()?)?;
/// assert_eq!(history(&game), vec![Position::new().hash()]);
/// # Ok::<_, Box<dyn std::error::Error>>(())
/// ```
pub fn history(game: &Game) -> Vec<u64> {
    let mut hashes: Vec<u64> = game.positions().map(|p| p.hash()).collect();
    hashes.pop();
    hashes
}

/// A report on a finished iteration of the search.
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    /// The iteration's depth, in plies.
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    /// The score of the best line, for the side to move.
    pub score: Score,
    /// Nodes visited so far.
    pub nodes: u64,
    /// Milliseconds since the search started.
    pub time_ms: f64,
    /// The best line found.
    pub pv: Vec<Move>,
    /// How full the transposition table is, in permille.
    pub hashfull: u32,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchResult {
    /// The move to play: always a legal move when there is one, even if the
    /// search was stopped at once; `None` only when there is none.
    pub best_move: Option<Move>,
    /// The reply the search expects.
    pub ponder: Option<Move>,
    /// The score of `best_move`, for the side to move.
    pub score: Score,
    /// The last finished iteration's depth.
    pub depth: u32,
    /// The deepest ply reached.
    pub seldepth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: f64,
    /// The line expected after `best_move` (starting with it).
    pub pv: Vec<Move>,
}

/// An engine that keeps what it learns from one move to the next (the
/// transposition table and the move-ordering history): use one per game.
pub struct Engine {
    tt: TranspositionTable,
    ordering: OrderingTables,
    correction: CorrectionHistory,
}

impl Engine {
    /// An engine with a transposition table of `hash_mb` MiB.
    pub fn new(hash_mb: usize) -> Engine {
        Engine {
            tt: TranspositionTable::new(hash_mb),
            ordering: OrderingTables::new(),
            correction: CorrectionHistory::new(),
        }
    }

    /// Forgets everything learnt (call it between games).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.ordering.clear();
        self.correction.clear();
    }

    /// Replaces the transposition table with one of `hash_mb` MiB.
    pub fn set_hash_size(&mut self, hash_mb: usize) {
        self.tt = TranspositionTable::new(hash_mb);
    }

    /// The transposition table's size in MiB.
    pub fn hash_size(&self) -> usize {
        self.tt.megabytes()
    }

    /// Searches `game`'s position with its history (a move back into one of
    /// its earlier positions counts as a repetition), reporting no
    /// iteration: the worker's search, the draw offer's judgement and the
    /// levels' tests.
    pub fn search_game(
        &mut self,
        game: &Game,
        limits: Limits,
        level: Level,
        seed: u64,
        control: &Control<'_>,
    ) -> SearchResult {
        let history = history(game);
        let request = SearchRequest {
            position: *game.position(),
            history: &history,
            limits,
            level,
            seed,
        };
        self.search(&request, control, &mut |_| {})
    }

    /// Searches `request.position` within the limits (the caller's and the
    /// level's), calling `on_info` after each finished iteration.
    pub fn search(
        &mut self,
        request: &SearchRequest<'_>,
        control: &Control<'_>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.tt.new_search();
        self.ordering.new_search();
        let settings = request.level.settings();
        let depth_limit = request
            .limits
            .depth
            .unwrap_or(MAX_DEPTH)
            .min(settings.max_depth)
            .clamp(1, MAX_DEPTH);
        let node_limit = match (request.limits.nodes, settings.max_nodes) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        let mut rng = Rng::new(request.seed);
        let scoring = if settings.weighs_in_search() {
            RootScoring::Weighed
        } else if settings.errs_like_a_person() {
            RootScoring::Exact
        } else {
            RootScoring::Best
        };
        let position = &request.position;
        let mut weight = |mv: Move| match scoring {
            RootScoring::Weighed => human::weight(position, mv, &settings, &mut rng),
            RootScoring::Best | RootScoring::Exact => 0,
        };
        let start_ms = control.clock.now_ms();
        let SearchResultWithScores {
            mut result,
            root_scores,
        } = self.iterate_root(
            position,
            request.history,
            (depth_limit, node_limit, request.limits.time),
            (scoring, &mut weight),
            control,
            on_info,
        );
        if scoring == RootScoring::Exact {
            choose_with_noise(
                &request.position,
                &root_scores,
                &settings,
                &mut rng,
                &mut result,
            );
        }
        result.time_ms = control.clock.now_ms() - start_ms;
        result
    }

    /// Iterates on `position` (after the game's `history`) within `limits`
    /// (the deepest iteration, the most nodes, the time), its root moves
    /// scored as `scoring` says with the weights `weight` gives them.
    fn iterate_root(
        &mut self,
        position: &Position,
        history: &[u64],
        limits: (u32, Option<u64>, TimeControl),
        (scoring, weight): (RootScoring, &mut dyn FnMut(Move) -> i32),
        control: &Control<'_>,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResultWithScores {
        let (depth_limit, node_limit, time) = limits;
        let mut hashes = Vec::with_capacity(history.len() + MAX_PLY + 2);
        hashes.extend_from_slice(history);
        hashes.push(position.hash());
        let mut searcher = Searcher {
            tt: &mut self.tt,
            ordering: &mut self.ordering,
            correction: &mut self.correction,
            control,
            start_ms: control.clock.now_ms(),
            budget: Budget::for_time(time),
            max_nodes: node_limit,
            nodes: 0,
            stopped: false,
            seldepth: 0,
            root_depth: 0,
            hashes,
            pv: (0..MAX_PLY + 2)
                .map(|_| Vec::with_capacity(MAX_PLY))
                .collect(),
            frames: vec![Frame::default(); MAX_PLY + 2],
            reductions: reduction_table(),
            move_buffers: Vec::new(),
            quiet_buffers: Vec::new(),
        };
        searcher.iterate(position, depth_limit, scoring, weight, on_info)
    }
}

/// Searches `position` at full strength with a fresh 8 MiB engine.
///
/// ```
/// use roque_engine::{search, Control, Limits};
/// use roque_rules::Position;
/// use std::sync::atomic::AtomicBool;
/// let stop = AtomicBool::new(false);
/// let clock = || 0.0;
/// let control = Control { stop: &stop, clock: &clock };
/// let position = Position::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")?;
/// let result = search(&position, &[], Limits::depth(3), &control, &mut |_| {});
/// assert_eq!(result.best_move.map(|m| m.to_string()).as_deref(), Some("a1a8"));
/// # Ok::<_, roque_rules::FenError>(())
/// ```
pub fn search(
    position: &Position,
    history: &[u64],
    limits: Limits,
    control: &Control<'_>,
    on_info: &mut dyn FnMut(&Info),
) -> SearchResult {
    let request = SearchRequest {
        position: *position,
        history,
        limits,
        level: Level::STRONGEST,
        seed: 0,
    };
    Engine::new(8).search(&request, control, on_info)
}

/// What the search keeps per ply.
#[derive(Clone, Copy, Debug, Default)]
struct Frame {
    /// The static evaluation (for "is the position improving?").
    eval: i32,
    /// The move that led here: its piece's role and destination.
    previous: Option<(Role, Square)>,
    /// The move left out of this node's search, while the search asks
    /// whether the hash move is the only good one (singular extension).
    excluded: Option<Move>,
}

/// What the singular extension's search says of a node's hash move.
enum Singularity {
    /// Every other move falls well short of it: extend it.
    Alone,
    /// The node holds beta even without it: cut off with this score.
    MultiCut(i32),
    /// Neither, not asked, or the search was stopped.
    Unknown,
}

/// How an iteration scores the root's moves, and so how a level chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RootScoring {
    /// The best move alone exactly, the others only as far as needed to
    /// show them worse: full strength.
    Best,
    /// Every move exactly, for a choice made afterwards among all of them
    /// (the levels that play at a glance now and then).
    Exact,
    /// Each move's score with its weight added (its naturalness and its
    /// noise, drawn once per search): the search then plays the best sum,
    /// and shows the others worse as cheaply as at full strength.
    Weighed,
}

/// A root move and its latest full score.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Move,
    role: Role,
    /// Added to the move's score, as the level weighs it ([`RootScoring::Weighed`]).
    weight: i32,
    /// The score from the last search of this move that finished, if any.
    score: Option<i32>,
}

/// Late-move reductions by depth and move number: deeper and later, more.
fn reduction_table() -> Vec<[i8; 64]> {
    (0..64)
        .map(|depth: usize| {
            let mut row = [0i8; 64];
            for (moves, r) in row.iter_mut().enumerate() {
                if depth > 0 && moves > 0 {
                    let value = 0.75 + (depth as f64).ln() * (moves as f64).ln() / 2.25;
                    *r = value.clamp(0.0, 40.0) as i8;
                }
            }
            row
        })
        .collect()
}

struct Searcher<'a> {
    tt: &'a mut TranspositionTable,
    ordering: &'a mut OrderingTables,
    correction: &'a mut CorrectionHistory,
    control: &'a Control<'a>,
    start_ms: f64,
    budget: Option<Budget>,
    max_nodes: Option<u64>,
    nodes: u64,
    stopped: bool,
    seldepth: usize,
    root_depth: i32,
    /// The game's earlier positions, the root, then the current line.
    hashes: Vec<u64>,
    /// The principal variation from each ply (a triangular table).
    pv: Vec<Vec<Move>>,
    frames: Vec<Frame>,
    reductions: Vec<[i8; 64]>,
    /// Move lists of finished nodes, kept for their memory.
    move_buffers: Vec<Vec<ScoredMove>>,
    /// Lists of quiet moves tried, likewise.
    quiet_buffers: Vec<Vec<TriedQuiet>>,
}

/// The scores of the root moves of the last search, for the levels' noise.
struct RootScores(Vec<(Move, Option<i32>)>);

impl Searcher<'_> {
    fn elapsed(&self) -> f64 {
        self.control.clock.now_ms() - self.start_ms
    }

    /// Whether to stop now: counts the node budget exactly, looks at the
    /// clock and the flag every 1024 nodes.
    fn out_of_budget(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.max_nodes.is_some_and(|max| self.nodes >= max) {
            self.stopped = true;
            return true;
        }
        if self.nodes & 1023 == 0 {
            if self.control.stop.load(AtomicOrdering::Relaxed) {
                self.stopped = true;
            } else if let Some(budget) = self.budget {
                if self.elapsed() >= budget.hard {
                    self.stopped = true;
                }
            }
        }
        self.stopped
    }

    /// The iterative deepening loop.
    fn iterate(
        &mut self,
        root: &Position,
        depth_limit: u32,
        scoring: RootScoring,
        weight: &mut dyn FnMut(Move) -> i32,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResultWithScores {
        let mut list = MoveList::generate_in(root, false, Vec::new());
        let hash_move = self.tt.probe(root.hash(), 0).and_then(|hit| hit.mv);
        list.score(root, hash_move, self.ordering, 0, None);
        let mut root_moves = Vec::with_capacity(list.len());
        while let Some(scored) = list.next_best() {
            root_moves.push(RootMove {
                mv: scored.mv,
                role: scored.role,
                weight: weight(scored.mv),
                score: None,
            });
        }
        let mut result = SearchResult {
            best_move: root_moves.first().map(|rm| rm.mv),
            ponder: None,
            score: Score::Centipawns(0),
            depth: 0,
            seldepth: 0,
            nodes: 0,
            time_ms: 0.0,
            pv: root_moves.first().map(|rm| vec![rm.mv]).unwrap_or_default(),
        };
        if root_moves.is_empty() {
            result.score = if root.is_check() {
                Score::Mate(0)
            } else {
                Score::Centipawns(0)
            };
            return SearchResultWithScores {
                result,
                root_scores: RootScores(Vec::new()),
            };
        }

        let mut previous_score = 0;
        for depth in 1..=depth_limit as i32 {
            self.root_depth = depth;
            self.seldepth = 0;
            let mut window = 30;
            let (mut alpha, mut beta) =
                if depth >= 5 && scoring != RootScoring::Exact && !is_mate(previous_score) {
                    (previous_score - window, previous_score + window)
                } else {
                    (-INFINITY, INFINITY)
                };
            let mut iteration_best: Option<(i32, Vec<Move>)> = None;
            let score = loop {
                let (score, best) =
                    self.search_root(root, &mut root_moves, depth, alpha, beta, scoring);
                if let Some(best) = best {
                    iteration_best = Some(best);
                }
                if self.stopped {
                    break score;
                }
                if score <= alpha && alpha > -INFINITY {
                    beta = (alpha + beta) / 2;
                    alpha = (score - window).max(-INFINITY);
                } else if score >= beta && beta < INFINITY {
                    beta = (score + window).min(INFINITY);
                } else {
                    break score;
                }
                window *= 2;
                if window > 1_000 {
                    alpha = -INFINITY;
                    beta = INFINITY;
                }
            };

            if self.stopped {
                // An unfinished iteration still counts when it found a new best
                // move within the window: its first moves were searched fully.
                if let Some((best_score, pv)) = iteration_best {
                    if best_score > alpha && best_score < beta {
                        result.score = unweighed(&root_moves, best_score, pv.first());
                        result.best_move = pv.first().copied();
                        result.ponder = pv.get(1).copied();
                        result.pv = pv;
                    }
                }
                break;
            }

            previous_score = score;
            let pv = match iteration_best {
                Some((_, pv)) if !pv.is_empty() => pv,
                _ => root_moves.first().map(|rm| vec![rm.mv]).unwrap_or_default(),
            };
            result.best_move = pv.first().copied();
            result.ponder = pv.get(1).copied();
            result.score = unweighed(&root_moves, score, pv.first());
            result.pv = pv.clone();
            result.depth = depth as u32;
            result.seldepth = self.seldepth as u32;
            on_info(&Info {
                depth: depth as u32,
                seldepth: self.seldepth as u32,
                score: result.score,
                nodes: self.nodes,
                time_ms: self.elapsed(),
                pv,
                hashfull: self.tt.hashfull(),
            });

            // A mate found within the full depth searched cannot get shorter.
            if is_mate(score) && MATE - score.abs() < depth {
                break;
            }
            if let Some(budget) = self.budget {
                if root_moves.len() == 1 || self.elapsed() >= budget.soft {
                    break;
                }
            }
            if self.max_nodes.is_some_and(|max| self.nodes >= max) {
                break;
            }
        }
        result.nodes = self.nodes;
        result.seldepth = result.seldepth.max(self.seldepth as u32);
        SearchResultWithScores {
            result,
            root_scores: RootScores(root_moves.iter().map(|rm| (rm.mv, rm.score)).collect()),
        }
    }

    /// One iteration over the root moves. Returns the score, and the best
    /// move's score and line when one raised alpha. `scoring` says which
    /// moves get an exact score, and whether their weights count.
    fn search_root(
        &mut self,
        root: &Position,
        root_moves: &mut [RootMove],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        scoring: RootScoring,
    ) -> (i32, Option<(i32, Vec<Move>)>) {
        let mut best_score = -INFINITY;
        let mut best: Option<(i32, Vec<Move>)> = None;
        let mut best_index = None;
        if let Some(line) = self.pv.get_mut(0) {
            line.clear();
        }
        for index in 0..root_moves.len() {
            let Some(rm) = root_moves.get(index).copied() else {
                break;
            };
            let mut child = *root;
            child.play_unchecked(rm.mv);
            let extension = i32::from(child.is_check());
            let new_depth = depth - 1 + extension;
            self.hashes.push(child.hash());
            if let Some(frame) = self.frames.get_mut(1) {
                frame.previous = Some((rm.role, rm.mv.to));
            }
            // The window on the move's own score: its weight taken off.
            let low = (alpha - rm.weight).max(-INFINITY);
            let high = (beta - rm.weight).min(INFINITY);
            let raw = if index == 0 || scoring == RootScoring::Exact {
                -self.negamax(&child, new_depth, -high, -low, 1, true, false)
            } else {
                let mut raw = -self.negamax(&child, new_depth, -low - 1, -low, 1, true, true);
                if raw > low && raw < high && !self.stopped {
                    raw = -self.negamax(&child, new_depth, -high, -low, 1, true, false);
                }
                raw
            };
            // A mate found is a mate, whatever the move's weight.
            let score = if is_mate(raw) { raw } else { raw + rm.weight };
            self.hashes.pop();
            if self.stopped {
                break;
            }
            if let Some(slot) = root_moves.get_mut(index) {
                slot.score = Some(score);
            }
            if score > best_score {
                best_score = score;
                if score > alpha || best.is_none() {
                    let mut line = vec![rm.mv];
                    if let Some(tail) = self.pv.get(1) {
                        line.extend_from_slice(tail);
                    }
                    best = Some((score, line));
                    best_index = Some(index);
                }
                if score > alpha && scoring != RootScoring::Exact {
                    alpha = score;
                }
                if score >= beta {
                    break;
                }
            }
        }
        // The best move goes first for the next iteration; the others keep their order.
        if let Some(index) = best_index {
            if let Some(slice) = root_moves.get_mut(..=index) {
                slice.rotate_right(1);
            }
        }
        (best_score, best)
    }

    /// Whether `position`, `ply` plies into the search, is a draw by the
    /// 50-move rule, a dead position or repetition.
    fn is_draw(&self, position: &Position, ply: usize) -> bool {
        if position.halfmove_clock() >= 100 {
            // Checkmate on the hundredth half-move still wins (art. 9.3).
            return !position.is_check() || position.has_legal_move();
        }
        if roque_rules::dead_position(position).is_some() {
            return true;
        }
        if ply == 0 {
            return false;
        }
        // Only positions since the last capture or pawn move can repeat, and
        // only those with the same side to move (every second one).
        let hash = position.hash();
        let len = self.hashes.len();
        let reach = (position.halfmove_clock() as usize).min(len.saturating_sub(1));
        let mut back = 4;
        while back <= reach {
            if self.hashes.get(len - 1 - back) == Some(&hash) {
                return true;
            }
            back += 2;
        }
        false
    }

    fn record_pv(&mut self, ply: usize, mv: Move) {
        if ply + 1 >= self.pv.len() {
            return;
        }
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        if let (Some(line), Some(rest)) = (head.get_mut(ply), tail.first()) {
            line.clear();
            line.push(mv);
            line.extend_from_slice(rest);
        }
    }

    /// Singular extension: whether the hash move `mv` is this node's only
    /// good move. When every other move falls well short of the score the
    /// table holds for it, the node rests on that move alone (searched a
    /// ply deeper); when even without it the node holds beta, several moves
    /// would (a multi-cut). Asked only deep enough for the table's score to
    /// be worth a search of half the depth.
    fn singularity(
        &mut self,
        position: &Position,
        hit: Option<Hit>,
        depth: i32,
        beta: i32,
        ply: usize,
        mv: Move,
    ) -> Singularity {
        let Some(hit) = hit.filter(|hit| {
            ply > 0
                && depth >= 8
                && hit.depth >= depth - 3
                && matches!(hit.bound, Bound::Lower | Bound::Exact)
                && !is_mate(hit.score)
        }) else {
            return Singularity::Unknown;
        };
        let singular_beta = hit.score - 2 * depth;
        self.set_excluded(ply, Some(mv));
        let score = self.negamax(
            position,
            (depth - 1) / 2,
            singular_beta - 1,
            singular_beta,
            ply,
            false,
            false,
        );
        self.set_excluded(ply, None);
        if self.stopped {
            Singularity::Unknown
        } else if score < singular_beta {
            Singularity::Alone
        } else if singular_beta >= beta {
            Singularity::MultiCut(singular_beta)
        } else {
            Singularity::Unknown
        }
    }

    fn set_excluded(&mut self, ply: usize, mv: Option<Move>) {
        if let Some(frame) = self.frames.get_mut(ply) {
            frame.excluded = mv;
        }
    }

    fn clear_pv(&mut self, ply: usize) {
        if let Some(line) = self.pv.get_mut(ply) {
            line.clear();
        }
    }

    // The window, the ply and what kind of node it is: one search's
    // state, passed down as plain values rather than bundled.
    #[allow(clippy::too_many_lines, clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
        cut_node: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        self.clear_pv(ply);
        if depth <= 0 {
            return self.quiescence(position, alpha, beta, ply);
        }
        if self.out_of_budget() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if self.is_draw(position, ply) {
            return DRAW;
        }
        if ply >= MAX_PLY {
            return evaluate(position);
        }
        // Mate distance: no line from here can beat a mate already found nearer the root.
        alpha = alpha.max(mated_in(ply));
        beta = beta.min(MATE - ply as i32 - 1);
        if alpha >= beta {
            return alpha;
        }

        let hash = position.hash();
        let hit = self.tt.probe(hash, ply);
        let hash_move = hit.and_then(|h| h.mv);
        let excluded = self.frames.get(ply).and_then(|f| f.excluded);
        if let Some(hit) = hit {
            if !pv_node && excluded.is_none() && hit.depth >= depth {
                if let Some(score) = hit.cutoff(alpha, beta) {
                    return score;
                }
            }
        }

        let in_check = position.is_check();
        // The evaluation as written (kept in the table), and as corrected
        // by what searches of positions with these pawns found.
        let (raw_eval, static_eval) = if in_check {
            (-INFINITY, -INFINITY)
        } else {
            let raw = hit.map_or_else(|| evaluate(position), |h| h.eval);
            (raw, self.correction.corrected(position, raw))
        };
        if let Some(frame) = self.frames.get_mut(ply) {
            frame.eval = static_eval;
        }
        let improving = !in_check
            && ply >= 2
            && self
                .frames
                .get(ply - 2)
                .is_some_and(|f| static_eval > f.eval);

        if !pv_node && !in_check && !is_mate(beta) && excluded.is_none() {
            // Reverse futility: so far above beta that a quiet move will not fall below.
            if depth <= 7 && static_eval - 75 * depth + 40 * i32::from(improving) >= beta {
                return static_eval;
            }
            // Null move: if passing still holds beta, a real move will too
            // (not in pawn endings, where passing may be the best move: zugzwang).
            if allow_null && depth >= 3 && static_eval >= beta && has_non_pawn_material(position) {
                let reduction = 3 + depth / 4 + ((static_eval - beta) / 200).min(3);
                if let Some(null) = position.null_move() {
                    self.hashes.push(null.hash());
                    if let Some(frame) = self.frames.get_mut(ply + 1) {
                        frame.previous = None;
                    }
                    let score = -self.negamax(
                        &null,
                        depth - 1 - reduction,
                        -beta,
                        -beta + 1,
                        ply + 1,
                        false,
                        !cut_node,
                    );
                    self.hashes.pop();
                    if self.stopped {
                        return 0;
                    }
                    if score >= beta {
                        return if is_mate(score) { beta } else { score };
                    }
                }
            }
        }
        // Without a hash move, a deep node is likely badly ordered: search it shallower.
        if depth >= 6 && hash_move.is_none() && excluded.is_none() {
            depth -= 1;
        }

        let mut moves =
            MoveList::generate_in(position, false, self.move_buffers.pop().unwrap_or_default());
        if moves.len() == 0 {
            self.move_buffers.push(moves.into_buffer());
            return if in_check { mated_in(ply) } else { DRAW };
        }
        let previous = self.frames.get(ply).and_then(|f| f.previous);
        moves.score(position, hash_move, self.ordering, ply, previous);

        let original_alpha = alpha;
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut searched = 0usize;
        let mut multi_cut = None;
        let mut quiets_tried = self.quiet_buffers.pop().unwrap_or_default();
        quiets_tried.clear();
        while let Some(ScoredMove {
            mv,
            role,
            capture,
            score: order,
        }) = moves.next_best()
        {
            if Some(mv) == excluded {
                continue;
            }
            let quiet = !capture && mv.promotion.is_none();
            let mut child = *position;
            child.play_unchecked(mv);
            let gives_check = child.is_check();

            if !pv_node && !in_check && best_score > -MATE_BOUND && !gives_check {
                if quiet {
                    // Late-move pruning: far down the list, quiet moves rarely matter.
                    let late = 3 + (depth * depth) as usize * if improving { 2 } else { 1 };
                    if depth <= 4 && searched >= late {
                        continue;
                    }
                    // Futility: even a good quiet move will not lift the score to alpha.
                    if depth <= 6 && static_eval + 100 + 90 * depth <= alpha {
                        continue;
                    }
                    // A quiet move that puts its piece where it is lost.
                    if depth <= 8 && see(position, mv) < -25 * depth * depth {
                        continue;
                    }
                } else if depth <= 5 && order < 0 && see(position, mv) < -90 * depth {
                    continue;
                }
            }

            let mut extension = i32::from(gives_check && ply < 2 * self.root_depth as usize);
            if extension == 0 && Some(mv) == hash_move && excluded.is_none() {
                match self.singularity(position, hit, depth, beta, ply, mv) {
                    Singularity::Alone => extension = 1,
                    Singularity::MultiCut(score) => {
                        multi_cut = Some(score);
                        break;
                    }
                    Singularity::Unknown if self.stopped => break,
                    Singularity::Unknown => {}
                }
            }
            let new_depth = depth - 1 + extension;
            self.hashes.push(child.hash());
            if let Some(frame) = self.frames.get_mut(ply + 1) {
                frame.previous = Some((role, mv.to));
            }
            let score = if searched == 0 {
                -self.negamax(
                    &child,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    true,
                    !pv_node && !cut_node,
                )
            } else {
                let mut reduction = 0;
                if depth >= 3 && searched >= 2 && quiet && !in_check && !gives_check {
                    reduction = i32::from(
                        self.reductions
                            .get(depth.min(63) as usize)
                            .and_then(|row| row.get(searched.min(63)))
                            .copied()
                            .unwrap_or(0),
                    );
                    reduction -= i32::from(pv_node);
                    reduction += i32::from(!improving);
                    // A node expected to fail high: its late moves matter less.
                    reduction += i32::from(cut_node);
                    if order >= 88_000_000 {
                        reduction -= 1;
                    } else {
                        // A quiet move's history (its own and as an answer,
                        // within ±32 768) moves its reduction by up to 2.
                        reduction -= order / 12_000;
                    }
                    reduction = reduction.clamp(0, (new_depth - 1).max(0));
                }
                let mut score = -self.negamax(
                    &child,
                    new_depth - reduction,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                    true,
                );
                if score > alpha && reduction > 0 && !self.stopped {
                    score = -self.negamax(
                        &child,
                        new_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        true,
                        !cut_node,
                    );
                }
                if score > alpha && score < beta && !self.stopped {
                    score = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true, false);
                }
                score
            };
            self.hashes.pop();
            if self.stopped {
                break;
            }
            searched += 1;

            if score > best_score {
                best_score = score;
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    if pv_node {
                        self.record_pv(ply, mv);
                    }
                    if score >= beta {
                        if quiet {
                            self.ordering.reward_quiet(
                                position.turn(),
                                ply,
                                depth,
                                (mv, role),
                                &quiets_tried,
                                previous,
                            );
                        }
                        break;
                    }
                }
            }
            if quiet {
                quiets_tried.push((mv, role));
            }
        }
        self.move_buffers.push(moves.into_buffer());
        self.quiet_buffers.push(quiets_tried);
        if self.stopped {
            return 0;
        }
        if let Some(score) = multi_cut {
            return score;
        }
        if excluded.is_some() {
            // A search without the best move says nothing true of the node.
            return best_score;
        }

        let bound = Bound::of_search(best_score, original_alpha, alpha, beta);
        // A quiet node's result says how wrong its evaluation was, when
        // its bound points that way.
        let quiet_best =
            best_move.is_none_or(|mv| position.captured(mv).is_none() && mv.promotion.is_none());
        let bound_agrees = match bound {
            Bound::Exact => true,
            Bound::Lower => best_score > static_eval,
            Bound::Upper => best_score < static_eval,
        };
        if !in_check && quiet_best && !is_mate(best_score) && bound_agrees {
            self.correction.learn(position, depth, raw_eval, best_score);
        }
        let stored_eval = if in_check { 0 } else { raw_eval };
        self.tt
            .store(hash, ply, best_move, best_score, stored_eval, depth, bound);
        best_score
    }

    /// Searches captures (and every move when in check) until the position
    /// is quiet, so that the evaluation never stands in the middle of an exchange.
    fn quiescence(&mut self, position: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.clear_pv(ply);
        if self.out_of_budget() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY {
            return evaluate(position);
        }
        let hash = position.hash();
        let hit = self.tt.probe(hash, ply);
        if let Some(score) = hit.and_then(|hit| hit.cutoff(alpha, beta)) {
            return score;
        }
        let in_check = position.is_check();
        let original_alpha = alpha;
        let mut best_score;
        let stand_pat;
        let mut raw_eval = 0;
        if in_check {
            stand_pat = -INFINITY;
            best_score = -INFINITY;
        } else {
            raw_eval = hit.map_or_else(|| evaluate(position), |h| h.eval);
            stand_pat = self.correction.corrected(position, raw_eval);
            if stand_pat >= beta {
                return stand_pat;
            }
            alpha = alpha.max(stand_pat);
            best_score = stand_pat;
        }

        let mut moves = MoveList::generate_in(
            position,
            !in_check,
            self.move_buffers.pop().unwrap_or_default(),
        );
        if in_check {
            if moves.len() == 0 {
                self.move_buffers.push(moves.into_buffer());
                return mated_in(ply);
            }
            let previous = self.frames.get(ply).and_then(|f| f.previous);
            moves.score(
                position,
                hit.and_then(|h| h.mv),
                self.ordering,
                ply,
                previous,
            );
        } else {
            moves.score_captures(position);
        }
        let mut best_move = None;
        while let Some(scored) = moves.next_best() {
            let mv = scored.mv;
            if !in_check {
                if mv.promotion.is_none() {
                    // Delta pruning: even winning this piece cannot reach alpha.
                    let gain = position
                        .captured(mv)
                        .map_or(0, |role| SIMPLE_VALUE[role.index()]);
                    if stand_pat + gain + 200 <= alpha {
                        continue;
                    }
                }
                if see(position, mv) < 0 {
                    continue;
                }
            }
            let mut child = *position;
            child.play_unchecked(mv);
            if let Some(frame) = self.frames.get_mut(ply + 1) {
                frame.previous = Some((scored.role, mv.to));
            }
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                break;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(mv);
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.move_buffers.push(moves.into_buffer());
        if self.stopped {
            return 0;
        }
        let bound = Bound::of_search(best_score, original_alpha, alpha, beta);
        let stored_eval = if in_check { 0 } else { raw_eval };
        self.tt
            .store(hash, ply, best_move, best_score, stored_eval, 0, bound);
        best_score
    }
}

/// The score `value` of the root move `mv` as the position's, its weight
/// taken off: a level reports how it sees the position, not how it leans.
fn unweighed(root_moves: &[RootMove], value: i32, mv: Option<&Move>) -> Score {
    let weight = root_moves
        .iter()
        .find(|rm| Some(&rm.mv) == mv)
        .map_or(0, |rm| rm.weight);
    Score::from_value(if is_mate(value) {
        value
    } else {
        value - weight
    })
}

/// A search result and the scores of every root move.
struct SearchResultWithScores {
    result: SearchResult,
    root_scores: RootScores,
}

/// Whether the opponent could mate at once after `mv`.
pub(crate) fn allows_mate_in_one(position: &Position, mv: Move) -> bool {
    let mut child = *position;
    child.play_unchecked(mv);
    let mut mate = false;
    child.for_each_piece_moves(|replies| {
        for reply in replies {
            let mut after = child;
            after.play_unchecked(reply);
            if after.is_check() && !after.has_legal_move() {
                mate = true;
                return true;
            }
        }
        false
    });
    mate
}

/// The weaker levels' choice: a person's choice (see [`human::choose`]).
/// Never a move that allows mate in one when another move does not; a mate
/// the search found is always played.
fn choose_with_noise(
    position: &Position,
    root_scores: &RootScores,
    settings: &LevelSettings,
    rng: &mut Rng,
    result: &mut SearchResult,
) {
    let safe: Vec<(Move, Option<i32>)> = root_scores
        .0
        .iter()
        .copied()
        .filter(|&(mv, _)| !allows_mate_in_one(position, mv))
        .collect();
    let candidates = if safe.is_empty() {
        root_scores.0.clone()
    } else {
        safe
    };
    if candidates.is_empty() {
        return;
    }
    // A mate the search found is always played.
    if let Some(best) = result.best_move {
        if matches!(result.score, Score::Mate(n) if n > 0)
            && candidates.iter().any(|&(mv, _)| mv == best)
        {
            return;
        }
    }
    let chosen = human::choose(position, &candidates, settings, rng);
    if let Some((mv, score)) = chosen {
        if result.best_move != Some(mv) {
            result.best_move = Some(mv);
            result.ponder = None;
            result.pv = vec![mv];
            result.score = Score::from_value(score);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A weight for each move, as a level's would be: a fixed amount of
    /// "noise" drawn from the move itself, up to a few pawns either way.
    fn weight_of(mv: Move) -> i32 {
        let seed = (mv.from.index() * 64 + mv.to.index()) as u64;
        (Rng::new(seed).gaussian() * 60.0) as i32
    }

    fn run(position: &Position, depth: u32, scoring: RootScoring) -> SearchResultWithScores {
        Engine::new(1).iterate_root(
            position,
            &[],
            (depth, None, TimeControl::Infinite),
            (scoring, &mut weight_of),
            &Control::limits_only(),
            &mut |_| {},
        )
    }

    /// Weighing the root moves within the search plays the move with the
    /// best sum of score and weight, as choosing afterwards among every
    /// move's exact score does, at a fraction of the nodes (a tenth here).
    #[test]
    fn weighing_in_the_search_chooses_the_best_sum() {
        let fens = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
            "r2q1rk1/pp2bppp/2n1pn2/3p4/3P4/2NBPN2/PP3PPP/R2Q1RK1 w - - 0 10",
            "8/5pk1/6p1/8/3R4/6P1/5PKP/2r5 b - - 0 40",
            "r1b1k2r/ppppqppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 1 6",
        ];
        let (mut exact_nodes, mut weighed_nodes) = (0, 0);
        let mut shortfall = Vec::new();
        for fen in fens {
            let position = Position::from_fen(fen).expect("a legal position");
            for depth in 1..=6 {
                let exact = run(&position, depth, RootScoring::Exact);
                let weighed = run(&position, depth, RootScoring::Weighed);
                let scores: Vec<(Move, i32)> = exact
                    .root_scores
                    .0
                    .iter()
                    .map(|&(mv, score)| (mv, score.expect("every move scored")))
                    .collect();
                let best = scores.iter().map(|&(_, score)| score).max();
                let chosen = weighed.result.best_move.expect("a move");
                let chosen_score = scores.iter().find(|&&(mv, _)| mv == chosen).map(|s| s.1);
                let (best, chosen) = (best.expect("moves"), chosen_score.expect("a root move"));
                shortfall.push(best - chosen);
                exact_nodes += exact.result.nodes;
                weighed_nodes += weighed.result.nodes;
            }
        }
        // The same move most of the time; otherwise one within the
        // search's own inexactness (a null window prunes otherwise than a
        // full one), far below the weights' spread.
        let same = shortfall.iter().filter(|&&s| s == 0).count();
        assert!(same * 3 >= shortfall.len() * 2, "{shortfall:?}");
        assert!(shortfall.iter().all(|&s| s <= 60), "{shortfall:?}");
        assert!(
            weighed_nodes * 4 < exact_nodes,
            "{weighed_nodes} nodes weighed against {exact_nodes} exact"
        );
    }
}
