//! The review of a game: how much each move gave away, judged as lichess
//! judges it (by the drop in the mover's winning chances), and why, where
//! the rules and the engine's lines can name it: a mate missed or allowed,
//! a piece left to be taken, a fork, material the better move won.
//!
//! The engine's judgement of every position comes from elsewhere (the
//! worker's `analyse` task); this module only compares and reads lines, so
//! that it is the same natively, in the browser and in tests.
//!
//! ```
//! use roque_engine::review::{judge, Judgement};
//! use roque_engine::Score;
//! // From +0.3 to -3: a blunder. From +0.3 to 0: nothing to say.
//! assert_eq!(judge(Score::Centipawns(30), Score::Centipawns(-300)), Some(Judgement::Blunder));
//! assert_eq!(judge(Score::Centipawns(30), Score::Centipawns(0)), None);
//! ```

use roque_rules::{attacks, Color, Move, PieceAt, Position, Role, Square};

use crate::Score;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// It gave away a tenth of the winning chances or more (`?!`).
    Inaccuracy,
    /// A fifth or more (`?`).
    Mistake,
    /// Three tenths or more (`??`).
    Blunder,
}

impl Judgement {
    /// The judgement's code, as the page's `data-judgement` carries it.
    pub const fn code(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The annotation glyph of PGN: `?!`, `?`, `??`.
    pub const fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }

    /// The same glyph as PGN's numeric annotation glyph: `$6`, `$2`, `$4`.
    pub const fn nag(self) -> u8 {
        match self {
            Judgement::Inaccuracy => 6,
            Judgement::Mistake => 2,
            Judgement::Blunder => 4,
        }
    }
}

/// The chances of winning of the side a score is for, from -1 (lost) to
/// 1 (won): lichess's curve, fitted on its players' games, so that the same
/// centipawns matter less when one side is far ahead.
pub fn winning_chances(score: Score) -> f64 {
    match score {
        Score::Mate(moves) if moves > 0 => 1.0,
        Score::Mate(_) => -1.0,
        Score::Centipawns(cp) => {
            let cp = f64::from(cp.clamp(-1_000, 1_000));
            2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0
        }
    }
}

/// The judgement of a move, from `best` (the position's score before it,
/// for the mover) and `played` (the score after it, for the mover too).
pub fn judge(best: Score, played: Score) -> Option<Judgement> {
    judge_chances(winning_chances(best), winning_chances(played))
}

/// [`judge`] on winning chances (for the mover, before and after).
pub fn judge_chances(before: f64, after: f64) -> Option<Judgement> {
    let drop = before - after;
    if drop >= 0.3 {
        Some(Judgement::Blunder)
    } else if drop >= 0.2 {
        Some(Judgement::Mistake)
    } else if drop >= 0.1 {
        Some(Judgement::Inaccuracy)
    } else {
        None
    }
}

/// What the engine thought of one position: its score for the side to
/// move, and the line it expected (starting with its best move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    /// The score, for the side to move.
    pub score: Score,
    /// The best line, its first move the best move; empty when the
    /// position has no move.
    pub line: Vec<Move>,
}

/// Why a move was worse than the better one, as far as it can be named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The mover had a forced mate in `moves`, and this move let it go:
    /// `line` is the mate (from the position before the move).
    MissedMate {
        /// Moves to mate.
        moves: u32,
        /// The mating line, the mover's moves at even places.
        line: Vec<Move>,
    },
    /// After the move, the other side mates by force in `moves`: `line`
    /// is its mate (from the position after the move).
    AllowsMate {
        /// Moves to mate.
        moves: u32,
        /// The mating line, the other side's moves at even places.
        line: Vec<Move>,
    },
    /// After the move, `by` takes the mover's piece `taken`, which
    /// no piece defended (`defended` false) or not enough, and the other
    /// side comes out `lost` pawns ahead.
    Hangs {
        /// The piece taken, where it stood.
        taken: PieceAt,
        /// The capture (the other side's reply).
        by: Move,
        /// Whether one of the mover's pieces defended it.
        defended: bool,
        /// What the mover loses in the end, in pawns.
        lost: u32,
    },
    /// After the move, `by` puts a piece on `square` that attacks
    /// `targets` at once, and the other side comes out `lost` pawns ahead.
    Fork {
        /// The forking move.
        by: Move,
        /// The forking piece's square.
        square: Square,
        /// The roles attacked, most valuable first.
        targets: Vec<Role>,
        /// What the mover loses in the end, in pawns.
        lost: u32,
    },
    /// After the move, the other side wins `lost` pawns with `line`.
    LosesMaterial {
        /// The line, from the position after the move.
        line: Vec<Move>,
        /// What the mover loses, in pawns.
        lost: u32,
    },
    /// The better move won `gained` pawns.
    MissedGain {
        /// The better move.
        by: Move,
        /// What it won, in pawns.
        gained: u32,
    },
    /// Nothing the rules can name: the better move was better.
    Better {
        /// The better move.
        by: Move,
    },
}

/// A judged move of a game, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// How bad it was.
    pub judgement: Judgement,
    /// The better move (the engine's best in the position before).
    pub better: Move,
    /// Why.
    pub why: Why,
}

/// The verdict on `played` in `before`, from the engine's judgement of
/// the position before it (`best`) and after it (`after`, `None` when the
/// game ended there: `ended_won` then says whether the mover mated), or
/// `None` when the move gave nothing away (or was the best move).
pub fn verdict(
    before: &Position,
    played: Move,
    best: &Judged,
    after: Option<&Judged>,
    ended_won: bool,
) -> Option<Verdict> {
    let better = *best.line.first()?;
    if better == played {
        return None;
    }
    let chances_after = match after {
        Some(after) => -winning_chances(after.score),
        None if ended_won => 1.0,
        None => 0.0,
    };
    let judgement = judge_chances(winning_chances(best.score), chances_after)?;
    let mut position = *before;
    position.play(played).ok()?;
    let why = why(before, &position, best, after);
    Some(Verdict {
        judgement,
        better,
        why,
    })
}

/// Why the move to `position` was worse than the best line from `before`.
fn why(before: &Position, position: &Position, best: &Judged, after: Option<&Judged>) -> Why {
    let better = best.line[0];
    let mover = before.turn();
    if let Some(after) = after {
        if let Score::Mate(moves) = after.score {
            if moves > 0 && !after.line.is_empty() {
                return Why::AllowsMate {
                    moves: moves.unsigned_abs(),
                    line: playable(position, &after.line, mate_plies(moves)),
                };
            }
        }
    }
    if let Score::Mate(moves) = best.score {
        if moves > 0 {
            return Why::MissedMate {
                moves: moves.unsigned_abs(),
                line: playable(before, &best.line, mate_plies(moves)),
            };
        }
    }
    if let Some(after) = after {
        let lost = settled_gain(position, &after.line);
        if lost > 0 {
            if let Some(&reply) = after.line.first() {
                if let Some(why) =
                    hangs(position, reply, lost).or_else(|| fork(position, reply, mover, lost))
                {
                    return why;
                }
                return Why::LosesMaterial {
                    line: playable(position, &after.line, settled_plies(position, &after.line)),
                    lost: u32::try_from(lost).unwrap_or(0),
                };
            }
        }
    }
    let gained = settled_gain(before, &best.line);
    if gained > 1 {
        return Why::MissedGain {
            by: better,
            gained: u32::try_from(gained).unwrap_or(0),
        };
    }
    Why::Better { by: better }
}

/// The plies of a mate in `moves` (the mating side's moves and the replies
/// between them).
fn mate_plies(moves: i32) -> usize {
    usize::try_from(2 * moves.unsigned_abs())
        .unwrap_or(1)
        .saturating_sub(1)
        .max(1)
}

/// The first `plies` moves of `line` that are legal one after the other
/// from `position` (an engine's line may end early).
fn playable(position: &Position, line: &[Move], plies: usize) -> Vec<Move> {
    let mut position = *position;
    let mut out = Vec::new();
    for &mv in line.iter().take(plies) {
        if position.play(mv).is_err() {
            break;
        }
        out.push(mv);
    }
    out
}

/// `color`'s material minus the other side's, in pawns: the points a
/// player counts (`Role::points`), not the engine's tuned centipawns, for
/// the review speaks of « une pièce », « une tour ».
fn balance(position: &Position, color: Color) -> i32 {
    position
        .board()
        .pieces()
        .map(|(_, piece)| {
            let value = piece.role.points() as i32;
            if piece.color == color {
                value
            } else {
                -value
            }
        })
        .sum()
}

/// How many plies of `line` (from `position`) to play for the captures to
/// settle: up to the first quiet move after at least one capture, within
/// eight plies.
fn settled_plies(position: &Position, line: &[Move]) -> usize {
    let mut position = *position;
    let mut captured = false;
    let mut plies = 0;
    for &mv in line.iter().take(8) {
        let capture = position.is_capture(mv) || mv.promotion.is_some();
        if captured && !capture {
            break;
        }
        if position.play(mv).is_err() {
            break;
        }
        captured |= capture;
        plies += 1;
    }
    plies
}

/// What the side to move in `position` wins, in pawns, by playing `line`
/// until its captures settle.
fn settled_gain(position: &Position, line: &[Move]) -> i32 {
    let side = position.turn();
    let start = balance(position, side);
    let mut end = *position;
    for &mv in line.iter().take(settled_plies(position, line)) {
        if end.play(mv).is_err() {
            break;
        }
    }
    balance(&end, side) - start
}

/// `reply` takes one of the mover's pieces in `position`.
fn hangs(position: &Position, reply: Move, lost: i32) -> Option<Why> {
    let piece = position.piece_at(reply.to)?;
    let defended = position.attackers_to(reply.to, piece.color).any();
    Some(Why::Hangs {
        taken: PieceAt {
            piece,
            square: reply.to,
        },
        by: reply,
        defended,
        lost: u32::try_from(lost).ok()?,
    })
}

/// `reply` puts a piece where it attacks two of `mover`'s pieces or more
/// (the king among them, or pieces worth more than it or undefended).
fn fork(position: &Position, reply: Move, mover: Color, lost: i32) -> Option<Why> {
    let mut after = *position;
    after.play(reply).ok()?;
    let forker = after.piece_at(reply.to)?;
    let board = after.board();
    let attacked = attacks::attacks(forker, reply.to, board.occupied()) & board.by_color(mover);
    let mut targets: Vec<Role> = attacked
        .into_iter()
        .filter_map(|sq| {
            let role = board.role_at(sq)?;
            let worth_more = role == Role::King || role.points() > forker.role.points();
            let undefended = !after.attackers_to(sq, mover).any();
            (role != Role::Pawn && (worth_more || undefended)).then_some(role)
        })
        .collect();
    if targets.len() < 2 {
        return None;
    }
    // The king first, then the most valuable.
    targets.sort_by_key(|role| std::cmp::Reverse((*role == Role::King, role.points())));
    Some(Why::Fork {
        by: reply,
        square: reply.to,
        targets,
        lost: u32::try_from(lost).ok()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use roque_rules::Piece;

    fn position(fen: &str) -> Position {
        Position::from_fen(fen).expect("a FEN")
    }

    fn uci(text: &str) -> Move {
        Move::from_uci(text).expect("a move")
    }

    #[test]
    fn a_judgements_nag_is_its_glyph() {
        for judgement in [
            Judgement::Inaccuracy,
            Judgement::Mistake,
            Judgement::Blunder,
        ] {
            assert_eq!(
                roque_rules::nag_of_symbol(judgement.glyph()),
                Some(judgement.nag())
            );
        }
    }

    fn line(text: &str) -> Vec<Move> {
        text.split_whitespace().map(uci).collect()
    }

    /// The engine's judgement of a position: its score and the line it
    /// expects.
    fn judged(score: Score, moves: &str) -> Judged {
        Judged {
            score,
            line: line(moves),
        }
    }

    #[test]
    fn the_curve_is_lichess_s() {
        assert!((winning_chances(Score::Centipawns(0))).abs() < 1e-9);
        assert!((winning_chances(Score::Centipawns(100)) - 0.182).abs() < 0.01);
        assert!((winning_chances(Score::Centipawns(-300)) + 0.5).abs() < 0.02);
        assert_eq!(winning_chances(Score::Mate(3)), 1.0);
        assert_eq!(winning_chances(Score::Mate(-1)), -1.0);
        assert_eq!(winning_chances(Score::Mate(0)), -1.0);
    }

    #[test]
    fn drops_are_judged_by_chances_not_centipawns() {
        use Score::Centipawns as Cp;
        assert_eq!(judge(Cp(0), Cp(-60)), Some(Judgement::Inaccuracy));
        assert_eq!(judge(Cp(0), Cp(-120)), Some(Judgement::Mistake));
        assert_eq!(judge(Cp(0), Cp(-200)), Some(Judgement::Blunder));
        // Far ahead, a pawn less changes little.
        assert_eq!(judge(Cp(900), Cp(800)), None);
        // A mate let go for a won position is nothing; for a draw, a blunder.
        assert_eq!(judge(Score::Mate(2), Cp(1_000)), None);
        assert_eq!(judge(Score::Mate(2), Cp(0)), Some(Judgement::Blunder));
    }

    #[test]
    fn the_best_move_is_never_judged() {
        let start = Position::new();
        let best = judged(Score::Centipawns(900), "e2e4");
        let after = judged(Score::Centipawns(900), "e7e5");
        assert_eq!(
            verdict(&start, uci("e2e4"), &best, Some(&after), false),
            None
        );
    }

    #[test]
    fn a_mate_allowed_is_named_with_its_line() {
        // 1. e4 e5 2. Qh5 Nc6 3. Bc4, and Black plays 3...Nf6??
        let before = position("r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3");
        let best = judged(Score::Centipawns(-40), "g7g6 h5f3 g8f6");
        let after = judged(Score::Mate(1), "h5f7");
        let verdict = verdict(&before, uci("g8f6"), &best, Some(&after), false).expect("judged");
        assert_eq!(verdict.judgement, Judgement::Blunder);
        assert_eq!(verdict.better, uci("g7g6"));
        assert_eq!(
            verdict.why,
            Why::AllowsMate {
                moves: 1,
                line: line("h5f7")
            }
        );
    }

    #[test]
    fn a_mate_missed_is_named_with_its_line() {
        // White mates on the back rank with Rd8#, and plays h3 instead.
        let before = position("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        let best = judged(Score::Mate(1), "d1d8");
        let after = judged(Score::Centipawns(-500), "g8f8");
        let verdict = verdict(&before, uci("h2h3"), &best, Some(&after), false).expect("judged");
        assert_eq!(verdict.better, uci("d1d8"));
        assert_eq!(
            verdict.why,
            Why::MissedMate {
                moves: 1,
                line: line("d1d8")
            }
        );
    }

    #[test]
    fn a_piece_left_undefended_is_named() {
        // The king steps away from the knight's side: Bxf3 takes it for
        // nothing.
        let before = position("4k3/8/8/8/6b1/5N2/8/4K3 w - - 0 1");
        let best = judged(Score::Centipawns(300), "f3e5");
        let after = judged(Score::Centipawns(0), "g4f3 d2e3");
        let verdict = verdict(&before, uci("e1d2"), &best, Some(&after), false).expect("judged");
        assert_eq!(
            verdict.why,
            Why::Hangs {
                taken: PieceAt::new(Piece::new(Color::White, Role::Knight), Square::F3),
                by: uci("g4f3"),
                defended: false,
                lost: 3,
            }
        );
    }

    #[test]
    fn a_better_capture_is_named_with_what_it_won() {
        let before = position("4k3/8/8/8/6b1/5N2/8/4K3 b - - 0 1");
        let best = judged(Score::Centipawns(300), "g4f3 e1f2");
        let after = judged(Score::Centipawns(0), "f3e5");
        let verdict = verdict(&before, uci("e8d7"), &best, Some(&after), false).expect("judged");
        assert_eq!(
            verdict.why,
            Why::MissedGain {
                by: uci("g4f3"),
                gained: 3
            }
        );
    }

    #[test]
    fn a_fork_is_named_with_its_targets() {
        // White ignores the knight: Nc2+ checks the king and attacks the
        // rook on a1.
        let before = position("r3k2r/ppp2ppp/8/8/1n6/8/PP3PPP/R3K2R w KQkq - 0 1");
        let best = judged(Score::Centipawns(0), "e1d2");
        let after = judged(Score::Centipawns(450), "b4c2 e1d2 c2a1");
        let verdict = verdict(&before, uci("h2h3"), &best, Some(&after), false).expect("judged");
        assert_eq!(
            verdict.why,
            Why::Fork {
                by: uci("b4c2"),
                square: Square::C2,
                targets: vec![Role::King, Role::Rook],
                lost: 5,
            }
        );
    }

    #[test]
    fn a_game_ended_by_the_move_is_judged_from_its_result() {
        // Stalemating a won position throws the win away.
        let before = position("7k/5Q2/6K1/8/8/8/8/8 w - - 0 1");
        let best = judged(Score::Mate(1), "f7g7");
        let verdict = verdict(&before, uci("g6h6"), &best, None, false).expect("judged");
        assert_eq!(verdict.judgement, Judgement::Blunder);
        // Mating is never judged, even when another mate was the engine's.
        assert_eq!(verdict_for_mate(&before, &best), None);
    }

    fn verdict_for_mate(before: &Position, best: &Judged) -> Option<Verdict> {
        verdict(before, uci("f7h7"), best, None, true)
    }
}
